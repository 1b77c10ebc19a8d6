//! Two `pearls serve` processes as one cluster, as an operator starts them: on the
//! PostgreSQL that `PEARLS_TEST_DATABASE` names (a database of the test's own is made
//! there) and the Redis that `PEARLS_TEST_REDIS` names; without both, the test says so and
//! passes without running (`.ci/run` gives both). The one real wait is for a killed
//! node's lease to run out (a second here).

#[path = "common/postgres.rs"]
mod postgres;

use pearls_server::client::Client;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The longest wait for anything here.
const WAIT: Duration = Duration::from_secs(30);

/// A `pearls serve` process, killed (`kill -9`) when dropped.
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

fn serve(database: &str, redis: &str, cluster: &str, node: &str, dir: &Path) -> Node {
    let data = dir.join(node);
    std::fs::create_dir_all(&data).unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("pearls"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(&data)
        .args(["--database", database, "--redis", redis, "--node-id", node])
        .args(["--cluster-name", cluster, "--lease-ms", "1000"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("pearls serve starts");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(addr) = line.strip_prefix("Pearls is serving on http://") {
                let _ = tx.send(addr.parse::<SocketAddr>().unwrap());
            }
        }
    });
    let addr = rx
        .recv_timeout(WAIT)
        .unwrap_or_else(|_| panic!("node {node} does not start"));
    Node { child, addr }
}

async fn get(c: &Client, path: &str) -> Value {
    let r = c.get(path).await.unwrap();
    assert_eq!(r.status, 200, "{path}: {}", r.body);
    r.json()
}

/// Reads `path` through `c` until `pred` holds, at most [`WAIT`].
async fn until(c: &Client, path: &str, pred: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let v = get(c, path).await;
        if pred(&v) {
            return v;
        }
        assert!(started.elapsed() < WAIT, "{path} never came right: {v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[test]
fn two_serve_processes_share_a_game_and_the_survivor_takes_it_over_after_a_kill() {
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let (Some(admin), Some(redis)) = (env("PEARLS_TEST_DATABASE"), env("PEARLS_TEST_REDIS")) else {
        eprintln!("skipped: needs PEARLS_TEST_DATABASE (PostgreSQL) and PEARLS_TEST_REDIS");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let db = postgres::database(&admin, "pearls_cli").await;
        let cluster = format!("cli{}", pearls_server::identity::random_hex(6));
        let a = serve(&db, &redis, &cluster, "a", dir.path());
        let b = serve(&db, &redis, &cluster, "b", dir.path());
        let alice = Client::new(a.addr).await.unwrap();
        let bob = Client::new(b.addr).await.unwrap();
        let r = alice
            .post("/api/games", &json!({"rule": "freestyle"}))
            .await
            .unwrap();
        assert_eq!(r.status, 201, "{}", r.body);
        let id = r.json()["id"].as_str().unwrap().to_string();
        let r = bob
            .post(&format!("/api/games/{id}/join"), &json!({}))
            .await
            .unwrap();
        assert_eq!(r.status, 200, "{}", r.body);
        // Node a owns the game, which node b lists too.
        until(&bob, "/api/games", |l| l["games"][0]["id"] == id.as_str()).await;
        let h = get(&alice, "/healthz").await;
        assert_eq!(
            (h["node"].as_str(), h["owned"].as_u64()),
            (Some("a"), Some(1))
        );
        assert_eq!(h["redis"], "up");
        assert_eq!(get(&bob, "/healthz").await["owned"], 0);

        // kill -9 of node a: node b takes the work lease and the game, live as it was.
        drop(a);
        until(&bob, "/healthz", |h| h["leader"] == true && h["owned"] == 1).await;
        let g = get(&bob, &format!("/api/games/{id}")).await;
        assert_eq!(g["game"]["status"], "live", "{g}");
        drop(b);
    });
}
