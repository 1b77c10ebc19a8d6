//! A game as watchers see it: the same for everyone (seats carry names, never
//! identities).

use crate::clock::{ClockSpec, SideView};
use serde::Serialize;
use std::collections::BTreeMap;

/// Who sits on a side, as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SeatView {
    Open,
    Person { name: String },
    Engine { name: &'static str, strength: u8 },
}

/// The decision a game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// `move`, `swap`, `declare`, `offer`, `choose` or `move-or-offer`.
    pub kind: &'static str,
    /// The decision in words.
    pub text: String,
    #[serde(flatten)]
    pub detail: PendingDetail,
}

/// What each kind of decision adds to [`PendingView`]. `allowed` is `null` where any
/// empty point will do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PendingDetail {
    Place {
        color: &'static str,
        allowed: Option<Vec<String>>,
        /// Where the stone must go, by name (see [`AreaView`]); absent where anywhere.
        #[serde(flatten)]
        area: Option<AreaView>,
    },
    SwapOption {
        decider_color: &'static str,
        /// What the decider may do instead of answering `swap` or `keep`.
        then: Option<Box<PendingView>>,
    },
    Swap2 {},
    Declare {
        max: u8,
    },
    Offer {
        count: u8,
    },
    Choose {
        offers: Vec<String>,
    },
    FifthOrOffer {
        count: u8,
        allowed: Option<Vec<String>>,
        #[serde(flatten)]
        area: Option<AreaView>,
    },
}

/// The part of the board an opening stone must go to, for a client to say in its own
/// language what `text` says in English: `area` is `centre`, `around-first`, `inside`,
/// `outside` or `canonical`, and `area_size` the side of the central square for `inside`
/// and `outside`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AreaView {
    pub area: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub area_size: Option<u8>,
}

/// Stones captured of each colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Captured {
    pub black: u16,
    pub white: u16,
}

/// The pieces a side still holds besides its stones (the bomb and neutral-stone
/// variations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Pieces {
    pub bombs: u8,
    pub neutral: u8,
}

/// The pieces left in each colour's hand, in a game whose rule has any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct InHand {
    pub black: Pieces,
    pub white: Pieces,
    /// Whether the side to move may use one now (the opening script is over and the game
    /// is on): bombs and neutral stones take the place of a stone only after it.
    pub usable: bool,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OutcomeView {
    pub winner: Option<&'static str>,
    /// The winner's player index (colours can change hands in swap openings).
    pub winner_player: Option<usize>,
    pub reason: &'static str,
    /// For a loss by a forbidden move, the shape: `double-three`, `double-four`,
    /// `overline` or `open-four` (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub foul: Option<&'static str>,
    pub text: String,
}

/// The clock as a game's state shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub spec: ClockSpec,
    pub running: Option<usize>,
    pub sides: [SideView; 2],
    /// The server's time when the view was made, to correct the browser's clock.
    pub now_ms: i64,
    /// When the running side flags, while the game is live.
    pub deadline_ms: Option<i64>,
}

/// The clock as a game list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockSummary {
    pub spec: ClockSpec,
    pub running: Option<usize>,
    pub sides: [SideView; 2],
}

/// A game in full: what the `state` message and `GET /api/games/{id}` carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameView {
    pub id: String,
    pub rule: String,
    pub rule_text: String,
    pub opening: String,
    /// The name of the canonical renju opening the first three stones form (`Kagetsu`,
    /// `Sosei`...), whatever the opening rule, or null.
    pub opening_name: Option<&'static str>,
    /// That opening's name in Japanese script (`花月`), or null.
    pub opening_japanese: Option<&'static str>,
    pub size: u8,
    pub status: &'static str,
    /// Whether only a challenge link may take the open seat (the link itself is never
    /// here).
    pub private: bool,
    /// Whether the game counts for ratings.
    pub rated: bool,
    pub color_names: [&'static str; 2],
    pub seats: [SeatView; 2],
    pub actions: Vec<String>,
    pub ply: usize,
    pub board: String,
    pub last: Option<String>,
    pub to_move: &'static str,
    /// The player index that plays black.
    pub black: usize,
    pub decider: Option<usize>,
    pub pending: Option<PendingView>,
    /// Forbidden points of `forbidden_color`, by point, with the reason: the side to move's
    /// if it has any rule against them, else the other side's.
    pub forbidden: BTreeMap<String, &'static str>,
    pub forbidden_color: &'static str,
    pub captured: Captured,
    pub capture_goal: Option<u16>,
    /// The bombs and neutral stones each colour has left, where the rule gives any
    /// (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_hand: Option<InHand>,
    pub offers: Vec<String>,
    pub outcome: Option<OutcomeView>,
    pub clock: ClockView,
    pub draw_offer: Option<usize>,
    pub takeback_offer: Option<usize>,
    /// Where the handicap match stands, in a game of one (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handicap_match: Option<crate::messages::MatchView>,
    /// Whether a player may still abort the game (a side has not moved); absent when not.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub abortable: bool,
    /// Whether the game ended aborted: over without a result; absent when not.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub aborted: bool,
}

/// A game as listed for spectators and challenge links: who plays what, under which
/// clock, how far along.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    pub id: String,
    pub url: String,
    pub rule: String,
    pub opening: String,
    pub size: u8,
    pub status: &'static str,
    /// Whether the game counts for ratings.
    pub rated: bool,
    pub seats: [SeatView; 2],
    pub black: usize,
    pub ply: usize,
    pub clock: ClockSummary,
    pub created_ms: i64,
}

/// The position after a number of actions, for replaying a game
/// (`GET /api/games/{id}/at/{ply}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Position {
    pub ply: usize,
    pub board: String,
    pub last: Option<String>,
    pub captured: Captured,
    /// As in the game's view, at this ply (absent where the rule gives no such pieces).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_hand: Option<InHand>,
}

/// An open seek as a viewer sees it: its creator by name, and whether it is the viewer's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeekView {
    pub id: String,
    pub name: String,
    pub rule: String,
    pub opening: String,
    pub size: i64,
    pub clock: ClockSpec,
    /// The creator's side: `first`, `second` or `random`.
    pub side: String,
    /// Whether the game will count for ratings.
    pub rated: bool,
    /// The ratings that may accept a rated seek, both ends included.
    pub rating_range: Option<[u32; 2]>,
    pub created_ms: i64,
    pub mine: bool,
    /// A handicap match rather than one game (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handicap_match: Option<SeekMatchView>,
}

/// A handicap match offered in the lobby: the creator's side, each game's clocks, and
/// which side must win every game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeekMatchView {
    /// The creator's side: `experienced` or `beginner`.
    pub role: String,
    pub games: Vec<crate::matches::Times>,
    pub must_win_every_game: Option<String>,
}

/// The page of a game.
pub fn game_url(id: &str) -> String {
    format!("/game/{id}")
}
