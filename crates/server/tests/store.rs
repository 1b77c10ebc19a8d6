//! The store's contract, on SQLite always and on PostgreSQL when `PEARLS_TEST_DATABASE`
//! names a server: both backends must behave the same to the hub.

mod common;

use common::{database, TEST_DATABASE};
use pearls_server::store::{Commit, GameRow, Store, StoredGame};
use pearls_server::Config;
use std::sync::Arc;

async fn open(database: Option<String>, dir: &std::path::Path) -> Arc<dyn Store> {
    let store = pearls_server::open_store(&Config {
        database,
        data_dir: dir.to_path_buf(),
        ..Config::default()
    })
    .await
    .expect("the store opens");
    store.migrate().await.expect("the migrations apply");
    store
}

fn row(id: &str, created_ms: i64) -> GameRow {
    GameRow {
        id: id.to_string(),
        // Past 2^31: the time columns must hold milliseconds since 1970.
        created_ms,
        updated_ms: created_ms,
        rule: "renju".into(),
        opening: "rif-1995".into(),
        size: 15,
        seats: r#"[{"person":"a"},null]"#.into(),
        clock_spec: r#"{"initial_ms":[60000,60000]}"#.into(),
        clock_state: r#"{"running":null}"#.into(),
        ply: 0,
        status: "waiting".into(),
        result: None,
    }
}

fn commit(
    g: &StoredGame,
    expect_ply: i64,
    keep: i64,
    append: &[&str],
    status: &str,
) -> (Commit, StoredGame) {
    let mut actions: Vec<String> = g.actions[..keep as usize].to_vec();
    actions.extend(append.iter().map(|a| a.to_string()));
    let mut row = g.row.clone();
    row.ply = actions.len() as i64;
    row.updated_ms += 1_000;
    row.status = status.into();
    row.seats = r#"[{"person":"a"},{"person":"b"}]"#.into();
    row.clock_state = format!(r#"{{"running":{}}}"#, row.ply % 2);
    if status == "over" {
        row.result = Some("black wins by five".into());
    }
    let c = Commit {
        expect_ply,
        keep,
        append: append.iter().map(|a| a.to_string()).collect(),
        row: row.clone(),
    };
    (c, StoredGame { row, actions })
}

async fn keeps_the_contract(store: Arc<dyn Store>) {
    // Migrating again changes nothing.
    store.migrate().await.expect("a second migrate is a no-op");

    // Settings: the first value stored stays.
    assert_eq!(store.setting("cookie_secret").await.unwrap(), None);
    let first = store
        .setting_or_insert("cookie_secret", "aa")
        .await
        .unwrap();
    assert_eq!(first, "aa");
    let again = store
        .setting_or_insert("cookie_secret", "bb")
        .await
        .unwrap();
    assert_eq!(again, "aa");
    assert_eq!(
        store.setting("cookie_secret").await.unwrap().as_deref(),
        Some("aa")
    );

    // Create, and read back exactly.
    let t0 = 1_790_000_000_000;
    let a = StoredGame {
        row: row("a", t0),
        actions: vec![],
    };
    store.create_game(&a.row).await.unwrap();
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));
    assert_eq!(store.load_game("nothing").await.unwrap(), None);
    let twice = store.create_game(&a.row).await;
    assert!(twice.is_err(), "a second game with the id a was stored");

    // Moves are appended at the expected ply.
    let (c, a) = commit(&a, 0, 0, &["h8", "h9", "j10"], "live");
    store.commit(c).await.unwrap();
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));

    // A commit from a stale ply is refused and changes nothing.
    let (stale, _) = commit(&a, 1, 1, &["i9"], "live");
    let refused = store.commit(stale).await.unwrap_err().to_string();
    assert!(refused.contains("not at ply 1"), "{refused}");
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));

    // A takeback keeps the first actions and may append in the same commit.
    let (c, a) = commit(&a, 3, 1, &[], "live");
    store.commit(c).await.unwrap();
    assert_eq!(store.load_game("a").await.unwrap().unwrap().actions, ["h8"]);
    let (c, a) = commit(&a, 1, 1, &["i9", "i10"], "live");
    store.commit(c).await.unwrap();
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));

    // Two commits racing from the same ply: exactly one lands.
    let (left, left_game) = commit(&a, 3, 3, &["k11"], "live");
    let (right, right_game) = commit(&a, 3, 3, &["l12", "m13"], "live");
    let (l, r) = tokio::join!(store.commit(left), store.commit(right));
    assert!(l.is_ok() != r.is_ok(), "left {l:?}, right {r:?}");
    let stored = store.load_game("a").await.unwrap().unwrap();
    let a = if l.is_ok() { left_game } else { right_game };
    assert_eq!(stored, a);

    // Unfinished games, oldest first, with their actions; finished ones are left out.
    let b = StoredGame {
        row: row("b", t0 + 10),
        actions: vec![],
    };
    let c_game = StoredGame {
        row: row("c", t0 + 20),
        actions: vec![],
    };
    store.create_game(&c_game.row).await.unwrap();
    store.create_game(&b.row).await.unwrap();
    let (c, c_game) = commit(&c_game, 0, 0, &["h8"], "over");
    store.commit(c).await.unwrap();
    assert_eq!(
        store.load_game("c").await.unwrap().unwrap().row.result,
        c_game.row.result
    );
    let unfinished = store.load_unfinished().await.unwrap();
    assert_eq!(unfinished, vec![a, b]);
}

#[tokio::test]
async fn sqlite_keeps_the_store_contract() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("store.sqlite").display());
    keeps_the_contract(open(Some(url), dir.path()).await).await;
}

#[tokio::test]
async fn postgres_keeps_the_store_contract() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL store is not tested");
        return;
    };
    let store = open(Some(url.clone()), dir.path()).await;
    keeps_the_contract(store.clone()).await;

    // An integer too large for an INTEGER column is refused, not cut to fit.
    let mut huge = row("huge", 1_790_000_000_000);
    huge.size = 1 << 40;
    let e = store.create_game(&huge).await.unwrap_err().to_string();
    assert!(e.contains("does not fit"), "{e}");
    assert_eq!(store.load_game("huge").await.unwrap(), None);

    // The migrations are recorded where another tool would look for them.
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(connection);
    let versions: Vec<i64> = client
        .query(
            "SELECT version FROM schema_migrations ORDER BY version",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    let expected: Vec<i64> = pearls_server::store::MIGRATIONS
        .iter()
        .map(|(v, _)| *v)
        .collect();
    assert_eq!(versions, expected);
}

#[tokio::test]
async fn an_unreachable_postgres_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    // Port 1 on loopback: nothing listens there.
    let store = open_unmigrated("postgres://pearls@127.0.0.1:1/pearls", dir.path()).await;
    let e = store.migrate().await.unwrap_err().to_string();
    assert!(e.contains("PostgreSQL") && e.contains("connect"), "{e}");
    let bad = pearls_server::open_store(&Config {
        database: Some("postgres://pearls@127.0.0.1:notaport/pearls".into()),
        data_dir: dir.path().to_path_buf(),
        ..Config::default()
    })
    .await;
    let e = bad.err().expect("a bad URL is refused");
    assert!(e.contains("URL"), "{e}");
}

async fn open_unmigrated(url: &str, dir: &std::path::Path) -> Arc<dyn Store> {
    pearls_server::open_store(&Config {
        database: Some(url.into()),
        data_dir: dir.to_path_buf(),
        ..Config::default()
    })
    .await
    .expect("a pool opens without connecting")
}
