//! Rated games: who may play them, the Glicko-2 ratings their results give, written once
//! even across a restart, the leaderboards, and seeks' rating ranges. On SQLite, or on
//! PostgreSQL with `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, start_on, sudden_death, Client, T0};
use pearls_server::competition::rating::{rate_game, Rating, Score};
use pearls_server::time::ManualClock;
use pearls_server::Config;
use serde_json::{json, Value};
use std::sync::Arc;

/// Registers `name` on a fresh client, which keeps the session cookie.
async fn account(addr: std::net::SocketAddr, name: &str) -> Client {
    let mut c = Client::new(addr).await;
    register(&mut c, name).await;
    c
}

/// A 5-minute renju game: blitz.
fn blitz(rated: bool) -> Value {
    json!({"rule": "renju", "side": "first", "rated": rated, "clock": sudden_death(300_000)})
}

/// `first` creates a game of `spec` as black, `second` joins, and `loser` resigns.
async fn play(first: &Client, second: &Client, spec: Value, loser: &Client) -> String {
    let id = first.create(spec).await;
    second.join(&id).await;
    let mut s = loser.socket(&id).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    id
}

async fn ratings(c: &Client, name: &str) -> Value {
    let r = c.get(&format!("/api/users/{name}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["ratings"].clone()
}

fn close(v: &Value, x: f64) -> bool {
    (v.as_f64().unwrap() - x).abs() < 1e-6
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_once_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let ann = account(server.addr, "Ann").await;
    let bob = account(server.addr, "Bob").await;
    assert_eq!(ratings(&ann, "Ann").await, json!({}));

    let id = ann.create(blitz(true)).await;
    let view = ann.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(view["rated"], true, "{view}");
    bob.join(&id).await;
    let listed = ann.get("/api/games").await.json();
    assert_eq!(listed["games"][0]["rated"], true, "{listed}");
    let mut s = ann.socket(&id).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;

    // Ann resigned: both moved as Glicko-2 says, from a newcomer's 1500 ± 350.
    let (lost, won) = rate_game(&Rating::default(), &Rating::default(), Score::Loss);
    let a = ratings(&ann, "Ann").await;
    let b = ratings(&ann, "Bob").await;
    let (a, b) = (&a["renju/blitz"], &b["renju/blitz"]);
    assert!(close(&a["rating"], lost.rating), "{a}");
    assert!(close(&a["deviation"], lost.deviation), "{a}");
    assert!(close(&b["rating"], won.rating), "{b}");
    assert!(b["rating"].as_f64().unwrap() > 1600.0, "{b}");
    assert_eq!((&a["games"], &a["provisional"]), (&json!(1), &json!(true)));
    assert_eq!(b["games"], 1);
    let profile = ann.get("/api/users/Ann").await.json();
    assert_eq!(profile["games"][0]["rated"], true, "{profile}");

    // A casual game changes nothing.
    play(&ann, &bob, blitz(false), &bob).await;
    let before = (ratings(&ann, "Ann").await, ratings(&ann, "Bob").await);
    assert_eq!(before.0["renju/blitz"], *a);

    // Restarted on the same data, the finished game is not rated again.
    server.stop();
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let ann = Client {
        addr: server.addr,
        cookie: ann.cookie.clone(),
    };
    let view = ann.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(
        (&view["status"], &view["rated"]),
        (&json!("over"), &json!(true))
    );
    assert_eq!(
        (ratings(&ann, "Ann").await, ratings(&ann, "Bob").await),
        before
    );

    // A rated game whose time runs out while the server is down is flagged, and rated,
    // once it is back; and only once, however often it restarts.
    let bob = Client {
        addr: server.addr,
        cookie: bob.cookie.clone(),
    };
    let flagged = bob.create(blitz(true)).await;
    ann.join(&flagged).await;
    // A stone each: the clock runs, and it is Bob's turn.
    bob.socket(&flagged).await.act("h8").await;
    ann.socket(&flagged).await.act("h9").await;
    server.stop();
    clock.advance(300_001);
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let ann = Client {
        addr: server.addr,
        cookie: ann.cookie.clone(),
    };
    let mut over = false;
    for _ in 0..1000 {
        let g = ann.get(&format!("/api/games/{flagged}")).await.json()["game"].clone();
        if g["status"] == "over" {
            over = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert!(over, "the game was not flagged after the restart");
    let after = (ratings(&ann, "Ann").await, ratings(&ann, "Bob").await);
    assert_eq!(after.0["renju/blitz"]["games"], 2, "{after:?}");
    assert_eq!(after.1["renju/blitz"]["games"], 2, "{after:?}");
    // Bob ran out of time: Ann gained.
    assert!(after.0["renju/blitz"]["rating"].as_f64() > before.0["renju/blitz"]["rating"].as_f64());
    server.stop();
    let server = start_on(dir.path(), Config::default(), clock).await;
    let ann = Client {
        addr: server.addr,
        cookie: ann.cookie.clone(),
    };
    assert_eq!(
        (ratings(&ann, "Ann").await, ratings(&ann, "Bob").await),
        after
    );
    server.stop();
}

#[tokio::test]
async fn rated_games_are_for_accounts_base_rules_and_even_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let ann = account(server.addr, "Ann").await;
    let guest = Client::new(server.addr).await;

    let refused = |r: common::Reply, status: u16, code: &str, words: &str| {
        assert_eq!(r.status, status, "{}", r.body);
        let v = r.json();
        assert_eq!(v["error"], code, "{v}");
        let message = v["message"].as_str().unwrap();
        assert!(message.contains(words), "{message}");
    };
    refused(
        guest.post("/api/games", &blitz(true)).await,
        403,
        "rated-needs-account",
        "accounts",
    );
    for (body, words) in [
        (
            json!({"rule": "renju", "rated": true,
                   "clock": {"initial_ms": [300_000, 30_000]}}),
            "handicap",
        ),
        (
            json!({"rule": "pente+bomb", "rated": true, "clock": sudden_death(300_000)}),
            "modifiers",
        ),
        (
            json!({"rule": "renju", "size": 19, "rated": true, "clock": sudden_death(300_000)}),
            "19x19",
        ),
        (
            json!({"rule": "renju", "rated": true, "opponent": "engine",
                   "clock": sudden_death(300_000)}),
            "engine",
        ),
    ] {
        refused(
            ann.post("/api/games", &body).await,
            400,
            "bad-request",
            words,
        );
    }
    // A casual game may have all of these.
    let casual = ann
        .create(json!({"rule": "pente+bomb", "clock": {"initial_ms": [300_000, 30_000]}}))
        .await;
    let view = ann.get(&format!("/api/games/{casual}")).await.json()["game"].clone();
    assert_eq!(view["rated"], false);

    // A guest may not take the open seat of a rated game; an account may.
    let id = ann.create(blitz(true)).await;
    refused(
        guest
            .post(&format!("/api/games/{id}/join"), &json!({}))
            .await,
        403,
        "rated-needs-account",
        "register",
    );
    let view = ann.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(view["status"], "waiting");
    let bob = account(server.addr, "Bob").await;
    bob.join(&id).await;
    server.stop();
}

#[tokio::test]
async fn leaderboards_list_settled_players_best_first() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let ann = account(server.addr, "Ann").await;
    let bob = account(server.addr, "Bob").await;
    let cid = account(server.addr, "Cid").await;

    // Ann wins two games in three against Bob, until both ratings settle. They take
    // turns to create, each within the games a minute one may create.
    for i in 0..30 {
        let loser = if i % 3 == 0 { &ann } else { &bob };
        let (first, second) = if i % 2 == 0 {
            (&ann, &bob)
        } else {
            (&bob, &ann)
        };
        play(first, second, blitz(true), loser).await;
    }
    // Cid's one game leaves him provisional: off the board.
    play(&cid, &bob, blitz(true), &bob).await;
    let a = ratings(&ann, "Ann").await["renju/blitz"].clone();
    assert_eq!(
        (&a["games"], &a["provisional"]),
        (&json!(30), &json!(false))
    );
    assert_eq!(
        ratings(&ann, "Cid").await["renju/blitz"]["provisional"],
        true
    );

    let r = ann.get("/api/leaderboard/renju/blitz").await;
    assert_eq!(r.status, 200, "{}", r.body);
    let board = r.json();
    let names: Vec<&str> = board["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob"], "{board}");
    assert_eq!(board["players"][0]["games"], 30);
    assert!(close(
        &board["players"][0]["rating"],
        a["rating"].as_f64().unwrap()
    ));
    assert!(
        board["players"][0]["rating"].as_f64() > board["players"][1]["rating"].as_f64(),
        "{board}"
    );

    // Another pool of the same rule is empty; a pool that cannot be is not found.
    let empty = ann.get("/api/leaderboard/renju/rapid").await.json();
    assert_eq!(empty["players"], json!([]));
    for path in ["renju/hyper", "pente+bomb/blitz", "chess/blitz"] {
        let r = ann.get(&format!("/api/leaderboard/{path}")).await;
        assert_eq!(r.status, 404, "{path}: {}", r.body);
        assert_eq!(r.json()["error"], "not-found");
    }
    server.stop();
}

#[tokio::test]
async fn seeks_may_ask_for_a_rating_range() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let ann = account(server.addr, "Ann").await;
    let cid = account(server.addr, "Cid").await;
    let guest = Client::new(server.addr).await;

    let seek = |range: Value| {
        let mut body = blitz(true);
        body["rating_range"] = range;
        body
    };
    let post = |c: &Client, body: Value| {
        let c = Client {
            addr: c.addr,
            cookie: c.cookie.clone(),
        };
        async move { c.post("/api/seeks", &body).await }
    };
    // Refused: a guest's rated seek, a range on a casual seek, a reversed range.
    let r = post(&guest, blitz(true)).await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (403, json!("rated-needs-account"))
    );
    let mut casual = blitz(false);
    casual["rating_range"] = json!([1400, 1600]);
    let r = post(&ann, casual).await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("rated"), "{}", r.body);
    let r = post(&ann, seek(json!([1600, 1400]))).await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("rating_range"), "{}", r.body);

    // A newcomer (1500) is outside 1600..2000: refused, and the seek stays.
    let r = post(&ann, seek(json!([1600, 2000]))).await;
    assert_eq!(r.status, 201, "{}", r.body);
    let high = r.json();
    assert_eq!(high["seek"]["rating_range"], json!([1600, 2000]));
    assert_eq!(high["seek"]["rated"], true);
    let high = high["id"].as_str().unwrap().to_string();
    let r = cid
        .post(&format!("/api/seeks/{high}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
    let v = r.json();
    assert_eq!(v["error"], "out-of-rating-range");
    assert!(v["message"].as_str().unwrap().contains("1500"), "{v}");
    let listed = ann.get("/api/seeks").await.json();
    assert!(listed["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == high.as_str()));

    // A guest may not accept a rated seek; an account inside the range may.
    let r = post(&ann, seek(json!([1400, 1600]))).await;
    let fair = r.json()["id"].as_str().unwrap().to_string();
    let r = guest
        .post(&format!("/api/seeks/{fair}/accept"), &json!({}))
        .await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (403, json!("rated-needs-account"))
    );
    let r = cid
        .post(&format!("/api/seeks/{fair}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let game = r.json()["id"].as_str().unwrap().to_string();
    let view = cid.get(&format!("/api/games/{game}")).await.json()["game"].clone();
    assert_eq!(
        (&view["rated"], &view["status"]),
        (&json!(true), &json!("live"))
    );
    server.stop();
}
