//! The `pearls` command: thin subcommands over the Pearls crates.

mod commands;
mod options;
mod progress;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

// The server answers each move with a handful of short-lived buffers from many threads;
// glibc's allocator spent about a fifth of the load benchmark's CPU on them
// (docs/server/operations.md, "Cost per move").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "pearls",
    version,
    about = "Pearls: renju, gomoku and the five-in-a-row family"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every rule set, preset and opening rule.
    Rules,
    /// Print a position as a text diagram.
    Show(commands::show::Args),
    /// List the points where a black stone is forbidden.
    Forbidden(commands::forbidden::Args),
    /// Replay a game action by action and report its state.
    Referee(commands::referee::Args),
    /// Play a game at the terminal, two people at one keyboard.
    Play(commands::play::Args),
    /// Measure speed on a fixed workload.
    Bench(commands::bench::Args),
    /// Search a position: best move, score, principal variation, proven win or loss.
    Analyze(commands::analyze::Args),
    /// Run the engine over the Gomocup protocol on standard input and output.
    Engine(commands::engine::Args),
    /// Play engines against each other: Elo, pentanomial results and an SPRT.
    Match(commands::match_::Args),
    /// Convert a game record from one format to another.
    Convert(commands::convert::Args),
    /// The game library: import, search, explore, export, generate, bench.
    Db(commands::db::Args),
    /// Serve live games in the browser, against people and the engine.
    Serve(commands::serve::Args),
    /// Fit the engine's evaluation table to the results of finished games.
    Tune(commands::tune::Args),
    /// Draw a position or a game with numbered stones, as SVG or PNG.
    Diagram(commands::diagram::Args),
    /// Puzzles: mine them from games and self-play, verify a puzzle file.
    Puzzles(commands::puzzles::Args),
}

/// A failure to report: the message and the exit status.
pub struct Failure {
    pub message: String,
    pub status: u8,
}

impl Failure {
    /// Bad input: a malformed move, an unknown name, an impossible point.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            status: 2,
        }
    }

    /// A well-formed action that the rules refuse.
    pub fn rules(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            status: 1,
        }
    }
}

fn main() -> ExitCode {
    // A closed pipe (`pearls rules | head`) ends the output quietly, as for any Unix tool,
    // rather than as an error while printing.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // One line, as every other error: clap's message runs to the first blank line
            // (a missing argument's name is on the lines after the first), then the usage.
            let text = e.render().to_string();
            let message: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let message = message.join(" ");
            let message = message.trim_start_matches("error: ");
            eprintln!(
                "pearls: {}",
                if message.is_empty() {
                    "invalid arguments"
                } else {
                    message
                }
            );
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Command::Rules => commands::rules::run(),
        Command::Show(a) => commands::show::run(a),
        Command::Forbidden(a) => commands::forbidden::run(a),
        Command::Referee(a) => commands::referee::run(a),
        Command::Play(a) => commands::play::run(a),
        Command::Bench(a) => commands::bench::run(a),
        Command::Analyze(a) => commands::analyze::run(a),
        Command::Tune(a) => commands::tune::run(a),
        Command::Engine(a) => commands::engine::run(a),
        Command::Match(a) => commands::match_::run(a),
        Command::Convert(a) => commands::convert::run(a),
        Command::Db(a) => commands::db::run(a),
        Command::Serve(a) => commands::serve::run(a),
        Command::Diagram(a) => commands::diagram::run(a),
        Command::Puzzles(a) => commands::puzzles::run(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            eprintln!("pearls: {}", f.message);
            ExitCode::from(f.status)
        }
    }
}
