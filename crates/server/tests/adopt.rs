//! A guest who registers keeps what belongs to them besides their games: the conditional
//! moves of a correspondence game, and the notifications they were sent. On the server's
//! virtual time; on SQLite, or on PostgreSQL with `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, sudden_death, Client};
use serde_json::{json, Value};

#[tokio::test]
async fn a_guest_who_registers_keeps_conditional_moves_and_notifications() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut guest = Client::new(server.addr).await;
    let bob = Client::new(server.addr).await;

    // A finished game, after which Bob offers the guest a rematch: a notification.
    let done = guest
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(60_000)}))
        .await;
    bob.join(&done).await;
    let mut s = guest.socket(&done).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    let r = bob
        .post(&format!("/api/games/{done}/rematch"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);

    // A correspondence game where the guest has foreseen Bob's reply.
    let id = guest
        .create(json!({"rule": "freestyle", "side": "first", "clock": {"days_per_move": 3}}))
        .await;
    bob.join(&id).await;
    guest.socket(&id).await.act("h8").await;
    let url = format!("/api/games/{id}/conditional");
    let r = guest.post(&url, &json!({"lines": [["i9", "j10"]]})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let tree = r.json();

    // Two notifications by now: the rematch offer, and the turn the correspondence game
    // gave the guest when Bob joined (sent by a task of its own, so waited for).
    let mut before = Value::Null;
    for _ in 0..1000 {
        before = guest.get("/api/me/notifications").await.json();
        if before["notifications"].as_array().unwrap().len() == 2 {
            break;
        }
        tokio::task::yield_now().await;
    }
    let texts: Vec<&str> = before["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["text"].as_str().unwrap())
        .collect();
    assert!(
        texts.iter().any(|t| t.contains("offers you a rematch")),
        "{before}"
    );
    assert!(texts.iter().any(|t| t.contains("your move")), "{before}");
    register(&mut guest, "Ann").await;
    assert_eq!(
        guest.get(&url).await.json(),
        tree,
        "the account has the guest's lines"
    );
    let after = guest.get("/api/me/notifications").await.json();
    assert_eq!(after["notifications"], before["notifications"]);
    // And they still play: Bob's foreseen move is answered for the account.
    let mut sb = bob.socket(&id).await;
    sb.act("i9").await;
    let g = sb.until(|g| g["ply"] == 3).await;
    assert_eq!(g["actions"][2], "j10", "{g}");
    server.stop();
}
