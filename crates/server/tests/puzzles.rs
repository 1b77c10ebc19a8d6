//! The puzzle trainer and problems competitions over HTTP, on virtual time.

mod common;

use common::{register, start_with, Client, T0};
use pearls_server::puzzles::PuzzleSet;
use serde_json::{json, Value};

/// The hand-made puzzles these tests know, each proved in `puzzles::source`'s tests.
const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/puzzles.jsonl");

fn fixture() -> PuzzleSet {
    PuzzleSet::from_file(std::path::Path::new(FIXTURE)).unwrap()
}

/// A server offering the fixture's puzzles.
async fn start(dir: &std::path::Path) -> common::Server {
    start_with(
        dir,
        pearls_server::Config {
            puzzles: Some(FIXTURE.into()),
            ..Default::default()
        },
    )
    .await
}

fn solution(id: &str) -> Vec<String> {
    fixture().get(id).unwrap().solution.clone()
}

async fn solve(c: &Client, id: &str, moves: &[&str]) -> Value {
    let r = c
        .post(
            &format!("/api/puzzles/{id}/solve"),
            &json!({ "moves": moves }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()
}

async fn puzzle_standing(c: &Client, name: &str) -> Value {
    let r = c.get(&format!("/api/users/{name}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["puzzle"].clone()
}

#[tokio::test]
async fn a_puzzle_is_solved_move_by_move_and_only_the_first_attempt_is_rated() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut alice = Client::new(server.addr).await;
    register(&mut alice, "alice").await;

    let before = puzzle_standing(&alice, "alice").await;
    assert_eq!(before["attempts"], 0);
    assert_eq!(before["grade"], Value::Null);

    let r = alice.get("/api/puzzles/next?rule=renju").await;
    assert_eq!(r.status, 200, "{}", r.body);
    let p = r.json();
    let id = p["id"].as_str().unwrap().to_string();
    assert_eq!(p["rule"], "renju");
    let line = solution(&id);
    let set = fixture();
    let stored = set.get(&id).unwrap();
    assert_eq!(p["moves"], json!(stored.moves));
    assert_eq!(p["to_move"], stored.to_move);

    // The stored line, move by move: the server answers with its replies.
    let mut moves: Vec<&str> = Vec::new();
    for i in (0..line.len()).step_by(2) {
        moves.push(&line[i]);
        let a = solve(&alice, &id, &moves).await;
        assert_eq!(a["correct"], true, "{a}");
        if i + 1 < line.len() {
            assert_eq!(a["done"], false);
            assert_eq!(a["reply"], line[i + 1].as_str());
            assert_eq!(a["rating"], Value::Null);
            moves.push(&line[i + 1]);
        } else {
            assert_eq!(a["done"], true);
            assert_eq!(a["reply"], Value::Null);
            let (b, f) = (
                a["rating"]["before"].as_f64().unwrap(),
                a["rating"]["after"].as_f64().unwrap(),
            );
            assert_eq!(b, 1500.0);
            assert!(f > b, "a solved puzzle raises the rating: {b} -> {f}");
        }
    }
    let after = puzzle_standing(&alice, "alice").await;
    assert_eq!(after["attempts"], 1);
    assert_eq!(after["provisional"], true);
    let grade = after["grade"].as_str().unwrap();
    assert!(
        grade.ends_with(" kyu") || grade.ends_with(" dan"),
        "{grade}"
    );

    // A retry is checked as well, but not rated again.
    let again = solve(&alice, &id, &moves).await;
    assert_eq!(again["done"], true);
    assert_eq!(again["rating"], Value::Null);
    assert_eq!(puzzle_standing(&alice, "alice").await["attempts"], 1);

    // The next renju puzzle is another one.
    let next = alice.get("/api/puzzles/next?rule=renju").await.json();
    assert_ne!(next["id"], id.as_str());
    server.stop();
}

#[tokio::test]
async fn any_winning_move_is_correct_and_a_wrong_one_ends_the_attempt_as_a_loss() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut bob = Client::new(server.addr).await;
    register(&mut bob, "bob").await;

    // rj-43-1's line starts k8; l8 makes the other four of row 8 and wins as well.
    let alt = solve(&bob, "rj-43-1", &["l8"]).await;
    assert_eq!(alt["correct"], true, "{alt}");
    assert_eq!(alt["reply"], "k8");
    assert_eq!(alt["done"], false);

    // A defender's reply other than the server's is refused, saying which.
    let r = bob
        .post(
            "/api/puzzles/rj-43-1/solve",
            &json!({"moves": ["l8", "a2", "k11"]}),
        )
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(
        r.json()["message"].as_str().unwrap().contains("move 2"),
        "{}",
        r.body
    );
    // So is one longer than an attempt may be.
    let long: Vec<String> = (0..61).map(|_| "k8".to_string()).collect();
    let r = bob
        .post("/api/puzzles/rj-43-1/solve", &json!({ "moves": long }))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("at most 59"), "{}", r.body);
    // So is an attempt ending with a reply.
    let r = bob
        .post(
            "/api/puzzles/rj-43-1/solve",
            &json!({"moves": ["l8", "k8"]}),
        )
        .await;
    assert_eq!(r.status, 400, "{}", r.body);

    let wrong = solve(&bob, "rj-43-2", &["a15"]).await;
    assert_eq!(wrong["correct"], false);
    assert_eq!(wrong["reply"], Value::Null);
    let (b, a) = (
        wrong["rating"]["before"].as_f64().unwrap(),
        wrong["rating"]["after"].as_f64().unwrap(),
    );
    assert!(a < b, "a failed puzzle lowers the rating: {b} -> {a}");
    // Solving it afterwards changes nothing: the first attempt was the rated one.
    let line = solution("rj-43-2");
    let moves: Vec<&str> = line.iter().map(String::as_str).collect();
    let done = solve(&bob, "rj-43-2", &moves).await;
    assert_eq!(done["done"], true);
    assert_eq!(done["rating"], Value::Null);
    let standing = puzzle_standing(&bob, "bob").await;
    assert_eq!(standing["attempts"], 1);
    assert_eq!(standing["rating"].as_f64().unwrap(), a);

    let r = bob.get("/api/puzzles/nope/hint").await;
    assert_eq!(r.status, 404);
    server.stop();
}

#[tokio::test]
async fn a_hint_shows_the_winning_move_and_counts_as_not_solved() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut carol = Client::new(server.addr).await;
    register(&mut carol, "carol").await;
    let line = solution("fs-43-1");
    let h = carol.get("/api/puzzles/fs-43-1/hint").await.json();
    assert_eq!(h["move"], line[0].as_str());
    assert!(
        h["rating"]["after"].as_f64() < h["rating"]["before"].as_f64(),
        "{h}"
    );
    let path = format!("/api/puzzles/fs-43-1/hint?moves={},{}", line[0], line[1]);
    let h2 = carol.get(&path).await.json();
    assert_eq!(h2["move"], line[2].as_str());
    assert_eq!(h2["rating"], Value::Null);
    let r = carol
        .get(&format!("/api/puzzles/fs-43-1/hint?moves={}", line[0]))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn guests_play_unrated_and_themes_choose_the_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let guest = Client::new(server.addr).await;
    let first = guest.get("/api/puzzles/next?rule=freestyle").await.json();
    let id = first["id"].as_str().unwrap().to_string();
    let a = solve(&guest, &id, &["a15"]).await;
    assert_eq!(a["correct"], false);
    assert_eq!(a["rating"], Value::Null);
    // Not served again while another is left.
    let second = guest.get("/api/puzzles/next?rule=freestyle").await.json();
    assert_ne!(second["id"], id.as_str());

    let catalog = guest.get("/api/puzzles").await.json();
    assert!(
        catalog["rules"]["renju"]["themes"]["four-three"]
            .as_u64()
            .unwrap()
            >= 1
    );
    let themed = guest
        .get("/api/puzzles/next?rule=renju&theme=four-three")
        .await
        .json();
    assert!(themed["themes"]
        .as_array()
        .unwrap()
        .contains(&json!("four-three")));
    let r = guest
        .get("/api/puzzles/next?rule=renju&theme=defence")
        .await;
    assert_eq!(r.status, 404, "{}", r.body);
    let r = guest.get("/api/puzzles/next?rule=chess").await;
    assert_eq!(r.status, 400, "{}", r.body);
    let r = guest.get("/api/puzzles/next").await;
    assert_eq!(r.status, 400, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn a_competition_is_answered_before_its_deadline_and_ranked_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut org = Client::new(server.addr).await;
    register(&mut org, "organiser").await;
    let guest = Client::new(server.addr).await;
    let fs2 = fixture().get("fs-43-2").unwrap().clone();
    let spec = json!({
        "title": "Autumn problems",
        "problems": [{"puzzle": "rj-43-1"}, {"rule": "freestyle", "moves": fs2.moves}],
        "duration_ms": 3_600_000,
        "grade": "1 dan",
    });
    let r = guest.post("/api/competitions", &spec).await;
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(r.json()["error"], "account-needed");
    let r = org
        .post(
            "/api/competitions",
            &json!({"title": "Empty", "problems": [{"rule": "freestyle", "moves": ["h8"]}], "duration_ms": 1000}),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.json()["error"], "unproven");

    let r = org.post("/api/competitions", &spec).await;
    assert_eq!(r.status, 201, "{}", r.body);
    let c = r.json();
    let id = c["id"].as_str().unwrap().to_string();
    assert_eq!(c["status"], "open");
    assert_eq!(c["deadline_ms"], T0 + 3_600_000);
    assert_eq!(c["threshold"], 70);

    // One that has not started takes no entries and shows no problems.
    let later = org
        .post(
            "/api/competitions",
            &json!({"title": "Later", "problems": [{"puzzle": "fs-43-1"}], "starts_ms": T0 + 60_000, "duration_ms": 60_000}),
        )
        .await
        .json();
    let later_id = later["id"].as_str().unwrap();
    assert_eq!(later["status"], "upcoming");
    assert!(org
        .get(&format!("/api/competitions/{later_id}"))
        .await
        .json()["problems_list"]
        .as_array()
        .unwrap()
        .is_empty());

    let mut bob = Client::new(server.addr).await;
    register(&mut bob, "bob").await;
    let mut carol = Client::new(server.addr).await;
    register(&mut carol, "carol").await;
    let r = bob
        .post(
            &format!("/api/competitions/{later_id}/entries"),
            &json!({"answers": [null]}),
        )
        .await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "competition-closed");

    // Bob: the first problem's whole line, the second's first move with a wrong line.
    let bob_answers = json!({"answers": [
        {"line": solution("rj-43-1")},
        {"first": "h4", "line": ["h4", "d4", "a1"]},
    ]});
    let entries = format!("/api/competitions/{id}/entries");
    let r = bob.post(&entries, &bob_answers).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["answers"], 2);
    let r = carol
        .post(&entries, &json!({"answers": [{"first": "a15"}, null]}))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = carol.post(&entries, &json!({"answers": [null]})).await;
    assert_eq!(r.status, 400, "{}", r.body);

    // Before the deadline: no results, no solutions, only one's own answers.
    let seen = carol.get(&format!("/api/competitions/{id}")).await.json();
    assert_eq!(seen["results"], Value::Null);
    assert_eq!(seen["entrants"], 2);
    assert_eq!(seen["problems_list"][0]["solution"], Value::Null);
    assert_eq!(
        seen["my_answers"],
        json!([{"first": "a15", "line": []}, null])
    );
    let r = carol.get(&format!("/api/competitions/{id}/results")).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "results-hidden");

    server.advance(3_600_000);
    let r = bob.post(&entries, &bob_answers).await;
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(r.json()["error"], "competition-closed");

    let r = carol.get(&format!("/api/competitions/{id}/results")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let res = r.json();
    assert_eq!(res["max_score"], 20);
    let rows = res["results"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["name"], "bob");
    assert_eq!(rows[0]["rank"], 1);
    assert_eq!(rows[0]["points"], json!([10, 4]));
    assert_eq!(rows[0]["score"], 14);
    assert_eq!(rows[0]["awarded"], "1 dan");
    assert_eq!(rows[1]["name"], "carol");
    assert_eq!(rows[1]["rank"], 2);
    assert_eq!(rows[1]["score"], 0);
    assert_eq!(rows[1]["awarded"], Value::Null);

    let closed = guest.get(&format!("/api/competitions/{id}")).await.json();
    assert_eq!(closed["status"], "closed");
    assert_eq!(
        closed["problems_list"][0]["solution"],
        json!(solution("rj-43-1"))
    );
    assert_eq!(closed["results"][0]["name"], "bob");
    let list = guest.get("/api/competitions").await.json();
    assert_eq!(list["now_ms"], T0 + 3_600_000);
    assert_eq!(list["competitions"].as_array().unwrap().len(), 2);
    server.stop();
}

/// A competition's id is random: pinned as `<id>`. The times are the virtual clock's.
fn without_ids(v: &Value) -> Value {
    match v {
        Value::Object(m) => m
            .iter()
            .map(|(k, x)| {
                let random = k == "id" || k == "competition";
                let x = if random && x.as_str().is_some_and(|s| s.len() == 16) {
                    json!("<id>")
                } else {
                    without_ids(x)
                };
                (k.clone(), x)
            })
            .collect::<serde_json::Map<_, _>>()
            .into(),
        Value::Array(a) => a.iter().map(without_ids).collect(),
        other => other.clone(),
    }
}

#[tokio::test]
async fn the_answers_keep_their_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let mut a = Client::new(server.addr).await;
    register(&mut a, "shape").await;
    insta::assert_json_snapshot!("catalog", a.get("/api/puzzles").await.json());
    insta::assert_json_snapshot!(
        "next",
        a.get("/api/puzzles/next?rule=renju&theme=four-three")
            .await
            .json()
    );
    insta::assert_json_snapshot!("solve_go_on", solve(&a, "rj-43-1", &["k8"]).await);
    insta::assert_json_snapshot!("solve_wrong", solve(&a, "rj-43-1", &["a15"]).await);
    insta::assert_json_snapshot!("hint", a.get("/api/puzzles/fs-43-1/hint").await.json());
    insta::assert_json_snapshot!("standing", puzzle_standing(&a, "shape").await);
    let spec = json!({"title": "Shapes", "problems": [{"puzzle": "fs-43-2"}], "duration_ms": 1000, "grade": "5 kyu"});
    let c = a.post("/api/competitions", &spec).await.json();
    let id = c["id"].as_str().unwrap().to_string();
    insta::assert_json_snapshot!("competition_created", without_ids(&c));
    let r = a
        .post(
            &format!("/api/competitions/{id}/entries"),
            &json!({"answers": [{"first": "h4"}]}),
        )
        .await
        .json();
    insta::assert_json_snapshot!("entry", without_ids(&r));
    insta::assert_json_snapshot!(
        "competition_open",
        without_ids(&a.get(&format!("/api/competitions/{id}")).await.json())
    );
    server.advance(1000);
    insta::assert_json_snapshot!(
        "competition_results",
        without_ids(
            &a.get(&format!("/api/competitions/{id}/results"))
                .await
                .json()
        )
    );
    insta::assert_json_snapshot!(
        "competitions",
        without_ids(&a.get("/api/competitions").await.json())
    );
    server.stop();
}
