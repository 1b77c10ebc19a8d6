//! HTTP: the JSON API, the WebSocket upgrade and the browser app, which is compiled into
//! the binary from `web/`.
//!
//! Every request carries an identity: a guest cookie signed by the server, made on the
//! first request (HttpOnly, SameSite=Lax). Requests that change something must be JSON
//! (`Content-Type: application/json`, which a cross-site form cannot send) and, when the
//! browser names an Origin, come from this site; WebSocket upgrades must come from this
//! site too.

use crate::hub::Refusal;
use crate::identity::{cookie_value, Identity, COOKIE};
use crate::lobby::NewSeek;
use crate::services::games::{challenge_url, NewGame};
use crate::App;
use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, Request, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;

/// The browser app: (path, content type, text).
const WEB: &[(&str, &str, &str)] = &[
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("../../../web/index.html"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../../../web/app.js"),
    ),
    (
        "board.js",
        "text/javascript; charset=utf-8",
        include_str!("../../../web/board.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../../../web/style.css"),
    ),
];

/// The largest request body accepted.
const MAX_BODY: usize = 16 * 1024;

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/game/{id}", get(index))
        .route("/challenge/{token}", get(index))
        .route("/static/{file}", get(asset))
        .route("/api/me", get(me))
        .route("/api/rules", get(rules))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/join", post(join_game))
        .route("/api/games/{id}/at/{ply}", get(position_at))
        .route("/api/games/{id}/ws", get(socket))
        .route("/api/challenges/{token}", get(challenge))
        .route("/api/challenges/{token}/accept", post(accept_challenge))
        .route("/api/seeks", get(list_seeks).post(post_seek))
        .route("/api/seeks/{id}/accept", post(accept_seek))
        .route("/api/seeks/{id}/cancel", post(cancel_seek))
        .route("/api/lobby/ws", get(lobby_socket))
        .layer(middleware::from_fn_with_state(app.clone(), guard))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

fn refusal(status: StatusCode, r: Refusal) -> Response {
    (status, Json(json!({"error": r.code, "message": r.message}))).into_response()
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = match self.code {
            "not-found" => StatusCode::NOT_FOUND,
            "storage" => StatusCode::INTERNAL_SERVER_ERROR,
            "not-your-game" | "forbidden" | "private-game" | "not-your-seek" => {
                StatusCode::FORBIDDEN
            }
            "rate-limited" => StatusCode::TOO_MANY_REQUESTS,
            "too-large" => StatusCode::PAYLOAD_TOO_LARGE,
            "bad-request" | "malformed" => StatusCode::BAD_REQUEST,
            "too-many-seeks" | "lobby-full" => StatusCode::TOO_MANY_REQUESTS,
            _ => StatusCode::CONFLICT,
        };
        refusal(status, self)
    }
}

fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    origin
        .split_once("://")
        .is_some_and(|(_, rest)| rest.trim_end_matches('/') == host)
}

/// Identity, and the cross-site checks.
async fn guard(State(app): State<Arc<App>>, mut req: Request, next: Next) -> Response {
    let headers = req.headers();
    let signed = headers
        .get(header::COOKIE)
        .and_then(|v| v.to_str().ok())
        .and_then(|c| cookie_value(c, COOKIE))
        .and_then(|v| app.signer.verify(v));
    let changes = req.method() != Method::GET && req.method() != Method::HEAD;
    if changes {
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("application/json"));
        if !json || !same_origin(headers) {
            return refusal(
                StatusCode::FORBIDDEN,
                Refusal::new(
                    "forbidden",
                    "requests that change something must be JSON from this site",
                ),
            );
        }
    }
    if req.uri().path().ends_with("/ws") && !same_origin(headers) {
        return refusal(
            StatusCode::FORBIDDEN,
            Refusal::new("forbidden", "sockets must come from this site"),
        );
    }
    let (identity, new) = match signed {
        Some(id) if id.len() == 32 => (Identity::guest(id), false),
        _ => (Identity::new_guest(), true),
    };
    req.extensions_mut().insert(identity.clone());
    let mut resp = next.run(req).await;
    if new {
        let cookie = format!(
            "{COOKIE}={}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000",
            app.signer.sign(&identity.id)
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            resp.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    resp
}

async fn index() -> Response {
    let mut resp = asset(Path("index.html".to_string())).await;
    // A challenge link carries its token in the path: never pass it on as a referrer.
    resp.headers_mut().insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    resp
}

async fn asset(Path(file): Path<String>) -> Response {
    match WEB.iter().find(|(name, _, _)| *name == file) {
        Some((_, kind, text)) => Response::builder()
            .header(header::CONTENT_TYPE, *kind)
            .header(header::CACHE_CONTROL, "no-cache")
            .header("x-content-type-options", "nosniff")
            .body(Body::from(*text))
            .expect("a valid response"),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn me(Extension(who): Extension<Identity>) -> Response {
    Json(json!({"name": who.name, "guest": true})).into_response()
}

async fn rules() -> Response {
    let rules: Vec<_> = pearls_rules::RuleSet::all()
        .iter()
        .map(|r| {
            json!({
                "name": r.name,
                "description": r.description,
                "engine": pearls_engine::Rule::from_rule_set(r).is_some(),
                "default_opening": r.default_opening.name(),
            })
        })
        .collect();
    let openings: Vec<_> = pearls_rules::OpeningRule::ALL
        .iter()
        .map(|o| json!({"name": o.name(), "description": o.description()}))
        .collect();
    Json(json!({"rules": rules, "openings": openings})).into_response()
}

/// A JSON request body, or the refusal that says what is wrong with it.
fn body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Refusal> {
    match body {
        Ok(Json(b)) => Ok(b),
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(Refusal::new(
            "too-large",
            format!("requests are limited to {MAX_BODY} bytes"),
        )),
        Err(e) => Err(Refusal::new("bad-request", e.body_text())),
    }
}

fn game_link(id: &str) -> Response {
    Json(json!({"id": id, "url": format!("/game/{id}")})).into_response()
}

async fn create_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    req: Result<Json<NewGame>, JsonRejection>,
) -> Response {
    let req = match body(req) {
        Ok(r) => r,
        Err(r) => return r.into_response(),
    };
    match app.hub.create_game(&who, req).await {
        Ok(c) => {
            let id = c.id;
            let mut v = json!({"id": id, "url": format!("/game/{id}")});
            if let Some(token) = c.challenge {
                v["challenge_url"] = challenge_url(&token).into();
            }
            (StatusCode::CREATED, Json(v)).into_response()
        }
        Err(r) => r.into_response(),
    }
}

/// The most games a list gives.
const MAX_LIST: usize = 100;

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    limit: Option<String>,
}

/// The public live games, newest first: `?status=live` (the only list kept), `&limit=N`.
async fn list_games(
    State(app): State<Arc<App>>,
    query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let q = match query {
        Ok(Query(q)) => q,
        Err(e) => return Refusal::new("bad-request", e.body_text()).into_response(),
    };
    if let Some(s) = q.status.as_deref().filter(|s| *s != "live") {
        let s: String = s.chars().take(40).collect();
        return Refusal::new(
            "bad-request",
            format!("games can be listed by status=live only, not '{s}'"),
        )
        .into_response();
    }
    let limit = match q.limit.as_deref().map(str::parse::<usize>) {
        None => 50,
        Some(Ok(n)) if (1..=MAX_LIST).contains(&n) => n,
        Some(_) => {
            return Refusal::new(
                "bad-request",
                format!("limit must be a number from 1 to {MAX_LIST}"),
            )
            .into_response()
        }
    };
    Json(json!({"games": app.hub.list_live(limit)})).into_response()
}

/// Challenge tokens are 32 hex digits; anything else is not looked up.
fn token_shape(token: &str) -> Result<(), Refusal> {
    if token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(Refusal::new(
            "not-found",
            "there is no such challenge (the link is wrong, or its game is over)",
        ))
    }
}

/// What a challenge link offers: the game, who made it and the side left.
async fn challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Response {
    let live = match token_shape(&token) {
        Ok(()) => app.hub.challenge(&token).await,
        Err(r) => Err(r),
    };
    let live = match live {
        Ok(l) => l,
        Err(r) => return r.into_response(),
    };
    let st = live.state.lock().await;
    let mine = st
        .seat_of(&crate::hub::Actor::Person(who.id.clone()))
        .is_some();
    let open = st.seats.iter().position(|s| *s == crate::hub::Seat::Open);
    Json(json!({
        "game": crate::view::summary(&st, crate::hub::now_ms()),
        "open_seat": open,
        "mine": mine,
    }))
    .into_response()
}

async fn accept_challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Response {
    if let Err(r) = token_shape(&token) {
        return r.into_response();
    }
    match app.hub.accept_challenge(&who, &token).await {
        Ok(id) => game_link(&id),
        Err(r) => r.into_response(),
    }
}

async fn list_seeks(State(app): State<Arc<App>>, Extension(who): Extension<Identity>) -> Response {
    let seeks: Vec<_> = app.lobby.seeks().iter().map(|s| s.view(&who.id)).collect();
    Json(json!({"seeks": seeks})).into_response()
}

async fn post_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    req: Result<Json<NewSeek>, JsonRejection>,
) -> Response {
    match body(req).and_then(|r| app.lobby.post(&who, r)) {
        Ok(s) => (
            StatusCode::CREATED,
            Json(json!({"id": s.id, "seek": s.view(&who.id)})),
        )
            .into_response(),
        Err(r) => r.into_response(),
    }
}

async fn accept_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Response {
    match app.lobby.accept(&app.hub, &who, &id).await {
        Ok(game) => game_link(&game),
        Err(r) => r.into_response(),
    }
}

async fn cancel_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Response {
    match app.lobby.cancel(&who, &id) {
        Ok(()) => Json(json!({"id": id})).into_response(),
        Err(r) => r.into_response(),
    }
}

async fn lobby_socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.max_message_size(crate::ws::MAX_FRAME)
        .max_frame_size(crate::ws::MAX_FRAME)
        .on_upgrade(move |s| crate::ws::lobby_session(s, app, who))
}

async fn join_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Response {
    match app.hub.join_game(&who, &id).await {
        Ok(()) => game_link(&id),
        Err(r) => r.into_response(),
    }
}

async fn game_state(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    match app.hub.get(&id).await {
        Ok(live) => {
            let st = live.state.lock().await;
            let text = crate::view::state_message(&st, crate::hub::now_ms());
            Response::builder()
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(text))
                .expect("a valid response")
        }
        Err(r) => r.into_response(),
    }
}

async fn position_at(
    State(app): State<Arc<App>>,
    Path((id, ply)): Path<(String, usize)>,
) -> Response {
    match app.hub.get(&id).await {
        Ok(live) => {
            let st = live.state.lock().await;
            match crate::view::position_at(&st, ply) {
                Some(v) => Json(v).into_response(),
                None => {
                    Refusal::new("not-found", format!("the game has no ply {ply}")).into_response()
                }
            }
        }
        Err(r) => r.into_response(),
    }
}

async fn socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Response {
    let live = match app.hub.get(&id).await {
        Ok(l) => l,
        Err(r) => return r.into_response(),
    };
    ws.max_message_size(crate::ws::MAX_FRAME)
        .max_frame_size(crate::ws::MAX_FRAME)
        .on_upgrade(move |s| crate::ws::session(s, app, live, who))
}
