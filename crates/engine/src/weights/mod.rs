//! The evaluation's tables, written by `pearls tune`: one that the rules with equal
//! colours share, and one a colour for renju, where black's forbidden points make the
//! same shape worth less to black than to white.

use crate::pattern::COMBOS;
use crate::Rule;

pub mod renju;
pub mod shared;

/// The values of an empty point by its combination (to move, waiting).
pub type Table = [[i16; 2]; COMBOS];

/// The tables that `rule` evaluates black's and white's points with.
pub fn for_rule(rule: Rule) -> [&'static Table; 2] {
    match rule {
        Rule::Renju => [&renju::BLACK, &renju::WHITE],
        _ => [&shared::VALUES; 2],
    }
}

/// How the tables that `rule` evaluates with were made, one step a line.
pub fn provenance(rule: Rule) -> &'static str {
    match rule {
        Rule::Renju => renju::PROVENANCE,
        _ => shared::PROVENANCE,
    }
}
