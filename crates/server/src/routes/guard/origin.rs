//! The first layer: requests that change something, and sockets, come from this site.

use crate::error::ApiError;
use crate::App;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// Whether the browser's Origin, if it names one, is this server: its scheme and its
/// host. The scheme is `https` when the server is reached over https (`secure`, which
/// marks the cookies Secure too), else `http`; `http://host` and `https://host` are
/// different sites, and a page served over plain http must not act on the https one.
fn same_origin(headers: &HeaderMap, secure: bool) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let scheme = if secure { "https" } else { "http" };
    origin.split_once("://").is_some_and(|(s, rest)| {
        s.eq_ignore_ascii_case(scheme) && rest.trim_end_matches('/').eq_ignore_ascii_case(host)
    })
}

pub async fn check(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let headers = req.headers();
    let same = same_origin(headers, app.secure_cookies);
    if super::changes(req.method()) {
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("application/json"));
        if !json || !same {
            return ApiError::Forbidden(
                "requests that change something must be JSON from this site".into(),
            )
            .into_response();
        }
    }
    if req.uri().path().ends_with("/ws") && !same {
        return ApiError::Forbidden("sockets must come from this site".into()).into_response();
    }
    next.run(req).await
}
