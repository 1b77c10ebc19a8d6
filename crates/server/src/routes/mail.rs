//! E-mail: an account's address and notifications (`/api/me/email`), the links sent by
//! mail (`/api/mail/verify/{token}`, `/api/mail/unsubscribe/{token}`) and the forgotten
//! password (`/api/password/forgot`, `/api/password/reset`).

use super::reply::{json_body, Answer};
use crate::accounts;
use crate::error::ApiError;
use crate::identity::{random_hex, token_hash, Identity};
use crate::messages::{Done, EmailSettings, Notifications};
use crate::store::{EmailRow, MailToken};
use crate::App;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::{Extension, Json};
use serde::Deserialize;
use std::sync::Arc;

/// How long the link that verifies an address works.
pub const VERIFY_MS: i64 = 2 * 24 * 3600 * 1000;
/// How long the link that resets a password works.
pub const RESET_MS: i64 = 3600 * 1000;
/// The longest address accepted (RFC 5321's path limit).
const MAX_ADDRESS: usize = 254;

fn account(who: &Identity) -> Result<(), ApiError> {
    if who.guest {
        return Err(ApiError::AccountNeeded(
            "e-mail is for accounts: register or log in".into(),
        ));
    }
    Ok(())
}

fn mailer(app: &App) -> Result<Arc<crate::mail::Mailer>, ApiError> {
    app.hub.mailer.get().cloned().ok_or_else(|| {
        ApiError::MailOff("this server sends no e-mail (it was started without --smtp)".into())
    })
}

fn settings(app: &App, row: Option<EmailRow>) -> EmailSettings {
    let mail_enabled = app.hub.mailer.get().is_some();
    match row {
        Some(r) => EmailSettings {
            address: Some(r.address),
            verified: r.verified,
            notify: Notifications {
                turn: r.notify_turn,
                game_over: r.notify_end,
                tournament: r.notify_tournament,
            },
            mail_enabled,
        },
        None => EmailSettings {
            address: None,
            verified: false,
            notify: Notifications {
                turn: false,
                game_over: false,
                tournament: false,
            },
            mail_enabled,
        },
    }
}

pub async fn get_email(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Result<Json<EmailSettings>, ApiError> {
    account(&who)?;
    let row = app.hub.store.email_of(&who.id).await?;
    Ok(Json(settings(&app, row)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewAddress {
    address: String,
}

/// Sets the account's address (unverified) and mails it the link that verifies it.
pub async fn set_email(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<NewAddress>, JsonRejection>,
) -> Result<Json<EmailSettings>, ApiError> {
    account(&who)?;
    let req = json_body(body)?;
    let mailer = mailer(&app)?;
    let address = req.address.trim().to_string();
    if address.len() > MAX_ADDRESS || address.parse::<lettre::Address>().is_err() {
        let shown: String = address.chars().take(60).collect();
        return Err(ApiError::BadRequest(format!(
            "'{shown}' is not an e-mail address (name@domain, at most {MAX_ADDRESS} characters)"
        )));
    }
    let store = &app.hub.store;
    let now = app.hub.time.now_ms();
    let old = store.email_of(&who.id).await?;
    let unchanged = old
        .as_ref()
        .is_some_and(|o| o.verified && o.address == address);
    if !unchanged {
        if let Err(wait) = app.social.mails.take(&who.id) {
            return Err(ApiError::RateLimited(format!(
                "at most {} verification mails an hour; try again in {} s",
                crate::chat::MAIL_BURST,
                wait.secs()
            )));
        }
    }
    let row = EmailRow {
        user_id: who.id.clone(),
        address: address.clone(),
        verified: old
            .as_ref()
            .is_some_and(|o| o.verified && o.address == address),
        notify_turn: old.as_ref().is_some_and(|o| o.notify_turn),
        notify_end: old.as_ref().is_some_and(|o| o.notify_end),
        notify_tournament: old.as_ref().is_some_and(|o| o.notify_tournament),
        unsubscribe: old.map_or_else(|| random_hex(16), |o| o.unsubscribe),
        updated_ms: now,
    };
    store.set_email(&row).await?;
    if !row.verified {
        let token = random_hex(16);
        store
            .add_mail_token(&MailToken {
                token_hash: token_hash(&token),
                user_id: who.id.clone(),
                purpose: "verify".into(),
                address: address.clone(),
                expires_ms: now + VERIFY_MS,
            })
            .await?;
        let link = mailer.link(&format!("/api/mail/verify/{token}"));
        mailer.send(
            &row,
            "Pearls: verify your e-mail address",
            &format!(
                "{} gave this address to Pearls. To confirm it is yours, open\n{link}\n\
                 The link works for 48 hours. If this was not you, ignore this message.",
                who.name
            ),
        );
    }
    Ok(Json(settings(&app, Some(row))))
}

/// Chooses the notifications of the account's address.
pub async fn set_notifications(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<Notifications>, JsonRejection>,
) -> Result<Json<EmailSettings>, ApiError> {
    account(&who)?;
    let n = json_body(body)?;
    let store = &app.hub.store;
    let Some(mut row) = store.email_of(&who.id).await? else {
        return Err(ApiError::BadRequest(
            "give an e-mail address first (POST /api/me/email)".into(),
        ));
    };
    row.notify_turn = n.turn;
    row.notify_end = n.game_over;
    row.notify_tournament = n.tournament;
    row.updated_ms = app.hub.time.now_ms();
    store.set_email(&row).await?;
    Ok(Json(settings(&app, Some(row))))
}

fn token_shape(token: &str) -> Result<(), ApiError> {
    if token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(bad_link())
    }
}

fn bad_link() -> ApiError {
    ApiError::BadToken("this link is wrong, was used already or has expired".into())
}

/// The link of the verification mail.
pub async fn verify(State(app): State<Arc<App>>, Path(token): Path<String>) -> Answer {
    token_shape(&token)?;
    let store = &app.hub.store;
    let now = app.hub.time.now_ms();
    let t = store
        .take_mail_token(&token_hash(&token), "verify", now)
        .await?
        .ok_or_else(bad_link)?;
    if !store.verify_email(&t.user_id, &t.address).await? {
        return Err(ApiError::BadToken(format!(
            "{} is no longer this account's address",
            t.address
        )));
    }
    Ok(Json(Done {
        done: true,
        message: format!("{} is verified", t.address),
    })
    .into_response())
}

/// The one-click unsubscribe link at the end of every message.
pub async fn unsubscribe(State(app): State<Arc<App>>, Path(token): Path<String>) -> Answer {
    token_shape(&token)?;
    if !app.hub.store.unsubscribe(&token).await? {
        return Err(bad_link());
    }
    Ok(Json(Done {
        done: true,
        message: "you will receive no more notifications from Pearls".into(),
    })
    .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forgotten {
    name: String,
}

/// Mails a reset link to the account's verified address. The answer is the same whether
/// or not the account or an address exists, so that it tells nobody which do.
pub async fn forgot(
    State(app): State<Arc<App>>,
    body: Result<Json<Forgotten>, JsonRejection>,
) -> Answer {
    let req = json_body(body)?;
    let mailer = mailer(&app)?;
    let store = &app.hub.store;
    let name_key: String = req.name.to_lowercase().chars().take(64).collect();
    let email = match store.user_by_name(&name_key).await? {
        Some(u) => store.email_of(&u.id).await?.filter(|e| e.verified),
        None => None,
    };
    // Limited by name, whether or not it exists, so that the answer tells nothing.
    if let Err(wait) = app.social.mails.take(&format!("reset\n{name_key}")) {
        return Err(ApiError::RateLimited(format!(
            "at most {} reset mails an hour for one account; try again in {} s",
            crate::chat::MAIL_BURST,
            wait.secs()
        )));
    }
    if let Some(email) = email {
        let token = random_hex(16);
        store
            .add_mail_token(&MailToken {
                token_hash: token_hash(&token),
                user_id: email.user_id.clone(),
                purpose: "reset".into(),
                address: email.address.clone(),
                expires_ms: app.hub.time.now_ms() + RESET_MS,
            })
            .await?;
        let link = mailer.link(&format!("/reset-password?token={token}"));
        mailer.send(
            &email,
            "Pearls: reset your password",
            &format!(
                "Someone asked to reset the password of the Pearls account {}. To choose a \
                 new one, open\n{link}\nThe link works once, for one hour. If this was not \
                 you, ignore this message: the password stays as it is.",
                req.name
            ),
        );
    }
    Ok((
        StatusCode::ACCEPTED,
        Json(Done {
            done: true,
            message: "if the account has a verified address, a link to reset its password \
                      was sent there"
                .into(),
        }),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reset {
    token: String,
    password: String,
}

/// Sets a new password with the token of a reset link; every session of the account ends.
pub async fn reset(
    State(app): State<Arc<App>>,
    body: Result<Json<Reset>, JsonRejection>,
) -> Result<Json<Done>, ApiError> {
    let req = json_body(body)?;
    token_shape(&req.token)?;
    accounts::check_password(&req.password)?;
    let store = &app.hub.store;
    let t = store
        .take_mail_token(&token_hash(&req.token), "reset", app.hub.time.now_ms())
        .await?
        .ok_or_else(bad_link)?;
    let hash = accounts::hash_password(&req.password)?;
    store.set_password(&t.user_id, &hash).await?;
    Ok(Json(Done {
        done: true,
        message: "the password is changed: log in with it".into(),
    }))
}
