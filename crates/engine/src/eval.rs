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
/// network (see [`crate::nnue`]).
#[derive(Debug, Default, Clone, Copy)]
pub struct PatternEval;

impl Evaluator for PatternEval {
    fn evaluate(&self, board: &Board) -> i32 {
        if let Some(v) = board.network_eval() {
            return v;
        }
        let us = board.to_move();
        let own = board.potential(us, true);
        let their = board.potential(us.opposite(), false);
        (own - their + board.mask_value()).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}
