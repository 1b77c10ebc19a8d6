//! Aborting: a game ends without a result, and unrated, while one of its sides has not
//! moved yet: a player sat down by mistake, or the opponent never came. The live clock of
//! such a game waits for the first stone (nobody loses time before the game has begun),
//! and a game whose first stone does not come in time ends aborted by itself, so that it
//! does not wait for ever. Games of a schedule (tournaments, matches) are not aborted: their
//! clocks run from the start and a player who does not come loses on time.

use crate::clock::ClockSpec;
use crate::error::ApiError;
use crate::game::{player_index, Actor, State, Status};
use crate::hub::{Hub, LiveGame};
use pearls_rules::Game;
use std::sync::Arc;

/// The longest a live game waits for its first stone before it ends aborted.
pub const FIRST_STONE_MS: i64 = 60_000;

/// Whether each side has taken at least one decision of the game (a stone, a swap, a
/// choice of the opening).
pub(crate) fn each_side_moved(st: &State) -> bool {
    let Ok(mut g) = Game::new(st.variant) else {
        return true;
    };
    let mut moved = [false; 2];
    for a in st.game.actions() {
        if let Some(p) = g.decider() {
            moved[player_index(p)] = true;
        }
        // Asked for every state message: replaying the rest of the game would make each
        // message cost in proportion to the game's length.
        if moved[0] && moved[1] {
            return true;
        }
        if g.apply(a.clone()).is_err() {
            return true;
        }
    }
    moved[0] && moved[1]
}

/// Whether `st` may still be aborted by one of its players.
pub fn may_abort(st: &State) -> bool {
    st.status != Status::Over && st.clock.abortable && st.handicap.is_none() && !each_side_moved(st)
}

/// Whether the clock of a game starting at `ply` actions waits for the first stone: in a
/// game that may be aborted, with a live clock. A correspondence clock runs from the
/// start: its days a move are the time to begin.
pub(crate) fn clock_waits(abortable: bool, spec: &ClockSpec, ply: usize) -> bool {
    abortable && !spec.is_correspondence() && ply == 0
}

/// The instant a live game still without its first stone ends aborted; `None` for every
/// other game.
pub fn first_stone_deadline(st: &State) -> Option<i64> {
    if st.status != Status::Live
        || !clock_waits(st.clock.abortable, &st.spec, st.texts.len())
        || st.clock.running.is_some()
    {
        return None;
    }
    Some(st.clock.since_ms.saturating_add(FIRST_STONE_MS))
}

impl Hub {
    /// `actor` aborts game `id`: it ends without a result, while a side has not moved.
    pub async fn abort(self: &Arc<Hub>, id: &str, actor: &Actor) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        if st.seat_of(actor).is_none() {
            return Err(ApiError::NotYourGame(format!(
                "you are not a player in game {id}"
            )));
        }
        if st.status == Status::Over || self.flag_if_due(&live, &mut st).await? {
            return Err(ApiError::GameOver(format!(
                "the game is over: {}",
                st.result_text().unwrap_or_else(|| "finished".into())
            )));
        }
        if !st.clock.abortable || st.handicap.is_some() {
            return Err(ApiError::TooLateToAbort(
                "a game of a tournament or a match is played or lost, not aborted".into(),
            ));
        }
        if each_side_moved(&st) {
            return Err(ApiError::TooLateToAbort(
                "both sides have moved: the game can be resigned or drawn, not aborted".into(),
            ));
        }
        self.end_aborted(&live, &mut st).await
    }

    /// Ends `st` aborted if it is live and its first stone has not come in time.
    pub(crate) async fn abort_if_due(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
    ) -> Result<bool, ApiError> {
        match first_stone_deadline(st) {
            Some(due) if due <= self.time.now_ms() => {}
            _ => return Ok(false),
        }
        self.end_aborted(live, st).await?;
        Ok(true)
    }

    /// Stores `st` as over with no result: no action is added, so the referee has no
    /// outcome and no rating changes.
    async fn end_aborted(self: &Arc<Hub>, live: &LiveGame, st: &mut State) -> Result<(), ApiError> {
        let mut next = st.draft();
        let spec = next.spec;
        next.clock.stop(&spec, self.time.now_ms());
        next.status = Status::Over;
        let keep = st.texts.len();
        self.commit(live, st, next, keep).await
    }
}
