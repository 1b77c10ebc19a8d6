//! The third layer: a request that changes something carries the CSRF token of the
//! caller's identity, which another site can neither read nor compute.

use super::{Caller, CSRF_HEADER};
use crate::error::ApiError;
use crate::App;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// Marks a refusal of this layer, so that the identity layer sets no cookie on it.
#[derive(Clone, Copy)]
pub(crate) struct Refused;

fn refuse(message: &str) -> Response {
    let mut resp = ApiError::Csrf(message.into()).into_response();
    resp.extensions_mut().insert(Refused);
    resp
}

pub async fn check(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    if super::changes(req.method()) {
        let binding = req
            .extensions()
            .get::<Caller>()
            .map(|c| c.binding.as_str())
            .expect("the identity layer runs before the CSRF layer");
        let token = req
            .headers()
            .get(CSRF_HEADER)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if token.is_empty() {
            return refuse(
                "the request has no CSRF token: send the one /api/me gives in the \
                 X-CSRF-Token header",
            );
        }
        if !app.signer.csrf_ok(binding, token) {
            return refuse(
                "the CSRF token is not this session's (it changes when you log in or out): \
                 read it again from /api/me",
            );
        }
    }
    next.run(req).await
}
