//! The JSON the server sends, pinned: one snapshot per HTTP response body kind and per
//! socket message type, so that a change of a field's name, type or presence, which the
//! browser app and outside clients would feel, shows up as a failing snapshot.
//!
//! Values that differ from run to run (ids, tokens, times, dates, guest names) are
//! replaced by what kind of value they were, so a snapshot still pins the field and its
//! JSON type. Fields are compared as a set: their order on the wire is not part of the
//! contract.

mod common;

use common::*;
use futures_util::SinkExt;
use pearls_server::limits::{Policy, Rate};
use pearls_server::Config;
use serde_json::{json, Map, Value};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// Fields whose values depend on the clock: kept with their JSON type only.
const TIMELY: &[&str] = &[
    "created_ms",
    "now_ms",
    "deadline_ms",
    "main_ms",
    "since",
    "date",
];

/// Replaces runs of 8 or more hex digits (ids, tokens) and guest names' 6 digits.
fn redact_text(s: &str) -> String {
    let mut out = String::new();
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.len() >= 8 {
            out.push_str("<hex>");
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in s.chars() {
        if c.is_ascii_hexdigit() {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    redact_guests(&out)
}

fn redact_guests(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("guest-") {
        out.push_str(&rest[..i + 6]);
        rest = &rest[i + 6..];
        let digits = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
        if digits == 6 {
            out.push_str("<guest>");
            rest = &rest[6..];
        }
    }
    out.push_str(rest);
    out
}

fn kind_of(v: &Value) -> Value {
    match v {
        Value::Null => Value::Null,
        Value::Number(_) => "<number>".into(),
        Value::String(_) => "<string>".into(),
        other => other.clone(),
    }
}

/// A message with what changes from run to run replaced.
fn stable(v: &Value) -> Value {
    match v {
        Value::String(s) => redact_text(s).into(),
        Value::Array(a) => a.iter().map(stable).collect(),
        Value::Object(m) => m
            .iter()
            .map(|(k, v)| {
                let v = if TIMELY.contains(&k.as_str()) {
                    kind_of(v)
                } else {
                    stable(v)
                };
                (k.clone(), v)
            })
            .collect::<Map<_, _>>()
            .into(),
        other => other.clone(),
    }
}

/// An HTTP reply as pinned: its status, content type and body.
fn reply(r: &Reply) -> Value {
    let body = serde_json::from_str::<Value>(&r.body)
        .map(|v| stable(&v))
        .unwrap_or_else(|_| redact_text(&r.body).into());
    json!({
        "status": r.status,
        "content_type": r.header("content-type"),
        "body": body,
    })
}

macro_rules! pin {
    ($name:literal, $value:expr) => {
        insta::assert_json_snapshot!($name, $value)
    };
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_bodies_and_socket_messages_keep_their_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let ten_minutes = Duration::from_secs(600);
    let config = Config {
        limits: Policy {
            registrations: Rate {
                count: 1,
                period: ten_minutes,
            },
            ..Policy::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let addr = server.addr;

    // Identity and accounts.
    let mut a = Client::new(addr).await;
    pin!("me_guest", reply(&a.get("/api/me").await));
    let password = "correct horse battery";
    let r = a
        .post(
            "/api/register",
            &json!({"name": "Shape", "password": password}),
        )
        .await;
    pin!("register", reply(&r));
    take_session(&mut a, &r);
    pin!("me_account", reply(&a.get("/api/me").await));
    let b = Client::new(addr).await;
    let r = b
        .post(
            "/api/register",
            &json!({"name": "Other", "password": password}),
        )
        .await;
    pin!(
        "register_rate_limited",
        json!({"reply": reply(&r), "retry_after": r.header("retry-after")})
    );
    pin!("logout", reply(&a.post("/api/logout", &json!({})).await));
    let r = a
        .post(
            "/api/login",
            &json!({"name": "shape", "password": "not the password"}),
        )
        .await;
    pin!("login_wrong_password", reply(&r));
    let r = a
        .post(
            "/api/login",
            &json!({"name": "shape", "password": password}),
        )
        .await;
    pin!("login", reply(&r));
    take_session(&mut a, &r);

    // Refusals before any route.
    let r = request(addr, "POST", "/api/games", &[("Cookie", &a.cookie)], None).await;
    pin!("refused_not_json", reply(&r));
    let r = a.post_with_csrf("/api/games", &json!({}), "").await;
    pin!("refused_no_csrf", reply(&r));
    pin!("no_such_route", reply(&a.get("/api/nothing").await));
    pin!(
        "no_such_game",
        reply(&a.get("/api/games/0123456789abcdef").await)
    );

    pin!("rules", reply(&a.get("/api/rules").await));

    // A public game between two people, played to a five.
    let spec = json!({"rule": "freestyle", "side": "first", "clock": sudden_death(600_000)});
    let r = a.post("/api/games", &spec).await;
    pin!("create_game", reply(&r));
    let id = r.json()["id"].as_str().unwrap().to_string();
    pin!(
        "game_waiting",
        reply(&a.get(&format!("/api/games/{id}")).await)
    );
    let r = b.post(&format!("/api/games/{id}/join"), &json!({})).await;
    pin!("join_game", reply(&r));
    pin!(
        "list_games",
        reply(&a.get("/api/games?status=live&limit=5").await)
    );
    let mut raw = a.websocket(&format!("/api/games/{id}/ws")).await;
    pin!("ws_hello", stable(&next_json(&mut raw).await));
    pin!("ws_state", stable(&next_json(&mut raw).await));
    let _ = raw.close(None).await;
    let mut sa = a.socket(&id).await;
    sa.send(json!({"type": "ping"})).await;
    pin!("ws_pong", stable(&sa.next().await));
    sa.send_text("{\"type\": \"fly\"}").await;
    pin!("ws_error", stable(&sa.error().await));
    let mut sb = b.socket(&id).await;
    for (i, m) in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"]
        .into_iter()
        .enumerate()
    {
        if i % 2 == 0 {
            sa.act(m).await;
        } else {
            sb.act(m).await;
        }
    }
    pin!(
        "game_live",
        reply(&a.get(&format!("/api/games/{id}")).await)
    );
    pin!(
        "position_at",
        reply(&a.get(&format!("/api/games/{id}/at/3")).await)
    );
    pin!(
        "position_missing",
        reply(&a.get(&format!("/api/games/{id}/at/99")).await)
    );
    pin!(
        "record_unfinished",
        reply(&a.get(&format!("/api/games/{id}/psq")).await)
    );
    sa.until(|g| g["ply"] == 8).await;
    sa.send(json!({"type": "act", "game": id, "action": "l8", "ply": 8}))
        .await;
    let over = loop {
        let m = sa.next().await;
        assert_ne!(m["type"], "error", "{m}");
        if m["type"] == "state" && m["game"]["status"] == "over" {
            break m;
        }
    };
    pin!("ws_state_over", stable(&over));
    pin!(
        "record_psq",
        reply(&a.get(&format!("/api/games/{id}/psq")).await)
    );
    pin!(
        "record_sgf",
        reply(&a.get(&format!("/api/games/{id}/sgf")).await)
    );
    pin!("profile", reply(&a.get("/api/users/shape").await));
    pin!("profile_missing", reply(&a.get("/api/users/nobody").await));

    // A private challenge.
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "renju", "private": true, "side": "first", "clock": sudden_death(60_000)}),
        )
        .await;
    pin!("create_private_game", reply(&r));
    let link = r.json()["challenge_url"].as_str().unwrap().to_string();
    let token = link.strip_prefix("/challenge/").unwrap().to_string();
    pin!(
        "challenge",
        reply(&b.get(&format!("/api/challenges/{token}")).await)
    );
    let r = b
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    pin!("accept_challenge", reply(&r));
    let private = r.json()["id"].as_str().unwrap().to_string();
    let sp = b.socket(&private).await;
    pin!("ws_hello_private", stable(&sp.hello));

    // A game of the variations: the bombs and neutral stones left in each hand.
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "freestyle+bomb+neutral", "side": "first", "clock": sudden_death(60_000)}),
        )
        .await;
    let pieces = r.json()["id"].as_str().unwrap().to_string();
    b.join(&pieces).await;
    let mut pa = a.socket(&pieces).await;
    let mut pb = b.socket(&pieces).await;
    pa.act("h8").await;
    pb.act("bomb:h9").await;
    pa.act("neutral:c3").await;
    pin!(
        "game_with_pieces",
        reply(&a.get(&format!("/api/games/{pieces}")).await)
    );
    pin!(
        "position_with_pieces",
        reply(&a.get(&format!("/api/games/{pieces}/at/2")).await)
    );

    // The lobby.
    let c = Client::new(addr).await;
    let mut lc = c.lobby().await;
    lc.ws
        .send(Message::Text("{\"type\":\"ping\"}".into()))
        .await
        .unwrap();
    pin!("lobby_pong", stable(&lc.next().await));
    lc.ws
        .send(Message::Text("{\"type\":\"act\"}".into()))
        .await
        .unwrap();
    pin!("lobby_error", stable(&lc.next().await));
    let mut la = a.lobby().await;
    let seek = json!({"rule": "standard", "side": "second", "clock": sudden_death(300_000)});
    let r = a.post("/api/seeks", &seek).await;
    pin!("post_seek", reply(&r));
    let seek_id = r.json()["id"].as_str().unwrap().to_string();
    pin!(
        "lobby_seek",
        stable(&lc.until(|m| m["type"] == "seek").await)
    );
    pin!("list_seeks", reply(&c.get("/api/seeks").await));
    let c2 = Client::new(addr).await;
    let lc2 = c2.lobby().await;
    pin!(
        "lobby_seeks",
        stable(&json!({"type": "seeks", "seeks": lc2.seeks}))
    );
    let r = c
        .post(&format!("/api/seeks/{seek_id}/accept"), &json!({}))
        .await;
    pin!("accept_seek", reply(&r));
    pin!(
        "lobby_accepted",
        stable(&la.until(|m| m["type"] == "accepted").await)
    );
    pin!(
        "lobby_unseek",
        stable(&lc.until(|m| m["type"] == "unseek").await)
    );
    let r = a.post("/api/seeks", &seek).await;
    let seek_id = r.json()["id"].as_str().unwrap().to_string();
    let r = c
        .post(&format!("/api/seeks/{seek_id}/cancel"), &json!({}))
        .await;
    pin!("cancel_seek_not_yours", reply(&r));
    let r = a
        .post(&format!("/api/seeks/{seek_id}/cancel"), &json!({}))
        .await;
    pin!("cancel_seek", reply(&r));
    server.stop();
}
