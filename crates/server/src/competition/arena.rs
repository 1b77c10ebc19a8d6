//! Arena tournaments, as lichess runs them: for a fixed time, players who are waiting
//! are paired again and again; the best score when the time is up wins.
//!
//! # Pairing
//!
//! Whenever pairings are made, the players waiting (not in a game, not paused) are
//! ranked by arena score, then rating, then number. As many games as can be are started;
//! among the ways to start that many, from the top, each unpaired player meets the
//! nearest one below who is not an immediate rematch: two players who played each other
//! in either one's last game are not paired again at once. A player left without an
//! opponent (the odd one out, lowest first, or one whose only candidates are rematches)
//! waits for the next pairing. In each game the player with more games as Black (or,
//! equal, whose last game was as Black) takes White; equal in both, the higher-ranked
//! takes Black.
//!
//! # Scoring (no berserk)
//!
//! - A win is 2 points, a draw 1, a loss 0.
//! - A draw before [`MIN_DRAW_MOVES`] moves is 0: agreed draws in the opening earn
//!   nothing, as on lichess.
//! - **Streaks:** after two wins in a row a player is *on fire*: each further game is
//!   worth double (a win 4, a draw 2) until the player fails to win. The game that
//!   breaks the streak (a draw or a loss) is still scored double; the next one is not.
//!   That is lichess's rule: the flame is lit by the second consecutive win and put out
//!   by the first game that is not one.

use super::{Pairing, Player};
use std::cmp::Ordering;
use std::collections::HashSet;

/// Moves a game must reach for a draw to score.
pub const MIN_DRAW_MOVES: u32 = 10;

/// A game's result for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArenaResult {
    Win,
    Draw,
    Loss,
}

/// One finished game of a player's, in the order played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArenaGame {
    pub result: ArenaResult,
    /// Moves made in the game, by both sides.
    pub moves: u32,
}

/// A player's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sheet {
    /// What each game scored, in order.
    pub points: Vec<u32>,
    pub total: u32,
    /// Whether the next game counts double.
    pub on_fire: bool,
}

/// The score sheet of a player's games, in the order played.
pub fn sheet(games: &[ArenaGame]) -> Sheet {
    let mut s = Sheet::default();
    let mut wins_in_a_row = 0u32;
    for g in games {
        let base = match g.result {
            ArenaResult::Win => 2,
            ArenaResult::Draw if g.moves >= MIN_DRAW_MOVES => 1,
            ArenaResult::Draw | ArenaResult::Loss => 0,
        };
        let p = if s.on_fire { base * 2 } else { base };
        s.points.push(p);
        s.total += p;
        if g.result == ArenaResult::Win {
            wins_in_a_row += 1;
        } else {
            wins_in_a_row = 0;
        }
        s.on_fire = wins_in_a_row >= 2;
    }
    s
}

/// A player waiting for a game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Waiting {
    pub player: Player,
    /// Arena score so far.
    pub score: u32,
    pub rating: f64,
    /// The opponent of this player's last game, if any.
    pub last_opponent: Option<Player>,
    /// Games played as Black and as White.
    pub blacks: u32,
    pub whites: u32,
    /// Whether the last game was as Black.
    pub last_black: Option<bool>,
}

impl Waiting {
    pub fn new(player: Player, score: u32, rating: f64) -> Waiting {
        Waiting {
            player,
            score,
            rating,
            last_opponent: None,
            blacks: 0,
            whites: 0,
            last_black: None,
        }
    }
}

fn rank_order(a: &Waiting, b: &Waiting) -> Ordering {
    b.score
        .cmp(&a.score)
        .then(b.rating.partial_cmp(&a.rating).unwrap_or(Ordering::Equal))
        .then(a.player.cmp(&b.player))
}

/// The games to start among the players waiting (see the module's pairing rules).
pub fn pair_waiting(waiting: &[Waiting]) -> Vec<Pairing> {
    let mut ranked: Vec<Waiting> = waiting.to_vec();
    ranked.sort_by(rank_order);
    let order: Vec<usize> = (0..ranked.len()).collect();
    for games in (1..=ranked.len() / 2).rev() {
        let mut search = Seating {
            ranked: &ranked,
            failed: HashSet::new(),
        };
        if let Some(pairs) = search.run(&order, ranked.len() - 2 * games) {
            return pairs
                .into_iter()
                .map(|(i, j)| colours(&ranked[i], &ranked[j]))
                .collect();
        }
    }
    Vec::new()
}

/// A search for pairings of ranked players (by index), nearest first, that seats all but
/// `idle` of them.
struct Seating<'a> {
    ranked: &'a [Waiting],
    failed: HashSet<(Vec<usize>, usize)>,
}

impl Seating<'_> {
    fn allowed(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.ranked[i], &self.ranked[j]);
        a.last_opponent != Some(b.player) && b.last_opponent != Some(a.player)
    }

    fn run(&mut self, left: &[usize], idle: usize) -> Option<Vec<(usize, usize)>> {
        let Some((&first, rest)) = left.split_first() else {
            return Some(Vec::new());
        };
        if left.len() == idle {
            return Some(Vec::new());
        }
        let key = (left.to_vec(), idle);
        if self.failed.contains(&key) {
            return None;
        }
        for &j in rest {
            if !self.allowed(first, j) {
                continue;
            }
            let others: Vec<usize> = rest.iter().copied().filter(|&x| x != j).collect();
            if let Some(mut pairs) = self.run(&others, idle) {
                pairs.insert(0, (first, j));
                return Some(pairs);
            }
        }
        // Only when no opponent works does this player wait.
        if idle > 0 {
            if let Some(pairs) = self.run(rest, idle - 1) {
                return Some(pairs);
            }
        }
        self.failed.insert(key);
        None
    }
}

/// Colours for `hi` (the higher-ranked) against `lo`.
fn colours(hi: &Waiting, lo: &Waiting) -> Pairing {
    let hi_black = match hi.blacks.cmp(&lo.blacks) {
        Ordering::Less => true,
        Ordering::Greater => false,
        Ordering::Equal => match (hi.last_black, lo.last_black) {
            (Some(true), Some(false)) | (Some(true), None) => false,
            (Some(false), Some(true)) | (None, Some(true)) => true,
            _ => true,
        },
    };
    if hi_black {
        Pairing {
            black: hi.player,
            white: lo.player,
        }
    } else {
        Pairing {
            black: lo.player,
            white: hi.player,
        }
    }
}

/// Whether an arena that starts at `starts_at_ms` and lasts `minutes` is over at
/// `now_ms` (games still going then finish and count).
pub fn is_over(starts_at_ms: u64, minutes: u32, now_ms: u64) -> bool {
    now_ms >= starts_at_ms.saturating_add(u64::from(minutes) * 60_000)
}

/// The final order: score, then rating, then number.
pub fn ranking(players: &[Waiting]) -> Vec<Player> {
    let mut ranked = players.to_vec();
    ranked.sort_by(rank_order);
    ranked.into_iter().map(|w| w.player).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use ArenaResult::*;

    fn g(result: ArenaResult) -> ArenaGame {
        ArenaGame { result, moves: 40 }
    }

    #[test]
    fn plain_scores() {
        let s = sheet(&[g(Win), g(Draw), g(Loss), g(Win), g(Loss)]);
        assert_eq!(s.points, vec![2, 1, 0, 2, 0]);
        assert_eq!(s.total, 5);
        assert!(!s.on_fire);
    }

    #[test]
    fn two_wins_light_the_streak_and_the_first_non_win_puts_it_out() {
        let s = sheet(&[g(Win), g(Win), g(Win), g(Draw), g(Win), g(Loss)]);
        // Win 2, win 2 (now on fire), win 4, draw 2 (doubled, ends the streak), win 2,
        // loss 0.
        assert_eq!(s.points, vec![2, 2, 4, 2, 2, 0]);
        assert_eq!(s.total, 12);
        let s = sheet(&[g(Win), g(Win), g(Loss), g(Win)]);
        assert_eq!(s.points, vec![2, 2, 0, 2]);
        let s = sheet(&[g(Win), g(Win), g(Win), g(Win)]);
        assert_eq!(s.points, vec![2, 2, 4, 4]);
        assert!(s.on_fire);
    }

    #[test]
    fn a_quick_draw_scores_nothing() {
        let quick = ArenaGame {
            result: Draw,
            moves: MIN_DRAW_MOVES - 1,
        };
        assert_eq!(sheet(&[quick]).points, vec![0]);
        let enough = ArenaGame {
            result: Draw,
            moves: MIN_DRAW_MOVES,
        };
        assert_eq!(sheet(&[enough]).points, vec![1]);
        // On fire, a quick draw is still nothing.
        assert_eq!(sheet(&[g(Win), g(Win), quick]).points, vec![2, 2, 0]);
    }

    #[test]
    fn waiting_players_meet_the_nearest_in_score() {
        let w = [
            Waiting::new(0, 10, 1500.0),
            Waiting::new(1, 2, 1500.0),
            Waiting::new(2, 9, 1400.0),
            Waiting::new(3, 3, 1900.0),
            Waiting::new(4, 0, 1500.0),
        ];
        let games = pair_waiting(&w);
        assert_eq!(games.len(), 2);
        assert!(games[0].has(0) && games[0].has(2));
        assert!(games[1].has(3) && games[1].has(1));
        // The lowest waits.
        assert!(games.iter().all(|p| !p.has(4)));
    }

    #[test]
    fn no_immediate_rematch() {
        let mut a = Waiting::new(0, 4, 1500.0);
        let mut b = Waiting::new(1, 4, 1500.0);
        a.last_opponent = Some(1);
        b.last_opponent = Some(0);
        // Only the two of them: they wait.
        assert!(pair_waiting(&[a, b]).is_empty());
        // A third player comes: the top meets them instead.
        let c = Waiting::new(2, 0, 1500.0);
        let games = pair_waiting(&[a, b, c]);
        assert_eq!(games.len(), 1);
        assert!(games[0].has(0) && games[0].has(2));
        // A rematch is barred even when only one side's last game was the other.
        let mut d = Waiting::new(3, 4, 1500.0);
        d.last_opponent = Some(0);
        let a2 = Waiting::new(0, 4, 1500.0);
        assert!(pair_waiting(&[a2, d]).is_empty());
    }

    #[test]
    fn colours_even_out() {
        let mut a = Waiting::new(0, 4, 1600.0);
        let b = Waiting::new(1, 4, 1500.0);
        a.blacks = 2;
        a.whites = 1;
        let p = pair_waiting(&[a, b]);
        assert_eq!(p, vec![Pairing { black: 1, white: 0 }]);
        a.blacks = 1;
        a.last_black = Some(false);
        let mut b2 = b;
        b2.blacks = 1;
        b2.last_black = Some(true);
        assert_eq!(pair_waiting(&[a, b2]), vec![Pairing { black: 0, white: 1 }]);
        let fresh = pair_waiting(&[Waiting::new(0, 0, 1600.0), Waiting::new(1, 0, 1500.0)]);
        assert_eq!(fresh, vec![Pairing { black: 0, white: 1 }]);
    }

    #[test]
    fn the_clock_ends_the_arena_and_score_orders_it() {
        assert!(!is_over(1_000, 30, 1_000 + 30 * 60_000 - 1));
        assert!(is_over(1_000, 30, 1_000 + 30 * 60_000));
        let order = ranking(&[
            Waiting::new(0, 5, 1500.0),
            Waiting::new(1, 7, 1400.0),
            Waiting::new(2, 5, 1700.0),
        ]);
        assert_eq!(order, vec![1, 2, 0]);
    }

    #[test]
    fn nearest_gives_way_to_seating_everyone() {
        // 2 and 3 just played each other: pairing 0-1 would leave them both waiting, so
        // 0 meets 2 and 1 meets 3.
        let mut w: Vec<Waiting> = (0..4)
            .map(|i| Waiting::new(i, 10 - i as u32, 1500.0))
            .collect();
        w[2].last_opponent = Some(3);
        w[3].last_opponent = Some(2);
        let games = pair_waiting(&w);
        assert_eq!(games.len(), 2);
        assert!(games[0].has(0) && games[0].has(2));
        assert!(games[1].has(1) && games[1].has(3));
    }

    #[test]
    fn a_crowded_arena_pairs_at_once() {
        // 301 waiting, each having just played a neighbour in the ranking.
        let w: Vec<Waiting> = (0..301)
            .map(|i| Waiting {
                last_opponent: Some(i ^ 1),
                ..Waiting::new(i, 1000 - i as u32, 1500.0)
            })
            .collect();
        let games = pair_waiting(&w);
        assert_eq!(games.len(), 150);
        assert!(games.iter().all(|g| g.black ^ 1 != g.white));
    }

    /// The most games that can be started, by brute force.
    fn most_games(w: &[Waiting], left: &[usize]) -> usize {
        let Some((&a, rest)) = left.split_first() else {
            return 0;
        };
        let skip = most_games(w, rest);
        rest.iter()
            .filter(|&&b| {
                w[a].last_opponent != Some(w[b].player) && w[b].last_opponent != Some(w[a].player)
            })
            .map(|&b| {
                let others: Vec<usize> = rest.iter().copied().filter(|&x| x != b).collect();
                1 + most_games(w, &others)
            })
            .fold(skip, usize::max)
    }

    proptest! {
        #[test]
        fn as_many_games_as_possible_start(
            scores in proptest::collection::vec(0..20u32, 0..9),
            last in proptest::collection::vec(proptest::option::of(0..9usize), 9),
        ) {
            let w: Vec<Waiting> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| Waiting { last_opponent: last[i], ..Waiting::new(i, s, 1500.0) })
                .collect();
            let all: Vec<usize> = (0..w.len()).collect();
            prop_assert_eq!(pair_waiting(&w).len(), most_games(&w, &all));
        }

        #[test]
        fn pairings_are_disjoint_and_never_rematches(
            scores in proptest::collection::vec(0..20u32, 0..30),
            last in proptest::collection::vec(proptest::option::of(0..30usize), 30),
        ) {
            let w: Vec<Waiting> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| Waiting { last_opponent: last[i], ..Waiting::new(i, s, 1500.0) })
                .collect();
            let games = pair_waiting(&w);
            let mut seen = std::collections::HashSet::new();
            for p in &games {
                prop_assert!(seen.insert(p.black) && seen.insert(p.white));
                prop_assert!(w[p.black].last_opponent != Some(p.white));
                prop_assert!(w[p.white].last_opponent != Some(p.black));
            }
            // Without any last opponents, all but the odd one out play.
            let fresh: Vec<Waiting> = w.iter().map(|x| Waiting { last_opponent: None, ..*x }).collect();
            prop_assert_eq!(pair_waiting(&fresh).len(), w.len() / 2);
        }

        #[test]
        fn streaks_never_lower_a_score(results in proptest::collection::vec(0..3u8, 0..40)) {
            let games: Vec<ArenaGame> = results.iter().map(|&r| g([Win, Draw, Loss][r as usize])).collect();
            let s = sheet(&games);
            let plain: u32 = games.iter().map(|x| match x.result { Win => 2, Draw => 1, Loss => 0 }).sum();
            prop_assert!(s.total >= plain);
            prop_assert!(s.total <= 2 * plain);
            prop_assert_eq!(s.points.iter().sum::<u32>(), s.total);
        }
    }
}
