//! `pearls match`: engine-versus-engine matches over the Gomocup protocol, with an Elo
//! estimate and an SPRT.

use crate::progress;
use crate::Failure;
use pearls_arena::{book, runner, EngineSpec, GameSettings, MatchConfig, Sprt, TimeControl};
use pearls_rules::Variant;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

const AFTER_HELP: &str = "\
ENGINES:
  --engine \"name=NAME cmd='PROGRAM ARGS' threads=N hash=MIB memory=MIB info.KEY=VALUE\"
  or just --engine \"PROGRAM ARGS\". Each engine runs as a child process over pipes and is
  restarted after it crashes, hangs, prints garbage or passes its memory limit (it loses
  that game). With more than two engines every two meet in turn.

GAMES:
  Each opening of the book is played twice with colours swapped, under a random symmetry.
  The referee decides: a five, a forbidden move (renju), an illegal or malformed move, a
  crash, a hang, a time forfeit (beyond --time-margin), a full board or --draw-empty.

OUTPUT (in --out):
  results.jsonl   one line per finished game (append-only; --resume continues from it)
  games/N.psq     each game as PSQ, and games/N.sgf as SGF
  summary.json    engines, settings, W/D/L, pentanomial, Elo and interval, LLR, result

EXAMPLE:
  pearls match --rule renju --time-move 1000 --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 \\
    --engine \"name=new cmd='pearls engine'\" --engine \"name=old cmd='./pbrain-old'\"";

#[derive(clap::Args)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// An engine: a command line, or key=value settings (see below). Two or more.
    #[arg(long = "engine", value_name = "SPEC", required = true)]
    engines: Vec<String>,
    /// Rule set: freestyle, standard, renju or caro.
    #[arg(long, default_value = "freestyle")]
    rule: String,
    /// Board size: 15 or 20.
    #[arg(long)]
    size: Option<u8>,
    /// Milliseconds per move (the default time control: 1000); with --time-game, each
    /// move's own limit under the game's clock.
    #[arg(long, value_name = "MS", conflicts_with_all = ["nodes", "depth"])]
    time_move: Option<u64>,
    /// Milliseconds per game (with --increment).
    #[arg(long, value_name = "MS", conflicts_with_all = ["nodes", "depth"])]
    time_game: Option<u64>,
    /// Milliseconds added after each move under --time-game.
    #[arg(long, value_name = "MS", default_value_t = 0, requires = "time_game")]
    increment: u64,
    /// Nodes per move (INFO max_node).
    #[arg(long, conflicts_with = "depth")]
    nodes: Option<u64>,
    /// Depth per move (INFO max_depth).
    #[arg(long)]
    depth: Option<u32>,
    /// Milliseconds a move may run over its time before it loses.
    #[arg(long, value_name = "MS", default_value_t = 100)]
    time_margin: u64,
    /// Under --nodes or --depth, the longest wait for a move before the engine counts as
    /// hung.
    #[arg(long, value_name = "MS", default_value_t = 60_000)]
    move_timeout: u64,
    /// Opening book: a rule set's shipped book (freestyle, standard, renju, caro) or a file
    /// in the Gomocup format. Default: the rule's own.
    #[arg(long)]
    book: Option<String>,
    /// Games to play at most (whole pairs). Default: every opening twice.
    #[arg(long)]
    games: Option<u64>,
    /// Games played at the same time.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Stop as soon as a test decides: elo0=0 elo1=5 alpha=0.05 beta=0.05
    /// [model=logistic|normalized].
    #[arg(long, num_args = 1.., value_name = "KEY=VALUE")]
    sprt: Option<Vec<String>>,
    /// Draw when this many empty points remain (default 25 in renju, as Gomocup; else 0,
    /// a full board).
    #[arg(long, value_name = "N")]
    draw_empty: Option<usize>,
    /// Seed of the opening order and symmetries.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Directory for the results log, the games and the summary.
    #[arg(long, default_value = "match")]
    out: PathBuf,
    /// Continue the match saved in --out.
    #[arg(long)]
    resume: bool,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
    /// No progress line.
    #[arg(long, short)]
    quiet: bool,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let variant = Variant::named(&a.rule).map_err(|e| Failure::input(e.to_string()))?;
    let m = variant.rules.modifiers;
    if m.bombs > 0 || m.neutral_stones > 0 {
        return Err(Failure::input(format!(
            "matches do not play '{}': the games' records (PSQ, SGF) cannot write a bomb or a neutral stone; `pearls analyze` and `pearls play --engine` play them",
            a.rule
        )));
    }
    let engine_rule = pearls_engine::variation::engine_rule(&variant.rules).ok();
    let capture_game =
        engine_rule.is_some_and(|r| r.is_capture_game()) || variant.rules.capture.is_some();
    if engine_rule.is_none() || a.rule.split('+').next() != Some(variant.rules.name) {
        return Err(Failure::input(format!(
            "matches play freestyle, standard, renju, caro, pente, keryo-pente, ninuki-renju, anti-renju or anti-pente, with +centre or +repensi, not '{}'",
            a.rule
        )));
    }
    let size = a.size.unwrap_or(variant.size);
    if size != 15 && size != 20 && !(capture_game && size == 19) {
        return Err(Failure::input(if capture_game {
            "--size: 15, 19 or 20"
        } else {
            "--size: 15 or 20"
        }));
    }
    let variant = variant.with_size(size);
    let engines = a
        .engines
        .iter()
        .map(|s| EngineSpec::parse(s).map_err(Failure::input))
        .collect::<Result<Vec<_>, _>>()?;
    if engines.len() < 2 {
        return Err(Failure::input("a match needs two --engine or more"));
    }
    let time = match (a.time_move, a.time_game, a.nodes, a.depth) {
        (turn, Some(ms), _, _) => TimeControl::PerGame {
            ms,
            increment_ms: a.increment,
            turn_ms: turn,
        },
        (_, _, Some(n), _) => TimeControl::Nodes(n),
        (_, _, _, Some(d)) => TimeControl::Depth(d),
        (ms, ..) => TimeControl::PerMove {
            ms: ms.unwrap_or(1000),
        },
    };
    // The capture games have no book of their own yet: free-style's short openings
    // near the centre, checked under the rule as any book is.
    let book_name = a.book.clone().unwrap_or_else(|| {
        if capture_game {
            "freestyle".to_string()
        } else {
            variant.rules.name.to_string()
        }
    });
    let openings = book::read(&book_name, variant).map_err(Failure::input)?;
    let sprt = match &a.sprt {
        Some(words) => Some(Sprt::parse(words).map_err(Failure::input)?),
        None => None,
    };
    let pairs = engines.len() * (engines.len() - 1) / 2;
    let cfg = MatchConfig {
        settings: GameSettings {
            variant,
            time,
            margin_ms: a.time_margin,
            move_timeout_ms: a.move_timeout,
            start_timeout_ms: 30_000,
            draw_empty: a
                .draw_empty
                .unwrap_or(if variant.rules.name == "renju" { 25 } else { 0 }),
        },
        games: a.games.unwrap_or(2 * openings.len() as u64 * pairs as u64),
        book_name,
        book: openings,
        engines,
        concurrency: a.concurrency.max(1),
        sprt,
        seed: a.seed,
        out: a.out,
        resume: a.resume,
    };
    let tty = std::io::stderr().is_terminal();
    let quiet = a.quiet;
    // On a terminal the standings redraw in place under a bar; elsewhere (a log, a test)
    // each game adds a line, as it always has.
    let bar = (tty && !quiet).then(|| progress::line_bar(cfg.games));
    let mut on_progress = |p: &runner::Progress| {
        if quiet {
            return;
        }
        match &bar {
            Some(bar) => {
                bar.set_length(p.planned);
                bar.set_position(p.played);
                bar.set_message(p.line.clone());
            }
            None => {
                let mut err = std::io::stderr();
                let _ = writeln!(err, "{}", p.line);
                let _ = err.flush();
            }
        }
    };
    let summary = runner::run(&cfg, &mut on_progress).map_err(Failure::rules)?;
    if let Some(bar) = bar {
        bar.finish();
    }
    if a.json {
        println!("{summary}");
        return Ok(());
    }
    let name = |i: usize| {
        summary["engines"][i]["name"]
            .as_str()
            .unwrap_or("?")
            .to_string()
    };
    println!(
        "{} vs {}: {} games, +{} ={} -{}, score {:.3}",
        name(0),
        name(1),
        summary["games"],
        summary["wins"],
        summary["draws"],
        summary["losses"],
        summary["score"].as_f64().unwrap_or(0.5)
    );
    println!(
        "pentanomial [LL, LD, DD+WL, WD, WW]: {}",
        summary["pentanomial"]
    );
    if let Some(e) = summary["elo"].as_object() {
        let f = |k: &str| e[k].as_f64().unwrap_or(f64::NAN);
        println!(
            "Elo {:.1} ± {:.1} (95%: {:.1} to {:.1})",
            f("elo"),
            f("plus_minus"),
            f("lower"),
            f("upper")
        );
    }
    if let Some(s) = summary["sprt"].as_object() {
        let f = |k: &str| s[k].as_f64().unwrap_or(f64::NAN);
        println!(
            "SPRT elo0={} elo1={}: LLR {:.2} ({:.2}, {:.2})",
            s["elo0"],
            s["elo1"],
            f("llr"),
            f("lower_bound"),
            f("upper_bound")
        );
    }
    if let Some(st) = summary["standings"].as_array() {
        for s in st {
            println!(
                "  {:<20} {} / {}",
                s["name"].as_str().unwrap_or("?"),
                s["points"],
                s["games"]
            );
        }
    }
    if let Some(t) = summary["terminations"].as_object() {
        let ends: Vec<String> = t.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!("endings: {}", ends.join(", "));
    }
    if let Some(es) = summary["engines"].as_array() {
        let losses: Vec<String> = es
            .iter()
            .map(|e| format!("{} {}", e["name"].as_str().unwrap_or("?"), e["time_losses"]))
            .collect();
        println!("time losses: {}", losses.join(", "));
    }
    println!("result: {}", summary["result"].as_str().unwrap_or("?"));
    println!("saved in {}", cfg.out.display());
    Ok(())
}
