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
use super::{ReviewRow, StudyRow};

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
    /// message unless the statement changed exactly one row.
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
        let mut steps = vec![
            Step::Run {
                sql: UPDATE_GAME_AT_PLY,
                params: vec![
                    g.updated_ms.into(),
                    (&g.seats).into(),
                    (&g.clock_state).into(),
                    g.ply.into(),
                    (&g.status).into(),
                    (&g.result).into(),
                    (&g.id).into(),
                    commit.expect_ply.into(),
                ],
                must_change_one: Some(format!("game {} is not at ply {}", g.id, commit.expect_ply)),
            },
            Step::run(
                DELETE_ACTIONS_FROM,
                vec![(&g.id).into(), commit.keep.into()],
            ),
        ];
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
}
