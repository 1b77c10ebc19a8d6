//! The analysis socket as the analysis board uses it: the engine's lines streamed while
//! it thinks, the final lines with what they prove, the forbidden points of each side,
//! and the same checks as the one-shot analysis (no help in one's own live game).

mod common;

use common::*;
use futures_util::SinkExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// Messages until one of `kind` for request `id` (or any id, for `None`); the infos
/// seen on the way.
async fn until(ws: &mut Ws, kind: &str, id: Option<u64>) -> (Value, Vec<Value>) {
    let mut infos = Vec::new();
    loop {
        let v = next_json(ws).await;
        let for_id = id.is_none() || v["id"].as_u64() == id;
        if v["type"] == kind && for_id {
            return (v, infos);
        }
        if v["type"] == "info" && for_id {
            infos.push(v);
        }
    }
}

#[tokio::test]
async fn lines_stream_while_the_engine_thinks_and_a_win_is_proven_with_its_length() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let mut ws = c.websocket("/api/analysis/socket").await;
    // Black has three in a row, open at both ends, on row 8: a four next move, then five.
    send(
        &mut ws,
        json!({"type": "analyse", "id": 1, "rule": "freestyle",
               "moves": "h8 a1 i8 a2 j8 a15", "multipv": 1}),
    )
    .await;
    let (done, infos) = until(&mut ws, "done", Some(1)).await;
    assert!(!infos.is_empty(), "progress comes before the end: {done}");
    for i in &infos {
        assert!(i["depth"].as_i64().unwrap() >= 1, "{i}");
        assert!(!i["lines"].as_array().unwrap().is_empty(), "{i}");
    }
    assert_eq!(done["to_move"], "black");
    let best = &done["lines"][0];
    assert_eq!(best["outcome"], "win", "{done}");
    assert_eq!(best["win_chance"], 1.0);
    // g8 or k8 makes an open four, and the five follows: three of black's moves at most
    // (a VCF may take a longer way), never one.
    let n = best["moves_to_five"].as_u64().unwrap();
    assert!((2..=4).contains(&n), "{done}");

    // Against it, white is lost, and the line says in how many.
    send(
        &mut ws,
        json!({"type": "analyse", "id": 2, "rule": "freestyle",
               "moves": "h8 a1 i8 a2 j8 a15 k8"}),
    )
    .await;
    let (done, _) = until(&mut ws, "done", Some(2)).await;
    assert_eq!(done["lines"][0]["outcome"], "loss", "{done}");
    assert_eq!(done["lines"][0]["moves_to_five"], 1, "{done}");
    server.stop();
}

#[tokio::test]
async fn several_lines_stream_and_end_best_first() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let mut ws = c.websocket("/api/analysis/socket").await;
    send(
        &mut ws,
        json!({"type": "analyse", "id": 7, "rule": "renju", "moves": ["h8", "i9", "j10"],
               "multipv": 3}),
    )
    .await;
    let (done, infos) = until(&mut ws, "done", Some(7)).await;
    let most = infos
        .iter()
        .map(|i| i["lines"].as_array().unwrap().len())
        .max()
        .unwrap_or(0);
    assert_eq!(most, 3, "the infos carry each of the three lines");
    let lines = done["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3, "{done}");
    let scores: Vec<i64> = lines.iter().map(|l| l["score"].as_i64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    let mut firsts: Vec<&str> = lines
        .iter()
        .map(|l| l["moves"][0].as_str().unwrap())
        .collect();
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 3);
    // The tests' server grants 60 ms a search.
    assert_eq!(done["time_ms"], 60);
    server.stop();
}

#[tokio::test]
async fn a_new_position_replaces_the_search_running_without_a_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let mut ws = c.websocket("/api/analysis/socket").await;
    for (id, moves) in [(1, "h8"), (2, "h8 i9"), (3, "h8 i9 j10")] {
        send(
            &mut ws,
            json!({"type": "analyse", "id": id, "rule": "renju", "moves": moves}),
        )
        .await;
    }
    // The first runs; the second waits for it and is replaced by the third, which runs
    // once the first has answered. No refusal for a search in flight.
    let mut done = Vec::new();
    while done.last() != Some(&3) {
        let v = next_json(&mut ws).await;
        assert_ne!(v["type"], "error", "{v}");
        if v["type"] == "done" {
            done.push(v["id"].as_u64().unwrap());
        }
    }
    assert_eq!(done, [1, 3]);
    // Stop with nothing running changes nothing; ping answers.
    send(&mut ws, json!({"type": "stop"})).await;
    send(&mut ws, json!({"type": "ping"})).await;
    assert_eq!(next_json(&mut ws).await["type"], "pong");
    server.stop();
}

#[tokio::test]
async fn position_gives_each_sides_forbidden_points() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let mut ws = c.websocket("/api/analysis/socket").await;
    // Black's double-three at i10 (g8, h9 on the diagonal, h10 and j10 across), white to
    // move.
    let moves = "h8 a1 h10 a2 g8 a3 j10 a4 h9";
    send(
        &mut ws,
        json!({"type": "position", "id": 4, "rule": "renju", "moves": moves}),
    )
    .await;
    let v = next_json(&mut ws).await;
    assert_eq!(v["type"], "position", "{v}");
    assert_eq!(v["id"], 4);
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["forbidden"]["black"]["i10"], "double-three", "{v}");
    assert_eq!(v["forbidden"]["white"], json!({}));
    // Freestyle forbids nothing; a composed position comes with passes.
    send(
        &mut ws,
        json!({"type": "position", "rule": "freestyle", "size": 19,
               "moves": ["h8", "pass", "i9", "pass"]}),
    )
    .await;
    let v = next_json(&mut ws).await;
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["forbidden"], json!({"black": {}, "white": {}}));
    server.stop();
}

#[tokio::test]
async fn the_socket_refuses_as_the_one_shot_analysis_does() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let id = a
        .create(json!({"rule": "freestyle", "clock": sudden_death(600_000)}))
        .await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    sa.act("h8").await;
    sb.act("i9").await;

    let mut ws = a.websocket("/api/analysis/socket").await;
    send(
        &mut ws,
        json!({"type": "analyse", "id": 1, "rule": "freestyle", "moves": "h8 i9"}),
    )
    .await;
    let v = next_json(&mut ws).await;
    assert_eq!(v["type"], "error");
    assert_eq!(v["id"], 1);
    assert_eq!(v["code"], "own-live-game", "{v}");
    assert!(v["message"].as_str().unwrap().contains(&id));

    for (msg, code) in [
        (
            json!({"type": "analyse", "rule": "pente", "moves": "h8"}),
            "bad-request",
        ),
        (
            json!({"type": "analyse", "rule": "renju", "multipv": 6}),
            "bad-request",
        ),
        (
            json!({"type": "analyse", "rule": "renju", "moves": "h8 h8"}),
            "bad-request",
        ),
        (
            json!({"type": "position", "rule": "renju", "moves": "h8 a1 i8 a2 j8 a3 k8 a4 l8"}),
            "bad-request",
        ),
        (json!({"type": "dance"}), "malformed"),
    ] {
        send(&mut ws, msg.clone()).await;
        let v = next_json(&mut ws).await;
        assert_eq!(v["type"], "error", "{msg}: {v}");
        assert_eq!(v["code"], code, "{msg}: {v}");
    }
    // Once the game is over, its players may analyse it.
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    send(
        &mut ws,
        json!({"type": "analyse", "id": 9, "rule": "freestyle", "moves": "h8 i9"}),
    )
    .await;
    let (done, _) = until(&mut ws, "done", Some(9)).await;
    assert_eq!(done["to_move"], "black");
    server.stop();
}
