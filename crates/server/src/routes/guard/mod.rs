//! The layers every request passes before its route, in this order:
//!
//! 1. [`origin`]: requests that change something must be JSON (`Content-Type:
//!    application/json`, which a cross-site form cannot send) and, when the browser names
//!    an Origin, come from this site; WebSocket upgrades must come from this site too.
//! 2. [`identity`]: who is asking. A guest cookie signed by the server, made on the first
//!    request (HttpOnly, SameSite=Lax), or, once the person logs in, an account's session
//!    cookie, which takes precedence. It leaves the [`Identity`](crate::identity::Identity)
//!    and the [`Caller`] for the routes.
//! 3. [`csrf`]: requests that change something carry the caller's CSRF token (from
//!    `/api/me`) in `X-CSRF-Token`.
//!
//! Around them all, [`headers`] adds the security headers to every answer. [`privacy`]
//! is no layer but the rule of who may see a game, which every route showing one applies.

pub mod csrf;
pub mod headers;
pub mod identity;
pub mod origin;
pub mod privacy;

/// What the identity layer learnt about a request, beside its identity.
#[derive(Clone)]
pub struct Caller {
    /// The peer's address, the key of per-address rate limits.
    pub ip: String,
    /// The hash of the session token, when a session is open.
    pub session: Option<String>,
    /// The CSRF token of this identity.
    pub csrf: String,
    /// What the CSRF token is bound to: the session, or the guest.
    pub(crate) binding: String,
}

/// The CSRF header.
pub const CSRF_HEADER: &str = "x-csrf-token";

/// Whether a request may change something: anything but GET and HEAD.
fn changes(method: &axum::http::Method) -> bool {
    method != axum::http::Method::GET && method != axum::http::Method::HEAD
}
