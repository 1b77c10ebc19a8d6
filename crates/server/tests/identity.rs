//! A guest who registers or logs in keeps their games: finished games move to the
//! account's profile, and a live game keeps its seat and its clock, so that the player
//! goes on playing as the account. On SQLite, or on PostgreSQL with
//! `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, sudden_death, take_session, Client, PASSWORD};
use serde_json::{json, Value};

fn names(game: &Value) -> Vec<String> {
    game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test]
async fn a_guest_who_registers_mid_game_keeps_the_seat_the_clock_and_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut ann = Client::new(server.addr).await;
    let bob = Client::new(server.addr).await;

    // A finished game first: the guest resigns it.
    let done = ann
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(60_000)}))
        .await;
    bob.join(&done).await;
    let mut s = ann.socket(&done).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;

    // Then a live one, in which each side has moved and time has run.
    let id = ann
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(60_000)}))
        .await;
    bob.join(&id).await;
    let mut sa = ann.socket(&id).await;
    let mut sb = bob.socket(&id).await;
    let guest_name = names(&sa.state)[0].clone();
    assert!(guest_name.starts_with("guest-"), "{guest_name}");
    server.advance(4_000);
    sa.act("h8").await;
    server.advance(3_000);
    sb.act("a1").await;
    // Black's clock runs while the guest registers.
    server.advance(5_000);
    register(&mut ann, "Ann").await;

    // The account sits where the guest sat, and everyone sees its name.
    let mut sa = ann.socket(&id).await;
    assert_eq!(sa.you, Some(0), "{}", sa.hello);
    assert_eq!(sa.hello["name"], "Ann");
    assert_eq!(names(&sa.state)[0], "Ann");
    let seen = sb.until(|g| g["seats"][0]["name"] == "Ann").await;
    assert_eq!(seen["status"], "live");
    // The clock went on as it was: 60 s less the 5 s black spent (the 4 s before the first
    // stone did not count), still running for black, who is to move.
    let clock = &sa.state["clock"];
    assert_eq!(clock["running"], 0, "{clock}");
    assert_eq!(clock["sides"][0]["main_ms"], 55_000, "{clock}");
    assert_eq!(clock["sides"][1]["main_ms"], 57_000, "{clock}");
    // And the account plays on.
    let g = sa.act("i8").await;
    assert_eq!(g["last"], "i8");
    let g = sb.act("a2").await;
    assert_eq!(g["last"], "a2");
    // The guest identity has no seat left there.
    let guest = Client {
        addr: ann.addr,
        cookie: ann
            .cookie
            .split("; ")
            .find(|c| c.starts_with("pearls_guest="))
            .unwrap()
            .to_string(),
    };
    assert_eq!(guest.socket(&id).await.you, None);

    // Both games are on the account's profile, the finished one lost.
    let profile = ann.get("/api/users/Ann").await.json();
    let games = profile["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{profile}");
    let over = games.iter().find(|g| g["id"] == done.as_str()).unwrap();
    assert_eq!(over["result"], "loss", "{over}");
    let live = games.iter().find(|g| g["id"] == id.as_str()).unwrap();
    assert_eq!(live["status"], "live", "{live}");
    // The finished game, read from the store, names the account.
    let view = ann.get(&format!("/api/games/{done}")).await.json();
    assert_eq!(names(&view["game"])[0], "Ann", "{view}");
}

#[tokio::test]
async fn a_guest_who_logs_in_keeps_the_games_and_one_against_the_account_stays_apart() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut cat = Client::new(server.addr).await;
    register(&mut cat, "Cat").await;
    // A guest on another browser plays Cat, then a game with another guest.
    let mut guest = Client::new(server.addr).await;
    let other = Client::new(server.addr).await;
    let against_cat = guest
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(60_000)}))
        .await;
    cat.join(&against_cat).await;
    let with_other = guest
        .create(json!({"rule": "freestyle", "side": "second", "clock": sudden_death(60_000)}))
        .await;
    other.join(&with_other).await;

    let r = guest
        .post("/api/login", &json!({"name": "cat", "password": PASSWORD}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    take_session(&mut guest, &r);

    let s = guest.socket(&with_other).await;
    assert_eq!(s.you, Some(1));
    assert_eq!(names(&s.state)[1], "Cat");
    // Cat cannot play both sides: the game against Cat keeps the guest in its seat.
    let s = guest.socket(&against_cat).await;
    assert_eq!(s.you, Some(1));
    assert!(names(&s.state)[0].starts_with("guest-"), "{}", s.state);
}
