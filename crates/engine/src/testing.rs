//! Positions for the tests, of this crate and of `pearls-tune`: random games played move by move on the engine's board, so
//! that what a test reads was kept up incrementally.

use crate::board::Board;
use crate::Rule;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Game, Move, Point, RuleSet, Variant};

/// The positions of `n` seeded random games under `rule`, of 12 to 41 moves.
pub fn random_boards(rule: Rule, n: u64) -> Vec<Board> {
    let rules = match rule {
        Rule::Renju => RuleSet::renju(),
        _ => RuleSet::freestyle(),
    };
    let variant = Variant::new(rules);
    (0..n)
        .map(|seed| {
            let game = random_game(variant, &mut Rng::new(seed + 1), 12 + seed as usize % 30);
            let mut b = Board::new(game.board().size(), rule);
            for m in game.moves() {
                match *m {
                    Move::Place(p) => {
                        let s = b.sq(p);
                        b.play(s)
                    }
                    Move::Pass => b.pass(),
                }
            }
            b
        })
        .collect()
}

/// A random empty point, most often next to a stone, where pairs are made and taken and
/// runs are bracketed: the random games of the capture and variation tests.
pub fn pick_near_stones(game: &Game, rng: &mut Rng) -> Option<Point> {
    let b = game.board();
    let size = b.size();
    let stones: Vec<Point> = b.stones().map(|(p, _)| p).collect();
    for _ in 0..50 {
        let p = if stones.is_empty() || rng.below(6) == 0 {
            Point::new(
                rng.below(size as usize) as u8,
                rng.below(size as usize) as u8,
            )
        } else {
            let q = stones[rng.below(stones.len())];
            let (dc, dr) = (rng.below(5) as i32 - 2, rng.below(5) as i32 - 2);
            match q.offset(dc, dr, size) {
                Some(p) => p,
                None => continue,
            }
        };
        if b.is_empty_at(p) {
            return Some(p);
        }
    }
    b.empty_points().next()
}
