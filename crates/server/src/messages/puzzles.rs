//! The answers of the puzzle trainer (`/api/puzzles/…`) and of problems competitions
//! (`/api/competitions/…`).

use serde::Serialize;

/// `GET /api/puzzles/next`: a puzzle to solve. The side to move is the solver's.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PuzzleView {
    pub id: String,
    pub rule: String,
    /// The board's size.
    pub size: u8,
    pub moves: Vec<String>,
    /// `black` or `white`.
    pub to_move: &'static str,
    pub themes: Vec<String>,
    /// The puzzle's rating now.
    pub rating: f64,
}

/// `POST /api/puzzles/{id}/solve`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolveReply {
    /// Whether the last move still wins.
    pub correct: bool,
    /// The defender's reply, when the line goes on.
    pub reply: Option<String>,
    /// Whether the five is made.
    pub done: bool,
    /// When this answer ended the caller's first attempt at an account: the rating
    /// before and after.
    pub rating: Option<RatingChange>,
}

/// A puzzle rating before and after a first attempt.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
}

/// `GET /api/puzzles/{id}/hint`: the attacker's next winning move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HintReply {
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// When the hint ended the caller's first attempt at an account (a hint counts as
    /// not solved): the rating before and after.
    pub rating: Option<RatingChange>,
}

/// `GET /api/puzzles`: how many puzzles each rule has, by theme.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PuzzleCatalog {
    pub rules: std::collections::BTreeMap<String, RuleCatalog>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleCatalog {
    /// The puzzles served without a theme.
    pub winning: usize,
    pub themes: std::collections::BTreeMap<String, usize>,
}

/// A player's puzzle rating on a profile and at `GET /api/puzzles/me`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PuzzleStanding {
    pub rating: f64,
    pub deviation: f64,
    /// Rated first attempts.
    pub attempts: i64,
    /// `30 kyu` … `1 kyu`, `1 dan` … `9 dan`; `None` before the first attempt.
    pub grade: Option<String>,
    /// The deviation is above 110: the rating, and so the grade, is not settled.
    pub provisional: bool,
    /// The grades problems competitions awarded, the latest first.
    pub awarded: Vec<AwardedGradeView>,
}

/// One competition in `GET /api/competitions`, and the head of its own page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompetitionSummary {
    pub id: String,
    pub title: String,
    pub organiser: String,
    pub starts_ms: i64,
    pub deadline_ms: i64,
    /// `upcoming`, `open` or `closed` (the deadline has passed).
    pub status: &'static str,
    pub problems: usize,
    pub entrants: i64,
    /// The grade its threshold awards, if any.
    pub grade: Option<String>,
    /// The share of the points, in percent, that earns the grade.
    pub threshold: i64,
}

/// `GET /api/competitions`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompetitionList {
    /// The server's time, to count down to starts and deadlines by.
    pub now_ms: i64,
    pub competitions: Vec<CompetitionSummary>,
}

/// A problem of a competition: the solver's line only after the deadline.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProblemView {
    pub rule: String,
    /// The board's size: the rule's.
    pub size: u8,
    pub moves: Vec<String>,
    pub to_move: &'static str,
    pub solution: Option<Vec<String>>,
}

/// `GET /api/competitions/{id}`: the problems once it has started, the caller's own
/// answers, and the results once it is closed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompetitionView {
    #[serde(flatten)]
    pub summary: CompetitionSummary,
    pub points_per_problem: i64,
    pub problems_list: Vec<ProblemView>,
    /// The caller's answers, as submitted.
    pub my_answers: Option<serde_json::Value>,
    pub results: Option<Vec<ResultRow>>,
}

/// One entrant in a competition's results.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultRow {
    pub rank: usize,
    pub name: String,
    pub score: i64,
    /// Points by problem.
    pub points: Vec<i64>,
    /// The grade earned, if the threshold was reached.
    pub awarded: Option<String>,
    pub answers: serde_json::Value,
}

/// `GET /api/competitions/{id}/results`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompetitionResults {
    pub id: String,
    pub max_score: i64,
    pub results: Vec<ResultRow>,
}

/// `POST /api/competitions/{id}/entries`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EntryReceipt {
    pub competition: String,
    pub submitted_ms: i64,
    pub answers: usize,
}

/// One of `GET /api/me/puzzles`: a personal puzzle, a forced win its owner let go.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PersonalPuzzleView {
    pub id: String,
    pub rule: String,
    pub size: u8,
    /// The game it comes from, and the stones on the board before the missed win.
    pub game: String,
    pub ply: i64,
    /// `black` or `white`: the owner's colour in that game.
    pub to_move: &'static str,
    pub themes: Vec<String>,
    /// A second first move wins as well.
    pub multi_answer: bool,
    /// The owner's first attempt: solved or not; `None` before it.
    pub solved: Option<bool>,
}

/// `GET /api/me/puzzles`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PersonalPuzzleList {
    pub puzzles: Vec<PersonalPuzzleView>,
}

/// A grade a problems competition awarded, on the profile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AwardedGradeView {
    /// The competition's id and title.
    pub competition: String,
    pub title: String,
    pub grade: String,
}
