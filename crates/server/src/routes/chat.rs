//! Around a game: its chats (`/api/games/{id}/chat`), reports and moderation
//! (`/api/chat/{message}/report`, `/api/moderation/…`), rematches
//! (`/api/games/{id}/rematch`) and the caller's notifications (`/api/me/notifications`).

use super::reply::json_body;
use crate::chat::{Rematch, Room, MAX_MUTE_MINUTES};
use crate::error::ApiError;
use crate::identity::Identity;
use crate::messages::{
    ChatList, ChatMessage, Done, NotificationList, NotificationView, RematchView, ReportList,
    ReportView,
};
use crate::store::ChatRow;
use crate::App;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::{Extension, Json};
use serde::Deserialize;
use std::sync::Arc;

/// Notifications a list shows.
const NOTIFICATIONS: i64 = 50;
/// Reports a moderator's list shows.
const REPORTS: i64 = 100;

fn message(m: ChatRow) -> ChatMessage {
    ChatMessage {
        id: m.id,
        author: m.author,
        text: m.text,
        at_ms: m.at_ms,
    }
}

#[derive(Deserialize)]
pub struct RoomQuery {
    room: Option<String>,
}

pub async fn list(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    query: Result<Query<RoomQuery>, QueryRejection>,
) -> Result<Json<ChatList>, ApiError> {
    let Query(q) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    let room = Room::parse(q.room.as_deref().unwrap_or("spectators"))?;
    let messages = app.hub.chat(&who, &id, room).await?;
    Ok(Json(ChatList {
        room: room.name(),
        messages: messages.into_iter().map(message).collect(),
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Post {
    room: String,
    text: String,
}

pub async fn post(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
    body: Result<Json<Post>, JsonRejection>,
) -> Result<Json<ChatMessage>, ApiError> {
    let req = json_body(body)?;
    let room = Room::parse(&req.room)?;
    let m = app
        .hub
        .post_chat(&app.social, &who, &id, room, &req.text)
        .await?;
    Ok(Json(message(m)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    #[serde(default)]
    reason: String,
}

pub async fn report(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(message_id): Path<String>,
    body: Result<Json<Report>, JsonRejection>,
) -> Result<Json<Done>, ApiError> {
    let req = json_body(body)?;
    let store = &app.hub.store;
    let not_found = || ApiError::NotFound(format!("there is no chat message {message_id}"));
    if message_id.len() > 64 {
        return Err(not_found());
    }
    let m = store
        .chat_message(&message_id)
        .await?
        .ok_or_else(not_found)?;
    // One may report only what one may read.
    let live = app.hub.get(&m.game_id).await?;
    crate::chat::may_read(&*live.state.lock().await, &who, Room::parse(&m.room)?)?;
    let reason: String = req.reason.trim().chars().take(200).collect();
    let first = store
        .report_chat(&message_id, &who.id, &reason, app.hub.time.now_ms())
        .await?;
    Ok(Json(Done {
        done: true,
        message: if first {
            "reported: the moderators will see it".into()
        } else {
            "you had reported this message already".into()
        },
    }))
}

pub async fn reports(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Result<Json<ReportList>, ApiError> {
    app.social.moderator(&who)?;
    let rows = app.hub.store.reports(REPORTS).await?;
    Ok(Json(ReportList {
        reports: rows
            .into_iter()
            .map(|r| ReportView {
                game: r.message.game_id.clone(),
                room: r.message.room.clone(),
                reports: r.reports,
                reasons: r.reasons,
                last_ms: r.last_ms,
                message: message(r.message),
            })
            .collect(),
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mute {
    /// A message of the player to mute.
    message: String,
    minutes: i64,
    #[serde(default)]
    reason: String,
}

/// Mutes the author of a message for `minutes` (0 lifts a mute).
pub async fn mute(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    body: Result<Json<Mute>, JsonRejection>,
) -> Result<Json<Done>, ApiError> {
    app.social.moderator(&who)?;
    let req = json_body(body)?;
    if !(0..=MAX_MUTE_MINUTES).contains(&req.minutes) {
        return Err(ApiError::BadRequest(format!(
            "a mute is 0 to {MAX_MUTE_MINUTES} minutes"
        )));
    }
    let store = &app.hub.store;
    let m = store
        .chat_message(&req.message)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("there is no chat message {}", req.message)))?;
    let until = app.hub.time.now_ms() + req.minutes * 60_000;
    let reason: String = req.reason.trim().chars().take(200).collect();
    store
        .set_mute(&m.author_id, until, &who.name, &reason)
        .await?;
    Ok(Json(Done {
        done: true,
        message: format!("{} is muted for {} minutes", m.author, req.minutes),
    }))
}

pub async fn rematch(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
    Path(id): Path<String>,
) -> Result<Json<RematchView>, ApiError> {
    Ok(Json(
        match app.hub.rematch(&app.social, &who, &id).await? {
            Rematch::Offered => RematchView {
                status: "offered",
                id: None,
                url: None,
            },
            Rematch::Made(next) => RematchView {
                status: "made",
                url: Some(crate::messages::game_url(&next)),
                id: Some(next),
            },
        },
    ))
}

pub async fn notifications(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Result<Json<NotificationList>, ApiError> {
    let rows = app
        .hub
        .store
        .notifications_of(&who.id, NOTIFICATIONS)
        .await?;
    Ok(Json(NotificationList {
        unseen: rows.iter().filter(|n| !n.seen).count(),
        notifications: rows
            .into_iter()
            .map(|n| {
                let (kind, name) = notification_kind(&n.text).unzip();
                NotificationView {
                    id: n.id,
                    kind,
                    name: name.map(str::to_string),
                    text: n.text,
                    link: n.link,
                    at_ms: n.at_ms,
                    seen: n.seen,
                }
            })
            .collect(),
    }))
}

/// The kind of a stored notification and the name it quotes, read back from its text:
/// notifications are kept as the English texts that `Hub::notify` writes (the mail's
/// subject), and these are the only ones it writes.
fn notification_kind(text: &str) -> Option<(&'static str, &str)> {
    if let Some(name) = text.strip_prefix("your move against ") {
        return Some(("turn", name));
    }
    if let Some(name) = text
        .strip_prefix("your game with ")
        .and_then(|t| t.strip_suffix(" is over"))
    {
        return Some(("game-over", name));
    }
    text.strip_prefix("the tournament ")
        .and_then(|t| t.strip_suffix(" has started"))
        .map(|name| ("tournament-started", name))
}

pub async fn seen(
    State(app): State<Arc<App>>,
    Extension(who): Extension<Identity>,
) -> Result<Json<Done>, ApiError> {
    app.hub.store.mark_notifications_seen(&who.id).await?;
    Ok(Json(Done {
        done: true,
        message: "every notification is marked seen".into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::notification_kind;

    #[test]
    fn notifications_are_read_back_by_kind_with_the_name_they_quote() {
        assert_eq!(
            notification_kind("your move against anna"),
            Some(("turn", "anna"))
        );
        assert_eq!(
            notification_kind("your game with Pearls is over"),
            Some(("game-over", "Pearls"))
        );
        assert_eq!(
            notification_kind("the tournament Spring cup has started"),
            Some(("tournament-started", "Spring cup"))
        );
        assert_eq!(notification_kind("something else"), None);
    }
}
