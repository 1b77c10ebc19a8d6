//! The bodies of the correspondence and e-mail routes: turns, conditional moves,
//! vacations and an account's address.

use super::game::GameSummary;
use serde::Serialize;
use std::collections::BTreeMap;

/// `GET /api/me/turns`: the caller's live games where it is their turn, the nearest
/// deadline first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Turns {
    pub games: Vec<Turn>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Turn {
    pub game: GameSummary,
    /// When the caller's time for this move runs out.
    pub deadline_ms: Option<i64>,
    pub correspondence: bool,
    /// The opponent's name.
    pub opponent: String,
    /// The opponent's seat, as a game's `seats` show it, for a client that names the
    /// engine in its own language.
    pub opponent_seat: crate::messages::SeatView,
}

/// A branch of conditional moves: the answer to the opponent's move, and what follows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Branch {
    pub answer: String,
    /// The opponent's next moves after the answer, each with its own answer.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub then: BTreeMap<String, Branch>,
}

/// `GET /api/games/{id}/conditional`: the caller's conditional moves, by the opponent's
/// move they answer, from the position at `ply` actions; and the same as lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Conditional {
    pub ply: usize,
    pub tree: BTreeMap<String, Branch>,
    /// Each line from the root to a leaf: the opponent's move, the answer, and so on.
    pub lines: Vec<Vec<String>>,
}

/// `GET /api/me/vacation` and `POST /api/me/vacation`: the allowance and its use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Vacation {
    /// Days a player may take in any 365 days.
    pub allowance_days: i64,
    /// Days taken by vacations started in the last 365 days.
    pub taken_days: i64,
    pub left_days: i64,
    /// The vacation under way, `[start, end)` in milliseconds since the epoch.
    pub current: Option<[i64; 2]>,
}

/// `GET /api/me/email`: the account's address and notifications, or null fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EmailSettings {
    pub address: Option<String>,
    pub verified: bool,
    pub notify: Notifications,
    /// Whether the server can send mail at all (started with `--smtp`).
    pub mail_enabled: bool,
}

/// Which notifications an address gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Notifications {
    #[serde(default)]
    pub turn: bool,
    #[serde(default)]
    pub game_over: bool,
    #[serde(default)]
    pub tournament: bool,
}

/// A change that is done, with what it did in words (the verify and unsubscribe links,
/// the password routes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Done {
    pub done: bool,
    pub message: String,
}

/// Where a handicap match stands, as each of its games shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatchView {
    pub id: String,
    /// This game's number in the match (1 the first), of `of`.
    pub game: usize,
    pub of: usize,
    /// The player index of the experienced player in this game.
    pub experienced: usize,
    /// `experienced` when that side must win every game to win the match.
    pub must_win_every_game: Option<&'static str>,
    /// Points so far: a win 1, a draw ½.
    pub score: MatchScore,
    /// `playing`, `won` or `drawn`.
    pub status: &'static str,
    /// The side that won the match.
    pub winner: Option<&'static str>,
    /// The next game of the match, once it is made.
    pub next_game: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct MatchScore {
    pub experienced: f64,
    pub beginner: f64,
}

// Scores are sums of halves and ones, never NaN: equality is total.
impl Eq for MatchScore {}

/// `POST /api/matches`: the match and its first game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StartedMatchView {
    pub match_id: String,
    pub id: String,
    pub url: String,
    pub challenge_url: Option<String>,
}

/// `GET /api/matches/{id}`: where the match stands and its games so far.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchSummary {
    #[serde(flatten)]
    pub view: MatchView,
    pub games: Vec<String>,
}

/// A chat message as readers see it (the author's name, never their identity).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChatMessage {
    pub id: String,
    pub author: String,
    pub text: String,
    pub at_ms: i64,
}

/// `GET /api/games/{id}/chat?room=…`: the room's latest messages, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChatList {
    pub room: &'static str,
    pub messages: Vec<ChatMessage>,
}

/// A reported message, for the moderators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportView {
    pub message: ChatMessage,
    pub game: String,
    pub room: String,
    pub reports: i64,
    pub reasons: String,
    pub last_ms: i64,
}

/// `GET /api/moderation/reports`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportList {
    pub reports: Vec<ReportView>,
}

/// `POST /api/games/{id}/rematch`: `offered`, or `made` with the new game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RematchView {
    pub status: &'static str,
    pub id: Option<String>,
    pub url: Option<String>,
}

/// An in-app notification.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotificationView {
    pub id: String,
    pub text: String,
    /// What it tells, for a client to say it in its own language: `turn` (your move
    /// against `name`), `game-over` (your game with `name` is over) or
    /// `tournament-started` (the tournament `name` has started); null for another text.
    pub kind: Option<&'static str>,
    /// The opponent's or the tournament's name that `text` quotes, with `kind`.
    pub name: Option<String>,
    /// Where to look (a path of the app).
    pub link: String,
    pub at_ms: i64,
    pub seen: bool,
}

/// `GET /api/me/notifications`: the latest first, and how many are unseen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotificationList {
    pub unseen: usize,
    pub notifications: Vec<NotificationView>,
}
