//! The PostgreSQL backend: a small pool of connections without TLS (meant for a database
//! on the same host or a private network), statements prepared once per connection.

use super::sql::{Backend, Query, Row, Step, Value};
use super::{BoxFut, StoreError, StoreResult};
use bytes::BytesMut;
use deadpool_postgres::{
    GenericClient, Manager, ManagerConfig, Pool, PoolError, RecyclingMethod, Runtime,
};
use std::error::Error;
use std::time::Duration;
use tokio_postgres::types::{to_sql_checked, FromSql, IsNull, ToSql, Type};
use tokio_postgres::{IsolationLevel, NoTls};

/// Connections a server opens to PostgreSQL unless told otherwise
/// (`pearls serve --database-connections`). Each is a process of the database's, and each
/// move's commit is one statement, so a few are enough: with two nodes, PostgreSQL and Redis
/// on two cores, 4 a node gave a round-trip p99 of 8 to 15 ms where 8 gave 14 to 47 (the
/// database's processes waking in turn for the same work). PostgreSQL's default limit is
/// 100 connections for all its clients.
pub const DEFAULT_CONNECTIONS: usize = 4;
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

pub struct Postgres {
    pool: Pool,
}

/// An error with its causes: tokio-postgres says only "db error" at the top and keeps
/// what the server said underneath.
fn describe(e: &(dyn Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let more = c.to_string();
        if !text.contains(&more) {
            text = format!("{text}: {more}");
        }
        cause = c.source();
    }
    text
}

fn err(e: impl Error + 'static) -> StoreError {
    StoreError(describe(&e))
}

impl Postgres {
    /// A pool of at most `connections` for a `postgres://` URL; connections are opened
    /// when first needed.
    pub fn connect(url: &str, connections: usize) -> StoreResult<Postgres> {
        let mut config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError(format!("the PostgreSQL URL: {}", describe(&e))))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(connections.max(1))
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(Duration::from_secs(30)))
            .build()
            .map_err(err)?;
        Ok(Postgres { pool })
    }

    async fn client(&self) -> StoreResult<deadpool_postgres::Object> {
        self.pool.get().await.map_err(|e| {
            let why = match &e {
                PoolError::Backend(e) => describe(e),
                e => describe(e),
            };
            StoreError(format!("PostgreSQL: {why}"))
        })
    }
}

impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            // The columns are INTEGER or BIGINT; a value that does not fit is refused, not cut.
            Value::Int(v) => match *ty {
                Type::INT8 => v.to_sql(ty, out),
                Type::INT4 => i32::try_from(*v)
                    .map_err(|_| format!("{v} does not fit a {ty} column"))?
                    .to_sql(ty, out),
                Type::INT2 => i16::try_from(*v)
                    .map_err(|_| format!("{v} does not fit a {ty} column"))?
                    .to_sql(ty, out),
                _ => Err(format!("an integer given for a {ty} column").into()),
            },
            // Ratings are DOUBLE PRECISION.
            Value::Real(v) if *ty == Type::FLOAT8 => v.to_sql(ty, out),
            Value::Real(_) => Err(format!("a real given for a {ty} column").into()),
            Value::Text(s) if <&str as ToSql>::accepts(ty) => s.as_str().to_sql(ty, out),
            Value::Text(_) => Err(format!("text given for a {ty} column").into()),
        }
    }

    fn accepts(ty: &Type) -> bool {
        matches!(*ty, Type::INT2 | Type::INT4 | Type::INT8 | Type::FLOAT8)
            || <&str as ToSql>::accepts(ty)
    }

    to_sql_checked!();
}

impl<'a> FromSql<'a> for Value {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Value, Box<dyn Error + Sync + Send>> {
        Ok(match *ty {
            Type::INT8 => Value::Int(i64::from_sql(ty, raw)?),
            Type::INT4 => Value::Int(i32::from_sql(ty, raw)?.into()),
            Type::INT2 => Value::Int(i16::from_sql(ty, raw)?.into()),
            Type::FLOAT8 => Value::Real(f64::from_sql(ty, raw)?),
            _ => Value::Text(String::from_sql(ty, raw)?),
        })
    }

    fn from_sql_null(_: &Type) -> Result<Value, Box<dyn Error + Sync + Send>> {
        Ok(Value::Null)
    }

    fn accepts(ty: &Type) -> bool {
        matches!(*ty, Type::INT2 | Type::INT4 | Type::INT8 | Type::FLOAT8)
            || <String as FromSql>::accepts(ty)
    }
}

fn params(values: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    values.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

async fn rows(c: &impl GenericClient, q: &Query) -> StoreResult<Vec<Row>> {
    let st = c.prepare_cached(q.sql).await.map_err(err)?;
    let found = c.query(&st, &params(&q.params)).await.map_err(err)?;
    found
        .iter()
        .map(|r| (0..r.len()).map(|i| r.try_get(i).map_err(err)).collect())
        .collect()
}

impl Backend for Postgres {
    fn read(&self, queries: Vec<Query>) -> BoxFut<'_, Vec<Vec<Row>>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            if let [q] = queries.as_slice() {
                return Ok(vec![rows(&client, q).await?]);
            }
            // Repeatable read: every query sees the same snapshot, as one SQLite read
            // transaction does (read committed takes a new one per statement).
            let tx = client
                .build_transaction()
                .isolation_level(IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .await
                .map_err(err)?;
            // Sent together, answered together (see `pipelined`).
            let out = futures_util::future::join_all(queries.iter().map(|q| rows(&tx, q)))
                .await
                .into_iter()
                .collect::<StoreResult<Vec<_>>>()?;
            tx.commit().await.map_err(err)?;
            Ok(out)
        })
    }

    fn updates_in_with(&self) -> bool {
        true
    }

    fn write(&self, steps: Vec<Step>) -> BoxFut<'_, Vec<u64>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            // One statement is a transaction of its own: no `BEGIN` and `COMMIT` to wait for.
            if let [Step::Run {
                sql,
                params: values,
                must_change_one,
            }] = steps.as_slice()
            {
                let st = client.prepare_cached(sql).await.map_err(err)?;
                let changed = client.execute(&st, &params(values)).await.map_err(err)?;
                if let Some(refusal) = must_change_one.as_ref().filter(|_| changed != 1) {
                    return Err(StoreError(refusal.clone()));
                }
                return Ok(vec![changed]);
            }
            let tx = client.transaction().await.map_err(err)?;
            if let Some(changes) = pipelined(&tx, &steps).await? {
                tx.commit().await.map_err(err)?;
                return Ok(changes);
            }
            let mut changes = Vec::with_capacity(steps.len());
            for step in &steps {
                match step {
                    Step::Script(sql) => {
                        tx.batch_execute(sql).await.map_err(err)?;
                        changes.push(0);
                    }
                    Step::Run {
                        sql,
                        params: values,
                        must_change_one,
                    } => {
                        let st = tx.prepare_cached(sql).await.map_err(err)?;
                        let changed = tx.execute(&st, &params(values)).await.map_err(err)?;
                        if let Some(refusal) = must_change_one.as_ref().filter(|_| changed != 1) {
                            return Err(StoreError(refusal.clone()));
                        }
                        changes.push(changed);
                    }
                }
            }
            tx.commit().await.map_err(err)?;
            Ok(changes)
        })
    }
}

/// Runs a write of statements alone (no script) in one round trip: the statements are
/// sent together and their answers read together, where one after another each would wait
/// for the last (a move's commit is three statements; under load each round trip is a
/// wait for the database's process to be scheduled). `None` for a write with a script,
/// which runs one step at a time. A statement that fails makes the ones after it fail
/// too, inside the transaction: the first error is the one told.
async fn pipelined(
    tx: &deadpool_postgres::Transaction<'_>,
    steps: &[Step],
) -> StoreResult<Option<Vec<u64>>> {
    let mut runs = Vec::with_capacity(steps.len());
    for step in steps {
        let Step::Run {
            sql,
            params: values,
            must_change_one,
        } = step
        else {
            return Ok(None);
        };
        // Cached per connection: a round trip the first time only.
        let st = tx.prepare_cached(sql).await.map_err(err)?;
        runs.push((st, params(values), must_change_one));
    }
    // `join_all` polls the futures in order, so the statements are sent in order.
    let answers =
        futures_util::future::join_all(runs.iter().map(|(st, p, _)| tx.execute(st, p.as_slice())))
            .await;
    let mut changes = Vec::with_capacity(steps.len());
    for ((_, _, must_change_one), answer) in runs.iter().zip(answers) {
        let changed = answer.map_err(err)?;
        if let Some(refusal) = must_change_one.as_ref().filter(|_| changed != 1) {
            return Err(StoreError(refusal.clone()));
        }
        changes.push(changed);
    }
    Ok(Some(changes))
}
