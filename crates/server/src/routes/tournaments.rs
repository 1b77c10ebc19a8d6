//! Tournaments: `/api/tournaments` (list, create), `/api/tournaments/{id}` (the standings,
//! crosstable and games), its `join`, `withdraw` and `start` (each answers the tournament
//! as it then stands), and its socket.

use super::reply::{json_body, limited, Answer};
use super::Caller;
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::tournament::{CreatedId, TournamentList, TournamentView};
use crate::services::tournaments::NewTournament;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use std::sync::Arc;

/// The most tournaments a list gives.
pub const LIST_MAX: i64 = 50;

pub async fn list(State(app): State<Arc<App>>) -> Result<Json<TournamentList>, ApiError> {
    Ok(Json(TournamentList {
        tournaments: app.tournaments.list(LIST_MAX).await?,
    }))
}

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<NewTournament>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    // A tournament makes games: it spends from the same budgets as a game.
    if let Some(refusal) = super::games::spend_game_budget(&app, &who, &caller) {
        return Ok(refusal);
    }
    let id = app.tournaments.create(&who, req).await?;
    Ok((StatusCode::CREATED, Json(CreatedId { id })).into_response())
}

pub async fn show(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Json<TournamentView>, ApiError> {
    let live = app.tournaments.get(&id).await?;
    let view = live.state.lock().await.view();
    Ok(Json(view))
}

pub async fn join(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<TournamentView>, ApiError> {
    app.tournaments.join(&who, &id).await?;
    show(State(app), Path(id)).await
}

pub async fn withdraw(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<TournamentView>, ApiError> {
    app.tournaments.withdraw(&who, &id).await?;
    show(State(app), Path(id)).await
}

pub async fn start(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<TournamentView>, ApiError> {
    app.tournaments.start(&who, &id).await?;
    show(State(app), Path(id)).await
}

pub async fn socket(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Answer {
    let live = app.tournaments.get(&id).await?;
    Ok(limited(ws).on_upgrade(move |s| crate::ws::tournament_session(s, app, live)))
}
