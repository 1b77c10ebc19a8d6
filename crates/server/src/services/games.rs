//! Creating and joining games.

use crate::clock::{ClockSpec, ClockState};
use crate::hub::{now_ms, player_index, variant_of, Actor, Hub, Refusal, Seat, State, Status};
use crate::identity::{random_hex, Identity};
use pearls_rules::Game;
use serde::Deserialize;
use std::sync::Arc;

/// A request for a new game.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    #[serde(default = "default_rule")]
    pub rule: String,
    /// An opening rule name; empty for the rule's default.
    #[serde(default)]
    pub opening: String,
    /// Board size; 0 for the rule's default.
    #[serde(default)]
    pub size: i64,
    #[serde(default = "default_clock")]
    pub clock: ClockSpec,
    /// The creator's side: "first" (starts as black), "second" or "random".
    #[serde(default)]
    pub side: String,
    /// "person" (the default) or "engine".
    #[serde(default)]
    pub opponent: String,
    /// The engine's strength, 0 to 100.
    #[serde(default)]
    pub strength: Option<u8>,
}

fn default_rule() -> String {
    "renju".into()
}

fn default_clock() -> ClockSpec {
    ClockSpec::fischer(10 * 60_000, 5_000)
}

impl Hub {
    /// Creates a game with `who` in one seat; returns its id.
    pub async fn create_game(
        self: &Arc<Hub>,
        who: &Identity,
        req: NewGame,
    ) -> Result<String, Refusal> {
        let bad = |m: String| Refusal::new("bad-request", m);
        let variant = variant_of(&req.rule, &req.opening, req.size).map_err(bad)?;
        req.clock.validate().map_err(bad)?;
        let me = Seat::Person {
            id: who.id.clone(),
            name: who.name.clone(),
        };
        let other = match req.opponent.as_str() {
            "" | "person" => Seat::Open,
            "engine" => {
                pearls_engine::Rule::for_rule_set(&variant.rules).map_err(bad)?;
                Seat::Engine {
                    strength: req.strength.unwrap_or(100).min(100),
                }
            }
            o => return Err(bad(format!("unknown opponent '{o}' (person or engine)"))),
        };
        let first = match req.side.as_str() {
            "" | "first" | "black" => true,
            "second" | "white" => false,
            "random" => getrandom::u32().map_or(true, |n| n & 1 == 0),
            s => return Err(bad(format!("unknown side '{s}' (first, second or random)"))),
        };
        let seats = if first { [me, other] } else { [other, me] };
        let game = Game::new(variant).map_err(|e| bad(e.to_string()))?;
        let now = now_ms();
        let status = if seats.contains(&Seat::Open) {
            Status::Waiting
        } else {
            Status::Live
        };
        let mut clock = ClockState::new(&req.clock);
        if status == Status::Live {
            clock.switch(&req.clock, now, game.decider().map(player_index));
        }
        let st = State {
            id: random_hex(8),
            created_ms: now,
            rule_name: req.rule.clone(),
            opening_name: variant.opening.name(),
            variant,
            seats,
            spec: req.clock,
            clock,
            game,
            texts: Vec::new(),
            status,
            draw_offer: None,
            takeback_offer: None,
            deadline: None,
        };
        self.store.create_game(&st.row(now)).await?;
        self.record_players(&st).await?;
        let id = st.id.clone();
        let live = self.add_new(st);
        let mut st = live.state.lock().await;
        self.after_change(&live, &mut st);
        Ok(id)
    }

    /// Takes the open seat of a waiting game; the clock starts.
    pub async fn join_game(self: &Arc<Hub>, who: &Identity, id: &str) -> Result<(), Refusal> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        if st.seat_of(&Actor::Person(who.id.clone())).is_some() {
            return Err(Refusal::new(
                "already-seated",
                "you already play in this game",
            ));
        }
        let Some(open) = st.seats.iter().position(|s| *s == Seat::Open) else {
            return Err(Refusal::new(
                "game-full",
                "both seats of this game are taken",
            ));
        };
        if st.status != Status::Waiting {
            return Err(Refusal::new("game-full", "this game is not open"));
        }
        let mut next = crate::hub::draft(&st);
        next.seats[open] = Seat::Person {
            id: who.id.clone(),
            name: who.name.clone(),
        };
        next.status = Status::Live;
        let spec = next.spec;
        let decider = next.decider();
        next.clock.switch(&spec, now_ms(), decider);
        let keep = st.texts.len();
        self.commit(&live, &mut st, next, keep).await?;
        self.record_players(&st).await
    }

    /// Records the people seated in a game, so that their games can be listed.
    async fn record_players(&self, st: &State) -> Result<(), Refusal> {
        for (seat, s) in st.seats.iter().enumerate() {
            if let Seat::Person { id, .. } = s {
                self.store
                    .add_game_player(&st.id, seat as i64, id, st.created_ms)
                    .await?;
            }
        }
        Ok(())
    }
}
