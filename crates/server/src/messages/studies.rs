//! Studies and reviews: the tree of moves as the API carries it, a saved study, and a
//! finished game's review by the engine.

use serde::{Deserialize, Serialize};

/// A tree of moves with variations, comments, marks and board texts (what a RenLib
/// library holds), as a flat list: node 0 is the root (no parent, no move); every other
/// node names its parent, which comes before it. A node's children are the nodes that
/// name it, in the list's order, the first being the main line. A flat list rather than
/// nesting, so that a long line is no deep JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TreeJson {
    pub size: u8,
    pub nodes: Vec<NodeJson>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<usize>,
    /// A point (`h8`) or `pass`; none for the root.
    #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    /// The one-line comment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The longer comment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// A text shown on the board at the node's point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub mark: bool,
    /// Not a move: only the board text on a point of the parent's position.
    #[serde(default, skip_serializing_if = "is_false")]
    pub label: bool,
    /// The position a library opens at.
    #[serde(default, skip_serializing_if = "is_false")]
    pub start: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// `GET /api/studies/{id}`, and the answer to creating or changing one.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StudyView {
    pub id: String,
    pub url: String,
    pub title: String,
    pub rule: String,
    /// `private`, `unlisted` or `public`.
    pub visibility: String,
    /// The name of the one who saved it.
    pub owner: String,
    /// Whether the caller owns it (and may change it).
    pub mine: bool,
    pub created_ms: i64,
    pub updated_ms: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<TreeJson>,
}

/// `GET /api/studies`: the caller's studies and the public ones, without their trees.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StudyList {
    pub mine: Vec<StudyView>,
    pub public: Vec<StudyView>,
}

/// `GET /api/games/{id}/review`: a finished game's review, whole or so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewView {
    pub game: String,
    /// `running`, `done` or `failed`; `none` before one is asked for.
    pub status: String,
    /// Positions analysed, and how many the review has.
    pub done: usize,
    pub total: usize,
    /// The thinking time of each position, ms.
    pub time_ms: u64,
    /// The drops in the mover's winning chance that mark a mistake and a blunder.
    pub mistake: f64,
    pub blunder: f64,
    /// The positions before each stone played, and the last, in order.
    pub positions: Vec<ReviewPosition>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewPosition {
    /// Stones played before this position (its number in the chart).
    pub number: usize,
    /// The stone that made this position (none for the first) and its colour.
    #[serde(rename = "move")]
    pub mv: Option<String>,
    pub color: Option<String>,
    pub to_move: String,
    /// Black's winning chance, 0 to 1 (none until analysed).
    pub black_win_chance: Option<f64>,
    /// The engine's best line for the side to move, and what it proves.
    pub best: Vec<String>,
    pub outcome: Option<String>,
    pub moves_to_five: Option<u32>,
    /// For the stone that made this position: `mistake` or `blunder`, by the drop in
    /// its player's winning chance; none otherwise.
    pub judgement: Option<String>,
    /// The stone's player had a proven win before it and has none after it: the win
    /// missed, as the engine's line from the position before.
    pub missed_win: Option<Vec<String>>,
}
