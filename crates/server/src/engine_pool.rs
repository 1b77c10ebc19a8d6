//! The engine as a player: `threads` workers, each a thread of its own that keeps one
//! engine (one hash table) for the server's life, so that no search pays for a fresh
//! table. Searches wait their turn in one queue, in order; a game has at most one search
//! queued. A worker sends each decision over a channel, as an [`EngineMove`], to whoever
//! plays it in its game (the hub), so that the pool knows nothing of games in memory.
//!
//! The same workers run analyses for the study routes ([`EnginePool::analyse`]): at most
//! one in flight per visitor, and a bounded number in all, so that study cannot starve
//! the games of their engine for long. An analysis clears the worker's table, which holds
//! entries of whatever game it searched before.
//!
//! Each identity and each address may have a bounded number of games against the engine
//! in play at once ([`Shares`]): beyond it a new one is refused, so that one visitor's
//! games cannot fill the queue ahead of everyone else's.
//!
//! The thinking time comes from the engine's time manager, given the side's clock and a
//! per-move cap that keeps any one game from holding a worker for long. Weaker settings
//! end sooner by themselves: the engine caps their depth and nodes.

use crate::clock::SideView;
use pearls_engine::{Board, Engine, Limits, Line, Options, Rule, TimeControl};
use pearls_rules::action::format_action;
use pearls_rules::{Game, Notation};
use std::collections::{HashSet, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Condvar, Mutex};
use tokio::sync::mpsc::UnboundedSender;

#[derive(Debug, Clone, Copy)]
pub struct EngineBudget {
    /// Searches running at once (each on one thread).
    pub threads: usize,
    /// Hash table of each worker's engine, MiB.
    pub hash_mib: usize,
    /// The longest a search may think, ms.
    pub max_ms: u64,
}

impl Default for EngineBudget {
    fn default() -> Self {
        EngineBudget {
            threads: std::thread::available_parallelism().map_or(2, |n| n.get().max(2) / 2),
            hash_mib: 16,
            max_ms: 3000,
        }
    }
}

/// A search asked of the pool: the engine's decision in game `game` as it stands at `ply`.
#[derive(Debug, Clone)]
pub struct Search {
    pub game: String,
    pub ply: usize,
    pub rule: Rule,
    pub position: Game,
    pub strength: u8,
    /// The engine's side of the clock as it stands when the search is asked for.
    pub clock: SideView,
    /// Whose turn in the queue it takes: the person the engine plays.
    pub owner: String,
}

/// The engine's decision in a game: `action` (in the rules crate's text syntax) at `ply`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineMove {
    pub game: String,
    pub ply: usize,
    pub action: String,
}

/// A position to analyse, for the side to move on `board`.
pub struct Analysis {
    pub board: Board,
    /// Lines wanted, 1 or more.
    pub multipv: usize,
    /// Thinking time asked for, ms; the pool caps it at its budget's `max_ms`.
    pub time_ms: u64,
}

/// What an analysis found: its lines, best first.
#[derive(Debug, Clone)]
pub struct Analysed {
    pub lines: Vec<Line>,
    pub depth: i32,
    pub nodes: u64,
    /// The thinking time granted: the time asked for, capped.
    pub time_ms: u64,
    pub elapsed_ms: u64,
}

/// The engine's progress in an analysis: one line at one depth, as the search reports it
/// after each iteration (and each line of a multi-PV search).
#[derive(Debug, Clone)]
pub struct Progress {
    pub depth: i32,
    /// 1-based index of the line.
    pub multipv: usize,
    pub score: i32,
    pub bound: pearls_engine::Bound,
    pub nodes: u64,
    pub elapsed_ms: u64,
    pub pv: Vec<pearls_rules::Point>,
}

/// How one who waits for an analysis follows it: its progress comes over `progress`
/// (closed when the search is done, before the answer is sent), and raising `stop` ends
/// it early with the lines found so far.
pub struct Watch {
    pub progress: UnboundedSender<Progress>,
    pub stop: Arc<AtomicBool>,
}

/// Why an analysis was not queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Busy {
    /// The visitor already has one in flight.
    Yours,
    /// As many analyses are in flight as the pool takes.
    Full,
}

/// A job of either kind, boxed: a position is hundreds of bytes, the queue's slots need
/// not be.
enum Job {
    Move(Box<Search>),
    Analysis {
        analysis: Box<Analysis>,
        reply: tokio::sync::oneshot::Sender<Analysed>,
        /// Held until the search is done, whether or not anyone still waits for it; none
        /// for a background job, which [`EnginePool::background`] bounds instead.
        slot: Option<Slot>,
        watch: Option<Watch>,
    },
}

/// One visitor's analysis in flight; dropping it frees the visitor's turn.
struct Slot {
    key: String,
    in_flight: Arc<Mutex<HashSet<String>>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut set = self.in_flight.lock().unwrap_or_else(|p| p.into_inner());
        set.remove(&self.key);
    }
}

/// Why a game against the engine was refused: its identity or its address already has
/// as many in play as its share allows (the number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareFull {
    Identity(usize),
    Address(usize),
}

/// Games against the engine in play, by identity and by address, each bounded: every
/// such game queues its searches on the one pool, so a visitor with many would push every
/// other game's moves back. 0 for a bound means none.
#[derive(Default)]
pub struct Shares {
    per_identity: usize,
    per_address: usize,
    /// Game (or claim not yet bound to a game) to its identity and address.
    holders: Mutex<std::collections::HashMap<String, (String, String)>>,
}

impl Shares {
    pub fn new(per_identity: usize, per_address: usize) -> Shares {
        Shares {
            per_identity,
            per_address,
            ..Shares::default()
        }
    }

    /// Claims a share for a new game of `identity` from `address`; the claim is given
    /// back when dropped unless bound to the game made.
    pub fn claim(&self, identity: &str, address: &str) -> Result<Claim<'_>, ShareFull> {
        let mut holders = self.holders.lock().unwrap_or_else(|p| p.into_inner());
        let (mut mine, mut here) = (0, 0);
        for (i, a) in holders.values() {
            mine += usize::from(i == identity);
            here += usize::from(a == address);
        }
        if self.per_identity > 0 && mine >= self.per_identity {
            return Err(ShareFull::Identity(mine));
        }
        if self.per_address > 0 && here >= self.per_address {
            return Err(ShareFull::Address(here));
        }
        let ticket = format!("claim:{}", crate::identity::random_hex(8));
        holders.insert(ticket.clone(), (identity.to_string(), address.to_string()));
        Ok(Claim {
            shares: self,
            ticket: Some(ticket),
        })
    }

    /// Gives back the share of a game that is over (nothing if it held none).
    pub fn release(&self, game: &str) {
        let mut holders = self.holders.lock().unwrap_or_else(|p| p.into_inner());
        holders.remove(game);
    }

    /// The address game `game`'s share was claimed from, if it holds one.
    pub fn address_of(&self, game: &str) -> Option<String> {
        let holders = self.holders.lock().unwrap_or_else(|p| p.into_inner());
        holders.get(game).map(|(_, address)| address.clone())
    }

    /// Games holding a share.
    pub fn held(&self) -> usize {
        self.holders.lock().unwrap_or_else(|p| p.into_inner()).len()
    }
}

/// A share claimed for a game about to be made.
pub struct Claim<'a> {
    shares: &'a Shares,
    ticket: Option<String>,
}

impl Claim<'_> {
    /// The game is made: the share is its own until [`Shares::release`].
    pub fn bind(mut self, game: &str) {
        let mut holders = self
            .shares
            .holders
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        if let Some(holder) = self.ticket.take().and_then(|t| holders.remove(&t)) {
            holders.insert(game.to_string(), holder);
        }
    }
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        if let Some(t) = self.ticket.take() {
            self.shares.release(&t);
        }
    }
}

/// The jobs waiting, one lane an owner (the person a game's search answers, or the
/// visitor of an analysis), served in turn: an owner with many jobs waiting takes one
/// turn a round, not the queue, so that everyone else's next search waits for at most
/// one of theirs.
#[derive(Default)]
struct FairQueue {
    state: Mutex<Lanes>,
    ready: Condvar,
}

#[derive(Default)]
struct Lanes {
    lanes: VecDeque<(String, VecDeque<Job>)>,
    /// The pool is gone: no more jobs come, and the workers end once the lanes are empty.
    closed: bool,
}

impl FairQueue {
    fn lock(&self) -> std::sync::MutexGuard<'_, Lanes> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Queues `job` in its owner's lane; gives it back once the queue is closed.
    fn push(&self, owner: &str, job: Job) -> Result<(), Job> {
        let mut st = self.lock();
        if st.closed {
            return Err(job);
        }
        match st.lanes.iter_mut().find(|(o, _)| o == owner) {
            Some((_, lane)) => lane.push_back(job),
            None => st
                .lanes
                .push_back((owner.to_string(), VecDeque::from([job]))),
        }
        drop(st);
        self.ready.notify_one();
        Ok(())
    }

    /// The next job, from the lane whose turn it is, waiting for one; `None` once the
    /// queue is closed and empty.
    fn pop(&self) -> Option<Job> {
        let mut st = self.lock();
        loop {
            if let Some((owner, mut lane)) = st.lanes.pop_front() {
                let job = lane.pop_front();
                if !lane.is_empty() {
                    st.lanes.push_back((owner, lane));
                }
                if job.is_some() {
                    return job;
                }
                continue;
            }
            if st.closed {
                return None;
            }
            st = self.ready.wait(st).unwrap_or_else(|p| p.into_inner());
        }
    }

    fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }
}

pub struct EnginePool {
    /// Each identity's and address's share of games against the engine.
    pub shares: Shares,
    jobs: Arc<FairQueue>,
    queued: Arc<Mutex<HashSet<(String, usize)>>>,
    /// Visitors with an analysis queued or running.
    analysing: Arc<Mutex<HashSet<String>>>,
    max_analyses: usize,
    max_ms: u64,
    /// Background jobs (game reviews) queue one position at a time, all of them
    /// together, so that games and visitors wait behind at most one.
    background: Arc<tokio::sync::Semaphore>,
    /// The background jobs running, by key, so that one is not started twice.
    background_jobs: Arc<Mutex<HashSet<String>>>,
}

/// A background job's claim on its key; dropping it lets the key start again.
pub struct BackgroundJob {
    key: String,
    jobs: Arc<Mutex<HashSet<String>>>,
}

impl Drop for BackgroundJob {
    fn drop(&mut self) {
        let mut set = self.jobs.lock().unwrap_or_else(|p| p.into_inner());
        set.remove(&self.key);
    }
}

impl EnginePool {
    /// Starts the workers; their decisions go to `moves`. The workers end once the pool
    /// is dropped and the searches queued are done.
    pub fn new(budget: EngineBudget, moves: UnboundedSender<EngineMove>) -> EnginePool {
        let jobs = Arc::new(FairQueue::default());
        let queued = Arc::new(Mutex::new(HashSet::new()));
        for i in 0..budget.threads.max(1) {
            let worker = Worker {
                budget,
                jobs: jobs.clone(),
                queued: queued.clone(),
                moves: moves.clone(),
                engine: None,
                last_game: None,
            };
            std::thread::Builder::new()
                .name(format!("pearls-engine-{i}"))
                .spawn(move || worker.run())
                .expect("an engine worker thread starts");
        }
        EnginePool {
            shares: Shares::default(),
            jobs,
            queued,
            analysing: Arc::new(Mutex::new(HashSet::new())),
            // Enough to keep every worker busy with a queue behind it, few enough that
            // a game's move waits at most a few analyses.
            max_analyses: (budget.threads.max(1) * 2).max(4),
            max_ms: budget.max_ms,
            background: Arc::new(tokio::sync::Semaphore::new(1)),
            background_jobs: Arc::new(Mutex::new(HashSet::new())),
        }
    }

    /// The pool with `shares` bounding each identity's and address's games.
    pub fn with_shares(mut self, shares: Shares) -> EnginePool {
        self.shares = shares;
        self
    }

    /// The longest a search may think, ms.
    pub fn max_ms(&self) -> u64 {
        self.max_ms
    }

    /// Queues an analysis for visitor `key`, unless the visitor has one in flight or the
    /// pool has as many as it takes; the answer comes over the receiver (which closes
    /// without one if the search failed).
    pub fn analyse(
        &self,
        key: &str,
        analysis: Analysis,
    ) -> Result<tokio::sync::oneshot::Receiver<Analysed>, Busy> {
        self.analyse_watched(key, analysis, None)
    }

    /// [`EnginePool::analyse`], with its progress sent to `watch` as the engine thinks.
    pub fn analyse_watched(
        &self,
        key: &str,
        mut analysis: Analysis,
        watch: Option<Watch>,
    ) -> Result<tokio::sync::oneshot::Receiver<Analysed>, Busy> {
        {
            let mut set = self.analysing.lock().unwrap_or_else(|p| p.into_inner());
            if set.contains(key) {
                return Err(Busy::Yours);
            }
            if set.len() >= self.max_analyses {
                return Err(Busy::Full);
            }
            set.insert(key.to_string());
        }
        let slot = Slot {
            key: key.to_string(),
            in_flight: self.analysing.clone(),
        };
        analysis.time_ms = analysis.time_ms.min(self.max_ms);
        let (reply, answer) = tokio::sync::oneshot::channel();
        // A push fails only once the pool is closing; the job, slot included, is
        // dropped with the error and the receiver closes.
        let _ = self.jobs.push(
            key,
            Job::Analysis {
                analysis: Box::new(analysis),
                reply,
                slot: Some(slot),
                watch,
            },
        );
        Ok(answer)
    }

    /// Claims `key` for a background job (a game's review); `None` while one with that
    /// key runs.
    pub fn start_background(&self, key: &str) -> Option<BackgroundJob> {
        let mut set = self
            .background_jobs
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        set.insert(key.to_string()).then(|| BackgroundJob {
            key: key.to_string(),
            jobs: self.background_jobs.clone(),
        })
    }

    /// Analyses a position for a background job, at low priority: it waits until no
    /// other background position is queued, so that the queue holds at most one; `None`
    /// if the search failed.
    pub async fn background(&self, mut analysis: Analysis) -> Option<Analysed> {
        let _turn = self.background.acquire().await.ok()?;
        analysis.time_ms = analysis.time_ms.min(self.max_ms);
        let (reply, answer) = tokio::sync::oneshot::channel();
        // Every background position shares one lane, so that reviews take turns with
        // the visitors' own searches instead of going before them.
        self.jobs
            .push(
                "background",
                Job::Analysis {
                    analysis: Box::new(analysis),
                    reply,
                    slot: None,
                    watch: None,
                },
            )
            .ok()?;
        answer.await.ok()
    }

    /// Queues a search, unless the same game at the same ply already has one.
    /// The lane a search waits in: its game's address when the game holds a share, so
    /// that throwaway identities from one address take one turn between them, not one
    /// each; else the person the engine plays.
    fn lane(&self, search: &Search) -> String {
        match self.shares.address_of(&search.game) {
            Some(address) => format!("address {address}"),
            None => search.owner.clone(),
        }
    }

    pub fn request(&self, search: Search) {
        let key = (search.game.clone(), search.ply);
        if !self.queued.lock().unwrap().insert(key.clone()) {
            return;
        }
        let lane = self.lane(&search);
        if self.jobs.push(&lane, Job::Move(Box::new(search))).is_err() {
            self.queued.lock().unwrap().remove(&key);
        }
    }
}

impl Drop for EnginePool {
    /// The workers finish the jobs queued, then end.
    fn drop(&mut self) {
        self.jobs.close();
    }
}

struct Worker {
    budget: EngineBudget,
    jobs: Arc<FairQueue>,
    queued: Arc<Mutex<HashSet<(String, usize)>>>,
    moves: UnboundedSender<EngineMove>,
    /// Made on the first search, so that idle workers hold no table.
    engine: Option<Engine>,
    /// The game of the last search, whose entries the table holds.
    last_game: Option<String>,
}

impl Worker {
    fn run(mut self) {
        loop {
            // The first idle worker takes the next job.
            let job = match self.jobs.pop() {
                Some(Job::Move(search)) => *search,
                Some(Job::Analysis {
                    analysis,
                    reply,
                    slot,
                    watch,
                }) => {
                    let found = std::panic::catch_unwind(AssertUnwindSafe(|| {
                        self.analyse(&analysis, watch.as_ref())
                    }));
                    // The visitor's turn is free before the answer arrives, so that the
                    // next request, sent on reading it, is not refused; and the progress
                    // ends before the answer, so that a watcher reads it all first.
                    drop(slot);
                    drop(watch);
                    match found {
                        Ok(found) => {
                            let _ = reply.send(found);
                        }
                        Err(_) => {
                            self.engine = None;
                            self.last_game = None;
                        }
                    }
                    continue;
                }
                None => return,
            };
            // A search that panics costs its game this decision, not the worker: the
            // engine it leaves behind is dropped, and the next search makes a new one.
            let action = std::panic::catch_unwind(AssertUnwindSafe(|| self.search(&job)));
            self.queued
                .lock()
                .unwrap()
                .remove(&(job.game.clone(), job.ply));
            let Ok(action) = action else {
                self.engine = None;
                self.last_game = None;
                continue;
            };
            let sent = self.moves.send(EngineMove {
                game: job.game,
                ply: job.ply,
                action,
            });
            if sent.is_err() {
                return;
            }
        }
    }

    /// The worker's engine, made on its first search so that an idle worker holds no
    /// table.
    fn engine(&mut self) -> &mut Engine {
        let budget = self.budget;
        self.engine.get_or_insert_with(|| {
            Engine::new(Options {
                threads: 1,
                hash_mib: budget.hash_mib,
                ..Options::default()
            })
        })
    }

    /// Full strength, as many lines as asked, on a cleared table: another game's entries
    /// would make the answer depend on what else the server searched.
    fn analyse(&mut self, job: &Analysis, watch: Option<&Watch>) -> Analysed {
        self.last_game = None;
        let engine = self.engine();
        engine.clear();
        engine.set_strength(100);
        engine.set_multipv(job.multipv.max(1));
        let limits = Limits {
            time: TimeControl::per_move(job.time_ms),
            stop: watch.map(|w| w.stop.clone()),
            ..Limits::default()
        };
        let r = engine.think(&job.board, &limits, &mut |r| {
            if let Some(w) = watch {
                let _ = w.progress.send(Progress {
                    depth: r.depth,
                    multipv: r.multipv,
                    score: r.score,
                    bound: r.bound,
                    nodes: r.nodes,
                    elapsed_ms: r.elapsed.as_millis() as u64,
                    pv: r.pv.to_vec(),
                });
            }
        });
        engine.set_multipv(1);
        Analysed {
            lines: r.lines,
            depth: r.depth,
            nodes: r.nodes,
            time_ms: job.time_ms,
            elapsed_ms: r.elapsed.as_millis() as u64,
        }
    }

    fn search(&mut self, job: &Search) -> String {
        let other_game = self.last_game.as_deref() != Some(job.game.as_str());
        if other_game {
            self.last_game = Some(job.game.clone());
        }
        let max_ms = self.budget.max_ms;
        let engine = self.engine();
        // Another game's entries would make this game's moves depend on what else the
        // server plays (and a table filled under another rule or board size is no guide
        // at all): the table is cleared when the worker changes games, and kept between
        // the moves of one game, as an engine keeps it in a match.
        if other_game {
            engine.clear();
        }
        engine.set_strength(job.strength);
        let time_ms = think_ms(&job.position, job.clock, max_ms);
        let action = pearls_engine::decide::decide(engine, job.rule, &job.position, time_ms);
        format_action(&action, &Notation::new(job.position.variant().size))
    }
}

/// The engine's time control for a move: the main time left, or, once it is spent, the
/// byo-yomi period running; and at most `max_ms` for the move in any case.
pub fn time_control(clock: SideView, max_ms: u64) -> TimeControl {
    if clock.main_ms > 0 {
        TimeControl {
            turn_ms: Some(max_ms),
            left_ms: Some(clock.main_ms),
            match_ms: None,
        }
    } else {
        TimeControl::per_move(max_ms.min(clock.period_ms.max(0) as u64))
    }
}

/// The thinking time of one decision, from the engine's time manager.
fn think_ms(game: &Game, clock: SideView, max_ms: u64) -> u64 {
    let empties = game.board().empty_points().count();
    // `decide` takes one time per move, which it spends whole: the time manager's
    // optimum, not its hard limit, is what a search of the game's clock is meant to use.
    time_control(clock, max_ms)
        .budget(empties)
        .map_or(max_ms, |b| b.optimum.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_rules::action::parse_actions;
    use pearls_rules::Variant;

    #[tokio::test]
    async fn decisions_come_back_over_the_channel_and_workers_end_with_the_pool() {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        let budget = EngineBudget {
            threads: 1,
            hash_mib: 1,
            max_ms: 30,
        };
        let pool = EnginePool::new(budget, tx);
        let mut position = Game::new(Variant::named("freestyle").unwrap()).unwrap();
        let n = Notation::new(position.variant().size);
        let rule = Rule::from_rule_set(&position.variant().rules).unwrap();
        let clock = SideView {
            main_ms: 60_000,
            periods: 0,
            period_ms: 0,
        };
        for (game, ply) in [("a", 0), ("b", 0), ("a", 1)] {
            if ply == 1 {
                let first = parse_actions("h8", &n).unwrap();
                position.apply(first[0].clone()).unwrap();
            }
            pool.request(Search {
                game: game.into(),
                ply,
                rule,
                position: position.clone(),
                strength: 0,
                clock,
                owner: "someone".into(),
            });
            let m = rx.recv().await.expect("a decision");
            assert_eq!((m.game.as_str(), m.ply), (game, ply));
            let actions = parse_actions(&m.action, &n).unwrap();
            let mut g = position.clone();
            g.apply(actions[0].clone())
                .unwrap_or_else(|e| panic!("{}: {e}", m.action));
        }
        drop(pool);
        assert!(rx.recv().await.is_none());
    }

    #[test]
    fn the_games_of_one_address_wait_in_one_lane_whatever_identities_made_them() {
        let (tx, _rx) = tokio::sync::mpsc::unbounded_channel();
        let budget = EngineBudget {
            threads: 1,
            hash_mib: 1,
            max_ms: 30,
        };
        let pool = EnginePool::new(budget, tx).with_shares(Shares::new(3, 10));
        for (identity, address, game) in [
            ("guest-1", "10.0.0.40", "a1"),
            ("guest-2", "10.0.0.40", "a2"),
            ("guest-3", "10.0.0.40", "a3"),
            ("victim", "10.0.0.51", "v1"),
        ] {
            pool.shares.claim(identity, address).unwrap().bind(game);
        }
        let search = |game: &str, owner: &str| Search {
            game: game.into(),
            ply: 0,
            rule: Rule::Freestyle,
            position: Game::new(Variant::named("freestyle").unwrap()).unwrap(),
            strength: 0,
            clock: SideView {
                main_ms: 1,
                periods: 0,
                period_ms: 0,
            },
            owner: owner.into(),
        };
        let lanes: Vec<String> = [("a1", "guest-1"), ("a2", "guest-2"), ("a3", "guest-3")]
            .iter()
            .map(|(g, o)| pool.lane(&search(g, o)))
            .collect();
        assert!(lanes.iter().all(|l| *l == lanes[0]), "{lanes:?}");
        assert_ne!(pool.lane(&search("v1", "victim")), lanes[0]);
        // A game without a share (a tournament's, say) waits in its person's lane.
        assert_eq!(pool.lane(&search("t1", "entrant")), "entrant");
    }

    #[test]
    fn owners_take_turns_in_the_queue() {
        let q = FairQueue::default();
        let job = |game: &str| {
            let position = Game::new(Variant::named("freestyle").unwrap()).unwrap();
            Job::Move(Box::new(Search {
                game: game.into(),
                ply: 0,
                rule: Rule::Freestyle,
                position,
                strength: 0,
                clock: SideView {
                    main_ms: 1,
                    periods: 0,
                    period_ms: 0,
                },
                owner: String::new(),
            }))
        };
        // One person's many games queued first, then another's one, then a third's.
        for (owner, game) in [
            ("a", "a1"),
            ("a", "a2"),
            ("a", "a3"),
            ("b", "b1"),
            ("c", "c1"),
            ("a", "a4"),
        ] {
            assert!(q.push(owner, job(game)).is_ok());
        }
        let mut order = Vec::new();
        while !q.lock().lanes.is_empty() {
            match q.pop() {
                Some(Job::Move(s)) => order.push(s.game),
                _ => unreachable!("only moves were queued"),
            }
        }
        assert_eq!(order, ["a1", "b1", "c1", "a2", "a3", "a4"]);
        // Closed: what is queued is still served, then the workers are told to end.
        assert!(q.push("a", job("a5")).is_ok());
        q.close();
        assert!(q.push("a", job("a6")).is_err());
        assert!(matches!(q.pop(), Some(Job::Move(s)) if s.game == "a5"));
        assert!(q.pop().is_none());
    }

    /// White to move after h8 (on an empty board the engine considers the centre only).
    fn after_h8() -> Board {
        let mut game = Game::new(Variant::named("freestyle").unwrap()).unwrap();
        let h8 = parse_actions("h8", &Notation::new(15)).unwrap();
        game.apply(h8[0].clone()).unwrap();
        Board::from_position(game.board(), pearls_rules::Color::White, Rule::Freestyle)
    }

    #[tokio::test]
    async fn one_analysis_per_visitor_and_a_bounded_number_in_all() {
        let (tx, _rx) = tokio::sync::mpsc::unbounded_channel();
        let budget = EngineBudget {
            threads: 1,
            hash_mib: 1,
            max_ms: 50,
        };
        let pool = EnginePool::new(budget, tx);
        let ask = |multipv| Analysis {
            board: after_h8(),
            multipv,
            time_ms: 10_000,
        };
        let first = pool.analyse("a", ask(2)).expect("queued");
        // The slot is taken when the job is queued, so this is refused however fast the
        // worker is.
        assert_eq!(pool.analyse("a", ask(1)).err(), Some(Busy::Yours));
        let others: Vec<_> = ["b", "c", "d"]
            .iter()
            .map(|k| pool.analyse(k, ask(1)).expect("queued"))
            .collect();
        assert_eq!(pool.analyse("e", ask(1)).err(), Some(Busy::Full));
        let done = first.await.expect("an answer");
        assert_eq!(done.time_ms, 50, "the time asked for is capped");
        assert_eq!(done.lines.len(), 2);
        assert_ne!(done.lines[0].moves[0], done.lines[1].moves[0]);
        // Answered, the visitor may ask again.
        let again = pool.analyse("a", ask(1)).expect("queued again");
        for o in others {
            o.await.expect("an answer");
        }
        again.await.expect("an answer");
    }

    #[tokio::test]
    async fn a_watched_analysis_reports_its_progress_and_stops_when_told() {
        let (tx, _rx) = tokio::sync::mpsc::unbounded_channel();
        let budget = EngineBudget {
            threads: 1,
            hash_mib: 1,
            max_ms: 60_000,
        };
        let pool = EnginePool::new(budget, tx);
        let (progress, mut reports) = tokio::sync::mpsc::unbounded_channel();
        let stop = Arc::new(AtomicBool::new(false));
        let job = Analysis {
            board: after_h8(),
            multipv: 2,
            time_ms: 60_000,
        };
        let watch = Watch {
            progress,
            stop: stop.clone(),
        };
        let answer = pool.analyse_watched("a", job, Some(watch)).expect("queued");
        let first = reports.recv().await.expect("a report while it thinks");
        assert!(first.depth >= 1 && !first.pv.is_empty(), "{first:?}");
        assert!((1..=2).contains(&first.multipv));
        // Told to stop, a search of a minute ends at once, with what it found.
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        // The progress closes before the answer comes.
        while reports.recv().await.is_some() {}
        let done = answer.await.expect("an answer");
        assert!(done.elapsed_ms < 30_000, "{}", done.elapsed_ms);
        assert!(!done.lines.is_empty());
    }

    #[tokio::test]
    async fn background_jobs_claim_their_key_once_and_analyse_at_the_cap() {
        let (tx, _rx) = tokio::sync::mpsc::unbounded_channel();
        let budget = EngineBudget {
            threads: 1,
            hash_mib: 1,
            max_ms: 20,
        };
        let pool = EnginePool::new(budget, tx);
        let claim = pool.start_background("review:g").expect("free");
        assert!(pool.start_background("review:g").is_none());
        assert!(pool.start_background("review:h").is_some());
        drop(claim);
        assert!(pool.start_background("review:g").is_some());
        let job = |time_ms| Analysis {
            board: after_h8(),
            multipv: 1,
            time_ms,
        };
        let (a, b) = tokio::join!(pool.background(job(10_000)), pool.background(job(5)));
        assert_eq!(a.expect("an answer").time_ms, 20, "capped");
        assert_eq!(b.expect("an answer").time_ms, 5);
        // Background jobs take no visitor's turn.
        assert!(pool.analyse("a", job(5)).is_ok());
    }

    fn side(main_ms: i64, period_ms: i64) -> SideView {
        SideView {
            main_ms,
            periods: u32::from(period_ms > 0),
            period_ms,
        }
    }

    #[test]
    fn the_time_manager_sets_the_thinking_time() {
        let game = Game::new(pearls_rules::Variant::named("renju").unwrap()).unwrap();
        // Plenty of time: the per-move cap, less the manager's reserve.
        let long = think_ms(&game, side(600_000, 0), 3000);
        assert!(long > 2500 && long < 3000, "{long}");
        // Ten seconds for the game: a share of it, well under the cap.
        let short = think_ms(&game, side(10_000, 0), 3000);
        assert!(short > 0 && short < 1000, "{short}");
        assert!(think_ms(&game, side(1_000, 0), 3000) < short);
        // In byo-yomi, the period running.
        let byo = think_ms(&game, side(0, 1_000), 3000);
        assert!(byo > 500 && byo < 1000, "{byo}");
        // Out of time: at once.
        assert!(think_ms(&game, side(0, 0), 3000) <= 1);
    }
}
