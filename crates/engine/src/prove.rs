//! Proven lines to the five: a win the threat search proves, played out move by move
//! with the defender's best delaying replies, so that a line shown to a user can be
//! played to its end.
//!
//! The threat search ([`ThreatSearch`]) proves a win, but the line it returns follows the
//! first defence it refuted, not the one that holds out longest, and the main search's
//! principal variation stops where its score was settled (at an open four, a four-three,
//! two fours). [`Prover::line_to_five`] starts from any position where one side has a
//! proven win and, at the attacker's turns, takes the first move of a shortest win it
//! can find; at the defender's turns, the defence after which the attacker's win is
//! longest. Every search has the same node limit, so a line is the same on every
//! machine.

use crate::board::{Board, Sq};
use crate::pattern::Threat;
use crate::search::MAX_PLY;
use crate::vcf::{any_legal, ThreatSearch};
use pearls_rules::Color;
use std::time::Instant;

/// Nodes each threat search may spend when the engine plays a proven line out to the
/// five after a search, and in all: the search's own limits do not cover it.
pub const COMPLETION_NODES: u64 = 20_000;
pub const COMPLETION_BUDGET: u64 = 200_000;

/// How a win was proven.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A five to make now.
    Five,
    /// Continuous fours.
    Vcf,
    /// Fours and threes.
    Vct,
}

/// A proven win for the side to move: the line to the five as the threat search found
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proven {
    pub line: Vec<Sq>,
    pub kind: Kind,
}

/// The defender's answer to an attacker's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Defence {
    /// Every defence loses; `reply` delays the five longest, `others` are the remaining
    /// defences (all refuted too).
    Loses { reply: Sq, others: Vec<Sq> },
    /// After this reply the solver proves no win for the attacker.
    Holds(Sq),
    /// The defender has no legal move.
    None,
}

/// A threat-space solver with fixed limits, and what it spent.
pub struct Prover {
    ts: ThreatSearch,
    nodes: u64,
    depth: u8,
    effort: u64,
    max_effort: u64,
    deadline: Option<Instant>,
}

impl Prover {
    /// Nodes a single threat search may visit, by default.
    pub const NODES: u64 = 200_000;
    /// Attacking moves of threes and fours a VCT may use, by default.
    pub const DEPTH: u8 = 12;

    /// A solver whose every search visits at most `nodes` nodes and whose VCTs use at
    /// most `depth` attacking moves.
    pub fn new(nodes: u64, depth: u8) -> Prover {
        Prover {
            ts: ThreatSearch::new(18),
            nodes,
            depth,
            effort: 0,
            max_effort: u64::MAX,
            deadline: None,
        }
    }

    /// Gives up (as unproven) once this many nodes have been spent in all, so that a
    /// caller on a clock has a bound.
    pub fn with_budget(mut self, max_effort: u64) -> Prover {
        self.max_effort = max_effort;
        self
    }

    /// Gives up (as unproven) at `deadline`, so that a caller on a clock keeps to it.
    pub fn with_deadline(mut self, deadline: Option<Instant>) -> Prover {
        self.ts.set_deadline(deadline);
        self.deadline = deadline;
        self
    }

    /// Nodes spent since the last [`Prover::take_effort`].
    pub fn effort(&self) -> u64 {
        self.effort
    }

    /// Nodes spent since the last call, resetting the count.
    pub fn take_effort(&mut self) -> u64 {
        std::mem::take(&mut self.effort)
    }

    fn spent(&mut self) -> bool {
        self.effort += self.ts.nodes();
        self.effort > self.max_effort || self.late()
    }

    /// Past the deadline: the many small searches of a defence's replies are each too
    /// short to read the clock themselves.
    fn late(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// A win for the side to move: a five, else the shortest VCF found, else a VCT of
    /// the fewest attacking moves found by deepening.
    pub fn win(&mut self, board: &mut Board) -> Option<Proven> {
        let us = board.to_move();
        if let Some(s) = board.points_with(us, Threat::Five).next() {
            return Some(Proven {
                line: vec![s],
                kind: Kind::Five,
            });
        }
        if self.effort > self.max_effort || self.late() {
            return None;
        }
        let vcf = self.ts.shortest_vcf(board, self.nodes);
        if self.spent() {
            return None;
        }
        if let Some(line) = vcf {
            return Some(Proven {
                line,
                kind: Kind::Vcf,
            });
        }
        let mut d = 1;
        while d <= self.depth {
            let vct = self.ts.vct(board, self.nodes, d);
            if self.spent() {
                return None;
            }
            if let Some(line) = vct {
                return Some(Proven {
                    line,
                    kind: Kind::Vct,
                });
            }
            // Out of nodes at this depth: one try at the full depth, whose different
            // order may still find a win, and no more.
            d = if self.ts.aborted() && d < self.depth {
                self.depth
            } else {
                d + 1
            };
        }
        None
    }

    /// Whether the side to move has a proven win: as [`Prover::win`], but one VCT at the
    /// full depth rather than the shortest, which costs less where there is none.
    pub fn wins(&mut self, board: &mut Board) -> bool {
        let us = board.to_move();
        if board.count(us, Threat::Five) > 0 {
            return true;
        }
        if self.effort > self.max_effort {
            return false;
        }
        let vcf = self.ts.vcf(board, self.nodes).is_some();
        if self.spent() {
            return false;
        }
        if vcf {
            return true;
        }
        let vct = self.ts.vct(board, self.nodes, self.depth).is_some();
        self.effort += self.ts.nodes();
        vct
    }

    /// Whether the side that just moved has a proven win against every defence (the
    /// defender to move). Its last move must have made a four or a three.
    pub fn wins_after(&mut self, board: &mut Board) -> bool {
        if board.count(board.to_move(), Threat::Five) > 0 {
            return false;
        }
        if self.effort > self.max_effort {
            return false;
        }
        let r = self.ts.vct_reply(board, self.nodes, self.depth);
        self.effort += self.ts.nodes();
        r.is_some()
    }

    /// As [`Prover::wins_after`], and where that search ran out of nodes, again at each
    /// smaller depth, whose smaller trees may finish: a proof found at any is a proof.
    pub fn wins_after_deepening(&mut self, board: &mut Board) -> bool {
        if self.wins_after(board) {
            return true;
        }
        if !self.ts.aborted() {
            return false;
        }
        for d in 1..self.depth {
            if self.effort > self.max_effort {
                return false;
            }
            let r = self.ts.vct_reply(board, self.nodes, d);
            self.effort += self.ts.nodes();
            if r.is_some() {
                return true;
            }
        }
        false
    }

    /// The defender's moves a proof must refute, the defender to move: the block of a
    /// five (any move where black may not block), else against a three the points that
    /// stop it and the defender's own fours, else every legal move. A defender who can
    /// make a five has only that move.
    pub fn defences(board: &mut Board) -> Vec<Sq> {
        let def = board.to_move();
        let att = def.opposite();
        if let Some(s) = board.points_with(def, Threat::Five).next() {
            return vec![s];
        }
        let mut v: Vec<Sq> = if board.count(att, Threat::Five) > 0 {
            board.points_with(att, Threat::Five).collect()
        } else if board.count_at_least(att, Threat::Flex4) > 0 {
            board
                .squares()
                .iter()
                .copied()
                .filter(|&s| {
                    board.is_empty(s)
                        && (board.threat(s, att) >= Threat::Block4
                            || board.threat(s, def).is_four())
                })
                .collect()
        } else {
            board
                .squares()
                .iter()
                .copied()
                .filter(|&s| board.is_empty(s))
                .collect()
        };
        v.retain(|&s| board.is_legal(s, def));
        if v.is_empty() {
            v.extend(any_legal(board, def, &[]));
        }
        v
    }

    /// The defender's best reply, the defender to move: the defence after which the
    /// attacker's proven win is longest (the first such in board order).
    pub fn best_defence(&mut self, board: &mut Board) -> Defence {
        let candidates = Self::defences(board);
        let def = board.to_move();
        if candidates.len() == 1 {
            let q = candidates[0];
            if board.threat(q, def) == Threat::Five {
                return Defence::Holds(q);
            }
            // A lone defence needs no comparison, only the proof that it loses.
            board.play(q);
            let won = self.win(board).is_some();
            board.undo();
            return if won {
                Defence::Loses {
                    reply: q,
                    others: Vec::new(),
                }
            } else {
                Defence::Holds(q)
            };
        }
        let mut best: Option<(usize, Sq)> = None;
        for &q in &candidates {
            board.play(q);
            let w = self.win(board);
            board.undo();
            match w {
                None => return Defence::Holds(q),
                Some(w) => {
                    if best.is_none_or(|(n, _)| w.line.len() > n) {
                        best = Some((w.line.len(), q));
                    }
                }
            }
        }
        match best {
            Some((_, reply)) => Defence::Loses {
                reply,
                others: candidates.into_iter().filter(|&q| q != reply).collect(),
            },
            None => Defence::None,
        }
    }

    /// The line from this position to `winner`'s five, `winner`'s moves from proven wins
    /// and the defender's from [`Prover::best_defence`]; `None` where a win cannot be
    /// proven at some point of it. The board is left as it was.
    pub fn line_to_five(&mut self, board: &mut Board, winner: Color) -> Option<Vec<Sq>> {
        let mut line = Vec::new();
        let done = self.extend(board, winner, &mut line);
        for _ in 0..line.len() {
            board.undo();
        }
        done.then_some(line)
    }

    fn extend(&mut self, board: &mut Board, winner: Color, line: &mut Vec<Sq>) -> bool {
        while line.len() < 2 * MAX_PLY && board.empties() > 0 {
            if board.to_move() == winner {
                let Some(w) = self.win(board) else {
                    return false;
                };
                let s = w.line[0];
                let five = board.threat(s, winner) == Threat::Five;
                board.play(s);
                line.push(s);
                if five {
                    return true;
                }
            } else {
                let Defence::Loses { reply, .. } = self.best_defence(board) else {
                    return false;
                };
                board.play(reply);
                line.push(reply);
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;

    fn board(rule: Rule, moves: &str) -> Board {
        let mut b = Board::new(15, rule);
        let n = pearls_rules::Notation::new(15);
        for t in moves.split_whitespace() {
            let s = b.sq(n.parse_point(t).unwrap());
            b.play(s);
        }
        b
    }

    fn names(b: &Board, line: &[Sq]) -> Vec<String> {
        line.iter().map(|&s| b.point(s).to_string()).collect()
    }

    #[test]
    fn an_open_three_is_played_to_the_five_with_a_block_between() {
        // Black's open three h8 i8 j8, white's stones scattered where they make nothing.
        let mut b = board(Rule::Freestyle, "h8 a1 i8 a15 j8 o1");
        let line = Prover::new(Prover::NODES, Prover::DEPTH)
            .line_to_five(&mut b, Color::Black)
            .expect("a proven win");
        assert_eq!(line.len(), 3, "{:?}", names(&b, &line));
        // The board is as it was, and the line is a four, a block, a five.
        assert_eq!(b.stone_count(), 6);
        assert_eq!(b.threat(line[0], Color::Black), Threat::Flex4);
        b.play(line[0]);
        b.play(line[1]);
        assert_eq!(b.threat(line[2], Color::Black), Threat::Five);
    }

    #[test]
    fn no_line_where_nothing_is_proven() {
        let mut b = board(Rule::Freestyle, "h8 i9");
        let mut p = Prover::new(10_000, 4);
        assert!(p.line_to_five(&mut b, Color::Black).is_none());
        assert!(p.effort() > 0);
    }

    #[test]
    fn a_defender_with_a_five_holds() {
        // White has a four a1-a4 open at a5; black's open three does not matter.
        let mut b = board(Rule::Freestyle, "h8 a1 i8 a2 j8 a3 o15 a4");
        b.play(b.sq_at(6, 7).unwrap());
        assert!(!Prover::new(10_000, 4).wins_after(&mut b));
        assert_eq!(Prover::defences(&mut b).len(), 1);
    }
}
