//! Resigning.

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
        let seat = self.seat_in_time(&live, &mut st, actor).await?;
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
