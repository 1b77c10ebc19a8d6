//! A library of games in SQLite: import from every record format, search by players,
//! event, rule, result, date and position (in any of the eight orientations), the
//! opening explorer, export, and a generator of synthetic corpora.

pub mod db;
pub mod generate;
pub mod key;
pub mod pack;

pub use db::{
    Added, Explored, GameSummary, IndexReport, Library, LibraryError, NextMove, Query, Tally,
};
pub use key::{Keys, Position};
