//! HTTP: the JSON API, the WebSocket upgrade and the browser app, which is compiled into
//! the binary from `web/`.
//!
//! Every request carries an identity: a guest cookie signed by the server, made on the
//! first request (HttpOnly, SameSite=Lax), or, once the person logs in, an account's
//! session cookie (HttpOnly, SameSite=Lax), which takes precedence. Requests that change
//! something must be JSON (`Content-Type: application/json`, which a cross-site form
//! cannot send), when the browser names an Origin come from this site, and carry the
//! caller's CSRF token (from `/api/me`) in `X-CSRF-Token`; WebSocket upgrades must come
//! from this site too.

use crate::accounts;
use crate::assets;
use crate::error::ApiError;
use crate::hub::{now_ms, player_index, Seat, State as GameState};
use crate::identity::{cookie_value, token_hash, Identity, COOKIE, SESSION_COOKIE};
use crate::limits::Limiter;
use crate::lobby::NewSeek;
use crate::messages::{
    CancelledSeek, ChallengeView, GameLink, GameList, LoggedOut, Me, OpeningInfo, Position,
    PostedSeek, Profile, ProfileGame, RuleInfo, RulesList, SeekList,
};
use crate::services::games::{challenge_url, NewGame};
use crate::store::UserRow;
use crate::App;
use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::{
    ConnectInfo, DefaultBodyLimit, Path, Query, RawQuery, Request, State, WebSocketUpgrade,
};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use pearls_records::Format;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;

/// The largest request body accepted.
const MAX_BODY: usize = 16 * 1024;

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/static/{*file}", get(assets::asset))
        .route("/api/me", get(me))
        .route("/api/register", post(register))
        .route("/api/login", post(login))
        .route("/api/logout", post(logout))
        .route("/api/users/{name}", get(profile))
        .route("/api/rules", get(rules))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/join", post(join_game))
        .route("/api/games/{id}/at/{ply}", get(position_at))
        .route("/api/games/{id}/ws", get(socket))
        .route("/api/games/{id}/psq", get(download_psq))
        .route("/api/games/{id}/sgf", get(download_sgf))
        .route("/api/challenges/{token}", get(challenge))
        .route("/api/challenges/{token}/accept", post(accept_challenge))
        .route("/api/seeks", get(list_seeks).post(post_seek))
        .route("/api/seeks/{id}/accept", post(accept_seek))
        .route("/api/seeks/{id}/cancel", post(cancel_seek))
        .route("/api/lobby/ws", get(lobby_socket))
        .fallback(assets::page)
        .layer(middleware::from_fn_with_state(app.clone(), guard))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

/// What a handler that may refuse answers: a refusal becomes its JSON error reply.
type Answer = Result<Response, ApiError>;

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

/// What the guard learnt about a request, beside its identity.
#[derive(Clone)]
pub struct Caller {
    /// The peer's address, the key of per-address rate limits.
    pub ip: String,
    /// The hash of the session token, when a session is open.
    pub session: Option<String>,
    /// The CSRF token of this identity.
    pub csrf: String,
}

/// The CSRF header.
pub const CSRF_HEADER: &str = "x-csrf-token";

fn cookie_of<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|c| cookie_value(c, name))
}

/// A cookie the scripts cannot read (HttpOnly), sent on same-site requests and top-level
/// navigations only (SameSite=Lax), and over https only when the server is behind https.
fn set_cookie(app: &App, resp: &mut Response, name: &str, value: &str, max_age: i64) {
    let secure = if app.secure_cookies { "; Secure" } else { "" };
    let cookie =
        format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
}

/// Identity, and the cross-site checks.
async fn guard(State(app): State<Arc<App>>, mut req: Request, next: Next) -> Response {
    let headers = req.headers();
    let signed = cookie_of(headers, COOKIE).and_then(|v| app.signer.verify(v));
    let session_cookie = cookie_of(headers, SESSION_COOKIE);
    let had_session_cookie = session_cookie.is_some();
    let session_token = session_cookie
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(token_hash);
    let changes = req.method() != Method::GET && req.method() != Method::HEAD;
    if changes {
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
    let (guest, new) = match signed {
        Some(id) if id.len() == 32 => (Identity::guest(id), false),
        _ => (Identity::new_guest(), true),
    };
    // A logged-in browser keeps a guest cookie too, for when it logs out.
    let guest_cookie = new.then(|| app.signer.sign(&guest.id));
    let account = match &session_token {
        Some(hash) => match app.hub.store.session_user(hash, now_ms()).await {
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
    if changes {
        let token = req
            .headers()
            .get(CSRF_HEADER)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if token.is_empty() {
            return ApiError::Csrf(
                "the request has no CSRF token: send the one /api/me gives in the \
                 X-CSRF-Token header"
                    .into(),
            )
            .into_response();
        }
        if !app.signer.csrf_ok(&binding, token) {
            return ApiError::Csrf(
                "the CSRF token is not this session's (it changes when you log in or out): \
                 read it again from /api/me"
                    .into(),
            )
            .into_response();
        }
    }
    let ip = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_string(), |c| c.0.ip().to_string());
    let stale_session = had_session_cookie && session.is_none();
    req.extensions_mut().insert(Caller {
        ip,
        session,
        csrf: app.signer.csrf(&binding),
    });
    req.extensions_mut().insert(identity.clone());
    let mut resp = next.run(req).await;
    if let Some(value) = guest_cookie {
        set_cookie(&app, &mut resp, COOKIE, &value, 31_536_000);
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

async fn me(Extension(who): Extension<Identity>, Extension(caller): Extension<Caller>) -> Json<Me> {
    Json(Me {
        name: who.name,
        guest: who.guest,
        csrf: caller.csrf,
    })
}

/// A JSON body, or the refusal that says what is wrong with it.
fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    match body {
        Ok(Json(b)) => Ok(b),
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(ApiError::TooLarge(format!(
            "requests are limited to {MAX_BODY} bytes"
        ))),
        Err(e) => Err(ApiError::BadRequest(e.body_text())),
    }
}

/// A 429 that says when to try again.
fn rate_limited(message: String, limiter: &Limiter, key: &str) -> Response {
    let wait = limiter.wait_secs(key).max(1);
    let mut resp =
        ApiError::RateLimited(format!("{message}; try again in {wait} s")).into_response();
    resp.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(wait));
    resp
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

/// Opens a session for `user`: the reply has the session cookie and the new CSRF token.
/// A session the browser had before ends: it has only one.
async fn logged_in(app: &App, caller: &Caller, user: &UserRow, status: StatusCode) -> Answer {
    if let Some(old) = &caller.session {
        app.hub.store.delete_session(old).await?;
    }
    let token = accounts::start_session(app.hub.store.as_ref(), user).await?;
    let me = Me {
        name: user.name.clone(),
        guest: false,
        csrf: app.signer.csrf(&format!("session\n{}", token_hash(&token))),
    };
    let mut resp = (status, Json(me)).into_response();
    set_cookie(
        app,
        &mut resp,
        SESSION_COOKIE,
        &token,
        accounts::SESSION_MS / 1000,
    );
    Ok(resp)
}

async fn register(
    State(app): State<Arc<App>>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    let c = json_body(body)?;
    let limit = &app.limits.registrations;
    if !limit.take(&caller.ip) {
        return Ok(rate_limited(
            "too many accounts made from this address".into(),
            limit,
            &caller.ip,
        ));
    }
    let user = accounts::register(app.hub.store.as_ref(), &c.name, &c.password).await?;
    logged_in(&app, &caller, &user, StatusCode::CREATED).await
}

async fn login(
    State(app): State<Arc<App>>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    let c = json_body(body)?;
    let (by_ip, by_name) = (&app.limits.login_by_address, &app.limits.login_by_name);
    let name_key: String = c.name.to_ascii_lowercase().chars().take(64).collect();
    if !by_ip.allows(&caller.ip) {
        return Ok(rate_limited(
            "too many failed logins from this address".into(),
            by_ip,
            &caller.ip,
        ));
    }
    if !by_name.allows(&name_key) {
        return Ok(rate_limited(
            format!("too many failed logins as '{name_key}'"),
            by_name,
            &name_key,
        ));
    }
    match accounts::login(app.hub.store.as_ref(), &c.name, &c.password).await {
        Ok(user) => logged_in(&app, &caller, &user, StatusCode::OK).await,
        Err(r) => {
            if matches!(r, ApiError::WrongPassword(_)) {
                by_ip.take(&caller.ip);
                by_name.take(&name_key);
            }
            Err(r)
        }
    }
}

async fn logout(State(app): State<Arc<App>>, Extension(caller): Extension<Caller>) -> Answer {
    if let Some(hash) = &caller.session {
        app.hub.store.delete_session(hash).await?;
    }
    let mut resp = Json(LoggedOut {
        logged_out: caller.session.is_some(),
    })
    .into_response();
    set_cookie(&app, &mut resp, SESSION_COOKIE, "", 0);
    Ok(resp)
}

/// Games on a page of a profile.
pub const PROFILE_PAGE: i64 = 20;

/// One game as a profile lists it, from the player's side (`seat`).
fn profile_entry(st: &GameState, seat: usize) -> ProfileGame {
    let other = &st.seats[1 - seat];
    let result = st.game.outcome().map(|o| match o.winner {
        Some(c) if player_index(st.game.player(c)) == seat => "win",
        Some(_) => "loss",
        None => "draw",
    });
    ProfileGame {
        id: st.id.clone(),
        rule: st.rule_name.clone(),
        opponent: crate::export::seat_name(other),
        opponent_kind: match other {
            Seat::Open => "open",
            Seat::Person { .. } => "person",
            Seat::Engine { .. } => "engine",
        },
        status: st.status.name(),
        result,
        result_text: st.result_text(),
        created_ms: st.created_ms,
        date: crate::export::date_of_ms(st.created_ms),
    }
}

async fn profile(
    State(app): State<Arc<App>>,
    Path(name): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Json<Profile>, ApiError> {
    let mut page = 1i64;
    for (k, v) in query
        .as_deref()
        .unwrap_or("")
        .split('&')
        .filter_map(|kv| kv.split_once('='))
    {
        if k == "page" {
            match v.parse::<i64>() {
                Ok(p) if (1..=100_000).contains(&p) => page = p,
                _ => {
                    return Err(ApiError::BadRequest(format!(
                        "page is a number from 1 to 100000, not '{v}'"
                    )))
                }
            }
        }
    }
    let store = &app.hub.store;
    let not_found = || ApiError::NotFound(format!("there is no player '{name}'"));
    if name.len() > accounts::NAME_MAX * 4 {
        return Err(not_found());
    }
    let user = store
        .user_by_name(&name.to_ascii_lowercase())
        .await?
        .ok_or_else(not_found)?;
    // One more than a page, to tell whether another page follows.
    let rows = store
        .games_of_player(&user.id, PROFILE_PAGE + 1, (page - 1) * PROFILE_PAGE)
        .await?;
    let more = rows.len() as i64 > PROFILE_PAGE;
    let mut games = Vec::new();
    for row in rows.into_iter().take(PROFILE_PAGE as usize) {
        let id = row.id.clone();
        let Some(stored) = store.load_game(&id).await? else {
            continue;
        };
        let st = GameState::from_stored(stored)
            .map_err(|e| ApiError::Storage(format!("game {id}: {e}")))?;
        let seat = st
            .seats
            .iter()
            .position(|s| matches!(s, Seat::Person { id, .. } if *id == user.id));
        if let Some(seat) = seat {
            games.push(profile_entry(&st, seat));
        }
    }
    Ok(Json(Profile {
        name: user.name,
        since: crate::export::date_of_ms(user.created_ms),
        page,
        per_page: PROFILE_PAGE,
        more,
        games,
    }))
}

async fn download(app: &App, id: &str, format: Format) -> Answer {
    let live = app.hub.get(id).await?;
    let st = live.state.lock().await;
    let (kind, ext) = match format {
        Format::Sgf => ("application/x-go-sgf", "sgf"),
        _ => ("text/plain; charset=utf-8", format.extension()),
    };
    let bytes = crate::export::write_game(&st, format)?;
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, kind)
        .header(
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"pearls-{}.{ext}\"", st.id),
        )
        .header("x-content-type-options", "nosniff")
        .body(Body::from(bytes))
        .expect("a valid response"))
}

async fn download_psq(State(app): State<Arc<App>>, Path(id): Path<String>) -> Answer {
    download(&app, &id, Format::Psq).await
}

async fn download_sgf(State(app): State<Arc<App>>, Path(id): Path<String>) -> Answer {
    download(&app, &id, Format::Sgf).await
}

async fn rules() -> Json<RulesList> {
    let rules = pearls_rules::RuleSet::all()
        .iter()
        .map(|r| RuleInfo {
            name: r.name,
            description: r.description,
            engine: pearls_engine::Rule::from_rule_set(r).is_some(),
            default_opening: r.default_opening.name(),
        })
        .collect();
    let openings = pearls_rules::OpeningRule::ALL
        .iter()
        .map(|o| OpeningInfo {
            name: o.name(),
            description: o.description(),
        })
        .collect();
    Json(RulesList { rules, openings })
}

async fn create_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    let (by_id, by_ip) = (&app.limits.games_by_identity, &app.limits.games_by_address);
    if !by_id.allows(&who.id) {
        return Ok(rate_limited(
            "you have made too many games".into(),
            by_id,
            &who.id,
        ));
    }
    if !by_ip.take(&caller.ip) {
        return Ok(rate_limited(
            "too many games made from this address".into(),
            by_ip,
            &caller.ip,
        ));
    }
    by_id.take(&who.id);
    let c = app.hub.create_game(&who, req).await?;
    let link = GameLink {
        challenge_url: c.challenge.as_deref().map(challenge_url),
        ..GameLink::new(&c.id)
    };
    Ok((StatusCode::CREATED, Json(link)).into_response())
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
) -> Result<Json<GameList>, ApiError> {
    let Query(q) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    if let Some(s) = q.status.as_deref().filter(|s| *s != "live") {
        let s: String = s.chars().take(40).collect();
        return Err(ApiError::BadRequest(format!(
            "games can be listed by status=live only, not '{s}'"
        )));
    }
    let limit = match q.limit.as_deref().map(str::parse::<usize>) {
        None => 50,
        Some(Ok(n)) if (1..=MAX_LIST).contains(&n) => n,
        Some(_) => {
            return Err(ApiError::BadRequest(format!(
                "limit must be a number from 1 to {MAX_LIST}"
            )))
        }
    };
    Ok(Json(GameList {
        games: app.hub.list_live(limit),
    }))
}

/// Challenge tokens are 32 hex digits; anything else is not looked up.
fn token_shape(token: &str) -> Result<(), ApiError> {
    if token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(ApiError::NotFound(
            "there is no such challenge (the link is wrong, or its game is over)".into(),
        ))
    }
}

/// What a challenge link offers: the game, who made it and the side left.
async fn challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Result<Json<ChallengeView>, ApiError> {
    token_shape(&token)?;
    let live = app.hub.challenge(&token).await?;
    let st = live.state.lock().await;
    let mine = st
        .seat_of(&crate::hub::Actor::Person(who.id.clone()))
        .is_some();
    let open = st.seats.iter().position(|s| *s == crate::hub::Seat::Open);
    Ok(Json(ChallengeView {
        game: crate::view::summary(&st, crate::hub::now_ms()),
        open_seat: open,
        mine,
    }))
}

async fn accept_challenge(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(token): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    token_shape(&token)?;
    let id = app.hub.accept_challenge(&who, &token).await?;
    Ok(Json(GameLink::new(&id)))
}

async fn list_seeks(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Json<SeekList> {
    let seeks = app.lobby.seeks().iter().map(|s| s.view(&who.id)).collect();
    Json(SeekList { seeks })
}

async fn post_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    req: Result<Json<NewSeek>, JsonRejection>,
) -> Answer {
    let s = app.lobby.post(&who, json_body(req)?)?;
    let posted = PostedSeek {
        id: s.id.clone(),
        seek: s.view(&who.id),
    };
    Ok((StatusCode::CREATED, Json(posted)).into_response())
}

async fn accept_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    let game = app.lobby.accept(&app.hub, &who, &id).await?;
    Ok(Json(GameLink::new(&game)))
}

async fn cancel_seek(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<CancelledSeek>, ApiError> {
    app.lobby.cancel(&who, &id)?;
    Ok(Json(CancelledSeek { id }))
}

/// A WebSocket upgrade with the frame limit every socket of the server has.
fn limited(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(crate::ws::MAX_FRAME)
        .max_frame_size(crate::ws::MAX_FRAME)
}

async fn lobby_socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    ws: WebSocketUpgrade,
) -> Response {
    limited(ws).on_upgrade(move |s| crate::ws::lobby_session(s, app, who))
}

async fn join_game(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<GameLink>, ApiError> {
    app.hub.join_game(&who, &id).await?;
    Ok(Json(GameLink::new(&id)))
}

async fn game_state(State(app): State<Arc<App>>, Path(id): Path<String>) -> Answer {
    let live = app.hub.get(&id).await?;
    let st = live.state.lock().await;
    let text = crate::view::state_message(&st, crate::hub::now_ms());
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(text))
        .expect("a valid response"))
}

async fn position_at(
    State(app): State<Arc<App>>,
    Path((id, ply)): Path<(String, usize)>,
) -> Result<Json<Position>, ApiError> {
    let live = app.hub.get(&id).await?;
    let st = live.state.lock().await;
    crate::view::position_at(&st, ply)
        .map(Json)
        .ok_or_else(|| ApiError::NotFound(format!("the game has no ply {ply}")))
}

async fn socket(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Answer {
    let live = app.hub.get(&id).await?;
    Ok(limited(ws).on_upgrade(move |s| crate::ws::session(s, app, live, who)))
}
