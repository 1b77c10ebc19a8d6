//! The server against hostile clients, over real sockets: connections that hold on,
//! floods from one address, private games looked at by others, lookalike names, broken
//! WebSocket frames and oversized input. Time-based limits run on the server's manual
//! clock, but for the connection timeouts, which are socket reads on the wall clock and
//! are set short here.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use pearls_server::limits::{Policy, Rate};
use pearls_server::listen::ConnectionLimits;
use pearls_server::lobby::LobbyLimits;
use pearls_server::Config;
use serde_json::{json, Value};
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::{CloseFrame, Frame};
use tokio_tungstenite::tungstenite::Message;

/// Another loopback address than the tests' usual 127.0.0.1: another visitor.
const OTHER: &str = "127.0.0.2";

fn hourly(count: u32) -> Rate {
    Rate {
        count,
        period: Duration::from_secs(3600),
    }
}

/// A connection to the server from the loopback address `from`.
async fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(from.parse::<IpAddr>().unwrap(), 0))
        .unwrap();
    socket.connect(addr).await.unwrap()
}

/// Reads until the server closes the connection; the bytes.
async fn read_to_close(s: &mut TcpStream) -> Vec<u8> {
    let mut out = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut out))
        .await
        .expect("the server closes the connection in time")
        .ok();
    out
}

fn parse_reply(raw: &[u8]) -> Reply {
    let text = String::from_utf8_lossy(raw);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no HTTP status in {text:?}"));
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    Reply {
        status,
        headers,
        body: body.to_string(),
    }
}

/// One request from `from` over a fresh connection.
async fn request_from(
    from: &str,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Reply {
    let mut s = connect_from(from, addr).await;
    let body = body.unwrap_or("");
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    s.write_all(req.as_bytes()).await.unwrap();
    parse_reply(&read_to_close(&mut s).await)
}

/// A guest browsing from address `from`.
struct Visitor {
    from: &'static str,
    addr: SocketAddr,
    cookie: String,
}

impl Visitor {
    async fn new(from: &'static str, addr: SocketAddr) -> Visitor {
        let r = request_from(from, addr, "GET", "/api/me", &[], None).await;
        assert_eq!(r.status, 200, "{}", r.body);
        let cookie = r.header("set-cookie").unwrap().split(';').next().unwrap();
        Visitor {
            from,
            addr,
            cookie: cookie.to_string(),
        }
    }

    async fn get(&self, path: &str) -> Reply {
        let cookie = [("Cookie", self.cookie.as_str())];
        request_from(self.from, self.addr, "GET", path, &cookie, None).await
    }

    async fn post(&self, path: &str, body: &Value) -> Reply {
        let csrf = self.get("/api/me").await.json()["csrf"]
            .as_str()
            .unwrap()
            .to_string();
        let headers = [
            ("Cookie", self.cookie.as_str()),
            ("Content-Type", "application/json"),
            ("X-CSRF-Token", csrf.as_str()),
        ];
        let body = body.to_string();
        request_from(self.from, self.addr, "POST", path, &headers, Some(&body)).await
    }
}

fn retry_after(r: &Reply) -> u64 {
    r.header("retry-after")
        .unwrap_or_else(|| panic!("a 429 with no Retry-After: {r:?}"))
        .parse()
        .unwrap()
}

// 1. Connections that hold on.

#[tokio::test]
async fn silent_slow_and_idle_connections_are_closed() {
    let dir = tempfile::tempdir().unwrap();
    let timeout = Duration::from_millis(300);
    let config = Config {
        connections: ConnectionLimits {
            header_timeout: timeout,
            ..ConnectionLimits::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;
    // Each must be closed after the timeout, well before the tests' patience runs out.
    let closed_in_time = |started: Instant| {
        let took = started.elapsed();
        assert!(took >= timeout, "closed after {took:?}, before the timeout");
        assert!(took < Duration::from_secs(3), "closed only after {took:?}");
    };

    // Nothing sent at all.
    let started = Instant::now();
    let mut silent = TcpStream::connect(addr).await.unwrap();
    read_to_close(&mut silent).await;
    closed_in_time(started);

    // Half a request head, and then nothing.
    let started = Instant::now();
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(format!("GET /api/me HTTP/1.1\r\nHost: {addr}\r\nX-Slow:").as_bytes())
        .await
        .unwrap();
    read_to_close(&mut slow).await;
    closed_in_time(started);

    // A whole request kept alive, then nothing: answered, then closed.
    let mut idle = TcpStream::connect(addr).await.unwrap();
    idle.write_all(format!("GET /api/rules HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let started = Instant::now();
    let raw = read_to_close(&mut idle).await;
    closed_in_time(started);
    assert_eq!(parse_reply(&raw).status, 200);

    // A WebSocket is no request waiting for its head: it stays open past the timeout.
    let a = Client::new(addr).await;
    let id = a.create(json!({"rule": "freestyle"})).await;
    let mut s = a.socket(&id).await;
    tokio::time::sleep(timeout * 3).await;
    s.send(json!({"type": "ping"})).await;
    assert_eq!(s.next().await["type"], "pong");
    server.stop();
}

#[tokio::test]
async fn an_address_holds_a_bounded_number_of_connections() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections: ConnectionLimits {
            per_address: 3,
            ..ConnectionLimits::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;
    let a = Client::new(addr).await;
    let id = a.create(json!({"rule": "freestyle"})).await;
    // Three held: a game socket (which counts for as long as it is open) and two
    // connections that have sent nothing yet.
    let mut socket = a.socket(&id).await;
    let _idle = [
        TcpStream::connect(addr).await.unwrap(),
        TcpStream::connect(addr).await.unwrap(),
    ];
    // The connections closed before may take a moment to be counted out.
    let refused = tokio::time::timeout(WAIT, async {
        loop {
            let r = request(addr, "GET", "/api/me", &[], None).await;
            if r.status == 429 {
                return r;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("a connection over the limit is refused");
    assert_eq!(
        refused.json()["error"],
        "too-many-connections",
        "{refused:?}"
    );
    assert!(retry_after(&refused) >= 1);
    // Refused before the router, it still carries the headers every answer does.
    for (name, value) in [
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("cache-control", "no-store"),
    ] {
        assert_eq!(refused.header(name), Some(value), "{refused:?}");
    }
    let csp = refused
        .header("content-security-policy")
        .unwrap_or_default();
    assert!(csp.contains("frame-ancestors 'none'"), "{refused:?}");
    // Another address has its own count.
    let other = request_from(OTHER, addr, "GET", "/api/me", &[], None).await;
    assert_eq!(other.status, 200, "{}", other.body);
    // The socket still works, and once it is closed its place is free again.
    socket.send(json!({"type": "ping"})).await;
    assert_eq!(socket.next().await["type"], "pong");
    socket.ws.close(None).await.unwrap();
    drop(socket);
    tokio::time::timeout(WAIT, async {
        while request(addr, "GET", "/api/me", &[], None).await.status != 200 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("a closed connection frees its place");
    server.stop();
}

// 2. The lobby from one address.

#[tokio::test]
async fn seeks_are_limited_by_address_and_identity_and_every_429_says_when() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        lobby: LobbyLimits {
            per_address: 2,
            ..LobbyLimits::default()
        },
        limits: Policy {
            seeks_per_identity: hourly(4),
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;
    let seek = json!({"rule": "freestyle"});
    // Throwaway guests from one address: the address's seeks are capped together.
    for _ in 0..2 {
        let r = Client::new(addr).await.post("/api/seeks", &seek).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    let c = Client::new(addr).await;
    let r = c.post("/api/seeks", &seek).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "too-many-seeks");
    assert!(r.json()["message"]
        .as_str()
        .unwrap()
        .contains("this address"));
    assert!(retry_after(&r) >= 1);
    // Another address is not held back by this one.
    let v = Visitor::new(OTHER, addr).await;
    let r = v.post("/api/seeks", &seek).await;
    assert_eq!(r.status, 201, "{}", r.body);
    // Posting and cancelling in a loop runs into the identity's rate.
    let id = r.json()["id"].as_str().unwrap().to_string();
    let r = v.post(&format!("/api/seeks/{id}/cancel"), &json!({})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    for _ in 0..3 {
        let r = v.post("/api/seeks", &seek).await;
        assert_eq!(r.status, 201, "{}", r.body);
        let id = r.json()["id"].as_str().unwrap().to_string();
        v.post(&format!("/api/seeks/{id}/cancel"), &json!({})).await;
    }
    let r = v.post("/api/seeks", &seek).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "rate-limited");
    assert_eq!(retry_after(&r), 900);
    server.stop();
}

#[tokio::test]
async fn a_full_lobby_says_when_to_try_again() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        lobby: LobbyLimits {
            total: 1,
            ..LobbyLimits::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let seek = json!({"rule": "freestyle"});
    let r = Client::new(server.addr)
        .await
        .post("/api/seeks", &seek)
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let r = Client::new(server.addr)
        .await
        .post("/api/seeks", &seek)
        .await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "lobby-full");
    assert!(retry_after(&r) >= 1);
    server.stop();
}

// 3. The engine's share.

#[tokio::test]
async fn engine_games_are_shared_out_by_identity_and_address() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        limits: Policy {
            engine_games_per_identity: 2,
            engine_games_per_address: 3,
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;
    // The engine moves second and the clocks are long, so that no game ends by itself.
    let spec = json!({"opponent": "engine", "rule": "freestyle", "side": "first",
                      "clock": sudden_death(3_600_000)});
    let a = Client::new(addr).await;
    let first = a.create(spec.clone()).await;
    a.create(spec.clone()).await;
    let r = a.post("/api/games", &spec).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "engine-share");
    assert!(r.json()["message"].as_str().unwrap().contains("you have 2"));
    assert!(retry_after(&r) >= 1);
    // Games against a person are not the engine's to share.
    a.create(json!({"rule": "freestyle"})).await;
    // Another guest of the same address: the address's share runs out first.
    let b = Client::new(addr).await;
    b.create(spec.clone()).await;
    let r = b.post("/api/games", &spec).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "engine-share");
    assert!(r.json()["message"]
        .as_str()
        .unwrap()
        .contains("this address"));
    // Another address has a share of its own.
    let v = Visitor::new(OTHER, addr).await;
    let r = v.post("/api/games", &spec).await;
    assert_eq!(r.status, 201, "{}", r.body);
    // A game over gives its share back.
    let mut s = a.socket(&first).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    let r = a.post("/api/games", &spec).await;
    assert_eq!(r.status, 201, "{}", r.body);
    server.stop();
}

// 4. Games nobody joins, games over, and memory.

/// Polls the game until `pred` holds of its state.
async fn game_until(c: &Client, id: &str, pred: impl Fn(&Value) -> bool) -> Value {
    tokio::time::timeout(WAIT, async {
        loop {
            let g = c.get(&format!("/api/games/{id}")).await.json();
            if pred(&g["game"]) {
                return g["game"].clone();
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the game gets there in time")
}

#[tokio::test]
async fn unjoined_games_expire_and_finished_games_leave_memory() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        max_games: 3,
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let a = Client::new(server.addr).await;
    let waiting = a.create(json!({"rule": "freestyle"})).await;
    let private = a
        .create(json!({"rule": "freestyle", "private": true}))
        .await;
    // An hour on the clock: it does not fall in the twenty minutes waited below.
    let played = a
        .create(json!({"rule": "freestyle", "clock": sudden_death(3_600_000)}))
        .await;
    assert_eq!(server.hub.live_count(), 3);
    // Memory is bounded: a fourth unfinished game is refused.
    let r = a.post("/api/games", &json!({"rule": "freestyle"})).await;
    assert_eq!(r.status, 503, "{}", r.body);
    assert_eq!(r.json()["error"], "server-full");

    let b = Client::new(server.addr).await;
    b.join(&played).await;
    // Its first stone: a game without one would end aborted after a minute.
    let mut first = a.socket(&played).await;
    first.act("h8").await;
    let minutes = 60_000;
    server.advance(20 * minutes - 1);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(
        game_until(&a, &waiting, |_| true).await["status"],
        "waiting"
    );
    // Twenty minutes unjoined: over, with no move and no result.
    server.advance(1);
    let g = game_until(&a, &waiting, |g| g["status"] == "over").await;
    assert_eq!(g["ply"], 0, "{g}");
    assert_eq!(g["result"], Value::Null, "{g}");
    game_until(&a, &private, |g| g["status"] == "over").await;
    // The game that found its player goes on.
    assert_eq!(game_until(&a, &played, |_| true).await["status"], "live");
    // Finished games are no longer held; reading one does not bring it back.
    until_server(|| server.hub.live_count() == 1).await;
    for _ in 0..3 {
        assert_eq!(a.get(&format!("/api/games/{waiting}")).await.status, 200);
    }
    assert_eq!(server.hub.live_count(), 1);
    // The same for a game played to its end, whose record still downloads.
    let mut s = b.socket(&played).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    until_server(|| server.hub.live_count() == 0).await;
    let r = a.get(&format!("/api/games/{played}/psq")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(server.hub.live_count(), 0);
    // And room again for new games.
    a.create(json!({"rule": "freestyle"})).await;
    server.stop();
}

// 5. Login lockout.

#[tokio::test]
async fn failed_logins_elsewhere_do_not_lock_the_owner_out() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut owner = Client::new(server.addr).await;
    register(&mut owner, "victim").await;
    let attacker = Visitor::new(OTHER, server.addr).await;
    let wrong = json!({"name": "victim", "password": "not the password"});
    for i in 0..10 {
        let r = attacker.post("/api/login", &wrong).await;
        assert_eq!(r.status, 401, "attempt {i}: {}", r.body);
    }
    let r = attacker.post("/api/login", &wrong).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(retry_after(&r) >= 1);
    // The attacker's address is out of guesses, even right ones…
    let right = json!({"name": "victim", "password": PASSWORD});
    assert_eq!(attacker.post("/api/login", &right).await.status, 429);
    // …while the owner, from their own address, logs in.
    let other_browser = Client::new(server.addr).await;
    let r = other_browser.post("/api/login", &right).await;
    assert_eq!(r.status, 200, "{}", r.body);
    server.stop();
}

// 6. Headers.

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let me = a.get("/api/me").await;
    assert_eq!(me.header("cache-control"), Some("no-store"));
    let page = a.get("/").await;
    let app = a.get("/static/app.js").await;
    let missing = a.get("/api/games/nothing").await;
    for r in [&me, &page, &app, &missing] {
        assert_eq!(r.header("x-content-type-options"), Some("nosniff"), "{r:?}");
        let csp = r.header("content-security-policy").expect("a CSP");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(csp.contains("script-src 'self'"), "{csp}");
        assert!(
            !csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"),
            "{csp}"
        );
        assert_eq!(r.header("x-frame-options"), Some("DENY"));
    }
    assert_eq!(missing.header("cache-control"), Some("no-store"));
    // The policy allows the app as it is: scripts from files only, no inline script,
    // style or handler in the page.
    assert!(page
        .body
        .contains("<script type=\"module\" src=\"/static/app.js\">"));
    assert_eq!(page.body.matches("<script").count(), 1, "{}", page.body);
    for inline in ["<style", "style=", "onload=", "onclick=", "javascript:"] {
        assert!(!page.body.contains(inline), "{inline} in the page");
    }
    server.stop();
}

// 7. Private games.

#[tokio::test]
async fn private_games_are_shown_to_their_players_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let addr = server.addr;
    let mut a = Client::new(addr).await;
    register(&mut a, "alice").await;
    let mut b = Client::new(addr).await;
    register(&mut b, "bob").await;
    let mut c = Client::new(addr).await;
    register(&mut c, "carol").await;
    let r = a
        .post("/api/games", &json!({"rule": "freestyle", "private": true}))
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let token = r.json()["challenge_url"].as_str().unwrap()["/challenge/".len()..].to_string();
    let public = a.create(json!({"rule": "freestyle"})).await;
    let r = b
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let mut sa = a.socket(&id).await;
    sa.act("h8").await;

    let private_game = |r: &Reply| {
        assert_eq!(r.status, 403, "{}", r.body);
        assert_eq!(r.json()["error"], "private-game");
    };
    // A third party: no state, no position, no socket.
    private_game(&c.get(&format!("/api/games/{id}")).await);
    private_game(&c.get(&format!("/api/games/{id}/at/1")).await);
    let browser = pearls_server::client::Client {
        addr,
        cookie: c.cookie.clone(),
    };
    assert!(browser
        .websocket(&format!("/api/games/{id}/ws"))
        .await
        .is_err());
    // Nor its chat, the spectators' room included: reading, writing, reporting.
    private_game(
        &c.get(&format!("/api/games/{id}/chat?room=spectators"))
            .await,
    );
    let chat = |room: &str, text: &str| json!({"room": room, "text": text});
    let say = format!("/api/games/{id}/chat");
    private_game(
        &c.post(&say, &chat("spectators", "hello from outside"))
            .await,
    );
    // The players see it all.
    for p in [&a, &b] {
        assert_eq!(p.get(&format!("/api/games/{id}")).await.status, 200);
        assert_eq!(p.get(&format!("/api/games/{id}/at/1")).await.status, 200);
        let r = p.get(&format!("/api/games/{id}/chat?room=players")).await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let r = a.post(&say, &chat("players", "good luck")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let message = r.json()["id"].as_str().unwrap().to_string();
    private_game(
        &c.post(
            &format!("/api/chat/{message}/report"),
            &json!({"reason": "x"}),
        )
        .await,
    );
    // Once over, the records download for the players only.
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    for format in ["psq", "sgf", "diagram.svg", "diagram.png"] {
        let path = format!("/api/games/{id}/{format}");
        private_game(&c.get(&path).await);
        assert_eq!(a.get(&path).await.status, 200);
        assert_eq!(b.get(&path).await.status, 200);
    }
    // Profiles: the public game for everyone, the private one for its players.
    let ids = |r: Reply| -> Vec<String> {
        r.json()["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().to_string())
            .collect()
    };
    let seen_by_carol = ids(c.get("/api/users/alice").await);
    assert!(seen_by_carol.contains(&public), "{seen_by_carol:?}");
    assert!(!seen_by_carol.contains(&id), "{seen_by_carol:?}");
    assert!(!ids(c.get("/api/users/bob").await).contains(&id));
    let anonymous = Client::new(addr).await;
    assert!(!ids(anonymous.get("/api/users/alice").await).contains(&id));
    assert!(ids(a.get("/api/users/alice").await).contains(&id));
    assert!(ids(b.get("/api/users/alice").await).contains(&id));
    server.stop();
}

// 8. Lookalike names.

#[tokio::test]
async fn names_that_look_reserved_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    for name in [
        "PearIs", "Pear1s", "pearls", "PEARL5", "pear_ls", "Pear-Is", "GUE5T-1",
    ] {
        let r = c
            .post(
                "/api/register",
                &json!({"name": name, "password": PASSWORD}),
            )
            .await;
        assert_eq!(r.status, 400, "{name}: {}", r.body);
        assert_eq!(r.json()["error"], "bad-name", "{name}");
        assert!(r.body.contains("reserved"), "{name}: {}", r.body);
    }
    let mut c = c;
    register(&mut c, "Pearly").await;
    server.stop();
}

// 9. WebSocket close codes.

/// Opens a game socket, sends `frame` and gives the code of the close that answers it.
async fn close_code_for(c: &Client, id: &str, frame: Message) -> u16 {
    let mut ws = c.websocket(&format!("/api/games/{id}/ws")).await;
    ws.send(frame).await.unwrap();
    tokio::time::timeout(WAIT, async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Close(Some(f)))) => return u16::from(f.code),
                Some(Ok(Message::Close(None))) => panic!("a close with no code"),
                Some(Ok(_)) => continue,
                other => panic!("no close frame, but {other:?}"),
            }
        }
    })
    .await
    .expect("a close in time")
}

#[tokio::test]
async fn sockets_close_with_the_code_of_what_went_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let id = a.create(json!({"rule": "freestyle"})).await;
    let bad_utf8 = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
    assert_eq!(
        close_code_for(&a, &id, Message::Frame(bad_utf8)).await,
        1007
    );
    let mut reserved = Frame::message(b"{}".to_vec(), OpCode::Data(Data::Text), true);
    reserved.header_mut().rsv2 = true;
    assert_eq!(
        close_code_for(&a, &id, Message::Frame(reserved)).await,
        1002
    );
    // A close with a code no endpoint may send is answered, with 1002.
    let invalid_close = Frame::close(Some(CloseFrame {
        code: 999.into(),
        reason: "".into(),
    }));
    assert_eq!(
        close_code_for(&a, &id, Message::Frame(invalid_close)).await,
        1002
    );
    // A valid close is answered in kind.
    let normal = Message::Close(Some(CloseFrame {
        code: 1000.into(),
        reason: "bye".into(),
    }));
    assert_eq!(close_code_for(&a, &id, normal).await, 1000);
    // Too big, and only that, is 1009: over the message limit, and over the frame limit.
    let big = Message::Text("x".repeat(5000).into());
    assert_eq!(close_code_for(&a, &id, big).await, 1009);
    let huge = Message::Text("x".repeat(100_000).into());
    assert_eq!(close_code_for(&a, &id, huge).await, 1009);
    server.stop();
}

// 10. Echoes and origins.

#[tokio::test]
async fn errors_echo_only_a_capped_part_of_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let long = "x".repeat(15_000);
    let r = a.post("/api/games", &json!({"rule": long})).await;
    assert_eq!(r.status, 400, "{}", &r.body[..r.body.len().min(500)]);
    let message = r.json()["message"].as_str().unwrap().to_string();
    assert!(r.body.len() < 1000, "{} bytes: {}", r.body.len(), r.body);
    assert!(message.ends_with('…'), "{message}");
    // On a socket too.
    let id = a.create(json!({"rule": "freestyle"})).await;
    let mut s = a.socket(&id).await;
    s.send(json!({"type": "z".repeat(3900)})).await;
    let e = s.error().await;
    let message = e["message"].as_str().unwrap();
    assert!(message.chars().count() <= 401, "{message}");
    assert!(message.ends_with('…'), "{message}");
    server.stop();
}

#[tokio::test]
async fn origins_are_compared_with_their_scheme() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let addr = server.addr;
    let a = Client::new(addr).await;
    let csrf = a.csrf().await;
    let post = |origin: String| {
        let (cookie, csrf) = (a.cookie.clone(), csrf.clone());
        async move {
            let headers = [
                ("Cookie", cookie.as_str()),
                ("Content-Type", "application/json"),
                ("X-CSRF-Token", csrf.as_str()),
                ("Origin", origin.as_str()),
            ];
            request(addr, "POST", "/api/games", &headers, Some("{}")).await
        }
    };
    // The same host over another scheme is another site.
    for origin in [format!("https://{addr}"), format!("ftp://{addr}")] {
        let r = post(origin.clone()).await;
        assert_eq!(r.status, 403, "{origin}: {}", r.body);
        assert_eq!(r.json()["error"], "forbidden");
    }
    let r = post(format!("http://{addr}")).await;
    assert_eq!(r.status, 201, "{}", r.body);
    // Sockets too.
    let id = r.json()["id"].as_str().unwrap().to_string();
    let upgrade = |origin: String| {
        let cookie = a.cookie.clone();
        let id = id.clone();
        async move {
            let headers = [
                ("Cookie", cookie.as_str()),
                ("Origin", origin.as_str()),
                ("Upgrade", "websocket"),
                ("Connection", "Upgrade"),
                ("Sec-WebSocket-Version", "13"),
                ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
            ];
            request(addr, "GET", &format!("/api/games/{id}/ws"), &headers, None).await
        }
    };
    assert_eq!(upgrade(format!("https://{addr}")).await.status, 403);
    server.stop();

    // Behind https (a proxy ends TLS), the site is https://HOST and http://HOST is not.
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        secure_cookies: true,
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;
    let a = Client::new(addr).await;
    let csrf = a.csrf().await;
    for (origin, status) in [
        (format!("http://{addr}"), 403),
        (format!("https://{addr}"), 201),
    ] {
        let headers = [
            ("Cookie", a.cookie.as_str()),
            ("Content-Type", "application/json"),
            ("X-CSRF-Token", csrf.as_str()),
            ("Origin", origin.as_str()),
        ];
        let r = request(addr, "POST", "/api/games", &headers, Some("{}")).await;
        assert_eq!(r.status, status, "{origin}: {}", r.body);
    }
    server.stop();
}
