//! Around a game: the players' and spectators' chats with their limits, reports, the
//! moderators' list and mutes, rematches and in-app notifications.

mod common;

use common::{register, start_with, sudden_death, Client};
use pearls_server::Config;
use serde_json::{json, Value};

async fn server(dir: &std::path::Path) -> common::Server {
    start_with(
        dir,
        Config {
            moderators: vec!["Mod".into()],
            ..Config::default()
        },
    )
    .await
}

async fn say(c: &Client, id: &str, room: &str, text: &str) -> common::Reply {
    c.post(
        &format!("/api/games/{id}/chat"),
        &json!({"room": room, "text": text}),
    )
    .await
}

async fn texts(c: &Client, id: &str, room: &str) -> Vec<String> {
    let r = c.get(&format!("/api/games/{id}/chat?room={room}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap().to_string())
        .collect()
}

fn error(r: &common::Reply) -> (u16, String) {
    (
        r.status,
        r.json()["error"].as_str().unwrap_or("").to_string(),
    )
}

#[tokio::test]
async fn players_and_spectators_chat_apart_within_their_limits() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path()).await;
    let (ann, bob, carl) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = ann
        .create(json!({"rule": "freestyle", "clock": sudden_death(600_000)}))
        .await;
    bob.join(&id).await;
    let mut b = bob.socket(&id).await;

    let r = say(&ann, &id, "players", "  good luck  ").await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["text"], "good luck");
    // The socket says there is a message, not what it is.
    let notice = loop {
        let m = b.next().await;
        if m["type"] == "chat" {
            break m;
        }
    };
    assert_eq!(
        notice,
        json!({"type": "chat", "game": id, "room": "players"})
    );
    assert_eq!(texts(&bob, &id, "players").await, ["good luck"]);
    // The players' room is theirs alone; the spectators' is not theirs while they play.
    let r = carl
        .get(&format!("/api/games/{id}/chat?room=players"))
        .await;
    assert_eq!(error(&r), (403, "not-your-game".into()));
    assert_eq!(
        error(&say(&carl, &id, "players", "hi").await).1,
        "not-your-game"
    );
    assert_eq!(
        error(&say(&ann, &id, "spectators", "psst").await).1,
        "not-your-game"
    );
    assert_eq!(
        say(&carl, &id, "spectators", "nice opening").await.status,
        200
    );
    assert_eq!(texts(&ann, &id, "spectators").await, ["nice opening"]);
    assert_eq!(
        error(&say(&carl, &id, "lounge", "hi").await).1,
        "bad-request"
    );

    // Length: 1 to 200 characters.
    assert_eq!(say(&carl, &id, "spectators", "   ").await.status, 400);
    let long = "é".repeat(201);
    assert_eq!(say(&carl, &id, "spectators", &long).await.status, 400);
    assert_eq!(say(&carl, &id, "spectators", &long[2..]).await.status, 200);
    // Rate: five in ten seconds (Carl has spent two), then a wait.
    for i in 0..3 {
        assert_eq!(
            say(&carl, &id, "spectators", &format!("m{i}")).await.status,
            200
        );
    }
    let r = say(&carl, &id, "spectators", "one too many").await;
    assert_eq!(error(&r), (429, "rate-limited".into()));
    server.advance(10_000);
    assert_eq!(say(&carl, &id, "spectators", "again").await.status, 200);
    let shown = texts(&bob, &id, "spectators").await;
    assert_eq!(shown.first().map(String::as_str), Some("nice opening"));
    assert_eq!(shown.last().map(String::as_str), Some("again"));
    assert_eq!(shown.len(), 6);
}

#[tokio::test]
async fn reports_reach_the_moderators_who_mute_the_author() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path()).await;
    let (ann, bob, carl) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = ann
        .create(json!({"rule": "freestyle", "clock": sudden_death(600_000)}))
        .await;
    bob.join(&id).await;
    let rude = say(&carl, &id, "spectators", "you all play badly")
        .await
        .json();
    let rude_id = rude["id"].as_str().unwrap();
    let kind = say(&ann, &id, "players", "have fun").await.json();

    for (who, reason) in [(&ann, "rude"), (&bob, "insulting")] {
        let r = who
            .post(
                &format!("/api/chat/{rude_id}/report"),
                &json!({"reason": reason}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let again = ann
        .post(
            &format!("/api/chat/{rude_id}/report"),
            &json!({"reason": "still"}),
        )
        .await;
    assert!(again.body.contains("already"), "{}", again.body);
    // Carl cannot read the players' room, so cannot report from it.
    let r = carl
        .post(
            &format!("/api/chat/{}/report", kind["id"].as_str().unwrap()),
            &json!({}),
        )
        .await;
    assert_eq!(error(&r).1, "not-your-game");

    // Only moderators see the reports and mute.
    assert_eq!(
        error(&ann.get("/api/moderation/reports").await),
        (403, "not-moderator".into())
    );
    let mut moderator = Client::new(server.addr).await;
    register(&mut moderator, "Mod").await;
    let reports = moderator.get("/api/moderation/reports").await.json();
    let first: &Value = &reports["reports"][0];
    assert_eq!(first["message"]["text"], "you all play badly", "{reports}");
    assert_eq!(first["reports"], 2);
    let mut reasons: Vec<&str> = first["reasons"].as_str().unwrap().split("; ").collect();
    reasons.sort();
    assert_eq!(reasons, ["insulting", "rude"]);
    assert_eq!(first["game"], id.as_str());
    let r = ann
        .post(
            "/api/moderation/mute",
            &json!({"message": rude_id, "minutes": 10}),
        )
        .await;
    assert_eq!(error(&r).1, "not-moderator");
    let r = moderator
        .post(
            "/api/moderation/mute",
            &json!({"message": rude_id, "minutes": 10, "reason": "insults"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        error(&say(&carl, &id, "spectators", "sorry").await),
        (403, "muted".into())
    );
    server.advance(10 * 60_000);
    assert_eq!(say(&carl, &id, "spectators", "sorry").await.status, 200);
}

#[tokio::test]
async fn a_rematch_is_offered_noticed_and_made_with_the_seats_exchanged() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path()).await;
    let (ann, bob, carl) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = ann
        .create(json!({"rule": "freestyle", "side": "first", "clock": sudden_death(300_000)}))
        .await;
    bob.join(&id).await;
    let path = format!("/api/games/{id}/rematch");
    assert_eq!(
        error(&ann.post(&path, &json!({})).await),
        (409, "not-finished".into())
    );
    let mut b = bob.socket(&id).await;
    b.send(json!({"type": "resign"})).await;
    b.until(|g| g["status"] == "over").await;
    assert_eq!(
        error(&carl.post(&path, &json!({})).await).1,
        "not-your-game"
    );

    let r = ann.post(&path, &json!({})).await;
    assert_eq!(
        r.json(),
        json!({"status": "offered", "id": null, "url": null})
    );
    let offer = loop {
        let m = b.next().await;
        if m["type"] == "rematch" {
            break m;
        }
    };
    assert_eq!(offer["offered_by"], 0);
    // Bob has it in his notifications too.
    let n = bob.get("/api/me/notifications").await.json();
    assert_eq!(n["unseen"], 1, "{n}");
    assert!(
        n["notifications"][0]["text"]
            .as_str()
            .unwrap()
            .contains("offers you a rematch"),
        "{n}"
    );
    assert_eq!(n["notifications"][0]["link"], format!("/game/{id}"));
    assert_eq!(
        bob.post("/api/me/notifications/seen", &json!({}))
            .await
            .status,
        200
    );
    assert_eq!(bob.get("/api/me/notifications").await.json()["unseen"], 0);
    // Asking twice does not make it.
    assert_eq!(
        ann.post(&path, &json!({})).await.json()["status"],
        "offered"
    );

    let made = bob.post(&path, &json!({})).await.json();
    assert_eq!(made["status"], "made", "{made}");
    let next = made["id"].as_str().unwrap();
    let g = ann.get(&format!("/api/games/{next}")).await.json()["game"].clone();
    assert_eq!(g["status"], "live");
    assert_eq!(g["rule"], "freestyle");
    assert_eq!(g["clock"]["spec"]["initial_ms"], json!([300_000, 300_000]));
    let old = ann.get(&format!("/api/games/{id}")).await.json()["game"].clone();
    assert_eq!(g["seats"][0], old["seats"][1], "Bob moves first now");
    assert_eq!(g["seats"][1], old["seats"][0]);
    let told = loop {
        let m = b.next().await;
        if m["type"] == "rematch" && m["next"].is_string() {
            break m;
        }
    };
    assert_eq!(told["next"], next);
}
