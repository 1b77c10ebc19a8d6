//! Glicko-2 ratings, computed by the `skillratings` crate.
//!
//! Each player has one [`Rating`] per pool (see [`super::speed`]). A new player starts at
//! 1500 with deviation 350 and volatility 0.06, the values of Glickman's paper; a rating
//! whose deviation is above [`PROVISIONAL_DEVIATION`] (110, as lichess) is provisional
//! and kept off leaderboards.
//!
//! Each game is rated on its own, at once, as lichess does, rather than in rating periods:
//! players see the change when the game ends. [`rate_period`] is there for the paper's
//! worked example and for batch recomputation. The system constant τ is 0.5, the paper's.

use skillratings::glicko2::{self, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::fmt;

/// Deviation above which a rating is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// A newcomer's rating, deviation and volatility.
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;
/// Glicko-2's system constant.
pub const TAU: f64 = 0.5;
/// The widest a rating range may be.
pub const RATING_BOUNDS: (f64, f64) = (0.0, 4000.0);

/// A player's standing in one pool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played in this pool.
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
            games: 0,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn with(self, g: Glicko2Rating, games: u32) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games: self.games.saturating_add(games),
        }
    }

    /// The rating after `periods` rating periods without games: the deviation grows back
    /// towards a newcomer's, never beyond it, so that an absent player's rating is again
    /// uncertain.
    pub fn after_idle_periods(self, periods: u32) -> Rating {
        let mut g = self.glicko();
        for _ in 0..periods {
            g = glicko2::decay_deviation(&g);
            if g.deviation >= START_DEVIATION {
                g.deviation = START_DEVIATION;
                break;
            }
        }
        self.with(g, 0)
    }
}

/// The length of a Glicko-2 rating period: a player's deviation grows once for each whole
/// period without a rated game in the pool. A week, so that a player back after a month
/// away is a little less certain, and one back after years is a newcomer again.
pub const RATING_PERIOD_MS: i64 = 7 * 24 * 3600 * 1000;

/// Whole rating periods from `since_ms` (a rating's last change) to `now_ms`.
pub fn idle_periods(since_ms: i64, now_ms: i64) -> u32 {
    u32::try_from(now_ms.saturating_sub(since_ms).max(0) / RATING_PERIOD_MS).unwrap_or(u32::MAX)
}

/// A game's result from the first player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Loss,
    Draw,
}

impl Score {
    /// The same result seen from the other side.
    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Loss => Score::Win,
            Score::Draw => Score::Draw,
        }
    }

    /// Points: 1 a win, ½ a draw, 0 a loss.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Loss => 0.0,
            Score::Draw => 0.5,
        }
    }

    fn outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Loss => Outcomes::LOSS,
            Score::Draw => Outcomes::DRAW,
        }
    }
}

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// Both players' ratings after one game between them; `score` is the first player's.
pub fn rate_game(first: &Rating, second: &Rating, score: Score) -> (Rating, Rating) {
    let (a, b) = glicko2::glicko2(
        &first.glicko(),
        &second.glicko(),
        &score.outcome(),
        &config(),
    );
    (first.with(a, 1), second.with(b, 1))
}

/// A player's rating after a whole rating period of games, each with the opponent's
/// rating at the start of the period and the player's score.
pub fn rate_period(player: &Rating, games: &[(Rating, Score)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|(o, s)| (o.glicko(), s.outcome()))
        .collect();
    let g = glicko2::glicko2_rating_period(&player.glicko(), &results, &config());
    player.with(g, u32::try_from(games.len()).unwrap_or(u32::MAX))
}

/// The expected scores of the two players against each other.
pub fn expected_score(first: &Rating, second: &Rating) -> (f64, f64) {
    glicko2::expected_score(&first.glicko(), &second.glicko())
}

/// A pool's leaderboard: the players whose rating is not provisional, best first (ties
/// by more games, then by the order given). Generic over how players are named.
pub fn leaderboard<T: Clone>(players: &[(T, Rating)]) -> Vec<(T, Rating)> {
    let mut board: Vec<(T, Rating)> = players
        .iter()
        .filter(|(_, r)| !r.provisional())
        .cloned()
        .collect();
    board.sort_by(|a, b| {
        b.1.rating
            .partial_cmp(&a.1.rating)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(b.1.games.cmp(&a.1.games))
    });
    board
}

/// The ratings a seek accepts, both ends included.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingRange {
    pub low: f64,
    pub high: f64,
}

/// A rating range that cannot be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RangeError {
    /// `low` is above `high`.
    Reversed { low: f64, high: f64 },
    /// An end outside [`RATING_BOUNDS`] or not a number.
    OutOfBounds { value: f64 },
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RangeError::Reversed { low, high } => {
                write!(
                    f,
                    "rating_range [{low}, {high}]: the low end is above the high end"
                )
            }
            RangeError::OutOfBounds { value } => write!(
                f,
                "rating_range end {value} is outside {}..={}",
                RATING_BOUNDS.0, RATING_BOUNDS.1
            ),
        }
    }
}

impl std::error::Error for RangeError {}

impl RatingRange {
    /// The range `[low, high]` as a seek asks for it (`"rating_range": [low, high]`).
    pub fn new(low: f64, high: f64) -> Result<RatingRange, RangeError> {
        for value in [low, high] {
            if !(RATING_BOUNDS.0..=RATING_BOUNDS.1).contains(&value) {
                return Err(RangeError::OutOfBounds { value });
            }
        }
        if low > high {
            return Err(RangeError::Reversed { low, high });
        }
        Ok(RatingRange { low, high })
    }

    /// Whether a player rated `rating` may answer the seek. The rating is rounded as
    /// players see it, so a displayed 1600 is inside a range that ends at 1600.
    pub fn admits(&self, rating: &Rating) -> bool {
        (self.low..=self.high).contains(&rating.rating.round())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
            games: 0,
        }
    }

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn glickmans_worked_example() {
        // Glickman, "Example of the Glicko-2 system" (2013): a 1500 ± 200 player beats a
        // 1400 ± 30, loses to 1550 ± 100 and to 1700 ± 300; with τ = 0.5 the paper gets
        // r' = 1464.06, RD' = 151.52, σ' = 0.05999.
        let player = r(1500.0, 200.0);
        let after = rate_period(
            &player,
            &[
                (r(1400.0, 30.0), Score::Win),
                (r(1550.0, 100.0), Score::Loss),
                (r(1700.0, 300.0), Score::Loss),
            ],
        );
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
        assert_eq!(after.games, 3);
    }

    #[test]
    fn one_game_between_newcomers() {
        let (w, l) = rate_game(&Rating::default(), &Rating::default(), Score::Win);
        // Two 1500 ± 350 players: the winner gains what the loser loses, about 162.
        assert!(close(w.rating, 1662.3, 0.1), "{w:?}");
        assert!(close(l.rating, 1337.7, 0.1), "{l:?}");
        assert!(close(w.deviation, 290.3, 0.1), "{w:?}");
        assert_eq!((w.games, l.games), (1, 1));
        assert!(w.provisional() && l.provisional());
    }

    #[test]
    fn provisional_is_a_deviation_above_110() {
        assert!(r(1500.0, 110.01).provisional());
        assert!(!r(1500.0, 110.0).provisional());
        assert!(Rating::default().provisional());
    }

    #[test]
    fn many_games_settle_a_rating() {
        let mut a = Rating::default();
        let mut b = Rating::default();
        for i in 0..30 {
            let score = if i % 3 == 0 { Score::Loss } else { Score::Win };
            (a, b) = rate_game(&a, &b, score);
        }
        assert!(!a.provisional() && !b.provisional(), "{a:?} {b:?}");
        assert!(a.rating > b.rating);
        assert_eq!(a.games, 30);
    }

    #[test]
    fn idle_periods_widen_the_deviation_up_to_a_newcomers() {
        let settled = r(1800.0, 60.0);
        let later = settled.after_idle_periods(10);
        assert!(later.deviation > 60.0 && later.deviation <= START_DEVIATION);
        assert_eq!(later.rating, 1800.0);
        assert_eq!(
            settled.after_idle_periods(100_000).deviation,
            START_DEVIATION
        );
        assert_eq!(settled.after_idle_periods(0), settled);
    }

    #[test]
    fn leaderboards_list_settled_players_best_first() {
        let settled = |rating, games| Rating {
            games,
            ..r(rating, 80.0)
        };
        let players = [
            ("ann", settled(1600.0, 30)),
            ("bob", r(2100.0, 200.0)),
            ("cid", settled(1700.0, 12)),
            ("dee", settled(1600.0, 50)),
        ];
        let names: Vec<&str> = leaderboard(&players).iter().map(|(n, _)| *n).collect();
        assert_eq!(names, vec!["cid", "dee", "ann"]);
        assert!(leaderboard::<&str>(&[]).is_empty());
    }

    #[test]
    fn rating_ranges() {
        let range = RatingRange::new(1400.0, 1600.0).unwrap();
        assert!(range.admits(&r(1400.0, 50.0)));
        assert!(range.admits(&r(1600.4, 50.0)));
        assert!(!range.admits(&r(1600.6, 50.0)));
        assert!(!range.admits(&r(1399.0, 50.0)));
        assert_eq!(
            RatingRange::new(1600.0, 1400.0),
            Err(RangeError::Reversed {
                low: 1600.0,
                high: 1400.0
            })
        );
        assert!(matches!(
            RatingRange::new(-5.0, 1400.0),
            Err(RangeError::OutOfBounds { value }) if value == -5.0
        ));
        assert!(RatingRange::new(f64::NAN, 1400.0).is_err());
        assert!(RangeError::Reversed {
            low: 2.0,
            high: 1.0
        }
        .to_string()
        .contains("rating_range"));
    }

    fn rating() -> impl Strategy<Value = Rating> {
        (800.0..2800.0f64, 40.0..350.0f64, 0.04..0.09f64).prop_map(
            |(rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
                games: 0,
            },
        )
    }

    fn uncertain() -> impl Strategy<Value = Rating> {
        (800.0..2800.0f64, 110.0..350.0f64).prop_map(|(rating, deviation)| r(rating, deviation))
    }

    proptest! {
        #[test]
        fn the_winner_does_not_drop_and_the_loser_does_not_rise(a in rating(), b in rating()) {
            let (w, l) = rate_game(&a, &b, Score::Win);
            prop_assert!(w.rating >= a.rating);
            prop_assert!(l.rating <= b.rating);
        }

        // Glicko-2 adds the volatility to the deviation before each game, so a settled
        // rating (deviation near 60 with one game a period) may widen a little; an
        // uncertain one, against an opponent within 400 points, always narrows.
        #[test]
        fn uncertain_deviations_shrink_after_a_game(
            a in uncertain(),
            diff in -400.0..400.0f64,
            bd in 110.0..350.0f64,
            s in 0..3u8,
        ) {
            let b = Rating { rating: a.rating + diff, deviation: bd, ..a };
            let score = [Score::Win, Score::Loss, Score::Draw][s as usize];
            let (x, y) = rate_game(&a, &b, score);
            prop_assert!(x.deviation < a.deviation, "{:?} -> {:?}", a, x);
            prop_assert!(y.deviation < b.deviation, "{:?} -> {:?}", b, y);
        }

        #[test]
        fn results_are_symmetric(a in rating(), b in rating(), s in 0..3u8) {
            let score = [Score::Win, Score::Loss, Score::Draw][s as usize];
            let (x, y) = rate_game(&a, &b, score);
            let (y2, x2) = rate_game(&b, &a, score.reversed());
            prop_assert!(close(x.rating, x2.rating, 1e-9) && close(y.rating, y2.rating, 1e-9));
            prop_assert!(close(x.deviation, x2.deviation, 1e-9));
        }

        #[test]
        fn equal_players_drawing_keep_their_ratings(a in rating()) {
            let (x, y) = rate_game(&a, &a, Score::Draw);
            prop_assert!(close(x.rating, a.rating, 1e-6) && close(y.rating, a.rating, 1e-6));
        }

        #[test]
        fn expected_scores_add_to_one(a in rating(), b in rating()) {
            let (p, q) = expected_score(&a, &b);
            prop_assert!(close(p + q, 1.0, 1e-9));
            prop_assert!((p > 0.5) == (a.rating > b.rating) || close(p, 0.5, 1e-9));
        }
    }
}
