//! Accounts over real HTTP: registration, login, sessions, CSRF tokens, rate limits,
//! profiles and record downloads.

mod common;

use common::*;
use pearls_records::{Format, GameResult, ReadOptions};
use serde_json::{json, Value};

async fn me(c: &Client) -> Value {
    c.get("/api/me").await.json()
}

#[tokio::test]
async fn register_login_and_logout() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    let guest_csrf = a.csrf().await;
    assert_eq!(me(&a).await["guest"], true);

    let r = register(&mut a, "Alice").await;
    assert_eq!(r.json()["name"], "Alice");
    assert_eq!(r.json()["guest"], false);
    // The cookie: not readable by scripts, not sent on cross-site requests, and (on plain
    // http) not restricted to https.
    let set = r
        .headers
        .iter()
        .find(|(k, v)| k.eq_ignore_ascii_case("set-cookie") && v.starts_with("pearls_session="))
        .unwrap()
        .1
        .clone();
    assert!(set.contains("HttpOnly"), "{set}");
    assert!(set.contains("SameSite=Lax"), "{set}");
    assert!(set.contains("Path=/"), "{set}");
    assert!(!set.contains("Secure"), "{set}");
    // The token is in the cookie only, never in JSON.
    let token = session_cookie(&r).unwrap()["pearls_session=".len()..].to_string();
    assert_eq!(token.len(), 64);
    assert!(!r.body.contains(&token));

    let m = me(&a).await;
    assert_eq!(m["name"], "Alice");
    assert_eq!(m["guest"], false);
    assert_ne!(m["csrf"], guest_csrf.as_str());
    let mut keys: Vec<_> = m.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(keys, ["csrf", "guest", "name"]);
    assert!(!m.to_string().contains(&token));

    // The store keeps an Argon2id hash, neither the password nor the token.
    let user = server
        .hub
        .store
        .user_by_name("alice")
        .await
        .unwrap()
        .expect("alice is stored");
    assert!(
        user.password_hash.starts_with("$argon2id$"),
        "{}",
        user.password_hash
    );
    assert!(!user.password_hash.contains(PASSWORD));
    assert!(server
        .hub
        .store
        .session_user(&token, server.hub.time.now_ms())
        .await
        .unwrap()
        .is_none());

    // Names are unique regardless of case, and checked.
    let b = Client::new(server.addr).await;
    let r = b
        .post(
            "/api/register",
            &json!({"name": "ALICE", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "name-taken");
    for (name, password, code) in [
        ("al", PASSWORD, "bad-name"),
        ("a name", PASSWORD, "bad-name"),
        ("guest-123", PASSWORD, "bad-name"),
        ("bob", "short", "bad-password"),
    ] {
        let r = b
            .post(
                "/api/register",
                &json!({"name": name, "password": password}),
            )
            .await;
        assert_eq!(r.status, 400, "{name}: {}", r.body);
        assert_eq!(r.json()["error"], code, "{name}");
    }

    // Logging in elsewhere: a wrong password is refused, the right one opens a session.
    let mut b = Client::new(server.addr).await;
    let r = b
        .post(
            "/api/login",
            &json!({"name": "alice", "password": "wrong password"}),
        )
        .await;
    assert_eq!(r.status, 401, "{}", r.body);
    assert_eq!(r.json()["error"], "wrong-password");
    assert!(session_cookie(&r).is_none());
    let r = b
        .post(
            "/api/login",
            &json!({"name": "nobody", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 401, "{}", r.body);
    let r = b
        .post(
            "/api/login",
            &json!({"name": "aLiCe", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    take_session(&mut b, &r);
    assert_eq!(me(&b).await["name"], "Alice");

    // Logging out ends that session only; the browser is its guest again.
    let r = b.post("/api/logout", &json!({})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(session_cookie(&r).is_some_and(|c| c == "pearls_session="));
    let m = me(&b).await;
    assert_eq!(m["guest"], true, "{m}");
    assert!(m["name"].as_str().unwrap().starts_with("guest-"));
    assert_eq!(me(&a).await["name"], "Alice");

    // Logging in again replaces the session: the old token no longer works.
    let old = a.cookie.clone();
    let r = a
        .post(
            "/api/login",
            &json!({"name": "alice", "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    take_session(&mut a, &r);
    assert_eq!(me(&a).await["name"], "Alice");
    let stale = request(server.addr, "GET", "/api/me", &[("Cookie", &old)], None).await;
    assert_eq!(stale.json()["guest"], true);
    assert!(session_cookie(&stale).is_some_and(|c| c == "pearls_session="));
    server.stop();
}

#[tokio::test]
async fn cookies_are_secure_behind_https() {
    let dir = tempfile::tempdir().unwrap();
    let config = pearls_server::Config {
        secure_cookies: true,
        ..pearls_server::Config::default()
    };
    let server = common::start_with(dir.path(), config).await;
    let mut a = Client::new(server.addr).await;
    let r = a.get("/api/me").await;
    assert!(r.header("set-cookie").is_none());
    let r = request(server.addr, "GET", "/api/me", &[], None).await;
    assert!(r.header("set-cookie").unwrap().contains("; Secure"));
    let r = register(&mut a, "grace").await;
    let set = r
        .headers
        .iter()
        .find(|(k, v)| k.eq_ignore_ascii_case("set-cookie") && v.starts_with("pearls_session="))
        .unwrap();
    assert!(set.1.contains("; Secure"), "{}", set.1);
    server.stop();
}

#[tokio::test]
async fn changes_without_the_right_csrf_token_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    let b = Client::new(server.addr).await;
    let spec = json!({"rule": "renju"});

    let r = a.post_with_csrf("/api/games", &spec, "").await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "csrf");
    assert!(r.json()["message"]
        .as_str()
        .unwrap()
        .contains("X-CSRF-Token"));

    // Another person's token, and a made-up one.
    let r = a.post_with_csrf("/api/games", &spec, &b.csrf().await).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "csrf");
    let r = a.post_with_csrf("/api/games", &spec, &"0".repeat(64)).await;
    assert_eq!(r.status, 403);

    let guest_token = a.csrf().await;
    let r = a.post_with_csrf("/api/games", &spec, &guest_token).await;
    assert_eq!(r.status, 201, "{}", r.body);

    // Logins need the token too, and a session has a token of its own.
    let r = a
        .post_with_csrf(
            "/api/register",
            &json!({"name": "dora", "password": PASSWORD}),
            "",
        )
        .await;
    assert_eq!(r.status, 403);
    register(&mut a, "dora").await;
    let r = a.post_with_csrf("/api/games", &spec, &guest_token).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.json()["message"]
        .as_str()
        .unwrap()
        .contains("log in or out"));
    let r = a
        .post_with_csrf("/api/logout", &json!({}), &guest_token)
        .await;
    assert_eq!(r.status, 403);
    assert_eq!(me(&a).await["name"], "dora");
    server.stop();
}

#[tokio::test]
async fn the_guard_checks_origin_then_identity_then_csrf() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let addr = server.addr;
    let json_type = ("Content-Type", "application/json");
    let cookies = |r: &Reply| {
        r.headers
            .iter()
            .filter(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
            .count()
    };

    // From another site, with no token either: the origin layer answers first.
    let evil = ("Origin", "http://evil.example");
    let r = request(addr, "POST", "/api/games", &[json_type, evil], Some("{}")).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "forbidden");
    assert_eq!(cookies(&r), 0);

    // A stale session with a store to ask: the identity layer knows no such session,
    // and then the CSRF layer refuses without touching the browser's cookies.
    let stale = format!("pearls_session={}", "ab".repeat(32));
    let r = request(
        addr,
        "POST",
        "/api/games",
        &[json_type, ("Cookie", &stale)],
        Some("{}"),
    )
    .await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "csrf");
    assert_eq!(cookies(&r), 0, "{:?}", r.headers);

    // A read with the same stale session: a new guest cookie, and the session cleared.
    let r = request(addr, "GET", "/api/me", &[("Cookie", &stale)], None).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(cookies(&r), 2, "{:?}", r.headers);
    assert!(r
        .headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("set-cookie") && v.starts_with("pearls_session=;")));
    server.stop();
}

#[tokio::test]
async fn repeated_failed_logins_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    register(&mut a, "erin").await;
    let b = Client::new(server.addr).await;
    let wrong = json!({"name": "erin", "password": "not the password"});
    for i in 0..10 {
        let r = b.post("/api/login", &wrong).await;
        assert_eq!(r.status, 401, "attempt {i}: {}", r.body);
    }
    let r = b.post("/api/login", &wrong).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "rate-limited");
    assert!(
        r.json()["message"]
            .as_str()
            .unwrap()
            .contains("too many failed logins"),
        "{}",
        r.body
    );
    assert!(r.header("retry-after").is_some());
    // Even the right password waits: the limit is what stops guessing.
    let r = b
        .post("/api/login", &json!({"name": "erin", "password": PASSWORD}))
        .await;
    assert_eq!(r.status, 429, "{}", r.body);
    // The session already open is not touched.
    assert_eq!(me(&a).await["name"], "erin");
    // The budget refills on the server's time, not the machine's: the wait it named is
    // enough, and no real time need pass.
    let wait: i64 = r.header("retry-after").unwrap().parse().unwrap();
    server.advance(wait * 1000 - 1);
    let early = b
        .post("/api/login", &json!({"name": "erin", "password": PASSWORD}))
        .await;
    assert_eq!(early.status, 429, "{}", early.body);
    server.advance(1);
    let r = b
        .post("/api/login", &json!({"name": "erin", "password": PASSWORD}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn game_creation_is_limited_per_identity() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let spec = json!({"rule": "freestyle"});
    for _ in 0..30 {
        a.create(spec.clone()).await;
    }
    let r = a.post("/api/games", &spec).await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.json()["error"], "rate-limited");
    assert!(r.body.contains("too many games"), "{}", r.body);
    // Someone else on the same address still can.
    let b = Client::new(server.addr).await;
    b.create(spec).await;
    server.stop();
}

#[tokio::test]
async fn profiles_list_games_and_finished_games_download() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    register(&mut a, "Carol").await;
    let id = a
        .create(
            json!({"rule": "freestyle", "opponent": "engine", "strength": 0,
                        "side": "first", "clock": sudden_death(120_000)}),
        )
        .await;

    // Unfinished: no record yet.
    let r = a.get(&format!("/api/games/{id}/psq")).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "not-finished");

    let mut s = a.socket(&id).await;
    assert_eq!(s.state["seats"][0]["name"], "Carol");
    s.act("h8").await;
    s.until(|g| g["ply"] == 2).await;
    s.act("a1").await;
    s.until(|g| g["ply"] == 4).await;
    s.send(json!({"type": "resign"})).await;
    let g = s.until(|g| g["status"] == "over").await;
    // The stones; the resignation is an action but not a move.
    let actions: Vec<String> = g["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .filter(|a| !a.starts_with("resign"))
        .collect();
    assert_eq!(actions.len(), 4, "{}", g["actions"]);

    // Both records read back with the moves played and the result.
    let n = pearls_rules::Notation::new(15);
    for (format, ext) in [(Format::Psq, "psq"), (Format::Sgf, "sgf")] {
        let r = a.get(&format!("/api/games/{id}/{ext}")).await;
        assert_eq!(r.status, 200, "{}", r.body);
        let disposition = r.header("content-disposition").unwrap();
        assert_eq!(
            disposition,
            format!("attachment; filename=\"pearls-{id}.{ext}\"")
        );
        let doc = pearls_records::read(format, r.body.as_bytes(), &ReadOptions::default())
            .unwrap_or_else(|e| panic!("{ext}: {e}\n{}", r.body));
        let games = doc.into_games();
        assert_eq!(games.len(), 1);
        let moves: Vec<String> = games[0]
            .moves
            .iter()
            .map(|m| match m {
                pearls_rules::Move::Place(p) => n.format(*p),
                pearls_rules::Move::Pass => "pass".into(),
            })
            .collect();
        assert_eq!(moves, actions, "{ext}");
        assert_eq!(games[0].result, GameResult::WhiteWins, "{ext}");
        assert_eq!(games[0].black.as_deref(), Some("Carol"), "{ext}");
    }
    let r = a.get("/api/games/ffffffffffffffff/sgf").await;
    assert_eq!(r.status, 404);

    // The profile lists the game from Carol's side; newer games come first, by pages.
    server.advance(1);
    for _ in 0..20 {
        a.create(json!({"rule": "renju"})).await;
    }
    let p = a.get("/api/users/carol").await;
    assert_eq!(p.status, 200, "{}", p.body);
    let p = p.json();
    assert_eq!(p["name"], "Carol");
    assert_eq!(p["more"], true);
    let games = p["games"].as_array().unwrap();
    assert_eq!(games.len(), 20);
    assert!(games
        .iter()
        .all(|g| g["status"] == "waiting" && g["rule"] == "renju"));
    let p = a.get("/api/users/CAROL?page=2").await.json();
    assert_eq!(p["more"], false);
    let games = p["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{p}");
    let g = &games[0];
    assert_eq!(g["id"], id.as_str());
    assert_eq!(g["rule"], "freestyle");
    assert_eq!(g["result"], "loss");
    assert_eq!(g["opponent"], "Pearls (0)");
    assert_eq!(g["opponent_kind"], "engine");
    assert_eq!(g["date"].as_str().unwrap().len(), 10);
    // Account ids stay inside the server.
    let carol = server
        .hub
        .store
        .user_by_name("carol")
        .await
        .unwrap()
        .unwrap();
    assert!(!p.to_string().contains(&carol.id));

    let r = a.get("/api/users/nobody").await;
    assert_eq!(r.status, 404);
    assert!(r.body.contains("there is no player"), "{}", r.body);
    let r = a.get("/api/users/carol?page=zero").await;
    assert_eq!(r.status, 400);
    let page = a.get("/@/Carol").await;
    assert_eq!(page.status, 200);
    // The app's page; its router shows the profile, which pages/profile.js draws.
    assert!(page.body.contains("/static/app.js"));
    for module in ["net/api.js", "ui/account-box.js", "pages/profile.js"] {
        let r = a.get(&format!("/static/{module}")).await;
        assert_eq!(r.status, 200, "{module}");
    }
    let module = a.get("/static/pages/profile.js").await;
    assert!(module.body.contains("id=\"profile-games\""));
    server.stop();
}

#[tokio::test]
async fn guests_play_and_bring_their_games_to_their_account() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    let as_guest = a
        .create(
            json!({"rule": "freestyle", "opponent": "engine", "strength": 0,
                        "side": "first"}),
        )
        .await;
    let mut s = a.socket(&as_guest).await;
    let guest_name = s.state["seats"][0]["name"].as_str().unwrap().to_string();
    assert!(guest_name.starts_with("guest-"));
    s.act("h8").await;
    s.until(|g| g["ply"] == 2).await;

    register(&mut a, "Frank").await;
    let as_frank = a.create(json!({"rule": "renju"})).await;
    let s2 = a.socket(&as_frank).await;
    assert_eq!(s2.state["seats"][0]["name"], "Frank");
    assert_eq!(s2.you, Some(0));
    // The guest game came along: the account sits in the guest's seat and plays on.
    let mut s = a.socket(&as_guest).await;
    assert_eq!(s.you, Some(0));
    assert_eq!(s.state["seats"][0]["name"], "Frank");
    // A corner: the engine answered h8 next to it, wherever its evaluation put it.
    s.act("a1").await;
    // A guest joins Frank's game.
    let b = Client::new(server.addr).await;
    b.join(&as_frank).await;
    let p = a.get("/api/users/frank").await.json();
    let games = p["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{p}");
    let game = |id: &str| games.iter().find(|g| g["id"] == id).unwrap();
    assert!(game(&as_frank)["opponent"]
        .as_str()
        .unwrap()
        .starts_with("guest-"));
    assert_eq!(game(&as_frank)["status"], "live");
    assert_eq!(game(&as_guest)["opponent_kind"], "engine");
    server.stop();
}
