//! The positions and the search of `pearls bench`: random games of every rule the engine
//! plays, from fixed seeds, searched to a fixed depth with one thread, so that the node
//! count is the same on every machine and any change to it is a change to the search.

use crate::weights::WeightSet;
use crate::{Board, Engine, Limits, Options, Rule};
use pearls_rules::random::{random_game, Rng};
use pearls_rules::Variant;

/// The bench positions: four stages of the game under each rule.
pub fn positions() -> Vec<Board> {
    positions_with(WeightSet::default(), &Rule::ALL)
}

/// The bench positions of `rules` (each the same as in [`positions`]), evaluated with
/// `weights`: so that two weights files, say two networks' widths, are timed on the same
/// boards.
pub fn positions_with(weights: WeightSet, rules: &[Rule]) -> Vec<Board> {
    let mut out = Vec::new();
    for (i, rule) in Rule::ALL.into_iter().enumerate() {
        if !rules.contains(&rule) {
            continue;
        }
        for (j, stones) in [3usize, 10, 24, 40].into_iter().enumerate() {
            let seed = 0xBE9C_0000 + (i * 16 + j) as u64;
            let game = random_game(Variant::new(rule.rule_set()), &mut Rng::new(seed), stones);
            let evaluation = weights.for_board(rule, game.board().size());
            out.push(Board::from_position_with(
                game.board(),
                game.to_move(),
                rule,
                evaluation,
            ));
        }
    }
    out
}

/// The nodes searched in each position to `depth` with `threads` threads.
pub fn nodes(positions: &[Board], depth: i32, threads: usize) -> u64 {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    nodes_within(positions, &limits, threads)
}

/// The nodes searched in each position within `limits` with `threads` threads.
pub fn nodes_within(positions: &[Board], limits: &Limits, threads: usize) -> u64 {
    positions
        .iter()
        .map(|board| {
            // A fresh engine per position: nothing carries over, so the count is
            // reproducible.
            let mut engine = Engine::new(Options {
                threads: threads.max(1),
                hash_mib: 16,
                ..Options::default()
            });
            engine.think(board, limits, &mut |_| {}).nodes
        })
        .sum()
}

/// The depth `pearls bench` searches to by default.
pub const DEPTH: i32 = 7;
