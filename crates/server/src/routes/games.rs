//! Games: `/api/games` (list, create), `/api/games/{id}` (state, join, positions,
//! records, socket) and the private challenge links `/api/challenges/{token}`.

use super::guard::privacy;
use super::reply::{json_body, limited, rate_limited, Answer};
use super::Caller;
use crate::engine_pool::ShareFull;
use crate::error::ApiError;
use crate::game::{Actor, Seat};
use crate::identity::Identity;
use crate::messages::{ChallengeView, GameLink, GameList, Position};
use crate::services::games::{challenge_url, NewGame};
use crate::App;
use axum::body::Body;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State, WebSocketUpgrade};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use pearls_records::Format;
use serde::Deserialize;
use std::sync::Arc;

/// The most games a list gives.
const MAX_LIST: usize = 100;

/// Takes one game from the caller's budgets, by identity and by address, for anything
/// that makes games (a game, a tournament); the refusal to answer if either is spent.
/// The identity's token is taken only once the address's is: a refusal by address costs
/// the identity nothing.
pub(crate) fn spend_game_budget(app: &App, who: &Identity, caller: &Caller) -> Option<Response> {
    let (by_id, by_ip) = (&app.limits.games_by_identity, &app.limits.games_by_address);
    if let Err(wait) = by_id.allows(&who.id) {
        return Some(rate_limited("you have made too many games".into(), wait));
    }
    if let Err(wait) = by_ip.take(&caller.ip) {
        return Some(rate_limited(
            "too many games made from this address".into(),
            wait,
        ));
    }
    let _ = by_id.take(&who.id);
    None
}

pub async fn create(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    if let Some(refusal) = spend_game_budget(&app, &who, &caller) {
        return Ok(refusal);
    }
    let shares = &app.hub.engine.shares;
    let claim = match req.opponent.as_str() {
        "engine" => Some(shares.claim(&who.id, &caller.ip).map_err(|full| {
            ApiError::EngineShare(match full {
                ShareFull::Identity(n) => format!(
                    "you have {n} games against the engine in play, the most allowed: \
                     finish or resign one first"
                ),
                ShareFull::Address(n) => format!(
                    "{n} games against the engine are in play from this address, the most \
                     allowed: finish or resign one first"
                ),
            })
        })?),
        _ => None,
    };
    let c = app.hub.create_game(&who, req).await?;
    if let Some(claim) = claim {
        claim.bind(&c.id);
    }
    let link = GameLink {
        challenge_url: c.challenge.as_deref().map(challenge_url),
        ..GameLink::new(&c.id)
    };
    Ok((StatusCode::CREATED, Json(link)).into_response())
}

#[derive(Deserialize)]
pub struct ListQuery {
    status: Option<String>,
    limit: Option<String>,
}

/// The public live games, newest first: `?status=live` (the only list kept), `&limit=N`.
pub async fn list(
    State(app): State<Arc<App>>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    if let Some(s) = q.status.as_deref().filter(|s| *s != "live") {
        let s: String = s.chars().take(40).collect();
        return Err(ApiError::BadRequest(format!(
            "games can be listed by status=live only, not '{s}'"
        )));
    }
    let limit = match q.limit.as_deref().map(str::parse::<usize>) {
        None => 50,
        Some(Ok(n)) if (1..=MAX_LIST).contains(&n) => n,
        Some(_) => {
            return Err(ApiError::BadRequest(format!(
                "limit must be a number from 1 to {MAX_LIST}"
            )))
        }
    };
    // In a cluster, every node's games.
    if let Some(games) = app.hub.list_live_everywhere(limit).await {
        return Ok(Json(serde_json::json!({ "games": games })).into_response());
    }
    Ok(Json(GameList {
        games: app.hub.list_live(limit),
    })
    .into_response())
}

pub async fn state(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    let live = app.hub.get(&id).await?;
    let st = live.state.lock().await;
    privacy::check(&st, &who)?;
    let text = crate::view::state_message(&st, app.hub.time.now_ms());
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(text))
        .expect("a valid response"))
}

pub async fn join(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    app.hub.join_game(&who, &id).await?;
    Ok(Json(GameLink::new(&id)))
}

/// Aborts a game where a side has not moved yet: it ends without a result.
pub async fn abort(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    app.hub.abort(&id, &Actor::Person(who.id.clone())).await?;
    Ok(Json(GameLink::new(&id)))
}

pub async fn position_at(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path((id, ply)): Path<(String, usize)>,
) -> Result<Json<Position>, ApiError> {
    let live = app.hub.get(&id).await?;
    let st = live.state.lock().await;
    privacy::check(&st, &who)?;
    crate::view::position_at(&st, ply)
        .map(Json)
        .ok_or_else(|| ApiError::NotFound(format!("the game has no ply {ply}")))
}

pub async fn socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Answer {
    let live = app.hub.get(&id).await?;
    privacy::check(&*live.state.lock().await, &who)?;
    Ok(limited(ws).on_upgrade(move |s| crate::ws::session(s, app, live, who)))
}

async fn download(app: &App, who: &Identity, id: &str, format: Format) -> Answer {
    let live = app.hub.get(id).await?;
    let st = live.state.lock().await;
    privacy::check(&st, who)?;
    let (kind, ext) = match format {
        Format::Sgf => ("application/x-go-sgf", "sgf"),
        _ => ("text/plain; charset=utf-8", format.extension()),
    };
    let bytes = crate::export::write_game(&st, format)?;
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, kind)
        .header(
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"pearls-{}.{ext}\"", st.id),
        )
        .header("x-content-type-options", "nosniff")
        .body(Body::from(bytes))
        .expect("a valid response"))
}

pub async fn download_psq(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    download(&app, &who, &id, Format::Psq).await
}

pub async fn download_sgf(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Answer {
    download(&app, &who, &id, Format::Sgf).await
}

/// Challenge tokens are 32 hex digits; anything else is not looked up.
fn token_shape(token: &str) -> Result<(), ApiError> {
    if token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(ApiError::NotFound(
            "there is no such challenge (the link is wrong, or its game is over)".into(),
        ))
    }
}

/// What a challenge link offers: the game, who made it and the side left.
pub async fn challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Result<Json<ChallengeView>, ApiError> {
    token_shape(&token)?;
    let live = app.hub.challenge(&token).await?;
    let st = live.state.lock().await;
    Ok(Json(ChallengeView {
        game: crate::view::summary(&st, app.hub.time.now_ms()),
        open_seat: st.seats.iter().position(|s| *s == Seat::Open),
        mine: st.seat_of(&Actor::Person(who.id.clone())).is_some(),
    }))
}

pub async fn accept_challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    token_shape(&token)?;
    let id = app.hub.accept_challenge(&who, &token).await?;
    Ok(Json(GameLink::new(&id)))
}
