//! Games against the engine, which runs in the server's pool.

mod common;

use common::*;
use serde_json::json;

#[tokio::test]
async fn a_renju_game_against_the_engine_through_the_rif_opening() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let id = a
        .create(
            json!({"rule": "renju", "opening": "rif-1995", "opponent": "engine",
                       "strength": 10, "side": "first", "clock": sudden_death(120_000)}),
        )
        .await;
    let mut s = a.socket(&id).await;
    assert_eq!(s.you, Some(0));
    assert_eq!(s.state["seats"][1]["kind"], "engine");
    s.act("h8").await;
    // The engine places the 2nd stone next to the first; the 3rd goes inside the 5x5.
    let g = s.until(|g| g["ply"] == 2).await;
    let third = g["pending"]["allowed"][0].as_str().unwrap().to_string();
    s.act(&third).await;
    // The engine may swap; it plays the 4th stone, then black offers two 5th moves.
    let g = s.until(|g| g["pending"]["kind"] == "offer").await;
    assert_eq!(g["decider"], 0, "{g}");
    let empties: Vec<String> = ["a1", "b3", "o14", "c12", "m2"]
        .iter()
        .map(|p| p.to_string())
        .collect();
    let mut offered = false;
    'outer: for i in 0..empties.len() {
        for j in i + 1..empties.len() {
            let ply = s.state["ply"].as_u64().unwrap();
            s.send(json!({"type": "act", "action": format!("offer:{}/{}", empties[i], empties[j]), "ply": ply}))
                .await;
            let v = s.next().await;
            if v["type"] == "state" {
                offered = true;
                break 'outer;
            }
        }
    }
    assert!(offered);
    // The engine chooses one, and white (the engine) moves on after it.
    let g = s
        .until(|g| g["pending"]["kind"] == "move" && g["decider"] == 0)
        .await;
    let actions = g["actions"].as_array().unwrap();
    assert!(actions
        .iter()
        .any(|a| a.as_str().unwrap().starts_with("choose:")));
    assert_eq!(g["to_move"], "black");
    // A takeback against the engine is granted at once.
    let ply = g["ply"].as_u64().unwrap();
    s.send(json!({"type": "takeback"})).await;
    let g = s.until(|g| g["ply"].as_u64().unwrap() < ply).await;
    assert_eq!(g["decider"], 0);
    s.send(json!({"type": "resign"})).await;
    let g = s.until(|g| g["status"] == "over").await;
    assert_eq!(g["outcome"]["reason"], "resignation");
    server.stop();
}

#[tokio::test]
async fn the_engine_opens_as_black_and_plays_the_variations() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let id = a
        .create(json!({"rule": "freestyle", "opponent": "engine", "strength": 0, "side": "second"}))
        .await;
    let mut s = a.socket(&id).await;
    let g = s.until(|g| g["ply"] == 1).await;
    assert_eq!(g["decider"], 1);
    s.send(json!({"type": "resign"})).await;
    // A game with a bomb and neutral stones in hand: the engine takes its seat and opens.
    let id = a
        .create(json!({"rule": "pente+bomb+neutral", "opponent": "engine", "strength": 0, "side": "second"}))
        .await;
    let mut s = a.socket(&id).await;
    let g = s.until(|g| g["ply"] == 1).await;
    assert_eq!(g["decider"], 1, "{g}");
    server.stop();
}

#[tokio::test]
async fn the_engine_plays_the_capture_games() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    for rule in [
        "pente",
        "keryo-pente",
        "ninuki-renju",
        "anti-renju",
        "anti-pente",
    ] {
        let id = a
            .create(json!({"rule": rule, "opponent": "engine", "strength": 0, "side": "second"}))
            .await;
        let mut s = a.socket(&id).await;
        // The engine's first stone, on the centre where the opening asks for it.
        let g = s.until(|g| g["ply"] == 1).await;
        assert_eq!(g["decider"], 1, "{rule}: {g}");
        // One engine game at a time is a guest's share.
        s.send(json!({"type": "resign"})).await;
        s.until(|g| g["status"] == "over").await;
    }
    server.stop();
}
