//! The messages of the analysis socket (`/api/analysis/socket`): what the server sends
//! while the engine thinks about a position of the analysis board.

use super::{AnalysisLine, AnalysisReply};
use serde::Serialize;
use std::collections::BTreeMap;

/// A message from the server on the analysis socket. `id` echoes the request's, so that
/// a page tells the lines of its last request from those of one it has replaced.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum AnalysisMessage {
    /// The answer to `position`: who is to move and the points forbidden to each side.
    Position {
        id: Option<u64>,
        to_move: &'static str,
        forbidden: Forbidden,
    },
    /// The engine's lines so far, after each line of each iteration: the best line of
    /// each rank at the deepest depth it reached, by rank (not yet sorted by score).
    Info {
        id: Option<u64>,
        depth: i32,
        nodes: u64,
        elapsed_ms: u64,
        lines: Vec<AnalysisLine>,
    },
    /// The search is over (its time ran out, or it was stopped): the final lines, best
    /// first, as `POST /api/analysis` answers them.
    Done {
        id: Option<u64>,
        #[serde(flatten)]
        reply: AnalysisReply,
    },
    /// A refusal, with the codes of every other answer.
    Error {
        id: Option<u64>,
        code: &'static str,
        message: String,
    },
    Pong,
}

/// The points forbidden to each side, with the reason (`double-three`, `double-four`,
/// `overline`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Forbidden {
    pub black: BTreeMap<String, &'static str>,
    pub white: BTreeMap<String, &'static str>,
}

impl AnalysisMessage {
    pub fn error(id: Option<u64>, e: &crate::error::ApiError) -> AnalysisMessage {
        AnalysisMessage::Error {
            id,
            code: e.code(),
            message: e.message().to_string(),
        }
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("analysis messages serialize")
    }
}
