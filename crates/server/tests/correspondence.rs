//! Correspondence games: clocks of days a move, swept and shown like every clock and
//! kept across a restart; the lists of one's turns; conditional moves; vacations. On
//! SQLite, or on PostgreSQL with `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, start_on, sudden_death, Client, T0};
use pearls_server::clock::DAY_MS;
use pearls_server::time::ManualClock;
use pearls_server::Config;
use serde_json::{json, Value};
use std::sync::Arc;

async fn account(addr: std::net::SocketAddr, name: &str) -> Client {
    let mut c = Client::new(addr).await;
    register(&mut c, name).await;
    c
}

/// A freestyle game of `days` a move, the creator black.
fn days(days: u32) -> Value {
    json!({"rule": "freestyle", "side": "first", "clock": {"days_per_move": days}})
}

async fn game(c: &Client, id: &str) -> Value {
    let r = c.get(&format!("/api/games/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["game"].clone()
}

async fn turns(c: &Client) -> Vec<String> {
    let r = c.get("/api/me/turns").await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["game"]["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_game_of_days_shows_its_deadline_keeps_it_across_a_restart_and_flags() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let (ann, bob) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = ann.create(days(3)).await;
    bob.join(&id).await;
    let g = game(&ann, &id).await;
    assert_eq!(g["clock"]["spec"]["days_per_move"], 3, "{g}");
    assert_eq!(g["clock"]["deadline_ms"], T0 + 3 * DAY_MS, "{g}");
    assert_eq!(turns(&ann).await, vec![id.clone()]);
    assert!(turns(&bob).await.is_empty());
    // Ann is told in the app that the game has begun with her move.
    let told = tokio::time::timeout(common::WAIT, async {
        loop {
            let n = ann.get("/api/me/notifications").await.json();
            if n["unseen"] == 1 {
                return n;
            }
            tokio::task::yield_now().await;
        }
    })
    .await
    .expect("a notification in time");
    assert!(
        told["notifications"][0]["text"]
            .as_str()
            .unwrap()
            .contains("your move"),
        "{told}"
    );

    // Two days later Ann moves: Bob has three days from then.
    server.advance(2 * DAY_MS);
    let mut s = ann.socket(&id).await;
    s.act("h8").await;
    let g = game(&bob, &id).await;
    assert_eq!(g["clock"]["deadline_ms"], T0 + 5 * DAY_MS, "{g}");
    assert_eq!(g["clock"]["sides"][0]["period_ms"], 3 * DAY_MS, "{g}");
    assert!(turns(&ann).await.is_empty());
    assert_eq!(turns(&bob).await, vec![id.clone()]);
    s.ws.close(None).await.ok();

    // A restart loses nothing: the game, its clock and its deadline come back.
    server.stop();
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let bob = Client {
        addr: server.addr,
        cookie: bob.cookie.clone(),
    };
    let g = game(&bob, &id).await;
    assert_eq!(
        (g["status"].as_str(), g["ply"].as_u64()),
        (Some("live"), Some(1))
    );
    assert_eq!(g["clock"]["deadline_ms"], T0 + 5 * DAY_MS, "{g}");
    assert_eq!(turns(&bob).await, vec![id.clone()]);

    // The sweeper flags Bob when his days are up, on the server's clock.
    let mut watch = bob.socket(&id).await;
    server.advance(3 * DAY_MS);
    let over = watch.until(|g| g["status"] == "over").await;
    assert!(
        over["outcome"]["text"].as_str().unwrap().contains("time"),
        "{over}"
    );
    assert!(turns(&bob).await.is_empty());
}

#[tokio::test]
async fn correspondence_clocks_are_checked_and_are_their_own_pool() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    for (clock, words) in [
        (json!({"days_per_move": 0}), "from 1 to 14"),
        (json!({"days_per_move": 15}), "from 1 to 14"),
        (
            json!({"days_per_move": 2, "initial_ms": [60000, 60000]}),
            "days only",
        ),
        (
            json!({"bank_days": 2, "initial_ms": [60000, 60000]}),
            "needs days_per_move",
        ),
    ] {
        let r = c
            .post("/api/games", &json!({"rule": "freestyle", "clock": clock}))
            .await;
        assert_eq!(r.status, 400, "{clock}: {}", r.body);
        assert!(r.body.contains(words), "{clock}: {}", r.body);
    }
    // A bank adds to the first deadline; rated, it is the correspondence pool.
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    let bob = account(server.addr, "Bob").await;
    let id = ann
        .create(json!({"rule": "renju", "side": "first", "rated": true,
                       "clock": {"days_per_move": 2, "bank_days": 5}}))
        .await;
    bob.join(&id).await;
    let g = game(&ann, &id).await;
    assert_eq!(g["clock"]["deadline_ms"], T0 + 7 * DAY_MS, "{g}");
    let mut s = bob.socket(&id).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    let profile = ann.get("/api/users/Ann").await.json();
    assert!(
        profile["ratings"]["renju/correspondence"]["games"] == 1,
        "{profile}"
    );
}

#[tokio::test]
async fn conditional_moves_answer_the_foreseen_move_and_drop_on_another() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (ann, bob) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = ann.create(days(5)).await;
    bob.join(&id).await;
    let url = format!("/api/games/{id}/conditional");
    // Ann is to move: her conditional moves would answer nothing yet.
    let r = ann.post(&url, &json!({"lines": [["i9", "j10"]]})).await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (409, Some("bad-action"))
    );
    let mut a = ann.socket(&id).await;
    a.act("h8").await;

    // Two lines sharing their first move, and one apart.
    let lines = json!({"lines": [["i9", "j10", "k11", "l12"], ["i9", "j10", "g7", "f6"],
                                 ["h9", "h7"]]});
    let r = ann.post(&url, &lines).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let tree = r.json();
    assert_eq!(tree["ply"], 1);
    assert_eq!(tree["tree"]["i9"]["answer"], "j10", "{tree}");
    assert_eq!(tree["tree"]["i9"]["then"]["k11"]["answer"], "l12", "{tree}");
    assert_eq!(tree["lines"].as_array().unwrap().len(), 3, "{tree}");
    assert_eq!(ann.get(&url).await.json(), tree);
    // They are Ann's alone: Bob sees none of them.
    assert_eq!(bob.get(&url).await.json()["lines"], json!([]));
    // Cleared, then set again.
    let r = ann.post(&format!("{url}/clear"), &json!({})).await;
    assert_eq!(r.json()["lines"], json!([]), "{}", r.body);
    assert_eq!(ann.get(&url).await.json()["lines"], json!([]));
    assert_eq!(ann.post(&url, &lines).await.json(), tree);

    // Refused: an occupied point, a move out of turn, two answers to one move.
    for (bad, code, words) in [
        (
            json!({"lines": [["h8", "j10"]]}),
            "illegal",
            "line 1, move 1",
        ),
        (json!({"lines": [["i9"]]}), "bad-request", "pairs"),
        (
            json!({"lines": [["i9", "j10"], ["i9", "k10"]]}),
            "bad-request",
            "another line answers j10",
        ),
        (json!({"lines": [["zz99", "j10"]]}), "bad-action", "zz99"),
    ] {
        let r = ann.post(&url, &bad).await;
        assert_eq!(r.json()["error"], code, "{bad}: {}", r.body);
        assert!(r.body.contains(words), "{bad}: {}", r.body);
    }
    assert_eq!(
        ann.get(&url).await.json(),
        tree,
        "a refused tree changes nothing"
    );

    // Bob plays the foreseen i9: j10 comes at once, and the branch goes on.
    let mut b = bob.socket(&id).await;
    b.act("i9").await;
    let g = b.until(|g| g["ply"] == 3).await;
    assert_eq!(g["actions"], json!(["h8", "i9", "j10"]));
    let left = ann.get(&url).await.json();
    assert_eq!(left["ply"], 3, "{left}");
    assert_eq!(
        left["lines"],
        json!([["g7", "f6"], ["k11", "l12"]]),
        "{left}"
    );
    // Bob leaves the tree: nothing is played for Ann, and her tree is gone.
    b.act("a1").await;
    assert_eq!(game(&ann, &id).await["ply"], 4);
    assert_eq!(ann.get(&url).await.json()["lines"], json!([]));
    assert_eq!(turns(&ann).await, vec![id.clone()]);

    // Not in a live game, nor for someone who does not play in it.
    let live = ann
        .create(json!({"rule": "freestyle", "clock": sudden_death(60_000)}))
        .await;
    bob.join(&live).await;
    let r = bob
        .post(&format!("/api/games/{live}/conditional"), &lines)
        .await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (409, Some("not-correspondence"))
    );
    let stranger = Client::new(server.addr).await;
    let r = stranger.post(&url, &lines).await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (403, Some("not-your-game"))
    );
}

#[tokio::test]
async fn a_vacation_stops_the_clock_within_the_yearly_allowance() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let guest = Client::new(server.addr).await;
    let r = guest.post("/api/me/vacation", &json!({"days": 3})).await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (403, Some("account-needed"))
    );

    let ann = account(server.addr, "Ann").await;
    let bob = account(server.addr, "Bob").await;
    let id = ann.create(days(2)).await;
    bob.join(&id).await;
    let v = ann.get("/api/me/vacation").await.json();
    assert_eq!(
        v,
        json!({"allowance_days": 30, "taken_days": 0, "left_days": 30,
                         "current": null})
    );

    // One day into Ann's move, three days off: her deadline moves three days on.
    server.advance(DAY_MS);
    let r = ann.post("/api/me/vacation", &json!({"days": 3})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let now = T0 + DAY_MS;
    assert_eq!(
        r.json(),
        json!({"allowance_days": 30, "taken_days": 3, "left_days": 27,
               "current": [now, now + 3 * DAY_MS]})
    );
    assert_eq!(
        game(&bob, &id).await["clock"]["deadline_ms"],
        T0 + 5 * DAY_MS
    );
    // Not a second at once, nor more than is left, nor a part of a day.
    let r = ann.post("/api/me/vacation", &json!({"days": 1})).await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (409, Some("vacation-refused"))
    );
    server.advance(3 * DAY_MS);
    let r = ann.post("/api/me/vacation", &json!({"days": 28})).await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (409, Some("vacation-refused"))
    );
    assert!(r.body.contains("27 days"), "{}", r.body);
    let r = ann.post("/api/me/vacation", &json!({"days": 1.5})).await;
    assert_eq!(r.status, 400, "{}", r.body);

    // Still Ann's game: the vacation kept her from losing on time.
    server.advance(DAY_MS - 1);
    let g = game(&bob, &id).await;
    assert_eq!(g["status"], "live", "{g}");
    let mut watch = bob.socket(&id).await;
    server.advance(1);
    watch.until(|g| g["status"] == "over").await;
}
