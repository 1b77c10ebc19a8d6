//! The opening explorer: `GET /api/explorer?rule=R&moves=M[&source=library|site]`, the
//! moves played next in a position over the server's game library and its own rated
//! games (see [`crate::explorer`]).

use super::study::MovesField;
use crate::error::ApiError;
use crate::explorer::Source;
use crate::messages::ExplorerReply;
use crate::App;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use pearls_rules::{Notation, Variant};
use std::sync::Arc;

/// The longest line explored: more moves than a board has points mean nothing.
const MAX_MOVES: usize = 26 * 26;

pub async fn explore(
    State(app): State<Arc<App>>,
    query: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Json<ExplorerReply>, ApiError> {
    let Query(pairs) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    let mut rule = None;
    let mut source = Source::Both;
    // `moves=h8 h9 j10` is one string in pearls notation; `moves=h8&moves=h9` a list.
    let mut moves: Vec<String> = Vec::new();
    for (k, v) in pairs {
        match k.as_str() {
            "rule" => rule = Some(v),
            "moves" | "moves[]" => moves.push(v),
            "source" => {
                source = match v.as_str() {
                    "library" => Source::Library,
                    "site" => Source::Site,
                    "all" | "both" => Source::Both,
                    _ => {
                        return Err(ApiError::BadRequest(format!(
                            "source must be library, site or all, not '{}'",
                            v.chars().take(20).collect::<String>()
                        )))
                    }
                }
            }
            _ => {
                return Err(ApiError::BadRequest(format!(
                    "the explorer reads rule, moves and source, not '{}'",
                    k.chars().take(20).collect::<String>()
                )))
            }
        }
    }
    let rule = rule.unwrap_or_else(|| "renju".to_string());
    let variant = Variant::named(&rule).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    let field = match moves.len() {
        0 => MovesField::List(Vec::new()),
        1 => MovesField::Text(moves.remove(0)),
        _ => MovesField::List(moves),
    };
    let moves = field.parse(&Notation::new(variant.size))?;
    if moves.len() > MAX_MOVES {
        return Err(ApiError::BadRequest(format!(
            "{} moves are more than a board holds",
            moves.len()
        )));
    }
    let Some(explorer) = app.hub.explorer.get().cloned() else {
        return Err(ApiError::Storage("the explorer is not open".into()));
    };
    // The libraries are SQLite files read on this thread: off the async workers.
    let reply = tokio::task::spawn_blocking(move || explorer.explore(&rule, &moves, source))
        .await
        .map_err(|e| ApiError::Storage(format!("the explorer failed: {e}")))??;
    Ok(Json(reply))
}
