//! HTTP: the JSON API by resource, the WebSocket upgrades and the browser app, which is
//! compiled into the binary from `web/`.
//!
//! - [`accounts`]: who is asking, registration, login, logout and profiles;
//! - [`games`]: games, their records, positions, sockets and challenge links;
//! - [`seeks`]: the lobby's seeks and its socket;
//! - [`ratings`]: the leaderboard of each rating pool;
//! - [`rules`]: the rules a game may have;
//! - [`study`]: records imported, and the engine's analysis of a position;
//! - [`analysis_socket`]: the analysis board's engine lines, streamed;
//! - [`studies`]: trees of moves saved, shared and exported;
//! - [`review`]: a finished game gone over by the engine;
//! - [`puzzles`]: the puzzle trainer;
//! - [`competitions`]: problems competitions;
//! - [`diagram`]: a game drawn as SVG or PNG;
//! - [`explorer`]: the opening explorer;
//! - [`tournaments`]: tournaments, their players, course and socket;
//! - [`leagues`]: leagues of round-robin groups, season after season;
//! - [`assets`]: the app's files, and its page for every other path;
//! - [`language`]: the page's language, from the `lang` cookie or Accept-Language;
//! - [`guard`]: the layers every request passes first: origin, identity, CSRF;
//! - [`turns`]: the caller's turns and vacations; [`conditional`]: conditional moves in
//!   correspondence games; [`mail`]: e-mail addresses, their links, forgotten passwords;
//!   [`matches`]: handicap matches; [`chat`]: chats, moderation, rematches and
//!   notifications.

pub mod accounts;
pub mod analysis_socket;
pub mod assets;
pub mod chat;
pub mod competitions;
pub mod conditional;
pub mod diagram;
pub mod explorer;
pub mod games;
pub mod guard;
pub mod health;
pub mod language;
pub mod leagues;
pub mod mail;
pub mod matches;
pub mod puzzles;
pub mod ratings;
pub mod reply;
pub mod review;
pub mod rules;
pub mod seeks;
pub mod studies;
pub mod study;
pub mod tournaments;
pub mod turns;

use crate::App;
use axum::extract::DefaultBodyLimit;
use axum::middleware::{from_fn, from_fn_with_state};
use axum::routing::{get, post};
use axum::Router;
use std::sync::Arc;

pub use guard::{Caller, CSRF_HEADER};

/// The largest request body accepted (but by `POST /api/import`, which takes a record).
pub const MAX_BODY: usize = 16 * 1024;

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/static/{*file}", get(assets::asset))
        .route("/api/me", get(accounts::me))
        .route("/healthz", get(health::healthz))
        .route("/api/register", post(accounts::register))
        .route("/api/login", post(accounts::login))
        .route("/api/logout", post(accounts::logout))
        .route("/api/users/{name}", get(accounts::profile))
        .route("/api/users/{name}/rating-history", get(ratings::history))
        .route("/api/rules", get(rules::rules))
        .route("/api/leaderboard/{rule}/{speed}", get(ratings::board))
        .route("/api/games", get(games::list).post(games::create))
        .route("/api/games/{id}", get(games::state))
        .route("/api/games/{id}/join", post(games::join))
        .route("/api/games/{id}/abort", post(games::abort))
        .route("/api/games/{id}/at/{ply}", get(games::position_at))
        .route("/api/games/{id}/ws", get(games::socket))
        .route("/api/games/{id}/psq", get(games::download_psq))
        .route("/api/games/{id}/sgf", get(games::download_sgf))
        .route("/api/challenges/{token}", get(games::challenge))
        .route(
            "/api/challenges/{token}/accept",
            post(games::accept_challenge),
        )
        .route("/api/seeks", get(seeks::list).post(seeks::post))
        .route("/api/seeks/{id}/accept", post(seeks::accept))
        .route("/api/seeks/{id}/cancel", post(seeks::cancel))
        .route("/api/lobby/ws", get(seeks::lobby_socket))
        // A record may be a library of megabytes: this route alone takes a larger body.
        .route(
            "/api/import",
            post(study::import).layer(DefaultBodyLimit::max(study::MAX_IMPORT_BODY)),
        )
        .route("/api/analysis", post(study::analysis))
        .route("/api/analysis/socket", get(analysis_socket::socket))
        // A study's tree may be large: these routes take a larger body.
        .route(
            "/api/studies",
            get(studies::list)
                .post(studies::create)
                .layer(DefaultBodyLimit::max(studies::MAX_STUDY_BODY)),
        )
        .route(
            "/api/studies/{id}",
            get(studies::get)
                .post(studies::update)
                .layer(DefaultBodyLimit::max(studies::MAX_STUDY_BODY)),
        )
        .route("/api/studies/{id}/lib", get(studies::export_lib))
        .route("/api/studies/{id}/sgf", get(studies::export_sgf))
        .route(
            "/api/games/{id}/review",
            get(review::get).post(review::start),
        )
        .route("/api/puzzles", get(puzzles::catalog))
        .route("/api/puzzles/next", get(puzzles::next))
        .route("/api/puzzles/{id}/solve", post(puzzles::solve))
        .route("/api/puzzles/{id}/hint", get(puzzles::hint))
        .route("/api/me/puzzles", get(puzzles::mine))
        .route(
            "/api/competitions",
            get(competitions::list).post(competitions::create),
        )
        .route("/api/competitions/{id}", get(competitions::show))
        .route("/api/competitions/{id}/entries", post(competitions::enter))
        .route(
            "/api/competitions/{id}/results",
            get(competitions::results_of),
        )
        .route("/api/games/{id}/diagram.svg", get(diagram::svg))
        .route("/api/games/{id}/diagram.png", get(diagram::png))
        .route("/api/explorer", get(explorer::explore))
        .route(
            "/api/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/api/tournaments/{id}", get(tournaments::show))
        .route("/api/tournaments/{id}/join", post(tournaments::join))
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournaments::withdraw),
        )
        .route("/api/tournaments/{id}/start", post(tournaments::start))
        .route("/api/tournaments/{id}/ws", get(tournaments::socket))
        .route("/api/leagues", get(leagues::list).post(leagues::create))
        .route("/api/leagues/{id}", get(leagues::show))
        .route("/api/leagues/{id}/join", post(leagues::join))
        .route("/api/leagues/{id}/withdraw", post(leagues::withdraw))
        .route("/api/leagues/{id}/seasons", post(leagues::next_season))
        .route("/api/me/turns", get(turns::turns))
        .route(
            "/api/me/vacation",
            get(turns::vacation).post(turns::take_vacation),
        )
        .route(
            "/api/games/{id}/conditional",
            get(conditional::get).post(conditional::set),
        )
        .route(
            "/api/games/{id}/conditional/clear",
            post(conditional::clear),
        )
        .route("/api/me/email", get(mail::get_email).post(mail::set_email))
        .route("/api/me/email/notifications", post(mail::set_notifications))
        .route("/api/mail/verify/{token}", get(mail::verify))
        .route("/api/mail/unsubscribe/{token}", get(mail::unsubscribe))
        .route("/api/password/forgot", post(mail::forgot))
        .route("/api/password/reset", post(mail::reset))
        .route("/api/matches", post(matches::create))
        .route("/api/matches/{id}", get(matches::get))
        .route("/api/games/{id}/chat", get(chat::list).post(chat::post))
        .route("/api/chat/{message}/report", post(chat::report))
        .route("/api/moderation/reports", get(chat::reports))
        .route("/api/moderation/mute", post(chat::mute))
        .route("/api/games/{id}/rematch", post(chat::rematch))
        .route("/api/me/notifications", get(chat::notifications))
        .route("/api/me/notifications/seen", post(chat::seen))
        .fallback(assets::page)
        // The last layer added runs first: origin, then identity, then CSRF.
        .layer(from_fn_with_state(app.clone(), guard::csrf::check))
        .layer(from_fn_with_state(app.clone(), guard::identity::resolve))
        .layer(from_fn_with_state(app.clone(), guard::origin::check))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(from_fn(guard::headers::add))
        .with_state(app)
}
