//! Why the server refuses a request or a socket message: one variant per documented error
//! code (docs/server/api.md), each with its HTTP status, so that a code cannot be misspelt
//! and a new one cannot be added without choosing its status.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

macro_rules! api_errors {
    ($($(#[$doc:meta])* $variant:ident = $code:literal => $status:ident,)*) => {
        /// A refusal: its code says what kind, its message what exactly was wrong.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum ApiError {
            $($(#[$doc])* $variant(String),)*
        }

        impl ApiError {
            /// Every code with its HTTP status, in the order documented.
            pub const CODES: &'static [(&'static str, StatusCode)] =
                &[$(($code, StatusCode::$status)),*];

            /// The code clients match on.
            pub fn code(&self) -> &'static str {
                match self {
                    $(ApiError::$variant(_) => $code,)*
                }
            }

            /// The HTTP status of the refusal as an answer to a request.
            pub fn status(&self) -> StatusCode {
                match self {
                    $(ApiError::$variant(_) => StatusCode::$status,)*
                }
            }

            /// The refusal of a code, as another node of a cluster answered it.
            pub fn from_code(code: &str, message: String) -> Option<ApiError> {
                match code {
                    $($code => Some(ApiError::$variant(message)),)*
                    _ => None,
                }
            }

            /// What was wrong, for a person to read.
            pub fn message(&self) -> &str {
                match self {
                    $(ApiError::$variant(m) => m,)*
                }
            }
        }
    };
}

api_errors! {
    /// The request's body or query is not what the route takes.
    BadRequest = "bad-request" => BAD_REQUEST,
    /// A socket message that is none of the messages the socket takes.
    Malformed = "malformed" => BAD_REQUEST,
    /// A user name that is too short, too long or has characters names cannot have.
    BadName = "bad-name" => BAD_REQUEST,
    /// A password that is too short or too long.
    BadPassword = "bad-password" => BAD_REQUEST,
    /// A binary frame, where sockets take JSON text.
    BadMessage = "bad-message" => BAD_REQUEST,
    /// The user name and password do not match.
    WrongPassword = "wrong-password" => UNAUTHORIZED,
    /// A request that changes something from another site, or not as JSON.
    Forbidden = "forbidden" => FORBIDDEN,
    /// A missing or stale CSRF token.
    Csrf = "csrf" => FORBIDDEN,
    /// An action on a game the caller does not play in.
    NotYourGame = "not-your-game" => FORBIDDEN,
    /// A private game, seen by someone who was not invited.
    PrivateGame = "private-game" => FORBIDDEN,
    /// Asking the engine about the position of one's own live game.
    OwnLiveGame = "own-live-game" => FORBIDDEN,
    /// Cancelling another player's seek.
    NotYourSeek = "not-your-seek" => FORBIDDEN,
    /// A guest asked to create or join a rated game.
    RatedNeedsAccount = "rated-needs-account" => FORBIDDEN,
    /// The acceptor's rating is outside the seek's rating range.
    OutOfRatingRange = "out-of-rating-range" => FORBIDDEN,
    /// No such game, seek, player, challenge or route.
    NotFound = "not-found" => NOT_FOUND,
    /// The user name is already someone's.
    NameTaken = "name-taken" => CONFLICT,
    /// Joining a game whose seats are taken.
    GameFull = "game-full" => CONFLICT,
    /// Joining a game one already sits at.
    AlreadySeated = "already-seated" => CONFLICT,
    /// Accepting one's own seek.
    OwnSeek = "own-seek" => CONFLICT,
    /// An action on a finished game.
    GameOver = "game-over" => CONFLICT,
    /// An action on a game that waits for its second player.
    NotStarted = "not-started" => CONFLICT,
    /// A move out of turn.
    NotYourTurn = "not-your-turn" => CONFLICT,
    /// A move that the game's rule or opening rule does not allow.
    Illegal = "illegal" => CONFLICT,
    /// An action that names no move or choice the game can take.
    BadAction = "bad-action" => CONFLICT,
    /// A move sent for a position that has changed since.
    StalePly = "stale-ply" => CONFLICT,
    /// A takeback with no move of the caller's to take back.
    NothingToTakeBack = "nothing-to-take-back" => CONFLICT,
    /// A move after the mover's time ran out.
    TimeUp = "time-up" => CONFLICT,
    /// Downloading the record of a game still in play.
    NotFinished = "not-finished" => CONFLICT,
    /// A game the record format cannot hold.
    Unwritable = "unwritable" => UNPROCESSABLE_ENTITY,
    /// A body over the size limit.
    TooLarge = "too-large" => PAYLOAD_TOO_LARGE,
    /// Too many requests from one caller; the answer says when to try again.
    RateLimited = "rate-limited" => TOO_MANY_REQUESTS,
    /// One caller's seeks are at their limit.
    TooManySeeks = "too-many-seeks" => TOO_MANY_REQUESTS,
    /// The lobby holds as many seeks as it may.
    LobbyFull = "lobby-full" => TOO_MANY_REQUESTS,
    /// The database failed; nothing was changed.
    Storage = "storage" => INTERNAL_SERVER_ERROR,
    /// The engine failed on an analysis.
    EngineFailed = "engine-failed" => INTERNAL_SERVER_ERROR,
    /// Changing a study one does not own.
    NotYourStudy = "not-your-study" => FORBIDDEN,
    /// Something only accounts have (a competition entry, an address, vacations), asked
    /// for by a guest.
    AccountNeeded = "account-needed" => FORBIDDEN,
    /// An entry to a competition that has not started or whose deadline has passed.
    CompetitionClosed = "competition-closed" => CONFLICT,
    /// A competition's results asked for before its deadline.
    ResultsHidden = "results-hidden" => CONFLICT,
    /// A problem in which the solver finds no forced win.
    Unproven = "unproven" => UNPROCESSABLE_ENTITY,
    /// An address with as many connections open as it may have.
    TooManyConnections = "too-many-connections" => TOO_MANY_REQUESTS,
    /// The server has no file descriptor left for another connection.
    NoDescriptors = "no-descriptors" => SERVICE_UNAVAILABLE,
    /// An identity or address with as many engine games in play as it may have.
    EngineShare = "engine-share" => TOO_MANY_REQUESTS,
    /// The server holds as many unfinished games as it may.
    ServerFull = "server-full" => SERVICE_UNAVAILABLE,
    /// Starting a tournament or a league's season one does not organise.
    NotOrganiser = "not-organiser" => FORBIDDEN,
    /// Joining, starting or leaving a tournament or league whose course forbids it now.
    TournamentUnderway = "tournament-underway" => CONFLICT,
    /// Joining a tournament or league one has joined already.
    AlreadyEntered = "already-entered" => CONFLICT,
    /// Withdrawing from a tournament or league one has not joined.
    NotEntered = "not-entered" => CONFLICT,
    /// Conditional moves in a game that is not played by correspondence.
    NotCorrespondence = "not-correspondence" => CONFLICT,
    /// A vacation during another, or longer than the days left this year.
    VacationRefused = "vacation-refused" => CONFLICT,
    /// Something that needs e-mail, on a server started without a mail server.
    MailOff = "mail-off" => SERVICE_UNAVAILABLE,
    /// A verification or password-reset link that is unknown, used or expired.
    BadToken = "bad-token" => GONE,
    /// A chat message from a player a moderator muted.
    Muted = "muted" => FORBIDDEN,
    /// Moderation by someone who is not a moderator.
    NotModerator = "not-moderator" => FORBIDDEN,
    /// Aborting a game where both sides have moved, or one of a tournament or match.
    TooLateToAbort = "too-late-to-abort" => CONFLICT,
    /// In a cluster, the node that holds the game does not answer, or Redis is down.
    NodeUnavailable = "node-unavailable" => SERVICE_UNAVAILABLE,
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code(), self.message())
    }
}

impl std::error::Error for ApiError {}

impl From<crate::store::StoreError> for ApiError {
    fn from(e: crate::store::StoreError) -> ApiError {
        ApiError::Storage(e.to_string())
    }
}

/// The longest message a refusal carries, in characters: messages quote what was sent
/// (a rule, an action, a field), and a request of 16 KiB must not come back whole.
pub const MAX_MESSAGE_CHARS: usize = 400;

/// `message` cut to [`MAX_MESSAGE_CHARS`], with an ellipsis where it was cut.
pub fn capped(message: &str) -> std::borrow::Cow<'_, str> {
    match message.char_indices().nth(MAX_MESSAGE_CHARS) {
        None => message.into(),
        Some((end, _)) => format!("{}…", &message[..end]).into(),
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let message = capped(self.message());
        let body = crate::messages::ErrorReply {
            error: self.code(),
            message: &message,
        };
        (self.status(), Json(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::ApiError;
    use std::collections::HashSet;

    #[test]
    fn codes_are_unique_and_kebab_case() {
        let mut seen = HashSet::new();
        for (code, status) in ApiError::CODES {
            assert!(seen.insert(*code), "{code} twice");
            assert!(
                code.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{code}"
            );
            assert!(
                status.is_client_error() || status.is_server_error(),
                "{code}"
            );
        }
    }

    #[test]
    fn long_messages_are_cut_with_an_ellipsis() {
        let short = "x".repeat(super::MAX_MESSAGE_CHARS);
        assert_eq!(super::capped(&short), short);
        let long = "é".repeat(super::MAX_MESSAGE_CHARS + 1);
        let cut = super::capped(&long);
        assert_eq!(cut.chars().count(), super::MAX_MESSAGE_CHARS + 1);
        assert!(cut.ends_with("é…"), "{cut}");
    }

    #[test]
    fn a_variant_answers_its_own_code_and_status() {
        let e = ApiError::NotYourTurn("white is to move".into());
        assert_eq!(e.code(), "not-your-turn");
        assert_eq!(e.status().as_u16(), 409);
        assert_eq!(e.to_string(), "not-your-turn: white is to move");
        assert_eq!(ApiError::TooLarge(String::new()).status().as_u16(), 413);
        assert_eq!(ApiError::Storage(String::new()).status().as_u16(), 500);
    }
}
