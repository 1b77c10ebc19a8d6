//! Aborting a game: the clock waits for the first stone, either player may end the game
//! without a result until each side has moved, a game whose first stone never comes ends
//! aborted by itself, and an aborted rated game changes no rating. On the server's
//! virtual time; on SQLite, or on PostgreSQL with `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, sudden_death, Client};
use serde_json::{json, Value};

fn over(g: &Value) -> bool {
    g["status"] == "over"
}

#[tokio::test]
async fn the_clock_waits_for_the_first_stone_and_a_player_aborts_before_the_reply() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = a
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(30_000)}))
        .await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    assert_eq!(sa.state["status"], "live");
    assert_eq!(sa.state["abortable"], true);
    // Ten seconds with no stone: black's time is whole.
    server.advance(10_000);
    let g = a.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(g["clock"]["running"], Value::Null, "{g}");
    assert_eq!(g["clock"]["sides"][0]["main_ms"], 30_000);
    assert_eq!(g["clock"]["deadline_ms"], Value::Null);
    // The first stone starts white's clock; black's time is still whole.
    server.advance(2_000);
    let g = sa.act("h8").await;
    assert_eq!(g["clock"]["running"], 1);
    assert_eq!(g["clock"]["sides"][0]["main_ms"], 30_000);
    assert_eq!(g["abortable"], true, "white has not moved yet");

    // Someone who does not play may not abort it.
    let stranger = Client::new(server.addr).await;
    let r = stranger
        .post(&format!("/api/games/{id}/abort"), &json!({}))
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "not-your-game");

    // White aborts on the socket: over, no result, no outcome.
    let mut sb = b.socket(&id).await;
    sb.send(json!({"type": "abort"})).await;
    let g = sa.until(over).await;
    assert_eq!(g["aborted"], true, "{g}");
    assert_eq!(g["outcome"], Value::Null);
    assert_eq!(g["actions"], json!(["h8"]));
    assert!(g.get("abortable").is_none(), "{g}");
    // Over is over: neither abort nor a move.
    let r = a.post(&format!("/api/games/{id}/abort"), &json!({})).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "game-over");
    server.stop();
}

#[tokio::test]
async fn once_both_sides_have_moved_the_game_is_resigned_not_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = a
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(60_000)}))
        .await;
    b.join(&id).await;
    let (mut sa, mut sb) = (a.socket(&id).await, b.socket(&id).await);
    sa.act("h8").await;
    let g = sb.act("h9").await;
    assert!(g.get("abortable").is_none(), "{g}");
    let r = a.post(&format!("/api/games/{id}/abort"), &json!({})).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "too-late-to-abort");
    sa.send(json!({"type": "abort"})).await;
    assert_eq!(sa.error().await["code"], "too-late-to-abort");
    let g = a.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(g["status"], "live");
    server.stop();
}

#[tokio::test]
async fn a_game_whose_first_stone_never_comes_ends_aborted_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = a
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(300_000)}))
        .await;
    b.join(&id).await;
    let mut sb = b.socket(&id).await;
    server.advance(59_999);
    let g = a.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(g["status"], "live", "a minute has not passed");
    server.advance(1);
    let g = sb.until(over).await;
    assert_eq!(g["aborted"], true, "{g}");
    assert_eq!(g["outcome"], Value::Null);
    assert_eq!(g["actions"], json!([]));
    server.stop();
}

#[tokio::test]
async fn an_aborted_rated_game_rates_nobody_and_a_waiting_game_is_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (mut ann, mut bob) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    register(&mut ann, "Ann").await;
    register(&mut bob, "Bob").await;
    let spec =
        json!({"rule": "renju", "side": "first", "rated": true, "clock": sudden_death(300_000)});
    let id = ann.create(spec.clone()).await;
    bob.join(&id).await;
    let r = ann
        .post(&format!("/api/games/{id}/abort"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    for name in ["Ann", "Bob"] {
        let p = ann.get(&format!("/api/users/{name}")).await.json();
        let games = p["ratings"].as_object().map_or(0, |r| {
            r.values().map(|v| v["games"].as_i64().unwrap()).sum()
        });
        assert_eq!(games, 0, "{name}: {p}");
    }
    // A game still waiting for its opponent: its creator withdraws it.
    let id = ann.create(spec).await;
    let r = bob
        .post(&format!("/api/games/{id}/abort"), &json!({}))
        .await;
    assert_eq!(r.json()["error"], "not-your-game", "{}", r.body);
    let r = ann
        .post(&format!("/api/games/{id}/abort"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let g = ann.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(
        (g["status"].clone(), g["aborted"].clone()),
        (json!("over"), json!(true))
    );
    server.stop();
}
