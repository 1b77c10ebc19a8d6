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
    /// The opponent has a point that makes a four and an open three at once: the points
    /// after which no such point is left, and own fours.
    DefendFourThree,
}

/// The ordering score of a point: its shapes' part, and where the rule asks for it (see
/// `params::orders_by_value`) what the evaluation's table says the point is worth to each
/// colour: the learned values rank the many quiet points that the threat classes leave
/// level.
#[inline]
pub fn shape_score(board: &Board, s: Sq, us: Color) -> i32 {
    let v = shapes_part(board, s, us);
    if params::orders_by_value(board.rule()) {
        v + board.value(s, us) + board.value(s, us.opposite())
    } else {
        v
    }
}

/// The part of the ordering score that the shapes for both colours give, the same under
/// every rule.
#[inline]
fn shapes_part(board: &Board, s: Sq, us: Color) -> i32 {
    let them = us.opposite();
    let mut v = params::ATTACK_ORDER[board.threat(s, us) as usize]
        + params::DEFEND_ORDER[board.threat(s, them) as usize];
    for d in 0..4 {
        v += params::LINE_ORDER[board.pattern(s, us, d) as usize]
            + params::LINE_ORDER[board.pattern(s, them, d) as usize];
    }
    v
}

/// Whether a move neither makes a three or better nor takes a point where the opponent
/// would make two threes or a four. Taking the point of a single open three the opponent
/// could make is an ordinary positional move: most points near a two are such points, and
/// reading them all in full kept the search shallow.
#[inline]
pub fn is_quiet(board: &Board, s: Sq, us: Color) -> bool {
    board.threat(s, us) < Threat::Flex3 && board.threat(s, us.opposite()) < Threat::Flex3x2
}

/// Plies added to a quiet move's late move reduction by its shape: one fewer for a move
/// that makes two twos or a three-in-waiting or takes the opponent's open-three point,
/// one more for a move that makes or stops no more than a two.
#[inline]
pub fn reduction_shift(board: &Board, s: Sq, us: Color) -> i32 {
    let own = board.threat(s, us);
    let their = board.threat(s, us.opposite());
    if own >= Threat::Flex2x2 || their >= Threat::Flex3 {
        -1
    } else if own < Threat::Block3 && their < Threat::Block3 {
        1
    } else {
        0
    }
}

/// The scope the position calls for.
pub fn scope(board: &Board) -> Scope {
    let them = board.to_move().opposite();
    if board.count_at_least(them, Threat::Flex4) > 0 {
        Scope::Defend
    } else if board.count(them, Threat::Block4Flex3) > 0 {
        Scope::DefendFourThree
    } else {
        Scope::All
    }
}

/// Candidate moves with their shape scores, unsorted. Points certainly forbidden for
/// black are left out; a possible double-three is the caller's to test.
pub fn generate(board: &mut Board, scope: Scope, out: &mut Vec<(Sq, i32)>) {
    out.clear();
    let us = board.to_move();
    let them = us.opposite();
    if board.empties() == board.squares().len() {
        out.push((board.sq(Point::centre(board.size())), 0));
        return;
    }
    if scope == Scope::DefendFourThree {
        four_three_defences(board, out);
        if !out.is_empty() {
            return;
        }
        // No defence and no four: every move loses, and any will do.
        return generate(board, Scope::All, out);
    }
    for &s in board.squares() {
        if !board.is_empty(s) || board.threat(s, us) == Threat::Forbidden {
            continue;
        }
        let take = match scope {
            Scope::All | Scope::DefendFourThree => board.is_near(s),
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

/// Own fours, and the points on the lines through the opponent's four-three points after
/// which the opponent has none left. A four-three wins unless it is stopped before it is
/// played, and only a stone on one of its lines (or on the point itself) can stop it.
fn four_three_defences(board: &mut Board, out: &mut Vec<(Sq, i32)>) {
    let us = board.to_move();
    let them = us.opposite();
    let targets: Vec<Sq> = board.points_with(them, Threat::Block4Flex3).collect();
    let mut candidates: Vec<Sq> = Vec::new();
    for &t in &targets {
        candidates.push(t);
        for d in 0..4 {
            for k in (-4..=4).filter(|&k| k != 0) {
                let c = board.step(t, d, k);
                if board.is_empty(c) && !candidates.contains(&c) {
                    candidates.push(c);
                }
            }
        }
    }
    for c in candidates {
        if board.threat(c, us) == Threat::Forbidden
            || board.threat(c, us).is_four()
            || !board.is_legal(c, us)
        {
            continue;
        }
        board.play(c);
        let stopped = board.count(them, Threat::Block4Flex3) == 0;
        board.undo();
        if stopped {
            out.push((c, shape_score(board, c, us)));
        }
    }
    for &s in board.squares() {
        if board.is_empty(s) && board.threat(s, us).is_four() {
            out.push((s, shape_score(board, s, us)));
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;
    use pearls_rules::{Move, Notation};

    fn board(moves: &str) -> Board {
        board_under(Rule::Freestyle, moves)
    }

    fn board_under(rule: Rule, moves: &str) -> Board {
        let mut b = Board::new(15, rule);
        for m in Notation::new(15).parse_moves(moves).unwrap() {
            match m {
                Move::Place(p) => {
                    let s = b.sq(p);
                    b.play(s)
                }
                Move::Pass => b.pass(),
            }
        }
        b
    }

    #[test]
    fn shapes_shift_the_reduction_of_quiet_moves() {
        let b = board("h8 a1 j10 a3");
        let at = |p: &str| b.sq(Notation::new(15).parse_point(p).unwrap());
        let us = Color::Black;
        // j8 makes two twos, with h8 and with j10: read deeper.
        assert_eq!(b.threat(at("j8"), us), Threat::Flex2x2);
        assert!(is_quiet(&b, at("j8"), us));
        assert_eq!(reduction_shift(&b, at("j8"), us), -1);
        // A lone point makes nothing: read shallower.
        assert_eq!(reduction_shift(&b, at("m3"), us), 1);
        // So does a plain two.
        assert_eq!(b.threat(at("h7"), us), Threat::Flex2);
        assert_eq!(reduction_shift(&b, at("h7"), us), 1);
    }

    #[test]
    fn renju_orders_by_the_table_values_too() {
        let moves = "h8 h9 j8 g7 i10";
        let free = board(moves);
        let renju = board_under(Rule::Renju, moves);
        let us = renju.to_move();
        let mut valued = 0;
        for &s in renju.squares() {
            if !renju.is_empty(s) || !renju.is_near(s) {
                continue;
            }
            assert_eq!(shape_score(&free, s, us), shapes_part(&free, s, us));
            let values = renju.value(s, us) + renju.value(s, us.opposite());
            assert_eq!(
                shape_score(&renju, s, us),
                shapes_part(&renju, s, us) + values
            );
            valued += usize::from(values != 0);
        }
        assert!(valued > 10, "only {valued} points have a value");
    }

    #[test]
    fn a_four_three_is_answered_on_its_lines() {
        // Black's k8 would make the four h8-k8 (white g8 shuts one end) and the open three
        // k8-k10 at once. White's own fours (a2, a4) are answers too.
        let mut b = board("h8 g8 i8 a1 j8 a3 k9 a5 k10");
        let them = Color::Black;
        let k8 = b.sq(Notation::new(15).parse_point("k8").unwrap());
        assert_eq!(b.threat(k8, them), Threat::Block4Flex3);
        assert_eq!(scope(&b), Scope::DefendFourThree);
        let mut moves = Vec::new();
        generate(&mut b, Scope::DefendFourThree, &mut moves);
        let names: Vec<String> = moves.iter().map(|m| b.point(m.0).to_string()).collect();
        for p in ["k8", "l8", "k11", "k7"] {
            assert!(names.contains(&p.to_string()), "{p} missing from {names:?}");
        }
        for &(s, _) in &moves {
            if b.threat(s, Color::White).is_four() {
                continue;
            }
            b.play(s);
            assert_eq!(b.count(them, Threat::Block4Flex3), 0, "{}", b.point(s));
            b.undo();
        }
        assert!(names.contains(&"a4".to_string()));
        // A point far from the lines stops nothing.
        assert!(!names.contains(&"c13".to_string()));
        assert!(moves.len() < 20, "{names:?}");
    }
}
