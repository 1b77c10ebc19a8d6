//! E-mail through a real SMTP conversation with a sink the tests start: verifying an
//! address, notifications and their unsubscribe link, a forgotten password, retries.

mod common;
mod smtp_sink;

use common::{register, start_with, take_session, Client, PASSWORD};
use pearls_server::mail::MailConfig;
use pearls_server::Config;
use serde_json::json;
use smtp_sink::Sink;

/// A server that mails through `sink`, trying again quickly.
async fn server(dir: &std::path::Path, sink: &Sink) -> common::Server {
    let mail = MailConfig {
        retry_ms: 10,
        ..MailConfig::new(&sink.url())
    };
    start_with(
        dir,
        Config {
            mail: Some(mail),
            ..Config::default()
        },
    )
    .await
}

/// The path of a link in a mail (its server part dropped).
fn path_of(link: &str) -> String {
    let at = link.find("/api/").or_else(|| link.find("/reset")).unwrap();
    link[at..].to_string()
}

/// Registers `name` with `address`, verified through the link mailed to it.
async fn with_address(c: &mut Client, sink: &Sink, name: &str, address: &str) {
    register(c, name).await;
    let r = c.post("/api/me/email", &json!({"address": address})).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["verified"], false);
    let mail = sink.wait_for(address, "verify your e-mail").await;
    let link = mail.link("/api/mail/verify/").expect("a verify link");
    let r = c.get(&path_of(&link)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(c.get("/api/me/email").await.json()["verified"], true);
    // A link works once.
    let again = c.get(&path_of(&link)).await;
    assert_eq!(
        (again.status, again.json()["error"].as_str()),
        (410, Some("bad-token"))
    );
}

#[tokio::test]
async fn addresses_are_verified_and_notifications_come_until_unsubscribed() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start().await;
    let server = server(dir.path(), &sink).await;
    let mut ann = Client::new(server.addr).await;
    let mut bob = Client::new(server.addr).await;
    with_address(&mut ann, &sink, "Ann", "ann@example.org").await;
    with_address(&mut bob, &sink, "Bob", "bob@example.org").await;
    let r = ann
        .post("/api/me/email", &json!({"address": "not an address"}))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    let guest = Client::new(server.addr).await;
    let r = guest.get("/api/me/email").await;
    assert_eq!(r.json()["error"], "account-needed");

    for c in [&ann, &bob] {
        let r = c
            .post(
                "/api/me/email/notifications",
                &json!({"turn": true, "game_over": true, "tournament": false}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.json()["notify"]["turn"], true);
    }
    let id = ann
        .create(json!({"rule": "freestyle", "side": "first", "clock": {"days_per_move": 3}}))
        .await;
    bob.join(&id).await;
    let mut a = ann.socket(&id).await;
    a.act("h8").await;
    let turn = sink
        .wait_for("bob@example.org", "your move against Ann")
        .await;
    assert!(turn.text.contains(&format!("/game/{id}")), "{}", turn.text);
    let unsubscribe = turn
        .link("/api/mail/unsubscribe/")
        .expect("an unsubscribe link");

    // One click on the link: no more notifications for Bob.
    let r = guest.get(&path_of(&unsubscribe)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let settings = bob.get("/api/me/email").await.json();
    assert_eq!(
        settings["notify"],
        json!({"turn": false, "game_over": false, "tournament": false})
    );
    let mut b = bob.socket(&id).await;
    b.send(json!({"type": "resign"})).await;
    b.until(|g| g["status"] == "over").await;
    sink.wait_for("ann@example.org", "is over").await;
    let to_bob: Vec<String> = sink
        .mails()
        .iter()
        .filter(|m| m.to == ["bob@example.org"])
        .map(|m| m.subject().to_string())
        .collect();
    assert_eq!(to_bob.len(), 2, "verify and one turn only: {to_bob:?}");
    // Every message carries its unsubscribe link.
    for m in sink.mails() {
        assert!(m.link("/api/mail/unsubscribe/").is_some(), "{}", m.text);
    }
}

#[tokio::test]
async fn a_forgotten_password_is_reset_once_by_a_link_that_expires() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start().await;
    let server = server(dir.path(), &sink).await;
    let mut ann = Client::new(server.addr).await;
    with_address(&mut ann, &sink, "Ann", "ann@example.org").await;
    let anon = Client::new(server.addr).await;

    // The same answer for an account without an address: it tells nothing.
    for name in ["Ann", "Nobody"] {
        let r = anon
            .post("/api/password/forgot", &json!({"name": name}))
            .await;
        assert_eq!(r.status, 202, "{}", r.body);
    }
    let mail = sink
        .wait_for("ann@example.org", "reset your password")
        .await;
    let link = mail.link("/reset-password?token=").unwrap();
    let token = link.split("token=").nth(1).unwrap().to_string();

    let r = anon
        .post(
            "/api/password/reset",
            &json!({"token": token, "password": "short"}),
        )
        .await;
    assert_eq!(r.json()["error"], "bad-password", "{}", r.body);
    let new = "a new and long password";
    let r = anon
        .post(
            "/api/password/reset",
            &json!({"token": token, "password": new}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    // Once only; the old session is over; the new password logs in.
    let r = anon
        .post(
            "/api/password/reset",
            &json!({"token": token, "password": new}),
        )
        .await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (410, Some("bad-token"))
    );
    assert_eq!(ann.get("/api/me").await.json()["guest"], true);
    let r = anon
        .post("/api/login", &json!({"name": "Ann", "password": PASSWORD}))
        .await;
    assert_eq!(r.status, 401, "{}", r.body);
    let mut again = Client::new(server.addr).await;
    let r = again
        .post("/api/login", &json!({"name": "Ann", "password": new}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    take_session(&mut again, &r);

    // A link an hour old no longer works.
    let r = anon
        .post("/api/password/forgot", &json!({"name": "ann"}))
        .await;
    assert_eq!(r.status, 202);
    let second = loop {
        let mails: Vec<_> = sink
            .mails()
            .into_iter()
            .filter(|m| m.subject().contains("reset your password"))
            .collect();
        if mails.len() == 2 {
            break mails[1].clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    };
    let link = second.link("/reset-password?token=").unwrap();
    let token = link.split("token=").nth(1).unwrap().to_string();
    server.advance(3600 * 1000);
    let r = anon
        .post(
            "/api/password/reset",
            &json!({"token": token, "password": new}),
        )
        .await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (410, Some("bad-token"))
    );
}

#[tokio::test]
async fn a_refused_message_is_tried_again() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start().await;
    let server = server(dir.path(), &sink).await;
    sink.refuse_next(2);
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    let r = ann
        .post("/api/me/email", &json!({"address": "ann@example.org"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    sink.wait_for("ann@example.org", "verify").await;
    assert_eq!(sink.refused.load(std::sync::atomic::Ordering::SeqCst), 2);
}

#[tokio::test]
async fn mails_sent_for_one_account_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start().await;
    let server = server(dir.path(), &sink).await;
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    for i in 0..3 {
        let r = ann
            .post(
                "/api/me/email",
                &json!({"address": format!("ann{i}@example.org")}),
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let r = ann
        .post("/api/me/email", &json!({"address": "ann9@example.org"}))
        .await;
    assert_eq!(r.json()["error"], "rate-limited", "{}", r.body);
    let anon = Client::new(server.addr).await;
    for _ in 0..3 {
        let r = anon
            .post("/api/password/forgot", &json!({"name": "Ann"}))
            .await;
        assert_eq!(r.status, 202, "{}", r.body);
    }
    let r = anon
        .post("/api/password/forgot", &json!({"name": "ann"}))
        .await;
    assert_eq!(r.json()["error"], "rate-limited", "{}", r.body);
    // An hour later, again.
    server.advance(3600 * 1000);
    let r = ann
        .post("/api/me/email", &json!({"address": "ann9@example.org"}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    sink.wait_for("ann9@example.org", "verify").await;
}

#[tokio::test]
async fn without_a_mail_server_addresses_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::start(dir.path()).await;
    let mut ann = Client::new(server.addr).await;
    register(&mut ann, "Ann").await;
    let r = ann
        .post("/api/me/email", &json!({"address": "ann@example.org"}))
        .await;
    assert_eq!(
        (r.status, r.json()["error"].as_str()),
        (503, Some("mail-off"))
    );
    assert!(r.body.contains("--smtp"), "{}", r.body);
    assert_eq!(ann.get("/api/me/email").await.json()["mail_enabled"], false);
}
