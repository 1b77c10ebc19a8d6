//! The store's personal puzzles (migration 010) and the grades competitions awarded, on
//! SQLite always and on PostgreSQL when `PEARLS_TEST_DATABASE` names a server.

mod common;

use common::{database, open_store as open, TEST_DATABASE};
use pearls_server::store::puzzles::{CompetitionRow, EntryRow, EntryScore, PersonalPuzzleRow};
use pearls_server::store::{GameRow, Store, UserRow};
use std::sync::Arc;

fn user(id: &str, name: &str) -> UserRow {
    UserRow {
        id: id.into(),
        name: name.into(),
        name_key: name.to_lowercase(),
        password_hash: "x".into(),
        created_ms: 1,
    }
}

fn game(id: &str) -> GameRow {
    GameRow {
        id: id.into(),
        created_ms: 1,
        updated_ms: 1,
        rule: "freestyle".into(),
        opening: "none".into(),
        size: 15,
        seats: r#"["u1","u2"]"#.into(),
        clock_spec: r#"{"initial_ms":[60000,60000]}"#.into(),
        clock_state: r#"{"running":null}"#.into(),
        ply: 0,
        status: "over".into(),
        result: None,
        challenge: None,
        rated: false,
    }
}

fn personal(game_id: &str, ply: i64, owner: &str, at: i64) -> PersonalPuzzleRow {
    PersonalPuzzleRow {
        id: format!("g-{game_id}-{ply}"),
        owner_id: owner.into(),
        game_id: game_id.into(),
        ply,
        rule: "freestyle".into(),
        puzzle: format!(r#"{{"ply":{ply}}}"#),
        created_ms: at,
    }
}

async fn keeps_the_personal_puzzle_contract(store: Arc<dyn Store>) {
    assert!(store.create_user(&user("u1", "Ann")).await.unwrap());
    assert!(store.create_user(&user("u2", "Ben")).await.unwrap());
    store.create_game(&game("ga")).await.unwrap();
    store.create_game(&game("gb")).await.unwrap();
    let p = store.puzzles();

    assert!(p.personal_puzzles("u1").await.unwrap().is_empty());
    assert!(p.personal_puzzle("g-ga-6").await.unwrap().is_none());
    p.save_personal_puzzles(vec![
        personal("gb", 9, "u1", 20),
        personal("ga", 6, "u1", 10),
    ])
    .await
    .unwrap();
    p.save_personal_puzzles(vec![personal("ga", 11, "guest-b", 10)])
        .await
        .unwrap();
    // Saved again (a review asked for anew), a stored one is kept as it was.
    let mut again = personal("ga", 6, "u2", 99);
    again.puzzle = "changed".into();
    p.save_personal_puzzles(vec![again]).await.unwrap();
    p.save_personal_puzzles(Vec::new()).await.unwrap();

    let mine = p.personal_puzzles("u1").await.unwrap();
    let ids: Vec<&str> = mine.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids, ["g-ga-6", "g-gb-9"], "oldest first");
    assert_eq!(mine[0], personal("ga", 6, "u1", 10));
    let guest = p.personal_puzzles("guest-b").await.unwrap();
    assert_eq!(guest, [personal("ga", 11, "guest-b", 10)]);
    assert_eq!(
        p.personal_puzzle("g-gb-9").await.unwrap(),
        Some(personal("gb", 9, "u1", 20))
    );

    // Grades: only scored entries that were awarded one, the latest deadline first.
    let competition = |id: &str, title: &str, deadline: i64| CompetitionRow {
        id: id.into(),
        title: title.into(),
        organiser_id: "u2".into(),
        organiser: String::new(),
        problems: "[]".into(),
        grade: Some("2 kyu".into()),
        threshold: 70,
        starts_ms: 1,
        deadline_ms: deadline,
        created_ms: 1,
        scored_ms: None,
        entrants: 0,
    };
    let enter = |c: &str, who: &str| EntryRow {
        competition_id: c.into(),
        player_id: who.into(),
        name: String::new(),
        answers: "[]".into(),
        submitted_ms: 2,
        score: None,
        points: None,
        awarded: None,
    };
    let score = |who: &str, awarded: Option<&str>| EntryScore {
        player_id: who.into(),
        score: 10,
        points: "[10]".into(),
        awarded: awarded.map(str::to_string),
    };
    for (id, title, deadline) in [
        ("c1", "Spring", 100),
        ("c2", "Summer", 200),
        ("c3", "Open", 300),
    ] {
        p.create_competition(&competition(id, title, deadline))
            .await
            .unwrap();
        p.submit_entry(&enter(id, "u1")).await.unwrap();
        p.submit_entry(&enter(id, "u2")).await.unwrap();
    }
    assert!(p.awarded_grades("u1").await.unwrap().is_empty());
    p.score_competition(
        "c1",
        100,
        vec![score("u1", Some("2 kyu")), score("u2", None)],
    )
    .await
    .unwrap();
    p.score_competition(
        "c2",
        200,
        vec![score("u1", Some("1 dan")), score("u2", None)],
    )
    .await
    .unwrap();
    let grades = p.awarded_grades("u1").await.unwrap();
    let got: Vec<(&str, &str, &str, i64)> = grades
        .iter()
        .map(|g| {
            (
                g.competition_id.as_str(),
                g.title.as_str(),
                g.grade.as_str(),
                g.deadline_ms,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("c2", "Summer", "1 dan", 200),
            ("c1", "Spring", "2 kyu", 100)
        ]
    );
    assert!(p.awarded_grades("u2").await.unwrap().is_empty());
}

#[tokio::test]
async fn sqlite_keeps_the_personal_puzzle_contract() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("store.sqlite").display());
    keeps_the_personal_puzzle_contract(open(Some(url), dir.path()).await).await;
}

#[tokio::test]
async fn postgres_keeps_the_personal_puzzle_contract() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL personal puzzles are not tested");
        return;
    };
    keeps_the_personal_puzzle_contract(open(Some(url), dir.path()).await).await;
}
