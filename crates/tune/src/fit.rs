//! Fitting the evaluation to game results. A position's evaluation is a sum of entries of
//! the engine's [`weights`](pearls_engine::weights), one per empty point and colour, one per
//! empty point for the pair of threats it makes, one for the position's threat mask and
//! one for the mask of the position before the last move, so the chance that the side to move
//! wins, modelled as `1 / (1 + e^(-eval / k))`, is a logistic regression in the entries:
//! the fit below minimises its log loss over positions from finished games, pulled gently
//! towards the tables it starts from.

use crate::dataset::Sample;
use pearls_engine::pattern::{COMBOS, THREATS};
use pearls_engine::weights::{Family, Masks, Pairs, Table, Weights, MASKS};
use pearls_engine::Rule;
use pearls_rules::Color;

/// Table entries, indexed as `combo * 2 + kind`: kind 0 is the value of a point to the
/// side to move, 1 its value to the side waiting.
pub const ENTRIES: usize = COMBOS * 2;

/// Entries of the table of threat pairs, after the tables of combinations: indexed as
/// `(colour to move * THREATS + its threat) * THREATS + the waiting side's threat`.
pub const PAIR_ENTRIES: usize = 2 * THREATS * THREATS;

/// Entries of a table of threat masks (the position's, after the table of threat pairs,
/// then the position's before the last move): indexed as `colour to move * MASKS + mask`.
pub const MASK_ENTRIES: usize = 2 * MASKS;

/// How many tables a fit shapes: one that both colours share, or one per colour (black's
/// first), as renju's unequal colours want.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Shared,
    ByColor,
}

impl Layout {
    /// The layout the engine evaluates `rule` with.
    pub fn of(rule: Rule) -> Layout {
        Layout::for_family(Family::of(rule))
    }

    pub fn for_family(family: Family) -> Layout {
        match family.tables() {
            1 => Layout::Shared,
            _ => Layout::ByColor,
        }
    }

    /// The rules whose tables have this layout.
    pub fn family(self) -> Family {
        match self {
            Layout::Shared => Family::Shared,
            Layout::ByColor => Family::Renju,
        }
    }

    pub fn tables(self) -> usize {
        match self {
            Layout::Shared => 1,
            Layout::ByColor => 2,
        }
    }

    /// The entries of a fit: the tables of combinations, the table of threat pairs, then
    /// the tables of threat masks now and before the last move.
    pub fn entries(self) -> usize {
        self.before_at() + MASK_ENTRIES
    }

    /// Where the table of threat masks before the last move begins.
    pub fn before_at(self) -> usize {
        self.masks_at() + MASK_ENTRIES
    }

    /// Where the threat masks before the last move with `c` to move now begin.
    pub fn before_for(self, c: Color) -> usize {
        self.before_at() + c.index() * MASKS
    }

    /// Where the table of threat masks begins, after the table of threat pairs.
    pub fn masks_at(self) -> usize {
        self.pairs_at() + PAIR_ENTRIES
    }

    /// Where the threat masks with `c` to move begin.
    pub fn masks_for(self, c: Color) -> usize {
        self.masks_at() + c.index() * MASKS
    }

    /// Where the table of threat pairs begins, after the tables of combinations.
    pub fn pairs_at(self) -> usize {
        ENTRIES * self.tables()
    }

    /// Where the threat pairs with `c` to move begin.
    pub fn pairs_for(self, c: Color) -> usize {
        self.pairs_at() + c.index() * THREATS * THREATS
    }

    pub(crate) fn offset(self, c: Color) -> usize {
        match self {
            Layout::Shared => 0,
            Layout::ByColor => c.index() * ENTRIES,
        }
    }
}

#[inline]
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean log loss of the samples under the table `w` and scale `k`.
pub fn loss(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(s.eval(w) / k).clamp(eps, 1.0 - eps);
            let y = s.target() as f64;
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale that fits the table `w` best: the evaluation units of an even chance's
/// e-fold change, found by a golden-section search.
pub fn best_scale(samples: &[Sample], w: &[f64]) -> f64 {
    golden_min(10.0, 5000.0, 60, |k| loss(samples, w, k))
}

/// The chances a softmax gives the logits `x`, in place (none of them may be NaN).
pub fn softmax(x: &mut [f64]) {
    let top = x.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut sum = 0.0;
    for v in x.iter_mut() {
        *v = (*v - top).exp();
        sum += *v;
    }
    for v in x.iter_mut() {
        *v /= sum;
    }
}

/// Where the function `f`, with one minimum between `lo` and `hi`, is least: a
/// golden-section search of `steps` steps.
pub fn golden_min(mut lo: f64, mut hi: f64, steps: usize, f: impl Fn(f64) -> f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..steps {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

#[derive(Debug, Clone, Copy)]
pub struct FitOptions {
    /// Full passes over the samples.
    pub epochs: usize,
    /// Adam's step size, in evaluation units.
    pub rate: f64,
    /// Weight of the pull towards the starting table, per entry and unit squared.
    pub l2: f64,
}

/// Fits the table to the samples from `start` with the scale `k`, by full-batch Adam.
/// `progress` hears the epoch and the loss now and then.
pub fn fit(
    samples: &[Sample],
    start: &[f64],
    k: f64,
    opts: FitOptions,
    progress: &mut dyn FnMut(usize, f64),
) -> Vec<f64> {
    let n = samples.len().max(1) as f64;
    let gradient = |w: &[f64], grad: &mut [f64]| {
        for s in samples {
            let err = (sigmoid(s.eval(w) / k) - s.target() as f64) / (k * n);
            for &(i, c) in s.counts() {
                grad[i as usize] += err * c as f64;
            }
        }
    };
    adam(start, opts, gradient, |w| loss(samples, w, k), progress)
}

/// Full-batch Adam from `start`, with the pull of `opts.l2` towards it: `gradient` adds
/// the loss's gradient at `w` into `grad`, and `progress` hears the epoch and `loss` every
/// 50 epochs and at the last.
pub fn adam(
    start: &[f64],
    opts: FitOptions,
    mut gradient: impl FnMut(&[f64], &mut [f64]),
    loss: impl Fn(&[f64]) -> f64,
    progress: &mut dyn FnMut(usize, f64),
) -> Vec<f64> {
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut w = start.to_vec();
    let mut m = vec![0.0; w.len()];
    let mut v = vec![0.0; w.len()];
    for epoch in 1..=opts.epochs {
        let mut grad: Vec<f64> = w
            .iter()
            .zip(start)
            .map(|(x, x0)| 2.0 * opts.l2 * (x - x0))
            .collect();
        gradient(&w, &mut grad);
        let t = epoch as i32;
        for i in 0..w.len() {
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let mh = m[i] / (1.0 - b1.powi(t));
            let vh = v[i] / (1.0 - b2.powi(t));
            w[i] -= opts.rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 50 == 0 || epoch == opts.epochs {
            progress(epoch, loss(&w));
        }
    }
    w
}

/// The engine's shipped tables for `rule`, in its layout (see [`to_vec`]).
pub fn current(rule: Rule) -> Vec<f64> {
    to_vec(pearls_engine::weights::for_rule(rule))
}

/// Tables in the fit's layout: [`ENTRIES`] numbers a table of combinations, then the
/// [`PAIR_ENTRIES`] of the table of threat pairs and the [`MASK_ENTRIES`] of each table of
/// threat masks.
pub fn to_vec(weights: &Weights) -> Vec<f64> {
    let tables = weights
        .tables
        .iter()
        .flat_map(|t| t.iter().flat_map(|e| [e[0] as f64, e[1] as f64]));
    let pairs = weights.pairs.iter().flatten().flatten().map(|&x| x as f64);
    let masks = weights.masks.iter().flatten().map(|&x| x as f64);
    let before = weights.before.iter().flatten().map(|&x| x as f64);
    tables.chain(pairs).chain(masks).chain(before).collect()
}

/// `w` with the side to move's surplus over the side waiting's value, the worth of having
/// the move, scaled by `scale` entry by entry (rounded half to even) in the tables of
/// combinations; the tables of threat pairs and masks stay as they are.
pub fn with_tempo(w: &[f64], layout: Layout, scale: f64) -> Vec<f64> {
    let (tables, pairs) = w.split_at(layout.pairs_at());
    tables
        .chunks(2)
        .flat_map(|e| [(e[1] + (e[0] - e[1]) * scale).round_ties_even(), e[1]])
        .chain(pairs.iter().copied())
        .collect()
}

/// The fitted numbers `w` as the engine's tables, each entry rounded to the nearest whole
/// number within an `i16`.
pub fn to_weights(w: &[f64], layout: Layout, provenance: &str) -> Weights {
    assert_eq!(w.len(), layout.entries(), "numbers of a {layout:?} fit");
    let clamp = |x: f64| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16;
    let tables = w[..layout.pairs_at()]
        .chunks_exact(ENTRIES)
        .map(|t| -> Table { std::array::from_fn(|c| [clamp(t[c * 2]), clamp(t[c * 2 + 1])]) })
        .collect();
    let p = &w[layout.pairs_at()..layout.masks_at()];
    let pairs: Pairs = std::array::from_fn(|m| {
        std::array::from_fn(|a| std::array::from_fn(|b| clamp(p[(m * THREATS + a) * THREATS + b])))
    });
    let masks = |at: usize| -> Box<Masks> {
        Box::new(std::array::from_fn(|m| {
            std::array::from_fn(|i| clamp(w[at + m * MASKS + i]))
        }))
    };
    Weights {
        family: layout.family(),
        tables,
        pairs: Box::new(pairs),
        masks: masks(layout.masks_at()),
        before: masks(layout.before_at()),
        provenance: provenance.to_string(),
        network: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::sample;
    use pearls_engine::pattern::Threat;
    use pearls_engine::testing::random_boards;

    #[test]
    fn the_tempo_scale_moves_only_the_side_to_move_values() {
        let layout = Layout::Shared;
        // A table of combinations that starts with these entries, and a table of threat
        // pairs, which has no side to move's surplus to scale, of sevens.
        let with = |head: &[f64]| {
            let mut w = vec![0.0; layout.entries()];
            w[..head.len()].copy_from_slice(head);
            w[ENTRIES..].fill(7.0);
            w
        };
        let w = with(&[2750.0, 2200.0, 15.0, 12.0, -4.0, 6.0]);
        assert_eq!(with_tempo(&w, layout, 1.0), w);
        assert_eq!(
            with_tempo(&w, layout, 0.6),
            with(&[2530.0, 2200.0, 14.0, 12.0, 0.0, 6.0])
        );
        let flat = with_tempo(&w, layout, 0.0);
        assert!(flat[..ENTRIES].chunks(2).all(|e| e[0] == e[1]));
        assert!(flat[ENTRIES..].iter().all(|&x| x == 7.0));
        // 12 + 3 * 0.5 = 13.5 rounds to the even 14, and 12 + 5 * 0.5 = 14.5 to 14 too.
        assert_eq!(
            with_tempo(&with(&[15.0, 12.0, 17.0, 12.0]), layout, 0.5),
            with(&[14.0, 12.0, 14.0, 12.0])
        );
    }

    #[test]
    fn fitting_lowers_the_loss_and_the_table_reads_back() {
        let w0 = current(Rule::Freestyle);
        // Results that the side to move wins wherever it has the larger potential, so a
        // better table exists.
        let samples: Vec<Sample> = random_boards(Rule::Freestyle, 80)
            .iter()
            .filter_map(|b| {
                let us = b.to_move();
                let ahead = b.count_at_least(us, Threat::Flex2)
                    > b.count_at_least(us.opposite(), Threat::Flex2);
                sample(
                    b,
                    Some(if ahead { us } else { us.opposite() }),
                    Layout::Shared,
                )
            })
            .collect();
        let k = best_scale(&samples, &w0);
        let before = loss(&samples, &w0, k);
        let opts = FitOptions {
            epochs: 60,
            rate: 2.0,
            l2: 1e-7,
        };
        let mut heard = 0;
        let w = fit(&samples, &w0, k, opts, &mut |_, _| heard += 1);
        let after = loss(&samples, &w, k);
        assert!(after < before, "loss {before} -> {after}");
        assert!(heard > 0);
        // The fit moves the table of threat pairs too.
        assert!(w[ENTRIES..]
            .iter()
            .zip(&w0[ENTRIES..])
            .any(|(a, b)| a.round() != b.round()));
        let rounded: Vec<f64> = w.iter().map(|x| x.round()).collect();
        let shared = to_weights(&w, Layout::Shared, "test");
        assert_eq!(shared.family, Family::Shared);
        assert_eq!(to_vec(&shared), rounded);
        // Black's table the fitted one, white's the starting one, the pairs the fitted.
        let two: Vec<f64> = w[..ENTRIES]
            .iter()
            .chain(&w0[..ENTRIES])
            .chain(&w[ENTRIES..])
            .copied()
            .collect();
        let both = to_weights(&two, Layout::ByColor, "test");
        assert_eq!(both.family, Family::Renju);
        assert_eq!(both.tables.len(), 2);
        assert_eq!(
            to_vec(&both),
            two.iter().map(|x| x.round()).collect::<Vec<_>>()
        );
    }

    #[test]
    fn entries_beyond_an_i16_are_clamped() {
        let mut w = current(Rule::Freestyle);
        w[0] = 1e9;
        w[1] = -1e9;
        let t = to_weights(&w, Layout::Shared, "");
        assert_eq!(t.tables[0][0], [i16::MAX, i16::MIN]);
    }

    #[test]
    fn the_shipped_tables_read_back_as_they_are() {
        for family in Family::ALL {
            // The tables, without the network that the file may hold beside them.
            let shipped = pearls_engine::weights::embedded_tables(family);
            let layout = Layout::for_family(family);
            let again = to_weights(&to_vec(shipped), layout, &shipped.provenance);
            assert_eq!(&again, shipped);
        }
    }
}
