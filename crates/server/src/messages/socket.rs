//! What game and lobby sockets send, tagged by `type`.

use super::game::{GameView, SeekView};
use crate::error::ApiError;
use serde::Serialize;

/// A message from the server on a socket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ServerMessage {
    /// Game socket, first: the watcher's seat (`null` for a spectator), their name and,
    /// to the players of a private game, its challenge link.
    Hello {
        game: String,
        you: Option<usize>,
        name: String,
        challenge: Option<String>,
    },
    /// Game socket: the game after every change (and on `GET /api/games/{id}`).
    State { game: Box<GameView> },
    /// Either socket: a refused message; the socket stays open.
    Error { code: &'static str, message: String },
    /// Either socket: the answer to `ping`.
    Pong,
    /// Lobby socket, first and after falling behind: every open seek.
    Seeks { seeks: Vec<SeekView> },
    /// Lobby socket: a seek was posted.
    Seek { seek: SeekView },
    /// Lobby socket: a seek was accepted, cancelled or expired.
    Unseek { id: String },
    /// Lobby socket, to a seek's creator: it was accepted, and its game has begun.
    Accepted {
        seek: String,
        game: String,
        url: String,
    },
    /// Game socket: a new message in a chat room; read it with `GET
    /// /api/games/{id}/chat?room=…` (the players' room is the players' only).
    Chat { game: String, room: &'static str },
    /// Game socket: a rematch was offered (`offered_by`, a player index) or made (`next`,
    /// the new game).
    Rematch {
        game: String,
        offered_by: Option<usize>,
        next: Option<String>,
    },
}

impl ServerMessage {
    /// The message as a socket's text frame.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("server messages serialise")
    }
}

impl From<&ApiError> for ServerMessage {
    fn from(e: &ApiError) -> ServerMessage {
        ServerMessage::Error {
            code: e.code(),
            message: crate::error::capped(e.message()).into_owned(),
        }
    }
}
