//! Games nobody joined: a game that waits for its second player ends unplayed once it
//! has waited too long, so that abandoned invitations neither pile up in memory nor sit
//! in the lists. How long depends on the game's clock: a live game is played at once or
//! not at all, so it waits minutes; a correspondence game (moves in days) would wait days
//! and a tournament's games, paired by the tournament, would never expire: this is the
//! one place that decides, by the game's kind.

use crate::error::ApiError;
use crate::game::{State, Status};
use crate::hub::{Hub, LiveGame};
use std::sync::Arc;

/// How long a live game waits for its second player: long enough to send its link to a
/// friend and for them to open it.
pub const UNJOINED_LIVE_MS: i64 = 20 * 60 * 1000;

/// How long `st` may wait for its second player, by its kind; `None` for never.
pub fn unjoined_ttl_ms(_st: &State) -> Option<i64> {
    // Every clock the server has today is a live one (main time of at most a day).
    Some(UNJOINED_LIVE_MS)
}

/// The instant `st`, waiting for a player, ends unplayed; `None` if it never does.
pub fn unjoined_deadline(st: &State) -> Option<i64> {
    (st.status == Status::Waiting)
        .then(|| unjoined_ttl_ms(st))
        .flatten()
        .map(|ttl| st.created_ms.saturating_add(ttl))
}

impl Hub {
    /// Ends `st` unplayed, if it still waits for a player and its time to wait is over.
    /// The game is stored as over with no result and no move.
    pub(crate) async fn expire_if_due(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
    ) -> Result<bool, ApiError> {
        match unjoined_deadline(st) {
            Some(due) if due <= self.time.now_ms() => {}
            _ => return Ok(false),
        }
        let mut next = st.draft();
        next.status = Status::Over;
        let keep = st.texts.len();
        self.commit(live, st, next, keep).await?;
        Ok(true)
    }
}
