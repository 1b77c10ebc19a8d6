//! The learned evaluation: a small network over the board's line shapes, NNUE-style.
//!
//! **Inputs.** Every empty point has, for each colour, the combination of the four line
//! patterns a stone there would make (the index the pattern tables read, one of
//! [`COMBOS`], or [`FORBIDDEN`] where black's stone would be forbidden). Each combination
//! has a learned vector of [`Widths::acc`] numbers (one set of vectors for both colours,
//! or one set a colour under renju, as the tables are), and each colour's vectors over all
//! empty points are summed into that colour's accumulator. A move changes the combinations of
//! the few points on its four lines only, so the board keeps the accumulators current by
//! subtracting the old vectors and adding the new (hooks in `board.rs`), and an undo
//! takes the accumulators back from a stack.
//!
//! **Network.** The side to move's accumulator then the other's, each clipped to 0..=127,
//! make 2×[`Widths::acc`] inputs of a dense layer of [`Widths::h1`] outputs, then one of
//! [`Widths::h2`], each clipped the same way, then one output; integers throughout (`i16`
//! accumulators, `i8` weights, `i32` sums), so that the AVX2 path ([`simd`]) and the
//! portable one give the same numbers bit for bit. The output times [`Network::scale`] / (127 × 64) is the
//! evaluation.
//!
//! **Policy.** A network may also carry a policy ([`Policy`]) that adds to move
//! ordering's static score: each colour's input feature at a candidate point has a
//! learned vector of [`Widths::context`] numbers, and the point's score is their sum
//! dotted with the first dense layer's outputs (and a constant). The same feature thus counts for
//! more or less by what the whole board is like, which the ordering's fixed tables cannot
//! say.
//!
//! **Widths.** The widths are the file's, read from its sections' shapes, so that a
//! wider network is a data file and not a new engine: the shipped files and wider ones
//! load into the same binary, and each costs what its own widths cost (the accumulators
//! are slices as wide as the network's, not arrays as wide as the widest).
//!
//! A network ships as sections of a weights file (format version 2; see
//! `docs/engine/weights.md`), beside the pattern tables.

pub mod simd;

use crate::pattern::{Threat, COMBOS};

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

/// An accumulator's width is a multiple of this: the lanes of one 256-bit register.
pub const ACC_STEP: usize = 16;
/// The widest accumulator an engine reads.
pub const MAX_ACC: usize = 256;
/// The most outputs of the first dense layer.
pub const MAX_H1: usize = 64;
/// The most outputs of the second dense layer.
pub const MAX_H2: usize = 64;

/// The constant input of a policy, and the quantised value of 1.0 in its context: a
/// point's score is its sum shifted right by [`CONTEXT_SHIFT`].
pub const CONTEXT_ONE: i32 = 128;
pub const CONTEXT_SHIFT: u32 = 7;

/// The widths of a network's layers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Widths {
    /// Numbers an accumulator holds.
    pub acc: usize,
    /// Outputs of the first dense layer.
    pub h1: usize,
    /// Outputs of the second dense layer.
    pub h2: usize,
}

impl Widths {
    /// The widths of the first networks, and of those the trainer makes unless told.
    pub const SMALL: Widths = Widths {
        acc: 32,
        h1: 16,
        h2: 16,
    };

    /// Numbers a policy reads of the board: the first dense layer's outputs, then a
    /// constant [`CONTEXT_ONE`].
    pub fn context(self) -> usize {
        self.h1 + 1
    }

    /// The first of the three widths (0 the accumulator's, 1 and 2 the dense layers')
    /// that an engine cannot run, and what it runs there.
    pub fn fault(self) -> Option<(usize, &'static str)> {
        if self.acc == 0 || !self.acc.is_multiple_of(ACC_STEP) || self.acc > MAX_ACC {
            Some((0, "an accumulator of 16 to 256 numbers, a multiple of 16"))
        } else if self.h1 == 0 || self.h1 > MAX_H1 {
            Some((1, "a first dense layer of 1 to 64 outputs"))
        } else if self.h2 == 0 || self.h2 > MAX_H2 {
            Some((2, "a second dense layer of 1 to 64 outputs"))
        } else {
            None
        }
    }

    /// The widths where an engine runs them, else what it runs instead.
    pub fn check(self) -> Result<Widths, &'static str> {
        match self.fault() {
            Some((_, allowed)) => Err(allowed),
            None => Ok(self),
        }
    }
}

impl std::fmt::Display for Widths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}x{}", self.acc, self.h1, self.h2)
    }
}

impl std::str::FromStr for Widths {
    type Err = String;

    /// `ACC,H1,H2`, for example `64,32,32`.
    fn from_str(s: &str) -> Result<Widths, String> {
        let parts: Vec<&str> = s.split([',', 'x']).collect();
        let [acc, h1, h2] = parts[..] else {
            return Err(format!(
                "'{s}': three widths, ACC,H1,H2 (for example 64,32,32)"
            ));
        };
        let n = |t: &str| {
            t.trim()
                .parse::<usize>()
                .map_err(|_| format!("'{s}': '{t}' is not a width"))
        };
        Widths {
            acc: n(acc)?,
            h1: n(h1)?,
            h2: n(h2)?,
        }
        .check()
        .map_err(|why| format!("'{s}': the engine runs {why}"))
    }
}

/// What a policy reads of a board, once a node: see [`Network::context`]. The first
/// [`Widths::h1`] numbers are the first dense layer's outputs, the next is
/// [`CONTEXT_ONE`], and the rest are unread.
pub type Context = [i32; MAX_H1 + 1];

/// A learned addition to move ordering's static score, in its units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    /// Numbers a vector: the network's [`Widths::context`].
    pub width: usize,
    /// Vectors of the side to move's feature at the point, by table then feature.
    pub own: Vec<i16>,
    /// Vectors of the opponent's feature at the point, by table then feature.
    pub their: Vec<i16>,
}

/// A quantised network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    /// Sets of input vectors: one both colours share, or black's and white's.
    pub tables: usize,
    pub widths: Widths,
    /// The input vectors by table then feature (`tables × FEATURES` of them, each
    /// [`Widths::acc`] numbers).
    pub ft: Vec<i16>,
    /// Each table's starting accumulator.
    pub ft_bias: Vec<i16>,
    /// The first layer, by output then input (own accumulator's inputs first).
    pub l1: Vec<i8>,
    pub l1_bias: Vec<i32>,
    /// The second layer, by output then input.
    pub l2: Vec<i8>,
    pub l2_bias: Vec<i32>,
    pub out: Vec<i8>,
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

    /// Colour `c`'s input vector of feature `f`.
    #[inline]
    pub fn row(&self, c: usize, f: usize) -> &[i16] {
        let w = self.widths.acc;
        &self.ft[(self.table_of(c) * FEATURES + f) * w..][..w]
    }

    /// Table `t`'s starting accumulator.
    #[inline]
    pub fn bias(&self, t: usize) -> &[i16] {
        let w = self.widths.acc;
        &self.ft_bias[t * w..][..w]
    }

    /// The evaluation for the side whose accumulator is `us`, clamped to the evaluation's
    /// bound. The same whichever path the processor takes.
    #[inline]
    pub fn evaluate(&self, us: &[i16], them: &[i16]) -> i32 {
        let out = simd::forward(self, us, them);
        output_to_eval(out, self.scale)
    }

    /// What a policy reads of the position whose side to move has accumulator `us`.
    #[inline]
    pub fn context(&self, us: &[i16], them: &[i16]) -> Context {
        let h = simd::hidden(self, us, them);
        let h1 = self.widths.h1;
        std::array::from_fn(|k| match k.cmp(&h1) {
            std::cmp::Ordering::Less => i32::from(h[k]),
            std::cmp::Ordering::Equal => CONTEXT_ONE,
            std::cmp::Ordering::Greater => 0,
        })
    }

    /// [`Network::evaluate`] by the portable path alone.
    pub fn evaluate_scalar(&self, us: &[i16], them: &[i16]) -> i32 {
        output_to_eval(simd::forward_scalar(self, us, them), self.scale)
    }
}

impl Policy {
    /// The vector of table `table`'s feature `f` in `vectors` (`own` or `their`).
    #[inline]
    pub fn vector<'a>(&self, vectors: &'a [i16], table: usize, f: usize) -> &'a [i16] {
        &vectors[(table * FEATURES + f) * self.width..][..self.width]
    }

    /// The policy's score of a point where the side to move (reading table `own_table`)
    /// has feature `own` and the opponent (reading `their_table`) has `their`.
    #[inline]
    pub fn score(
        &self,
        context: &Context,
        (own_table, own): (usize, usize),
        (their_table, their): (usize, usize),
    ) -> i32 {
        let a = self.vector(&self.own, own_table, own);
        let b = self.vector(&self.their, their_table, their);
        let mut sum = 0;
        for k in 0..self.width {
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

/// A feature leaving an accumulator (`out`) and another joining it (`into`);
/// [`NO_FEATURE`] on either side for none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    pub out: u16,
    pub into: u16,
}

/// No feature: the side of a [`Change`] that does nothing.
pub const NO_FEATURE: u16 = u16::MAX;

/// The two colours' accumulators of a board, and those before each move on it.
#[derive(Debug, Clone)]
pub struct Accumulators {
    net: &'static Network,
    /// Black's then white's accumulator, once for each move kept for its undo and once
    /// for now, the last pair now's: one vector, so that keeping a move's pair copies
    /// twice the network's accumulator width and allocates nothing once the stack has
    /// grown.
    frames: Vec<i16>,
    /// Each colour's changes of the board's change under way, applied together by
    /// [`Accumulators::flush`]: a move changes tens of points, and one pass over them
    /// keeps the accumulators in registers instead of loading and storing them for each.
    pending: [Vec<Change>; 2],
}

impl Accumulators {
    /// Accumulators over no points: each table's starting vector.
    pub fn new(net: &'static Network) -> Accumulators {
        let mut frames = Vec::with_capacity(64 * net.widths.acc);
        for c in 0..2 {
            frames.extend_from_slice(net.bias(net.table_of(c)));
        }
        Accumulators {
            net,
            frames,
            pending: [Vec::with_capacity(128), Vec::with_capacity(128)],
        }
    }

    #[inline]
    fn width(&self) -> usize {
        self.net.widths.acc
    }

    #[inline]
    fn now(&self) -> usize {
        self.frames.len() - 2 * self.width()
    }

    /// Colour `c`'s accumulator (0 black).
    #[inline]
    pub fn get(&self, c: usize) -> &[i16] {
        debug_assert!(self.is_flushed(), "accumulators read before a flush");
        let w = self.width();
        &self.frames[self.now() + c * w..][..w]
    }

    /// Counts feature `f` into colour `c`'s accumulator, or out of it, at the next
    /// [`Accumulators::flush`].
    #[inline]
    pub fn tally(&mut self, c: usize, f: usize, add: bool) {
        let (out, into) = if add {
            (NO_FEATURE, f as u16)
        } else {
            (f as u16, NO_FEATURE)
        };
        self.pending[c].push(Change { out, into });
    }

    /// A point of colour `c` changed feature from `old` to `new`: counted at the next
    /// [`Accumulators::flush`].
    #[inline]
    pub fn change(&mut self, c: usize, old: usize, new: usize) {
        if old != new {
            self.pending[c].push(Change {
                out: old as u16,
                into: new as u16,
            });
        }
    }

    /// Applies the changes noted since the last flush.
    #[inline]
    pub fn flush(&mut self) {
        if !self.is_flushed() {
            let now = self.now();
            let [black, white] = &mut self.pending;
            simd::apply(&mut self.frames[now..], self.net, [black, white]);
            black.clear();
            white.clear();
        }
    }

    #[inline]
    fn is_flushed(&self) -> bool {
        self.pending.iter().all(Vec::is_empty)
    }

    /// Where the changes noted so far end, for [`Accumulators::discard`].
    #[inline]
    pub fn mark(&self) -> [usize; 2] {
        self.pending.each_ref().map(Vec::len)
    }

    /// Forgets the changes noted since `mark`, which must cancel out: a stone put down
    /// and lifted again to test a point.
    #[inline]
    pub fn discard(&mut self, mark: [usize; 2]) {
        for (p, m) in self.pending.iter_mut().zip(mark) {
            p.truncate(m);
        }
    }

    /// Keeps the accumulators for the undo of the move about to be played.
    #[inline]
    pub fn push(&mut self) {
        debug_assert!(self.is_flushed(), "a move begun before a flush");
        let now = self.now();
        self.frames.extend_from_within(now..);
    }

    /// Takes back the accumulators kept by the last [`Accumulators::push`].
    #[inline]
    pub fn pop(&mut self) {
        debug_assert!(self.is_flushed(), "a move undone before a flush");
        let now = self.now();
        assert!(now > 0, "accumulators kept for the move undone");
        self.frames.truncate(now);
    }

    /// The evaluation with colour `us` to move.
    #[inline]
    pub fn evaluate(&self, us: usize) -> i32 {
        self.net.evaluate(self.get(us), self.get(1 - us))
    }

    /// What the network's policy reads with colour `us` to move.
    #[inline]
    pub fn context(&self, us: usize) -> Context {
        self.net.context(self.get(us), self.get(1 - us))
    }

    pub fn network(&self) -> &'static Network {
        self.net
    }
}

#[cfg(test)]
mod tests;
