//! Studies: trees saved from the analysis board, with their own link and visibility,
//! changed by their owner only, listed, exported as RenLib and SGF and imported back as
//! the same tree; and the store's study and review methods on either backend.

mod common;

use base64::Engine as _;
use common::*;
use pearls_server::store::{ReviewRow, Store, StudyRow};
use pearls_server::Config;
use serde_json::{json, Value};
use std::sync::Arc;

/// A tree with a main line, a variation, comments, a title, a mark, a pass and a board
/// text: everything a RenLib tree holds.
fn sample_tree() -> Value {
    json!({"size": 15, "nodes": [
        {"comment": "An opening to study"},
        {"parent": 0, "move": "h8"},
        {"parent": 1, "move": "i9", "title": "the main line", "mark": true},
        {"parent": 2, "move": "j10", "comment": "sure to win?"},
        {"parent": 2, "move": "pass"},
        {"parent": 4, "move": "j8"},
        {"parent": 1, "move": "i8", "comment": "a variation"},
        {"parent": 6, "move": "j7", "label": true, "text": "A"}
    ]})
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[tokio::test]
async fn a_study_is_saved_read_changed_by_its_owner_and_listed_by_visibility() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let owner = Client::new(server.addr).await;
    let other = Client::new(server.addr).await;

    let r = owner
        .post(
            "/api/studies",
            &json!({"title": "Kagetsu", "rule": "renju", "visibility": "unlisted",
                    "tree": sample_tree()}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let v = r.json();
    let id = v["id"].as_str().unwrap().to_string();
    assert_eq!(v["url"], format!("/study/{id}"));
    assert_eq!(v["mine"], true);
    assert_eq!(
        v["tree"],
        sample_tree(),
        "the tree comes back as it was sent"
    );

    // Unlisted: whoever has the link reads it, and it is not theirs.
    let r = other.get(&format!("/api/studies/{id}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["mine"], false);
    assert_eq!(r.json()["title"], "Kagetsu");
    assert_eq!(r.json()["tree"], sample_tree());

    // Only its owner changes it.
    let change = json!({"title": "Kagetsu, revised", "visibility": "private"});
    let r = other.post(&format!("/api/studies/{id}"), &change).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "not-your-study");
    server.advance(1_000);
    let r = owner.post(&format!("/api/studies/{id}"), &change).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["title"], "Kagetsu, revised");
    assert_eq!(r.json()["updated_ms"], T0 + 1_000);
    assert_eq!(
        r.json()["tree"],
        sample_tree(),
        "a change without a tree keeps it"
    );

    // Private: no one else finds it, not even by its link.
    let r = other.get(&format!("/api/studies/{id}")).await;
    assert_eq!(r.status, 404, "{}", r.body);
    assert_eq!(r.json()["error"], "not-found");
    assert_eq!(owner.get(&format!("/api/studies/{id}")).await.status, 200);

    // A public one is listed for everyone; one's own are listed, without their trees.
    let r = other
        .post(
            "/api/studies",
            &json!({"title": "Open to all", "rule": "freestyle", "visibility": "public",
                    "tree": {"size": 19, "nodes": [{}, {"parent": 0, "move": "j10"}]}}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let public_id = r.json()["id"].as_str().unwrap().to_string();
    let list = owner.get("/api/studies").await.json();
    let ids = |k: &str| -> Vec<String> {
        list[k]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(ids("mine"), [id.as_str()]);
    assert_eq!(ids("public"), [public_id.as_str()]);
    assert!(list["mine"][0].get("tree").is_none(), "{list}");
    assert_eq!(list["public"][0]["mine"], false);
    server.stop();
}

#[tokio::test]
async fn a_bad_study_is_refused_and_a_large_one_taken() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    for (body, what) in [
        (json!({"title": "t"}), "no tree"),
        (
            json!({"tree": {"size": 15, "nodes": [{}, {"parent": 3, "move": "h8"}]}}),
            "parent after",
        ),
        (
            json!({"tree": {"size": 15, "nodes": [{}, {"parent": 0, "move": "q99"}]}}),
            "off the board",
        ),
        (
            json!({"tree": sample_tree(), "visibility": "secret"}),
            "visibility",
        ),
        (json!({"tree": sample_tree(), "rule": "chess"}), "rule"),
        (
            json!({"tree": sample_tree(), "title": "x".repeat(201)}),
            "title",
        ),
    ] {
        let r = c.post("/api/studies", &body).await;
        assert_eq!(r.status, 400, "{what}: {}", r.body);
        assert_eq!(r.json()["error"], "bad-request", "{what}");
    }
    assert_eq!(c.get("/api/studies/0123456789abcdef").await.status, 404);

    // A long commented line, over the 16 KiB other routes take.
    let mut nodes = vec![json!({})];
    let n = pearls_rules::Notation::new(15);
    let mut k = 0;
    for row in 0..15u8 {
        for col in 0..15u8 {
            let p = n.format(pearls_rules::Point::new(col, row));
            nodes.push(
                json!({"parent": k, "move": p, "comment": "a comment on this move ".repeat(5)}),
            );
            k += 1;
        }
    }
    let body = json!({"tree": {"size": 15, "nodes": nodes}});
    assert!(body.to_string().len() > 16 * 1024);
    let r = c.post("/api/studies", &body).await;
    assert_eq!(r.status, 201, "{}", &r.body[..r.body.len().min(300)]);
    server.stop();
}

#[tokio::test]
async fn a_study_exported_as_renlib_or_sgf_imports_as_the_same_tree() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let c = Client::new(server.addr).await;
    let r = c
        .post(
            "/api/studies",
            &json!({"title": "Round trip", "visibility": "private", "tree": sample_tree()}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.json()["id"].as_str().unwrap().to_string();

    let lib = bytes(&c, &format!("/api/studies/{id}/lib")).await;
    assert!(lib.starts_with(b"\xFFRenLib\xFF"), "{lib:?}");
    let r = c
        .post(
            "/api/import",
            &json!({"format": "auto", "base64": b64(&lib), "tree": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["format"], "renlib");
    assert_eq!(r.json()["games"], json!([]));
    assert_eq!(r.json()["tree"], sample_tree());

    let sgf = c.get(&format!("/api/studies/{id}/sgf")).await;
    assert_eq!(sgf.status, 200);
    let r = c
        .post(
            "/api/import",
            &json!({"format": "auto", "text": sgf.body, "tree": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["format"], "sgf");
    assert_eq!(r.json()["tree"], sample_tree());

    // Without "tree", a library is still one game a line.
    let r = c
        .post(
            "/api/import",
            &json!({"format": "lib", "base64": b64(&lib)}),
        )
        .await;
    assert_eq!(r.json()["games"].as_array().unwrap().len(), 3, "{}", r.body);
    assert!(r.json().get("tree").is_none());

    // A private study exports for its owner only.
    let other = Client::new(server.addr).await;
    assert_eq!(
        other.get(&format!("/api/studies/{id}/lib")).await.status,
        404
    );
    server.stop();
}

/// The body of a GET, as bytes (a library is binary), from a 200 answer.
async fn bytes(c: &Client, path: &str) -> Vec<u8> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(c.addr).await.unwrap();
    let head = format!(
        "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nCookie: {}\r\n\r\n",
        c.addr, c.cookie
    );
    s.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut raw))
        .await
        .expect("a reply in time")
        .unwrap();
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&raw[..end]);
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    raw[end + 4..].to_vec()
}

async fn open(dir: &std::path::Path) -> Arc<dyn Store> {
    let store = pearls_server::open_store(&Config {
        database: database(dir).await,
        data_dir: dir.to_path_buf(),
        ..Config::default()
    })
    .await
    .expect("the store opens");
    store.migrate().await.expect("the migrations apply");
    store
}

fn study(id: &str, owner: &str, visibility: &str, at: i64) -> StudyRow {
    StudyRow {
        id: id.into(),
        owner_id: owner.into(),
        owner_name: format!("{owner}'s name"),
        title: format!("study {id}"),
        rule: "renju".into(),
        visibility: visibility.into(),
        tree: r#"{"size":15,"nodes":[{}]}"#.into(),
        // Past 2^31: milliseconds since 1970.
        created_ms: at,
        updated_ms: at,
    }
}

#[tokio::test]
async fn the_store_keeps_studies_and_reviews() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    store
        .create_study(&study("a", "u1", "private", T0))
        .await
        .unwrap();
    store
        .create_study(&study("b", "u1", "public", T0 + 1))
        .await
        .unwrap();
    store
        .create_study(&study("c", "u2", "public", T0 + 2))
        .await
        .unwrap();
    store
        .create_study(&study("d", "u2", "unlisted", T0 + 3))
        .await
        .unwrap();
    assert_eq!(
        store.study("a").await.unwrap(),
        Some(study("a", "u1", "private", T0))
    );
    assert_eq!(store.study("zz").await.unwrap(), None);

    // Lists: newest change first, trees left out.
    let ids = |rows: Vec<StudyRow>| rows.into_iter().map(|r| (r.id, r.tree)).collect::<Vec<_>>();
    let mine = store.studies_of("u1", 10).await.unwrap();
    assert_eq!(
        ids(mine),
        [("b".into(), String::new()), ("a".into(), String::new())]
    );
    let public = store.public_studies(10).await.unwrap();
    assert_eq!(
        ids(public),
        [("c".into(), String::new()), ("b".into(), String::new())]
    );
    assert_eq!(store.public_studies(1).await.unwrap().len(), 1);

    // Only the owner's change applies.
    let mut changed = study("a", "u2", "public", T0);
    changed.title = "taken".into();
    changed.updated_ms = T0 + 10;
    assert!(!store.update_study(&changed).await.unwrap());
    changed.owner_id = "u1".into();
    assert!(store.update_study(&changed).await.unwrap());
    let a = store.study("a").await.unwrap().unwrap();
    assert_eq!(
        (a.title.as_str(), a.visibility.as_str(), a.updated_ms),
        ("taken", "public", T0 + 10)
    );
    assert_eq!(a.owner_name, "u1's name", "the owner's name is kept");
    assert_eq!(store.public_studies(10).await.unwrap()[0].id, "a");

    // A review is replaced as it goes.
    let game = pearls_server::store::GameRow {
        id: "g1".into(),
        created_ms: T0,
        updated_ms: T0,
        rule: "renju".into(),
        opening: "free".into(),
        size: 15,
        seats: "[]".into(),
        clock_spec: "{}".into(),
        clock_state: "{}".into(),
        ply: 0,
        status: "over".into(),
        result: None,
        challenge: None,
        rated: false,
    };
    store.create_game(&game).await.unwrap();
    assert_eq!(store.review("g1").await.unwrap(), None);
    let mut r = ReviewRow {
        game_id: "g1".into(),
        status: "running".into(),
        result: "{\"done\":0}".into(),
        created_ms: T0,
        updated_ms: T0,
    };
    store.save_review(&r).await.unwrap();
    r.status = "done".into();
    r.result = "{\"done\":5}".into();
    r.updated_ms = T0 + 5;
    store.save_review(&r).await.unwrap();
    assert_eq!(store.review("g1").await.unwrap(), Some(r));
}
