//! What the store keeps of puzzles and problems competitions (migration 007): puzzle
//! ratings of players and of puzzles, each player's first attempt at each puzzle, and
//! competitions with their entries. The statements are in `sql/puzzles.rs`.

use super::{BoxFut, Store};
use crate::competition::rating::Rating;

/// A Glicko-2 puzzle rating, of a player or of a puzzle, with its rated attempts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated first attempts.
    pub attempts: i64,
}

impl PuzzleRating {
    /// A newcomer's rating at `rating`.
    pub fn new(rating: f64) -> PuzzleRating {
        let r = Rating::default();
        PuzzleRating {
            rating,
            deviation: r.deviation,
            volatility: r.volatility,
            attempts: 0,
        }
    }

    pub fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: u32::try_from(self.attempts).unwrap_or(u32::MAX),
        }
    }

    pub fn from_glicko(r: &Rating) -> PuzzleRating {
        PuzzleRating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            attempts: i64::from(r.games),
        }
    }
}

/// A puzzle's rating and how often its first attempts were solved.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleStat {
    pub puzzle_id: String,
    pub rating: PuzzleRating,
    pub solved: i64,
}

/// A player's first attempt at a puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    pub player_id: String,
    pub puzzle_id: String,
    pub solved: bool,
    pub at_ms: i64,
    /// For an account: the player's and the puzzle's ratings before and after. Each
    /// after's `attempts` is one more than the stored one (0 with no row): a rating
    /// changed meanwhile makes the write fail rather than be overwritten.
    pub rated: Option<RatedAttempt>,
}

/// A first attempt as stored: the player's rating before and after, for an account.
#[derive(Debug, Clone, PartialEq)]
pub struct AttemptRow {
    pub player_id: String,
    pub puzzle_id: String,
    pub solved: bool,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub at_ms: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RatedAttempt {
    pub player_before: PuzzleRating,
    pub player_after: PuzzleRating,
    pub puzzle_after: PuzzleRating,
}

/// A problems competition.
#[derive(Debug, Clone, PartialEq)]
pub struct CompetitionRow {
    pub id: String,
    pub title: String,
    pub organiser_id: String,
    /// The organiser's account name (read only).
    pub organiser: String,
    /// JSON: the problems.
    pub problems: String,
    pub grade: Option<String>,
    /// The share of the points, in percent, that earns the grade.
    pub threshold: i64,
    pub starts_ms: i64,
    pub deadline_ms: i64,
    pub created_ms: i64,
    pub scored_ms: Option<i64>,
    /// Entrants so far (read only).
    pub entrants: i64,
}

/// An entrant's answers to a competition and, once scored, the score.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryRow {
    pub competition_id: String,
    pub player_id: String,
    /// The entrant's account name (read only).
    pub name: String,
    /// JSON: the answers.
    pub answers: String,
    pub submitted_ms: i64,
    pub score: Option<i64>,
    /// JSON: the points of each problem.
    pub points: Option<String>,
    pub awarded: Option<String>,
}

/// An entry's score, written when the competition is scored.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryScore {
    pub player_id: String,
    pub score: i64,
    pub points: String,
    pub awarded: Option<String>,
}

/// A personal puzzle (migration 010): a forced win its owner let go in a game.
#[derive(Debug, Clone, PartialEq)]
pub struct PersonalPuzzleRow {
    /// `g-GAME-PLY`.
    pub id: String,
    pub owner_id: String,
    pub game_id: String,
    /// Stones on the board before the position's move.
    pub ply: i64,
    pub rule: String,
    /// JSON: the puzzle, as `pearls puzzles generate` writes one.
    pub puzzle: String,
    pub created_ms: i64,
}

pub trait PuzzleStore: Send + Sync {
    /// An account's puzzle rating; `None` before its first rated attempt.
    fn puzzle_rating_of(&self, player_id: &str) -> BoxFut<'_, Option<PuzzleRating>>;
    /// Every puzzle with a rating.
    fn puzzle_stats(&self) -> BoxFut<'_, Vec<PuzzleStat>>;
    /// The ids of the puzzles a player (account or guest) has attempted.
    fn attempted_puzzles(&self, player_id: &str) -> BoxFut<'_, Vec<String>>;
    /// A player's first attempt at a puzzle.
    fn attempt(&self, player_id: &str, puzzle_id: &str) -> BoxFut<'_, Option<AttemptRow>>;
    /// Records a first attempt and, when rated, both new ratings, in one transaction;
    /// refused (nothing written) when the player attempted the puzzle already or a
    /// rating changed meanwhile.
    fn record_attempt(&self, attempt: Attempt) -> BoxFut<'_, ()>;

    /// Stores a new competition (`organiser`, `scored_ms` and `entrants` are ignored).
    fn create_competition(&self, c: &CompetitionRow) -> BoxFut<'_, ()>;
    /// Every competition, the latest deadline first.
    fn competitions(&self) -> BoxFut<'_, Vec<CompetitionRow>>;
    fn competition(&self, id: &str) -> BoxFut<'_, Option<CompetitionRow>>;
    /// Stores an entrant's answers, replacing earlier ones; refused once the
    /// competition is scored.
    fn submit_entry(&self, e: &EntryRow) -> BoxFut<'_, ()>;
    /// A competition's entries, by submission time.
    fn entries(&self, competition_id: &str) -> BoxFut<'_, Vec<EntryRow>>;
    /// Writes the scores of a competition's entries, once: refused when it was scored
    /// already.
    fn score_competition(
        &self,
        competition_id: &str,
        scored_ms: i64,
        scores: Vec<EntryScore>,
    ) -> BoxFut<'_, ()>;

    /// Stores personal puzzles; one whose id is stored already is kept as it is.
    fn save_personal_puzzles(&self, rows: Vec<PersonalPuzzleRow>) -> BoxFut<'_, ()>;
    /// An identity's personal puzzles, oldest first.
    fn personal_puzzles(&self, owner_id: &str) -> BoxFut<'_, Vec<PersonalPuzzleRow>>;
    fn personal_puzzle(&self, id: &str) -> BoxFut<'_, Option<PersonalPuzzleRow>>;
    /// The grades an account was awarded in scored competitions, with each competition's
    /// id, title and deadline, the latest deadline first.
    fn awarded_grades(&self, player_id: &str) -> BoxFut<'_, Vec<AwardedGrade>>;
}

/// A grade awarded by a problems competition.
#[derive(Debug, Clone, PartialEq)]
pub struct AwardedGrade {
    pub competition_id: String,
    pub title: String,
    pub grade: String,
    pub deadline_ms: i64,
}

/// Reaches the puzzle store of any [`Store`].
pub fn of(store: &dyn Store) -> &dyn PuzzleStore {
    store.puzzles()
}
