//! Handicap matches: `POST /api/matches` starts one (its first game waits for the
//! opponent, through the share link or a private challenge), `GET /api/matches/{id}`
//! says where it stands.

use super::reply::{json_body, Answer};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::matches::NewMatch;
use crate::messages::{MatchSummary, StartedMatchView};
use crate::services::games::challenge_url;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use std::sync::Arc;

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<NewMatch>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    if let Err(wait) = app.limits.games_by_identity.take(&who.id) {
        return Ok(super::reply::rate_limited(
            "you have made too many games".into(),
            wait,
        ));
    }
    let started = app.hub.start_match(&who, req).await?;
    let view = StartedMatchView {
        match_id: started.id,
        url: crate::messages::game_url(&started.game.id),
        id: started.game.id,
        challenge_url: started.game.challenge.as_deref().map(challenge_url),
    };
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

pub async fn get(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Json<MatchSummary>, ApiError> {
    if id.len() > 64 {
        return Err(ApiError::NotFound(format!("there is no match {id}")));
    }
    let (view, games) = app.hub.match_view(&id).await?;
    Ok(Json(MatchSummary { view, games }))
}
