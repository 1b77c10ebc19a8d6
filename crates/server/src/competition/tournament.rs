//! A tournament's course, whatever its system: when it starts, what the next round is,
//! when it is over, and how a withdrawal changes the rounds. The rounds are kept as
//! [`Event`]s, the same record the standings read, so that a restart rebuilds everything
//! from what was stored.
//!
//! # Withdrawals
//!
//! As arbiters handle them (FIDE Handbook C.05, the general rules for round-robins, and
//! the Swiss rules):
//! - a withdrawn player is never paired again; in a Swiss the others are paired among
//!   themselves; in a round-robin, each remaining scheduled game against the withdrawn
//!   player is a forfeit won by the opponent;
//! - in a round-robin, a player who withdraws having played less than half of their
//!   games has their results annulled: every game and forfeit with them is struck from
//!   the record, as if they had never entered; from half on, the results stand.

use super::round_robin;
use super::standings::{ByePoints, Event};
use super::swiss;
use super::{Player, Round};
use std::fmt;

/// How a tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// `cycles` times through the Berger table: 1 single, 2 double.
    RoundRobin {
        cycles: usize,
    },
    Swiss {
        rounds: usize,
    },
    Arena {
        minutes: u32,
    },
}

/// The longest Swiss and arena a tournament may ask for.
pub const MAX_SWISS_ROUNDS: usize = 30;
pub const MAX_ARENA_MINUTES: u32 = 7 * 24 * 60;

/// A system that cannot be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SystemError {
    Unknown(String),
    /// Round-robin rounds other than 1 (single) or 2 (double).
    Cycles(usize),
    SwissRounds(usize),
    ArenaMinutes(u32),
    /// The count the system needs is missing (`rounds` or `minutes`).
    Missing(&'static str),
    /// Too few players to start.
    TooFewPlayers(usize),
    /// A Swiss of at least as many rounds as players must repeat opponents: it is a
    /// round-robin in disguise, and its late rounds search long for pairings.
    RoundsForPlayers {
        rounds: usize,
        players: usize,
    },
}

impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SystemError::Unknown(s) => {
                write!(f, "unknown system '{s}' (known: round-robin, swiss, arena)")
            }
            SystemError::Cycles(n) => write!(
                f,
                "a round-robin has rounds 1 (single) or 2 (double), not {n}"
            ),
            SystemError::SwissRounds(n) => {
                write!(f, "a Swiss has 1 to {MAX_SWISS_ROUNDS} rounds, not {n}")
            }
            SystemError::ArenaMinutes(n) => {
                write!(
                    f,
                    "an arena lasts 1 to {MAX_ARENA_MINUTES} minutes, not {n}"
                )
            }
            SystemError::Missing(what) => write!(f, "this system needs '{what}'"),
            SystemError::TooFewPlayers(n) => {
                write!(f, "a tournament needs at least 2 players to start, not {n}")
            }
            SystemError::RoundsForPlayers { rounds, players } => write!(
                f,
                "a Swiss of {rounds} rounds needs more than {rounds} players, not {players}; \
                 play a round-robin instead"
            ),
        }
    }
}

impl std::error::Error for SystemError {}

impl System {
    /// The system as a tournament's creation asks for it: `"round-robin"` with `rounds`
    /// 1 or 2, `"swiss"` with `rounds`, `"arena"` with `minutes`.
    pub fn parse(
        name: &str,
        rounds: Option<usize>,
        minutes: Option<u32>,
    ) -> Result<System, SystemError> {
        match name {
            "round-robin" => match rounds.unwrap_or(1) {
                c @ (1 | 2) => Ok(System::RoundRobin { cycles: c }),
                c => Err(SystemError::Cycles(c)),
            },
            "swiss" => match rounds.ok_or(SystemError::Missing("rounds"))? {
                r @ 1..=MAX_SWISS_ROUNDS => Ok(System::Swiss { rounds: r }),
                r => Err(SystemError::SwissRounds(r)),
            },
            "arena" => match minutes.ok_or(SystemError::Missing("minutes"))? {
                m @ 1..=MAX_ARENA_MINUTES => Ok(System::Arena { minutes: m }),
                m => Err(SystemError::ArenaMinutes(m)),
            },
            other => Err(SystemError::Unknown(other.to_string())),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            System::RoundRobin { .. } => "round-robin",
            System::Swiss { .. } => "swiss",
            System::Arena { .. } => "arena",
        }
    }

    /// Whether the tournament can start with `players` players.
    pub fn check_field(self, players: usize) -> Result<(), SystemError> {
        if players < 2 {
            return Err(SystemError::TooFewPlayers(players));
        }
        match self {
            System::Swiss { rounds } if rounds >= players => {
                Err(SystemError::RoundsForPlayers { rounds, players })
            }
            _ => Ok(()),
        }
    }

    /// The number of rounds for `players` players (an arena has none: it runs on time).
    pub fn rounds(self, players: usize) -> Option<usize> {
        match self {
            System::RoundRobin { cycles } if players >= 2 => {
                Some((players + players % 2 - 1) * cycles)
            }
            System::RoundRobin { .. } => Some(0),
            System::Swiss { rounds } => Some(rounds),
            System::Arena { .. } => None,
        }
    }
}

/// A tournament's status, as the API names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Created,
    Started,
    Finished,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Started => "started",
            Status::Finished => "finished",
        }
    }
}

/// Whether a created tournament with `starts_at` (milliseconds since the epoch) should
/// start by itself at `now_ms`.
pub fn due_to_start(status: Status, starts_at: Option<u64>, now_ms: u64) -> bool {
    status == Status::Created && starts_at.is_some_and(|t| now_ms >= t)
}

/// What to do next in a round-based tournament.
#[derive(Debug, Clone, PartialEq)]
pub enum Next {
    /// Start this round (its events: games without results, forfeits, a bye).
    Round(Vec<Event>),
    /// A game of the current round is still going.
    Wait,
    /// Every round has been played, or too few players are left.
    Finished,
}

/// The next step of a round-robin or Swiss with `players` players after `rounds`, with
/// `withdrawn` players out. An arena has no rounds: it is paired by [`super::arena`].
pub fn next(system: System, players: usize, rounds: &[Vec<Event>], withdrawn: &[Player]) -> Next {
    let going = |r: &Vec<Event>| {
        r.iter()
            .any(|e| matches!(e, Event::Game { result: None, .. }))
    };
    if rounds.last().is_some_and(going) {
        return Next::Wait;
    }
    let done = rounds.len();
    match system {
        System::RoundRobin { cycles } => {
            let schedule = round_robin::schedule(players, cycles);
            match schedule.get(done) {
                Some(round) => Next::Round(round_robin_events(round, withdrawn)),
                None => Next::Finished,
            }
        }
        System::Swiss { rounds: total } => {
            if done >= total {
                return Next::Finished;
            }
            let history = swiss::history(players, rounds, withdrawn);
            match swiss::pair(&history) {
                Some(round) => Next::Round(swiss_events(&round)),
                None => Next::Finished,
            }
        }
        System::Arena { .. } => Next::Finished,
    }
}

/// A round-robin round as events: a game against a withdrawn player is a forfeit won by
/// the opponent; a game between two withdrawn players, and a withdrawn player's bye,
/// vanish.
fn round_robin_events(round: &Round, withdrawn: &[Player]) -> Vec<Event> {
    let out = |p: &Player| withdrawn.contains(p);
    let mut events = Vec::new();
    for g in &round.games {
        match (out(&g.black), out(&g.white)) {
            (false, false) => events.push(Event::Game {
                black: g.black,
                white: g.white,
                result: None,
            }),
            (true, false) => events.push(Event::Forfeit {
                winner: g.white,
                loser: g.black,
            }),
            (false, true) => events.push(Event::Forfeit {
                winner: g.black,
                loser: g.white,
            }),
            (true, true) => {}
        }
    }
    if let Some(b) = round.bye.filter(|b| !out(b)) {
        // In a round-robin the bye is the odd player's rest, worth nothing.
        events.push(Event::Bye {
            player: b,
            points: ByePoints::Zero,
        });
    }
    events
}

/// A Swiss round as events: the pairing-allocated bye is worth a point.
fn swiss_events(round: &Round) -> Vec<Event> {
    let mut events: Vec<Event> = round
        .games
        .iter()
        .map(|g| Event::Game {
            black: g.black,
            white: g.white,
            result: None,
        })
        .collect();
    if let Some(b) = round.bye {
        events.push(Event::Bye {
            player: b,
            points: ByePoints::Full,
        });
    }
    events
}

/// The round-robin record with the results of players who withdrew before playing half
/// of their `games_each` games struck out (see the module's rules on withdrawals).
pub fn annul_early_withdrawals(
    rounds: &[Vec<Event>],
    withdrawn: &[Player],
    games_each: usize,
) -> Vec<Vec<Event>> {
    let played = |p: Player| {
        rounds
            .iter()
            .flatten()
            .filter(|e| {
                matches!(e, Event::Game { black, white, result: Some(_) } if *black == p || *white == p)
            })
            .count()
    };
    let annulled: Vec<Player> = withdrawn
        .iter()
        .copied()
        .filter(|&p| 2 * played(p) < games_each)
        .collect();
    let involves = |e: &Event| match *e {
        Event::Game { black, white, .. } => annulled.contains(&black) || annulled.contains(&white),
        Event::Forfeit { winner, loser } => annulled.contains(&winner) || annulled.contains(&loser),
        Event::Bye { player, .. } => annulled.contains(&player),
    };
    rounds
        .iter()
        .map(|r| r.iter().copied().filter(|e| !involves(e)).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::standings::{standings, GameResult, ROUND_ROBIN, SWISS};

    /// Plays every game of a round: the lower number wins, as a stand-in for real play.
    fn finish(events: &mut [Event]) {
        for e in events {
            if let Event::Game {
                black,
                white,
                result,
            } = e
            {
                *result = Some(if black < white {
                    GameResult::BlackWins
                } else {
                    GameResult::WhiteWins
                });
            }
        }
    }

    #[test]
    fn systems_parse_as_the_api_names_them() {
        assert_eq!(
            System::parse("round-robin", Some(2), None),
            Ok(System::RoundRobin { cycles: 2 })
        );
        assert_eq!(
            System::parse("round-robin", None, None),
            Ok(System::RoundRobin { cycles: 1 })
        );
        assert_eq!(
            System::parse("round-robin", Some(3), None),
            Err(SystemError::Cycles(3))
        );
        assert_eq!(
            System::parse("swiss", Some(5), None),
            Ok(System::Swiss { rounds: 5 })
        );
        assert_eq!(
            System::parse("swiss", None, None),
            Err(SystemError::Missing("rounds"))
        );
        assert_eq!(
            System::parse("swiss", Some(0), None),
            Err(SystemError::SwissRounds(0))
        );
        assert_eq!(
            System::parse("arena", None, Some(60)),
            Ok(System::Arena { minutes: 60 })
        );
        assert_eq!(
            System::parse("arena", Some(3), None),
            Err(SystemError::Missing("minutes"))
        );
        assert!(
            matches!(System::parse("knockout", None, None), Err(SystemError::Unknown(s)) if s == "knockout")
        );
        for s in ["round-robin", "swiss", "arena"] {
            let sys = System::parse(s, Some(1), Some(1)).unwrap();
            assert_eq!(sys.name(), s);
        }
        assert!(SystemError::Cycles(3).to_string().contains("not 3"));
    }

    #[test]
    fn fields_too_small_for_the_system() {
        let swiss = System::Swiss { rounds: 5 };
        assert_eq!(swiss.check_field(6), Ok(()));
        assert_eq!(
            swiss.check_field(5),
            Err(SystemError::RoundsForPlayers {
                rounds: 5,
                players: 5
            })
        );
        assert_eq!(
            System::RoundRobin { cycles: 2 }.check_field(1),
            Err(SystemError::TooFewPlayers(1))
        );
        assert_eq!(System::RoundRobin { cycles: 1 }.check_field(2), Ok(()));
        assert_eq!(System::Arena { minutes: 5 }.check_field(2), Ok(()));
        assert!(swiss
            .check_field(5)
            .unwrap_err()
            .to_string()
            .contains("round-robin"));
    }

    #[test]
    fn rounds_and_start() {
        assert_eq!(System::RoundRobin { cycles: 1 }.rounds(4), Some(3));
        assert_eq!(System::RoundRobin { cycles: 2 }.rounds(5), Some(10));
        assert_eq!(System::RoundRobin { cycles: 1 }.rounds(1), Some(0));
        assert_eq!(System::Swiss { rounds: 7 }.rounds(40), Some(7));
        assert_eq!(System::Arena { minutes: 30 }.rounds(40), None);
        assert!(!due_to_start(Status::Created, None, 5));
        assert!(!due_to_start(Status::Created, Some(10), 9));
        assert!(due_to_start(Status::Created, Some(10), 10));
        assert!(!due_to_start(Status::Started, Some(10), 11));
        assert_eq!(Status::Finished.name(), "finished");
    }

    #[test]
    fn a_four_player_round_robin_runs_to_its_final_standings() {
        let system = System::RoundRobin { cycles: 1 };
        let mut rounds: Vec<Vec<Event>> = Vec::new();
        loop {
            match next(system, 4, &rounds, &[]) {
                Next::Round(r) => {
                    rounds.push(r);
                    assert_eq!(next(system, 4, &rounds, &[]), Next::Wait);
                    finish(rounds.last_mut().unwrap());
                }
                Next::Wait => panic!("nothing is going"),
                Next::Finished => break,
            }
        }
        assert_eq!(rounds.len(), 3);
        let t = standings(4, &rounds, ROUND_ROBIN);
        let table: Vec<(Player, f64)> = t.iter().map(|s| (s.player, s.points)).collect();
        assert_eq!(table, vec![(0, 3.0), (1, 2.0), (2, 1.0), (3, 0.0)]);
    }

    #[test]
    fn a_swiss_runs_its_rounds_with_a_bye_and_a_withdrawal() {
        let system = System::Swiss { rounds: 4 };
        let mut rounds: Vec<Vec<Event>> = Vec::new();
        let mut withdrawn = Vec::new();
        while let Next::Round(mut r) = next(system, 7, &rounds, &withdrawn) {
            finish(&mut r);
            rounds.push(r);
            if rounds.len() == 2 {
                withdrawn.push(6);
            }
        }
        assert_eq!(rounds.len(), 4);
        // Seven players: one bye a round while 6 plays; after it withdraws, six play and
        // no one sits out.
        for (i, r) in rounds.iter().enumerate() {
            let byes = r.iter().filter(|e| matches!(e, Event::Bye { .. })).count();
            assert_eq!(byes, usize::from(i < 2), "round {i}");
            if i >= 2 {
                assert!(r.iter().all(|e| !matches!(
                    e,
                    Event::Game { black: 6, .. } | Event::Game { white: 6, .. }
                )));
            }
        }
        let t = standings(7, &rounds, SWISS);
        assert_eq!(t[0].player, 0);
        assert_eq!(t[0].points, 4.0);
    }

    #[test]
    fn round_robin_withdrawals_forfeit_or_annul() {
        let system = System::RoundRobin { cycles: 1 };
        let mut rounds: Vec<Vec<Event>> = Vec::new();
        // Player 3 of 4 withdraws after the first round: its later games are forfeits.
        let mut first = match next(system, 4, &rounds, &[]) {
            Next::Round(r) => r,
            other => panic!("{other:?}"),
        };
        finish(&mut first);
        rounds.push(first);
        while let Next::Round(r) = next(system, 4, &rounds, &[3]) {
            assert!(r
                .iter()
                .any(|e| matches!(e, Event::Forfeit { loser: 3, .. })));
            let mut r = r;
            finish(&mut r);
            rounds.push(r);
        }
        assert_eq!(rounds.len(), 3);
        // One game of three played: fewer than half, so all of 3's results go.
        let kept = annul_early_withdrawals(&rounds, &[3], 3);
        assert!(kept.iter().flatten().all(|e| match *e {
            Event::Game { black, white, .. } => black != 3 && white != 3,
            Event::Forfeit { winner, loser } => winner != 3 && loser != 3,
            Event::Bye { player, .. } => player != 3,
        }));
        let t = standings(4, &kept, ROUND_ROBIN);
        assert_eq!(t.iter().find(|s| s.player == 3).unwrap().points, 0.0);
        // 0 beat 1 and 2; its game with 3 is gone: 2 points, not 3.
        assert_eq!(t[0].points, 2.0);
        // Had 3 played two of its three, its results would stand.
        assert_eq!(annul_early_withdrawals(&rounds, &[3], 2), rounds);
    }

    #[test]
    fn round_robin_byes_and_two_withdrawn_players() {
        let round = Round {
            games: vec![
                crate::competition::Pairing { black: 0, white: 1 },
                crate::competition::Pairing { black: 2, white: 3 },
            ],
            bye: Some(4),
        };
        let events = round_robin_events(&round, &[2, 3]);
        assert_eq!(
            events,
            vec![
                Event::Game {
                    black: 0,
                    white: 1,
                    result: None
                },
                Event::Bye {
                    player: 4,
                    points: ByePoints::Zero
                }
            ]
        );
        assert!(!round_robin_events(&round, &[4])
            .iter()
            .any(|e| matches!(e, Event::Bye { .. })));
        assert_eq!(
            next(System::Arena { minutes: 5 }, 4, &[], &[]),
            Next::Finished
        );
    }
}
