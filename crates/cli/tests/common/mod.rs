//! What the command-line tests share: running the `pearls` binary and reading its answer.

use std::process::{Command, Output, Stdio};

/// `pearls ARGS`, with nothing on standard input.
pub fn pearls(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pearls"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("pearls runs")
}

/// The standard output of a run that must have succeeded (its standard error otherwise).
pub fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
