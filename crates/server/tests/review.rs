//! Game review: a finished game gone over by the engine in the background, position by
//! position, stored as it goes, with the mistakes, the blunders and the forced wins a
//! player let go; for a private game's players only.

mod common;

use common::*;
use serde_json::{json, Value};
use std::time::Duration;

/// Plays `moves` alternately from black in a new freestyle game between two guests;
/// the game's id and both players' clients and sockets.
async fn play(server: &Server, moves: &[&str]) -> (String, Client, Client, Socket, Socket) {
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let id = a
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(600_000)}))
        .await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 0 {
            sa.act(m).await;
        } else {
            sb.act(m).await;
        }
    }
    (id, a, b, sa, sb)
}

/// Asks for the review until it is no longer running (the engine thinks in real time,
/// a few tens of milliseconds a position on the tests' server).
async fn finished(c: &Client, id: &str) -> Value {
    tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            let r = c.get(&format!("/api/games/{id}/review")).await;
            assert_eq!(r.status, 200, "{}", r.body);
            let v = r.json();
            if v["status"] != "running" {
                return v;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the review ends")
}

#[tokio::test]
async fn a_review_marks_the_blunders_and_the_win_a_player_let_go() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    // Black makes an open three (j8); white looks away (a3), and black, who could win
    // with a four, looks away too (o15); white blocks, and black resigns.
    let moves = ["h8", "a1", "i8", "a2", "j8", "a3", "o15", "k8"];
    let (id, a, _b, mut sa, _sb) = play(&server, &moves).await;

    let r = a.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        (r.json()["status"].clone(), r.json()["total"].clone()),
        (json!("none"), json!(0)),
        "no review before one is asked for: {}",
        r.body
    );
    let r = a.post(&format!("/api/games/{id}/review"), &json!({})).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "not-finished");

    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    let watcher = Client::new(server.addr).await;
    let r = watcher
        .post(&format!("/api/games/{id}/review"), &json!({}))
        .await;
    assert_eq!(r.status, 202, "{}", r.body);
    let v = r.json();
    assert_eq!(v["status"], "running");
    assert_eq!(v["total"], moves.len() + 1);
    // Asked again while it runs: the same review, not a second one.
    let again = a.post(&format!("/api/games/{id}/review"), &json!({})).await;
    assert!(again.status == 202 || again.status == 200, "{}", again.body);

    let v = finished(&a, &id).await;
    assert_eq!(v["status"], "done", "{v}");
    assert_eq!(v["done"], v["total"]);
    assert_eq!(
        v["time_ms"], 60,
        "the pool's cap holds the review's time too"
    );
    let ps = v["positions"].as_array().unwrap();
    assert_eq!(ps.len(), moves.len() + 1);
    for (i, p) in ps.iter().enumerate() {
        assert_eq!(p["number"], i);
        let c = p["black_win_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&c), "{p}");
        if i > 0 {
            assert_eq!(p["move"], moves[i - 1]);
            assert_eq!(p["color"], if i % 2 == 1 { "black" } else { "white" });
        }
    }
    // After a3, black to move with an open three: proven.
    assert_eq!(ps[6]["outcome"], "black", "{}", ps[6]);
    assert_eq!(ps[6]["black_win_chance"], 1.0);
    assert!(ps[6]["moves_to_five"].as_u64().unwrap() >= 2);
    // Each stone is judged by the drop in its player's chance, at the documented
    // thresholds.
    let (mistake, blunder) = (
        v["mistake"].as_f64().unwrap(),
        v["blunder"].as_f64().unwrap(),
    );
    assert_eq!((mistake, blunder), (0.15, 0.30));
    for i in 1..ps.len() {
        let black = |p: &Value| p["black_win_chance"].as_f64().unwrap();
        let mine = |c: f64| if i % 2 == 1 { c } else { 1.0 - c };
        let drop = mine(black(&ps[i - 1])) - mine(black(&ps[i]));
        let expected = if drop >= blunder {
            json!("blunder")
        } else if drop >= mistake {
            json!("mistake")
        } else {
            Value::Null
        };
        assert_eq!(ps[i]["judgement"], expected, "{i}: drop {drop}: {}", ps[i]);
    }
    // o15 lets the win go: the review says so, with the win.
    assert!(ps[7]["outcome"].is_null(), "{}", ps[7]);
    let missed = ps[7]["missed_win"].as_array().expect("o15 missed a win");
    assert!(!missed.is_empty());
    assert_eq!(missed, ps[6]["best"].as_array().unwrap());
    // No one else let a win go.
    for (i, p) in ps.iter().enumerate() {
        assert_eq!(p["missed_win"].is_null(), i != 7, "{i}: {p}");
    }

    // Done is done: asked again, the stored review.
    let r = a.post(&format!("/api/games/{id}/review"), &json!({})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json(), v);
    server.stop();
}

#[tokio::test]
async fn a_won_game_ends_on_its_five_and_a_private_game_is_for_its_players() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "freestyle", "private": true, "side": "first",
                    "clock": sudden_death(600_000)}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let token = r.json()["challenge_url"]
        .as_str()
        .unwrap()
        .strip_prefix("/challenge/")
        .unwrap()
        .to_string();
    let r = b
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    let id = r.json()["id"].as_str().unwrap().to_string();
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    for (i, m) in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"]
        .iter()
        .enumerate()
    {
        if i % 2 == 0 {
            sa.act(m).await;
        } else {
            sb.act(m).await;
        }
    }
    sa.until(|g| g["status"] == "over").await;

    let stranger = Client::new(server.addr).await;
    for r in [
        stranger
            .post(&format!("/api/games/{id}/review"), &json!({}))
            .await,
        stranger.get(&format!("/api/games/{id}/review")).await,
    ] {
        assert_eq!(r.status, 403, "{}", r.body);
        assert_eq!(r.json()["error"], "private-game");
    }
    let r = b.post(&format!("/api/games/{id}/review"), &json!({})).await;
    assert_eq!(r.status, 202, "{}", r.body);
    let v = finished(&a, &id).await;
    let ps = v["positions"].as_array().unwrap();
    // The last position has black's five: won, with no search.
    let last = ps.last().unwrap();
    assert_eq!(last["move"], "l8");
    assert_eq!(last["outcome"], "black");
    assert_eq!(last["black_win_chance"], 1.0);
    assert!(last["best"].as_array().unwrap().is_empty());
    // Before a4, black had an open four: white was lost whatever it played.
    assert_eq!(ps[7]["outcome"], "black", "{}", ps[7]);
    assert_eq!(
        ps.last().unwrap()["judgement"],
        Value::Null,
        "the five is no mistake"
    );
    assert_eq!(
        stranger.get("/api/games/0000/review").await.status,
        404,
        "no such game"
    );
    server.stop();
}
