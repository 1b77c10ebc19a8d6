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

/// The shipped terms of `rule` (zero for a rule the file does not name).
pub fn weights(rule: Rule) -> CaptureWeights {
    static TABLE: OnceLock<Vec<(Rule, CaptureWeights)>> = OnceLock::new();
    TABLE
        .get_or_init(|| parse(FILE).expect("the shipped captures.txt reads"))
        .iter()
        .find(|(r, _)| *r == rule)
        .map_or_else(CaptureWeights::default, |(_, w)| *w)
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

/// What captures are worth to the side to move.
pub fn capture_terms(board: &Board) -> i32 {
    if !board.has_captures() {
        return 0;
    }
    let w = weights(board.rule());
    let us = board.to_move();
    let them = us.opposite();
    let goal = board.capture_goal().map_or(i32::MAX, i32::from);
    let (ours, theirs) = (
        i32::from(board.captured(us)),
        i32::from(board.captured(them)),
    );
    let mut score = w.captured * (ours - theirs);
    // One capture short of the goal: the biggest capture is three stones.
    let short = |n: i32| goal - n <= 3;
    if short(ours) {
        score += w.last;
    }
    if short(theirs) {
        score -= w.last;
    }
    let (mut best, mut threatened) = (0, 0);
    for &s in board.squares() {
        if !board.is_empty(s) || !board.is_near(s) {
            continue;
        }
        best = best.max(board.capture_count(s, us) as i32);
        threatened += board.capture_count(s, them) as i32;
    }
    score + w.threat * best - w.vulnerable * threatened
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
}
