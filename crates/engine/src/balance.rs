//! Balancing moves for swap openings: the stones to add so that the position is as even
//! as a short search can tell, because in swap1 and swap2 the opponent then chooses a
//! colour and should find no side clearly better.
//!
//! Candidates are the legal points near the stones with the highest pattern value for the
//! colour that places them; each candidate position gets a short search of its own.

use crate::search::{Engine, Limits};
use crate::{params, Board, Sq, TimeControl};
use pearls_rules::Point;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// A balancing answer: the stones to add, in order (the side to move first), and the
/// score of the position after them for the side that was to move, in centipawn-like
/// evaluation units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Balanced {
    pub stones: Vec<Point>,
    pub score: i32,
}

/// The legal points near the stones, at most `n`, those that matter most first: their
/// pattern value for both colours, since a balancing stone often has to defend.
fn candidates(board: &mut Board, n: usize, exclude: &[Point]) -> Vec<Sq> {
    let color = board.to_move();
    let centre = Point::centre(board.size());
    let mut all: Vec<Sq> = board
        .squares()
        .iter()
        .copied()
        .filter(|&s| board.is_empty(s))
        .filter(|&s| board.stone_count() == 0 || board.is_near(s))
        .filter(|&s| !exclude.contains(&board.point(s)))
        .collect();
    all.retain(|&s| board.is_legal(s, color));
    all.sort_by_key(|&s| {
        (
            -(board.value(s, color) + board.value(s, color.opposite())),
            board.point(s).distance(centre),
            board.point(s),
        )
    });
    all.truncate(n);
    all
}

/// Finds `count` (1 or 2) stones to add, alternating colours from the side to move,
/// after which the side that was to move scores as close to `bias` as possible.
/// Returns `None` when no legal stones can be added.
pub fn balance(
    engine: &mut Engine,
    board: &Board,
    count: usize,
    bias: i32,
    limits: &Limits,
) -> Option<Balanced> {
    let start = Instant::now();
    let mut board = board.clone();
    let mover = board.to_move();
    let firsts = candidates(&mut board, params::BALANCE_FIRST, &limits.exclude);
    let mut positions: Vec<Vec<Sq>> = Vec::new();
    for &a in &firsts {
        if count <= 1 {
            positions.push(vec![a]);
            continue;
        }
        board.play(a);
        for b in candidates(&mut board, params::BALANCE_SECOND, &limits.exclude) {
            positions.push(vec![a, b]);
        }
        board.undo();
    }
    if positions.is_empty() {
        return None;
    }
    let budget = limits.time.budget(board.empties());
    let per_ms = budget
        .map(|b| (b.maximum.as_millis() as u64 / (positions.len() as u64 + 1)).max(1))
        .unwrap_or(params::BALANCE_UNTIMED_MS);
    let stop = limits
        .stop
        .clone()
        .unwrap_or_else(|| Arc::new(AtomicBool::new(false)));
    let mut best: Option<(i32, Balanced)> = None;
    for stones in positions {
        let out_of_time = budget.is_some_and(|b| start.elapsed() >= b.maximum);
        if best.is_some() && (out_of_time || stop.load(Ordering::Relaxed)) {
            break;
        }
        for &s in &stones {
            board.play(s);
        }
        let sub = Limits {
            time: TimeControl::per_move(per_ms),
            depth: Some(limits.depth.unwrap_or(params::BALANCE_DEPTH)),
            nodes: limits.nodes.map(|n| n / 8 + 1),
            stop: Some(stop.clone()),
            exclude: Vec::new(),
        };
        let r = engine.think(&board, &sub, &mut |_| {});
        let score = if board.to_move() == mover {
            r.score
        } else {
            -r.score
        };
        let points: Vec<Point> = stones.iter().map(|&s| board.point(s)).collect();
        for _ in &stones {
            board.undo();
        }
        let miss = (score - bias).abs();
        if best.as_ref().is_none_or(|(m, _)| miss < *m) {
            best = Some((
                miss,
                Balanced {
                    stones: points,
                    score,
                },
            ));
        }
    }
    best.map(|(_, b)| b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Options, Rule};
    use pearls_rules::{Board as Position, Color, Stone};

    fn position(moves: &str, size: u8) -> Position {
        let n = pearls_rules::Notation::new(size);
        let mut b = Position::new(size);
        for (i, m) in n.parse_moves(moves).unwrap().into_iter().enumerate() {
            let pearls_rules::Move::Place(p) = m else {
                panic!("a pass")
            };
            b.put(
                p,
                if i % 2 == 0 {
                    Stone::Black
                } else {
                    Stone::White
                },
            );
        }
        b
    }

    fn small_engine() -> Engine {
        Engine::new(Options {
            hash_mib: 4,
            ..Options::default()
        })
    }

    fn limits() -> Limits {
        Limits {
            depth: Some(3),
            ..Limits::default()
        }
    }

    #[test]
    fn balancing_stones_are_legal_empty_and_alternate() {
        let pos = position("h8 i9 j8", 15);
        let board = Board::from_position(&pos, Color::White, Rule::Renju);
        let mut engine = small_engine();
        for count in [1, 2] {
            let b = balance(&mut engine, &board, count, 0, &limits()).expect("an answer");
            assert_eq!(b.stones.len(), count);
            let mut p = pos.clone();
            let rules = Rule::Renju.rule_set();
            for (i, &s) in b.stones.iter().enumerate() {
                let colour = if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                assert!(p.is_empty_at(s), "{s} is taken");
                assert!(rules.foul_at(&p, s, colour).is_none(), "{s} is a foul");
                p.put(s, Stone::from(colour));
            }
        }
    }

    #[test]
    fn balancing_avoids_a_won_position() {
        // Black has an open three on row 8: a balancing white stone must stop it, because
        // any other leaves black (the opponent) winning.
        let pos = position("h8 a1 i8 a15 j8", 15);
        let board = Board::from_position(&pos, Color::White, Rule::Freestyle);
        let mut engine = small_engine();
        let b = balance(&mut engine, &board, 1, 0, &limits()).expect("an answer");
        let n = pearls_rules::Notation::new(15);
        let stone = n.format(b.stones[0]);
        assert!(
            ["g8", "k8", "f8", "l8"].contains(&stone.as_str()),
            "{stone} leaves the open three"
        );
        assert!(b.score > -crate::search::WIN_MIN, "score {}", b.score);
    }

    #[test]
    fn the_bias_moves_the_choice() {
        let pos = position("h8 i9 j8", 15);
        let board = Board::from_position(&pos, Color::White, Rule::Freestyle);
        // A fresh engine each time, so that both runs score every candidate alike and only
        // the bias differs: a table left by the first run would change the second's scores.
        let even = balance(&mut small_engine(), &board, 1, 0, &limits()).unwrap();
        let ahead = balance(&mut small_engine(), &board, 1, 2000, &limits()).unwrap();
        assert!(
            ahead.score >= even.score,
            "a bias towards the mover gives {} < {}",
            ahead.score,
            even.score
        );
    }
}
