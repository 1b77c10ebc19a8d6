//! Match statistics: W/D/L, pentanomial pair counts, an Elo estimate with its 95%
//! interval, and the sequential probability ratio test on game pairs.
//!
//! Pairs, not games, are the independent samples: both games of a pair start from the
//! same opening with colours swapped, so their results are correlated. A pair scores 0,
//! ½, 1, 1½ or 2 points for the first engine; the pentanomial counts how many pairs ended
//! with each score (LL, LD, DD or WL, WD, WW).
//!
//! The Elo model is the logistic one: an expected score `s` means
//! `elo = -400 log10(1/s - 1)`. The SPRT is the generalized SPRT (GSPRT) of Van den Bergh:
//! the log-likelihood ratio of the two hypotheses with the nuisance parameters (the draw
//! shape of the pentanomial) replaced by their maximum-likelihood estimates, taken in its
//! normal approximation `LLR = N (s1 - s0)(2 mu - s0 - s1) / (2 var)`, where `N` is the
//! number of pairs, `mu` and `var` the mean and variance of the per-pair score scaled to
//! [0, 1], and `s0`, `s1` the expected scores of elo0 and elo1. The test stops when the
//! LLR leaves `(ln(beta/(1-alpha)), ln((1-beta)/alpha))`.
//!
//! The "normalized" model tests normalized Elo (Elo per standard deviation of the score,
//! scale `800/ln 10`) instead: `LLR = (games/2) ln((1 + (t - t0)^2) / (1 + (t - t1)^2))`
//! with `t = (mu - 1/2) / sigma` per game, `sigma = sqrt(2 var)`.
//!
//! Empty pentanomial cells get a weight of 0.001 before any of this, so a short match
//! with, say, no lost pair gives finite figures; and the LLR takes the variance to be at
//! least 0.01, so a sample with no spread is not taken for proof.

use std::fmt;

/// The 97.5% quantile of the standard normal distribution.
pub const Z975: f64 = 1.959_963_984_540_054;

/// Pairs an SPRT needs before it may stop.
pub const MIN_PAIRS: u64 = 20;

/// Weight given to an empty pentanomial cell.
const PRIOR: f64 = 1e-3;

/// The least variance of the pair score the LLR assumes. Real matches between engines
/// show 0.05 to 0.15; a sample with no spread (every pair split 1-1, say) has told
/// nothing yet about the spread, and with its own variance of all but zero the normal
/// approximation would call a few such pairs proof.
const MIN_VARIANCE: f64 = 0.01;

/// Wins, draws and losses of one side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wdl {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Wdl {
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win is 1, a draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }

    pub fn add(&mut self, score: GameScore) {
        match score {
            GameScore::Win => self.wins += 1,
            GameScore::Draw => self.draws += 1,
            GameScore::Loss => self.losses += 1,
        }
    }
}

/// One game's result for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameScore {
    Win,
    Draw,
    Loss,
}

impl GameScore {
    /// Half points: 2 a win, 1 a draw, 0 a loss.
    pub fn half_points(self) -> usize {
        match self {
            GameScore::Win => 2,
            GameScore::Draw => 1,
            GameScore::Loss => 0,
        }
    }

    pub fn flipped(self) -> GameScore {
        match self {
            GameScore::Win => GameScore::Loss,
            GameScore::Draw => GameScore::Draw,
            GameScore::Loss => GameScore::Win,
        }
    }
}

/// Pair counts by the pair's score in half points: `[LL, LD, DD+WL, WD, WW]`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    pub fn add(&mut self, a: GameScore, b: GameScore) {
        self.0[a.half_points() + b.half_points()] += 1;
    }

    /// From the other side's point of view.
    pub fn flipped(&self) -> Pentanomial {
        let mut r = self.0;
        r.reverse();
        Pentanomial(r)
    }

    /// The number of pairs (with the prior for empty cells), and the mean and variance of
    /// the pair score scaled to [0, 1].
    pub fn moments(&self) -> (f64, f64, f64) {
        let w: Vec<f64> = self
            .0
            .iter()
            .map(|&c| if c == 0 { PRIOR } else { c as f64 })
            .collect();
        let n: f64 = w.iter().sum();
        let mu = w
            .iter()
            .enumerate()
            .map(|(i, c)| c * i as f64 / 4.0)
            .sum::<f64>()
            / n;
        let var = w
            .iter()
            .enumerate()
            .map(|(i, c)| c * (i as f64 / 4.0 - mu).powi(2))
            .sum::<f64>()
            / n;
        (n, mu, var)
    }
}

/// The logistic Elo difference for an expected score.
pub fn elo_of_score(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The expected score for a logistic Elo difference.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo estimate and its 95% confidence interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EloEstimate {
    pub elo: f64,
    pub lower: f64,
    pub upper: f64,
}

impl EloEstimate {
    /// Half the width of the interval (the "±" figure).
    pub fn plus_minus(&self) -> f64 {
        (self.upper - self.lower) / 2.0
    }
}

impl fmt::Display for EloEstimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1} ± {:.1}", self.elo, self.plus_minus())
    }
}

/// The Elo of the first engine over the second from the pair counts, with the interval
/// of the mean pair score carried through the logistic curve. `None` before any pair.
pub fn elo_estimate(p: &Pentanomial) -> Option<EloEstimate> {
    if p.pairs() == 0 {
        return None;
    }
    let (n, mu, var) = p.moments();
    let half = Z975 * (var / n).sqrt();
    let clamp = |s: f64| s.clamp(1e-9, 1.0 - 1e-9);
    Some(EloEstimate {
        elo: elo_of_score(clamp(mu)),
        lower: elo_of_score(clamp(mu - half)),
        upper: elo_of_score(clamp(mu + half)),
    })
}

/// What elo0 and elo1 measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EloModel {
    /// Logistic Elo (the default).
    Logistic,
    /// Normalized Elo.
    Normalized,
}

impl EloModel {
    pub fn name(self) -> &'static str {
        match self {
            EloModel::Logistic => "logistic",
            EloModel::Normalized => "normalized",
        }
    }
}

/// The verdict of an SPRT so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// H1 (elo ≥ elo1) accepted: the LLR reached the upper bound.
    H1,
    /// H0 (elo ≤ elo0) accepted: the LLR reached the lower bound.
    H0,
    Continue,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::H1 => "H1",
            Verdict::H0 => "H0",
            Verdict::Continue => "continue",
        }
    }
}

/// A sequential probability ratio test of elo0 against elo1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    pub model: EloModel,
}

impl Sprt {
    /// Reads `elo0=0 elo1=5 alpha=0.05 beta=0.05 [model=logistic|normalized]` (the items
    /// may also come as separate words; unnamed ones keep these defaults).
    pub fn parse(words: &[String]) -> Result<Sprt, String> {
        let mut s = Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
            model: EloModel::Logistic,
        };
        for item in words.iter().flat_map(|w| w.split_whitespace()) {
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| format!("SPRT setting '{item}' is not key=value"))?;
            if k == "model" {
                s.model = match v {
                    "logistic" => EloModel::Logistic,
                    "normalized" => EloModel::Normalized,
                    _ => return Err(format!("unknown SPRT model '{v}' (logistic, normalized)")),
                };
                continue;
            }
            let x: f64 = v
                .parse()
                .map_err(|_| format!("SPRT {k}: '{v}' is not a number"))?;
            match k {
                "elo0" => s.elo0 = x,
                "elo1" => s.elo1 = x,
                "alpha" => s.alpha = x,
                "beta" => s.beta = x,
                _ => {
                    return Err(format!(
                        "unknown SPRT setting '{k}' (elo0, elo1, alpha, beta, model)"
                    ))
                }
            }
        }
        if s.elo0.partial_cmp(&s.elo1) != Some(std::cmp::Ordering::Less) {
            return Err("SPRT: elo0 must be below elo1".into());
        }
        for (name, p) in [("alpha", s.alpha), ("beta", s.beta)] {
            if p.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) || p >= 0.5 {
                return Err(format!("SPRT: {name} must be between 0 and 0.5"));
            }
        }
        Ok(s)
    }

    /// `(lower, upper)`: `ln(beta/(1-alpha))` and `ln((1-beta)/alpha)`.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for these pair counts.
    pub fn llr(&self, p: &Pentanomial) -> f64 {
        if p.pairs() == 0 {
            return 0.0;
        }
        let (n, mu, var) = p.moments();
        let var = var.max(MIN_VARIANCE);
        match self.model {
            EloModel::Logistic => {
                let s0 = score_of_elo(self.elo0);
                let s1 = score_of_elo(self.elo1);
                n * (s1 - s0) * (2.0 * mu - s0 - s1) / (2.0 * var)
            }
            EloModel::Normalized => {
                let scale = 800.0 / std::f64::consts::LN_10;
                let (t0, t1) = (self.elo0 / scale, self.elo1 / scale);
                let sigma = (2.0 * var).sqrt();
                let t = (mu - 0.5) / sigma;
                let games = 2.0 * n;
                games / 2.0 * ((1.0 + (t - t0).powi(2)) / (1.0 + (t - t1).powi(2))).ln()
            }
        }
    }

    /// What the test says of these pair counts. Before [`MIN_PAIRS`] pairs it always
    /// continues: a few pairs are too few for the normal approximation.
    pub fn verdict(&self, p: &Pentanomial) -> Verdict {
        if p.pairs() < MIN_PAIRS {
            return Verdict::Continue;
        }
        let llr = self.llr(p);
        let (lo, hi) = self.bounds();
        if llr >= hi {
            Verdict::H1
        } else if llr <= lo {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0={} elo1={} alpha={} beta={} model={}",
            self.elo0,
            self.elo1,
            self.alpha,
            self.beta,
            self.model.name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) {
        assert!((a - b).abs() < tol, "{a} is not {b}");
    }

    fn sprt(words: &str) -> Sprt {
        Sprt::parse(&[words.to_string()]).unwrap()
    }

    // Expected figures computed independently (Python, the formulas in the module
    // documentation) for the pair counts [LL, LD, DD+WL, WD, WW] = [5, 20, 50, 30, 10].
    const SAMPLE: Pentanomial = Pentanomial([5, 20, 50, 30, 10]);

    #[test]
    fn moments_of_a_known_sample() {
        let (n, mu, var) = SAMPLE.moments();
        close(n, 115.0, 1e-12);
        close(mu, 0.543_478_260_869_565_2, 1e-12);
        close(var, 0.057_892_249_527_410_206, 1e-12);
    }

    #[test]
    fn elo_and_interval_of_a_known_sample() {
        let e = elo_estimate(&SAMPLE).unwrap();
        close(e.elo, 30.288_285_575_247_322, 1e-9);
        close(e.lower, -0.345_418_565_603_222_6, 1e-9);
        close(e.upper, 61.400_320_663_064_974, 1e-9);
        close(e.plus_minus(), 30.872_869_614_334_1, 1e-9);
    }

    #[test]
    fn logistic_llr_of_a_known_sample() {
        let s = sprt("elo0=0 elo1=5 alpha=0.05 beta=0.05");
        close(s.llr(&SAMPLE), 0.570_001_680_166_828_3, 1e-9);
        let (lo, hi) = s.bounds();
        close(lo, -2.944_438_979_166_440_5, 1e-12);
        close(hi, 2.944_438_979_166_440_5, 1e-12);
        assert_eq!(s.verdict(&SAMPLE), Verdict::Continue);
        // Ten times the sample: the same mean and variance, ten times the evidence.
        let big = Pentanomial(SAMPLE.0.map(|c| c * 10));
        close(s.llr(&big), 5.700_016_801_668_283, 1e-8);
        assert_eq!(s.verdict(&big), Verdict::H1);
        // Against a 50 Elo improvement the same data is evidence for H0.
        let strict = sprt("elo0=40 elo1=50");
        close(strict.llr(&big), -5.877_803_107_935_739, 1e-8);
        assert_eq!(strict.verdict(&big), Verdict::H0);
    }

    #[test]
    fn a_few_lopsided_pairs_decide_nothing() {
        let s = sprt("elo0=-10 elo1=0");
        // One pair won twice: no spread at all, but the variance floor keeps the LLR
        // from calling it proof.
        let one = Pentanomial([0, 0, 0, 0, 1]);
        let (lo, hi) = s.bounds();
        assert!(s.llr(&one) > 0.0 && s.llr(&one) < hi);
        assert_eq!(s.verdict(&one), Verdict::Continue);
        let lost = Pentanomial([MIN_PAIRS - 1, 0, 0, 0, 0]);
        assert_eq!(s.verdict(&lost), Verdict::Continue);
        // Twenty pairs lost twice are proof, spread or not.
        let enough = Pentanomial([MIN_PAIRS, 0, 0, 0, 0]);
        assert!(s.llr(&enough) < lo);
        assert_eq!(s.verdict(&enough), Verdict::H0);
    }

    #[test]
    fn pairs_that_all_split_are_slow_evidence() {
        let s = sprt("elo0=0 elo1=10");
        // Every pair split 1-1 has a variance of all but zero; without the floor twenty
        // of them accepted H0 at once.
        let split = Pentanomial([0, 0, MIN_PAIRS, 0, 0]);
        assert!(split.moments().2 < 1e-3);
        assert_eq!(s.verdict(&split), Verdict::Continue);
        // Many of them do show that neither side is 10 Elo better.
        let many = Pentanomial([0, 0, 50 * MIN_PAIRS, 0, 0]);
        assert_eq!(s.verdict(&many), Verdict::H0);
        // A real match's spread is above the floor, so its LLR is the plain one.
        let (_, _, var) = SAMPLE.moments();
        assert!(var > MIN_VARIANCE);
    }

    #[test]
    fn normalized_llr_of_a_known_sample() {
        let s = sprt("elo0=0 elo1=5 model=normalized");
        close(s.llr(&SAMPLE), 0.393_375_381_472_639, 1e-9);
    }

    #[test]
    fn empty_cells_get_a_small_prior() {
        let p = Pentanomial([0, 0, 3, 4, 2]);
        let (n, mu, var) = p.moments();
        close(n, 9.002, 1e-12);
        close(mu, 0.722_089_535_658_742_7, 1e-12);
        close(var, 0.034_025_771_587_898_14, 1e-12);
        let e = elo_estimate(&p).unwrap();
        close(e.elo, 165.874_460_599_483_9, 1e-9);
        close(e.lower, 71.588_713_358_640_5, 1e-9);
        close(e.upper, 291.431_360_385_624_8, 1e-9);
        let s = sprt("elo0=0 elo1=5");
        close(s.llr(&p), 0.415_912_800_021_669_64, 1e-9);
        // No pair at all: no estimate and no evidence.
        assert_eq!(elo_estimate(&Pentanomial::default()), None);
        assert_eq!(s.llr(&Pentanomial::default()), 0.0);
    }

    #[test]
    fn logistic_curve_and_counts() {
        close(score_of_elo(0.0), 0.5, 1e-15);
        close(elo_of_score(score_of_elo(123.0)), 123.0, 1e-9);
        close(elo_of_score(0.75), 190.848_501_887_864_98, 1e-9);
        let mut p = Pentanomial::default();
        p.add(GameScore::Win, GameScore::Loss);
        p.add(GameScore::Draw, GameScore::Draw);
        p.add(GameScore::Win, GameScore::Draw);
        p.add(GameScore::Loss, GameScore::Loss);
        assert_eq!(p, Pentanomial([1, 0, 2, 1, 0]));
        assert_eq!(p.flipped(), Pentanomial([0, 1, 2, 0, 1]));
        let mut w = Wdl::default();
        for s in [GameScore::Win, GameScore::Draw, GameScore::Win] {
            w.add(s);
        }
        assert_eq!((w.games(), w.points()), (3, 2.5));
    }

    #[test]
    fn sprt_settings_are_checked() {
        let s = sprt("elo0=-1 elo1=3 alpha=0.1 beta=0.2");
        assert_eq!((s.elo0, s.elo1, s.alpha, s.beta), (-1.0, 3.0, 0.1, 0.2));
        assert_eq!(s.model, EloModel::Logistic);
        let words: Vec<String> = ["elo0=0", "elo1=10"].map(String::from).to_vec();
        assert_eq!(Sprt::parse(&words).unwrap().elo1, 10.0);
        for bad in [
            "elo0=5 elo1=5",
            "alpha=0.7",
            "elo1=x",
            "gamma=1",
            "elo0",
            "model=x",
        ] {
            assert!(Sprt::parse(&[bad.to_string()]).is_err(), "{bad}");
        }
    }
}
