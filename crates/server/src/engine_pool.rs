//! The engine as a player: `threads` workers, each a thread of its own that keeps one
//! engine (one hash table) for the server's life, so that no search pays for a fresh
//! table. Searches wait their turn in one queue, in order; a game has at most one search
//! queued. A worker sends each decision over a channel, as an [`EngineMove`], to whoever
//! plays it in its game (the hub), so that the pool knows nothing of games in memory.
//!
//! The thinking time comes from the engine's time manager, given the side's clock and a
//! per-move cap that keeps any one game from holding a worker for long. Weaker settings
//! end sooner by themselves: the engine caps their depth and nodes.

use crate::clock::SideView;
use pearls_engine::{Engine, Options, Rule, TimeControl};
use pearls_rules::action::format_action;
use pearls_rules::{Game, Notation};
use std::collections::HashSet;
use std::panic::AssertUnwindSafe;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
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
}

/// The engine's decision in a game: `action` (in the rules crate's text syntax) at `ply`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineMove {
    pub game: String,
    pub ply: usize,
    pub action: String,
}

pub struct EnginePool {
    jobs: mpsc::Sender<Search>,
    queued: Arc<Mutex<HashSet<(String, usize)>>>,
}

impl EnginePool {
    /// Starts the workers; their decisions go to `moves`. The workers end once the pool
    /// is dropped and the searches queued are done.
    pub fn new(budget: EngineBudget, moves: UnboundedSender<EngineMove>) -> EnginePool {
        let (jobs, rx) = mpsc::channel::<Search>();
        let rx = Arc::new(Mutex::new(rx));
        let queued = Arc::new(Mutex::new(HashSet::new()));
        for i in 0..budget.threads.max(1) {
            let worker = Worker {
                budget,
                jobs: rx.clone(),
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
        EnginePool { jobs, queued }
    }

    /// Queues a search, unless the same game at the same ply already has one.
    pub fn request(&self, search: Search) {
        let key = (search.game.clone(), search.ply);
        if !self.queued.lock().unwrap().insert(key.clone()) {
            return;
        }
        if self.jobs.send(search).is_err() {
            self.queued.lock().unwrap().remove(&key);
        }
    }
}

struct Worker {
    budget: EngineBudget,
    jobs: Arc<Mutex<mpsc::Receiver<Search>>>,
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
            // The lock is held only while waiting: the first idle worker takes the job.
            let job = self.jobs.lock().unwrap().recv();
            let Ok(job) = job else { return };
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

    fn search(&mut self, job: &Search) -> String {
        let budget = self.budget;
        let engine = self.engine.get_or_insert_with(|| {
            Engine::new(Options {
                threads: 1,
                hash_mib: budget.hash_mib,
                ..Options::default()
            })
        });
        // Another game's entries would make this game's moves depend on what else the
        // server plays (and a table filled under another rule or board size is no guide
        // at all): the table is cleared when the worker changes games, and kept between
        // the moves of one game, as an engine keeps it in a match.
        if self.last_game.as_deref() != Some(job.game.as_str()) {
            engine.clear();
            self.last_game = Some(job.game.clone());
        }
        engine.set_strength(job.strength);
        let time_ms = think_ms(&job.position, job.clock, budget.max_ms);
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
