//! Matches against engines that hang, crash, play illegally, print garbage, eat memory
//! or run out of time: each loses its game, is restarted, and the match goes on.

use pearls_arena::book;
use pearls_arena::runner::{self, logged_games, LoggedGame};
use pearls_arena::{EngineSpec, GameSettings, MatchConfig, Sprt, TimeControl};
use pearls_rules::{RuleSet, Variant};
use serde_json::Value;
use std::path::Path;

const BIN: &str = env!("CARGO_BIN_EXE_pearls-arena-testengine");

fn engine(name: &str, args: &str) -> EngineSpec {
    EngineSpec::parse(&format!("name={name} cmd=\"{BIN} {args}\"")).unwrap()
}

fn config(out: &Path, engines: Vec<EngineSpec>, games: u64, time: TimeControl) -> MatchConfig {
    let variant = Variant::new(RuleSet::freestyle());
    MatchConfig {
        engines,
        settings: GameSettings {
            variant,
            time,
            margin_ms: 150,
            move_timeout_ms: 400,
            start_timeout_ms: 3000,
            draw_empty: 0,
        },
        book_name: "freestyle".into(),
        book: book::load(book::shipped("freestyle").unwrap(), variant).unwrap(),
        games,
        concurrency: 2,
        sprt: None,
        seed: 1,
        out: out.to_path_buf(),
        resume: false,
    }
}

const FAST: TimeControl = TimeControl::PerMove { ms: 300 };

fn run(cfg: &MatchConfig) -> (Value, Vec<LoggedGame>) {
    let summary = runner::run(cfg, &mut |_| {}).expect("the match runs");
    let mut games = logged_games(&cfg.out).unwrap();
    games.sort_by_key(|g| g.game);
    (summary, games)
}

/// Runs `bad` against a well-behaved engine for one pair and checks that `bad` lost
/// both games for `reason`.
fn loses_for(bad: EngineSpec, reason: &str, time: TimeControl) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path(), vec![engine("good", "good"), bad], 2, time);
    let (summary, games) = run(&cfg);
    assert_eq!(games.len(), 2);
    for g in &games {
        let loser = if g.result == "black" {
            g.white
        } else {
            g.black
        };
        assert_ne!(g.result, "draw", "{g:?}");
        assert_eq!((loser, g.reason.as_str()), (1, reason), "{g:?}");
    }
    assert_eq!(summary["wins"], 2);
    assert_eq!(summary["pentanomial"], serde_json::json!([0, 0, 0, 0, 1]));
    assert_eq!(summary["terminations"][reason], 2);
    // Both games were saved.
    for n in 1..=2 {
        for ext in ["psq", "sgf"] {
            assert!(dir.path().join(format!("games/{n:05}.{ext}")).exists());
        }
    }
    summary
}

#[test]
fn a_hung_engine_loses_on_time_and_is_replaced() {
    loses_for(engine("hang", "hang 2"), "time", FAST);
}

#[test]
fn a_hung_engine_under_a_node_limit_loses_as_hung() {
    loses_for(engine("hang", "hang 1"), "hang", TimeControl::Nodes(1000));
}

#[test]
fn a_crash_loses() {
    loses_for(engine("crash", "crash 3"), "crash", FAST);
}

#[test]
fn an_occupied_point_loses() {
    loses_for(engine("illegal", "illegal 2"), "illegal", FAST);
}

#[test]
fn garbage_and_off_board_points_lose() {
    loses_for(engine("garbage", "garbage 1"), "garbage", FAST);
    loses_for(engine("offboard", "offboard 0"), "garbage", FAST);
}

#[test]
fn an_error_or_a_refused_start_loses() {
    // ERROR instead of a move: the move may still come, so the engine loses on time.
    let s = loses_for(engine("error", "error 1"), "time", FAST);
    assert_eq!(s["terminations"]["time"], 2);
    loses_for(engine("nostart", "nostart"), "error", FAST);
    let missing = EngineSpec::parse("name=missing cmd=/nonexistent/pbrain-nothing").unwrap();
    loses_for(missing, "crash", FAST);
}

#[test]
fn an_error_line_before_a_move_is_only_a_complaint() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(
        dir.path(),
        vec![engine("good", "good"), engine("complain", "complain 0")],
        2,
        FAST,
    );
    let (_, games) = run(&cfg);
    for g in &games {
        assert_eq!(g.reason, "five", "{g:?}");
    }
    let log = std::fs::read_to_string(dir.path().join(runner::LOG)).unwrap();
    assert!(!log.contains("ERROR"));
}

#[test]
fn a_slow_engine_loses_on_time_under_a_game_clock() {
    loses_for(
        engine("slow", "slow 1"),
        "time",
        TimeControl::PerGame {
            ms: 800,
            increment_ms: 50,
            turn_ms: None,
        },
    );
}

#[test]
fn a_move_over_its_own_limit_loses_under_a_long_game_clock() {
    // Two seconds are well inside the game's minute, not inside the move's half second.
    let s = loses_for(
        engine("slow", "slow 1"),
        "time",
        TimeControl::PerGame {
            ms: 60_000,
            increment_ms: 0,
            turn_ms: Some(500),
        },
    );
    assert_eq!(s["settings"]["time_control"]["turn_ms"], 500);
    let losses: Vec<(&str, u64)> = s["engines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["name"].as_str().unwrap(),
                e["time_losses"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(losses, [("good", 0), ("slow", 2)]);
}

#[cfg(target_os = "linux")]
#[test]
fn too_much_memory_loses() {
    let mut hog = engine("hog", "memory 1");
    hog.memory_mib = Some(100);
    loses_for(hog, "memory", TimeControl::PerMove { ms: 3000 });
}

#[test]
fn a_forbidden_move_loses_under_renju() {
    let dir = tempfile::tempdir().unwrap();
    // Black to move with two stones across and two down from the centre, white far away:
    // the centre is a double-three.
    let text = "1,0, 7,7, 2,0, -7,7, 0,1, 7,-7, 0,2, -7,-7\n";
    let variant = Variant::new(RuleSet::renju());
    let mut cfg = config(
        dir.path(),
        vec![engine("fouler", "script 0 7,7"), engine("good", "good")],
        1,
        FAST,
    );
    cfg.settings.variant = variant;
    cfg.book = book::load(text, variant).unwrap();
    // Every symmetry maps the centre to itself, so the script's 7,7 is the foul.
    let (summary, games) = run(&cfg);
    let g = &games[0];
    assert_eq!(
        (g.black, g.result.as_str(), g.reason.as_str()),
        (0, "white", "forbidden")
    );
    assert_eq!(summary["losses"], 1);
    let psq = std::fs::read_to_string(dir.path().join("games/00001.psq")).unwrap();
    assert!(psq.contains("8,8,"), "{psq}");
}

#[test]
fn the_sprt_stops_the_match() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(
        dir.path(),
        vec![engine("good", "good"), engine("crash", "crash 0")],
        60,
        FAST,
    );
    cfg.concurrency = 1;
    cfg.sprt = Some(Sprt::parse(&["elo0=0 elo1=5".to_string()]).unwrap());
    let (summary, games) = run(&cfg);
    assert_eq!(summary["result"], "H1 accepted");
    // Not before the pairs an SPRT needs, and as soon as it may.
    let min = 2 * pearls_arena::stats::MIN_PAIRS as usize;
    assert_eq!(games.len(), min, "{} games", games.len());
    let llr = summary["sprt"]["llr"].as_f64().unwrap();
    assert!(llr >= summary["sprt"]["upper_bound"].as_f64().unwrap());
    assert_eq!(summary["sprt"]["verdict"], "H1");
}

#[test]
fn an_interrupted_match_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(
        dir.path(),
        vec![engine("a", "good"), engine("b", "good")],
        4,
        FAST,
    );
    let (_, first) = run(&cfg);
    assert_eq!(first.len(), 4);
    // Keep the header and two games, and add a line torn by an interruption.
    let log = dir.path().join(runner::LOG);
    let text = std::fs::read_to_string(&log).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    let kept: Vec<u64> = lines[1..3]
        .iter()
        .map(|l| {
            serde_json::from_str::<Value>(l).unwrap()["game"]
                .as_u64()
                .unwrap()
        })
        .collect();
    lines.truncate(3);
    std::fs::write(&log, lines.join("\n") + "\n{\"type\":\"game\",\"ga").unwrap();
    // Without --resume the saved match is protected.
    assert!(runner::run(&cfg, &mut |_| {})
        .unwrap_err()
        .contains("--resume"));
    cfg.resume = true;
    cfg.games = 6;
    let mut seen = Vec::new();
    let summary = runner::run(&cfg, &mut |p| seen.push(p.played)).unwrap();
    assert_eq!(seen.first(), Some(&2), "resumed from the two saved games");
    assert_eq!(summary["games"], 6);
    let games = logged_games(dir.path()).unwrap();
    assert_eq!(games.len(), 6);
    let mut ids: Vec<u64> = games.iter().map(|g| g.game).collect();
    ids.sort();
    assert_eq!(ids, [0, 1, 2, 3, 4, 5]);
    for k in kept {
        assert_eq!(games.iter().filter(|g| g.game == k).count(), 1);
    }
    // A different match cannot resume this one.
    let mut other = cfg.clone();
    other.seed = 99;
    assert!(runner::run(&other, &mut |_| {})
        .unwrap_err()
        .contains("seed"));
}

#[test]
fn three_engines_play_a_round_robin() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(
        dir.path(),
        vec![
            engine("a", "good"),
            engine("b", "good"),
            engine("c", "crash 0"),
        ],
        6,
        FAST,
    );
    let (summary, games) = run(&cfg);
    assert_eq!(games.len(), 6);
    assert_eq!(summary["pairs"].as_array().unwrap().len(), 3);
    let standings = summary["standings"].as_array().unwrap();
    assert_eq!(standings[2]["name"], "c");
    assert_eq!(standings[2]["points"], 0.0);
    assert_eq!(standings[2]["games"], 4);
}
