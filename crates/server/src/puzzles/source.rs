//! Where the server's puzzles come from: the starter set that `crates/puzzles` ships
//! (mined and verified by `pearls puzzles generate`), or a JSON Lines file of the same
//! shape that an operator gives with `pearls serve --puzzles FILE`. The trainer and the
//! competitions take whatever set the server was started with.

use super::Puzzle;
use std::path::Path;

/// The puzzles the server offers by default: the verified starter set.
pub fn starter_set() -> Vec<Puzzle> {
    pearls_puzzles::starter()
        .into_iter()
        .map(Puzzle::from)
        .collect()
}

/// The puzzles of a JSON Lines file, as `pearls puzzles generate` writes them.
pub fn from_file(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    read_lines(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Puzzles from JSON Lines; blank lines are skipped.
pub fn read_lines(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each puzzle of the tests' fixture is re-proved by the solver that judges the
    /// trainer's moves (the line, and its first move unique unless `multi_answer`), and a
    /// move far from the fight is no answer.
    #[test]
    fn every_puzzle_of_the_fixture_is_proved_by_the_solver() {
        let set = from_file(Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/puzzles.jsonl"
        )))
        .unwrap();
        assert!(set.len() >= 4);
        assert!(set.iter().any(|p| p.rule == "renju") && set.iter().any(|p| p.rule == "freestyle"));
        let mut ids = std::collections::HashSet::new();
        for p in &set {
            assert!(ids.insert(p.id.clone()), "{} twice", p.id);
            assert_eq!(p.attacker().name(), p.to_move, "{}", p.id);
            pearls_puzzles::verify(&p.for_solver()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            let mut wrong = p.moves.clone();
            wrong.push("a15".into());
            assert!(
                !pearls_puzzles::still_wins(&p.rule, p.size(), &wrong).unwrap(),
                "{}",
                p.id
            );
        }
    }

    #[test]
    fn the_default_set_is_the_shipped_starter_set() {
        let set = starter_set();
        assert!(set.len() >= 2000, "{}", set.len());
        for rule in ["renju", "freestyle"] {
            assert!(set.iter().any(|p| p.rule == rule), "{rule}");
        }
        assert!(set.iter().all(|p| p.is_winning() && !p.solution.is_empty()));
    }

    #[test]
    fn a_line_that_is_not_json_says_where() {
        let e = read_lines("\n{\"id\":\"a\"}\n").unwrap_err();
        assert!(e.starts_with("line 2:"), "{e}");
    }
}
