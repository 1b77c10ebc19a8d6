//! Storage. The server speaks to one [`Store`], implemented once in [`sql::SqlStore`]
//! over a backend: [`sqlite`] (one connection on the blocking pool) or [`postgres`] (a
//! small pool). The schema is a list of migrations in portable SQL (`migrations/`), the
//! same files on both, applied in order and recorded in `schema_migrations`.

pub mod postgres;
pub mod puzzles;
pub mod sql;
pub mod sqlite;

use std::future::Future;
use std::pin::Pin;

/// The migrations, in order: (version, SQL).
pub const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/001_games.sql")),
    (2, include_str!("../../migrations/002_accounts.sql")),
    (3, include_str!("../../migrations/003_challenges.sql")),
    (4, include_str!("../../migrations/004_ratings.sql")),
    (5, include_str!("../../migrations/005_tournaments.sql")),
    (6, include_str!("../../migrations/006_correspondence.sql")),
    (7, include_str!("../../migrations/007_puzzles.sql")),
    (8, include_str!("../../migrations/008_studies.sql")),
    (
        10,
        include_str!("../../migrations/010_personal_puzzles.sql"),
    ),
];

pub type StoreResult<T> = Result<T, StoreError>;
pub type BoxFut<'a, T> = Pin<Box<dyn Future<Output = StoreResult<T>> + Send + 'a>>;

#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

/// A game row: everything but the actions.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRow {
    pub id: String,
    pub created_ms: i64,
    pub updated_ms: i64,
    pub rule: String,
    pub opening: String,
    pub size: i64,
    pub seats: String,
    pub clock_spec: String,
    pub clock_state: String,
    pub ply: i64,
    pub status: String,
    pub result: Option<String>,
    /// The token of a private challenge; set when the game is created, never changed.
    pub challenge: Option<String>,
    /// Whether the game counts for ratings; set when the game is created, never changed.
    pub rated: bool,
}

/// A game with its actions in order.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredGame {
    pub row: GameRow,
    pub actions: Vec<String>,
}

/// One committed change to a game: actions from `keep` on are removed (a takeback),
/// `append` is added after them, and the row is replaced by `row`, whose `ply` is the
/// new number of actions. The change applies only if the stored ply is `expect_ply`.
#[derive(Debug, Clone)]
pub struct Commit {
    pub expect_ply: i64,
    pub keep: i64,
    pub append: Vec<String>,
    pub row: GameRow,
    /// The players' new ratings, when this change ends a rated game: written in the same
    /// transaction, and refused with it if the game's result was rated already.
    pub rated: Option<RatedResult>,
}

/// A player's rating in one pool (`renju/blitz`).
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub player_id: String,
    pub pool: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played in the pool.
    pub games: i64,
    pub updated_ms: i64,
}

impl RatingRow {
    pub fn glicko(&self) -> crate::competition::rating::Rating {
        crate::competition::rating::Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: u32::try_from(self.games).unwrap_or(u32::MAX),
        }
    }

    /// The rating as it stands at `now_ms`: its deviation grown for every rating period
    /// the player has been idle in the pool since `updated_ms`, as Glicko-2 asks. It is
    /// applied when a rating is read and when the next game is rated, never stored alone.
    pub fn glicko_at(&self, now_ms: i64) -> crate::competition::rating::Rating {
        let idle = crate::competition::rating::idle_periods(self.updated_ms, now_ms);
        self.glicko().after_idle_periods(idle)
    }
}

/// A player's rating in `pool` among `rows` (their ratings), a newcomer's if none.
pub fn rating_in(rows: &[RatingRow], pool: &str) -> crate::competition::rating::Rating {
    rows.iter()
        .find(|r| r.pool == pool)
        .map_or_else(Default::default, RatingRow::glicko)
}

/// A player's rating in `pool` at `now_ms` (see [`RatingRow::glicko_at`]), a newcomer's
/// if none.
pub fn rating_at(
    rows: &[RatingRow],
    pool: &str,
    now_ms: i64,
) -> crate::competition::rating::Rating {
    rows.iter()
        .find(|r| r.pool == pool)
        .map_or_else(Default::default, |r| r.glicko_at(now_ms))
}

/// The ratings a game's result gives its players.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedResult {
    /// Each player's rating after the game. Its `games` is one more than the stored
    /// row's (0 before the first game): a rating changed by another game meanwhile makes
    /// the commit fail rather than overwrite that change.
    pub after: Vec<RatingRow>,
}

/// A player's rating after one rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryRow {
    pub game_id: String,
    pub pool: String,
    pub rating: f64,
    pub deviation: f64,
    pub at_ms: i64,
}

/// A tournament or a league, as stored: its state is the JSON document `data`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: String,
    /// `tournament` or `league`.
    pub kind: String,
    pub name: String,
    /// `created`, `started` or `finished`.
    pub status: String,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// 1 when created, one more at each save.
    pub version: i64,
    pub data: String,
}

/// An account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRow {
    pub id: String,
    pub name: String,
    /// The name in lowercase: names are unique regardless of case.
    pub name_key: String,
    /// An Argon2id PHC string.
    pub password_hash: String,
    pub created_ms: i64,
}

/// A study: a tree of moves saved from the analysis board.
#[derive(Debug, Clone, PartialEq)]
pub struct StudyRow {
    pub id: String,
    /// The identity that saved it, the only one that may change it.
    pub owner_id: String,
    pub owner_name: String,
    pub title: String,
    pub rule: String,
    /// `private`, `unlisted` or `public`.
    pub visibility: String,
    /// The tree as JSON (empty in lists, which do not read it).
    pub tree: String,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// A game's review: its status and result (JSON).
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewRow {
    pub game_id: String,
    pub status: String,
    pub result: String,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// An account's e-mail address and the notifications it asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailRow {
    pub user_id: String,
    pub address: String,
    pub verified: bool,
    pub notify_turn: bool,
    pub notify_end: bool,
    pub notify_tournament: bool,
    /// The token of the one-click unsubscribe link.
    pub unsubscribe: String,
    pub updated_ms: i64,
}

/// A single-use token sent by e-mail, by the hash of the token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailToken {
    pub token_hash: String,
    pub user_id: String,
    /// `verify` or `reset`.
    pub purpose: String,
    /// The address it was sent to.
    pub address: String,
    pub expires_ms: i64,
}

/// A chat message of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatRow {
    pub id: String,
    pub game_id: String,
    /// `players` or `spectators`.
    pub room: String,
    pub author_id: String,
    pub author: String,
    pub text: String,
    pub at_ms: i64,
}

/// A reported chat message, with how many reported it and their reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    pub message: ChatRow,
    pub reports: i64,
    /// The reasons given, joined by "; ".
    pub reasons: String,
    /// The latest report.
    pub last_ms: i64,
}

/// An in-app notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationRow {
    pub id: String,
    pub user_id: String,
    pub text: String,
    pub link: String,
    pub at_ms: i64,
    pub seen: bool,
}

pub trait Store: Send + Sync + 'static {
    /// Applies the migrations not applied yet.
    fn migrate(&self) -> BoxFut<'_, ()>;
    fn setting(&self, name: &str) -> BoxFut<'_, Option<String>>;
    /// Stores a setting unless one of that name exists; returns the stored value.
    fn setting_or_insert(&self, name: &str, value: &str) -> BoxFut<'_, String>;
    fn create_game(&self, row: &GameRow) -> BoxFut<'_, ()>;
    /// Commits a change in one transaction; an error when the stored ply differs.
    fn commit(&self, commit: Commit) -> BoxFut<'_, ()>;
    fn load_game(&self, id: &str) -> BoxFut<'_, Option<StoredGame>>;
    /// Every game that is not over.
    fn load_unfinished(&self) -> BoxFut<'_, Vec<StoredGame>>;
    /// The unfinished game a private challenge token opens, by id.
    fn game_of_challenge(&self, token: &str) -> BoxFut<'_, Option<String>>;

    /// Adds an account; `false` (and nothing stored) when its `name_key` is taken.
    fn create_user(&self, user: &UserRow) -> BoxFut<'_, bool>;
    fn user_by_name(&self, name_key: &str) -> BoxFut<'_, Option<UserRow>>;
    /// Stores a session (by the hash of its token), and drops sessions expired by `now_ms`.
    fn create_session(
        &self,
        token_hash: &str,
        user_id: &str,
        now_ms: i64,
        expires_ms: i64,
    ) -> BoxFut<'_, ()>;
    /// The account of a session that has not expired by `now_ms`.
    fn session_user(&self, token_hash: &str, now_ms: i64) -> BoxFut<'_, Option<UserRow>>;
    fn delete_session(&self, token_hash: &str) -> BoxFut<'_, ()>;
    /// Records who took a seat of a game; recording the same seat again changes nothing.
    fn add_game_player(
        &self,
        game_id: &str,
        seat: i64,
        player_id: &str,
        created_ms: i64,
    ) -> BoxFut<'_, ()>;
    /// The games a player took a seat in, newest first.
    fn games_of_player(&self, player_id: &str, limit: i64, offset: i64)
        -> BoxFut<'_, Vec<GameRow>>;

    /// A player's ratings, one per pool with rated games, by pool name.
    fn ratings_of(&self, player_id: &str) -> BoxFut<'_, Vec<RatingRow>>;
    /// Every rating of a pool with the player's account name, best first.
    fn pool_ratings(&self, pool: &str) -> BoxFut<'_, Vec<(String, RatingRow)>>;
    /// A player's rating after each rated game in a pool, oldest first.
    fn rating_history(&self, player_id: &str, pool: &str) -> BoxFut<'_, Vec<HistoryRow>>;

    fn create_study(&self, study: &StudyRow) -> BoxFut<'_, ()>;
    fn study(&self, id: &str) -> BoxFut<'_, Option<StudyRow>>;
    /// Changes a study's title, visibility and tree; `false` (nothing changed) unless
    /// the study exists and `owner_id` owns it.
    fn update_study(&self, study: &StudyRow) -> BoxFut<'_, bool>;
    /// An owner's studies, newest change first, without their trees.
    fn studies_of(&self, owner_id: &str, limit: i64) -> BoxFut<'_, Vec<StudyRow>>;
    /// The public studies, newest change first, without their trees.
    fn public_studies(&self, limit: i64) -> BoxFut<'_, Vec<StudyRow>>;
    /// Stores a review, replacing the game's last.
    fn save_review(&self, review: &ReviewRow) -> BoxFut<'_, ()>;
    fn review(&self, game_id: &str) -> BoxFut<'_, Option<ReviewRow>>;
    /// Puzzle ratings, attempts and problems competitions.
    fn puzzles(&self) -> &dyn puzzles::PuzzleStore;
    /// Gives a game's seat of identity `from` to identity `to` in one transaction: the
    /// game's seats become `seats` (JSON, as the game row keeps them) and the seat's
    /// `game_players` row and `from`'s conditional moves in the game move to `to`; so a
    /// guest who registers keeps their games.
    fn move_game_player(&self, game_id: &str, from: &str, to: &str, seats: &str) -> BoxFut<'_, ()>;

    /// Stores a new tournament or league (its `version` is 1).
    fn create_tournament(&self, row: &TournamentRow) -> BoxFut<'_, ()>;
    /// Replaces a tournament whose stored version is one less than `row.version`; an
    /// error, and nothing stored, otherwise.
    fn save_tournament(&self, row: &TournamentRow) -> BoxFut<'_, ()>;
    fn tournament(&self, id: &str) -> BoxFut<'_, Option<TournamentRow>>;
    /// The newest tournaments (or leagues) of a kind, at most `limit`, newest first.
    fn tournaments(&self, kind: &str, limit: i64) -> BoxFut<'_, Vec<TournamentRow>>;
    /// Every tournament (or league) of a kind that is not finished, oldest first.
    fn unfinished_tournaments(&self, kind: &str) -> BoxFut<'_, Vec<TournamentRow>>;
    /// Stores a player's conditional moves in a game (a tree as JSON, from ply `ply`),
    /// replacing any they had there.
    fn set_conditional(
        &self,
        game_id: &str,
        player_id: &str,
        ply: i64,
        tree: &str,
        now_ms: i64,
    ) -> BoxFut<'_, ()>;
    /// A player's conditional moves in a game: the ply they start at and the tree.
    fn conditional(&self, game_id: &str, player_id: &str) -> BoxFut<'_, Option<(i64, String)>>;
    fn clear_conditional(&self, game_id: &str, player_id: &str) -> BoxFut<'_, ()>;

    /// Stores an account's address and notifications, replacing what it had.
    fn set_email(&self, row: &EmailRow) -> BoxFut<'_, ()>;
    fn email_of(&self, user_id: &str) -> BoxFut<'_, Option<EmailRow>>;
    /// Marks `address` verified if it is still the account's; whether it was.
    fn verify_email(&self, user_id: &str, address: &str) -> BoxFut<'_, bool>;
    /// Turns every notification off for the address whose unsubscribe token this is;
    /// whether there was one.
    fn unsubscribe(&self, token: &str) -> BoxFut<'_, bool>;
    fn add_mail_token(&self, token: &MailToken) -> BoxFut<'_, ()>;
    /// Takes a token for `purpose` that has not expired by `now_ms`: it is deleted, so
    /// that it serves once. Expired tokens go too.
    fn take_mail_token(
        &self,
        token_hash: &str,
        purpose: &str,
        now_ms: i64,
    ) -> BoxFut<'_, Option<MailToken>>;
    /// Sets an account's password hash and ends all its sessions.
    fn set_password(&self, user_id: &str, password_hash: &str) -> BoxFut<'_, ()>;

    /// Records a vacation of `days` whole days from `starts_ms`.
    fn add_vacation(&self, user_id: &str, starts_ms: i64, days: i64) -> BoxFut<'_, ()>;
    /// The vacations a player started at or after `since_ms`, as (start, days), oldest
    /// first.
    fn vacations_since(&self, user_id: &str, since_ms: i64) -> BoxFut<'_, Vec<(i64, i64)>>;

    /// Stores a handicap match (its record as JSON), replacing what was stored.
    fn save_match(&self, id: &str, record: &str, now_ms: i64) -> BoxFut<'_, ()>;
    fn load_match(&self, id: &str) -> BoxFut<'_, Option<String>>;
    /// Records that game `game_id` is game `number` (0 the first) of match `match_id`.
    fn add_match_game(&self, match_id: &str, game_id: &str, number: i64) -> BoxFut<'_, ()>;
    /// The match a game belongs to, and its number in it.
    fn match_of_game(&self, game_id: &str) -> BoxFut<'_, Option<(String, i64)>>;

    fn add_chat(&self, message: &ChatRow) -> BoxFut<'_, ()>;
    /// The latest `limit` messages of a game's room, oldest first.
    fn chat_of(&self, game_id: &str, room: &str, limit: i64) -> BoxFut<'_, Vec<ChatRow>>;
    fn chat_message(&self, id: &str) -> BoxFut<'_, Option<ChatRow>>;
    /// Reports a message; `false` when this reporter had reported it already.
    fn report_chat(
        &self,
        message_id: &str,
        reporter_id: &str,
        reason: &str,
        at_ms: i64,
    ) -> BoxFut<'_, bool>;
    /// The reported messages, the most recently reported first, at most `limit`.
    fn reports(&self, limit: i64) -> BoxFut<'_, Vec<ReportRow>>;
    /// Mutes a player until `until_ms`, replacing an earlier mute.
    fn set_mute(&self, player_id: &str, until_ms: i64, by: &str, reason: &str) -> BoxFut<'_, ()>;
    /// Until when a player is muted, if ever.
    fn mute_of(&self, player_id: &str) -> BoxFut<'_, Option<i64>>;
    fn add_notification(&self, n: &NotificationRow) -> BoxFut<'_, ()>;
    /// A player's latest `limit` notifications, newest first.
    fn notifications_of(&self, user_id: &str, limit: i64) -> BoxFut<'_, Vec<NotificationRow>>;
    fn mark_notifications_seen(&self, user_id: &str) -> BoxFut<'_, ()>;
    /// Gives identity `from`'s notifications and mute to identity `to` (a guest who
    /// registers), in one transaction. Of two mutes, the one that ends later stays.
    fn move_player_belongings(&self, from: &str, to: &str) -> BoxFut<'_, ()>;
}
