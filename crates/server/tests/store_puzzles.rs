//! The puzzle store's contract (migration 007), on SQLite always and on PostgreSQL when
//! `PEARLS_TEST_DATABASE` names a server.

mod common;

use common::{database, open_store as open, TEST_DATABASE};
use pearls_server::store::puzzles::{
    Attempt, CompetitionRow, EntryRow, EntryScore, PuzzleRating, RatedAttempt,
};
use pearls_server::store::{Store, UserRow};
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

fn rated(before: PuzzleRating, after: f64, puzzle_attempts: i64) -> RatedAttempt {
    RatedAttempt {
        player_before: before,
        player_after: PuzzleRating {
            rating: after,
            deviation: 300.0,
            attempts: before.attempts + 1,
            ..before
        },
        puzzle_after: PuzzleRating {
            rating: 1250.0,
            deviation: 340.0,
            volatility: 0.06,
            attempts: puzzle_attempts,
        },
    }
}

async fn keeps_the_puzzle_contract(store: Arc<dyn Store>) {
    let t0: i64 = 1_790_000_000_000;
    assert!(store.create_user(&user("u1", "Ann")).await.unwrap());
    assert!(store.create_user(&user("u2", "Ben")).await.unwrap());
    let p = store.puzzles();

    assert_eq!(p.puzzle_rating_of("u1").await.unwrap(), None);
    assert!(p.puzzle_stats().await.unwrap().is_empty());
    assert!(p.attempted_puzzles("u1").await.unwrap().is_empty());

    let fresh = PuzzleRating::new(1500.0);
    p.record_attempt(Attempt {
        player_id: "u1".into(),
        puzzle_id: "p1".into(),
        solved: true,
        at_ms: t0,
        rated: Some(rated(fresh, 1600.0, 1)),
    })
    .await
    .unwrap();
    let r = p.puzzle_rating_of("u1").await.unwrap().unwrap();
    assert_eq!((r.rating, r.deviation, r.attempts), (1600.0, 300.0, 1));
    let stats = p.puzzle_stats().await.unwrap();
    assert_eq!(stats.len(), 1);
    assert_eq!(
        (
            stats[0].puzzle_id.as_str(),
            stats[0].rating.rating,
            stats[0].solved
        ),
        ("p1", 1250.0, 1)
    );
    let a = p.attempt("u1", "p1").await.unwrap().unwrap();
    assert!(a.solved);
    assert_eq!(
        (a.rating_before, a.rating_after, a.at_ms),
        (Some(1500.0), Some(1600.0), t0)
    );

    // A second first attempt is refused, and changes nothing.
    let e = p
        .record_attempt(Attempt {
            player_id: "u1".into(),
            puzzle_id: "p1".into(),
            solved: false,
            at_ms: t0 + 1,
            rated: Some(rated(r, 1400.0, 2)),
        })
        .await
        .unwrap_err();
    assert!(e.to_string().contains("already"), "{e}");
    assert_eq!(
        p.puzzle_rating_of("u1").await.unwrap().unwrap().rating,
        1600.0
    );
    // A rating changed meanwhile (stale attempts count) is refused too.
    let e = p
        .record_attempt(Attempt {
            player_id: "u1".into(),
            puzzle_id: "p2".into(),
            solved: false,
            at_ms: t0 + 2,
            rated: Some(rated(fresh, 1400.0, 1)),
        })
        .await
        .unwrap_err();
    assert!(e.to_string().contains("changed"), "{e}");
    assert_eq!(p.attempt("u1", "p2").await.unwrap(), None);

    // A guest's attempt is unrated.
    p.record_attempt(Attempt {
        player_id: "guest-abc".into(),
        puzzle_id: "p2".into(),
        solved: false,
        at_ms: t0 + 3,
        rated: None,
    })
    .await
    .unwrap();
    assert_eq!(p.attempted_puzzles("guest-abc").await.unwrap(), ["p2"]);
    let g = p.attempt("guest-abc", "p2").await.unwrap().unwrap();
    assert_eq!((g.solved, g.rating_before), (false, None));
    assert_eq!(p.puzzle_stats().await.unwrap().len(), 1);

    // Competitions.
    let c = CompetitionRow {
        id: "c1".into(),
        title: "Spring".into(),
        organiser_id: "u1".into(),
        organiser: String::new(),
        problems: "[]".into(),
        grade: Some("1 dan".into()),
        threshold: 70,
        starts_ms: t0,
        deadline_ms: t0 + 1000,
        created_ms: t0,
        scored_ms: None,
        entrants: 0,
    };
    p.create_competition(&c).await.unwrap();
    p.create_competition(&CompetitionRow {
        id: "c0".into(),
        deadline_ms: t0 + 10,
        grade: None,
        ..c.clone()
    })
    .await
    .unwrap();
    let got = p.competition("c1").await.unwrap().unwrap();
    assert_eq!(got.organiser, "Ann");
    assert_eq!(got.grade.as_deref(), Some("1 dan"));
    assert_eq!((got.scored_ms, got.entrants), (None, 0));
    assert_eq!(p.competition("nope").await.unwrap(), None);
    let ids: Vec<String> = p
        .competitions()
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(ids, ["c1", "c0"]);

    let entry = |player: &str, answers: &str, at: i64| EntryRow {
        competition_id: "c1".into(),
        player_id: player.into(),
        name: String::new(),
        answers: answers.into(),
        submitted_ms: at,
        score: None,
        points: None,
        awarded: None,
    };
    p.submit_entry(&entry("u2", "[1]", t0 + 5)).await.unwrap();
    p.submit_entry(&entry("u1", "[2]", t0 + 6)).await.unwrap();
    // A later submission replaces the earlier.
    p.submit_entry(&entry("u2", "[3]", t0 + 7)).await.unwrap();
    let es = p.entries("c1").await.unwrap();
    assert_eq!(es.len(), 2);
    assert_eq!(
        (es[0].name.as_str(), es[0].answers.as_str()),
        ("Ann", "[2]")
    );
    assert_eq!(
        (
            es[1].name.as_str(),
            es[1].answers.as_str(),
            es[1].submitted_ms
        ),
        ("Ben", "[3]", t0 + 7)
    );
    assert_eq!(p.competition("c1").await.unwrap().unwrap().entrants, 2);

    let scores = vec![
        EntryScore {
            player_id: "u1".into(),
            score: 4,
            points: "[4]".into(),
            awarded: None,
        },
        EntryScore {
            player_id: "u2".into(),
            score: 10,
            points: "[10]".into(),
            awarded: Some("1 dan".into()),
        },
    ];
    p.score_competition("c1", t0 + 2000, scores.clone())
        .await
        .unwrap();
    let e = p
        .score_competition("c1", t0 + 3000, scores)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("scored already"), "{e}");
    assert_eq!(
        p.competition("c1").await.unwrap().unwrap().scored_ms,
        Some(t0 + 2000)
    );
    let es = p.entries("c1").await.unwrap();
    assert_eq!(
        (
            es[1].score,
            es[1].awarded.as_deref(),
            es[1].points.as_deref()
        ),
        (Some(10), Some("1 dan"), Some("[10]"))
    );
    // No entry after scoring.
    assert!(p.submit_entry(&entry("u2", "[4]", t0 + 9)).await.is_err());
    assert_eq!(p.entries("c1").await.unwrap()[1].answers, "[3]");
}

#[tokio::test]
async fn sqlite_keeps_the_puzzle_contract() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("store.sqlite").display());
    keeps_the_puzzle_contract(open(Some(url), dir.path()).await).await;
}

#[tokio::test]
async fn postgres_keeps_the_puzzle_contract() {
    let dir = tempfile::tempdir().unwrap();
    let Some(url) = database(dir.path()).await else {
        eprintln!("{TEST_DATABASE} is not set: the PostgreSQL puzzle store is not tested");
        return;
    };
    keeps_the_puzzle_contract(open(Some(url), dir.path()).await).await;
}
