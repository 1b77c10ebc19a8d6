//! The trainer of the learned evaluation ([`pearls_engine::nnue`]): the network in `f32`
//! on the CPU, by minibatch Adam on packed positions ([`crate::packed`]), quantised on
//! writing. Plain Rust, so that training and its test need nothing but cargo.
//!
//! Each position's target is a blend of the search's score, read as a chance on the
//! network's scale, and the game's result; the loss is the cross-entropy of the output's
//! chance against it. The trainer also computes, with its own integer arithmetic, what the
//! quantised network gives on a few positions ([`check_values`]), so that a test can hold
//! the engine's evaluation equal to it.

use crate::packed::{Position, NO_SCORE};
use pearls_engine::nnue::{
    self, Network, Widths, FEATURES, MAX_ACC, MAX_H1, MAX_H2, ONE, WEIGHT_ONE,
};
use pearls_engine::weights::Family;
use pearls_engine::Board;
use pearls_rules::random::Rng;
use pearls_rules::{Color, Point};

/// A position as the network reads it: each side's features with their counts.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// The side to move's features then the other side's, each `(feature, count)`.
    pub features: [Vec<(u16, u16)>; 2],
    /// The set of input vectors each side reads (its colour under renju, else 0).
    pub tables: [usize; 2],
    /// The chance of a win it is trained towards.
    pub target: f32,
    /// The pattern tables' evaluation, for a network that adds to it (else 0).
    pub base: i32,
    /// `base` on the logistic's scale: where the network's output starts.
    pub base_logit: f32,
}

/// Whether the network learns a vector for feature `f`: a combination with some stone of
/// its colour along a line (a pattern above a free one), or the forbidden feature. The
/// others, the combinations of points with no own stone within reach, keep a vector of
/// zeros: a third of the board's points share a handful of them, and a vector counted
/// 150 times moved the accumulators by a step 150 times too large to learn.
pub fn learned(f: usize) -> bool {
    use pearls_engine::pattern::{combination, Pattern};
    f == nnue::FORBIDDEN
        || combination(f)
            .iter()
            .any(|p| !matches!(p, Pattern::Dead | Pattern::B1 | Pattern::F1))
}

/// Each colour's learned features on `board` (see [`learned`]), black's first: every
/// empty point's combination, or the forbidden feature, counted.
pub fn board_features(board: &Board) -> [Vec<(u16, u16)>; 2] {
    [Color::Black, Color::White].map(|c| {
        let mut counts = vec![0u16; FEATURES];
        for &s in board.squares() {
            if board.is_empty(s) {
                let f = board.combo(s, c).map_or(nnue::FORBIDDEN, usize::from);
                counts[f] += 1;
            }
        }
        counts
            .iter()
            .enumerate()
            .filter(|&(f, &n)| n > 0 && learned(f))
            .map(|(f, &n)| (f as u16, n))
            .collect()
    })
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The sample of `p`, its target `lambda` of the score's chance on `scale` and the rest
/// the result; `with_tables` for a network whose output adds to the tables' evaluation.
pub fn sample(p: &Position, family: Family, scale: f32, lambda: f32, with_tables: bool) -> Sample {
    let board = p.board();
    let base = if with_tables {
        pearls_engine::eval::tables_eval(&board)
    } else {
        0
    };
    let [black, white] = board_features(&board);
    let us = p.to_move.index();
    let table = |c: usize| if family.tables() == 2 { c } else { 0 };
    let result = (f32::from(p.result) + 1.0) / 2.0;
    // A position no search scored is fitted to its result alone.
    let lambda = if p.score == NO_SCORE { 0.0 } else { lambda };
    let searched = sigmoid(f32::from(p.score) / scale);
    let features = if us == 0 {
        [black, white]
    } else {
        [white, black]
    };
    Sample {
        features,
        tables: [table(us), table(1 - us)],
        target: lambda * searched + (1.0 - lambda) * result,
        base,
        base_logit: base as f32 / scale,
    }
}

/// The scale on which the search's scores best predict the games' results: the number of
/// evaluation units that stand for one unit of the logistic's argument. Where no position
/// has a score ([`NO_SCORE`]), the scale on which the shipped tables' own evaluation does,
/// over at most 20,000 positions spread through the data, so that the network's values sit
/// on the scale the search's margins were set for.
pub fn best_scale(positions: &[Position]) -> f32 {
    let scored: Vec<(f64, i8)> = positions
        .iter()
        .filter(|p| p.score != NO_SCORE)
        .map(|p| (f64::from(p.score), p.result))
        .collect();
    let scored = if scored.is_empty() {
        let step = positions.len().div_ceil(20_000).max(1);
        positions
            .iter()
            .step_by(step)
            .map(|p| {
                let tables = pearls_engine::eval::tables_eval(&p.board());
                (f64::from(tables), p.result)
            })
            .collect()
    } else {
        scored
    };
    let loss = |k: f64| -> f64 {
        scored
            .iter()
            .map(|&(score, result)| {
                let q = 1.0 / (1.0 + (-score / k).exp());
                let t = (f64::from(result) + 1.0) / 2.0;
                let q = q.clamp(1e-9, 1.0 - 1e-9);
                -(t * q.ln() + (1.0 - t) * (1.0 - q).ln())
            })
            .sum::<f64>()
    };
    crate::fit::golden_min(50.0, 5000.0, 60, loss) as f32
}

/// Where each part of the network lies in the flat vector of its numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub tables: usize,
    pub widths: Widths,
}

impl Layout {
    fn ft(self) -> usize {
        0
    }
    fn ft_bias(self) -> usize {
        self.tables * FEATURES * self.widths.acc
    }
    fn l1(self) -> usize {
        self.ft_bias() + self.tables * self.widths.acc
    }
    fn l1_bias(self) -> usize {
        self.l1() + self.widths.h1 * 2 * self.widths.acc
    }
    fn l2(self) -> usize {
        self.l1_bias() + self.widths.h1
    }
    fn l2_bias(self) -> usize {
        self.l2() + self.widths.h2 * self.widths.h1
    }
    fn out(self) -> usize {
        self.l2_bias() + self.widths.h2
    }
    fn out_bias(self) -> usize {
        self.out() + self.widths.h2
    }
    pub fn len(self) -> usize {
        self.out_bias() + 1
    }
    pub fn is_empty(self) -> bool {
        false
    }
}

/// The network in `f32`, its numbers in one vector laid out by [`Layout`].
///
/// The passes read each number as its quantised form will be (`q`), and round the layers'
/// outputs down as the engine's shifts do, while the steps change the numbers in full
/// precision: without it an input vector's rounding, times the count of a combination
/// that 150 points share, moved an accumulator by more than half its range.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatNet {
    pub layout: Layout,
    pub p: Vec<f32>,
    /// `p` rounded to the quantised grid, what the passes read.
    q: Vec<f32>,
    /// Whether the passes round as the engine does; off, they are smooth (for checking
    /// the gradient).
    pub rounding: bool,
    /// Whether the output adds to the tables' evaluation ([`Sample::base`]).
    pub with_tables: bool,
}

/// The top of a dense weight, so that it fits an `i8` at 64 to 1.0.
const WEIGHT_MAX: f32 = 127.0 / WEIGHT_ONE as f32;
/// The top of an input vector's numbers, so that sums over a board stay in `i16`.
const FT_MAX: f32 = 2.0;

/// What one sample's forward pass keeps for the backward one: arrays as wide as the
/// widest network, of which the layout's widths are read.
struct Pass {
    a: [[f32; MAX_ACC]; 2],
    z1: [f32; MAX_H1],
    h1: [f32; MAX_H1],
    z2: [f32; MAX_H2],
    h2: [f32; MAX_H2],
    y: f32,
}

fn clip01(x: f32) -> f32 {
    x.clamp(0.0, 1.0)
}

impl FloatNet {
    /// A network of seeded random numbers: starting accumulators in the middle of the
    /// clipping, small input vectors, dense layers scaled to their inputs. One that adds
    /// to the tables starts with an output layer of zeros, so that it starts as the tables.
    ///
    /// Panics on widths the engine cannot run ([`Widths::check`]): the command line
    /// checks them as it reads them.
    pub fn new(tables: usize, widths: Widths, seed: u64, with_tables: bool) -> FloatNet {
        if let Err(runs) = widths.check() {
            panic!("widths {widths}: the engine runs {runs}");
        }
        let layout = Layout { tables, widths };
        let Widths { acc, h1, h2 } = widths;
        let mut rng = Rng::new(seed);
        let mut uniform = |span: f32| {
            let u = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * u - 1.0) * span
        };
        let mut p = vec![0.0; layout.len()];
        for (k, x) in p[layout.ft()..layout.ft_bias()].iter_mut().enumerate() {
            let r = uniform(0.02);
            *x = if learned(k / acc % FEATURES) { r } else { 0.0 };
        }
        for x in &mut p[layout.ft_bias()..layout.l1()] {
            *x = 0.5;
        }
        for x in &mut p[layout.l1()..layout.l1_bias()] {
            *x = uniform(1.0 / (2.0 * acc as f32).sqrt());
        }
        for x in &mut p[layout.l2()..layout.l2_bias()] {
            *x = uniform(1.0 / (h1 as f32).sqrt());
        }
        for x in &mut p[layout.out()..layout.out_bias()] {
            let r = uniform(1.0 / (h2 as f32).sqrt());
            *x = if with_tables { 0.0 } else { r };
        }
        let mut net = FloatNet {
            layout,
            q: p.clone(),
            p,
            rounding: true,
            with_tables,
        };
        net.refresh();
        net
    }

    /// The network of `p`, numbers laid out by `layout` as another trainer wrote them
    /// ([`crate::exchange`]), held to what this trainer keeps: finite numbers, within
    /// what their quantised forms hold, and a vector of zeros for every feature the
    /// network does not learn ([`learned`]), since the engine counts those too.
    pub fn from_numbers(
        layout: Layout,
        p: Vec<f32>,
        with_tables: bool,
    ) -> Result<FloatNet, String> {
        if let Err(runs) = layout.widths.check() {
            return Err(format!("widths {}: the engine runs {runs}", layout.widths));
        }
        if p.len() != layout.len() {
            return Err(format!(
                "{} numbers; a network of widths {} for {} table(s) has {}",
                p.len(),
                layout.widths,
                layout.tables,
                layout.len()
            ));
        }
        if let Some(k) = p.iter().position(|x| !x.is_finite()) {
            return Err(format!("number {k} is {}, not a finite number", p[k]));
        }
        let acc = layout.widths.acc;
        let unlearned = p[layout.ft()..layout.ft_bias()]
            .chunks(acc)
            .enumerate()
            .find(|(row, v)| !learned(row % FEATURES) && v.iter().any(|&x| x != 0.0));
        if let Some((row, _)) = unlearned {
            return Err(format!(
                "feature {} of table {} has a vector that is not zero, but it is one the \
                 network does not learn",
                row % FEATURES,
                row / FEATURES
            ));
        }
        let mut net = FloatNet {
            layout,
            q: p.clone(),
            p,
            rounding: true,
            with_tables,
        };
        net.clip();
        net.refresh();
        Ok(net)
    }

    /// The float network a quantised one stands for, to train on from there (`pearls tune
    /// train --init`): each number on its grid, so that the passes start from exactly the
    /// engine's evaluation, held as [`FloatNet::from_numbers`] holds another trainer's.
    pub fn from_network(net: &Network) -> Result<FloatNet, String> {
        let layout = Layout {
            tables: net.tables,
            widths: net.widths,
        };
        let (one, w) = (ONE as f32, WEIGHT_ONE as f32);
        let mut p = Vec::with_capacity(layout.len());
        p.extend(net.ft.iter().map(|&x| f32::from(x) / one));
        p.extend(net.ft_bias.iter().map(|&x| f32::from(x) / one));
        p.extend(net.l1.iter().map(|&x| f32::from(x) / w));
        p.extend(net.l1_bias.iter().map(|&x| x as f32 / (one * w)));
        p.extend(net.l2.iter().map(|&x| f32::from(x) / w));
        p.extend(net.l2_bias.iter().map(|&x| x as f32 / (one * w)));
        p.extend(net.out.iter().map(|&x| f32::from(x) / w));
        p.push(net.out_bias as f32 / (one * w));
        FloatNet::from_numbers(layout, p, net.with_tables)
    }

    /// Makes `q` the quantised grid's numbers for `p`.
    fn refresh(&mut self) {
        let l = self.layout;
        if !self.rounding {
            self.q.copy_from_slice(&self.p);
            return;
        }
        let on = |x: f32, unit: f32| (x * unit).round() / unit;
        let (one, w) = (ONE as f32, WEIGHT_ONE as f32);
        for (k, (q, &p)) in self.q.iter_mut().zip(&self.p).enumerate() {
            let unit = if k < l.l1() {
                one
            } else if (l.l1()..l.l1_bias()).contains(&k)
                || (l.l2()..l.l2_bias()).contains(&k)
                || (l.out()..l.out_bias()).contains(&k)
            {
                w
            } else {
                one * w
            };
            *q = on(p, unit);
        }
    }

    /// A layer's output as the engine's shift rounds it.
    fn act(&self, z: f32) -> f32 {
        if self.rounding {
            clip01((z * ONE as f32 + 1e-3).floor() / ONE as f32)
        } else {
            clip01(z)
        }
    }

    fn forward(&self, s: &Sample) -> Pass {
        let l = self.layout;
        let Widths {
            acc,
            h1: n1,
            h2: n2,
        } = l.widths;
        let p = &self.q;
        let mut a = [[0f32; MAX_ACC]; 2];
        for (k, ak) in a.iter_mut().enumerate() {
            let t = s.tables[k];
            let ak = &mut ak[..acc];
            ak.copy_from_slice(&p[l.ft_bias() + t * acc..][..acc]);
            for &(f, n) in &s.features[k] {
                let row = &p[l.ft() + (t * FEATURES + f as usize) * acc..][..acc];
                let n = f32::from(n);
                for (v, r) in ak.iter_mut().zip(row) {
                    *v += n * r;
                }
            }
        }
        let mut x = [0f32; 2 * MAX_ACC];
        for k in 0..2 {
            for i in 0..acc {
                x[k * acc + i] = clip01(a[k][i]);
            }
        }
        let x = &x[..2 * acc];
        let mut z1 = [0f32; MAX_H1];
        let mut h1 = [0f32; MAX_H1];
        for j in 0..n1 {
            let w = &p[l.l1() + j * 2 * acc..][..2 * acc];
            z1[j] = p[l.l1_bias() + j] + w.iter().zip(x).map(|(w, x)| w * x).sum::<f32>();
            h1[j] = self.act(z1[j]);
        }
        let mut z2 = [0f32; MAX_H2];
        let mut h2 = [0f32; MAX_H2];
        for k in 0..n2 {
            let w = &p[l.l2() + k * n1..][..n1];
            z2[k] = p[l.l2_bias() + k] + w.iter().zip(&h1[..n1]).map(|(w, x)| w * x).sum::<f32>();
            h2[k] = self.act(z2[k]);
        }
        let y = s.base_logit
            + p[l.out_bias()]
            + p[l.out()..l.out() + n2]
                .iter()
                .zip(&h2[..n2])
                .map(|(w, x)| w * x)
                .sum::<f32>();
        Pass {
            a,
            z1,
            h1,
            z2,
            h2,
            y,
        }
    }

    /// The output for a sample: the logistic's argument.
    pub fn output(&self, s: &Sample) -> f32 {
        self.forward(s).y
    }

    /// Adds the gradient of the sample's loss times `weight` to `g`; returns the loss.
    fn backward(&self, s: &Sample, weight: f32, g: &mut [f32]) -> f32 {
        let l = self.layout;
        let p = &self.q;
        let f = self.forward(s);
        let q = sigmoid(f.y);
        let dy = (q - s.target) * weight;
        let live = |z: f32| if z > 0.0 && z < 1.0 { 1.0 } else { 0.0 };
        let Widths {
            acc,
            h1: n1,
            h2: n2,
        } = l.widths;
        g[l.out_bias()] += dy;
        let mut dz2 = [0f32; MAX_H2];
        for k in 0..n2 {
            g[l.out() + k] += dy * f.h2[k];
            dz2[k] = dy * p[l.out() + k] * live(f.z2[k]);
        }
        let mut dz1 = [0f32; MAX_H1];
        for k in 0..n2 {
            if dz2[k] == 0.0 {
                continue;
            }
            g[l.l2_bias() + k] += dz2[k];
            for j in 0..n1 {
                g[l.l2() + k * n1 + j] += dz2[k] * f.h1[j];
                dz1[j] += dz2[k] * p[l.l2() + k * n1 + j];
            }
        }
        let mut dx = [0f32; 2 * MAX_ACC];
        let dx = &mut dx[..2 * acc];
        let x = |i: usize| clip01(f.a[i / acc][i % acc]);
        for j in 0..n1 {
            let d = dz1[j] * live(f.z1[j]);
            if d == 0.0 {
                continue;
            }
            g[l.l1_bias() + j] += d;
            for (i, dxi) in dx.iter_mut().enumerate() {
                g[l.l1() + j * 2 * acc + i] += d * x(i);
                *dxi += d * p[l.l1() + j * 2 * acc + i];
            }
        }
        for k in 0..2 {
            let t = s.tables[k];
            let mut da = [0f32; MAX_ACC];
            for i in 0..acc {
                da[i] = dx[k * acc + i] * live(f.a[k][i]);
            }
            for i in 0..acc {
                g[l.ft_bias() + t * acc + i] += da[i];
            }
            for &(feat, n) in &s.features[k] {
                let row = &mut g[l.ft() + (t * FEATURES + feat as usize) * acc..][..acc];
                let n = f32::from(n);
                for i in 0..acc {
                    row[i] += n * da[i];
                }
            }
        }
        let qc = q.clamp(1e-7, 1.0 - 1e-7);
        -(s.target * qc.ln() + (1.0 - s.target) * (1.0 - qc).ln())
    }

    /// Keeps every number within what its quantised form can hold.
    fn clip(&mut self) {
        let l = self.layout;
        for x in &mut self.p[l.ft()..l.l1()] {
            *x = x.clamp(-FT_MAX, FT_MAX);
        }
        for range in [
            l.l1()..l.l1_bias(),
            l.l2()..l.l2_bias(),
            l.out()..l.out_bias(),
        ] {
            for x in &mut self.p[range] {
                *x = x.clamp(-WEIGHT_MAX, WEIGHT_MAX);
            }
        }
    }

    /// The mean loss over `samples`.
    pub fn loss(&self, samples: &[Sample]) -> f32 {
        if samples.is_empty() {
            return 0.0;
        }
        let total: f64 = samples
            .iter()
            .map(|s| {
                let q = sigmoid(self.output(s)).clamp(1e-7, 1.0 - 1e-7);
                f64::from(-(s.target * q.ln() + (1.0 - s.target) * (1.0 - q).ln()))
            })
            .sum();
        (total / samples.len() as f64) as f32
    }

    /// The quantised network, for the engine, whose outputs of 1.0 are worth `scale`
    /// evaluation units.
    pub fn quantise(&self, scale: f32) -> Network {
        let l = self.layout;
        let p = &self.p;
        let q16 = |x: f32| (x * ONE as f32).round().clamp(-32768.0, 32767.0) as i16;
        let q8 = |x: f32| (x * WEIGHT_ONE as f32).round().clamp(-128.0, 127.0) as i8;
        let q32 = |x: f32| (x * (ONE * WEIGHT_ONE) as f32).round() as i32;
        let q8s = |range: std::ops::Range<usize>| p[range].iter().map(|&x| q8(x)).collect();
        let q32s = |range: std::ops::Range<usize>| p[range].iter().map(|&x| q32(x)).collect();
        Network {
            tables: l.tables,
            widths: l.widths,
            ft: p[l.ft()..l.ft_bias()].iter().map(|&x| q16(x)).collect(),
            ft_bias: p[l.ft_bias()..l.l1()].iter().map(|&x| q16(x)).collect(),
            l1: q8s(l.l1()..l.l1_bias()),
            l1_bias: q32s(l.l1_bias()..l.l2()),
            l2: q8s(l.l2()..l.l2_bias()),
            l2_bias: q32s(l.l2_bias()..l.out()),
            out: q8s(l.out()..l.out_bias()),
            out_bias: q32(p[l.out_bias()]),
            scale: scale.round() as i32,
            with_tables: self.with_tables,
            policy: None,
        }
    }
}

/// How a network is trained.
#[derive(Debug, Clone, Copy)]
pub struct TrainOptions {
    pub epochs: usize,
    pub batch: usize,
    /// Adam's step size at the start.
    pub rate: f32,
    /// The step size at the end: the steps shrink from `rate` to this along half a cosine,
    /// so that the last epochs settle instead of jumping about the minimum.
    pub final_rate: f32,
    pub seed: u64,
    /// Decoupled weight decay: each step a weight moves toward zero by this share of the
    /// step size, so that a network on few positions cannot learn them by heart. Read by
    /// [`train`] only: the policy's fit (`policy::fit`) is pulled toward zero by its own
    /// `l2` instead, and leaves this at 0.
    pub weight_decay: f32,
    /// Threads that share each batch's gradient, in contiguous parts summed in order: one
    /// thread count always trains the same network, and one thread the network of the
    /// trainer before there were more. Read by [`train`] only.
    pub threads: usize,
}

impl TrainOptions {
    /// The step size after `done` of `total` steps.
    pub fn rate_at(&self, done: usize, total: usize) -> f32 {
        let t = done as f32 / total.max(1) as f32;
        let cos = (std::f32::consts::PI * t.min(1.0)).cos();
        self.final_rate + 0.5 * (self.rate - self.final_rate) * (1.0 + cos)
    }
}

/// Trains `net` on `train` by minibatch Adam, the samples shuffled each epoch from the
/// seed; `epoch_done` hears each epoch's mean training loss.
pub fn train(
    net: &mut FloatNet,
    train: &[Sample],
    o: TrainOptions,
    epoch_done: &mut dyn FnMut(usize, f32),
) {
    let n = net.p.len();
    let (mut m, mut v) = (vec![0f32; n], vec![0f32; n]);
    let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng::new(o.seed ^ 0x0074_7261_696e);
    let threads = o.threads.max(1);
    let mut parts = vec![vec![0f32; n]; threads];
    let total_steps = o.epochs * train.len().div_ceil(o.batch.max(1));
    for epoch in 1..=o.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut total = 0f64;
        for batch in order.chunks(o.batch.max(1)) {
            let w = 1.0 / batch.len() as f32;
            let per = batch.len().div_ceil(threads);
            let used = batch.len().div_ceil(per);
            let pass = |g: &mut Vec<f32>, part: &[usize]| -> f64 {
                g.iter_mut().for_each(|x| *x = 0.0);
                part.iter()
                    .map(|&i| f64::from(net.backward(&train[i], w, g)))
                    .sum()
            };
            if used == 1 {
                total += pass(&mut parts[0], batch);
            } else {
                total += std::thread::scope(|scope| {
                    let running: Vec<_> = parts
                        .iter_mut()
                        .zip(batch.chunks(per))
                        .map(|(g, part)| scope.spawn(move || pass(g, part)))
                        .collect();
                    running
                        .into_iter()
                        .map(|t| t.join().expect("a training thread"))
                        .sum::<f64>()
                });
                let (first, rest) = parts.split_at_mut(1);
                for other in &rest[..used - 1] {
                    for (a, b) in first[0].iter_mut().zip(other) {
                        *a += b;
                    }
                }
            }
            let g = &parts[0];
            step += 1;
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            let rate = o.rate_at(step as usize - 1, total_steps);
            for k in 0..n {
                if g[k] == 0.0 && m[k] == 0.0 {
                    continue;
                }
                m[k] = b1 * m[k] + (1.0 - b1) * g[k];
                v[k] = b2 * v[k] + (1.0 - b2) * g[k] * g[k];
                net.p[k] -= rate * (m[k] / c1) / ((v[k] / c2).sqrt() + eps)
                    + rate * o.weight_decay * net.p[k];
            }
            net.clip();
            net.refresh();
        }
        epoch_done(epoch, (total / train.len().max(1) as f64) as f32);
    }
}

/// The quantised network's evaluation of a position, by the trainer's own integer
/// arithmetic from the position's features (not the engine's incremental board), so that
/// a test of the engine against it checks two computations against each other. A network
/// that adds to the tables adds the sample's [`Sample::base`].
pub fn quantised_eval(net: &Network, s: &Sample) -> i32 {
    let Widths {
        acc: w,
        h1: n1,
        h2: n2,
    } = net.widths;
    let mut acc = [vec![0i16; w], vec![0i16; w]];
    for (k, ak) in acc.iter_mut().enumerate() {
        ak.copy_from_slice(net.bias(s.tables[k]));
        for &(f, n) in &s.features[k] {
            let row = &net.ft[(s.tables[k] * FEATURES + f as usize) * w..][..w];
            for (v, r) in ak.iter_mut().zip(row) {
                *v = v.wrapping_add(r.wrapping_mul(n as i16));
            }
        }
    }
    let x: Vec<i32> = acc
        .iter()
        .flatten()
        .map(|&v| i32::from(v).clamp(0, ONE))
        .collect();
    let layer = |bias: i32, w: &[i8], x: &[i32]| -> i32 {
        let s = bias
            + w.iter()
                .zip(x)
                .map(|(&w, &x)| i32::from(w) * x)
                .sum::<i32>();
        (s >> 6).clamp(0, ONE)
    };
    let h1: Vec<i32> = (0..n1)
        .map(|j| layer(net.l1_bias[j], &net.l1[j * 2 * w..][..2 * w], &x))
        .collect();
    let h2: Vec<i32> = (0..n2)
        .map(|k| layer(net.l2_bias[k], &net.l2[k * n1..][..n1], &h1))
        .collect();
    let out = net.out_bias
        + net
            .out
            .iter()
            .zip(&h2)
            .map(|(&w, &x)| i32::from(w) * x)
            .sum::<i32>();
    let v = nnue::output_to_eval(out, net.scale);
    if net.with_tables {
        let limit = pearls_engine::eval::EVAL_LIMIT;
        (s.base + v).clamp(-limit, limit)
    } else {
        v
    }
}

/// One line of a check file: a position and the quantised network's evaluation of it.
pub fn check_line(p: &Position, eval: i32) -> String {
    let stones: Vec<String> = p
        .stones
        .iter()
        .map(|(q, c)| format!("{}{}", if *c == Color::Black { 'x' } else { 'o' }, q))
        .collect();
    format!(
        "{} {} {} {} {eval}",
        p.rule,
        p.size,
        if p.to_move == Color::Black {
            "black"
        } else {
            "white"
        },
        if stones.is_empty() {
            "-".to_string()
        } else {
            stones.join(",")
        }
    )
}

/// A check file's line read back: the position and the evaluation written for it.
pub fn parse_check_line(line: &str) -> Result<(Position, i32), String> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let [rule, size, side, stones, eval] = f[..] else {
        return Err(format!("'{line}': not five fields"));
    };
    let rule = pearls_engine::Rule::from_name(rule).ok_or(format!("unknown rule '{rule}'"))?;
    let size: u8 = size.parse().map_err(|_| format!("bad size '{size}'"))?;
    let to_move = match side {
        "black" => Color::Black,
        "white" => Color::White,
        _ => return Err(format!("bad side '{side}'")),
    };
    let mut list = Vec::new();
    if stones != "-" {
        for s in stones.split(',') {
            let c = match s.as_bytes().first() {
                Some(b'x') => Color::Black,
                Some(b'o') => Color::White,
                _ => return Err(format!("bad stone '{s}'")),
            };
            let col = s.as_bytes().get(1).ok_or(format!("bad stone '{s}'"))?;
            let row: u8 = s[2..].parse().map_err(|_| format!("bad stone '{s}'"))?;
            list.push((Point::new(col - b'a', row - 1), c));
        }
    }
    let eval = eval
        .parse()
        .map_err(|_| format!("bad evaluation '{eval}'"))?;
    Ok((
        Position {
            rule,
            size,
            stones: list,
            to_move,
            score: 0,
            result: 0,
            ply: 0,
            played: None,
        },
        eval,
    ))
}

/// The check file of `net` over `positions`: a header line, then a line a position.
pub fn check_values(net: &Network, family: Family, positions: &[Position]) -> String {
    let mut out = String::from(
        "# rule size side-to-move stones(x black, o white) evaluation-of-the-quantised-network\n",
    );
    for p in positions {
        let s = sample(p, family, 1.0, 0.0, net.with_tables);
        out.push_str(&check_line(p, quantised_eval(net, &s)));
        out.push('\n');
    }
    out
}

/// Every line of a check file whose evaluation the engine, with the weights file's bytes
/// `weights`, does not give: (line, written, engine's). Empty where all agree.
pub fn verify(weights: &[u8], check: &str) -> Result<Vec<(String, i32, i32)>, String> {
    use pearls_engine::eval::{Evaluator, PatternEval};
    let w = pearls_engine::weights::Weights::read(weights).map_err(|e| e.to_string())?;
    if w.network.is_none() {
        return Err("the weights file holds no network".to_string());
    }
    let w: &'static pearls_engine::weights::Weights = Box::leak(Box::new(w));
    let mut wrong = Vec::new();
    for line in check
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (p, want) = parse_check_line(line)?;
        let got = PatternEval.evaluate(&p.board_with(w));
        if got != want {
            wrong.push((line.to_string(), want, got));
        }
    }
    Ok(wrong)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selfplay::{self, SelfPlayOptions};
    use pearls_engine::Rule;

    #[test]
    fn the_step_size_falls_from_the_first_rate_to_the_last() {
        let o = TrainOptions {
            epochs: 4,
            batch: 8,
            rate: 0.002,
            final_rate: 0.0001,
            seed: 1,
            weight_decay: 0.0,
            threads: 1,
        };
        assert_eq!(o.rate_at(0, 100), 0.002);
        assert!((o.rate_at(100, 100) - 0.0001).abs() < 1e-9);
        assert!((o.rate_at(50, 100) - 0.00105).abs() < 1e-7);
        let steps: Vec<f32> = (0..=100).map(|i| o.rate_at(i, 100)).collect();
        assert!(steps.windows(2).all(|w| w[1] <= w[0]), "{steps:?}");
        let flat = TrainOptions {
            final_rate: 0.002,
            ..o
        };
        assert!((0..=100).all(|i| (flat.rate_at(i, 100) - 0.002).abs() < 1e-9));
    }

    #[test]
    fn weight_decay_keeps_the_weights_small_at_a_cost_to_the_fit() {
        let samples: Vec<Sample> = positions(Rule::Freestyle)
            .iter()
            .map(|p| sample(p, Family::Shared, 300.0, 0.5, true))
            .collect();
        let trained = |weight_decay: f32| {
            let mut net = FloatNet::new(1, Widths::SMALL, 3, true);
            let o = TrainOptions {
                epochs: 6,
                batch: 16,
                rate: 0.002,
                final_rate: 0.002,
                seed: 1,
                weight_decay,
                threads: 1,
            };
            train(&mut net, &samples, o, &mut |_, _| {});
            let norm: f64 = net.p.iter().map(|&x| f64::from(x) * f64::from(x)).sum();
            (norm, net.loss(&samples))
        };
        let (free_norm, free_loss) = trained(0.0);
        let (decayed_norm, decayed_loss) = trained(20.0);
        assert!(
            decayed_norm < 0.8 * free_norm,
            "weights: {decayed_norm} with decay, {free_norm} without"
        );
        assert!(
            decayed_loss > free_loss,
            "loss: {decayed_loss} with decay, {free_loss} without"
        );
    }

    #[test]
    fn threads_share_a_batch_and_train_the_same_network_less_rounding() {
        let samples: Vec<Sample> = positions(Rule::Freestyle)
            .iter()
            .map(|p| sample(p, Family::Shared, 300.0, 0.5, true))
            .collect();
        let trained = |threads: usize| {
            let mut net = FloatNet::new(1, Widths::SMALL, 3, true);
            let o = TrainOptions {
                epochs: 3,
                batch: 16,
                rate: 0.002,
                final_rate: 0.002,
                seed: 1,
                weight_decay: 0.0,
                threads,
            };
            let mut losses = Vec::new();
            train(&mut net, &samples, o, &mut |_, l| losses.push(l));
            (net, losses)
        };
        let (one, one_losses) = trained(1);
        let (again, _) = trained(1);
        assert_eq!(one.p, again.p, "one thread count, one network");
        let (three, three_losses) = trained(3);
        for (a, b) in one_losses.iter().zip(&three_losses) {
            assert!(
                (a - b).abs() < 1e-3,
                "{one_losses:?} against {three_losses:?}"
            );
        }
        let (a, b) = (one.loss(&samples), three.loss(&samples));
        assert!((a - b).abs() < 1e-3, "{a} against {b}");
        assert!(a < FloatNet::new(1, Widths::SMALL, 3, true).loss(&samples));
    }

    fn positions(rule: Rule) -> Vec<Position> {
        let o = SelfPlayOptions {
            rule,
            size: 15,
            games: 4,
            seed: 21,
            nodes: 300,
            max_score: 2500,
            max_moves: 80,
            threads: 2,
            openings: Vec::new(),
        };
        let mut out = Vec::new();
        selfplay::run::<()>(&o, |_, g| {
            out.extend(g.positions);
            Ok(())
        })
        .unwrap();
        out
    }

    #[test]
    fn the_gradient_is_the_loss_s_slope() {
        let ps = positions(Rule::Renju);
        let samples: Vec<Sample> = ps
            .iter()
            .take(20)
            .map(|p| sample(p, Family::Renju, 400.0, 0.5, true))
            .collect();
        // Random output weights, so that every part has a gradient to check; the samples
        // carry the tables' evaluation, which the output must add.
        // Widths other than the shipped ones, so that no layer's index leans on theirs.
        let widths = Widths {
            acc: 48,
            h1: 7,
            h2: 5,
        };
        let mut net = FloatNet::new(2, widths, 3, false);
        net.rounding = false;
        net.refresh();
        let mut g = vec![0f32; net.p.len()];
        for s in &samples {
            net.backward(s, 1.0, &mut g);
        }
        let loss = |n: &FloatNet| {
            samples
                .iter()
                .map(|s| {
                    let q = sigmoid(n.output(s)).clamp(1e-7, 1.0 - 1e-7);
                    f64::from(-(s.target * q.ln() + (1.0 - s.target) * (1.0 - q).ln()))
                })
                .sum::<f64>()
        };
        let l = net.layout;
        // A number of each part, the input vectors' at a feature the samples have.
        let used = l.ft() + samples[0].features[0][0].0 as usize * widths.acc + 3;
        for k in [
            used,
            l.ft_bias() + 1,
            l.l1() + 5,
            l.l1_bias() + 2,
            l.l2() + 7,
            l.out() + 1,
            l.out_bias(),
        ] {
            let h = 1e-3f32;
            let mut up = net.clone();
            up.p[k] += h;
            up.refresh();
            let mut down = net.clone();
            down.p[k] -= h;
            down.refresh();
            let numeric = (loss(&up) - loss(&down)) / (2.0 * f64::from(h));
            let analytic = f64::from(g[k]);
            assert!(
                (numeric - analytic).abs() <= 0.05 * numeric.abs().max(analytic.abs()) + 1e-3,
                "number {k}: numeric {numeric}, analytic {analytic}"
            );
        }
    }

    #[test]
    fn training_lowers_the_loss_and_the_engine_gives_the_check_values() {
        let wide = Widths {
            acc: 64,
            h1: 32,
            h2: 32,
        };
        let odd = Widths {
            acc: 48,
            h1: 8,
            h2: 4,
        };
        for (rule, family, with_tables, widths) in [
            (Rule::Freestyle, Family::Shared, false, Widths::SMALL),
            (Rule::Renju, Family::Renju, false, odd),
            (Rule::Freestyle, Family::Shared, true, wide),
            (Rule::Renju, Family::Renju, true, Widths::SMALL),
        ] {
            let ps = positions(rule);
            let scale = best_scale(&ps);
            let samples: Vec<Sample> = ps
                .iter()
                .map(|p| sample(p, family, scale, 0.5, with_tables))
                .collect();
            let mut net = FloatNet::new(family.tables(), widths, 9, with_tables);
            if with_tables {
                // It starts as the tables: its output is theirs on the logistic's scale.
                for s in &samples {
                    assert_eq!(net.output(s), s.base_logit);
                }
            }
            let before = net.loss(&samples);
            let o = TrainOptions {
                epochs: 30,
                batch: 16,
                rate: 0.01,
                final_rate: 0.01,
                seed: 1,
                weight_decay: 0.0,
                threads: 1,
            };
            train(&mut net, &samples, o, &mut |_, _| {});
            let after = net.loss(&samples);
            // On top of the tables the loss may start small: a fifth off it will do.
            assert!(
                after < before - 0.01 || (with_tables && after < 0.8 * before),
                "{rule}: {before} -> {after}"
            );
            // The quantised network's own evaluation follows the float one's output.
            let q = net.quantise(scale);
            for s in samples.iter().take(30) {
                let limit = pearls_engine::eval::EVAL_LIMIT as f32;
                let float = (net.output(s) * scale).clamp(-limit, limit);
                let int = quantised_eval(&q, s) as f32;
                assert!((float - int).abs() <= 0.03 * scale, "{float} against {int}");
            }
            let mut w = pearls_engine::weights::embedded(family).clone();
            w.network = Some(Box::new(q.clone()));
            let bytes = crate::write::weights_file(&w);
            let check = check_values(&q, family, &ps[..ps.len().min(40)]);
            assert_eq!(check.lines().count(), ps.len().min(40) + 1);
            assert_eq!(verify(&bytes, &check), Ok(vec![]));
            // A wrong value is found.
            let line = check.lines().nth(3).unwrap();
            let (p, v) = parse_check_line(line).unwrap();
            let bad = check_line(&p, v + 1);
            assert_eq!(verify(&bytes, &bad).unwrap().len(), 1);
        }
    }

    #[test]
    fn a_shipped_network_read_back_into_floats_quantises_to_itself() {
        for (rule, family) in [
            (Rule::Renju, Family::Renju),
            (Rule::Freestyle, Family::Shared),
        ] {
            let shipped = pearls_engine::weights::embedded(family);
            let q = shipped.network.as_deref().expect("a shipped network");
            let net = FloatNet::from_network(q).unwrap();
            assert_eq!(net.layout.widths, q.widths);
            assert_eq!(net.with_tables, q.with_tables);
            let again = net.quantise(q.scale as f32);
            let without_policy = Network {
                policy: None,
                ..q.clone()
            };
            assert_eq!(again, without_policy, "{rule}");
            // Its passes read the grid the engine reads: the float output is the
            // engine's evaluation, but for the final division's rounding.
            let scale = q.scale as f32;
            for p in positions(rule).iter().take(20) {
                let s = sample(p, family, scale, 0.5, q.with_tables);
                let limit = pearls_engine::eval::EVAL_LIMIT as f32;
                let float = (net.output(&s) * scale).clamp(-limit, limit);
                let int = quantised_eval(q, &s) as f32;
                assert!((float - int).abs() <= 2.0, "{rule}: {float} against {int}");
            }
        }
    }

    #[test]
    fn a_network_with_a_vector_for_a_feature_it_does_not_learn_is_refused() {
        let shipped = pearls_engine::weights::embedded(Family::Shared);
        let mut q = shipped.network.as_deref().unwrap().clone();
        let unlearned = (0..FEATURES).find(|&f| !learned(f)).unwrap();
        q.ft[unlearned * q.widths.acc] = 5;
        let e = FloatNet::from_network(&q).unwrap_err();
        assert!(
            e.contains(&format!("feature {unlearned} of table 0")),
            "{e}"
        );
    }
}

#[cfg(test)]
mod unscored {
    use super::*;
    use pearls_engine::Rule;

    #[test]
    fn a_position_without_a_score_is_fitted_to_its_result_and_the_tables_give_the_scale() {
        let mut b = Board::new(15, Rule::Renju);
        let mut ps = Vec::new();
        for (i, (c, r)) in [(7, 7), (8, 8), (6, 6), (9, 7), (5, 5), (8, 6)]
            .into_iter()
            .enumerate()
        {
            let result = if i % 2 == 0 { 1 } else { -1 };
            ps.push(Position::from_board(&b, NO_SCORE, result, None));
            b.play(b.sq_at(c, r).unwrap());
        }
        for p in &ps {
            let s = sample(p, Family::Renju, 400.0, 0.7, false);
            assert_eq!(s.target, if p.result == 1 { 1.0 } else { 0.0 });
        }
        let mut scored = ps[0].clone();
        scored.score = 400;
        let s = sample(&scored, Family::Renju, 400.0, 0.5, false);
        assert!((s.target - (0.5 * sigmoid(1.0) + 0.5)).abs() < 1e-6);
        // Black, who won every game here, stands better on the tables as the stones come:
        // the scale is finite and within the search's bounds.
        let k = best_scale(&ps);
        assert!(k.is_finite() && (50.0..=5000.0).contains(&k), "{k}");
    }
}
