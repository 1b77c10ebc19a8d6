//! The store's part of correspondence and e-mail (conditional moves, addresses, tokens,
//! vacations), on SQLite always and on PostgreSQL when `PEARLS_TEST_DATABASE` names a
//! server.

mod common;

use common::{database, open_store as open, TEST_DATABASE};
use pearls_server::store::{
    ChatRow, EmailRow, GameRow, MailToken, NotificationRow, Store, UserRow,
};
use std::sync::Arc;

fn user(id: &str, name: &str, t: i64) -> UserRow {
    UserRow {
        id: id.into(),
        name: name.into(),
        name_key: name.to_lowercase(),
        password_hash: "old-hash".into(),
        created_ms: t,
    }
}

async fn keeps_the_correspondence_contract(store: Arc<dyn Store>) {
    let t0 = 1_790_000_000_000;
    assert!(store.create_user(&user("u-ann", "Ann", t0)).await.unwrap());
    assert!(store.create_user(&user("u-bob", "Bob", t0)).await.unwrap());
    store
        .create_game(&GameRow {
            id: "g1".into(),
            created_ms: t0,
            updated_ms: t0,
            rule: "renju".into(),
            opening: String::new(),
            size: 15,
            seats: "[]".into(),
            clock_spec: r#"{"days_per_move":3}"#.into(),
            clock_state: "{}".into(),
            ply: 0,
            status: "live".into(),
            result: None,
            challenge: None,
            rated: false,
        })
        .await
        .unwrap();

    // Conditional moves: one tree a player and game, replaced, read back, cleared.
    assert_eq!(store.conditional("g1", "u-ann").await.unwrap(), None);
    store
        .set_conditional("g1", "u-ann", 3, r#"{"a":1}"#, t0)
        .await
        .unwrap();
    store
        .set_conditional("g1", "u-ann", 5, r#"{"b":2}"#, t0 + 1)
        .await
        .unwrap();
    store
        .set_conditional("g1", "guest-1", 5, r#"{"c":3}"#, t0)
        .await
        .unwrap();
    assert_eq!(
        store.conditional("g1", "u-ann").await.unwrap(),
        Some((5, r#"{"b":2}"#.to_string()))
    );
    store.clear_conditional("g1", "u-ann").await.unwrap();
    assert_eq!(store.conditional("g1", "u-ann").await.unwrap(), None);
    assert_eq!(
        store.conditional("g1", "guest-1").await.unwrap(),
        Some((5, r#"{"c":3}"#.to_string()))
    );

    // Addresses: replaced whole, verified only while the address is the same,
    // unsubscribed by token.
    let mut email = EmailRow {
        user_id: "u-ann".into(),
        address: "ann@example.org".into(),
        verified: false,
        notify_turn: true,
        notify_end: true,
        notify_tournament: false,
        unsubscribe: "unsub-ann".into(),
        updated_ms: t0,
    };
    store.set_email(&email).await.unwrap();
    assert_eq!(store.email_of("u-ann").await.unwrap(), Some(email.clone()));
    assert_eq!(store.email_of("u-bob").await.unwrap(), None);
    assert!(!store
        .verify_email("u-ann", "old@example.org")
        .await
        .unwrap());
    assert!(store
        .verify_email("u-ann", "ann@example.org")
        .await
        .unwrap());
    email.verified = true;
    assert_eq!(store.email_of("u-ann").await.unwrap(), Some(email.clone()));
    assert!(store.unsubscribe("unsub-ann").await.unwrap());
    assert!(!store.unsubscribe("unsub-none").await.unwrap());
    let off = store.email_of("u-ann").await.unwrap().unwrap();
    assert!(!off.notify_turn && !off.notify_end && !off.notify_tournament);
    assert!(off.verified);
    email.address = "ann@example.net".into();
    email.verified = false;
    store.set_email(&email).await.unwrap();
    assert_eq!(store.email_of("u-ann").await.unwrap(), Some(email.clone()));

    // Tokens: taken once, not after they expire, only for their purpose.
    let token = |hash: &str, purpose: &str, expires_ms: i64| MailToken {
        token_hash: hash.into(),
        user_id: "u-ann".into(),
        purpose: purpose.into(),
        address: "ann@example.net".into(),
        expires_ms,
    };
    store
        .add_mail_token(&token("h1", "reset", t0 + 100))
        .await
        .unwrap();
    store
        .add_mail_token(&token("h2", "reset", t0 + 100))
        .await
        .unwrap();
    store
        .add_mail_token(&token("h3", "verify", t0 + 1_000))
        .await
        .unwrap();
    assert_eq!(
        store.take_mail_token("h3", "reset", t0).await.unwrap(),
        None
    );
    assert_eq!(
        store.take_mail_token("h1", "reset", t0 + 99).await.unwrap(),
        Some(token("h1", "reset", t0 + 100))
    );
    assert_eq!(
        store.take_mail_token("h1", "reset", t0).await.unwrap(),
        None
    );
    assert_eq!(
        store
            .take_mail_token("h2", "reset", t0 + 100)
            .await
            .unwrap(),
        None
    );
    // The expired token went with that look: an earlier clock does not find it.
    assert_eq!(
        store.take_mail_token("h2", "reset", t0).await.unwrap(),
        None
    );
    assert_eq!(
        store.take_mail_token("h3", "verify", t0).await.unwrap(),
        Some(token("h3", "verify", t0 + 1_000))
    );

    // A new password ends the account's sessions, not others'.
    store
        .create_session("s-ann", "u-ann", t0, t0 + 1_000)
        .await
        .unwrap();
    store
        .create_session("s-bob", "u-bob", t0, t0 + 1_000)
        .await
        .unwrap();
    store.set_password("u-ann", "new-hash").await.unwrap();
    assert_eq!(
        store
            .user_by_name("ann")
            .await
            .unwrap()
            .unwrap()
            .password_hash,
        "new-hash"
    );
    assert_eq!(store.session_user("s-ann", t0).await.unwrap(), None);
    assert!(store.session_user("s-bob", t0).await.unwrap().is_some());
    assert!(store.set_password("u-none", "x").await.is_err());

    // Vacations: listed from an instant on, oldest first.
    store.add_vacation("u-ann", t0 + 50, 3).await.unwrap();
    store.add_vacation("u-ann", t0, 2).await.unwrap();
    store.add_vacation("u-bob", t0, 9).await.unwrap();
    assert_eq!(
        store.vacations_since("u-ann", t0).await.unwrap(),
        vec![(t0, 2), (t0 + 50, 3)]
    );
    assert_eq!(
        store.vacations_since("u-ann", t0 + 1).await.unwrap(),
        vec![(t0 + 50, 3)]
    );

    // Matches: a record replaced whole, and the games that point to it.
    assert_eq!(store.load_match("m1").await.unwrap(), None);
    store.save_match("m1", r#"{"n":1}"#, t0).await.unwrap();
    store.save_match("m1", r#"{"n":2}"#, t0 + 1).await.unwrap();
    assert_eq!(
        store.load_match("m1").await.unwrap().as_deref(),
        Some(r#"{"n":2}"#)
    );
    assert_eq!(store.match_of_game("g1").await.unwrap(), None);
    store.add_match_game("m1", "g1", 0).await.unwrap();
    // Recording it again changes nothing.
    store.add_match_game("m1", "g1", 5).await.unwrap();
    assert_eq!(
        store.match_of_game("g1").await.unwrap(),
        Some(("m1".to_string(), 0))
    );
    assert!(
        store.add_match_game("m-none", "g2", 0).await.is_err(),
        "a game of no match, or no game, is refused"
    );

    // Chat: the latest of a room, oldest first.
    let chat = |id: &str, room: &str, at_ms: i64| ChatRow {
        id: id.into(),
        game_id: "g1".into(),
        room: room.into(),
        author_id: "guest-1".into(),
        author: "guest-1".into(),
        text: format!("text {id}"),
        at_ms,
    };
    for (id, room, at) in [
        ("c1", "players", t0),
        ("c2", "players", t0 + 2),
        ("c3", "players", t0 + 1),
        ("c4", "spectators", t0),
    ] {
        store.add_chat(&chat(id, room, at)).await.unwrap();
    }
    let ids = |rows: Vec<ChatRow>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.chat_of("g1", "players", 10).await.unwrap()),
        ["c1", "c3", "c2"]
    );
    assert_eq!(
        ids(store.chat_of("g1", "players", 2).await.unwrap()),
        ["c3", "c2"]
    );
    assert_eq!(
        ids(store.chat_of("g1", "spectators", 10).await.unwrap()),
        ["c4"]
    );
    assert_eq!(
        store.chat_message("c3").await.unwrap(),
        Some(chat("c3", "players", t0 + 1))
    );
    assert_eq!(store.chat_message("c9").await.unwrap(), None);

    // Reports: once a reporter, counted, the latest first.
    assert!(store
        .report_chat("c1", "u-ann", "rude", t0 + 5)
        .await
        .unwrap());
    assert!(!store
        .report_chat("c1", "u-ann", "again", t0 + 6)
        .await
        .unwrap());
    assert!(store
        .report_chat("c1", "u-bob", "spam", t0 + 7)
        .await
        .unwrap());
    assert!(store.report_chat("c4", "u-bob", "", t0 + 9).await.unwrap());
    let reports = store.reports(10).await.unwrap();
    let summary: Vec<_> = reports
        .iter()
        .map(|r| {
            (
                r.message.id.as_str(),
                r.reports,
                r.reasons.as_str(),
                r.last_ms,
            )
        })
        .collect();
    assert_eq!(
        summary,
        [("c4", 1, "", t0 + 9), ("c1", 2, "rude; spam", t0 + 7)]
    );
    assert_eq!(store.reports(1).await.unwrap().len(), 1);

    // Mutes: the latest stands.
    assert_eq!(store.mute_of("guest-1").await.unwrap(), None);
    store
        .set_mute("guest-1", t0 + 100, "Mod", "rude")
        .await
        .unwrap();
    store
        .set_mute("guest-1", t0 + 50, "Mod", "less")
        .await
        .unwrap();
    assert_eq!(store.mute_of("guest-1").await.unwrap(), Some(t0 + 50));

    // Notifications: newest first, marked seen together.
    let note = |id: &str, user: &str, at_ms: i64| NotificationRow {
        id: id.into(),
        user_id: user.into(),
        text: format!("note {id}"),
        link: "/game/g1".into(),
        at_ms,
        seen: false,
    };
    store
        .add_notification(&note("n1", "u-ann", t0))
        .await
        .unwrap();
    store
        .add_notification(&note("n2", "u-ann", t0 + 1))
        .await
        .unwrap();
    store
        .add_notification(&note("n3", "u-bob", t0))
        .await
        .unwrap();
    let ann = store.notifications_of("u-ann", 10).await.unwrap();
    assert_eq!(
        ann,
        vec![note("n2", "u-ann", t0 + 1), note("n1", "u-ann", t0)]
    );
    store.mark_notifications_seen("u-ann").await.unwrap();
    assert!(store
        .notifications_of("u-ann", 10)
        .await
        .unwrap()
        .iter()
        .all(|n| n.seen));
    assert!(!store.notifications_of("u-bob", 10).await.unwrap()[0].seen);
    assert_eq!(store.notifications_of("u-ann", 1).await.unwrap().len(), 1);
}

#[tokio::test]
async fn sqlite_keeps_the_correspondence_contract() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("store.sqlite").display());
    keeps_the_correspondence_contract(open(Some(url), dir.path()).await).await;
}

#[tokio::test]
async fn postgres_keeps_the_correspondence_contract() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL store is not tested");
        return;
    };
    keeps_the_correspondence_contract(open(Some(url), dir.path()).await).await;
}
