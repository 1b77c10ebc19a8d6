//! The store's contract, on SQLite always and on PostgreSQL when `PEARLS_TEST_DATABASE`
//! names a server: both backends must behave the same to the hub.

mod common;

use common::{database, open_store as open, TEST_DATABASE};
use pearls_server::store::{
    Commit, GameRow, HistoryRow, RatedResult, RatingRow, Store, StoredGame, UserRow,
};
use pearls_server::Config;
use std::sync::Arc;

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
        challenge: None,
        rated: false,
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
        rated: None,
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

    // One move, the commonest commit (one statement on PostgreSQL).
    let (c, a) = commit(&a, 3, 3, &["k10"], "live");
    store.commit(c).await.unwrap();
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));
    let (stale, _) = commit(&a, 3, 3, &["k12"], "live");
    let refused = store.commit(stale).await.unwrap_err().to_string();
    assert!(refused.contains("not at ply 3"), "{refused}");
    assert_eq!(store.load_game("a").await.unwrap(), Some(a.clone()));

    // Two commits racing from the same ply: exactly one lands.
    let (left, left_game) = commit(&a, 4, 4, &["k11"], "live");
    let (right, right_game) = commit(&a, 4, 4, &["l12", "m13"], "live");
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

    keeps_the_accounts_contract(&*store, t0).await;
    keeps_the_ratings_contract(&*store, t0).await;
}

fn rating(player: &str, rating: f64, games: i64, at: i64) -> RatingRow {
    RatingRow {
        player_id: player.into(),
        pool: "renju/blitz".into(),
        rating,
        // Not round numbers: the store must keep a double exactly.
        deviation: 290.319_483_751_2,
        volatility: 0.059_999_821_3,
        games,
        updated_ms: at,
    }
}

/// Ratings written with a rated game's result, on a store with the accounts u-ann and
/// u-bob and the casual game c (over) of [`keeps_the_accounts_contract`].
async fn keeps_the_ratings_contract(store: &dyn Store, t0: i64) {
    assert!(store.ratings_of("u-ann").await.unwrap().is_empty());
    assert!(store.pool_ratings("renju/blitz").await.unwrap().is_empty());

    let mut r1 = row("r1", t0 + 1_000);
    r1.rated = true;
    store.create_game(&r1).await.unwrap();
    let r1 = store.load_game("r1").await.unwrap().unwrap();
    assert!(r1.row.rated);
    let at = t0 + 2_000;
    let first = vec![
        rating("u-ann", 1662.3107894, 1, at),
        rating("u-bob", 1337.6892106, 1, at),
    ];
    let (mut c, r1) = commit(&r1, 0, 0, &["h8"], "over");
    c.rated = Some(RatedResult {
        after: first.clone(),
    });
    let ann_after = c.rated.as_ref().unwrap().after[0].clone();
    store.commit(c).await.unwrap();
    assert_eq!(store.ratings_of("u-ann").await.unwrap(), vec![ann_after]);
    let pool = store.pool_ratings("renju/blitz").await.unwrap();
    assert_eq!(
        pool,
        vec![
            ("Ann".to_string(), first[0].clone()),
            ("Bob".to_string(), first[1].clone())
        ]
    );
    assert!(store.pool_ratings("renju/rapid").await.unwrap().is_empty());

    // A replay of the result is refused whole: the ratings do not move again.
    let (mut again, _) = commit(&r1, 1, 1, &[], "over");
    again.rated = Some(RatedResult {
        after: vec![
            rating("u-ann", 1800.0, 2, at + 1),
            rating("u-bob", 1200.0, 2, at + 1),
        ],
    });
    let e = store.commit(again).await.unwrap_err().to_string();
    assert!(e.contains("rated already"), "{e}");
    assert_eq!(store.pool_ratings("renju/blitz").await.unwrap(), pool);
    assert_eq!(store.load_game("r1").await.unwrap().unwrap(), r1);

    // A casual game's result cannot carry ratings.
    let casual = store.load_game("b").await.unwrap().unwrap();
    let (mut c, _) = commit(&casual, 0, 0, &["h8"], "over");
    c.rated = Some(RatedResult {
        after: vec![rating("u-ann", 1700.0, 2, at)],
    });
    let e = store.commit(c).await.unwrap_err().to_string();
    assert!(e.contains("casual"), "{e}");
    assert_eq!(store.load_game("b").await.unwrap().unwrap(), casual);

    // Ratings computed from a stale read (Ann's first game again) are refused, and the
    // game's result with them; read afresh, they land.
    let mut r2 = row("r2", t0 + 3_000);
    r2.rated = true;
    store.create_game(&r2).await.unwrap();
    let r2 = store.load_game("r2").await.unwrap().unwrap();
    let (mut stale, _) = commit(&r2, 0, 0, &["h8"], "over");
    stale.rated = Some(RatedResult {
        after: vec![rating("u-ann", 1700.0, 1, at + 5)],
    });
    let e = store.commit(stale).await.unwrap_err().to_string();
    assert!(e.contains("changed while"), "{e}");
    assert_eq!(store.load_game("r2").await.unwrap().unwrap(), r2);
    assert_eq!(store.pool_ratings("renju/blitz").await.unwrap(), pool);
    let (mut fresh, _) = commit(&r2, 0, 0, &["h8"], "over");
    fresh.rated = Some(RatedResult {
        after: vec![rating("u-ann", 1700.0, 2, at + 5)],
    });
    store.commit(fresh).await.unwrap();
    let ann = store.ratings_of("u-ann").await.unwrap();
    assert_eq!((ann[0].rating, ann[0].games), (1700.0, 2));

    // The history keeps every rated game, oldest first, pool by pool.
    let history = store.rating_history("u-ann", "renju/blitz").await.unwrap();
    let history: Vec<(String, f64, i64)> = history
        .into_iter()
        .map(|h: HistoryRow| (h.game_id, h.rating, h.at_ms))
        .collect();
    assert_eq!(
        history,
        vec![
            ("r1".to_string(), 1662.3107894, at),
            ("r2".to_string(), 1700.0, at + 5)
        ]
    );
    assert!(store
        .rating_history("u-ann", "renju/rapid")
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        store
            .rating_history("u-bob", "renju/blitz")
            .await
            .unwrap()
            .len(),
        1
    );
}

fn user(id: &str, name: &str, created_ms: i64) -> UserRow {
    UserRow {
        id: id.into(),
        name: name.into(),
        name_key: name.to_lowercase(),
        password_hash: format!("$argon2id$v=19$m=19456,t=2,p=1${id}"),
        created_ms,
    }
}

/// Users, sessions, the seats each player took and challenge tokens, on a store that
/// holds the games a, b (unfinished) and c (over) of [`keeps_the_contract`].
async fn keeps_the_accounts_contract(store: &dyn Store, t0: i64) {
    // Names are unique whatever their case; a refused account stores nothing.
    let ann = user("u-ann", "Ann", t0);
    assert!(store.create_user(&ann).await.unwrap());
    assert!(!store.create_user(&user("u-ann2", "ANN", t0)).await.unwrap());
    assert_eq!(store.user_by_name("ann").await.unwrap(), Some(ann.clone()));
    assert_eq!(store.user_by_name("bob").await.unwrap(), None);
    let bob = user("u-bob", "Bob", t0 + 1);
    assert!(store.create_user(&bob).await.unwrap());
    assert_eq!(store.user_by_name("bob").await.unwrap(), Some(bob.clone()));
    let refused = store.create_session("h-ghost", "u-ann2", t0, t0 + 10).await;
    assert!(
        refused.is_err(),
        "a session of the refused account was stored"
    );

    // Sessions: found until they expire, gone once deleted.
    store
        .create_session("h-ann", "u-ann", t0, t0 + 1_000)
        .await
        .unwrap();
    assert_eq!(
        store.session_user("h-ann", t0 + 999).await.unwrap(),
        Some(ann.clone())
    );
    assert_eq!(store.session_user("h-ann", t0 + 1_000).await.unwrap(), None);
    assert_eq!(store.session_user("h-none", t0).await.unwrap(), None);
    let twice = store.create_session("h-ann", "u-bob", t0, t0 + 1_000).await;
    assert!(
        twice.is_err(),
        "two sessions with one token hash were stored"
    );
    // A new session sweeps the expired ones: h-ann is gone even for an earlier clock.
    store
        .create_session("h-bob", "u-bob", t0 + 1_000, t0 + 5_000)
        .await
        .unwrap();
    assert_eq!(store.session_user("h-ann", t0).await.unwrap(), None);
    assert_eq!(
        store.session_user("h-bob", t0 + 1_000).await.unwrap(),
        Some(bob.clone())
    );
    store.delete_session("h-bob").await.unwrap();
    assert_eq!(store.session_user("h-bob", t0 + 1_000).await.unwrap(), None);
    store.delete_session("h-bob").await.unwrap();

    // A challenge token comes back with its game and opens one game only.
    let mut private = row("e", t0 + 30);
    private.challenge = Some("0123456789abcdef0123456789abcdef".into());
    store.create_game(&private).await.unwrap();
    let stored = store.load_game("e").await.unwrap().unwrap();
    assert_eq!(stored.row, private);
    let mut copy = row("f", t0 + 40);
    copy.challenge = private.challenge.clone();
    assert!(
        store.create_game(&copy).await.is_err(),
        "a token opened two games"
    );
    assert_eq!(store.load_game("f").await.unwrap(), None);
    // Public games have none, and any number of them may be stored.
    store.create_game(&row("g", t0 + 50)).await.unwrap();
    assert_eq!(
        store.load_game("g").await.unwrap().unwrap().row.challenge,
        None
    );
    // A token finds its game, for a node of a cluster that does not hold it, while the
    // game is unfinished.
    let token = private.challenge.as_deref().unwrap();
    assert_eq!(
        store.game_of_challenge(token).await.unwrap().as_deref(),
        Some("e")
    );
    assert_eq!(
        store.game_of_challenge(&"f".repeat(32)).await.unwrap(),
        None
    );
    let mut over = row("h", t0 + 60);
    over.challenge = Some("fedcba9876543210fedcba9876543210".into());
    over.status = "over".into();
    store.create_game(&over).await.unwrap();
    assert_eq!(
        store
            .game_of_challenge("fedcba9876543210fedcba9876543210")
            .await
            .unwrap(),
        None
    );

    // The games a player sat in, newest seat first (ties by id, last first), in pages.
    for (game, seat, player, at) in [
        ("a", 0, "u-ann", t0 + 100),
        ("c", 1, "u-ann", t0 + 300),
        ("e", 0, "u-ann", t0 + 200),
        ("b", 0, "guest-1", t0 + 400),
        ("g", 1, "guest-1", t0 + 400),
        ("a", 1, "guest-1", t0 + 100),
    ] {
        store.add_game_player(game, seat, player, at).await.unwrap();
    }
    // A seat is recorded once: taking it again changes nothing.
    store
        .add_game_player("a", 0, "u-bob", t0 + 900)
        .await
        .unwrap();
    assert!(store
        .games_of_player("u-bob", 10, 0)
        .await
        .unwrap()
        .is_empty());

    let game = |id: &str| {
        let id = id.to_string();
        async move { store.load_game(&id).await.unwrap().unwrap().row }
    };
    let ids = |rows: Vec<GameRow>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
    let ann_games = store.games_of_player("u-ann", 10, 0).await.unwrap();
    assert_eq!(
        ann_games,
        vec![game("c").await, game("e").await, game("a").await]
    );
    assert_eq!(ann_games[1].challenge, private.challenge);
    assert_eq!(
        ids(store.games_of_player("u-ann", 2, 0).await.unwrap()),
        ["c", "e"]
    );
    assert_eq!(
        ids(store.games_of_player("u-ann", 2, 2).await.unwrap()),
        ["a"]
    );
    assert!(store
        .games_of_player("u-ann", 2, 3)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        ids(store.games_of_player("guest-1", 10, 0).await.unwrap()),
        ["g", "b", "a"]
    );
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

/// The first schema's database, with a game in it, takes the later migrations on
/// PostgreSQL too (the SQLite case is a unit test of `store::sqlite`).
#[tokio::test]
async fn postgres_migrates_a_database_of_the_first_schema() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL migrations are not tested");
        return;
    };
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(connection);
    client
        .batch_execute(pearls_server::store::MIGRATIONS[0].1)
        .await
        .unwrap();
    client
        .batch_execute(
            "CREATE TABLE schema_migrations (version BIGINT PRIMARY KEY);
             INSERT INTO schema_migrations VALUES (1);
             INSERT INTO games (id, created_ms, updated_ms, rule, opening, size, seats,
               clock_spec, clock_state, ply, status)
             VALUES ('old', 1, 1, 'renju', 'free', 15, '[]', '{}', '{}', 0, 'waiting');",
        )
        .await
        .unwrap();
    let store = open(Some(url), dir.path()).await;
    let old = store.load_game("old").await.unwrap().unwrap();
    assert_eq!(old.row.challenge, None);
    let mut new = row("new", 2);
    new.challenge = Some("t1".into());
    store.create_game(&new).await.unwrap();
    assert_eq!(store.load_game("new").await.unwrap().unwrap().row, new);
    let mut dup = row("dup", 3);
    dup.challenge = Some("t1".into());
    assert!(store.create_game(&dup).await.is_err());
    assert!(store.create_user(&user("u1", "Old", 4)).await.unwrap());
    store.add_game_player("old", 0, "u1", 5).await.unwrap();
    let games = store.games_of_player("u1", 10, 0).await.unwrap();
    assert_eq!(games, vec![old.row]);
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
