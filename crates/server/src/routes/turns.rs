//! The caller's turns and vacations: `/api/me/turns`, `/api/me/vacation`.

use super::reply::json_body;
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::{Turns, Vacation};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::{Extension, Json};
use serde::Deserialize;
use std::sync::Arc;

/// The live games where it is the caller's turn, the nearest deadline first.
pub async fn turns(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Json<Turns> {
    Json(app.hub.turns_of(&who).await)
}

pub async fn vacation(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Result<Json<Vacation>, ApiError> {
    Ok(Json(app.hub.vacation_of(&who).await?))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewVacation {
    days: i64,
}

pub async fn take_vacation(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<NewVacation>, JsonRejection>,
) -> Result<Json<Vacation>, ApiError> {
    let req = json_body(body)?;
    Ok(Json(app.hub.take_vacation(&who, req.days).await?))
}
