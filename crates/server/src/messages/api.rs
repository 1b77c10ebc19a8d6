//! The bodies of HTTP answers, by route.

use super::game::{GameSummary, SeekView};
use serde::Serialize;

/// A refused request, any route: the code clients match on and what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ErrorReply<'a> {
    pub error: &'static str,
    pub message: &'a str,
}

/// `GET /api/me`, and registering or logging in: who the caller is and their CSRF token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Me {
    pub name: String,
    pub guest: bool,
    pub csrf: String,
}

/// `POST /api/logout`: whether a session was open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LoggedOut {
    pub logged_out: bool,
}

/// `GET /api/users/{name}`: a player, their ratings and a page of their games, newest
/// first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Profile {
    pub name: String,
    /// By pool (`renju/blitz`), the pools the player has rated games in.
    pub ratings: std::collections::BTreeMap<String, RatingView>,
    /// The day the account was made (`YYYY-MM-DD`).
    pub since: String,
    pub page: i64,
    pub per_page: i64,
    /// Whether another page follows.
    pub more: bool,
    pub games: Vec<ProfileGame>,
    /// The puzzle rating and grade.
    pub puzzle: super::PuzzleStanding,
}

/// A player's rating in one pool.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingView {
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
    /// A deviation above 110: the rating is not settled, and off the leaderboard.
    pub provisional: bool,
}

/// `GET /api/leaderboard/{rule}/{speed}`: the pool's settled players, best first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Leaderboard {
    pub pool: String,
    pub players: Vec<LeaderboardPlayer>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeaderboardPlayer {
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

/// One game on a profile, from the player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProfileGame {
    pub id: String,
    pub rule: String,
    pub opponent: Option<String>,
    /// `open`, `person` or `engine`.
    pub opponent_kind: &'static str,
    pub status: &'static str,
    pub rated: bool,
    /// `win`, `loss` or `draw` once the game is over.
    pub result: Option<&'static str>,
    pub result_text: Option<String>,
    /// How the game ended, as the game's view says it (`reason`, `winner`...), for a
    /// client that says it in its own language; null while it goes on.
    pub outcome: Option<crate::messages::OutcomeView>,
    /// The rule's names of black and white, as in the game's view.
    pub color_names: [&'static str; 2],
    pub created_ms: i64,
    pub date: String,
}

/// `GET /api/rules`: the rules and opening rules a game may have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulesList {
    pub rules: Vec<RuleInfo>,
    pub openings: Vec<OpeningInfo>,
    /// The variations a rule name may add after `+` (`pente+bomb`).
    pub modifiers: Vec<ModifierInfo>,
}

/// A variation as `GET /api/rules` lists it: its name after `+`, what it does, and the
/// base rules that take it (as the referee answers, so that no client keeps its own list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ModifierInfo {
    pub name: &'static str,
    pub description: &'static str,
    pub rules: Vec<&'static str>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleInfo {
    pub name: &'static str,
    pub description: &'static str,
    /// Whether the engine plays this rule.
    pub engine: bool,
    pub default_opening: String,
    /// The colour of the player who moves first: `white` in the pente family.
    pub first_color: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OpeningInfo {
    pub name: String,
    pub description: &'static str,
}

/// A game's id and page: creating, joining or accepting a game. A private game's
/// creator also gets its challenge link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameLink {
    pub id: String,
    pub url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub challenge_url: Option<String>,
}

impl GameLink {
    pub fn new(id: &str) -> GameLink {
        GameLink {
            id: id.to_string(),
            url: super::game::game_url(id),
            challenge_url: None,
        }
    }
}

/// `GET /api/games?status=live`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameList {
    pub games: Vec<GameSummary>,
}

/// `GET /api/challenges/{token}`: the game a challenge link offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChallengeView {
    pub game: GameSummary,
    /// The seat left for whoever accepts.
    pub open_seat: Option<usize>,
    /// Whether the caller already plays in it.
    pub mine: bool,
}

/// `GET /api/seeks`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeekList {
    pub seeks: Vec<SeekView>,
}

/// `POST /api/seeks`: the new seek.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostedSeek {
    pub id: String,
    pub seek: SeekView,
}

/// `POST /api/seeks/{id}/cancel`: the seek cancelled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CancelledSeek {
    pub id: String,
}

/// `GET /api/users/{name}/rating-history?pool=RULE/SPEED`: the player's rating after each
/// rated game of the pool, oldest first, for the profile's chart.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingHistory {
    pub name: String,
    pub pool: String,
    pub points: Vec<RatingPoint>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingPoint {
    pub game: String,
    pub rating: f64,
    pub deviation: f64,
    pub at_ms: i64,
}
