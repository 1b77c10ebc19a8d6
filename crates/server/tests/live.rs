//! Live games over real HTTP and WebSocket on loopback.

mod common;

use common::*;
use serde_json::{json, Value};

fn over(g: &Value) -> bool {
    g["status"] == "over"
}

async fn two_players(addr: std::net::SocketAddr, spec: Value) -> (Client, Client, String) {
    let a = Client::new(addr).await;
    let b = Client::new(addr).await;
    let id = a.create(spec).await;
    b.join(&id).await;
    (a, b, id)
}

#[tokio::test]
async fn two_guests_play_to_a_five() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b, id) = two_players(
        server.addr,
        json!({"rule": "freestyle", "clock": sudden_death(60_000)}),
    )
    .await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    assert_eq!((sa.you, sb.you), (Some(0), Some(1)));
    assert_eq!(sa.state["status"], "live");
    let moves = ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"];
    for (i, m) in moves.iter().enumerate() {
        let g = if i % 2 == 0 {
            sa.act(m).await
        } else {
            sb.act(m).await
        };
        assert_eq!(g["last"], *m);
    }
    let g = sb.until(over).await;
    assert_eq!(g["outcome"]["winner"], "black");
    assert_eq!(g["outcome"]["reason"], "five");
    assert_eq!(g["actions"].as_array().unwrap().len(), 9);
    assert_eq!(g["clock"]["running"], Value::Null);
    // A spectator sees the finished game, and the seats carry names, not identities.
    let c = Client::new(server.addr).await;
    let sc = c.socket(&id).await;
    assert_eq!(sc.you, None);
    assert_eq!(sc.state["outcome"]["reason"], "five");
    assert!(!sc.state.to_string().contains(&a.cookie));
    server.stop();
}

#[tokio::test]
async fn hostile_clients_are_refused_and_the_server_stays_up() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b, id) = two_players(
        server.addr,
        json!({"rule": "renju", "clock": sudden_death(60_000)}),
    )
    .await;
    let other = a.create(json!({"rule": "renju"})).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;

    // Out of turn: white moves first.
    sb.send(json!({"type": "act", "game": id, "action": "h8", "ply": 0}))
        .await;
    assert_eq!(sb.error().await["code"], "not-your-turn");

    // A spectator moves in someone else's game.
    let c = Client::new(server.addr).await;
    let mut sc = c.socket(&id).await;
    sc.send(json!({"type": "act", "game": id, "action": "h8", "ply": 0}))
        .await;
    assert_eq!(sc.error().await["code"], "not-your-game");
    // The socket's game and the message's game differ.
    sa.send(json!({"type": "act", "game": other, "action": "h8", "ply": 0}))
        .await;
    assert_eq!(sa.error().await["code"], "not-your-game");

    // A replayed move.
    sa.act("h8").await;
    sb.act("h9").await;
    sa.send(json!({"type": "act", "game": id, "action": "h8", "ply": 0}))
        .await;
    assert_eq!(sa.error().await["code"], "stale-ply");
    // An occupied point, a malformed move, and the rules' own refusals.
    sa.send(json!({"type": "act", "game": id, "action": "h9", "ply": 2}))
        .await;
    assert_eq!(sa.error().await["code"], "illegal");
    sa.send(json!({"type": "act", "game": id, "action": "z99", "ply": 2}))
        .await;
    assert_eq!(sa.error().await["code"], "bad-action");
    sa.send(json!({"type": "act", "game": id, "action": "resign:white", "ply": 2}))
        .await;
    assert_eq!(sa.error().await["code"], "bad-action");
    // Malformed JSON and unknown messages.
    sa.send_text("{\"type\": \"act\", ").await;
    let e = sa.error().await;
    assert_eq!(e["code"], "malformed");
    assert!(e["message"].as_str().unwrap().contains("malformed"));
    sa.send(json!({"type": "teleport"})).await;
    assert_eq!(sa.error().await["code"], "malformed");
    // An oversized message is refused and that socket closed.
    let big = format!(
        "{{\"type\":\"act\",\"action\":\"{}\",\"ply\":2}}",
        "h".repeat(10_000)
    );
    sc.send_text(&big).await;
    assert_eq!(sc.error().await["code"], "too-large");
    // A frame over the socket layer's limit closes the socket.
    let huge = "x".repeat(200_000);
    let _ = futures_util::SinkExt::send(
        &mut sb.ws,
        tokio_tungstenite::tungstenite::Message::Text(huge.into()),
    )
    .await;
    let closed = tokio::time::timeout(WAIT, async {
        loop {
            match futures_util::StreamExt::next(&mut sb.ws).await {
                None | Some(Err(_)) => return None,
                Some(Ok(tokio_tungstenite::tungstenite::Message::Close(c))) => return c,
                Some(Ok(_)) => {}
            }
        }
    })
    .await
    .unwrap();
    if let Some(c) = closed {
        assert_eq!(u16::from(c.code), 1009);
    }

    // The server is up and the game goes on.
    let g = sa.act("j10").await;
    assert_eq!(g["ply"], 3);
    let mut sb = b.socket(&id).await;
    assert_eq!(sb.state["ply"], 3);
    sb.act("i9").await;

    // Cross-site requests: a form post, and a socket from another origin.
    let r = request(
        server.addr,
        "POST",
        "/api/games",
        &[
            ("Cookie", &a.cookie),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ],
        Some("rule=renju"),
    )
    .await;
    assert_eq!(r.status, 403);
    let r = request(
        server.addr,
        "POST",
        "/api/games",
        &[
            ("Cookie", &a.cookie),
            ("Content-Type", "application/json"),
            ("Origin", "http://evil.example"),
        ],
        Some("{}"),
    )
    .await;
    assert_eq!(r.status, 403);
    // A bad request body and an oversized one.
    let r = a.post("/api/games", &json!({"rule": "chess"})).await;
    assert_eq!(r.status, 400);
    assert!(r.body.contains("unknown rule"), "{}", r.body);
    let r = a
        .post("/api/games", &json!({"rule": "x".repeat(100_000)}))
        .await;
    assert_eq!(r.status, 413);
    server.stop();
}

#[tokio::test]
async fn a_forged_cookie_is_a_new_guest() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let id = a.create(json!({"rule": "renju"})).await;
    let (name, sig) = a
        .cookie
        .split_once('=')
        .unwrap()
        .1
        .rsplit_once('.')
        .unwrap();
    let mut forged = name.to_string();
    forged.replace_range(0..1, if name.starts_with('0') { "1" } else { "0" });
    let r = request(
        server.addr,
        "GET",
        "/api/me",
        &[("Cookie", &format!("pearls_guest={forged}.{sig}"))],
        None,
    )
    .await;
    let set = r.header("set-cookie").expect("a new cookie");
    assert!(set.contains("HttpOnly") && set.contains("SameSite=Lax"));
    let m = Client {
        addr: server.addr,
        cookie: format!("pearls_guest={forged}.{sig}"),
    };
    let mut s = m.socket(&id).await;
    assert_eq!(s.you, None);
    s.send(json!({"type": "act", "action": "h8", "ply": 0}))
        .await;
    assert_eq!(s.error().await["code"], "not-your-game");
    server.stop();
}

#[tokio::test]
async fn the_flag_falls() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, _b, id) = two_players(
        server.addr,
        json!({"rule": "renju", "clock": sudden_death(300)}),
    )
    .await;
    let mut sa = a.socket(&id).await;
    server.advance(299);
    sa.send(json!({"type": "act", "action": "h8", "ply": 0}))
        .await;
    let g = sa.until(|g| g["ply"] == 1).await;
    // The clock waits for the first stone: the 299 ms before it cost black nothing.
    assert_eq!(g["clock"]["sides"][0]["main_ms"], 300);
    assert_eq!(g["status"], "live");
    // White's 300 ms run out with nobody acting: the server flags on its own.
    server.advance(300);
    let g = sa.until(over).await;
    assert_eq!(g["outcome"]["reason"], "time");
    assert_eq!(g["outcome"]["winner"], "black");
    assert_eq!(g["clock"]["sides"][1]["main_ms"], 0);
    assert_eq!(g["actions"][1], "timeout:white");
    // Moving after the flag is refused.
    sa.send(json!({"type": "act", "action": "h9", "ply": 2}))
        .await;
    assert_eq!(sa.error().await["code"], "game-over");
    server.stop();
}

#[tokio::test]
async fn fischer_byo_yomi_and_handicap_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    // Handicap: the first player has 60 s + 2 s, the second 400 ms and byo-yomi.
    let (a, b, id) = two_players(
        server.addr,
        json!({"rule": "freestyle", "clock": {
            "initial_ms": [60_000, 400], "increment_ms": [2_000, 0],
            "byo_ms": 300, "periods": 2}}),
    )
    .await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    // The first stone starts the clock; played before it ran, it earns no increment.
    let g = sa.act("h8").await;
    assert_eq!(g["clock"]["sides"][0]["main_ms"], 60_000);
    assert_eq!(g["clock"]["running"], 1);
    // The second player uses the main time and one period, then moves in the second.
    server.advance(800);
    let g = sb.act("h9").await;
    assert_eq!(g["clock"]["sides"][1]["main_ms"], 0);
    assert_eq!(g["clock"]["sides"][1]["periods"], 1);
    sa.act("i8").await;
    // Now the second player has one period of 300 ms left: it falls.
    server.advance(300);
    let g = sb.until(over).await;
    assert_eq!(g["outcome"]["reason"], "time");
    assert_eq!(g["outcome"]["winner_player"], 0);
    server.stop();
}

#[tokio::test]
async fn resign_draw_and_takeback() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b, id) = two_players(server.addr, json!({"rule": "renju"})).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    sa.act("h8").await;
    sb.act("h9").await;
    // A takeback asked by white and accepted by black takes back white's move.
    sb.send(json!({"type": "takeback"})).await;
    sa.until(|g| g["takeback_offer"] == 1).await;
    sa.send(json!({"type": "takeback"})).await;
    let g = sb.until(|g| g["ply"] == 1).await;
    assert_eq!(g["decider"], 1);
    sb.act("i9").await;
    // A draw offered and declined, then offered and accepted.
    sa.send(json!({"type": "draw"})).await;
    sb.until(|g| g["draw_offer"] == 0).await;
    sb.send(json!({"type": "decline"})).await;
    sa.until(|g| g["draw_offer"].is_null()).await;
    sa.send(json!({"type": "draw"})).await;
    sb.until(|g| g["draw_offer"] == 0).await;
    sb.send(json!({"type": "draw"})).await;
    let g = sa.until(over).await;
    assert_eq!(g["outcome"]["reason"], "agreement");
    // Resigning a finished game is refused; a new game is resigned.
    sb.send(json!({"type": "resign"})).await;
    assert_eq!(sb.error().await["code"], "game-over");
    let (c, _d, id2) = two_players(server.addr, json!({"rule": "renju"})).await;
    let mut sc = c.socket(&id2).await;
    sc.send(json!({"type": "resign"})).await;
    let g = sc.until(over).await;
    assert_eq!(g["outcome"]["reason"], "resignation");
    assert_eq!(g["outcome"]["winner"], "white");
    server.stop();
}

#[tokio::test]
async fn a_restart_resumes_games_and_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b, id) = two_players(
        server.addr,
        json!({"rule": "renju", "opening": "rif-1995", "clock": sudden_death(60_000)}),
    )
    .await;
    // A second game whose clock runs out while the server is down.
    let (c, _d, short) = two_players(
        server.addr,
        json!({"rule": "renju", "clock": sudden_death(400)}),
    )
    .await;
    {
        let mut sa = a.socket(&id).await;
        let mut sb = b.socket(&id).await;
        sa.act("h8").await;
        sb.act("h9").await;
        sa.act("j10").await;
        // The short game's first stone starts white's 400 ms.
        c.socket(&short).await.act("h8").await;
    }
    let before = a.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    let clock = server.clock.clone();
    server.stop();
    clock.advance(500);

    let server = start_on(dir.path(), pearls_server::Config::default(), clock).await;
    let a = Client {
        addr: server.addr,
        cookie: a.cookie,
    };
    let b = Client {
        addr: server.addr,
        cookie: b.cookie,
    };
    let mut sb = b.socket(&id).await;
    assert_eq!(sb.you, Some(1));
    assert_eq!(sb.state["actions"], before["actions"]);
    assert_eq!(sb.state["pending"]["kind"], "swap");
    // White's clock ran while the server was down.
    let was = before["clock"]["sides"][1]["main_ms"].as_i64().unwrap();
    let now = sb.state["clock"]["sides"][1]["main_ms"].as_i64().unwrap();
    assert_eq!(now, was - 500);
    assert_eq!(sb.state["clock"]["running"], 1);
    // The game goes on: white keeps the colours and plays the 4th move.
    let g = sb.act("keep").await;
    assert_eq!(g["decider"], 1);
    let mut sa = a.socket(&id).await;
    sb.act("g9").await;
    let g = sa.until(|g| g["pending"]["kind"] == "offer").await;
    assert_eq!(g["decider"], 0);
    // The short game flagged while down (or at once after the restart).
    let c = Client {
        addr: server.addr,
        cookie: c.cookie,
    };
    let mut sc = c.socket(&short).await;
    let g = sc.until(over).await;
    assert_eq!(g["outcome"]["reason"], "time");
    server.stop();
}

#[tokio::test]
async fn the_browser_app_is_served_from_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let r = a.get("/").await;
    assert_eq!(r.status, 200);
    assert!(r.body.contains("/static/app.js"));
    let r = a.get("/static/ui/board.js").await;
    assert_eq!(r.status, 200);
    assert!(r
        .header("content-type")
        .unwrap()
        .starts_with("text/javascript"));
    assert!(r.body.contains("export class BoardView"));
    assert_eq!(a.get("/static/../Cargo.toml").await.status, 404);
    assert_eq!(a.get("/static/tests/package.json").await.status, 404);
    // Client-side routes the server does not know are the app's page all the same...
    let r = a.get("/analysis/renju/h8i9").await;
    assert_eq!(r.status, 200);
    assert!(r.body.contains("/static/app.js"));
    assert_eq!(r.header("referrer-policy"), Some("no-referrer"));
    // ...but an unknown API route is a JSON refusal, not a page.
    let r = a.get("/api/nonesuch").await;
    assert_eq!(r.status, 404);
    assert_eq!(r.json()["error"], "not-found");
    let id = a.create(json!({"rule": "pente"})).await;
    assert_eq!(a.get(&format!("/game/{id}")).await.status, 200);
    let g = a.get(&format!("/api/games/{id}")).await.json();
    assert_eq!(g["game"]["capture_goal"], 10);
    assert_eq!(g["game"]["color_names"][0], "white");
    let r = a.get(&format!("/api/games/{id}/at/0")).await;
    assert_eq!(r.json()["board"].as_str().unwrap().len(), 19 * 19);
    assert_eq!(a.get(&format!("/api/games/{id}/at/5")).await.status, 404);
    assert_eq!(a.get("/api/games/nonesuch").await.status, 404);
    server.stop();
}
