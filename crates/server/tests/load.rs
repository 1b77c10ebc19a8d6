//! The load benchmark's players, on a small scale: every move of every game makes its
//! round trip, and the games end.

mod common;

use pearls_server::loadtest::{run, LoadSpec};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simulated_players_finish_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let spec = LoadSpec {
        games: 8,
        moves: 12,
        think_ms: 0,
        connect_parallelism: 4,
    };
    let report = run(server.addr, &spec).await.expect("the load runs");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.moves, 8 * 12);
    assert!(report.quantile(0.5) <= report.quantile(0.99));
    let c = common::Client::new(server.addr).await;
    // Every game was resigned after its moves, so none is live.
    let live = c.get("/api/games?status=live").await;
    if live.status == 200 {
        assert_eq!(
            live.json()["games"].as_array().map(Vec::len),
            Some(0),
            "{}",
            live.body
        );
    }
    server.stop();
}
