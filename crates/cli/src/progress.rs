//! Progress bars for the long commands (`db import`, `db generate`, `match`, `tune`),
//! drawn on standard error: hidden when it is not a terminal, so that pipes and logs see
//! only the commands' output, unless a command's `--progress` asks for them anyway.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use std::io::{IsTerminal, Write};

/// A bar of `len` steps counting `what`, shown where standard error is a terminal.
pub fn bar(len: u64, what: &str) -> ProgressBar {
    bar_if(len, what, false)
}

/// As [`bar`], and shown whatever standard error is where `forced`.
pub fn bar_if(len: u64, what: &str, forced: bool) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr_with_hz(10)
    } else if forced {
        ProgressDrawTarget::term_like_with_hz(Box::new(Stderr), 10)
    } else {
        return ProgressBar::hidden();
    };
    let bar = ProgressBar::with_draw_target(Some(len), target);
    bar.set_style(
        ProgressStyle::with_template("[{bar:30}] {pos}/{len} {msg} {elapsed}")
            .expect("a valid template")
            .progress_chars("== "),
    );
    bar.set_message(what.to_string());
    bar
}

/// A bar that shows a line of its own beside the count (a match's standings).
pub fn line_bar(len: u64) -> ProgressBar {
    let bar = bar(len, "");
    bar.set_style(
        ProgressStyle::with_template("[{bar:20}] {msg}")
            .expect("a valid template")
            .progress_chars("== "),
    );
    bar
}

/// Standard error as a plain line printer, for `--progress` where it is not a terminal:
/// each redraw goes on a line of its own.
#[derive(Debug)]
struct Stderr;

impl TermLike for Stderr {
    fn width(&self) -> u16 {
        80
    }

    fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn write_line(&self, s: &str) -> std::io::Result<()> {
        writeln!(std::io::stderr(), "{s}")
    }

    fn write_str(&self, s: &str) -> std::io::Result<()> {
        write!(std::io::stderr(), "{s}")
    }

    fn clear_line(&self) -> std::io::Result<()> {
        Ok(())
    }

    fn flush(&self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}
