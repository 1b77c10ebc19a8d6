//! Handicap matches: the club match from the seeds played game after game, each game
//! with its own clocks, the experienced player needing to win both; and what a match
//! request may not be.

mod common;

use common::{start_on, Client, T0};
use pearls_server::time::ManualClock;
use pearls_server::Config;
use serde_json::{json, Value};
use std::sync::Arc;

async fn game(c: &Client, id: &str) -> Value {
    let r = c.get(&format!("/api/games/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["game"].clone()
}

#[tokio::test]
async fn the_club_match_gives_each_game_its_clocks_and_the_beginner_wins_on_one_loss() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let (ann, bob) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let r = ann
        .post(
            "/api/matches",
            &json!({"rule": "freestyle", "preset": "club", "role": "experienced"}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let started = r.json();
    let (match_id, first) = (
        started["match_id"].as_str().unwrap().to_string(),
        started["id"].as_str().unwrap().to_string(),
    );
    bob.join(&first).await;

    // Game 1: the beginner (Bob) moves first with 5 minutes, Ann has 30 seconds.
    let g = game(&ann, &first).await;
    assert_eq!(
        g["clock"]["spec"]["initial_ms"],
        json!([300_000, 30_000]),
        "{g}"
    );
    assert_eq!(g["seats"][1]["kind"], "person");
    let m = &g["handicap_match"];
    assert_eq!(
        (
            m["game"].as_u64(),
            m["of"].as_u64(),
            m["experienced"].as_u64()
        ),
        (Some(1), Some(2), Some(1)),
        "{m}"
    );
    assert_eq!(m["must_win_every_game"], "experienced");
    assert_eq!(m["status"], "playing");
    assert_eq!(g["rated"], false, "a handicap match is casual");

    // Bob resigns game 1: game 2 begins at once, colours changed, 15 s for Ann.
    let mut b = bob.socket(&first).await;
    b.send(json!({"type": "resign"})).await;
    let over = b
        .until(|g| g["handicap_match"]["next_game"].is_string())
        .await;
    assert_eq!(over["status"], "over");
    assert_eq!(
        over["handicap_match"]["score"],
        json!({"experienced": 1.0, "beginner": 0.0})
    );
    let second = over["handicap_match"]["next_game"]
        .as_str()
        .unwrap()
        .to_string();
    let g = game(&bob, &second).await;
    assert_eq!(g["status"], "live", "{g}");
    assert_eq!(
        g["clock"]["spec"]["initial_ms"],
        json!([15_000, 300_000]),
        "{g}"
    );
    assert_eq!(g["handicap_match"]["game"], 2);
    assert_eq!(g["handicap_match"]["experienced"], 0);
    let mut a = ann.socket(&second).await;
    assert_eq!(a.you, Some(0), "Ann moves first in game 2");

    // Ann's 15 seconds run out: she has not won every game, and the match is Bob's.
    server.advance(15_000);
    let lost = a.until(|g| g["handicap_match"]["status"] == "won").await;
    assert_eq!(lost["status"], "over");
    assert_eq!(lost["handicap_match"]["winner"], "beginner", "{lost}");
    assert_eq!(lost["handicap_match"]["next_game"], Value::Null);

    // The match as a whole, also after a restart.
    server.stop();
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let ann = Client {
        addr: server.addr,
        cookie: ann.cookie.clone(),
    };
    let r = ann.get(&format!("/api/matches/{match_id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let summary = r.json();
    assert_eq!(summary["games"], json!([first, second]));
    assert_eq!(summary["winner"], "beginner");
    assert_eq!(
        summary["score"],
        json!({"experienced": 1.0, "beginner": 1.0})
    );
    let g = game(&ann, &first).await;
    assert_eq!(g["handicap_match"]["next_game"], second.as_str(), "{g}");
}

#[tokio::test]
async fn a_match_request_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let c = Client::new(server.addr).await;
    for (body, words) in [
        (json!({"preset": "club", "role": "king"}), "unknown side"),
        (
            json!({"preset": "pro", "role": "beginner"}),
            "unknown preset",
        ),
        (
            json!({"games": [], "role": "beginner"}),
            "at least one game",
        ),
        (
            json!({"games": [{"experienced_ms": 0, "beginner_ms": 1000}], "role": "beginner"}),
            "no time",
        ),
        (
            json!({"preset": "club", "role": "beginner", "must_win_every_game": "beginner"}),
            "leave them out",
        ),
    ] {
        let r = c.post("/api/matches", &body).await;
        assert_eq!(r.status, 400, "{body}: {}", r.body);
        assert!(r.body.contains(words), "{body}: {}", r.body);
    }
    // A match of three equal games without a condition, the creator the beginner.
    let one = json!({"experienced_ms": 60_000, "beginner_ms": 120_000, "increment_ms": 1_000});
    let r = c
        .post(
            "/api/matches",
            &json!({"rule": "freestyle", "role": "beginner", "first_black": "experienced",
                    "games": [one, one, one]}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let g = game(&c, r.json()["id"].as_str().unwrap()).await;
    assert_eq!(
        g["clock"]["spec"]["initial_ms"],
        json!([60_000, 120_000]),
        "{g}"
    );
    assert_eq!(
        g["clock"]["spec"]["increment_ms"],
        json!([1_000, 1_000]),
        "{g}"
    );
    assert_eq!(
        g["seats"][1]["kind"], "person",
        "the creator is second: {g}"
    );
    assert_eq!(g["handicap_match"]["of"], 3);
    assert_eq!(g["handicap_match"]["must_win_every_game"], Value::Null);
}
