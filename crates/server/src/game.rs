//! A game's state in memory: who sits where, its clock, the refereed game and its
//! actions as text, and how it stands. It knows nothing of the registry of live games, of
//! storage or of watchers; the hub and the services build on it.

use crate::clock::{ClockSpec, ClockState};
use crate::store::{GameRow, StoredGame};
use pearls_rules::action::parse_actions;
use pearls_rules::{Game, Notation, OpeningRule, Player, Variant};
use serde::{Deserialize, Serialize};

/// Who sits on a side of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Seat {
    Open,
    Person { id: String, name: String },
    Engine { strength: u8 },
}

/// Who is acting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    Person(String),
    Engine,
    /// The server itself (the clock).
    Server,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Waiting,
    Live,
    Over,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Live => "live",
            Status::Over => "over",
        }
    }

    fn parse(s: &str) -> Status {
        match s {
            "waiting" => Status::Waiting,
            "live" => Status::Live,
            _ => Status::Over,
        }
    }
}

/// A game's state in memory.
pub struct State {
    pub id: String,
    pub created_ms: i64,
    pub rule_name: String,
    pub opening_name: String,
    pub variant: Variant,
    pub seats: [Seat; 2],
    pub spec: ClockSpec,
    pub clock: ClockState,
    pub game: Game,
    pub texts: Vec<String>,
    pub status: Status,
    /// The token of a private challenge: only its holder may take the open seat. Never
    /// shown to anyone but the players.
    pub challenge: Option<String>,
    /// Whether the game counts for ratings.
    pub rated: bool,
    /// A standing draw or takeback offer, by player index; not stored.
    pub draw_offer: Option<usize>,
    pub takeback_offer: Option<usize>,
    /// The deadline registered with the sweeper.
    pub(crate) deadline: Option<i64>,
    /// Where the handicap match stands, for a game of one.
    pub handicap: Option<crate::messages::MatchView>,
}

impl State {
    pub fn notation(&self) -> Notation {
        Notation::new(self.variant.size)
    }

    /// The seat of `actor`, if it plays in this game.
    pub fn seat_of(&self, actor: &Actor) -> Option<usize> {
        self.seats.iter().position(|s| match (s, actor) {
            (Seat::Person { id, .. }, Actor::Person(a)) => id == a,
            (Seat::Engine { .. }, Actor::Engine) => true,
            _ => false,
        })
    }

    /// The player index whose decision is pending.
    pub fn decider(&self) -> Option<usize> {
        self.game.decider().map(player_index)
    }

    pub fn result_text(&self) -> Option<String> {
        let rules = self.variant.rules;
        self.game
            .outcome()
            .map(|o| o.describe(|c| rules.color_name(c)))
    }

    pub fn row(&self, now: i64) -> GameRow {
        GameRow {
            id: self.id.clone(),
            created_ms: self.created_ms,
            updated_ms: now,
            rule: self.rule_name.clone(),
            opening: self.opening_name.clone(),
            size: self.variant.size as i64,
            seats: serde_json::to_string(&self.seats).expect("seats serialise"),
            clock_spec: serde_json::to_string(&self.spec).expect("clock serialises"),
            clock_state: serde_json::to_string(&self.clock).expect("clock serialises"),
            ply: self.texts.len() as i64,
            status: self.status.name().into(),
            result: self.result_text(),
            challenge: self.challenge.clone(),
            rated: self.rated,
        }
    }

    /// The rating pool of a rated game (`renju/blitz`).
    pub fn pool(&self) -> Option<crate::competition::speed::Pool> {
        if !self.rated {
            return None;
        }
        crate::competition::speed::rated_pool(&self.variant, &(&self.spec).into()).ok()
    }

    /// Rebuilds a game from the store, replaying its actions through the referee.
    pub fn from_stored(s: StoredGame) -> Result<State, String> {
        let r = s.row;
        let variant = variant_of(&r.rule, &r.opening, r.size)?;
        let n = Notation::new(variant.size);
        let mut game = Game::new(variant).map_err(|e| e.to_string())?;
        for (i, text) in s.actions.iter().enumerate() {
            let actions = parse_actions(text, &n).map_err(|e| format!("action {i}: {e}"))?;
            for a in actions {
                game.apply(a)
                    .map_err(|e| format!("action {i} ({text}): {e}"))?;
            }
        }
        Ok(State {
            id: r.id,
            created_ms: r.created_ms,
            rule_name: r.rule,
            opening_name: r.opening,
            variant,
            seats: serde_json::from_str(&r.seats).map_err(|e| e.to_string())?,
            spec: serde_json::from_str(&r.clock_spec).map_err(|e| e.to_string())?,
            clock: serde_json::from_str(&r.clock_state).map_err(|e| e.to_string())?,
            game,
            texts: s.actions,
            status: Status::parse(&r.status),
            challenge: r.challenge,
            rated: r.rated,
            draw_offer: None,
            takeback_offer: None,
            deadline: None,
            handicap: None,
        })
    }
}

pub fn player_index(p: Player) -> usize {
    match p {
        Player::First => 0,
        Player::Second => 1,
    }
}

pub fn player_of(i: usize) -> Player {
    if i == 0 {
        Player::First
    } else {
        Player::Second
    }
}

/// The variant of a rule name, an opening name and a size.
pub fn variant_of(rule: &str, opening: &str, size: i64) -> Result<Variant, String> {
    let mut v = Variant::named(rule).map_err(|e| e.to_string())?;
    if !opening.is_empty() {
        v = v.with_opening(
            OpeningRule::parse(opening)
                .ok_or_else(|| format!("unknown opening rule '{opening}'"))?,
        );
    }
    if size != 0 {
        if !(pearls_rules::point::MIN_SIZE as i64..=pearls_rules::point::MAX_SIZE as i64)
            .contains(&size)
        {
            return Err(format!("board size {size} is not supported (5 to 26)"));
        }
        v = v.with_size(size as u8);
    }
    Ok(v)
}

impl State {
    /// Copies a state, for a change that is committed before it replaces the original.
    /// Standing offers are not copied: any change withdraws them.
    pub(crate) fn draft(&self) -> State {
        State {
            id: self.id.clone(),
            created_ms: self.created_ms,
            rule_name: self.rule_name.clone(),
            opening_name: self.opening_name.clone(),
            variant: self.variant,
            seats: self.seats.clone(),
            spec: self.spec,
            clock: self.clock.clone(),
            game: self.game.clone(),
            texts: self.texts.clone(),
            status: self.status,
            challenge: self.challenge.clone(),
            rated: self.rated,
            draw_offer: None,
            takeback_offer: None,
            deadline: self.deadline,
            handicap: self.handicap.clone(),
        }
    }
}
