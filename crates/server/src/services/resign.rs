//! Resigning.

use super::playing_seat;
use crate::cluster::relay::Op;
use crate::error::ApiError;
use crate::game::{player_of, Actor};
use crate::hub::Hub;
use pearls_rules::action::format_action;
use pearls_rules::Action;
use std::sync::Arc;

impl Hub {
    /// `actor` resigns game `id`, at any moment of the game.
    pub async fn resign(self: &Arc<Hub>, id: &str, actor: &Actor) -> Result<(), ApiError> {
        if let Some(r) = self
            .forward(id, actor, |person| Op::Resign { person })
            .await
        {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        let seat = playing_seat(&st, actor)?;
        if self.flag_if_due(&live, &mut st).await? {
            return Err(ApiError::TimeUp("time is up: the game is over".into()));
        }
        let mut next = st.draft();
        let action = Action::Resign(Some(next.game.color_of(player_of(seat))));
        next.game
            .apply(action.clone())
            .map_err(|e| ApiError::Illegal(e.to_string()))?;
        next.texts.push(format_action(&action, &next.notation()));
        super::play::finish_turn(&mut next, self.time.now_ms());
        let keep = st.texts.len();
        self.commit(&live, &mut st, next, keep).await
    }
}
