//! `pearls tune pack` as a user runs it: finished games become packed positions with their
//! results, the same file on any thread count, and a damaged record file is refused at its
//! line.

mod common;
use common::{ok, pearls};

/// Black's open three on row h becomes a four and a five while white plays on column a;
/// then a game that repeats the first's openings (the last one mirrored) until white
/// resigns.
const GAMES: &str =
    "(;GM[4]FF[4]SZ[15]RU[renju]RE[B+];B[hh];W[aa];B[ih];W[ac];B[jh];W[ae];B[kh];W[ag];B[lh])
(;GM[4]FF[4]SZ[15]RU[renju]RE[W+];B[hh];W[aa];B[hi];W[oo];B[hj])
";

#[test]
fn games_pack_into_their_quiet_positions_with_results_the_same_on_any_thread_count() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::write(path("games.sgf"), GAMES).unwrap();
    let pack = |nodes: &str, threads: &str, out: &str| {
        ok(&pearls(&[
            "tune",
            "pack",
            "--rule",
            "renju",
            "--nodes",
            nodes,
            "--threads",
            threads,
            "--out",
            &path(out),
            &path("games.sgf"),
        ]))
    };
    let said = pack("0", "1", "a.ppk");
    assert!(said.contains("games: 2, positions kept: 7"), "{said}");
    assert!(
        said.contains("seen before (or a mirror image or turn of it): 4"),
        "{said}"
    );
    let kept = pearls_tune::packed::read_file(dir.path().join("a.ppk").as_path()).unwrap();
    let results: Vec<(u16, i8)> = kept.iter().map(|p| (p.ply, p.result)).collect();
    assert_eq!(
        results,
        [(0, 1), (1, -1), (2, 1), (3, -1), (4, 1), (5, -1), (4, -1)]
    );
    assert!(kept
        .iter()
        .all(|p| p.score == pearls_tune::packed::NO_SCORE && p.rule == pearls_engine::Rule::Renju));
    pack("0", "3", "b.ppk");
    let read = |name: &str| std::fs::read(path(name)).unwrap();
    assert_eq!(read("a.ppk"), read("b.ppk"));
    pack("200", "1", "c.ppk");
    pack("200", "2", "d.ppk");
    assert_eq!(read("c.ppk"), read("d.ppk"));
    let scored = pearls_tune::packed::read_file(dir.path().join("c.ppk").as_path()).unwrap();
    assert!(!scored.is_empty() && scored.len() <= 9);
    assert!(scored.iter().all(|p| i32::from(p.score).abs() <= 2500));

    // A network trains on the unscored positions, on their results alone.
    let said = ok(&pearls(&[
        "tune",
        "train",
        "--epochs",
        "2",
        "--batch",
        "4",
        "--lambda",
        "0",
        "--out",
        &path("net.pwt"),
        &path("a.ppk"),
    ]));
    assert!(said.contains("trained: loss"), "{said}");

    // The scores can come from another evaluation than the shipped one: the network just
    // trained scores the same games otherwise, and the shipped file named as a file
    // scores them as no file does.
    let pack_with = |evalfile: &str, out: &str| {
        pearls(&[
            "tune",
            "pack",
            "--rule",
            "renju",
            "--nodes",
            "200",
            "--threads",
            "1",
            "--evalfile",
            evalfile,
            "--out",
            &path(out),
            &path("games.sgf"),
        ])
    };
    ok(&pack_with(&path("net.pwt"), "e.ppk"));
    assert_ne!(read("e.ppk"), read("c.ppk"));
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/weights/renju.pwt");
    ok(&pack_with(shipped, "f.ppk"));
    assert_eq!(read("f.ppk"), read("c.ppk"));
    let out = pack_with(&path("missing.pwt"), "g.ppk");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--evalfile") && err.contains("missing.pwt"),
        "{err}"
    );
    assert!(!dir.path().join("g.ppk").exists());

    // A weight decay below zero would push the weights away from zero: refused by name.
    let out = pearls(&[
        "tune",
        "train",
        "--weight-decay=-1",
        "--out",
        &path("net2.pwt"),
        &path("a.ppk"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--weight-decay -1"), "{err}");
    assert!(!dir.path().join("net2.pwt").exists());
}

#[test]
fn a_damaged_record_file_is_refused_at_its_line_and_another_rule_by_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::write(
        path("bad.sgf"),
        "(;GM[4]FF[4]SZ[15]RE[B+]\n;B[hh]\n;W[ii\n;B[hi])\n",
    )
    .unwrap();
    let out = pearls(&["tune", "pack", "--out", &path("x.ppk"), &path("bad.sgf")]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.sgf") && err.contains("line 3"), "{err}");

    std::fs::write(path("renju.sgf"), GAMES).unwrap();
    let out = pearls(&[
        "tune",
        "pack",
        "--rule",
        "freestyle",
        "--out",
        &path("x.ppk"),
        &path("renju.sgf"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("game 1") && err.contains("renju"), "{err}");
}
