//! The store methods of players' competitions (a guest's games moved to an account,
//! tournaments and leagues), on SQLite always and on PostgreSQL when
//! `PEARLS_TEST_DATABASE` names a server.

mod common;

use common::{database, open_store as open, TEST_DATABASE};
use pearls_server::store::{GameRow, NotificationRow, Store, TournamentRow};
use std::sync::Arc;

const T0: i64 = 1_790_000_000_000;

fn game(id: &str, seats: &str, created_ms: i64) -> GameRow {
    GameRow {
        id: id.into(),
        created_ms,
        updated_ms: created_ms,
        rule: "renju".into(),
        opening: "rif-1995".into(),
        size: 15,
        seats: seats.into(),
        clock_spec: r#"{"initial_ms":[60000,60000]}"#.into(),
        clock_state: r#"{"running":null}"#.into(),
        ply: 0,
        status: "live".into(),
        result: None,
        challenge: None,
        rated: false,
    }
}

fn tournament(id: &str, kind: &str, status: &str, created_ms: i64) -> TournamentRow {
    TournamentRow {
        id: id.into(),
        kind: kind.into(),
        name: format!("Cup {id}"),
        status: status.into(),
        created_ms,
        updated_ms: created_ms,
        version: 1,
        data: format!(r#"{{"id":"{id}","players":[]}}"#),
    }
}

async fn keeps_the_contract(store: Arc<dyn Store>) {
    // A guest's seat passes to an account; the other seat stays.
    store
        .create_game(&game("g1", r#"["guest-a","guest-b"]"#, T0))
        .await
        .unwrap();
    store.add_game_player("g1", 0, "guest-a", T0).await.unwrap();
    store.add_game_player("g1", 1, "guest-b", T0).await.unwrap();
    store
        .move_game_player("g1", "guest-a", "u-ann", r#"["u-ann","guest-b"]"#)
        .await
        .unwrap();
    let g1 = store.load_game("g1").await.unwrap().unwrap();
    assert_eq!(g1.row.seats, r#"["u-ann","guest-b"]"#);
    assert_eq!(g1.row.ply, 0);
    let ids = |rows: Vec<GameRow>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.games_of_player("u-ann", 10, 0).await.unwrap()),
        ["g1"]
    );
    assert!(store
        .games_of_player("guest-a", 10, 0)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        ids(store.games_of_player("guest-b", 10, 0).await.unwrap()),
        ["g1"]
    );
    // A game that is not there is an error, and changes nothing.
    let e = store
        .move_game_player("nope", "guest-b", "u-ann", "[]")
        .await
        .unwrap_err();
    assert!(e.to_string().contains("no game nope"), "{e}");

    // Tournaments and leagues: created, listed by kind, saved by version.
    assert_eq!(store.tournament("t1").await.unwrap(), None);
    let t1 = tournament("t1", "tournament", "created", T0);
    store.create_tournament(&t1).await.unwrap();
    store
        .create_tournament(&tournament("t2", "tournament", "finished", T0 + 1))
        .await
        .unwrap();
    store
        .create_tournament(&tournament("l1", "league", "started", T0 + 2))
        .await
        .unwrap();
    assert!(store.create_tournament(&t1).await.is_err());
    assert_eq!(store.tournament("t1").await.unwrap(), Some(t1.clone()));
    let listed = store.tournaments("tournament", 10).await.unwrap();
    assert_eq!(
        listed.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(),
        ["t2", "t1"]
    );
    assert_eq!(store.tournaments("tournament", 1).await.unwrap().len(), 1);
    let open: Vec<String> = store
        .unfinished_tournaments("tournament")
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(open, ["t1"]);
    assert_eq!(
        store.unfinished_tournaments("league").await.unwrap().len(),
        1
    );

    let mut next = t1.clone();
    next.version = 2;
    next.status = "started".into();
    next.updated_ms = T0 + 5;
    // Big enough to need more than a short text.
    next.data = format!(r#"{{"id":"t1","players":["{}"]}}"#, "x".repeat(100_000));
    store.save_tournament(&next).await.unwrap();
    assert_eq!(store.tournament("t1").await.unwrap(), Some(next.clone()));
    // A save from a stale copy is refused and leaves the stored one.
    let mut stale = t1.clone();
    stale.version = 2;
    stale.status = "finished".into();
    let e = store.save_tournament(&stale).await.unwrap_err();
    assert!(e.to_string().contains("not at version 1"), "{e}");
    assert_eq!(store.tournament("t1").await.unwrap(), Some(next));
    moves_a_guests_belongings(store).await;
}

/// A guest's conditional moves pass with the game's seat; their notifications and mute
/// pass to the account, the later of two mutes staying.
async fn moves_a_guests_belongings(store: Arc<dyn Store>) {
    store
        .create_game(&game("g9", r#"["guest-c","guest-d"]"#, T0))
        .await
        .unwrap();
    store.add_game_player("g9", 0, "guest-c", T0).await.unwrap();
    store.add_game_player("g9", 1, "guest-d", T0).await.unwrap();
    for (player, tree) in [("guest-c", "[1]"), ("guest-d", "[2]")] {
        store
            .set_conditional("g9", player, 3, tree, T0)
            .await
            .unwrap();
    }
    store
        .move_game_player("g9", "guest-c", "u-cid", r#"["u-cid","guest-d"]"#)
        .await
        .unwrap();
    assert_eq!(store.conditional("g9", "guest-c").await.unwrap(), None);
    assert_eq!(
        store.conditional("g9", "u-cid").await.unwrap(),
        Some((3, "[1]".to_string()))
    );
    assert_eq!(
        store.conditional("g9", "guest-d").await.unwrap(),
        Some((3, "[2]".to_string()))
    );

    let note = |id: &str, user: &str| NotificationRow {
        id: id.into(),
        user_id: user.into(),
        text: format!("note {id}"),
        link: "/".into(),
        at_ms: T0,
        seen: false,
    };
    store
        .add_notification(&note("n1", "guest-c"))
        .await
        .unwrap();
    store.add_notification(&note("n2", "u-cid")).await.unwrap();
    store
        .set_mute("guest-c", T0 + 500, "Mod", "spam")
        .await
        .unwrap();
    store
        .set_mute("guest-e", T0 + 100, "Mod", "spam")
        .await
        .unwrap();
    store
        .set_mute("u-eve", T0 + 900, "Mod", "spam")
        .await
        .unwrap();
    store
        .move_player_belongings("guest-c", "u-cid")
        .await
        .unwrap();
    // The later mute stays, whichever side it was on.
    store
        .move_player_belongings("guest-e", "u-eve")
        .await
        .unwrap();
    let ids = |rows: Vec<NotificationRow>| rows.into_iter().map(|n| n.id).collect::<Vec<_>>();
    let mut mine = ids(store.notifications_of("u-cid", 10).await.unwrap());
    mine.sort();
    assert_eq!(mine, ["n1", "n2"]);
    assert!(store
        .notifications_of("guest-c", 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store.mute_of("u-cid").await.unwrap(), Some(T0 + 500));
    assert_eq!(store.mute_of("guest-c").await.unwrap(), None);
    assert_eq!(store.mute_of("u-eve").await.unwrap(), Some(T0 + 900));
    assert_eq!(store.mute_of("guest-e").await.unwrap(), None);
    // A guest with nothing: nothing changes, and no error.
    store
        .move_player_belongings("guest-z", "u-cid")
        .await
        .unwrap();
    assert_eq!(store.mute_of("u-cid").await.unwrap(), Some(T0 + 500));
}

#[tokio::test]
async fn sqlite_keeps_the_players_contract() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("store.sqlite").display());
    keeps_the_contract(open(Some(url), dir.path()).await).await;
}

#[tokio::test]
async fn postgres_keeps_the_players_contract() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL store is not tested");
        return;
    };
    keeps_the_contract(open(Some(url), dir.path()).await).await;
}
