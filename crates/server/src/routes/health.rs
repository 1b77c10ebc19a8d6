//! `GET /healthz`: whether this node can serve, for the reverse proxy in front of a
//! cluster. A node whose Redis is down still answers 200: it serves the games it owns.

use crate::messages::health::Health;
use crate::App;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::sync::Arc;

pub async fn healthz(State(app): State<Arc<App>>) -> Response {
    let hub = &app.hub;
    let store_up = hub.store.setting("cookie_secret").await.is_ok();
    let cluster = hub.cluster.get();
    let health = Health {
        status: if store_up { "ok" } else { "store-down" },
        node: cluster.map(|c| c.node.clone()),
        redis: cluster.map(|c| if c.redis_up() { "up" } else { "down" }),
        leader: cluster.is_some_and(|c| c.is_leader()),
        games: hub.live_count(),
        owned: cluster.map_or(hub.live_count(), |c| c.owned_count()),
    };
    let status = if store_up {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let mut resp = (status, Json(health)).into_response();
    resp.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    resp
}
