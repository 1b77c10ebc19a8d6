//! What seeks, games and (later) tournaments share: the game to be played (rule, opening,
//! board size, clock) and the creator's side, checked in one place, [`GameSetup::new`].
//!
//! Request bodies stay flat and refuse unknown fields, which serde's `flatten` cannot be
//! combined with; so [`setup_request!`] declares the shared fields once, in every body
//! that has them, with a method that turns them into a [`GameSetup`].

use crate::clock::ClockSpec;
use crate::competition::speed::{rated_pool, Pool};
use crate::error::ApiError;
use crate::game::{variant_of, Seat};
use pearls_rules::Variant;

pub(crate) fn default_rule() -> String {
    "renju".into()
}

pub(crate) fn default_clock() -> ClockSpec {
    ClockSpec::fischer(10 * 60_000, 5_000)
}

fn bad(m: impl Into<String>) -> ApiError {
    ApiError::BadRequest(m.into())
}

/// The side a creator asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    First,
    Second,
    Random,
}

impl Side {
    pub fn parse(side: &str) -> Result<Side, ApiError> {
        match side {
            "" | "first" | "black" => Ok(Side::First),
            "second" | "white" => Ok(Side::Second),
            "random" => Ok(Side::Random),
            s => Err(bad(format!(
                "unknown side '{}' (first, second or random)",
                s.chars().take(40).collect::<String>()
            ))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
            Side::Random => "random",
        }
    }
}

/// A game as asked for, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSetup {
    /// The rule's name as asked.
    pub rule: String,
    /// The rule with its opening and board size.
    pub variant: Variant,
    pub clock: ClockSpec,
    /// The creator's side.
    pub side: Side,
    /// The rating pool of a rated game; `None` for a casual one.
    pub pool: Option<Pool>,
}

impl GameSetup {
    /// Checks the fields a request shares with every other that sets up a game.
    pub fn new(
        rule: &str,
        opening: &str,
        size: i64,
        clock: ClockSpec,
        side: &str,
        rated: bool,
    ) -> Result<GameSetup, ApiError> {
        let variant = variant_of(rule, opening, size).map_err(bad)?;
        clock.validate().map_err(bad)?;
        let side = Side::parse(side)?;
        let pool = if rated {
            let pool = rated_pool(&variant, &(&clock).into())
                .map_err(|why| bad(format!("this game cannot be rated: {why}")))?;
            Some(pool)
        } else {
            None
        };
        Ok(GameSetup {
            rule: rule.to_string(),
            variant,
            clock,
            side,
            pool,
        })
    }

    pub fn rated(&self) -> bool {
        self.pool.is_some()
    }

    /// The seats, with `creator` on the side asked for (a coin decides a random side).
    pub fn seats(&self, creator: Seat, other: Seat) -> [Seat; 2] {
        let first = match self.side {
            Side::First => true,
            Side::Second => false,
            Side::Random => getrandom::u32().map_or(true, |n| n & 1 == 0),
        };
        if first {
            [creator, other]
        } else {
            [other, creator]
        }
    }
}

/// Declares a flat request body with the fields of a [`GameSetup`] (rule, opening, size,
/// clock, side, rated) and then its own; it refuses unknown fields, and its `setup()` checks
/// the shared ones.
macro_rules! setup_request {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* pub $field:ident: $ty:ty, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// A rule name: renju, freestyle, standard...
            #[serde(default = "crate::services::setup::default_rule")]
            pub rule: String,
            /// An opening rule name; empty for the rule's default.
            #[serde(default)]
            pub opening: String,
            /// Board size; 0 for the rule's default.
            #[serde(default)]
            pub size: i64,
            #[serde(default = "crate::services::setup::default_clock")]
            pub clock: crate::clock::ClockSpec,
            /// The creator's side: "first" (starts as black), "second" or "random".
            #[serde(default)]
            pub side: String,
            /// Whether the game counts for ratings (accounts only, base rules, the same
            /// clock for both).
            #[serde(default)]
            pub rated: bool,
            $( $(#[$field_meta])* pub $field: $ty, )*
        }

        impl $name {
            /// The game asked for, checked.
            pub fn setup(
                &self,
            ) -> Result<crate::services::setup::GameSetup, crate::error::ApiError> {
                crate::services::setup::GameSetup::new(
                    &self.rule,
                    &self.opening,
                    self.size,
                    self.clock,
                    &self.side,
                    self.rated,
                )
            }
        }
    };
}

pub(crate) use setup_request;

#[cfg(test)]
mod tests {
    use crate::lobby::NewSeek;
    use crate::services::games::NewGame;
    use serde_json::{from_value, json};

    #[test]
    fn seeks_and_games_share_their_setup_and_its_checks() {
        let shared = json!({"rule": "freestyle", "size": 15, "side": "second",
                            "clock": {"initial_ms": [60_000, 30_000]}});
        let seek: NewSeek = from_value(shared.clone()).unwrap();
        let mut game = shared.clone();
        game["opponent"] = json!("engine");
        let game: NewGame = from_value(game).unwrap();
        let setup = seek.setup().unwrap();
        assert_eq!(setup, game.setup().unwrap());
        assert_eq!((setup.variant.size, setup.side.name()), (15, "second"));
        assert_eq!(setup.clock.initial_ms, [60_000, 30_000]);
        // Defaults, the same for both.
        let seek: NewSeek = from_value(json!({})).unwrap();
        let game: NewGame = from_value(json!({})).unwrap();
        assert_eq!(seek.setup().unwrap(), game.setup().unwrap());
        assert_eq!(seek.setup().unwrap().rule, "renju");
        // A seek has no opponent; neither takes a field it does not know.
        let e = from_value::<NewSeek>(json!({"opponent": "engine"})).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
        let e = from_value::<NewGame>(json!({"colour": "black"})).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
        // Bad shared fields are refused alike, with what is wrong.
        for (body, words) in [
            (json!({"size": 99}), "board size"),
            (json!({"side": "middle"}), "unknown side"),
            (json!({"clock": {"initial_ms": [0, 0]}}), "needs some time"),
        ] {
            let seek = from_value::<NewSeek>(body.clone()).unwrap().setup();
            let game = from_value::<NewGame>(body.clone()).unwrap().setup();
            for e in [seek.unwrap_err(), game.unwrap_err()] {
                assert!(e.to_string().contains(words), "{body}: {e}");
            }
        }
    }

    #[test]
    fn rated_setups_name_their_pool_or_say_why_not() {
        let setup = |body: serde_json::Value| from_value::<NewGame>(body).unwrap().setup();
        let five = json!({"initial_ms": [300_000, 300_000]});
        let rated = setup(json!({"rule": "renju", "rated": true, "clock": five})).unwrap();
        assert_eq!(rated.pool.unwrap().to_string(), "renju/blitz");
        // The opening does not split pools; byo-yomi counts in the speed.
        let rapid = json!({"initial_ms": [300_000, 300_000], "byo_ms": 60_000, "periods": 5});
        let rated = setup(
            json!({"rule": "renju", "opening": "soosorv-8", "rated": true,
                                 "clock": rapid}),
        )
        .unwrap();
        assert_eq!(rated.pool.unwrap().to_string(), "renju/rapid");
        let casual = setup(json!({"rule": "pente+bomb", "clock": five})).unwrap();
        assert!(!casual.rated());
        for (body, words) in [
            (
                json!({"rated": true, "clock": {"initial_ms": [300_000, 30_000]}}),
                "handicap clock",
            ),
            (
                json!({"rated": true, "clock": {"initial_ms": [300_000, 300_000],
                                                 "increment_ms": [0, 1000]}}),
                "handicap clock",
            ),
            (json!({"rule": "pente+bomb", "rated": true}), "modifiers"),
            (
                json!({"rule": "freestyle", "size": 19, "rated": true}),
                "19x19",
            ),
        ] {
            let e = setup(body.clone()).unwrap_err();
            assert_eq!(e.code(), "bad-request", "{body}");
            assert!(e.to_string().contains("cannot be rated"), "{body}: {e}");
            assert!(e.to_string().contains(words), "{body}: {e}");
        }
    }
}
