//! Fitting a network's policy ([`Policy`]) to the moves played in finished games.
//!
//! The policy adds to move ordering's static score, so the fit models the chance that a
//! candidate is the move played as a softmax of (static score) / T + policy logit, where
//! T is the temperature at which the static scores alone fit best. The policy's logit of a
//! point is linear in its vectors for a given context (the network's first layer on the
//! position), so the fit is a multinomial logistic regression: Adam on batches, from zero
//! and pulled towards it, so that the many rare features stay near it. Quantised, a vector is
//! its logit times T, in the ordering's units, which is what the engine adds.

use crate::dataset::{self, Game};
use crate::fit;
use crate::train::TrainOptions;
use pearls_engine::board::{Board, Sq};
use pearls_engine::movepick::{self, Scope, Scorer};
use pearls_engine::nnue::{Network, Policy, CONTEXT_ONE, FEATURES};
use pearls_engine::params;
use pearls_engine::weights::Weights;
use pearls_engine::Rule;
use pearls_records::GameRecord;
use pearls_rules::random::Rng;

/// A position's candidates as the policy reads them, and which of them was played.
#[derive(Debug, Clone)]
pub struct Choice {
    /// The network's context ([`pearls_engine::nnue::Widths::context`] numbers), each
    /// number as a share of [`CONTEXT_ONE`].
    context: Vec<f32>,
    /// The policy tables of the side to move and of the opponent.
    tables: [usize; 2],
    /// Each candidate's feature for the side to move, for the opponent, and its static
    /// ordering score.
    candidates: Vec<(u16, u16, f32)>,
    played: usize,
}

/// The choice of `played` on `board` (evaluated with `net`), where the side to move had
/// the full choice of the points near the stones and `played` was among them.
pub fn choice(board: &mut Board, net: &Network, played: Sq) -> Option<Choice> {
    if movepick::scope(board) != Scope::All || board.last_move().is_none() {
        return None;
    }
    let mut moves = Vec::new();
    movepick::generate(board, Scope::All, &mut moves);
    let played = moves.iter().position(|m| m.0 == played)?;
    let us = board.to_move();
    let acc = board.accumulators()?;
    let context = net.context(&acc[us.index()], &acc[1 - us.index()]);
    let scorer = Scorer::with(params::ordering(board.rule()), board);
    let candidates = moves
        .iter()
        .map(|&(s, _)| {
            (
                board.feature(s, us) as u16,
                board.feature(s, us.opposite()) as u16,
                scorer.score(board, s) as f32,
            )
        })
        .collect();
    Some(Choice {
        context: context[..net.widths.context()]
            .iter()
            .map(|&c| c as f32 / CONTEXT_ONE as f32)
            .collect(),
        tables: [net.table_of(us.index()), net.table_of(1 - us.index())],
        candidates,
        played,
    })
}

/// The choices of every game from move `skip` on, replayed with `weights` (whose network
/// the policy is for), by the game's index.
pub fn choices(
    games: &[Game],
    rule: Rule,
    skip: usize,
    weights: &'static Weights,
) -> Result<Vec<(usize, Vec<Choice>)>, String> {
    let net = weights
        .network
        .as_deref()
        .ok_or("the weights hold no network for a policy to read")?;
    games
        .iter()
        .enumerate()
        .map(|(i, (name, g))| {
            game_choices(g, rule, skip, weights, net)
                .map(|c| (i, c))
                .map_err(|m| format!("{name}: {m}"))
        })
        .collect()
}

fn game_choices(
    g: &GameRecord,
    rule: Rule,
    skip: usize,
    weights: &'static Weights,
    net: &Network,
) -> Result<Vec<Choice>, String> {
    let mut out = Vec::new();
    dataset::replay_with(g, rule, Some(weights), |n, board, played| {
        if let (true, Some(s)) = (n >= skip, played) {
            out.extend(choice(board, net, s));
        }
    })?;
    Ok(out)
}

/// The policy's parameters as the fit holds them: `tables` sets of own vectors, then as
/// many of the opponent's, `width` numbers a feature (the network's
/// [`pearls_engine::nnue::Widths::context`]).
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    pub tables: usize,
    pub width: usize,
}

impl Layout {
    /// The layout of a policy for `net`.
    pub fn of(net: &Network) -> Layout {
        Layout {
            tables: net.tables,
            width: net.widths.context(),
        }
    }

    pub fn len(self) -> usize {
        2 * self.tables * FEATURES * self.width
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    #[inline]
    fn own(self, table: usize, f: u16) -> usize {
        (table * FEATURES + f as usize) * self.width
    }

    #[inline]
    fn their(self, table: usize, f: u16) -> usize {
        ((self.tables + table) * FEATURES + f as usize) * self.width
    }
}

/// Each candidate's logit under the policy `w` (none where `w` is `None`), into `out`.
fn logits(c: &Choice, l: Layout, w: Option<&[f64]>, t: f64, out: &mut Vec<f64>) {
    out.clear();
    out.extend(c.candidates.iter().map(|&(own, their, base)| {
        let mut x = f64::from(base) / t;
        if let Some(w) = w {
            let (a, b) = (l.own(c.tables[0], own), l.their(c.tables[1], their));
            for (k, &ck) in c.context.iter().enumerate() {
                x += f64::from(ck) * (w[a + k] + w[b + k]);
            }
        }
        x
    }));
}

/// Mean log loss of the played moves, and the share of them put first, under the static
/// ordering at temperature `t` plus the policy `w` where given.
pub fn measure(choices: &[Choice], l: Layout, w: Option<&[f64]>, t: f64) -> (f64, f64) {
    let mut x = Vec::new();
    let (mut loss, mut first) = (0.0, 0usize);
    for c in choices {
        logits(c, l, w, t, &mut x);
        let best = x.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        first += usize::from(x[c.played] >= best);
        fit::softmax(&mut x);
        loss -= x[c.played].max(1e-300).ln();
    }
    let n = choices.len().max(1) as f64;
    (loss / n, first as f64 / n)
}

/// The temperature at which the static ordering alone fits the choices best.
pub fn best_temperature(choices: &[Choice], l: Layout) -> f64 {
    fit::golden_min(0.0, 12.0, 40, |x| measure(choices, l, None, x.exp()).0).exp()
}

/// Fits the policy from zero at temperature `t` by Adam on shuffled batches of positions
/// (`o.rate` in logits, falling along half a cosine to `o.final_rate`), each number
/// pulled towards zero by `l2`; `progress` hears each epoch's mean training loss.
pub fn fit(
    choices: &[Choice],
    l: Layout,
    t: f64,
    o: TrainOptions,
    l2: f64,
    progress: &mut dyn FnMut(usize, f64),
) -> Vec<f64> {
    let n = l.len();
    let mut w = vec![0.0; n];
    let (mut m, mut v, mut g) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8f64);
    let mut order: Vec<usize> = (0..choices.len()).collect();
    let mut rng = Rng::new(o.seed ^ 0x706f_6c69_6379);
    let batch = o.batch.max(1);
    let total_steps = o.epochs * choices.len().div_ceil(batch);
    let mut step = 0i32;
    let mut x = Vec::new();
    for epoch in 1..=o.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut total = 0.0;
        for chunk in order.chunks(batch) {
            g.iter_mut().for_each(|x| *x = 0.0);
            let share = 1.0 / chunk.len() as f64;
            for &i in chunk {
                let c = &choices[i];
                logits(c, l, Some(&w), t, &mut x);
                fit::softmax(&mut x);
                total -= x[c.played].max(1e-300).ln();
                for (j, &(own, their, _)) in c.candidates.iter().enumerate() {
                    let err = (x[j] - f64::from(u8::from(j == c.played))) * share;
                    let (a, b) = (l.own(c.tables[0], own), l.their(c.tables[1], their));
                    for (k, &ck) in c.context.iter().enumerate() {
                        let d = err * f64::from(ck);
                        g[a + k] += d;
                        g[b + k] += d;
                    }
                }
            }
            step += 1;
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            let rate = f64::from(o.rate_at(step as usize - 1, total_steps));
            for k in 0..n {
                if g[k] == 0.0 && m[k] == 0.0 && w[k] == 0.0 {
                    continue;
                }
                let gk = g[k] + 2.0 * l2 * w[k];
                m[k] = b1 * m[k] + (1.0 - b1) * gk;
                v[k] = b2 * v[k] + (1.0 - b2) * gk * gk;
                w[k] -= rate * (m[k] / c1) / ((v[k] / c2).sqrt() + eps);
            }
        }
        progress(epoch, total / choices.len().max(1) as f64);
    }
    w
}

/// The fitted policy `w` in the engine's integers: logits times `t`, in the ordering's
/// units. Refused where a number would not fit in 16 bits: the ordering's temperature is
/// then so high that it says next to nothing, and the policy would stand in its place.
pub fn quantise(w: &[f64], l: Layout, t: f64) -> Result<Policy, String> {
    let top = w.iter().fold(0.0f64, |a, &b| a.max(b.abs())) * t;
    if top.round() > f64::from(i16::MAX) {
        return Err(format!(
            "the policy's largest number, {top:.0} at the ordering's temperature {t:.1}, does not fit in 16 bits"
        ));
    }
    let q = |x: f64| (x * t).round() as i16;
    let half = l.tables * FEATURES * l.width;
    Ok(Policy {
        width: l.width,
        own: w[..half].iter().map(|&x| q(x)).collect(),
        their: w[half..2 * half].iter().map(|&x| q(x)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_engine::testing::random_boards;
    use pearls_engine::weights;

    /// Choices on random renju positions where the side to move always plays, of the
    /// static ordering's first three candidates, the one whose own feature ranks first
    /// in an arbitrary order: the ordering says which three, the policy can learn which.
    fn choices_of(n: u64) -> (Vec<Choice>, &'static Network) {
        let w = weights::for_rule(Rule::Renju);
        let net = w.network.as_deref().expect("renju's network");
        let mut out = Vec::new();
        for mut b in random_boards(Rule::Renju, n) {
            if movepick::scope(&b) != Scope::All || b.last_move().is_none() {
                continue;
            }
            let us = b.to_move();
            let mut moves = Vec::new();
            movepick::generate(&mut b, Scope::All, &mut moves);
            moves.sort_by_key(|m| std::cmp::Reverse(m.1));
            let best = moves
                .iter()
                .take(3)
                .map(|m| m.0)
                .max_by_key(|&s| (b.feature(s, us) * 7919) % 1000)
                .expect("candidates");
            out.extend(choice(&mut b, net, best));
        }
        (out, net)
    }

    #[test]
    fn the_fit_learns_what_the_ordering_misses_and_the_engine_scores_it_so() {
        let (choices, net) = choices_of(300);
        assert!(choices.len() > 100, "only {} choices", choices.len());
        let l = Layout::of(net);
        let t = best_temperature(&choices, l);
        let (before, first_before) = measure(&choices, l, None, t);
        let opts = TrainOptions {
            epochs: 30,
            batch: 64,
            rate: 0.02,
            final_rate: 0.002,
            seed: 1,
            weight_decay: 0.0,
            threads: 1,
        };
        let mut heard = 0;
        let w = fit(&choices, l, t, opts, 1e-6, &mut |_, _| heard += 1);
        let (after, first_after) = measure(&choices, l, Some(&w), t);
        assert!(after < before - 0.2, "loss {before} -> {after}");
        assert!(
            first_after > first_before,
            "{first_before} -> {first_after}"
        );
        assert_eq!(heard, 30);

        // The engine's integer score of each candidate is the fitted logit times T,
        // less rounding.
        let policy = quantise(&w, l, t).expect("numbers in range");
        assert!(quantise(&w, l, 1e9).is_err());
        let mut x = Vec::new();
        let mut checked = 0;
        for c in &choices {
            logits(c, l, Some(&w), t, &mut x);
            let context: pearls_engine::nnue::Context = std::array::from_fn(|k| {
                c.context
                    .get(k)
                    .map_or(0, |&x| (x * CONTEXT_ONE as f32).round() as i32)
            });
            for (i, &(own, their, base)) in c.candidates.iter().enumerate() {
                let engine = policy.score(
                    &context,
                    (c.tables[0], own as usize),
                    (c.tables[1], their as usize),
                );
                let fitted = (x[i] - f64::from(base) / t) * t;
                assert!(
                    (f64::from(engine) - fitted).abs() <= 2.0 * l.width as f64,
                    "{engine} against {fitted}"
                );
                checked += 1;
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn a_forced_answer_or_a_board_without_a_network_is_no_choice() {
        let net = weights::for_rule(Rule::Renju)
            .network
            .as_deref()
            .expect("renju's network");
        // White must stop black's open three h8-j8.
        let mut b = Board::new(15, Rule::Renju);
        for (c, r) in [(7, 7), (0, 0), (8, 7), (0, 2), (9, 7)] {
            let s = b.sq(pearls_rules::Point::new(c, r));
            b.play(s);
        }
        let g8 = b.sq(pearls_rules::Point::new(6, 7));
        assert!(choice(&mut b, net, g8).is_none());
        // Caro plays on the tables alone.
        let mut b = Board::new(15, Rule::Caro);
        for (c, r) in [(7, 7), (8, 8)] {
            let s = b.sq(pearls_rules::Point::new(c, r));
            b.play(s);
        }
        let s = b.sq(pearls_rules::Point::new(6, 6));
        assert!(choice(&mut b, net, s).is_none());
    }
}
