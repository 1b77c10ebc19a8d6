//! The second layer: who is asking, from the guest and session cookies; a new guest gets
//! a cookie, and a session the server no longer knows is cleared from the browser.

use super::csrf::Refused;
use super::Caller;
use crate::error::ApiError;
use crate::identity::{cookie_value, token_hash, Identity, COOKIE, SESSION_COOKIE};
use crate::routes::reply::set_cookie;
use crate::App;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::sync::Arc;

/// How long a guest cookie lasts: a year.
const GUEST_COOKIE_SECS: i64 = 31_536_000;

fn cookie_of<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|c| cookie_value(c, name))
}

pub async fn resolve(State(app): State<Arc<App>>, mut req: Request, next: Next) -> Response {
    let headers = req.headers();
    let signed = cookie_of(headers, COOKIE).and_then(|v| app.signer.verify(v));
    let session_cookie = cookie_of(headers, SESSION_COOKIE);
    let had_session_cookie = session_cookie.is_some();
    let session_token = session_cookie
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(token_hash);
    let (guest, new) = match signed {
        Some(id) if id.len() == 32 => (Identity::guest(id), false),
        _ => (Identity::new_guest(), true),
    };
    // A logged-in browser keeps a guest cookie too, for when it logs out.
    let guest_cookie = new.then(|| app.signer.sign(&guest.id));
    let account = match &session_token {
        Some(hash) => match app
            .hub
            .store
            .session_user(hash, app.hub.time.now_ms())
            .await
        {
            Ok(user) => user,
            Err(e) => return ApiError::from(e).into_response(),
        },
        None => None,
    };
    let (identity, session, binding) = match account {
        Some(u) => {
            let hash = session_token.unwrap_or_default();
            let binding = format!("session\n{hash}");
            (Identity::account(u.id, u.name), Some(hash), binding)
        }
        None => {
            let binding = format!("guest\n{}", guest.id);
            (guest, None, binding)
        }
    };
    let ip = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_string(), |c| c.0.ip().to_string());
    let stale_session = had_session_cookie && session.is_none();
    req.extensions_mut().insert(Caller {
        ip,
        session,
        csrf: app.signer.csrf(&binding),
        binding,
    });
    req.extensions_mut().insert(identity);
    let mut resp = next.run(req).await;
    // A change refused for its CSRF token leaves the browser's cookies as they were.
    if resp.extensions().get::<Refused>().is_some() {
        return resp;
    }
    if let Some(value) = guest_cookie {
        set_cookie(&app, &mut resp, COOKIE, &value, GUEST_COOKIE_SECS);
    }
    // An expired or unknown session: the browser may forget it.
    let sets_session = resp
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .any(|v| v.as_bytes().starts_with(SESSION_COOKIE.as_bytes()));
    if stale_session && !sets_session {
        set_cookie(&app, &mut resp, SESSION_COOKIE, "", 0);
    }
    resp
}
