//! The bodies of the study routes' answers: records read (`POST /api/import`) and the
//! engine's lines (`POST /api/analysis`).

use serde::Serialize;

/// `POST /api/import`: the games a record holds, in the order it holds them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Imported {
    /// The format the record was read as (the one detected, for `auto`).
    pub format: &'static str,
    pub games: Vec<ImportedGame>,
    /// With `"tree": true`, a record that is a tree (a RenLib library, an SGF with
    /// variations) comes as its tree, and `games` is empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<super::TreeJson>,
}

/// One game of an imported record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportedGame {
    pub size: u8,
    /// The rule as the record names it, if it does.
    pub rule: Option<String>,
    pub black: Option<String>,
    pub white: Option<String>,
    /// `black`, `white` or `draw`; null when the record does not say.
    pub result: Option<&'static str>,
    /// Points in renju notation, `pass` for a pass, alternately from black.
    pub moves: Vec<String>,
    /// Stones on the board before the first move (SGF `AB`/`AW`), if any.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub setup: Vec<SetupStone>,
    /// A comment or title (RenLib keeps one at the end of each line).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SetupStone {
    pub point: String,
    pub color: &'static str,
}

/// `POST /api/analysis`: the engine's lines for the side to move, best first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnalysisReply {
    /// `black` or `white`: whose view the scores and chances take.
    pub to_move: &'static str,
    pub lines: Vec<AnalysisLine>,
    /// Plies searched to, nodes searched.
    pub depth: i32,
    pub nodes: u64,
    /// The thinking time granted: the time asked for, capped by the server.
    pub time_ms: u64,
    pub elapsed_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnalysisLine {
    /// The line, its first move the one it scores.
    pub moves: Vec<String>,
    pub score: i32,
    /// `exact`, or `lower` where the search stopped after the line's move failed high:
    /// `score` is then a floor.
    pub bound: &'static str,
    /// The chance that the side to move wins, 0 to 1: 1 or 0 for a proven result.
    pub win_chance: f64,
    /// `win` or `loss` for the side to move, when proven; null otherwise.
    pub outcome: Option<&'static str>,
    /// For a proven line, the winner's moves until the five (1: a five now; a VCF of
    /// three fours and the five: 4); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves_to_five: Option<u32>,
    pub depth: i32,
}
