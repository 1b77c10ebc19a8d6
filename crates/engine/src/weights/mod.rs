//! The evaluation's tables, written by `pearls tune`: one that the rules with equal
//! colours share, and one a colour for renju, where black's forbidden points make the
//! same shape worth less to black than to white.

use crate::pattern::COMBOS;
use crate::Rule;

pub mod renju;
pub mod shared;

/// The values of an empty point by its combination (to move, waiting).
pub type Table = [[i16; 2]; COMBOS];

/// The tables `rule` evaluates with, as `pearls tune` writes them (one both colours
/// share, or black's and white's), and how they were made, one step a line.
pub fn for_rule(rule: Rule) -> (&'static [&'static Table], &'static str) {
    static RENJU: [&Table; 2] = [&renju::BLACK, &renju::WHITE];
    static SHARED: [&Table; 1] = [&shared::VALUES];
    match rule {
        Rule::Renju => (&RENJU, renju::PROVENANCE),
        _ => (&SHARED, shared::PROVENANCE),
    }
}

/// The table each colour's points are valued by under `rule`, black's first.
pub fn by_color(rule: Rule) -> [&'static Table; 2] {
    let (tables, _) = for_rule(rule);
    [tables[0], tables[tables.len() - 1]]
}
