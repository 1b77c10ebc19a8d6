//! Weights files loaded at run time, over real pipes: `pearls engine --evalfile PATH` and
//! `INFO evalfile PATH`, so that one binary can play two fits against each other.

mod common;

use pearls_engine::weights::{embedded_tables, Family, Weights};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Runs `pearls engine ARGS` on `script` and returns what it did.
fn engine(args: &[&str], script: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pearls"))
        .arg("engine")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    // An engine that refuses its arguments exits before reading, so the pipe may close.
    let _ = child.stdin.take().unwrap().write_all(script.as_bytes());
    child.wait_with_output().expect("runs")
}

fn lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// A one-ply search of a quiet standard position, after `before`: the evaluation of its
/// last iteration as the engine reports it.
const SEARCH: &str = "START 15\nINFO rule 1\nINFO max_depth 1\nINFO show_detail 1\n\
                      BOARD\n7,7,1\n8,8,2\n6,8,1\nDONE\nEND\n";

fn evaluation(out: &Output) -> i32 {
    let l = lines(out);
    let last = l
        .iter()
        .rev()
        .find(|l| l.starts_with("MESSAGE depth"))
        .unwrap_or_else(|| panic!("no search report in {l:?}"));
    let ev = last.split_whitespace().skip_while(|&w| w != "ev").nth(1);
    ev.and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no evaluation in '{last}'"))
}

/// The shipped tables of the rules with equal colours, every value made 0: a fit that
/// evaluates every quiet position as even.
fn flat_file(dir: &Path) -> PathBuf {
    let mut w: Weights = embedded_tables(Family::Shared).clone();
    w.tables.iter_mut().for_each(|t| t.fill([0, 0]));
    w.pairs.iter_mut().flatten().for_each(|r| r.fill(0));
    w.masks.iter_mut().for_each(|r| r.fill(0));
    w.before.iter_mut().for_each(|r| r.fill(0));
    let path = dir.join("flat.pwt");
    std::fs::write(&path, pearls_tune::write::weights_file(&w)).unwrap();
    path
}

/// A weights file with one byte of its data changed.
fn damaged_file(dir: &Path) -> PathBuf {
    let mut bytes = pearls_engine::weights::shipped(Family::Shared).to_vec();
    bytes[1000] ^= 0x40;
    let path = dir.join("damaged.pwt");
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn the_evalfile_flag_plays_with_the_file_s_tables() {
    let dir = tempfile::tempdir().unwrap();
    let flat = flat_file(dir.path());
    let shipped = evaluation(&engine(&[], SEARCH));
    assert_ne!(
        shipped, 0,
        "the shipped tables see something in the position"
    );
    let out = engine(&["--evalfile", flat.to_str().unwrap()], SEARCH);
    assert!(out.status.success());
    assert_eq!(evaluation(&out), 0);
}

#[test]
fn the_evalfile_flag_refuses_a_bad_file_before_it_starts() {
    let dir = tempfile::tempdir().unwrap();
    let damaged = damaged_file(dir.path());
    let out = engine(&["--evalfile", damaged.to_str().unwrap()], SEARCH);
    assert!(!out.status.success());
    assert!(lines(&out).is_empty(), "{:?}", lines(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "--evalfile {}: checksum mismatch",
            damaged.display()
        )),
        "{err}"
    );
    let missing = dir.path().join("missing.pwt");
    let out = engine(&["--evalfile", missing.to_str().unwrap()], SEARCH);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("--evalfile cannot read {}", missing.display())),
        "{err}"
    );
}

#[test]
fn info_evalfile_loads_a_file_and_a_bad_one_leaves_the_tables_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let flat = flat_file(dir.path());
    let damaged = damaged_file(dir.path());
    let shipped = evaluation(&engine(&[], SEARCH));
    // A good file: said, and searched with.
    let out = engine(&[], &format!("INFO evalfile {}\n{SEARCH}", flat.display()));
    let l = lines(&out);
    assert_eq!(
        l[0],
        format!(
            "MESSAGE evalfile {}: evaluating freestyle, standard and caro with it",
            flat.display()
        )
    );
    assert_eq!(evaluation(&out), 0);
    // A damaged file after it: refused, naming the file and the fault, and the tables
    // loaded before stay.
    let script = format!(
        "INFO evalfile {}\nINFO evalfile {}\n{SEARCH}",
        flat.display(),
        damaged.display()
    );
    let out = engine(&[], &script);
    let l = lines(&out);
    let refusal = format!("ERROR evalfile {}: checksum mismatch", damaged.display());
    assert!(l[1].starts_with(&refusal), "{l:?}");
    assert!(l[1].ends_with("; the evaluation stays as it was"), "{l:?}");
    assert_eq!(evaluation(&out), 0);
    // Not a weights file at all, on the shipped tables.
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "hello, this is not a weights file").unwrap();
    let out = engine(&[], &format!("INFO evalfile {}\n{SEARCH}", text.display()));
    let l = lines(&out);
    assert!(
        l[0].starts_with(&format!(
            "ERROR evalfile {}: not a weights file",
            text.display()
        )),
        "{l:?}"
    );
    assert_eq!(evaluation(&out), shipped);
    // A renju file changes nothing under the rules with equal colours.
    let renju = dir.path().join("renju.pwt");
    std::fs::write(&renju, pearls_engine::weights::shipped(Family::Renju)).unwrap();
    let out = engine(&[], &format!("INFO evalfile {}\n{SEARCH}", renju.display()));
    assert_eq!(
        lines(&out)[0],
        format!(
            "MESSAGE evalfile {}: evaluating renju with it",
            renju.display()
        )
    );
    assert_eq!(evaluation(&out), shipped);
}

/// `pearls bench ARGS`, which must succeed: its standard output.
fn bench(args: &[&str]) -> String {
    common::ok(&common::pearls(&[&["bench"], args].concat()))
}

/// `pearls bench ARGS`, which must fail as a user's mistake: its standard error.
fn bench_refused(args: &[&str]) -> String {
    let out = common::pearls(&[&["bench"], args].concat());
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_bench_times_a_weights_file_on_the_positions_of_the_rules_asked() {
    let dir = tempfile::tempdir().unwrap();
    let flat = flat_file(dir.path());
    let flat = flat.to_str().unwrap();
    let nodes = |out: &str| -> u64 {
        out.lines()
            .find_map(|l| l.strip_prefix("nodes: "))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no node count in {out}"))
    };
    let shipped = bench(&["--depth", "2", "--rule", "freestyle,standard"]);
    assert!(shipped.contains("positions: 8 at depth 2"), "{shipped}");
    // A flat evaluation searches another tree on the same boards; renju's positions are
    // not its family's, and keep the shipped tables.
    let with_file = bench(&[
        "--depth",
        "2",
        "--rule",
        "freestyle,standard",
        "--evalfile",
        flat,
    ]);
    assert_ne!(nodes(&with_file), nodes(&shipped));
    let renju = |extra: &[&str]| {
        let mut args = vec!["--depth", "2", "--rule", "renju"];
        args.extend_from_slice(extra);
        nodes(&bench(&args))
    };
    assert_eq!(renju(&["--evalfile", flat]), renju(&[]));
    // A bad file or rule is refused before anything is timed.
    let damaged = damaged_file(dir.path());
    let err = bench_refused(&["--evalfile", damaged.to_str().unwrap()]);
    assert!(
        err.contains("--evalfile") && err.contains("checksum"),
        "{err}"
    );
    let err = bench_refused(&["--rule", "freestyle,pente"]);
    assert!(err.contains("--rule pente"), "{err}");
}
