//! The SQLite store: one connection in WAL mode, used on tokio's blocking pool.

use super::{
    BoxFut, Commit, GameRow, Store, StoreError, StoreResult, StoredGame, UserRow, MIGRATIONS,
};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::{Arc, Mutex};

pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

impl SqliteStore {
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        let conn = Connection::open(path).map_err(err)?;
        // WAL with synchronous=NORMAL: a commit survives the process being killed.
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;
             PRAGMA busy_timeout=5000;",
        )
        .map_err(err)?;
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> BoxFut<'_, T> {
        let conn = self.conn.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let mut c = conn.lock().unwrap_or_else(|p| p.into_inner());
                f(&mut c).map_err(err)
            })
            .await
            .map_err(err)?
        })
    }
}

const ROW_COLUMNS: &str = "id, created_ms, updated_ms, rule, opening, size, seats, clock_spec, \
                           clock_state, ply, status, result, challenge";

fn read_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        created_ms: r.get(1)?,
        updated_ms: r.get(2)?,
        rule: r.get(3)?,
        opening: r.get(4)?,
        size: r.get(5)?,
        seats: r.get(6)?,
        clock_spec: r.get(7)?,
        clock_state: r.get(8)?,
        ply: r.get(9)?,
        status: r.get(10)?,
        result: r.get(11)?,
        challenge: r.get(12)?,
    })
}

const USER_COLUMNS: &str = "id, name, name_key, password_hash, created_ms";

fn read_user(r: &rusqlite::Row<'_>) -> rusqlite::Result<UserRow> {
    Ok(UserRow {
        id: r.get(0)?,
        name: r.get(1)?,
        name_key: r.get(2)?,
        password_hash: r.get(3)?,
        created_ms: r.get(4)?,
    })
}

fn actions_of(c: &Connection, id: &str) -> rusqlite::Result<Vec<String>> {
    let mut st = c.prepare_cached("SELECT action FROM actions WHERE game_id = ?1 ORDER BY ply")?;
    let rows = st.query_map([id], |r| r.get::<_, String>(0))?;
    rows.collect()
}

impl Store for SqliteStore {
    fn migrate(&self) -> BoxFut<'_, ()> {
        self.run(|c| {
            c.execute_batch(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)",
            )?;
            for (version, sql) in MIGRATIONS {
                let tx = c.transaction()?;
                let done: Option<i64> = tx
                    .query_row(
                        "SELECT version FROM schema_migrations WHERE version = ?1",
                        [version],
                        |r| r.get(0),
                    )
                    .optional()?;
                if done.is_none() {
                    tx.execute_batch(sql)?;
                    tx.execute("INSERT INTO schema_migrations VALUES (?1)", [version])?;
                }
                tx.commit()?;
            }
            Ok(())
        })
    }

    fn setting(&self, name: &str) -> BoxFut<'_, Option<String>> {
        let name = name.to_string();
        self.run(move |c| {
            c.query_row("SELECT value FROM settings WHERE name = ?1", [name], |r| {
                r.get(0)
            })
            .optional()
        })
    }

    fn setting_or_insert(&self, name: &str, value: &str) -> BoxFut<'_, String> {
        let (name, value) = (name.to_string(), value.to_string());
        self.run(move |c| {
            c.execute(
                "INSERT INTO settings (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
                [&name, &value],
            )?;
            c.query_row("SELECT value FROM settings WHERE name = ?1", [name], |r| {
                r.get(0)
            })
        })
    }

    fn create_game(&self, row: &GameRow) -> BoxFut<'_, ()> {
        let g = row.clone();
        self.run(move |c| {
            c.execute(
                &format!(
                    "INSERT INTO games ({ROW_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
                ),
                params![
                    g.id,
                    g.created_ms,
                    g.updated_ms,
                    g.rule,
                    g.opening,
                    g.size,
                    g.seats,
                    g.clock_spec,
                    g.clock_state,
                    g.ply,
                    g.status,
                    g.result,
                    g.challenge
                ],
            )?;
            Ok(())
        })
    }

    fn commit(&self, commit: Commit) -> BoxFut<'_, ()> {
        let conn = self.conn.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || -> StoreResult<()> {
                let mut c = conn.lock().unwrap_or_else(|p| p.into_inner());
                let tx = c.transaction().map_err(err)?;
                let g = &commit.row;
                let changed = tx
                    .execute(
                        "UPDATE games SET updated_ms = ?1, seats = ?2, clock_state = ?3, ply = ?4,
                         status = ?5, result = ?6 WHERE id = ?7 AND ply = ?8",
                        params![
                            g.updated_ms,
                            g.seats,
                            g.clock_state,
                            g.ply,
                            g.status,
                            g.result,
                            g.id,
                            commit.expect_ply
                        ],
                    )
                    .map_err(err)?;
                if changed != 1 {
                    return Err(StoreError(format!(
                        "game {} is not at ply {}",
                        g.id, commit.expect_ply
                    )));
                }
                tx.execute(
                    "DELETE FROM actions WHERE game_id = ?1 AND ply >= ?2",
                    params![g.id, commit.keep],
                )
                .map_err(err)?;
                {
                    let mut st = tx
                        .prepare_cached(
                            "INSERT INTO actions (game_id, ply, action, at_ms) VALUES (?1, ?2, ?3, ?4)",
                        )
                        .map_err(err)?;
                    for (i, a) in commit.append.iter().enumerate() {
                        st.execute(params![g.id, commit.keep + i as i64, a, g.updated_ms])
                            .map_err(err)?;
                    }
                }
                tx.commit().map_err(err)
            })
            .await
            .map_err(err)?
        })
    }

    fn load_game(&self, id: &str) -> BoxFut<'_, Option<StoredGame>> {
        let id = id.to_string();
        self.run(move |c| {
            let row = c
                .query_row(
                    &format!("SELECT {ROW_COLUMNS} FROM games WHERE id = ?1"),
                    [&id],
                    read_row,
                )
                .optional()?;
            match row {
                None => Ok(None),
                Some(row) => Ok(Some(StoredGame {
                    actions: actions_of(c, &id)?,
                    row,
                })),
            }
        })
    }

    fn load_unfinished(&self) -> BoxFut<'_, Vec<StoredGame>> {
        self.run(|c| {
            let rows: Vec<GameRow> = {
                let mut st = c.prepare(&format!(
                    "SELECT {ROW_COLUMNS} FROM games WHERE status <> 'over' ORDER BY created_ms"
                ))?;
                let rows = st.query_map([], read_row)?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            rows.into_iter()
                .map(|row| {
                    Ok(StoredGame {
                        actions: actions_of(c, &row.id)?,
                        row,
                    })
                })
                .collect()
        })
    }

    fn create_user(&self, user: &UserRow) -> BoxFut<'_, bool> {
        let u = user.clone();
        self.run(move |c| {
            let n = c.execute(
                &format!(
                    "INSERT INTO users ({USER_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT (name_key) DO NOTHING"
                ),
                params![u.id, u.name, u.name_key, u.password_hash, u.created_ms],
            )?;
            Ok(n == 1)
        })
    }

    fn user_by_name(&self, name_key: &str) -> BoxFut<'_, Option<UserRow>> {
        let key = name_key.to_string();
        self.run(move |c| {
            c.query_row(
                &format!("SELECT {USER_COLUMNS} FROM users WHERE name_key = ?1"),
                [key],
                read_user,
            )
            .optional()
        })
    }

    fn create_session(
        &self,
        token_hash: &str,
        user_id: &str,
        now_ms: i64,
        expires_ms: i64,
    ) -> BoxFut<'_, ()> {
        let (token, user) = (token_hash.to_string(), user_id.to_string());
        self.run(move |c| {
            c.execute("DELETE FROM sessions WHERE expires_ms <= ?1", [now_ms])?;
            c.execute(
                "INSERT INTO sessions (token_hash, user_id, created_ms, expires_ms)
                 VALUES (?1, ?2, ?3, ?4)",
                params![token, user, now_ms, expires_ms],
            )?;
            Ok(())
        })
    }

    fn session_user(&self, token_hash: &str, now_ms: i64) -> BoxFut<'_, Option<UserRow>> {
        let token = token_hash.to_string();
        self.run(move |c| {
            c.query_row(
                "SELECT u.id, u.name, u.name_key, u.password_hash, u.created_ms
                 FROM sessions s JOIN users u ON u.id = s.user_id
                 WHERE s.token_hash = ?1 AND s.expires_ms > ?2",
                params![token, now_ms],
                read_user,
            )
            .optional()
        })
    }

    fn delete_session(&self, token_hash: &str) -> BoxFut<'_, ()> {
        let token = token_hash.to_string();
        self.run(move |c| {
            c.execute("DELETE FROM sessions WHERE token_hash = ?1", [token])?;
            Ok(())
        })
    }

    fn add_game_player(
        &self,
        game_id: &str,
        seat: i64,
        player_id: &str,
        created_ms: i64,
    ) -> BoxFut<'_, ()> {
        let (game, player) = (game_id.to_string(), player_id.to_string());
        self.run(move |c| {
            c.execute(
                "INSERT INTO game_players (game_id, seat, player_id, created_ms)
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (game_id, seat) DO NOTHING",
                params![game, seat, player, created_ms],
            )?;
            Ok(())
        })
    }

    fn games_of_player(
        &self,
        player_id: &str,
        limit: i64,
        offset: i64,
    ) -> BoxFut<'_, Vec<GameRow>> {
        let player = player_id.to_string();
        self.run(move |c| {
            let cols = ROW_COLUMNS
                .split(", ")
                .map(|col| format!("g.{col}"))
                .collect::<Vec<_>>()
                .join(", ");
            let mut st = c.prepare(&format!(
                "SELECT {cols} FROM game_players p JOIN games g ON g.id = p.game_id
                 WHERE p.player_id = ?1 ORDER BY p.created_ms DESC, g.id DESC
                 LIMIT ?2 OFFSET ?3"
            ))?;
            let rows = st.query_map(params![player, limit, offset], read_row)?;
            rows.collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, challenge: Option<&str>) -> GameRow {
        GameRow {
            id: id.into(),
            created_ms: 1,
            updated_ms: 1,
            rule: "renju".into(),
            opening: "free".into(),
            size: 15,
            seats: "[]".into(),
            clock_spec: "{}".into(),
            clock_state: "{}".into(),
            ply: 0,
            status: "waiting".into(),
            result: None,
            challenge: challenge.map(String::from),
        }
    }

    #[tokio::test]
    async fn a_database_of_the_first_schema_takes_challenges() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.sqlite");
        {
            // A database as the first release left it, with a game in it.
            let c = Connection::open(&path).unwrap();
            c.execute_batch(MIGRATIONS[0].1).unwrap();
            c.execute_batch(
                "CREATE TABLE schema_migrations (version BIGINT PRIMARY KEY);
                 INSERT INTO schema_migrations VALUES (1);
                 INSERT INTO games (id, created_ms, updated_ms, rule, opening, size, seats,
                   clock_spec, clock_state, ply, status)
                 VALUES ('old', 1, 1, 'renju', 'free', 15, '[]', '{}', '{}', 0, 'waiting');",
            )
            .unwrap();
        }
        let store = SqliteStore::open(&path).unwrap();
        store.migrate().await.unwrap();
        let old = store.load_game("old").await.unwrap().unwrap();
        assert_eq!(old.row.challenge, None);
        store.create_game(&row("new", Some("t1"))).await.unwrap();
        let new = store.load_game("new").await.unwrap().unwrap();
        assert_eq!(new.row.challenge.as_deref(), Some("t1"));
        // A token opens one game only; public games have none.
        assert!(store.create_game(&row("dup", Some("t1"))).await.is_err());
        store.create_game(&row("p1", None)).await.unwrap();
        store.create_game(&row("p2", None)).await.unwrap();
        // Migrating again changes nothing.
        store.migrate().await.unwrap();
        assert_eq!(store.load_unfinished().await.unwrap().len(), 4);
    }
}
