use super::*;
use crate::board::Board;
use crate::eval::{Evaluator, PatternEval};
use crate::weights::{self, Family, Weights};
use crate::Rule;
use pearls_rules::random::Rng;

fn small(rng: &mut Rng, span: i32) -> i32 {
    rng.below(2 * span as usize + 1) as i32 - span
}

/// A network of seeded random numbers, large enough that accumulators cross the clipping
/// at both ends and the layers' sums are far from zero.
pub(crate) fn random_network(seed: u64, tables: usize) -> Network {
    let mut rng = Rng::new(seed);
    let acc =
        |rng: &mut Rng, span: i32| -> Acc { std::array::from_fn(|_| small(rng, span) as i16) };
    let ft = (0..tables * FEATURES).map(|_| acc(&mut rng, 12)).collect();
    let ft_bias = (0..tables).map(|_| acc(&mut rng, 100)).collect();
    Network {
        tables,
        ft,
        ft_bias,
        l1: Box::new(std::array::from_fn(|_| {
            std::array::from_fn(|_| small(&mut rng, 128).clamp(-128, 127) as i8)
        })),
        l1_bias: std::array::from_fn(|_| small(&mut rng, 20000)),
        l2: std::array::from_fn(|_| std::array::from_fn(|_| small(&mut rng, 127) as i8)),
        l2_bias: std::array::from_fn(|_| small(&mut rng, 4000)),
        out: std::array::from_fn(|_| small(&mut rng, 127) as i8),
        out_bias: small(&mut rng, 4000),
        scale: 400,
        with_tables: false,
        policy: None,
    }
}

/// The shipped tables of `family` with a random network, for the rest of the test run.
fn with_network(family: Family, seed: u64) -> &'static Weights {
    let mut w = weights::embedded(family).clone();
    w.network = Some(Box::new(random_network(seed, family.tables())));
    Box::leak(Box::new(w))
}

#[test]
fn the_simd_path_gives_the_portable_numbers() {
    let net = random_network(3, 1);
    let mut rng = Rng::new(11);
    for round in 0..3000 {
        // Accumulators anywhere in i16's range, and near the clipping.
        let span = if round % 2 == 0 { 32767 } else { 300 };
        let mut us: Acc = std::array::from_fn(|_| small(&mut rng, span) as i16);
        let them: Acc = std::array::from_fn(|_| small(&mut rng, span) as i16);
        assert_eq!(
            simd::forward(&net, &us, &them),
            simd::forward_scalar(&net, &us, &them)
        );
        assert_eq!(net.evaluate(&us, &them), net.evaluate_scalar(&us, &them));
        let i = round % (FEATURES - 1);
        let (row, other) = (&net.ft[i], &net.ft[i + 1]);
        let mut scalar = us;
        simd::add(&mut us, row);
        simd::add_scalar(&mut scalar, row);
        assert_eq!(us, scalar);
        simd::sub_add(&mut us, row, other);
        simd::sub_scalar(&mut scalar, row);
        simd::add_scalar(&mut scalar, other);
        assert_eq!(us, scalar);
        simd::sub(&mut us, other);
        simd::sub_scalar(&mut scalar, other);
        assert_eq!(us, scalar);
    }
    // The evaluation is not a constant: the test above would pass on one.
    let evals: std::collections::BTreeSet<i32> = (0..50)
        .map(|_| {
            let us: Acc = std::array::from_fn(|_| small(&mut rng, 150) as i16);
            let them: Acc = std::array::from_fn(|_| small(&mut rng, 150) as i16);
            net.evaluate(&us, &them)
        })
        .collect();
    assert!(evals.len() > 10, "{evals:?}");
}

/// The accumulators a board of the same stones has when set up from nothing.
fn from_scratch(b: &Board) -> Option<[Acc; 2]> {
    let mut fresh = Board::with_weights(b.size(), b.rule(), b.weights());
    for &s in b.squares() {
        if let Some(c) = b.color_at(s) {
            if fresh.to_move() != c {
                fresh.pass();
            }
            fresh.play(s);
        }
    }
    fresh.accumulators()
}

#[test]
fn incremental_accumulators_equal_those_from_scratch_after_random_moves_and_undos() {
    for (rule, family) in [
        (Rule::Freestyle, Family::Shared),
        (Rule::Renju, Family::Renju),
    ] {
        let weights = with_network(family, 5);
        let mut rng = Rng::new(17);
        for game in 0..12 {
            let size = if game % 3 == 2 { 20 } else { 15 };
            let mut b = Board::with_weights(size, rule, weights);
            for step in 0..90 {
                let undo = !b.moves().is_empty() && rng.below(10) < 3;
                if undo {
                    b.undo();
                } else {
                    // A point near the centre, so that lines meet and shapes grow.
                    let c = size as i32 / 2;
                    let (col, row) = (c - 5 + rng.below(11) as i32, c - 5 + rng.below(11) as i32);
                    let s = b.sq_at(col, row).expect("on the board");
                    if b.is_legal(s, b.to_move()) {
                        b.play(s);
                    } else {
                        b.pass();
                    }
                }
                if step % 7 == 0 {
                    assert!(b.is_consistent(), "{b:?}");
                }
                assert_eq!(b.accumulators(), from_scratch(&b), "{b:?}");
                let us = b.to_move().index();
                let acc = b.accumulators().expect("a network");
                let want = weights
                    .network
                    .as_ref()
                    .expect("a network")
                    .evaluate_scalar(&acc[us], &acc[1 - us]);
                assert_eq!(b.network_eval(), Some(want));
                assert_eq!(PatternEval.evaluate(&b), want);
            }
            // Undone to the start, the accumulators are the empty board's.
            while !b.moves().is_empty() {
                b.undo();
            }
            assert_eq!(
                b.accumulators(),
                Board::with_weights(size, rule, weights).accumulators()
            );
        }
    }
}

#[test]
fn boards_without_a_network_keep_no_accumulators() {
    let mut centre = Rule::Freestyle.rule_set();
    centre.modifiers.common_centre = true;
    for b in [
        Board::for_rules(15, Rule::Freestyle, centre),
        Board::new(15, Rule::Caro),
        Board::new(20, Rule::Standard),
        Board::new(19, Rule::Freestyle),
        Board::with_weights(15, Rule::Renju, weights::embedded_tables(Family::Renju)),
    ] {
        assert_eq!(b.accumulators(), None);
        assert_eq!(b.network_eval(), None);
    }
    assert!(Board::new(15, Rule::Renju).network_eval().is_some());
    assert!(Board::new(15, Rule::Standard).network_eval().is_some());
    assert!(Board::new(20, Rule::Freestyle).network_eval().is_some());
    let plain = Board::for_rules(15, Rule::Freestyle, Rule::Freestyle.rule_set());
    assert!(plain.network_eval().is_some());
}
