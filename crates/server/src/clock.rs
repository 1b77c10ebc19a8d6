//! Game clocks. A clock belongs to a player (colours can change hands in swap openings),
//! runs only for the player whose decision is pending, and is stored with the instant it
//! started running: with that, the remaining time and the deadline (the instant the
//! running side flags) are computed at any time, also after a restart.
//!
//! One model covers the live time controls: sudden death (no increment, no periods),
//! Fischer (an increment added after each action), byo-yomi (periods of fixed length that
//! start once the main time is spent; a period used up is lost, one not used up is whole
//! again for the next move) and handicaps (main time and increment per player).

use serde::{Deserialize, Serialize};

/// Longest main time, increment or period accepted: 24 hours.
const MAX_MS: u64 = 24 * 3600 * 1000;
const MAX_PERIODS: u32 = 30;

/// A time control. Index 0 is the first player (the one who starts as black), 1 the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSpec {
    /// Main time of each player, in milliseconds.
    pub initial_ms: [u64; 2],
    /// Fischer increment of each player, added after each of their actions.
    #[serde(default)]
    pub increment_ms: [u64; 2],
    /// Length of a byo-yomi period (0: none).
    #[serde(default)]
    pub byo_ms: u64,
    /// Number of byo-yomi periods.
    #[serde(default)]
    pub periods: u32,
}

impl ClockSpec {
    /// Sudden death plus an increment, the same for both players.
    pub fn fischer(initial_ms: u64, increment_ms: u64) -> ClockSpec {
        ClockSpec {
            initial_ms: [initial_ms; 2],
            increment_ms: [increment_ms; 2],
            byo_ms: 0,
            periods: 0,
        }
    }

    pub fn validate(&self) -> Result<(), String> {
        let all = self
            .initial_ms
            .iter()
            .chain(self.increment_ms.iter())
            .chain(std::iter::once(&self.byo_ms));
        if all.into_iter().any(|&t| t > MAX_MS) {
            return Err("a time in the clock is longer than 24 hours".into());
        }
        if self.periods > MAX_PERIODS {
            return Err(format!("at most {MAX_PERIODS} byo-yomi periods"));
        }
        if (self.periods > 0) != (self.byo_ms > 0) {
            return Err("byo-yomi needs both a period length and a number of periods".into());
        }
        for p in 0..2 {
            if self.initial_ms[p] == 0 && self.periods == 0 {
                return Err("each player needs some time".into());
            }
        }
        Ok(())
    }
}

impl From<&ClockSpec> for crate::competition::speed::TimeControl {
    /// The clock as far as speed and rating pools are concerned.
    fn from(spec: &ClockSpec) -> Self {
        crate::competition::speed::TimeControl {
            initial_ms: spec.initial_ms,
            increment_ms: spec.increment_ms,
            byo_ms: spec.byo_ms,
            periods: spec.periods,
            days_per_move: None,
        }
    }
}

/// The stored state of a clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// Main time left for each player when their clock last stopped.
    pub left_ms: [i64; 2],
    /// Byo-yomi periods left.
    pub periods: [u32; 2],
    /// The player whose clock runs.
    pub running: Option<usize>,
    /// When it started running (milliseconds since the Unix epoch).
    pub since_ms: i64,
}

/// One side's clock as shown at an instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SideView {
    pub main_ms: i64,
    pub periods: u32,
    /// Time left in the current byo-yomi period (the full period while main time is left).
    pub period_ms: i64,
}

impl ClockState {
    pub fn new(spec: &ClockSpec) -> ClockState {
        ClockState {
            left_ms: [spec.initial_ms[0] as i64, spec.initial_ms[1] as i64],
            periods: [spec.periods; 2],
            running: None,
            since_ms: 0,
        }
    }

    fn total(&self, spec: &ClockSpec, p: usize) -> i64 {
        self.left_ms[p].max(0) + self.periods[p] as i64 * spec.byo_ms as i64
    }

    /// The instant the running side flags, if a clock runs.
    pub fn deadline(&self, spec: &ClockSpec) -> Option<i64> {
        self.running
            .map(|p| self.since_ms.saturating_add(self.total(spec, p)))
    }

    /// Whether the running side's time is up at `now`.
    pub fn flagged(&self, spec: &ClockSpec, now: i64) -> Option<usize> {
        match (self.running, self.deadline(spec)) {
            (Some(p), Some(d)) if now >= d => Some(p),
            _ => None,
        }
    }

    /// Both sides as they stand at `now`.
    pub fn view(&self, spec: &ClockSpec, now: i64) -> [SideView; 2] {
        let side = |p: usize| {
            let mut s = *self;
            if s.running == Some(p) {
                s.charge(spec, p, now - self.since_ms, false);
            }
            let period_ms = if s.running == Some(p) && s.left_ms[p] <= 0 && spec.byo_ms > 0 {
                let over = (now - self.since_ms - self.left_ms[p].max(0)).max(0);
                spec.byo_ms as i64 - over % spec.byo_ms as i64
            } else {
                spec.byo_ms as i64
            };
            SideView {
                main_ms: s.left_ms[p].max(0),
                periods: s.periods[p],
                period_ms,
            }
        };
        [side(0), side(1)]
    }

    /// Takes `elapsed` off player `p`'s time: main time first, then whole periods.
    fn charge(&mut self, spec: &ClockSpec, p: usize, elapsed: i64, increment: bool) {
        let elapsed = elapsed.max(0);
        if elapsed <= self.left_ms[p] {
            self.left_ms[p] -= elapsed;
            if increment {
                self.left_ms[p] += spec.increment_ms[p] as i64;
            }
        } else {
            let over = elapsed - self.left_ms[p].max(0);
            let used = if spec.byo_ms > 0 {
                (over / spec.byo_ms as i64) as u32
            } else {
                self.periods[p]
            };
            self.periods[p] = self.periods[p].saturating_sub(used);
            self.left_ms[p] = 0;
        }
    }

    /// Stops the running clock at `now`, charging the time used, and starts `next`'s.
    /// The caller has checked that the running side has not flagged.
    pub fn switch(&mut self, spec: &ClockSpec, now: i64, next: Option<usize>) {
        if let Some(p) = self.running {
            let elapsed = now - self.since_ms;
            self.charge(spec, p, elapsed, true);
        }
        self.running = next;
        self.since_ms = now;
    }

    /// Stops the clock where it stands (the game is over), without an increment.
    pub fn stop(&mut self, spec: &ClockSpec, now: i64) {
        if let Some(p) = self.running {
            let elapsed = now - self.since_ms;
            self.charge(spec, p, elapsed, false);
        }
        self.running = None;
        self.since_ms = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fischer_adds_the_increment() {
        let spec = ClockSpec::fischer(1000, 200);
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(0));
        assert_eq!(c.deadline(&spec), Some(1000));
        c.switch(&spec, 300, Some(1));
        assert_eq!(c.left_ms, [900, 1000]);
        assert_eq!(c.deadline(&spec), Some(1300));
        assert_eq!(c.flagged(&spec, 1299), None);
        assert_eq!(c.flagged(&spec, 1300), Some(1));
    }

    #[test]
    fn byo_yomi_periods() {
        let spec = ClockSpec {
            initial_ms: [100, 100],
            increment_ms: [0, 0],
            byo_ms: 50,
            periods: 3,
        };
        spec.validate().unwrap();
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(0));
        assert_eq!(c.deadline(&spec), Some(250));
        // 100 main + 20 into the first period: the period is whole again.
        c.switch(&spec, 120, Some(1));
        assert_eq!((c.left_ms[0], c.periods[0]), (0, 3));
        // 100 main + 60: one period lost.
        c.switch(&spec, 280, Some(0));
        assert_eq!((c.left_ms[1], c.periods[1]), (0, 2));
        assert_eq!(c.deadline(&spec), Some(280 + 150));
        let v = c.view(&spec, 300);
        assert_eq!((v[0].main_ms, v[0].periods, v[0].period_ms), (0, 3, 30));
    }

    #[test]
    fn handicap_and_validation() {
        let spec = ClockSpec {
            initial_ms: [60_000, 10_000],
            increment_ms: [0, 1000],
            byo_ms: 0,
            periods: 0,
        };
        spec.validate().unwrap();
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(1));
        assert_eq!(c.deadline(&spec), Some(10_000));
        assert!(ClockSpec::fischer(0, 0).validate().is_err());
        assert!(ClockSpec::fischer(u64::MAX, 0).validate().is_err());
    }
}
