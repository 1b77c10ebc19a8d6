//! What the backends share: every statement (one SQL text for SQLite and PostgreSQL,
//! parameters written `$1`, `$2`…), parameters and rows as [`Value`]s, and the one
//! implementation of [`Store`], [`SqlStore`], over any [`Backend`]. A backend only runs
//! reads in one snapshot and writes in one transaction, so a new store method is one
//! statement here and its use in [`SqlStore`]; should the dialects ever disagree on a
//! statement, it is the one place to choose a text per backend.

use super::{
    BoxFut, Commit, GameRow, HistoryRow, RatingRow, Store, StoreError, StoreResult, StoredGame,
    TournamentRow, UserRow, MIGRATIONS,
};
use super::{ChatRow, EmailRow, MailToken, NotificationRow, ReportRow, ReviewRow, StudyRow};

mod puzzles;

/// A parameter or a column: the store keeps integers, reals (ratings) and text.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Real(f64),
    Text(String),
    Null,
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}

impl From<&Option<String>> for Value {
    fn from(v: &Option<String>) -> Value {
        v.as_ref().map_or(Value::Null, Value::from)
    }
}

pub type Row = Vec<Value>;

/// A statement that returns rows.
#[derive(Debug, Clone)]
pub struct Query {
    pub sql: &'static str,
    pub params: Vec<Value>,
}

/// One part of a write transaction.
#[derive(Debug, Clone)]
pub enum Step {
    /// Statements without parameters, run as they are (a migration).
    Script(&'static str),
    /// One statement. With `must_change_one`, the whole transaction is refused with that
    /// message unless the statement changed exactly one row. Such a statement names its
    /// row by a key, so a refusal means it changed none: a write of that one statement
    /// alone may then run without a transaction around it.
    Run {
        sql: &'static str,
        params: Vec<Value>,
        must_change_one: Option<String>,
    },
}

impl Step {
    fn run(sql: &'static str, params: Vec<Value>) -> Step {
        Step::Run {
            sql,
            params,
            must_change_one: None,
        }
    }
}

/// A database the store can run on.
pub trait Backend: Send + Sync + 'static {
    /// Runs the queries in one consistent snapshot; their rows, in order.
    fn read(&self, queries: Vec<Query>) -> BoxFut<'_, Vec<Vec<Row>>>;
    /// Runs the steps in one transaction: all of them or none. The rows each step changed,
    /// in order (none for a script).
    fn write(&self, steps: Vec<Step>) -> BoxFut<'_, Vec<u64>>;
    /// Whether a `WITH` clause may hold an `UPDATE` (PostgreSQL's may, SQLite's not).
    fn updates_in_with(&self) -> bool {
        false
    }
}

/// Column names joined by commas, each after `$t` (a table's alias and a dot, where a
/// join needs one, or "").
macro_rules! columns {
    ($t:literal; $first:literal $(, $rest:literal)*) => {
        concat!($t, $first $(, ", ", $t, $rest)*)
    };
}

/// The columns of a game row, in [`game_row`]'s order.
macro_rules! game_columns {
    ($t:literal) => {
        columns!($t; "id", "created_ms", "updated_ms", "rule", "opening", "size", "seats",
            "clock_spec", "clock_state", "ply", "status", "result", "challenge", "rated")
    };
}

/// The columns of a user row, in [`user_row`]'s order.
macro_rules! user_columns {
    ($t:literal) => {
        columns!($t; "id", "name", "name_key", "password_hash", "created_ms")
    };
}

const MIGRATIONS_TABLE: &str =
    "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)";
const APPLIED_MIGRATIONS: &str = "SELECT version FROM schema_migrations";
const RECORD_MIGRATION: &str = "INSERT INTO schema_migrations (version) VALUES ($1)";
const SETTING: &str = "SELECT value FROM settings WHERE name = $1";
const INSERT_SETTING: &str =
    "INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING";
const INSERT_GAME: &str = concat!(
    "INSERT INTO games (",
    game_columns!(""),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)"
);
const UPDATE_GAME_AT_PLY: &str = "UPDATE games SET updated_ms = $1, seats = $2, \
     clock_state = $3, ply = $4, status = $5, result = $6 WHERE id = $7 AND ply = $8";
/// A move's commit in one statement, where a `WITH` may hold an `UPDATE` (PostgreSQL):
/// the action is added only when the game's row was at the expected ply, so it changes one
/// row exactly when [`UPDATE_GAME_AT_PLY`] would. One statement runs without `BEGIN` and
/// `COMMIT`, which under load is most of a move's cost in the database.
const MOVE_AT_PLY: &str = "WITH moved AS (UPDATE games SET updated_ms = $1, seats = $2, \
     clock_state = $3, ply = $4, status = $5, result = $6 WHERE id = $7 AND ply = $8 \
     RETURNING id) INSERT INTO actions (game_id, ply, action, at_ms) \
     SELECT id, $8, $9, $1 FROM moved";
const DELETE_ACTIONS_FROM: &str = "DELETE FROM actions WHERE game_id = $1 AND ply >= $2";
const INSERT_ACTION: &str =
    "INSERT INTO actions (game_id, ply, action, at_ms) VALUES ($1, $2, $3, $4)";
const GAME: &str = concat!("SELECT ", game_columns!(""), " FROM games WHERE id = $1");
const GAME_ACTIONS: &str = "SELECT action FROM actions WHERE game_id = $1 ORDER BY ply";
const UNFINISHED_GAMES: &str = concat!(
    "SELECT ",
    game_columns!(""),
    " FROM games WHERE status <> 'over' ORDER BY created_ms, id"
);
const UNFINISHED_ACTIONS: &str = "SELECT a.game_id, a.action FROM actions a \
     JOIN games g ON g.id = a.game_id WHERE g.status <> 'over' ORDER BY a.game_id, a.ply";
const INSERT_USER: &str = concat!(
    "INSERT INTO users (",
    user_columns!(""),
    ") VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name_key) DO NOTHING"
);
const USER_BY_NAME: &str = concat!(
    "SELECT ",
    user_columns!(""),
    " FROM users WHERE name_key = $1"
);
const DELETE_EXPIRED_SESSIONS: &str = "DELETE FROM sessions WHERE expires_ms <= $1";
const INSERT_SESSION: &str =
    "INSERT INTO sessions (token_hash, user_id, created_ms, expires_ms) VALUES ($1, $2, $3, $4)";
const SESSION_USER: &str = concat!(
    "SELECT ",
    user_columns!("u."),
    " FROM sessions s JOIN users u ON u.id = s.user_id",
    " WHERE s.token_hash = $1 AND s.expires_ms > $2"
);
const DELETE_SESSION: &str = "DELETE FROM sessions WHERE token_hash = $1";
const INSERT_GAME_PLAYER: &str = "INSERT INTO game_players (game_id, seat, player_id, created_ms) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, seat) DO NOTHING";
const GAMES_OF_PLAYER: &str = concat!(
    "SELECT ",
    game_columns!("g."),
    " FROM game_players p JOIN games g ON g.id = p.game_id WHERE p.player_id = $1",
    " ORDER BY p.created_ms DESC, g.id DESC LIMIT $2 OFFSET $3"
);

/// The columns of a rating row, in [`rating_row`]'s order.
macro_rules! rating_columns {
    ($t:literal) => {
        columns!($t; "player_id", "pool", "rating", "deviation", "volatility", "games",
            "updated_ms")
    };
}

/// Marks a game's result as rated; changes no row when it was rated already.
const MARK_RATED: &str =
    "UPDATE games SET rated_ms = $1 WHERE id = $2 AND rated = 1 AND rated_ms IS NULL";
/// A player's new rating: a first row, or a change of the row that has `$8` games (no
/// row changes when another game changed it meanwhile).
const UPSERT_RATING: &str = concat!(
    "INSERT INTO ratings (",
    rating_columns!(""),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id, pool) DO UPDATE SET",
    " rating = excluded.rating, deviation = excluded.deviation,",
    " volatility = excluded.volatility, games = excluded.games,",
    " updated_ms = excluded.updated_ms WHERE ratings.games = $8"
);
const INSERT_HISTORY: &str = "INSERT INTO rating_history \
     (game_id, player_id, pool, rating, deviation, at_ms) VALUES ($1, $2, $3, $4, $5, $6)";
const RATINGS_OF: &str = concat!(
    "SELECT ",
    rating_columns!(""),
    " FROM ratings WHERE player_id = $1 ORDER BY pool"
);
const POOL_RATINGS: &str = concat!(
    "SELECT u.name, ",
    rating_columns!("r."),
    " FROM ratings r JOIN users u ON u.id = r.player_id WHERE r.pool = $1",
    " ORDER BY r.rating DESC, r.games DESC, u.name_key"
);
const SET_GAME_SEATS: &str = "UPDATE games SET seats = $1 WHERE id = $2";
const MOVE_GAME_PLAYER: &str =
    "UPDATE game_players SET player_id = $1 WHERE game_id = $2 AND player_id = $3";
/// The columns of a tournament row, in [`tournament_row`]'s order.
macro_rules! tournament_columns {
    () => {
        "id, kind, name, status, created_ms, updated_ms, version, data"
    };
}
const INSERT_TOURNAMENT: &str = concat!(
    "INSERT INTO tournaments (",
    tournament_columns!(),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
);
const SAVE_TOURNAMENT: &str = "UPDATE tournaments SET name = $1, status = $2, \
     updated_ms = $3, version = $4, data = $5 WHERE id = $6 AND version = $7";
const TOURNAMENT: &str = concat!(
    "SELECT ",
    tournament_columns!(),
    " FROM tournaments WHERE id = $1"
);
const TOURNAMENTS: &str = concat!(
    "SELECT ",
    tournament_columns!(),
    " FROM tournaments WHERE kind = $1 ORDER BY created_ms DESC, id DESC LIMIT $2"
);
const UNFINISHED_TOURNAMENTS: &str = concat!(
    "SELECT ",
    tournament_columns!(),
    " FROM tournaments WHERE kind = $1 AND status <> 'finished' ORDER BY created_ms, id"
);
const RATING_HISTORY: &str = "SELECT game_id, pool, rating, deviation, at_ms \
     FROM rating_history WHERE player_id = $1 AND pool = $2 ORDER BY at_ms, game_id";

/// The columns of a study row, in [`study_row`]'s order.
macro_rules! study_columns {
    ($tree:literal) => {
        concat!(
            "id, owner_id, owner_name, title, rule, visibility, ",
            $tree,
            ", created_ms, updated_ms"
        )
    };
}

const INSERT_STUDY: &str = concat!(
    "INSERT INTO studies (",
    study_columns!("tree"),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
);
const STUDY: &str = concat!(
    "SELECT ",
    study_columns!("tree"),
    " FROM studies WHERE id = $1"
);
const UPDATE_STUDY: &str = "UPDATE studies SET title = $1, visibility = $2, tree = $3, \
     updated_ms = $4 WHERE id = $5 AND owner_id = $6";
// Lists leave the trees out: a list shows titles, and trees can be large.
const STUDIES_OF: &str = concat!(
    "SELECT ",
    study_columns!("''"),
    " FROM studies WHERE owner_id = $1 ORDER BY updated_ms DESC, id LIMIT $2"
);
const PUBLIC_STUDIES: &str = concat!(
    "SELECT ",
    study_columns!("''"),
    " FROM studies WHERE visibility = 'public' ORDER BY updated_ms DESC, id LIMIT $1"
);
const UPSERT_REVIEW: &str =
    "INSERT INTO reviews (game_id, status, result, created_ms, updated_ms) \
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO UPDATE SET status = excluded.status, \
     result = excluded.result, created_ms = excluded.created_ms, updated_ms = excluded.updated_ms";
const REVIEW: &str =
    "SELECT game_id, status, result, created_ms, updated_ms FROM reviews WHERE game_id = $1";

fn study_row(row: Row) -> StoreResult<StudyRow> {
    let mut c = Columns(row.into_iter());
    Ok(StudyRow {
        id: c.text()?,
        owner_id: c.text()?,
        owner_name: c.text()?,
        title: c.text()?,
        rule: c.text()?,
        visibility: c.text()?,
        tree: c.text()?,
        created_ms: c.int()?,
        updated_ms: c.int()?,
    })
}

/// A row read column by column, each checked for the type the store expects.
struct Columns(std::vec::IntoIter<Value>);

impl Columns {
    fn next(&mut self) -> StoreResult<Value> {
        self.0
            .next()
            .ok_or_else(|| StoreError("a row has fewer columns than its statement names".into()))
    }

    fn int(&mut self) -> StoreResult<i64> {
        match self.next()? {
            Value::Int(v) => Ok(v),
            other => Err(StoreError(format!("expected an integer, found {other:?}"))),
        }
    }

    fn opt_text(&mut self) -> StoreResult<Option<String>> {
        match self.next()? {
            Value::Text(v) => Ok(Some(v)),
            Value::Null => Ok(None),
            other => Err(StoreError(format!("expected text, found {other:?}"))),
        }
    }

    fn real(&mut self) -> StoreResult<f64> {
        match self.next()? {
            Value::Real(v) => Ok(v),
            Value::Int(v) => Ok(v as f64),
            other => Err(StoreError(format!("expected a real, found {other:?}"))),
        }
    }

    fn text(&mut self) -> StoreResult<String> {
        self.opt_text()?
            .ok_or_else(|| StoreError("expected text, found NULL".into()))
    }
}

fn game_row(row: Row) -> StoreResult<GameRow> {
    let mut c = Columns(row.into_iter());
    Ok(GameRow {
        id: c.text()?,
        created_ms: c.int()?,
        updated_ms: c.int()?,
        rule: c.text()?,
        opening: c.text()?,
        size: c.int()?,
        seats: c.text()?,
        clock_spec: c.text()?,
        clock_state: c.text()?,
        ply: c.int()?,
        status: c.text()?,
        result: c.opt_text()?,
        challenge: c.opt_text()?,
        rated: c.int()? != 0,
    })
}

fn rating_row(c: &mut Columns) -> StoreResult<RatingRow> {
    Ok(RatingRow {
        player_id: c.text()?,
        pool: c.text()?,
        rating: c.real()?,
        deviation: c.real()?,
        volatility: c.real()?,
        games: c.int()?,
        updated_ms: c.int()?,
    })
}

fn tournament_row(row: Row) -> StoreResult<TournamentRow> {
    let mut c = Columns(row.into_iter());
    Ok(TournamentRow {
        id: c.text()?,
        kind: c.text()?,
        name: c.text()?,
        status: c.text()?,
        created_ms: c.int()?,
        updated_ms: c.int()?,
        version: c.int()?,
        data: c.text()?,
    })
}

const SET_CONDITIONAL: &str = "INSERT INTO conditional_moves \
     (game_id, player_id, ply, tree, updated_ms) VALUES ($1, $2, $3, $4, $5) \
     ON CONFLICT (game_id, player_id) DO UPDATE SET ply = excluded.ply, tree = excluded.tree, \
     updated_ms = excluded.updated_ms";
const CONDITIONAL: &str =
    "SELECT ply, tree FROM conditional_moves WHERE game_id = $1 AND player_id = $2";
const CLEAR_CONDITIONAL: &str =
    "DELETE FROM conditional_moves WHERE game_id = $1 AND player_id = $2";

/// The columns of an e-mail row, in [`email_row`]'s order.
macro_rules! email_columns {
    () => {
        columns!(""; "user_id", "address", "verified", "notify_turn", "notify_end",
            "notify_tournament", "unsubscribe", "updated_ms")
    };
}

const SET_EMAIL: &str = concat!(
    "INSERT INTO emails (",
    email_columns!(),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO UPDATE SET",
    " address = excluded.address, verified = excluded.verified,",
    " notify_turn = excluded.notify_turn, notify_end = excluded.notify_end,",
    " notify_tournament = excluded.notify_tournament, unsubscribe = excluded.unsubscribe,",
    " updated_ms = excluded.updated_ms"
);
const EMAIL_OF: &str = concat!(
    "SELECT ",
    email_columns!(),
    " FROM emails WHERE user_id = $1"
);
const VERIFY_EMAIL: &str = "UPDATE emails SET verified = 1 WHERE user_id = $1 AND address = $2";
const UNSUBSCRIBE: &str = "UPDATE emails SET notify_turn = 0, notify_end = 0, \
     notify_tournament = 0 WHERE unsubscribe = $1";
const INSERT_MAIL_TOKEN: &str = "INSERT INTO mail_tokens \
     (token_hash, user_id, purpose, address, expires_ms) VALUES ($1, $2, $3, $4, $5)";
const MAIL_TOKEN: &str = "SELECT token_hash, user_id, purpose, address, expires_ms \
     FROM mail_tokens WHERE token_hash = $1 AND purpose = $2 AND expires_ms > $3";
const DELETE_MAIL_TOKEN: &str = "DELETE FROM mail_tokens WHERE token_hash = $1";
const DELETE_EXPIRED_MAIL_TOKENS: &str = "DELETE FROM mail_tokens WHERE expires_ms <= $1";
const SET_PASSWORD: &str = "UPDATE users SET password_hash = $1 WHERE id = $2";
const DELETE_USER_SESSIONS: &str = "DELETE FROM sessions WHERE user_id = $1";
const INSERT_VACATION: &str =
    "INSERT INTO vacations (user_id, starts_ms, days) VALUES ($1, $2, $3)";
const VACATIONS_SINCE: &str = "SELECT starts_ms, days FROM vacations \
     WHERE user_id = $1 AND starts_ms >= $2 ORDER BY starts_ms";

const SAVE_MATCH: &str = "INSERT INTO matches (id, record, updated_ms) VALUES ($1, $2, $3) \
     ON CONFLICT (id) DO UPDATE SET record = excluded.record, updated_ms = excluded.updated_ms";
const LOAD_MATCH: &str = "SELECT record FROM matches WHERE id = $1";
const ADD_MATCH_GAME: &str = "INSERT INTO match_games (game_id, match_id, number) \
     VALUES ($1, $2, $3) ON CONFLICT (game_id) DO NOTHING";
const MATCH_OF_GAME: &str = "SELECT match_id, number FROM match_games WHERE game_id = $1";

const GAME_OF_CHALLENGE: &str = "SELECT id FROM games WHERE challenge = $1 AND status <> 'over'";

/// The columns of a chat row, in [`chat_row`]'s order.
macro_rules! chat_columns {
    ($t:literal) => {
        columns!($t; "id", "game_id", "room", "author_id", "author", "text", "at_ms")
    };
}

const INSERT_CHAT: &str = concat!(
    "INSERT INTO chat_messages (",
    chat_columns!(""),
    ") VALUES ($1, $2, $3, $4, $5, $6, $7)"
);
const CHAT_OF: &str = concat!(
    "SELECT ",
    chat_columns!(""),
    " FROM (SELECT * FROM chat_messages WHERE game_id = $1 AND room = $2",
    " ORDER BY at_ms DESC, id DESC LIMIT $3) latest ORDER BY at_ms, id"
);
const CHAT_MESSAGE: &str = concat!(
    "SELECT ",
    chat_columns!(""),
    " FROM chat_messages WHERE id = $1"
);
const REPORT_CHAT: &str = "INSERT INTO chat_reports (message_id, reporter_id, reason, at_ms) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (message_id, reporter_id) DO NOTHING";
const REPORTS: &str = concat!(
    "SELECT ",
    chat_columns!("m."),
    ", r.n, r.last_ms FROM (SELECT message_id, COUNT(*) AS n, MAX(at_ms) AS last_ms",
    " FROM chat_reports GROUP BY message_id) r JOIN chat_messages m ON m.id = r.message_id",
    " ORDER BY r.last_ms DESC, m.id LIMIT $1"
);
const REPORT_REASONS: &str =
    "SELECT reason FROM chat_reports WHERE message_id = $1 ORDER BY at_ms, reporter_id";
const SET_MUTE: &str = "INSERT INTO mutes (player_id, until_ms, by_name, reason) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (player_id) DO UPDATE SET until_ms = excluded.until_ms, \
     by_name = excluded.by_name, reason = excluded.reason";
const MUTE_OF: &str = "SELECT until_ms FROM mutes WHERE player_id = $1";
const INSERT_NOTIFICATION: &str = "INSERT INTO notifications \
     (id, user_id, text, link, at_ms, seen) VALUES ($1, $2, $3, $4, $5, $6)";
const NOTIFICATIONS_OF: &str = "SELECT id, user_id, text, link, at_ms, seen FROM notifications \
     WHERE user_id = $1 ORDER BY at_ms DESC, id DESC LIMIT $2";
const MARK_NOTIFICATIONS_SEEN: &str = "UPDATE notifications SET seen = 1 WHERE user_id = $1";
const MOVE_CONDITIONAL: &str =
    "UPDATE conditional_moves SET player_id = $1 WHERE game_id = $2 AND player_id = $3";
const MOVE_NOTIFICATIONS: &str = "UPDATE notifications SET user_id = $1 WHERE user_id = $2";
/// The account's mute goes when the guest's ends later; then the guest's passes to the
/// account if it has none left, and whatever of the guest's is left goes.
const DROP_SHORTER_MUTE: &str = "DELETE FROM mutes WHERE player_id = $1 \
     AND until_ms < (SELECT m.until_ms FROM mutes m WHERE m.player_id = $2)";
const MOVE_MUTE: &str = "UPDATE mutes SET player_id = $1 WHERE player_id = $2 \
     AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.player_id = $1)";
const DROP_MUTE: &str = "DELETE FROM mutes WHERE player_id = $1";

fn email_row(row: Row) -> StoreResult<EmailRow> {
    let mut c = Columns(row.into_iter());
    Ok(EmailRow {
        user_id: c.text()?,
        address: c.text()?,
        verified: c.int()? != 0,
        notify_turn: c.int()? != 0,
        notify_end: c.int()? != 0,
        notify_tournament: c.int()? != 0,
        unsubscribe: c.text()?,
        updated_ms: c.int()?,
    })
}

fn chat_row(c: &mut Columns) -> StoreResult<ChatRow> {
    Ok(ChatRow {
        id: c.text()?,
        game_id: c.text()?,
        room: c.text()?,
        author_id: c.text()?,
        author: c.text()?,
        text: c.text()?,
        at_ms: c.int()?,
    })
}

fn user_row(row: Row) -> StoreResult<UserRow> {
    let mut c = Columns(row.into_iter());
    Ok(UserRow {
        id: c.text()?,
        name: c.text()?,
        name_key: c.text()?,
        password_hash: c.text()?,
        created_ms: c.int()?,
    })
}

/// The [`Store`] on any backend.
pub struct SqlStore<B> {
    backend: B,
}

impl<B: Backend> SqlStore<B> {
    pub fn new(backend: B) -> SqlStore<B> {
        SqlStore { backend }
    }

    async fn query(&self, sql: &'static str, params: Vec<Value>) -> StoreResult<Vec<Row>> {
        let mut results = self.backend.read(vec![Query { sql, params }]).await?;
        Ok(results.pop().unwrap_or_default())
    }

    /// The first row's user, if any.
    async fn user(&self, sql: &'static str, params: Vec<Value>) -> StoreResult<Option<UserRow>> {
        self.query(sql, params)
            .await?
            .into_iter()
            .next()
            .map(user_row)
            .transpose()
    }

    /// Writes in one transaction, whatever the steps changed.
    async fn write(&self, steps: Vec<Step>) -> StoreResult<()> {
        self.backend.write(steps).await.map(drop)
    }
}

impl<B: Backend> Store for SqlStore<B> {
    fn puzzles(&self) -> &dyn crate::store::puzzles::PuzzleStore {
        self
    }

    fn migrate(&self) -> BoxFut<'_, ()> {
        Box::pin(async move {
            self.write(vec![Step::Script(MIGRATIONS_TABLE)]).await?;
            let applied = self
                .query(APPLIED_MIGRATIONS, vec![])
                .await?
                .into_iter()
                .map(|r| Columns(r.into_iter()).int())
                .collect::<StoreResult<Vec<i64>>>()?;
            for (version, script) in MIGRATIONS {
                if applied.contains(version) {
                    continue;
                }
                let steps = vec![
                    Step::Script(script),
                    Step::run(RECORD_MIGRATION, vec![(*version).into()]),
                ];
                self.write(steps)
                    .await
                    .map_err(|e| StoreError(format!("migration {version}: {}", e.0)))?;
            }
            Ok(())
        })
    }

    fn setting(&self, name: &str) -> BoxFut<'_, Option<String>> {
        let params = vec![name.into()];
        Box::pin(async move {
            match self.query(SETTING, params).await?.into_iter().next() {
                Some(row) => Columns(row.into_iter()).text().map(Some),
                None => Ok(None),
            }
        })
    }

    fn setting_or_insert(&self, name: &str, value: &str) -> BoxFut<'_, String> {
        let (name, value) = (name.to_string(), value.to_string());
        Box::pin(async move {
            self.write(vec![Step::run(
                INSERT_SETTING,
                vec![(&name).into(), (&value).into()],
            )])
            .await?;
            self.setting(&name)
                .await?
                .ok_or_else(|| StoreError(format!("the setting {name} was not stored")))
        })
    }

    fn create_game(&self, g: &GameRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&g.id).into(),
            g.created_ms.into(),
            g.updated_ms.into(),
            (&g.rule).into(),
            (&g.opening).into(),
            g.size.into(),
            (&g.seats).into(),
            (&g.clock_spec).into(),
            (&g.clock_state).into(),
            g.ply.into(),
            (&g.status).into(),
            (&g.result).into(),
            (&g.challenge).into(),
            i64::from(g.rated).into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_GAME, params)]))
    }

    fn commit(&self, commit: Commit) -> BoxFut<'_, ()> {
        let g = &commit.row;
        let refusal = format!("game {} is not at ply {}", g.id, commit.expect_ply);
        // The row's new values and the ply it must be at: `$1` to `$8` of both statements.
        let mut row: Vec<Value> = vec![
            g.updated_ms.into(),
            (&g.seats).into(),
            (&g.clock_state).into(),
            g.ply.into(),
            (&g.status).into(),
            (&g.result).into(),
            (&g.id).into(),
            commit.expect_ply.into(),
        ];
        if let ([action], None, true) = (
            &commit.append[..],
            &commit.rated,
            self.backend.updates_in_with(),
        ) {
            if commit.keep == commit.expect_ply {
                row.push(action.as_str().into());
                let step = Step::Run {
                    sql: MOVE_AT_PLY,
                    params: row,
                    must_change_one: Some(refusal),
                };
                return Box::pin(async move { self.backend.write(vec![step]).await.map(|_| ()) });
            }
        }
        let mut steps = vec![Step::Run {
            sql: UPDATE_GAME_AT_PLY,
            params: row,
            must_change_one: Some(refusal),
        }];
        // The game holds exactly its first `expect_ply` actions (the row's ply, checked
        // above, says so), so only a takeback has any to delete.
        if commit.keep < commit.expect_ply {
            steps.push(Step::run(
                DELETE_ACTIONS_FROM,
                vec![(&g.id).into(), commit.keep.into()],
            ));
        }
        for (i, action) in commit.append.iter().enumerate() {
            steps.push(Step::run(
                INSERT_ACTION,
                vec![
                    (&g.id).into(),
                    (commit.keep + i as i64).into(),
                    action.as_str().into(),
                    g.updated_ms.into(),
                ],
            ));
        }
        if let Some(rated) = &commit.rated {
            steps.push(Step::Run {
                sql: MARK_RATED,
                params: vec![g.updated_ms.into(), (&g.id).into()],
                must_change_one: Some(format!(
                    "game {} is casual, or its result was rated already",
                    g.id
                )),
            });
            for r in &rated.after {
                steps.push(Step::Run {
                    sql: UPSERT_RATING,
                    params: vec![
                        (&r.player_id).into(),
                        (&r.pool).into(),
                        r.rating.into(),
                        r.deviation.into(),
                        r.volatility.into(),
                        r.games.into(),
                        r.updated_ms.into(),
                        (r.games - 1).into(),
                    ],
                    must_change_one: Some(format!(
                        "the {} rating of {} changed while game {} was rated",
                        r.pool, r.player_id, g.id
                    )),
                });
                steps.push(Step::run(
                    INSERT_HISTORY,
                    vec![
                        (&g.id).into(),
                        (&r.player_id).into(),
                        (&r.pool).into(),
                        r.rating.into(),
                        r.deviation.into(),
                        r.updated_ms.into(),
                    ],
                ));
            }
        }
        Box::pin(self.write(steps))
    }

    fn load_game(&self, id: &str) -> BoxFut<'_, Option<StoredGame>> {
        let queries = vec![
            Query {
                sql: GAME,
                params: vec![id.into()],
            },
            Query {
                sql: GAME_ACTIONS,
                params: vec![id.into()],
            },
        ];
        Box::pin(async move {
            let mut results = self.backend.read(queries).await?.into_iter();
            let (rows, actions) = (
                results.next().unwrap_or_default(),
                results.next().unwrap_or_default(),
            );
            let Some(row) = rows.into_iter().next() else {
                return Ok(None);
            };
            Ok(Some(StoredGame {
                row: game_row(row)?,
                actions: actions
                    .into_iter()
                    .map(|a| Columns(a.into_iter()).text())
                    .collect::<StoreResult<_>>()?,
            }))
        })
    }

    fn game_of_challenge(&self, token: &str) -> BoxFut<'_, Option<String>> {
        let params = vec![token.into()];
        Box::pin(async move {
            match self
                .query(GAME_OF_CHALLENGE, params)
                .await?
                .into_iter()
                .next()
            {
                Some(row) => Ok(Some(Columns(row.into_iter()).text()?)),
                None => Ok(None),
            }
        })
    }

    fn load_unfinished(&self) -> BoxFut<'_, Vec<StoredGame>> {
        let queries = vec![
            Query {
                sql: UNFINISHED_GAMES,
                params: vec![],
            },
            Query {
                sql: UNFINISHED_ACTIONS,
                params: vec![],
            },
        ];
        Box::pin(async move {
            let mut results = self.backend.read(queries).await?.into_iter();
            let (rows, actions) = (
                results.next().unwrap_or_default(),
                results.next().unwrap_or_default(),
            );
            let mut by_game: std::collections::HashMap<String, Vec<String>> = Default::default();
            for a in actions {
                let mut c = Columns(a.into_iter());
                let game = c.text()?;
                by_game.entry(game).or_default().push(c.text()?);
            }
            rows.into_iter()
                .map(|r| {
                    let row = game_row(r)?;
                    Ok(StoredGame {
                        actions: by_game.remove(&row.id).unwrap_or_default(),
                        row,
                    })
                })
                .collect()
        })
    }

    fn create_user(&self, u: &UserRow) -> BoxFut<'_, bool> {
        let params = vec![
            (&u.id).into(),
            (&u.name).into(),
            (&u.name_key).into(),
            (&u.password_hash).into(),
            u.created_ms.into(),
        ];
        Box::pin(async move {
            let changed = self
                .backend
                .write(vec![Step::run(INSERT_USER, params)])
                .await?;
            Ok(changed.first() == Some(&1))
        })
    }

    fn user_by_name(&self, name_key: &str) -> BoxFut<'_, Option<UserRow>> {
        Box::pin(self.user(USER_BY_NAME, vec![name_key.into()]))
    }

    fn create_session(
        &self,
        token_hash: &str,
        user_id: &str,
        now_ms: i64,
        expires_ms: i64,
    ) -> BoxFut<'_, ()> {
        let steps = vec![
            Step::run(DELETE_EXPIRED_SESSIONS, vec![now_ms.into()]),
            Step::run(
                INSERT_SESSION,
                vec![
                    token_hash.into(),
                    user_id.into(),
                    now_ms.into(),
                    expires_ms.into(),
                ],
            ),
        ];
        Box::pin(self.write(steps))
    }

    fn session_user(&self, token_hash: &str, now_ms: i64) -> BoxFut<'_, Option<UserRow>> {
        Box::pin(self.user(SESSION_USER, vec![token_hash.into(), now_ms.into()]))
    }

    fn delete_session(&self, token_hash: &str) -> BoxFut<'_, ()> {
        Box::pin(self.write(vec![Step::run(DELETE_SESSION, vec![token_hash.into()])]))
    }

    fn add_game_player(
        &self,
        game_id: &str,
        seat: i64,
        player_id: &str,
        created_ms: i64,
    ) -> BoxFut<'_, ()> {
        let params = vec![
            game_id.into(),
            seat.into(),
            player_id.into(),
            created_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_GAME_PLAYER, params)]))
    }

    fn games_of_player(
        &self,
        player_id: &str,
        limit: i64,
        offset: i64,
    ) -> BoxFut<'_, Vec<GameRow>> {
        let params = vec![player_id.into(), limit.into(), offset.into()];
        Box::pin(async move {
            self.query(GAMES_OF_PLAYER, params)
                .await?
                .into_iter()
                .map(game_row)
                .collect()
        })
    }

    fn ratings_of(&self, player_id: &str) -> BoxFut<'_, Vec<RatingRow>> {
        let params = vec![player_id.into()];
        Box::pin(async move {
            self.query(RATINGS_OF, params)
                .await?
                .into_iter()
                .map(|r| rating_row(&mut Columns(r.into_iter())))
                .collect()
        })
    }

    fn pool_ratings(&self, pool: &str) -> BoxFut<'_, Vec<(String, RatingRow)>> {
        let params = vec![pool.into()];
        Box::pin(async move {
            self.query(POOL_RATINGS, params)
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok((c.text()?, rating_row(&mut c)?))
                })
                .collect()
        })
    }

    fn rating_history(&self, player_id: &str, pool: &str) -> BoxFut<'_, Vec<HistoryRow>> {
        let params = vec![player_id.into(), pool.into()];
        Box::pin(async move {
            self.query(RATING_HISTORY, params)
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok(HistoryRow {
                        game_id: c.text()?,
                        pool: c.text()?,
                        rating: c.real()?,
                        deviation: c.real()?,
                        at_ms: c.int()?,
                    })
                })
                .collect()
        })
    }

    fn create_study(&self, st: &StudyRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&st.id).into(),
            (&st.owner_id).into(),
            (&st.owner_name).into(),
            (&st.title).into(),
            (&st.rule).into(),
            (&st.visibility).into(),
            (&st.tree).into(),
            st.created_ms.into(),
            st.updated_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_STUDY, params)]))
    }

    fn study(&self, id: &str) -> BoxFut<'_, Option<StudyRow>> {
        let params = vec![id.into()];
        Box::pin(async move {
            self.query(STUDY, params)
                .await?
                .into_iter()
                .next()
                .map(study_row)
                .transpose()
        })
    }

    fn update_study(&self, st: &StudyRow) -> BoxFut<'_, bool> {
        let params = vec![
            (&st.title).into(),
            (&st.visibility).into(),
            (&st.tree).into(),
            st.updated_ms.into(),
            (&st.id).into(),
            (&st.owner_id).into(),
        ];
        Box::pin(async move {
            let changed = self
                .backend
                .write(vec![Step::run(UPDATE_STUDY, params)])
                .await?;
            Ok(changed.first() == Some(&1))
        })
    }

    fn studies_of(&self, owner_id: &str, limit: i64) -> BoxFut<'_, Vec<StudyRow>> {
        let params = vec![owner_id.into(), limit.into()];
        Box::pin(async move {
            self.query(STUDIES_OF, params)
                .await?
                .into_iter()
                .map(study_row)
                .collect()
        })
    }

    fn public_studies(&self, limit: i64) -> BoxFut<'_, Vec<StudyRow>> {
        let params = vec![limit.into()];
        Box::pin(async move {
            self.query(PUBLIC_STUDIES, params)
                .await?
                .into_iter()
                .map(study_row)
                .collect()
        })
    }

    fn save_review(&self, r: &ReviewRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&r.game_id).into(),
            (&r.status).into(),
            (&r.result).into(),
            r.created_ms.into(),
            r.updated_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(UPSERT_REVIEW, params)]))
    }

    fn review(&self, game_id: &str) -> BoxFut<'_, Option<ReviewRow>> {
        let params = vec![game_id.into()];
        Box::pin(async move {
            let Some(row) = self.query(REVIEW, params).await?.into_iter().next() else {
                return Ok(None);
            };
            let mut c = Columns(row.into_iter());
            Ok(Some(ReviewRow {
                game_id: c.text()?,
                status: c.text()?,
                result: c.text()?,
                created_ms: c.int()?,
                updated_ms: c.int()?,
            }))
        })
    }

    fn move_game_player(&self, game_id: &str, from: &str, to: &str, seats: &str) -> BoxFut<'_, ()> {
        let steps = vec![
            Step::Run {
                sql: SET_GAME_SEATS,
                params: vec![seats.into(), game_id.into()],
                must_change_one: Some(format!("there is no game {game_id}")),
            },
            Step::run(
                MOVE_GAME_PLAYER,
                vec![to.into(), game_id.into(), from.into()],
            ),
            Step::run(
                MOVE_CONDITIONAL,
                vec![to.into(), game_id.into(), from.into()],
            ),
        ];
        Box::pin(self.write(steps))
    }

    fn create_tournament(&self, t: &TournamentRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&t.id).into(),
            (&t.kind).into(),
            (&t.name).into(),
            (&t.status).into(),
            t.created_ms.into(),
            t.updated_ms.into(),
            t.version.into(),
            (&t.data).into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_TOURNAMENT, params)]))
    }

    fn save_tournament(&self, t: &TournamentRow) -> BoxFut<'_, ()> {
        let step = Step::Run {
            sql: SAVE_TOURNAMENT,
            params: vec![
                (&t.name).into(),
                (&t.status).into(),
                t.updated_ms.into(),
                t.version.into(),
                (&t.data).into(),
                (&t.id).into(),
                (t.version - 1).into(),
            ],
            must_change_one: Some(format!(
                "tournament {} is not at version {}",
                t.id,
                t.version - 1
            )),
        };
        Box::pin(self.write(vec![step]))
    }

    fn tournament(&self, id: &str) -> BoxFut<'_, Option<TournamentRow>> {
        let params = vec![id.into()];
        Box::pin(async move {
            self.query(TOURNAMENT, params)
                .await?
                .into_iter()
                .next()
                .map(tournament_row)
                .transpose()
        })
    }

    fn tournaments(&self, kind: &str, limit: i64) -> BoxFut<'_, Vec<TournamentRow>> {
        let params = vec![kind.into(), limit.into()];
        Box::pin(async move {
            self.query(TOURNAMENTS, params)
                .await?
                .into_iter()
                .map(tournament_row)
                .collect()
        })
    }

    fn unfinished_tournaments(&self, kind: &str) -> BoxFut<'_, Vec<TournamentRow>> {
        let params = vec![kind.into()];
        Box::pin(async move {
            self.query(UNFINISHED_TOURNAMENTS, params)
                .await?
                .into_iter()
                .map(tournament_row)
                .collect()
        })
    }

    fn set_conditional(
        &self,
        game_id: &str,
        player_id: &str,
        ply: i64,
        tree: &str,
        now_ms: i64,
    ) -> BoxFut<'_, ()> {
        let params = vec![
            game_id.into(),
            player_id.into(),
            ply.into(),
            tree.into(),
            now_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(SET_CONDITIONAL, params)]))
    }

    fn conditional(&self, game_id: &str, player_id: &str) -> BoxFut<'_, Option<(i64, String)>> {
        let params = vec![game_id.into(), player_id.into()];
        Box::pin(async move {
            match self.query(CONDITIONAL, params).await?.into_iter().next() {
                Some(row) => {
                    let mut c = Columns(row.into_iter());
                    Ok(Some((c.int()?, c.text()?)))
                }
                None => Ok(None),
            }
        })
    }

    fn clear_conditional(&self, game_id: &str, player_id: &str) -> BoxFut<'_, ()> {
        let params = vec![game_id.into(), player_id.into()];
        Box::pin(self.write(vec![Step::run(CLEAR_CONDITIONAL, params)]))
    }

    fn set_email(&self, e: &EmailRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&e.user_id).into(),
            (&e.address).into(),
            i64::from(e.verified).into(),
            i64::from(e.notify_turn).into(),
            i64::from(e.notify_end).into(),
            i64::from(e.notify_tournament).into(),
            (&e.unsubscribe).into(),
            e.updated_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(SET_EMAIL, params)]))
    }

    fn email_of(&self, user_id: &str) -> BoxFut<'_, Option<EmailRow>> {
        let params = vec![user_id.into()];
        Box::pin(async move {
            self.query(EMAIL_OF, params)
                .await?
                .into_iter()
                .next()
                .map(email_row)
                .transpose()
        })
    }

    fn verify_email(&self, user_id: &str, address: &str) -> BoxFut<'_, bool> {
        let params = vec![user_id.into(), address.into()];
        Box::pin(async move {
            let changed = self
                .backend
                .write(vec![Step::run(VERIFY_EMAIL, params)])
                .await?;
            Ok(changed.first() == Some(&1))
        })
    }

    fn unsubscribe(&self, token: &str) -> BoxFut<'_, bool> {
        let params = vec![token.into()];
        Box::pin(async move {
            let changed = self
                .backend
                .write(vec![Step::run(UNSUBSCRIBE, params)])
                .await?;
            Ok(changed.first() == Some(&1))
        })
    }

    fn add_mail_token(&self, t: &MailToken) -> BoxFut<'_, ()> {
        let params = vec![
            (&t.token_hash).into(),
            (&t.user_id).into(),
            (&t.purpose).into(),
            (&t.address).into(),
            t.expires_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_MAIL_TOKEN, params)]))
    }

    fn take_mail_token(
        &self,
        token_hash: &str,
        purpose: &str,
        now_ms: i64,
    ) -> BoxFut<'_, Option<MailToken>> {
        let (token_hash, purpose) = (token_hash.to_string(), purpose.to_string());
        Box::pin(async move {
            let params = vec![(&token_hash).into(), (&purpose).into(), now_ms.into()];
            let Some(row) = self.query(MAIL_TOKEN, params).await?.into_iter().next() else {
                self.write(vec![Step::run(
                    DELETE_EXPIRED_MAIL_TOKENS,
                    vec![now_ms.into()],
                )])
                .await?;
                return Ok(None);
            };
            let mut c = Columns(row.into_iter());
            let token = MailToken {
                token_hash: c.text()?,
                user_id: c.text()?,
                purpose: c.text()?,
                address: c.text()?,
                expires_ms: c.int()?,
            };
            // Two requests with the same token: only the one whose delete changed the
            // row has it.
            let taken = self
                .backend
                .write(vec![
                    Step::run(DELETE_MAIL_TOKEN, vec![(&token_hash).into()]),
                    Step::run(DELETE_EXPIRED_MAIL_TOKENS, vec![now_ms.into()]),
                ])
                .await?;
            Ok((taken.first() == Some(&1)).then_some(token))
        })
    }

    fn set_password(&self, user_id: &str, password_hash: &str) -> BoxFut<'_, ()> {
        let steps = vec![
            Step::Run {
                sql: SET_PASSWORD,
                params: vec![password_hash.into(), user_id.into()],
                must_change_one: Some(format!("there is no account {user_id}")),
            },
            Step::run(DELETE_USER_SESSIONS, vec![user_id.into()]),
        ];
        Box::pin(self.write(steps))
    }

    fn add_vacation(&self, user_id: &str, starts_ms: i64, days: i64) -> BoxFut<'_, ()> {
        let params = vec![user_id.into(), starts_ms.into(), days.into()];
        Box::pin(self.write(vec![Step::run(INSERT_VACATION, params)]))
    }

    fn vacations_since(&self, user_id: &str, since_ms: i64) -> BoxFut<'_, Vec<(i64, i64)>> {
        let params = vec![user_id.into(), since_ms.into()];
        Box::pin(async move {
            self.query(VACATIONS_SINCE, params)
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok((c.int()?, c.int()?))
                })
                .collect()
        })
    }

    fn save_match(&self, id: &str, record: &str, now_ms: i64) -> BoxFut<'_, ()> {
        let params = vec![id.into(), record.into(), now_ms.into()];
        Box::pin(self.write(vec![Step::run(SAVE_MATCH, params)]))
    }

    fn load_match(&self, id: &str) -> BoxFut<'_, Option<String>> {
        let params = vec![id.into()];
        Box::pin(async move {
            match self.query(LOAD_MATCH, params).await?.into_iter().next() {
                Some(row) => Columns(row.into_iter()).text().map(Some),
                None => Ok(None),
            }
        })
    }

    fn add_match_game(&self, match_id: &str, game_id: &str, number: i64) -> BoxFut<'_, ()> {
        let params = vec![game_id.into(), match_id.into(), number.into()];
        Box::pin(self.write(vec![Step::run(ADD_MATCH_GAME, params)]))
    }

    fn match_of_game(&self, game_id: &str) -> BoxFut<'_, Option<(String, i64)>> {
        let params = vec![game_id.into()];
        Box::pin(async move {
            match self.query(MATCH_OF_GAME, params).await?.into_iter().next() {
                Some(row) => {
                    let mut c = Columns(row.into_iter());
                    Ok(Some((c.text()?, c.int()?)))
                }
                None => Ok(None),
            }
        })
    }

    fn add_chat(&self, m: &ChatRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&m.id).into(),
            (&m.game_id).into(),
            (&m.room).into(),
            (&m.author_id).into(),
            (&m.author).into(),
            (&m.text).into(),
            m.at_ms.into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_CHAT, params)]))
    }

    fn chat_of(&self, game_id: &str, room: &str, limit: i64) -> BoxFut<'_, Vec<ChatRow>> {
        let params = vec![game_id.into(), room.into(), limit.into()];
        Box::pin(async move {
            self.query(CHAT_OF, params)
                .await?
                .into_iter()
                .map(|r| chat_row(&mut Columns(r.into_iter())))
                .collect()
        })
    }

    fn chat_message(&self, id: &str) -> BoxFut<'_, Option<ChatRow>> {
        let params = vec![id.into()];
        Box::pin(async move {
            self.query(CHAT_MESSAGE, params)
                .await?
                .into_iter()
                .next()
                .map(|r| chat_row(&mut Columns(r.into_iter())))
                .transpose()
        })
    }

    fn report_chat(
        &self,
        message_id: &str,
        reporter_id: &str,
        reason: &str,
        at_ms: i64,
    ) -> BoxFut<'_, bool> {
        let params = vec![
            message_id.into(),
            reporter_id.into(),
            reason.into(),
            at_ms.into(),
        ];
        Box::pin(async move {
            let changed = self
                .backend
                .write(vec![Step::run(REPORT_CHAT, params)])
                .await?;
            Ok(changed.first() == Some(&1))
        })
    }

    fn reports(&self, limit: i64) -> BoxFut<'_, Vec<ReportRow>> {
        Box::pin(async move {
            let rows = self.query(REPORTS, vec![limit.into()]).await?;
            let mut out = Vec::new();
            for r in rows {
                let mut c = Columns(r.into_iter());
                let message = chat_row(&mut c)?;
                let (reports, last_ms) = (c.int()?, c.int()?);
                let reasons = self
                    .query(REPORT_REASONS, vec![(&message.id).into()])
                    .await?
                    .into_iter()
                    .map(|r| Columns(r.into_iter()).text())
                    .collect::<StoreResult<Vec<_>>>()?
                    .join("; ");
                out.push(ReportRow {
                    message,
                    reports,
                    reasons,
                    last_ms,
                });
            }
            Ok(out)
        })
    }

    fn set_mute(&self, player_id: &str, until_ms: i64, by: &str, reason: &str) -> BoxFut<'_, ()> {
        let params = vec![player_id.into(), until_ms.into(), by.into(), reason.into()];
        Box::pin(self.write(vec![Step::run(SET_MUTE, params)]))
    }

    fn mute_of(&self, player_id: &str) -> BoxFut<'_, Option<i64>> {
        let params = vec![player_id.into()];
        Box::pin(async move {
            match self.query(MUTE_OF, params).await?.into_iter().next() {
                Some(row) => Columns(row.into_iter()).int().map(Some),
                None => Ok(None),
            }
        })
    }

    fn add_notification(&self, n: &NotificationRow) -> BoxFut<'_, ()> {
        let params = vec![
            (&n.id).into(),
            (&n.user_id).into(),
            (&n.text).into(),
            (&n.link).into(),
            n.at_ms.into(),
            i64::from(n.seen).into(),
        ];
        Box::pin(self.write(vec![Step::run(INSERT_NOTIFICATION, params)]))
    }

    fn notifications_of(&self, user_id: &str, limit: i64) -> BoxFut<'_, Vec<NotificationRow>> {
        let params = vec![user_id.into(), limit.into()];
        Box::pin(async move {
            self.query(NOTIFICATIONS_OF, params)
                .await?
                .into_iter()
                .map(|r| {
                    let mut c = Columns(r.into_iter());
                    Ok(NotificationRow {
                        id: c.text()?,
                        user_id: c.text()?,
                        text: c.text()?,
                        link: c.text()?,
                        at_ms: c.int()?,
                        seen: c.int()? != 0,
                    })
                })
                .collect()
        })
    }

    fn mark_notifications_seen(&self, user_id: &str) -> BoxFut<'_, ()> {
        let params = vec![user_id.into()];
        Box::pin(self.write(vec![Step::run(MARK_NOTIFICATIONS_SEEN, params)]))
    }

    fn move_player_belongings(&self, from: &str, to: &str) -> BoxFut<'_, ()> {
        let steps = vec![
            Step::run(MOVE_NOTIFICATIONS, vec![to.into(), from.into()]),
            Step::run(DROP_SHORTER_MUTE, vec![to.into(), from.into()]),
            Step::run(MOVE_MUTE, vec![to.into(), from.into()]),
            Step::run(DROP_MUTE, vec![from.into()]),
        ];
        Box::pin(self.write(steps))
    }
}
