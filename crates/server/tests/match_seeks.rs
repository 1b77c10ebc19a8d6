//! The club handicap match offered in the lobby: anyone may accept it, it starts as a
//! match from the home page would, casual, and what such a seek may not be.

mod common;

use common::{register, start, Client};
use serde_json::{json, Value};

async fn game(c: &Client, id: &str) -> Value {
    let r = c.get(&format!("/api/games/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["game"].clone()
}

#[tokio::test]
async fn a_club_match_seek_is_accepted_from_the_lobby_and_its_first_game_begins() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (ann, bob) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let mut lobby = ann.lobby().await;
    let r = ann
        .post(
            "/api/seeks",
            &json!({"rule": "freestyle", "handicap_match": {"preset": "club", "role": "experienced"}}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let seek = r.json()["id"].as_str().unwrap().to_string();

    // Everyone sees a match, its clocks and its condition.
    let listed = bob.get("/api/seeks").await.json()["seeks"][0].clone();
    assert_eq!(listed["id"], seek.as_str());
    let m = &listed["handicap_match"];
    assert_eq!(m["role"], "experienced", "{listed}");
    assert_eq!(m["must_win_every_game"], "experienced");
    assert_eq!(
        m["games"],
        json!([
            {"experienced_ms": 30_000, "beginner_ms": 300_000, "increment_ms": 0},
            {"experienced_ms": 15_000, "beginner_ms": 300_000, "increment_ms": 0}
        ])
    );
    assert_eq!(listed["rated"], false);

    let r = bob
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    // Ann hears of it on the lobby socket.
    let heard = lobby.until(|v| v["type"] == "accepted").await;
    assert_eq!(heard["game"], id.as_str(), "{heard}");

    // The match's first game: live, the beginner (Bob) first with 5 minutes, Ann 30 s,
    // the clock running at once (a match is played or lost, not aborted).
    let g = game(&ann, &id).await;
    assert_eq!(g["status"], "live", "{g}");
    assert_eq!(g["clock"]["spec"]["initial_ms"], json!([300_000, 30_000]));
    assert_eq!(g["clock"]["running"], 0);
    assert_eq!(g["rated"], false);
    assert!(g.get("abortable").is_none(), "{g}");
    let m = &g["handicap_match"];
    assert_eq!(
        (m["game"].as_u64(), m["of"].as_u64()),
        (Some(1), Some(2)),
        "{m}"
    );
    assert_eq!(m["must_win_every_game"], "experienced");
    assert_eq!(m["score"], json!({"experienced": 0.0, "beginner": 0.0}));
    let s = bob.socket(&id).await;
    assert_eq!(
        s.you,
        Some(0),
        "the acceptor is the beginner, who moves first"
    );
    let r = bob
        .post(&format!("/api/games/{id}/abort"), &json!({}))
        .await;
    assert_eq!(r.json()["error"], "too-late-to-abort", "{}", r.body);
    assert!(bob.get("/api/seeks").await.json()["seeks"]
        .as_array()
        .unwrap()
        .is_empty());
    server.stop();
}

#[tokio::test]
async fn a_match_seek_is_casual_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    for (body, words) in [
        (
            json!({"rated": true, "handicap_match": {"preset": "club", "role": "beginner"}}),
            "casual",
        ),
        (
            json!({"handicap_match": {"preset": "club", "role": "king"}}),
            "unknown side",
        ),
        (
            json!({"handicap_match": {"preset": "pro", "role": "beginner"}}),
            "unknown preset",
        ),
    ] {
        let r = ann.post("/api/seeks", &body).await;
        assert_eq!(r.status, 400, "{body}: {}", r.body);
        assert!(r.body.contains(words), "{body}: {}", r.body);
    }
    assert!(ann.get("/api/seeks").await.json()["seeks"]
        .as_array()
        .unwrap()
        .is_empty());
    server.stop();
}
