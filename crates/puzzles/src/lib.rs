//! Puzzles: positions where the side to move has a forced win whose first move is
//! unique, mined from games and self-play and proven by the engine's threat search; the
//! checks a trainer needs to follow a solver move by move; and a starter set.
//!
//! # The API
//!
//! - [`Puzzle`]: one puzzle, one JSON object a line in a `.jsonl` file (field names as
//!   below); [`read_jsonl`] and [`to_jsonl`] read and write them.
//! - [`starter`]: the shipped set, embedded in the binary (`data/starter.jsonl`, made by
//!   the command in `docs/puzzles.md`).
//! - [`puzzle_at`]: the puzzle of one position, as the generator makes it.
//! - [`verify`]: the full check of a puzzle (the win re-proven, the first move unique).
//! - [`solve_step`]: the trainer's step. Given the solver's moves so far with the
//!   defender's replies between them (odd in number, the solver's last), says whether the
//!   last move is right, the defender's reply and whether the five is made. The first move
//!   must be the solution's (it is unique, unless `multi_answer`); after that any move
//!   after which the win is still proven is right, since lines of fours transpose.
//! - [`still_wins`] and [`defender_reply`]: the two halves of that step on bare moves.
//! - [`mine`] (with [`MineOptions`], [`games_from_records`], [`self_play`]): the
//!   generator behind `pearls puzzles generate`.
//!
//! Moves are strings in Pearls' notation (`h8`: column letter from a, row from 1 at the
//! bottom), on a 15×15 board, black first. Every search is limited by nodes, never by
//! time ([`Settings`]), so answers are the same on every machine; a step takes a few
//! milliseconds to a few hundred.
//!
//! # What makes a puzzle
//!
//! The side to move has a win the threat search proves (continuous fours, VCF, or fours
//! and threes, VCT), played out to its five with the defender's longest-holding replies;
//! no other first move wins: no other four or three of the side to move leaves a proven
//! win, and the engine, with the solution's first move excluded, proves no win within
//! [`Settings::engine_nodes`] nodes. A position where a second move wins is dropped, or
//! kept with `multi_answer` set when asked. Positions equal under the eight symmetries
//! of the board share an `id` and are kept once.
//!
//! Defence puzzles (theme `defence`, written only when asked for): the opponent threatens
//! a proven win and exactly one move leaves it none; the solution is that move alone.

mod mine;
mod solve;

pub use mine::{games_from_records, mine, self_play, MineOptions, MineReport};
pub use solve::{Settings, Solver, SIZE};

use serde::{Deserialize, Serialize};

/// The theme of defence puzzles.
pub const DEFENCE: &str = "defence";

/// Every theme, in the order reports list them.
pub const THEMES: [&str; 5] = ["vcf", "vct", "four-three", "forbidden-trap", DEFENCE];

/// One puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// `RULE-SIDE-HASH`: the rule, `b` or `w` for the side to move, and the position's
    /// smallest hash over the eight symmetries; equal positions have equal ids.
    pub id: String,
    /// The rule's name: `renju`, `freestyle`.
    pub rule: String,
    /// The board's size; 15 when the line leaves it out, as the mined puzzles do.
    #[serde(default = "default_size", skip_serializing_if = "is_default_size")]
    pub size: u8,
    /// The moves that lead to the position, from black.
    pub moves: Vec<String>,
    /// `black` or `white`: the side to solve for.
    pub to_move: String,
    /// The main line from the side to move to its own five, the defender's longest-
    /// holding replies between (for `defence`, the one move that holds).
    pub solution: Vec<String>,
    /// For each defender's move of the solution, in order, the other defences the proof
    /// refutes as well (empty where the reply is forced).
    #[serde(default)]
    pub alternatives: Vec<Vec<String>>,
    /// Any of `vcf` (the main line is all fours), `vct`, `four-three`, `forbidden-trap`
    /// (white wins because black may not block), `defence`.
    pub themes: Vec<String>,
    /// The solver's effort: nodes the threat search spent finding the main line. Larger
    /// is harder; it grows about exponentially with what a person finds hard, so compare
    /// logarithms.
    #[serde(default)]
    pub difficulty: u32,
    /// A second first move wins as well; any winning first move is then right.
    #[serde(default)]
    pub multi_answer: bool,
}

fn default_size() -> u8 {
    SIZE
}

fn is_default_size(size: &u8) -> bool {
    *size == SIZE
}

impl Puzzle {
    pub fn has_theme(&self, theme: &str) -> bool {
        self.themes.iter().any(|t| t == theme)
    }
}

/// The trainer's answer to a solver's move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The move keeps a proven win (or makes the five, or is the one defence).
    pub correct: bool,
    /// The defender's next move when the line goes on.
    pub reply: Option<String>,
    /// The five is made (for `defence`: the defence is found).
    pub done: bool,
}

/// Re-proves a puzzle: the moves are legal and lead to a position where `to_move` is to
/// move; the solution is legal, ends in the five of the side to move, each of its
/// defender's moves is a defence and after each of the attacker's the win is proven; and,
/// unless `multi_answer`, no other first move wins (see the crate's documentation). For
/// `defence`, the one move that holds is the solution's. Under the default [`Settings`].
pub fn verify(p: &Puzzle) -> Result<(), String> {
    Solver::new(Settings::default()).verify(p)
}

/// One step of the trainer for puzzle `p`: `moves` are the solver's moves with the
/// defender's replies between them, the solver's last. Errors are malformed input (a
/// point that does not parse or is taken, an even number of moves); a wrong move is an
/// answer with `correct` false. For a `defence` puzzle the one move is the defender's,
/// and `reply` is the attacker's next move where it is wrong: the first of the win it
/// leaves.
pub fn solve_step(p: &Puzzle, moves: &[String]) -> Result<Step, String> {
    Solver::new(Settings::default()).step(p, moves)
}

/// Whether, after `moves` from the empty `size`×`size` board (the last one the
/// attacker's), the attacker has made its five or still has a win the solver proves
/// against every reply. A move that makes no threat does not keep the win: the defender
/// then has time.
pub fn still_wins(rule: &str, size: u8, moves: &[String]) -> Result<bool, String> {
    if moves.is_empty() {
        return Err("no moves: the attacker's last move is needed".to_string());
    }
    let mut pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Ok(true);
    }
    Ok(Solver::new(Settings::default()).wins_after(&mut pos.board))
}

/// The defender's reply after `moves` from the empty board: the defence after which the
/// attacker's proven win is longest, or one that the solver cannot refute if there is
/// one; `None` when the game is over or no move is legal.
pub fn defender_reply(rule: &str, size: u8, moves: &[String]) -> Result<Option<String>, String> {
    let mut pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Ok(None);
    }
    let board = &mut pos.board;
    Ok(match Solver::new(Settings::default()).best_defence(board) {
        pearls_engine::prove::Defence::Loses { reply, .. }
        | pearls_engine::prove::Defence::Holds(reply) => Some(solve::name(board, reply)),
        pearls_engine::prove::Defence::None => None,
    })
}

/// Whether `reply` is one of the defences a proof must refute after `moves` (the
/// attacker's last): the block of a five, against a three the points that stop it or the
/// defender's own fours. A competition's main line may give any of them.
pub fn is_defence(rule: &str, size: u8, moves: &[String], reply: &str) -> Result<bool, String> {
    let mut pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Ok(false);
    }
    let s = pos.board.sq(solve::parse_point(size, reply, moves.len())?);
    Ok(pearls_engine::prove::Prover::defences(&mut pos.board).contains(&s))
}

/// The first move of the side to move's proven win after `moves` (a five, else the
/// shortest VCF, else the VCT of fewest threats), `None` when the solver proves none:
/// a hint, or the attacker's answer to a defence that fails.
pub fn winning_move(rule: &str, size: u8, moves: &[String]) -> Result<Option<String>, String> {
    let mut pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Ok(None);
    }
    let board = &mut pos.board;
    let s = &Settings::default();
    let won = pearls_engine::prove::Prover::new(s.nodes, s.depth).win(board);
    Ok(won.and_then(|w| w.line.first().map(|&q| solve::name(board, q))))
}

/// The side to move's main line after `moves`, from its next move to its five, the
/// defender's longest-holding replies between; `None` when the solver proves no win.
pub fn main_line(rule: &str, size: u8, moves: &[String]) -> Result<Option<Vec<String>>, String> {
    let mut pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Ok(None);
    }
    let board = &mut pos.board;
    let us = board.to_move();
    let s = &Settings::default();
    let line = pearls_engine::prove::Prover::new(s.nodes, s.depth).line_to_five(board, us);
    Ok(line.map(|l| l.iter().map(|&q| solve::name(board, q)).collect()))
}

/// Whether the last of `moves` made a five.
pub fn made_five(rule: &str, size: u8, moves: &[String]) -> Result<bool, String> {
    Ok(solve::setup(rule, size, moves)?.over)
}

/// The puzzle of the position after `moves` (from the empty `size`×`size` board), where
/// the side to move wins: as the generator makes it, with `multi_answer` set where a
/// second first move wins too. An error says why the position makes no puzzle.
pub fn puzzle_at(
    rule: &str,
    size: u8,
    moves: &[String],
    settings: Settings,
) -> Result<Puzzle, String> {
    let (rule, mut board) = open_position(rule, size, moves)?;
    match Solver::new(settings).winning(rule, &mut board, moves) {
        Ok(solve::Found::Unique(p)) | Ok(solve::Found::Multi(p)) => Ok(p),
        Err(r) => Err(r.to_string()),
    }
}

/// The position after `moves`, still to be played on, and its engine rule.
fn open_position(
    rule: &str,
    size: u8,
    moves: &[String],
) -> Result<(pearls_engine::Rule, pearls_engine::Board), String> {
    let pos = solve::setup(rule, size, moves)?;
    if pos.over {
        return Err("the game is over: the last move made a five".to_string());
    }
    Ok((solve::rule_named(rule)?, pos.board))
}

/// The defence puzzle of the position after `moves`: the opponent threatens a proven
/// win and exactly one move leaves it none. An error says why the position makes none.
pub fn defence_at(
    rule: &str,
    size: u8,
    moves: &[String],
    settings: Settings,
) -> Result<Puzzle, String> {
    let (rule, mut board) = open_position(rule, size, moves)?;
    match Solver::new(settings).defence(rule, &mut board, moves) {
        Ok(solve::Found::Unique(p)) | Ok(solve::Found::Multi(p)) => Ok(p),
        Err(r) => Err(r.to_string()),
    }
}

/// Reads puzzles, one JSON object a line (blank lines skipped); errors name the line.
pub fn read_jsonl(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Puzzles as JSON Lines.
pub fn to_jsonl(puzzles: &[Puzzle]) -> String {
    let mut s = String::new();
    for p in puzzles {
        s.push_str(&serde_json::to_string(p).expect("a puzzle serialises"));
        s.push('\n');
    }
    s
}

/// The starter set shipped with Pearls, renju and free-style.
pub fn starter() -> Vec<Puzzle> {
    read_jsonl(include_str!("../data/starter.jsonl")).expect("the embedded starter set reads")
}
