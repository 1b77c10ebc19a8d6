//! The `pearls` command as a user runs it: real processes, real exit codes.

use assert_cmd::Command;

fn pearls() -> Command {
    Command::cargo_bin("pearls").expect("the pearls binary is built")
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = pearls().args(args).output().expect("pearls runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn forbidden_json_is_one_object() {
    // The 1984 post's double-three diagram (columns converted to renju letters).
    let (code, out, _) = run(&[
        "forbidden",
        "--rule",
        "renju",
        "--json",
        "b12 b6 c11 d4 c13 d5 d12 e6 j6 k9 k3 k11 k5 m12 n6 n13",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        r#"{"forbidden":{"c12":"double-three","l4":"double-three"}}"#
    );
}

#[test]
fn forbidden_plain_lists_point_and_kind() {
    let (code, out, _) = run(&[
        "forbidden",
        "--rule",
        "renju",
        "e8",
        "pass",
        "f8",
        "pass",
        "g8",
        "pass",
        "i8",
        "pass",
        "j8",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "h8 overline\n");
    // The same diagram read with I-skipping letters: J is renju's i.
    let (_, out2, _) = run(&[
        "forbidden",
        "--skip-i",
        "e8 pass f8 pass g8 pass j8 pass k8",
    ]);
    assert_eq!(out2, "h8 overline\n");
    let (_, empty, _) = run(&["forbidden", "--json", "h8"]);
    assert_eq!(empty.trim(), r#"{"forbidden":{}}"#);
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    for args in [
        vec!["forbidden", "--rule", "renju", "h8", "p16"],
        vec!["forbidden", "--rule", "renju", "h8", "h8"],
        vec!["forbidden", "--rule", "renju", "h8", "x"],
        vec!["forbidden", "--rule", "nonsense", "h8"],
        vec!["show", "--size", "40", "h8"],
        vec!["show", "7,7", "7,7"],
        vec!["referee", "h8", "h8"],
        vec!["referee", "--opening", "nonsense", "h8"],
        vec!["referee", "h8", "offer:"],
        vec!["forbidden", "--no-such-flag"],
    ] {
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("pearls: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn referee_reports_outcomes() {
    let (code, out, _) = run(&["referee", "--rule", "renju", "h8 a1 i8 a2 j8 a3 k8 a4 l8"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("outcome: black wins by five (first player)"),
        "{out}"
    );

    let (code, out, _) = run(&[
        "referee",
        "--rule",
        "renju",
        "--json",
        "h8 a1 i8 c1 j8 e1 l8 g1 m8 i1 k8",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["outcome"]["winner"], "white");
    assert_eq!(v["outcome"]["reason"], "forbidden");
    assert_eq!(v["outcome"]["foul"], "overline");

    let (code, out, _) = run(&[
        "referee",
        "--rule",
        "freestyle",
        "h8 a1 i8 c1 j8 e1 l8 g1 m8 i1 k8",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("black wins by overline"), "{out}");
}

#[test]
fn referee_refuses_rule_violations_with_status_1() {
    let (code, out, err) = run(&["referee", "--opening", "rif-1995", "h8 h9 m10"]);
    assert_eq!(code, 1);
    assert!(err.contains("action 3 (m10)"), "{err}");
    assert!(err.contains("inside the central 5x5"), "{err}");
    assert!(
        out.contains("pending: black to move inside the central 5x5"),
        "{out}"
    );

    let (code, out, err) = run(&[
        "referee",
        "--json",
        "--opening",
        "rif-1995",
        "h8 h9 h10 h12 offer:g11/i11",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("equivalent by symmetry"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["error"]["action"], 5);

    let (code, _, err) = run(&[
        "referee",
        "--rule",
        "renju-1899",
        "g8 a1 h7 a3 h9 a5 i8 a7 h8",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("double-three"), "{err}");
}

#[test]
fn referee_runs_the_rif_opening() {
    let (code, out, _) = run(&[
        "referee",
        "--json",
        "--opening",
        "rif-1995",
        "h8 h9 j10 swap i10 offer:j8/g10 choose:g10",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["opening"], "Sosei");
    assert_eq!(v["first_player_color"], "white");
    assert_eq!(v["moves"].as_array().unwrap().len(), 5);
    assert_eq!(v["pending"]["decision"], "move");
    assert_eq!(v["pending"]["color"], "white");
    assert_eq!(v["pending"]["player"], "first");
}

#[test]
fn rules_lists_everything() {
    let (code, out, _) = run(&["rules"]);
    assert_eq!(code, 0);
    for name in [
        "freestyle",
        "standard",
        "renju",
        "renju-1899",
        "caro",
        "sapronov",
        "free",
        "centre",
        "rif-1995",
        "classic-26",
    ] {
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(name)),
            "{name} missing:\n{out}"
        );
    }
}

#[test]
fn show_marks_last_move_and_forbidden_points() {
    let (code, out, _) = run(&["show", "g8 pass h7 pass h9 pass i8"]);
    assert_eq!(code, 0);
    let row8 = out.lines().find(|l| l.starts_with(" 8 ")).unwrap();
    assert_eq!(row8, " 8 . . . . . . X 3[X]. . . . . .  8");
}

#[test]
fn play_at_the_keyboard_with_undo_and_save() {
    let dir = std::env::temp_dir().join(format!("pearls-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    let out = pearls()
        .args(["play", "--rule", "renju", "--save"])
        .arg(&file)
        .write_stdin("h8\nh9\nundo\ni9\nh8\ng7 j9\nquit\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("refused: h8 is already occupied"), "{text}");
    assert!(text.contains("record: h8 i9 g7 j9"), "{text}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "h8 i9 g7 j9\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn show_reads_what_play_saves() {
    let dir = std::env::temp_dir().join(format!("pearls-play-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    // A decision among the moves: what `show` once refused as not a move.
    let out = pearls()
        .args(["play", "--rule", "renju", "--save"])
        .arg(&file)
        .write_stdin("h8\ni9\nj10\nresign\nquit\n")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert_eq!(saved, "h8 i9 j10 resign\n");
    let out = pearls()
        .args(["show", "--rule", "renju", "-"])
        .write_stdin(saved)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let row10 = text.lines().find(|l| l.starts_with("10 ")).unwrap();
    assert!(row10.contains("[X]"), "{text}");
    assert!(text.contains("black wins: white resigned"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bench_prints_deterministic_counts() {
    let (code, out, _) = run(&[
        "bench",
        "rules",
        "--positions",
        "4",
        "--stones",
        "60",
        "--seconds",
        "0.1",
    ]);
    assert_eq!(code, 0);
    let (_, again, _) = run(&[
        "bench",
        "rules",
        "--positions",
        "4",
        "--stones",
        "60",
        "--seconds",
        "0.1",
    ]);
    assert_eq!(out.lines().next(), again.lines().next());
    assert!(out.contains("scans/s: "), "{out}");
}

#[test]
fn referee_reports_pente_state_in_the_seed_colour_names() {
    let (code, out, _) = run(&[
        "referee",
        "--rule",
        "pente",
        "--json",
        "j10 j11 o10 j12 j13",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // The first player is White in pente, and has captured the pair j11-j12.
    assert_eq!(v["first_player_color"], "white");
    assert_eq!(v["captures"]["white"], 2);
    assert_eq!(v["captures"]["black"], 0);
    assert_eq!(v["pending"]["decision"], "move");
    assert_eq!(v["pending"]["player"], "second");
    assert_eq!(v["to_move"], "black");
}

#[test]
fn referee_refuses_illegal_variant_actions_with_status_1() {
    for (args, why) in [
        (
            vec!["--rule", "pente+bomb", "j10 a1 o10 b1 bomb:c3 c1 bomb:e5"],
            "no bomb left",
        ),
        (
            vec![
                "--rule",
                "renju+neutral",
                "neutral:a1 b1 neutral:a3 b3 neutral:a5",
            ],
            "no neutral stone left",
        ),
        (
            vec!["--rule", "pente", "j10 j11 k11"],
            "outside the central 5x5",
        ),
        (
            vec!["--opening", "rif-1995", "h8 h9 h10 h12 offer:g11/i11"],
            "equivalent by symmetry",
        ),
        (
            vec!["--rule", "anti-renju", "h8 a1 i8 a3 j8 a5 k8"],
            "open-four",
        ),
        (
            vec!["--opening", "soosorv-8", "h8 h9 j10 i10 declare:9"],
            "1 to 8",
        ),
    ] {
        let mut all = vec!["referee"];
        all.extend(args.iter().copied());
        let (code, _, err) = run(&all);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains(why), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn show_replays_captures_and_bombs() {
    let (code, out, _) = run(&[
        "show",
        "--rule",
        "pente+bomb",
        "j10 j11 a1 j12 j13 bomb:k12",
    ]);
    assert_eq!(code, 0, "{out}");
    let row12 = out.lines().find(|l| l.starts_with("12 ")).unwrap();
    // j12 was captured; the bomb stands on k12.
    assert_eq!(&row12[3..27], ". . . . . . . . . .[B]. ");
    assert!(out.contains("captured: white 2, black 0"), "{out}");
    assert!(out.contains("bombs left: white 1, black 0"), "{out}");
}

/// The moves of a game black won, for the tuning tests.
const WON: &str = "hh gh fj ek ii ej ei fi dk gg gk hl if ig dj di hj jh ck bl em fl dl";

fn sgf(result: &str, moves: &str) -> String {
    let mut s = format!("(;GM[4]FF[4]SZ[15]RE[{result}]");
    for (i, m) in moves.split_whitespace().enumerate() {
        s.push_str(&format!(";{}[{m}]", if i % 2 == 0 { "B" } else { "W" }));
    }
    s.push(')');
    s
}

/// The weights file `pearls tune` wrote, as the engine reads it.
fn weights_at(path: &std::path::Path) -> pearls_engine::weights::Weights {
    let bytes = std::fs::read(path).unwrap();
    pearls_engine::weights::Weights::read(&bytes)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A folder of two finished games, one won by each colour.
fn two_games(tmp: &tempfile::TempDir) -> std::path::PathBuf {
    let games = tmp.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::fs::write(games.join("1.sgf"), sgf("B+", WON)).unwrap();
    let lost = "hh hg ih gi gh ii jg fj ek hj gj jh kg fh eh jj kj ki";
    std::fs::write(games.join("2.sgf"), sgf("W+", lost)).unwrap();
    games
}

#[test]
fn tune_fits_a_table_to_finished_games() {
    let tmp = tempfile::tempdir().unwrap();
    let games = two_games(&tmp);
    // A game without a result teaches nothing and is passed over.
    std::fs::write(games.join("3.sgf"), sgf("?", WON)).unwrap();
    let out = tmp.path().join("weights.pwt");
    let (code, stdout, stderr) = run(&[
        "tune",
        "--epochs",
        "20",
        "--out",
        out.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("games: 2,"), "{stdout}");
    assert!(stdout.contains("fitted table: loss"), "{stdout}");
    let w = weights_at(&out);
    assert_eq!(w.family, pearls_engine::weights::Family::Shared);
    assert_eq!(w.tables.len(), 1);
    let steps: Vec<&str> = w.provenance.lines().collect();
    assert!(
        steps.last().unwrap().contains("--epochs 20 ")
            && steps.last().unwrap().ends_with(" positions of 2 games."),
        "{steps:?}"
    );
    // The steps before it are those of the shipped tables the fit started from, without
    // the network trained on them and its policy, which the fit's file does not hold.
    let shipped = &pearls_engine::weights::embedded(pearls_engine::weights::Family::Shared);
    assert!(w.network.is_none());
    let tables = pearls_tune::provenance::tables_only(&shipped.provenance);
    let tables_steps: Vec<&str> = tables.lines().collect();
    assert!(tables_steps.len() < shipped.provenance.lines().count());
    assert_eq!(steps[..steps.len() - 1], tables_steps[..]);
    // Renju fits one table a colour, here to a short search's verdicts as well, which
    // a second fit reads back from the file the first wrote.
    let labels = tmp.path().join("verdicts.txt");
    let fit = |labels: &std::path::Path, input: &std::path::Path, out: &std::path::Path| {
        run(&[
            "tune",
            "--rule",
            "renju",
            "--epochs",
            "20",
            "--label-nodes",
            "200",
            "--label-max",
            "5000",
            "--share",
            "0.5",
            "--labels",
            labels.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            input.to_str().unwrap(),
        ])
    };
    let renju = |out: &std::path::Path| fit(&labels, &games, out);
    let (code, stdout, stderr) = renju(&out);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("fitted table: loss"), "{stdout}");
    let w = weights_at(&out);
    assert_eq!(w.family, pearls_engine::weights::Family::Renju);
    assert_eq!(w.tables.len(), 2);
    assert!(
        w.provenance
            .contains("--label-nodes 200 --label-max 5000 --share 0.5"),
        "{}",
        w.provenance
    );
    let text = std::fs::read(&out).unwrap();
    let verdicts = std::fs::read_to_string(&labels).unwrap();
    assert!(verdicts.lines().count() > 10, "{verdicts}");
    let again = tmp.path().join("again.pwt");
    let (code, _, stderr) = renju(&again);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read(&again).unwrap(), text);
    // The verdicts name the games they are for, so that the files of two sets of games,
    // searched apart, join into the file of both, in the order the games are read.
    assert!(verdicts.starts_with("# 2 games "), "{verdicts}");
    let apart = |labels: &std::path::Path, game: &str| {
        let (code, _, stderr) = fit(labels, &games.join(game), &tmp.path().join("apart.pwt"));
        assert_eq!(code, 0, "{stderr}");
        std::fs::read_to_string(labels).unwrap()
    };
    let first = apart(&tmp.path().join("1.txt"), "1.sgf");
    let second = apart(&tmp.path().join("2.txt"), "2.sgf");
    assert!(first.starts_with("# 1 games ") && second.starts_with("# 1 games "));
    std::fs::write(&labels, first.clone() + &second).unwrap();
    let (code, _, stderr) = renju(&again);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read(&again).unwrap(), text);
    std::fs::write(&labels, second + &first).unwrap();
    let (code, _, stderr) = renju(&again);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("line 1: the verdicts after it are for other games than games 1 to 1"),
        "{stderr}"
    );
    std::fs::write(&labels, first).unwrap();
    let (code, _, stderr) = renju(&again);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("its headers cover 1 games, but 2 are read"),
        "{stderr}"
    );
    // Verdicts for other positions are refused, and a line that is none is named.
    std::fs::write(&labels, "12\nwin\n").unwrap();
    let (code, _, stderr) = renju(&again);
    assert_ne!(code, 0);
    assert!(stderr.contains("do not match these games"), "{stderr}");
    std::fs::write(&labels, "12\nmaybe\n").unwrap();
    let (code, _, stderr) = renju(&again);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("line 2: 'maybe' is not a verdict"),
        "{stderr}"
    );
    // A verdicts file without a node count is refused rather than passed over.
    let (code, _, stderr) = run(&[
        "tune",
        "--labels",
        labels.to_str().unwrap(),
        "--out",
        again.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(stderr.contains("--labels needs --label-nodes"), "{stderr}");
}

#[test]
fn tune_fits_the_move_ordering_to_the_moves_played() {
    let tmp = tempfile::tempdir().unwrap();
    let games = two_games(&tmp);
    let (code, stdout, stderr) = run(&[
        "tune",
        "--order",
        "--rule",
        "renju",
        "--skip",
        "2",
        "--holdout",
        "0",
        "--epochs",
        "20",
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("games: 2,"), "{stdout}");
    let share = |name: &str| -> f64 {
        let line = stdout.lines().find(|l| l.starts_with(name)).unwrap();
        let tail = line.split("played move first ").nth(1).unwrap();
        tail.split(',').next().unwrap().parse().unwrap()
    };
    assert!((0.0..=1.0).contains(&share("current ordering")), "{stdout}");
    assert!((0.0..=1.0).contains(&share("fitted ordering")), "{stdout}");
    let ordering = stdout
        .lines()
        .find(|l| l.starts_with("ordering: Ordering {"))
        .unwrap();
    for field in [
        "attack: [",
        "defend: [",
        "own_line: [",
        "their_value: ",
        "own_last: [",
    ] {
        assert!(ordering.contains(field), "{ordering}");
    }
    // The bonuses by the last stones are fitted unless held where they are (at zero).
    let (code, held, stderr) = run(&[
        "tune",
        "--order",
        "--hold-last-stones",
        "--rule",
        "renju",
        "--skip",
        "2",
        "--epochs",
        "20",
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    let zeros = "last: [0, 0, 0, 0, 0, 0], own_last: [0, 0, 0, 0, 0, 0]";
    assert!(held.contains(zeros), "{held}");
    assert!(!ordering.contains(zeros), "{ordering}");
    // It writes no tables.
    let out = tmp.path().join("weights.pwt");
    let (code, _, stderr) = run(&[
        "tune",
        "--order",
        "--out",
        out.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(stderr.contains("--out"), "{stderr}");
    assert!(!out.exists());
}

#[test]
fn tune_refuses_a_broken_record_and_names_it() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.sgf");
    std::fs::write(&bad, "(;GM[4]SZ[15];B[hh];W[hh])").unwrap();
    let out = tmp.path().join("weights.pwt");
    let (code, _, stderr) = run(&[
        "tune",
        "--out",
        out.to_str().unwrap(),
        bad.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(stderr.contains("bad.sgf"), "{stderr}");
    assert!(!out.exists(), "nothing is written from a failed read");
}

#[test]
fn tune_scales_the_tempo_and_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("1.sgf");
    std::fs::write(&games, sgf("B+", WON)).unwrap();
    let out = tmp.path().join("weights.pwt");
    let (code, stdout, stderr) = run(&[
        "tune",
        "--epochs",
        "0",
        "--tempo",
        "0",
        "--out",
        out.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("with the tempo scaled"), "{stdout}");
    let w = weights_at(&out);
    assert!(
        w.provenance.contains("`pearls tune --tempo 0`"),
        "{}",
        w.provenance
    );
    // With no surplus left, a point is worth the same to the side to move and to the side
    // waiting.
    assert!(w.tables[0].iter().all(|r| r[0] == r[1]));
    std::fs::remove_file(&out).unwrap();
    let (code, _, stderr) = run(&[
        "tune",
        "--tempo=-1",
        "--out",
        out.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(stderr.contains("--tempo"), "{stderr}");
    assert!(!out.exists());
}

#[test]
fn a_missing_argument_is_named_on_the_error_line() {
    let (code, _, err) = run(&["bench", "server", "--kill-node-after", "5"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("pearls: the following required arguments were not provided: "),
        "{err}"
    );
    for name in ["--spawn-nodes <N>", "--database <URL>", "--redis <URL>"] {
        assert!(err.contains(name), "{err}");
    }
}
