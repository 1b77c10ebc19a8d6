//! The search of the capture games: principal-variation alpha-beta with iterative
//! deepening and the engine's transposition table, every result read from the board
//! (which settles a move as the referee does: a fifth pair, fifteen stones, a five a
//! capture can still break, a capture that draws). Moves are ordered by what they win,
//! block or take: a five, a winning capture, the block of the opponent's five, captures,
//! the points where the opponent would capture, then the pattern threats.
//!
//! Where the opponent has a five to make, only its blocks and the captures (which may
//! break the four) are tried; where a five may still be broken (ninuki-renju), only
//! captures. No threat search runs: a VCF that ignores captures can prove a false win.

use super::eval::CaptureEval;
use crate::board::{Board, Sq};
use crate::eval::Evaluator;
use crate::pattern::Threat;
use crate::search::{Limits, Line, Options, Proof, Report, SearchResult, MAX_PLY, WIN, WIN_MIN};
use crate::tt::{Bound, Entry, TranspositionTable};
use pearls_rules::{Color, Point};
use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

const INF: i32 = WIN + 1;
/// Moves tried at an inner node, by depth left: the best-ordered ones only.
const WIDTH: [usize; 4] = [10, 12, 16, 20];
/// Plies of forced defence (blocks of a five, captures) searched past the horizon.
const QUIESCENCE_PLIES: i32 = 6;

struct Searcher<'a> {
    tt: &'a TranspositionTable,
    board: Board,
    nodes: u64,
    node_limit: Option<u64>,
    start: Instant,
    /// Past this, the search stops at once.
    hard: Option<Duration>,
    limits: &'a Limits,
    aborted: bool,
    killers: Vec<[Sq; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<Sq>>,
}

/// Searches a capture game's position for its side to move (see the module's notes).
pub(crate) fn think(
    tt: &TranspositionTable,
    options: Options,
    board: &Board,
    limits: &Limits,
    report: &mut dyn FnMut(&Report),
) -> SearchResult {
    let start = Instant::now();
    tt.new_search();
    let budget = limits.time.budget(board.empties());
    let mut depth_limit = limits
        .depth
        .unwrap_or(MAX_PLY as i32 - 8)
        .clamp(1, MAX_PLY as i32 - 8);
    if options.strength < 100 {
        depth_limit = depth_limit.min(1 + options.strength as i32 / 12);
    }
    let n = board.squares().iter().max().map_or(0, |&s| s as usize + 1);
    let mut s = Searcher {
        tt,
        board: board.clone(),
        nodes: 0,
        node_limit: limits.nodes,
        start,
        hard: budget.map(|b| b.maximum),
        limits,
        aborted: false,
        killers: vec![[0; 2]; MAX_PLY + 1],
        history: vec![0; 2 * n],
        pv: vec![Vec::new(); MAX_PLY + 2],
    };
    let excluded: Vec<Sq> = limits.exclude.iter().map(|&p| board.sq(p)).collect();
    let mut root = s.root_moves(&excluded);
    let mut result = SearchResult {
        best: root.first().map(|&m| board.point(m)),
        score: 0,
        depth: 0,
        pv: root
            .first()
            .map(|&m| vec![board.point(m)])
            .unwrap_or_default(),
        // The root is searched with a full window, so a move it keeps has its score.
        bound: Bound::Exact,
        proof: Proof::Unknown,
        nodes: 0,
        elapsed: Duration::ZERO,
        lines: Vec::new(),
    };
    if root.is_empty() || board.outcome().is_some() {
        result.elapsed = start.elapsed();
        return result;
    }
    for depth in 1..=depth_limit {
        let (score, best) = s.root(depth, &mut root);
        if s.aborted && depth > 1 {
            // An unfinished iteration counts where it has already found a better move.
            if best.is_none_or(|b| Some(board.point(b)) == result.best) {
                break;
            }
        }
        let Some(best) = best else { break };
        let mut line: Vec<Point> = vec![board.point(best)];
        line.extend(s.pv[1].iter().map(|&m| board.point(m)));
        result.best = Some(board.point(best));
        result.score = score;
        result.depth = depth;
        result.pv = line;
        report(&Report {
            depth,
            multipv: 1,
            score,
            bound: Bound::Exact,
            nodes: s.nodes,
            elapsed: start.elapsed(),
            pv: &result.pv,
        });
        if s.aborted || score.abs() >= WIN_MIN {
            break;
        }
        if budget.is_some_and(|b| start.elapsed() >= b.optimum / 2) {
            break;
        }
    }
    result.proof = Proof::of(result.score);
    result.nodes = s.nodes;
    result.elapsed = start.elapsed();
    result.lines = vec![Line {
        moves: result.pv.clone(),
        score: result.score,
        depth: result.depth,
        bound: Bound::Exact,
    }];
    result
}

fn stored(v: i32, ply: usize) -> i32 {
    if v >= WIN_MIN {
        v + ply as i32
    } else if v <= -WIN_MIN {
        v - ply as i32
    } else {
        v
    }
}

fn loaded(v: i32, ply: usize) -> i32 {
    if v >= WIN_MIN {
        v - ply as i32
    } else if v <= -WIN_MIN {
        v + ply as i32
    } else {
        v
    }
}

impl Searcher<'_> {
    fn out_of_budget(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(512) {
            let late = self.hard.is_some_and(|h| self.start.elapsed() >= h);
            let stopped = self.limits.stop.as_ref().is_some_and(|s| s.load(Relaxed));
            self.aborted = late || stopped;
        }
        self.aborted
    }

    fn key(&self) -> u64 {
        self.board.hash() ^ self.board.capture_key()
    }

    /// The root's legal moves, best-ordered first; the points near stones, or every legal
    /// point where none is near (an empty board, an opening area).
    fn root_moves(&mut self, excluded: &[Sq]) -> Vec<Sq> {
        let us = self.board.to_move();
        let mut all: Vec<Sq> = self
            .board
            .squares()
            .iter()
            .copied()
            .filter(|&s| self.board.is_empty(s) && !excluded.contains(&s))
            .collect();
        let near: Vec<Sq> = all
            .iter()
            .copied()
            .filter(|&s| self.board.is_near(s))
            .collect();
        if !near.is_empty() {
            all = near;
        } else {
            // Nearest the centre first.
            let c = Point::centre(self.board.size());
            all.sort_by_key(|&s| self.board.point(s).distance(c));
            all.truncate(24);
        }
        all.retain(|&s| self.board.is_legal(s, us));
        let mut scored: Vec<(i32, Sq)> = all
            .into_iter()
            .map(|s| (self.move_score(s, 0, None), s))
            .collect();
        scored.sort_by_key(|&(v, _)| -v);
        scored.into_iter().map(|(_, s)| s).collect()
    }

    fn root(&mut self, depth: i32, moves: &mut Vec<Sq>) -> (i32, Option<Sq>) {
        let (mut alpha, beta) = (-INF, INF);
        let mut best = None;
        let mut best_score = -INF;
        for i in 0..moves.len() {
            let m = moves[i];
            self.board.play(m);
            self.nodes += 1;
            let v = if i == 0 {
                -self.search(depth - 1, 1, -beta, -alpha)
            } else {
                let v = -self.search(depth - 1, 1, -alpha - 1, -alpha);
                if v > alpha && !self.aborted {
                    -self.search(depth - 1, 1, -beta, -alpha)
                } else {
                    v
                }
            };
            self.board.undo();
            if self.aborted {
                break;
            }
            if v > best_score {
                best_score = v;
                best = Some(m);
                self.pv[0] = std::iter::once(m).chain(self.pv[1].clone()).collect();
                if v > alpha {
                    alpha = v;
                }
                // The best move first in the next iteration.
                let m = moves.remove(i);
                moves.insert(0, m);
            }
        }
        if let Some(b) = best {
            self.pv[1] = self.pv[0][1..].to_vec();
            debug_assert_eq!(self.pv[0][0], b);
        }
        (best_score, best)
    }

    /// The result the last move settled, from the side to move's view at `ply`.
    fn settled(&self, ply: usize) -> Option<i32> {
        let o = self.board.outcome()?;
        Some(match o.winner {
            None => 0,
            Some(c) if c == self.board.to_move() => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
        })
    }

    fn search(&mut self, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.pv[ply].clear();
        if let Some(v) = self.settled(ply) {
            return v;
        }
        if self.out_of_budget() {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return CaptureEval.evaluate(&self.board);
        }
        let us = self.board.to_move();
        let them = us.opposite();
        let forced =
            self.board.count(them, Threat::Five) > 0 || self.board.unperfect_five() == Some(them);
        if depth <= 0 && (!forced || depth <= -QUIESCENCE_PLIES) {
            return self.quiet(ply);
        }
        let key = self.key();
        let entry = self.tt.probe(key);
        let mut tt_move = None;
        if let Some(e) = entry {
            tt_move = Some(e.mv).filter(|&m| m != 0 && self.board.is_empty(m));
            let v = loaded(e.value, ply);
            if e.depth >= depth && e.bound.settles(v, alpha, beta) {
                return v;
            }
        }
        let moves = self.moves(depth, ply, forced, tt_move);
        let alpha0 = alpha;
        let mut best_score = -INF;
        let mut best_move = 0;
        let mut tried = 0;
        for (i, &m) in moves.iter().enumerate() {
            if !self.board.is_legal(m, us) {
                continue;
            }
            tried += 1;
            let quiet = !forced
                && self.board.capture_count(m, us) == 0
                && self.board.threat(m, us) < Threat::Flex3
                && self.board.threat(m, them) < Threat::Block4;
            self.board.play(m);
            self.nodes += 1;
            // Late quiet moves a ply shallower, searched again at full depth if they
            // beat alpha.
            let reduce = i32::from(depth >= 3 && i >= 4 && quiet);
            let mut v;
            if tried == 1 {
                v = -self.search(depth - 1, ply + 1, -beta, -alpha);
            } else {
                v = -self.search(depth - 1 - reduce, ply + 1, -alpha - 1, -alpha);
                if v > alpha && !self.aborted && (reduce > 0 || v < beta) {
                    v = -self.search(depth - 1, ply + 1, -beta, -alpha);
                }
            }
            self.board.undo();
            if self.aborted {
                return 0;
            }
            if v > best_score {
                best_score = v;
                best_move = m;
                if v > alpha {
                    alpha = v;
                    let rest = self.pv[ply + 1].clone();
                    let line = &mut self.pv[ply];
                    line.clear();
                    line.push(m);
                    line.extend(rest);
                }
                if v >= beta {
                    let k = &mut self.killers[ply];
                    if k[0] != m {
                        k[1] = k[0];
                        k[0] = m;
                    }
                    self.history[m as usize * 2 + us.index()] += depth * depth;
                    break;
                }
            }
        }
        if tried == 0 {
            // No move left: under the restriction to defences every move loses; with no
            // legal point at all the game is drawn.
            return if forced { self.forced_loss(ply) } else { 0 };
        }
        self.tt.store(
            key,
            Entry {
                mv: best_move,
                value: stored(best_score, ply),
                eval: 0,
                depth,
                bound: Bound::of(best_score, alpha0, beta),
            },
        );
        best_score
    }

    /// Where no defence was generated: any legal move, played, settles the result.
    fn forced_loss(&mut self, ply: usize) -> i32 {
        let us = self.board.to_move();
        let squares = self.board.squares().to_vec();
        let any = squares
            .into_iter()
            .find(|&s| self.board.is_empty(s) && self.board.is_legal(s, us));
        let Some(m) = any else { return 0 };
        self.board.play(m);
        let v = self.settled(ply + 1).map_or(0, |v| -v);
        self.board.undo();
        v
    }

    /// The position's value past the horizon: a win on the next move where there is one,
    /// else the evaluation.
    fn quiet(&mut self, ply: usize) -> i32 {
        let us = self.board.to_move();
        if let Some(v) = self.win_now(ply, us) {
            return v;
        }
        CaptureEval.evaluate(&self.board)
    }

    /// A move that wins at once for the side to move: a five that stands, or a winning
    /// capture that does not draw.
    fn win_now(&mut self, ply: usize, us: Color) -> Option<i32> {
        let goal = self.board.capture_goal().map(u32::from);
        let have = u32::from(self.board.captured(us));
        let candidates: Vec<Sq> = self
            .board
            .points_with(us, Threat::Five)
            .chain(
                self.board
                    .squares()
                    .iter()
                    .copied()
                    .filter(|&s| self.board.is_empty(s) && self.board.is_near(s))
                    .filter(|&s| {
                        goal.is_some_and(|g| {
                            let c = self.board.capture_count(s, us);
                            c > 0 && have + c >= g
                        })
                    }),
            )
            .collect();
        for s in candidates {
            if !self.board.is_legal(s, us) {
                continue;
            }
            self.board.play(s);
            let won = self.board.outcome().is_some_and(|o| o.winner == Some(us));
            self.board.undo();
            if won {
                return Some(WIN - ply as i32 - 1);
            }
        }
        None
    }

    /// The order a move is tried in: what it wins, blocks or takes first.
    fn move_score(&self, s: Sq, ply: usize, tt_move: Option<Sq>) -> i32 {
        let b = &self.board;
        let us = b.to_move();
        let them = us.opposite();
        if Some(s) == tt_move {
            return i32::MAX;
        }
        let (tu, tt) = (b.threat(s, us), b.threat(s, them));
        let take = b.capture_count(s, us) as i32;
        let lose = b.capture_count(s, them) as i32;
        let mut v = 0;
        if tu == Threat::Five {
            v += 1_000_000;
        }
        if take > 0
            && b.capture_goal()
                .is_some_and(|g| i32::from(b.captured(us)) + take >= i32::from(g))
        {
            v += 900_000;
        }
        if tt == Threat::Five {
            v += 500_000;
        }
        v += take * 3_000 + lose * 1_500;
        v += tu as i32 * 1_000 + tt as i32 * 700;
        if self.killers[ply].contains(&s) {
            v += 5_000;
        }
        v += self.history[s as usize * 2 + us.index()].min(4_000);
        v + b.value(s, us) / 4 + b.value(s, them) / 8
    }

    /// The moves of an inner node, best first, cut to the width of its depth; where
    /// `forced`, only the defences.
    fn moves(&self, depth: i32, ply: usize, forced: bool, tt_move: Option<Sq>) -> Vec<Sq> {
        let b = &self.board;
        let us = b.to_move();
        let them = us.opposite();
        let must_capture = b.unperfect_five() == Some(them);
        let mut scored: Vec<(i32, Sq)> = b
            .squares()
            .iter()
            .copied()
            .filter(|&s| b.is_empty(s) && b.is_near(s))
            .filter(|&s| {
                !forced
                    || b.capture_count(s, us) > 0
                    || (!must_capture && b.threat(s, them) == Threat::Five)
                    || b.threat(s, us) == Threat::Five
            })
            .map(|s| (self.move_score(s, ply, tt_move), s))
            .collect();
        scored.sort_by_key(|&(v, _)| -v);
        if !forced {
            scored.truncate(WIDTH[depth.clamp(0, 3) as usize]);
        }
        scored.into_iter().map(|(_, s)| s).collect()
    }
}
