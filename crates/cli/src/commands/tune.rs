//! `pearls tune`: fits the engine's evaluation table to the results of finished games
//! and writes it as the engine's `weights.rs`.

use crate::Failure;
use pearls_engine::tune::{self, FitOptions, Sample};
use pearls_engine::{Board, Rule};
use pearls_records::{read_file, Format, GameResult, ReadOptions};
use pearls_rules::Move;
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
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
    /// Pull towards the current table (per entry and evaluation unit squared).
    #[arg(long, default_value_t = 1e-7)]
    l2: f64,
    /// Scales the side to move's surplus over the side waiting's value (the worth of
    /// having the move) in the starting table; 1 keeps it.
    #[arg(long, default_value_t = 1.0)]
    tempo: f64,
    /// Every Nth game is held out of the fit and only measured.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// Where to write the table (the engine's `src/weights.rs`); without it only the
    /// losses are printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Game records (any format `pearls convert` reads) or folders of them.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let rule = Rule::from_name(&a.rule)
        .ok_or_else(|| Failure::input(format!("unknown rule '{}'", a.rule)))?;
    if !(a.tempo.is_finite() && a.tempo >= 0.0) {
        return Err(Failure::input(format!(
            "--tempo {} is not a scale (a number from 0 up)",
            a.tempo
        )));
    }
    let mut files = Vec::new();
    for p in &a.games {
        collect(p, &mut files)?;
    }
    files.sort();
    let (mut train, mut held) = (Vec::new(), Vec::new());
    let mut games = 0usize;
    for path in &files {
        let (_, doc) = read_file(path, None, &ReadOptions::default())
            .map_err(|e| Failure::input(e.to_string()))?;
        for (i, g) in doc.games().iter().enumerate() {
            // A game without a result teaches nothing; one set up from stones is not replayed.
            if g.result == GameResult::Unknown || !g.setup.is_empty() {
                continue;
            }
            let winner = g.result.winner();
            let out = if a.holdout > 0 && games % a.holdout == a.holdout - 1 {
                &mut held
            } else {
                &mut train
            };
            replay(g, rule, a.skip, winner, out)
                .map_err(|m| Failure::input(format!("{}: game {}: {m}", path.display(), i + 1)))?;
            games += 1;
        }
    }
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
    let current = tune::current();
    // The table's entries are whole numbers, so a scale of 1 leaves it as it is.
    let start = tune::with_tempo(&current, a.tempo);
    let k = tune::best_scale(&train, &start);
    println!("scale: {k:.1}");
    let report = |name: &str, w: &[f64]| {
        println!(
            "{name}: loss {:.5}, held out {:.5}",
            tune::loss(&train, w, k),
            tune::loss(&held, w, k)
        );
    };
    report("current table", &current);
    if a.tempo != 1.0 {
        report("with the tempo scaled", &start);
    }
    let opts = FitOptions {
        epochs: a.epochs,
        rate: a.rate,
        l2: a.l2,
    };
    let w = tune::fit(&train, &start, k, opts, &mut |epoch, loss| {
        eprintln!("epoch {epoch}: loss {loss:.5}");
    });
    report("fitted table", &w);
    if let Some(out) = &a.out {
        let mut provenance = pearls_engine::weights::PROVENANCE.to_string();
        if a.tempo != 1.0 {
            provenance.push_str(&format!(
                "\nThe side to move's surplus scaled by {} (`pearls tune --tempo {}`).",
                a.tempo, a.tempo
            ));
        }
        if a.epochs > 0 {
            provenance.push_str(&format!(
                "\nFitted by `pearls tune --rule {} --skip {} --epochs {} --rate {} --l2 {}` to {} \
                 positions of {games} games.",
                rule.name(),
                a.skip,
                a.epochs,
                a.rate,
                a.l2,
                train.len()
            ));
        }
        std::fs::write(out, tune::source(&w, &provenance))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
        println!("written to {}", out.display());
    }
    Ok(())
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), Failure> {
    if path.is_dir() {
        let entries = std::fs::read_dir(path)
            .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
        for e in entries {
            let e =
                e.map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
            let p = e.path();
            if p.is_dir() || Format::from_path(&p).is_some() {
                collect(&p, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// Plays the game on an engine board, keeping a sample of each position from move `skip`
/// on.
fn replay(
    g: &pearls_records::GameRecord,
    rule: Rule,
    skip: usize,
    winner: Option<pearls_rules::Color>,
    out: &mut Vec<Sample>,
) -> Result<(), String> {
    if !(5..=26).contains(&g.size) {
        return Err(format!("board size {} is not one the engine plays", g.size));
    }
    let mut board = Board::new(g.size, rule);
    for (n, m) in g.moves.iter().enumerate() {
        if n >= skip {
            out.extend(tune::sample(&board, winner));
        }
        match *m {
            Move::Pass => board.pass(),
            Move::Place(p) => {
                if p.col >= g.size || p.row >= g.size {
                    return Err(format!("move {}: {p} is off the board", n + 1));
                }
                let s = board.sq(p);
                if !board.is_empty(s) {
                    return Err(format!("move {}: {p} is already taken", n + 1));
                }
                board.play(s);
            }
        }
    }
    Ok(())
}
