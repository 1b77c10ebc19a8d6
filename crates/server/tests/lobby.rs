//! The lobby, private challenges and spectators, over real HTTP and WebSocket on loopback.

mod common;

use common::*;
use futures_util::SinkExt;
use pearls_server::lobby::LobbyLimits;
use pearls_server::Config;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

/// A guest's identity, as its cookie carries it.
fn identity(c: &Client) -> String {
    let value = c.cookie.split_once('=').unwrap().1;
    value.split_once('.').unwrap().0.to_string()
}

async fn post_seek(c: &Client, spec: Value) -> String {
    let r = c.post("/api/seeks", &spec).await;
    assert_eq!(r.status, 201, "{}", r.body);
    r.json()["id"].as_str().unwrap().to_string()
}

fn live_ids(r: &Reply) -> Vec<String> {
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn an_accepted_seek_starts_a_live_game_for_both() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let mut la = a.lobby().await;
    let mut lb = b.lobby().await;
    assert!(lb.seeks.is_empty());

    // A handicap: the creator, second, has one minute; the first player has two.
    let clock = json!({"initial_ms": [120_000, 60_000], "increment_ms": [2_000, 2_000]});
    let seek = post_seek(
        &a,
        json!({"rule": "freestyle", "size": 15, "side": "second", "clock": clock}),
    )
    .await;
    let seen = lb.until(|m| m["type"] == "seek").await;
    assert_eq!(seen["seek"]["id"], seek.as_str());
    assert_eq!(seen["seek"]["mine"], false);
    assert_eq!(seen["seek"]["rule"], "freestyle");
    assert_eq!(seen["seek"]["side"], "second");
    assert_eq!(
        seen["seek"]["clock"]["initial_ms"],
        json!([120_000, 60_000])
    );
    assert!(seen["seek"]["name"].as_str().unwrap().starts_with("guest-"));
    // Others see the creator's name, never the identity.
    assert!(!seen.to_string().contains(&identity(&a)));
    let own = la.until(|m| m["type"] == "seek").await;
    assert_eq!(own["seek"]["mine"], true);

    // Nobody accepts their own seek.
    let r = a
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "own-seek");
    assert!(r.json()["message"].as_str().unwrap().contains("own seek"));

    let r = b
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let game = r.json()["id"].as_str().unwrap().to_string();
    assert_eq!(r.json()["url"], format!("/game/{game}"));
    // The creator is told where to go; the seek leaves everyone's list.
    let told = la.until(|m| m["type"] == "accepted").await;
    assert_eq!(told["game"], game.as_str());
    assert_eq!(told["url"], format!("/game/{game}"));
    lb.until(|m| m["type"] == "unseek").await;
    assert!(!lb.has(&seek));
    assert!(!la.has(&seek));
    // The acceptor is not told of the creator's game through the lobby.
    let r = b
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 404, "{}", r.body);

    let mut sa = a.socket(&game).await;
    let mut sb = b.socket(&game).await;
    assert_eq!((sa.you, sb.you), (Some(1), Some(0)));
    let g = sa.state.clone();
    assert_eq!(g["status"], "live");
    assert_eq!(g["rule"], "freestyle");
    assert_eq!(g["size"], 15);
    assert_eq!(g["seats"][1]["name"], seen["seek"]["name"]);
    assert_eq!(g["seats"][0]["kind"], "person");
    assert_eq!(g["clock"]["spec"]["initial_ms"], json!([120_000, 60_000]));
    // The clock waits for the first stone.
    assert_eq!(g["clock"]["running"], Value::Null);
    // The game is on: the acceptor, first, moves; the creator answers.
    sb.act("h8").await;
    let g = sa.act("h9").await;
    assert_eq!(g["ply"], 2);
    // The first stone, played before the clock ran, took nothing and earned nothing.
    let left = g["clock"]["sides"][0]["main_ms"].as_i64().unwrap();
    assert_eq!(left, 120_000);
    let live = live_ids(&a.get("/api/games?status=live").await);
    assert!(live.contains(&game));
    server.stop();
}

#[tokio::test]
async fn seeks_are_cancelled_limited_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let mut lb = b.lobby().await;
    let mut seeks = Vec::new();
    for rule in ["renju", "standard", "pente"] {
        seeks.push(post_seek(&a, json!({"rule": rule, "side": "random"})).await);
    }
    // A fourth is one too many.
    let r = a.post("/api/seeks", &json!({"rule": "renju"})).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "too-many-seeks");
    assert!(r.json()["message"].as_str().unwrap().contains("cancel one"));
    // Someone else may post theirs.
    let theirs = post_seek(&b, json!({})).await;

    let listed = a.get("/api/seeks").await.json();
    let ids: Vec<_> = listed["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].clone())
        .collect();
    assert_eq!(ids.len(), 4);
    let mine: Vec<_> = listed["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["mine"] == true)
        .collect();
    assert_eq!(mine.len(), 3);

    // Only the creator cancels.
    let r = b
        .post(&format!("/api/seeks/{}/cancel", seeks[1]), &json!({}))
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "not-your-seek");
    let r = a
        .post(&format!("/api/seeks/{}/cancel", seeks[1]), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let gone = lb.until(|m| m["type"] == "unseek").await;
    assert_eq!(gone["id"], seeks[1].as_str());
    assert!(lb.has(&seeks[0]) && lb.has(&seeks[2]) && lb.has(&theirs));
    let r = a
        .post(&format!("/api/seeks/{}/cancel", seeks[1]), &json!({}))
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    let r = b
        .post(&format!("/api/seeks/{}/accept", seeks[1]), &json!({}))
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    // A place is free again.
    post_seek(&a, json!({"rule": "caro"})).await;

    // Bad seeks say what is wrong.
    let c = Client::new(server.addr).await;
    for (spec, words) in [
        (json!({"rule": "nonesuch"}), "nonesuch"),
        (json!({"size": 99}), "board size"),
        (json!({"side": "middle"}), "unknown side"),
        (json!({"clock": {"initial_ms": [0, 0]}}), "needs some time"),
        (json!({"opponent": "engine"}), "unknown field"),
    ] {
        let r = c.post("/api/seeks", &spec).await;
        assert_eq!(r.status, 400, "{spec}: {}", r.body);
        let m = r.json()["message"].as_str().unwrap().to_string();
        assert!(m.contains(words), "{spec}: {m}");
    }
    let r = c
        .post("/api/seeks", &Value::String("not an object".into()))
        .await;
    assert_eq!(r.status, 400);
    // The lobby socket only listens.
    lb.ws
        .send(Message::Text("{\"type\":\"accept\"}".into()))
        .await
        .unwrap();
    let e = lb.until(|m| m["type"] == "error").await;
    assert_eq!(e["code"], "malformed");
    lb.ws
        .send(Message::Text("{\"type\":\"ping\"}".into()))
        .await
        .unwrap();
    lb.until(|m| m["type"] == "pong").await;
    server.stop();
}

#[tokio::test]
async fn seeks_outlive_a_reload_but_not_their_creator() {
    let dir = tempfile::tempdir().unwrap();
    let grace: i64 = 700;
    let config = Config {
        lobby: LobbyLimits {
            grace_ms: grace,
            ..LobbyLimits::default()
        },
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let c = Client::new(server.addr).await;
    let sockets = |who: &Client| server.lobby.sockets(&identity(who));
    let mut watcher = b.lobby().await;
    let la = a.lobby().await;
    let seek = post_seek(&a, json!({})).await;
    watcher.until(|m| m["type"] == "seek").await;

    // A reload: the socket closes and another opens at once.
    la.close().await;
    let la = a.lobby().await;
    until_server(|| sockets(&a) == 1).await;
    assert!(la.has(&seek));
    // A seek posted without a lobby socket gets the grace period too. Seeks go in the
    // order posted, so its going, once the grace period is well over, shows that the
    // reloaded creator's seek stayed.
    let lone = post_seek(&c, json!({})).await;
    server.advance(2 * grace);
    let gone = watcher.until(|m| m["type"] == "unseek").await;
    assert_eq!(gone["id"], lone.as_str());
    assert!(watcher.has(&seek));
    let listed = b.get("/api/seeks").await.json();
    assert_eq!(listed["seeks"][0]["id"], seek.as_str());
    assert_eq!(listed["seeks"].as_array().unwrap().len(), 1);

    // The creator leaves: the seek stays for the grace period, then goes. A lone seek
    // posted a millisecond before the creator left shows the sweep one millisecond short
    // of the creator's grace period.
    let lone = post_seek(&c, json!({})).await;
    server.advance(1);
    la.close().await;
    until_server(|| sockets(&a) == 0).await;
    server.advance(grace - 1);
    let gone = watcher.until(|m| m["type"] == "unseek").await;
    assert_eq!(gone["id"], lone.as_str());
    assert!(watcher.has(&seek));
    server.advance(grace);
    let gone = watcher.until(|m| m["type"] == "unseek").await;
    assert_eq!(gone["id"], seek.as_str());
    assert!(b.get("/api/seeks").await.json()["seeks"]
        .as_array()
        .unwrap()
        .is_empty());

    // A creator between two pages hears of the acceptance when the lobby opens again.
    let seek = post_seek(&a, json!({})).await;
    let r = b
        .post(&format!("/api/seeks/{seek}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let game = r.json()["id"].clone();
    let mut la = a.lobby().await;
    let told = la.until(|m| m["type"] == "accepted").await;
    assert_eq!(told["game"], game);
    server.stop();
}

#[tokio::test]
async fn a_private_challenge_is_joined_with_its_token_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let c = Client::new(server.addr).await;
    let mut lc = c.lobby().await;
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "renju", "private": true, "side": "first", "clock": sudden_death(60_000)}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let link = r.json()["challenge_url"].as_str().unwrap().to_string();
    let token = link.strip_prefix("/challenge/").unwrap().to_string();
    assert_eq!(token.len(), 32);
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));

    // Knowing the game is not enough to join it.
    let r = b.post(&format!("/api/games/{id}/join"), &json!({})).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "private-game");
    // Nor to watch it: its socket is for its players.
    assert!(refused_socket(&b, &id).await);
    // Nor a made-up token.
    let wrong = format!("{:032x}", 12345);
    for path in [
        format!("/api/challenges/{wrong}"),
        "/api/challenges/short".to_string(),
    ] {
        assert_eq!(b.get(&path).await.status, 404);
    }
    let r = b
        .post(&format!("/api/challenges/{wrong}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 404, "{}", r.body);

    // The token shows nowhere public: the game's state (refused to others), the lists.
    let state = b.get(&format!("/api/games/{id}")).await;
    assert_eq!(state.status, 403);
    assert_eq!(state.json()["error"], "private-game");
    assert!(!state.body.contains(&token));
    assert!(!b.get("/api/seeks").await.body.contains(&token));
    assert!(!b.get("/api/games?status=live").await.body.contains(&token));
    // The creator's own socket is reminded of the link.
    let mut sa = a.socket(&id).await;
    assert_eq!(sa.state["private"], true);
    assert_eq!(sa.hello["challenge"], link.as_str());

    // The page a challenge link opens, and what it offers.
    let page = b.get(&link).await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("referrer-policy"), Some("no-referrer"));
    // The app's page; its router shows the challenge, which pages/challenge.js draws.
    assert!(page.body.contains("/static/app.js"));
    let module = b.get("/static/pages/challenge.js").await;
    assert!(module.body.contains("id=\"accept-challenge\""));
    let offer = b.get(&format!("/api/challenges/{token}")).await.json();
    assert_eq!(offer["game"]["id"], id.as_str());
    assert_eq!(offer["open_seat"], 1);
    assert_eq!(offer["mine"], false);
    assert!(!offer.to_string().contains(&identity(&a)));

    let r = b
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["id"], id.as_str());
    let g = sa.until(|g| g["status"] == "live").await;
    assert_eq!(
        g["clock"]["running"],
        Value::Null,
        "the clock waits for the first stone"
    );
    assert!(!g.to_string().contains(&token));
    let mut sb = b.socket(&id).await;
    assert_eq!(sb.you, Some(1));
    // Taken: the link now only shows the game.
    let r = c
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "game-full");
    // Private games are neither listed for spectators nor watched by a third party.
    assert!(!live_ids(&c.get("/api/games?status=live").await).contains(&id));
    sa.act("h8").await;
    sb.act("h9").await;
    assert!(refused_socket(&c, &id).await);
    assert!(!sb.state.to_string().contains(&token));
    // The lobby never heard of it.
    lc.ws
        .send(Message::Text("{\"type\":\"ping\"}".into()))
        .await
        .unwrap();
    let pong = lc.next().await;
    assert_eq!(pong["type"], "pong");
    // Once the game is over, the link leads nowhere.
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    let r = b.get(&format!("/api/challenges/{token}")).await;
    assert_eq!(r.status, 404, "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("over"));
    // Only against a person.
    let r = a
        .post(
            "/api/games",
            &json!({"opponent": "engine", "private": true}),
        )
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.json()["message"].as_str().unwrap().contains("private"));
    server.stop();
}

#[tokio::test]
async fn a_challenge_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let r = a
        .post("/api/games", &json!({"rule": "standard", "private": true}))
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let link = r.json()["challenge_url"].as_str().unwrap().to_string();
    server.stop();

    let server = start(dir.path()).await;
    let a = Client {
        addr: server.addr,
        cookie: a.cookie,
    };
    let b = Client::new(server.addr).await;
    let r = b.post(&format!("/api/games/{id}/join"), &json!({})).await;
    assert_eq!(r.status, 403, "{}", r.body);
    let token = link.strip_prefix("/challenge/").unwrap();
    let offer = a.get(&format!("/api/challenges/{token}")).await.json();
    assert_eq!(offer["mine"], true);
    let r = b
        .post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let sa = a.socket(&id).await;
    assert_eq!(sa.state["status"], "live");
    server.stop();
}

#[tokio::test]
async fn live_games_are_listed_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let mut public = Vec::new();
    for rule in ["renju", "freestyle", "standard"] {
        let id = a.create(json!({"rule": rule})).await;
        b.join(&id).await;
        public.push(id);
        // Creation instants in milliseconds set the order.
        server.advance(5);
    }
    let waiting = a.create(json!({"rule": "renju"})).await;
    let r = a.post("/api/games", &json!({"private": true})).await;
    let private = r.json()["id"].as_str().unwrap().to_string();
    let token = r.json()["challenge_url"]
        .as_str()
        .unwrap()
        .replace("/challenge/", "");
    b.post(&format!("/api/challenges/{token}/accept"), &json!({}))
        .await;

    let c = Client::new(server.addr).await;
    let r = c.get("/api/games?status=live").await;
    let ids = live_ids(&r);
    let newest_first: Vec<_> = public.iter().rev().cloned().collect();
    assert_eq!(ids, newest_first);
    assert!(!ids.contains(&waiting) && !ids.contains(&private));
    let first = &r.json()["games"][0];
    assert_eq!(first["rule"], "standard");
    assert_eq!(first["url"], format!("/game/{}", public[2]));
    assert_eq!(first["seats"][0]["kind"], "person");
    assert!(!r.body.contains(&identity(&a)) && !r.body.contains(&identity(&b)));
    assert_eq!(live_ids(&c.get("/api/games").await), newest_first);
    assert_eq!(
        live_ids(&c.get("/api/games?status=live&limit=2").await),
        newest_first[..2]
    );

    // A game that ends leaves the list.
    let mut sa = a.socket(&public[2]).await;
    sa.send(json!({"type": "resign"})).await;
    sa.until(|g| g["status"] == "over").await;
    assert_eq!(
        live_ids(&c.get("/api/games?status=live").await),
        newest_first[1..]
    );

    for bad in [
        "/api/games?status=over",
        "/api/games?limit=0",
        "/api/games?limit=x",
        "/api/games?limit=101",
    ] {
        let r = c.get(bad).await;
        assert_eq!(r.status, 400, "{bad}: {}", r.body);
        assert!(!r.json()["message"].as_str().unwrap().is_empty());
    }
    server.stop();
}

#[tokio::test]
async fn spectators_watch_but_cannot_act() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let id = a.create(json!({"rule": "freestyle"})).await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    let c = Client::new(server.addr).await;
    let mut sc = c.socket(&id).await;
    assert_eq!(sc.you, None);
    assert_eq!(sc.state["private"], false);
    for (msg, code) in [
        (
            json!({"type": "act", "game": id, "action": "h8", "ply": 0}),
            "not-your-game",
        ),
        (json!({"type": "resign"}), "not-your-game"),
        (json!({"type": "draw"}), "not-your-game"),
        (json!({"type": "takeback"}), "not-your-game"),
        (json!({"type": "decline"}), "not-your-game"),
        (json!({"type": "join"}), "game-full"),
    ] {
        sc.send(msg.clone()).await;
        let e = sc.error().await;
        assert_eq!(e["code"], code, "{msg}: {e}");
    }
    let r = c.post(&format!("/api/games/{id}/join"), &json!({})).await;
    assert_eq!(r.status, 409, "{}", r.body);
    // Nothing changed, and the spectator sees the players' moves live.
    let g = c.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(
        (g["ply"].clone(), g["status"].clone()),
        (json!(0), json!("live"))
    );
    assert_eq!(
        (g["draw_offer"].clone(), g["takeback_offer"].clone()),
        (Value::Null, Value::Null)
    );
    sa.act("h8").await;
    let g = sc.until(|g| g["ply"] == 1).await;
    assert_eq!(g["last"], "h8");
    server.stop();
}

/// Whether the game socket of `id` is refused to `c` at its upgrade.
async fn refused_socket(c: &Client, id: &str) -> bool {
    let browser = pearls_server::client::Client {
        addr: c.addr,
        cookie: c.cookie.clone(),
    };
    browser
        .websocket(&format!("/api/games/{id}/ws"))
        .await
        .is_err()
}
