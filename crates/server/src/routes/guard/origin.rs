//! The first layer: requests that change something, and sockets, come from this site.

use crate::error::ApiError;
use axum::extract::Request;
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Whether the browser's Origin, if it names one, is this server's host.
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

pub async fn check(req: Request, next: Next) -> Response {
    let headers = req.headers();
    if super::changes(req.method()) {
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("application/json"));
        if !json || !same_origin(headers) {
            return ApiError::Forbidden(
                "requests that change something must be JSON from this site".into(),
            )
            .into_response();
        }
    }
    if req.uri().path().ends_with("/ws") && !same_origin(headers) {
        return ApiError::Forbidden("sockets must come from this site".into()).into_response();
    }
    next.run(req).await
}
