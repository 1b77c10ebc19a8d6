//! What the rules' integration tests share: everything observable about a game, so that a
//! refused action, an undo or a replay can be checked to leave exactly the same game.

use pearls_rules::notation::Move;
use pearls_rules::{Action, Board, Color, Game, Outcome, Pending, Player, Point};

/// Everything observable about a game.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    pub board: Board,
    pub hash: u64,
    pub moves: Vec<Move>,
    pub actions: Vec<Action>,
    pub pending: Option<Pending>,
    pub decider: Option<Player>,
    pub outcome: Option<Outcome>,
    pub to_move: Color,
    pub offers: Vec<Point>,
    pub declared: Option<u8>,
    pub black: Player,
    pub opening: Option<&'static str>,
    pub captured: [u16; 2],
    pub bombs: [u8; 2],
    pub neutral: [u8; 2],
    pub unperfect: Option<Color>,
}

pub fn snapshot(g: &Game) -> Snapshot {
    let both = |f: &dyn Fn(Color) -> u16| [f(Color::Black), f(Color::White)];
    Snapshot {
        board: g.board().clone(),
        hash: g.board().hash(),
        moves: g.moves().to_vec(),
        actions: g.actions().to_vec(),
        pending: g.pending(),
        decider: g.decider(),
        outcome: g.outcome(),
        to_move: g.to_move(),
        offers: g.offers().to_vec(),
        declared: g.declared(),
        black: g.player(Color::Black),
        opening: g.opening_name(),
        captured: both(&|c| g.captured(c)),
        bombs: [g.bombs_left(Color::Black), g.bombs_left(Color::White)],
        neutral: [g.neutral_left(Color::Black), g.neutral_left(Color::White)],
        unperfect: g.unperfect_five(),
    }
}
