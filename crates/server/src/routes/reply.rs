//! What the handlers of every resource share: JSON bodies in and out, refusals, rate
//! limits, cookies and socket upgrades.

use super::MAX_BODY;
use crate::error::ApiError;
use crate::limits::Wait;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::WebSocketUpgrade;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;

/// What a handler that may refuse answers: a refusal becomes its JSON error reply.
pub type Answer = Result<Response, ApiError>;

/// A JSON body, or the refusal that says what is wrong with it.
pub fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    match body {
        Ok(Json(b)) => Ok(b),
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(ApiError::TooLarge(format!(
            "requests are limited to {MAX_BODY} bytes"
        ))),
        Err(e) => Err(ApiError::BadRequest(e.body_text())),
    }
}

/// A 429 that says when to try again, in its message and its `Retry-After` header.
pub fn rate_limited(message: String, wait: Wait) -> Response {
    let secs = wait.secs();
    let mut resp =
        ApiError::RateLimited(format!("{message}; try again in {secs} s")).into_response();
    resp.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(secs));
    resp
}

/// A cookie the scripts cannot read (HttpOnly), sent on same-site requests and top-level
/// navigations only (SameSite=Lax), and over https only when the server is behind https.
pub fn set_cookie(app: &App, resp: &mut Response, name: &str, value: &str, max_age: i64) {
    let secure = if app.secure_cookies { "; Secure" } else { "" };
    let cookie =
        format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
}

/// A WebSocket upgrade with the frame limit every socket of the server has, and a small
/// read buffer: the socket layer zeroes the free part of its buffer before every read,
/// which with its default of 128 KiB was a fifth of the server's CPU under load, for
/// client messages of at most [`crate::ws::MAX_MESSAGE`] bytes (a larger frame still
/// fits: the buffer grows for it).
pub fn limited(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(crate::ws::MAX_FRAME)
        .max_frame_size(crate::ws::MAX_FRAME)
        .read_buffer_size(crate::ws::READ_BUFFER)
}
