//! The learned evaluation's pipeline as a user runs it: `pearls tune selfplay` writes the
//! same packed data for the same seed, `pearls tune train` writes a weights file and its
//! check values, the engine gives those values, and `pearls engine --evalfile` plays it;
//! `pearls tune policy` fits a network's policy to self-play's games and writes a file
//! the engine plays with.

use std::process::{Command, Stdio};

mod common;
use common::{ok, pearls};

#[test]
fn selfplay_then_train_writes_a_network_the_engine_evaluates_as_its_check_values_say() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let play = |out: &str, threads: &str| {
        ok(&pearls(&[
            "tune",
            "selfplay",
            "--rule",
            "renju",
            "--games",
            "3",
            "--nodes",
            "300",
            "--seed",
            "4",
            "--threads",
            threads,
            "--out",
            out,
        ]))
    };
    let said = play(&path("a.ppk"), "1");
    assert!(said.contains("games: 3"), "{said}");
    assert!(
        said.contains("left out, the side to move faces a four:"),
        "{said}"
    );
    play(&path("b.ppk"), "2");
    let a = std::fs::read(path("a.ppk")).unwrap();
    assert_eq!(
        a,
        std::fs::read(path("b.ppk")).unwrap(),
        "the same seed, the same data"
    );
    let kept = pearls_tune::packed::read_file(dir.path().join("a.ppk").as_path()).unwrap();
    assert!(!kept.is_empty());

    let said = ok(&pearls(&[
        "tune",
        "train",
        "--epochs",
        "3",
        "--batch",
        "8",
        "--out",
        &path("net.pwt"),
        &path("a.ppk"),
    ]));
    assert!(said.contains("trained: loss"), "{said}");
    let bytes = std::fs::read(path("net.pwt")).unwrap();
    let check = std::fs::read_to_string(path("net.check")).unwrap();
    assert_eq!(check.lines().count(), kept.len().min(64) + 1);
    assert_eq!(pearls_tune::train::verify(&bytes, &check), Ok(vec![]));
    let w = pearls_engine::weights::Weights::read(&bytes).unwrap();
    assert!(w.network.is_some());
    assert!(w
        .provenance
        .lines()
        .last()
        .unwrap()
        .starts_with("Network: pearls tune train"));
    // Only its own: the shipped file's network, trained before it, is not named.
    let networks = |p: &str| p.lines().filter(|l| l.starts_with("Network: ")).count();
    assert_eq!(networks(&w.provenance), 1);
    let shipped = pearls_engine::weights::embedded(w.family);
    assert_eq!(networks(&shipped.provenance), 1);

    // The engine plays with it.
    assert_plays(&path("net.pwt"));

    // Data of two families is refused.
    play(&path("c.ppk"), "1");
    ok(&freestyle_selfplay("1", &["--out", &path("d.ppk")]));
    let out = pearls(&[
        "tune",
        "train",
        "--out",
        &path("x.pwt"),
        &path("c.ppk"),
        &path("d.ppk"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("mixes rule families"));
}

/// `pearls tune selfplay` of free-style at 200 nodes a move, `games` games, with `rest`.
fn freestyle_selfplay(games: &str, rest: &[&str]) -> std::process::Output {
    let mut args = vec![
        "tune",
        "selfplay",
        "--rule",
        "freestyle",
        "--games",
        games,
        "--nodes",
        "200",
    ];
    args.extend_from_slice(rest);
    pearls(&args)
}

#[test]
fn selfplay_opens_its_games_from_a_book_and_names_a_book_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("centre.txt");
    // One stone on the centre: every symmetry of it is the same, so each game starts there.
    std::fs::write(&book, "# the centre\n0,0\n").unwrap();
    let records = dir.path().join("games.sgf");
    ok(&freestyle_selfplay(
        "3",
        &[
            "--book",
            book.to_str().unwrap(),
            "--records",
            records.to_str().unwrap(),
        ],
    ));
    let text = std::fs::read_to_string(&records).unwrap();
    let games: Vec<&str> = text.split("(;").skip(1).collect();
    assert_eq!(games.len(), 3, "{text}");
    for g in games {
        let first = g.split(';').nth(1).unwrap_or("");
        assert_eq!(first.trim(), "B[hh]", "{g}");
    }

    // A book that cannot be read, or holds no opening, is refused rather than left for
    // random openings.
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "# nothing yet\n").unwrap();
    let empty = empty.to_str().unwrap().to_string();
    for (book, why) in [
        ("no-such-book.txt", "book no-such-book.txt: "),
        (empty.as_str(), "no opening in it"),
    ] {
        let out = freestyle_selfplay(
            "1",
            &["--book", book, "--records", records.to_str().unwrap()],
        );
        assert_eq!(out.status.code(), Some(2), "{book}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{err}");
    }
}

#[test]
fn train_init_trains_on_from_a_weights_file_s_network_and_refuses_one_that_does_not_fit() {
    use pearls_engine::weights::{self, Family, Weights};
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::write(path("renju.pwt"), weights::shipped(Family::Renju)).unwrap();
    std::fs::write(path("shared.pwt"), weights::shipped(Family::Shared)).unwrap();
    let tables = pearls_tune::write::weights_file(weights::embedded_tables(Family::Renju));
    std::fs::write(path("tables.pwt"), tables).unwrap();
    ok(&pearls(&[
        "tune",
        "selfplay",
        "--rule",
        "renju",
        "--games",
        "3",
        "--nodes",
        "300",
        "--out",
        &path("a.ppk"),
    ]));
    let train = |init: &str, epochs: &str, rest: &[&str]| {
        let mut args = vec![
            "tune", "train", "--init", init, "--epochs", epochs, "--batch", "8",
        ];
        args.extend_from_slice(rest);
        let data = path("a.ppk");
        args.push(&data);
        pearls(&args)
    };
    let shipped = weights::embedded(Family::Renju);
    let net = shipped.network.as_deref().unwrap();

    // No steps: the file's own network, its scale, and its steps before the new one.
    let said = ok(&train(
        &path("renju.pwt"),
        "0",
        &["--with-tables", "--out", &path("same.pwt")],
    ));
    assert!(
        said.contains(&format!("scale: {:.1}", net.scale as f32)),
        "{said}"
    );
    let same = Weights::read(&std::fs::read(path("same.pwt")).unwrap()).unwrap();
    let unpoliced = pearls_engine::nnue::Network {
        policy: None,
        ..net.clone()
    };
    assert_eq!(same.network.as_deref(), Some(&unpoliced));
    let steps: Vec<&str> = same
        .provenance
        .lines()
        .filter(|l| l.starts_with("Network: "))
        .collect();
    assert_eq!(steps.len(), 2, "{}", same.provenance);
    assert!(steps[1].contains("--init "), "{}", steps[1]);
    assert!(!same.provenance.contains("Policy: "));

    // Steps move it, and the engine gives the trainer's values of what they made.
    ok(&train(
        &path("renju.pwt"),
        "2",
        &[
            "--with-tables",
            "--rate",
            "0.0005",
            "--out",
            &path("on.pwt"),
        ],
    ));
    let bytes = std::fs::read(path("on.pwt")).unwrap();
    let check = std::fs::read_to_string(path("on.check")).unwrap();
    assert_eq!(pearls_tune::train::verify(&bytes, &check), Ok(vec![]));
    let on = Weights::read(&bytes).unwrap();
    let on_net = on.network.as_deref().unwrap();
    assert_eq!(on_net.widths, net.widths);
    assert_eq!(on_net.scale, net.scale);
    assert_ne!(on_net.ft, net.ft);

    // What cannot be trained on is refused, and nothing is written.
    for (init, with_tables, wrong) in [
        (path("shared.pwt"), true, "a weights file of"),
        (path("renju.pwt"), false, "train it on with --with-tables"),
        (path("tables.pwt"), true, "no network to start from"),
        (path("none.pwt"), true, "cannot read"),
    ] {
        let x = path("x.pwt");
        let mut rest = vec!["--out", x.as_str()];
        if with_tables {
            rest.push("--with-tables");
        }
        let out = train(&init, "1", &rest);
        assert_eq!(out.status.code(), Some(2), "{init}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--init") && err.contains(wrong), "{err}");
        assert!(!dir.path().join("x.pwt").exists());
    }
}

#[test]
fn a_step_size_that_is_not_above_zero_is_refused_before_the_data_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.pwt");
    let missing = dir.path().join("no-such.ppk");
    for (flag, value) in [
        ("--final-rate", "0"),
        ("--final-rate", "nan"),
        ("--rate", "-1"),
    ] {
        let said = pearls(&[
            "tune",
            "train",
            &format!("{flag}={value}"),
            "--out",
            out.to_str().unwrap(),
            missing.to_str().unwrap(),
        ]);
        assert_eq!(said.status.code(), Some(2), "{flag} {value}");
        let err = String::from_utf8_lossy(&said.stderr);
        assert!(
            err.contains(flag) && err.contains("not a step size above 0"),
            "{err}"
        );
        assert!(!out.exists());
    }
}

#[test]
fn the_exchange_with_the_trainer_for_a_gpu_refuses_what_does_not_fit_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    ok(&freestyle_selfplay("2", &["--out", &path("d.ppk")]));
    // The export writes the samples and trains nothing, so it needs no --out.
    let said = ok(&pearls(&[
        "tune",
        "train",
        "--with-tables",
        "--export",
        &path("d.samples"),
        &path("d.ppk"),
    ]));
    assert!(said.contains("crates/tune/gpu/train.py"), "{said}");
    let samples = std::fs::read(path("d.samples")).unwrap();
    assert_eq!(&samples[..8], b"PRLSSMP1");
    let refused = |args: &[&str], why: &[&str]| {
        let out = pearls(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(why.iter().all(|w| err.contains(w)), "{err}");
        assert!(!dir.path().join("x.pwt").exists());
    };
    fn import<'a>(net: &'a str, rest: &[&'a str]) -> Vec<&'a str> {
        let mut args = vec!["tune", "train", "--import", net];
        args.extend_from_slice(rest);
        args
    }
    let (net, out, data) = (path("d.net"), path("x.pwt"), path("d.ppk"));
    // A network trained elsewhere: written here as the trainer for a GPU writes one.
    let layout = pearls_tune::train::Layout {
        tables: 1,
        widths: pearls_engine::nnue::Widths::SMALL,
    };
    let trained = pearls_tune::train::FloatNet::new(1, layout.widths, 3, true);
    let crc = pearls_tune::exchange::checksum(&samples);
    let file = |note: &str| pearls_tune::exchange::net_file(&trained, crc, note);
    std::fs::write(&net, file("by hand")).unwrap();
    refused(
        &import(
            &net,
            &[
                "--widths",
                "64,32,32",
                "--with-tables",
                "--out",
                &out,
                &data,
            ],
        ),
        &["d.net", "widths 32x16x16", "64x32x32"],
    );
    // Other flags make other samples: the targets of another --lambda, say.
    refused(
        &import(
            &net,
            &["--with-tables", "--lambda", "0.5", "--out", &out, &data],
        ),
        &["d.net", "trained on other samples", "--lambda"],
    );
    refused(
        &import(&net, &["--out", &out, &data]),
        &[
            "d.net",
            "on top of the tables",
            "--with-tables was not given",
        ],
    );
    std::fs::write(&net, &samples[..100]).unwrap();
    refused(
        &import(&net, &["--with-tables", "--out", &out, &data]),
        &["d.net", "not a network file"],
    );
    refused(
        &import(&path("none.net"), &["--with-tables", "--out", &out, &data]),
        &["cannot read", "none.net"],
    );
    refused(
        &[
            "tune",
            "train",
            "--export",
            &path("e.samples"),
            "--import",
            &net,
            "--out",
            &out,
            &data,
        ],
        &["--export", "--import"],
    );
    // Imported as it was written, the network is the one trained.
    std::fs::write(&net, file("by hand")).unwrap();
    let said = ok(&pearls(&import(
        &net,
        &["--with-tables", "--out", &out, &data],
    )));
    assert!(
        said.contains("the engine gives the trainer's evaluation"),
        "{said}"
    );
    let w = pearls_engine::weights::Weights::read(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(
        **w.network.as_ref().unwrap(),
        trained.quantise(w.network.as_ref().unwrap().scale as f32)
    );
    assert!(
        w.provenance.contains("trained by by hand"),
        "{}",
        w.provenance
    );
}

/// `pearls engine --evalfile FILE` answers a renju position with a point on the board.
fn assert_plays(file: &str) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pearls"))
        .args(["engine", "--evalfile", file])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"START 15\nINFO rule 4\nINFO max_node 2000\nBOARD\n7,7,1\n8,8,2\nDONE\nEND\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = ok(&out);
    let reply = text
        .lines()
        .find(|l| !l.starts_with("MESSAGE") && !l.starts_with("OK"));
    let (x, y) = reply.and_then(|l| l.split_once(',')).expect("a move");
    assert!(x.trim().parse::<u8>().unwrap() < 15 && y.trim().parse::<u8>().unwrap() < 15);
}

#[test]
fn a_policy_fitted_to_selfplay_games_is_written_beside_the_network_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    ok(&pearls(&[
        "tune",
        "selfplay",
        "--rule",
        "renju",
        "--games",
        "4",
        "--nodes",
        "300",
        "--seed",
        "9",
        "--records",
        &path("g.sgf"),
    ]));
    let fit = |rule: &str, extra: &[&str]| {
        let mut args = vec![
            "tune",
            "policy",
            "--rule",
            rule,
            "--skip",
            "2",
            "--holdout",
            "0",
            "--epochs",
            "2",
        ];
        args.extend_from_slice(extra);
        let g = path("g.sgf");
        args.push(&g);
        pearls(&args)
    };
    let said = ok(&fit("renju", &["--batch", "16", "--out", &path("p.pwt")]));
    for line in [
        "ordering alone: loss",
        "with the policy: loss",
        "written to",
    ] {
        assert!(said.contains(line), "{said}");
    }
    let w = pearls_engine::weights::Weights::read(&std::fs::read(path("p.pwt")).unwrap()).unwrap();
    let shipped = pearls_engine::weights::embedded(w.family);
    let net = w.network.as_deref().unwrap();
    assert!(net.policy.is_some());
    // The network is the shipped one; the policy, fitted afresh, replaces the shipped
    // file's own, and says how.
    let strip = |n: &pearls_engine::nnue::Network| {
        let mut bare = n.clone();
        bare.policy = None;
        bare
    };
    assert_eq!(Some(strip(net)), shipped.network.as_deref().map(strip));
    assert_ne!(net.policy, shipped.network.as_deref().unwrap().policy);
    assert_eq!(w.tables, shipped.tables);
    let last = w.provenance.lines().last().unwrap();
    assert!(
        last.starts_with("Policy: pearls tune policy --rule renju"),
        "{last}"
    );
    assert_plays(&path("p.pwt"));

    // A policy fitted again to the file replaces its own step rather than adding one.
    let said = ok(&fit(
        "renju",
        &[
            "--batch",
            "16",
            "--evalfile",
            &path("p.pwt"),
            "--out",
            &path("q.pwt"),
        ],
    ));
    assert!(said.contains("written to"), "{said}");
    let again =
        pearls_engine::weights::Weights::read(&std::fs::read(path("q.pwt")).unwrap()).unwrap();
    let steps = again
        .provenance
        .lines()
        .filter(|l| l.starts_with("Policy: "))
        .count();
    assert_eq!(steps, 1, "{}", again.provenance);

    // What cannot be fitted is refused, and nothing is written.
    let out = path("refused.pwt");
    let written = path("p.pwt");
    for (rule, extra, says) in [
        (
            "renju",
            vec!["--rate", "0"],
            "--rate 0 is not a step size above 0",
        ),
        ("renju", vec!["--weight=-1"], "--weight -1 is not above 0"),
        (
            "renju",
            vec!["--batch", "0"],
            "--batch 0 is not a number of positions above 0",
        ),
        ("caro", vec![], "holds no network"),
        (
            "freestyle",
            vec!["--evalfile", &written],
            "the weights are for",
        ),
    ] {
        let mut args = extra.clone();
        args.extend(["--out", &out]);
        let said = fit(rule, &args);
        assert_eq!(said.status.code(), Some(2), "{rule} {extra:?}");
        let err = String::from_utf8_lossy(&said.stderr);
        assert!(err.contains(says), "{rule} {extra:?}: {err}");
        assert!(!std::path::Path::new(&out).exists());
    }
}
