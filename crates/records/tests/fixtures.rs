//! The hand-made fixtures in tests/data: every field read, and every fixture converted to
//! every writable format that can hold it and read back unchanged.

use pearls_records::{
    read, read_file, read_file_with_warnings, write, Document, Format, GameRecord, GameResult,
    GameTree, ReadOptions, TextEncoding, WriteOptions,
};
use pearls_rules::{Color, Move, Notation, Point};
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn load(name: &str) -> Document {
    read_file(&data(name), None, &ReadOptions::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .1
}

fn games(name: &str) -> Vec<GameRecord> {
    match load(name) {
        Document::Games(g) => g,
        Document::Tree(_) => panic!("{name} is a tree"),
    }
}

fn line(g: &GameRecord) -> String {
    Notation::new(g.size).format_moves(&g.moves)
}

fn pt(s: &str) -> Point {
    Notation::new(15).parse_point(s).unwrap()
}

#[test]
fn move_strings() {
    let g = games("games.txt");
    let lines: Vec<String> = g.iter().map(line).collect();
    assert_eq!(
        lines,
        [
            "h8 i9 j10 h10 i10 j11 j9 k10 g9",
            "h8 i9 h10 pass",
            "h8 i9 g7"
        ]
    );
}

#[test]
fn opening_list() {
    let g = games("openings.txt");
    assert_eq!(g.len(), 3);
    assert_eq!(line(&g[0]), "h8 i9 j8");
    assert_eq!(line(&g[1]), "h8 h7");
    assert_eq!(line(&g[2]), "g9 h8 i7 j6");
    let twenty = read(
        Format::Openings,
        b"0, 0\n",
        &ReadOptions {
            size: 20,
            ..ReadOptions::default()
        },
    )
    .unwrap()
    .into_games();
    assert_eq!(twenty[0].moves, [Move::Place(Point::new(10, 9))]);
}

#[test]
fn psq_tournament_copy() {
    let g = &games("game.psq")[0];
    assert_eq!(line(g), "h8 i9 j10 h9 i10");
    assert_eq!(g.times_ms, [1500, 2100, 800, 3000, 0]);
    assert_eq!(g.black.as_deref(), Some("pbrain-one.exe"));
    assert_eq!(g.white.as_deref(), Some("pbrain-two.exe"));
    assert_eq!(g.result, GameResult::WhiteWins);
    assert_eq!(g.event.as_deref(), Some("Gomocup 2023 renju"));
}

#[test]
fn gomocup_judge_copy_lists_players_in_match_order() {
    let g = &games("tournament-opening.psq")[0];
    assert_eq!(g.size, 20);
    assert_eq!(g.moves.len(), 12);
    // Three opening stones: the first listed engine moves fourth, with white, and won.
    assert_eq!(g.white.as_deref(), Some("alpha.exe"));
    assert_eq!(g.black.as_deref(), Some("beta.exe"));
    assert_eq!(g.result, GameResult::WhiteWins);
    // White's five in column j is on the board, so the colours read are the ones that won.
    let n = Notation::new(20);
    assert_eq!(
        n.format_moves(&g.moves[3..]),
        "j10 a20 j9 a19 j8 a18 j7 a17 j6"
    );
    // Written back, the players and the result are in the judge's order again.
    let again = write(
        Format::Psq,
        &Document::Games(vec![g.clone()]),
        &WriteOptions::default(),
    )
    .unwrap();
    let text = String::from_utf8(again).unwrap();
    assert!(
        text.ends_with("alpha.exe\nbeta.exe\n-1\n1,Gomocup 2024 freestyle\n"),
        "{text}"
    );
}

#[test]
fn renjunet_xml() {
    let g = games("database.rif");
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].black.as_deref(), Some("Ants Soosõrv"));
    assert_eq!(g[0].white.as_deref(), Some("Yusui Nakayama"));
    assert_eq!(g[0].event.as_deref(), Some("Tallinn Open"));
    assert_eq!(g[0].round.as_deref(), Some("2"));
    assert_eq!(g[0].rule.as_deref(), Some("RIF"));
    assert_eq!(g[0].date.as_deref(), Some("2011-06-01"));
    assert_eq!(g[0].result, GameResult::BlackWins);
    assert_eq!(g[0].offers, [pt("k12"), pt("l9")]);
    assert_eq!(g[0].extra("Opening"), Some("Kagetsu"));
    assert_eq!(g[0].comment.as_deref(), Some("Black won with a \"VCF\"."));
    assert_eq!(line(&g[0]), "h8 i9 j10 h10 i10 j11 j9 k10 g9");
    assert_eq!(g[1].rule.as_deref(), Some("Yamaguchi"));
    assert_eq!(g[1].result, GameResult::Draw);
    assert!(write(Format::Rif, &Document::Games(g), &WriteOptions::default()).is_err());
}

#[test]
fn sgf_main_line_setup_and_implicit_passes() {
    let g = games("games.sgf");
    assert_eq!(g.len(), 2);
    assert_eq!(line(&g[0]), "h8 i9 j10 h10 i10 j11 j9 k10 g9");
    assert_eq!(g[0].rule.as_deref(), Some("renju"));
    assert_eq!(g[0].result, GameResult::BlackWins);
    assert_eq!(g[0].offers, [pt("k12"), pt("l9")]);
    assert_eq!(g[0].date.as_deref(), Some("2011-06-01"));
    assert_eq!(
        g[1].setup,
        [(pt("h8"), Color::Black), (pt("i7"), Color::White)]
    );
    assert_eq!(line(&g[1]), "pass g9 j6 pass k5");
    assert_eq!(g[1].result, GameResult::Draw);
}

#[test]
fn bdt_lines() {
    let g = games("games.bdt");
    assert_eq!(g.len(), 2);
    assert_eq!(line(&g[0]), "h8 i9 j10 h10 i10 j11 j9 k10 g9");
    assert_eq!(g[0].offers, [pt("l12"), pt("m9")]);
    assert_eq!(g[0].comment.as_deref(), Some("Black won, after a VCF"));
    assert_eq!(g[0].black.as_deref(), Some("Ants Soosõrv"));
    assert_eq!(line(&g[1]), "h8 h9 h10 pass");
    assert_eq!(g[1].result, GameResult::Draw);
}

#[test]
fn pente_org_records() {
    let g = games("games.pgn");
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].size, 19);
    assert_eq!(g[0].rule.as_deref(), Some("pente"));
    assert_eq!(g[0].date.as_deref(), Some("2004-05-12"));
    assert_eq!(g[0].black.as_deref(), Some("dweebo"));
    assert_eq!(g[0].extra("BlackRating"), Some("1650"));
    assert_eq!(g[0].extra("Site"), Some("Pente.org"));
    assert_eq!(g[0].result, GameResult::BlackWins);
    // K10 is the centre of 19x19: renju letters j10.
    assert_eq!(line(&g[0]), "j10 k9 m10 k11 k10 l10 j11 j12 i10");
    assert_eq!(g[1].comment.as_deref(), Some("A short one."));
    assert_eq!(g[1].result, GameResult::Unknown);
}

#[test]
fn pente_org_games_replay_their_captures() {
    let g = games("pente-captures.pgn");
    assert_eq!(g.len(), 2);
    let n = Notation::new(19).skip_i(true);
    let name = |p: Point| n.format(p).to_ascii_uppercase();
    assert_eq!(g[0].rule.as_deref(), Some("pente"));
    assert_eq!(g[0].date.as_deref(), Some("2004-05-12"));
    let taken = g[0].check_named(&name).unwrap();
    let at = |s: &str| n.parse_point(s).unwrap();
    assert_eq!(taken[4], [at("L10"), at("M10")]);
    assert!(taken
        .iter()
        .enumerate()
        .all(|(i, t)| i == 4 || t.is_empty()));
    assert_eq!(g[1].rule.as_deref(), Some("keryo-pente"));
    assert_eq!(g[1].extra("Speed"), Some("yes"));
    assert_eq!(g[1].date.as_deref(), Some("2006-12-31"));
    let mut three = g[1].check_named(&name).unwrap()[6].clone();
    three.sort();
    assert_eq!(three, [at("L10"), at("M10"), at("N10")]);
    // Written back, the site's names and dates come back.
    let text = String::from_utf8(
        write(
            Format::Pgn,
            &Document::Games(g.clone()),
            &WriteOptions::default(),
        )
        .unwrap(),
    )
    .unwrap();
    assert!(text.contains("[Game \"Speed Keryo-Pente\"]"), "{text}");
    assert!(text.contains("[Date \"05/12/2004\"]"), "{text}");
    assert_eq!(
        read(Format::Pgn, text.as_bytes(), &ReadOptions::default())
            .unwrap()
            .games(),
        g
    );
    // Without its rule, the same game plays on an occupied point, named as the file names it.
    let mut plain = g[0].clone();
    plain.rule = None;
    assert_eq!(
        plain.check_named(&name).unwrap_err(),
        (Some(5), "move 6 (L10) is on an occupied point".to_string())
    );
}

#[test]
fn games_of_rules_pearls_does_not_play_are_refused_by_name() {
    let e = read_file(&data("connect6.pgn"), None, &ReadOptions::default()).unwrap_err();
    assert!(e.message.contains("'Connect6'"), "{e}");
    assert_eq!(e.at, pearls_records::Location::Line { line: 1, column: 1 });
}

#[test]
fn pente_org_errors_name_the_line_and_the_site_s_letters() {
    // Gomoku has no captures: the second K10 lands on a stone. Column K is the tenth
    // letter without I, which the message must keep.
    let text = "[Game \"Gomoku\"]\n\n1. K10 L10\n2. M10 K10 *\n";
    let e = read(Format::Pgn, text.as_bytes(), &ReadOptions::default()).unwrap_err();
    assert_eq!(e.at, pearls_records::Location::Line { line: 4, column: 8 });
    assert_eq!(e.message, "move 4 (K10) is on an occupied point");
}

#[test]
fn pos_position() {
    let g = &games("position.pos")[0];
    assert_eq!(line(g), "h8 i9 j10 g9");
}

fn check_sample_tree(t: &GameTree, root_comment: bool) {
    let n = Notation::new(15);
    let root = t.root();
    assert_eq!(
        root.title.as_deref(),
        root_comment.then_some("Sample library")
    );
    assert_eq!(root.children().len(), 1);
    let h8 = t.node(root.children()[0]);
    assert_eq!(h8.point(), Some(pt("h8")));
    assert!(h8.start);
    assert_eq!(h8.children().len(), 2);
    let i9 = t.node(h8.children()[0]);
    assert_eq!(i9.title.as_deref(), Some("Direct opening"));
    assert_eq!(i9.comment.as_deref(), Some("Kagetsu and friends"));
    let j10 = t.node(i9.children()[0]);
    assert!(j10.marked);
    assert_eq!(j10.point(), Some(pt("j10")));
    let pass = t.node(i9.children()[1]);
    assert_eq!(pass.mv, Some(Move::Pass));
    let j8 = t.node(pass.children()[0]);
    assert_eq!(j8.board_text.as_deref(), Some("A"));
    assert!(!j8.label_only);
    let i8 = t.node(h8.children()[1]);
    assert_eq!(i8.title.as_deref(), Some("连珠"));
    let j9 = t.node(i8.children()[0]);
    assert!(j9.label_only);
    assert_eq!(j9.board_text.as_deref(), Some("a"));
    // Lines: board texts are not moves.
    let lines: Vec<String> = t.games().iter().map(|g| n.format_moves(&g.moves)).collect();
    assert_eq!(lines, ["h8 i9 j10", "h8 i9 pass j8", "h8 i8"]);
}

#[test]
fn renlib_v34_with_variations_comments_marks_texts_and_a_pass() {
    let Document::Tree(t) = load("variations.lib") else {
        panic!("a tree")
    };
    check_sample_tree(&t, true);
    // Written back byte for byte.
    let bytes = write(
        Format::RenLib,
        &Document::Tree(t.clone()),
        &WriteOptions::default(),
    )
    .unwrap();
    assert_eq!(bytes, std::fs::read(data("variations.lib")).unwrap());
}

#[test]
fn renlib_gbk_comments() {
    let gbk = TextEncoding::parse("gbk").unwrap();
    let opts = ReadOptions {
        encoding: gbk,
        ..ReadOptions::default()
    };
    let (_, doc) = read_file(&data("variations-gbk.lib"), None, &opts).unwrap();
    let Document::Tree(t) = doc else {
        panic!("a tree")
    };
    check_sample_tree(&t, true);
    let out = WriteOptions {
        encoding: gbk,
        ..WriteOptions::default()
    };
    let bytes = write(Format::RenLib, &Document::Tree(t), &out).unwrap();
    assert_eq!(bytes, std::fs::read(data("variations-gbk.lib")).unwrap());
    // Read as UTF-8, the GBK bytes are replacement characters and a warning that names
    // the node and the offset; the bytes themselves are kept, and written back as they
    // were.
    let told_utf8 = ReadOptions {
        encoding: TextEncoding::Utf8,
        ..ReadOptions::default()
    };
    let (_, doc, warnings) =
        read_file_with_warnings(&data("variations-gbk.lib"), None, &told_utf8).unwrap();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let w = warnings[0].to_string();
    assert!(w.contains("byte 90") && w.contains("node h8 i8"), "{w}");
    let bytes = write(Format::RenLib, &doc, &WriteOptions::default()).unwrap();
    assert_eq!(bytes, std::fs::read(data("variations-gbk.lib")).unwrap());
}

#[test]
fn a_chinese_library_is_detected_as_gbk_and_a_stray_byte_only_warns() {
    let (_, doc, warnings) =
        read_file_with_warnings(&data("chinese-gbk.lib"), None, &ReadOptions::default()).unwrap();
    let Document::Tree(t) = &doc else {
        panic!("a tree")
    };
    assert_eq!(t.root().title.as_deref(), Some("中国连珠开局库"));
    let h8 = t.node(t.root().children()[0]);
    assert_eq!(h8.title.as_deref(), Some("天元"));
    assert_eq!(h8.comment.as_deref(), Some("黑棋先下，白棋应对。"));
    let i9 = t.node(h8.children()[0]);
    assert_eq!(i9.title.as_deref(), Some("直接开局"));
    assert_eq!(
        i9.comment.as_deref(),
        Some("花月是最强的开局之一，\u{FFFD} 黑必胜。")
    );
    let i8 = t.node(h8.children()[1]);
    assert_eq!(i8.comment.as_deref(), Some("浦月也是必胜开局。"));
    // One warning, for the one comment, naming its node and where it is.
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(
        warnings[0].to_string(),
        "renlib byte 99: the comment of node h8 i9 is not valid GBK: read with replacement characters"
    );
    // Told GBK, the same: the stray byte no longer refuses the library.
    let gbk = TextEncoding::parse("gbk").unwrap();
    let told = ReadOptions {
        encoding: gbk,
        ..ReadOptions::default()
    };
    let (_, same, w) = read_file_with_warnings(&data("chinese-gbk.lib"), None, &told).unwrap();
    assert_eq!(same, doc);
    assert_eq!(w, warnings);
    // Written back in GBK, the file is the same bytes, the stray pair included.
    let out = WriteOptions {
        encoding: gbk,
        ..WriteOptions::default()
    };
    let bytes = write(Format::RenLib, &doc, &out).unwrap();
    assert_eq!(bytes, std::fs::read(data("chinese-gbk.lib")).unwrap());
    // An edited comment is written from its text: the replacement character has no GBK
    // form, and that is said rather than written wrong.
    let Document::Tree(mut edited) = doc else {
        unreachable!()
    };
    let id = edited.node(edited.root().children()[0]).children()[0];
    edited.node_mut(id).comment = Some("花月，改过了 \u{FFFD}".into());
    assert!(write(Format::RenLib, &Document::Tree(edited), &out).is_err());
}

#[test]
fn renlib_v30_and_headerless() {
    for name in ["variations-v30.lib", "headerless.lib"] {
        let Document::Tree(t) = load(name) else {
            panic!("a tree")
        };
        check_sample_tree(&t, false);
    }
    let Document::Tree(t) = load("variations-v30.lib") else {
        panic!("a tree")
    };
    // The old-style comment reads as a comment.
    let h8 = t.node(t.root().children()[0]);
    let i9 = t.node(h8.children()[0]);
    assert_eq!(t.node(i9.children()[0]).comment.as_deref(), Some("Win"));
}

#[test]
fn truncated_library_names_file_and_offset() {
    let bytes = std::fs::read(data("variations.lib")).unwrap();
    for cut in [5, 21, 30, 47, 80, bytes.len() - 3] {
        let e = read(Format::RenLib, &bytes[..cut], &ReadOptions::default()).unwrap_err();
        assert!(e.to_string().contains("byte"), "{e}");
    }
    let dir = std::env::temp_dir().join(format!("pearls-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("cut.lib");
    std::fs::write(&path, &bytes[..50]).unwrap();
    let e = read_file(&path, None, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "{}: renlib byte 42: the comment starting here has no terminating NUL before the end of the file",
            path.display()
        )
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// Every fixture, converted to every writable format that can hold it, reads back the
/// same (compared on what the target format carries).
#[test]
fn fixtures_convert_to_every_format_that_holds_them() {
    let fixtures = [
        "games.txt",
        "openings.txt",
        "game.psq",
        "database.rif",
        "games.sgf",
        "variations.sgf",
        "renju-gm1.sgf",
        "games.bdt",
        "games.pgn",
        "position.pos",
        "variations.lib",
    ];
    let mut converted = 0;
    for name in fixtures {
        let doc = load(name);
        for to in Format::ALL.into_iter().filter(|f| f.writable()) {
            let Ok(bytes) = write(to, &doc, &WriteOptions::default()) else {
                continue;
            };
            let back = read(
                to,
                &bytes,
                &ReadOptions {
                    size: doc.games().first().map_or(15, |g| g.size),
                    ..ReadOptions::default()
                },
            )
            .unwrap_or_else(|e| panic!("{name} as {to}: {e}"));
            let again = write(to, &back, &WriteOptions::default()).unwrap();
            assert_eq!(again, bytes, "{name} as {to}");
            let moves = |d: &Document| -> Vec<Vec<Move>> {
                d.games().into_iter().map(|g| g.moves).collect()
            };
            if to != Format::RenLib {
                assert_eq!(moves(&back), moves(&doc), "{name} as {to}");
            }
            converted += 1;
        }
    }
    assert!(converted >= 30, "{converted}");
}

#[test]
fn a_renlib_tree_goes_through_sgf_and_back_whole() {
    for name in ["variations.lib", "variations-v30.lib"] {
        let Document::Tree(tree) = load(name) else {
            panic!("{name} is a tree")
        };
        let sgf = write(
            Format::Sgf,
            &Document::Tree(tree.clone()),
            &WriteOptions::default(),
        )
        .unwrap();
        let text = String::from_utf8(sgf.clone()).unwrap();
        // One game tree with variations, not a game per leaf; comments on inner nodes
        // and board texts are there.
        assert_eq!(text.matches("(;GM[4]").count(), 1, "{text}");
        assert!(text.contains("Kagetsu and friends"), "{text}");
        assert!(text.contains("LB["), "{text}");
        let back = read(Format::Sgf, &sgf, &ReadOptions::default()).unwrap();
        assert_eq!(back, Document::Tree(tree.clone()), "{name}: {text}");
        let lib = write(Format::RenLib, &back, &WriteOptions::default()).unwrap();
        let again = read(Format::RenLib, &lib, &ReadOptions::default()).unwrap();
        assert_eq!(again, Document::Tree(tree), "{name}");
    }
}

#[test]
fn sgf_variations_with_comments_read_as_a_tree() {
    let text = "(;GM[4]SZ[15]N[Openings]C[root note]\n;B[hh](;W[ig]N[Direct]C[the main one]LB[ig:1][jf:a](;B[jf]MA[jf])(;B[gg]))(;W[ih]C[Indirect]))";
    let Document::Tree(t) = read(Format::Sgf, text.as_bytes(), &ReadOptions::default()).unwrap()
    else {
        panic!("a tree")
    };
    assert_eq!(t.root().title.as_deref(), Some("Openings"));
    assert_eq!(t.root().comment.as_deref(), Some("root note"));
    let h8 = t.root().children()[0];
    let kids: Vec<_> = t.node(h8).children().to_vec();
    assert_eq!(kids.len(), 2);
    let i9 = t.node(kids[0]);
    assert_eq!(i9.title.as_deref(), Some("Direct"));
    assert_eq!(i9.board_text.as_deref(), Some("1"));
    // j10 is both a board text on a point not played and a move after: RenLib keeps the
    // two apart.
    let below: Vec<_> = i9.children().iter().map(|&c| t.node(c)).collect();
    assert_eq!(below.len(), 3);
    assert!(below
        .iter()
        .any(|n| n.label_only && n.board_text.as_deref() == Some("a")));
    assert!(below
        .iter()
        .any(|n| !n.label_only && n.marked && n.point() == Some(pt("j10"))));
    assert_eq!(t.node(kids[1]).comment.as_deref(), Some("Indirect"));
    assert_eq!(t.games().len(), 3);
    // The fixture: the same, with a pass that carries the start flag.
    let Document::Tree(f) = load("variations.sgf") else {
        panic!("a tree")
    };
    let starts: Vec<_> = f
        .preorder()
        .into_iter()
        .filter(|&n| f.node(n).start)
        .collect();
    assert_eq!(starts.len(), 1);
    assert_eq!(f.node(starts[0]).mv, Some(Move::Pass));
    assert_eq!(f.games().len(), 3);
    // A library that is one line keeps its root title through SGF.
    let mut line = GameTree::new(15);
    line.add_line(&Notation::new(15).parse_moves("h8 i9").unwrap());
    line.root_mut().title = Some("One line".into());
    let sgf = write(
        Format::Sgf,
        &Document::Tree(line.clone()),
        &WriteOptions::default(),
    )
    .unwrap();
    assert_eq!(
        read(Format::Sgf, &sgf, &ReadOptions::default()).unwrap(),
        Document::Tree(line)
    );
}

#[test]
fn c_gomoku_cli_pos_openings_count_rows_from_the_top() {
    let opts = ReadOptions {
        rows_from_top: true,
        ..ReadOptions::default()
    };
    // The name says "openings", so force move strings: the lines are moves, not offsets.
    let (_, doc) = read_file(&data("openings-pos.txt"), Some(Format::Moves), &opts).unwrap();
    let g = doc.into_games();
    assert_eq!(line(&g[0]), "h8 h9 i7");
    assert_eq!(line(&g[1]), "h8 g9 j9 k10");
    // A repeated point is named as the file writes it.
    let e = read(Format::Moves, b"# pos\nh8 h7 h7\n", &opts).unwrap_err();
    assert_eq!(e.message, "move 3 (h7) is on an occupied point");
    assert_eq!(e.at, pearls_records::Location::Line { line: 2, column: 7 });
    let e = read(Format::Moves, b"h8,i9,j10,i9\n", &ReadOptions::default()).unwrap_err();
    assert_eq!(
        e.at,
        pearls_records::Location::Line {
            line: 1,
            column: 11
        }
    );
    let e = read(Format::Moves, b"h8i9j10i9\n", &ReadOptions::default()).unwrap_err();
    assert_eq!(e.at, pearls_records::Location::Line { line: 1, column: 8 });
}

#[test]
fn a_renju_game_marked_go_reads_with_a_warning() {
    let (_, doc, warnings) =
        read_file_with_warnings(&data("renju-gm1.sgf"), None, &ReadOptions::default()).unwrap();
    let g = doc.into_games();
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].black.as_deref(), Some("Black player"));
    assert_eq!(g[0].result, GameResult::BlackWins);
    assert_eq!(g[0].date.as_deref(), Some("2019-08-01"));
    assert_eq!(g[0].moves.len(), 15);
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].message.contains("GM[1]"), "{}", warnings[0]);
    // A Go game (komi) stays refused.
    let go = b"(;GM[1]SZ[19]KM[6.5];B[pd];W[dp])";
    assert!(read(Format::Sgf, go, &ReadOptions::default()).is_err());
}
