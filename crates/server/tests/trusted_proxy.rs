//! Forwarded client addresses (`--trusted-proxy`), through the real server over sockets:
//! a header from a peer outside the trusted networks changes nothing, and one from a
//! trusted peer makes the client's address the key of the per-address limits, the
//! connection cap included.

mod common;

use futures_util::StreamExt;
use pearls_server::forwarded::TrustedProxies;
use pearls_server::limits::{Policy, Rate};
use pearls_server::listen::ConnectionLimits;
use pearls_server::Config;
use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// A server where an address may create one game an hour, trusting `proxies`.
async fn server(dir: &std::path::Path, proxies: &[&str]) -> common::Server {
    let config = Config {
        limits: Policy {
            games_per_address: Rate {
                count: 1,
                period: Duration::from_secs(3600),
            },
            ..Policy::default()
        },
        trusted_proxies: proxies
            .iter()
            .map(|p| TrustedProxies::parse_net(p).unwrap())
            .collect(),
        ..Config::default()
    };
    common::start_with(dir, config).await
}

/// A new guest says it comes from `forwarded` (no header when empty) and creates a game;
/// the status of the creation.
async fn create_as(addr: SocketAddr, forwarded: &str) -> u16 {
    let mut headers = vec![];
    if !forwarded.is_empty() {
        headers.push(("X-Forwarded-For", forwarded));
    }
    let me = common::request(addr, "GET", "/api/me", &headers, None).await;
    assert_eq!(me.status, 200, "{}", me.body);
    let cookie = me.header("set-cookie").unwrap().split(';').next().unwrap();
    let csrf = me.json()["csrf"].as_str().unwrap().to_string();
    let mut headers = headers.clone();
    headers.extend([
        ("Cookie", cookie),
        ("Content-Type", "application/json"),
        ("X-CSRF-Token", csrf.as_str()),
    ]);
    let spec = json!({"rule": "freestyle", "opponent": "person", "side": "first"});
    let r = common::request(
        addr,
        "POST",
        "/api/games",
        &headers,
        Some(&spec.to_string()),
    )
    .await;
    assert!(
        r.status == 201 || r.status == 429,
        "{} {}",
        r.status,
        r.body
    );
    r.status
}

#[tokio::test]
async fn a_forwarded_address_from_an_untrusted_peer_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    // Loopback is not among the proxies: the header is the client's own word.
    let s = server(dir.path(), &["10.0.0.0/8"]).await;
    assert_eq!(create_as(s.addr, "203.0.113.1").await, 201);
    assert_eq!(
        create_as(s.addr, "203.0.113.2").await,
        429,
        "another forwarded address, the same peer: the same budget"
    );
    assert_eq!(create_as(s.addr, "").await, 429);
    s.stop();
}

#[tokio::test]
async fn a_forwarded_address_from_a_trusted_peer_keys_the_limits() {
    let dir = tempfile::tempdir().unwrap();
    let s = server(dir.path(), &["127.0.0.1/32"]).await;
    assert_eq!(create_as(s.addr, "203.0.113.1").await, 201);
    assert_eq!(create_as(s.addr, "203.0.113.2").await, 201);
    assert_eq!(
        create_as(s.addr, "203.0.113.1").await,
        429,
        "the first client again: its own budget is spent"
    );
    // What the client wrote left of the proxy's entry is passed over.
    assert_eq!(create_as(s.addr, "198.51.100.9, 203.0.113.1").await, 429);
    assert_eq!(create_as(s.addr, "203.0.113.1, 203.0.113.3").await, 201);
    // The simple form of Forwarded, when there is no X-Forwarded-For.
    let me = common::request(
        s.addr,
        "GET",
        "/api/me",
        &[("Forwarded", "for=\"[2001:db8::7]:4711\"")],
        None,
    )
    .await;
    assert_eq!(me.status, 200, "{}", me.body);
    // A request the proxy made for itself is the proxy's.
    assert_eq!(create_as(s.addr, "").await, 201);
    assert_eq!(create_as(s.addr, "").await, 429);
    s.stop();
}

/// Opens a lobby socket as a new guest forwarded for `forwarded`; the HTTP status of the
/// upgrade (101 when it opened) and the socket.
async fn lobby_socket(addr: SocketAddr, forwarded: &str) -> (u16, Option<common::Ws>) {
    let url = format!("ws://{addr}/api/lobby/ws");
    let mut req = url.as_str().into_client_request().unwrap();
    req.headers_mut()
        .insert("x-forwarded-for", forwarded.parse().unwrap());
    match tokio::time::timeout(common::WAIT, tokio_tungstenite::connect_async(req))
        .await
        .expect("an answer in time")
    {
        Ok((ws, resp)) => (resp.status().as_u16(), Some(ws)),
        Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => (resp.status().as_u16(), None),
        Err(e) => panic!("{url}: {e}"),
    }
}

#[tokio::test]
async fn the_connection_cap_counts_the_client_behind_a_trusted_proxy() {
    let dir = tempfile::tempdir().unwrap();
    let one_each = ConnectionLimits {
        per_address: 1,
        ..ConnectionLimits::default()
    };
    let config = Config {
        connections: one_each,
        trusted_proxies: vec![TrustedProxies::parse_net("127.0.0.1").unwrap()],
        ..Config::default()
    };
    let s = common::start_with(dir.path(), config).await;
    let (status, first) = lobby_socket(s.addr, "203.0.113.1").await;
    assert_eq!(status, 101);
    // The same client again: over its cap, while the proxy's own address holds nothing.
    let (status, _) = lobby_socket(s.addr, "203.0.113.1").await;
    assert_eq!(status, 429);
    let (status, second) = lobby_socket(s.addr, "203.0.113.2").await;
    assert_eq!(status, 101, "another client behind the same proxy");
    // A socket closed gives its client's count back, once the server has seen it close.
    let mut first = first.unwrap();
    first.close(None).await.unwrap();
    while let Some(Ok(_)) = first.next().await {}
    let mut opened = false;
    for _ in 0..200 {
        if lobby_socket(s.addr, "203.0.113.1").await.0 == 101 {
            opened = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(
        opened,
        "the first client may connect again once its socket closed"
    );
    drop(second);
    s.stop();

    // Untrusted, the same headers count against the peer: the second is refused.
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        connections: one_each,
        trusted_proxies: vec![TrustedProxies::parse_net("10.0.0.0/8").unwrap()],
        ..Config::default()
    };
    let s = common::start_with(dir.path(), config).await;
    let (status, _held) = lobby_socket(s.addr, "203.0.113.1").await;
    assert_eq!(status, 101);
    let (status, _) = lobby_socket(s.addr, "203.0.113.2").await;
    assert_eq!(status, 429);
    s.stop();
}
