//! The lobby's seeks: `/api/seeks` (list, post), `/api/seeks/{id}/accept` and
//! `/cancel`, and the lobby socket `/api/lobby/ws`.

use super::reply::{json_body, limited, rate_limited, Answer};
use super::Caller;
use crate::error::ApiError;
use crate::identity::Identity;
use crate::lobby::NewSeek;
use crate::messages::{CancelledSeek, GameLink, PostedSeek, SeekList};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use std::sync::Arc;

pub async fn list(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Json<SeekList> {
    let seeks = app.lobby.seeks().iter().map(|s| s.view(&who.id)).collect();
    Json(SeekList { seeks })
}

pub async fn post(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    req: Result<Json<NewSeek>, JsonRejection>,
) -> Answer {
    let req = json_body(req)?;
    let (by_id, by_ip) = (&app.limits.seeks_by_identity, &app.limits.seeks_by_address);
    // As for games: a refusal by address costs the identity nothing.
    if let Err(wait) = by_id.allows(&who.id) {
        return Ok(rate_limited("you have posted too many seeks".into(), wait));
    }
    if let Err(wait) = by_ip.take(&caller.ip) {
        return Ok(rate_limited(
            "too many seeks posted from this address".into(),
            wait,
        ));
    }
    let _ = by_id.take(&who.id);
    let s = app.lobby.post(&who, &caller.ip, req)?;
    app.hub.share_seek(&app.lobby, &s).await?;
    let posted = PostedSeek {
        id: s.id.clone(),
        seek: s.view(&who.id),
    };
    Ok((StatusCode::CREATED, Json(posted)).into_response())
}

pub async fn accept(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    let game = app.lobby.accept(&app.hub, &who, &id).await?;
    Ok(Json(GameLink::new(&game)))
}

pub async fn cancel(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<CancelledSeek>, ApiError> {
    app.lobby.cancel(&who, &id)?;
    app.hub.seek_cancelled(&id).await;
    Ok(Json(CancelledSeek { id }))
}

pub async fn lobby_socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    ws: WebSocketUpgrade,
) -> Response {
    limited(ws).on_upgrade(move |s| crate::ws::lobby_session(s, app, who))
}
