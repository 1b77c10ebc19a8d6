//! Personal puzzles: a forced win a player let go, pointed out by the game's review,
//! proven by the puzzle solver and served by the trainer to that player alone; the
//! grades of problems competitions on the profile; and defence puzzles in the trainer.

mod common;

use common::*;
use serde_json::{json, Value};
use std::time::Duration;

/// Asks for the review until it is no longer running (the engine thinks in real time).
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

async fn solve(c: &Client, id: &str, moves: &[&str]) -> Value {
    let r = c
        .post(
            &format!("/api/puzzles/{id}/solve"),
            &json!({ "moves": moves }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

async fn my_puzzles(c: &Client) -> Vec<Value> {
    let r = c.get("/api/me/puzzles").await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["puzzles"].as_array().unwrap().clone()
}

#[tokio::test]
async fn the_win_a_player_let_go_becomes_their_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "ann").await;
    let mut ben = Client::new(server.addr).await;
    register(&mut ben, "ben").await;
    // Ann (black) makes an open three (j8); Ben looks away (a3), and Ann, who could win
    // with an open four at g8 or k8, looks away too (o15); Ben blocks, Ann resigns.
    let moves = ["h8", "a1", "i8", "a2", "j8", "a3", "o15", "k8"];
    let id = ann
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(600_000)}))
        .await;
    ben.join(&id).await;
    let mut sa = ann.socket(&id).await;
    let mut sb = ben.socket(&id).await;
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 0 {
            sa.act(m).await;
        } else {
            sb.act(m).await;
        }
    }
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;

    assert!(my_puzzles(&ann).await.is_empty(), "none before the review");
    let r = ann
        .get("/api/puzzles/next?rule=freestyle&source=mine")
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    assert!(r.body.contains("personal"), "{}", r.body);

    let r = ben
        .post(&format!("/api/games/{id}/review"), &json!({}))
        .await;
    assert_eq!(r.status, 202, "{}", r.body);
    let review = finished(&ann, &id).await;
    assert_eq!(review["status"], "done", "{review}");
    assert!(review["positions"][7]["missed_win"].is_array());

    // The position before o15 is Ann's puzzle; both g8 and k8 win, so it is marked.
    let puzzle_id = format!("g-{id}-6");
    let mine = my_puzzles(&ann).await;
    assert_eq!(mine.len(), 1, "{mine:?}");
    let p = &mine[0];
    assert_eq!(p["id"], puzzle_id.as_str());
    assert_eq!(
        (&p["game"], &p["ply"], &p["to_move"], &p["rule"], &p["size"]),
        (
            &json!(id),
            &json!(6),
            &json!("black"),
            &json!("freestyle"),
            &json!(15)
        )
    );
    assert_eq!(p["multi_answer"], true);
    assert_eq!(p["solved"], Value::Null);
    // Ben let nothing go: he has none, and may not see Ann's.
    assert!(my_puzzles(&ben).await.is_empty());
    let r = ben
        .get("/api/puzzles/next?rule=freestyle&source=mine")
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    let r = ben
        .post(
            &format!("/api/puzzles/{puzzle_id}/solve"),
            &json!({"moves": ["k8"]}),
        )
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    // Without source=mine, the shipped set: not Ann's puzzle.
    let shipped = ann.get("/api/puzzles/next?rule=freestyle").await.json();
    assert_ne!(shipped["id"], puzzle_id.as_str());
    let r = ann
        .get("/api/puzzles/next?rule=freestyle&source=theirs")
        .await;
    assert_eq!(r.status, 400, "{}", r.body);

    let next = ann
        .get("/api/puzzles/next?rule=freestyle&source=mine")
        .await
        .json();
    assert_eq!(next["id"], puzzle_id.as_str());
    assert_eq!(next["moves"], json!(moves[..6]));
    assert_eq!(next["to_move"], "black");
    assert_eq!(next["size"], 15);

    // Solved as any puzzle: the open four, the defender's block, the five.
    let first = solve(&ann, &puzzle_id, &["k8"]).await;
    assert_eq!(
        (&first["correct"], &first["done"]),
        (&json!(true), &json!(false))
    );
    let reply = first["reply"].as_str().unwrap().to_string();
    assert!(["g8", "l8"].contains(&reply.as_str()), "{first}");
    let five = if reply == "g8" { "l8" } else { "g8" };
    let done = solve(&ann, &puzzle_id, &["k8", &reply, five]).await;
    assert_eq!(
        (&done["correct"], &done["done"]),
        (&json!(true), &json!(true))
    );
    // One's own puzzles are not rated.
    assert_eq!(done["rating"], Value::Null);
    let profile = ann.get("/api/users/ann").await.json();
    assert_eq!(profile["puzzle"]["attempts"], 0);
    assert_eq!(my_puzzles(&ann).await[0]["solved"], true);
    server.stop();
}

#[tokio::test]
async fn a_competition_s_grade_is_on_the_profile_of_those_who_reached_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(
        dir.path(),
        pearls_server::Config {
            puzzles: Some(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/puzzles.jsonl").into()),
            ..Default::default()
        },
    )
    .await;
    let mut org = Client::new(server.addr).await;
    register(&mut org, "organiser").await;
    let spec = json!({"title": "Winter problems", "problems": [{"puzzle": "fs-43-2"}],
                      "duration_ms": 60_000, "grade": "3 kyu"});
    let c = org.post("/api/competitions", &spec).await;
    assert_eq!(c.status, 201, "{}", c.body);
    let cid = c.json()["id"].as_str().unwrap().to_string();
    let mut dan = Client::new(server.addr).await;
    register(&mut dan, "dan").await;
    let mut eve = Client::new(server.addr).await;
    register(&mut eve, "eve").await;
    let entries = format!("/api/competitions/{cid}/entries");
    let r = dan
        .post(
            &entries,
            &json!({"answers": [{"line": ["h4", "d4", "i4"]}]}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = eve
        .post(&entries, &json!({"answers": [{"first": "a15"}]}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let awarded = |v: Value| v["puzzle"]["awarded"].clone();
    // Before the deadline, no grade.
    assert_eq!(awarded(eve.get("/api/users/dan").await.json()), json!([]));

    server.advance(60_000);
    // No one has looked at the results: the profile's read scores the competition.
    let dan_profile = eve.get("/api/users/dan").await.json();
    assert_eq!(
        awarded(dan_profile.clone()),
        json!([{"competition": cid, "title": "Winter problems", "grade": "3 kyu"}])
    );
    // Alongside the puzzle rating's grade, which Dan has none of yet.
    assert_eq!(dan_profile["puzzle"]["grade"], Value::Null);
    assert_eq!(awarded(dan.get("/api/users/eve").await.json()), json!([]));
    server.stop();
}

#[tokio::test]
async fn a_defence_puzzle_is_served_only_by_its_theme_and_a_wrong_defence_is_refuted() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(
        dir.path(),
        pearls_server::Config {
            puzzles: Some(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/defence.jsonl").into()),
            ..Default::default()
        },
    )
    .await;
    let mut amy = Client::new(server.addr).await;
    register(&mut amy, "amy").await;
    let r = amy.get("/api/puzzles/next?rule=freestyle").await;
    assert_eq!(r.status, 404, "no winning puzzles in this set: {}", r.body);
    let p = amy
        .get("/api/puzzles/next?rule=freestyle&theme=defence")
        .await
        .json();
    assert_eq!(
        (&p["id"], &p["to_move"]),
        (&json!("fs-def-1"), &json!("white"))
    );
    // Black's open three h8 i8 j8: blocked at k8, black's four-three at g8 wins.
    let lost = solve(&amy, "fs-def-1", &["k8"]).await;
    assert_eq!(
        (&lost["correct"], &lost["done"], &lost["reply"]),
        (&json!(false), &json!(false), &json!("g8"))
    );
    assert!(lost["rating"]["after"].as_f64() < lost["rating"]["before"].as_f64());
    let held = solve(&amy, "fs-def-1", &["g8"]).await;
    assert_eq!(
        (&held["correct"], &held["done"], &held["reply"]),
        (&json!(true), &json!(true), &Value::Null)
    );
    let r = amy
        .post(
            "/api/puzzles/fs-def-1/solve",
            &json!({"moves": ["g8", "k8", "f8"]}),
        )
        .await;
    assert_eq!(r.status, 400, "a defence is one move: {}", r.body);
    server.stop();
}
