//! Around a game: its two chats, reports and mutes, rematches and in-app notifications.
//!
//! A game has two rooms: `players`, read and written by its two players only, and
//! `spectators`, read by anyone and written by anyone but the players while the game is
//! in play (so that no one whispers moves to a player). Messages are at most
//! [`MAX_CHAT_LEN`] characters, at most [`CHAT_BURST`] in [`CHAT_PERIOD`] per person.
//! Anyone may report a message; moderators (`pearls serve --moderator NAME`) list the
//! reports and mute the author of a message for a time. A new message is announced on
//! the game's socket as `{"type": "chat", "room"}` without its text, which each reader
//! fetches as far as they may read it.
//!
//! A rematch is offered by one player of a finished game and made when the other asks
//! too: the new game has the same rule, opening, size and clock, the seats exchanged.

use crate::error::ApiError;
use crate::game::{Actor, Seat, State, Status};
use crate::hub::Hub;
use crate::identity::{random_hex, Identity};
use crate::limits::{Limiter, ServerClock};
use crate::messages::ServerMessage;
use crate::services::setup::GameSetup;
use crate::store::{ChatRow, NotificationRow};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub const MAX_CHAT_LEN: usize = 200;
pub const CHAT_BURST: u32 = 5;
pub const CHAT_PERIOD: Duration = Duration::from_secs(10);
/// Messages a room shows.
pub const CHAT_HISTORY: i64 = 100;
/// Mails a person may have sent on their behalf (a verification or a reset link) in
/// [`MAIL_PERIOD`]: enough for a mistyped address, too few to flood anyone's mailbox.
pub const MAIL_BURST: u32 = 3;
pub const MAIL_PERIOD: Duration = Duration::from_secs(3600);
/// The longest mute, in minutes (30 days).
pub const MAX_MUTE_MINUTES: i64 = 30 * 24 * 60;

/// Orders the messages of one millisecond.
static CHAT_SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// What the chats, moderation and rematches keep in memory.
pub struct Social {
    pub limiter: Limiter,
    /// Verification and reset mails, by account (and by account name for resets).
    pub mails: Limiter,
    /// Moderators' names, in lowercase.
    moderators: Vec<String>,
    /// Standing rematch offers: finished game to the offering player's index.
    rematches: Mutex<HashMap<String, usize>>,
}

/// A room of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Room {
    Players,
    Spectators,
}

impl Room {
    pub fn parse(s: &str) -> Result<Room, ApiError> {
        match s {
            "players" => Ok(Room::Players),
            "spectators" => Ok(Room::Spectators),
            other => Err(ApiError::BadRequest(format!(
                "unknown room '{}' (players or spectators)",
                other.chars().take(40).collect::<String>()
            ))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Room::Players => "players",
            Room::Spectators => "spectators",
        }
    }
}

/// What happened to a rematch request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rematch {
    /// Offered; the other player has not asked yet.
    Offered,
    /// Both asked: the new game.
    Made(String),
}

impl Social {
    pub fn new(moderators: &[String], time: Arc<dyn crate::time::TimeSource>) -> Social {
        Social {
            limiter: Limiter::with_clock(CHAT_BURST, CHAT_PERIOD, ServerClock(time.clone())),
            mails: Limiter::with_clock(MAIL_BURST, MAIL_PERIOD, ServerClock(time)),
            moderators: moderators.iter().map(|m| m.to_lowercase()).collect(),
            rematches: Mutex::new(HashMap::new()),
        }
    }

    pub fn is_moderator(&self, who: &Identity) -> bool {
        !who.guest && self.moderators.contains(&who.name.to_lowercase())
    }

    pub fn moderator(&self, who: &Identity) -> Result<(), ApiError> {
        if self.is_moderator(who) {
            Ok(())
        } else {
            Err(ApiError::NotModerator(
                "only moderators see reports and mute players".into(),
            ))
        }
    }
}

fn seat_person(st: &State, who: &Identity) -> Option<usize> {
    st.seat_of(&Actor::Person(who.id.clone()))
}

/// Whether `who` may read `room` of the game.
pub fn may_read(st: &State, who: &Identity, room: Room) -> Result<(), ApiError> {
    // A private game's chat, its spectators' room too, is its players' as the game is.
    crate::routes::guard::privacy::check(st, who)?;
    if room == Room::Players && seat_person(st, who).is_none() {
        return Err(ApiError::NotYourGame(
            "the players' chat is for the two players only".into(),
        ));
    }
    Ok(())
}

/// Whether `who` may write in `room` of the game.
fn may_write(st: &State, who: &Identity, room: Room) -> Result<(), ApiError> {
    may_read(st, who, room)?;
    if room == Room::Spectators && st.status == Status::Live && seat_person(st, who).is_some() {
        return Err(ApiError::NotYourGame(
            "players write in the players' chat while the game is in play".into(),
        ));
    }
    Ok(())
}

impl Hub {
    /// Posts `text` in `room` of game `id` for `who`; the stored message.
    pub async fn post_chat(
        &self,
        social: &Social,
        who: &Identity,
        id: &str,
        room: Room,
        text: &str,
    ) -> Result<ChatRow, ApiError> {
        let text = text.trim();
        let len = text.chars().count();
        if len == 0 || len > MAX_CHAT_LEN {
            return Err(ApiError::BadRequest(format!(
                "a chat message is 1 to {MAX_CHAT_LEN} characters, not {len}"
            )));
        }
        let live = self.get(id).await?;
        {
            let st = live.state.lock().await;
            may_write(&st, who, room)?;
        }
        let now = self.time.now_ms();
        if let Some(until) = self.store.mute_of(&who.id).await? {
            if until > now {
                return Err(ApiError::Muted(format!(
                    "a moderator muted you until {until} (ms since the epoch)"
                )));
            }
        }
        if let Err(wait) = social.limiter.take(&who.id) {
            return Err(ApiError::RateLimited(format!(
                "at most {CHAT_BURST} messages in {} s; try again in {} s",
                CHAT_PERIOD.as_secs(),
                wait.secs()
            )));
        }
        // Ids sort as the messages came, even within one millisecond.
        let n = CHAT_SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let message = ChatRow {
            id: format!("{now:012x}{n:08x}{}", random_hex(2)),
            game_id: id.to_string(),
            room: room.name().into(),
            author_id: who.id.clone(),
            author: who.name.clone(),
            text: text.to_string(),
            at_ms: now,
        };
        self.store.add_chat(&message).await?;
        let notice = ServerMessage::Chat {
            game: id.to_string(),
            room: room.name(),
        };
        self.notice(&live, notice.to_text());
        Ok(message)
    }

    /// The latest messages of `room` of game `id`, as far as `who` may read them.
    pub async fn chat(
        &self,
        who: &Identity,
        id: &str,
        room: Room,
    ) -> Result<Vec<ChatRow>, ApiError> {
        let live = self.get(id).await?;
        {
            let st = live.state.lock().await;
            may_read(&st, who, room)?;
        }
        Ok(self.store.chat_of(id, room.name(), CHAT_HISTORY).await?)
    }

    /// A rematch asked by `who` after finished game `id`.
    pub async fn rematch(
        self: &Arc<Hub>,
        social: &Social,
        who: &Identity,
        id: &str,
    ) -> Result<Rematch, ApiError> {
        let live = self.get(id).await?;
        let st = live.state.lock().await;
        let seat = seat_person(&st, who)
            .ok_or_else(|| ApiError::NotYourGame(format!("you are not a player in game {id}")))?;
        if st.status != Status::Over {
            return Err(ApiError::NotFinished(
                "a rematch follows a finished game".into(),
            ));
        }
        let Seat::Person { id: other_id, .. } = &st.seats[1 - seat] else {
            return Err(ApiError::BadRequest(
                "a rematch is between two people: start a new game against the engine".into(),
            ));
        };
        let offered = social.rematches.lock().unwrap().get(id).copied();
        match offered {
            Some(p) if p != seat => {}
            _ => {
                social
                    .rematches
                    .lock()
                    .unwrap()
                    .insert(id.to_string(), seat);
                let notice = ServerMessage::Rematch {
                    game: id.to_string(),
                    offered_by: Some(seat),
                    next: None,
                };
                self.notice(&live, notice.to_text());
                let other_id = other_id.clone();
                drop(st);
                self.notify_in_app(
                    &other_id,
                    format!("{} offers you a rematch", who.name),
                    crate::messages::game_url(id),
                )
                .await?;
                return Ok(Rematch::Offered);
            }
        }
        let setup = GameSetup::new(
            &st.rule_name,
            &st.opening_name,
            i64::from(st.variant.size),
            st.spec,
            "first",
            st.rated,
        )?;
        let seats = [st.seats[1].clone(), st.seats[0].clone()];
        drop(st);
        let next = self.open_game(&setup, seats, None).await?;
        social.rematches.lock().unwrap().remove(id);
        let notice = ServerMessage::Rematch {
            game: id.to_string(),
            offered_by: None,
            next: Some(next.clone()),
        };
        self.notice(&live, notice.to_text());
        Ok(Rematch::Made(next))
    }

    /// Adds an in-app notification for `user_id`.
    pub async fn notify_in_app(
        &self,
        user_id: &str,
        text: String,
        link: String,
    ) -> Result<(), ApiError> {
        let row = NotificationRow {
            id: random_hex(8),
            user_id: user_id.to_string(),
            text,
            link,
            at_ms: self.time.now_ms(),
            seen: false,
        };
        Ok(self.store.add_notification(&row).await?)
    }
}
