//! The capture games' evaluation: the pattern evaluation plus what captures add, the
//! stones taken, the captures the side to move can make now and the ones it must fear,
//! with the values of `weights/captures.txt` (set by hand; see that file).

use crate::board::Board;
use crate::eval::{Evaluator, PatternEval, EVAL_LIMIT};
use crate::Rule;
use std::sync::OnceLock;

/// One rule's capture terms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CaptureWeights {
    pub captured: i32,
    pub last: i32,
    pub threat: i32,
    pub vulnerable: i32,
}

const FILE: &str = include_str!("../../weights/captures.txt");

/// Reads the text form of the capture terms: `RULE TERM VALUE` a line, `#` comments.
pub fn parse(text: &str) -> Result<Vec<(Rule, CaptureWeights)>, String> {
    let mut out: Vec<(Rule, CaptureWeights)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let [rule, term, value] = f[..] else {
            return Err(format!(
                "line {}: expected RULE TERM VALUE, got '{line}'",
                i + 1
            ));
        };
        let rule = Rule::from_name(rule)
            .ok_or_else(|| format!("line {}: unknown rule '{rule}'", i + 1))?;
        let value: i32 = value
            .parse()
            .map_err(|_| format!("line {}: '{value}' is not a whole number", i + 1))?;
        let w = match out.iter_mut().find(|(r, _)| *r == rule) {
            Some((_, w)) => w,
            None => {
                out.push((rule, CaptureWeights::default()));
                &mut out.last_mut().expect("pushed").1
            }
        };
        match term {
            "captured" => w.captured = value,
            "last" => w.last = value,
            "threat" => w.threat = value,
            "vulnerable" => w.vulnerable = value,
            _ => return Err(format!("line {}: unknown term '{term}'", i + 1)),
        }
    }
    Ok(out)
}

/// The shipped file's text.
pub fn shipped() -> &'static str {
    FILE
}

/// The terms in use, read once: the shipped ones, or those [`load`] set.
static TABLE: OnceLock<Vec<(Rule, CaptureWeights)>> = OnceLock::new();

/// The terms of `rule` in use (zero for a rule the file does not name).
pub fn weights(rule: Rule) -> CaptureWeights {
    TABLE
        .get_or_init(|| parse(FILE).expect("the shipped captures.txt reads"))
        .iter()
        .find(|(r, _)| *r == rule)
        .map_or_else(CaptureWeights::default, |(_, w)| *w)
}

/// Values the terms of the rules the file at `path` names with its values for the rest of
/// the process (the others keep the shipped ones), as `pearls engine --capture-weights`
/// does so that one binary can play two fits against each other. Refused once anything
/// has been evaluated: the terms are read once, and a match half on each would measure
/// nothing.
pub fn load(path: &std::path::Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let loaded = parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut table = parse(FILE).expect("the shipped captures.txt reads");
    for (rule, w) in loaded {
        match table.iter_mut().find(|(r, _)| *r == rule) {
            Some((_, old)) => *old = w,
            None => table.push((rule, w)),
        }
    }
    TABLE
        .set(table)
        .map_err(|_| format!("{}: the capture terms were already in use", path.display()))
}

/// The pattern evaluation with the capture terms of the board's rule.
#[derive(Debug, Default, Clone, Copy)]
pub struct CaptureEval;

impl Evaluator for CaptureEval {
    fn evaluate(&self, board: &Board) -> i32 {
        let base = PatternEval.evaluate(board);
        (base + capture_terms(board)).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}

/// The terms in [`CaptureWeights`]'s order (captured, last, threat, vulnerable).
pub const TERMS: [&str; 4] = ["captured", "last", "threat", "vulnerable"];

impl CaptureWeights {
    /// The values in [`TERMS`]' order.
    pub fn to_array(self) -> [i32; 4] {
        [self.captured, self.last, self.threat, self.vulnerable]
    }

    pub fn from_array(a: [i32; 4]) -> CaptureWeights {
        CaptureWeights {
            captured: a[0],
            last: a[1],
            threat: a[2],
            vulnerable: a[3],
        }
    }

    /// What the position with `features` (see [`features`]) is worth under these values.
    pub fn apply(self, features: [i32; 4]) -> i32 {
        self.to_array()
            .iter()
            .zip(features)
            .map(|(w, f)| w * f)
            .sum()
    }
}

/// What captures are worth to the side to move.
pub fn capture_terms(board: &Board) -> i32 {
    if !board.has_captures() {
        return 0;
    }
    weights(board.rule()).apply(features(board))
}

/// How often each term counts for the side to move, in [`TERMS`]' order, so that the
/// capture terms are a sum of value times count: the stones captured (ours less theirs),
/// whether each side is one capture short of the goal (+1 ours, -1 theirs), the stones of
/// the biggest capture the side to move can make now, and, negated, the stones of every
/// capture the opponent threatens. The fit of the values (`pearls tune --captures`) reads
/// the same counts. All zero outside the capture games.
pub fn features(board: &Board) -> [i32; 4] {
    if !board.has_captures() {
        return [0; 4];
    }
    let us = board.to_move();
    let them = us.opposite();
    let goal = board.capture_goal().map_or(i32::MAX, i32::from);
    let (ours, theirs) = (
        i32::from(board.captured(us)),
        i32::from(board.captured(them)),
    );
    // One capture short of the goal: the biggest capture is three stones.
    let short = |n: i32| i32::from(goal - n <= 3);
    let (mut best, mut threatened) = (0, 0);
    for &s in board.squares() {
        if !board.is_empty(s) || !board.is_near(s) {
            continue;
        }
        best = best.max(board.capture_count(s, us) as i32);
        threatened += board.capture_count(s, them) as i32;
    }
    [
        ours - theirs,
        short(ours) - short(theirs),
        best,
        -threatened,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_terms_read_and_errors_name_the_line() {
        assert!(weights(Rule::Pente).captured > 0);
        assert_eq!(weights(Rule::AntiRenju), CaptureWeights::default());
        assert!(parse("pente captured x").unwrap_err().contains("line 1"));
        assert!(parse("\npente nothing 3").unwrap_err().contains("line 2"));
        assert!(parse("gomoku captured 3")
            .unwrap_err()
            .contains("unknown rule"));
    }

    #[test]
    fn the_counts_follow_a_capture_and_weigh_as_the_terms() {
        let mut b = Board::new(19, Rule::Pente);
        let at = |b: &Board, c, r| b.sq_at(c, r).expect("on the board");
        // The first player's stone beside two of the second's: it can take them.
        for (c, r) in [(9, 9), (10, 9), (0, 0), (11, 9)] {
            let s = at(&b, c, r);
            b.play(s);
        }
        assert_eq!(features(&b), [0, 0, 2, 0]);
        let s = at(&b, 12, 9);
        b.play(s);
        // The second player, to move, has lost two stones.
        assert_eq!(features(&b)[0], -2);
        let w = CaptureWeights::from_array([3, 5, 7, 11]);
        let f = features(&b);
        assert_eq!(
            w.apply(f),
            3 * f[0] + 5 * f[1] + 7 * f[2] + 11 * f[3],
            "{f:?}"
        );
        assert_eq!(
            capture_terms(&b),
            weights(Rule::Pente).apply(f),
            "the evaluation reads the same counts"
        );
        // Outside the capture games there is nothing to count.
        assert_eq!(features(&Board::new(15, Rule::Freestyle)), [0; 4]);
    }
}
