//! Time management: from the limits a manager sets (per move, per game, time left) to an
//! optimum time, after which no new iteration starts, and a hard limit that is never
//! passed. A move's own limit is spent whole, since what is left of it is lost; time
//! from the game's clock is saved for later moves.

use crate::params;
use std::time::Duration;

/// Time kept on the game's clock for each move the engine may still have to make (the
/// millisecond of its shortest search included).
pub const MOVE_OVERHEAD_MS: u64 = 10;

/// Gomocup's time limits. `None` means no limit of that kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeControl {
    /// Milliseconds for this move (`timeout_turn`); 0 asks for a move at once.
    pub turn_ms: Option<u64>,
    /// Milliseconds for the whole game (`timeout_match`).
    pub match_ms: Option<u64>,
    /// Milliseconds left on our clock (`time_left`); may be negative.
    pub left_ms: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// No new iteration starts after this.
    pub optimum: Duration,
    /// The search stops here.
    pub maximum: Duration,
}

impl TimeControl {
    pub fn per_move(ms: u64) -> TimeControl {
        TimeControl {
            turn_ms: Some(ms),
            ..TimeControl::default()
        }
    }

    pub fn is_limited(&self) -> bool {
        self.turn_ms.is_some() || self.left_ms.is_some()
    }

    /// The budget for one move with `empties` empty points left; `None` when no limit is
    /// set.
    pub fn budget(&self, empties: usize) -> Option<Budget> {
        let reserve = |ms: u64| {
            ms.saturating_sub(params::TIME_RESERVE_MS + ms * params::TIME_RESERVE_PERCENT / 100)
        };
        let mut optimum = u64::MAX;
        let mut maximum = u64::MAX;
        if let Some(turn) = self.turn_ms {
            let cap = reserve(turn).max(1);
            maximum = cap;
            optimum = cap;
        }
        if let Some(left) = self.left_ms {
            // Every move to come costs some time whatever the search does (the manager's
            // and the process's work, the pipes): that much stays on the clock for each
            // move the engine may still have to make, or a long game runs the clock out.
            let left = left.max(0) as u64;
            let ours = (empties as u64).div_ceil(2);
            let left = reserve(left.saturating_sub(ours * MOVE_OVERHEAD_MS)).max(1);
            let to_go =
                (empties as u64 / 4).clamp(params::MOVES_TO_GO_MIN, params::MOVES_TO_GO_MAX);
            let share = (left / to_go).max(1);
            optimum = optimum.min((share * params::NEW_ITERATION_PERCENT / 100).max(1));
            maximum = maximum.min((share * params::MAX_OVER_OPTIMUM).min(left / 4).max(1));
        }
        if maximum == u64::MAX {
            return None;
        }
        Some(Budget {
            optimum: Duration::from_millis(optimum.min(maximum)),
            maximum: Duration::from_millis(maximum),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_kept() {
        assert_eq!(TimeControl::default().budget(200), None);
        let b = TimeControl::per_move(1000).budget(200).unwrap();
        assert!(b.maximum < Duration::from_millis(1000));
        // What a move leaves of its own limit is lost, so iterations go on to the end.
        assert_eq!(b.optimum, b.maximum);
        let clock = TimeControl {
            left_ms: Some(60_000),
            ..TimeControl::default()
        }
        .budget(200)
        .unwrap();
        assert!(clock.optimum < clock.maximum);
        let tight = TimeControl {
            turn_ms: Some(5000),
            match_ms: Some(180_000),
            left_ms: Some(2_000),
        }
        .budget(200)
        .unwrap();
        assert!(tight.maximum <= Duration::from_millis(500));
        let out = TimeControl {
            left_ms: Some(-50),
            ..TimeControl::default()
        }
        .budget(100)
        .unwrap();
        assert!(out.maximum <= Duration::from_millis(1));
        assert_eq!(
            TimeControl::per_move(0).budget(10).unwrap().maximum,
            Duration::from_millis(1)
        );
    }

    #[test]
    fn a_whole_game_on_a_short_clock_keeps_time_for_every_move() {
        // Each of black's 113 moves on 15x15 spends its whole hard limit and then the
        // overhead that no search can save: the clock must last the game.
        let mut left: i64 = 5000;
        for empties in (1..=225usize).rev().step_by(2) {
            let b = TimeControl {
                turn_ms: Some(5000),
                match_ms: Some(5000),
                left_ms: Some(left),
            }
            .budget(empties)
            .unwrap();
            // The overhead kept for a move includes the millisecond a search takes at least.
            left -= b.maximum.as_millis() as i64 + MOVE_OVERHEAD_MS as i64 - 1;
            assert!(left >= 0, "out of time with {empties} empty points");
        }
    }
}
