//! The puzzle rating as a grade: 30 kyu up to 1 kyu, then 1 dan up to 9 dan, as the
//! Japanese renju federation grades its players and problem solvers. The table is in
//! docs/puzzles-grades.md; this module is its one implementation.
//!
//! Kyu grades are 50 rating points wide and dan grades 100: 30 kyu is everything below
//! 600, 1 kyu is 2000 to 2049, 1 dan 2050 to 2149, and 9 dan 2850 and above. A newcomer's
//! 1500 is 11 kyu.

use std::fmt;

/// The upper end (exclusive) of 30 kyu.
pub const KYU_30_BELOW: f64 = 600.0;
/// The width of a kyu grade.
pub const KYU_STEP: f64 = 50.0;
/// Where 1 dan starts.
pub const DAN_1_FROM: f64 = 2050.0;
/// The width of a dan grade.
pub const DAN_STEP: f64 = 100.0;
pub const MAX_KYU: u8 = 30;
pub const MAX_DAN: u8 = 9;

/// A grade: kyu counts down towards 1 as a player improves, dan counts up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    Kyu(u8),
    Dan(u8),
}

impl Grade {
    /// The grade of a puzzle rating.
    pub fn of(rating: f64) -> Grade {
        if rating.is_nan() || rating < KYU_30_BELOW {
            return Grade::Kyu(MAX_KYU);
        }
        if rating < DAN_1_FROM {
            // 600 to 649 is 29 kyu, …, 2000 to 2049 is 1 kyu.
            let steps = ((rating - KYU_30_BELOW) / KYU_STEP).floor() as i64;
            return Grade::Kyu((i64::from(MAX_KYU) - 1 - steps).clamp(1, 29) as u8);
        }
        let steps = ((rating - DAN_1_FROM) / DAN_STEP).floor() as i64;
        Grade::Dan((1 + steps).clamp(1, i64::from(MAX_DAN)) as u8)
    }

    /// The lowest rating of the grade.
    pub fn lowest_rating(self) -> f64 {
        match self {
            Grade::Kyu(k) if k >= MAX_KYU => f64::NEG_INFINITY,
            Grade::Kyu(k) => KYU_30_BELOW + KYU_STEP * f64::from(MAX_KYU - 1 - k),
            Grade::Dan(d) => DAN_1_FROM + DAN_STEP * f64::from(d - 1),
        }
    }

    /// Reads `3 kyu`, `1 dan` (any case, one or more spaces).
    pub fn parse(text: &str) -> Option<Grade> {
        let mut words = text.split_whitespace();
        let n: u8 = words.next()?.parse().ok()?;
        let kind = words.next()?.to_ascii_lowercase();
        if words.next().is_some() {
            return None;
        }
        match kind.as_str() {
            "kyu" if (1..=MAX_KYU).contains(&n) => Some(Grade::Kyu(n)),
            "dan" if (1..=MAX_DAN).contains(&n) => Some(Grade::Dan(n)),
            _ => None,
        }
    }

    /// Every grade, lowest first.
    pub fn all() -> impl Iterator<Item = Grade> {
        (1..=MAX_KYU)
            .rev()
            .map(Grade::Kyu)
            .chain((1..=MAX_DAN).map(Grade::Dan))
    }
}

impl PartialOrd for Grade {
    fn partial_cmp(&self, other: &Grade) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Grade {
    fn cmp(&self, other: &Grade) -> std::cmp::Ordering {
        let rank = |g: &Grade| match *g {
            Grade::Kyu(k) => -i32::from(k),
            Grade::Dan(d) => i32::from(d),
        };
        rank(self).cmp(&rank(other))
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Grade::Kyu(k) => write!(f, "{k} kyu"),
            Grade::Dan(d) => write!(f, "{d} dan"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_ends_and_steps_are_as_documented() {
        assert_eq!(Grade::of(0.0), Grade::Kyu(30));
        assert_eq!(Grade::of(599.9), Grade::Kyu(30));
        assert_eq!(Grade::of(600.0), Grade::Kyu(29));
        assert_eq!(Grade::of(649.9), Grade::Kyu(29));
        assert_eq!(Grade::of(1500.0), Grade::Kyu(11));
        assert_eq!(Grade::of(2000.0), Grade::Kyu(1));
        assert_eq!(Grade::of(2049.9), Grade::Kyu(1));
        assert_eq!(Grade::of(2050.0), Grade::Dan(1));
        assert_eq!(Grade::of(2149.9), Grade::Dan(1));
        assert_eq!(Grade::of(2150.0), Grade::Dan(2));
        assert_eq!(Grade::of(2850.0), Grade::Dan(9));
        assert_eq!(Grade::of(4000.0), Grade::Dan(9));
        assert_eq!(Grade::of(f64::NAN), Grade::Kyu(30));
    }

    #[test]
    fn every_grade_starts_where_the_one_below_ends() {
        let all: Vec<Grade> = Grade::all().collect();
        assert_eq!(all.len(), 39);
        assert_eq!(all[0], Grade::Kyu(30));
        assert_eq!(all[38], Grade::Dan(9));
        for g in &all {
            let low = g.lowest_rating();
            if low.is_finite() {
                assert_eq!(Grade::of(low), *g, "{g} from {low}");
                assert!(Grade::of(low - 0.01) < *g, "{g} below {low}");
            }
        }
        for w in all.windows(2) {
            assert!(w[0] < w[1], "{} < {}", w[0], w[1]);
        }
    }

    #[test]
    fn grades_read_back_as_written() {
        for g in Grade::all() {
            assert_eq!(Grade::parse(&g.to_string()), Some(g));
        }
        assert_eq!(Grade::parse(" 3  KYU "), Some(Grade::Kyu(3)));
        assert_eq!(Grade::parse("31 kyu"), None);
        assert_eq!(Grade::parse("10 dan"), None);
        assert_eq!(Grade::parse("0 dan"), None);
        assert_eq!(Grade::parse("3 kyu extra"), None);
        assert_eq!(Grade::parse("kyu"), None);
    }
}
