//! Study routes as a browser calls them: records imported in every format the records
//! crate reads, and the engine's analysis of a position on the server's pool.

mod common;

use base64::Engine as _;
use common::*;
use pearls_records::Format;
use pearls_server::limits::{Policy, Rate};
use pearls_server::Config;
use serde_json::{json, Value};
use std::time::Duration;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../records/tests/data/");

fn data(name: &str) -> Vec<u8> {
    std::fs::read(format!("{DATA}{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

fn moves_of(game: &Value) -> Vec<&str> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn import_reads_each_format_named_or_detected() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let text = |name: &str| String::from_utf8(data(name)).unwrap();

    for format in ["psq", "auto"] {
        let r = c
            .post(
                "/api/import",
                &json!({"format": format, "text": text("game.psq")}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
        let v = r.json();
        assert_eq!(v["format"], "psq");
        assert_eq!(v["games"].as_array().unwrap().len(), 1);
        assert_eq!(moves_of(&v["games"][0])[..3], ["h8", "i9", "j10"]);
    }

    // A file of many games is a list, with names and results.
    let r = c
        .post(
            "/api/import",
            &json!({"format": "auto", "text": text("games.bdt")}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["format"], "bdt");
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["black"], "Ants Soosõrv");
    assert_eq!(games[0]["white"], "Yusui Nakayama");
    assert_eq!(games[0]["result"], "black");
    assert_eq!(games[1]["result"], "draw");
    assert_eq!(moves_of(&games[1]), ["h8", "h9", "h10", "pass"]);

    let r = c
        .post(
            "/api/import",
            &json!({"format": "txt", "text": text("games.txt")}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["games"].as_array().unwrap().len(), 3);
    assert_eq!(moves_of(&v["games"][1]), ["h8", "i9", "h10", "pass"]);
    assert!(v["games"][1]["result"].is_null());

    // SGF keeps set-up stones.
    let r = c
        .post(
            "/api/import",
            &json!({"format": "auto", "text": text("games.sgf")}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["format"], "sgf");
    let setup = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g.get("setup").is_some())
        .expect("the game with set-up stones");
    assert_eq!(setup["setup"][0], json!({"point": "h8", "color": "black"}));

    // Binary formats come as base64; a RenLib tree gives each line to a leaf.
    let r = c
        .post(
            "/api/import",
            &json!({"format": "pos", "base64": b64(&data("position.pos"))}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(moves_of(&r.json()["games"][0]), ["h8", "i9", "j10", "g9"]);
    for format in ["lib", "auto"] {
        let r = c
            .post(
                "/api/import",
                &json!({"format": format, "base64": b64(&data("variations.lib"))}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
        let v = r.json();
        assert_eq!(v["format"], "renlib");
        let lines: Vec<Vec<&str>> = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(moves_of)
            .collect();
        assert_eq!(
            lines,
            [
                vec!["h8", "i9", "j10"],
                vec!["h8", "i9", "pass", "j8"],
                vec!["h8", "i8"]
            ]
        );
    }
    server.stop();
}

#[tokio::test]
async fn a_malformed_record_is_refused_with_where_the_reader_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;

    let text = "h8 i9 j10\nh8 i9 h8\n";
    let r = c
        .post("/api/import", &json!({"format": "moves", "text": text}))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert_eq!(r.json()["error"], "malformed");
    let m = r.json()["message"].as_str().unwrap().to_string();
    assert!(m.starts_with("moves line 2"), "{m}");

    // Cut inside the root's comment, after the 20 bytes of header.
    let mut lib = data("variations.lib");
    lib.truncate(25);
    let r = c
        .post(
            "/api/import",
            &json!({"format": "renlib", "base64": b64(&lib)}),
        )
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    let m = r.json()["message"].as_str().unwrap().to_string();
    assert!(m.starts_with("renlib byte "), "{m}");

    for (body, what) in [
        (json!({"format": "sgf"}), "neither text nor base64"),
        (
            json!({"format": "sgf", "text": "(;)", "base64": "KDsp"}),
            "both",
        ),
        (json!({"format": "docx", "text": "h8"}), "unknown format"),
        (
            json!({"format": "lib", "base64": "not base64!"}),
            "bad base64",
        ),
        (json!({"format": "moves", "text": "h8", "size": 40}), "size"),
    ] {
        let r = c.post("/api/import", &body).await;
        assert_eq!(r.status, 400, "{what}: {}", r.body);
        assert_eq!(r.json()["error"], "bad-request", "{what}");
    }
    server.stop();
}

/// A fixed sequence of pseudo-random bytes: xorshift, so that a failure can be replayed.
fn garbage(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

#[tokio::test]
async fn garbage_in_every_format_is_refused_and_the_server_stays_up() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let mut samples: Vec<Vec<u8>> = (1..6).map(|s| garbage(s, 64 * s as usize)).collect();
    // Headers that promise more than follows.
    samples.push(b"\xFFRenLib\xFF\x03\x04".to_vec());
    samples.push(b"\xFFRenLib\xFF\x03\x04\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x78".to_vec());
    samples.push(vec![225, 1, 2, 3]);
    samples.push(b"(;SZ[99999];B[zz](;W[".to_vec());
    samples.push(b"Piskvorky 999999x999999, 1:1, 0\n99999,99999,0\n".to_vec());
    samples.push(b"T=[a,b,+,FFFFFFFFFFFFFFFFFF,ZZ".to_vec());
    samples.push(b"[Game \"Pente\"]\n1. Z99 T19 2.".to_vec());
    samples.push(b"<game><move>999</move>".to_vec());
    samples.push(b"-99999, 99999, 1,".to_vec());
    for format in Format::ALL.iter().map(|f| f.name()).chain(["auto"]) {
        for (i, bytes) in samples.iter().enumerate() {
            let r = c
                .post(
                    "/api/import",
                    &json!({"format": format, "base64": b64(bytes)}),
                )
                .await;
            assert!(
                r.status == 400 || r.status == 200,
                "{format} sample {i}: {} {}",
                r.status,
                r.body
            );
            if r.status == 400 {
                assert_eq!(r.json()["error"], "malformed", "{format} sample {i}");
            }
        }
    }
    assert_eq!(c.get("/api/rules").await.status, 200);
    server.stop();
}

#[tokio::test]
async fn import_takes_a_larger_body_than_other_routes_and_refuses_more() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    // 3,000 games, about 100 KiB: over the other routes' 16 KiB.
    let many = "h8 i9 j10 h10 i10 j11 j9 k10 g9 k8 l7 g8 f7\n".repeat(3000);
    let r = c
        .post("/api/import", &json!({"format": "moves", "text": many}))
        .await;
    assert_eq!(r.status, 200, "{}", &r.body[..r.body.len().min(300)]);
    assert_eq!(r.json()["games"].as_array().unwrap().len(), 3000);

    // More games than a list shows.
    let r = c
        .post(
            "/api/import",
            &json!({"format": "moves", "text": "h8 i9\n".repeat(6000)}),
        )
        .await;
    assert_eq!(r.status, 413, "{}", r.body);
    assert_eq!(r.json()["error"], "too-large");

    // A record over 2 MiB, as text (under the body limit) and as a body over it.
    let big = "#".repeat(2 * 1024 * 1024 + 1);
    let r = c
        .post("/api/import", &json!({"format": "moves", "text": big}))
        .await;
    assert_eq!(r.status, 413, "{}", r.body);
    assert_eq!(r.json()["error"], "too-large");
    assert!(r.json()["message"].as_str().unwrap().contains("2 MiB"));
    // A body one byte over the route's limit.
    let csrf = c.csrf().await;
    let r = over_limit(&c, &csrf, pearls_server::routes::study::MAX_IMPORT_BODY + 1).await;
    assert!(r.starts_with("HTTP/1.1 413"), "{r}");
    assert!(r.contains("\"too-large\"") && r.contains("2 MiB"), "{r}");

    // Other routes keep their limit.
    let r = c
        .post(
            "/api/games",
            &json!({"rule": "renju", "padding": "x".repeat(20_000)}),
        )
        .await;
    assert_eq!(r.status, 413, "{}", r.body);
    server.stop();
}

/// The reply to a POST /api/import of `length` bytes (the server reads a body up to its
/// limit before it refuses it, so the whole body is sent, for no byte to be left unread).
async fn over_limit(c: &Client, csrf: &str, length: usize) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(c.addr).await.unwrap();
    let head = format!(
        "POST /api/import HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\
         Cookie: {}\r\nX-CSRF-Token: {csrf}\r\nContent-Type: application/json\r\n\
         Content-Length: {length}\r\n\r\n",
        c.addr, c.cookie
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(&vec![b' '; length]).await.unwrap();
    // The server may hold the connection open for the body it refused: read the reply as
    // far as its JSON's end.
    let mut raw = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&raw).ends_with('}') {
        let n = tokio::time::timeout(WAIT, s.read(&mut buf))
            .await
            .expect("a reply before the body")
            .unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    String::from_utf8_lossy(&raw).into_owned()
}

async fn analyse(c: &Client, body: Value) -> Reply {
    c.post("/api/analysis", &body).await
}

fn first_moves(v: &Value) -> Vec<String> {
    v["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["moves"][0].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn analysis_finds_a_win_in_one_and_a_loss() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    // Black has an open four on row 8.
    let four = "h8 a1 i8 a2 j8 a3 k8 a4";
    let as_list: Vec<&str> = four.split(' ').collect();
    for moves in [json!(four), json!(as_list)] {
        let r = analyse(&c, json!({"rule": "freestyle", "moves": moves})).await;
        assert_eq!(r.status, 200, "{}", r.body);
        let v = r.json();
        assert_eq!(v["to_move"], "black");
        let best = &v["lines"][0];
        assert_eq!(best["outcome"], "win", "{v}");
        assert_eq!(best["win_chance"], 1.0);
        // A five found before any search: its score is exact.
        assert_eq!(best["bound"], "exact", "{v}");
        let first = best["moves"][0].as_str().unwrap();
        assert!(first == "g8" || first == "l8", "{v}");
    }
    // White to move against it: lost.
    let r = analyse(
        &c,
        json!({"rule": "freestyle", "moves": "h8 a1 i8 a2 j8 a3 k8"}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["lines"][0]["outcome"], "loss", "{v}");
    assert_eq!(v["lines"][0]["win_chance"], 0.0);
    server.stop();
}

#[tokio::test]
async fn analysis_gives_distinct_lines_best_first_within_the_time_cap() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let r = analyse(
        &c,
        json!({"rule": "renju", "moves": "h8 i9 j10", "multipv": 3, "time_ms": 600_000}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let v = r.json();
    let firsts = first_moves(&v);
    assert_eq!(firsts.len(), 3, "{v}");
    let mut distinct = firsts.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 3, "{firsts:?}");
    let scores: Vec<i64> = v["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["score"].as_i64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    for l in v["lines"].as_array().unwrap() {
        let p = l["win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p), "{l}");
        assert!(l["outcome"].is_null(), "{l}");
    }
    // The tests' server grants 60 ms a search, whatever is asked for.
    assert_eq!(v["time_ms"], 60);
    assert!(v["nodes"].as_u64().unwrap() > 0);
    let r = analyse(&c, json!({"rule": "renju", "moves": "h8", "time_ms": 5})).await;
    assert_eq!(r.json()["time_ms"], 5, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn no_engine_help_in_ones_own_live_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let watcher = Client::new(server.addr).await;
    let id = a
        .create(json!({"rule": "freestyle", "clock": sudden_death(600_000)}))
        .await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    sa.act("h8").await;
    sb.act("i9").await;
    let ask = json!({"rule": "freestyle", "moves": ["h8", "i9"]});
    for player in [&a, &b] {
        let r = analyse(player, ask.clone()).await;
        assert_eq!(r.status, 403, "{}", r.body);
        assert_eq!(r.json()["error"], "own-live-game");
        assert!(r.json()["message"].as_str().unwrap().contains(&id));
    }
    // A watcher may; so may a player, another position or another rule.
    assert_eq!(analyse(&watcher, ask.clone()).await.status, 200);
    let other = json!({"rule": "freestyle", "moves": "h8 i9 j10"});
    assert_eq!(analyse(&a, other).await.status, 200);
    let renju = json!({"rule": "renju", "moves": "h8 i9"});
    assert_eq!(analyse(&a, renju).await.status, 200);
    // Once the game is over, the position is open to its players.
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    assert_eq!(analyse(&a, ask).await.status, 200);
    server.stop();
}

#[tokio::test]
async fn analysis_refuses_what_it_cannot_answer() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let cases = [
        (json!({"rule": "pente", "moves": "h8"}), "pente"),
        (
            json!({"rule": "no-such-rule", "moves": "h8"}),
            "no-such-rule",
        ),
        (
            json!({"rule": "renju", "moves": "h8", "multipv": 6}),
            "multipv",
        ),
        (
            json!({"rule": "renju", "moves": "h8", "multipv": 0}),
            "multipv",
        ),
        (json!({"rule": "renju", "moves": "h8 h8"}), "already taken"),
        (json!({"rule": "renju", "moves": "h8 z99"}), "moves"),
        (
            json!({"rule": "renju", "moves": ["h8", "i9 j10"]}),
            "move 2",
        ),
        (json!({"rule": "renju", "moves": [7, 7]}), ""),
        (json!({"rule": "renju", "moves": "h8", "size": 99}), ""),
        (json!({"rule": "renju", "moves": "h8", "lines": 2}), "lines"),
        (
            json!({"rule": "freestyle", "moves": "h8 a1 i8 a2 j8 a3 k8 a4 l8"}),
            "over",
        ),
    ];
    for (body, says) in cases {
        let r = analyse(&c, body.clone()).await;
        assert_eq!(r.status, 400, "{body}: {}", r.body);
        assert_eq!(r.json()["error"], "bad-request", "{body}");
        let m = r.json()["message"].as_str().unwrap().to_lowercase();
        assert!(m.contains(says), "{body}: {m}");
    }
    let long = "h8 ".repeat(5000);
    let r = analyse(&c, json!({"rule": "renju", "moves": long})).await;
    assert!(r.status == 400 || r.status == 413, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn analyses_are_rate_limited_per_identity() {
    let dir = tempfile::tempdir().unwrap();
    let hour = Duration::from_secs(3600);
    let config = Config {
        limits: Policy {
            analyses_per_identity: Rate {
                count: 2,
                period: hour,
            },
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let c = Client::new(server.addr).await;
    let ask = json!({"rule": "renju", "moves": "h8", "time_ms": 1});
    for _ in 0..2 {
        assert_eq!(analyse(&c, ask.clone()).await.status, 200);
    }
    let r = analyse(&c, ask.clone()).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "rate-limited");
    assert_eq!(r.header("retry-after"), Some("1800"));
    // Another visitor has a budget of its own.
    let other = Client::new(server.addr).await;
    assert_eq!(analyse(&other, ask.clone()).await.status, 200);
    server.advance(1800 * 1000);
    assert_eq!(analyse(&c, ask).await.status, 200);
    server.stop();
}
