use super::*;
use crate::board::Board;
use crate::eval::{Evaluator, PatternEval};
use crate::weights::{self, Family, Weights};
use crate::Rule;
use pearls_rules::random::Rng;

fn small(rng: &mut Rng, span: i32) -> i32 {
    rng.below(2 * span as usize + 1) as i32 - span
}

/// A network of `widths` of seeded random numbers, large enough that accumulators cross
/// the clipping at both ends and the layers' sums are far from zero.
pub(crate) fn random_network(seed: u64, tables: usize, widths: Widths) -> Network {
    let mut rng = Rng::new(seed);
    let Widths { acc, h1, h2 } = widths;
    let mut numbers = |n: usize, span: i32| -> Vec<i32> {
        (0..n).map(|_| small(&mut rng, span)).collect::<Vec<_>>()
    };
    let i16s = |v: Vec<i32>| v.into_iter().map(|x| x as i16).collect();
    let i8s = |v: Vec<i32>| v.into_iter().map(|x| x.clamp(-128, 127) as i8).collect();
    Network {
        tables,
        widths,
        ft: i16s(numbers(tables * FEATURES * acc, 12)),
        ft_bias: i16s(numbers(tables * acc, 100)),
        l1: i8s(numbers(h1 * 2 * acc, 128)),
        l1_bias: numbers(h1, 20000),
        l2: i8s(numbers(h2 * h1, 127)),
        l2_bias: numbers(h2, 4000),
        out: i8s(numbers(h2, 127)),
        out_bias: small(&mut rng, 4000),
        scale: 400,
        with_tables: false,
        policy: None,
    }
}

/// Widths the tests run: the shipped networks', a wider one, and odd dense layers.
const WIDTHS: [Widths; 3] = [
    Widths::SMALL,
    Widths {
        acc: 64,
        h1: 32,
        h2: 32,
    },
    Widths {
        acc: 48,
        h1: 7,
        h2: 3,
    },
];

/// The shipped tables of `family` with a random network, for the rest of the test run.
fn with_network(family: Family, seed: u64, widths: Widths) -> &'static Weights {
    let mut w = weights::embedded(family).clone();
    w.network = Some(Box::new(random_network(seed, family.tables(), widths)));
    Box::leak(Box::new(w))
}

#[test]
fn the_simd_path_gives_the_portable_numbers() {
    for widths in WIDTHS {
        let net = random_network(3, 1, widths);
        let w = widths.acc;
        let mut rng = Rng::new(11);
        let random = |rng: &mut Rng, span: i32| -> Vec<i16> {
            (0..w).map(|_| small(rng, span) as i16).collect()
        };
        for round in 0..3000 {
            // Accumulators anywhere in i16's range, and near the clipping.
            let span = if round % 2 == 0 { 32767 } else { 300 };
            let mut us = random(&mut rng, span);
            let them = random(&mut rng, span);
            assert_eq!(
                simd::forward(&net, &us, &them),
                simd::forward_scalar(&net, &us, &them)
            );
            assert_eq!(
                simd::hidden(&net, &us, &them),
                simd::hidden_scalar(&net, &us, &them)
            );
            assert_eq!(net.evaluate(&us, &them), net.evaluate_scalar(&us, &them));
            // A batch of changes to both accumulators: features joining, leaving and
            // swapped, as a move's are.
            let f = |k: usize| ((round * 7 + k * 131) % FEATURES) as u16;
            let changes: [Vec<Change>; 2] = [0, 1].map(|c| {
                (0..(round + c) % 40)
                    .map(|k| Change {
                        out: if k % 3 == 0 { NO_FEATURE } else { f(k + c) },
                        into: if k % 5 == 1 { NO_FEATURE } else { f(k + c + 1) },
                    })
                    .collect()
            });
            let changes = [changes[0].as_slice(), changes[1].as_slice()];
            let before: Vec<i16> = us.iter().chain(&them).copied().collect();
            let mut pair = before.clone();
            let mut scalar = before.clone();
            simd::apply(&mut pair, &net, changes);
            simd::apply_scalar(&mut scalar, &net, changes);
            assert_eq!(pair, scalar);
            if changes
                .iter()
                .flat_map(|c| c.iter())
                .any(|c| c.out != c.into)
            {
                assert_ne!(pair, before, "{widths}: changes that changed nothing");
            }
            us.copy_from_slice(&pair[..w]);
        }
        // The evaluation is not a constant: the test above would pass on one.
        let evals: std::collections::BTreeSet<i32> = (0..50)
            .map(|_| {
                let us = random(&mut rng, 150);
                let them = random(&mut rng, 150);
                net.evaluate(&us, &them)
            })
            .collect();
        assert!(evals.len() > 10, "{widths}: {evals:?}");
    }
}

#[test]
fn a_network_is_worth_what_its_widths_compute_and_no_more() {
    // The first networks' widths, set inside a wider network whose other numbers are
    // zero, evaluate the same: the wider layers are read in full, and nothing past them.
    let first = random_network(7, 1, Widths::SMALL);
    let wide = Widths {
        acc: 64,
        h1: 32,
        h2: 24,
    };
    let (a, b) = (first.widths, wide);
    let mut padded = random_network(7, 1, wide);
    padded.ft = (0..FEATURES)
        .flat_map(|f| (0..b.acc).map(move |i| (f, i)))
        .map(|(f, i)| if i < a.acc { first.row(0, f)[i] } else { 0 })
        .collect();
    padded.ft_bias = (0..b.acc)
        .map(|i| if i < a.acc { first.ft_bias[i] } else { 0 })
        .collect();
    padded.l1 = (0..b.h1 * 2 * b.acc)
        .map(|k| {
            let (j, i) = (k / (2 * b.acc), k % (2 * b.acc));
            let (side, i) = (i / b.acc, i % b.acc);
            if j < a.h1 && i < a.acc {
                first.l1[j * 2 * a.acc + side * a.acc + i]
            } else {
                0
            }
        })
        .collect();
    padded.l1_bias = (0..b.h1)
        .map(|j| first.l1_bias.get(j).map_or(0, |&v| v))
        .collect();
    padded.l2 = (0..b.h2 * b.h1)
        .map(|k| {
            let (o, j) = (k / b.h1, k % b.h1);
            if o < a.h2 && j < a.h1 {
                first.l2[o * a.h1 + j]
            } else {
                0
            }
        })
        .collect();
    padded.l2_bias = (0..b.h2)
        .map(|o| first.l2_bias.get(o).map_or(0, |&v| v))
        .collect();
    padded.out = (0..b.h2)
        .map(|o| first.out.get(o).map_or(0, |&v| v))
        .collect();
    padded.out_bias = first.out_bias;
    let own = random_network(7, 1, wide);
    let mut rng = Rng::new(5);
    let mut differ = 0;
    for _ in 0..500 {
        let us: Vec<i16> = (0..a.acc).map(|_| small(&mut rng, 200) as i16).collect();
        let them: Vec<i16> = (0..a.acc).map(|_| small(&mut rng, 200) as i16).collect();
        let pad =
            |v: &[i16]| -> Vec<i16> { (0..b.acc).map(|i| v.get(i).map_or(0, |&x| x)).collect() };
        let e = first.evaluate(&us, &them);
        assert_eq!(padded.evaluate(&pad(&us), &pad(&them)), e);
        // The wider network's own numbers, as random_network made them, differ.
        differ += usize::from(own.evaluate(&pad(&us), &pad(&them)) != e);
    }
    assert!(differ > 400, "{differ}");
}

/// The accumulators a board of the same stones has when set up from nothing.
fn from_scratch(b: &Board) -> Option<[Vec<i16>; 2]> {
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
    for (rule, family, widths) in [
        (Rule::Freestyle, Family::Shared, WIDTHS[0]),
        (Rule::Renju, Family::Renju, WIDTHS[0]),
        (Rule::Freestyle, Family::Shared, WIDTHS[1]),
        (Rule::Renju, Family::Renju, WIDTHS[2]),
    ] {
        let weights = with_network(family, 5, widths);
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

#[test]
fn widths_are_read_from_text_and_checked() {
    let w: Widths = "64,32,32".parse().expect("widths");
    assert_eq!(
        w,
        Widths {
            acc: 64,
            h1: 32,
            h2: 32
        }
    );
    assert_eq!("32x16x16".parse::<Widths>(), Ok(Widths::SMALL));
    assert_eq!(w.to_string(), "64x32x32");
    assert_eq!(w.context(), 33);
    for (text, says) in [
        ("64,32", "three widths"),
        ("64,y,32", "'y' is not a width"),
        ("40,16,16", "a multiple of 16"),
        ("512,16,16", "16 to 256"),
        ("64,0,16", "first dense layer of 1 to 64"),
        ("64,16,65", "second dense layer of 1 to 64"),
    ] {
        let e = text.parse::<Widths>().unwrap_err();
        assert!(e.contains(says) && e.contains(text), "{text}: {e}");
    }
}

#[test]
#[should_panic(expected = "a network of widths the engine runs")]
fn a_network_built_wider_than_the_engine_runs_is_refused_not_read_past() {
    // The reader refuses such a file; a network built in code reaches the arithmetic, whose
    // buffers hold 256 numbers an accumulator.
    let wide = Widths {
        acc: 512,
        h1: 16,
        h2: 16,
    };
    let net = random_network(1, 1, wide);
    net.evaluate(&vec![0; 512], &vec![0; 512]);
}
