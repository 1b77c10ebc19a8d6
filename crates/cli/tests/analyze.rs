//! `pearls analyze` and `pearls bench` as a user runs them.

use assert_cmd::Command;
use pearls_rules::{Action, Color, Game, Notation, Reason, RuleSet, Variant};

fn pearls(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("pearls")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// mintaka's first VCF case as a move string: black stones, white stones, alternately.
const PUZZLE: &str = "g7 g5 h8 h6 i7 i6 j8 j7 j10 j9 k8 k11 l10 l8";

#[test]
fn analyze_json_proves_a_vcf_with_a_forcing_line() {
    let (code, out, err) = pearls(&["analyze", "--rule", "renju", "--json", PUZZLE]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    let obj = v.as_object().unwrap();
    let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(keys, ["best", "bound", "depth", "outcome", "pv", "score"]);
    assert_eq!(v["outcome"], "win");
    let n = Notation::new(15);
    let mut game = Game::new(Variant::new(RuleSet::renju())).unwrap();
    for m in n.parse_moves(PUZZLE).unwrap() {
        game.apply(m.into()).unwrap();
    }
    let pv: Vec<&str> = v["pv"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(pv[0], v["best"].as_str().unwrap());
    for m in &pv {
        game.apply(Action::Place(n.parse_point(m).unwrap()))
            .unwrap();
    }
    let o = game.outcome().expect("the line ends the game");
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::Five));
}

#[test]
fn analyze_reports_a_loss_and_plain_text() {
    // White to move; black has two fours in the making that cannot both be stopped.
    let moves = "h8 a1 h9 a3 h10 a5 h11 a7 i12 a9 j12 a11 k12 a13 l12";
    let (code, out, _) = pearls(&["analyze", "--rule", "freestyle", "--json", moves]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["outcome"], "loss", "{out}");
    let (code, out, _) = pearls(&["analyze", "--rule", "standard", "--depth", "3", "h8 pass"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("best: ") && out.contains("outcome: unknown"),
        "{out}"
    );
    // JSON says nothing proven as the server's analysis does: null.
    let args = [
        "analyze", "--rule", "standard", "--depth", "3", "--json", "h8 pass",
    ];
    let (code, out, _) = pearls(&args);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(v["outcome"].is_null(), "{out}");
    // A search to a set depth finishes its last iteration: its score is exact.
    assert_eq!(v["bound"], "exact", "{out}");
}

#[test]
fn analyze_refuses_bad_input() {
    assert_eq!(pearls(&["analyze", "--rule", "renju-1899", "h8"]).0, 2);
    assert_eq!(pearls(&["analyze", "h8 h8"]).0, 2);
    let (code, _, err) = pearls(&[
        "analyze",
        "--rule",
        "freestyle",
        "h8 a1 h9 a2 h10 a3 h11 a4 h12",
    ]);
    assert_eq!(code, 1, "{err}");
}

#[test]
fn bench_counts_nodes_the_same_every_time() {
    let (code, a, _) = pearls(&["bench", "--depth", "3"]);
    assert_eq!(code, 0);
    let (_, b, _) = pearls(&["bench", "engine", "--depth", "3"]);
    let nodes = |s: &str| {
        s.lines()
            .find(|l| l.starts_with("nodes:"))
            .map(str::to_string)
    };
    assert!(nodes(&a).is_some(), "{a}");
    assert_eq!(nodes(&a), nodes(&b));
    assert!(a.contains("nodes/s:"));
    let (code, out, _) = pearls(&["bench", "rules", "--positions", "2", "--seconds", "0.05"]);
    assert_eq!(code, 0);
    assert!(out.contains("scans/s:"));
    assert_eq!(pearls(&["bench", "nothing"]).0, 2);
}

#[test]
fn bench_searches_a_file_of_positions_to_a_node_limit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("positions.txt");
    std::fs::write(
        &file,
        "# two middle games\nh8 h9 i8 i9\n\nh8 g9 f9 f7 g8 h7  # white's move\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let args = [
        "bench",
        "--rule",
        "freestyle",
        "--positions-file",
        path,
        "--node-limit",
        "20000",
    ];
    let (code, a, err) = pearls(&args);
    assert_eq!(code, 0, "{err}");
    assert!(a.contains("positions: 2 at 20000 nodes each"), "{a}");
    let nodes = |s: &str| {
        s.lines()
            .find(|l| l.starts_with("nodes:"))
            .map(str::to_string)
    };
    assert_eq!(nodes(&a), nodes(&pearls(&args).1), "node counts repeat");
    // One rule, and a bad line named by its number.
    let (code, _, err) = pearls(&[
        "bench",
        "--rule",
        "freestyle,renju",
        "--positions-file",
        path,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("one --rule"), "{err}");
    std::fs::write(&file, "h8 h9\nh8 h8\n").unwrap();
    let (code, _, err) = pearls(&["bench", "--rule", "freestyle", "--positions-file", path]);
    assert_eq!(code, 2);
    assert!(
        err.contains("positions.txt:2:") && err.contains("h8"),
        "{err}"
    );
}

#[test]
fn play_against_the_engine() {
    let out = Command::cargo_bin("pearls")
        .unwrap()
        .args([
            "play",
            "--rule",
            "renju",
            "--engine",
            "--color",
            "white",
            "--time-ms",
            "100",
        ])
        .write_stdin("i9\nundo\ni7\nquit\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("pearls: h8"), "{text}");
    // After the undo the engine's reply to i9 is taken back with it; it answers i7.
    let record = text.lines().find(|l| l.starts_with("record: ")).unwrap();
    let moves: Vec<&str> = record["record: ".len()..].split_whitespace().collect();
    assert_eq!(moves.len(), 3, "{record}");
    assert_eq!(&moves[..2], ["h8", "i7"]);
}

#[test]
fn analyze_replays_a_capture_game_and_plays_a_point_a_capture_freed() {
    // Black's n10 takes l10 and m10; white plays l10 again.
    let moves = "k10 l10 j10 m10 k9 l9 n10 l10";
    for rule in ["pente", "keryo-pente", "anti-pente"] {
        let (code, out, err) = pearls(&[
            "analyze",
            "--rule",
            rule,
            "--opening",
            "free",
            "--time-ms",
            "200",
            "--json",
            moves,
        ]);
        assert_eq!(code, 0, "{rule}: {err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
        let n = Notation::new(19);
        let variant = Variant::new(RuleSet::by_name(rule).unwrap())
            .with_opening(pearls_rules::OpeningRule::Free);
        let mut game = Game::new(variant).unwrap();
        for m in n.parse_moves(moves).unwrap() {
            game.apply(m.into()).unwrap();
        }
        assert_eq!(game.captured(Color::Black), 2, "{rule}");
        let best = n.parse_point(v["best"].as_str().unwrap()).unwrap();
        game.apply(Action::Place(best))
            .unwrap_or_else(|e| panic!("{rule}: best {best}: {e}"));
    }
}

#[test]
fn analyze_refuses_what_the_referee_refuses_in_a_capture_game() {
    // Without the capture, l10 is still taken.
    let (code, _, err) = pearls(&[
        "analyze",
        "--rule",
        "pente",
        "--opening",
        "free",
        "--json",
        "k10 l10 j10 l10",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("move 4 (l10)"), "{err}");
    // Pente's own opening: the first stone goes on the centre.
    let (code, _, err) = pearls(&["analyze", "--rule", "pente", "--json", "k10"]);
    assert_ne!(code, 0);
    assert!(err.contains("centre"), "{err}");
    // Under the opening, the engine's answer keeps to its area: black's second stone
    // three points or more from the centre.
    let (code, out, err) = pearls(&[
        "analyze",
        "--rule",
        "pente",
        "--time-ms",
        "200",
        "--json",
        "j10 k10",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let n = Notation::new(19);
    let mut game = Game::new(Variant::new(RuleSet::pente())).unwrap();
    for m in n.parse_moves("j10 k10").unwrap() {
        game.apply(m.into()).unwrap();
    }
    let best = n.parse_point(v["best"].as_str().unwrap()).unwrap();
    game.apply(Action::Place(best)).unwrap();
}

/// A node budget that runs out after a new move failed high: the score is a floor, said
/// so in the text and the JSON, and the line goes on past the move. Which budgets do so
/// depends on the search, so a few are tried.
#[test]
fn analyze_says_when_its_score_is_a_floor() {
    let budgets = ["160000", "180000", "200000", "220000"];
    let floor = budgets.iter().find_map(|n| {
        let args = [
            "analyze",
            "--rule",
            "freestyle",
            "--nodes",
            n,
            "--json",
            "h8 h9",
        ];
        let (code, out, err) = pearls(&args);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert!(
            ["exact", "lower"].contains(&v["bound"].as_str().unwrap()),
            "{out}"
        );
        (v["bound"] == "lower").then_some((*n, v))
    });
    let (n, v) = floor.expect("a budget that ends after a fail high");
    assert!(v["pv"].as_array().unwrap().len() > 1, "{v}");
    let (_, text, _) = pearls(&["analyze", "--rule", "freestyle", "--nodes", n, "h8 h9"]);
    let score = format!("score: {} (lower bound)", v["score"]);
    assert!(text.contains(&score), "{text}");
}
