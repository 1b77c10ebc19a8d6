//! Moves and opening decisions, and losing on time.

use super::playing_seat;
use crate::cluster::relay::Op;
use crate::engine_pool::EngineMove;
use crate::error::ApiError;
use crate::game::{player_of, Actor, State, Status};
use crate::hub::{Hub, LiveGame};
use pearls_rules::action::{format_action, parse_actions};
use pearls_rules::Action;
use std::sync::Arc;
use tokio::sync::mpsc::UnboundedReceiver;

/// The longest action text accepted (an offer of many points is the longest).
const MAX_ACTION_LEN: usize = 400;

impl Hub {
    /// Applies one action (`h8`, `swap`, `offer:j10/k11`...) for `actor`, who must hold
    /// the pending decision of game `id`, which must stand at `ply` actions.
    pub async fn act(
        self: &Arc<Hub>,
        id: &str,
        actor: &Actor,
        ply: i64,
        text: &str,
    ) -> Result<(), ApiError> {
        let op = |person| Op::Act {
            person,
            ply,
            text: text.to_string(),
        };
        if let Some(r) = self.forward(id, actor, op).await {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        let seat = self.seat_in_time(&live, &mut st, actor).await?;
        if ply != st.texts.len() as i64 {
            return Err(ApiError::StalePly(format!(
                    "the game is at ply {}, not {ply}: this action was already played or is out of date",
                    st.texts.len()
                )));
        }
        if st.decider() != Some(seat) {
            return Err(ApiError::NotYourTurn("it is not your turn".into()));
        }
        if text.len() > MAX_ACTION_LEN {
            return Err(ApiError::BadAction("the action is too long".into()));
        }
        let n = st.notation();
        let actions =
            parse_actions(text, &n).map_err(|e| ApiError::BadAction(format!("'{text}': {e}")))?;
        let [action] = actions.as_slice() else {
            return Err(ApiError::BadAction("send exactly one action".into()));
        };
        if matches!(
            action,
            Action::Resign(_) | Action::AgreeDraw | Action::Timeout(_)
        ) {
            return Err(ApiError::BadAction(
                "resign, draw offers and time are messages of their own".into(),
            ));
        }
        let mut next = st.draft();
        next.game
            .apply(action.clone())
            .map_err(|e| ApiError::Illegal(e.to_string()))?;
        next.texts.push(format_action(action, &n));
        finish_turn(&mut next, self.time.now_ms());
        let keep = st.texts.len();
        self.commit(&live, &mut st, next, keep).await
    }

    /// The seat of `actor` in a live game, once its clock has been read. The clock is read
    /// only for a player, and a flag that has fallen ends the game on time even though
    /// the request is refused: a move, offer or resignation sent too late must not
    /// decide it.
    pub(crate) async fn seat_in_time(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
        actor: &Actor,
    ) -> Result<usize, ApiError> {
        let seat = playing_seat(st, actor)?;
        if self.flag_if_due(live, st).await? {
            return Err(ApiError::TimeUp("time is up: the game is over".into()));
        }
        Ok(seat)
    }

    /// If the running side's time is up, records the loss on time; whether it did.
    pub(crate) async fn flag_if_due(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
    ) -> Result<bool, ApiError> {
        if st.status != Status::Live {
            return Ok(false);
        }
        let Some(p) = st.clock.flagged(&st.spec, self.time.now_ms()) else {
            return Ok(false);
        };
        let mut next = st.draft();
        let color = next.game.color_of(player_of(p));
        let action = Action::Timeout(Some(color));
        next.game
            .apply(action.clone())
            .map_err(|e| ApiError::Illegal(e.to_string()))?;
        next.texts.push(format_action(&action, &next.notation()));
        let deadline = next.clock.deadline(&next.spec).unwrap_or(0);
        let spec = next.spec;
        next.clock.stop(&spec, deadline);
        next.status = Status::Over;
        let keep = st.texts.len();
        self.commit(live, st, next, keep).await?;
        Ok(true)
    }
}

impl Hub {
    /// Plays the engine's decisions as the pool sends them, each in a task of its own so
    /// that one game's commit does not hold up another's. A decision the referee refuses
    /// resigns the engine's game rather than leaving it stuck. The server aborts it when
    /// it stops.
    pub fn spawn_engine_player(
        self: &Arc<Hub>,
        mut moves: UnboundedReceiver<EngineMove>,
    ) -> tokio::task::JoinHandle<()> {
        let hub = self.clone();
        tokio::spawn(async move {
            while let Some(m) = moves.recv().await {
                let hub = hub.clone();
                tokio::spawn(async move {
                    let played = hub.act(&m.game, &Actor::Engine, m.ply as i64, &m.action);
                    if let Err(ApiError::Illegal(_) | ApiError::BadAction(_)) = played.await {
                        let _ = hub.resign(&m.game, &Actor::Engine).await;
                    }
                });
            }
        })
    }
}

/// After an action: the clock passes to the next decider, or stops at the end.
pub(crate) fn finish_turn(next: &mut State, now: i64) {
    let spec = next.spec;
    if next.game.is_over() {
        next.status = Status::Over;
        next.clock.stop(&spec, now);
    } else {
        let decider = next.decider();
        next.clock.switch(&spec, now, decider);
    }
}
