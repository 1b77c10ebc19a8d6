//! Tournaments as they run: created, joined, started by the organiser or by their
//! `starts_at`, paired round after round as their games end, finished. The pairings,
//! standings and withdrawals are [`crate::competition`]'s; this module keeps each
//! tournament's document (settings, players, rounds and the ids of their games), stores
//! it at every change, makes its games through the hub with the tournament's rule,
//! opening and clock, and tells watchers.
//!
//! Every unfinished tournament is in memory, behind its own lock. The hub announces each
//! game that ends ([`Hub::ended`]); the tournament that holds the game reads the results
//! of its round from the games themselves, so that an announcement missed (a restart, a
//! lagging channel) is made good by the next look: the course is a function of the
//! stored document and the games, and a restart loses nothing.

use crate::clock::ClockSpec;
use crate::cluster::work::WorkEvent;
use crate::competition::arena::{self, ArenaGame, ArenaResult, Waiting};
use crate::competition::rating::START_RATING;
use crate::competition::speed::rated_pool;
use crate::competition::standings::{self, ByePoints, Event, GameResult, Standing};
use crate::competition::tournament::{self as course, Next, System};
use crate::competition::{Pairing, Player};
use crate::error::ApiError;
use crate::game::{player_index, Actor, Seat, Status as GameStatus};
use crate::hub::Hub;
use crate::identity::{random_hex, Identity};
use crate::messages::tournament::{
    CrosstableView, MeetingView, StandingView, TournamentByeView, TournamentForfeitView,
    TournamentGameView, TournamentMessage, TournamentSummary, TournamentView,
};
use crate::services::games::needs_account;
use crate::services::setup::{default_clock, default_rule, GameSetup};
use crate::store::{rating_in, TournamentRow};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, Notify};

/// The kind of a tournament's row in the store.
pub const KIND: &str = "tournament";
/// The longest name a tournament may have, in characters.
pub const NAME_MAX: usize = 60;
/// The most players a tournament takes.
pub const MAX_PLAYERS: usize = 256;

fn bad(m: impl Into<String>) -> ApiError {
    ApiError::BadRequest(m.into())
}

/// A request for a new tournament.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTournament {
    pub name: String,
    /// `round-robin`, `swiss` or `arena`.
    pub system: String,
    #[serde(default = "default_rule")]
    pub rule: String,
    #[serde(default)]
    pub opening: String,
    #[serde(default)]
    pub size: i64,
    #[serde(default = "default_clock")]
    pub clock: ClockSpec,
    #[serde(default)]
    pub rated: bool,
    /// Round-robin: 1 (single, the default) or 2 (double); Swiss: the number of rounds.
    #[serde(default)]
    pub rounds: Option<usize>,
    /// Arena: how long it lasts.
    #[serde(default)]
    pub minutes: Option<u32>,
    /// When it starts by itself, in milliseconds since the epoch.
    #[serde(default)]
    pub starts_at: Option<i64>,
}

/// A player of a tournament; players are numbered by their place in the list, which is
/// their seed once the tournament has started (strongest first).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: String,
    pub name: String,
    /// The player's rating in the tournament's pool when it started (the seeding).
    #[serde(default)]
    pub rating: f64,
}

/// How a tournament game ended, by the first seat (black, who moves first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Black,
    White,
    Draw,
}

impl Outcome {
    fn result(self) -> GameResult {
        match self {
            Outcome::Black => GameResult::BlackWins,
            Outcome::White => GameResult::WhiteWins,
            Outcome::Draw => GameResult::Draw,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Outcome::Black => "black",
            Outcome::White => "white",
            Outcome::Draw => "draw",
        }
    }
}

/// One thing of a round, as stored: [`Event`] with the game's id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Entry {
    Game {
        black: Player,
        white: Player,
        game: String,
        result: Option<Outcome>,
        /// Actions in the game, for the arena's rule on short draws.
        #[serde(default)]
        moves: u32,
    },
    Forfeit {
        winner: Player,
        loser: Player,
    },
    Bye {
        player: Player,
        points: f64,
    },
}

impl Entry {
    fn event(&self) -> Event {
        match self {
            Entry::Game {
                black,
                white,
                result,
                ..
            } => Event::Game {
                black: *black,
                white: *white,
                result: result.map(Outcome::result),
            },
            Entry::Forfeit { winner, loser } => Event::Forfeit {
                winner: *winner,
                loser: *loser,
            },
            Entry::Bye { player, points } => Event::Bye {
                player: *player,
                points: if *points >= 1.0 {
                    ByePoints::Full
                } else if *points > 0.0 {
                    ByePoints::Half
                } else {
                    ByePoints::Zero
                },
            },
        }
    }

    fn pending_game(&self) -> Option<(&str, Player, Player)> {
        match self {
            Entry::Game {
                black,
                white,
                game,
                result: None,
                ..
            } => Some((game, *black, *white)),
            _ => None,
        }
    }
}

/// A tournament's document, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    /// The identity that created it: it alone may start it.
    pub organiser: String,
    pub organiser_name: String,
    pub system: String,
    pub rounds: Option<usize>,
    pub minutes: Option<u32>,
    pub rule: String,
    pub opening: String,
    pub size: i64,
    pub clock: ClockSpec,
    pub rated: bool,
    pub starts_at: Option<i64>,
    pub created_ms: i64,
    pub started_ms: Option<i64>,
    pub finished_ms: Option<i64>,
    /// `created`, `started` or `finished`.
    pub status: String,
    pub players: Vec<Entrant>,
    /// Players who withdrew after the start, by number.
    pub withdrawn: Vec<Player>,
    /// The rounds (an arena's waves of pairings), in order.
    pub played: Vec<Vec<Entry>>,
    /// The league whose group this is, if any.
    #[serde(default)]
    pub league: Option<String>,
    /// The stored version this document was read at or saved as.
    #[serde(skip)]
    pub version: i64,
}

impl Tournament {
    pub fn system(&self) -> System {
        System::parse(&self.system, self.rounds, self.minutes)
            .expect("a stored tournament's system was checked when it was created")
    }

    fn setup(&self) -> Result<GameSetup, ApiError> {
        GameSetup::new(
            &self.rule,
            &self.opening,
            self.size,
            self.clock,
            "first",
            self.rated,
        )
    }

    fn events(&self) -> Vec<Vec<Event>> {
        self.played
            .iter()
            .map(|r| r.iter().map(Entry::event).collect())
            .collect()
    }

    pub fn player_of(&self, id: &str) -> Option<Player> {
        self.players.iter().position(|p| p.id == id)
    }

    fn row(&self, now: i64) -> TournamentRow {
        TournamentRow {
            id: self.id.clone(),
            kind: KIND.into(),
            name: self.name.clone(),
            status: self.status.clone(),
            created_ms: self.created_ms,
            updated_ms: now,
            version: self.version,
            data: serde_json::to_string(self).expect("tournaments serialise"),
        }
    }

    fn from_row(row: &TournamentRow) -> Result<Tournament, ApiError> {
        let mut t: Tournament = serde_json::from_str(&row.data)
            .map_err(|e| ApiError::Storage(format!("tournament {}: {e}", row.id)))?;
        System::parse(&t.system, t.rounds, t.minutes)
            .map_err(|e| ApiError::Storage(format!("tournament {}: {e}", row.id)))?;
        t.version = row.version;
        Ok(t)
    }

    /// The next instant at which the tournament must be looked at without a game
    /// ending: its start, or an arena's end.
    fn due(&self) -> Option<i64> {
        match (self.status.as_str(), self.system()) {
            ("created", _) => self.starts_at,
            ("started", System::Arena { minutes }) => self
                .started_ms
                .map(|s| s.saturating_add(i64::from(minutes) * 60_000)),
            _ => None,
        }
    }

    fn games_each(&self) -> usize {
        match self.system() {
            System::RoundRobin { cycles } => self.players.len().saturating_sub(1) * cycles,
            _ => 0,
        }
    }

    /// The rounds as the standings count them: a round-robin strikes the results of
    /// those who withdrew before half their games.
    fn counted(&self) -> Vec<Vec<Event>> {
        let events = self.events();
        match self.system() {
            System::RoundRobin { .. } => {
                course::annul_early_withdrawals(&events, &self.withdrawn, self.games_each())
            }
            _ => events,
        }
    }

    /// Each player's finished arena games, in the order played.
    fn arena_games(&self) -> Vec<Vec<(ArenaGame, Player, bool)>> {
        let mut games = vec![Vec::new(); self.players.len()];
        for e in self.played.iter().flatten() {
            if let Entry::Game {
                black,
                white,
                result: Some(r),
                moves,
                ..
            } = e
            {
                let (b, w) = match r {
                    Outcome::Black => (ArenaResult::Win, ArenaResult::Loss),
                    Outcome::White => (ArenaResult::Loss, ArenaResult::Win),
                    Outcome::Draw => (ArenaResult::Draw, ArenaResult::Draw),
                };
                let m = *moves;
                games[*black].push((
                    ArenaGame {
                        result: b,
                        moves: m,
                    },
                    *white,
                    true,
                ));
                games[*white].push((
                    ArenaGame {
                        result: w,
                        moves: m,
                    },
                    *black,
                    false,
                ));
            }
        }
        games
    }

    /// Players of an arena waiting for a game: not withdrawn and not playing.
    fn arena_waiting(&self) -> Vec<Waiting> {
        let playing: Vec<Player> = self
            .played
            .iter()
            .flatten()
            .filter_map(Entry::pending_game)
            .flat_map(|(_, b, w)| [b, w])
            .collect();
        let games = self.arena_games();
        (0..self.players.len())
            .filter(|p| !playing.contains(p) && !self.withdrawn.contains(p))
            .map(|p| {
                let mine = &games[p];
                let sheet = arena::sheet(&mine.iter().map(|g| g.0).collect::<Vec<_>>());
                let mut w = Waiting::new(p, sheet.total, self.players[p].rating);
                w.last_opponent = mine.last().map(|g| g.1);
                w.blacks = mine.iter().filter(|g| g.2).count() as u32;
                w.whites = mine.len() as u32 - w.blacks;
                w.last_black = mine.last().map(|g| g.2);
                w
            })
            .collect()
    }

    /// The players' ids in the order of the standings (a league's group's final order).
    pub fn final_order(&self) -> Vec<String> {
        let tie_breaks = match self.system() {
            System::RoundRobin { .. } => standings::ROUND_ROBIN,
            _ => standings::SWISS,
        };
        standings::standings(self.players.len(), &self.counted(), tie_breaks)
            .into_iter()
            .map(|s| self.players[s.player].id.clone())
            .collect()
    }

    /// The view of the tournament that the API and the socket give.
    pub fn view(&self) -> TournamentView {
        let name = |p: Player| self.players[p].name.clone();
        let n = self.players.len();
        let mut standings_out = Vec::new();
        let mut crosstable = None;
        if let System::Arena { .. } = self.system() {
            let games = self.arena_games();
            let waiting: Vec<Waiting> = (0..n)
                .map(|p| {
                    let sheet = arena::sheet(&games[p].iter().map(|g| g.0).collect::<Vec<_>>());
                    Waiting::new(p, sheet.total, self.players[p].rating)
                })
                .collect();
            let mut rank = 0;
            let mut last = None;
            for (i, p) in arena::ranking(&waiting).into_iter().enumerate() {
                let score = waiting[p].score;
                if last != Some(score) {
                    rank = i + 1;
                    last = Some(score);
                }
                standings_out.push(StandingView {
                    rank,
                    name: name(p),
                    points: f64::from(score),
                    sonneborn_berger: None,
                    buchholz: None,
                    buchholz_cut1: None,
                    played: games[p].len(),
                    withdrawn: self.withdrawn.contains(&p),
                });
            }
        } else {
            let tie_breaks = match self.system() {
                System::RoundRobin { .. } => standings::ROUND_ROBIN,
                _ => standings::SWISS,
            };
            let counted = self.counted();
            let table: Vec<Standing> = standings::standings(n, &counted, tie_breaks);
            let swiss = matches!(self.system(), System::Swiss { .. });
            for s in &table {
                standings_out.push(StandingView {
                    rank: s.rank,
                    name: name(s.player),
                    points: s.points,
                    sonneborn_berger: Some(s.sonneborn_berger),
                    buchholz: swiss.then_some(s.buchholz),
                    buchholz_cut1: swiss.then_some(s.buchholz_cut1),
                    played: s.played,
                    withdrawn: self.withdrawn.contains(&s.player),
                });
            }
            if n > 0 {
                let x = standings::crosstable(&table, &counted);
                crosstable = Some(CrosstableView {
                    players: x.order.iter().map(|&p| name(p)).collect(),
                    cells: x
                        .cells
                        .iter()
                        .map(|row| {
                            row.iter()
                                .map(|ms| {
                                    ms.iter()
                                        .map(|m| MeetingView {
                                            round: m.round + 1,
                                            black: m.black,
                                            points: m.points,
                                            forfeit: m.forfeit,
                                        })
                                        .collect()
                                })
                                .collect()
                        })
                        .collect(),
                });
            }
        }
        let mut games = Vec::new();
        let mut forfeits = Vec::new();
        let mut byes = Vec::new();
        for (r, round) in self.played.iter().enumerate() {
            for e in round {
                match e {
                    Entry::Game {
                        black,
                        white,
                        game,
                        result,
                        ..
                    } => games.push(TournamentGameView {
                        id: game.clone(),
                        round: r + 1,
                        black: name(*black),
                        white: name(*white),
                        result: result.map(Outcome::name),
                    }),
                    Entry::Forfeit { winner, loser } => forfeits.push(TournamentForfeitView {
                        round: r + 1,
                        winner: name(*winner),
                        loser: name(*loser),
                    }),
                    Entry::Bye { player, points } => byes.push(TournamentByeView {
                        round: r + 1,
                        name: name(*player),
                        points: *points,
                    }),
                }
            }
        }
        TournamentView {
            summary: self.summary(),
            clock: self.clock,
            opening: self.opening.clone(),
            organiser: self.organiser_name.clone(),
            total_rounds: self.system().rounds(n),
            minutes: self.minutes,
            round: self.played.len(),
            league: self.league.clone(),
            players: self.players.iter().map(|p| p.name.clone()).collect(),
            standings: standings_out,
            crosstable,
            games,
            forfeits,
            byes,
        }
    }

    pub fn summary(&self) -> TournamentSummary {
        TournamentSummary {
            id: self.id.clone(),
            name: self.name.clone(),
            system: self.system.clone(),
            status: self.status.clone(),
            rule: self.rule.clone(),
            rated: self.rated,
            players: self.players.len(),
            starts_at: self.starts_at,
            started_ms: self.started_ms,
            finished_ms: self.finished_ms,
        }
    }
}

/// A tournament in memory and its watchers' channel.
pub struct LiveTournament {
    pub tx: broadcast::Sender<Arc<str>>,
    pub state: tokio::sync::Mutex<Tournament>,
}

/// The tournaments in memory, and the task that advances them.
pub struct Tournaments {
    pub hub: Arc<Hub>,
    live: Mutex<HashMap<String, Arc<LiveTournament>>>,
    /// Game id to the id of the tournament that holds it, for the games not rated yet.
    by_game: Mutex<HashMap<String, String>>,
    /// When each tournament must next be looked at without a game ending.
    due: Mutex<HashMap<String, i64>>,
    wake: Notify,
    ended: Mutex<Option<broadcast::Receiver<String>>>,
}

/// The message watchers get.
fn message(t: &Tournament) -> Arc<str> {
    TournamentMessage {
        tournament: t.view(),
    }
    .to_text()
    .into()
}

impl Tournaments {
    /// A registry listening to the hub's games from now on.
    pub fn new(hub: Arc<Hub>) -> Arc<Tournaments> {
        let ended = hub.ended.subscribe();
        Arc::new(Tournaments {
            hub,
            live: Mutex::new(HashMap::new()),
            by_game: Mutex::new(HashMap::new()),
            due: Mutex::new(HashMap::new()),
            wake: Notify::new(),
            ended: Mutex::new(Some(ended)),
        })
    }

    fn insert(&self, t: Tournament) -> Arc<LiveTournament> {
        let id = t.id.clone();
        self.index(&t);
        let live = Arc::new(LiveTournament {
            tx: broadcast::channel(64).0,
            state: tokio::sync::Mutex::new(t),
        });
        self.live.lock().unwrap().entry(id).or_insert(live).clone()
    }

    /// Notes the games still going and the next due time of `t`.
    fn index(&self, t: &Tournament) {
        {
            let mut by_game = self.by_game.lock().unwrap();
            for (g, _, _) in t.played.iter().flatten().filter_map(Entry::pending_game) {
                by_game.insert(g.to_string(), t.id.clone());
            }
        }
        let mut due = self.due.lock().unwrap();
        match t.due() {
            Some(at) => due.insert(t.id.clone(), at),
            None => due.remove(&t.id),
        };
        drop(due);
        self.wake.notify_one();
    }

    /// Loads every unfinished tournament and brings each up to date.
    pub async fn recover(self: &Arc<Tournaments>) -> Result<usize, String> {
        let rows = self
            .hub
            .store
            .unfinished_tournaments(KIND)
            .await
            .map_err(|e| e.to_string())?;
        let n = rows.len();
        let mut ids = Vec::new();
        for row in rows {
            let t = Tournament::from_row(&row).map_err(|e| e.to_string())?;
            ids.push(t.id.clone());
            self.insert(t);
        }
        for id in ids {
            self.advance(&id).await.map_err(|e| e.to_string())?;
        }
        Ok(n)
    }

    /// A tournament by id, loaded from the store if it is not in memory.
    pub async fn get(&self, id: &str) -> Result<Arc<LiveTournament>, ApiError> {
        if let Some(t) = self.live.lock().unwrap().get(id) {
            return Ok(t.clone());
        }
        let not_found = || ApiError::NotFound(format!("there is no tournament {id}"));
        if id.len() > 64 {
            return Err(not_found());
        }
        let row = self
            .hub
            .store
            .tournament(id)
            .await?
            .filter(|r| r.kind == KIND)
            .ok_or_else(not_found)?;
        Ok(self.insert(Tournament::from_row(&row)?))
    }

    /// The newest tournaments, at most `limit`.
    pub async fn list(&self, limit: i64) -> Result<Vec<TournamentSummary>, ApiError> {
        let rows = self.hub.store.tournaments(KIND, limit).await?;
        let mut out = Vec::new();
        for row in rows {
            // The copy in memory is newer than the stored one while a change is made.
            let live = self.live.lock().unwrap().get(&row.id).cloned();
            match live {
                Some(l) => out.push(l.state.lock().await.summary()),
                None => out.push(Tournament::from_row(&row)?.summary()),
            }
        }
        Ok(out)
    }

    /// Stores `next` as the new state of `live`'s tournament, then tells watchers.
    async fn save(
        &self,
        live: &LiveTournament,
        st: &mut Tournament,
        mut next: Tournament,
    ) -> Result<(), ApiError> {
        next.version = st.version + 1;
        self.hub
            .store
            .save_tournament(&next.row(self.hub.time.now_ms()))
            .await?;
        *st = next;
        self.index(st);
        let _ = live.tx.send(message(st));
        self.hub.tournament_stored(&st.id);
        Ok(())
    }

    /// Reads `st` again from the store where another node of a cluster has stored a newer
    /// version, telling the watchers here: done under the lock before every change, so
    /// that a node changes the tournament as stored (the store refuses an older version).
    async fn reread(&self, live: &LiveTournament, st: &mut Tournament) -> Result<(), ApiError> {
        if self.hub.cluster.get().is_none() {
            return Ok(());
        }
        let Some(row) = self.hub.store.tournament(&st.id).await? else {
            return Ok(());
        };
        if row.version > st.version {
            *st = Tournament::from_row(&row)?;
            self.index(st);
            let _ = live.tx.send(message(st));
        }
        Ok(())
    }

    /// What the cluster says of the tournaments: each tournament named, or all of them
    /// after a change of the work lease or a loss of Redis, is read again and, by the
    /// node that does the cluster's work, advanced.
    async fn on_work(&self, e: WorkEvent) {
        let ids: Vec<String> = match e {
            WorkEvent::Tournament(id) => vec![id],
            WorkEvent::Ended(game) => self
                .by_game
                .lock()
                .unwrap()
                .get(&game)
                .cloned()
                .into_iter()
                .collect(),
            WorkEvent::Lead(_) => match self.hub.store.unfinished_tournaments(KIND).await {
                Ok(rows) => rows.into_iter().map(|r| r.id).collect(),
                Err(e) => {
                    eprintln!("pearls: the unfinished tournaments: {e}");
                    return;
                }
            },
        };
        for id in ids {
            if let Err(e) = self.advance(&id).await {
                eprintln!("pearls: tournament {id}: {e}");
            }
        }
    }

    /// A guest who registers or logs in keeps their places: in every unfinished
    /// tournament (all are in memory), the guest's entry becomes the account's, so that
    /// the next rounds seat the account, and a tournament the guest organised is the
    /// account's to start. A tournament the account is in already is left as it is.
    pub async fn adopt(&self, guest: &Identity, account: &Identity) -> Result<(), ApiError> {
        if !guest.guest || account.guest {
            return Ok(());
        }
        let all: Vec<Arc<LiveTournament>> = self.live.lock().unwrap().values().cloned().collect();
        for live in all {
            let mut st = live.state.lock().await;
            self.reread(&live, &mut st).await?;
            if st.status == "finished" || st.player_of(&account.id).is_some() {
                continue;
            }
            let mut next = st.clone();
            if let Some(p) = next.player_of(&guest.id) {
                next.players[p].id = account.id.clone();
                next.players[p].name = account.name.clone();
            }
            if next.organiser == guest.id {
                next.organiser = account.id.clone();
                next.organiser_name = account.name.clone();
            }
            if next != *st {
                self.save(&live, &mut st, next).await?;
            }
        }
        Ok(())
    }

    /// Creates a tournament organised by `who`; its id.
    pub async fn create(&self, who: &Identity, req: NewTournament) -> Result<String, ApiError> {
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > NAME_MAX {
            return Err(bad(format!(
                "a tournament's name has 1 to {NAME_MAX} characters"
            )));
        }
        System::parse(&req.system, req.rounds, req.minutes).map_err(|e| bad(e.to_string()))?;
        let now = self.hub.time.now_ms();
        if let Some(at) = req.starts_at {
            if at < now {
                return Err(bad(format!(
                    "starts_at ({at}) is in the past: the server's time is {now}"
                )));
            }
        }
        let mut t = Tournament {
            id: random_hex(8),
            name: name.to_string(),
            organiser: who.id.clone(),
            organiser_name: who.name.clone(),
            system: req.system,
            rounds: req.rounds,
            minutes: req.minutes,
            rule: req.rule,
            opening: req.opening,
            size: req.size,
            clock: req.clock,
            rated: req.rated,
            starts_at: req.starts_at,
            created_ms: now,
            started_ms: None,
            finished_ms: None,
            status: "created".into(),
            players: Vec::new(),
            withdrawn: Vec::new(),
            played: Vec::new(),
            league: None,
            version: 1,
        };
        let setup = t.setup()?;
        // The opening is stored by its canonical name, as games store theirs.
        t.opening = setup.variant.opening.name();
        if t.rated {
            needs_account(who)?;
        }
        self.hub.store.create_tournament(&t.row(now)).await?;
        let id = t.id.clone();
        self.insert(t);
        self.hub.tournament_stored(&id);
        Ok(id)
    }

    /// Creates and starts at once a round-robin among `players` (a league's group).
    pub(crate) async fn create_group(
        &self,
        template: Tournament,
        players: Vec<Entrant>,
    ) -> Result<String, ApiError> {
        let now = self.hub.time.now_ms();
        let t = Tournament {
            id: random_hex(8),
            created_ms: now,
            status: "created".into(),
            players,
            version: 1,
            ..template
        };
        self.hub.store.create_tournament(&t.row(now)).await?;
        let id = t.id.clone();
        let live = self.insert(t);
        let mut st = live.state.lock().await;
        let mut next = st.clone();
        self.start_now(&mut next).await?;
        self.step(&mut next).await?;
        self.save(&live, &mut st, next).await?;
        Ok(id)
    }

    /// `who` joins a tournament that has not started (or an arena under way).
    pub async fn join(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        self.reread(&live, &mut st).await?;
        if st.league.is_some() {
            return Err(ApiError::TournamentUnderway(
                "this tournament is a league's group: join the league".into(),
            ));
        }
        let arena_open = st.status == "started" && matches!(st.system(), System::Arena { .. });
        if st.status != "created" && !arena_open {
            return Err(ApiError::TournamentUnderway(format!(
                "tournament {id} has {}: it takes no more players",
                st.status
            )));
        }
        if st.player_of(&who.id).is_some() {
            return Err(ApiError::AlreadyEntered(format!(
                "you have already joined tournament {id}"
            )));
        }
        if st.rated {
            needs_account(who)?;
        }
        if st.players.len() >= MAX_PLAYERS {
            return Err(ApiError::TournamentUnderway(format!(
                "tournament {id} is full ({MAX_PLAYERS} players)"
            )));
        }
        let mut next = st.clone();
        let rating = self.rating_in_pool(&next, &who.id).await?;
        next.players.push(Entrant {
            id: who.id.clone(),
            name: who.name.clone(),
            rating,
        });
        if arena_open {
            self.step(&mut next).await?;
        }
        self.save(&live, &mut st, next).await
    }

    /// `who` leaves a tournament: before the start, off the list; after it, withdrawn,
    /// the game they are playing resigned and never paired again.
    pub async fn withdraw(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        self.reread(&live, &mut st).await?;
        let Some(p) = st.player_of(&who.id) else {
            return Err(ApiError::NotEntered(format!(
                "you are not a player of tournament {id}"
            )));
        };
        let mut next = st.clone();
        match st.status.as_str() {
            "created" => {
                next.players.remove(p);
            }
            "started" if !st.withdrawn.contains(&p) => {
                next.withdrawn.push(p);
                let going: Vec<String> = next
                    .played
                    .iter()
                    .flatten()
                    .filter_map(Entry::pending_game)
                    .filter(|(_, b, w)| *b == p || *w == p)
                    .map(|(g, _, _)| g.to_string())
                    .collect();
                for g in going {
                    match self.hub.resign(&g, &Actor::Person(who.id.clone())).await {
                        // A game that has just ended, or has not been joined, is read as
                        // it stands by the next step.
                        Ok(()) | Err(ApiError::GameOver(_)) | Err(ApiError::TimeUp(_)) => {}
                        Err(e) => return Err(e),
                    }
                }
                self.step(&mut next).await?;
            }
            "started" => {
                return Err(ApiError::TournamentUnderway(format!(
                    "you have withdrawn from tournament {id} already"
                )))
            }
            _ => {
                return Err(ApiError::TournamentUnderway(format!(
                    "tournament {id} has finished: there is nothing to withdraw from"
                )))
            }
        }
        self.save(&live, &mut st, next).await
    }

    /// The organiser starts the tournament: the first round is paired at once.
    pub async fn start(&self, who: &Identity, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        self.reread(&live, &mut st).await?;
        if st.organiser != who.id {
            return Err(ApiError::NotOrganiser(format!(
                "only the organiser of tournament {id}, {}, may start it",
                st.organiser_name
            )));
        }
        if st.status != "created" {
            return Err(ApiError::TournamentUnderway(format!(
                "tournament {id} has {} already",
                st.status
            )));
        }
        st.system()
            .check_field(st.players.len())
            .map_err(|e| bad(e.to_string()))?;
        let mut next = st.clone();
        self.start_now(&mut next).await?;
        self.step(&mut next).await?;
        self.save(&live, &mut st, next).await
    }

    /// The player's rating in the tournament's pool (a newcomer's where it has none, or
    /// where the tournament's games are not of a pool).
    pub(crate) async fn rating_in_pool(&self, t: &Tournament, id: &str) -> Result<f64, ApiError> {
        let setup = t.setup()?;
        let Ok(pool) = rated_pool(&setup.variant, &(&setup.clock).into()) else {
            return Ok(START_RATING);
        };
        let rows = self.hub.store.ratings_of(id).await?;
        Ok(rating_in(&rows, &pool.to_string()).rating)
    }

    /// Seeds the players (by rating, strongest first; the order of joining breaks ties)
    /// and marks the tournament started.
    async fn start_now(&self, t: &mut Tournament) -> Result<(), ApiError> {
        for i in 0..t.players.len() {
            let id = t.players[i].id.clone();
            t.players[i].rating = self.rating_in_pool(t, &id).await?;
        }
        // A league's group keeps the league's order, which seeds its Berger table.
        if t.league.is_none() {
            t.players.sort_by(|a, b| {
                b.rating
                    .partial_cmp(&a.rating)
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
        }
        t.status = "started".into();
        t.started_ms = Some(self.hub.time.now_ms());
        Ok(())
    }

    /// The result of a tournament game and its number of actions, once it is over.
    async fn result_of(&self, game: &str) -> Result<Option<(Outcome, u32)>, ApiError> {
        let live = self.hub.get(game).await?;
        let st = live.state.lock().await;
        if st.status != GameStatus::Over {
            return Ok(None);
        }
        let outcome = match st.game.outcome().and_then(|o| o.winner) {
            Some(c) if player_index(st.game.player(c)) == 0 => Outcome::Black,
            Some(_) => Outcome::White,
            None => Outcome::Draw,
        };
        Ok(Some((outcome, st.texts.len() as u32)))
    }

    /// Makes a round's games; the entries with their ids.
    async fn make_games(&self, t: &Tournament, events: Vec<Event>) -> Result<Vec<Entry>, ApiError> {
        let setup = t.setup()?;
        let seat = |p: Player| Seat::Person {
            id: t.players[p].id.clone(),
            name: t.players[p].name.clone(),
        };
        let mut out = Vec::new();
        for e in events {
            out.push(match e {
                Event::Game { black, white, .. } => {
                    let game = self
                        .hub
                        .open_scheduled_game(&setup, [seat(black), seat(white)])
                        .await?;
                    Entry::Game {
                        black,
                        white,
                        game,
                        result: None,
                        moves: 0,
                    }
                }
                Event::Forfeit { winner, loser } => Entry::Forfeit { winner, loser },
                Event::Bye { player, points } => Entry::Bye {
                    player,
                    points: points.points(),
                },
            });
        }
        Ok(out)
    }

    /// Brings a started tournament up to date: the results of its games, then the next
    /// round (or an arena's next pairings), or its end.
    async fn step(&self, t: &mut Tournament) -> Result<(), ApiError> {
        // In a cluster, one node pairs (the holder of the work lease): another stores the
        // change it was asked for, and the leader, told of it, takes the next step.
        if !self.hub.does_cluster_work() {
            return Ok(());
        }
        let now = self.hub.time.now_ms();
        if t.status == "created"
            && course::due_to_start(
                course::Status::Created,
                t.starts_at.map(|s| s.max(0) as u64),
                now.max(0) as u64,
            )
        {
            if t.system().check_field(t.players.len()).is_err() {
                // Due with too few players: it ends without a game.
                t.status = "finished".into();
                t.finished_ms = Some(now);
                return Ok(());
            }
            self.start_now(t).await?;
        }
        if t.status != "started" {
            return Ok(());
        }
        for e in t.played.iter_mut().flatten() {
            if let Entry::Game {
                game,
                result: result @ None,
                moves,
                ..
            } = e
            {
                if let Some((r, m)) = self.result_of(game).await? {
                    *result = Some(r);
                    *moves = m;
                    self.by_game.lock().unwrap().remove(game.as_str());
                }
            }
        }
        let system = t.system();
        if let System::Arena { minutes } = system {
            let start = t.started_ms.unwrap_or(now).max(0) as u64;
            let going = t
                .played
                .iter()
                .flatten()
                .any(|e| e.pending_game().is_some());
            if arena::is_over(start, minutes, now.max(0) as u64) {
                if !going {
                    t.status = "finished".into();
                    t.finished_ms = Some(now);
                }
                return Ok(());
            }
            let pairs: Vec<Pairing> = arena::pair_waiting(&t.arena_waiting());
            if !pairs.is_empty() {
                let events = pairs
                    .iter()
                    .map(|p| Event::Game {
                        black: p.black,
                        white: p.white,
                        result: None,
                    })
                    .collect();
                let round = self.make_games(t, events).await?;
                t.played.push(round);
            }
            return Ok(());
        }
        loop {
            match course::next(system, t.players.len(), &t.events(), &t.withdrawn) {
                Next::Round(events) => {
                    let round = self.make_games(t, events).await?;
                    t.played.push(round);
                }
                Next::Wait => return Ok(()),
                Next::Finished => {
                    t.status = "finished".into();
                    t.finished_ms = Some(now);
                    return Ok(());
                }
            }
        }
    }

    /// Looks at a tournament: stores and announces what changed.
    pub async fn advance(&self, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut st = live.state.lock().await;
        self.reread(&live, &mut st).await?;
        let mut next = st.clone();
        self.step(&mut next).await?;
        if next != *st {
            self.save(&live, &mut st, next).await?;
        }
        Ok(())
    }

    /// Advances the tournaments whose due time has come, and the tournament of every game
    /// that ends; the server aborts it when it stops.
    pub fn spawn(self: &Arc<Tournaments>) -> tokio::task::JoinHandle<()> {
        let this = self.clone();
        let mut ended = self
            .ended
            .lock()
            .unwrap()
            .take()
            .expect("the tournaments' task is spawned once");
        let mut work = self.hub.cluster.get().map(|c| c.work_events());
        tokio::spawn(async move {
            // Whether this node did the cluster's work at the last look: one that has just
            // taken the work lease reads every tournament again and advances it.
            let mut led = work.is_none();
            loop {
                let lead = this.hub.does_cluster_work();
                if lead && !led {
                    this.on_work(WorkEvent::Lead(true)).await;
                }
                led = lead;
                let now = this.hub.time.now_ms();
                let due: Vec<String> = if lead {
                    this.due
                        .lock()
                        .unwrap()
                        .iter()
                        .filter(|(_, at)| **at <= now)
                        .map(|(id, _)| id.clone())
                        .collect()
                } else {
                    Vec::new()
                };
                for id in due {
                    this.due.lock().unwrap().remove(&id);
                    if let Err(e) = this.advance(&id).await {
                        eprintln!("pearls: tournament {id}: {e}");
                    }
                }
                let next = if lead {
                    this.due.lock().unwrap().values().min().copied()
                } else {
                    None
                };
                // With nothing due, a look every hour all the same.
                let until = next.unwrap_or(now + 3_600_000);
                tokio::select! {
                    got = ended.recv() => {
                        let ids: Vec<String> = match got {
                            Ok(game) if this.hub.pass_on_ended(&game) => Vec::new(),
                            Ok(game) => this.by_game.lock().unwrap().get(&game).cloned().into_iter().collect(),
                            // Behind: look at every tournament with a game going.
                            Err(broadcast::error::RecvError::Lagged(_)) => {
                                let mut ids: Vec<String> = this.by_game.lock().unwrap().values().cloned().collect();
                                ids.sort();
                                ids.dedup();
                                ids
                            }
                            Err(broadcast::error::RecvError::Closed) => return,
                        };
                        for id in ids {
                            if let Err(e) = this.advance(&id).await {
                                eprintln!("pearls: tournament {id}: {e}");
                            }
                        }
                    }
                    got = async {
                        match work.as_mut() {
                            Some(w) => w.recv().await,
                            None => std::future::pending().await,
                        }
                    } => match got {
                        Ok(e) => this.on_work(e).await,
                        Err(broadcast::error::RecvError::Lagged(_)) => {
                            this.on_work(WorkEvent::Lead(lead)).await
                        }
                        Err(broadcast::error::RecvError::Closed) => work = None,
                    },
                    _ = this.wake.notified() => {}
                    _ = this.hub.time.sleep_until(until) => {}
                }
            }
        })
    }
}
