//! The learned evaluation: a small network over the board's line shapes, NNUE-style.
//!
//! **Inputs.** Every empty point has, for each colour, the combination of the four line
//! patterns a stone there would make (the index the pattern tables read, one of
//! [`COMBOS`], or [`FORBIDDEN`] where black's stone would be forbidden). Each combination
//! has a learned vector of [`ACC`] numbers (one set of vectors for both colours, or one
//! set a colour under renju, as the tables are), and each colour's vectors over all empty
//! points are summed into that colour's accumulator. A move changes the combinations of
//! the few points on its four lines only, so the board keeps the accumulators current by
//! subtracting the old vectors and adding the new (hooks in `board.rs`), and an undo
//! takes the accumulators back from a stack.
//!
//! **Network.** The side to move's accumulator then the other's, each clipped to 0..=127,
//! make 2×[`ACC`] inputs of a dense layer of [`H1`] outputs, then one of [`H2`], each
//! clipped the same way, then one output; integers throughout (`i16` accumulators, `i8`
//! weights, `i32` sums), so that the AVX2 path ([`simd`]) and the portable one give the
//! same numbers bit for bit. The output times [`Network::scale`] / (127 × 64) is the
//! evaluation.
//!
//! **Policy.** A network may also carry a policy ([`Policy`]) that adds to move
//! ordering's static score: each colour's input feature at a candidate point has a
//! learned vector of [`CONTEXT`] numbers, and the point's score is their sum dotted with
//! the first dense layer's outputs (and a constant). The same feature thus counts for
//! more or less by what the whole board is like, which the ordering's fixed tables cannot
//! say.
//!
//! A network ships as sections of a weights file (format version 2; see
//! `docs/engine/weights.md`), beside the pattern tables.

pub mod simd;

use crate::pattern::{Threat, COMBOS};

/// Numbers an accumulator holds.
pub const ACC: usize = 32;
/// Outputs of the first dense layer.
pub const H1: usize = 16;
/// Outputs of the second dense layer.
pub const H2: usize = 16;
/// The input feature of a point where black's stone is forbidden.
pub const FORBIDDEN: usize = COMBOS;
/// Features a colour's point may have.
pub const FEATURES: usize = COMBOS + 1;
/// The quantised value of 1.0 in the accumulators and the layers' outputs, and the top
/// of their clipping.
pub const ONE: i32 = 127;
/// The quantised value of 1.0 in the dense layers' weights: outputs are shifted right by
/// six bits.
pub const WEIGHT_ONE: i32 = 64;
pub const WEIGHT_SHIFT: u32 = 6;

/// One accumulator.
pub type Acc = [i16; ACC];

/// Numbers a policy reads of the board: the first dense layer's outputs, then a constant
/// [`CONTEXT_ONE`].
pub const CONTEXT: usize = H1 + 1;
/// The constant input of a policy, and the quantised value of 1.0 in its context: a
/// point's score is its sum shifted right by [`CONTEXT_SHIFT`].
pub const CONTEXT_ONE: i32 = 128;
pub const CONTEXT_SHIFT: u32 = 7;

/// What a policy reads of a board, once a node: see [`Network::context`].
pub type Context = [i32; CONTEXT];

/// A learned addition to move ordering's static score, in its units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    /// Vectors of the side to move's feature at the point, by table then feature.
    pub own: Vec<[i16; CONTEXT]>,
    /// Vectors of the opponent's feature at the point, by table then feature.
    pub their: Vec<[i16; CONTEXT]>,
}

/// A quantised network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    /// Sets of input vectors: one both colours share, or black's and white's.
    pub tables: usize,
    /// The input vectors by table then feature (`tables × FEATURES` of them).
    pub ft: Vec<Acc>,
    /// Each table's starting accumulator.
    pub ft_bias: Vec<Acc>,
    /// The first layer, by output then input (own accumulator's inputs first).
    pub l1: Box<[[i8; 2 * ACC]; H1]>,
    pub l1_bias: [i32; H1],
    pub l2: [[i8; H1]; H2],
    pub l2_bias: [i32; H2],
    pub out: [i8; H2],
    pub out_bias: i32,
    /// Evaluation units of an output of 1.0: the output's logistic scale.
    pub scale: i32,
    /// Whether the output is added to the pattern tables' evaluation rather than standing
    /// in its place: such a network learns what the tables miss, and starts from their
    /// strength.
    pub with_tables: bool,
    /// A policy that adds to move ordering, where the file holds one.
    pub policy: Option<Box<Policy>>,
}

/// The feature of a colour's point whose stone would make `threat` by the combination
/// `combo`.
#[inline]
pub fn feature(threat: Threat, combo: u16) -> usize {
    if threat == Threat::Forbidden {
        FORBIDDEN
    } else {
        combo as usize
    }
}

impl Network {
    /// The set of input vectors colour `c` (0 black) reads.
    #[inline]
    pub fn table_of(&self, c: usize) -> usize {
        if self.tables == 2 {
            c
        } else {
            0
        }
    }

    #[inline]
    pub fn row(&self, c: usize, f: usize) -> &Acc {
        &self.ft[self.table_of(c) * FEATURES + f]
    }

    /// The evaluation for the side whose accumulator is `us`, clamped to the evaluation's
    /// bound. The same whichever path the processor takes.
    #[inline]
    pub fn evaluate(&self, us: &Acc, them: &Acc) -> i32 {
        let out = simd::forward(self, us, them);
        output_to_eval(out, self.scale)
    }

    /// What a policy reads of the position whose side to move has accumulator `us`.
    #[inline]
    pub fn context(&self, us: &Acc, them: &Acc) -> Context {
        let h = simd::hidden(self, us, them);
        std::array::from_fn(|k| h.get(k).map_or(CONTEXT_ONE, |&v| i32::from(v)))
    }

    /// [`Network::evaluate`] by the portable path alone.
    pub fn evaluate_scalar(&self, us: &Acc, them: &Acc) -> i32 {
        output_to_eval(simd::forward_scalar(self, us, them), self.scale)
    }
}

impl Policy {
    /// The policy's score of a point where the side to move (reading table `own_table`)
    /// has feature `own` and the opponent (reading `their_table`) has `their`.
    #[inline]
    pub fn score(
        &self,
        context: &Context,
        (own_table, own): (usize, usize),
        (their_table, their): (usize, usize),
    ) -> i32 {
        let a = &self.own[own_table * FEATURES + own];
        let b = &self.their[their_table * FEATURES + their];
        let mut sum = 0;
        for k in 0..CONTEXT {
            sum += context[k] * (i32::from(a[k]) + i32::from(b[k]));
        }
        sum >> CONTEXT_SHIFT
    }
}

/// The output layer's sum in evaluation units.
#[inline]
pub fn output_to_eval(out: i32, scale: i32) -> i32 {
    let v = i64::from(out) * i64::from(scale) / i64::from(ONE * WEIGHT_ONE);
    v.clamp(
        -i64::from(crate::eval::EVAL_LIMIT),
        i64::from(crate::eval::EVAL_LIMIT),
    ) as i32
}

/// The two colours' accumulators of a board, and those before each move on it.
#[derive(Debug, Clone)]
pub struct Accumulators {
    net: &'static Network,
    acc: [Acc; 2],
    stack: Vec<[Acc; 2]>,
}

impl Accumulators {
    /// Accumulators over no points: each table's starting vector.
    pub fn new(net: &'static Network) -> Accumulators {
        Accumulators {
            net,
            acc: [0, 1].map(|c| net.ft_bias[net.table_of(c)]),
            stack: Vec::new(),
        }
    }

    /// Colour `c`'s accumulator (0 black).
    #[inline]
    pub fn get(&self, c: usize) -> &Acc {
        &self.acc[c]
    }

    /// Counts feature `f` into colour `c`'s accumulator, or out of it.
    #[inline]
    pub fn tally(&mut self, c: usize, f: usize, add: bool) {
        let row = self.net.row(c, f);
        if add {
            simd::add(&mut self.acc[c], row);
        } else {
            simd::sub(&mut self.acc[c], row);
        }
    }

    /// A point of colour `c` changed feature from `old` to `new`.
    #[inline]
    pub fn change(&mut self, c: usize, old: usize, new: usize) {
        if old != new {
            simd::sub_add(&mut self.acc[c], self.net.row(c, old), self.net.row(c, new));
        }
    }

    /// Keeps the accumulators for the undo of the move about to be played.
    #[inline]
    pub fn push(&mut self) {
        self.stack.push(self.acc);
    }

    /// Takes back the accumulators kept by the last [`Accumulators::push`].
    #[inline]
    pub fn pop(&mut self) {
        self.acc = self
            .stack
            .pop()
            .expect("accumulators kept for the move undone");
    }

    /// The evaluation with colour `us` to move.
    #[inline]
    pub fn evaluate(&self, us: usize) -> i32 {
        self.net.evaluate(&self.acc[us], &self.acc[1 - us])
    }

    /// What the network's policy reads with colour `us` to move.
    #[inline]
    pub fn context(&self, us: usize) -> Context {
        self.net.context(&self.acc[us], &self.acc[1 - us])
    }

    pub fn network(&self) -> &'static Network {
        self.net
    }
}

#[cfg(test)]
mod tests;
