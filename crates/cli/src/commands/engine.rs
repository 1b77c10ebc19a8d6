//! `pearls engine`: the Gomocup protocol on standard input and output.

use crate::Failure;

pub fn run() -> Result<(), Failure> {
    pearls_protocol::run_stdio().map_err(|e| Failure::input(format!("engine: {e}")))
}
