//! `pearls bench server --spawn-nodes 2 --kill-node-after`: the benchmark starts two
//! `pearls serve` nodes of one cluster, kills one with SIGKILL while its games are being
//! played, and its players go on on the other node. On the PostgreSQL that
//! `PEARLS_TEST_DATABASE` names (a database of the test's own is made there) and the Redis
//! that `PEARLS_TEST_REDIS` names; without both, the test says so and passes without
//! running (`.ci/run` gives both).

#[path = "common/postgres.rs"]
mod postgres;

use assert_cmd::Command;

/// The number before `suffix` on the line of `out` that starts with `label`.
fn figure(out: &str, label: &str, suffix: &str) -> Option<u64> {
    let line = out.lines().find(|l| l.starts_with(label))?;
    let before = &line[..line.find(suffix)?];
    before.rsplit(' ').find(|w| !w.is_empty())?.parse().ok()
}

#[test]
fn a_node_killed_mid_run_loses_no_accepted_move_and_its_games_finish_on_the_other() {
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let (Some(admin), Some(redis)) = (env("PEARLS_TEST_DATABASE"), env("PEARLS_TEST_REDIS")) else {
        eprintln!("skipped: needs PEARLS_TEST_DATABASE (PostgreSQL) and PEARLS_TEST_REDIS");
        return;
    };
    let db = tokio::runtime::Runtime::new()
        .unwrap()
        .block_on(postgres::database(&admin, "pearls_bench"));
    // 20 games of 16 moves at about 0.2 s a move: the node dies in the middle of them.
    let out = Command::cargo_bin("pearls")
        .unwrap()
        .args([
            "bench",
            "server",
            "--games",
            "20",
            "--moves",
            "16",
            "--think-ms",
            "200",
        ])
        .args(["--spawn-nodes", "2", "--database", &db, "--redis", &redis])
        .args(["--lease-ms", "1000", "--kill-node-after", "1.5"])
        .timeout(std::time::Duration::from_secs(300))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("killed: node "), "{stdout}");
    let lost = stdout
        .lines()
        .find_map(|l| l.strip_prefix("lost moves: "))
        .and_then(|n| n.trim().parse::<u64>().ok());
    assert_eq!(lost, Some(0), "{stdout}");
    assert!(stdout.contains("finished: 20 of 20 games"), "{stdout}");
    // Every move was measured, and some were refused or resent while the dead node's
    // games changed hands: the kill came in the middle of play.
    assert_eq!(figure(&stdout, "moves:", " in "), Some(20 * 16), "{stdout}");
    let disturbed = figure(&stdout, "takeover:", " moves disturbed").unwrap_or(0);
    assert!(disturbed > 0, "{stdout}");
}
