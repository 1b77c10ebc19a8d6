//! A problems competition's answers scored by the solver, and its results ranked.
//!
//! Each problem is worth [`PROBLEM_POINTS`]: [`FIRST_POINTS`] for a first move after
//! which the solver still proves the win (any such move, not only the organiser's), and
//! the rest for a correct main line besides. A main line runs from the first move to the
//! attacker's five; it is correct when each of its attacker moves still wins, each of its
//! defender moves is one the solver considers an answer to the threat before it, and its
//! last move makes five. A wrong main line after a right first move earns the first
//! move's points: part of the problem's.

use super::{parse_points, rule_size};
use pearls_rules::Notation;
use serde::{Deserialize, Serialize};

pub const PROBLEM_POINTS: i64 = 10;
pub const FIRST_POINTS: i64 = 4;
/// The share of the points, in percent, that earns a competition's grade unless its
/// organiser sets another.
pub const DEFAULT_THRESHOLD: i64 = 70;
/// The most moves a problem's position and an answer's line may hold each.
pub const MAX_MOVES: usize = 120;

/// A problem as a competition keeps it: the position and the solver's line, proved when
/// the competition was published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    pub rule: String,
    pub moves: Vec<String>,
    pub solution: Vec<String>,
}

/// An entrant's answer to one problem: the first move, the main line from it, or both
/// (then the line starts with the first move).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    #[serde(default)]
    pub first: Option<String>,
    #[serde(default)]
    pub line: Vec<String>,
}

impl Answer {
    /// The first move: `first`, or the line's first.
    pub fn first_move(&self) -> Option<&str> {
        self.first
            .as_deref()
            .or(self.line.first().map(String::as_str))
    }

    /// Why the answer cannot be read on a board of `n`'s size, if it cannot.
    pub fn check(&self, n: &Notation) -> Result<(), String> {
        if let (Some(f), Some(l)) = (&self.first, self.line.first()) {
            if f != l {
                return Err(format!(
                    "the first move '{f}' is not the line's first move '{l}'"
                ));
            }
        }
        if let Some(f) = &self.first {
            parse_points(n, std::slice::from_ref(f))?;
        }
        if self.line.len() > MAX_MOVES {
            return Err(format!(
                "a line of {} moves is longer than {}",
                self.line.len(),
                MAX_MOVES
            ));
        }
        parse_points(n, &self.line).map(drop)
    }
}

/// The problem's points for the answer.
pub fn score(problem: &Problem, answer: &Answer) -> i64 {
    let size = rule_size(&problem.rule);
    let n = Notation::new(size);
    let Some(first) = answer.first_move().and_then(|f| n.parse_point(f).ok()) else {
        return 0;
    };
    let mut line = problem.moves.clone();
    line.push(n.format(first));
    if !pearls_puzzles::still_wins(&problem.rule, size, &line).unwrap_or(false) {
        return 0;
    }
    let Ok(rest) = parse_points(&n, &answer.line) else {
        return FIRST_POINTS;
    };
    let rest: Vec<String> = rest.iter().map(|&p| n.format(p)).collect();
    if line_is_correct(&problem.rule, size, &problem.moves, &rest) {
        PROBLEM_POINTS
    } else {
        FIRST_POINTS
    }
}

/// Whether `main` (from the first move) is a correct main line after `moves`.
fn line_is_correct(rule: &str, size: u8, moves: &[String], main: &[String]) -> bool {
    if main.is_empty() || main.len().is_multiple_of(2) {
        return false;
    }
    let mut played = moves.to_vec();
    for (i, p) in main.iter().enumerate() {
        let ok = if i % 2 == 0 {
            played.push(p.clone());
            pearls_puzzles::still_wins(rule, size, &played).unwrap_or(false)
        } else {
            let ok = pearls_puzzles::is_defence(rule, size, &played, p).unwrap_or(false);
            played.push(p.clone());
            ok
        };
        if !ok {
            return false;
        }
    }
    pearls_puzzles::made_five(rule, size, &played).unwrap_or(false)
}

/// Ranks by score, best first, ties sharing a rank (1, 2, 2, 4); `entries` are
/// (score, submitted_ms) and the answer their ranks in the same order.
pub fn ranks(entries: &[(i64, i64)]) -> Vec<usize> {
    entries
        .iter()
        .map(|(s, _)| 1 + entries.iter().filter(|(o, _)| o > s).count())
        .collect()
}

/// Whether `score` of `max` reaches `threshold` percent.
pub fn reaches(score: i64, max: i64, threshold: i64) -> bool {
    max > 0 && score * 100 >= threshold * max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_a_rank_and_the_next_rank_skips() {
        assert_eq!(ranks(&[(10, 1), (7, 2), (7, 3), (4, 0)]), [1, 2, 2, 4]);
        assert_eq!(ranks(&[(3, 5), (9, 1)]), [2, 1]);
        assert!(ranks(&[]).is_empty());
    }

    #[test]
    fn the_threshold_is_a_share_of_the_points() {
        assert!(reaches(14, 20, 70));
        assert!(!reaches(13, 20, 70));
        assert!(reaches(0, 20, 0));
        assert!(!reaches(0, 0, 0));
    }

    #[test]
    fn an_answer_names_its_first_move_once() {
        let n = Notation::new(15);
        let both = Answer {
            first: Some("h8".into()),
            line: vec!["h8".into(), "i9".into()],
        };
        assert_eq!(both.first_move(), Some("h8"));
        assert!(both.check(&n).is_ok());
        let clash = Answer {
            first: Some("h9".into()),
            ..both.clone()
        };
        assert!(clash
            .check(&n)
            .unwrap_err()
            .contains("not the line's first"));
        let bad = Answer {
            first: Some("z99".into()),
            line: vec![],
        };
        assert!(bad.check(&n).is_err());
        assert_eq!(Answer::default().first_move(), None);
    }
}
