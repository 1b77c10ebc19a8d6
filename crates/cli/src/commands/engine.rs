//! `pearls engine`: the Gomocup protocol on standard input and output.

use crate::Failure;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// Evaluate with this weights file (as `pearls tune --out` writes) instead of the
    /// shipped tables, for the rules it is for; `INFO evalfile PATH` does the same while
    /// running.
    #[arg(long, value_name = "PATH")]
    evalfile: Option<PathBuf>,
    /// Values the capture games' terms with this file (the format of the shipped
    /// `weights/captures.txt`) for the rules it names, so that one binary can play two
    /// fits of the capture terms against each other.
    #[arg(long, value_name = "PATH")]
    capture_weights: Option<PathBuf>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    // Refused before the protocol starts.
    let set = crate::options::weight_set(a.evalfile.as_deref())?;
    if let Some(path) = &a.capture_weights {
        pearls_engine::capture::eval::load(path)
            .map_err(|e| Failure::input(format!("--capture-weights {e}")))?;
    }
    pearls_protocol::run_stdio_with(set).map_err(|e| Failure::input(format!("engine: {e}")))
}
