//! The evaluation's tables, written by `pearls tune`: one set that the rules with equal
//! colours share, and one for renju, whose table of combinations is one a colour, since
//! black's forbidden points make the same shape worth less to black than to white.

use crate::pattern::{COMBOS, THREATS};
use crate::Rule;

pub mod renju;
pub mod shared;

/// The values of an empty point by its combination (to move, waiting).
pub type Table = [[i16; 2]; COMBOS];

/// The values of an empty point by what it makes for both colours at once: indexed by
/// the colour to move (black first), the threat the point makes for it and the threat it
/// makes for the side waiting. What a point is worth to the two sides together need not
/// be the sum of its two values apart, which is all the tables of one colour's shapes
/// can hold.
pub type Pairs = [[[i16; THREATS]; THREATS]; 2];

/// The values of a position by which threats each side has anywhere on the board: indexed
/// by the colour to move (black first) and the position's threat mask (see
/// [`Board::threat_mask`](crate::board::Board::threat_mask)). A threat's worth depends on
/// what else is on the board, above all on who can answer whom first, which no sum of
/// points' values apart can hold.
pub type Masks = [[i16; MASKS]; 2];

/// Threat masks: one bit for each of eleven threats either side may have somewhere.
/// The tables of masks value a position by its own mask and by the mask of the position
/// before the last move (see
/// [`Board::threat_mask_before`](crate::board::Board::threat_mask_before)).
pub const MASKS: usize = 1 << 11;

/// An evaluation's tables, as `pearls tune` writes them.
#[derive(Debug, Clone, Copy)]
pub struct Weights {
    /// One table both colours share, or black's and white's.
    pub tables: &'static [&'static Table],
    pub pairs: &'static Pairs,
    pub masks: &'static Masks,
    /// By the threat mask of the position before the last move: what the last move made
    /// and what it answered, which the mask after it cannot tell apart.
    pub before: &'static Masks,
    /// How they were made, one step a line.
    pub provenance: &'static str,
}

/// The tables `rule` evaluates with.
pub fn for_rule(rule: Rule) -> Weights {
    static RENJU: [&Table; 2] = [&renju::BLACK, &renju::WHITE];
    static SHARED: [&Table; 1] = [&shared::VALUES];
    match rule {
        Rule::Renju => Weights {
            tables: &RENJU,
            pairs: &renju::PAIRS,
            masks: &renju::MASKS,
            before: &renju::BEFORE,
            provenance: renju::PROVENANCE,
        },
        _ => Weights {
            tables: &SHARED,
            pairs: &shared::PAIRS,
            masks: &shared::MASKS,
            before: &shared::BEFORE,
            provenance: shared::PROVENANCE,
        },
    }
}

/// The table each colour's points are valued by under `rule`, black's first.
pub fn by_color(rule: Rule) -> [&'static Table; 2] {
    let tables = for_rule(rule).tables;
    [tables[0], tables[tables.len() - 1]]
}
