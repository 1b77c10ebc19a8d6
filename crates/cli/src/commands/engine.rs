//! `pearls engine`: the Gomocup protocol on standard input and output.

use crate::Failure;
use pearls_engine::weights::{self, WeightSet};
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
    let mut set = WeightSet::default();
    if let Some(path) = &a.evalfile {
        // Refused before the protocol starts: a match played on the shipped tables in the
        // belief that they were another fit's would be worse than no match.
        let loaded = weights::load(path).map_err(|e| Failure::input(format!("--evalfile {e}")))?;
        set = set.with(loaded);
    }
    if let Some(path) = &a.capture_weights {
        pearls_engine::capture::eval::load(path)
            .map_err(|e| Failure::input(format!("--capture-weights {e}")))?;
    }
    pearls_protocol::run_stdio_with(set).map_err(|e| Failure::input(format!("engine: {e}")))
}
