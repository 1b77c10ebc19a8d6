//! The capture games' fit as a user runs it: `pearls tune selfplay --records` writes the
//! games of a capture rule, `pearls tune --captures` fits that rule's terms to them and
//! rewrites its lines of a capture weights file, and `pearls engine --capture-weights`
//! plays with the file, refusing a damaged one.

use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::{ok, pearls};

#[test]
fn capture_games_are_recorded_fitted_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let games = path("pente.sgf");
    let said = ok(&pearls(&[
        "tune",
        "selfplay",
        "--rule",
        "pente",
        "--games",
        "6",
        "--nodes",
        "300",
        "--threads",
        "2",
        "--records",
        &games,
    ]));
    assert!(said.contains("games: 6"), "{said}");
    let sgf = std::fs::read_to_string(&games).unwrap();
    assert_eq!(sgf.matches("(;").count(), 6, "{sgf}");
    assert!(sgf.contains("SZ[19]"), "pente's own size: {sgf}");

    // A packed file cannot hold the captures, so it is refused with the reason.
    let packed = pearls(&[
        "tune",
        "selfplay",
        "--rule",
        "pente",
        "--games",
        "1",
        "--out",
        &path("x.ppk"),
    ]);
    assert!(!packed.status.success());
    assert!(String::from_utf8_lossy(&packed.stderr).contains("captured stones"));

    let weights = path("captures.txt");
    let shipped = include_str!("../../engine/weights/captures.txt");
    std::fs::write(&weights, shipped).unwrap();
    let said = ok(&pearls(&[
        "tune",
        "--captures",
        "--rule",
        "pente",
        "--holdout",
        "3",
        "--out",
        &weights,
        &games,
    ]));
    assert!(said.contains("fitted terms: loss"), "{said}");
    let fitted = std::fs::read_to_string(&weights).unwrap();
    assert!(
        fitted.contains("# pente: fitted by pearls tune --captures --rule pente"),
        "{fitted}"
    );
    // Only pente's lines changed.
    let others = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with("pente ") && !l.starts_with("# pente:"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(others(&fitted), others(shipped));

    // A rule without captures has nothing to fit.
    let none = pearls(&["tune", "--captures", "--rule", "anti-renju", &games]);
    assert!(!none.status.success());
    assert!(String::from_utf8_lossy(&none.stderr).contains("has no captures"));

    // The engine plays with the fitted file and refuses a damaged one by its line.
    let mut engine = Command::new(env!("CARGO_BIN_EXE_pearls"))
        .args(["engine", "--capture-weights", &weights])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    engine
        .stdin
        .take()
        .unwrap()
        .write_all(b"INFO rule_name pente\nSTART 19\nBEGIN\nEND\n")
        .unwrap();
    let out = engine.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("OK"), "{text}");
    let moved = text
        .lines()
        .any(|l| l.split(',').count() == 2 && l.split(',').all(|n| n.parse::<u8>().is_ok()));
    assert!(moved, "a move after BEGIN: {text}");
    std::fs::write(path("bad.txt"), "pente captured 3\npente last many\n").unwrap();
    let bad = pearls(&["engine", "--capture-weights", &path("bad.txt")]);
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("bad.txt") && err.contains("line 2"), "{err}");
}
