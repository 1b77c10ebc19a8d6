//! Competition without I/O: rating pools and Glicko-2 ratings, tournament pairings
//! (round-robin, Swiss, arena), standings with tie-breaks, leagues and the club handicap
//! match. Every function here is pure: time, players and results come in as arguments,
//! so the routes, the store and the clock can call them as they like.
//!
//! - [`speed`]: a clock's speed, rating pools (`renju/blitz`), and whether a game is
//!   rateable, with the reason when it is not;
//! - [`rating`]: Glicko-2 through `skillratings`, provisional ratings, leaderboards and
//!   seeks' rating ranges;
//! - [`round_robin`], [`swiss`], [`arena`]: the pairing systems;
//! - [`standings`]: points, tie-breaks and the crosstable, from rounds kept as
//!   [`standings::Event`]s, the one record every other module reads;
//! - [`tournament`]: a tournament's course (start, next round, end, withdrawals);
//! - [`league`]: seasons of round-robin groups with promotion and relegation;
//! - [`handicap`]: matches of N games with per-game clocks, like the seeds' club match.

pub mod arena;
pub mod handicap;
pub mod league;
pub mod rating;
pub mod round_robin;
pub mod speed;
pub mod standings;
pub mod swiss;
pub mod tournament;

/// Players are numbered from 0 in the order of their seeds (their place in the
/// tournament's list, strongest first where ratings order it).
pub type Player = usize;

/// One game of a round. Black moves first in every rule here, so Black has the role of
/// White in chess pairing rules: "first-mover" colour preferences are Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub black: Player,
    pub white: Player,
}

impl Pairing {
    pub fn has(&self, p: Player) -> bool {
        self.black == p || self.white == p
    }

    /// The other player of the game, if `p` plays in it.
    pub fn opponent(&self, p: Player) -> Option<Player> {
        if self.black == p {
            Some(self.white)
        } else if self.white == p {
            Some(self.black)
        } else {
            None
        }
    }
}

/// The games of one round, board by board, and the player who sits out, if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Round {
    pub games: Vec<Pairing>,
    pub bye: Option<Player>,
}
