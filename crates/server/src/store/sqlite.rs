//! The SQLite backend: one connection in WAL mode, owned by a thread of its own that
//! commits in groups.
//!
//! Every read and write is a job sent to that thread. The thread takes whatever jobs are
//! waiting (up to [`GROUP`]), runs each in a savepoint of one transaction, and commits
//! the transaction once for all of them; only then does each job hear its result. A job
//! that fails is rolled back to its savepoint and fails alone. Under load this writes
//! each changed page once a group instead of once a move, and costs no thread hand-off
//! and no lock between the callers; alone, a job is a transaction of its own, as before.
//! Nobody hears of a change before its group is committed, so a commit still survives
//! the process being killed once it is answered.

use super::sql::{Backend, Query, Row, Step, Value};
use super::{BoxFut, StoreError, StoreResult};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params_from_iter, Connection, ToSql};
use std::path::Path;
use std::sync::mpsc;

/// The most jobs committed together.
const GROUP: usize = 256;

/// What a job leaves to do once its group's commit is known: answer its caller.
type Answer = Box<dyn FnOnce(Option<&StoreError>) + Send>;

/// A read or a write, run on the connection's thread inside its savepoint; or, when its
/// group's transaction could not begin, given that error to answer with.
type Job = Box<dyn FnOnce(Result<&Connection, &StoreError>) -> Answer + Send>;

pub struct Sqlite {
    jobs: mpsc::Sender<Job>,
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
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("pearls-sqlite".into())
            .spawn(move || run_jobs(conn, queue))
            .map_err(|e| StoreError(format!("starting the database's thread: {e}")))?;
        Ok(Sqlite { jobs })
    }

    /// Runs `f` on the connection's thread in a transaction (with the jobs of its group);
    /// its result comes once the transaction is committed, or is the commit's error.
    fn in_transaction<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> StoreResult<T> + Send + 'static,
    ) -> BoxFut<'_, T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move |conn| {
            let out = match conn {
                Ok(conn) => in_savepoint(conn, f),
                Err(e) => Err(StoreError(e.0.clone())),
            };
            Box::new(move |committed: Option<&StoreError>| {
                let _ = tx.send(match committed {
                    Some(e) => Err(StoreError(e.0.clone())),
                    None => out,
                });
            })
        });
        let sent = self.jobs.send(job);
        Box::pin(async move {
            sent.map_err(|_| StoreError("the database's thread has stopped".into()))?;
            rx.await
                .map_err(|_| StoreError("the database's thread has stopped".into()))?
        })
    }
}

/// Runs `f` in a savepoint: kept when it succeeds, undone when it fails or panics.
fn in_savepoint<T>(
    conn: &Connection,
    f: impl FnOnce(&Connection) -> StoreResult<T>,
) -> StoreResult<T> {
    conn.execute_batch("SAVEPOINT job").map_err(err)?;
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(conn)))
        .unwrap_or_else(|_| Err(StoreError("a database job panicked".into())));
    let end = match out {
        Ok(_) => "RELEASE job",
        Err(_) => "ROLLBACK TO job; RELEASE job",
    };
    conn.execute_batch(end).map_err(err)?;
    out
}

/// The connection's thread: groups of waiting jobs, one transaction each, until the
/// store is dropped.
fn run_jobs(conn: Connection, queue: mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut group = vec![first];
        while group.len() < GROUP {
            match queue.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        let begun = conn.execute_batch("BEGIN").map_err(err);
        let answers: Vec<Answer> = match &begun {
            Ok(()) => group.into_iter().map(|job| job(Ok(&conn))).collect(),
            Err(e) => {
                for job in group {
                    job(Err(e))(None);
                }
                continue;
            }
        };
        let committed = conn.execute_batch("COMMIT").map_err(err);
        if committed.is_err() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        for answer in answers {
            answer(committed.as_ref().err());
        }
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

fn rows(tx: &Connection, q: &Query) -> rusqlite::Result<Vec<Row>> {
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
