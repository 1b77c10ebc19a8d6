//! `pearls match` end to end: two `pearls engine` processes at different strengths over
//! real pipes, a short match, and the files it leaves.

use assert_cmd::Command;
use serde_json::Value;

const PEARLS: &str = env!("CARGO_BIN_EXE_pearls");

fn pearls_match(dir: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let strong = format!("name=strong cmd=\"{PEARLS} engine\" threads=1 hash=4 info.strength=100");
    let weak = format!("name=weak cmd=\"{PEARLS} engine\" threads=1 hash=4 info.strength=0");
    let mut cmd = Command::new(PEARLS);
    cmd.args(["match", "--engine", &strong, "--engine", &weak])
        .args(["--out", dir.to_str().unwrap(), "--quiet"])
        .args(extra);
    cmd.output().expect("pearls match runs")
}

#[test]
fn a_short_renju_match_between_two_strengths() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    let out = pearls_match(
        &dir,
        &[
            "--rule",
            "renju",
            "--nodes",
            "1500",
            "--games",
            "4",
            "--concurrency",
            "2",
            "--sprt",
            "elo0=0",
            "elo1=5",
            "alpha=0.05",
            "beta=0.05",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let saved: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary, saved);
    assert_eq!(summary["games"], 4);
    let (w, d, l) = (
        summary["wins"].as_u64().unwrap(),
        summary["draws"].as_u64().unwrap(),
        summary["losses"].as_u64().unwrap(),
    );
    assert_eq!(w + d + l, 4);
    // Full strength against strength 0: the strong engine does not lose the match.
    assert!(2 * w + d > 4, "+{w} ={d} -{l}");
    let penta: Vec<u64> = summary["pentanomial"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(penta.iter().sum::<u64>(), 2);
    let points: u64 = penta.iter().enumerate().map(|(i, c)| i as u64 * c).sum();
    assert_eq!(points, 2 * w + d, "the pairs hold the same half points");
    let elo = &summary["elo"];
    assert!(elo["lower"].as_f64().unwrap() <= elo["elo"].as_f64().unwrap());
    assert!(elo["elo"].as_f64().unwrap() <= elo["upper"].as_f64().unwrap());
    assert!(elo["elo"].as_f64().unwrap() > 0.0);
    let sprt = &summary["sprt"];
    assert_eq!(sprt["elo1"], 5.0);
    assert!((sprt["upper_bound"].as_f64().unwrap() - 2.944_438_979).abs() < 1e-6);
    assert!(sprt["llr"].is_number());
    assert_eq!(summary["engines"][1]["name"], "weak");
    assert_eq!(summary["settings"]["rule"], "renju");
    assert_eq!(summary["settings"]["draw_empty"], 25);
    assert_eq!(summary["settings"]["time_control"]["nodes"], 1500);
    assert!(["completed", "H1 accepted"].contains(&summary["result"].as_str().unwrap()));

    // Every game as PSQ and SGF, readable again, and one log line per game.
    let log = std::fs::read_to_string(dir.join("results.jsonl")).unwrap();
    assert_eq!(log.lines().count(), 5, "a header and four games");
    for n in 1..=4 {
        for ext in ["psq", "sgf"] {
            let path = dir.join(format!("games/{n:05}.{ext}"));
            let (_, doc) =
                pearls_records::read_file(&path, None, &pearls_records::ReadOptions::default())
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let games = doc.into_games();
            assert_eq!(games.len(), 1);
            assert!(games[0].moves.len() >= 4, "{}", path.display());
            assert!(games[0].black.is_some());
        }
    }

    // Resuming a finished match plays nothing more.
    let again = pearls_match(
        &dir,
        &[
            "--rule", "renju", "--nodes", "1500", "--games", "4", "--resume", "--json",
        ],
    );
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    let resumed: Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!(resumed["pentanomial"], summary["pentanomial"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("results.jsonl")).unwrap(),
        log
    );
}

#[test]
fn a_short_pente_match_is_refereed_with_captures() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    let out = pearls_match(
        &dir,
        &[
            "--rule", "pente", "--nodes", "800", "--games", "2", "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(summary["games"], 2);
    let text = std::fs::read_to_string(dir.join("summary.json")).unwrap();
    // Neither engine sent a move the referee refused or failed to answer.
    for fault in ["illegal", "garbage", "crash", "hang", "error"] {
        assert!(!text.contains(&format!("\"{fault}\"")), "{fault}: {text}");
    }
}

#[test]
fn a_short_match_with_variations_names_them_and_is_refereed() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    let out = pearls_match(
        &dir,
        &[
            "--rule",
            "freestyle+centre+repensi",
            "--nodes",
            "800",
            "--games",
            "2",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(summary["games"], 2);
    let text = std::fs::read_to_string(dir.join("summary.json")).unwrap();
    for fault in ["illegal", "garbage", "crash", "hang", "error"] {
        assert!(!text.contains(&format!("\"{fault}\"")), "{fault}: {text}");
    }
}

#[test]
fn bad_match_settings_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    for (args, msg) in [
        (&["--rule", "pente+bomb"][..], "cannot write a bomb"),
        (
            &["--rule", "renju-1899"][..],
            "freestyle, standard, renju, caro, pente, keryo-pente",
        ),
        (&["--size", "19"][..], "15 or 20"),
        (&["--sprt", "elo0=5", "elo1=1"][..], "elo0"),
        (&["--book", "/nonexistent/book.txt"][..], "book"),
    ] {
        let out = pearls_match(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{args:?}: {err}");
    }
}
