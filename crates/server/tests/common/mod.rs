//! A real server on 127.0.0.1:0 with a temporary data directory and a manual clock, and
//! clients that speak HTTP and WebSocket to it over loopback. Time passes on the server
//! only when a test advances its clock. The server stores in SQLite in that directory,
//! or, with `PEARLS_TEST_DATABASE` set to a PostgreSQL URL, in a fresh database of its own
//! on that server.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use pearls_server::engine_pool::EngineBudget;
use pearls_server::time::ManualClock;
use pearls_server::{Config, Running};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::ops::Deref;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

pub const WAIT: Duration = Duration::from_secs(10);

/// The variable that names a PostgreSQL server to test on, by a URL whose user may
/// create databases.
pub const TEST_DATABASE: &str = "PEARLS_TEST_DATABASE";

/// The database for a test's data directory: `None` (SQLite in the directory) unless
/// [`TEST_DATABASE`] is set; then a PostgreSQL database made for the directory, so that
/// tests run in parallel apart, and a server started again on the same directory finds
/// the same database.
pub async fn database(dir: &Path) -> Option<String> {
    let admin = std::env::var(TEST_DATABASE)
        .ok()
        .filter(|v| !v.is_empty())?;
    let marker = dir.join("postgres-url");
    if let Ok(url) = std::fs::read_to_string(&marker) {
        return Some(url);
    }
    let name = format!("pearls_test_{}", pearls_server::identity::random_hex(8));
    let (client, connection) = tokio_postgres::connect(&admin, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("{TEST_DATABASE}={admin}: {e:?}"));
    tokio::spawn(connection);
    // template0: template1 may be in use by a concurrent CREATE DATABASE.
    client
        .batch_execute(&format!("CREATE DATABASE {name} TEMPLATE template0"))
        .await
        .unwrap_or_else(|e| panic!("creating a database on {admin}: {e:?}"));
    // A dbname parameter overrides the database in the URL's path.
    let url = format!(
        "{admin}{}dbname={name}",
        if admin.contains('?') { '&' } else { '?' }
    );
    std::fs::write(&marker, &url).unwrap();
    Some(url)
}

/// Where the servers' virtual time starts (a fixed instant, so that runs are alike).
pub const T0: i64 = 1_700_000_000_000;

/// A running server and the clock it runs on.
pub struct Server {
    pub running: Running,
    pub clock: Arc<ManualClock>,
}

impl Deref for Server {
    type Target = Running;

    fn deref(&self) -> &Running {
        &self.running
    }
}

impl Server {
    pub fn stop(self) {
        self.running.stop();
    }

    /// Moves the server's time `ms` milliseconds on.
    pub fn advance(&self, ms: i64) {
        self.clock.advance(ms);
    }
}

pub async fn start(dir: &Path) -> Server {
    start_with(dir, Config::default()).await
}

/// A server with `config`'s settings (lobby limits, secure cookies…) and the tests'
/// listener, database, data directory, engine and a clock of its own.
pub async fn start_with(dir: &Path, config: Config) -> Server {
    start_on(dir, config, Arc::new(ManualClock::new(T0))).await
}

/// A server on `clock`: a server started again on the same directory and clock finds
/// the time that passed while it was down.
pub async fn start_on(dir: &Path, config: Config, clock: Arc<ManualClock>) -> Server {
    let running = pearls_server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        database: database(dir).await,
        data_dir: dir.to_path_buf(),
        engine: EngineBudget {
            threads: 2,
            hash_mib: 4,
            max_ms: 60,
        },
        time: clock.clone(),
        ..config
    })
    .await
    .expect("the server starts");
    Server { running, clock }
}

/// Waits until `done` holds, for a change the server makes on its own after a request
/// has been answered (a socket it sees closed, say); panics if it never does.
pub async fn until_server(mut done: impl FnMut() -> bool) {
    tokio::time::timeout(WAIT, async {
        while !done() {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    })
    .await
    .expect("the server gets there in time");
}

pub use pearls_server::client::{Reply, Ws};

/// One HTTP/1.1 request over a fresh connection; panics when no reply comes in time.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra_headers: &[(&str, &str)],
    body: Option<&str>,
) -> Reply {
    in_time(pearls_server::client::request(
        addr,
        method,
        path,
        extra_headers,
        body,
    ))
    .await
}

/// What a client call gives, or a panic when it fails or takes longer than [`WAIT`].
async fn in_time<T>(f: impl std::future::Future<Output = Result<T, String>>) -> T {
    tokio::time::timeout(WAIT, f)
        .await
        .expect("a reply in time")
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A browser, as [`pearls_server::client::Client`] is one, with calls that panic on
/// failure and helpers for games and sockets. Tests set its cookies as they need.
pub struct Client {
    pub addr: SocketAddr,
    pub cookie: String,
}

impl Client {
    pub async fn new(addr: SocketAddr) -> Client {
        let c = in_time(pearls_server::client::Client::new(addr)).await;
        Client {
            addr: c.addr,
            cookie: c.cookie,
        }
    }

    /// The shared client with this one's cookies.
    fn browser(&self) -> pearls_server::client::Client {
        pearls_server::client::Client {
            addr: self.addr,
            cookie: self.cookie.clone(),
        }
    }

    pub async fn get(&self, path: &str) -> Reply {
        in_time(self.browser().get(path)).await
    }

    /// A WebSocket to `path`, opened with this client's cookie.
    pub async fn websocket(&self, path: &str) -> Ws {
        in_time(self.browser().websocket(path)).await
    }

    /// The CSRF token of this client's identity, as the page reads it.
    pub async fn csrf(&self) -> String {
        in_time(self.browser().csrf()).await
    }

    /// A POST as the browser app makes it: JSON, with the CSRF token.
    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        in_time(self.browser().post(path, body)).await
    }

    pub async fn post_with_csrf(&self, path: &str, body: &Value, csrf: &str) -> Reply {
        in_time(self.browser().post_with_csrf(path, body, csrf)).await
    }

    /// Creates a game; its id.
    pub async fn create(&self, spec: Value) -> String {
        let r = self.post("/api/games", &spec).await;
        assert_eq!(r.status, 201, "{}", r.body);
        r.json()["id"].as_str().unwrap().to_string()
    }

    pub async fn join(&self, id: &str) {
        let r = self
            .post(&format!("/api/games/{id}/join"), &json!({}))
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }

    pub async fn socket(&self, id: &str) -> Socket {
        let ws = self.websocket(&format!("/api/games/{id}/ws")).await;
        let mut s = Socket {
            ws,
            state: Value::Null,
            you: None,
            hello: Value::Null,
        };
        let hello = s.next().await;
        assert_eq!(hello["type"], "hello");
        s.you = hello["you"].as_u64().map(|v| v as usize);
        s.hello = hello;
        let state = s.next().await;
        assert_eq!(state["type"], "state");
        s.state = state["game"].clone();
        s
    }
}

/// The next text frame as JSON, passing over pings and the like; panics on close or
/// silence.
pub async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a message in time")
            .expect("the socket is open")
            .expect("a good frame");
        match m {
            Message::Text(t) => return serde_json::from_str(&t).unwrap(),
            Message::Close(c) => panic!("closed: {c:?}"),
            _ => {}
        }
    }
}

pub struct Socket {
    pub ws: Ws,
    /// The latest state seen.
    pub state: Value,
    pub you: Option<usize>,
    /// The greeting the socket opened with.
    pub hello: Value,
}

impl Socket {
    pub async fn send(&mut self, v: Value) {
        self.ws
            .send(Message::Text(v.to_string().into()))
            .await
            .unwrap();
    }

    pub async fn send_text(&mut self, t: &str) {
        self.ws
            .send(Message::Text(t.to_string().into()))
            .await
            .unwrap();
    }

    /// The next JSON message; panics on close or silence.
    pub async fn next(&mut self) -> Value {
        let v = next_json(&mut self.ws).await;
        if v["type"] == "state" {
            self.state = v["game"].clone();
        }
        v
    }

    /// Waits for a state that satisfies `pred`.
    pub async fn until(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        if pred(&self.state) {
            return self.state.clone();
        }
        loop {
            let v = self.next().await;
            if v["type"] == "state" && pred(&v["game"]) {
                return v["game"].clone();
            }
        }
    }

    /// The next error message, skipping states.
    pub async fn error(&mut self) -> Value {
        loop {
            let v = self.next().await;
            if v["type"] == "error" {
                return v;
            }
        }
    }

    /// Waits for its turn, plays `action` at the current ply and waits for the state that
    /// has it.
    pub async fn act(&mut self, action: &str) -> Value {
        let you = self.you;
        self.until(|g| g["decider"].as_u64().map(|d| d as usize) == you)
            .await;
        let ply = self.state["ply"].as_u64().unwrap();
        let id = self.state["id"].clone();
        self.send(json!({"type": "act", "game": id, "action": action, "ply": ply}))
            .await;
        loop {
            let v = self.next().await;
            if v["type"] == "error" {
                panic!("{action} refused: {v}");
            }
            if v["type"] == "state" && v["game"]["ply"].as_u64().unwrap() > ply {
                return v["game"].clone();
            }
        }
    }
}

pub fn sudden_death(ms: u64) -> Value {
    json!({"initial_ms": [ms, ms], "increment_ms": [0, 0]})
}

impl Client {
    /// Opens the lobby socket and reads the list of seeks it starts with.
    pub async fn lobby(&self) -> Lobby {
        let ws = self.websocket("/api/lobby/ws").await;
        let mut l = Lobby {
            ws,
            seeks: Vec::new(),
        };
        let first = l.next().await;
        assert_eq!(first["type"], "seeks", "{first}");
        l
    }
}

/// A lobby socket, with the seeks it knows of.
pub struct Lobby {
    pub ws: Ws,
    pub seeks: Vec<Value>,
}

impl Lobby {
    /// The next JSON message, with the list of seeks kept up to date; panics on close or
    /// silence.
    pub async fn next(&mut self) -> Value {
        let v = next_json(&mut self.ws).await;
        match v["type"].as_str() {
            Some("seeks") => self.seeks = v["seeks"].as_array().unwrap().clone(),
            Some("seek") => self.seeks.push(v["seek"].clone()),
            Some("unseek") => self.seeks.retain(|s| s["id"] != v["id"]),
            _ => {}
        }
        v
    }

    /// Reads messages until one satisfies `pred`.
    pub async fn until(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        loop {
            let v = self.next().await;
            if pred(&v) {
                return v;
            }
        }
    }

    pub fn has(&self, seek: &str) -> bool {
        self.seeks.iter().any(|s| s["id"] == seek)
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The session cookie a reply sets, as `name=value`.
pub fn session_cookie(r: &Reply) -> Option<String> {
    r.headers
        .iter()
        .filter(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
        .map(|(_, v)| v.split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("pearls_session="))
}

/// Keeps the guest cookie and takes the session cookie a reply sets.
pub fn take_session(c: &mut Client, r: &Reply) {
    let session = session_cookie(r).expect("a session cookie");
    let guest = c
        .cookie
        .split("; ")
        .find(|p| p.starts_with("pearls_guest="))
        .unwrap()
        .to_string();
    c.cookie = format!("{guest}; {session}");
}

/// The password the tests' accounts use.
pub const PASSWORD: &str = "correct horse battery";

/// Registers `name` through `c`, which keeps the session cookie.
pub async fn register(c: &mut Client, name: &str) -> Reply {
    let r = c
        .post(
            "/api/register",
            &json!({"name": name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    take_session(c, &r);
    r
}

/// A store for the store contracts' tests, opened and migrated: SQLite in `dir` when
/// `database` is `None`, else the database the URL names.
pub async fn open_store(
    database: Option<String>,
    dir: &Path,
) -> std::sync::Arc<dyn pearls_server::store::Store> {
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
