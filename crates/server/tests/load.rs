//! The load benchmark's players, on a small scale: every move of every game makes its
//! round trip, the games end as the players meant them to, and the report says so.

mod common;

use pearls_server::loadtest::{game_moves, prepare, run, run_on, LoadSpec};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simulated_players_finish_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let (games, moves) = (8, 12);
    let spec = LoadSpec {
        games,
        moves,
        think_ms: 0,
        connect_parallelism: 4,
    };
    let report = run(server.addr, &spec).await.expect("the load runs");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.finished, games, "games that both players saw end");
    // One measured round trip for every move sent, each within the players' patience.
    assert_eq!(report.moves, games * moves);
    assert_eq!(report.round_trips.len(), (games * moves) as u64);
    assert!(report.quantile(1.0) < Duration::from_secs(60), "{report:?}");
    assert!(report.moves_per_second().is_finite() && report.moves_per_second() > 0.0);

    // The server kept exactly the moves sent, then the resignation, in every game.
    assert_eq!(report.game_ids.len(), games);
    let c = common::Client::new(server.addr).await;
    for (i, id) in report.game_ids.iter().enumerate() {
        let r = c.get(&format!("/api/games/{id}")).await;
        assert_eq!(r.status, 200, "{}", r.body);
        let g = &r.json()["game"];
        assert_eq!(g["status"], "over", "game {i}: {g}");
        assert_eq!(g["outcome"]["reason"], "resignation", "game {i}: {g}");
        let sent = game_moves(i, moves).unwrap();
        let kept: Vec<&str> = g["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(kept.len(), moves + 1, "game {i}: {kept:?}");
        assert_eq!(kept[..moves], sent, "game {i}");
        assert!(kept[moves].starts_with("resign"), "game {i}: {kept:?}");
    }
    // And so none is live.
    let live = c.get("/api/games?status=live").await;
    assert_eq!(live.status, 200, "{}", live.body);
    assert_eq!(live.json()["games"], serde_json::json!([]), "{}", live.body);
    server.stop();
}

/// Against "nodes" (here one server named twice, as a cluster of one would be), through
/// a trusted proxy's headers: each simulated player names an address of its own, so a
/// server that allows two connections an address still seats them all, and the players
/// of each game sit on the two nodes given.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simulated_players_on_nodes_count_as_addresses_of_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let config = pearls_server::Config {
        connections: pearls_server::listen::ConnectionLimits {
            per_address: 2,
            ..Default::default()
        },
        trusted_proxies: vec![
            pearls_server::forwarded::TrustedProxies::parse_net("127.0.0.1").unwrap(),
        ],
        ..pearls_server::Config::default()
    };
    let server = common::start_with(dir.path(), config).await;
    let (games, moves) = (6, 4);
    let spec = LoadSpec {
        games,
        moves,
        think_ms: 0,
        connect_parallelism: 3,
    };
    let report = run_on(&[server.addr, server.addr], &spec)
        .await
        .expect("the load runs");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.finished, games);
    assert_eq!(report.moves, games * moves);
    server.stop();
}

/// Setting thousands of games up on a busy machine can take longer than a live game waits
/// for its first stone (a minute, then it is aborted). The games are set up waiting for
/// their second player, who joins only when the game's own task begins to play, so a set-up
/// far longer than that minute loses no game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_set_up_long_before_they_are_played_are_not_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let (games, moves) = (4, 3);
    let spec = LoadSpec {
        games,
        moves,
        think_ms: 0,
        connect_parallelism: 2,
    };
    let prepared = prepare(&[server.addr], &spec)
        .await
        .expect("the games are set up");
    // Set up, and not yet begun: nothing is live, so no clock or first-stone wait runs.
    let c = common::Client::new(server.addr).await;
    let live = c.get("/api/games?status=live").await;
    assert_eq!(live.json()["games"], serde_json::json!([]), "{}", live.body);
    // Twice the wait for a first stone passes before the players play.
    server.advance(2 * pearls_server::services::abort::FIRST_STONE_MS);
    let report = prepared.play(None).await.expect("the load runs");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.finished, games);
    assert_eq!(report.moves, games * moves);
    for id in &report.game_ids {
        let g = &c.get(&format!("/api/games/{id}")).await.json()["game"];
        assert_eq!(g["outcome"]["reason"], "resignation", "{g}");
        assert_eq!(g["actions"].as_array().unwrap().len(), moves + 1, "{g}");
    }
    server.stop();
}
