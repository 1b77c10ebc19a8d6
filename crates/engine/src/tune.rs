//! Fitting the evaluation to game results. A position's evaluation is a sum of entries of
//! the tables in [`weights`](crate::weights), one per empty point and colour, one per
//! empty point for the pair of threats it makes, one for the position's threat mask and
//! one for the mask of the position before the last move, so the chance that the side to move
//! wins, modelled as `1 / (1 + e^(-eval / k))`, is a logistic regression in the entries:
//! the fit below minimises its log loss over positions from finished games, pulled gently
//! towards the tables it starts from.

use crate::board::Board;
use crate::pattern::{self, Threat, COMBOS, THREATS};
use crate::weights::MASKS;
use crate::Rule;
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
        match crate::weights::for_rule(rule).tables.len() {
            1 => Layout::Shared,
            _ => Layout::ByColor,
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

    fn offset(self, c: Color) -> usize {
        match self {
            Layout::Shared => 0,
            Layout::ByColor => c.index() * ENTRIES,
        }
    }
}

/// One position: how often each entry counts in its evaluation (negative for the side
/// waiting), and the result for the side to move (1 a win, 0.5 a draw, 0 a loss).
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    counts: Vec<(u16, i16)>,
    target: f32,
}

/// The sample of `board`, unless a five or a four is about to decide the game: a table of
/// quiet values should not learn from positions the search settles at once.
pub fn sample(board: &Board, winner: Option<Color>, layout: Layout) -> Option<Sample> {
    let us = board.to_move();
    let them = us.opposite();
    if board.count(us, Threat::Five) > 0
        || board.count(them, Threat::Five) > 0
        || board.count_at_least(us, Threat::Flex4) > 0
    {
        return None;
    }
    let mut dense = vec![0i16; layout.entries()];
    dense[layout.masks_for(us) + board.threat_mask()] = 1;
    if let Some(m) = board.threat_mask_before() {
        dense[layout.before_for(us) + m] = 1;
    }
    let (own, their) = (layout.offset(us), layout.offset(them));
    let pairs = layout.pairs_for(us);
    for &s in board.squares() {
        if !board.is_empty(s) {
            continue;
        }
        let (a, b) = (board.threat(s, us) as usize, board.threat(s, them) as usize);
        dense[pairs + a * THREATS + b] += 1;
        if let Some(c) = board.combo(s, us) {
            dense[own + c as usize * 2] += 1;
        }
        if let Some(c) = board.combo(s, them) {
            dense[their + c as usize * 2 + 1] -= 1;
        }
    }
    let counts = dense
        .iter()
        .enumerate()
        .filter(|(_, &n)| n != 0)
        .map(|(i, &n)| (i as u16, n))
        .collect();
    let target = match winner {
        Some(c) if c == us => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    Some(Sample { counts, target })
}

impl Sample {
    /// Moves the target towards a search's verdict: `share` of it becomes `p`, the
    /// chance of a win the search's score stands for.
    pub fn blend(&mut self, p: f64, share: f64) {
        self.target = ((1.0 - share) * self.target as f64 + share * p) as f32;
    }

    /// The evaluation under the table `w` (indexed as [`ENTRIES`]).
    pub fn eval(&self, w: &[f64]) -> f64 {
        self.counts
            .iter()
            .map(|&(i, n)| w[i as usize] * n as f64)
            .sum()
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
            let y = s.target as f64;
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
            let err = (sigmoid(s.eval(w) / k) - s.target as f64) / (k * n);
            for &(i, c) in &s.counts {
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

/// The engine's current tables for `rule`, in its layout: [`ENTRIES`] numbers a table of
/// combinations, then the [`PAIR_ENTRIES`] of the table of threat pairs and the
/// [`MASK_ENTRIES`] of each table of threat masks.
pub fn current(rule: Rule) -> Vec<f64> {
    let weights = crate::weights::for_rule(rule);
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

/// The tables as the Rust source of a module of `weights` (`shared.rs` for the shared
/// layout, `renju.rs` for one table a colour).
pub fn source(w: &[f64], layout: Layout, provenance: &str) -> String {
    let mut out = String::new();
    out.push_str(
        "//! The evaluation's values of an empty point, by the combination of patterns its four\n\
         //! lines would make (see `pattern::combination`): to the side to move, and to the side\n\
         //! waiting. Written by `pearls tune`; do not edit by hand.\n",
    );
    for line in provenance.lines() {
        out.push_str("//!\n//! ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("\nuse super::{Masks, Pairs, Table};\n\n");
    out.push_str(&format!(
        "/// How these tables were made, one step a line.\npub const PROVENANCE: &str = {provenance:?};\n"
    ));
    let names: &[&str] = match layout {
        Layout::Shared => &["VALUES"],
        Layout::ByColor => &["BLACK", "WHITE"],
    };
    let clamp = |x: f64| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16;
    for (t, name) in names.iter().enumerate() {
        let w = &w[t * ENTRIES..(t + 1) * ENTRIES];
        out.push_str(&format!(
            "\n#[rustfmt::skip]\npub static {name}: Table = [\n"
        ));
        for c in 0..COMBOS {
            let combo: Vec<String> = pattern::combination(c)
                .iter()
                .map(|p| format!("{p:?}"))
                .collect();
            out.push_str(&format!(
                "    [{}, {}], // {}\n",
                clamp(w[c * 2]),
                clamp(w[c * 2 + 1]),
                combo.join(" ")
            ));
        }
        out.push_str("];\n");
    }
    let pairs = &w[layout.pairs_at()..layout.masks_at()];
    out.push_str(
        "\n/// By the colour to move (black first), the threat for it (rows) and the threat for\n\
         /// the side waiting (columns), in the order of `Threat`.\n\
         #[rustfmt::skip]\npub static PAIRS: Pairs = [\n",
    );
    for mover in pairs.chunks(THREATS * THREATS) {
        out.push_str("    [\n");
        for (row, threat) in mover.chunks(THREATS).zip(Threat::ALL) {
            let row: Vec<String> = row.iter().map(|&x| clamp(x).to_string()).collect();
            out.push_str(&format!("        [{}], // {threat:?}\n", row.join(", ")));
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    let masks = [
        (
            "MASKS",
            "the threat mask (`Board::threat_mask`)",
            layout.masks_at(),
        ),
        (
            "BEFORE",
            "the threat mask before the last move\n/// (`Board::threat_mask_before`)",
            layout.before_at(),
        ),
    ];
    for (name, what, at) in masks {
        out.push_str(&format!(
            "\n/// By the colour to move (black first) and {what}, sixteen masks a line.\n\
             #[rustfmt::skip]\npub static {name}: Masks = [\n"
        ));
        for mover in w[at..at + MASK_ENTRIES].chunks(MASKS) {
            out.push_str("    [\n");
            for row in mover.chunks(16) {
                let row: Vec<String> = row.iter().map(|&x| clamp(x).to_string()).collect();
                out.push_str(&format!("        {},\n", row.join(", ")));
            }
            out.push_str("    ],\n");
        }
        out.push_str("];\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{Evaluator, PatternEval};
    use crate::testing::random_boards;
    use crate::Rule;

    #[test]
    fn a_sample_evaluates_as_the_board_does() {
        // The running sums the board keeps move by move against a count over every point.
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            let w = current(rule);
            assert_eq!(w.len(), layout.entries());
            let mut checked = 0;
            for b in random_boards(rule, 60) {
                if let Some(s) = sample(&b, None, layout) {
                    assert_eq!(s.eval(&w) as i32, PatternEval.evaluate(&b), "{b:?}");
                    checked += 1;
                }
            }
            assert!(checked > 20, "{rule:?}: only {checked} quiet positions");
        }
    }

    #[test]
    fn every_empty_point_counts_once_in_the_side_to_move_s_threat_pairs() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            for b in random_boards(rule, 30) {
                let Some(s) = sample(&b, None, layout) else {
                    continue;
                };
                let own = layout.pairs_for(b.to_move());
                let mut pairs = 0;
                for &(i, n) in &s.counts {
                    let i = i as usize;
                    if (layout.pairs_at()..layout.masks_at()).contains(&i) {
                        assert!((own..own + THREATS * THREATS).contains(&i), "{b:?}");
                        pairs += n as usize;
                    }
                }
                assert_eq!(pairs, b.empties(), "{b:?}");
            }
        }
    }

    #[test]
    fn a_position_counts_once_in_the_side_to_move_s_threat_masks() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let layout = Layout::of(rule);
            let mut masks_seen = std::collections::HashSet::new();
            for b in random_boards(rule, 60) {
                let Some(s) = sample(&b, None, layout) else {
                    continue;
                };
                let in_table = |at: usize| -> Vec<_> {
                    s.counts
                        .iter()
                        .filter(|&&(i, _)| (at..at + MASK_ENTRIES).contains(&(i as usize)))
                        .collect()
                };
                let want = layout.masks_for(b.to_move()) + b.threat_mask();
                assert_eq!(in_table(layout.masks_at()), [&(want as u16, 1)], "{b:?}");
                // The mask before the last move, read on the board as it stood then.
                let mut before = b.clone();
                before.undo();
                let want = layout.before_for(b.to_move()) + before.threat_mask();
                assert_eq!(in_table(layout.before_at()), [&(want as u16, 1)], "{b:?}");
                masks_seen.insert(b.threat_mask());
            }
            // The random positions are varied enough to show several masks.
            assert!(masks_seen.len() > 3, "{rule:?}: masks {masks_seen:?}");
        }
    }

    #[test]
    fn a_colour_s_points_count_in_its_own_table() {
        // Black's table alone: a sum over black's points, plus when black is to move and
        // minus when white is.
        let mut w = current(Rule::Renju);
        w[ENTRIES..].fill(0.0);
        let mut checked = 0;
        for b in random_boards(Rule::Renju, 40) {
            let Some(s) = sample(&b, None, Layout::ByColor) else {
                continue;
            };
            let kind = usize::from(b.to_move() != Color::Black);
            let black: f64 = b
                .squares()
                .iter()
                .filter(|&&p| b.is_empty(p))
                .filter_map(|&p| b.combo(p, Color::Black))
                .map(|c| w[c as usize * 2 + kind])
                .sum();
            let sign = if kind == 0 { 1.0 } else { -1.0 };
            assert_eq!(s.eval(&w), sign * black, "{b:?}");
            checked += 1;
        }
        assert!(checked > 10);
    }

    #[test]
    fn blending_moves_the_target_by_the_share() {
        let b = Board::new(15, Rule::Freestyle);
        let mut s = sample(&b, Some(Color::Black), Layout::Shared).expect("quiet");
        s.blend(0.5, 0.25);
        assert_eq!(s.target, 0.875);
        s.blend(0.0, 1.0);
        assert_eq!(s.target, 0.0);
    }

    #[test]
    fn positions_a_five_or_a_four_decides_are_left_out() {
        let mut b = Board::new(15, Rule::Freestyle);
        for (c, r) in [(7, 7), (0, 0), (8, 7), (0, 2), (9, 7), (0, 4)] {
            b.play(b.sq(pearls_rules::Point::new(c, r)));
        }
        // Black to move with an open three: a straight four is one move away.
        assert!(sample(&b, Some(Color::Black), Layout::Shared).is_none());
        b.undo();
        assert!(sample(&b, Some(Color::Black), Layout::Shared).is_some());
    }

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
        let read = |text: String| -> Vec<f64> {
            // Rows of numbers: in brackets, or bare and ending in a comma.
            text.lines()
                .map(str::trim)
                .filter_map(|l| match l.strip_prefix('[') {
                    Some(l) => l.split(']').next(),
                    None if l.starts_with(|c: char| c == '-' || c.is_ascii_digit()) => {
                        l.strip_suffix(',')
                    }
                    None => None,
                })
                .filter(|l| !l.is_empty())
                .flat_map(|l| {
                    l.split(',')
                        .map(|x| x.trim().parse::<f64>().expect("a number"))
                        .collect::<Vec<_>>()
                })
                .collect()
        };
        // The fit moves the table of threat pairs too.
        assert!(w[ENTRIES..]
            .iter()
            .zip(&w0[ENTRIES..])
            .any(|(a, b)| a.round() != b.round()));
        let shared = read(source(&w, Layout::Shared, "test"));
        assert_eq!(shared.len(), Layout::Shared.entries());
        for (a, b) in shared.iter().zip(&w) {
            assert_eq!(*a, b.round());
        }
        // Black's table the fitted one, white's the starting one, the pairs the fitted.
        let two: Vec<f64> = w[..ENTRIES]
            .iter()
            .chain(&w0[..ENTRIES])
            .chain(&w[ENTRIES..])
            .copied()
            .collect();
        let text = source(&two, Layout::ByColor, "test");
        assert!(
            text.contains("pub static BLACK: Table")
                && text.contains("pub static WHITE: Table")
                && text.contains("pub static PAIRS: Pairs")
        );
        let both = read(text);
        assert_eq!(both.len(), Layout::ByColor.entries());
        for (a, b) in both.iter().zip(&two) {
            assert_eq!(*a, b.round());
        }
    }
}
