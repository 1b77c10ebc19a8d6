//! What players can do, one file per action, and the game setup that seeks and games
//! share ([`setup`]). Each takes the game's lock, checks the
//! request against the game state, and commits through [`crate::hub::Hub::commit`].

pub mod abort;
pub mod adopt;
pub mod draw;
pub mod expire;
pub mod games;
pub mod leagues;
pub mod play;
pub mod resign;
pub mod setup;
pub mod takeback;
pub mod tournaments;

use crate::error::ApiError;
use crate::game::{Actor, State, Status};

/// The seat of `actor` in a game in progress, or why it may not act there.
pub(crate) fn playing_seat(st: &State, actor: &Actor) -> Result<usize, ApiError> {
    let seat = st
        .seat_of(actor)
        .ok_or_else(|| ApiError::NotYourGame(format!("you are not a player in game {}", st.id)))?;
    match st.status {
        Status::Live => Ok(seat),
        Status::Waiting => Err(ApiError::NotStarted(
            "the game has not started: it waits for an opponent".into(),
        )),
        Status::Over => Err(ApiError::GameOver(format!(
            "the game is over: {}",
            st.result_text().unwrap_or_else(|| "finished".into())
        ))),
    }
}
