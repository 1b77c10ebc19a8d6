//! Study: `POST /api/import` reads a record in any format `pearls_records` reads, and
//! `POST /api/analysis` asks the engine pool for its lines in a position.

use super::reply::{json_body, rate_limited, Answer};
use super::Caller;
use crate::engine_pool::{Analysed, Analysis, Busy};
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
use pearls_engine::{Bound, Proof, Rule};
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
    /// Answer a tree (a RenLib library, an SGF with variations) as its tree, rather than
    /// as one game a line.
    #[serde(default)]
    tree: bool,
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
    let want_tree = req.tree;
    let read = tokio::task::spawn_blocking(move || read_record(&formats, &bytes, size, want_tree))
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
fn read_record(
    formats: &[Format],
    bytes: &[u8],
    size: u8,
    want_tree: bool,
) -> Result<Imported, ApiError> {
    let opts = ReadOptions {
        size,
        max_bytes: MAX_RECORD as u64,
        ..ReadOptions::default()
    };
    let mut first_error = None;
    for &format in formats {
        match pearls_records::read(format, bytes, &opts) {
            Ok(Document::Tree(t)) if want_tree => return imported_tree(format, &t),
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
        tree: None,
    })
}

/// A tree as its tree, no games: a library of many lines is opened whole.
fn imported_tree(format: Format, tree: &GameTree) -> Result<Imported, ApiError> {
    if tree.len() > super::studies::MAX_NODES {
        return Err(ApiError::TooLarge(format!(
            "the tree holds {} nodes; at most {} are imported at once",
            tree.len(),
            super::studies::MAX_NODES
        )));
    }
    Ok(Imported {
        format: format.name(),
        games: Vec::new(),
        tree: Some(super::studies::tree_to_json(tree)),
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
    let multipv = req.multipv.unwrap_or(1);
    check_multipv(multipv)?;
    let pos = Setup::read(&req.rule, req.size, &req.moves)?;
    pos.not_own_live_game(&app, &who).await?;
    let to_move = pos.to_move();
    let rule = pos.engine_rule();
    let (n, board) = (pos.notation, pos.board);

    if let Err((message, wait)) = take_analysis_budget(&app, &who, &caller) {
        return Ok(rate_limited(message, wait));
    }

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
    let found = answer
        .await
        .map_err(|_| ApiError::EngineFailed("the engine failed on this position".into()))?;
    Ok(Json(analysis_reply(found, to_move, &n)).into_response())
}

/// The answer to an analysis, lines best first.
pub(crate) fn analysis_reply(mut found: Analysed, to_move: Color, n: &Notation) -> AnalysisReply {
    // The engine keeps its lines in the order of its last full iteration, where a line
    // cut short may score below the next: best first is by score, ties in its order.
    found.lines.sort_by_key(|l| std::cmp::Reverse(l.score));
    let lines = found
        .lines
        .iter()
        .map(|l| analysis_line(&l.moves, l.score, l.bound, l.depth, n))
        .collect();
    AnalysisReply {
        to_move: to_move.name(),
        lines,
        depth: found.depth,
        nodes: found.nodes,
        time_ms: found.time_ms,
        elapsed_ms: found.elapsed_ms,
    }
}

pub(crate) fn check_multipv(multipv: usize) -> Result<(), ApiError> {
    if (1..=MAX_MULTIPV).contains(&multipv) {
        Ok(())
    } else {
        Err(ApiError::BadRequest(format!(
            "multipv must be 1 to {MAX_MULTIPV}, not {multipv}"
        )))
    }
}

/// Takes one analysis from the caller's budgets, or says why not and how long to wait.
pub(crate) fn take_analysis_budget(
    app: &App,
    who: &Identity,
    caller: &Caller,
) -> Result<(), (String, Wait)> {
    let (by_id, by_ip) = (
        &app.limits.analyses_by_identity,
        &app.limits.analyses_by_address,
    );
    // As for new games: the identity's token is taken only once the address's is.
    by_id
        .allows(&who.id)
        .map_err(|w| ("you have asked for too many analyses".to_string(), w))?;
    by_ip.take(&caller.ip).map_err(|w| {
        (
            "too many analyses asked for from this address".to_string(),
            w,
        )
    })?;
    let _ = by_id.take(&who.id);
    Ok(())
}

/// A position to analyse, read from a request: its rule, the moves and the board they
/// make.
pub(crate) struct Setup {
    pub variant: Variant,
    /// The engine's rule, or why the engine does not play this one.
    pub rule: Result<Rule, String>,
    pub notation: Notation,
    pub moves: Vec<Move>,
    pub board: Board,
}

impl Setup {
    /// A position the engine analyses: its rule must be one the engine plays.
    pub(crate) fn read(
        rule: &str,
        size: Option<u32>,
        moves: &MovesField,
    ) -> Result<Setup, ApiError> {
        let setup = Setup::read_position(rule, size, moves)?;
        setup.rule.clone().map_err(ApiError::BadRequest)?;
        Ok(setup)
    }

    /// A position of any rule, for its forbidden points.
    pub(crate) fn read_position(
        rule: &str,
        size: Option<u32>,
        moves: &MovesField,
    ) -> Result<Setup, ApiError> {
        let mut variant = Variant::named(rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
        if let Some(s) = size {
            Board::try_new(s).map_err(|e| ApiError::BadRequest(e.to_string()))?;
            variant = variant.with_size(s as u8);
        }
        let engine_rule = Rule::for_stones(&variant.rules);
        let n = Notation::new(variant.size);
        let moves = moves.parse(&n)?;
        let board = set_up(&variant, &moves, &n)?;
        Ok(Setup {
            variant,
            rule: engine_rule,
            notation: n,
            moves,
            board,
        })
    }

    /// The engine's rule (checked by [`Setup::read`]).
    pub(crate) fn engine_rule(&self) -> Rule {
        self.rule
            .clone()
            .expect("a position for the engine has the engine's rule")
    }

    /// Black to move after an even number of moves (passes count), white after an odd.
    pub(crate) fn to_move(&self) -> Color {
        Color::after_plies(self.moves.len())
    }

    /// Refused when the position is that of a live game the caller plays in.
    pub(crate) async fn not_own_live_game(
        &self,
        app: &App,
        who: &Identity,
    ) -> Result<(), ApiError> {
        match app
            .hub
            .own_live_game_at(&who.id, self.variant.rules.name, &self.board)
            .await
        {
            Some(id) => Err(ApiError::OwnLiveGame(format!(
                "this is the position of your game {id}, still in play"
            ))),
            None => Ok(()),
        }
    }
}

/// A line as answers give it, from the side to move's view.
pub(crate) fn analysis_line(
    moves: &[pearls_rules::Point],
    score: i32,
    bound: Bound,
    depth: i32,
    n: &Notation,
) -> AnalysisLine {
    let proof = Proof::of(score);
    AnalysisLine {
        moves: moves.iter().map(|&p| n.format(p)).collect(),
        score,
        bound: bound.name(),
        win_chance: win_chance(score),
        outcome: match proof {
            Proof::Unknown => None,
            p => Some(p.name()),
        },
        moves_to_five: moves_to_five(score),
        depth,
    }
}

/// The winner's moves until the five, for a proven score: a win in n plies (the side
/// to move's first) is ceil(n/2) of the winner's moves; a loss in n, n/2 of the
/// opponent's.
pub fn moves_to_five(score: i32) -> Option<u32> {
    let plies = (pearls_engine::search::WIN - score.abs()).max(0) as u32;
    match Proof::of(score) {
        Proof::Win => Some(plies.div_ceil(2).max(1)),
        Proof::Loss => Some((plies / 2).max(1)),
        Proof::Unknown => None,
    }
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
