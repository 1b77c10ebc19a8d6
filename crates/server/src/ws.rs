//! WebSocket sessions: one socket per game watched. The server sends `hello` (the
//! watcher's seat), then a `state` message after every change; the client sends actions
//! in the rules crate's text syntax, with the ply they answer so that a replayed or stale
//! message is refused. Every refusal is an `error` message; the socket stays open, except
//! for a message over the size limit, which closes it (code 1009).

use crate::hub::{Actor, LiveGame, Refusal};
use crate::identity::Identity;
use crate::App;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::broadcast::error::RecvError;

/// The largest message a client may send, in bytes.
pub const MAX_MESSAGE: usize = 4096;
/// What the socket layer itself accepts (larger frames are cut off there).
pub const MAX_FRAME: usize = 64 * 1024;

#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum ClientMessage {
    Act {
        #[serde(default)]
        game: Option<String>,
        action: String,
        ply: i64,
    },
    Resign {
        #[serde(default)]
        game: Option<String>,
    },
    Draw {
        #[serde(default)]
        game: Option<String>,
    },
    Takeback {
        #[serde(default)]
        game: Option<String>,
    },
    Decline {
        #[serde(default)]
        game: Option<String>,
    },
    Join {
        #[serde(default)]
        game: Option<String>,
    },
    Ping,
}

fn error_message(r: &Refusal) -> String {
    json!({"type": "error", "code": r.code, "message": r.message}).to_string()
}

/// A token bucket: `rate` messages a second, bursts of `burst`.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    const RATE: f64 = 20.0;
    const BURST: f64 = 40.0;

    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * Self::RATE).min(Self::BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

pub async fn session(socket: WebSocket, app: Arc<App>, live: Arc<LiveGame>, who: Identity) {
    let (mut sink, mut stream) = socket.split();
    let mut rx = live.tx.subscribe();
    let actor = Actor::Person(who.id.clone());
    let hello = |seat: Option<usize>| {
        json!({"type": "hello", "game": live.id, "you": seat, "name": who.name}).to_string()
    };
    let (first, seat) = {
        let st = live.state.lock().await;
        (
            crate::view::state_message(&st, crate::hub::now_ms()),
            st.seat_of(&actor),
        )
    };
    if sink.send(Message::Text(hello(seat).into())).await.is_err()
        || sink.send(Message::Text(first.into())).await.is_err()
    {
        return;
    }
    let mut bucket = Bucket {
        tokens: Bucket::BURST,
        at: Instant::now(),
    };
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) => {
                        let r = Refusal::new("bad-message", "send text frames with JSON");
                        if sink.send(Message::Text(error_message(&r).into())).await.is_err() { return; }
                        continue;
                    }
                    Some(Ok(Message::Close(_))) | None => return,
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => {
                        // Over the frame limit, or a broken connection: say why if we can.
                        let reason: Utf8Bytes = format!("refused: {e}").chars().take(120).collect::<String>().into();
                        let _ = sink.send(Message::Close(Some(CloseFrame { code: 1009, reason }))).await;
                        return;
                    }
                };
                if text.len() > MAX_MESSAGE {
                    let r = Refusal::new("too-large", format!("messages are limited to {MAX_MESSAGE} bytes"));
                    let _ = sink.send(Message::Text(error_message(&r).into())).await;
                    let _ = sink.send(Message::Close(Some(CloseFrame { code: 1009, reason: "message too large".into() }))).await;
                    return;
                }
                if !bucket.take() {
                    let r = Refusal::new("rate-limited", "too many messages: slow down");
                    if sink.send(Message::Text(error_message(&r).into())).await.is_err() { return; }
                    continue;
                }
                let reply = handle(&app, &live, &who, text.as_str()).await;
                let out = match reply {
                    Ok(Some(Reply::Pong)) => json!({"type": "pong"}).to_string(),
                    Ok(Some(Reply::Hello)) => {
                        let seat = live.state.lock().await.seat_of(&actor);
                        hello(seat)
                    }
                    Ok(None) => continue,
                    Err(r) => error_message(&r),
                };
                if sink.send(Message::Text(out.into())).await.is_err() { return; }
            }
            event = rx.recv() => {
                let text: String = match event {
                    Ok(m) => m.to_string(),
                    Err(RecvError::Lagged(_)) => {
                        let st = live.state.lock().await;
                        crate::view::state_message(&st, crate::hub::now_ms())
                    }
                    Err(RecvError::Closed) => return,
                };
                if sink.send(Message::Text(text.into())).await.is_err() { return; }
            }
        }
    }
}

enum Reply {
    Pong,
    Hello,
}

async fn handle(
    app: &Arc<App>,
    live: &LiveGame,
    who: &Identity,
    text: &str,
) -> Result<Option<Reply>, Refusal> {
    let actor = &Actor::Person(who.id.clone());
    let msg: ClientMessage = serde_json::from_str(text)
        .map_err(|e| Refusal::new("malformed", format!("malformed message: {e}")))?;
    let check = |game: &Option<String>| match game {
        Some(g) if *g != live.id => Err(Refusal::new(
            "not-your-game",
            format!(
                "this socket is for game {}, not {}",
                live.id,
                g.chars().take(40).collect::<String>()
            ),
        )),
        _ => Ok(()),
    };
    let hub = &app.hub;
    let id = live.id.as_str();
    match msg {
        ClientMessage::Act { game, action, ply } => {
            check(&game)?;
            hub.act(id, actor, ply, &action).await?;
            Ok(None)
        }
        ClientMessage::Resign { game } => {
            check(&game)?;
            hub.resign(id, actor).await.map(|_| None)
        }
        ClientMessage::Draw { game } => {
            check(&game)?;
            hub.offer_draw(id, actor).await.map(|_| None)
        }
        ClientMessage::Takeback { game } => {
            check(&game)?;
            hub.takeback(id, actor).await.map(|_| None)
        }
        ClientMessage::Decline { game } => {
            check(&game)?;
            hub.decline(id, actor).await.map(|_| None)
        }
        ClientMessage::Join { game } => {
            check(&game)?;
            hub.join_game(who, id).await?;
            Ok(Some(Reply::Hello))
        }
        ClientMessage::Ping => Ok(Some(Reply::Pong)),
    }
}
