//! Positions for the tests, of this crate and of `pearls-tune`: random games played move by move on the engine's board, so
//! that what a test reads was kept up incrementally.

use crate::board::Board;
use crate::Rule;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Move, RuleSet, Variant};

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
