//! Leagues: `/api/leagues` (list, create), `/api/leagues/{id}`, its `join` and
//! `withdraw` (from the next season on), and `seasons` (the organiser starts the next
//! season; each group is a tournament under `/api/tournaments`). Each change answers the
//! league as it then stands.

use super::reply::{json_body, Answer};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::tournament::{CreatedId, LeagueList, LeagueView};
use crate::services::leagues::NewLeague;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use std::sync::Arc;

/// The most leagues a list gives.
pub const LIST_MAX: i64 = 50;

pub async fn list(State(app): State<Arc<App>>) -> Result<Json<LeagueList>, ApiError> {
    Ok(Json(LeagueList {
        leagues: app.leagues.list(LIST_MAX).await?,
    }))
}

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<NewLeague>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    let id = app.leagues.create(&who, req).await?;
    Ok((StatusCode::CREATED, Json(CreatedId { id })).into_response())
}

pub async fn show(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Json<LeagueView>, ApiError> {
    Ok(Json(app.leagues.view(&id).await?))
}

pub async fn join(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<LeagueView>, ApiError> {
    app.leagues.join(&who, &id).await?;
    show(State(app), Path(id)).await
}

pub async fn withdraw(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<LeagueView>, ApiError> {
    app.leagues.withdraw(&who, &id).await?;
    show(State(app), Path(id)).await
}

pub async fn next_season(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<LeagueView>, ApiError> {
    app.leagues.next_season(&who, &id).await?;
    show(State(app), Path(id)).await
}
