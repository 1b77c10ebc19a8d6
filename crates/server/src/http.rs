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
use crate::services::games::NewGame;
use crate::App;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Path, Request, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
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
        .route("/static/{file}", get(asset))
        .route("/api/me", get(me))
        .route("/api/rules", get(rules))
        .route("/api/games", post(create_game))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/join", post(join_game))
        .route("/api/games/{id}/at/{ply}", get(position_at))
        .route("/api/games/{id}/ws", get(socket))
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
            "not-your-game" | "forbidden" => StatusCode::FORBIDDEN,
            "rate-limited" => StatusCode::TOO_MANY_REQUESTS,
            "too-large" => StatusCode::PAYLOAD_TOO_LARGE,
            "bad-request" | "malformed" => StatusCode::BAD_REQUEST,
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
    asset(Path("index.html".to_string())).await
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

async fn create_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<NewGame>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Json(req) = match body {
        Ok(b) => b,
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return Refusal::new(
                "too-large",
                format!("requests are limited to {MAX_BODY} bytes"),
            )
            .into_response()
        }
        Err(e) => return Refusal::new("bad-request", e.body_text()).into_response(),
    };
    match app.hub.create_game(&who, req).await {
        Ok(id) => (
            StatusCode::CREATED,
            Json(json!({"id": id, "url": format!("/game/{id}")})),
        )
            .into_response(),
        Err(r) => r.into_response(),
    }
}

async fn join_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Response {
    match app.hub.join_game(&who, &id).await {
        Ok(()) => Json(json!({"id": id})).into_response(),
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
