//! Two server nodes of one cluster, each a process of its own (this test binary started
//! again as `node_process`), on the PostgreSQL that `PEARLS_TEST_DATABASE` names and the
//! Redis that `PEARLS_TEST_REDIS` names; without both, each test says so and passes
//! without running. Each test has a cluster name of its own, so tests share one Redis.
//! The nodes' time is the wall clock moved on by a file the test writes (as
//! `pearls serve --test-clock-file` does), so that a clock runs out when the test says;
//! the one real wait is for a killed node's lease to run out (a second here).

mod common;

use common::{Client, Socket, WAIT};
use pearls_server::cluster::ClusterConfig;
use pearls_server::engine_pool::EngineBudget;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const REDIS: &str = "PEARLS_TEST_REDIS";
/// What a node process is to run, as lines: database, Redis, cluster, node, clock file,
/// data directory.
const NODE: &str = "PEARLS_TEST_NODE";
/// How long a node's lease lasts in these tests.
const LEASE_MS: u64 = 1000;

/// A server node in this process, when the test binary was started as one; it prints the
/// address it listens on, then serves until it is killed.
#[test]
#[ignore = "a server node, started as a process of its own by the tests of this file"]
fn node_process() {
    let Ok(spec) = std::env::var(NODE) else {
        return;
    };
    let lines: Vec<&str> = spec.lines().collect();
    let [database, redis, cluster, node, clock, dir] = lines[..] else {
        panic!("{NODE} has six lines, not {}", lines.len());
    };
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let running = pearls_server::start(pearls_server::Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database: Some(database.to_string()),
            data_dir: PathBuf::from(dir),
            engine: EngineBudget {
                threads: 1,
                hash_mib: 4,
                max_ms: 60,
            },
            time: std::sync::Arc::new(pearls_server::time::FileOffsetClock::new(clock.into())),
            cluster: Some(ClusterConfig {
                name: cluster.to_string(),
                lease_ms: LEASE_MS,
                ..ClusterConfig::new(redis, node)
            }),
            ..Default::default()
        })
        .await
        .unwrap_or_else(|e| panic!("node {node}: {e}"));
        println!("node listening on {}", running.addr);
        running.wait().await;
    });
}

/// The test's database and Redis, or `None` (said on stderr) when either is not given.
async fn services(dir: &Path) -> Option<(String, String)> {
    let redis = std::env::var(REDIS).ok().filter(|v| !v.is_empty());
    let (Some(redis), Some(database)) = (redis, common::database(dir).await) else {
        eprintln!(
            "skipped: the multi-node tests need {} (PostgreSQL) and {REDIS} (Redis)",
            common::TEST_DATABASE
        );
        return None;
    };
    Some((database, redis))
}

/// A node process, killed when dropped.
struct Node {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Two nodes and the clock file they share.
struct Cluster {
    database: String,
    redis: String,
    name: String,
    clock: PathBuf,
    dir: PathBuf,
    offset_ms: i64,
}

impl Cluster {
    fn new(dir: &Path, database: String, redis: String) -> Cluster {
        let clock = dir.join("clock-offset");
        std::fs::write(&clock, "0").unwrap();
        Cluster {
            database,
            redis,
            name: format!("test{}", pearls_server::identity::random_hex(6)),
            clock,
            dir: dir.to_path_buf(),
            offset_ms: 0,
        }
    }

    /// Starts node `node` and waits until it listens.
    fn start(&self, node: &str) -> Node {
        let data = self.dir.join(node);
        std::fs::create_dir_all(&data).unwrap();
        let spec = [
            self.database.as_str(),
            &self.redis,
            &self.name,
            node,
            self.clock.to_str().unwrap(),
            data.to_str().unwrap(),
        ]
        .join("\n");
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["node_process", "--exact", "--ignored", "--nocapture"])
            .env(NODE, spec)
            .stdout(Stdio::piped())
            .spawn()
            .expect("the test binary starts again as a node");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(addr) = line.strip_prefix("node listening on ") {
                    let _ = tx.send(addr.parse::<SocketAddr>().unwrap());
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("node {node} does not start"));
        Node { child, addr }
    }

    /// Moves both nodes' time `ms` on.
    fn advance(&mut self, ms: i64) {
        self.offset_ms += ms;
        std::fs::write(&self.clock, self.offset_ms.to_string()).unwrap();
    }
}

/// Alice (on `a`) creates a freestyle game with ten minutes each; Bob (on `b`) joins it.
async fn game_across(a: SocketAddr, b: SocketAddr) -> (Client, Client, String) {
    let alice = Client::new(a).await;
    let bob = Client::new(b).await;
    let id = alice
        .create(json!({"rule": "freestyle", "clock": common::sudden_death(600_000)}))
        .await;
    bob.join(&id).await;
    (alice, bob, id)
}

/// The moves of a game in which black makes five on row 8 and white plays on row 1.
const MOVES: [&str; 9] = ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"];

/// Plays `moves` from ply `from` on, each by the socket whose turn it is.
async fn play(sockets: &mut [&mut Socket; 2], from: usize, moves: &[&str]) {
    for (i, m) in moves.iter().enumerate() {
        let ply = from + i;
        let s = &mut sockets[ply % 2];
        let g = s.act(m).await;
        assert_eq!(g["ply"], ply as u64 + 1, "{g}");
    }
}

async fn until_ply(s: &mut Socket, ply: usize) -> Value {
    s.until(|g| g["ply"].as_u64() == Some(ply as u64)).await
}

#[tokio::test]
async fn players_on_two_nodes_play_one_game_and_a_spectator_on_either_sees_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let Some((database, redis)) = services(dir.path()).await else {
        return;
    };
    let cluster = Cluster::new(dir.path(), database, redis);
    let a = cluster.start("a");
    let b = cluster.start("b");
    let (alice, bob, id) = game_across(a.addr, b.addr).await;
    // The game is node a's, where it was created; node b knows it is in a cluster.
    let health = common::request(a.addr, "GET", "/healthz", &[], None).await;
    assert_eq!(health.status, 200, "{}", health.body);
    assert_eq!(health.json()["node"], "a");
    assert_eq!(health.json()["redis"], "up");
    assert_eq!(health.json()["owned"], 1);
    let health = common::request(b.addr, "GET", "/healthz", &[], None).await;
    assert_eq!(health.json()["node"], "b");
    assert_eq!(health.json()["owned"], 0);
    let mut sa = alice.socket(&id).await;
    let mut sb = bob.socket(&id).await;
    assert_eq!((sa.you, sb.you), (Some(0), Some(1)));
    let mut watch_b = Client::new(b.addr).await.socket(&id).await;
    let mut watch_a = Client::new(a.addr).await.socket(&id).await;
    assert_eq!(watch_b.you, None);
    play(&mut [&mut sa, &mut sb], 0, &MOVES).await;
    for w in [&mut watch_a, &mut watch_b] {
        for ply in 1..=MOVES.len() {
            let g = until_ply(w, ply).await;
            assert_eq!(g["last"], MOVES[ply - 1]);
        }
        assert_eq!(w.state["status"], "over");
        assert_eq!(w.state["outcome"]["reason"], "five");
        assert_eq!(w.state["outcome"]["winner"], "black");
    }
    // Either node reads the finished game from the store.
    for c in [&alice, &bob] {
        let r = c.get(&format!("/api/games/{id}")).await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.json()["game"]["actions"], json!(MOVES));
    }
    // A move on a node that does not own the game is refused by the owner, as on one.
    sb.send(json!({"type": "act", "game": id, "action": "b5", "ply": 9}))
        .await;
    assert_eq!(sb.error().await["code"], "game-over");
}

#[tokio::test]
async fn when_the_owner_is_killed_the_other_node_goes_on_with_every_accepted_move_and_the_clock() {
    let dir = tempfile::tempdir().unwrap();
    let Some((database, redis)) = services(dir.path()).await else {
        return;
    };
    let mut cluster = Cluster::new(dir.path(), database, redis);
    let a = cluster.start("a");
    let b = cluster.start("b");
    let (alice, bob, id) = game_across(a.addr, b.addr).await;
    let mut sa = alice.socket(&id).await;
    let mut sb = bob.socket(&id).await;
    let mut watch_b = Client::new(b.addr).await.socket(&id).await;
    play(&mut [&mut sa, &mut sb], 0, &MOVES[..4]).await;
    until_ply(&mut watch_b, 4).await;

    // kill -9 of the node that owns the game (it was created there).
    drop(a);
    drop(sa);
    // Alice comes back through the other node, with the same cookie. Her first move may
    // come before the dead node's lease has run out: it is refused as unavailable, never
    // lost or applied twice; then node b takes the game over from the store.
    let alice_b = Client {
        addr: b.addr,
        cookie: alice.cookie.clone(),
    };
    let mut sa = alice_b.socket(&id).await;
    assert_eq!(sa.you, Some(0));
    let started = Instant::now();
    loop {
        sa.send(json!({"type": "act", "game": id, "action": MOVES[4], "ply": 4}))
            .await;
        let v = loop {
            let v = sa.next().await;
            if v["type"] == "error" || (v["type"] == "state" && v["game"]["ply"] == 5) {
                break v;
            }
        };
        if v["type"] == "state" {
            break;
        }
        assert_eq!(v["code"], "node-unavailable", "{v}");
        assert!(started.elapsed() < WAIT, "node b never takes the game over");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let g = until_ply(&mut watch_b, 5).await;
    assert_eq!(
        g["actions"],
        json!(MOVES[..5]),
        "every accepted move, in order"
    );
    play(&mut [&mut sa, &mut sb], 5, &MOVES[5..6]).await;
    // The clock came over with its deadline: black, to move, has what was left of ten
    // minutes, and loses on time when it runs out on node b.
    let g = until_ply(&mut sb, 6).await;
    let left = g["clock"]["sides"][0]["main_ms"].as_i64().unwrap();
    assert!(left > 0 && left <= 600_000, "{g}");
    cluster.advance(left + 1000);
    let g = watch_b.until(|g| g["status"] == "over").await;
    assert_eq!(g["outcome"]["reason"], "time", "{g}");
    assert_eq!(g["outcome"]["winner"], "white");
    assert_eq!(g["actions"][6], "timeout:black");
    drop(b);
}

#[tokio::test]
async fn a_server_on_its_own_answers_healthz_without_a_cluster() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let alice = Client::new(server.addr).await;
    alice.create(json!({"rule": "freestyle"})).await;
    let r = common::request(server.addr, "GET", "/healthz", &[], None).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("cache-control"), Some("no-store"));
    let h = r.json();
    assert_eq!(h["status"], "ok");
    assert_eq!(h["node"], Value::Null);
    assert_eq!(h["redis"], Value::Null);
    assert_eq!(
        (h["games"].as_u64(), h["owned"].as_u64()),
        (Some(1), Some(1))
    );
    server.stop();
}
