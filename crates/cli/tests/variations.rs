//! `pearls analyze` in the variations: bombs and neutral stones among the moves,
//! replayed by the referee, and the engine's answer a bomb where only a bomb saves.

use assert_cmd::Command;
use pearls_rules::action::parse_actions;
use pearls_rules::{Action, Color, Game, Notation, OpeningRule, RuleSet, Variant};

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

/// White's bomb clears black's a1; then white's straight four h8-k8 that no capture
/// breaks, with black's bomb still in hand.
const MOVES: &str = "a1 bomb:a2 c3 h8 c13 i8 m3 j8 m13 k8";

#[test]
fn analyze_replays_a_bomb_and_answers_with_one() {
    let args = [
        "analyze",
        "--rule",
        "pente+bomb",
        "--opening",
        "free",
        "--time-ms",
        "800",
        "--json",
        MOVES,
    ];
    let (code, out, err) = pearls(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(keys, ["best", "bound", "depth", "outcome", "pv", "score"]);
    let best = v["best"].as_str().expect("a best action");
    assert!(best.starts_with("bomb:"), "{out}");
    assert_eq!(v["pv"][0], v["best"]);
    // The referee takes it, and it leaves white without its four.
    let n = Notation::new(15);
    let rules = RuleSet::by_name("pente+bomb").unwrap();
    let mut game = Game::new(Variant::new(rules).with_opening(OpeningRule::Free)).unwrap();
    for a in parse_actions(&format!("{MOVES} {best}"), &n).unwrap() {
        game.apply(a).unwrap();
    }
    assert_eq!(game.bombs_left(Color::Black), 0);
    assert_eq!(game.bombs_left(Color::White), 0);
    let four = ["h8", "i8", "j8", "k8"]
        .iter()
        .filter(|p| game.board().color_at(n.parse_point(p).unwrap()) == Some(Color::White))
        .count();
    assert!(four <= 2, "{four} of white's four stand after {best}");
    assert!(!game.is_over());
}

#[test]
fn analyze_keeps_the_bomb_and_refuses_a_second_one() {
    // A quiet position: a stone, not the bomb.
    let args = [
        "analyze",
        "--rule",
        "freestyle+bomb",
        "--time-ms",
        "300",
        "--json",
        "h8 i9",
    ];
    let (code, out, err) = pearls(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let best = v["best"].as_str().unwrap();
    assert!(
        matches!(
            parse_actions(best, &Notation::new(15)).unwrap()[..],
            [Action::Place(_)]
        ),
        "{out}"
    );
    // Black's second bomb is refused by the referee, with the move named.
    let (code, _, err) = pearls(&[
        "analyze",
        "--rule",
        "freestyle+bomb",
        "--opening",
        "free",
        "--json",
        "bomb:h8 a1 bomb:c3",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("move 3 (bomb:c3)"), "{err}");
}
