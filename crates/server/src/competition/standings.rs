//! Standings with tie-breaks, and the crosstable.
//!
//! # Scoring
//!
//! A win is 1 point, a draw ½, a loss 0. A game lost by forfeit (the player did not
//! appear, or was flagged before the game began) is 1 for the winner and 0 for the loser
//! but was not played. A bye is as the tournament gives it: [`ByePoints::Full`] (the
//! pairing-allocated bye, 1 point, as FIDE's Swiss rules give it), [`ByePoints::Half`]
//! (a requested half-point bye) or [`ByePoints::Zero`] (absent, withdrawn).
//!
//! # Unplayed rounds in tie-breaks
//!
//! The convention is FIDE's tie-break regulations of 2023 (C.07, article 16):
//! - a player's own unplayed round (a bye of any kind, a forfeit won or lost, a round
//!   missed) counts as a game against a *virtual opponent* whose score is the player's
//!   own adjusted score: as if the player had drawn against themself;
//! - an opponent's score, wherever it enters a tie-break, is *adjusted*: each of the
//!   opponent's unplayed rounds counts ½, whatever it gave, so that a forfeit or a bye
//!   neither helps nor hurts the players they met.
//!
//! With that:
//! - **Buchholz**: the sum of the adjusted scores of the opponents, virtual ones
//!   included, one term a round;
//! - **Buchholz cut 1**: Buchholz less its lowest term;
//! - **Sonneborn-Berger**: the sum, over rounds, of the opponent's adjusted score times
//!   the points the player made against them (virtual opponents times the points the
//!   unplayed round gave).
//!
//! Players equal on points and on every tie-break asked for share a rank.

use super::Player;

/// How a finished game ended, by the side that won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    BlackWins,
    WhiteWins,
    Draw,
}

impl GameResult {
    /// Black's points: 1 for a win, ½ for a draw; white has the rest of the point.
    pub fn black_points(self) -> f64 {
        match self {
            GameResult::BlackWins => 1.0,
            GameResult::WhiteWins => 0.0,
            GameResult::Draw => 0.5,
        }
    }
}

/// What a bye is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByePoints {
    Full,
    Half,
    Zero,
}

impl ByePoints {
    pub fn points(self) -> f64 {
        match self {
            ByePoints::Full => 1.0,
            ByePoints::Half => 0.5,
            ByePoints::Zero => 0.0,
        }
    }
}

/// One thing that happened to players in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A game on the board; `result` is `None` while it is being played (it then counts
    /// for nobody).
    Game {
        black: Player,
        white: Player,
        result: Option<GameResult>,
    },
    /// A paired game that was not played: `winner` scores 1, `loser` 0.
    Forfeit { winner: Player, loser: Player },
    /// A player sits the round out.
    Bye { player: Player, points: ByePoints },
}

/// The tie-breaks, in the order a tournament applies them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    SonnebornBerger,
    Buchholz,
    BuchholzCut1,
}

/// The order a round-robin uses: Sonneborn-Berger first.
pub const ROUND_ROBIN: &[TieBreak] = &[TieBreak::SonnebornBerger];
/// The order a Swiss uses: Buchholz cut 1, Buchholz, then Sonneborn-Berger.
pub const SWISS: &[TieBreak] = &[
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
];

/// One player's line in the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub player: Player,
    /// 1-based; tied players share it.
    pub rank: usize,
    pub points: f64,
    pub sonneborn_berger: f64,
    pub buchholz: f64,
    pub buchholz_cut1: f64,
    /// Games played over the board.
    pub played: usize,
}

impl Standing {
    fn value(&self, t: TieBreak) -> f64 {
        match t {
            TieBreak::SonnebornBerger => self.sonneborn_berger,
            TieBreak::Buchholz => self.buchholz,
            TieBreak::BuchholzCut1 => self.buchholz_cut1,
        }
    }
}

/// One round as a player saw it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Seen {
    Played { opponent: Player, points: f64 },
    Unplayed { points: f64 },
}

fn seen_by(players: usize, rounds: &[Vec<Event>]) -> Vec<Vec<Seen>> {
    let mut seen = vec![Vec::with_capacity(rounds.len()); players];
    for round in rounds {
        let mut got: Vec<Option<Seen>> = vec![None; players];
        for e in round {
            match *e {
                Event::Game {
                    black,
                    white,
                    result: Some(r),
                } => {
                    let b = r.black_points();
                    got[black] = Some(Seen::Played {
                        opponent: white,
                        points: b,
                    });
                    got[white] = Some(Seen::Played {
                        opponent: black,
                        points: 1.0 - b,
                    });
                }
                Event::Game { result: None, .. } => {}
                Event::Forfeit { winner, loser } => {
                    got[winner] = Some(Seen::Unplayed { points: 1.0 });
                    got[loser] = Some(Seen::Unplayed { points: 0.0 });
                }
                Event::Bye { player, points } => {
                    got[player] = Some(Seen::Unplayed {
                        points: points.points(),
                    });
                }
            }
        }
        for (p, g) in got.into_iter().enumerate() {
            // A round with nothing recorded for a player (absent, or a game still going)
            // is an unplayed round worth nothing so far.
            seen[p].push(g.unwrap_or(Seen::Unplayed { points: 0.0 }));
        }
    }
    seen
}

/// The standings of `players` players after `rounds` (each a list of events), ordered
/// by points and then by `tie_breaks`, then by pairing number. Events name players below
/// `players`; a player with no event in a round (absent, or a game still going) has an
/// unplayed round worth nothing so far.
pub fn standings(players: usize, rounds: &[Vec<Event>], tie_breaks: &[TieBreak]) -> Vec<Standing> {
    let seen = seen_by(players, rounds);
    let points: Vec<f64> = seen
        .iter()
        .map(|s| {
            s.iter()
                .map(|x| match x {
                    Seen::Played { points, .. } | Seen::Unplayed { points } => points,
                })
                .sum()
        })
        .collect();
    let adjusted: Vec<f64> = seen
        .iter()
        .map(|s| {
            s.iter()
                .map(|x| match x {
                    Seen::Played { points, .. } => *points,
                    Seen::Unplayed { .. } => 0.5,
                })
                .sum()
        })
        .collect();
    let mut table: Vec<Standing> = (0..players)
        .map(|p| {
            // One term a round: the opponent's adjusted score, or the player's own for
            // an unplayed round, with the points made in that round.
            let terms: Vec<(f64, f64)> = seen[p]
                .iter()
                .map(|x| match *x {
                    Seen::Played { opponent, points } => (adjusted[opponent], points),
                    Seen::Unplayed { points } => (adjusted[p], points),
                })
                .collect();
            let buchholz: f64 = terms.iter().map(|t| t.0).sum();
            let lowest = terms.iter().map(|t| t.0).fold(f64::INFINITY, f64::min);
            Standing {
                player: p,
                rank: 0,
                points: points[p],
                sonneborn_berger: terms.iter().map(|t| t.0 * t.1).sum(),
                buchholz,
                buchholz_cut1: if terms.is_empty() {
                    0.0
                } else {
                    buchholz - lowest
                },
                played: seen[p]
                    .iter()
                    .filter(|x| matches!(x, Seen::Played { .. }))
                    .count(),
            }
        })
        .collect();
    let key = |s: &Standing| -> Vec<f64> {
        std::iter::once(s.points)
            .chain(tie_breaks.iter().map(|&t| s.value(t)))
            .collect()
    };
    table.sort_by(|a, b| {
        key(b)
            .partial_cmp(&key(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.player.cmp(&b.player))
    });
    for i in 0..table.len() {
        table[i].rank = if i > 0 && key(&table[i]) == key(&table[i - 1]) {
            table[i - 1].rank
        } else {
            i + 1
        };
    }
    table
}

/// A cell of the crosstable: one meeting of the row's player with the column's, from
/// the row's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Meeting {
    pub round: usize,
    /// Whether the row's player had Black.
    pub black: bool,
    /// The row's points: 1, ½ or 0; `None` while the game is going; forfeits are
    /// marked by `forfeit`.
    pub points: Option<f64>,
    pub forfeit: bool,
}

/// Who met whom: `cells[i][j]` lists the meetings of `order[i]` with `order[j]`, in
/// round order (two in a double round-robin), and `byes[i]` the rounds `order[i]` sat
/// out with what they gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Crosstable {
    pub order: Vec<Player>,
    pub cells: Vec<Vec<Vec<Meeting>>>,
    pub byes: Vec<Vec<(usize, f64)>>,
}

/// The crosstable of the rounds, rows and columns in the order of `standings`.
pub fn crosstable(standings: &[Standing], rounds: &[Vec<Event>]) -> Crosstable {
    let order: Vec<Player> = standings.iter().map(|s| s.player).collect();
    let n = order.iter().copied().max().map_or(0, |m| m + 1);
    let mut at = vec![usize::MAX; n];
    for (i, &p) in order.iter().enumerate() {
        at[p] = i;
    }
    let mut cells = vec![vec![Vec::new(); order.len()]; order.len()];
    let mut byes = vec![Vec::new(); order.len()];
    for (round, events) in rounds.iter().enumerate() {
        for e in events {
            match *e {
                Event::Game {
                    black,
                    white,
                    result,
                } => {
                    let b = result.map(GameResult::black_points);
                    let (ib, iw) = (at[black], at[white]);
                    cells[ib][iw].push(Meeting {
                        round,
                        black: true,
                        points: b,
                        forfeit: false,
                    });
                    cells[iw][ib].push(Meeting {
                        round,
                        black: false,
                        points: b.map(|x| 1.0 - x),
                        forfeit: false,
                    });
                }
                Event::Forfeit { winner, loser } => {
                    let (iw, il) = (at[winner], at[loser]);
                    for (i, j, pts) in [(iw, il, 1.0), (il, iw, 0.0)] {
                        cells[i][j].push(Meeting {
                            round,
                            black: false,
                            points: Some(pts),
                            forfeit: true,
                        });
                    }
                }
                Event::Bye { player, points } => byes[at[player]].push((round, points.points())),
            }
        }
    }
    Crosstable { order, cells, byes }
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameResult::*;

    fn game(black: Player, white: Player, r: GameResult) -> Event {
        Event::Game {
            black,
            white,
            result: Some(r),
        }
    }

    fn row(t: &[Standing], p: Player) -> &Standing {
        t.iter().find(|s| s.player == p).unwrap()
    }

    /// Four players, single round-robin, worked by hand:
    /// A beats B and C, draws D (2½); B beats C and D (2); C beats D (1); D has ½.
    /// SB: A = 2 (B) + 1 (C) + ½·½ (D) = 3.25; B = 1 + ½ = 1.5; C = ½; D = ½·2½ = 1.25.
    /// Buchholz: A = 2 + 1 + ½ = 3.5; B = 2½ + 1 + ½ = 4; C = 2½ + 2 + ½ = 5;
    /// D = 2½ + 2 + 1 = 5½; cut 1 drops each one's lowest.
    #[test]
    fn round_robin_worked_by_hand() {
        let (a, b, c, d) = (0, 1, 2, 3);
        let rounds = vec![
            vec![game(a, b, BlackWins), game(c, d, BlackWins)],
            vec![game(c, a, WhiteWins), game(b, d, BlackWins)],
            vec![game(a, d, Draw), game(b, c, BlackWins)],
        ];
        let t = standings(4, &rounds, ROUND_ROBIN);
        let order: Vec<Player> = t.iter().map(|s| s.player).collect();
        assert_eq!(order, vec![a, b, c, d]);
        let pts: Vec<f64> = t.iter().map(|s| s.points).collect();
        assert_eq!(pts, vec![2.5, 2.0, 1.0, 0.5]);
        assert_eq!(row(&t, a).sonneborn_berger, 3.25);
        assert_eq!(row(&t, b).sonneborn_berger, 1.5);
        assert_eq!(row(&t, c).sonneborn_berger, 0.5);
        assert_eq!(row(&t, d).sonneborn_berger, 1.25);
        assert_eq!(row(&t, a).buchholz, 3.5);
        assert_eq!(row(&t, d).buchholz, 5.5);
        assert_eq!(row(&t, a).buchholz_cut1, 3.0);
        assert_eq!(row(&t, d).buchholz_cut1, 4.5);
        assert_eq!(
            t.iter().map(|s| s.rank).collect::<Vec<_>>(),
            vec![1, 2, 3, 4]
        );
    }

    #[test]
    fn sonneborn_berger_breaks_a_tie_on_points() {
        // A and B both make 1½; A's win is over D (1 point), B's over C (2 points).
        let (a, b, c, d) = (0, 1, 2, 3);
        let rounds = vec![
            vec![game(a, d, BlackWins), game(b, c, BlackWins)],
            vec![game(a, b, Draw), game(c, d, BlackWins)],
            vec![game(a, c, WhiteWins), game(b, d, WhiteWins)],
        ];
        let t = standings(4, &rounds, ROUND_ROBIN);
        assert_eq!((row(&t, a).points, row(&t, b).points), (1.5, 1.5));
        // A: 1·1 (D) + ½·1½ (B) = 1.75; B: 1·2 (C) + ½·1½ (A) = 2.75.
        assert_eq!(row(&t, a).sonneborn_berger, 1.75);
        assert_eq!(row(&t, b).sonneborn_berger, 2.75);
        let order: Vec<Player> = t.iter().map(|s| s.player).collect();
        assert_eq!(order, vec![c, b, a, d]);
        assert_eq!(row(&t, b).rank, 2);
        assert_eq!(row(&t, a).rank, 3);
    }

    #[test]
    fn equal_on_points_and_sonneborn_berger_share_a_rank() {
        // A and B both have 2 of 3; A beat the strong C, B beat the weak D.
        let (a, b, c, d) = (0, 1, 2, 3);
        let rounds = vec![
            vec![game(a, c, BlackWins), game(b, d, BlackWins)],
            vec![game(a, b, WhiteWins), game(c, d, BlackWins)],
            vec![game(a, d, BlackWins), game(c, b, BlackWins)],
        ];
        let t = standings(4, &rounds, ROUND_ROBIN);
        // A: 2 (lost to B); B: 2 (lost to C); C: 2 (lost to A); D: 0. A three-way tie.
        assert_eq!(row(&t, a).points, 2.0);
        assert_eq!(row(&t, b).points, 2.0);
        assert_eq!(row(&t, c).points, 2.0);
        // Each beat one 2-pointer and D: SB 2 + 0 = 2 each, a shared first place.
        assert!(t[..3]
            .iter()
            .all(|s| s.rank == 1 && s.sonneborn_berger == 2.0));
        assert_eq!(t[3].rank, 4);
        // Equal on every tie-break: pairing number orders them.
        assert_eq!(
            t.iter().map(|s| s.player).collect::<Vec<_>>(),
            vec![a, b, c, d]
        );
    }

    /// Byes and forfeits under the virtual-opponent convention, worked by hand.
    /// Five players, two rounds:
    /// round 1: A beats B; C wins against D by forfeit; E has the pairing bye (1);
    /// round 2: A draws C; E beats B; D has a half-point bye.
    /// Points: A 1½, B 0, C 1½, D ½, E 2.
    /// Adjusted (unplayed rounds count ½): A 1½, B 0, C ½ + ½ = 1, D ½ + ½ = 1, E ½ + 1
    /// = 1½.
    /// Buchholz: A = B (0) + C (1) = 1; C = virtual (own adjusted 1) + A (1½) = 2½;
    /// E = virtual (1½) + B (0) = 1½; D = virtual (1) + virtual (1) = 2; B = A (1½) +
    /// E (1½) = 3.
    /// SB: A = 0·1 + 1·½ = ½; C = 1·1 + 1½·½ = 1¾; E = 1½·1 + 0·1 = 1½; D = 1·0 + 1·½ = ½.
    #[test]
    fn byes_and_forfeits_by_the_virtual_opponent_rule() {
        let (a, b, c, d, e) = (0, 1, 2, 3, 4);
        let rounds = vec![
            vec![
                game(a, b, BlackWins),
                Event::Forfeit {
                    winner: c,
                    loser: d,
                },
                Event::Bye {
                    player: e,
                    points: ByePoints::Full,
                },
            ],
            vec![
                game(a, c, Draw),
                game(e, b, BlackWins),
                Event::Bye {
                    player: d,
                    points: ByePoints::Half,
                },
            ],
        ];
        let t = standings(5, &rounds, crate::competition::standings::SWISS);
        let pts = |p| row(&t, p).points;
        assert_eq!(
            (pts(a), pts(b), pts(c), pts(d), pts(e)),
            (1.5, 0.0, 1.5, 0.5, 2.0)
        );
        let bh = |p| row(&t, p).buchholz;
        assert_eq!(
            (bh(a), bh(b), bh(c), bh(d), bh(e)),
            (1.0, 3.0, 2.5, 2.0, 1.5)
        );
        let sb = |p| row(&t, p).sonneborn_berger;
        assert_eq!((sb(a), sb(c), sb(d), sb(e)), (0.5, 1.75, 0.5, 1.5));
        assert_eq!(row(&t, c).played, 1);
        assert_eq!(row(&t, d).played, 0);
        // E first; C ahead of A on Buchholz cut 1 (C: 2½ − 1 = 1½; A: 1 − 0 = 1).
        let order: Vec<Player> = t.iter().map(|s| s.player).collect();
        assert_eq!(order, vec![e, c, a, d, b]);
    }

    #[test]
    fn games_in_progress_count_for_nobody_and_zero_byes_give_nothing() {
        let rounds = vec![vec![
            Event::Game {
                black: 0,
                white: 1,
                result: None,
            },
            Event::Bye {
                player: 2,
                points: ByePoints::Zero,
            },
        ]];
        let t = standings(3, &rounds, SWISS);
        assert!(t.iter().all(|s| s.points == 0.0 && s.rank == 1));
    }

    #[test]
    fn crosstable_records_each_meeting_from_both_sides() {
        let rounds = vec![
            vec![
                game(0, 1, Draw),
                Event::Bye {
                    player: 2,
                    points: ByePoints::Full,
                },
            ],
            vec![
                game(1, 2, WhiteWins),
                Event::Bye {
                    player: 0,
                    points: ByePoints::Full,
                },
            ],
            vec![Event::Forfeit {
                winner: 0,
                loser: 2,
            }],
        ];
        let t = standings(3, &rounds, ROUND_ROBIN);
        let x = crosstable(&t, &rounds);
        // 0: ½ + 1 + 1 = 2½; 2: 1 + 1 + 0 = 2; 1: ½.
        assert_eq!(x.order, vec![0, 2, 1]);
        let (i0, i1, i2) = (0, 2, 1);
        assert_eq!(
            x.cells[i0][i1],
            vec![Meeting {
                round: 0,
                black: true,
                points: Some(0.5),
                forfeit: false
            }]
        );
        assert_eq!(x.cells[i1][i0][0].points, Some(0.5));
        assert!(!x.cells[i1][i0][0].black);
        assert_eq!(x.cells[i2][i1][0].points, Some(1.0));
        assert_eq!(x.cells[i0][i2][0].points, Some(1.0));
        assert!(x.cells[i2][i0][0].forfeit);
        assert_eq!(x.cells[i2][i0][0].points, Some(0.0));
        assert_eq!(x.byes[i2], vec![(0, 1.0)]);
        assert_eq!(x.byes[i0], vec![(1, 1.0)]);
        assert!(x.cells[i0][i0].is_empty());
    }
}
