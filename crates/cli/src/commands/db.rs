//! `pearls db`: the game library. import, search, explore, export, generate and bench.

use super::convert::{format_named, format_of, TextOptions};
use crate::progress;
use crate::Failure;
use clap::Subcommand;
use pearls_library::generate::{self, Settings};
use pearls_library::{Explored, GameSummary, Library, Position, Query};
use pearls_records::{write, Document, Format, GameResult};
use pearls_rules::random::Rng;
use pearls_rules::{Move, Notation};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// The library file (SQLite); created if missing.
    #[arg(long, global = true, default_value = "pearls.db")]
    pub db: PathBuf,
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Subcommand)]
pub enum DbCommand {
    /// Import record files or folders (each file in one transaction; duplicates skipped).
    Import(ImportArgs),
    /// List the games that match: players, event, rule, result, dates, position.
    Search(SearchArgs),
    /// The opening explorer: the moves played next in a position, with their results.
    Explore(ExploreArgs),
    /// Write matching games to a file; to RenLib (.lib), the explorer's subtree.
    Export(ExportArgs),
    /// Write a synthetic corpus of legal renju games.
    Generate(GenerateArgs),
    /// Measure import and position queries on a synthetic corpus.
    Bench(BenchArgs),
}

#[derive(clap::Args)]
pub struct ImportArgs {
    /// Files or folders (folders are read recursively, files of unknown formats skipped).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Format of every file, when extensions do not say.
    #[arg(long)]
    pub from: Option<String>,
    #[command(flatten)]
    pub text: TextOptions,
    /// Show a progress bar even when standard error is not a terminal.
    #[arg(long)]
    pub progress: bool,
}

#[derive(clap::Args, Clone, Default)]
pub struct Filters {
    /// Either player (`*` is a wildcard; case does not matter).
    #[arg(long)]
    pub player: Option<String>,
    #[arg(long)]
    pub black: Option<String>,
    #[arg(long)]
    pub white: Option<String>,
    /// Event or tournament.
    #[arg(long)]
    pub event: Option<String>,
    #[arg(long)]
    pub rule: Option<String>,
    /// black, white, draw or unknown.
    #[arg(long)]
    pub result: Option<String>,
    /// Games on or after this date (compared as text: 2004, 2004-05, 2004-05-12).
    #[arg(long)]
    pub since: Option<String>,
    /// Games on or before this date.
    #[arg(long)]
    pub until: Option<String>,
    /// Games that reached this position (moves from black, any orientation), as in
    /// `h8 i9 j10` or `h8i9j10`.
    #[arg(long)]
    pub position: Option<String>,
    /// Board size of --position.
    #[arg(long, default_value_t = 15)]
    pub size: u8,
}

impl Filters {
    fn query(&self, limit: usize, offset: usize) -> Result<Query, Failure> {
        let result = match &self.result {
            Some(r) => Some(GameResult::parse(r).ok_or_else(|| {
                Failure::input(format!(
                    "unknown result '{r}' (black, white, draw, unknown)"
                ))
            })?),
            None => None,
        };
        let position = match &self.position {
            Some(m) => Some(position(self.size, m)?),
            None => None,
        };
        Ok(Query {
            player: self.player.clone(),
            black: self.black.clone(),
            white: self.white.clone(),
            event: self.event.clone(),
            rule: self.rule.clone(),
            result,
            date_from: self.since.clone(),
            date_to: self.until.clone(),
            position,
            limit,
            offset,
        })
    }
}

fn position(size: u8, moves: &str) -> Result<Position, Failure> {
    pearls_rules::Board::try_new(size as u32).map_err(|e| Failure::input(e.to_string()))?;
    let moves = Notation::new(size)
        .parse_moves(moves)
        .map_err(|e| Failure::input(format!("in the position, {e}")))?;
    let p = Position::new(size, moves);
    p.keys().map_err(Failure::input)?;
    Ok(p)
}

#[derive(clap::Args)]
pub struct SearchArgs {
    #[command(flatten)]
    pub filters: Filters,
    /// At most this many games (0: all).
    #[arg(long, default_value_t = 20)]
    pub limit: usize,
    #[arg(long, default_value_t = 0)]
    pub offset: usize,
    /// One JSON object per game.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args)]
pub struct ExploreArgs {
    /// The position: moves from black (h8 i9 j10 or h8i9j10); none for the empty board.
    pub moves: Vec<String>,
    #[arg(long, default_value_t = 15)]
    pub size: u8,
    /// Example games to list.
    #[arg(long, default_value_t = 5)]
    pub examples: usize,
    /// At most this many next moves (0: all).
    #[arg(long, default_value_t = 30)]
    pub top: usize,
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args)]
pub struct ExportArgs {
    /// The file to write; its extension (or --to) chooses the format.
    pub output: PathBuf,
    #[arg(long)]
    pub to: Option<String>,
    #[command(flatten)]
    pub filters: Filters,
    /// At most this many games (0: all).
    #[arg(long, default_value_t = 0)]
    pub limit: usize,
    /// RenLib: moves below the position.
    #[arg(long, default_value_t = 20)]
    pub depth: usize,
    /// RenLib: leave out branches played in fewer games.
    #[arg(long, default_value_t = 1)]
    pub min_games: u64,
    /// Text encoding of the output.
    #[arg(long, default_value = "utf-8")]
    pub out_encoding: String,
}

#[derive(clap::Args)]
pub struct GenerateArgs {
    /// Folder to write the files into.
    pub dir: PathBuf,
    /// Number of games.
    #[arg(long, default_value_t = 10_000)]
    pub games: usize,
    #[arg(long, default_value_t = 1000)]
    pub per_file: usize,
    /// Format of the files.
    #[arg(long, default_value = "sgf")]
    pub format: String,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    #[arg(long, default_value_t = 40)]
    pub min_moves: usize,
    #[arg(long, default_value_t = 80)]
    pub max_moves: usize,
    #[arg(long)]
    pub progress: bool,
}

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Games in the synthetic corpus.
    #[arg(long, default_value_t = 100_000)]
    pub games: usize,
    /// Work folder: the corpus and a fresh library (`bench.db`) go here.
    #[arg(long, default_value = "pearls-bench")]
    pub dir: PathBuf,
    /// Position queries to time.
    #[arg(long, default_value_t = 2000)]
    pub queries: usize,
    /// Reuse the corpus in the work folder when there is one.
    #[arg(long)]
    pub reuse_corpus: bool,
    #[arg(long, default_value = "sgf")]
    pub format: String,
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Page cache during the import, MiB.
    #[arg(long, default_value_t = 1024)]
    pub cache_mib: i64,
    #[arg(long)]
    pub progress: bool,
}

pub fn run(a: Args) -> Result<(), Failure> {
    match a.command {
        DbCommand::Import(i) => import(&a.db, i),
        DbCommand::Search(s) => search(&a.db, s),
        DbCommand::Explore(e) => explore(&a.db, e),
        DbCommand::Export(e) => export(&a.db, e),
        DbCommand::Generate(g) => generate_cmd(g),
        DbCommand::Bench(b) => bench(&a.db, b),
    }
}

fn open(path: &Path) -> Result<Library, Failure> {
    Library::open(path).map_err(|e| Failure::input(format!("{}: {e}", path.display())))
}

fn db_err(e: impl std::fmt::Display) -> Failure {
    Failure::rules(e.to_string())
}

/// Every file under the given paths, in name order; folders skip files of unknown format
/// unless `named`.
fn files_under(paths: &[PathBuf], named: bool) -> Result<Vec<PathBuf>, Failure> {
    pearls_records::files_under(paths, named).map_err(|e| Failure::input(e.to_string()))
}

struct ImportSummary {
    files: usize,
    failed: usize,
    read: u64,
    added: u64,
    duplicates: u64,
    replaced: u64,
    import_time: Duration,
    positions: u64,
    index_time: Duration,
}

fn import_files(
    lib: &mut Library,
    files: &[PathBuf],
    from: Option<Format>,
    text: &TextOptions,
    progress: bool,
) -> Result<ImportSummary, Failure> {
    let opts = text.read_options()?;
    let mut s = ImportSummary {
        files: files.len(),
        failed: 0,
        read: 0,
        added: 0,
        duplicates: 0,
        replaced: 0,
        import_time: Duration::ZERO,
        positions: 0,
        index_time: Duration::ZERO,
    };
    let start = Instant::now();
    let bar = progress::bar_if(files.len() as u64, "files", progress);
    for f in files {
        let format = match from {
            Some(f) => Some(f),
            None => Some(format_of(f, None)?),
        };
        match lib.import_file_with_warnings(f, format, &opts) {
            Ok((n, a, warnings)) => {
                bar.suspend(|| {
                    for w in &warnings {
                        eprintln!("warning: {}: {w}", f.display());
                    }
                });
                s.read += n as u64;
                s.added += a.added;
                s.duplicates += a.duplicates;
                s.replaced += a.replaced;
            }
            Err(e) => {
                bar.suspend(|| eprintln!("pearls: {e}"));
                s.failed += 1;
            }
        }
        bar.inc(1);
    }
    bar.finish();
    s.import_time = start.elapsed();
    let start = Instant::now();
    let bar = progress::bar_if(0, "games indexed", progress);
    let r = lib
        .index(&mut |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        })
        .map_err(db_err)?;
    bar.finish();
    s.positions = r.positions;
    lib.checkpoint().map_err(db_err)?;
    s.index_time = start.elapsed();
    Ok(s)
}

fn import(db: &Path, a: ImportArgs) -> Result<(), Failure> {
    let from = a.from.as_deref().map(format_named).transpose()?;
    let files = files_under(&a.paths, from.is_some())?;
    let mut lib = open(db)?;
    let s = import_files(&mut lib, &files, from, &a.text, a.progress)?;
    println!(
        "files: {} read, {} failed; games: {} read, {} added, {} duplicates ({} replaced) ({:.2} s)",
        s.files - s.failed,
        s.failed,
        s.read,
        s.added,
        s.duplicates,
        s.replaced,
        s.import_time.as_secs_f64()
    );
    println!(
        "positions indexed: {} ({:.2} s); library: {} games",
        s.positions,
        s.index_time.as_secs_f64(),
        lib.game_count().map_err(db_err)?
    );
    if s.failed > 0 {
        return Err(Failure::input(format!(
            "{} of {} files could not be imported",
            s.failed, s.files
        )));
    }
    Ok(())
}

fn opt(s: &Option<String>) -> &str {
    s.as_deref().unwrap_or("")
}

fn summary_json(g: &GameSummary) -> serde_json::Value {
    serde_json::json!({
        "id": g.id, "black": g.black, "white": g.white, "event": g.event, "round": g.round,
        "date": g.date, "rule": g.rule, "result": g.result.name(), "plies": g.plies, "ply": g.ply,
    })
}

fn print_games(games: &[GameSummary]) {
    println!(
        "{:>8}  {:<10}  {:<20}  {:<20}  {:<7}  {:>5}  event",
        "id", "date", "black", "white", "result", "moves"
    );
    for g in games {
        println!(
            "{:>8}  {:<10}  {:<20}  {:<20}  {:<7}  {:>5}  {}",
            g.id,
            opt(&g.date),
            opt(&g.black),
            opt(&g.white),
            g.result.name(),
            g.plies,
            opt(&g.event)
        );
    }
}

fn search(db: &Path, a: SearchArgs) -> Result<(), Failure> {
    let q = a.filters.query(a.limit, a.offset)?;
    let mut lib = open(db)?;
    let games = lib.search(&q).map_err(db_err)?;
    if a.json {
        for g in &games {
            println!("{}", summary_json(g));
        }
    } else {
        print_games(&games);
        println!("{} games", games.len());
    }
    Ok(())
}

fn explore(db: &Path, a: ExploreArgs) -> Result<(), Failure> {
    let pos = position(a.size, &a.moves.join(" "))?;
    let mut lib = open(db)?;
    let e: Explored = lib.explore(&pos, a.examples).map_err(db_err)?;
    let n = Notation::new(a.size);
    let shown = if a.top == 0 {
        e.moves.len()
    } else {
        a.top.min(e.moves.len())
    };
    if a.json {
        let moves: Vec<_> = e.moves[..shown]
            .iter()
            .map(|m| {
                let (b, w, d) = m.tally.rates();
                serde_json::json!({
                    "move": m.mv.to_string(), "games": m.tally.games, "black": m.tally.black,
                    "white": m.tally.white, "draws": m.tally.draws, "black_rate": b,
                    "white_rate": w, "draw_rate": d, "example": m.example,
                })
            })
            .collect();
        let examples: Vec<_> = e.examples.iter().map(summary_json).collect();
        println!(
            "{}",
            serde_json::json!({
                "position": n.format_moves(&pos.moves), "games": e.tally.games,
                "black": e.tally.black, "white": e.tally.white, "draws": e.tally.draws,
                "ended": e.ended.games, "moves": moves, "examples": examples,
            })
        );
        return Ok(());
    }
    let (b, w, d) = e.tally.rates();
    let shown_pos = if pos.moves.is_empty() {
        "(empty board)".to_string()
    } else {
        n.format_moves(&pos.moves)
    };
    println!("position: {shown_pos}");
    println!(
        "games: {}  black {b:.1}%  white {w:.1}%  draws {d:.1}%  (ended here: {})",
        e.tally.games, e.ended.games
    );
    if shown > 0 {
        println!(
            "{:<6} {:>9} {:>8} {:>8} {:>8} {:>9}",
            "move", "games", "black", "white", "draws", "example"
        );
        for m in &e.moves[..shown] {
            let (b, w, d) = m.tally.rates();
            let mv = n.format_move(m.mv);
            println!(
                "{mv:<6} {:>9} {b:>7.1}% {w:>7.1}% {d:>7.1}% {:>9}",
                m.tally.games, m.example
            );
        }
        if shown < e.moves.len() {
            println!("({} more moves)", e.moves.len() - shown);
        }
    }
    if !e.examples.is_empty() {
        println!();
        print_games(&e.examples);
    }
    Ok(())
}

fn export(db: &Path, a: ExportArgs) -> Result<(), Failure> {
    let to = format_of(&a.output, a.to.as_deref())?;
    if !to.writable() {
        return Err(Failure::input(format!(
            "{} can be read but not written",
            to.name()
        )));
    }
    let q = a.filters.query(a.limit, 0)?;
    let mut lib = open(db)?;
    let wopts = pearls_records::WriteOptions {
        encoding: super::convert::encoding(&a.out_encoding)?,
        ..Default::default()
    };
    let (doc, what) = if to == Format::RenLib {
        let t = lib.explore_tree(&q, a.depth, a.min_games).map_err(db_err)?;
        let n = t.len() - 1;
        (Document::Tree(t), format!("a tree of {n} moves"))
    } else {
        let g = lib.games(&q).map_err(db_err)?;
        let n = g.len();
        (Document::Games(g), format!("{n} games"))
    };
    let bytes = write(to, &doc, &wopts).map_err(|e| Failure::input(e.to_string()))?;
    std::fs::write(&a.output, bytes)
        .map_err(|e| Failure::input(format!("{}: {e}", a.output.display())))?;
    println!("{}: {what}", a.output.display());
    Ok(())
}

fn settings(min: usize, max: usize) -> Result<Settings, Failure> {
    if min > max || max == 0 {
        return Err(Failure::input("--min-moves must not exceed --max-moves"));
    }
    Ok(Settings {
        min_moves: min,
        max_moves: max,
        ..Settings::default()
    })
}

fn write_corpus(
    corpus: &generate::Corpus,
    s: &Settings,
    progress: bool,
) -> Result<Vec<PathBuf>, Failure> {
    let bar = progress::bar_if(0, "files", progress);
    let files = generate::write_corpus(corpus, s, &|d, t| {
        bar.set_length(t as u64);
        bar.set_position(d as u64);
    })
    .map_err(Failure::input)?;
    bar.finish();
    Ok(files)
}

fn generate_cmd(a: GenerateArgs) -> Result<(), Failure> {
    let format = format_named(&a.format)?;
    if !format.writable() || format.single_game() && a.per_file != 1 {
        return Err(Failure::input(format!(
            "{} cannot hold {} games a file",
            format.name(),
            a.per_file
        )));
    }
    let s = settings(a.min_moves, a.max_moves)?;
    let start = Instant::now();
    let corpus = generate::Corpus {
        dir: a.dir.clone(),
        games: a.games,
        per_file: a.per_file,
        format,
        seed: a.seed,
        threads: a.threads,
    };
    let files = write_corpus(&corpus, &s, a.progress)?;
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} games in {} files under {} ({secs:.1} s, {:.0} games/s)",
        a.games,
        files.len(),
        a.dir.display(),
        a.games as f64 / secs
    );
    Ok(())
}

/// Prints the latency quantiles of the queries `name`, each taken in `ms` milliseconds.
fn report(name: &str, ms: Vec<f64>) {
    // Microseconds, three significant figures: the quantiles print to the microsecond.
    let mut h = hdrhistogram::Histogram::<u64>::new(3).expect("3 significant figures");
    for &m in &ms {
        h.saturating_record((m * 1000.0).round() as u64);
    }
    let at = |q: f64| {
        if h.is_empty() {
            0.0
        } else {
            h.value_at_quantile(q) as f64 / 1000.0
        }
    };
    let max = ms.iter().copied().fold(0.0, f64::max);
    println!(
        "{name}: {} queries, p50 {:.3} ms, p90 {:.3} ms, p99 {:.3} ms, max {max:.3} ms",
        ms.len(),
        at(0.5),
        at(0.9),
        at(0.99),
    );
}

fn bench(_db: &Path, a: BenchArgs) -> Result<(), Failure> {
    let format = format_named(&a.format)?;
    let corpus = a.dir.join("corpus");
    let s = Settings::default();
    let existing = files_under(std::slice::from_ref(&corpus), false).unwrap_or_default();
    let files = if a.reuse_corpus && !existing.is_empty() {
        println!(
            "corpus: reusing {} files under {}",
            existing.len(),
            corpus.display()
        );
        existing
    } else {
        let _ = std::fs::remove_dir_all(&corpus);
        let start = Instant::now();
        let spec = generate::Corpus {
            dir: corpus.clone(),
            games: a.games,
            per_file: 1000,
            format,
            seed: a.seed,
            threads: a.threads,
        };
        let files = write_corpus(&spec, &s, a.progress)?;
        let secs = start.elapsed().as_secs_f64();
        println!(
            "generate: {} games ({} files of {}) in {secs:.1} s, {:.0} games/s on {} threads",
            a.games,
            files.len(),
            format.name(),
            a.games as f64 / secs,
            a.threads
        );
        files
    };
    let db = a.dir.join("bench.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let mut lib = open(&db)?;
    lib.set_cache_mib(a.cache_mib).map_err(db_err)?;
    let text = TextOptions {
        encoding: "utf-8".into(),
        out_encoding: "utf-8".into(),
        size: 15,
        skip_i: false,
    };
    let sum = import_files(&mut lib, &files, None, &text, a.progress)?;
    let total = sum.import_time + sum.index_time;
    let games = lib.game_count().map_err(db_err)?;
    println!(
        "import: {} games from {} files: read and stored in {:.1} s, {} positions indexed in {:.1} s; total {:.1} s, {:.0} games/s",
        sum.added,
        sum.files,
        sum.import_time.as_secs_f64(),
        sum.positions,
        sum.index_time.as_secs_f64(),
        total.as_secs_f64(),
        sum.added as f64 / total.as_secs_f64().max(1e-9)
    );
    let size: u64 = ["", "-wal"]
        .iter()
        .filter_map(|s| std::fs::metadata(format!("{}{s}", db.display())).ok())
        .map(|m| m.len())
        .sum();
    println!(
        "library: {:.1} MiB ({:.1} bytes a position)",
        size as f64 / 1048576.0,
        size as f64 / sum.positions.max(1) as f64
    );
    if games == 0 || a.queries == 0 {
        return Ok(());
    }
    // Positions from random games: half at any ply, half in the opening (ply 0 to 12).
    let mut rng = Rng::new(a.seed ^ 0xBE7C);
    let mut positions = Vec::with_capacity(a.queries);
    while positions.len() < a.queries {
        let id = 1 + rng.below(games as usize) as i64;
        let Some(g) = lib.game(id).map_err(db_err)? else {
            continue;
        };
        let limit = if positions.len() % 2 == 0 {
            g.moves.len()
        } else {
            g.moves.len().min(12)
        };
        let ply = rng.below(limit + 1);
        let mut moves = g.moves[..ply].to_vec();
        // Turn half of them, so that the symmetric lookup is exercised.
        if rng.below(2) == 0 {
            let sym = pearls_rules::Symmetry::ALL[rng.below(8)];
            for m in &mut moves {
                if let Move::Place(p) = m {
                    *p = sym.apply(*p, g.size);
                }
            }
        }
        positions.push(Position::new(g.size, moves));
    }
    let mut search_ms = Vec::with_capacity(positions.len());
    let mut explore_ms = Vec::with_capacity(positions.len());
    let mut found = 0usize;
    for p in &positions {
        let t = Instant::now();
        let hits = lib
            .search(&Query {
                position: Some(p.clone()),
                limit: 20,
                ..Query::default()
            })
            .map_err(db_err)?;
        search_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        found += usize::from(!hits.is_empty());
        let t = Instant::now();
        let e = lib.explore(p, 5).map_err(db_err)?;
        explore_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        std::hint::black_box(e);
    }
    if found != positions.len() {
        return Err(Failure::rules(format!(
            "{} of {} positions taken from stored games were not found",
            positions.len() - found,
            positions.len()
        )));
    }
    report("position search (20 games)", search_ms);
    report("explore (next moves and 5 examples)", explore_ms);
    Ok(())
}
