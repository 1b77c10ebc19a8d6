//! `pearls convert` and `pearls db` as a user runs them.

use assert_cmd::Command;
use std::path::{Path, PathBuf};

fn pearls(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("pearls").expect("the pearls binary is built");
    c.current_dir(dir);
    c
}

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = pearls(dir).args(args).output().expect("pearls runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../records/tests/data")
        .join(name)
        .display()
        .to_string()
}

struct Temp(PathBuf);

impl Temp {
    fn new(tag: &str) -> Temp {
        let p = std::env::temp_dir().join(format!("pearls-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        Temp(p)
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn convert_between_formats_by_extension_and_by_name() {
    let t = Temp::new("convert");
    let (code, out, err) = run(&t.0, &["convert", &data("games.bdt"), "games.sgf"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(bdt) -> games.sgf (sgf): 2 games"), "{out}");
    let (code, _, err) = run(&t.0, &["convert", "games.sgf", "tree.lib"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = run(&t.0, &["convert", "tree.lib", "-", "--to", "moves"]);
    assert_eq!(code, 0);
    assert_eq!(out, "h8 i9 j10 h10 i10 j11 j9 k10 g9\nh8 h9 h10 pass\n");
    let (code, out, _) = run(
        &t.0,
        &[
            "convert",
            &data("variations-gbk.lib"),
            "-",
            "--to",
            "moves",
            "--encoding",
            "gbk",
        ],
    );
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 3);
}

#[test]
fn convert_errors_name_the_file_and_where() {
    let t = Temp::new("convert-errors");
    std::fs::write(t.0.join("cut.pos"), [3u8, 112, 96]).unwrap();
    let (code, _, err) = run(&t.0, &["convert", "cut.pos", "out.sgf"]);
    assert_eq!(code, 2);
    assert!(err.contains("cut.pos: pos byte 3: the file ends"), "{err}");
    let (code, _, err) = run(&t.0, &["convert", "cut.pos", "out.xyz"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown format"), "{err}");
    let (code, _, err) = run(&t.0, &["convert", &data("games.sgf"), "x.rif"]);
    assert_eq!(code, 2);
    assert!(err.contains("read but not written"), "{err}");
    let (code, _, err) = run(&t.0, &["convert", &data("games.pgn"), "x.psq"]);
    assert_eq!(code, 2);
    assert!(err.contains("holds one game"), "{err}");
}

#[test]
fn db_generate_import_search_explore_export() {
    let t = Temp::new("db");
    let (code, out, err) = run(
        &t.0,
        &[
            "db",
            "generate",
            "corpus",
            "--games",
            "60",
            "--per-file",
            "25",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("60 games in 3 files"), "{out}");
    let (code, out, err) = run(&t.0, &["db", "--db", "lib.db", "import", "corpus"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("60 added, 0 duplicates"), "{out}");
    // No progress bar when standard error is not a terminal.
    assert!(err.is_empty(), "{err}");
    // Asked for, the bar is drawn on standard error all the same, and ends full.
    let (_, out, err) = run(
        &t.0,
        &["db", "--db", "lib.db", "import", "--progress", "corpus"],
    );
    assert!(out.contains("0 added, 60 duplicates"), "{out}");
    assert!(err.contains("] 3/3 files"), "{err}");

    // A bad file: named with its line, nothing from it added, exit status 2.
    std::fs::write(t.0.join("bad.txt"), "h8 i9\nh8 h8\n").unwrap();
    let (code, _, err) = run(&t.0, &["db", "--db", "lib.db", "import", "bad.txt"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.txt") && err.contains("line 2"), "{err}");

    let (code, out, _) = run(&t.0, &["db", "--db", "lib.db", "explore", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 60);
    assert_eq!(v["moves"][0]["move"], "h8");
    assert_eq!(v["moves"][0]["games"], 60);

    let (code, out, _) = run(
        &t.0,
        &[
            "db",
            "--db",
            "lib.db",
            "search",
            "--position",
            "h8",
            "--limit",
            "5",
            "--json",
        ],
    );
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 5);
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["ply"], 1);
    let player = first["black"].as_str().unwrap().to_string();
    let (_, out, _) = run(
        &t.0,
        &[
            "db", "--db", "lib.db", "search", "--player", &player, "--json",
        ],
    );
    assert!(out.lines().count() >= 1);
    for l in out.lines() {
        let g: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(g["black"] == player.as_str() || g["white"] == player.as_str());
    }

    let (code, out, err) = run(
        &t.0,
        &[
            "db",
            "--db",
            "lib.db",
            "export",
            "tree.lib",
            "--position",
            "h8",
            "--depth",
            "3",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("tree.lib: a tree of"), "{out}");
    let (code, out, _) = run(&t.0, &["convert", "tree.lib", "-", "--to", "moves"]);
    assert_eq!(code, 0);
    assert!(
        out.lines()
            .all(|l| l.starts_with("h8 ") && l.split(' ').count() == 4),
        "{out}"
    );
    let (code, out, _) = run(&t.0, &["db", "--db", "lib.db", "export", "all.pgn"]);
    assert_eq!(code, 2, "{out}");
    let (code, out, err) = run(
        &t.0,
        &[
            "db", "--db", "lib.db", "export", "all.sgf", "--result", "draw",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("games"));
}

#[test]
fn db_reimport_replaces_a_corrected_game_and_warns_on_stderr() {
    let t = Temp::new("reimport");
    let game = |result: &str| {
        format!("(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bob]RE[{result}];B[hh];W[ig];B[jf];W[ii])\n")
    };
    std::fs::write(t.0.join("game.sgf"), game("B+")).unwrap();
    let (code, out, err) = run(&t.0, &["db", "--db", "lib.db", "import", "game.sgf"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 added, 0 duplicates (0 replaced)"), "{out}");
    let root = |dir: &Path| {
        let (code, out, err) = run(dir, &["db", "--db", "lib.db", "explore", "--json"]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let m = &v["moves"][0];
        assert_eq!(m["move"], "h8");
        (m["black"].clone(), m["white"].clone())
    };
    assert_eq!(root(&t.0), (1.into(), 0.into()));

    // The same moves and players with another result: not added, the stored game
    // corrected, and the statistics moved from Black's column to White's.
    std::fs::write(t.0.join("game.sgf"), game("W+")).unwrap();
    let (code, out, err) = run(&t.0, &["db", "--db", "lib.db", "import", "game.sgf"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("0 added, 1 duplicates (1 replaced)"), "{out}");
    assert!(out.contains("library: 1 games"), "{out}");
    assert_eq!(root(&t.0), (0.into(), 1.into()));

    // What the reader took on trust reaches standard error, named by file.
    let (code, _, err) = run(
        &t.0,
        &["db", "--db", "lib.db", "import", &data("renju-gm1.sgf")],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!("warning: {}: ", data("renju-gm1.sgf"))),
        "{err}"
    );
}
