//! What the cluster tests share: a PostgreSQL database of the test's own.

/// A database of the test's own on the server `admin` names (`PEARLS_TEST_DATABASE`):
/// the same server and user, a new database named `{prefix}_{random}`.
pub async fn database(admin: &str, prefix: &str) -> String {
    let (client, connection) = tokio_postgres::connect(admin, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("PEARLS_TEST_DATABASE={admin}: {e:?}"));
    tokio::spawn(connection);
    let name = format!("{prefix}_{}", pearls_server::identity::random_hex(8));
    client
        .batch_execute(&format!("CREATE DATABASE {name} TEMPLATE template0"))
        .await
        .unwrap();
    let base = admin.rsplit_once('/').map_or(admin, |(b, _)| b);
    format!("{base}/{name}")
}
