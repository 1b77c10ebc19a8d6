//! The shipped starter set: large enough, both rules, one puzzle a position, and a fixed
//! sample of it re-proved (`pearls puzzles verify crates/puzzles/data/starter.jsonl`
//! re-proves all of it).

use pearls_puzzles::{starter, verify};
use std::collections::HashSet;

#[test]
fn the_starter_set_has_two_thousand_distinct_puzzles_of_both_rules() {
    let set = starter();
    assert!(set.len() >= 2000, "{} puzzles", set.len());
    for rule in ["renju", "freestyle"] {
        let n = set.iter().filter(|p| p.rule == rule).count();
        assert!(n >= 500, "{n} {rule} puzzles");
    }
    let ids: HashSet<&str> = set.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), set.len(), "an id twice");
    for p in &set {
        assert!(!p.multi_answer, "{}: marked multi-answer", p.id);
        assert!(!p.themes.is_empty(), "{}: no theme", p.id);
        assert!(
            p.solution.len() >= 5,
            "{}: a line of {}",
            p.id,
            p.solution.len()
        );
        let side = pearls_rules::Color::after_plies(p.moves.len()).name();
        assert_eq!(p.to_move, side, "{}", p.id);
    }
}

#[test]
fn a_fixed_sample_of_the_starter_set_is_re_proved() {
    let set = starter();
    let failures: Vec<String> = set
        .iter()
        .step_by(20)
        .filter_map(|p| verify(p).err().map(|e| format!("{}: {e}", p.id)))
        .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}
