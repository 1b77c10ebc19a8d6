//! Game clocks. A clock belongs to a player (colours can change hands in swap openings),
//! runs only for the player whose decision is pending, and is stored with the instant it
//! started running: with that, the remaining time and the deadline (the instant the
//! running side flags) are computed at any time, also after a restart.
//!
//! One model covers the live time controls: sudden death (no increment, no periods),
//! Fischer (an increment added after each action), byo-yomi (periods of fixed length that
//! start once the main time is spent; a period used up is lost, one not used up is whole
//! again for the next move) and handicaps (main time and increment per player).
//!
//! Correspondence is the same model counted in days: `days_per_move` days for each move,
//! whole again at every move, and then an optional reserve of `bank_days` for the whole
//! game, spent only by the time a move takes beyond its days. A player on vacation has
//! their clock stopped: the time of a vacation (one interval a player, the latest) does
//! not count against them.

use serde::{Deserialize, Serialize};

/// Longest main time, increment or period accepted: 24 hours.
const MAX_MS: u64 = 24 * 3600 * 1000;
const MAX_PERIODS: u32 = 30;
/// One day, in milliseconds.
pub const DAY_MS: i64 = 24 * 3600 * 1000;
/// Correspondence: the fewest and most days a move, and the largest bank.
pub const MIN_DAYS_PER_MOVE: u32 = 1;
pub const MAX_DAYS_PER_MOVE: u32 = 14;
pub const MAX_BANK_DAYS: u32 = 60;

/// A time control. Index 0 is the first player (the one who starts as black), 1 the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSpec {
    /// Main time of each player, in milliseconds (none in correspondence).
    #[serde(default)]
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
    /// Correspondence: the days each move may take (1 to 14). Absent in a live clock, and
    /// in every clock stored before correspondence existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days_per_move: Option<u32>,
    /// Correspondence: a reserve of days for the whole game, spent by moves that take
    /// longer than `days_per_move`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank_days: Option<u32>,
}

impl ClockSpec {
    /// Sudden death plus an increment, the same for both players.
    pub fn fischer(initial_ms: u64, increment_ms: u64) -> ClockSpec {
        ClockSpec {
            initial_ms: [initial_ms; 2],
            increment_ms: [increment_ms; 2],
            byo_ms: 0,
            periods: 0,
            days_per_move: None,
            bank_days: None,
        }
    }

    /// A correspondence clock of `days` a move and a bank of `bank` days.
    pub fn correspondence(days: u32, bank: Option<u32>) -> ClockSpec {
        ClockSpec {
            initial_ms: [0; 2],
            increment_ms: [0; 2],
            byo_ms: 0,
            periods: 0,
            days_per_move: Some(days),
            bank_days: bank,
        }
    }

    /// The time each move may take before the bank is touched, in a correspondence clock.
    pub fn move_ms(&self) -> Option<i64> {
        self.days_per_move.map(|d| i64::from(d) * DAY_MS)
    }

    pub fn is_correspondence(&self) -> bool {
        self.days_per_move.is_some()
    }

    pub fn validate(&self) -> Result<(), String> {
        if let Some(days) = self.days_per_move {
            if !(MIN_DAYS_PER_MOVE..=MAX_DAYS_PER_MOVE).contains(&days) {
                return Err(format!(
                    "days_per_move must be from {MIN_DAYS_PER_MOVE} to {MAX_DAYS_PER_MOVE}, not {days}"
                ));
            }
            if self.bank_days.is_some_and(|b| b > MAX_BANK_DAYS) {
                return Err(format!("bank_days must be at most {MAX_BANK_DAYS}"));
            }
            let live = self
                .initial_ms
                .iter()
                .chain(&self.increment_ms)
                .any(|&t| t > 0);
            if live || self.byo_ms > 0 || self.periods > 0 {
                return Err(
                    "a correspondence clock counts in days only: leave initial_ms, \
                     increment_ms and byo-yomi out"
                        .into(),
                );
            }
            return Ok(());
        }
        if self.bank_days.is_some() {
            return Err("bank_days needs days_per_move (a correspondence clock)".into());
        }
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
            days_per_move: spec.days_per_move,
        }
    }
}

/// The stored state of a clock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// Main time left for each player when their clock last stopped.
    pub left_ms: [i64; 2],
    /// Byo-yomi periods left.
    pub periods: [u32; 2],
    /// The player whose clock runs.
    pub running: Option<usize>,
    /// When it started running (milliseconds since the Unix epoch).
    pub since_ms: i64,
    /// Each player's vacations that may still matter, `[start, end)` in milliseconds, in
    /// order and apart: time in them does not count. Absent in clocks stored before
    /// vacations existed.
    #[serde(default, skip_serializing_if = "no_vacation")]
    pub vacation: [Vec<[i64; 2]>; 2],
    /// A game that may end without result until each side has moved: its clock waits
    /// for the first stone. Games of a schedule (tournaments, matches) are played or
    /// lost, and their clock runs from the start; so do clocks stored before aborts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abortable: bool,
}

fn no_vacation(v: &[Vec<[i64; 2]>; 2]) -> bool {
    v.iter().all(Vec::is_empty)
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
            vacation: Default::default(),
            abortable: false,
        }
        .with_bank(spec)
    }

    /// In correspondence, the main time is the bank.
    fn with_bank(mut self, spec: &ClockSpec) -> ClockState {
        if spec.is_correspondence() {
            let bank = i64::from(spec.bank_days.unwrap_or(0)) * DAY_MS;
            self.left_ms = [bank; 2];
        }
        self
    }

    fn total(&self, spec: &ClockSpec, p: usize) -> i64 {
        if let Some(move_ms) = spec.move_ms() {
            return move_ms + self.left_ms[p].max(0);
        }
        self.left_ms[p].max(0) + self.periods[p] as i64 * spec.byo_ms as i64
    }

    /// The time player `p`'s clock counts between `from` and `to`: all of it but what
    /// falls in their vacations.
    fn counted(&self, p: usize, from: i64, to: i64) -> i64 {
        let all = (to - from).max(0);
        let off: i64 = self.vacation[p]
            .iter()
            .map(|&[start, end]| (end.min(to) - start.max(from)).max(0))
            .sum();
        all - off
    }

    /// The instant the running side flags, if a clock runs.
    pub fn deadline(&self, spec: &ClockSpec) -> Option<i64> {
        let p = self.running?;
        let mut deadline = self.since_ms.saturating_add(self.total(spec, p));
        // Each vacation that begins before the deadline as it stands and ends after the
        // clock started pushes it back by its part after that start; they are in order,
        // so one pass sees every one a push brings in.
        for &[start, end] in &self.vacation[p] {
            if start < deadline && end > self.since_ms {
                deadline += end - start.max(self.since_ms);
            }
        }
        Some(deadline)
    }

    /// Starts a vacation for player `p` from `start` to `end`: their clock counts none of
    /// that time. The caller has checked that it begins after their last one ended.
    pub fn take_vacation(&mut self, p: usize, start: i64, end: i64) {
        self.vacation[p].push([start, end]);
    }

    /// Forgets the vacations over by `now`: they cannot touch a clock started then.
    fn forget_vacations(&mut self, now: i64) {
        for v in &mut self.vacation {
            v.retain(|&[_, end]| end > now);
        }
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
            let mut s = self.clone();
            let used = self.counted(p, self.since_ms, now);
            if s.running == Some(p) {
                s.charge(spec, p, used, false);
            }
            if let Some(move_ms) = spec.move_ms() {
                // The bank as main time, and what is left of this move's days as the
                // period.
                let this_move = if s.running == Some(p) {
                    (move_ms - used).max(0)
                } else {
                    move_ms
                };
                return SideView {
                    main_ms: s.left_ms[p].max(0),
                    periods: 0,
                    period_ms: this_move,
                };
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
        if let Some(move_ms) = spec.move_ms() {
            // Each move has its days whole; only the time beyond them comes off the bank.
            self.left_ms[p] -= (elapsed - move_ms).max(0);
            return;
        }
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
            let elapsed = self.counted(p, self.since_ms, now);
            self.charge(spec, p, elapsed, true);
        }
        self.running = next;
        self.since_ms = now;
        self.forget_vacations(now);
    }

    /// Stops the clock where it stands (the game is over), without an increment.
    pub fn stop(&mut self, spec: &ClockSpec, now: i64) {
        if let Some(p) = self.running {
            let elapsed = self.counted(p, self.since_ms, now);
            self.charge(spec, p, elapsed, false);
        }
        self.running = None;
        self.since_ms = now;
        self.forget_vacations(now);
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
            days_per_move: None,
            bank_days: None,
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
            days_per_move: None,
            bank_days: None,
        };
        spec.validate().unwrap();
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(1));
        assert_eq!(c.deadline(&spec), Some(10_000));
        assert!(ClockSpec::fischer(0, 0).validate().is_err());
        assert!(ClockSpec::fischer(u64::MAX, 0).validate().is_err());
    }

    #[test]
    fn correspondence_gives_each_move_its_days_then_spends_the_bank() {
        let day = DAY_MS;
        let spec = ClockSpec::correspondence(3, Some(2));
        spec.validate().unwrap();
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(0));
        assert_eq!(c.deadline(&spec), Some(5 * day));
        // Two days: the bank is untouched and the next move has three days again.
        c.switch(&spec, 2 * day, Some(1));
        assert_eq!(c.left_ms, [2 * day, 2 * day]);
        assert_eq!(c.deadline(&spec), Some(7 * day));
        // Four days: one comes off the bank.
        c.switch(&spec, 6 * day, Some(0));
        assert_eq!(c.left_ms, [2 * day, day]);
        let v = c.view(&spec, 7 * day);
        assert_eq!((v[0].main_ms, v[0].period_ms), (2 * day, 2 * day));
        assert_eq!((v[1].main_ms, v[1].period_ms), (day, 3 * day));
        assert_eq!(c.flagged(&spec, 11 * day - 1), None);
        assert_eq!(c.flagged(&spec, 11 * day), Some(0));
        // Without a bank, the days of the move are all there is.
        let bare = ClockSpec::correspondence(1, None);
        let mut c = ClockState::new(&bare);
        c.switch(&bare, 0, Some(1));
        assert_eq!(c.deadline(&bare), Some(day));
    }

    #[test]
    fn a_vacation_stops_the_clock_for_its_days() {
        let day = DAY_MS;
        let spec = ClockSpec::correspondence(2, None);
        let mut c = ClockState::new(&spec);
        c.switch(&spec, 0, Some(0));
        // One day into the move, three days off: the deadline moves three days back.
        c.take_vacation(0, day, 4 * day);
        assert_eq!(c.deadline(&spec), Some(5 * day));
        assert_eq!(c.view(&spec, 3 * day)[0].period_ms, day);
        assert_eq!(c.flagged(&spec, 5 * day - 1), None);
        // The other player's vacation changes nothing for the side to move.
        c.take_vacation(1, 0, 10 * day);
        assert_eq!(c.deadline(&spec), Some(5 * day));
        // A second vacation after the first, within the pushed deadline, pushes it again.
        c.take_vacation(0, 4 * day + 1000, 6 * day);
        assert_eq!(c.deadline(&spec), Some(7 * day - 1000));
        // Moving at the deadline's eve: four days passed of which one counted.
        c.switch(&spec, 7 * day - 1001, Some(1));
        assert_eq!(c.vacation[0], Vec::<[i64; 2]>::new());
        // A vacation that began before the move started counts from the start.
        let mut c = ClockState::new(&spec);
        c.take_vacation(0, 0, 3 * day);
        c.switch(&spec, day, Some(0));
        assert_eq!(c.deadline(&spec), Some(5 * day));
        c.switch(&spec, 4 * day, Some(1));
        assert_eq!(c.left_ms[0], 0);
    }

    #[test]
    fn correspondence_clocks_are_checked_and_old_clocks_still_read() {
        for (spec, words) in [
            (ClockSpec::correspondence(0, None), "from 1 to 14"),
            (ClockSpec::correspondence(15, None), "from 1 to 14"),
            (ClockSpec::correspondence(3, Some(999)), "bank_days"),
            (
                ClockSpec {
                    initial_ms: [1000, 1000],
                    ..ClockSpec::correspondence(3, None)
                },
                "days only",
            ),
            (
                ClockSpec {
                    bank_days: Some(1),
                    ..ClockSpec::fischer(1000, 0)
                },
                "needs days_per_move",
            ),
        ] {
            let e = spec.validate().unwrap_err();
            assert!(e.contains(words), "{spec:?}: {e}");
        }
        // As a request names it: days only.
        let spec: ClockSpec = serde_json::from_str(r#"{"days_per_move": 3}"#).unwrap();
        assert_eq!(spec, ClockSpec::correspondence(3, None));
        spec.validate().unwrap();
        // A clock stored before correspondence existed reads as it did, and writes the
        // same JSON again.
        let old_spec =
            r#"{"initial_ms":[60000,60000],"increment_ms":[0,0],"byo_ms":0,"periods":0}"#;
        let spec: ClockSpec = serde_json::from_str(old_spec).unwrap();
        assert_eq!(spec, ClockSpec::fischer(60_000, 0));
        assert_eq!(serde_json::to_string(&spec).unwrap(), old_spec);
        let old_state = r#"{"left_ms":[60000,59000],"periods":[0,0],"running":1,"since_ms":5}"#;
        let state: ClockState = serde_json::from_str(old_state).unwrap();
        assert!(no_vacation(&state.vacation));
        assert_eq!(state.deadline(&spec), Some(59_005));
        assert_eq!(serde_json::to_string(&state).unwrap(), old_state);
    }
}
