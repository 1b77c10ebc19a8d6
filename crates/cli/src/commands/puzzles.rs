//! `pearls puzzles`: mine puzzles from games and self-play, and verify a puzzle file.

use crate::Failure;
use pearls_engine::Rule;
use pearls_puzzles::{MineOptions, Puzzle, Settings, Solver, THEMES};
use pearls_records::{files_under, read_file, ReadOptions};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Mine puzzles from game files and self-play into a JSON Lines file.
    Generate(Generate),
    /// Re-prove every puzzle of a JSON Lines file: the win and the unique first move.
    Verify(Verify),
}

#[derive(clap::Args)]
struct Generate {
    /// The rule of the games and puzzles: renju or freestyle (or standard, caro).
    #[arg(long, default_value = "renju")]
    rule: String,
    /// Where to write the puzzles, one JSON object a line.
    #[arg(long)]
    out: PathBuf,
    /// Themes to write, comma-separated (vcf, vct, four-three, forbidden-trap, defence);
    /// defence puzzles are looked for only when named. Default: every winning puzzle.
    #[arg(long, value_delimiter = ',')]
    themes: Vec<String>,
    /// Also mine this many games of the engine against itself.
    #[arg(long, default_value_t = 0)]
    self_play: usize,
    /// The seed of the first self-play game (game i has seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Nodes a move in self-play.
    #[arg(long, default_value_t = 5000)]
    self_play_nodes: u64,
    /// Take at most this many games from the files, in the order read.
    #[arg(long)]
    games: Option<usize>,
    /// Write at most this many puzzles (the first found, in game order).
    #[arg(long)]
    max: Option<usize>,
    /// Keep puzzles with a second winning first move, marked multi_answer.
    #[arg(long)]
    keep_multi: bool,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Game files or folders of them, in any format Pearls reads.
    #[arg(value_name = "GAMES")]
    paths: Vec<PathBuf>,
}

#[derive(clap::Args)]
struct Verify {
    /// A JSON Lines file of puzzles.
    file: PathBuf,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

pub fn run(a: Args) -> Result<(), Failure> {
    match a.command {
        Command::Generate(g) => generate(g),
        Command::Verify(v) => verify(v),
    }
}

fn generate(a: Generate) -> Result<(), Failure> {
    let rule = Rule::from_name(&a.rule)
        .filter(|r| !r.is_capture_game())
        .ok_or_else(|| {
            Failure::input(format!(
                "unknown rule '{}' (puzzles are for freestyle, standard, renju and caro)",
                a.rule
            ))
        })?;
    for t in &a.themes {
        if !THEMES.contains(&t.as_str()) {
            return Err(Failure::input(format!(
                "unknown theme '{t}' (known: {})",
                THEMES.join(", ")
            )));
        }
    }
    if a.paths.is_empty() && a.self_play == 0 {
        return Err(Failure::input(
            "nothing to mine: name game files or ask for --self-play N",
        ));
    }
    let start = Instant::now();
    let mut games = Vec::new();
    let files = if a.paths.is_empty() {
        Vec::new()
    } else {
        files_under(&a.paths, true).map_err(|e| Failure::input(e.to_string()))?
    };
    for f in &files {
        let (_, doc) = read_file(f, None, &ReadOptions::default())
            .map_err(|e| Failure::input(e.to_string()))?;
        games.extend(pearls_puzzles::games_from_records(&doc.games(), rule));
    }
    if let Some(n) = a.games {
        games.truncate(n);
    }
    eprintln!(
        "{} {rule} games read from {} files",
        games.len(),
        files.len()
    );
    if a.self_play > 0 {
        let t = Instant::now();
        let played =
            pearls_puzzles::self_play(rule, a.self_play, a.seed, a.self_play_nodes, a.threads);
        eprintln!(
            "{} self-play games played in {:.1} s",
            played.len(),
            t.elapsed().as_secs_f64()
        );
        games.extend(played);
    }
    let opts = MineOptions {
        themes: a.themes.clone(),
        keep_multi: a.keep_multi,
        threads: a.threads.max(1),
        ..MineOptions::new(rule)
    };
    let total = games.len();
    let step = (total / 20).max(1);
    let mining = Instant::now();
    let progress = move |done: usize| {
        if done.is_multiple_of(step) || done == total {
            eprintln!(
                "mined {done}/{total} games, {:.1} s",
                mining.elapsed().as_secs_f64()
            );
        }
    };
    let (mut puzzles, report) = pearls_puzzles::mine(&games, &opts, &progress);
    if let Some(m) = a.max {
        puzzles.truncate(m);
    }
    std::fs::write(&a.out, pearls_puzzles::to_jsonl(&puzzles))
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", a.out.display())))?;
    let secs = mining.elapsed().as_secs_f64();
    eprintln!(
        "{} puzzles written to {} ({} positions searched in {} games, {} duplicates dropped)",
        puzzles.len(),
        a.out.display(),
        report.positions,
        report.games,
        report.duplicates
    );
    for t in THEMES {
        let n = puzzles.iter().filter(|p| p.has_theme(t)).count();
        if n > 0 {
            println!("{t}: {n}");
        }
    }
    for (r, n) in &report.rejected {
        eprintln!("not a puzzle ({r}): {n}");
    }
    println!(
        "{} puzzles in {secs:.1} s of mining on {} threads: {:.3} s a puzzle ({:.1} s in all)",
        puzzles.len(),
        opts.threads,
        secs / puzzles.len().max(1) as f64,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn verify(a: Verify) -> Result<(), Failure> {
    let text = std::fs::read_to_string(&a.file)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", a.file.display())))?;
    let puzzles: Vec<Puzzle> = pearls_puzzles::read_jsonl(&text)
        .map_err(|e| Failure::input(format!("{}: {e}", a.file.display())))?;
    let start = Instant::now();
    let failures = verify_all(&puzzles, a.threads.max(1));
    for (i, e) in &failures {
        eprintln!(
            "{} line {} ({}): {e}",
            a.file.display(),
            i + 1,
            puzzles[*i].id
        );
    }
    println!(
        "{} of {} puzzles verified in {:.1} s",
        puzzles.len() - failures.len(),
        puzzles.len(),
        start.elapsed().as_secs_f64()
    );
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Failure::rules(format!("{} puzzles failed", failures.len())))
    }
}

/// The puzzles that fail, by index, checked over `threads` threads.
fn verify_all(puzzles: &[Puzzle], threads: usize) -> Vec<(usize, String)> {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                let mut solver = Solver::new(Settings::default());
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= puzzles.len() {
                        break;
                    }
                    if let Err(e) = solver.verify(&puzzles[i]) {
                        failures.lock().expect("no thread panicked").push((i, e));
                    }
                }
            });
        }
    });
    let mut f = failures.into_inner().expect("no thread panicked");
    f.sort();
    f
}
