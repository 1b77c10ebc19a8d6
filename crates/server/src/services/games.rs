//! Creating and joining games, and private challenges.

use crate::clock::ClockState;
use crate::cluster::relay::Op;
use crate::error::ApiError;
use crate::game::{player_index, Actor, Seat, State, Status};
use crate::hub::{Hub, LiveGame};
use crate::identity::{random_hex, Identity};
use crate::services::setup::{setup_request, GameSetup};
use pearls_rules::Game;
use std::sync::Arc;

setup_request! {
    /// A request for a new game.
    pub struct NewGame {
        /// "person" (the default) or "engine".
        #[serde(default)]
        pub opponent: String,
        /// The engine's strength, 0 to 100.
        #[serde(default)]
        pub strength: Option<u8>,
        /// A game against a person that only the holder of its challenge link may join.
        #[serde(default)]
        pub private: bool,
    }
}

fn bad(m: impl Into<String>) -> ApiError {
    ApiError::BadRequest(m.into())
}

/// Refuses a guest a seat at a rated game: ratings belong to accounts.
pub(crate) fn needs_account(who: &Identity) -> Result<(), ApiError> {
    if who.guest {
        return Err(ApiError::RatedNeedsAccount(
            "only accounts play rated games: register or log in first, or play a casual game"
                .into(),
        ));
    }
    Ok(())
}

/// The path a challenge token opens.
pub fn challenge_url(token: &str) -> String {
    format!("/challenge/{token}")
}

/// A game just created.
#[derive(Debug, Clone)]
pub struct Created {
    pub id: String,
    /// The challenge token of a private game.
    pub challenge: Option<String>,
}

impl Hub {
    /// Creates a game with `who` in one seat.
    pub async fn create_game(
        self: &Arc<Hub>,
        who: &Identity,
        req: NewGame,
    ) -> Result<Created, ApiError> {
        let setup = req.setup()?;
        if setup.rated() {
            needs_account(who)?;
        }
        let me = Seat::Person {
            id: who.id.clone(),
            name: who.name.clone(),
        };
        let other = match req.opponent.as_str() {
            "" | "person" => Seat::Open,
            "engine" => {
                pearls_engine::variation::engine_rule(&setup.variant.rules)
                    .map_err(|e| bad(e.to_string()))?;
                if req.private {
                    return Err(bad("a private challenge is for a game against a person"));
                }
                if setup.rated() {
                    return Err(bad(
                        "a rated game is between two accounts: games against the engine are casual",
                    ));
                }
                Seat::Engine {
                    strength: req.strength.unwrap_or(100).min(100),
                }
            }
            o => {
                return Err(bad(format!(
                    "unknown opponent '{}' (person or engine)",
                    o.chars().take(40).collect::<String>()
                )))
            }
        };
        let seats = setup.seats(me, other);
        // 128 random bits: a link nobody can guess.
        let challenge = req.private.then(|| random_hex(16));
        let id = self.open_game(&setup, seats, challenge.clone()).await?;
        Ok(Created { id, challenge })
    }

    /// Stores and starts a new game; it is live at once when no seat is open. Its clock
    /// waits for the first stone, and it may be aborted until each side has moved.
    pub(crate) async fn open_game(
        self: &Arc<Hub>,
        setup: &GameSetup,
        seats: [Seat; 2],
        challenge: Option<String>,
    ) -> Result<String, ApiError> {
        self.open_game_as(setup, seats, challenge, true).await
    }

    /// Stores and starts a game of a schedule (a tournament's, a match's next game): its
    /// clock runs from the start, and it is played or lost, never aborted.
    pub(crate) async fn open_scheduled_game(
        self: &Arc<Hub>,
        setup: &GameSetup,
        seats: [Seat; 2],
    ) -> Result<String, ApiError> {
        self.open_game_as(setup, seats, None, false).await
    }

    async fn open_game_as(
        self: &Arc<Hub>,
        setup: &GameSetup,
        seats: [Seat; 2],
        challenge: Option<String>,
        abortable: bool,
    ) -> Result<String, ApiError> {
        self.check_room()?;
        let (variant, spec) = (setup.variant, setup.clock);
        let game = Game::new(variant).map_err(|e| bad(e.to_string()))?;
        let now = self.time.now_ms();
        let status = if seats.contains(&Seat::Open) {
            Status::Waiting
        } else {
            Status::Live
        };
        let mut clock = ClockState::new(&spec);
        clock.abortable = abortable;
        if status == Status::Live {
            let first = game.decider().map(player_index);
            let waits = crate::services::abort::clock_waits(abortable, &spec, 0);
            clock.switch(&spec, now, if waits { None } else { first });
        }
        let st = State {
            id: random_hex(8),
            created_ms: now,
            rule_name: setup.rule.clone(),
            opening_name: variant.opening.name(),
            variant,
            seats,
            spec,
            clock,
            game,
            texts: Vec::new(),
            status,
            challenge,
            rated: setup.rated(),
            draw_offer: None,
            takeback_offer: None,
            deadline: None,
            handicap: None,
        };
        self.store.create_game(&st.row(now)).await?;
        self.record_players(&st).await?;
        let id = st.id.clone();
        let live = self.add_new(st);
        self.claim_created(&id).await;
        let mut st = live.state.lock().await;
        self.after_change(&live, &mut st);
        Ok(id)
    }

    /// Takes the open seat of a waiting public game; the clock starts.
    pub async fn join_game(self: &Arc<Hub>, who: &Identity, id: &str) -> Result<(), ApiError> {
        let op = Op::Join {
            id: who.id.clone(),
            name: who.name.clone(),
            guest: who.guest,
        };
        if let Some(r) = self.routed(id, op).await {
            return r;
        }
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        if st.challenge.is_some() && st.seat_of(&Actor::Person(who.id.clone())).is_none() {
            return Err(ApiError::PrivateGame(
                "this game is a private challenge: only its challenge link can join it".into(),
            ));
        }
        self.take_seat(&live, &mut st, who).await
    }

    /// Takes the open seat of the game a challenge token opens; the game's id.
    pub async fn accept_challenge(
        self: &Arc<Hub>,
        who: &Identity,
        token: &str,
    ) -> Result<String, ApiError> {
        let live = self.challenge(token).await?;
        // In a cluster the game's owner seats the player, whichever node the link reached.
        let op = Op::Accept {
            id: who.id.clone(),
            name: who.name.clone(),
            guest: who.guest,
            token: token.to_string(),
        };
        if let Some(r) = self.routed(&live.id, op).await {
            return r.map(|()| live.id.clone());
        }
        let mut st = live.state.lock().await;
        self.take_seat(&live, &mut st, who).await?;
        Ok(live.id.clone())
    }

    /// The game a challenge token opens.
    pub async fn challenge(&self, token: &str) -> Result<Arc<LiveGame>, ApiError> {
        let not_found = || {
            ApiError::NotFound(
                "there is no such challenge (the link is wrong, or its game is over)".into(),
            )
        };
        let id = match self.challenge_game(token) {
            Some(id) => id,
            // Another node's game is not in this node's memory: its token is in the store.
            None if self.cluster.get().is_some() => self
                .store
                .game_of_challenge(token)
                .await?
                .ok_or_else(not_found)?,
            None => return Err(not_found()),
        };
        let live = self.get(&id).await?;
        if live.state.lock().await.challenge.as_deref() != Some(token) {
            return Err(not_found());
        }
        Ok(live)
    }

    async fn take_seat(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
        who: &Identity,
    ) -> Result<(), ApiError> {
        if st.seat_of(&Actor::Person(who.id.clone())).is_some() {
            return Err(ApiError::AlreadySeated(
                "you already play in this game".into(),
            ));
        }
        let Some(open) = st.seats.iter().position(|s| *s == Seat::Open) else {
            return Err(ApiError::GameFull(
                "both seats of this game are taken".into(),
            ));
        };
        if st.status != Status::Waiting {
            return Err(ApiError::GameFull("this game is not open".into()));
        }
        if st.rated {
            needs_account(who)?;
        }
        let mut next = st.draft();
        next.seats[open] = Seat::Person {
            id: who.id.clone(),
            name: who.name.clone(),
        };
        next.status = Status::Live;
        let spec = next.spec;
        // A match's game is part of a schedule: its clock starts at once.
        if next.handicap.is_some() {
            next.clock.abortable = false;
        }
        let waits =
            crate::services::abort::clock_waits(next.clock.abortable, &spec, next.texts.len());
        let decider = if waits { None } else { next.decider() };
        next.clock.switch(&spec, self.time.now_ms(), decider);
        let keep = st.texts.len();
        self.commit(live, st, next, keep).await?;
        self.record_players(st).await
    }

    /// Records the people seated in a game, so that their games can be listed.
    async fn record_players(&self, st: &State) -> Result<(), ApiError> {
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
