//! Who may see a game: the one rule every route that shows a game applies (its state,
//! its positions, its socket, its records, and a profile's list), so that no route can
//! show a private game by forgetting a check of its own.

use crate::error::ApiError;
use crate::game::{Actor, State};
use crate::identity::Identity;

/// Whether `st` is private: made with a challenge link, for its two players alone.
pub fn is_private(st: &State) -> bool {
    st.challenge.is_some()
}

/// A public game anyone may see; a private one only its players.
pub fn may_see(st: &State, who: &Identity) -> bool {
    !is_private(st) || st.seat_of(&Actor::Person(who.id.clone())).is_some()
}

/// [`may_see`], as the refusal a route answers.
pub fn check(st: &State, who: &Identity) -> Result<(), ApiError> {
    if may_see(st, who) {
        Ok(())
    } else {
        Err(ApiError::PrivateGame(format!(
            "game {} is private: only its players may see it",
            st.id
        )))
    }
}
