//! The registry of live games: each game's state (see [`crate::game`]) in memory behind
//! its own lock, loaded from the store on first use, with a broadcast channel for its
//! watchers. Every change goes through [`Hub::commit`], which stores it before it is
//! applied in memory and broadcast. The sweeper flags games whose clock deadline has
//! passed, and ends games nobody joined in time. A finished game leaves memory: it is in
//! the store, read from there when asked for.

use crate::competition::rating::{rate_game, Rating, Score};
use crate::engine_pool::{EnginePool, Search};
use crate::error::ApiError;
use crate::game::{player_index, Seat, State, Status};
use crate::store::{rating_at, Commit, RatedResult, RatingRow, Store};
use crate::time::TimeSource;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, Notify};

pub struct LiveGame {
    pub id: String,
    /// Each message is serialised once and its bytes shared by every watcher's socket.
    pub tx: broadcast::Sender<axum::extract::ws::Utf8Bytes>,
    pub state: tokio::sync::Mutex<State>,
    /// On a node that holds a copy of another node's game: the owner announced a change
    /// that the copy has not read yet. The copy is read again from the store when next
    /// asked for (`Hub::get`), not at each event, so that events between nodes cost no
    /// store read unless someone reads the game.
    pub(crate) stale: std::sync::atomic::AtomicBool,
}

impl LiveGame {
    fn new(id: &str, capacity: usize, state: State) -> Arc<LiveGame> {
        let (tx, _) = broadcast::channel(capacity);
        Arc::new(LiveGame {
            id: id.to_string(),
            tx,
            state: tokio::sync::Mutex::new(state),
            stale: std::sync::atomic::AtomicBool::new(false),
        })
    }
}

pub struct Hub {
    pub store: Arc<dyn Store>,
    /// Where every instant the hub and the services use comes from.
    pub time: Arc<dyn TimeSource>,
    pub engine: EnginePool,
    games: Mutex<HashMap<String, Arc<LiveGame>>>,
    /// Finished games that left `games` but are still held by a socket, so that what is
    /// said after the end (a rematch offer, the spectators' chat) reaches their watchers.
    watched: Mutex<HashMap<String, std::sync::Weak<LiveGame>>>,
    /// Private challenges of unfinished games: token to game id.
    challenges: Mutex<HashMap<String, String>>,
    /// The public live games as listed for spectators, kept up to date by every change:
    /// id to (creation time, summary).
    listed: Mutex<HashMap<String, (i64, crate::messages::GameSummary)>>,
    deadlines: Mutex<BTreeSet<(i64, String)>>,
    wake: Notify,
    /// The most unfinished games in memory (0: no limit).
    max_games: std::sync::atomic::AtomicUsize,
    /// The opening explorer, which indexes each rated game as it ends; set at start.
    pub explorer: std::sync::OnceLock<Arc<crate::explorer::Explorer>>,
    /// The id of every game that ends, for the tournaments to advance.
    pub ended: broadcast::Sender<String>,
    /// The mail queue, when the server was started with a mail server.
    pub mailer: std::sync::OnceLock<Arc<crate::mail::Mailer>>,
    /// This node's part in a cluster, when the server was started with Redis.
    pub cluster: std::sync::OnceLock<Arc<crate::cluster::Cluster>>,
}

impl Hub {
    pub fn new(store: Arc<dyn Store>, engine: EnginePool, time: Arc<dyn TimeSource>) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            time,
            engine,
            games: Mutex::new(HashMap::new()),
            watched: Mutex::new(HashMap::new()),
            challenges: Mutex::new(HashMap::new()),
            listed: Mutex::new(HashMap::new()),
            deadlines: Mutex::new(BTreeSet::new()),
            wake: Notify::new(),
            max_games: std::sync::atomic::AtomicUsize::new(0),
            explorer: std::sync::OnceLock::new(),
            ended: broadcast::channel(1024).0,
            mailer: std::sync::OnceLock::new(),
            cluster: std::sync::OnceLock::new(),
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
            let mut state = State::from_stored(s).map_err(|e| format!("game {id}: {e}"))?;
            state.handicap = self.match_of(&id).await.map_err(|e| e.to_string())?;
            let live = self.insert(state);
            if !self.runs_recovered(&id).await {
                continue;
            }
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
        let live = LiveGame::new(&state.id.clone(), 64, state);
        self.games
            .lock()
            .unwrap()
            .insert(live.id.clone(), live.clone());
        live
    }

    /// A game if it is in memory, without loading it.
    /// A game in memory: one in play, or a finished one a socket still holds.
    pub(crate) fn loaded(&self, id: &str) -> Option<Arc<LiveGame>> {
        if let Some(g) = self.games.lock().unwrap().get(id) {
            return Some(g.clone());
        }
        self.watched.lock().unwrap().get(id)?.upgrade()
    }

    pub(crate) fn add_new(&self, state: State) -> Arc<LiveGame> {
        self.insert(state)
    }

    /// A game by id, loaded from the store if it is not in memory.
    pub async fn get(&self, id: &str) -> Result<Arc<LiveGame>, ApiError> {
        if let Some(g) = self.loaded(id) {
            self.fresh(&g).await;
            return Ok(g);
        }
        let not_found = || ApiError::NotFound(format!("there is no game {id}"));
        if id.len() > 64 {
            return Err(not_found());
        }
        let stored = self.store.load_game(id).await?.ok_or_else(not_found)?;
        let mut state = State::from_stored(stored).map_err(ApiError::Storage)?;
        state.handicap = self.match_of(id).await?;
        // Every unfinished game is in memory already; a finished one is read for this
        // request and not kept, so that memory holds the games in play only.
        if state.status == Status::Over {
            return Ok(LiveGame::new(id, 1, state));
        }
        let mut games = self.games.lock().unwrap();
        Ok(games
            .entry(id.to_string())
            .or_insert_with(|| LiveGame::new(id, 64, state))
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
        let now = self.time.now_ms();
        let ends = st.status != Status::Over && next.status == Status::Over;
        let ends_rated = next.rated && ends;
        // A rating changed by another game between the read and the write fails the
        // commit; read again and retry a few times before giving up.
        let mut tries = 0;
        loop {
            let rated = if ends_rated {
                self.rated_result(&next, now).await?
            } else {
                None
            };
            let retry = rated.is_some() && tries < 3;
            let commit = Commit {
                expect_ply: st.texts.len() as i64,
                keep: keep as i64,
                append: next.texts[keep..].to_vec(),
                row: next.row(now),
                rated,
            };
            match self.store.commit(commit).await {
                Ok(()) => break,
                Err(_) if retry => tries += 1,
                Err(e) => return Err(self.fenced(st, e).await),
            }
        }
        let deadline = st.deadline;
        let before = (st.status, st.decider(), st.texts.len());
        *st = next;
        st.deadline = deadline;
        if ends_rated && st.game.outcome().is_some() {
            // Indexed before the end is broadcast, so that whoever sees the result finds
            // the game in the explorer; one game is a small SQLite write.
            if let Some(explorer) = self.explorer.get() {
                explorer.add_site_game(st);
            }
        }
        self.after_change(live, st);
        if ends {
            let _ = self.ended.send(st.id.clone());
        }
        self.after_commit(before, st);
        Ok(())
    }

    /// The players' new ratings after `st`, a rated game that has just ended; `None` when
    /// it ended without two accounts seated or without an outcome (nothing to rate).
    async fn rated_result(&self, st: &State, now: i64) -> Result<Option<RatedResult>, ApiError> {
        let (Some(pool), Some(outcome)) = (st.pool(), st.game.outcome()) else {
            return Ok(None);
        };
        let [Seat::Person { id: first, .. }, Seat::Person { id: second, .. }] = &st.seats else {
            return Ok(None);
        };
        let pool = pool.to_string();
        let mut before = Vec::new();
        for id in [first, second] {
            before.push(rating_at(&self.store.ratings_of(id).await?, &pool, now));
        }
        let score = match outcome.winner {
            Some(c) if player_index(st.game.player(c)) == 0 => Score::Win,
            Some(_) => Score::Loss,
            None => Score::Draw,
        };
        let (a, b) = rate_game(&before[0], &before[1], score);
        let row = |id: &String, r: Rating| RatingRow {
            player_id: id.clone(),
            pool: pool.clone(),
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            games: i64::from(r.games),
            updated_ms: now,
        };
        Ok(Some(RatedResult {
            after: vec![row(first, a), row(second, b)],
        }))
    }

    /// The id of the game a challenge token opens, if it is in memory (every unfinished
    /// game is).
    pub fn challenge_game(&self, token: &str) -> Option<String> {
        self.challenges.lock().unwrap().get(token).cloned()
    }

    /// A live game in which `person` is seated and whose board under `rule` is `board`
    /// now: the engine is no help to be had in one's own game. Every game in play is in
    /// memory, so no stored game need be looked at.
    pub async fn own_live_game_at(
        &self,
        person: &str,
        rule: &str,
        board: &pearls_rules::Board,
    ) -> Option<String> {
        let games: Vec<Arc<LiveGame>> = self.games.lock().unwrap().values().cloned().collect();
        let me = crate::game::Actor::Person(person.to_string());
        for live in games {
            let st = live.state.lock().await;
            if st.status == Status::Live
                && st.variant.rules.name == rule
                && st.seat_of(&me).is_some()
                && st.game.board() == board
            {
                return Some(live.id.clone());
            }
        }
        None
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
        let now = self.time.now_ms();
        let text = crate::view::state_message(st, now);
        self.relay(&st.id, true, &text);
        let _ = live.tx.send(text.into());
        {
            let mut listed = self.listed.lock().unwrap();
            if st.status == Status::Live && st.challenge.is_none() {
                listed.insert(
                    st.id.clone(),
                    (st.created_ms, crate::view::summary(st, now)),
                );
            } else {
                listed.remove(&st.id);
            }
        }
        if st.status == Status::Over {
            if let Some(token) = &st.challenge {
                self.challenges.lock().unwrap().remove(token);
            }
            self.engine.shares.release(&st.id);
            self.released(&st.id);
            // Stored, and so read again from the store when asked for; its watchers keep
            // the game they hold.
            let gone = self.games.lock().unwrap().remove(&st.id);
            if let Some(g) = gone {
                let mut watched = self.watched.lock().unwrap();
                if watched.len() >= 1024 {
                    watched.retain(|_, w| w.strong_count() > 0);
                }
                watched.insert(st.id.clone(), Arc::downgrade(&g));
            }
        }
        let deadline = match st.status {
            Status::Live => st
                .clock
                .deadline(&st.spec)
                .or_else(|| crate::services::abort::first_stone_deadline(st)),
            Status::Waiting => crate::services::expire::unjoined_deadline(st),
            Status::Over => None,
        };
        if deadline != st.deadline {
            let mut d = self.deadlines.lock().unwrap();
            let earliest = d.first().map(|(t, _)| *t);
            if let Some(old) = st.deadline {
                d.remove(&(old, st.id.clone()));
            }
            if let Some(new) = deadline {
                d.insert((new, st.id.clone()));
            }
            st.deadline = deadline;
            drop(d);
            // The sweeper sleeps until the earliest deadline it has seen, so only one
            // before that needs it awake; a clock that moves a live game's deadline on at
            // every move would otherwise wake it (and re-arm its timer) once a move.
            if deadline.is_some_and(|new| earliest.is_none_or(|e| new < e)) {
                self.wake.notify_one();
            }
        }
        if st.status == Status::Live {
            if let Some(p) = st.decider() {
                let rule = pearls_engine::variation::engine_rule(&st.variant.rules).ok();
                if let (Seat::Engine { strength }, Some(rule)) = (&st.seats[p], rule) {
                    self.engine.request(Search {
                        game: live.id.clone(),
                        ply: st.texts.len(),
                        rule,
                        position: st.game.clone(),
                        strength: *strength,
                        clock: st.clock.view(&st.spec, now)[p],
                        owner: st
                            .seats
                            .iter()
                            .find_map(|s| match s {
                                Seat::Person { id, .. } => Some(id.clone()),
                                _ => None,
                            })
                            .unwrap_or_else(|| live.id.clone()),
                    });
                }
            }
        }
    }

    /// Sends a message to everyone watching a game, without a change of state.
    pub(crate) fn announce(&self, live: &LiveGame, st: &State) {
        let text = crate::view::state_message(st, self.time.now_ms());
        self.relay(&st.id, true, &text);
        let _ = live.tx.send(text.into());
    }

    /// Puts back among the games in play one that a socket held after it left them (a copy
    /// of another node's game, taken over).
    pub(crate) fn hold(&self, live: &Arc<LiveGame>) {
        self.games
            .lock()
            .unwrap()
            .entry(live.id.clone())
            .or_insert_with(|| live.clone());
    }

    /// Takes a game out of memory; a socket that holds it keeps it, for what is said
    /// after the end.
    pub(crate) fn unload(&self, id: &str) {
        if let Some(cluster) = self.cluster.get() {
            cluster.forget_owner(id);
        }
        let gone = self.games.lock().unwrap().remove(id);
        if let Some(g) = gone {
            let mut watched = self.watched.lock().unwrap();
            if watched.len() >= 1024 {
                watched.retain(|_, w| w.strong_count() > 0);
            }
            watched.insert(id.to_string(), Arc::downgrade(&g));
        }
    }

    /// Flags games whose deadline has passed, sleeping until the next deadline or a
    /// change of deadlines. The server aborts it when it stops.
    pub fn spawn_sweeper(self: &Arc<Hub>) -> tokio::task::JoinHandle<()> {
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                let next = hub.deadlines.lock().unwrap().first().cloned();
                let now = hub.time.now_ms();
                match next {
                    Some((d, id)) if d <= now => {
                        hub.deadlines.lock().unwrap().remove(&(d, id.clone()));
                        if let Ok(live) = hub.get(&id).await {
                            let mut st = live.state.lock().await;
                            if st.deadline == Some(d) {
                                st.deadline = None;
                            }
                            let _ = hub.flag_if_due(&live, &mut st).await;
                            let _ = hub.expire_if_due(&live, &mut st).await;
                            let _ = hub.abort_if_due(&live, &mut st).await;
                        }
                    }
                    other => {
                        // With no deadline, a look every hour all the same.
                        let until = other.map_or(now + 3_600_000, |(d, _)| d);
                        tokio::select! {
                            _ = hub.wake.notified() => {}
                            _ = hub.time.sleep_until(until) => {}
                        }
                    }
                }
            }
        })
    }

    /// Every game in memory (every unfinished game is).
    pub(crate) fn in_memory(&self) -> Vec<Arc<LiveGame>> {
        self.games.lock().unwrap().values().cloned().collect()
    }

    pub fn live_count(&self) -> usize {
        self.games.lock().unwrap().len()
    }

    /// Refuses a new game when memory holds as many unfinished games as it may.
    pub(crate) fn check_room(&self) -> Result<(), ApiError> {
        let max = self.max_games.load(std::sync::atomic::Ordering::Relaxed);
        let n = self.live_count();
        if max > 0 && n >= max {
            return Err(ApiError::ServerFull(format!(
                "the server holds {n} unfinished games, the most it may: try again later"
            )));
        }
        Ok(())
    }

    /// Sets the most unfinished games held at once (0: no limit).
    pub fn set_max_games(&self, max: usize) {
        self.max_games
            .store(max, std::sync::atomic::Ordering::Relaxed);
    }
}
