//! The SQLite backend: one connection in WAL mode, used on tokio's blocking pool.

use super::sql::{Backend, Query, Row, Step, Value};
use super::{BoxFut, StoreError, StoreResult};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params_from_iter, Connection, ToSql, Transaction};
use std::path::Path;
use std::sync::{Arc, Mutex};

pub struct Sqlite {
    conn: Arc<Mutex<Connection>>,
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

impl Sqlite {
    pub fn open(path: &Path) -> StoreResult<Sqlite> {
        let conn = Connection::open(path).map_err(err)?;
        // WAL with synchronous=NORMAL: a commit survives the process being killed.
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;
             PRAGMA busy_timeout=5000;",
        )
        .map_err(err)?;
        Ok(Sqlite {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// Runs `f` in a transaction on the blocking pool; it commits when `f` succeeds.
    fn in_transaction<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Transaction<'_>) -> StoreResult<T> + Send + 'static,
    ) -> BoxFut<'_, T> {
        let conn = self.conn.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let mut c = conn.lock().unwrap_or_else(|p| p.into_inner());
                let tx = c.transaction().map_err(err)?;
                let out = f(&tx)?;
                tx.commit().map_err(err)?;
                Ok(out)
            })
            .await
            .map_err(err)?
        })
    }
}

/// The shared statements number their parameters `$1`, which SQLite reads as named
/// parameters bound in order of first appearance; `?1` binds by number as meant.
fn numbered(sql: &str) -> String {
    sql.replace('$', "?")
}

impl ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Int(v) => ToSqlOutput::Borrowed(ValueRef::Integer(*v)),
            Value::Real(v) => ToSqlOutput::Borrowed(ValueRef::Real(*v)),
            Value::Text(s) => ToSqlOutput::Borrowed(ValueRef::Text(s.as_bytes())),
            Value::Null => ToSqlOutput::Borrowed(ValueRef::Null),
        })
    }
}

impl FromSql for Value {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Value> {
        match v {
            ValueRef::Integer(i) => Ok(Value::Int(i)),
            ValueRef::Null => Ok(Value::Null),
            ValueRef::Text(_) => String::column_result(v).map(Value::Text),
            ValueRef::Real(r) => Ok(Value::Real(r)),
            ValueRef::Blob(_) => Err(FromSqlError::InvalidType),
        }
    }
}

fn rows(tx: &Transaction<'_>, q: &Query) -> rusqlite::Result<Vec<Row>> {
    let mut st = tx.prepare_cached(&numbered(q.sql))?;
    let columns = st.column_count();
    let mut rows = st.query(params_from_iter(&q.params))?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        out.push(
            (0..columns)
                .map(|i| r.get(i))
                .collect::<rusqlite::Result<_>>()?,
        );
    }
    Ok(out)
}

impl Backend for Sqlite {
    fn read(&self, queries: Vec<Query>) -> BoxFut<'_, Vec<Vec<Row>>> {
        self.in_transaction(move |tx| queries.iter().map(|q| rows(tx, q).map_err(err)).collect())
    }

    fn write(&self, steps: Vec<Step>) -> BoxFut<'_, Vec<u64>> {
        self.in_transaction(move |tx| {
            let mut changes = Vec::with_capacity(steps.len());
            for step in steps {
                match step {
                    Step::Script(sql) => {
                        tx.execute_batch(sql).map_err(err)?;
                        changes.push(0);
                    }
                    Step::Run {
                        sql,
                        params,
                        must_change_one,
                    } => {
                        let changed = tx
                            .prepare_cached(&numbered(sql))
                            .and_then(|mut st| st.execute(params_from_iter(&params)))
                            .map_err(err)?;
                        if let Some(refusal) = must_change_one.filter(|_| changed != 1) {
                            return Err(StoreError(refusal));
                        }
                        changes.push(changed as u64);
                    }
                }
            }
            Ok(changes)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::sql::SqlStore;
    use crate::store::{GameRow, Store, MIGRATIONS};

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
            rated: false,
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
        let store = SqlStore::new(Sqlite::open(&path).unwrap());
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
