//! The outermost layer: the headers every answer carries, whatever answered it.
//!
//! - `Content-Security-Policy`: scripts, styles, images and connections from this site
//!   only (the app is plain ES modules with no inline script or style attribute), no
//!   plugins, no `<base>`, and `frame-ancestors 'none'` so that no other page can frame
//!   this one (`X-Frame-Options: DENY` says the same to older browsers);
//! - `X-Content-Type-Options: nosniff`: a download or a JSON body is never run as a script;
//! - `Cache-Control: no-store` on the API: `/api/me` carries the CSRF token, and no
//!   answer of the API is for a shared cache;
//! - `Retry-After` on every 429 that has none of its own (a limit that counts open things,
//!   as seeks, rather than a rate).

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

/// What `Retry-After` says on a 429 whose limit names no wait: seconds.
pub const DEFAULT_RETRY_SECS: u64 = 30;

/// The policy, with the WebSocket URLs of `host` allowed to connect: `'self'` covers them
/// in current browsers, but not in every browser still in use.
pub(crate) fn policy(host: Option<&str>) -> String {
    let sockets = host
        .filter(|h| {
            !h.is_empty()
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        })
        .map(|h| format!(" ws://{h} wss://{h}"))
        .unwrap_or_default();
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         connect-src 'self'{sockets}; object-src 'none'; base-uri 'none'; \
         form-action 'self'; frame-ancestors 'none'"
    )
}

pub async fn add(req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let csp = policy(
        req.headers()
            .get(header::HOST)
            .and_then(|v| v.to_str().ok()),
    );
    let mut resp = next.run(req).await;
    let too_many = resp.status() == StatusCode::TOO_MANY_REQUESTS;
    let h: &mut HeaderMap = resp.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&csp) {
        h.insert(header::CONTENT_SECURITY_POLICY, v);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    // The app's page sets a stricter one of its own (no-referrer), which stays.
    h.entry(header::REFERRER_POLICY)
        .or_insert(HeaderValue::from_static("same-origin"));
    if api {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if too_many && !h.contains_key(header::RETRY_AFTER) {
        h.insert(header::RETRY_AFTER, HeaderValue::from(DEFAULT_RETRY_SECS));
    }
    resp
}
