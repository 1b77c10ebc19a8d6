//! Leagues, as the e-mail world championships were run: each season the players are
//! split into round-robin groups by strength, and between seasons the best of each group
//! go up a group and the worst go down.
//!
//! # The ladder
//!
//! Groups form a ladder, group 0 at the top. The first season forms them by rating:
//! players sorted by rating (then number) fill the groups from the top, the group count
//! being `ceil(players / group_size)` and the sizes differing by one at most (larger
//! groups above), so that no group is left with one or two players.
//!
//! # Between seasons
//!
//! Each group's final order (points, then Sonneborn-Berger, then seed: see
//! [`super::standings`]) decides the movement. Across each boundary between two groups,
//! the top `movers` of the lower group go up and the bottom `movers` of the upper group go
//! down, fewer when a group is too small to give that many on each side (never more than
//! half a group across one boundary). Players who leave are struck off; newcomers join
//! the bottom group, strongest first, and a bottom group grown past `group_size` splits
//! into new groups below as the first season's were formed. Groups left empty vanish.
//! Within a group the new season's order is: the players promoted into it (they won
//! their groups below), then those who stayed, then those relegated into it, each in
//! their previous order; that order seeds the group's Berger table.

use super::round_robin;
use super::standings::{self, Event};
use super::{Pairing, Player, Round};

/// Players `players` (with ratings) split into groups of at most `group_size`, strongest
/// first.
pub fn form_groups(players: &[(Player, f64)], group_size: usize) -> Vec<Vec<Player>> {
    let mut sorted = players.to_vec();
    sorted.sort_by(|a, b| {
        b.1.partial_cmp(&a.1)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.0.cmp(&b.0))
    });
    split(sorted.into_iter().map(|(p, _)| p).collect(), group_size)
}

/// `players` in order cut into `ceil(n / size)` groups of near-equal size, larger first.
fn split(players: Vec<Player>, group_size: usize) -> Vec<Vec<Player>> {
    let size = group_size.max(2);
    if players.is_empty() {
        return Vec::new();
    }
    let count = players.len().div_ceil(size);
    let (base, extra) = (players.len() / count, players.len() % count);
    let mut out = Vec::with_capacity(count);
    let mut it = players.into_iter();
    for g in 0..count {
        let n = base + usize::from(g < extra);
        out.push(it.by_ref().take(n).collect());
    }
    out
}

/// A group's schedule: its Berger table with the group's players in place of the seeds.
pub fn group_schedule(group: &[Player], cycles: usize) -> Vec<Round> {
    round_robin::schedule(group.len(), cycles)
        .into_iter()
        .map(|r| Round {
            games: r
                .games
                .iter()
                .map(|g| Pairing {
                    black: group[g.black],
                    white: group[g.white],
                })
                .collect(),
            bye: r.bye.map(|b| group[b]),
        })
        .collect()
}

/// A group's final order from its rounds, whose events name players by their place in
/// the group (0 = `group[0]`).
pub fn group_order(group: &[Player], local_rounds: &[Vec<Event>]) -> Vec<Player> {
    standings::standings(group.len(), local_rounds, standings::ROUND_ROBIN)
        .into_iter()
        .map(|s| group[s.player])
        .collect()
}

/// The ladder of a new season, and who moved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextSeason {
    pub groups: Vec<Vec<Player>>,
    /// (player, from group, to group) for everyone who went up.
    pub promoted: Vec<(Player, usize, usize)>,
    /// (player, from group, to group) for everyone who went down.
    pub relegated: Vec<(Player, usize, usize)>,
}

/// The next season's groups from the last season's final orders (group 0 at the top,
/// each group best first).
pub fn next_season(
    final_orders: &[Vec<Player>],
    movers: usize,
    leaving: &[Player],
    joining: &[(Player, f64)],
    group_size: usize,
) -> NextSeason {
    let k = final_orders.len();
    // How many cross each boundary b (between group b and b + 1).
    let across: Vec<usize> = (0..k.saturating_sub(1))
        .map(|b| {
            movers
                .min(final_orders[b].len() / 2)
                .min(final_orders[b + 1].len() / 2)
        })
        .collect();
    let mut promoted = Vec::new();
    let mut relegated = Vec::new();
    let mut groups: Vec<Vec<Player>> = vec![Vec::new(); k];
    for (g, order) in final_orders.iter().enumerate() {
        let up = if g > 0 { across[g - 1] } else { 0 };
        let down = if g + 1 < k { across[g] } else { 0 };
        let n = order.len();
        for (i, &p) in order.iter().enumerate() {
            if i < up {
                promoted.push((p, g, g - 1));
            } else if i >= n - down {
                relegated.push((p, g, g + 1));
            }
        }
    }
    // Promoted first in their new group, then the group's stayers, then the relegated.
    for &(p, _, to) in &promoted {
        groups[to].push(p);
    }
    for (g, order) in final_orders.iter().enumerate() {
        let up = if g > 0 { across[g - 1] } else { 0 };
        let down = if g + 1 < k { across[g] } else { 0 };
        groups[g].extend(&order[up..order.len() - down]);
    }
    for &(p, _, to) in &relegated {
        groups[to].push(p);
    }
    for g in &mut groups {
        g.retain(|p| !leaving.contains(p));
    }
    groups.retain(|g| !g.is_empty());
    promoted.retain(|(p, _, _)| !leaving.contains(p));
    relegated.retain(|(p, _, _)| !leaving.contains(p));
    if !joining.is_empty() {
        let mut newcomers = joining.to_vec();
        newcomers.sort_by(|a, b| {
            b.1.partial_cmp(&a.1)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.0.cmp(&b.0))
        });
        let mut bottom = groups.pop().unwrap_or_default();
        bottom.extend(newcomers.into_iter().map(|(p, _)| p));
        if bottom.len() > group_size.max(2) {
            groups.extend(split(bottom, group_size));
        } else {
            groups.push(bottom);
        }
    }
    NextSeason {
        groups,
        promoted,
        relegated,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::standings::GameResult;

    #[test]
    fn groups_form_by_rating_with_near_equal_sizes() {
        let players: Vec<(Player, f64)> = (0..10).map(|p| (p, 1000.0 + 100.0 * p as f64)).collect();
        let groups = form_groups(&players, 4);
        // 10 players, at most 4 a group: 3 groups of 4, 3, 3, strongest on top.
        assert_eq!(groups, vec![vec![9, 8, 7, 6], vec![5, 4, 3], vec![2, 1, 0]]);
        assert_eq!(
            form_groups(&players, 10),
            vec![(0..10).rev().collect::<Vec<_>>()]
        );
        assert!(form_groups(&[], 5).is_empty());
    }

    #[test]
    fn each_group_plays_its_own_round_robin() {
        let group = [7, 3, 9, 12];
        let rounds = group_schedule(&group, 1);
        assert_eq!(rounds.len(), 3);
        assert_eq!(
            rounds[0].games,
            vec![
                Pairing {
                    black: 7,
                    white: 12
                },
                Pairing { black: 3, white: 9 }
            ]
        );
        let mut met = std::collections::HashSet::new();
        for r in &rounds {
            for g in &r.games {
                assert!(group.contains(&g.black) && group.contains(&g.white));
                assert!(met.insert((g.black.min(g.white), g.black.max(g.white))));
            }
        }
        assert_eq!(met.len(), 6);
    }

    #[test]
    fn final_order_comes_from_the_group_standings() {
        let group = [40, 41, 42];
        // Local numbering: 0 = 40, 1 = 41, 2 = 42. 42 beats both; 40 beats 41.
        let game = |black, white, r| Event::Game {
            black,
            white,
            result: Some(r),
        };
        let rounds = vec![
            vec![game(2, 0, GameResult::BlackWins)],
            vec![game(1, 2, GameResult::WhiteWins)],
            vec![game(0, 1, GameResult::BlackWins)],
        ];
        assert_eq!(group_order(&group, &rounds), vec![42, 40, 41]);
    }

    #[test]
    fn two_up_two_down_between_seasons() {
        // Three groups of 5, final orders best first.
        let orders = vec![
            vec![1, 2, 3, 4, 5],
            vec![6, 7, 8, 9, 10],
            vec![11, 12, 13, 14, 15],
        ];
        let next = next_season(&orders, 2, &[], &[], 5);
        assert_eq!(
            next.groups,
            vec![
                vec![6, 7, 1, 2, 3],
                vec![11, 12, 8, 4, 5],
                vec![13, 14, 15, 9, 10],
            ]
        );
        assert_eq!(
            next.promoted,
            vec![(6, 1, 0), (7, 1, 0), (11, 2, 1), (12, 2, 1)]
        );
        assert_eq!(
            next.relegated,
            vec![(4, 0, 1), (5, 0, 1), (9, 1, 2), (10, 1, 2)]
        );
        // Sizes are kept.
        assert!(next.groups.iter().all(|g| g.len() == 5));
    }

    #[test]
    fn three_seasons_of_movement() {
        // A player who wins their group every season climbs one group a season.
        let mut groups = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]];
        for season in 0..2 {
            // 12 wins wherever it plays; the others keep their order.
            let orders: Vec<Vec<Player>> = groups
                .iter()
                .map(|g| {
                    let mut o: Vec<Player> = g.iter().copied().filter(|&p| p != 12).collect();
                    if g.contains(&12) {
                        o.insert(0, 12);
                    }
                    o
                })
                .collect();
            groups = next_season(&orders, 1, &[], &[], 4).groups;
            let at = groups.iter().position(|g| g.contains(&12)).unwrap();
            assert_eq!(at, 1 - season, "season {season}: {groups:?}");
        }
        // At the top it stays on top.
        let orders: Vec<Vec<Player>> = groups.clone();
        let again = next_season(&orders, 1, &[], &[], 4);
        assert!(again.groups[0].contains(&groups[0][0]));
    }

    #[test]
    fn small_groups_move_fewer_and_leavers_and_newcomers_change_the_ladder() {
        // Groups of 3 cannot send 2 across a boundary: one each way.
        let orders = vec![vec![1, 2, 3], vec![4, 5, 6]];
        let next = next_season(&orders, 2, &[], &[], 3);
        assert_eq!(next.groups, vec![vec![4, 1, 2], vec![5, 6, 3]]);
        // 2 leaves; three newcomers join the bottom, which now has 6 > 3 and splits in 2.
        let next = next_season(
            &orders,
            1,
            &[2],
            &[(20, 1200.0), (21, 1900.0), (22, 1500.0)],
            3,
        );
        assert_eq!(
            next.groups,
            vec![vec![4, 1], vec![5, 6, 3], vec![21, 22, 20]]
        );
        // Everyone in a group leaves: the group vanishes.
        let next = next_season(&orders, 1, &[1, 2, 3, 4], &[], 3);
        assert_eq!(next.groups, vec![vec![5, 6]]);
        assert!(next.promoted.is_empty());
        assert_eq!(next.relegated, Vec::new());
    }
}
