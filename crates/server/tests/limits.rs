//! The server's rate limits as clients meet them, with budgets so small against their
//! period that no refill falls within a test.

mod common;

use common::*;
use futures_util::SinkExt;
use pearls_server::limits::{Policy, Rate};
use pearls_server::Config;
use serde_json::json;
use std::time::Duration;

fn hourly(count: u32) -> Rate {
    Rate {
        count,
        period: Duration::from_secs(3600),
    }
}

#[tokio::test]
async fn a_socket_over_its_budget_is_told_to_slow_down_and_stays_open() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        limits: Policy {
            socket_messages: hourly(3),
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let a = Client::new(server.addr).await;
    let id = a.create(json!({"rule": "freestyle"})).await;
    let mut s = a.socket(&id).await;
    for _ in 0..3 {
        s.send(json!({"type": "ping"})).await;
        assert_eq!(s.next().await["type"], "pong");
    }
    for _ in 0..2 {
        s.send(json!({"type": "ping"})).await;
        let e = s.next().await;
        assert_eq!(e["type"], "error", "{e}");
        assert_eq!(e["code"], "rate-limited", "{e}");
    }
    // Each socket has a budget of its own, and the lobby's sockets too.
    let mut t = a.socket(&id).await;
    t.send(json!({"type": "ping"})).await;
    assert_eq!(t.next().await["type"], "pong");
    let mut lobby = a.lobby().await;
    for expected in ["pong", "pong", "pong", "error"] {
        lobby
            .ws
            .send(tokio_tungstenite::tungstenite::Message::Text(
                "{\"type\":\"ping\"}".into(),
            ))
            .await
            .unwrap();
        assert_eq!(lobby.next().await["type"], expected);
    }
    server.stop();
}

#[tokio::test]
async fn games_are_limited_by_identity_then_by_address() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        limits: Policy {
            games_per_identity: hourly(2),
            games_per_address: hourly(3),
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let spec = json!({"rule": "freestyle"});
    let a = Client::new(server.addr).await;
    a.create(spec.clone()).await;
    a.create(spec.clone()).await;
    let r = a.post("/api/games", &spec).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(
        r.body.contains("you have made too many games"),
        "{}",
        r.body
    );
    assert_eq!(r.header("retry-after"), Some("1800"));
    let b = Client::new(server.addr).await;
    b.create(spec.clone()).await;
    let r = b.post("/api/games", &spec).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.body.contains("from this address"), "{}", r.body);
    assert_eq!(r.header("retry-after"), Some("1200"));
    server.stop();
}
