//! Speeds and rating pools.
//!
//! A game's speed follows from its clock as lichess reckons it: the estimated duration of
//! one player's time is `main time + 40 × increment + periods × period length` (40 being
//! a typical number of moves), and
//!
//! | estimate            | speed       |
//! |---------------------|-------------|
//! | under 3 minutes     | bullet      |
//! | under 8 minutes     | blitz       |
//! | under 25 minutes    | rapid       |
//! | 25 minutes or more  | classical   |
//!
//! A clock counted in days a move is correspondence, whatever else it carries.
//!
//! Ratings are kept per pool, one pool per base rule and speed, named `RULE/SPEED`
//! (`renju/blitz`). A game is rateable only when its result says something about the
//! base rule at that speed: no modifiers (`pente+bomb` is another game), the rule's own
//! board size, the same clock for both players, and a clock at all. [`rated_pool`] says
//! which pool, or why none, as a [`Casual`] reason.

use pearls_rules::rules::Variant;
use std::fmt;

/// The moves one player is expected to make in a game, as lichess assumes.
pub const ESTIMATED_MOVES: u64 = 40;

/// A clock as far as speed is concerned, per player where players may differ. The
/// server's clock type converts into this; keeping it separate lets the clock change
/// without touching the pools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TimeControl {
    /// Main time of each player (black, white), in milliseconds.
    pub initial_ms: [u64; 2],
    /// Fischer increment of each player, in milliseconds.
    pub increment_ms: [u64; 2],
    /// Length of one byo-yomi period, in milliseconds (0: none).
    pub byo_ms: u64,
    /// Number of byo-yomi periods.
    pub periods: u32,
    /// Correspondence: days allowed for each move.
    pub days_per_move: Option<u32>,
}

impl TimeControl {
    /// Sudden death plus an increment, the same for both players.
    pub fn fischer(initial_ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl {
            initial_ms: [initial_ms; 2],
            increment_ms: [increment_ms; 2],
            ..TimeControl::default()
        }
    }

    /// Correspondence with `days` a move.
    pub fn days(days: u32) -> TimeControl {
        TimeControl {
            days_per_move: Some(days),
            ..TimeControl::default()
        }
    }

    /// The estimated duration of one player's time (index 0 black, 1 white), in
    /// milliseconds; saturates rather than overflows on absurd clocks.
    pub fn estimate_ms(&self, side: usize) -> u64 {
        self.initial_ms[side]
            .saturating_add(self.increment_ms[side].saturating_mul(ESTIMATED_MOVES))
            .saturating_add(self.byo_ms.saturating_mul(u64::from(self.periods)))
    }

    /// Whether the players' clocks differ (a handicap clock).
    pub fn is_handicap(&self) -> bool {
        self.initial_ms[0] != self.initial_ms[1] || self.increment_ms[0] != self.increment_ms[1]
    }

    /// The game's speed, or `None` for a game with no time limit at all. With a handicap
    /// clock, the longer side's estimate decides: that is how long the game may last.
    pub fn speed(&self) -> Option<Speed> {
        if self.days_per_move.is_some() {
            return Some(Speed::Correspondence);
        }
        let ms = self.estimate_ms(0).max(self.estimate_ms(1));
        (ms > 0).then(|| Speed::from_estimate_ms(ms))
    }
}

/// How fast a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    Bullet,
    Blitz,
    Rapid,
    Classical,
    Correspondence,
}

impl Speed {
    pub const ALL: [Speed; 5] = [
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The speed of a real-time clock whose estimated duration is `ms`.
    pub fn from_estimate_ms(ms: u64) -> Speed {
        const MINUTE: u64 = 60_000;
        match ms {
            m if m < 3 * MINUTE => Speed::Bullet,
            m if m < 8 * MINUTE => Speed::Blitz,
            m if m < 25 * MINUTE => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    pub fn parse(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rating pool: a base rule at a speed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pool {
    /// The base rule's name, without modifiers (`renju`, `pente`).
    pub rule: String,
    pub speed: Speed,
}

impl Pool {
    /// The pool named `RULE/SPEED`, when the rule is a base rule and the speed exists.
    pub fn parse(name: &str) -> Result<Pool, PoolNameError> {
        let (rule, speed) = name
            .split_once('/')
            .ok_or_else(|| PoolNameError::Shape(name.to_string()))?;
        let speed = Speed::parse(speed).ok_or_else(|| PoolNameError::Speed(speed.to_string()))?;
        if !pearls_rules::rules::RuleSet::all()
            .iter()
            .any(|r| r.name == rule)
        {
            return Err(PoolNameError::Rule(rule.to_string()));
        }
        Ok(Pool {
            rule: rule.to_string(),
            speed,
        })
    }

    /// Every pool there is, rule by rule.
    pub fn all() -> Vec<Pool> {
        pearls_rules::rules::RuleSet::all()
            .iter()
            .flat_map(|r| {
                Speed::ALL.into_iter().map(|speed| Pool {
                    rule: r.name.to_string(),
                    speed,
                })
            })
            .collect()
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.rule, self.speed)
    }
}

/// A pool name that names no pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PoolNameError {
    /// Not `RULE/SPEED`.
    Shape(String),
    Rule(String),
    Speed(String),
}

impl fmt::Display for PoolNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PoolNameError::Shape(s) => write!(f, "pool '{s}' is not RULE/SPEED"),
            PoolNameError::Rule(r) => {
                write!(f, "no rating pool for rule '{r}': pools are per base rule")
            }
            PoolNameError::Speed(s) => write!(
                f,
                "unknown speed '{s}' (known: bullet, blitz, rapid, classical, correspondence)"
            ),
        }
    }
}

impl std::error::Error for PoolNameError {}

/// Why a game cannot be rated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Casual {
    /// The rule carries modifiers (`pente+bomb`): another game than the base rule.
    Modifiers { rule: String },
    /// The board is not the rule's own size.
    BoardSize { rule: String, size: u8, own: u8 },
    /// The players' clocks differ.
    HandicapClock,
    /// No time limit: an untimed game measures patience as much as play.
    Untimed,
}

impl fmt::Display for Casual {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Casual::Modifiers { rule } => write!(
                f,
                "'{rule}' has modifiers; only base rules are rated"
            ),
            Casual::BoardSize { rule, size, own } => write!(
                f,
                "a {size}x{size} board is not {rule}'s own {own}x{own}; only the rule's own board is rated"
            ),
            Casual::HandicapClock => f.write_str("a handicap clock cannot be rated: both players need the same time"),
            Casual::Untimed => f.write_str("a game without a clock cannot be rated"),
        }
    }
}

impl std::error::Error for Casual {}

/// The pool a game of `variant` under `clock` is rated in, or why it is casual. The
/// opening rule does not split pools: it is part of playing the base rule.
pub fn rated_pool(variant: &Variant, clock: &TimeControl) -> Result<Pool, Casual> {
    let rules = &variant.rules;
    if rules.modifiers != Default::default() {
        return Err(Casual::Modifiers {
            rule: rules.full_name(),
        });
    }
    if variant.size != rules.default_size {
        return Err(Casual::BoardSize {
            rule: rules.name.to_string(),
            size: variant.size,
            own: rules.default_size,
        });
    }
    if clock.days_per_move.is_none() && clock.is_handicap() {
        return Err(Casual::HandicapClock);
    }
    let speed = clock.speed().ok_or(Casual::Untimed)?;
    Ok(Pool {
        rule: rules.name.to_string(),
        speed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: u64 = 1000;
    const MIN: u64 = 60 * S;

    fn variant(name: &str) -> Variant {
        Variant::named(name).unwrap()
    }

    #[test]
    fn speed_boundaries_follow_lichess() {
        // 2+0 and 1+2 (1 min + 80 s = 140 s) are bullet; 3+0 is the first blitz.
        assert_eq!(
            TimeControl::fischer(2 * MIN, 0).speed(),
            Some(Speed::Bullet)
        );
        assert_eq!(
            TimeControl::fischer(MIN, 2 * S).speed(),
            Some(Speed::Bullet)
        );
        assert_eq!(TimeControl::fischer(3 * MIN, 0).speed(), Some(Speed::Blitz));
        assert_eq!(
            TimeControl::fischer(3 * MIN - 1, 0).speed(),
            Some(Speed::Bullet)
        );
        // 5+3: 5 min + 120 s = 7 min, blitz; 5+5: 5 + 200 s = 8 min 20 s, rapid.
        assert_eq!(
            TimeControl::fischer(5 * MIN, 3 * S).speed(),
            Some(Speed::Blitz)
        );
        assert_eq!(
            TimeControl::fischer(5 * MIN, 5 * S).speed(),
            Some(Speed::Rapid)
        );
        assert_eq!(TimeControl::fischer(8 * MIN, 0).speed(), Some(Speed::Rapid));
        assert_eq!(
            TimeControl::fischer(25 * MIN - 1, 0).speed(),
            Some(Speed::Rapid)
        );
        assert_eq!(
            TimeControl::fischer(25 * MIN, 0).speed(),
            Some(Speed::Classical)
        );
        assert_eq!(
            TimeControl::fischer(90 * MIN, 30 * S).speed(),
            Some(Speed::Classical)
        );
    }

    #[test]
    fn byo_yomi_periods_count_in_the_estimate() {
        let clock = TimeControl {
            initial_ms: [MIN; 2],
            byo_ms: 30 * S,
            periods: 5,
            ..TimeControl::default()
        };
        // 1 min + 5 × 30 s = 3.5 min: blitz, though the main time alone is bullet.
        assert_eq!(clock.estimate_ms(0), 3 * MIN + 30 * S);
        assert_eq!(clock.speed(), Some(Speed::Blitz));
    }

    #[test]
    fn days_a_move_is_correspondence_whatever_else_is_set() {
        assert_eq!(TimeControl::days(3).speed(), Some(Speed::Correspondence));
        let mixed = TimeControl {
            days_per_move: Some(1),
            ..TimeControl::fischer(MIN, 0)
        };
        assert_eq!(mixed.speed(), Some(Speed::Correspondence));
    }

    #[test]
    fn no_clock_has_no_speed_and_absurd_clocks_saturate() {
        assert_eq!(TimeControl::default().speed(), None);
        let huge = TimeControl::fischer(u64::MAX, u64::MAX);
        assert_eq!(huge.estimate_ms(0), u64::MAX);
        assert_eq!(huge.speed(), Some(Speed::Classical));
    }

    #[test]
    fn handicap_speed_is_the_longer_side() {
        let clock = TimeControl {
            initial_ms: [5 * MIN, 30 * S],
            ..TimeControl::default()
        };
        assert!(clock.is_handicap());
        assert_eq!(clock.speed(), Some(Speed::Blitz));
    }

    #[test]
    fn pools_are_named_rule_slash_speed_and_parse_back() {
        let pool = rated_pool(&variant("renju"), &TimeControl::fischer(5 * MIN, 0)).unwrap();
        assert_eq!(pool.to_string(), "renju/blitz");
        assert_eq!(Pool::parse("renju/blitz"), Ok(pool));
        for p in Pool::all() {
            assert_eq!(Pool::parse(&p.to_string()), Ok(p.clone()), "{p}");
        }
        assert_eq!(
            Pool::all().len(),
            pearls_rules::rules::RuleSet::all().len() * 5
        );
        assert_eq!(
            Pool::parse("renju"),
            Err(PoolNameError::Shape("renju".into()))
        );
        assert_eq!(
            Pool::parse("renju/hyper"),
            Err(PoolNameError::Speed("hyper".into()))
        );
        assert_eq!(
            Pool::parse("pente+bomb/blitz"),
            Err(PoolNameError::Rule("pente+bomb".into()))
        );
    }

    #[test]
    fn base_rules_on_their_own_board_are_rated_whatever_the_opening() {
        let blitz = TimeControl::fischer(5 * MIN, 0);
        for rules in pearls_rules::rules::RuleSet::all() {
            let v = Variant::new(rules);
            assert_eq!(
                rated_pool(&v, &blitz).map(|p| p.to_string()),
                Ok(format!("{}/blitz", rules.name))
            );
        }
        // The sapronov preset is standard rules with another opening: the standard pool.
        let pool = rated_pool(&variant("sapronov"), &TimeControl::days(2)).unwrap();
        assert_eq!(pool.to_string(), "standard/correspondence");
    }

    #[test]
    fn modifiers_sizes_handicaps_and_no_clock_are_casual_with_the_reason() {
        let blitz = TimeControl::fischer(5 * MIN, 0);
        assert_eq!(
            rated_pool(&variant("pente+bomb"), &blitz),
            Err(Casual::Modifiers {
                rule: "pente+bomb".into()
            })
        );
        assert_eq!(
            rated_pool(&variant("renju").with_size(19), &blitz),
            Err(Casual::BoardSize {
                rule: "renju".into(),
                size: 19,
                own: 15
            })
        );
        // Gomocup's preset is freestyle on 20x20: not freestyle's own board.
        assert!(matches!(
            rated_pool(&variant("gomocup"), &blitz),
            Err(Casual::BoardSize {
                size: 20,
                own: 15,
                ..
            })
        ));
        let handicap = TimeControl {
            initial_ms: [5 * MIN, 30 * S],
            ..TimeControl::default()
        };
        assert_eq!(
            rated_pool(&variant("renju"), &handicap),
            Err(Casual::HandicapClock)
        );
        assert_eq!(
            rated_pool(&variant("renju"), &TimeControl::default()),
            Err(Casual::Untimed)
        );
        let msg = Casual::BoardSize {
            rule: "renju".into(),
            size: 19,
            own: 15,
        }
        .to_string();
        assert!(msg.contains("19x19") && msg.contains("15x15"), "{msg}");
    }
}
