//! Draw offers: one player offers, the other accepts by offering too, or declines.

use super::playing_seat;
use crate::cluster::relay::Op;
use crate::error::ApiError;
use crate::game::Actor;
use crate::hub::Hub;
use pearls_rules::action::format_action;
use pearls_rules::Action;
use std::sync::Arc;

impl Hub {
    /// Offers a draw, or agrees to the opponent's offer.
    pub async fn offer_draw(self: &Arc<Hub>, id: &str, actor: &Actor) -> Result<(), ApiError> {
        if let Some(r) = self.forward(id, actor, |person| Op::Draw { person }).await {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        let seat = self.seat_in_time(&live, &mut st, actor).await?;
        if st.draw_offer == Some(1 - seat) {
            let mut next = st.draft();
            next.game
                .apply(Action::AgreeDraw)
                .map_err(|e| ApiError::Illegal(e.to_string()))?;
            next.texts
                .push(format_action(&Action::AgreeDraw, &next.notation()));
            super::play::finish_turn(&mut next, self.time.now_ms());
            let keep = st.texts.len();
            return self.commit(&live, &mut st, next, keep).await;
        }
        st.draw_offer = Some(seat);
        self.announce(&live, &st);
        Ok(())
    }

    /// Declines the opponent's draw or takeback offer, or withdraws one's own.
    pub async fn decline(self: &Arc<Hub>, id: &str, actor: &Actor) -> Result<(), ApiError> {
        if let Some(r) = self
            .forward(id, actor, |person| Op::Decline { person })
            .await
        {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        playing_seat(&st, actor)?;
        st.draw_offer = None;
        st.takeback_offer = None;
        self.announce(&live, &st);
        Ok(())
    }
}
