//! Round-robin schedules from Berger tables (FIDE Handbook C.05, annex 1).
//!
//! With `n` players (one more, a "bye", when the count is odd) numbered 1..=n as in the
//! tables, and `m = n − 1`:
//! - players `i` and `j` below `n` meet in the round `r` with `i + j ≡ r + 1 (mod m)`,
//!   and player `n` meets the `i` with `2i ≡ r + 1 (mod m)`;
//! - between `i < j < n`, the lower number has the first move when `i + j` is odd, the
//!   higher when it is even; against `n`, a player `i ≤ n/2` has the first move;
//! - board 1 is player `n`'s game, then the pairs `(i + k, i − k)` around `n`'s opponent.
//!
//! This gives each player as many first moves as second, give or take one. The first
//! move is Black's here (see [`super::Pairing`]). A player paired with the bye sits the
//! round out.
//!
//! A double round-robin plays the table twice, the second time with colours reversed.
//! As the Handbook advises, the last two rounds of the first cycle (only) are swapped, so
//! that no one has the same colour three times running at the turn of the cycles. Cycles
//! beyond the second repeat the table, colours alternating from cycle to cycle.

use super::{Pairing, Round};

/// All rounds of a round-robin of `players` players, `cycles` times through (1 single,
/// 2 double; more repeat with colours alternating). Players are numbered from 0.
pub fn schedule(players: usize, cycles: usize) -> Vec<Round> {
    if players < 2 || cycles == 0 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    let cycle: Vec<Round> = (1..=m).map(|r| berger_round(n, r, players)).collect();
    let mut all = Vec::with_capacity(m * cycles);
    for c in 0..cycles {
        let mut order: Vec<&Round> = cycle.iter().collect();
        if c == 0 && cycles >= 2 && m >= 2 {
            order.swap(m - 2, m - 1);
        }
        for round in order {
            let mut round = round.clone();
            if c % 2 == 1 {
                for g in &mut round.games {
                    *g = Pairing {
                        black: g.white,
                        white: g.black,
                    };
                }
            }
            all.push(round);
        }
    }
    all
}

/// Round `r` (1-based) of the Berger table for `n` players (even), with table numbers
/// above `players` standing for the bye.
fn berger_round(n: usize, r: usize, players: usize) -> Round {
    let m = n - 1;
    // Residues are taken in 1..=m, as the tables number players.
    let wrap = |x: usize| (x + m - 1) % m + 1;
    let target = wrap(r + 1);
    let partner_of_n = (1..=m).find(|&i| wrap(2 * i) == target).expect("m is odd");
    let mut pairs = vec![if partner_of_n <= n / 2 {
        (partner_of_n, n)
    } else {
        (n, partner_of_n)
    }];
    for k in 1..n / 2 {
        let a = wrap(partner_of_n + k);
        let b = wrap(partner_of_n + m - k);
        let (lo, hi) = (a.min(b), a.max(b));
        pairs.push(if (lo + hi) % 2 == 1 {
            (lo, hi)
        } else {
            (hi, lo)
        });
    }
    let mut round = Round::default();
    for (first, second) in pairs {
        if first > players {
            round.bye = Some(second - 1);
        } else if second > players {
            round.bye = Some(first - 1);
        } else {
            round.games.push(Pairing {
                black: first - 1,
                white: second - 1,
            });
        }
    }
    round
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::Player;
    use proptest::prelude::*;

    fn table(rounds: &[Round]) -> Vec<Vec<(usize, usize)>> {
        rounds
            .iter()
            .map(|r| r.games.iter().map(|g| (g.black + 1, g.white + 1)).collect())
            .collect()
    }

    #[test]
    fn four_and_six_players_match_the_handbook_tables() {
        assert_eq!(
            table(&schedule(4, 1)),
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)],
            ]
        );
        assert_eq!(
            table(&schedule(6, 1)),
            vec![
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
    }

    #[test]
    fn an_odd_count_gives_each_player_one_bye() {
        let rounds = schedule(5, 1);
        assert_eq!(rounds.len(), 5);
        let mut byes: Vec<Player> = rounds.iter().map(|r| r.bye.unwrap()).collect();
        byes.sort();
        assert_eq!(byes, vec![0, 1, 2, 3, 4]);
        assert!(rounds.iter().all(|r| r.games.len() == 2));
        // Five players use the six-player table with player 6 as the bye: round 1's
        // (1, 6) leaves player 1 out.
        assert_eq!(rounds[0].bye, Some(0));
        assert_eq!(table(&rounds[..1]), vec![vec![(2, 5), (3, 4)]]);
    }

    #[test]
    fn degenerate_sizes() {
        assert!(schedule(0, 1).is_empty());
        assert!(schedule(1, 2).is_empty());
        assert!(schedule(5, 0).is_empty());
        let two = schedule(2, 2);
        assert_eq!(table(&two), vec![vec![(1, 2)], vec![(2, 1)]]);
        let three = schedule(3, 2);
        assert_eq!(three.len(), 6);
    }

    fn check(players: usize, cycles: usize) -> Result<(), TestCaseError> {
        let rounds = schedule(players, cycles);
        let n = players + players % 2;
        prop_assert_eq!(rounds.len(), (n - 1) * cycles);
        let mut met = vec![vec![Vec::<(usize, bool)>::new(); players]; players];
        let mut colours = vec![Vec::<bool>::new(); players];
        for (ri, round) in rounds.iter().enumerate() {
            let mut seen = vec![false; players];
            for g in &round.games {
                prop_assert!(g.black != g.white);
                for p in [g.black, g.white] {
                    prop_assert!(!seen[p], "player {} twice in round {}", p, ri);
                    seen[p] = true;
                }
                met[g.black][g.white].push((ri, true));
                met[g.white][g.black].push((ri, false));
                colours[g.black].push(true);
                colours[g.white].push(false);
            }
            if let Some(b) = round.bye {
                prop_assert!(!seen[b]);
                seen[b] = true;
            }
            prop_assert!(seen.iter().all(|&s| s), "someone missing in round {}", ri);
        }
        for a in 0..players {
            for (b, games) in met[a].iter().enumerate() {
                if a == b {
                    continue;
                }
                prop_assert_eq!(games.len(), cycles, "{} and {} meet {:?}", a, b, games);
                for w in games.windows(2) {
                    prop_assert!(w[0].1 != w[1].1, "{} and {} keep colours", a, b);
                }
            }
            // Balanced over the whole event, and per cycle.
            let blacks = colours[a].iter().filter(|&&c| c).count() as i64;
            let whites = colours[a].len() as i64 - blacks;
            prop_assert!(
                (blacks - whites).abs() <= 1,
                "player {} has {} / {}",
                a,
                blacks,
                whites
            );
            if cycles == 2 {
                // Never the same colour three games running.
                for w in colours[a].windows(3) {
                    prop_assert!(
                        !(w[0] == w[1] && w[1] == w[2]),
                        "player {}: {:?}",
                        a,
                        colours[a]
                    );
                }
            }
        }
        Ok(())
    }

    proptest! {
        #[test]
        fn every_pair_meets_once_per_cycle_and_colours_balance(players in 2..21usize, cycles in 1..3usize) {
            check(players, cycles)?;
        }
    }
}
