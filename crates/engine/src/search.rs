//! The main search: principal-variation alpha-beta with iterative deepening, aspiration
//! windows, a shared transposition table, killer and history ordering, late move
//! reductions, threat-restricted moves and fours past the horizon; Lazy SMP over threads;
//! multi-PV; and a strength setting that plays weaker moves the way weaker players do
//! (shallower reading, a near-best move rather than the best).

use crate::board::{Board, Sq, PASS};
use crate::eval::{Evaluator, PatternEval};
use crate::movepick::{self, Scope};
use crate::params;
use crate::pattern::Threat;
use crate::prove::{self, Prover};
use crate::stats::{self, Event, Kind};
use crate::timeman::{Budget, TimeControl};
use crate::tt::{Bound, Entry, TranspositionTable};
use crate::vcf::ThreatSearch;
use pearls_rules::random::Rng;
use pearls_rules::{Color, Point};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The score of a five made now; a win in `n` plies scores `WIN - n`.
pub const WIN: i32 = 30_000;
pub const MAX_PLY: usize = 120;
/// Scores beyond this are proven wins (or, negated, losses).
pub const WIN_MIN: i32 = WIN - 2 * MAX_PLY as i32;
const INF: i32 = WIN + 1;

/// Whether a score proves a win or loss for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    Win,
    Loss,
    Unknown,
}

impl Proof {
    pub fn of(score: i32) -> Proof {
        if score >= WIN_MIN {
            Proof::Win
        } else if score <= -WIN_MIN {
            Proof::Loss
        } else {
            Proof::Unknown
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Proof::Win => "win",
            Proof::Loss => "loss",
            Proof::Unknown => "unknown",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub threads: usize,
    pub hash_mib: usize,
    pub multipv: usize,
    /// 100 plays as well as it can; lower reads less deeply and picks near-best moves.
    pub strength: u8,
    /// Whether a search for a VCT runs at the root before the main search, as the VCF
    /// always does. Analysis wants it: a win it proves is shown as proven at once. Play
    /// does not: the main search proves most such wins itself, and without it the
    /// engine played about +11 Elo in free-style and in renju at 16,000 nodes a move
    /// (experiments.tsv).
    pub root_vct: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            threads: 1,
            hash_mib: 64,
            multipv: 1,
            strength: 100,
            root_vct: true,
        }
    }
}

/// What limits one search. With no time, node or depth limit it runs until stopped.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    pub time: TimeControl,
    pub nodes: Option<u64>,
    pub depth: Option<i32>,
    /// Raised by another thread to stop the search; the best move so far is returned.
    pub stop: Option<Arc<AtomicBool>>,
    /// Moves not to consider at the root.
    pub exclude: Vec<Point>,
}

/// One principal variation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<Point>,
    pub score: i32,
    pub depth: i32,
    /// `Exact`, or `Lower` where the line comes from an iteration cut short whose move
    /// failed high: its score is then only a floor.
    pub bound: Bound,
}

/// Progress after each completed iteration (and each line of a multi-PV search).
#[derive(Debug, Clone)]
pub struct Report<'a> {
    pub depth: i32,
    /// 1-based index of the line in a multi-PV search.
    pub multipv: usize,
    pub score: i32,
    /// As [`Line::bound`]: `Lower` only for a proven line, played out to the five, that
    /// an iteration cut short had found.
    pub bound: Bound,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: &'a [Point],
}

#[derive(Debug, Clone)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move.
    pub best: Option<Point>,
    pub score: i32,
    pub depth: i32,
    pub pv: Vec<Point>,
    /// Whether `score` is exact or a bound, as [`Line::bound`].
    pub bound: Bound,
    pub proof: Proof,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Every line of a multi-PV search, best first (the first is `pv`).
    pub lines: Vec<Line>,
}

/// A search engine: options, the transposition table and the evaluation, kept between
/// moves of a game.
pub struct Engine {
    options: Options,
    tt: TranspositionTable,
    evaluator: Arc<dyn Evaluator>,
    searches: u64,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(Options::default())
    }
}

impl Engine {
    pub fn new(options: Options) -> Engine {
        Engine {
            tt: TranspositionTable::new(options.hash_mib),
            options,
            evaluator: Arc::new(PatternEval),
            searches: 0,
        }
    }

    /// The same engine with another evaluation.
    pub fn with_evaluator(mut self, evaluator: Arc<dyn Evaluator>) -> Engine {
        self.evaluator = evaluator;
        self
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn set_threads(&mut self, n: usize) {
        self.options.threads = n.clamp(1, 256);
    }

    pub fn set_multipv(&mut self, n: usize) {
        self.options.multipv = n.max(1);
    }

    pub fn set_strength(&mut self, s: u8) {
        self.options.strength = s.min(100);
    }

    /// Resizes the transposition table (its contents are lost).
    pub fn set_hash_mib(&mut self, mib: usize) {
        if mib.max(1) != self.options.hash_mib {
            self.options.hash_mib = mib.max(1);
            self.tt = TranspositionTable::new(self.options.hash_mib);
        }
    }

    /// Forgets everything learned in earlier searches.
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// Searches `board` for its side to move.
    pub fn think(
        &mut self,
        board: &Board,
        limits: &Limits,
        report: &mut dyn FnMut(&Report),
    ) -> SearchResult {
        if board.is_capture_search() {
            return crate::capture::search::think(&self.tt, self.options, board, limits, report);
        }
        let start = Instant::now();
        self.searches += 1;
        self.tt.new_search();
        let budget = limits.time.budget(board.empties());
        // Completing a proven line to the five comes after the search, on the same clock.
        let hard = budget.map(|b| start + b.maximum);
        let mut board = board.clone();
        let strength = self.options.strength;
        let weak = strength < 100;
        let multipv = if weak {
            self.options.multipv.max(params::WEAK_CANDIDATES)
        } else {
            self.options.multipv
        };
        let mut depth_limit = limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 8)
            .clamp(1, MAX_PLY as i32 - 8);
        let mut node_limit = limits.nodes;
        if weak {
            let s = strength as i32;
            depth_limit =
                depth_limit.min(params::WEAK_DEPTH_MIN + s * params::WEAK_DEPTH_RANGE / 100);
            let cap = params::WEAK_NODES_MIN << (strength / 8);
            node_limit = Some(node_limit.map_or(cap, |n| n.min(cap)));
        }

        let us = board.to_move();
        let excluded: Vec<Sq> = limits.exclude.iter().map(|&p| board.sq(p)).collect();
        let mut root: Vec<Sq> = board
            .squares()
            .iter()
            .copied()
            .filter(|s| !excluded.contains(s))
            .filter(|&s| board.is_empty(s))
            .collect();
        root.retain(|&s| board.is_legal(s, us));
        if root.is_empty() {
            return SearchResult {
                best: None,
                score: 0,
                depth: 0,
                pv: Vec::new(),
                bound: Bound::Exact,
                proof: Proof::Unknown,
                nodes: 0,
                elapsed: start.elapsed(),
                lines: Vec::new(),
            };
        }

        // Proven wins need no search: a five now, then continuous fours, then threats.
        let mut nodes = 0;
        if multipv == 1 {
            let won = self.threat_win(&mut board, limits, budget, &excluded, start, &mut nodes);
            stats::add(Event::ThreatNodes, nodes);
            if let Some(r) = won {
                // The threat search's line follows the first defence it refuted; the
                // one shown follows the defence that holds out longest.
                let r = if r.len() > 3 {
                    to_the_five(&board, &r[..1], us, hard).unwrap_or(r)
                } else {
                    r
                };
                let line = Line {
                    moves: r.clone(),
                    score: WIN - r.len() as i32,
                    depth: r.len() as i32,
                    bound: Bound::Exact,
                };
                report(&Report {
                    depth: line.depth,
                    multipv: 1,
                    score: line.score,
                    bound: line.bound,
                    nodes,
                    elapsed: start.elapsed(),
                    pv: &line.moves,
                });
                return SearchResult {
                    best: Some(r[0]),
                    score: line.score,
                    depth: line.depth,
                    pv: r,
                    bound: Bound::Exact,
                    proof: Proof::Win,
                    nodes,
                    elapsed: start.elapsed(),
                    lines: vec![line],
                };
            }
        }

        let shared = Shared {
            tt: &self.tt,
            stop: AtomicBool::new(false),
            external: limits.stop.clone(),
            nodes: AtomicU64::new(nodes),
            node_limit,
            start,
            budget,
        };
        let threads = self.options.threads.max(1);
        let evaluator = &*self.evaluator;
        let mut main = Worker::new(&shared, board.clone(), 0, evaluator, &excluded);
        let mut lines = std::thread::scope(|scope| {
            for id in 1..threads {
                let mut helper = Worker::new(&shared, board.clone(), id, evaluator, &excluded);
                scope.spawn(move || {
                    helper.iterate(depth_limit, 1, &mut |_| {});
                });
            }
            let lines = main.iterate(depth_limit, multipv, report);
            shared.stop.store(true, Relaxed);
            lines
        });
        let nodes = shared.nodes.load(Relaxed) + main.unflushed;
        if stats::ENABLED {
            stats::count(Event::Search);
            let peak = main.history.iter().flatten().map(|v| v.unsigned_abs());
            stats::add(Event::HistoryPeak, u64::from(peak.max().unwrap_or(0)));
        }
        if weak && lines.len() > 1 {
            let mut rng = Rng::new(board.hash() ^ self.searches.wrapping_mul(0x9E37_79B9));
            let pick = choose_weak(&lines, strength, &mut rng);
            lines.swap(0, pick);
        }
        if let Some(l) = lines.first_mut() {
            // The search's line stops where its score was settled (an open four, a
            // four-three); a proven one is played out to the five.
            let winner = match Proof::of(l.score) {
                Proof::Win => Some(us),
                Proof::Loss => Some(us.opposite()),
                Proof::Unknown => None,
            };
            if let Some(w) = winner {
                if let Some(full) = to_the_five(&board, &l.moves, w, hard) {
                    if full.len() > l.moves.len() {
                        // Once more, so that what shows the reports (the protocol's
                        // lines) has the whole line too.
                        report(&Report {
                            depth: l.depth,
                            multipv: 1,
                            score: l.score,
                            bound: l.bound,
                            nodes,
                            elapsed: start.elapsed(),
                            pv: &full,
                        });
                    }
                    l.moves = full;
                }
            }
        }
        let first = lines.first().cloned().expect("at least one root move");
        SearchResult {
            best: first.moves.first().copied(),
            score: first.score,
            depth: first.depth,
            proof: Proof::of(first.score),
            bound: first.bound,
            pv: first.moves,
            nodes,
            elapsed: start.elapsed(),
            lines,
        }
    }

    /// A five, a VCF or (where [`Options::root_vct`]) a VCT for the side to move, within a
    /// share of the time.
    fn threat_win(
        &self,
        board: &mut Board,
        limits: &Limits,
        budget: Option<Budget>,
        excluded: &[Sq],
        start: Instant,
        nodes: &mut u64,
    ) -> Option<Vec<Point>> {
        let us = board.to_move();
        let allowed = |line: &[Sq]| !excluded.contains(&line[0]);
        // Threat searches do not poll the stop flag; they get a share of the time (or of
        // the nodes) and leave the rest to the main search, which finds most wins too.
        let cap = |n: u64| {
            limits
                .nodes
                .map_or(n, |l| n.min(l / params::ROOT_THREAT_NODE_SHARE + 1))
        };
        let deadline = budget.map(|b| start + b.optimum * params::ROOT_THREAT_PERCENT / 100);
        if let Some(s) = board
            .points_with(us, Threat::Five)
            .find(|s| !excluded.contains(s))
        {
            return Some(vec![board.point(s)]);
        }
        let mut ts = ThreatSearch::new(20);
        ts.set_deadline(deadline);
        let found = ts
            .shortest_vcf(board, cap(params::ROOT_VCF_NODES))
            .filter(|l| allowed(l));
        *nodes += ts.nodes();
        let found = found.or_else(|| {
            let time_left = deadline.is_none_or(|d| Instant::now() < d);
            if !self.options.root_vct || !time_left || stop_requested(limits) {
                return None;
            }
            let r = ts
                .vct(board, cap(params::ROOT_VCT_NODES), 12)
                .filter(|l| allowed(l));
            *nodes += ts.nodes();
            r
        });
        found.map(|l| l.iter().map(|&s| board.point(s)).collect())
    }
}

/// `line` from `board`, then on to `winner`'s five with the defender's best delaying
/// replies ([`Prover::line_to_five`]); `None` where a move of `line` is not legal or no
/// win can be proven at its end within the completion's nodes, or before `deadline`.
fn to_the_five(
    board: &Board,
    line: &[Point],
    winner: Color,
    deadline: Option<Instant>,
) -> Option<Vec<Point>> {
    let mut b = board.clone();
    let sqs: Vec<Sq> = line.iter().map(|&p| b.sq(p)).collect();
    if play_line(&mut b, &sqs)? {
        return Some(line.to_vec());
    }
    let rest = Prover::new(prove::COMPLETION_NODES, Prover::DEPTH)
        .with_budget(prove::COMPLETION_BUDGET)
        .with_deadline(deadline)
        .line_to_five(&mut b, winner)?;
    let mut full = line.to_vec();
    full.extend(rest.iter().map(|&s| b.point(s)));
    Some(full)
}

/// Plays `line` on `b` up to a five: `Some(true)` where one of its moves makes a five
/// (the moves after it are not played), `Some(false)` where none does, `None` where a move
/// is not legal.
fn play_line(b: &mut Board, line: &[Sq]) -> Option<bool> {
    for &s in line {
        let mover = b.to_move();
        if !b.is_legal(s, mover) {
            return None;
        }
        if b.threat(s, mover) == Threat::Five {
            b.play(s);
            return Some(true);
        }
        b.play(s);
    }
    Some(false)
}

fn stop_requested(limits: &Limits) -> bool {
    limits.stop.as_ref().is_some_and(|s| s.load(Relaxed))
}

/// A near-best line, the likelier the closer its score to the best: wins are never
/// missed and losing lines are never chosen while another exists.
fn choose_weak(lines: &[Line], strength: u8, rng: &mut Rng) -> usize {
    let best = lines[0].score;
    if Proof::of(best) != Proof::Unknown {
        return 0;
    }
    let t = params::WEAK_TEMPERATURE * (100 - strength as i32) as f64 / 100.0 + 1.0;
    let weights: Vec<f64> = lines
        .iter()
        .map(|l| {
            if Proof::of(l.score) == Proof::Loss {
                0.0
            } else {
                ((l.score - best) as f64 / t).exp()
            }
        })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    0
}

struct Shared<'a> {
    tt: &'a TranspositionTable,
    stop: AtomicBool,
    external: Option<Arc<AtomicBool>>,
    nodes: AtomicU64,
    node_limit: Option<u64>,
    start: Instant,
    budget: Option<Budget>,
}

struct RootMove {
    sq: Sq,
    score: i32,
    /// The bound of `score` in the window it was searched with.
    bound: Bound,
    previous: i32,
    pv: Vec<Sq>,
}

struct Worker<'a> {
    shared: &'a Shared<'a>,
    board: Board,
    id: usize,
    eval: &'a dyn Evaluator,
    unflushed: u64,
    stopped: bool,
    root: Vec<RootMove>,
    pv: Vec<Vec<Sq>>,
    killers: Vec<[Sq; 2]>,
    /// By colour and the opponent's last move: the answer that last refuted it.
    counters: [Vec<Sq>; 2],
    history: [Vec<i32>; 2],
    lists: Vec<Vec<(Sq, i32)>>,
    reductions: Vec<[i32; 64]>,
    /// Moves searched at most, by improving and depth (see `params::MOVE_COUNT_BASE`).
    move_counts: [[usize; 64]; 2],
    /// The static evaluation of each ply's node on the current line, from its mover's side.
    evals: Vec<i32>,
    /// The threat the move played at each ply of the current line made for its mover.
    made: Vec<Threat>,
    /// Plies of extension spent on the current line above each ply.
    extended: Vec<i32>,
}

/// The table's value where its bound says the truth lies beyond the static evaluation,
/// else the static evaluation: the better estimate for the pruning that reads one.
fn pruning_estimate(entry: Option<Entry>, static_eval: i32, ply: usize) -> i32 {
    let Some(e) = entry else {
        return static_eval;
    };
    let v = mate_adjust_out(e.value, ply);
    let toward = if v > static_eval {
        Bound::Lower
    } else {
        Bound::Upper
    };
    if v.abs() < WIN_MIN && (e.bound == toward || e.bound == Bound::Exact) {
        v
    } else {
        static_eval
    }
}

fn mate_adjust_in(v: i32, ply: usize) -> i32 {
    if v >= WIN_MIN {
        v + ply as i32
    } else if v <= -WIN_MIN {
        v - ply as i32
    } else {
        v
    }
}

fn mate_adjust_out(v: i32, ply: usize) -> i32 {
    if v >= WIN_MIN {
        v - ply as i32
    } else if v <= -WIN_MIN {
        v + ply as i32
    } else {
        v
    }
}

impl<'a> Worker<'a> {
    fn new(
        shared: &'a Shared<'a>,
        board: Board,
        id: usize,
        eval: &'a dyn Evaluator,
        excluded: &[Sq],
    ) -> Worker<'a> {
        let n = board.squares().last().map_or(0, |&s| s as usize + 1);
        let mut moves = Vec::new();
        let mut board = board;
        let scope = movepick::scope(&board);
        movepick::generate(&mut board, scope, &mut moves);
        if moves.iter().all(|m| excluded.contains(&m.0)) {
            movepick::generate(&mut board, Scope::All, &mut moves);
        }
        moves.sort_by_key(|m| std::cmp::Reverse(m.1));
        let us = board.to_move();
        let mut root: Vec<RootMove> = Vec::new();
        for (s, score) in moves {
            if !excluded.contains(&s) && board.is_legal(s, us) {
                root.push(RootMove {
                    sq: s,
                    score: -INF,
                    bound: Bound::Upper,
                    previous: score - INF,
                    pv: vec![s],
                });
            }
        }
        if root.is_empty() {
            // Every candidate was excluded or forbidden: any legal point.
            for i in 0..board.squares().len() {
                let s = board.squares()[i];
                if !excluded.contains(&s) && board.is_legal(s, us) {
                    root.push(RootMove {
                        sq: s,
                        score: -INF,
                        bound: Bound::Upper,
                        previous: -INF,
                        pv: vec![s],
                    });
                }
            }
        }
        let divisor = params::lmr_divisor(board.rule());
        let mut reductions = vec![[0i32; 64]; MAX_PLY];
        for (d, row) in reductions.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                let x = params::LMR_BASE + (d as f64).ln() * (i as f64).ln() / divisor;
                *r = x.max(0.0) as i32;
            }
        }
        let move_counts = [false, true].map(|improving| {
            let mut row = [0usize; 64];
            for (d, n) in row.iter_mut().enumerate() {
                let full = params::MOVE_COUNT_BASE
                    + params::MOVE_COUNT_SCALE * (d as f64).powf(params::MOVE_COUNT_POWER);
                *n = (full
                    * if improving {
                        1.0
                    } else {
                        params::MOVE_COUNT_NOT_IMPROVING
                    }) as usize;
            }
            row
        });
        let mut evals = vec![0; MAX_PLY + 1];
        evals[0] = eval.evaluate(&board);
        Worker {
            shared,
            board,
            id,
            eval,
            unflushed: 0,
            stopped: false,
            root,
            pv: vec![Vec::new(); MAX_PLY + 1],
            killers: vec![[0; 2]; MAX_PLY + 1],
            counters: [vec![0; n], vec![0; n]],
            history: [vec![0; n], vec![0; n]],
            lists: vec![Vec::new(); MAX_PLY + 1],
            reductions,
            move_counts,
            evals,
            made: vec![Threat::None; MAX_PLY + 1],
            extended: vec![0; MAX_PLY + 1],
        }
    }

    fn poll(&mut self) -> bool {
        let s = self.shared;
        s.nodes.fetch_add(self.unflushed, Relaxed);
        self.unflushed = 0;
        if s.stop.load(Relaxed) {
            return true;
        }
        let stop = s.external.as_ref().is_some_and(|e| e.load(Relaxed))
            || s.node_limit.is_some_and(|l| s.nodes.load(Relaxed) >= l)
            || s.budget.is_some_and(|b| s.start.elapsed() >= b.maximum);
        if stop {
            s.stop.store(true, Relaxed);
        }
        stop
    }

    fn iterate(
        &mut self,
        max_depth: i32,
        multipv: usize,
        report: &mut dyn FnMut(&Report),
    ) -> Vec<Line> {
        let multipv = multipv.min(self.root.len()).max(1);
        let mut completed: Vec<Line> = self
            .root
            .iter()
            .take(multipv)
            .map(|r| Line {
                moves: vec![self.board.point(r.sq)],
                score: 0,
                depth: 0,
                bound: Bound::Exact,
            })
            .collect();
        let mut depth = 1 + (self.id % 2) as i32;
        while depth <= max_depth {
            for r in &mut self.root {
                r.previous = r.score;
                r.score = -INF;
            }
            for pv_index in 0..multipv {
                let prev = self.root[pv_index].previous;
                let mut delta = params::ASPIRATION_DELTA;
                let (mut alpha, mut beta) =
                    if depth >= params::ASPIRATION_DEPTH && prev.abs() < WIN_MIN {
                        (prev - delta, prev + delta)
                    } else {
                        (-INF, INF)
                    };
                loop {
                    let v = self.root_search(alpha, beta, depth, pv_index);
                    self.root[pv_index..]
                        .sort_by(|a, b| b.score.cmp(&a.score).then(b.previous.cmp(&a.previous)));
                    if self.stopped {
                        break;
                    }
                    if v <= alpha && alpha > -INF {
                        alpha = (v - delta).max(-INF);
                    } else if v >= beta && beta < INF {
                        beta = (v + delta).min(INF);
                    } else {
                        break;
                    }
                    delta *= 2;
                    if delta > 2000 {
                        (alpha, beta) = (-INF, INF);
                    }
                }
                if self.stopped {
                    break;
                }
            }
            if self.stopped {
                // An unfinished iteration still counts where a move has already beaten
                // the last best at the new depth. A move that only failed low (in an
                // aspiration window widened after it) beat nothing. Where the move failed
                // high, its score is a floor, and its line is the move alone (the reply
                // failed low, which leaves no line): the table's best moves carry it on,
                // unless it is a proven win, which the prover plays out to the five.
                let best = &self.root[0];
                if self.id == 0
                    && multipv == 1
                    && best.score > -INF
                    && best.bound != Bound::Upper
                    && Some(best.sq) != completed[0].moves.first().map(|&p| self.board.sq(p))
                {
                    let mut moves = best.pv.clone();
                    if best.bound == Bound::Lower && Proof::of(best.score) == Proof::Unknown {
                        self.extend_from_table(&mut moves);
                    }
                    completed[0] = Line {
                        moves: moves.iter().map(|&s| self.board.point(s)).collect(),
                        score: best.score,
                        depth: depth - 1,
                        bound: best.bound,
                    };
                }
                break;
            }
            completed = self.root[..multipv]
                .iter()
                .map(|r| Line {
                    moves: r.pv.iter().map(|&s| self.board.point(s)).collect(),
                    score: r.score,
                    depth,
                    // Each line of a finished iteration was searched again until its
                    // score fell inside the window.
                    bound: Bound::Exact,
                })
                .collect();
            if self.id == 0 {
                let nodes = self.shared.nodes.load(Relaxed) + self.unflushed;
                for (i, l) in completed.iter().enumerate() {
                    report(&Report {
                        depth,
                        multipv: i + 1,
                        score: l.score,
                        bound: l.bound,
                        nodes,
                        elapsed: self.shared.start.elapsed(),
                        pv: &l.moves,
                    });
                }
                // A proven result stays proven; deeper search adds nothing.
                if multipv == 1 && Proof::of(completed[0].score) != Proof::Unknown && depth >= 4 {
                    break;
                }
                if self
                    .shared
                    .budget
                    .is_some_and(|b| self.shared.start.elapsed() >= b.optimum)
                {
                    break;
                }
            }
            if self.shared.stop.load(Relaxed) {
                break;
            }
            depth += 1;
        }
        completed
    }

    fn root_search(&mut self, mut alpha: i32, beta: i32, depth: i32, pv_index: usize) -> i32 {
        let mut best = -INF;
        for i in pv_index..self.root.len() {
            let s = self.root[i].sq;
            let quiet = movepick::is_quiet(&self.board, s, self.board.to_move());
            self.made[0] = self.threat_made(s, self.board.to_move());
            self.extended[1] = 0;
            self.play(s);
            let v = if i == pv_index {
                -self.search(-beta, -alpha, depth - 1, 1, true)
            } else {
                // The root's late quiet moves are reduced as a PV node's are: the moves
                // are in the order of the last iteration's scores.
                let r = self.reduction(quiet, depth, i - pv_index, true);
                let mut v = -self.search(-alpha - 1, -alpha, depth - 1 - r, 1, false);
                if v > alpha && r > 0 && !self.stopped {
                    v = -self.search(-alpha - 1, -alpha, depth - 1, 1, false);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = -self.search(-beta, -alpha, depth - 1, 1, true);
                }
                v
            };
            self.board.undo();
            if self.stopped {
                break;
            }
            if i == pv_index || v > alpha {
                let r = &mut self.root[i];
                r.score = v;
                r.bound = Bound::of(v, alpha, beta);
                r.pv.clear();
                r.pv.push(s);
                r.pv.extend_from_slice(&self.pv[1]);
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// `line` carried on by the transposition table's best moves, as far as they are
    /// legal, answer a four and no five ends the game. The table outlives a change of
    /// board size (the protocol's START), so a move is checked to be on this board.
    fn extend_from_table(&self, line: &mut Vec<Sq>) {
        let mut b = self.board.clone();
        if play_line(&mut b, line) != Some(false) {
            return;
        }
        while line.len() < MAX_PLY && b.empties() > 0 {
            let (us, them) = (b.to_move(), b.to_move().opposite());
            let Some(e) = self.shared.tt.probe(b.hash()) else {
                break;
            };
            let s = e.mv;
            if s == PASS || !b.squares().contains(&s) || !b.is_legal(s, us) {
                break;
            }
            if b.threat(s, us) == Threat::Five {
                line.push(s);
                break;
            }
            // A stale entry that leaves the opponent's five open is no line.
            if b.count(them, Threat::Five) > 0 && b.threat(s, them) != Threat::Five {
                break;
            }
            line.push(s);
            b.play(s);
        }
    }

    /// Late move reduction, in plies, of the move searched after `searched` others.
    fn reduction(&self, quiet: bool, depth: i32, searched: usize, pv_node: bool) -> i32 {
        if !quiet || depth < params::LMR_MIN_DEPTH || searched < params::LMR_MIN_INDEX {
            return 0;
        }
        let r = self.reductions[depth as usize][searched.min(63)];
        if pv_node {
            (r - 1).max(0)
        } else {
            r
        }
    }

    fn set_pv(&mut self, ply: usize, s: Sq, tail: Option<&[Sq]>) {
        let (head, rest) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(s);
        match tail {
            Some(t) => line.extend_from_slice(t),
            None => line.extend_from_slice(&rest[0]),
        }
    }

    /// What every node does first: counts itself, polls the stop signal now and then,
    /// and takes a five that is there to make. Some score ends the node.
    fn enter(&mut self, ply: usize) -> Option<i32> {
        self.pv[ply].clear();
        self.unflushed += 1;
        if self.unflushed >= 1024 && self.poll() {
            self.stopped = true;
        }
        if self.stopped {
            return Some(0);
        }
        let us = self.board.to_move();
        if self.board.count(us, Threat::Five) == 0 {
            return None;
        }
        let s = self.board.points_with(us, Threat::Five).next()?;
        self.set_pv(ply, s, Some(&[]));
        Some(WIN - ply as i32 - 1)
    }

    fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        stats::count(Event::Node);
        stats::add(Event::PvNode, u64::from(pv_node));
        if let Some(v) = self.enter(ply) {
            return v;
        }
        let us = self.board.to_move();
        let them = us.opposite();
        let mut forced = None;
        if self.board.count(them, Threat::Five) > 0 {
            let (s, two) = {
                let mut it = self.board.points_with(them, Threat::Five);
                (it.next().expect("counted"), it.next().is_some())
            };
            if two || !self.board.is_legal(s, us) {
                return -(WIN - ply as i32 - 2);
            }
            forced = Some(s);
        } else if let Some(v) = self.static_win(ply) {
            return v;
        }
        if self.board.empties() == 0 {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval.evaluate(&self.board);
        }
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let depth = if forced.is_some() {
            depth.max(1)
        } else {
            depth
        };
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, 0, pv_node);
        }

        let key = self.board.hash();
        let entry = self.shared.tt.probe(key);
        let mut tt_move = 0;
        if let Some(e) = entry {
            tt_move = e.mv;
            let v = mate_adjust_out(e.value, ply);
            if !pv_node && e.depth >= depth && e.bound.settles(v, alpha, beta) {
                stats::count(Event::TableCut);
                return v;
            }
        }
        // A node the table knows no move for is searched one ply shallower: its move
        // ordering is a guess, and the next visit will have a move to start from.
        let depth = if tt_move == 0 && forced.is_none() && depth >= params::IIR_DEPTH {
            depth - 1
        } else {
            depth
        };
        let static_eval = self.static_eval(entry);
        self.evals[ply] = static_eval;
        // Whether the side to move stands better than at its last turn: where it does not,
        // late moves are less likely to turn the node around.
        let improving = ply < 2 || static_eval > self.evals[ply - 2];
        let estimate = pruning_estimate(entry, static_eval, ply);

        // Reverse futility: far enough above beta the node fails high anyway (see
        // `params::rfp_waits_for_fours` for the opponent's fours).
        if !pv_node
            && forced.is_none()
            && beta.abs() < WIN_MIN
            && estimate - params::RFP_MARGIN * (depth - i32::from(improving)) >= beta
            && !(params::rfp_waits_for_fours(self.board.rule())
                && self.board.count_at_least(them, Threat::Block4) > 0)
        {
            stats::count(Event::ReverseFutility);
            return estimate;
        }

        // Null move: where the side to move stands above beta even after passing, a
        // reduced search proves the node fails high. A stone hardly ever hurts the side
        // that plays it (a black stone in renju may, by making a forbidden point), so a
        // pass is almost never better than the best move; what the condition guards
        // against is the opponent's threat the static value cannot see, and a win the
        // opponent has on the board already makes the pass pointless.
        if !pv_node
            && forced.is_none()
            && depth >= params::NULL_MOVE_DEPTH
            && params::null_move(self.board.rule())
            && beta.abs() < WIN_MIN
            && estimate >= beta
            && static_eval >= beta
            && self.board.last_move().is_some()
            && self.board.count_at_least(them, params::NULL_MOVE_THREAT) == 0
        {
            let r = params::NULL_MOVE_BASE + depth / params::NULL_MOVE_DIVISOR;
            self.pass(ply);
            let v = -self.search(-beta, -beta + 1, depth - r, ply + 1, false);
            self.board.undo();
            if self.stopped {
                return 0;
            }
            if v >= beta {
                stats::count(Event::NullMove);
                return if v >= WIN_MIN { beta } else { v };
            }
        }

        // Razoring: far below alpha next to the leaves, only a forcing win would save the
        // node, and the quiescence search's fours look for exactly that.
        if !pv_node
            && forced.is_none()
            && depth < params::RAZOR_MARGIN.len() as i32
            && alpha.abs() < WIN_MIN
            && estimate + params::RAZOR_MARGIN[depth as usize] < alpha
        {
            stats::count(Event::Razor);
            return self.qsearch(alpha, alpha + 1, ply, 0, false);
        }

        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut defending = false;
        // The opponent has an open three to answer (not a five: that move is forced).
        let mut answering_three = false;
        // Moves past the first `must` are in reserve: read only where all before them lose.
        let mut must = 1;
        match forced {
            Some(s) => {
                stats::count(Event::Forced);
                moves.clear();
                moves.push((s, 0));
            }
            None => {
                let scope = movepick::scope(&self.board);
                defending = scope != Scope::All;
                if defending {
                    stats::count(Event::Defending);
                }
                answering_three = scope == Scope::Defend;
                must = movepick::generate(&mut self.board, scope, &mut moves);
                let killers = self.killers[ply];
                let counter = self
                    .board
                    .last_move()
                    .map(|p| self.counters[us.index()][p as usize]);
                let hist = &self.history[us.index()];
                for m in moves.iter_mut() {
                    if m.0 == tt_move {
                        m.1 += params::TT_MOVE_BONUS;
                    } else if m.0 == killers[0] {
                        m.1 += params::KILLER_BONUS[0];
                    } else if m.0 == killers[1] {
                        m.1 += params::KILLER_BONUS[1];
                    } else if Some(m.0) == counter {
                        m.1 += params::COUNTER_BONUS;
                    }
                    m.1 += hist[m.0 as usize] / params::HISTORY_DIVISOR;
                }
            }
        }

        let move_count_on_pv = params::move_count_on_pv(self.board.rule());
        // Against an open three, the moves that leave it standing far from the play are
        // told by their distance from the last two stones, looked up only there.
        let (last, own_last) = if answering_three {
            let point = |s: Option<Sq>| s.map(|l| self.board.point(l));
            (
                point(self.board.last_move()),
                point(self.board.own_last_move()),
            )
        } else {
            (None, None)
        };
        let attack_extensions = params::attack_extensions(self.board.rule());
        let defence_extensions = params::defence_extensions(self.board.rule());
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = 0;
        let mut searched = 0usize;
        let mut quiets_tried: [Sq; 32] = [0; 32];
        let mut quiet_count = 0;
        for i in 0..moves.len() {
            if i >= must && best > -WIN_MIN {
                break;
            }
            let s = movepick::pick(&mut moves, i);
            if !self.board.is_legal(s, us) {
                continue;
            }
            let quiet = forced.is_none() && movepick::is_quiet(&self.board, s, us);
            // Move-count pruning: once a move that does not lose is in hand, the ordering
            // has put the quiet moves worth reading first, more of them the deeper the node
            // and where the side to move is improving.
            if quiet
                && (!pv_node || move_count_on_pv)
                && best > -WIN_MIN
                && searched >= self.move_counts[usize::from(improving)][depth.min(63) as usize]
            {
                stats::count(Event::MoveCountPruned);
                continue;
            }
            // A move that leaves the open three standing is pruned before any reduction
            // is worked out for it, and otherwise reduced by how far it is from the play.
            let mut useless_defence = 0;
            if answering_three && searched > 0 && self.board.threat(s, them) < Threat::Block4 {
                let p = self.board.point(s);
                let distance = |q: Option<Point>| q.map_or(0, |q| p.distance(q));
                let (from_theirs, from_own) = (distance(last), distance(own_last));
                let far = params::USELESS_DEFENCE_FAR;
                if depth <= params::USELESS_DEFENCE_PRUNE_DEPTH
                    && best > -WIN_MIN
                    && from_theirs > far
                    && from_own > params::useless_defence_far_own(self.board.rule())
                {
                    continue;
                }
                let [theirs, own] = params::USELESS_DEFENCE_REDUCTION;
                useless_defence =
                    theirs * i32::from(from_theirs > far) + own * i32::from(from_own > far);
            }
            // The shape is read before the move and only where there is a reduction to
            // shift.
            let mut r = self.reduction(quiet, depth, searched, pv_node);
            if r > 0 {
                r += movepick::reduction_shift(&self.board, s, us);
            }
            r += useless_defence;
            let made = self.threat_made(s, us);
            self.made[ply] = made;
            let subtree_start = stats::tree_nodes();
            self.play(s);
            // A run of fours and blocks is read at the depth of its first four, as far as
            // it goes: the threat sequences that decide games are long. An attack of
            // threes and fours kept up move after move is read a little deeper too, since
            // the quiescence search past the horizon follows fours only.
            // The block of a five writes no extension count for the child, which reads the
            // one an earlier line left at that ply. Carrying the count across the block
            // measured worse with the limit tuned as it is, and so did handing the child
            // this node's count (experiments.tsv).
            // In free-style the answer to an open three is read a ply deeper as well, a
            // few times on a line, so that a sequence of threes and fours against the
            // side to move is seen whole before it is too late to stop.
            let attack = forced.is_none()
                && ply >= 2
                && made >= Threat::Flex3
                && self.made[ply - 2] >= Threat::Flex3
                && self.extended[ply] < attack_extensions;
            let defence = defending
                && depth >= params::BLOCK_EXTENSION_DEPTH
                && self.extended[ply] < defence_extensions;
            if attack {
                stats::count(Event::AttackExtension);
            } else if defence {
                stats::count(Event::DefenceExtension);
            }
            let new_depth = if forced.is_some() && depth >= params::BLOCK_EXTENSION_DEPTH {
                depth
            } else if attack || defence {
                self.extended[ply + 1] = self.extended[ply] + 1;
                depth
            } else {
                self.extended[ply + 1] = self.extended[ply];
                depth - 1
            };
            let mut v;
            if searched == 0 {
                v = -self.search(-beta, -alpha, new_depth, ply + 1, pv_node);
            } else {
                if r > 0 {
                    stats::count(Event::Reduced);
                }
                v = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, false);
                if v > alpha && r > 0 && !self.stopped {
                    stats::count(Event::ReducedAgain);
                    v = -self.search(-alpha - 1, -alpha, new_depth, ply + 1, false);
                }
                if v > alpha && v < beta && pv_node && !self.stopped {
                    stats::count(Event::PvAgain);
                    v = -self.search(-beta, -alpha, new_depth, ply + 1, true);
                }
            }
            self.board.undo();
            if stats::ENABLED && ply == stats::KIND_PLY {
                let kind = Kind::of(forced.is_some(), defending, quiet);
                stats::subtree(kind, stats::tree_nodes() - subtree_start);
            }
            if self.stopped {
                self.lists[ply] = moves;
                return 0;
            }
            searched += 1;
            if v > best {
                best = v;
                if v > alpha {
                    best_move = s;
                    self.set_pv(ply, s, None);
                    if v >= beta {
                        stats::count(if searched == 1 {
                            Event::CutFirst
                        } else {
                            Event::CutLater
                        });
                        stats::add(Event::CutMoves, searched as u64);
                        if quiet {
                            self.reward(us.index(), ply, s, depth, &quiets_tried[..quiet_count]);
                        }
                        break;
                    }
                    alpha = v;
                }
            }
            if quiet && quiet_count < quiets_tried.len() {
                quiets_tried[quiet_count] = s;
                quiet_count += 1;
            }
        }
        self.lists[ply] = moves;
        if searched == 0 {
            // Nothing legal here (black boxed in by forbidden points): a pass.
            self.pass(ply);
            let v = -self.search(-beta, -alpha, depth - 1, ply + 1, pv_node);
            self.board.undo();
            return v;
        }
        let bound = Bound::of(best, original_alpha, beta);
        if bound == Bound::Upper {
            stats::count(Event::AllNode);
            stats::add(Event::AllMoves, searched as u64);
        }
        self.store(key, best_move, best, static_eval, depth, bound, ply);
        best
    }

    /// Plays `s`, fetching the table's slot for the new position while the board is
    /// brought up to date, so that the child's probe does not wait on memory.
    #[inline]
    fn play(&mut self, s: Sq) {
        self.shared.tt.prefetch(self.board.hash_after(s));
        self.board.play(s);
    }

    /// Passes at `ply`: the pass makes no threat and extends nothing.
    fn pass(&mut self, ply: usize) {
        self.board.pass();
        self.made[ply] = Threat::None;
        self.extended[ply + 1] = self.extended[ply];
    }

    /// The threat a move at `s` makes for `us`, as the attack extension reads it: read
    /// only where the rule extends attacks, since elsewhere it is work for nothing.
    fn threat_made(&self, s: Sq, us: Color) -> Threat {
        if params::attack_extensions(self.board.rule()) > 0 {
            self.board.threat(s, us)
        } else {
            Threat::None
        }
    }

    /// The static evaluation, from the table's entry where it has one.
    fn static_eval(&self, entry: Option<Entry>) -> i32 {
        match entry {
            Some(e) if e.bound != Bound::None => e.eval,
            _ => self.eval.evaluate(&self.board),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn store(&self, key: u64, mv: Sq, value: i32, eval: i32, depth: i32, bound: Bound, ply: usize) {
        self.shared.tt.store(
            key,
            Entry {
                mv,
                value: mate_adjust_in(value, ply),
                eval,
                depth,
                bound,
            },
        );
    }

    fn reward(&mut self, color: usize, ply: usize, s: Sq, depth: i32, failed: &[Sq]) {
        let k = &mut self.killers[ply];
        if k[0] != s {
            k[1] = k[0];
            k[0] = s;
        }
        if let Some(p) = self.board.last_move() {
            self.counters[color][p as usize] = s;
        }
        let bonus = (depth * depth).min(400);
        let h = &mut self.history[color];
        let mut update = |sq: Sq, b: i32| {
            let e = &mut h[sq as usize];
            *e += b - *e * b.abs() / params::HISTORY_MAX;
        };
        update(s, bonus);
        for &q in failed {
            update(q, -bonus);
        }
    }

    /// A win the shapes show without search, for the side to move when the opponent has
    /// no five to make: an open four (or two fours) wins in 3 plies; where the opponent
    /// cannot make even a four, a four-three or a double three wins in 5, since the
    /// opponent's one stone stops one line only. Black's threes in renju may hide a
    /// forbidden point, so only the open four counts for black there.
    fn static_win(&mut self, ply: usize) -> Option<i32> {
        let us = self.board.to_move();
        let them = us.opposite();
        if self.board.count_at_least(us, Threat::Flex4) > 0 {
            let fours: Vec<Sq> = self.board.points_with(us, Threat::Flex4).collect();
            if let Some(s) = fours.into_iter().find(|&s| self.board.is_legal(s, us)) {
                self.set_pv(ply, s, Some(&[]));
                return Some(WIN - ply as i32 - 3);
            }
        }
        if (self.board.rule() == crate::Rule::Renju && us == Color::Black)
            || self.board.count_at_least(them, Threat::Block4) > 0
            || self.board.count(us, Threat::Block4Flex3) + self.board.count(us, Threat::Flex3x2)
                == 0
        {
            return None;
        }
        let s = self
            .board
            .points_with(us, Threat::Flex3x2)
            .find(|&s| {
                matches!(
                    self.board.threat(s, us),
                    Threat::Flex3x2 | Threat::Block4Flex3
                )
            })
            .expect("counted");
        self.set_pv(ply, s, Some(&[]));
        Some(WIN - ply as i32 - 5)
    }

    /// The quiescence search past the horizon: the side to move may stand on the static
    /// evaluation or play on with fours, which the opponent must block, so that a line
    /// ending in a four the evaluation cannot see (or a five) is scored by what follows.
    /// Past its first ply only fours near the side's own last stone that make something
    /// more than a plain four are tried, which keeps the tree small. The table serves it
    /// as it serves the main search: the leaves are where most transpositions meet.
    fn qsearch(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: i32,
        pv_node: bool,
    ) -> i32 {
        stats::count(Event::QNode);
        if let Some(v) = self.enter(ply) {
            return v;
        }
        let us = self.board.to_move();
        let them = us.opposite();
        if self.board.count(them, Threat::Five) > 0 {
            let (s, two) = {
                let mut it = self.board.points_with(them, Threat::Five);
                (it.next().expect("counted"), it.next().is_some())
            };
            if two || !self.board.is_legal(s, us) {
                return -(WIN - ply as i32 - 2);
            }
            if ply >= MAX_PLY - 2 {
                return self.eval.evaluate(&self.board);
            }
            // The block is forced and costs no quiescence depth.
            self.play(s);
            let v = -self.qsearch(-beta, -alpha, ply + 1, qdepth, pv_node);
            self.board.undo();
            self.set_pv(ply, s, None);
            return v;
        }
        if let Some(v) = self.static_win(ply) {
            return v;
        }
        let key = self.board.hash();
        let entry = self.shared.tt.probe(key);
        if let Some(e) = entry {
            let v = mate_adjust_out(e.value, ply);
            if !pv_node && e.bound.settles(v, alpha, beta) {
                return v;
            }
        }
        let eval = self.static_eval(entry);
        let original_alpha = alpha;
        if eval >= beta || ply >= MAX_PLY - 2 || self.board.count_at_least(us, Threat::Block4) == 0
        {
            return eval;
        }
        let mut best = eval;
        alpha = alpha.max(eval);
        if !pv_node && eval + params::QSEARCH_DELTA < alpha {
            return eval;
        }
        let plain = qdepth >= 0;
        let own_last = self.board.own_last_move();
        let scorer = movepick::Scorer::new(&self.board);
        let mut moves = std::mem::take(&mut self.lists[ply]);
        moves.clear();
        for s in self.board.points_with(us, Threat::Block4) {
            let t = self.board.threat(s, us);
            if !plain && t == Threat::Block4 {
                continue;
            }
            // Only fours near one's own last stone: those are the ones that build on it.
            if own_last.is_some_and(|l| self.board.relation(s, l) == 0) {
                continue;
            }
            moves.push((s, scorer.score(&self.board, s)));
        }
        if !moves.is_empty() {
            stats::count(Event::QNodeMoves);
        }
        let mut best_move = 0;
        for i in 0..moves.len() {
            let s = movepick::pick(&mut moves, i);
            if !self.board.is_legal(s, us) {
                continue;
            }
            self.play(s);
            let v = -self.qsearch(-beta, -alpha, ply + 1, qdepth - 1, pv_node);
            self.board.undo();
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                if v > alpha {
                    best_move = s;
                    self.set_pv(ply, s, None);
                    if v >= beta {
                        break;
                    }
                    alpha = v;
                }
            }
        }
        self.lists[ply] = moves;
        // Only the first ply tries every four, so only its result stands for the node.
        if qdepth == 0 && !self.stopped {
            let bound = Bound::of(best, original_alpha, beta);
            self.store(key, best_move, best, eval, 0, bound, ply);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;
    use pearls_rules::Notation;

    fn board(rule: Rule, moves: &str) -> Board {
        let mut b = Board::new(15, rule);
        for m in Notation::new(15).parse_moves(moves).unwrap() {
            match m {
                pearls_rules::Move::Place(p) => {
                    let s = b.sq(p);
                    b.play(s);
                }
                pearls_rules::Move::Pass => b.pass(),
            }
        }
        b
    }

    fn depth(d: i32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    #[test]
    fn blocks_an_open_three_or_makes_a_four() {
        // Black has an open three h8 i8 j8; white must answer it.
        let b = board(Rule::Freestyle, "h8 h9 i8 i9 j8");
        let mut e = Engine::default();
        let r = e.think(&b, &depth(4), &mut |_| {});
        let best = r.best.unwrap().to_string();
        assert!(["g8", "k8", "f8", "l8"].contains(&best.as_str()), "{best}");
    }

    #[test]
    fn the_root_vct_runs_only_where_the_options_ask_for_it() {
        // Boards with a win by threes and fours but none by fours alone: the root's VCT
        // proves it before a one-ply search; without it, a one-ply search cannot.
        let mut unproven = 0;
        let mut checked = 0;
        for mut b in crate::testing::random_boards(Rule::Freestyle, 80) {
            let mut ts = ThreatSearch::new(20);
            if ts.shortest_vcf(&mut b, 100_000).is_some() || ts.vct(&mut b, 300_000, 12).is_none() {
                continue;
            }
            let think = |root_vct| {
                let options = Options {
                    root_vct,
                    hash_mib: 1,
                    ..Options::default()
                };
                Engine::new(options).think(&b, &depth(1), &mut |_| {})
            };
            assert_eq!(think(true).proof, Proof::Win, "{b:?}");
            unproven += usize::from(think(false).proof == Proof::Unknown);
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} boards with a VCT");
        assert!(
            unproven > 0,
            "every one of {checked} proven without the VCT"
        );
    }

    #[test]
    fn takes_a_five() {
        let b = board(Rule::Standard, "h8 h9 i8 i9 j8 j9 k8 k9");
        let r = Engine::default().think(&b, &depth(3), &mut |_| {});
        assert_eq!(r.proof, Proof::Win);
        assert!(["g8", "l8"].contains(&r.best.unwrap().to_string().as_str()));
    }

    #[test]
    fn four_three_and_double_three_are_wins_when_the_opponent_has_no_four() {
        let tt = TranspositionTable::new(1);
        let shared = Shared {
            tt: &tt,
            stop: AtomicBool::new(false),
            external: None,
            nodes: AtomicU64::new(0),
            node_limit: None,
            start: Instant::now(),
            budget: None,
        };
        let eval = PatternEval;
        let static_win = |rule: Rule, moves: &str| {
            let mut w = Worker::new(&shared, board(rule, moves), 0, &eval, &[]);
            w.static_win(0)
        };
        // Black's k8: the four h8-k8 (white g8 shuts one end) and the open three k8-k10;
        // white's stones sit in the corners, where they make nothing.
        let four_three = "h8 g8 i8 a1 j8 o15 k9 a15 k10 o1";
        assert_eq!(static_win(Rule::Freestyle, four_three), Some(WIN - 5));
        // Black's double three at h8 (g8 i8 across, h9 h10 down).
        let double_three = "g8 a1 i8 o15 h9 a15 h10 o1";
        assert_eq!(static_win(Rule::Freestyle, double_three), Some(WIN - 5));
        // In renju black's threes may rest on forbidden points: no claim.
        assert_eq!(static_win(Rule::Renju, four_three), None);
        // White can make a four (a1-a3 against the edge): it could answer with it.
        let answered = "h8 g8 i8 a1 j8 a2 k9 a3 k10 o1";
        assert_eq!(static_win(Rule::Freestyle, answered), None);
    }

    #[test]
    fn sees_a_loss() {
        // White to move cannot stop black's two fours.
        let b = board(
            Rule::Freestyle,
            "h8 a1 h9 a3 h10 a5 h11 a7 i12 a9 j12 a11 k12 a13 l12",
        );
        let r = Engine::default().think(&b, &depth(4), &mut |_| {});
        assert_eq!(r.proof, Proof::Loss, "{r:?}");
    }

    /// Plays `line` on `b` and says whether its last move made a five for `winner`.
    fn ends_in_five(b: &Board, line: &[Point], winner: Color) -> bool {
        let mut b = b.clone();
        let mut five = false;
        for &p in line {
            let s = b.sq(p);
            let mover = b.to_move();
            assert!(b.is_legal(s, mover), "{p} is not legal in {line:?}");
            assert!(!five, "the line goes on past the five: {line:?}");
            five = mover == winner && b.threat(s, mover) == Threat::Five;
            b.play(s);
        }
        five
    }

    #[test]
    fn proven_lines_go_on_to_the_five() {
        // White to move cannot stop black's two fours: the line shows white's move, a
        // four of black's, and the five, not only white's hopeless move.
        let lost = board(
            Rule::Freestyle,
            "h8 a1 h9 a3 h10 a5 h11 a7 i12 a9 j12 a11 k12 a13 l12",
        );
        let r = Engine::default().think(&lost, &depth(4), &mut |_| {});
        assert_eq!(r.proof, Proof::Loss);
        assert!(ends_in_five(&lost, &r.pv, Color::Black), "{:?}", r.pv);
        // With two lines asked for the threat search is skipped and the main search's
        // line stops at the open four it settles on; it is completed all the same.
        let three = board(Rule::Freestyle, "h8 a1 i8 a15 j8 o1");
        let mut e = Engine::new(Options {
            multipv: 2,
            ..Options::default()
        });
        let r = e.think(&three, &depth(6), &mut |_| {});
        assert_eq!(r.proof, Proof::Win);
        assert!(r.pv.len() >= 3, "{:?}", r.pv);
        assert!(ends_in_five(&three, &r.pv, Color::Black), "{:?}", r.pv);
        // A VCT found by the threat search is played out with the longest defences.
        let r = Engine::default().think(&three, &depth(6), &mut |_| {});
        assert!(ends_in_five(&three, &r.pv, Color::Black), "{:?}", r.pv);
    }

    #[test]
    fn deterministic_node_counts_with_one_thread() {
        let b = board(Rule::Renju, "h8 i9 g9 i7 i8 g10");
        let a = Engine::default().think(&b, &depth(6), &mut |_| {});
        let c = Engine::default().think(&b, &depth(6), &mut |_| {});
        assert_eq!(a.nodes, c.nodes);
        assert_eq!(a.best, c.best);
        assert!(a.nodes > 100);
    }

    #[test]
    fn multipv_gives_distinct_lines_and_threads_agree_on_legality() {
        let b = board(Rule::Renju, "h8 i9 g9");
        let mut e = Engine::new(Options {
            threads: 3,
            multipv: 3,
            ..Options::default()
        });
        let r = e.think(&b, &depth(5), &mut |_| {});
        assert_eq!(r.lines.len(), 3);
        let firsts: std::collections::HashSet<_> = r.lines.iter().map(|l| l.moves[0]).collect();
        assert_eq!(firsts.len(), 3);
    }

    /// From a free-style game Pearls lost as white: after k6, black's f7 wins (a VCT
    /// follows), but the search once proved black lost here, and so played k6. After f7
    /// white had a four-three point whose four black would block with a four of its own,
    /// so it won nothing, yet black's answers were limited to the stones that spoil it.
    #[test]
    fn a_block_that_makes_a_four_answers_a_four_three() {
        let b = board(
            Rule::Freestyle,
            "h8 h7 d12 i8 g9 i6 i9 j5 g8 g7 j7 j9 g6 i5 f10 e11 h5 k6",
        );
        let limits = Limits {
            nodes: Some(150_000),
            ..Limits::default()
        };
        let r = Engine::default().think(&b, &limits, &mut |_| {});
        assert!(r.score > -WIN_MIN, "a false loss: {r:?}");
        assert_eq!(r.best.map(|p| p.to_string()), Some("f7".to_string()));
    }

    /// Budgets that run out at different points of an iteration: where one runs out
    /// after a new move failed high, the score is reported as a floor, and the line
    /// still goes on past that move, legal throughout.
    #[test]
    fn a_search_cut_short_gives_a_bound_and_a_whole_line() {
        let b = board(Rule::Freestyle, "h8 h9");
        let mut floors = 0;
        for nodes in (100_000..=300_000).step_by(20_000) {
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let r = Engine::default().think(&b, &limits, &mut |_| {});
            assert!(r.pv.len() >= 8, "{nodes} nodes: a short line {:?}", r.pv);
            assert_eq!(r.best, r.pv.first().copied());
            let mut line = b.clone();
            let sqs: Vec<Sq> = r.pv.iter().map(|&p| line.sq(p)).collect();
            match play_line(&mut line, &sqs) {
                None => panic!("{nodes} nodes: a move of the line is not legal: {:?}", r.pv),
                Some(true) => assert_eq!(line.moves().len(), 2 + sqs.len(), "past a five"),
                Some(false) => {}
            }
            match r.bound {
                Bound::Exact => {}
                Bound::Lower => floors += 1,
                other => panic!("{nodes} nodes: a {other:?} bound"),
            }
        }
        assert!(floors > 0, "no budget ran out after a fail high");
    }

    #[test]
    fn excluded_moves_are_not_played() {
        let b = board(Rule::Freestyle, "h8 h9 i8 i9 j8");
        let g8 = Notation::new(15).parse_point("g8").unwrap();
        let k8 = Notation::new(15).parse_point("k8").unwrap();
        let limits = Limits {
            depth: Some(3),
            exclude: vec![g8, k8],
            ..Limits::default()
        };
        let r = Engine::default().think(&b, &limits, &mut |_| {});
        assert!(r.best != Some(g8) && r.best != Some(k8));
    }

    #[test]
    fn weak_play_stays_legal_and_varies_little() {
        let b = board(Rule::Renju, "h8 i9 g9 i7");
        let mut e = Engine::new(Options {
            strength: 20,
            ..Options::default()
        });
        for _ in 0..3 {
            let r = e.think(&b, &depth(10), &mut |_| {});
            let p = r.best.unwrap();
            let mut bb = b.clone();
            let s = bb.sq(p);
            assert!(bb.is_legal(s, bb.to_move()));
            assert!(r.depth <= params::WEAK_DEPTH_MIN + 2);
        }
    }
}
