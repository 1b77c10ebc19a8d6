//! Move generation and ordering. Ordinary positions consider the empty points within two
//! of a stone; when the opponent threatens an open four, only the points that stop it and
//! the side to move's own fours are worth a look.

use crate::board::{Board, PolicyView, Sq};
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

/// Ordering scores for the side to move: see [`params::Ordering`], and the network's
/// policy where the board's network has one.
pub struct Scorer<'a> {
    order: &'a params::Ordering,
    us: Color,
    last: Option<Sq>,
    own_last: Option<Sq>,
    policy: Option<PolicyView>,
}

impl Scorer<'static> {
    /// The ordering the rule plays with, and the network's policy.
    pub fn new(board: &Board) -> Scorer<'static> {
        Scorer {
            policy: board.policy(),
            ..Scorer::with(params::ordering(board.rule()), board)
        }
    }
}

impl<'a> Scorer<'a> {
    /// The ordering `order` alone (its static part), for the side to move on `board`.
    pub fn with(order: &'a params::Ordering, board: &Board) -> Scorer<'a> {
        // Bonuses that are all zero need not be looked up.
        let counts = |bonus: &[i32]| bonus.iter().any(|&x| x != 0);
        Scorer {
            order,
            us: board.to_move(),
            last: counts(&order.last).then(|| board.last_move()).flatten(),
            own_last: counts(&order.own_last)
                .then(|| board.own_last_move())
                .flatten(),
            policy: None,
        }
    }

    /// The ordering score of the empty point `s`.
    #[inline]
    pub fn score(&self, board: &Board, s: Sq) -> i32 {
        let (o, us) = (self.order, self.us);
        let them = us.opposite();
        let mut v =
            o.attack[board.threat(s, us) as usize] + o.defend[board.threat(s, them) as usize];
        for d in 0..4 {
            v += o.own_line[board.pattern(s, us, d) as usize]
                + o.their_line[board.pattern(s, them, d) as usize];
        }
        if o.own_value != 0 || o.their_value != 0 {
            v += (o.own_value * board.value(s, us) + o.their_value * board.value(s, them)) >> 4;
        }
        if let Some(l) = self.last {
            v += o.last[board.relation(s, l)];
        }
        if let Some(l) = self.own_last {
            v += o.own_last[board.relation(s, l)];
        }
        if let Some(p) = &self.policy {
            v += p.score(board, s);
        }
        v
    }
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

/// Below every ordering score: a move in reserve sorts after every other.
const RESERVE: i32 = 1 << 26;

/// Candidate moves with their shape scores, unsorted. Points certainly forbidden for
/// black are left out; a possible double-three is the caller's to test.
///
/// Returns how many of them must be searched: those with the highest scores. The rest,
/// scored below [`RESERVE`], are worth a look only where every move before them loses.
pub fn generate(board: &mut Board, scope: Scope, out: &mut Vec<(Sq, i32)>) -> usize {
    out.clear();
    let us = board.to_move();
    let them = us.opposite();
    let scorer = Scorer::new(board);
    if board.empties() == board.squares().len() {
        out.push((board.sq(Point::centre(board.size())), 0));
        return 1;
    }
    if scope == Scope::DefendFourThree {
        let first = four_three_defences(board, out);
        if !out.is_empty() {
            return first;
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
            out.push((s, scorer.score(board, s)));
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
    out.len()
}

/// An opponent's four-three point that wins as the board stands, and the point where its
/// four must be blocked.
#[derive(Debug, Clone, Copy)]
struct FourThree {
    point: Sq,
    block: Sq,
}

/// The opponent's four-three points that win if the side to move passes: after the four
/// and its block, the three still makes a straight four and the block made no four of
/// the side to move's. A block that makes a four gains the tempo that stops the three, so
/// a four-three against it is no forced win.
fn winning_four_threes(board: &mut Board) -> Vec<FourThree> {
    board.pass();
    let them = board.to_move();
    // Under this scope the opponent has no better point, so these are its four-threes.
    let points: Vec<Sq> = board.points_with(them, Threat::Block4Flex3).collect();
    let wins: Vec<FourThree> = points
        .into_iter()
        .filter_map(|t| four_three_wins(board, t))
        .collect();
    board.undo();
    wins
}

/// Whether the side to move's four-three point `t` wins; if so, the point where its four
/// is blocked.
fn four_three_wins(board: &mut Board, t: Sq) -> Option<FourThree> {
    let attacker = board.to_move();
    let defender = attacker.opposite();
    if !board.is_legal(t, attacker) {
        return None;
    }
    board.play(t);
    let block = board.points_with(attacker, Threat::Five).next();
    let winning_block = block.filter(|&f| {
        if !board.is_legal(f, defender) {
            return true;
        }
        board.play(f);
        let fours: Vec<Sq> = board.points_with(attacker, Threat::Flex4).collect();
        let straight = board.count(defender, Threat::Five) == 0
            && fours.into_iter().any(|s| board.is_legal(s, attacker));
        board.undo();
        straight
    });
    board.undo();
    winning_block.map(|block| FourThree { point: t, block })
}

/// Own fours, and the points after which none of the opponent's four-three points wins:
/// on the lines through a four-three point (a stone there can spoil it), or on the lines
/// through the block of its four (a stone there can make the block a four of one's own).
/// Every other move loses. Returns how many moves must be searched (see [`generate`]).
///
/// Where no four-three point wins even now, since its block would make a four of the
/// side to move's, any move may do: the stones that spoil a four-three come first, and
/// the other moves near a stone wait in reserve, so that a loss is proven only where
/// every move loses.
fn four_three_defences(board: &mut Board, out: &mut Vec<(Sq, i32)>) -> usize {
    let us = board.to_move();
    let them = us.opposite();
    let threats = winning_four_threes(board);
    let winning = !threats.is_empty();
    // The points whose lines hold the answers.
    let centres: Vec<Sq> = if winning {
        threats.iter().flat_map(|x| [x.point, x.block]).collect()
    } else {
        board.points_with(them, Threat::Block4Flex3).collect()
    };
    let scorer = Scorer::new(board);
    let mut candidates: Vec<Sq> = Vec::new();
    for centre in centres {
        for d in 0..4 {
            for k in -4..=4 {
                let c = board.step(centre, d, k);
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
        let stopped = if winning {
            threats.iter().all(|x| {
                if !board.is_empty(x.point) || board.threat(x.point, them) != Threat::Block4Flex3 {
                    return true;
                }
                if (1..=4).contains(&board.relation(c, x.point)) {
                    // On the four-three's own lines the stone may have moved its block:
                    // play it out again.
                    return four_three_wins(board, x.point).is_none();
                }
                board.threat(x.block, us).is_four()
            })
        } else {
            board.count(them, Threat::Block4Flex3) == 0
        };
        board.undo();
        if stopped {
            out.push((c, scorer.score(board, c)));
        }
    }
    for &s in board.squares() {
        if board.is_empty(s) && board.threat(s, us).is_four() {
            out.push((s, scorer.score(board, s)));
        }
    }
    let first = out.len();
    if !winning {
        for &s in board.squares() {
            if board.is_empty(s)
                && board.is_near(s)
                && board.threat(s, us) != Threat::Forbidden
                && !out[..first].iter().any(|m| m.0 == s)
            {
                out.push((s, scorer.score(board, s) - RESERVE));
            }
        }
    }
    first
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
        board_with(rule, crate::weights::for_board(rule, 15), moves)
    }

    fn board_with(rule: Rule, w: &'static crate::weights::Weights, moves: &str) -> Board {
        let mut b = Board::with_weights(15, rule, w);
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
    fn a_networks_policy_adds_to_the_static_score_by_the_whole_board() {
        use crate::nnue::{Policy, CONTEXT_ONE, FEATURES};
        // Renju's network with a policy of arbitrary numbers, one set a colour.
        let mut w = crate::weights::for_rule(Rule::Renju).clone();
        let net = w.network.as_mut().expect("renju's network");
        let v = |f: usize, k: usize| ((f * 31 + k * 7) % 201) as i16 - 100;
        let width = net.widths.context();
        let vectors = |shift: usize| -> Vec<i16> {
            (0..2 * FEATURES)
                .flat_map(|f| (0..width).map(move |k| v(f + shift, k)))
                .collect()
        };
        let policy = Policy {
            width,
            own: vectors(0),
            their: vectors(13),
        };
        net.policy = Some(Box::new(policy.clone()));
        let w: &'static crate::weights::Weights = Box::leak(Box::new(w));
        let b = board_with(Rule::Renju, w, "h8 h9 j10 g8 j8");
        let with = Scorer::new(&b);
        let without = Scorer::with(params::ordering(Rule::Renju), &b);
        let acc = b.accumulators().expect("accumulators");
        let net = w.network.as_deref().expect("a network");
        let context = net.context(&acc[1], &acc[0]);
        assert_eq!(context[width - 1], CONTEXT_ONE);
        let mut differ = 0;
        for &s in b.squares() {
            if !b.is_empty(s) || !b.is_near(s) {
                continue;
            }
            // White to move: white's own table is the second.
            let f = |c: Color| b.feature(s, c);
            let (own, their) = (f(Color::White), f(Color::Black));
            let expected = (0..width)
                .map(|k| {
                    context[k]
                        * (i32::from(policy.own[(FEATURES + own) * width + k])
                            + i32::from(policy.their[their * width + k]))
                })
                .sum::<i32>()
                >> crate::nnue::CONTEXT_SHIFT;
            assert_eq!(with.score(&b, s) - without.score(&b, s), expected);
            differ += usize::from(expected != 0);
        }
        assert!(differ > 10, "{differ}");
        // A network without a policy: the static score alone.
        let mut bare = w.clone();
        bare.network.as_mut().expect("a network").policy = None;
        let plain = board_with(Rule::Renju, Box::leak(Box::new(bare)), "h8 h9 j10 g8 j8");
        let at = plain.sq(Notation::new(15).parse_point("k11").unwrap());
        assert_eq!(
            Scorer::new(&plain).score(&plain, at),
            Scorer::with(params::ordering(Rule::Renju), &plain).score(&plain, at)
        );
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
    fn the_ordering_counts_the_table_values() {
        // Two orderings that differ only in how they weigh the points' values: the
        // scores differ by exactly the weighed values.
        let b = board_under(Rule::Renju, "h8 h9 j8 g7 i10");
        let us = b.to_move();
        let with = params::ordering(Rule::Renju);
        let without = params::Ordering {
            own_value: 0,
            their_value: 0,
            ..*with
        };
        let (scored, unvalued) = (Scorer::with(with, &b), Scorer::with(&without, &b));
        let mut valued = 0;
        for &s in b.squares() {
            if !b.is_empty(s) || !b.is_near(s) {
                continue;
            }
            let values = (with.own_value * b.value(s, us)
                + with.their_value * b.value(s, us.opposite()))
                >> 4;
            assert_eq!(scored.score(&b, s), unvalued.score(&b, s) + values);
            valued += usize::from(values != 0);
        }
        assert!(valued > 10, "only {valued} points have a value");
    }

    /// Every move the four-three scope leaves out loses: a threat search proves the
    /// opponent's win after it. The scope may keep moves that lose too; it must not drop
    /// one that does not, or the search would prove losses that are not there.
    #[test]
    fn the_moves_left_out_against_a_four_three_lose() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let mut checked = 0;
            for mut b in crate::testing::random_boards(rule, 500) {
                if scope(&b) != Scope::DefendFourThree {
                    continue;
                }
                let us = b.to_move();
                let mut moves = Vec::new();
                generate(&mut b, Scope::DefendFourThree, &mut moves);
                let kept: Vec<Sq> = moves.iter().map(|m| m.0).collect();
                let near: Vec<Sq> = b
                    .squares()
                    .iter()
                    .copied()
                    .filter(|&s| b.is_empty(s) && b.is_near(s) && !kept.contains(&s))
                    .collect();
                for c in near {
                    if !b.is_legal(c, us) {
                        continue;
                    }
                    b.play(c);
                    let lost = crate::prove::Prover::new(100_000, 4).wins(&mut b);
                    b.undo();
                    assert!(lost, "{:?}: {} is no loss", b, b.point(c));
                    checked += 1;
                }
            }
            assert!(checked > 100, "{rule:?}: only {checked} moves checked");
        }
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
