//! Static evaluation. The pattern evaluation reads the board's running sums: each empty
//! point is worth what its four lines would make for each colour, by the learned table in
//! `weights`, so the evaluation costs nothing beyond the move that kept the sums.

use crate::board::Board;

/// Scores a position for the side to move. A learned evaluation plugs in here.
pub trait Evaluator: Send + Sync {
    fn evaluate(&self, board: &Board) -> i32;
}

/// Evaluations stay inside this bound, well clear of the scores of proven wins.
pub const EVAL_LIMIT: i32 = 10_000;

/// The pattern-table evaluation, or the learned one where the board's weights hold a
/// network (see [`crate::nnue`]): in the tables' place, or added to them.
#[derive(Debug, Default, Clone, Copy)]
pub struct PatternEval;

impl Evaluator for PatternEval {
    fn evaluate(&self, board: &Board) -> i32 {
        match board.network_eval() {
            None => tables_eval(board),
            Some(v) if board.network_with_tables() => {
                (tables_eval(board) + v).clamp(-EVAL_LIMIT, EVAL_LIMIT)
            }
            Some(v) => v,
        }
    }
}

/// The pattern tables' evaluation alone, whatever network the board's weights hold: what
/// a network that adds to the tables learns from.
pub fn tables_eval(board: &Board) -> i32 {
    let us = board.to_move();
    let own = board.potential(us, true);
    let their = board.potential(us.opposite(), false);
    (own - their + board.mask_value()).clamp(-EVAL_LIMIT, EVAL_LIMIT)
}
