//! Tournaments through the API: a round-robin to its final standings across a restart,
//! a Swiss with a bye and a withdrawal, an arena on the clock, a start by `starts_at`,
//! and the refusals. Games are ended by resignation. On SQLite, or on PostgreSQL with
//! `PEARLS_TEST_DATABASE` set.

mod common;

use common::{next_json, register, start, start_on, Client, Ws, T0};
use pearls_server::time::ManualClock;
use pearls_server::Config;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

/// Players on their own clients, by name.
struct Field {
    clients: Vec<Client>,
    names: Vec<String>,
}

impl Field {
    async fn guests(addr: SocketAddr, n: usize) -> Field {
        let mut clients = Vec::new();
        let mut names = Vec::new();
        for _ in 0..n {
            let c = Client::new(addr).await;
            names.push(
                c.get("/api/me").await.json()["name"]
                    .as_str()
                    .unwrap()
                    .to_string(),
            );
            clients.push(c);
        }
        Field { clients, names }
    }

    fn by_name(&self, name: &str) -> &Client {
        &self.clients[self.names.iter().position(|n| n == name).unwrap()]
    }

    /// The field on a server started again at `addr`: the cookies stay good.
    fn moved(&mut self, addr: SocketAddr) {
        for c in &mut self.clients {
            c.addr = addr;
        }
    }
}

async fn create(c: &Client, body: Value) -> String {
    let r = c.post("/api/tournaments", &body).await;
    assert_eq!(r.status, 201, "{}", r.body);
    r.json()["id"].as_str().unwrap().to_string()
}

async fn post(c: &Client, id: &str, what: &str) -> Value {
    let r = c
        .post(&format!("/api/tournaments/{id}/{what}"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{what}: {}", r.body);
    r.json()
}

async fn view(c: &Client, id: &str) -> Value {
    let r = c.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

/// Reads tournament messages until one satisfies `pred`.
async fn until(ws: &mut Ws, pred: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = next_json(ws).await;
        assert_eq!(m["type"], "tournament", "{m}");
        if pred(&m["tournament"]) {
            return m["tournament"].clone();
        }
    }
}

/// The games of `t` still being played.
fn going(t: &Value) -> Vec<Value> {
    t["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["result"].is_null())
        .cloned()
        .collect()
}

/// Ends every game going: the player of `loses` resigns.
async fn finish_round(field: &Field, t: &Value, loses: impl Fn(&str, &str) -> bool) {
    for g in going(t) {
        let (b, w) = (g["black"].as_str().unwrap(), g["white"].as_str().unwrap());
        let loser = if loses(b, w) { b } else { w };
        let mut s = field.by_name(loser).socket(g["id"].as_str().unwrap()).await;
        s.send(json!({"type": "resign"})).await;
        s.until(|g| g["status"] == "over").await;
    }
}

fn points(t: &Value) -> Vec<(String, f64)> {
    t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["points"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_four_player_round_robin_runs_to_its_final_standings_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    let mut field = Field::guests(server.addr, 4).await;
    let organiser = &field.clients[0];
    let id = create(
        organiser,
        json!({"name": "Club cup", "system": "round-robin", "rule": "freestyle",
               "opening": "", "clock": {"initial_ms": [300_000, 300_000]}, "rated": false,
               "rounds": 1}),
    )
    .await;
    let t = view(organiser, &id).await;
    assert_eq!(t["status"], "created");
    assert_eq!(t["system"], "round-robin");
    assert_eq!(t["name"], "Club cup");
    // The organiser plays only because they join.
    assert_eq!(t["players"], 0);
    for c in &field.clients {
        post(c, &id, "join").await;
    }
    let listed = organiser.get("/api/tournaments").await.json();
    assert_eq!(listed["tournaments"][0]["id"], id.as_str(), "{listed}");
    assert_eq!(listed["tournaments"][0]["players"], 4);
    // Only the organiser starts it.
    let r = field.clients[1]
        .post(&format!("/api/tournaments/{id}/start"), &json!({}))
        .await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "not-organiser");

    let mut ws = organiser
        .websocket(&format!("/api/tournaments/{id}/ws"))
        .await;
    let first = until(&mut ws, |_| true).await;
    assert_eq!(first["status"], "created");
    let t = post(organiser, &id, "start").await;
    assert_eq!(t["status"], "started");
    assert_eq!(t["total_rounds"], 3);
    assert_eq!(going(&t).len(), 2, "{t}");
    // The earlier seed wins every game (all are unrated: seeds follow joining).
    let seed: HashMap<String, usize> = t["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str().unwrap().to_string(), i))
        .collect();
    assert_eq!(seed[&field.names[0]], 0);
    let loses = |b: &str, w: &str| seed[b] > seed[w];
    // The games were made with the tournament's rule and clock, seated as paired.
    let g0 = &going(&t)[0];
    let game = organiser
        .get(&format!("/api/games/{}", g0["id"].as_str().unwrap()))
        .await
        .json()["game"]
        .clone();
    assert_eq!(game["rule"], "freestyle");
    assert_eq!(game["status"], "live");
    assert_eq!(game["clock"]["spec"]["initial_ms"][0], 300_000);
    assert_eq!(game["seats"][0]["name"], g0["black"]);
    assert_eq!(game["seats"][1]["name"], g0["white"]);

    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["round"] == 2).await;
    assert_eq!(going(&t).len(), 2);
    assert_eq!(t["games"].as_array().unwrap().len(), 4);

    // A restart in the middle of round 2 loses nothing.
    drop(ws);
    server.stop();
    let server = start_on(dir.path(), Config::default(), clock.clone()).await;
    field.moved(server.addr);
    let organiser = &field.clients[0];
    let again = view(organiser, &id).await;
    assert_eq!(again["games"], t["games"]);
    assert_eq!(again["status"], "started");
    let mut ws = organiser
        .websocket(&format!("/api/tournaments/{id}/ws"))
        .await;
    until(&mut ws, |_| true).await;
    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["round"] == 3).await;
    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["status"] == "finished").await;

    let expected: Vec<(String, f64)> = (0..4)
        .map(|i| {
            (
                t["entrants"][i].as_str().unwrap().to_string(),
                3.0 - i as f64,
            )
        })
        .collect();
    assert_eq!(points(&t), expected);
    assert_eq!(t["standings"][0]["rank"], 1);
    assert_eq!(t["standings"][0]["played"], 3);
    assert!(t["standings"][0]["sonneborn_berger"].is_number(), "{t}");
    let games = t["games"].as_array().unwrap();
    assert_eq!(games.len(), 6);
    assert!(games
        .iter()
        .all(|g| g["result"] == "black" || g["result"] == "white"));
    // The crosstable: the winner beat each of the others once.
    let x = &t["crosstable"];
    assert_eq!(x["players"][0], t["entrants"][0]);
    for j in 1..4 {
        assert_eq!(x["cells"][0][j][0]["points"], 1.0, "{x}");
        assert_eq!(x["cells"][j][0][0]["points"], 0.0, "{x}");
    }
    assert_eq!(view(organiser, &id).await, t);
    server.stop();
}

#[tokio::test]
async fn a_swiss_gives_byes_and_pairs_no_one_after_a_withdrawal() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let field = Field::guests(server.addr, 5).await;
    let c0 = &field.clients[0];
    let id = create(
        c0,
        json!({"name": "Swiss", "system": "swiss", "rule": "freestyle", "rounds": 3}),
    )
    .await;
    for c in &field.clients {
        post(c, &id, "join").await;
    }
    let mut ws = c0.websocket(&format!("/api/tournaments/{id}/ws")).await;
    let t = post(c0, &id, "start").await;
    assert_eq!(going(&t).len(), 2);
    assert_eq!(t["byes"].as_array().unwrap().len(), 1, "{t}");
    assert_eq!(t["byes"][0]["points"], 1.0);
    let loses = |b: &str, w: &str| b > w;
    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["round"] == 2).await;
    // Someone playing in round 2 withdraws: the game is lost, and no more pairings.
    let quitter = going(&t)[0]["black"].as_str().unwrap().to_string();
    let after = post(field.by_name(&quitter), &id, "withdraw").await;
    let mine = after["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == quitter.as_str())
        .unwrap()
        .clone();
    assert_eq!(mine["withdrawn"], true);
    let t = until(&mut ws, |t| {
        going(t)
            .iter()
            .all(|g| g["black"] != quitter.as_str() && g["white"] != quitter.as_str())
    })
    .await;
    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["round"] == 3).await;
    let round3: Vec<&Value> = t["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["round"] == 3)
        .collect();
    assert_eq!(round3.len(), 2, "{t}");
    assert!(round3
        .iter()
        .all(|g| g["black"] != quitter.as_str() && g["white"] != quitter.as_str()));
    // Four left: nobody sits out.
    assert!(t["byes"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| b["round"] != 3));
    finish_round(&field, &t, loses).await;
    let t = until(&mut ws, |t| t["status"] == "finished").await;
    assert_eq!(t["standings"].as_array().unwrap().len(), 5);
    assert!(t["standings"][0]["buchholz"].is_number(), "{t}");
    // No one met the same opponent twice.
    let mut pairs: Vec<(String, String)> = t["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let (a, b) = (g["black"].as_str().unwrap(), g["white"].as_str().unwrap());
            (a.min(b).to_string(), a.max(b).to_string())
        })
        .collect();
    let n = pairs.len();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), n);
    server.stop();
}

#[tokio::test]
async fn an_arena_pairs_again_until_its_time_is_up() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let field = Field::guests(server.addr, 4).await;
    let c0 = &field.clients[0];
    let id = create(
        c0,
        json!({"name": "Blitz arena", "system": "arena", "rule": "freestyle",
               "minutes": 10, "clock": {"initial_ms": [120_000, 120_000]}}),
    )
    .await;
    for c in &field.clients[..3] {
        post(c, &id, "join").await;
    }
    let mut ws = c0.websocket(&format!("/api/tournaments/{id}/ws")).await;
    let t = post(c0, &id, "start").await;
    assert_eq!(t["total_rounds"], Value::Null);
    assert_eq!(going(&t).len(), 1, "{t}");
    // An arena under way takes latecomers, who wait for a partner.
    let t = post(&field.clients[3], &id, "join").await;
    assert_eq!(t["players"], 4);
    assert_eq!(going(&t).len(), 2, "{t}");
    let first: Vec<(String, String)> = going(&t)
        .iter()
        .map(|g| {
            (
                g["black"].as_str().unwrap().into(),
                g["white"].as_str().unwrap().into(),
            )
        })
        .collect();
    // Black resigns in both; no one meets the same opponent at once again.
    finish_round(&field, &t, |_, _| true).await;
    // Waves of pairings: the start, the latecomer, and the four after both games.
    let t = until(&mut ws, |t| t["round"] == 3).await;
    assert_eq!(going(&t).len(), 2, "{t}");
    for g in going(&t) {
        let pair = (g["black"].as_str().unwrap(), g["white"].as_str().unwrap());
        assert!(
            first
                .iter()
                .all(|(b, w)| !(pair == (b, w) || pair == (w, b))),
            "{t}"
        );
    }
    let top = t["standings"][0].clone();
    assert_eq!(top["points"], 2.0);
    assert!(first.iter().any(|(_, w)| top["name"] == w.as_str()));
    assert!(t["crosstable"].is_null());
    // Time is up while the second games go on: their clocks fall and the arena ends.
    server.advance(10 * 60_000);
    let t = until(&mut ws, |t| t["status"] == "finished").await;
    assert!(going(&t).is_empty(), "{t}");
    assert_eq!(t["games"].as_array().unwrap().len(), 4);
    server.stop();
}

#[tokio::test]
async fn a_tournament_starts_by_itself_at_its_time() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let field = Field::guests(server.addr, 2).await;
    let c0 = &field.clients[0];
    let id = create(
        c0,
        json!({"name": "Noon", "system": "round-robin", "rounds": 2, "rule": "freestyle",
               "starts_at": T0 + 60_000}),
    )
    .await;
    // And one nobody joins enough: it ends without a game.
    let empty = create(
        c0,
        json!({"name": "Empty", "system": "round-robin", "starts_at": T0 + 60_000}),
    )
    .await;
    post(&field.clients[1], &empty, "join").await;
    for c in &field.clients {
        post(c, &id, "join").await;
    }
    let mut ws = c0.websocket(&format!("/api/tournaments/{id}/ws")).await;
    until(&mut ws, |t| t["status"] == "created").await;
    server.advance(59_999);
    assert_eq!(view(c0, &id).await["status"], "created");
    server.advance(1);
    let t = until(&mut ws, |t| t["status"] == "started").await;
    assert_eq!(t["total_rounds"], 2);
    assert_eq!(going(&t).len(), 1);
    let mut wse = c0.websocket(&format!("/api/tournaments/{empty}/ws")).await;
    let e = until(&mut wse, |t| t["status"] == "finished").await;
    assert!(e["games"].as_array().unwrap().is_empty());
    server.stop();
}

#[tokio::test]
async fn refusals_say_what_was_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let guest = Client::new(server.addr).await;
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    for (body, words) in [
        (json!({"name": "x", "system": "knockout"}), "unknown system"),
        (json!({"name": "x", "system": "swiss"}), "needs 'rounds'"),
        (
            json!({"name": "x", "system": "round-robin", "rounds": 3}),
            "not 3",
        ),
        (json!({"name": "x", "system": "arena"}), "needs 'minutes'"),
        (
            json!({"name": " ", "system": "arena", "minutes": 5}),
            "name",
        ),
        (
            json!({"name": "x", "system": "arena", "minutes": 5, "rule": "nope"}),
            "nope",
        ),
        (
            json!({"name": "x", "system": "arena", "minutes": 5, "starts_at": T0 - 1}),
            "past",
        ),
        (
            json!({"name": "x", "system": "arena", "minutes": 5, "colour": 1}),
            "unknown field",
        ),
    ] {
        let r = guest.post("/api/tournaments", &body).await;
        assert_eq!(r.status, 400, "{body}: {}", r.body);
        assert!(r.body.contains(words), "{body}: {}", r.body);
    }
    // Rated: accounts only.
    let rated = json!({"name": "Rated", "system": "round-robin", "rated": true,
                       "clock": {"initial_ms": [300_000, 300_000]}});
    let r = guest.post("/api/tournaments", &rated).await;
    assert_eq!(r.json()["error"], "rated-needs-account", "{}", r.body);
    let id = create(&ann, rated).await;
    let r = guest
        .post(&format!("/api/tournaments/{id}/join"), &json!({}))
        .await;
    assert_eq!(r.json()["error"], "rated-needs-account", "{}", r.body);
    post(&ann, &id, "join").await;
    let r = ann
        .post(&format!("/api/tournaments/{id}/join"), &json!({}))
        .await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (409, json!("already-entered"))
    );
    let r = guest
        .post(&format!("/api/tournaments/{id}/withdraw"), &json!({}))
        .await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (409, json!("not-entered"))
    );
    // One player is too few.
    let r = ann
        .post(&format!("/api/tournaments/{id}/start"), &json!({}))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("at least 2 players"), "{}", r.body);
    // Withdrawing before the start leaves the list.
    let t = post(&ann, &id, "withdraw").await;
    assert_eq!(t["players"], 0);
    let r = guest.get("/api/tournaments/nothing").await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (404, json!("not-found"))
    );
    server.stop();
}

/// Plays a started round-robin to its end over its socket: the earlier seed wins.
async fn play_out(field: &Field, c: &Client, id: &str) -> Value {
    let mut ws = c.websocket(&format!("/api/tournaments/{id}/ws")).await;
    loop {
        let t = until(&mut ws, |_| true).await;
        if t["status"] == "finished" {
            return t;
        }
        let seed = |n: &str| {
            t["entrants"]
                .as_array()
                .unwrap()
                .iter()
                .position(|e| e == n)
        };
        finish_round(field, &t, |b, w| seed(b) > seed(w)).await;
    }
}

#[tokio::test]
async fn a_league_forms_groups_then_promotes_and_relegates() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let field = Field::guests(server.addr, 7).await;
    let c0 = &field.clients[0];
    let r = c0
        .post(
            "/api/leagues",
            &json!({"name": "E-mail championship", "rule": "freestyle", "group_size": 3,
                    "movers": 1}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();
    for c in &field.clients[..6] {
        let r = c.post(&format!("/api/leagues/{id}/join"), &json!({})).await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let r = field.clients[1]
        .post(&format!("/api/leagues/{id}/seasons"), &json!({}))
        .await;
    assert_eq!(r.json()["error"], "not-organiser", "{}", r.body);
    let r = c0
        .post(&format!("/api/leagues/{id}/seasons"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let l = r.json();
    let s1 = &l["seasons"][0];
    // Six newcomers, all 1500: two groups of three in the order they joined.
    let names = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&s1["groups"][0]["players"]), field.names[..3]);
    assert_eq!(names(&s1["groups"][1]["players"]), field.names[3..6]);
    // A group is a round-robin tournament of the league, started, that nobody else joins.
    let g1 = s1["groups"][0]["tournament"].as_str().unwrap().to_string();
    let g2 = s1["groups"][1]["tournament"].as_str().unwrap().to_string();
    let t = view(c0, &g1).await;
    assert_eq!(
        (t["status"].clone(), t["league"].clone()),
        (json!("started"), json!(id))
    );
    let r = field.clients[6]
        .post(&format!("/api/tournaments/{g1}/join"), &json!({}))
        .await;
    assert_eq!(r.json()["error"], "tournament-underway");
    // Not before the season is over.
    let r = c0
        .post(&format!("/api/leagues/{id}/seasons"), &json!({}))
        .await;
    assert_eq!(
        (r.status, r.json()["error"].clone()),
        (409, json!("tournament-underway"))
    );

    // A newcomer and a leaver for season 2.
    let r = field.clients[6]
        .post(&format!("/api/leagues/{id}/join"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = field.clients[4]
        .post(&format!("/api/leagues/{id}/withdraw"), &json!({}))
        .await;
    assert_eq!(r.json()["leaving"], json!([field.names[4]]));

    let t1 = play_out(&field, c0, &g1).await;
    let t2 = play_out(&field, c0, &g2).await;
    assert_eq!(points(&t1)[0].0, field.names[0]);
    assert_eq!(points(&t2)[0].0, field.names[3]);
    let r = c0
        .post(&format!("/api/leagues/{id}/seasons"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let l = r.json();
    let s2 = &l["seasons"][1];
    // The winner of group 2 goes up and the last of group 1 down; the leaver is gone
    // and the newcomer joins the bottom group.
    assert_eq!(
        s2["promoted"],
        json!([{"name": field.names[3], "from": 2, "to": 1}])
    );
    assert_eq!(
        s2["relegated"],
        json!([{"name": field.names[2], "from": 1, "to": 2}])
    );
    assert_eq!(
        names(&s2["groups"][0]["players"]),
        [
            field.names[3].clone(),
            field.names[0].clone(),
            field.names[1].clone()
        ]
    );
    assert_eq!(
        names(&s2["groups"][1]["players"]),
        [
            field.names[5].clone(),
            field.names[2].clone(),
            field.names[6].clone()
        ]
    );
    assert_eq!(s2["groups"][1]["status"], "started");
    let listed = c0.get("/api/leagues").await.json();
    assert_eq!(listed["leagues"][0]["id"], id.as_str());
    server.stop();
}

#[tokio::test]
async fn a_guest_who_registers_keeps_their_place_in_tournaments_and_leagues() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut field = Field::guests(server.addr, 3).await;
    let id = create(
        &field.clients[0],
        json!({"name": "Guests' cup", "system": "round-robin", "rule": "freestyle"}),
    )
    .await;
    let r = field.clients[2]
        .post(
            "/api/leagues",
            &json!({"name": "Ladder", "rule": "freestyle"}),
        )
        .await;
    let league = r.json()["id"].as_str().unwrap().to_string();
    for c in &field.clients {
        post(c, &id, "join").await;
    }
    let r = field.clients[1]
        .post(&format!("/api/leagues/{league}/join"), &json!({}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    // The organiser registers before the start, and starts it as the account.
    register(&mut field.clients[0], "Org").await;
    field.names[0] = "Org".into();
    let t = post(&field.clients[0], &id, "start").await;
    assert_eq!(t["organiser"], "Org");
    assert!(
        t["entrants"].as_array().unwrap().contains(&json!("Org")),
        "{t}"
    );
    let mut ws = field.clients[0]
        .websocket(&format!("/api/tournaments/{id}/ws"))
        .await;
    until(&mut ws, |_| true).await;
    let loses = |b: &str, w: &str| b > w;
    finish_round(&field, &t, loses).await;
    // A player registers between rounds: the next rounds seat the account.
    register(&mut field.clients[1], "Pat").await;
    let old = std::mem::replace(&mut field.names[1], "Pat".into());
    let mut t = until(&mut ws, |t| {
        t["entrants"].as_array().unwrap().contains(&json!("Pat"))
    })
    .await;
    while t["status"] != "finished" {
        finish_round(&field, &t, loses).await;
        t = until(&mut ws, |n| {
            n["round"] != t["round"] || n["status"] == "finished"
        })
        .await;
    }
    let names: Vec<String> = points(&t).into_iter().map(|(n, _)| n).collect();
    assert!(
        names.contains(&"Pat".to_string()) && !names.contains(&old),
        "{t}"
    );
    assert!(t["games"]
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["round"] != 1 && (g["black"] == "Pat" || g["white"] == "Pat")));
    let l = field.clients[1]
        .get(&format!("/api/leagues/{league}"))
        .await
        .json();
    assert_eq!(l["players"], json!(["Pat"]));
    server.stop();
}
