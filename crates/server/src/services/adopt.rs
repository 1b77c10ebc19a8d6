//! A guest who registers or logs in keeps their games: every seat the guest identity
//! held, in finished games and in games still being played, passes to the account, with
//! the guest's conditional moves, notifications and mute. A
//! live game keeps its clock as it runs and the player keeps their seat, so that they
//! go on playing after the page reloads with the account's identity.

use crate::error::ApiError;
use crate::game::Seat;
use crate::hub::Hub;
use crate::identity::Identity;
use crate::store::StoredGame;
use std::sync::Arc;

/// The most games of a guest moved at once: far more than a guest plays.
const MOST_GAMES: i64 = 10_000;

/// The seats with `guest`'s seat given to `account`; `None` when the guest has no seat,
/// or when the account already sits at the other one (a game against oneself is not
/// made by registering).
fn reseat(seats: &[Seat; 2], guest: &Identity, account: &Identity) -> Option<[Seat; 2]> {
    let held = |s: &Seat, who: &Identity| matches!(s, Seat::Person { id, .. } if *id == who.id);
    let seat = seats.iter().position(|s| held(s, guest))?;
    if held(&seats[1 - seat], account) {
        return None;
    }
    let mut next = seats.clone();
    next[seat] = Seat::Person {
        id: account.id.clone(),
        name: account.name.clone(),
    };
    Some(next)
}

fn seats_json(seats: &[Seat; 2]) -> String {
    serde_json::to_string(seats).expect("seats serialise")
}

impl Hub {
    /// Gives `account` every game `guest` played or plays; the number of games moved.
    pub async fn adopt_guest_games(
        self: &Arc<Hub>,
        guest: &Identity,
        account: &Identity,
    ) -> Result<usize, ApiError> {
        if !guest.guest || account.guest {
            return Ok(0);
        }
        let rows = self.store.games_of_player(&guest.id, MOST_GAMES, 0).await?;
        let mut moved = 0;
        for row in rows {
            // A game in memory changes under its lock, so that no move of the game can
            // store the old seats over the new ones.
            if let Some(live) = self.loaded(&row.id) {
                let mut st = live.state.lock().await;
                let Some(seats) = reseat(&st.seats, guest, account) else {
                    continue;
                };
                self.store
                    .move_game_player(&st.id, &guest.id, &account.id, &seats_json(&seats))
                    .await?;
                st.seats = seats;
                // Watchers see the new name; the clock is not touched.
                self.after_change(&live, &mut st);
                moved += 1;
                continue;
            }
            // Every unfinished game is in memory; one that is not is over and changes
            // in the store alone.
            let Some(StoredGame { row, .. }) = self.store.load_game(&row.id).await? else {
                continue;
            };
            let seats: [Seat; 2] = serde_json::from_str(&row.seats)
                .map_err(|e| ApiError::Storage(format!("game {}: seats: {e}", row.id)))?;
            if let Some(seats) = reseat(&seats, guest, account) {
                self.store
                    .move_game_player(&row.id, &guest.id, &account.id, &seats_json(&seats))
                    .await?;
                moved += 1;
            }
        }
        // What the guest was told, and a moderator's mute, which registering must not
        // shake off; conditional moves moved with each game's seat.
        self.store
            .move_player_belongings(&guest.id, &account.id)
            .await?;
        Ok(moved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(id: &str) -> Seat {
        Seat::Person {
            id: id.into(),
            name: id.into(),
        }
    }

    #[test]
    fn only_the_guests_seat_moves() {
        let guest = Identity::guest("g".repeat(32));
        let account = Identity::account("u1".into(), "Ann".into());
        let seats = [person("other"), person(&guest.id)];
        let next = reseat(&seats, &guest, &account).unwrap();
        assert_eq!(next[0], seats[0]);
        assert_eq!(
            next[1],
            Seat::Person {
                id: "u1".into(),
                name: "Ann".into()
            }
        );
        assert_eq!(reseat(&[person("a"), person("b")], &guest, &account), None);
        // Against the account itself: left as it is.
        assert_eq!(
            reseat(&[person("u1"), person(&guest.id)], &guest, &account),
            None
        );
    }
}
