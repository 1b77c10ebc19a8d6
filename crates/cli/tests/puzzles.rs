//! `pearls puzzles generate` and `verify` as a user runs them, on the repository's games.

use assert_cmd::Command;

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

#[test]
fn generated_puzzles_verify_and_a_broken_one_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p.jsonl");
    let games = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../data/games/freestyle-fit1.sgf"
    );
    let o = out.to_str().unwrap();
    let (code, stdout, err) = pearls(&[
        "puzzles",
        "generate",
        "--rule",
        "freestyle",
        "--out",
        o,
        "--games",
        "4",
        "--threads",
        "2",
        games,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("a puzzle"), "{stdout}");
    let text = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(!lines.is_empty(), "no puzzle from 4 games: {err}");
    for p in &lines {
        for key in ["id", "rule", "moves", "to_move", "solution", "themes"] {
            assert!(p.get(key).is_some(), "{key} missing in {p}");
        }
    }
    let (code, stdout, err) = pearls(&["puzzles", "verify", o]);
    assert_eq!(code, 0, "{stdout}{err}");
    // The first puzzle with its first move changed: not a puzzle any more.
    let mut broken = lines[0].clone();
    broken["solution"][0] = serde_json::Value::from("a1");
    std::fs::write(&out, format!("{broken}\n")).unwrap();
    let (code, _, err) = pearls(&["puzzles", "verify", o]);
    assert_eq!(code, 1);
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn generate_refuses_an_unknown_theme_and_nothing_to_mine() {
    let (code, _, err) = pearls(&[
        "puzzles", "generate", "--out", "x.jsonl", "--themes", "mate",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown theme 'mate'"), "{err}");
    let (code, _, err) = pearls(&["puzzles", "generate", "--out", "x.jsonl"]);
    assert_eq!(code, 2);
    assert!(err.contains("nothing to mine"), "{err}");
}
