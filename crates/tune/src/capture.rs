//! The capture games' evaluation terms, fitted as the pattern tables are: a logistic
//! regression of the side to move's result (blended with a search's verdict) on the
//! evaluation, where only the capture terms move and the pattern evaluation under them
//! stays as it is. A position's evaluation is `pattern + Σ value × count`, the counts
//! being the engine's [`features`]; the scale `k` is the one that fits the values the fit
//! starts from, as the table fits keep theirs.
//!
//! Four numbers a rule are few enough for Newton's method, which needs no step size.

use crate::dataset::{self, Game};
use crate::fit::{golden_min, sigmoid};
use crate::label::{Labeller, Verdict};
use pearls_engine::capture::eval::{features, CaptureWeights, TERMS};
use pearls_engine::eval::{Evaluator, PatternEval};
use pearls_engine::pattern::Threat;
use pearls_engine::{Board, Rule};
use pearls_rules::Color;

/// One position: its pattern evaluation, its capture counts, the result for the side to
/// move (1 a win, 0.5 a draw, 0 a loss) and the search's verdict where one was asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct CaptureSample {
    pub base: f64,
    pub counts: [f64; 4],
    pub target: f64,
    pub verdict: Option<Verdict>,
}

impl CaptureSample {
    /// The evaluation under the capture values `w`.
    pub fn eval(&self, w: &[f64; 4]) -> f64 {
        self.base + w.iter().zip(self.counts).map(|(a, b)| a * b).sum::<f64>()
    }
}

/// The sample of `board`, unless the game is over or a five or four is about to decide it
/// (the positions the table fits leave out too).
pub fn sample(board: &Board, winner: Option<Color>) -> Option<CaptureSample> {
    let us = board.to_move();
    if board.outcome().is_some()
        || board.count(us, Threat::Five) > 0
        || board.count(us.opposite(), Threat::Five) > 0
        || board.count_at_least(us, Threat::Flex4) > 0
    {
        return None;
    }
    Some(CaptureSample {
        base: PatternEval.evaluate(board) as f64,
        counts: features(board).map(f64::from),
        target: match winner {
            Some(c) if c == us => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        verdict: None,
    })
}

/// Each game's samples from move `skip` on, with a search of `nodes` nodes for each where
/// `nodes` is not 0, on `threads` threads, in the games' order. `done` hears each game.
pub fn samples(
    games: &[Game],
    rule: Rule,
    skip: usize,
    nodes: u64,
    threads: usize,
    done: &(dyn Fn() + Sync),
) -> Result<Vec<Vec<CaptureSample>>, String> {
    let threads = threads.clamp(1, games.len().max(1));
    let per_thread = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut labeller = (nodes > 0).then(|| Labeller::new(nodes));
                    let mut out = Vec::new();
                    for (i, (name, g)) in games.iter().enumerate().skip(t).step_by(threads) {
                        if let Some(l) = labeller.as_mut() {
                            l.clear();
                        }
                        let winner = g.result.winner();
                        let mut kept = Vec::new();
                        dataset::replay(g, rule, |n, board, _| {
                            if n < skip {
                                return;
                            }
                            if let Some(mut s) = sample(board, winner) {
                                s.verdict = labeller.as_mut().map(|l| l.verdict(board));
                                kept.push(s);
                            }
                        })
                        .map_err(|m| format!("{name}: {m}"))?;
                        out.push((i, kept));
                        done();
                    }
                    Ok::<_, String>(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a labelling thread panicked"))
            .collect::<Result<Vec<_>, String>>()
    })?;
    let mut all: Vec<(usize, Vec<CaptureSample>)> = per_thread.into_iter().flatten().collect();
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, s)| s).collect())
}

/// Mean log loss of the samples under the values `w` and the scale `k`.
pub fn loss(samples: &[CaptureSample], w: &[f64; 4], k: f64) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(s.eval(w) / k).clamp(eps, 1.0 - eps);
            -(s.target * p.ln() + (1.0 - s.target) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale that fits the values `w` best.
pub fn best_scale(samples: &[CaptureSample], w: &[f64; 4]) -> f64 {
    golden_min(10.0, 5000.0, 60, |k| loss(samples, w, k))
}

/// The values that minimise the loss at the scale `k`, from `start`, pulled towards it by
/// `l2` (per value and unit squared): Newton's method, `steps` steps at most.
pub fn fit(samples: &[CaptureSample], start: [f64; 4], k: f64, l2: f64, steps: usize) -> [f64; 4] {
    let n = samples.len().max(1) as f64;
    let mut w = start;
    for _ in 0..steps {
        let mut g = [0.0; 4];
        let mut h = [[0.0; 4]; 4];
        for i in 0..4 {
            g[i] = 2.0 * l2 * (w[i] - start[i]);
            h[i][i] = 2.0 * l2;
        }
        for s in samples {
            let p = sigmoid(s.eval(&w) / k);
            let err = (p - s.target) / (k * n);
            let curve = p * (1.0 - p) / (k * k * n);
            for (i, row) in h.iter_mut().enumerate() {
                g[i] += err * s.counts[i];
                for (cell, cj) in row.iter_mut().zip(s.counts) {
                    *cell += curve * s.counts[i] * cj;
                }
            }
        }
        // A term no position counts has no curvature: it stays where it is.
        for (i, row) in h.iter_mut().enumerate() {
            if row[i] < 1e-15 {
                row[i] = 1.0;
                g[i] = 0.0;
            }
        }
        let Some(step) = solve(h, g) else { break };
        let mut moved = 0f64;
        for i in 0..4 {
            w[i] -= step[i];
            moved = moved.max(step[i].abs());
        }
        if moved < 1e-3 {
            break;
        }
    }
    w
}

/// `x` with `a x = b`, by Gaussian elimination with partial pivoting; none where `a` is
/// singular.
fn solve(mut a: [[f64; 4]; 4], mut b: [f64; 4]) -> Option<[f64; 4]> {
    for c in 0..4 {
        let p = (c..4).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))?;
        if a[p][c].abs() < 1e-300 {
            return None;
        }
        a.swap(c, p);
        b.swap(c, p);
        let pivot = a[c];
        for r in c + 1..4 {
            let f = a[r][c] / pivot[c];
            for (cell, p) in a[r].iter_mut().zip(pivot).skip(c) {
                *cell -= f * p;
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = [0.0; 4];
    for c in (0..4).rev() {
        let rest: f64 = (c + 1..4).map(|k| a[c][k] * x[k]).sum();
        x[c] = (b[c] - rest) / a[c][c];
    }
    Some(x)
}

/// The values as whole numbers, as the weights file holds them.
pub fn rounded(w: [f64; 4]) -> CaptureWeights {
    CaptureWeights::from_array(w.map(|x| x.round() as i32))
}

/// The capture weights file's text with `rule`'s values replaced by `w` and the comment
/// line just above them (`# RULE: ...`) replaced by `# RULE: provenance`, added where
/// there is none. The other rules' lines and comments stay as they are.
pub fn rewrite(
    text: &str,
    rule: Rule,
    w: CaptureWeights,
    provenance: &str,
) -> Result<String, String> {
    pearls_engine::capture::eval::parse(text)?;
    let name = rule.name();
    let note = format!("# {name}: ");
    let mut out: Vec<String> = Vec::new();
    let mut written = false;
    for line in text.lines() {
        if line.starts_with(&note) {
            continue;
        }
        let fields: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        if let [r, term, _] = fields[..] {
            if r == name {
                if !written {
                    out.push(format!("{note}{provenance}"));
                    for (t, v) in TERMS.iter().zip(w.to_array()) {
                        out.push(format!("{name:<13}{t:<10}{v:>4}"));
                    }
                    written = true;
                }
                if !TERMS.contains(&term) {
                    return Err(format!("unknown term '{term}' for {name}"));
                }
                continue;
            }
        }
        out.push(line.to_string());
    }
    if !written {
        out.push(format!("{note}{provenance}"));
        for (t, v) in TERMS.iter().zip(w.to_array()) {
            out.push(format!("{name:<13}{t:<10}{v:>4}"));
        }
    }
    let mut text = out.join("\n");
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_engine::capture::eval::{capture_terms, parse, weights};
    use pearls_engine::testing::random_boards;

    #[test]
    fn a_sample_evaluates_as_the_capture_evaluation_does() {
        for rule in [
            Rule::Pente,
            Rule::KeryoPente,
            Rule::NinukiRenju,
            Rule::AntiPente,
        ] {
            let w = weights(rule).to_array().map(f64::from);
            let mut checked = 0;
            let mut counted = 0;
            for b in random_boards(rule, 60) {
                if let Some(s) = sample(&b, None) {
                    let engine = PatternEval.evaluate(&b) + capture_terms(&b);
                    assert_eq!(s.eval(&w) as i32, engine, "{rule:?} {b:?}");
                    checked += 1;
                    counted += usize::from(s.counts.iter().any(|&c| c != 0.0));
                }
            }
            assert!(checked > 20, "{rule:?}: only {checked} quiet positions");
            assert!(counted > 0, "{rule:?}: no position with a capture term");
        }
    }

    /// Positions whose results follow the capture counts by the logistic model with
    /// known values: the fit must find values near them, starting far away.
    #[test]
    fn the_fit_finds_the_values_that_made_the_results() {
        let truth = [30.0, 300.0, 50.0, 40.0];
        let k = 200.0;
        let mut rng = pearls_rules::random::Rng::new(5);
        let samples: Vec<CaptureSample> = (0..4000)
            .map(|_| {
                let counts = [
                    rng.below(9) as f64 - 4.0,
                    rng.below(3) as f64 - 1.0,
                    rng.below(4) as f64,
                    -(rng.below(5) as f64),
                ];
                let base = rng.below(201) as f64 - 100.0;
                let mut s = CaptureSample {
                    base,
                    counts,
                    target: 0.0,
                    verdict: None,
                };
                s.target = sigmoid(s.eval(&truth) / k);
                s
            })
            .collect();
        let start = [0.0, 0.0, 0.0, 0.0];
        let w = fit(&samples, start, k, 0.0, 50);
        for (got, want) in w.iter().zip(truth) {
            assert!((got - want).abs() < 0.5, "{w:?} against {truth:?}");
        }
        assert!(loss(&samples, &w, k) < loss(&samples, &start, k));
        // A strong pull holds the values near the start.
        let held = fit(&samples, start, k, 1.0, 50);
        assert!(held.iter().all(|x| x.abs() < 5.0), "{held:?}");
    }

    #[test]
    fn rewriting_replaces_one_rule_and_keeps_the_rest() {
        let text = "# head\n# pente: old note\npente        captured    40\npente        last       400\npente        threat      60\npente        vulnerable  35\nanti-pente   captured    40\n";
        let w = CaptureWeights {
            captured: 52,
            last: 610,
            threat: -3,
            vulnerable: 41,
        };
        let out = rewrite(text, Rule::Pente, w, "fitted").unwrap();
        assert!(out.starts_with("# head\n# pente: fitted\npente        captured    52\n"));
        assert!(!out.contains("old note"));
        let read = parse(&out).unwrap();
        assert_eq!(read[0], (Rule::Pente, w));
        assert_eq!(read[1].1.captured, 40);
        // A rule the file does not name yet is added at the end.
        let added = rewrite(text, Rule::KeryoPente, w, "new").unwrap();
        assert!(added.ends_with("# keryo-pente: new\nkeryo-pente  captured    52\nkeryo-pente  last       610\nkeryo-pente  threat      -3\nkeryo-pente  vulnerable  41\n"));
        assert!(rewrite("pente captured x\n", Rule::Pente, w, "")
            .unwrap_err()
            .contains("line 1"));
    }
}
