//! Move generation and ordering. Ordinary positions consider the empty points within two
//! of a stone; when the opponent threatens an open four, only the points that stop it and
//! the side to move's own fours are worth a look.

use crate::board::{Board, Sq};
use crate::params;
use crate::pattern::Threat;
use pearls_rules::{Color, Point};

/// Which moves to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every point near a stone.
    All,
    /// The opponent has an open three (or better than a single four): points that
    /// answer it, and own fours.
    Defend,
}

/// The ordering score of a point from its shapes for both colours.
#[inline]
pub fn shape_score(board: &Board, s: Sq, us: Color) -> i32 {
    let them = us.opposite();
    let mut v = params::ATTACK_ORDER[board.threat(s, us) as usize]
        + params::DEFEND_ORDER[board.threat(s, them) as usize];
    for d in 0..4 {
        v += params::LINE_ORDER[board.pattern(s, us, d) as usize]
            + params::LINE_ORDER[board.pattern(s, them, d) as usize];
    }
    v
}

/// Whether a move neither makes nor stops a three or better.
#[inline]
pub fn is_quiet(board: &Board, s: Sq, us: Color) -> bool {
    board.threat(s, us) < Threat::Flex3 && board.threat(s, us.opposite()) < Threat::Flex3
}

/// The scope the position calls for.
pub fn scope(board: &Board) -> Scope {
    if board.count_at_least(board.to_move().opposite(), Threat::Flex4) > 0 {
        Scope::Defend
    } else {
        Scope::All
    }
}

/// Candidate moves with their shape scores, unsorted. Points certainly forbidden for
/// black are left out; a possible double-three is the caller's to test.
pub fn generate(board: &Board, scope: Scope, out: &mut Vec<(Sq, i32)>) {
    out.clear();
    let us = board.to_move();
    let them = us.opposite();
    if board.empties() == board.squares().len() {
        out.push((board.sq(Point::centre(board.size())), 0));
        return;
    }
    for &s in board.squares() {
        if !board.is_empty(s) || board.threat(s, us) == Threat::Forbidden {
            continue;
        }
        let take = match scope {
            Scope::All => board.is_near(s),
            Scope::Defend => {
                board.threat(s, them) >= Threat::Block4 || board.threat(s, us).is_four()
            }
        };
        if take {
            out.push((s, shape_score(board, s, us)));
        }
    }
    if out.is_empty() && scope == Scope::All {
        // Only blockers or far stones: any empty point will do.
        out.extend(
            board
                .squares()
                .iter()
                .filter(|&&s| board.is_empty(s) && board.threat(s, us) != Threat::Forbidden)
                .map(|&s| (s, 0)),
        );
    }
}

/// Moves the best remaining entry of `moves[from..]` to `from` (a selection sort that
/// stops early when a cut-off comes).
#[inline]
pub fn pick(moves: &mut [(Sq, i32)], from: usize) -> Sq {
    let mut best = from;
    for i in from + 1..moves.len() {
        if moves[i].1 > moves[best].1 {
            best = i;
        }
    }
    moves.swap(from, best);
    moves[from].0
}
