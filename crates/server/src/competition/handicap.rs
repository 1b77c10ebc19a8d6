//! Handicap matches, like the seeds' club match: two games, the beginner with 5 minutes a
//! game, the experienced player with 30 seconds in the first game and 15 in the second,
//! and the experienced player wins the match only by winning both games.
//!
//! In general a match is N games between two sides, each game with its own clock for
//! each side, colours alternating from game to game. Without a condition, the side with
//! more points wins (a win 1, a draw ½) and equal points draw the match. With "must win
//! every game" for a side, that side wins the match only by winning every game, and the
//! other side wins it the moment the first side fails to (a draw is enough).
//!
//! A match is decided early when the games left cannot change the outcome: under the
//! condition, at the first game the favoured side does not win; otherwise when one side
//! leads by more than the games left can make up.
//!
//! Handicap matches are casual: their clocks differ between the sides (see
//! [`super::speed::Casual::HandicapClock`]).

use super::speed::TimeControl;
use std::fmt;

/// The two sides of a match, named by the seeds' roles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The stronger player, who gives the handicap.
    Experienced,
    /// The weaker player, who receives it.
    Beginner,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Experienced => Side::Beginner,
            Side::Beginner => Side::Experienced,
        }
    }
}

/// One game's time for each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameTimes {
    pub experienced_ms: u64,
    pub beginner_ms: u64,
    /// Fischer increment, the same for both sides (0: none).
    pub increment_ms: u64,
}

/// The most games a match may have.
pub const MAX_GAMES: usize = 20;

/// A match as agreed before its first game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchSpec {
    pub games: Vec<GameTimes>,
    /// The side that must win every game to win the match.
    pub must_win_every_game: Option<Side>,
    /// Who has Black in the first game; colours alternate after it.
    pub first_black: Side,
}

/// A match that cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchError {
    NoGames,
    TooManyGames(usize),
    /// A side with no time in a game (1-based).
    NoTime {
        game: usize,
        side: Side,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::NoGames => f.write_str("a match needs at least one game"),
            MatchError::TooManyGames(n) => {
                write!(f, "a match of {n} games is too long (at most {MAX_GAMES})")
            }
            MatchError::NoTime { game, side } => {
                write!(f, "game {game} gives the {side:?} side no time")
            }
        }
    }
}

impl std::error::Error for MatchError {}

/// How one game of the match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameOutcome {
    Won(Side),
    Draw,
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchState {
    /// The match goes on with game `next` (0-based).
    Playing { next: usize },
    /// `winner` won the match after `games` games; `early` when games were left unplayed.
    Won {
        winner: Side,
        games: usize,
        early: bool,
    },
    /// Equal points after every game.
    Drawn,
}

impl MatchSpec {
    /// A match, checked.
    pub fn new(
        games: Vec<GameTimes>,
        must_win_every_game: Option<Side>,
        first_black: Side,
    ) -> Result<MatchSpec, MatchError> {
        if games.is_empty() {
            return Err(MatchError::NoGames);
        }
        if games.len() > MAX_GAMES {
            return Err(MatchError::TooManyGames(games.len()));
        }
        for (i, g) in games.iter().enumerate() {
            for (ms, side) in [
                (g.experienced_ms, Side::Experienced),
                (g.beginner_ms, Side::Beginner),
            ] {
                if ms == 0 {
                    return Err(MatchError::NoTime { game: i + 1, side });
                }
            }
        }
        Ok(MatchSpec {
            games,
            must_win_every_game,
            first_black,
        })
    }

    /// The seeds' club match: two games; the beginner has 5 minutes in each, the
    /// experienced player 30 seconds in the first and 15 in the second, and must win
    /// both. The beginner has Black (the first move) in the first game.
    pub fn club() -> MatchSpec {
        let game = |experienced_ms| GameTimes {
            experienced_ms,
            beginner_ms: 5 * 60_000,
            increment_ms: 0,
        };
        MatchSpec::new(
            vec![game(30_000), game(15_000)],
            Some(Side::Experienced),
            Side::Beginner,
        )
        .expect("the club match is valid")
    }

    /// Who has Black in game `game` (0-based).
    pub fn black_in(&self, game: usize) -> Side {
        if game.is_multiple_of(2) {
            self.first_black
        } else {
            self.first_black.other()
        }
    }

    /// The clock of game `game` (0-based), Black's time first.
    pub fn clock(&self, game: usize) -> Option<TimeControl> {
        let g = self.games.get(game)?;
        let (black, white) = match self.black_in(game) {
            Side::Experienced => (g.experienced_ms, g.beginner_ms),
            Side::Beginner => (g.beginner_ms, g.experienced_ms),
        };
        Some(TimeControl {
            initial_ms: [black, white],
            increment_ms: [g.increment_ms; 2],
            ..TimeControl::default()
        })
    }

    /// Where the match stands after `results` (the games played so far, in order).
    /// Results past the match's end are ignored.
    pub fn state(&self, results: &[GameOutcome]) -> MatchState {
        let n = self.games.len();
        let mut points = [0u32; 2]; // half points: experienced, beginner
        let idx = |s: Side| match s {
            Side::Experienced => 0,
            Side::Beginner => 1,
        };
        for (i, r) in results.iter().take(n).enumerate() {
            let played = i + 1;
            if let Some(fav) = self.must_win_every_game {
                if *r != GameOutcome::Won(fav) {
                    return MatchState::Won {
                        winner: fav.other(),
                        games: played,
                        early: played < n,
                    };
                }
            }
            match r {
                GameOutcome::Won(s) => points[idx(*s)] += 2,
                GameOutcome::Draw => {
                    points[0] += 1;
                    points[1] += 1;
                }
            }
            if self.must_win_every_game.is_some() {
                // Leads do not decide such a match: only a game not won, or the last.
                continue;
            }
            let left = 2 * (n - played) as u32;
            for side in [Side::Experienced, Side::Beginner] {
                let (mine, theirs) = (points[idx(side)], points[idx(side.other())]);
                if mine > theirs + left {
                    return MatchState::Won {
                        winner: side,
                        games: played,
                        early: played < n,
                    };
                }
            }
        }
        let played = results.len().min(n);
        match self.must_win_every_game {
            _ if played < n => MatchState::Playing { next: played },
            Some(fav) => MatchState::Won {
                winner: fav,
                games: n,
                early: false,
            },
            // Every game played and no one ahead.
            None => MatchState::Drawn,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameOutcome::*;
    use Side::*;

    #[test]
    fn the_club_match_clocks() {
        let m = MatchSpec::club();
        // Game 1: the beginner has Black with 5 minutes, the experienced White with 30 s.
        assert_eq!(m.clock(0).unwrap().initial_ms, [300_000, 30_000]);
        // Game 2: colours change; the experienced has Black with 15 s.
        assert_eq!(m.black_in(1), Experienced);
        assert_eq!(m.clock(1).unwrap().initial_ms, [15_000, 300_000]);
        assert_eq!(m.clock(2), None);
        assert!(m.clock(0).unwrap().is_handicap());
    }

    #[test]
    fn the_experienced_player_must_win_both() {
        let m = MatchSpec::club();
        assert_eq!(m.state(&[]), MatchState::Playing { next: 0 });
        assert_eq!(
            m.state(&[Won(Experienced)]),
            MatchState::Playing { next: 1 }
        );
        assert_eq!(
            m.state(&[Won(Experienced), Won(Experienced)]),
            MatchState::Won {
                winner: Experienced,
                games: 2,
                early: false
            }
        );
        // A beginner's win or a draw in the first game decides the match at once.
        for first in [Won(Beginner), Draw] {
            assert_eq!(
                m.state(&[first]),
                MatchState::Won {
                    winner: Beginner,
                    games: 1,
                    early: true
                }
            );
        }
        // A draw in the last game is enough for the beginner.
        assert_eq!(
            m.state(&[Won(Experienced), Draw]),
            MatchState::Won {
                winner: Beginner,
                games: 2,
                early: false
            }
        );
        // A result after the decision changes nothing.
        assert_eq!(m.state(&[Draw, Won(Experienced)]), m.state(&[Draw]));
    }

    fn plain(n: usize) -> MatchSpec {
        let g = GameTimes {
            experienced_ms: 60_000,
            beginner_ms: 60_000,
            increment_ms: 0,
        };
        MatchSpec::new(vec![g; n], None, Experienced).unwrap()
    }

    #[test]
    fn an_ordinary_match_ends_when_the_lead_cannot_be_caught() {
        let m = plain(4);
        assert_eq!(
            m.state(&[Won(Beginner), Won(Beginner)]),
            MatchState::Playing { next: 2 }
        );
        // 2½ of 4 cannot be caught: decided after three games.
        assert_eq!(
            m.state(&[Won(Beginner), Won(Beginner), Draw]),
            MatchState::Won {
                winner: Beginner,
                games: 3,
                early: true
            }
        );
        assert_eq!(
            m.state(&[Won(Beginner), Won(Experienced), Draw, Draw]),
            MatchState::Drawn
        );
        assert_eq!(
            m.state(&[Won(Beginner), Won(Experienced), Draw, Won(Experienced)]),
            MatchState::Won {
                winner: Experienced,
                games: 4,
                early: false
            }
        );
        let one = plain(1);
        assert_eq!(one.state(&[Draw]), MatchState::Drawn);
        assert_eq!(
            one.state(&[Won(Experienced)]),
            MatchState::Won {
                winner: Experienced,
                games: 1,
                early: false
            }
        );
    }

    #[test]
    fn n_games_must_win_all() {
        let g = GameTimes {
            experienced_ms: 10_000,
            beginner_ms: 120_000,
            increment_ms: 1_000,
        };
        let m = MatchSpec::new(vec![g; 5], Some(Experienced), Experienced).unwrap();
        let wins = [Won(Experienced); 5];
        for k in 0..5 {
            assert_eq!(m.state(&wins[..k]), MatchState::Playing { next: k });
        }
        assert!(matches!(
            m.state(&wins),
            MatchState::Won {
                winner: Experienced,
                games: 5,
                early: false
            }
        ));
        let mut r = wins.to_vec();
        r[3] = Won(Beginner);
        assert_eq!(
            m.state(&r),
            MatchState::Won {
                winner: Beginner,
                games: 4,
                early: true
            }
        );
        assert_eq!(m.clock(0).unwrap().increment_ms, [1_000, 1_000]);
    }

    #[test]
    fn invalid_matches_say_why() {
        assert_eq!(
            MatchSpec::new(vec![], None, Beginner),
            Err(MatchError::NoGames)
        );
        let g = GameTimes {
            experienced_ms: 0,
            beginner_ms: 1,
            increment_ms: 0,
        };
        let err = MatchSpec::new(vec![g], None, Beginner).unwrap_err();
        assert_eq!(
            err,
            MatchError::NoTime {
                game: 1,
                side: Experienced
            }
        );
        assert!(err.to_string().contains("game 1"));
        let ok = GameTimes {
            experienced_ms: 1,
            beginner_ms: 1,
            increment_ms: 0,
        };
        assert_eq!(
            MatchSpec::new(vec![ok; MAX_GAMES + 1], None, Beginner),
            Err(MatchError::TooManyGames(MAX_GAMES + 1))
        );
    }
}
