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
/// data directory, the open seeks allowed from one address, and the games one identity
/// may make in an hour.
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
    let [database, redis, cluster, node, clock, dir, per_address, games] = lines[..] else {
        panic!("{NODE} has eight lines, not {}", lines.len());
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
            lobby: pearls_server::lobby::LobbyLimits {
                per_address: per_address.parse().unwrap(),
                ..Default::default()
            },
            limits: pearls_server::limits::Policy {
                games_per_identity: pearls_server::limits::Rate {
                    count: games.parse().unwrap(),
                    period: Duration::from_secs(3600),
                },
                ..Default::default()
            },
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

/// A cluster of two nodes, `a` and `b`, on the services the environment names (`None`
/// when it names none, and the test passes without running).
async fn two_nodes(dir: &Path) -> Option<(Node, Node)> {
    let (database, redis) = services(dir).await?;
    let cluster = Cluster::new(dir, database, redis);
    let a = cluster.start("a");
    let b = cluster.start("b");
    Some((a, b))
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
            "4",
            "6",
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
    let Some((a, b)) = two_nodes(dir.path()).await else {
        return;
    };
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
    // The list of live games is the cluster's: node b lists node a's game.
    let listed = until_true(
        "node a's game in node b's list",
        || async { bob.get("/api/games").await.json() },
        |l| {
            l["games"]
                .as_array()
                .unwrap()
                .iter()
                .any(|g| g["id"] == id.as_str())
        },
    )
    .await;
    assert_eq!(listed["games"].as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed["games"][0]["status"], "live");
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
    // Node b's copy, marked stale by each of the owner's events, is read again when asked.
    let r = bob.get(&format!("/api/games/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["game"]["actions"], json!(MOVES[..4]));

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

/// `/healthz` of a node, as JSON.
async fn health(node: &Node) -> Value {
    let r = common::request(node.addr, "GET", "/healthz", &[], None).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

/// Waits until `pred` holds of what `probe` reads, at most [`WAIT`]; its last reading.
async fn until_true<F, Fut>(what: &str, mut probe: F, pred: impl Fn(&Value) -> bool) -> Value
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Value>,
{
    let started = Instant::now();
    loop {
        let v = probe().await;
        if pred(&v) {
            return v;
        }
        assert!(started.elapsed() < WAIT, "{what} never came: {v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The number of games in the cluster's store.
async fn stored_games(database: &str) -> i64 {
    let (client, connection) = tokio_postgres::connect(database, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("{database}: {e}"));
    tokio::spawn(connection);
    let row = client
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap();
    row.get(0)
}

async fn tournament(c: &Client, id: &str) -> Value {
    let r = c.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

/// The ids of a tournament's games still being played.
fn going(t: &Value) -> Vec<String> {
    t["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["result"].is_null())
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

/// Ends every game of `t` still being played: black resigns, through `clients`' node.
async fn resign_round(clients: &[Client], names: &[String], t: &Value) {
    for g in t["games"].as_array().unwrap() {
        if !g["result"].is_null() {
            continue;
        }
        let black = g["black"].as_str().unwrap();
        let who = &clients[names.iter().position(|n| n == black).unwrap()];
        let mut s = who.socket(g["id"].as_str().unwrap()).await;
        s.send(json!({"type": "resign"})).await;
        s.until(|g| g["status"] == "over").await;
    }
}

#[tokio::test]
async fn a_tournament_round_is_paired_once_while_both_nodes_tick_and_by_the_other_node_once_the_lease_holder_dies(
) {
    let dir = tempfile::tempdir().unwrap();
    let Some((database, redis)) = services(dir.path()).await else {
        return;
    };
    let mut cluster = Cluster::new(dir.path(), database.clone(), redis);
    let mut nodes = vec![cluster.start("a"), cluster.start("b")];
    // One node, and one only, takes the work lease.
    let leads = until_true(
        "a holder of the work lease",
        || async {
            json!([
                health(&nodes[0]).await["leader"],
                health(&nodes[1]).await["leader"]
            ])
        },
        |l| l[0] != l[1],
    )
    .await;
    let leader = if leads[0] == true { 0 } else { 1 };
    let other = 1 - leader;
    // Four guests, two on each node; the organiser on the node without the lease.
    let mut clients = Vec::new();
    let mut names = Vec::new();
    for i in 0..4 {
        let c = Client::new(nodes[(other + i) % 2].addr).await;
        names.push(
            c.get("/api/me").await.json()["name"]
                .as_str()
                .unwrap()
                .to_string(),
        );
        clients.push(c);
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let r = clients[0]
        .post(
            "/api/tournaments",
            &json!({"name": "Two-node cup", "system": "round-robin", "rule": "freestyle",
                    "clock": {"initial_ms": [300_000, 300_000]}, "rated": false,
                    "rounds": 1, "starts_at": now + 600_000}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    for c in &clients {
        let r = c
            .post(&format!("/api/tournaments/{id}/join"), &json!({}))
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    // Both nodes hold the tournament and its start time; the start comes for both.
    cluster.advance(601_000);
    let t = until_true(
        "round 1",
        || tournament(&clients[1], &id),
        |t| t["round"] == 1 && going(t).len() == 2,
    )
    .await;
    assert_eq!(t["status"], "started");
    // A few of each node's looks later, still one set of games.
    tokio::time::sleep(Duration::from_millis(LEASE_MS)).await;
    assert_eq!(stored_games(&database).await, 2, "round 1 is paired once");
    let seen_on_other = tournament(&clients[0], &id).await;
    assert_eq!(seen_on_other["games"], t["games"]);

    resign_round(&clients, &names, &t).await;
    let t = until_true(
        "round 2",
        || tournament(&clients[0], &id),
        |t| t["round"] == 2 && going(t).len() == 2,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(LEASE_MS)).await;
    assert_eq!(stored_games(&database).await, 4, "round 2 is paired once");

    // kill -9 of the lease holder, which made round 2's games and so owns them: the
    // other node takes the lease and the games over, and pairs round 3.
    drop(nodes.remove(leader));
    let survivor = nodes.pop().unwrap();
    until_true(
        "the takeover",
        || health(&survivor),
        |h| h["leader"] == true && h["owned"] == 2,
    )
    .await;
    for c in &mut clients {
        c.addr = survivor.addr;
    }
    resign_round(&clients, &names, &t).await;
    let t = until_true(
        "round 3",
        || tournament(&clients[0], &id),
        |t| t["round"] == 3 && going(t).len() == 2,
    )
    .await;
    assert_eq!(t["games"].as_array().unwrap().len(), 6, "{t}");
    assert_eq!(stored_games(&database).await, 6, "round 3 is paired once");
    resign_round(&clients, &names, &t).await;
    let t = until_true(
        "the end",
        || tournament(&clients[0], &id),
        |t| t["status"] == "finished",
    )
    .await;
    assert_eq!(t["games"].as_array().unwrap().len(), 6, "{t}");
}

/// A redis-server of the test's own (from `PATH`), which it kills and starts again on the
/// same port.
struct OwnRedis {
    port: u16,
    child: Option<Child>,
}

impl OwnRedis {
    /// `None` when there is no `redis-server` to run.
    fn start() -> Option<OwnRedis> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut r = OwnRedis { port, child: None };
        r.restart().then_some(r)
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Starts the server (again) and waits until it takes connections; whether it runs.
    fn restart(&mut self) -> bool {
        let Ok(child) = Command::new("redis-server")
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .spawn()
        else {
            return false;
        };
        self.child = Some(child);
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(started.elapsed() < WAIT, "redis-server does not listen");
            std::thread::sleep(Duration::from_millis(20));
        }
        true
    }

    /// kill -9.
    fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for OwnRedis {
    fn drop(&mut self) {
        self.kill();
    }
}

#[tokio::test]
async fn while_redis_is_down_the_owner_goes_on_and_a_spectator_on_the_other_node_catches_up_after()
{
    let dir = tempfile::tempdir().unwrap();
    let Some((database, _)) = services(dir.path()).await else {
        return;
    };
    let Some(mut redis) = OwnRedis::start() else {
        eprintln!("skipped: no redis-server to start");
        return;
    };
    let cluster = Cluster::new(dir.path(), database, redis.url());
    let a = cluster.start("a");
    let b = cluster.start("b");
    let (alice, bob, id) = game_across(a.addr, b.addr).await;
    // Both players on node a, which owns the game; a spectator on node b.
    let bob_on_a = Client {
        addr: a.addr,
        cookie: bob.cookie.clone(),
    };
    let mut sa = alice.socket(&id).await;
    let mut sb = bob_on_a.socket(&id).await;
    let mut watch_b = Client::new(b.addr).await.socket(&id).await;
    play(&mut [&mut sa, &mut sb], 0, &MOVES[..2]).await;
    until_ply(&mut watch_b, 2).await;

    redis.kill();
    for n in [&a, &b] {
        // Each node still answers the proxy, saying Redis is down.
        let h = until_true("Redis seen down", || health(n), |h| h["redis"] == "down").await;
        assert_eq!(h["status"], "ok");
    }
    // The owner goes on: both players' moves are accepted.
    play(&mut [&mut sa, &mut sb], 2, &MOVES[2..6]).await;
    // On node b, a move in the game is refused at once rather than left hanging.
    let alice_on_b = Client {
        addr: b.addr,
        cookie: alice.cookie.clone(),
    };
    let mut elsewhere = alice_on_b.socket(&id).await;
    let asked = Instant::now();
    elsewhere
        .send(json!({"type": "act", "game": id, "action": MOVES[6], "ply": 6}))
        .await;
    assert_eq!(elsewhere.error().await["code"], "node-unavailable");
    assert!(
        asked.elapsed() < Duration::from_secs(2),
        "{:?}",
        asked.elapsed()
    );

    // Redis is back (empty, as after a restart without persistence): the spectator on
    // node b catches up with the moves it missed, then follows the game live again.
    assert!(redis.restart());
    for n in [&a, &b] {
        until_true("Redis seen up", || health(n), |h| h["redis"] == "up").await;
    }
    let g = until_ply(&mut watch_b, 6).await;
    assert_eq!(g["actions"], json!(MOVES[..6]));
    assert_eq!(health(&a).await["owned"], 1);
    // The events flow again: the spectator on node b sees the game to its end.
    play(&mut [&mut sa, &mut sb], 6, &MOVES[6..]).await;
    let g = watch_b.until(|g| g["status"] == "over").await;
    assert_eq!(g["actions"], json!(MOVES));
    assert_eq!(g["outcome"]["reason"], "five");
}

#[tokio::test]
async fn a_seek_posted_on_one_node_is_seen_and_accepted_on_the_other_and_the_address_cap_counts_both(
) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b)) = two_nodes(dir.path()).await else {
        return;
    };
    let alice = Client::new(a.addr).await;
    let bob = Client::new(b.addr).await;
    let mut alice_lobby = alice.lobby().await;
    let mut bob_lobby = bob.lobby().await;
    let r = alice
        .post(
            "/api/seeks",
            &json!({"rule": "freestyle", "clock": common::sudden_death(300_000)}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let seek = r.json()["id"].as_str().unwrap().to_string();
    // Bob's lobby socket and list, on the other node, have it.
    bob_lobby.until(|m| m["type"] == "seek").await;
    assert!(bob_lobby.has(&seek));
    let listed = bob.get("/api/seeks").await.json();
    assert_eq!(listed["seeks"][0]["id"], seek.as_str(), "{listed}");
    assert_eq!(listed["seeks"][0]["rule"], "freestyle");
    assert_eq!(listed["seeks"][0]["mine"], false);
    let r = bob
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let game = r.json()["id"].as_str().unwrap().to_string();
    // Alice, whose socket is on node a, is sent to the game; the seek leaves both lists.
    let m = alice_lobby.until(|m| m["type"] == "accepted").await;
    assert_eq!(m["game"], game.as_str(), "{m}");
    assert!(!alice_lobby.has(&seek), "{:?}", alice_lobby.seeks);
    bob_lobby.until(|m| m["type"] == "unseek").await;
    assert!(!bob_lobby.has(&seek));
    for c in [&alice, &bob] {
        let g = c.get(&format!("/api/games/{game}")).await.json();
        assert_eq!(g["game"]["status"], "live", "{g}");
        let r = c
            .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
            .await;
        assert_eq!(r.status, 404, "{}", r.body);
    }

    // The nodes allow 4 open seeks from one address (every test client is on loopback):
    // two on each node fill it, and a fifth is refused on either.
    let mut posted = Vec::new();
    for (i, node) in [a.addr, a.addr, b.addr, b.addr].into_iter().enumerate() {
        let c = Client::new(node).await;
        let r = c
            .post(
                "/api/seeks",
                &json!({"rule": "renju", "clock": common::sudden_death(60_000 * (i as u64 + 1))}),
            )
            .await;
        assert_eq!(r.status, 201, "seek {i}: {}", r.body);
        posted.push((c, r.json()["id"].as_str().unwrap().to_string()));
    }
    for node in [a.addr, b.addr] {
        let r = Client::new(node)
            .await
            .post("/api/seeks", &json!({"rule": "renju"}))
            .await;
        assert_eq!(r.status, 429, "{}", r.body);
        assert_eq!(r.json()["error"], "too-many-seeks", "{}", r.body);
        assert!(r.json()["message"]
            .as_str()
            .unwrap()
            .contains("4 open seeks come from this address"));
    }
    // One cancelled on node b makes room on node a, once node a has heard of it.
    let (c, id) = &posted[3];
    let r = c.post(&format!("/api/seeks/{id}/cancel"), &json!({})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let on_a = Client::new(a.addr).await;
    until_true(
        "the cancel heard on node a",
        || async { on_a.get("/api/seeks").await.json() },
        |l| {
            l["seeks"]
                .as_array()
                .unwrap()
                .iter()
                .all(|s| s["id"] != id.as_str())
        },
    )
    .await;
    let r = on_a.post("/api/seeks", &json!({"rule": "renju"})).await;
    assert_eq!(r.status, 201, "{}", r.body);
}

#[tokio::test]
async fn an_identity_spends_one_budget_of_new_games_whichever_node_its_requests_reach() {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b)) = two_nodes(dir.path()).await else {
        return;
    };
    // One guest, its requests spread over both nodes: the nodes allow 6 games an hour.
    let on_a = Client::new(a.addr).await;
    let on_b = Client {
        addr: b.addr,
        cookie: on_a.cookie.clone(),
    };
    for i in 0..6 {
        let c = if i % 2 == 0 { &on_a } else { &on_b };
        c.create(json!({"rule": "freestyle"})).await;
    }
    // What node b let through reaches node a over Redis within moments.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = on_a.post("/api/games", &json!({"rule": "freestyle"})).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "rate-limited", "{}", r.body);
    assert!(r.header("retry-after").is_some());
    let r = on_b.post("/api/games", &json!({"rule": "freestyle"})).await;
    assert_eq!(r.status, 429, "{}", r.body);
    // Another identity has its own budget, on either node.
    Client::new(b.addr)
        .await
        .create(json!({"rule": "freestyle"}))
        .await;
}

/// A private challenge link reaches whichever node the proxy sends it to: a node that
/// does not hold the game finds its token in the store, shows what it offers, and has
/// the owner seat whoever accepts; then the two play on their two nodes.
#[tokio::test]
async fn a_challenge_link_opens_and_is_accepted_on_a_node_that_does_not_hold_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b)) = two_nodes(dir.path()).await else {
        return;
    };
    let alice = Client::new(a.addr).await;
    let bob = Client::new(b.addr).await;
    let r = alice
        .post(
            "/api/games",
            &json!({"rule": "freestyle", "private": true, "side": "first",
                    "clock": common::sudden_death(600_000)}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let link = r.json()["challenge_url"].as_str().unwrap().to_string();
    let token = link.strip_prefix("/challenge/").unwrap().to_string();
    let mut sa = alice.socket(&id).await;

    // Node b holds nothing of the game, and a made-up token is still no challenge there.
    let wrong = format!("{:032x}", 12345);
    assert_eq!(
        bob.get(&format!("/api/challenges/{wrong}")).await.status,
        404
    );
    let r = bob.get(&format!("/api/challenges/{token}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let offer = r.json();
    assert_eq!(offer["game"]["id"], id.as_str());
    assert_eq!(offer["open_seat"], 1);
    assert_eq!(offer["mine"], false);

    let r = bob
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["id"], id.as_str());
    // The owner seated Bob: Alice's socket on node a sees the game begin.
    sa.until(|g| g["status"] == "live").await;
    let health = common::request(a.addr, "GET", "/healthz", &[], None).await;
    assert_eq!(health.json()["owned"], 1, "{}", health.body);
    let mut sb = bob.socket(&id).await;
    assert_eq!(sb.you, Some(1));
    play(&mut [&mut sa, &mut sb], 0, &MOVES[..2]).await;
    // Taken: a second acceptance on either node is refused by the owner.
    let carol = Client::new(b.addr).await;
    let r = carol
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "game-full");
}
