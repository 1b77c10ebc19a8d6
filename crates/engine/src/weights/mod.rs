//! The evaluation's tables: one set that the rules with equal colours share, and one for
//! renju, whose table of combinations is one a colour, since black's forbidden points
//! make the same shape worth less to black than to white. They ship as weights files
//! (`crates/engine/weights/*.pwt`, written by `pearls tune`, format in
//! `docs/engine/weights.md`) embedded in the binary, and another file can be loaded at
//! run time ([`load`]) so that one binary can play two fits against each other.

use crate::pattern::{COMBOS, THREATS};
use crate::Rule;
use std::path::Path;
use std::sync::LazyLock;

pub mod file;

pub use file::{FileError, FileErrorKind};

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

/// Which rules a set of tables is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// Freestyle, standard and caro: the rules with equal colours, one table of
    /// combinations for both.
    Shared,
    /// Renju: one table of combinations a colour, black's first.
    Renju,
}

impl Family {
    pub const ALL: [Family; 2] = [Family::Shared, Family::Renju];

    pub fn of(rule: Rule) -> Family {
        match rule {
            Rule::Renju => Family::Renju,
            _ => Family::Shared,
        }
    }

    /// Its code in a weights file's header.
    pub fn code(self) -> u8 {
        match self {
            Family::Shared => 1,
            Family::Renju => 2,
        }
    }

    pub fn from_code(code: u8) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.code() == code)
    }

    /// The shipped file's name without its extension.
    pub fn name(self) -> &'static str {
        match self {
            Family::Shared => "shared",
            Family::Renju => "renju",
        }
    }

    /// The rules it is for, in words.
    pub fn rules(self) -> &'static str {
        match self {
            Family::Shared => "freestyle, standard and caro",
            Family::Renju => "renju",
        }
    }

    /// Tables of combinations: one both colours share, or black's and white's.
    pub fn tables(self) -> usize {
        match self {
            Family::Shared => 1,
            Family::Renju => 2,
        }
    }
}

/// An evaluation's tables, as a weights file holds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weights {
    pub family: Family,
    /// One table both colours share, or black's and white's ([`Family::tables`]).
    pub tables: Vec<Table>,
    pub pairs: Box<Pairs>,
    pub masks: Box<Masks>,
    /// By the threat mask of the position before the last move: what the last move made
    /// and what it answered, which the mask after it cannot tell apart.
    pub before: Box<Masks>,
    /// How they were made, one step a line.
    pub provenance: String,
    /// A learned evaluation that replaces the tables' evaluation (they still order moves);
    /// only in a file of format version 2.
    pub network: Option<Box<crate::nnue::Network>>,
}

impl Weights {
    /// Reads a weights file's bytes.
    pub fn read(bytes: &[u8]) -> Result<Weights, FileError> {
        file::read(bytes)
    }

    /// The table each colour's points are valued by, black's first.
    pub fn by_color(&self) -> [&Table; 2] {
        [&self.tables[0], &self.tables[self.tables.len() - 1]]
    }
}

/// The shipped weights files, as embedded in the binary.
pub fn shipped(family: Family) -> &'static [u8] {
    match family {
        Family::Shared => include_bytes!("../../weights/shared.pwt"),
        Family::Renju => include_bytes!("../../weights/renju.pwt"),
    }
}

/// The shipped free-style file for 20×20, Gomocup's board: the family's tables and a
/// network that learned 20×20 games beside 15×15 ones. It is a file of its own because it
/// lost to the family file's network on 15×15.
pub fn shipped_freestyle_20() -> &'static [u8] {
    include_bytes!("../../weights/freestyle20.pwt")
}

/// [`shipped_freestyle_20`], read once.
pub fn embedded_freestyle_20() -> &'static Weights {
    static W: LazyLock<Weights> = LazyLock::new(|| {
        Weights::read(shipped_freestyle_20())
            .unwrap_or_else(|e| panic!("the shipped freestyle20.pwt: {e}"))
    });
    &W
}

/// The shipped tables of `family`, read once.
pub fn embedded(family: Family) -> &'static Weights {
    fn parse(family: Family) -> Weights {
        Weights::read(shipped(family))
            .unwrap_or_else(|e| panic!("the shipped {}.pwt: {e}", family.name()))
    }
    static SHARED: LazyLock<Weights> = LazyLock::new(|| parse(Family::Shared));
    static RENJU: LazyLock<Weights> = LazyLock::new(|| parse(Family::Renju));
    match family {
        Family::Shared => &SHARED,
        Family::Renju => &RENJU,
    }
}

/// A shipped weights file, read once.
pub type ShippedFile = fn() -> &'static Weights;

fn shared_file() -> &'static Weights {
    embedded(Family::Shared)
}

fn renju_file() -> &'static Weights {
    embedded(Family::Renju)
}

/// The rules and board sizes the shipped networks serve, each measured against the tables
/// alone there, and the shipped file that serves each. Standard (five exactly) has
/// free-style's network, which won its SPRT there too, and free-style on 20×20 has a file
/// of its own ([`shipped_freestyle_20`]). The other rules of a family (caro, the capture
/// games and the variations share free-style's file) and other sizes evaluate with the
/// tables alone.
pub const NETWORK_SERVES: [(Rule, u8, ShippedFile); 4] = [
    (Rule::Freestyle, 15, shared_file),
    (Rule::Freestyle, 20, embedded_freestyle_20),
    (Rule::Standard, 15, shared_file),
    (Rule::Renju, 15, renju_file),
];

/// The shipped file whose network serves `rule` on a board of `size`, if one does.
fn network_file(rule: Rule, size: u8) -> Option<&'static Weights> {
    NETWORK_SERVES
        .iter()
        .find(|&&(r, s, _)| r == rule && s == size)
        .map(|(_, _, file)| file())
}

/// Whether a shipped network serves `rule` on a board of `size`.
pub fn network_serves(rule: Rule, size: u8) -> bool {
    network_file(rule, size).is_some()
}

/// The shipped tables of `family` without its network.
pub fn embedded_tables(family: Family) -> &'static Weights {
    fn strip(family: Family) -> Weights {
        Weights {
            network: None,
            ..embedded(family).clone()
        }
    }
    static SHARED: LazyLock<Weights> = LazyLock::new(|| strip(Family::Shared));
    static RENJU: LazyLock<Weights> = LazyLock::new(|| strip(Family::Renju));
    match family {
        Family::Shared => &SHARED,
        Family::Renju => &RENJU,
    }
}

/// The shipped tables of `rule`'s family, whatever its network serves: for what reads
/// the tables themselves.
pub fn for_rule(rule: Rule) -> &'static Weights {
    embedded(Family::of(rule))
}

/// The shipped weights a board of `rule` and `size` evaluates with: the file of
/// [`NETWORK_SERVES`] where a network serves it, else its family's tables alone.
pub fn for_board(rule: Rule, size: u8) -> &'static Weights {
    network_file(rule, size).unwrap_or_else(|| embedded_tables(Family::of(rule)))
}

/// Why a weights file could not be loaded: the path and what was wrong.
#[derive(Debug)]
pub struct LoadError {
    pub path: std::path::PathBuf,
    pub reason: LoadReason,
}

#[derive(Debug)]
pub enum LoadReason {
    Io(std::io::Error),
    Format(FileError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.reason {
            LoadReason::Io(e) => write!(f, "cannot read {}: {e}", self.path.display()),
            LoadReason::Format(e) => write!(f, "{}: {e}", self.path.display()),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads the weights file at `path` for the rest of the process's life: boards hold their
/// tables by `'static` reference, which keeps the evaluation's reads as they are for the
/// embedded tables. Each load keeps a few tens of kilobytes.
pub fn load(path: &Path) -> Result<&'static Weights, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = std::fs::read(path).map_err(|e| fail(LoadReason::Io(e)))?;
    let weights = Weights::read(&bytes).map_err(|e| fail(LoadReason::Format(e)))?;
    Ok(Box::leak(Box::new(weights)))
}

/// The tables an engine evaluates with, one set for each [`Family`]: the shipped ones
/// ([`for_rule`]) unless a file was loaded in their place.
#[derive(Debug, Clone, Copy, Default)]
pub struct WeightSet {
    shared: Option<&'static Weights>,
    renju: Option<&'static Weights>,
}

impl WeightSet {
    /// The weights a board of `rule` and `size` evaluates with: a loaded file serves
    /// every rule and size of its family.
    pub fn for_board(self, rule: Rule, size: u8) -> &'static Weights {
        let loaded = match Family::of(rule) {
            Family::Shared => self.shared,
            Family::Renju => self.renju,
        };
        loaded.unwrap_or_else(|| for_board(rule, size))
    }

    /// This set with `weights` in place of the tables of its family.
    pub fn with(mut self, weights: &'static Weights) -> WeightSet {
        match weights.family {
            Family::Shared => self.shared = Some(weights),
            Family::Renju => self.renju = Some(weights),
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shipped_network_serves_only_the_rules_and_size_it_was_measured_on() {
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
            let w = for_board(rule, 15);
            assert!(w.network.is_some(), "{rule}");
            assert!(for_board(rule, 19).network.is_none(), "{rule} on 19x19");
            assert_eq!(for_board(rule, 19).tables, w.tables);
        }
        // Free-style on 20x20 has a network of its own over the family's tables; standard
        // and renju have none there.
        let fs20 = for_board(Rule::Freestyle, 20);
        assert!(fs20.network.is_some());
        assert_ne!(fs20.network, embedded(Family::Shared).network);
        assert_eq!(fs20.tables, embedded(Family::Shared).tables);
        assert_eq!(fs20.pairs, embedded(Family::Shared).pairs);
        assert_eq!(fs20.masks, embedded(Family::Shared).masks);
        assert_eq!(fs20.before, embedded(Family::Shared).before);
        assert!(for_board(Rule::Standard, 20).network.is_none());
        assert!(for_board(Rule::Renju, 20).network.is_none());
        for rule in [Rule::Caro, Rule::Pente, Rule::NinukiRenju] {
            let w = for_board(rule, 15);
            assert!(w.network.is_none(), "{rule}");
            assert_eq!(w.tables, embedded(Family::of(rule)).tables, "{rule}");
        }
        // A loaded file serves every rule and size of its family.
        let set = WeightSet::default().with(embedded(Family::Shared));
        assert!(set.for_board(Rule::Standard, 20).network.is_some());
        assert!(set.for_board(Rule::Renju, 15).network.is_some());
        let set = WeightSet::default().with(embedded_tables(Family::Renju));
        assert!(set.for_board(Rule::Renju, 15).network.is_none());
    }
}
