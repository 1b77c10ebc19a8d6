//! Study: `POST /api/import` reads a record in any format `pearls_records` reads, and
//! `POST /api/analysis` asks the engine pool for its lines in a position.

use super::reply::{json_body, rate_limited, Answer};
use super::Caller;
use crate::engine_pool::{Analysis, Busy};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::limits::Wait;
use crate::messages::{AnalysisLine, AnalysisReply, Imported, ImportedGame, SetupStone};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use base64::Engine as _;
use pearls_engine::{Proof, Rule};
use pearls_records::{Document, ErrorKind, Format, GameResult, GameTree, ReadOptions};
use pearls_rules::{Board, Color, Move, Notation, Variant};
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;

/// The largest record imported, in bytes once decoded: a big RenLib library or a few
/// thousand games of text.
pub const MAX_RECORD: usize = 2 * 1024 * 1024;

/// The largest body of `POST /api/import`: a record of [`MAX_RECORD`] bytes, base64
/// encoded (4 characters for 3 bytes), inside its JSON.
pub const MAX_IMPORT_BODY: usize = MAX_RECORD / 3 * 4 + 64 * 1024;

/// The most games one import answers: a list a page can show.
pub const MAX_GAMES: usize = 5000;

/// The most lines an analysis gives.
pub const MAX_MULTIPV: usize = 5;

/// The scale of the winning chance, in the engine's score units: a score of 200 reads as
/// about 73%. An approximation for display, not a fit to game results.
const WIN_CHANCE_SCALE: f64 = 200.0;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImportRequest {
    /// A format's name or extension (`psq`, `sgf`, `lib`, …), or `auto`.
    format: String,
    /// The record as text…
    text: Option<String>,
    /// …or its bytes in base64, for the binary formats (`.lib`, `.pos`).
    base64: Option<String>,
    /// The board size of formats that do not record it (move strings, opening lists).
    size: Option<u8>,
}

pub async fn import(
    State(_app): State<Arc<App>>,
    body: Result<Json<ImportRequest>, JsonRejection>,
) -> Answer {
    let req = match body {
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return Err(too_large());
        }
        other => json_body(other)?,
    };
    let bytes = match (req.text, req.base64) {
        (Some(t), None) => t.into_bytes(),
        (None, Some(b)) => {
            let clean: Vec<u8> = b.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
            base64::engine::general_purpose::STANDARD
                .decode(clean)
                .map_err(|e| ApiError::BadRequest(format!("base64: {e}")))?
        }
        _ => {
            return Err(ApiError::BadRequest(
                "give the record as either 'text' or 'base64', not both or neither".into(),
            ))
        }
    };
    if bytes.len() > MAX_RECORD {
        return Err(too_large());
    }
    let formats = if req.format.trim().eq_ignore_ascii_case("auto") {
        detect(&bytes)
    } else {
        let f = Format::parse(&req.format).ok_or_else(|| {
            let known: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
            ApiError::BadRequest(format!(
                "unknown format '{}' (known: auto, {})",
                req.format.chars().take(40).collect::<String>(),
                known.join(", ")
            ))
        })?;
        vec![f]
    };
    let size = req.size.unwrap_or(15);
    if !(pearls_rules::point::MIN_SIZE..=pearls_rules::point::MAX_SIZE).contains(&size) {
        return Err(ApiError::BadRequest(format!(
            "size {size} is not a board size (5 to 26)"
        )));
    }
    // Reading is work for a CPU, not for the runtime's threads; and a reader that
    // panicked on a record no one foresaw costs that request only.
    let read = tokio::task::spawn_blocking(move || read_record(&formats, &bytes, size))
        .await
        .map_err(|_| ApiError::Malformed("the record could not be read".into()))??;
    Ok(Json(read).into_response())
}

fn too_large() -> ApiError {
    ApiError::TooLarge(format!(
        "records are limited to {} MiB",
        MAX_RECORD / (1024 * 1024)
    ))
}

/// The formats `auto` tries, in order, by what the record starts with.
fn detect(bytes: &[u8]) -> Vec<Format> {
    if bytes.starts_with(b"\xFFRenLib\xFF") {
        return vec![Format::RenLib];
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]);
    let head = head.trim_start_matches('\u{feff}').trim_start();
    let first_line = head.lines().next().unwrap_or("");
    if head.starts_with('(') {
        vec![Format::Sgf]
    } else if head.starts_with('<') {
        vec![Format::Rif]
    } else if head.starts_with("Piskvork") {
        vec![Format::Psq]
    } else if head.starts_with('[') {
        vec![Format::Pgn]
    } else if first_line.contains("=[") {
        vec![Format::Bdt]
    } else if !bytes.is_empty() && bytes.len() == 1 + bytes[0] as usize {
        // A position file: a count, then that many bytes.
        vec![Format::Pos]
    } else {
        vec![Format::Moves, Format::Openings]
    }
}

/// Reads the record as the first of `formats` that reads it; the first one's error if
/// none does.
fn read_record(formats: &[Format], bytes: &[u8], size: u8) -> Result<Imported, ApiError> {
    let opts = ReadOptions {
        size,
        max_bytes: MAX_RECORD as u64,
        ..ReadOptions::default()
    };
    let mut first_error = None;
    for &format in formats {
        match pearls_records::read(format, bytes, &opts) {
            Ok(doc) => return imported(format, doc),
            Err(e) if e.kind == ErrorKind::TooLarge => return Err(too_large()),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    let e = first_error.expect("at least one format is tried");
    Err(ApiError::Malformed(e.to_string()))
}

/// The leaves a tree's games would be, counted before they are made: a small library
/// can hold very many lines.
fn leaves(tree: &GameTree) -> usize {
    tree.preorder()
        .into_iter()
        .filter(|&id| {
            let node = tree.node(id);
            id != GameTree::ROOT
                && !node.label_only
                && node.children().iter().all(|&c| tree.node(c).label_only)
        })
        .count()
}

fn imported(format: Format, doc: Document) -> Result<Imported, ApiError> {
    let count = match &doc {
        Document::Games(g) => g.len(),
        Document::Tree(t) => leaves(t),
    };
    if count > MAX_GAMES {
        return Err(ApiError::TooLarge(format!(
            "the record holds {count} games; at most {MAX_GAMES} are imported at once"
        )));
    }
    // A tree gives each line from its root to a leaf as a game: a RenLib library is a
    // collection of lines, and each is what a player would open on the board.
    let games = doc
        .into_games()
        .into_iter()
        .map(|g| {
            let n = Notation::new(g.size);
            ImportedGame {
                size: g.size,
                rule: g.rule.clone(),
                black: g.black.clone(),
                white: g.white.clone(),
                result: match g.result {
                    GameResult::Unknown => None,
                    r => Some(r.name()),
                },
                moves: g.moves.iter().map(|&m| n.format_move(m)).collect(),
                setup: g
                    .setup
                    .iter()
                    .map(|&(p, c)| SetupStone {
                        point: n.format(p),
                        color: c.name(),
                    })
                    .collect(),
                comment: g.comment.clone(),
            }
        })
        .collect();
    Ok(Imported {
        format: format.name(),
        games,
    })
}

/// A request's moves: one string in `pearls` notation (`h8 i9 pass j10`), or a list of
/// points (`["h8", "i9", "pass"]`).
#[derive(Deserialize)]
#[serde(untagged)]
pub enum MovesField {
    Text(String),
    List(Vec<String>),
}

impl Default for MovesField {
    fn default() -> Self {
        MovesField::List(Vec::new())
    }
}

impl MovesField {
    /// The moves, read on a board of `n`'s size.
    pub fn parse(&self, n: &Notation) -> Result<Vec<Move>, ApiError> {
        let bad = |e: pearls_rules::notation::NotationError| {
            ApiError::BadRequest(format!("in the moves, {e}"))
        };
        match self {
            MovesField::Text(t) => n.parse_moves(t).map_err(bad),
            MovesField::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    let m = n.parse_moves(item).map_err(bad)?;
                    if m.len() != 1 {
                        return Err(ApiError::BadRequest(format!(
                            "move {} of the list is not one point: '{}'",
                            i + 1,
                            item.chars().take(20).collect::<String>()
                        )));
                    }
                    out.push(m[0]);
                }
                Ok(out)
            }
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    rule: String,
    #[serde(default)]
    moves: MovesField,
    size: Option<u32>,
    multipv: Option<usize>,
    time_ms: Option<u64>,
}

pub async fn analysis(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<AnalysisRequest>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    let mut variant = Variant::named(&req.rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    if let Some(s) = req.size {
        Board::try_new(s).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        variant = variant.with_size(s as u8);
    }
    let rule = Rule::for_rule_set(&variant.rules).map_err(ApiError::BadRequest)?;
    let multipv = req.multipv.unwrap_or(1);
    if !(1..=MAX_MULTIPV).contains(&multipv) {
        return Err(ApiError::BadRequest(format!(
            "multipv must be 1 to {MAX_MULTIPV}, not {multipv}"
        )));
    }
    let n = Notation::new(variant.size);
    let moves = req.moves.parse(&n)?;
    let board = set_up(&variant, &moves, &n)?;
    if let Some(id) = app
        .hub
        .own_live_game_at(&who.id, variant.rules.name, &board)
        .await
    {
        return Err(ApiError::OwnLiveGame(format!(
            "this is the position of your game {id}, still in play"
        )));
    }

    let (by_id, by_ip) = (
        &app.limits.analyses_by_identity,
        &app.limits.analyses_by_address,
    );
    // As for new games: the identity's token is taken only once the address's is.
    if let Err(wait) = by_id.allows(&who.id) {
        return Ok(rate_limited(
            "you have asked for too many analyses".into(),
            wait,
        ));
    }
    if let Err(wait) = by_ip.take(&caller.ip) {
        return Ok(rate_limited(
            "too many analyses asked for from this address".into(),
            wait,
        ));
    }
    let _ = by_id.take(&who.id);

    let to_move = if moves.len() % 2 == 0 {
        Color::Black
    } else {
        Color::White
    };
    let max_ms = app.hub.engine.max_ms();
    let job = Analysis {
        board: pearls_engine::Board::from_position(&board, to_move, rule),
        multipv,
        time_ms: req.time_ms.unwrap_or(max_ms),
    };
    let wait = Wait(Duration::from_millis(max_ms.max(1)));
    let answer = match app.hub.engine.analyse(&who.id, job) {
        Ok(a) => a,
        Err(Busy::Yours) => {
            return Ok(rate_limited(
                "you have an analysis in progress; ask again once it is answered".into(),
                wait,
            ))
        }
        Err(Busy::Full) => {
            return Ok(rate_limited(
                "the engine has as many analyses as it takes".into(),
                wait,
            ))
        }
    };
    let mut found = answer
        .await
        .map_err(|_| ApiError::EngineFailed("the engine failed on this position".into()))?;
    // The engine keeps its lines in the order of its last full iteration, where a line
    // cut short may score below the next: best first is by score, ties in its order.
    found.lines.sort_by_key(|l| std::cmp::Reverse(l.score));
    let lines = found
        .lines
        .iter()
        .map(|l| {
            let proof = Proof::of(l.score);
            AnalysisLine {
                moves: l.moves.iter().map(|&p| n.format(p)).collect(),
                score: l.score,
                win_chance: win_chance(l.score),
                outcome: match proof {
                    Proof::Unknown => None,
                    p => Some(p.name()),
                },
                depth: l.depth,
            }
        })
        .collect();
    Ok(Json(AnalysisReply {
        to_move: to_move.name(),
        lines,
        depth: found.depth,
        nodes: found.nodes,
        time_ms: found.time_ms,
        elapsed_ms: found.elapsed_ms,
    })
    .into_response())
}

/// The chance that the side to move wins: certain either way for a proven result, else a
/// logistic curve in the score.
pub fn win_chance(score: i32) -> f64 {
    match Proof::of(score) {
        Proof::Win => 1.0,
        Proof::Loss => 0.0,
        Proof::Unknown => 1.0 / (1.0 + (-(score as f64) / WIN_CHANCE_SCALE).exp()),
    }
}

/// The board after `moves`, placed alternately from black with no rule check but that
/// each point is free (as `pearls analyze` does, so that composed positions can be
/// entered); refused once a side has won.
fn set_up(variant: &Variant, moves: &[Move], n: &Notation) -> Result<Board, ApiError> {
    if moves.len() > 2 * (variant.size as usize).pow(2) {
        return Err(ApiError::BadRequest(format!(
            "{} moves cannot fit a {}x{} board",
            moves.len(),
            variant.size,
            variant.size
        )));
    }
    let mut board = Board::new(variant.size);
    let mut color = Color::Black;
    for (i, m) in moves.iter().enumerate() {
        if let Move::Place(p) = *m {
            if !board.is_empty_at(p) {
                return Err(ApiError::BadRequest(format!(
                    "move {}: {} is already taken",
                    i + 1,
                    n.format(p)
                )));
            }
            board.put(p, color.into());
        }
        color = color.opposite();
    }
    for (p, stone) in board.stones() {
        if let Some(c) = stone.color() {
            if variant.rules.line_win(&board, p, c).is_some() {
                return Err(ApiError::BadRequest(format!(
                    "the game is over: {c} has a winning line through {}",
                    n.format(p)
                )));
            }
        }
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_tells_the_formats_apart_by_their_start() {
        assert_eq!(detect(b"\xFFRenLib\xFF\x03\x00"), [Format::RenLib]);
        assert_eq!(detect(b"(;GM[4]SZ[15];B[hh])"), [Format::Sgf]);
        assert_eq!(detect(b"Piskvorky 15x15, 11:11, 1\n8,8,0\n"), [Format::Psq]);
        assert_eq!(detect(b"[Game \"Pente\"]\n1. K10"), [Format::Pgn]);
        assert_eq!(detect(b"<?xml version=\"1.0\"?>"), [Format::Rif]);
        assert_eq!(detect(b"T=[a,b,+,8888,,,]"), [Format::Bdt]);
        assert_eq!(detect(&[2, 112, 113]), [Format::Pos]);
        assert_eq!(detect(b"h8 i9 j10"), [Format::Moves, Format::Openings]);
    }

    #[test]
    fn the_winning_chance_is_certain_only_when_proven() {
        assert_eq!(win_chance(pearls_engine::search::WIN - 3), 1.0);
        assert_eq!(win_chance(-pearls_engine::search::WIN + 3), 0.0);
        assert!((win_chance(0) - 0.5).abs() < 1e-9);
        let (a, b) = (win_chance(100), win_chance(2000));
        assert!(0.5 < a && a < b && b < 1.0, "{a} {b}");
        assert!((win_chance(-100) - (1.0 - a)).abs() < 1e-9);
    }
}
