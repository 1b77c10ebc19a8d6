//! Mining: the positions near the end of each game where the side to move has a proven
//! win, the earliest of them that makes a puzzle; self-play games to mine; threads.

use crate::solve::{self, Found, Reject, Settings, Solver, SIZE};
use crate::{Puzzle, DEFENCE};
use pearls_engine::pattern::Threat;
use pearls_engine::{Board, Engine, Limits, Options, Rule};
use pearls_records::GameRecord;
use pearls_rules::random::Rng;
use pearls_rules::Point;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What to mine and how.
#[derive(Debug, Clone)]
pub struct MineOptions {
    pub rule: Rule,
    /// Themes to write (a puzzle is written if it has any); empty: every winning puzzle.
    /// Defence puzzles are looked for only when `defence` is named.
    pub themes: Vec<String>,
    /// Keep puzzles with a second winning first move, marked `multi_answer`.
    pub keep_multi: bool,
    /// Plies before a game's end looked at.
    pub lookback: usize,
    /// Stones a position has at least.
    pub min_stones: usize,
    /// Positions of one side tried per game, earliest first.
    pub tries: usize,
    /// Puzzles taken from one side's positions in one game, at least 4 plies apart.
    pub per_side: usize,
    pub settings: Settings,
    pub threads: usize,
}

impl MineOptions {
    pub fn new(rule: Rule) -> MineOptions {
        MineOptions {
            rule,
            themes: Vec::new(),
            keep_multi: false,
            lookback: 30,
            min_stones: 8,
            tries: 4,
            per_side: 2,
            settings: Settings::default(),
            threads: 1,
        }
    }

    fn wants(&self, p: &Puzzle) -> bool {
        if p.has_theme(DEFENCE) || self.themes.is_empty() {
            return self.themes.is_empty() || self.themes.iter().any(|t| t == DEFENCE);
        }
        p.themes.iter().any(|t| self.themes.contains(t))
    }

    fn defence(&self) -> bool {
        self.themes.iter().any(|t| t == DEFENCE)
    }
}

/// What a run found.
#[derive(Debug, Clone, Default)]
pub struct MineReport {
    pub games: usize,
    /// Positions whose win was looked for.
    pub positions: usize,
    /// Puzzles written, by theme (a puzzle counts under each of its themes).
    pub themes: BTreeMap<String, usize>,
    /// Positions with a proven win that made no puzzle, by reason.
    pub rejected: BTreeMap<String, usize>,
    /// Puzzles dropped as equal to an earlier one under the symmetries.
    pub duplicates: usize,
}

/// The games of `records` that can be mined under `rule`: 15×15, no setup stones, no
/// passes, and a rule that is `rule` (or none named).
pub fn games_from_records(records: &[GameRecord], rule: Rule) -> Vec<Vec<Point>> {
    records
        .iter()
        .filter(|r| r.size == SIZE && r.setup.is_empty() && !r.has_passes())
        .filter(|r| {
            r.rule.is_none()
                || r.rule_set()
                    .and_then(|s| Rule::from_rule_set(&s))
                    .is_some_and(|x| x == rule)
        })
        .map(|r| r.stones().map(|(p, _)| p).collect())
        .collect()
}

/// `games` games of the engine against itself at `nodes` nodes a move, each opening with
/// two to five random stones near the centre from game `i`'s seed `seed + i`; a game ends
/// at its five, when the board is full, or after 200 moves.
pub fn self_play(
    rule: Rule,
    games: usize,
    seed: u64,
    nodes: u64,
    threads: usize,
) -> Vec<Vec<Point>> {
    parallel(
        games,
        threads,
        |_| (),
        |_, i| play_one(rule, seed.wrapping_add(i as u64), nodes),
    )
}

fn play_one(rule: Rule, seed: u64, nodes: u64) -> Vec<Point> {
    let mut rng = Rng::new(seed);
    let mut board = Board::new(SIZE, rule);
    let mut moves = Vec::new();
    let opening = 2 + rng.below(4);
    let centre = SIZE as i32 / 2;
    while moves.len() < opening {
        let col = centre - 2 + rng.below(5) as i32;
        let row = centre - 2 + rng.below(5) as i32;
        let s = board.sq_at(col, row).expect("near the centre");
        if board.is_empty(s) && board.is_legal(s, board.to_move()) {
            board.play(s);
            moves.push(board.point(s));
        }
    }
    let mut engine = Engine::new(Options {
        threads: 1,
        hash_mib: 16,
        ..Options::default()
    });
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    while moves.len() < 200 && board.empties() > 0 {
        let r = engine.think(&board, &limits, &mut |_| {});
        let Some(p) = r.best else { break };
        let s = board.sq(p);
        let five = board.threat(s, board.to_move()) == Threat::Five;
        board.play(s);
        moves.push(p);
        if five {
            break;
        }
    }
    moves
}

/// Runs `work` on `0..n` over `threads` threads, each with its own state from `init`;
/// the results in index order, whatever the threads.
fn parallel<S, T: Send>(
    n: usize,
    threads: usize,
    init: impl Fn(usize) -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|scope| {
        for t in 0..threads.clamp(1, n.max(1)) {
            let (next, results, init, work) = (&next, &results, &init, &work);
            scope.spawn(move || {
                let mut state = init(t);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let r = work(&mut state, i);
                    results.lock().expect("no thread panicked")[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .expect("no thread panicked")
        .into_iter()
        .map(|r| r.expect("every index done"))
        .collect()
}

/// What one game gave: its puzzles, the positions searched and the rejections.
struct GameYield {
    puzzles: Vec<Puzzle>,
    positions: usize,
    rejected: Vec<Reject>,
}

/// Mines `games` (moves from black) for puzzles. `progress` is called with the number of
/// games done after each. The result is in game order and the same for any number of
/// threads; positions equal under the symmetries are kept once, the first met.
pub fn mine(
    games: &[Vec<Point>],
    opts: &MineOptions,
    progress: &(dyn Fn(usize) + Sync),
) -> (Vec<Puzzle>, MineReport) {
    let done = AtomicUsize::new(0);
    let yields = parallel(
        games.len(),
        opts.threads,
        |_| {
            let mut s = Solver::new(opts.settings);
            s.keep_multi = opts.keep_multi;
            s
        },
        |solver, i| {
            let y = mine_game(solver, &games[i], opts);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            y
        },
    );
    let mut report = MineReport {
        games: games.len(),
        ..MineReport::default()
    };
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for y in yields {
        report.positions += y.positions;
        for r in y.rejected {
            *report.rejected.entry(r.to_string()).or_default() += 1;
        }
        for p in y.puzzles {
            if !seen.insert(p.id.clone()) {
                report.duplicates += 1;
                continue;
            }
            for t in &p.themes {
                *report.themes.entry(t.clone()).or_default() += 1;
            }
            out.push(p);
        }
    }
    (out, report)
}

fn board_after(rule: Rule, moves: &[Point]) -> Board {
    let mut b = Board::new(SIZE, rule);
    for &p in moves {
        let s = b.sq(p);
        b.play(s);
    }
    b
}

fn mine_game(solver: &mut Solver, moves: &[Point], opts: &MineOptions) -> GameYield {
    let rule = opts.rule;
    let mut y = GameYield {
        puzzles: Vec::new(),
        positions: 0,
        rejected: Vec::new(),
    };
    // The game as far as it is legal and not over: a five ends it.
    let mut board = Board::new(SIZE, rule);
    let mut end = 0;
    for &p in moves {
        if !p.on_board(SIZE) {
            break;
        }
        let s = board.sq(p);
        let c = board.to_move();
        if !board.is_empty(s) || !board.is_legal(s, c) || board.threat(s, c) == Threat::Five {
            break;
        }
        board.play(s);
        end += 1;
    }
    let moves = &moves[..end];
    // Back from the end, each side's run of positions with a proven win, while it lasts.
    let mut proven: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    let mut alive = [true, true];
    let mut k = end;
    while k >= opts.min_stones && end - k <= opts.lookback && (alive[0] || alive[1]) {
        let side = k % 2;
        if alive[side] {
            y.positions += 1;
            if solver.proves_win(&mut board) {
                proven[side].push(k);
            } else {
                alive[side] = false;
            }
        }
        if k == 0 {
            break;
        }
        board.undo();
        k -= 1;
    }
    let names: Vec<String> = moves
        .iter()
        .map(|&p| solve::notation(SIZE).format(p))
        .collect();
    for run in &proven {
        // The earliest position first: the longest win, the best puzzle.
        let mut taken: Vec<usize> = Vec::new();
        for &k in run.iter().rev().take(opts.tries) {
            if taken.len() >= opts.per_side || taken.iter().any(|&t| k < t + 4) {
                continue;
            }
            let mut b = board_after(rule, &moves[..k]);
            match solver.winning(rule, &mut b, &names[..k]) {
                Ok(Found::Unique(p)) => {
                    if opts.wants(&p) {
                        y.puzzles.push(p);
                        taken.push(k);
                    }
                }
                Ok(Found::Multi(p)) => {
                    y.rejected.push("a second winning first move");
                    if opts.wants(&p) {
                        y.puzzles.push(p);
                        taken.push(k);
                    }
                }
                Err(r) => y.rejected.push(r),
            }
        }
        if opts.defence() {
            // Just before the earliest proven win, the loser had its last chance.
            if let Some(&k) = run.last() {
                for j in [k.wrapping_sub(1), k.wrapping_sub(3)] {
                    if j < opts.min_stones || j > k {
                        continue;
                    }
                    let mut b = board_after(rule, &moves[..j]);
                    match solver.defence(rule, &mut b, &names[..j]) {
                        Ok(Found::Unique(p)) | Ok(Found::Multi(p)) => {
                            y.puzzles.push(p);
                            break;
                        }
                        Err(r) => y.rejected.push(r),
                    }
                }
            }
        }
    }
    y
}
