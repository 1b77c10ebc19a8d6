//! `pearls tune`: fits the engine's evaluation tables to the results of finished games,
//! and to a search's verdict on their positions where asked, and writes them as a weights
//! file (the work itself is `pearls-tune`'s).

use crate::progress;
use crate::Failure;
use pearls_engine::Rule;
use pearls_tune::dataset::{self, Game, Sample};
use pearls_tune::fit::{self, FitOptions, Layout};
use pearls_tune::label::{self, Verdict};
use pearls_tune::{order, provenance, write};
use std::path::PathBuf;

#[derive(clap::Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct Args {
    /// The learned evaluation's steps: `selfplay` makes its training data.
    #[command(subcommand)]
    net: Option<super::tune_net::NetCommand>,
    /// Rule the games were played under (freestyle, standard, renju, caro).
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Positions before this many moves are left out (they come from the opening book).
    #[arg(long, default_value_t = 6)]
    skip: usize,
    /// Full passes of the fit over the positions.
    #[arg(long, default_value_t = 400)]
    epochs: usize,
    /// Step size of the fit, in evaluation units.
    #[arg(long, default_value_t = 1.0)]
    rate: f64,
    /// Pull towards the current table (per entry and evaluation unit squared). Renju's
    /// tenth fit played 16 Elo better than the engine before at 1e-8, where the same fit
    /// at 1e-7 played 6 worse: the stronger pull kept the tables from moving far enough
    /// in one fit.
    #[arg(long, default_value_t = 1e-8)]
    l2: f64,
    /// Scales the side to move's surplus over the side waiting's value (the worth of
    /// having the move) in the starting table; 1 keeps it.
    #[arg(long, default_value_t = 1.0)]
    tempo: f64,
    /// Every Nth game is held out of the fit and only measured.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// Searches every position this many nodes and fits to its verdict as well as to the
    /// game's result (see `--share`); 0 fits to the results alone.
    #[arg(long, default_value_t = 0)]
    label_nodes: u64,
    /// The search's share of each target, from 0 to 1, where `--label-nodes` is given.
    /// Renju's tables fitted at 0.55 played 47 Elo better than the same fit at 0.7, and
    /// 0.85 played worse still.
    #[arg(long, default_value_t = 0.55)]
    share: f64,
    /// Positions whose search verdict is a proven result or a score beyond this bound
    /// are left out of the fit, where `--label-nodes` is given.
    #[arg(long, default_value_t = 2500)]
    label_max: i32,
    /// Keeps the search's verdicts in this file: read where it exists (for the same
    /// games, skip and nodes), written otherwise, so that a fit with other settings need
    /// not search again.
    #[arg(long)]
    labels: Option<PathBuf>,
    /// Searches run side by side while labelling (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Where to write the tables, as a weights file (the engine's `weights/shared.pwt`, or
    /// `weights/renju.pwt` for renju's table a colour; or any file for `pearls engine
    /// --evalfile`); without it only the losses are printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Fits move ordering's static part (the engine's `params::Ordering`) to the moves
    /// the games played, instead of the evaluation, and prints it for `params.rs`.
    #[arg(long, conflicts_with_all = ["out", "label_nodes", "labels", "tempo"])]
    order: bool,
    /// Fits the capture games' evaluation terms of `--rule` (pente, keryo-pente,
    /// ninuki-renju, anti-pente) instead of the pattern tables, and writes them into the
    /// capture weights file `--out` (the engine's `weights/captures.txt`).
    #[arg(long, conflicts_with_all = ["order", "labels", "tempo"])]
    captures: bool,
    /// With `--order`: keeps the bonuses by where a point lies from each side's last stone
    /// as they are.
    #[arg(long, requires = "order")]
    hold_last_stones: bool,
    /// Game records (any format `pearls convert` reads) or folders of them.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
}

pub fn run(mut a: Args) -> Result<(), Failure> {
    if let Some(cmd) = a.net.take() {
        return super::tune_net::run(cmd);
    }
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    if !(a.tempo.is_finite() && a.tempo >= 0.0) {
        return Err(Failure::input(format!(
            "--tempo {} is not a scale (a number from 0 up)",
            a.tempo
        )));
    }
    if !(0.0..=1.0).contains(&a.share) {
        return Err(Failure::input(format!(
            "--share {} is not a share (a number from 0 to 1)",
            a.share
        )));
    }
    // Without a node count the verdicts would be neither read nor written, and the fit
    // would quietly learn from the results alone.
    if a.labels.is_some() && a.label_nodes == 0 {
        return Err(Failure::input(
            "--labels needs --label-nodes: the nodes its verdicts were or are to be searched with",
        ));
    }
    let layout = Layout::of(rule);
    let games = dataset::read_games(&a.games).map_err(Failure::input)?;
    if a.order {
        return run_order(&a, rule, &games);
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if a.captures {
        return run_captures(&a, rule, &games, threads);
    }
    // Verdicts kept from an earlier run stand in for the searches.
    let kept = match &a.labels {
        Some(f) if f.exists() => Some(label::read_verdicts(f, &games).map_err(Failure::input)?),
        _ => None,
    };
    let label_nodes = if kept.is_some() { 0 } else { a.label_nodes };
    let bar = progress::bar(games.len() as u64, "games");
    let mut labelled =
        label::label_games(&games, rule, layout, a.skip, label_nodes, threads, &|| {
            bar.inc(1)
        })
        .map_err(Failure::input)?;
    bar.finish_and_clear();
    if let Some(kept) = kept {
        let file = a.labels.as_deref().expect("read from it");
        label::attach(&mut labelled, kept, file).map_err(Failure::input)?;
    } else if let Some(f) = &a.labels {
        std::fs::write(f, label::labels_text(&games, &labelled))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", f.display())))?;
    }
    // A table of quiet values should not learn from positions that tactics decide.
    if a.label_nodes > 0 {
        for (_, samples) in labelled.iter_mut() {
            samples.retain(|(_, v)| v.is_some_and(|v| v.is_quiet(a.label_max)));
        }
    }
    let (train, held) = dataset::split(labelled, a.holdout);
    let games = games.len();
    if train.is_empty() {
        return Err(Failure::input(
            "no positions: the games need a result (black, white or draw)",
        ));
    }
    println!(
        "games: {games}, positions: {} to fit, {} held out",
        train.len(),
        held.len()
    );
    let current = fit::current(rule);
    // The table's entries are whole numbers, so a scale of 1 leaves it as it is.
    let start = fit::with_tempo(&current, layout, a.tempo);
    let (mut train, train_verdicts): (Vec<Sample>, Vec<Option<Verdict>>) =
        train.into_iter().unzip();
    let (mut held, held_verdicts): (Vec<Sample>, Vec<Option<Verdict>>) = held.into_iter().unzip();
    let k = fit::best_scale(&train, &start);
    println!("scale: {k:.1}");
    // The search's scores become chances on the scale that fits the results.
    for (s, v) in train
        .iter_mut()
        .zip(train_verdicts)
        .chain(held.iter_mut().zip(held_verdicts))
    {
        if let Some(v) = v {
            s.blend(v.chance(k), a.share);
        }
    }
    let report = |name: &str, w: &[f64]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}",
            fit::loss(&train, w, k),
            fit::loss(&held, w, k)
        );
    };
    report("current table", &current);
    if a.tempo != 1.0 {
        report("with the tempo scaled", &start);
    }
    let w = fit_with_bar(a.epochs, |epoch| {
        fit::fit(&train, &start, k, a.fit_options(), epoch)
    });
    report("fitted table", &w);
    if let Some(out) = &a.out {
        let mut steps = Vec::new();
        if a.tempo != 1.0 {
            steps.push(provenance::tempo_step(a.tempo));
        }
        if a.epochs > 0 {
            steps.push(provenance::fit_step(&provenance::FitStep {
                rule,
                skip: a.skip,
                epochs: a.epochs,
                rate: a.rate,
                l2: a.l2,
                labels: (a.label_nodes > 0).then_some((a.label_nodes, a.label_max, a.share)),
                positions: train.len(),
                games,
            }));
        }
        let before = provenance::tables_only(&pearls_engine::weights::for_rule(rule).provenance);
        let weights = fit::to_weights(&w, layout, &provenance::extend(&before, &steps));
        std::fs::write(out, write::weights_file(&weights))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
        println!("written to {}", out.display());
    }
    Ok(())
}

impl Args {
    fn fit_options(&self) -> FitOptions {
        FitOptions {
            epochs: self.epochs,
            rate: self.rate,
            l2: self.l2,
        }
    }
}

/// Runs a fit of `epochs` epochs under a progress bar, printing the loss it reports now
/// and then as before.
fn fit_with_bar<T>(epochs: usize, run: impl FnOnce(&mut dyn FnMut(usize, f64)) -> T) -> T {
    let bar = progress::bar(epochs as u64, "epochs");
    let out = run(&mut |epoch, loss| {
        bar.set_position(epoch as u64);
        bar.suspend(|| eprintln!("epoch {epoch}: loss {loss:.5}"));
    });
    bar.finish_and_clear();
    out
}

/// `--captures`: fits the capture terms of `rule` and writes them into `--out`.
fn run_captures(a: &Args, rule: Rule, games: &[Game], threads: usize) -> Result<(), Failure> {
    use pearls_tune::capture;
    if rule.rule_set().capture.is_none() {
        return Err(Failure::input(format!(
            "--captures: {} has no captures (pente, keryo-pente, ninuki-renju, anti-pente)",
            rule.name()
        )));
    }
    let bar = progress::bar(games.len() as u64, "games");
    let samples = capture::samples(games, rule, a.skip, a.label_nodes, threads, &|| bar.inc(1))
        .map_err(Failure::input)?;
    bar.finish_and_clear();
    let (mut train, mut held) = dataset::split(
        samples.into_iter().enumerate().map(|(i, mut s)| {
            // A table of quiet values should not learn from positions that tactics decide.
            if a.label_nodes > 0 {
                s.retain(|s| s.verdict.is_some_and(|v| v.is_quiet(a.label_max)));
            }
            (i, s)
        }),
        a.holdout,
    );
    if train.is_empty() {
        return Err(Failure::input(
            "no positions: the games need a result (black, white or draw)",
        ));
    }
    println!(
        "games: {}, positions: {} to fit, {} held out",
        games.len(),
        train.len(),
        held.len()
    );
    let current = pearls_engine::capture::eval::weights(rule);
    let start = current.to_array().map(f64::from);
    let k = capture::best_scale(&train, &start);
    println!("scale: {k:.1}");
    for s in train.iter_mut().chain(held.iter_mut()) {
        if let Some(v) = s.verdict {
            s.target = (1.0 - a.share) * s.target + a.share * v.chance(k);
        }
    }
    let report = |name: &str, w: &[f64; 4]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}",
            capture::loss(&train, w, k),
            capture::loss(&held, w, k)
        );
    };
    report("current terms", &start);
    let w = capture::fit(&train, start, k, a.l2, a.epochs.max(1));
    let fitted = capture::rounded(w);
    report("fitted terms", &fitted.to_array().map(f64::from));
    let terms = pearls_engine::capture::eval::TERMS;
    for (t, (old, new)) in terms
        .iter()
        .zip(current.to_array().into_iter().zip(fitted.to_array()))
    {
        println!("{t:<10} {old:>5} -> {new:>5}");
    }
    if let Some(out) = &a.out {
        let cannot = |e: String| Failure::input(format!("{}: {e}", out.display()));
        let text =
            std::fs::read_to_string(out).map_err(|e| cannot(format!("cannot read it: {e}")))?;
        let labels = if a.label_nodes > 0 {
            format!(
                " --label-nodes {} --label-max {} --share {}",
                a.label_nodes, a.label_max, a.share
            )
        } else {
            String::new()
        };
        let note = format!(
            "fitted by pearls tune --captures --rule {} --skip {} --l2 {}{labels} to {} games ({} positions, every {}th held out)",
            rule.name(),
            a.skip,
            a.l2,
            games.len(),
            train.len(),
            a.holdout
        );
        let text = capture::rewrite(&text, rule, fitted, &note).map_err(cannot)?;
        std::fs::write(out, text).map_err(|e| cannot(format!("cannot write it: {e}")))?;
        println!("written to {}", out.display());
    }
    Ok(())
}

/// `--order`: fits the ordering to the played moves and prints it.
fn run_order(a: &Args, rule: Rule, games: &[Game]) -> Result<(), Failure> {
    let choices = order::choices(games, rule, a.skip).map_err(Failure::input)?;
    let (train, held) = dataset::split(choices, a.holdout);
    println!(
        "games: {}, positions: {} to fit, {} held out",
        games.len(),
        train.len(),
        held.len()
    );
    let start = order::to_vec(pearls_engine::params::ordering(rule));
    let t = order::best_temperature(&train, &start);
    println!("temperature: {t:.1}");
    let report = |name: &str, w: &[f64]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}, played move first {:.4}, held out {:.4}",
            order::loss(&train, w, t),
            order::loss(&held, w, t),
            order::first_share(&train, w),
            order::first_share(&held, w),
        );
    };
    report("current ordering", &start);
    let w = fit_with_bar(a.epochs, |epoch| {
        order::fit(
            &train,
            &start,
            t,
            a.fit_options(),
            a.hold_last_stones,
            epoch,
        )
    });
    report("fitted ordering", &w);
    println!("ordering: {:?}", order::from_vec(&w));
    Ok(())
}
