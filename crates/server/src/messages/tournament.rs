//! Tournaments and leagues as the API and the tournament socket show them.

use crate::clock::ClockSpec;
use serde::Serialize;

/// A tournament as lists show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentSummary {
    pub id: String,
    pub name: String,
    /// `round-robin`, `swiss` or `arena`.
    pub system: String,
    /// `created`, `started` or `finished`.
    pub status: String,
    pub rule: String,
    pub rated: bool,
    pub players: usize,
    /// When it starts by itself (milliseconds since the epoch), if it does.
    pub starts_at: Option<i64>,
    pub started_ms: Option<i64>,
    pub finished_ms: Option<i64>,
}

/// `GET /api/tournaments`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentList {
    pub tournaments: Vec<TournamentSummary>,
}

/// `POST /api/tournaments` and `POST /api/leagues`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CreatedId {
    pub id: String,
}

/// One line of the standings. Round-robins have Sonneborn-Berger, Swiss tournaments
/// Buchholz cut 1, Buchholz and Sonneborn-Berger; an arena's points are its score.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StandingView {
    pub rank: usize,
    pub name: String,
    pub points: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sonneborn_berger: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub buchholz: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub buchholz_cut1: Option<f64>,
    /// Games played over the board.
    pub played: usize,
    pub withdrawn: bool,
}

/// One meeting in the crosstable, from the row's player's side.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MeetingView {
    /// 1-based.
    pub round: usize,
    /// Whether the row's player had Black.
    pub black: bool,
    /// The row's points; `null` while the game is going.
    pub points: Option<f64>,
    pub forfeit: bool,
}

/// Who met whom: `cells[i][j]` lists the meetings of `players[i]` with `players[j]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrosstableView {
    pub players: Vec<String>,
    pub cells: Vec<Vec<Vec<MeetingView>>>,
}

/// A tournament game. `result` is `black`, `white`, `draw` or `null` while it is
/// played; black is the first seat, who moves first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentGameView {
    pub id: String,
    pub round: usize,
    pub black: String,
    pub white: String,
    pub result: Option<&'static str>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentForfeitView {
    pub round: usize,
    pub winner: String,
    pub loser: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentByeView {
    pub round: usize,
    pub name: String,
    pub points: f64,
}

/// `GET /api/tournaments/{id}`, and the tournament socket's `tournament` message.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentView {
    #[serde(flatten)]
    pub summary: TournamentSummary,
    pub opening: String,
    pub clock: ClockSpec,
    pub organiser: String,
    /// Rounds in all (none for an arena, which runs on time).
    pub total_rounds: Option<usize>,
    pub minutes: Option<u32>,
    /// Rounds paired so far (an arena's waves of pairings).
    pub round: usize,
    /// The league whose group this is.
    pub league: Option<String>,
    /// The players by seed once started, else in the order they joined.
    #[serde(rename = "entrants")]
    pub players: Vec<String>,
    pub standings: Vec<StandingView>,
    /// `null` for an arena.
    pub crosstable: Option<CrosstableView>,
    pub games: Vec<TournamentGameView>,
    pub forfeits: Vec<TournamentForfeitView>,
    pub byes: Vec<TournamentByeView>,
}

/// `GET /api/leagues/{id}` (and each league of `GET /api/leagues`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeagueView {
    pub id: String,
    pub name: String,
    pub organiser: String,
    pub rule: String,
    pub rated: bool,
    pub group_size: usize,
    pub movers: usize,
    /// Everyone who joined, in the order they did.
    pub players: Vec<String>,
    /// Players leaving at the next season.
    pub leaving: Vec<String>,
    pub seasons: Vec<LeagueSeasonView>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeagueSeasonView {
    /// 1-based.
    pub season: usize,
    pub groups: Vec<LeagueGroupView>,
    /// Who went up and down into this season.
    pub promoted: Vec<MoveView>,
    pub relegated: Vec<MoveView>,
}

/// A group of a season: its tournament (a round-robin) and players, in seeding order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeagueGroupView {
    /// 1 is the top group.
    pub group: usize,
    pub tournament: String,
    pub status: String,
    pub players: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveView {
    pub name: String,
    pub from: usize,
    pub to: usize,
}

/// `GET /api/leagues`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeagueList {
    pub leagues: Vec<LeagueView>,
}

/// The tournament socket's one message, `{"type": "tournament", "tournament": {...}}`:
/// apart from `ServerMessage` because a tournament's points are not `Eq`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename = "tournament")]
pub struct TournamentMessage {
    pub tournament: TournamentView,
}

impl TournamentMessage {
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("tournament messages serialise")
    }
}
