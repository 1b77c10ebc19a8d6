//! The live games: each in memory behind its own lock, rebuilt from the store by replaying
//! its actions through the referee, with a broadcast channel for its watchers. Every change
//! goes through [`Hub::commit`], which stores it before it is applied in memory and
//! broadcast. The sweeper flags games whose clock deadline has passed.

use crate::clock::{ClockSpec, ClockState};
use crate::engine_pool::EnginePool;
use crate::error::ApiError;
use crate::store::{Commit, GameRow, Store, StoredGame};
use pearls_rules::action::parse_actions;
use pearls_rules::{Game, Notation, OpeningRule, Player, Variant};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{broadcast, Notify};

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Who sits on a side of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Seat {
    Open,
    Person { id: String, name: String },
    Engine { strength: u8 },
}

/// Who is acting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    Person(String),
    Engine,
    /// The server itself (the clock).
    Server,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Waiting,
    Live,
    Over,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Live => "live",
            Status::Over => "over",
        }
    }

    fn parse(s: &str) -> Status {
        match s {
            "waiting" => Status::Waiting,
            "live" => Status::Live,
            _ => Status::Over,
        }
    }
}

/// A game's state in memory.
pub struct State {
    pub id: String,
    pub created_ms: i64,
    pub rule_name: String,
    pub opening_name: String,
    pub variant: Variant,
    pub seats: [Seat; 2],
    pub spec: ClockSpec,
    pub clock: ClockState,
    pub game: Game,
    pub texts: Vec<String>,
    pub status: Status,
    /// The token of a private challenge: only its holder may take the open seat. Never
    /// shown to anyone but the players.
    pub challenge: Option<String>,
    /// A standing draw or takeback offer, by player index; not stored.
    pub draw_offer: Option<usize>,
    pub takeback_offer: Option<usize>,
    /// The deadline registered with the sweeper.
    pub(crate) deadline: Option<i64>,
}

impl State {
    pub fn notation(&self) -> Notation {
        Notation::new(self.variant.size)
    }

    /// The seat of `actor`, if it plays in this game.
    pub fn seat_of(&self, actor: &Actor) -> Option<usize> {
        self.seats.iter().position(|s| match (s, actor) {
            (Seat::Person { id, .. }, Actor::Person(a)) => id == a,
            (Seat::Engine { .. }, Actor::Engine) => true,
            _ => false,
        })
    }

    /// The player index whose decision is pending.
    pub fn decider(&self) -> Option<usize> {
        self.game.decider().map(player_index)
    }

    pub fn result_text(&self) -> Option<String> {
        let rules = self.variant.rules;
        self.game
            .outcome()
            .map(|o| o.describe(|c| rules.color_name(c)))
    }

    pub fn row(&self, now: i64) -> GameRow {
        GameRow {
            id: self.id.clone(),
            created_ms: self.created_ms,
            updated_ms: now,
            rule: self.rule_name.clone(),
            opening: self.opening_name.clone(),
            size: self.variant.size as i64,
            seats: serde_json::to_string(&self.seats).expect("seats serialise"),
            clock_spec: serde_json::to_string(&self.spec).expect("clock serialises"),
            clock_state: serde_json::to_string(&self.clock).expect("clock serialises"),
            ply: self.texts.len() as i64,
            status: self.status.name().into(),
            result: self.result_text(),
            challenge: self.challenge.clone(),
        }
    }

    /// Rebuilds a game from the store, replaying its actions through the referee.
    pub fn from_stored(s: StoredGame) -> Result<State, String> {
        let r = s.row;
        let variant = variant_of(&r.rule, &r.opening, r.size)?;
        let n = Notation::new(variant.size);
        let mut game = Game::new(variant).map_err(|e| e.to_string())?;
        for (i, text) in s.actions.iter().enumerate() {
            let actions = parse_actions(text, &n).map_err(|e| format!("action {i}: {e}"))?;
            for a in actions {
                game.apply(a)
                    .map_err(|e| format!("action {i} ({text}): {e}"))?;
            }
        }
        Ok(State {
            id: r.id,
            created_ms: r.created_ms,
            rule_name: r.rule,
            opening_name: r.opening,
            variant,
            seats: serde_json::from_str(&r.seats).map_err(|e| e.to_string())?,
            spec: serde_json::from_str(&r.clock_spec).map_err(|e| e.to_string())?,
            clock: serde_json::from_str(&r.clock_state).map_err(|e| e.to_string())?,
            game,
            texts: s.actions,
            status: Status::parse(&r.status),
            challenge: r.challenge,
            draw_offer: None,
            takeback_offer: None,
            deadline: None,
        })
    }
}

pub fn player_index(p: Player) -> usize {
    match p {
        Player::First => 0,
        Player::Second => 1,
    }
}

pub fn player_of(i: usize) -> Player {
    if i == 0 {
        Player::First
    } else {
        Player::Second
    }
}

/// The variant of a rule name, an opening name and a size.
pub fn variant_of(rule: &str, opening: &str, size: i64) -> Result<Variant, String> {
    let mut v = Variant::named(rule).map_err(|e| e.to_string())?;
    if !opening.is_empty() {
        v = v.with_opening(
            OpeningRule::parse(opening)
                .ok_or_else(|| format!("unknown opening rule '{opening}'"))?,
        );
    }
    if size != 0 {
        if !(pearls_rules::point::MIN_SIZE as i64..=pearls_rules::point::MAX_SIZE as i64)
            .contains(&size)
        {
            return Err(format!("board size {size} is not supported (5 to 26)"));
        }
        v = v.with_size(size as u8);
    }
    Ok(v)
}

pub struct LiveGame {
    pub id: String,
    pub tx: broadcast::Sender<Arc<str>>,
    pub state: tokio::sync::Mutex<State>,
}

pub struct Hub {
    pub store: Arc<dyn Store>,
    pub engine: EnginePool,
    games: Mutex<HashMap<String, Arc<LiveGame>>>,
    /// Private challenges of unfinished games: token to game id.
    challenges: Mutex<HashMap<String, String>>,
    /// The public live games as listed for spectators, kept up to date by every change:
    /// id to (creation time, summary).
    listed: Mutex<HashMap<String, (i64, crate::messages::GameSummary)>>,
    deadlines: Mutex<BTreeSet<(i64, String)>>,
    wake: Notify,
}

impl Hub {
    pub fn new(store: Arc<dyn Store>, engine: EnginePool) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            engine,
            games: Mutex::new(HashMap::new()),
            challenges: Mutex::new(HashMap::new()),
            listed: Mutex::new(HashMap::new()),
            deadlines: Mutex::new(BTreeSet::new()),
            wake: Notify::new(),
        })
    }

    /// Loads every unfinished game, re-arms its clock and wakes the engine where it is to
    /// decide. Time that passed while the server was down counts for the side to move.
    pub async fn recover(self: &Arc<Hub>) -> Result<usize, String> {
        let stored = self
            .store
            .load_unfinished()
            .await
            .map_err(|e| e.to_string())?;
        let n = stored.len();
        for s in stored {
            let id = s.row.id.clone();
            let state = State::from_stored(s).map_err(|e| format!("game {id}: {e}"))?;
            let live = self.insert(state);
            let mut st = live.state.lock().await;
            self.after_change(&live, &mut st);
        }
        Ok(n)
    }

    fn insert(&self, state: State) -> Arc<LiveGame> {
        if let Some(token) = &state.challenge {
            self.challenges
                .lock()
                .unwrap()
                .insert(token.clone(), state.id.clone());
        }
        let (tx, _) = broadcast::channel(64);
        let live = Arc::new(LiveGame {
            id: state.id.clone(),
            tx,
            state: tokio::sync::Mutex::new(state),
        });
        self.games
            .lock()
            .unwrap()
            .insert(live.id.clone(), live.clone());
        live
    }

    pub(crate) fn add_new(&self, state: State) -> Arc<LiveGame> {
        self.insert(state)
    }

    /// A game by id, loaded from the store if it is not in memory.
    pub async fn get(&self, id: &str) -> Result<Arc<LiveGame>, ApiError> {
        if let Some(g) = self.games.lock().unwrap().get(id) {
            return Ok(g.clone());
        }
        let not_found = || ApiError::NotFound(format!("there is no game {id}"));
        if id.len() > 64 {
            return Err(not_found());
        }
        let stored = self.store.load_game(id).await?.ok_or_else(not_found)?;
        let state = State::from_stored(stored).map_err(ApiError::Storage)?;
        let mut games = self.games.lock().unwrap();
        Ok(games
            .entry(id.to_string())
            .or_insert_with(|| {
                let (tx, _) = broadcast::channel(64);
                Arc::new(LiveGame {
                    id: id.to_string(),
                    tx,
                    state: tokio::sync::Mutex::new(state),
                })
            })
            .clone())
    }

    /// Stores the game as it now stands in `next`, replacing `st` once it is committed;
    /// `keep` is the number of `st`'s actions kept (less than all for a takeback).
    pub(crate) async fn commit(
        self: &Arc<Hub>,
        live: &LiveGame,
        st: &mut State,
        next: State,
        keep: usize,
    ) -> Result<(), ApiError> {
        let now = now_ms();
        let commit = Commit {
            expect_ply: st.texts.len() as i64,
            keep: keep as i64,
            append: next.texts[keep..].to_vec(),
            row: next.row(now),
        };
        self.store.commit(commit).await?;
        let deadline = st.deadline;
        *st = next;
        st.deadline = deadline;
        self.after_change(live, st);
        Ok(())
    }

    /// The id of the game a challenge token opens, if it is in memory (every unfinished
    /// game is).
    pub fn challenge_game(&self, token: &str) -> Option<String> {
        self.challenges.lock().unwrap().get(token).cloned()
    }

    /// The newest public live games, at most `limit`, as listed for spectators.
    pub fn list_live(&self, limit: usize) -> Vec<crate::messages::GameSummary> {
        let listed = self.listed.lock().unwrap();
        let mut games: Vec<_> = listed.iter().collect();
        games.sort_by(|a, b| (b.1 .0, b.0).cmp(&(a.1 .0, a.0)));
        games
            .into_iter()
            .take(limit)
            .map(|(_, (_, v))| v.clone())
            .collect()
    }

    /// After a committed change: broadcast, update the list of live games, re-arm the
    /// deadline, wake the engine.
    pub(crate) fn after_change(self: &Arc<Hub>, live: &LiveGame, st: &mut State) {
        let _ = live
            .tx
            .send(crate::view::state_message(st, now_ms()).into());
        {
            let mut listed = self.listed.lock().unwrap();
            if st.status == Status::Live && st.challenge.is_none() {
                listed.insert(
                    st.id.clone(),
                    (st.created_ms, crate::view::summary(st, now_ms())),
                );
            } else {
                listed.remove(&st.id);
            }
        }
        if st.status == Status::Over {
            if let Some(token) = &st.challenge {
                self.challenges.lock().unwrap().remove(token);
            }
        }
        let deadline = if st.status == Status::Live {
            st.clock.deadline(&st.spec)
        } else {
            None
        };
        if deadline != st.deadline {
            let mut d = self.deadlines.lock().unwrap();
            if let Some(old) = st.deadline {
                d.remove(&(old, st.id.clone()));
            }
            if let Some(new) = deadline {
                d.insert((new, st.id.clone()));
            }
            st.deadline = deadline;
            drop(d);
            self.wake.notify_one();
        }
        if st.status == Status::Live {
            if let Some(p) = st.decider() {
                if let Seat::Engine { strength } = st.seats[p] {
                    self.engine
                        .request(self.clone(), live.id.clone(), st, strength);
                }
            }
        }
    }

    /// Sends a message to everyone watching a game, without a change of state.
    pub(crate) fn announce(&self, live: &LiveGame, st: &State) {
        let _ = live
            .tx
            .send(crate::view::state_message(st, now_ms()).into());
    }

    /// Flags games whose deadline has passed. The server aborts it when it stops.
    pub fn spawn_sweeper(self: &Arc<Hub>) -> tokio::task::JoinHandle<()> {
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                let next = hub.deadlines.lock().unwrap().first().cloned();
                let now = now_ms();
                match next {
                    Some((d, id)) if d <= now => {
                        hub.deadlines.lock().unwrap().remove(&(d, id.clone()));
                        if let Ok(live) = hub.get(&id).await {
                            let mut st = live.state.lock().await;
                            if st.deadline == Some(d) {
                                st.deadline = None;
                            }
                            let _ = hub.flag_if_due(&live, &mut st).await;
                        }
                    }
                    other => {
                        let wait = other.map_or(Duration::from_secs(3600), |(d, _)| {
                            Duration::from_millis((d - now) as u64)
                        });
                        tokio::select! {
                            _ = hub.wake.notified() => {}
                            _ = tokio::time::sleep(wait) => {}
                        }
                    }
                }
            }
        })
    }

    pub fn live_count(&self) -> usize {
        self.games.lock().unwrap().len()
    }
}

/// Copies a state, for a change that is committed before it replaces the original.
pub(crate) fn draft(st: &State) -> State {
    State {
        id: st.id.clone(),
        created_ms: st.created_ms,
        rule_name: st.rule_name.clone(),
        opening_name: st.opening_name.clone(),
        variant: st.variant,
        seats: st.seats.clone(),
        spec: st.spec,
        clock: st.clock,
        game: st.game.clone(),
        texts: st.texts.clone(),
        status: st.status,
        challenge: st.challenge.clone(),
        draw_offer: None,
        takeback_offer: None,
        deadline: st.deadline,
    }
}
