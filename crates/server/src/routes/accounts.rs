//! Who is asking, accounts and profiles: `/api/me`, `/api/register`, `/api/login`,
//! `/api/logout` and `/api/users/{name}`.

use super::reply::{json_body, rate_limited, set_cookie, Answer};
use super::Caller;
use crate::accounts;
use crate::error::ApiError;
use crate::game::{player_index, Seat, State as GameState};
use crate::identity::{token_hash, Identity, SESSION_COOKIE};
use crate::messages::{LoggedOut, Me, Profile, ProfileGame, RatingView};
use crate::store::UserRow;
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use serde::Deserialize;
use std::sync::Arc;

/// Games on a page of a profile.
pub const PROFILE_PAGE: i64 = 20;

pub async fn me(
    Extension(who): Extension<Identity>,
    Extension(caller): Extension<Caller>,
) -> Json<Me> {
    Json(Me {
        name: who.name,
        guest: who.guest,
        csrf: caller.csrf,
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    name: String,
    password: String,
}

/// Opens a session for `user`: the reply has the session cookie and the new CSRF token.
/// A session the browser had before ends: it has only one. A guest's games, finished
/// and live, pass to the account.
async fn logged_in(
    app: &App,
    caller: &Caller,
    who: &Identity,
    user: &UserRow,
    status: StatusCode,
) -> Answer {
    if let Some(old) = &caller.session {
        app.hub.store.delete_session(old).await?;
    }
    let account = Identity::account(user.id.clone(), user.name.clone());
    app.hub.adopt_guest_games(who, &account).await?;
    app.tournaments.adopt(who, &account).await?;
    app.leagues.adopt(who, &account).await?;
    let token =
        accounts::start_session(app.hub.store.as_ref(), user, app.hub.time.now_ms()).await?;
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

pub async fn register(
    State(app): State<Arc<App>>,
    Extension(caller): Extension<Caller>,
    Extension(who): Extension<Identity>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    let c = json_body(body)?;
    if let Err(wait) = app.limits.registrations.take(&caller.ip) {
        return Ok(rate_limited(
            "too many accounts made from this address".into(),
            wait,
        ));
    }
    let user = accounts::register(
        app.hub.store.as_ref(),
        &c.name,
        &c.password,
        app.hub.time.now_ms(),
    )
    .await?;
    logged_in(&app, &caller, &who, &user, StatusCode::CREATED).await
}

pub async fn login(
    State(app): State<Arc<App>>,
    Extension(caller): Extension<Caller>,
    Extension(who): Extension<Identity>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Answer {
    let c = json_body(body)?;
    let (by_ip, by_name) = (&app.limits.login_by_address, &app.limits.login_by_name);
    let name_key: String = c.name.to_ascii_lowercase().chars().take(64).collect();
    // Failures as a name count from each address apart: an attacker elsewhere cannot
    // lock the owner out, while the address's own budget still bounds every guess.
    let name_at = format!("{name_key}\n{}", caller.ip);
    // Only failures count, but a caller out of failures may not try at all.
    if let Err(wait) = by_ip.allows(&caller.ip) {
        return Ok(rate_limited(
            "too many failed logins from this address".into(),
            wait,
        ));
    }
    if let Err(wait) = by_name.allows(&name_at) {
        return Ok(rate_limited(
            format!("too many failed logins as '{name_key}' from this address"),
            wait,
        ));
    }
    match accounts::login(app.hub.store.as_ref(), &c.name, &c.password).await {
        Ok(user) => logged_in(&app, &caller, &who, &user, StatusCode::OK).await,
        Err(r) => {
            if matches!(r, ApiError::WrongPassword(_)) {
                let _ = by_ip.take(&caller.ip);
                let _ = by_name.take(&name_at);
            }
            Err(r)
        }
    }
}

pub async fn logout(State(app): State<Arc<App>>, Extension(caller): Extension<Caller>) -> Answer {
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

/// One game as a profile lists it, from the player's side (`seat`).
fn profile_game(st: &GameState, seat: usize) -> ProfileGame {
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
        rated: st.rated,
        result,
        result_text: st.result_text(),
        outcome: crate::view::outcome_view(st),
        color_names: crate::view::color_names(st),
        created_ms: st.created_ms,
        date: crate::export::date_of_ms(st.created_ms),
    }
}

pub async fn profile(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
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
        // A private game is on its players' own view of the profile only.
        if let (Some(seat), true) = (seat, super::guard::privacy::may_see(&st, &who)) {
            games.push(profile_game(&st, seat));
        }
    }
    let ratings = store
        .ratings_of(&user.id)
        .await?
        .into_iter()
        .map(|r| {
            let now = r.glicko_at(app.hub.time.now_ms());
            let view = RatingView {
                rating: now.rating,
                deviation: now.deviation,
                games: r.games,
                provisional: now.provisional(),
            };
            (r.pool, view)
        })
        .collect();
    Ok(Json(Profile {
        name: user.name,
        ratings,
        since: crate::export::date_of_ms(user.created_ms),
        page,
        per_page: PROFILE_PAGE,
        more,
        games,
        puzzle: super::puzzles::standing(&app, &user.id).await?,
    }))
}
