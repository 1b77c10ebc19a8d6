//! Every forbidden point of known renju positions, read from `tests/data`.

use pearls_rules::forbidden::{forbidden_points, Restrictions};
use pearls_rules::{Board, Color, Notation, Point};
use std::collections::BTreeSet;

struct Case {
    name: String,
    black: Vec<Point>,
    white: Vec<Point>,
    forbidden: BTreeSet<String>,
}

fn points(field: &str) -> Vec<Point> {
    let n = Notation::new(15);
    if field == "-" {
        return Vec::new();
    }
    field
        .split_whitespace()
        .map(|t| n.parse_point(t).unwrap_or_else(|e| panic!("{t}: {e}")))
        .collect()
}

fn load(file: &str) -> Vec<Case> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() >= 4, "bad line in {file}: {l}");
            Case {
                name: f[0].to_string(),
                black: points(f[1]),
                white: points(f[2]),
                forbidden: if f[3] == "-" {
                    BTreeSet::new()
                } else {
                    f[3].split_whitespace().map(str::to_string).collect()
                },
            }
        })
        .collect()
}

fn check(file: &str, at_least: usize) {
    let cases = load(file);
    assert!(
        cases.len() >= at_least,
        "{file} has only {} cases",
        cases.len()
    );
    let mut failures = Vec::new();
    for c in &cases {
        let board = Board::with_stones(15, &c.black, &c.white);
        let got: BTreeSet<String> =
            forbidden_points(&board, Color::Black, Restrictions::RENJU_BLACK)
                .into_iter()
                .map(|(p, f)| format!("{p}:{f}"))
                .collect();
        if got != c.forbidden {
            failures.push(format!(
                "{}: expected {:?}\n   got {:?}",
                c.name, c.forbidden, got
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn published_cases() {
    check("forbidden-cases.tsv", 40);
}

#[test]
fn random_positions() {
    check("random-renju.tsv", 3000);
}
