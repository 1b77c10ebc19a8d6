//! Threat-space search for the side to move: VCF (victory by continuous fours) and VCT
//! (victory by continuous threats: fours and threes).
//!
//! Renju is respected both ways: black's fours and threes must be allowed moves, and a
//! four whose only defence is a point forbidden for black wins for white. A point where
//! black's defence would be forbidden is simply not a defence.
//!
//! A found line runs from the attacker's first move to its five. Where black cannot block
//! a white four, the line shows some other black move before white's five.

use crate::board::{Board, Sq};
use crate::pattern::Threat;
use pearls_rules::Color;
use std::time::Instant;

/// Positions known to fail, direct-mapped and stamped with the search they belong to, so
/// that a new search needs no clearing.
struct FailTable {
    entries: Vec<(u64, u32)>,
    mask: usize,
}

impl FailTable {
    fn new(bits: u32) -> FailTable {
        FailTable {
            entries: vec![(0, 0); 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// Known to fail at `depth` or less (depth 255: unbounded, for VCF).
    #[inline]
    fn failed(&self, key: u64, stamp: u32, depth: u8) -> bool {
        let (k, v) = self.entries[key as usize & self.mask];
        k == key && v >> 8 == stamp && (v & 0xFF) as u8 >= depth
    }

    #[inline]
    fn mark(&mut self, key: u64, stamp: u32, depth: u8) {
        self.entries[key as usize & self.mask] = (key, (stamp << 8) | depth as u32);
    }
}

/// Distinguishes VCT entries from VCF entries of the same position.
const VCT_SALT: u64 = 0x7654_3210_FEDC_BA98;

pub struct ThreatSearch {
    fails: FailTable,
    stamp: u32,
    nodes: u64,
    limit: u64,
    deadline: Option<Instant>,
    aborted: bool,
    line: Vec<Sq>,
}

impl ThreatSearch {
    /// A solver whose table of failed positions has 2^bits entries.
    pub fn new(bits: u32) -> ThreatSearch {
        ThreatSearch {
            fails: FailTable::new(bits),
            stamp: 0,
            nodes: 0,
            limit: 0,
            deadline: None,
            aborted: false,
            line: Vec::new(),
        }
    }

    /// Searches after this give up as if out of nodes; `None` lifts the deadline.
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last search ran out of nodes (a failure then proves nothing).
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    fn begin(&mut self, max_nodes: u64) {
        self.stamp = (self.stamp + 1) & 0x00FF_FFFF;
        if self.stamp == 0 {
            self.stamp = 1;
            self.fails.entries.iter_mut().for_each(|e| *e = (0, 0));
        }
        self.nodes = 0;
        self.limit = max_nodes;
        self.aborted = false;
        self.line.clear();
    }

    /// A win by continuous fours for the side to move, as the line of moves to the five.
    pub fn vcf(&mut self, board: &mut Board, max_nodes: u64) -> Option<Vec<Sq>> {
        self.begin(max_nodes);
        self.attack(board, u8::MAX).then(|| self.line.clone())
    }

    /// As [`ThreatSearch::vcf`], trying short lines first: most wins are found at
    /// little extra cost, and the line shown is not a detour around the board.
    pub fn shortest_vcf(&mut self, board: &mut Board, max_nodes: u64) -> Option<Vec<Sq>> {
        // One stamp for all rounds: a failure within n fours holds for fewer.
        self.begin(max_nodes);
        for fours in [4u8, 8, 14, 24, u8::MAX] {
            self.line.clear();
            if self.attack(board, fours) {
                return Some(self.line.clone());
            }
            if self.aborted {
                break;
            }
        }
        None
    }

    /// A win by continuous fours and threes within `depth` attacking moves.
    pub fn vct(&mut self, board: &mut Board, max_nodes: u64, depth: u8) -> Option<Vec<Sq>> {
        self.begin(max_nodes);
        self.vct_attack(board, depth).then(|| self.line.clone())
    }

    /// After the attacker's move, with the defender to move: a win against every defence
    /// within `depth` more attacking moves, as the line from the defender's reply to the
    /// five. The attacker's last move must have made a four or a three; a defender who
    /// can make a five at once is not beaten.
    pub fn vct_reply(&mut self, board: &mut Board, max_nodes: u64, depth: u8) -> Option<Vec<Sq>> {
        self.begin(max_nodes);
        let def = board.to_move();
        if board.count(def, Threat::Five) > 0 {
            return None;
        }
        self.follow_threat(board, def.opposite(), depth)
            .then(|| self.line.clone())
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        // The clock is read rarely: it costs more than a node.
        if self.nodes > self.limit
            || (self.nodes.is_multiple_of(1024)
                && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The single point where the opponent threatens five, if there is exactly one;
    /// `Err` when there are two or more.
    fn their_five(board: &Board, them: Color) -> Result<Option<Sq>, ()> {
        if board.count(them, Threat::Five) == 0 {
            return Ok(None);
        }
        let mut it = board.points_with(them, Threat::Five);
        let s = it.next();
        if it.next().is_some() {
            return Err(());
        }
        Ok(s)
    }

    /// The attacker's fours, most promising first.
    fn fours(board: &mut Board, us: Color) -> Vec<Sq> {
        let last = board.own_last_move();
        let mut v: Vec<(i32, Sq)> = board
            .points_with(us, Threat::Block4)
            .map(|s| {
                let near = last.map_or(0, |l| {
                    8 - board.point(s).distance(board.point(l)).min(8) as i32
                });
                (board.threat(s, us) as i32 * 16 + near, s)
            })
            .collect();
        v.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
        v.into_iter()
            .map(|(_, s)| s)
            .filter(|&s| board.is_legal(s, us))
            .collect()
    }

    /// Continuous fours, at most `fours` of them (`u8::MAX`: no limit).
    fn attack(&mut self, board: &mut Board, fours: u8) -> bool {
        if self.tick() {
            return false;
        }
        let us = board.to_move();
        let them = us.opposite();
        if board.count(us, Threat::Five) > 0 {
            let s = board.points_with(us, Threat::Five).next().expect("counted");
            self.line.push(s);
            return true;
        }
        if fours == 0 {
            return false;
        }
        let key = board.hash();
        if self.fails.failed(key, self.stamp, fours) {
            return false;
        }
        let moves = match Self::their_five(board, them) {
            Err(()) => Vec::new(),
            Ok(Some(s)) => {
                if board.threat(s, us).is_four() && board.is_legal(s, us) {
                    vec![s]
                } else {
                    Vec::new()
                }
            }
            Ok(None) => Self::fours(board, us),
        };
        for s in moves {
            board.play(s);
            self.line.push(s);
            let next = if fours == u8::MAX { fours } else { fours - 1 };
            if self.block_four(board, |me, b| me.attack(b, next)) {
                board.undo();
                return true;
            }
            self.line.pop();
            board.undo();
            if self.aborted {
                return false;
            }
        }
        if !self.aborted {
            self.fails.mark(key, self.stamp, fours);
        }
        false
    }

    /// The defender answers a four (its only sensible move), then `next` attacks again.
    fn block_four(
        &mut self,
        board: &mut Board,
        next: impl FnOnce(&mut Self, &mut Board) -> bool,
    ) -> bool {
        let def = board.to_move();
        let att = def.opposite();
        let fives: Vec<Sq> = board.points_with(att, Threat::Five).collect();
        let reply = match fives.iter().copied().find(|&q| board.is_legal(q, def)) {
            Some(q) => q,
            // Black cannot block: any other move, and the five follows.
            None => match any_legal(board, def, &fives) {
                Some(q) => q,
                None => return false,
            },
        };
        board.play(reply);
        self.line.push(reply);
        let won = next(self, board);
        if !won {
            self.line.pop();
        }
        board.undo();
        won
    }

    fn vct_attack(&mut self, board: &mut Board, depth: u8) -> bool {
        let start = self.line.len();
        if self.attack(board, u8::MAX) {
            return true;
        }
        self.line.truncate(start);
        if depth == 0 || self.aborted {
            return false;
        }
        let us = board.to_move();
        let them = us.opposite();
        match Self::their_five(board, them) {
            Err(()) => return false,
            Ok(Some(s)) => {
                // The block is forced; a three made before it still stands.
                if !board.is_legal(s, us) || self.tick() {
                    return false;
                }
                board.play(s);
                self.line.push(s);
                let won = self.follow_threat(board, us, depth - 1);
                board.undo();
                if !won {
                    self.line.truncate(start);
                }
                return won;
            }
            Ok(None) => {}
        }
        let key = board.hash() ^ VCT_SALT;
        if self.fails.failed(key, self.stamp, depth) {
            return false;
        }
        // Against an open three only fours keep the initiative.
        let least = if board.count_at_least(them, Threat::Flex4) > 0 {
            Threat::Block4
        } else {
            Threat::Flex3
        };
        let mut moves: Vec<(i32, Sq)> = board
            .points_with(us, least)
            .map(|s| (board.threat(s, us) as i32, s))
            .collect();
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
        for (_, s) in moves {
            if self.tick() {
                return false;
            }
            if !board.is_legal(s, us) {
                continue;
            }
            board.play(s);
            self.line.push(s);
            let won = self.follow_threat(board, us, depth - 1);
            board.undo();
            if won {
                return true;
            }
            self.line.truncate(start);
            if self.aborted {
                return false;
            }
        }
        if !self.aborted {
            self.fails.mark(key, self.stamp, depth);
        }
        false
    }

    /// The defender's turn after an attacker's move: a four must be blocked, a three
    /// defended; anything less is no threat.
    fn follow_threat(&mut self, board: &mut Board, att: Color, depth: u8) -> bool {
        if board.count(att, Threat::Five) > 0 {
            self.block_four(board, |me, b| me.vct_attack(b, depth))
        } else if board.count_at_least(att, Threat::Flex4) > 0 {
            self.answer_three(board, depth)
        } else {
            false
        }
    }

    /// The attacker just made a three: every defence must lose.
    fn answer_three(&mut self, board: &mut Board, depth: u8) -> bool {
        let def = board.to_move();
        let att = def.opposite();
        // Black's three is real only if a straight four can follow on an allowed point.
        if !board
            .points_with(att, Threat::Flex4)
            .collect::<Vec<_>>()
            .into_iter()
            .any(|s| board.is_legal(s, att))
        {
            return false;
        }
        // The defender may win first with fours of its own.
        let mark = self.line.len();
        if self.attack(board, u8::MAX) {
            self.line.truncate(mark);
            return false;
        }
        self.line.truncate(mark);
        if self.aborted {
            return false;
        }
        let mut defences = three_defences(board);
        if defences.is_empty() {
            // Nothing stops the straight four; the defender plays anywhere.
            defences.extend(any_legal(board, def, &[]));
        }
        let mut principal: Option<Vec<Sq>> = None;
        for q in defences {
            board.play(q);
            let won = self.vct_attack(board, depth);
            board.undo();
            if !won {
                self.line.truncate(mark);
                return false;
            }
            let sub: Vec<Sq> = self.line.drain(mark..).collect();
            if principal.is_none() {
                let mut v = vec![q];
                v.extend(sub);
                principal = Some(v);
            }
        }
        match principal {
            Some(v) => {
                self.line.extend(v);
                true
            }
            None => false,
        }
    }
}

/// A legal move for `color` outside `avoid`, nearest the last move.
/// The answers to a three of the side that just moved: the points that would stop its
/// four, and the side to move's own fours, each legal for the side to move.
pub fn three_defences(board: &mut Board) -> Vec<Sq> {
    let def = board.to_move();
    let att = def.opposite();
    let mut defences: Vec<Sq> = board
        .squares()
        .iter()
        .copied()
        .filter(|&s| {
            board.is_empty(s)
                && (board.threat(s, att) >= Threat::Block4 || board.threat(s, def).is_four())
        })
        .collect();
    defences.retain(|&s| board.is_legal(s, def));
    defences
}

pub(crate) fn any_legal(board: &mut Board, color: Color, avoid: &[Sq]) -> Option<Sq> {
    let last = board.last_move().map(|s| board.point(s));
    let mut v: Vec<Sq> = board
        .squares()
        .iter()
        .copied()
        .filter(|&s| board.is_empty(s) && !avoid.contains(&s))
        .collect();
    if let Some(l) = last {
        v.sort_by_key(|&s| board.point(s).distance(l));
    }
    v.into_iter().find(|&s| board.is_legal(s, color))
}
