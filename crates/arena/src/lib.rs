//! Engine-versus-engine matches. Any Gomocup-protocol engine runs as a child process
//! over pipes ([`pearls_protocol::manager`]); the referee ([`pearls_rules::Game`]) decides
//! every game; games are played in pairs from a book opening with colours swapped; the
//! results give W/D/L, pentanomial pair counts, an Elo estimate with its interval and an
//! SPRT that stops the match once it decides ([`stats`]). Each game is saved as PSQ and
//! SGF, each result is appended to a JSON-lines log that `--resume` continues from, and a
//! JSON summary closes the match ([`runner`]).

pub mod book;
pub mod game;
pub mod runner;
pub mod spec;
pub mod stats;

pub use game::{GameSettings, TimeControl};
pub use runner::{run, MatchConfig, Progress};
pub use spec::EngineSpec;
pub use stats::{EloEstimate, Pentanomial, Sprt, Wdl};
