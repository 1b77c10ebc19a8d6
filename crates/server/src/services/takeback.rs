//! Takebacks: one player asks, the other accepts by asking too (the engine always
//! accepts). The asker's last action and everything after it is taken back.

use crate::cluster::relay::Op;
use crate::error::ApiError;
use crate::game::{player_index, Actor, Seat};
use crate::hub::Hub;
use std::sync::Arc;

impl Hub {
    /// Asks for a takeback, or accepts the opponent's request.
    pub async fn takeback(self: &Arc<Hub>, id: &str, actor: &Actor) -> Result<(), ApiError> {
        if let Some(r) = self
            .forward(id, actor, |person| Op::Takeback { person })
            .await
        {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        let seat = self.seat_in_time(&live, &mut st, actor).await?;
        let asker = if st.takeback_offer == Some(1 - seat) {
            1 - seat
        } else if matches!(st.seats[1 - seat], Seat::Engine { .. }) {
            seat
        } else {
            st.takeback_offer = Some(seat);
            self.announce(&live, &st);
            return Ok(());
        };
        let mut next = st.draft();
        // Take back until the asker is to decide again, having undone one of theirs.
        let mut undone = 0;
        loop {
            let before = next.game.clone();
            if next.game.undo().is_none() {
                break;
            }
            undone += 1;
            let asker_acted = before.decider().map(player_index) != Some(asker)
                && next.game.decider().map(player_index) == Some(asker);
            if asker_acted {
                break;
            }
        }
        if undone == 0 || next.decider() != Some(asker) {
            st.takeback_offer = None;
            self.announce(&live, &st);
            return Err(ApiError::NothingToTakeBack(
                "there is nothing to take back".into(),
            ));
        }
        let keep = st.texts.len() - undone;
        next.texts.truncate(keep);
        let spec = next.spec;
        let now = self.time.now_ms();
        next.clock.stop(&spec, now);
        next.clock.running = next.decider();
        self.commit(&live, &mut st, next, keep).await
    }
}
