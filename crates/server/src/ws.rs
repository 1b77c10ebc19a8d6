//! WebSocket sessions: one socket per game watched, and lobby sockets. On a game socket
//! the server sends `hello` (the watcher's seat), then a `state` message after every
//! change; the client sends actions in the rules crate's text syntax, with the ply they
//! answer so that a replayed or stale message is refused. On a lobby socket the server
//! sends the open seeks, then each seek added or removed, and tells a creator that their
//! seek was accepted. Every refusal is an `error` message; the socket stays open, except
//! for a message over the size limit, which closes it (code 1009), and for a breach of the
//! WebSocket protocol: text that is not UTF-8 (1007) or any other (1002).

use crate::error::ApiError;
use crate::game::Actor;
use crate::hub::LiveGame;
use crate::identity::{random_hex, Identity};
use crate::limits::Limiter;
use crate::lobby::{Event, Seek};
use crate::messages::{game_url, ServerMessage};
use crate::App;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// The largest message a client may send, in bytes.
pub const MAX_MESSAGE: usize = 4096;
/// What the socket layer itself accepts (larger frames are cut off there).
pub const MAX_FRAME: usize = 64 * 1024;
/// The socket layer's read buffer a socket, in bytes (see [`crate::routes::reply::limited`]).
pub const READ_BUFFER: usize = 4 * 1024;

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
    Abort {
        #[serde(default)]
        game: Option<String>,
    },
}

fn error_message(r: &ApiError) -> String {
    ServerMessage::from(r).to_text()
}

/// A socket's key in the server's limit on socket messages.
pub(crate) struct Budget<'a> {
    limiter: &'a Limiter,
    key: String,
}

impl<'a> Budget<'a> {
    pub(crate) fn new(app: &'a App) -> Budget<'a> {
        Budget {
            limiter: &app.limits.socket_messages,
            key: random_hex(8),
        }
    }

    fn take(&self) -> bool {
        self.limiter.take(&self.key).is_ok()
    }
}

pub(crate) type Sink = SplitSink<WebSocket, Message>;

/// What became of a frame from the client.
pub(crate) enum Screened {
    /// A text message to handle.
    Text(Utf8Bytes),
    /// Nothing to handle (answered, or not a message).
    Skip,
    /// The socket is done.
    Stop,
}

/// The checks every incoming frame passes, on any socket: text only, size, rate.
pub(crate) async fn screen(
    incoming: Option<Result<Message, axum::Error>>,
    sink: &mut Sink,
    budget: &Budget<'_>,
) -> Screened {
    let text = match incoming {
        Some(Ok(Message::Text(t))) => t,
        Some(Ok(Message::Binary(_))) => {
            let r = ApiError::BadMessage("send text frames with JSON".into());
            return send_or_stop(sink, error_message(&r)).await;
        }
        Some(Ok(Message::Close(_))) => {
            // The socket layer has queued its answer to the client's close (the same
            // code, or 1002 for a code no endpoint may send); closing sends it.
            let _ = sink.close().await;
            return Screened::Stop;
        }
        None => return Screened::Stop,
        Some(Ok(_)) => return Screened::Skip,
        Some(Err(e)) => {
            if let Some((code, reason)) = close_code(e) {
                let _ = sink
                    .send(Message::Close(Some(CloseFrame {
                        code,
                        reason: reason.into(),
                    })))
                    .await;
            }
            return Screened::Stop;
        }
    };
    if text.len() > MAX_MESSAGE {
        let r = ApiError::TooLarge(format!("messages are limited to {MAX_MESSAGE} bytes"));
        let _ = sink.send(Message::Text(error_message(&r).into())).await;
        let _ = sink
            .send(Message::Close(Some(CloseFrame {
                code: 1009,
                reason: "message too large".into(),
            })))
            .await;
        return Screened::Stop;
    }
    if !budget.take() {
        let r = ApiError::RateLimited("too many messages: slow down".into());
        return send_or_stop(sink, error_message(&r)).await;
    }
    Screened::Text(text)
}

/// The close a socket error calls for (RFC 6455, 7.4.1): 1007 for text that is not UTF-8,
/// 1009 for a frame or message over the limit, 1002 for any other breach of the
/// protocol; none for a connection already broken, which can carry nothing.
fn close_code(e: axum::Error) -> Option<(u16, String)> {
    use tokio_tungstenite::tungstenite::Error as WsError;
    let inner = e.into_inner();
    let e = inner.downcast_ref::<WsError>()?;
    let (code, what) = match e {
        WsError::Utf8(_) => (1007, "text that is not UTF-8"),
        WsError::Capacity(_) => (1009, "too large"),
        WsError::Protocol(_) | WsError::AttackAttempt => (1002, "protocol error"),
        _ => return None,
    };
    // A close frame's reason is at most 123 bytes.
    let mut reason = String::new();
    for c in format!("{what}: {e}").chars() {
        if reason.len() + c.len_utf8() > 120 {
            break;
        }
        reason.push(c);
    }
    Some((code, reason))
}

async fn send_or_stop(sink: &mut Sink, text: String) -> Screened {
    match sink.send(Message::Text(text.into())).await {
        Ok(()) => Screened::Skip,
        Err(_) => Screened::Stop,
    }
}

pub async fn session(socket: WebSocket, app: Arc<App>, live: Arc<LiveGame>, who: Identity) {
    let (mut sink, mut stream) = socket.split();
    let mut rx = live.tx.subscribe();
    let actor = Actor::Person(who.id.clone());
    // The players of a private game (who made or used its challenge link) are reminded of
    // the link; watchers never see it.
    let hello = |seat: Option<usize>, challenge: Option<&str>| {
        ServerMessage::Hello {
            game: live.id.clone(),
            you: seat,
            name: who.name.clone(),
            challenge: seat
                .and(challenge)
                .map(crate::services::games::challenge_url),
        }
        .to_text()
    };
    let (first, greeting) = {
        let st = live.state.lock().await;
        (
            crate::view::state_message(&st, app.hub.time.now_ms()),
            hello(st.seat_of(&actor), st.challenge.as_deref()),
        )
    };
    if sink.send(Message::Text(greeting.into())).await.is_err()
        || sink.send(Message::Text(first.into())).await.is_err()
    {
        return;
    }
    let budget = Budget::new(&app);
    loop {
        tokio::select! {
            incoming = stream.next() => {
                let text = match screen(incoming, &mut sink, &budget).await {
                    Screened::Text(t) => t,
                    Screened::Skip => continue,
                    Screened::Stop => return,
                };
                let reply = handle(&app, &live, &who, text.as_str()).await;
                let out = match reply {
                    Ok(Some(Reply::Pong)) => ServerMessage::Pong.to_text(),
                    Ok(Some(Reply::Hello)) => {
                        let st = live.state.lock().await;
                        hello(st.seat_of(&actor), st.challenge.as_deref())
                    }
                    Ok(None) => continue,
                    Err(r) => error_message(&r),
                };
                if sink.send(Message::Text(out.into())).await.is_err() { return; }
            }
            event = rx.recv() => {
                let text: Utf8Bytes = match event {
                    Ok(m) => m,
                    Err(RecvError::Lagged(_)) => {
                        app.hub.fresh(&live).await;
                        let st = live.state.lock().await;
                        crate::view::state_message(&st, app.hub.time.now_ms()).into()
                    }
                    Err(RecvError::Closed) => return,
                };
                if sink.send(Message::Text(text)).await.is_err() { return; }
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
) -> Result<Option<Reply>, ApiError> {
    let actor = &Actor::Person(who.id.clone());
    let msg: ClientMessage = serde_json::from_str(text)
        .map_err(|e| ApiError::Malformed(format!("malformed message: {e}")))?;
    let check = |game: &Option<String>| match game {
        Some(g) if *g != live.id => Err(ApiError::NotYourGame(format!(
            "this socket is for game {}, not {}",
            live.id,
            g.chars().take(40).collect::<String>()
        ))),
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
        ClientMessage::Abort { game } => {
            check(&game)?;
            hub.abort(id, actor).await.map(|_| None)
        }
    }
}

/// Closes a lobby socket's presence however its session ends.
struct Present<'a> {
    app: &'a App,
    who: &'a str,
}

impl Drop for Present<'_> {
    fn drop(&mut self) {
        self.app.lobby.disconnect(self.who);
    }
}

fn seeks_message(seeks: &[Arc<Seek>], who: &str) -> String {
    ServerMessage::Seeks {
        seeks: seeks.iter().map(|s| s.view(who)).collect(),
    }
    .to_text()
}

fn accepted_message(seek: &str, game: &str) -> String {
    ServerMessage::Accepted {
        seek: seek.to_string(),
        game: game.to_string(),
        url: game_url(game),
    }
    .to_text()
}

/// What a client may send on a socket that only pushes (the lobby's, a tournament's):
/// `ping`, by which a client learns that the connection still answers.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum ListenerMessage {
    Ping,
}

/// The reply of a socket that only pushes to a client's text: `pong` to `ping`, and to
/// anything else an error that names the socket, so that a client that opened several
/// can tell which one refused it.
fn answer_ping(text: &str, socket_name: &str) -> String {
    match serde_json::from_str::<ListenerMessage>(text) {
        Ok(ListenerMessage::Ping) => ServerMessage::Pong.to_text(),
        Err(e) => error_message(&ApiError::Malformed(format!(
            "malformed message: {e} (the {socket_name} socket takes only ping)"
        ))),
    }
}

/// A lobby socket: `seeks` (the whole list), then `seek` (one added), `unseek` (one
/// removed) and, to a seek's creator, `accepted` with the game to go to. Seeks are posted,
/// accepted and cancelled over HTTP; the socket only listens (and answers `ping`). While
/// it is open, its owner's seeks stay.
pub async fn lobby_session(socket: WebSocket, app: Arc<App>, who: Identity) {
    let (mut sink, mut stream) = socket.split();
    let joined = app.lobby.connect(&who.id);
    let _present = Present {
        app: &app,
        who: &who.id,
    };
    let mut rx = joined.rx;
    let mut first = vec![seeks_message(&joined.seeks, &who.id)];
    first.extend(joined.accepted.iter().map(|(s, g)| accepted_message(s, g)));
    for m in first {
        if sink.send(Message::Text(m.into())).await.is_err() {
            return;
        }
    }
    let budget = Budget::new(&app);
    loop {
        let out = tokio::select! {
            incoming = stream.next() => {
                let text = match screen(incoming, &mut sink, &budget).await {
                    Screened::Text(t) => t,
                    Screened::Skip => continue,
                    Screened::Stop => return,
                };
                answer_ping(text.as_str(), "lobby")
            }
            event = rx.recv() => match event {
                Ok(Event::Added(s)) => ServerMessage::Seek { seek: s.view(&who.id) }.to_text(),
                Ok(Event::Removed(id)) => ServerMessage::Unseek { id }.to_text(),
                Ok(Event::Accepted { owner, seek, game }) if owner == who.id => {
                    accepted_message(&seek, &game)
                }
                Ok(Event::Accepted { .. }) => continue,
                // Behind: start again from the whole list.
                Err(RecvError::Lagged(_)) => seeks_message(&app.lobby.seeks(), &who.id),
                Err(RecvError::Closed) => return,
            },
        };
        if sink.send(Message::Text(out.into())).await.is_err() {
            return;
        }
    }
}

/// A tournament socket: `tournament` (the tournament as it stands), then the same after
/// every change. It only listens (and answers `ping`).
pub async fn tournament_session(
    socket: WebSocket,
    app: Arc<App>,
    live: Arc<crate::services::tournaments::LiveTournament>,
) {
    let (mut sink, mut stream) = socket.split();
    let (mut rx, first) = {
        let st = live.state.lock().await;
        let first = crate::messages::tournament::TournamentMessage {
            tournament: st.view(),
        }
        .to_text();
        (live.tx.subscribe(), first)
    };
    if sink.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    let budget = Budget::new(&app);
    loop {
        let out: String = tokio::select! {
            incoming = stream.next() => {
                let text = match screen(incoming, &mut sink, &budget).await {
                    Screened::Text(t) => t,
                    Screened::Skip => continue,
                    Screened::Stop => return,
                };
                answer_ping(text.as_str(), "tournament")
            }
            event = rx.recv() => match event {
                Ok(m) => m.to_string(),
                // Behind: the tournament as it stands now.
                Err(RecvError::Lagged(_)) => crate::messages::tournament::TournamentMessage {
                    tournament: live.state.lock().await.view(),
                }
                .to_text(),
                Err(RecvError::Closed) => return,
            },
        };
        if sink.send(Message::Text(out.into())).await.is_err() {
            return;
        }
    }
}
