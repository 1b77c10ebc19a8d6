//! Conditional moves in a correspondence game: `/api/games/{id}/conditional` (read, and
//! set: no lines clears them) and `/api/games/{id}/conditional/clear`, the caller's own
//! and no one else's.

use super::reply::json_body;
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::Conditional;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::{Extension, Json};
use serde::Deserialize;
use std::sync::Arc;

pub async fn get(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<Conditional>, ApiError> {
    Ok(Json(app.hub.conditional_of(&id, &who).await?))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lines {
    /// Each line: the opponent's move, the answer, the opponent's next move, the answer…
    lines: Vec<Vec<String>>,
}

/// Replaces the caller's conditional moves with `lines` (none clears them).
pub async fn set(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    body: Result<Json<Lines>, JsonRejection>,
) -> Result<Json<Conditional>, ApiError> {
    let req = json_body(body)?;
    Ok(Json(app.hub.set_conditional(&id, &who, &req.lines).await?))
}

/// Drops the caller's conditional moves.
pub async fn clear(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<Conditional>, ApiError> {
    Ok(Json(app.hub.set_conditional(&id, &who, &[]).await?))
}
