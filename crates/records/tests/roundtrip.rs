//! Round trips: for every writable format, a record holding only what the format
//! carries is written, read back, and compared whole.

use pearls_records::{
    read, write, Document, Format, GameRecord, GameResult, GameTree, ReadOptions, TextEncoding,
    WriteOptions,
};
use pearls_rules::random::Rng;
use pearls_rules::{Color, Move, Point};
use proptest::prelude::*;

/// Trimmed, non-empty text without line breaks.
fn word() -> impl Strategy<Value = String> {
    "[A-Za-z\u{e9}\u{8fde}][A-Za-z0-9 .'\u{e9}\u{8fde}\u{73e0}-]{0,14}[A-Za-z0-9\u{e9}]"
}

/// Free text: punctuation that formats escape, line breaks in the middle.
fn text() -> impl Strategy<Value = String> {
    "[A-Za-z0-9\u{e9}\u{8fde}\u{73e0}][A-Za-z0-9 ,.;:!?()\\[\\]\"'\\\\/#=+*\u{e9}\u{8fde}\u{73e0}\n-]{0,40}[A-Za-z0-9.!]"
}

fn one_line_text() -> impl Strategy<Value = String> {
    "[A-Za-z0-9\u{e9}\u{8fde}][A-Za-z0-9 ,.;:!?()\\[\\]\"'/#+*\u{e9}\u{8fde}-]{0,40}[A-Za-z0-9.!]"
}

fn result() -> impl Strategy<Value = GameResult> {
    prop::sample::select(GameResult::ALL.to_vec())
}

/// Distinct points (and passes where allowed) on a board of `size`.
fn moves(size: u8, max: usize, passes: bool) -> impl Strategy<Value = Vec<Move>> {
    let n = size as usize * size as usize;
    (
        prop::collection::vec(0..n, 0..max),
        prop::collection::vec(any::<u8>(), max),
    )
        .prop_map(move |(idx, dice)| {
            let mut seen = vec![false; n];
            let mut out = Vec::new();
            for (k, i) in idx.into_iter().enumerate() {
                if passes && dice[k] % 8 == 0 {
                    out.push(Move::Pass);
                }
                if !std::mem::replace(&mut seen[i], true) {
                    out.push(Move::Place(Point::from_index(i, size)));
                }
            }
            out
        })
}

fn points(size: u8, max: usize) -> impl Strategy<Value = Vec<Point>> {
    prop::collection::vec((0..size, 0..size), 0..max)
        .prop_map(|v| v.into_iter().map(|(c, r)| Point::new(c, r)).collect())
}

fn roundtrip(format: Format, doc: &Document, read_size: u8) -> Document {
    let bytes = write(format, doc, &WriteOptions::default())
        .unwrap_or_else(|e| panic!("writing {format}: {e}"));
    read(
        format,
        &bytes,
        &ReadOptions {
            size: read_size,
            ..ReadOptions::default()
        },
    )
    .unwrap_or_else(|e| {
        panic!(
            "reading back {format}: {e}\n{}",
            String::from_utf8_lossy(&bytes)
        )
    })
}

fn sizes() -> impl Strategy<Value = u8> {
    prop_oneof![Just(15u8), 5u8..=26]
}

prop_compose! {
    fn move_string_game()(size in sizes())(size in Just(size), moves in moves(size, 40, true)
        .prop_filter("a game with moves", |m| !m.is_empty())) -> GameRecord {
        GameRecord::with_moves(size, moves)
    }
}

prop_compose! {
    fn psq_game()(size in sizes())(
        size in Just(size),
        moves in moves(size, 40, false),
        black in prop::option::of(word()),
        white in prop::option::of(word()),
        event in prop::option::of(one_line_text()),
        result in result(),
        times in prop::collection::vec(0u32..100_000, 40),
        timed in any::<bool>(),
    ) -> GameRecord {
        let mut g = GameRecord::with_moves(size, moves);
        g.black = black;
        g.white = white;
        g.event = event;
        g.result = result;
        if timed && !g.moves.is_empty() {
            g.times_ms = times[..g.moves.len()].to_vec();
            g.times_ms[0] += 1;
        }
        g
    }
}

prop_compose! {
    fn sgf_game()(size in sizes())(
        size in Just(size),
        all in moves(size, 50, true),
        split in 0usize..8,
        black in prop::option::of(word()),
        white in prop::option::of(word()),
        event in prop::option::of(word()),
        round in prop::option::of("[0-9]{1,2}"),
        date in prop::option::of("20[0-9]{2}-[01][0-9]-[0-3][0-9]"),
        rule in prop::option::of(prop::sample::select(vec!["renju", "freestyle", "standard", "RIF"])),
        result in result(),
        comment in prop::option::of(text()),
        offers in points(size, 3),
        extras in (prop::option::of("Game [0-9]{1,3}"), prop::option::of("[0-9]{4}"), prop::option::of("[0-9]{4}"), prop::option::of("[0-9]")),
    ) -> GameRecord {
        // The first stones, black and white, become set-up stones.
        let stones: Vec<Point> = all.iter().filter_map(|m| match m { Move::Place(p) => Some(*p), Move::Pass => None }).collect();
        let split = split.min(stones.len());
        let mut g = GameRecord::new(size);
        let (mut b, mut w) = (Vec::new(), Vec::new());
        for (k, p) in stones[..split].iter().enumerate() {
            if k % 2 == 0 { b.push((*p, Color::Black)) } else { w.push((*p, Color::White)) }
        }
        g.setup = b.into_iter().chain(w).collect();
        let used: Vec<Point> = stones[..split].to_vec();
        g.moves = all.into_iter().filter(|m| !matches!(m, Move::Place(p) if used.contains(p))).collect();
        g.black = black;
        g.white = white;
        g.event = event;
        g.round = round;
        g.date = date;
        g.rule = rule.map(str::to_string);
        g.result = result;
        g.comment = comment;
        g.offers = offers;
        let (name, br, wr, sw) = extras;
        for (k, v) in [("GameName", name), ("BlackRating", br), ("WhiteRating", wr), ("Swap", sw)] {
            if let Some(v) = v { g.extra.push((k.to_string(), v)); }
        }
        g
    }
}

prop_compose! {
    fn bdt_game()(
        moves in moves(15, 40, true),
        event in prop::option::of(word()),
        black in prop::option::of(word()),
        white in prop::option::of(word()),
        result in result(),
        offers in points(15, 3),
        reverse in prop::option::of("[01]"),
        comment in prop::option::of(one_line_text()),
    ) -> GameRecord {
        let mut g = GameRecord::with_moves(15, moves);
        g.event = event;
        g.black = black;
        g.white = white;
        g.result = result;
        g.offers = offers;
        if let Some(r) = reverse { g.extra.push(("Reverse".into(), r)); }
        g.comment = comment;
        g
    }
}

prop_compose! {
    fn pgn_game()(
        moves in moves(19, 40, false),
        rule in prop::option::of(prop::sample::select(vec!["pente", "freestyle", "keryo-pente"])),
        event in prop::option::of(one_line_text()),
        round in prop::option::of("[0-9]{1,2}"),
        date in prop::option::of("20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9])"),
        black in prop::option::of(word()),
        white in prop::option::of(word()),
        result in result(),
        comment in prop::option::of("[A-Za-z0-9 ,.\n\u{e9}]{1,30}"),
        site in prop::option::of(word()),
        rating in prop::option::of("[0-9]{4}"),
    ) -> GameRecord {
        let mut g = GameRecord::with_moves(19, moves);
        g.rule = rule.map(str::to_string);
        g.event = event;
        g.round = round;
        g.date = date;
        g.black = black;
        g.white = white;
        g.result = result;
        g.comment = comment;
        if let Some(s) = site { g.extra.push(("Site".into(), s)); }
        if let Some(r) = rating { g.extra.push(("BlackRating".into(), r)); }
        g
    }
}

prop_compose! {
    fn opening_game()(size in sizes())(size in Just(size), moves in moves(size, 12, false)
        .prop_filter("an opening with moves", |m| !m.is_empty())) -> GameRecord {
        GameRecord::with_moves(size, moves)
    }
}

fn pos_game() -> impl Strategy<Value = GameRecord> {
    moves(15, 250, false)
        .prop_filter("1 to 225 stones", |m| !m.is_empty())
        .prop_map(|m| GameRecord::with_moves(15, m))
}

const TEXTS: [&str; 8] = [
    "Direct opening",
    "VCF: i9 j10",
    "连珠",
    "五子棋 best line",
    "a, b; c",
    "Kagetsu\nsecond line",
    "x",
    "black wins (VCT)",
];

/// A random tree: nodes added under random nodes on points free in their line, with
/// passes, board texts and every attribute.
fn random_tree(seed: u64, nodes: usize, root_attributes: bool) -> GameTree {
    let mut rng = Rng::new(seed);
    let mut t = GameTree::new(15);
    let mut ids = vec![GameTree::ROOT];
    for _ in 0..nodes {
        let parent = ids[rng.below(ids.len())];
        if t.node(parent).label_only {
            continue;
        }
        let line = t.line_to(parent);
        let taken: Vec<Point> = line
            .iter()
            .filter_map(|m| match m {
                Move::Place(p) => Some(*p),
                Move::Pass => None,
            })
            .collect();
        let label = rng.below(8) == 0;
        let mv = if !label && rng.below(10) == 0 {
            Move::Pass
        } else {
            let mut p;
            loop {
                p = Point::from_index(rng.below(225), 15);
                if !taken.contains(&p) {
                    break;
                }
            }
            Move::Place(p)
        };
        let id = t.child(parent, mv, label);
        let pick = |rng: &mut Rng| TEXTS[rng.below(TEXTS.len())].to_string();
        let n = t.node_mut(id);
        if rng.below(3) == 0 {
            n.title = Some(pick(&mut rng).replace('\n', " "));
        }
        if rng.below(3) == 0 {
            n.comment = Some(pick(&mut rng));
        }
        if label || rng.below(4) == 0 {
            n.board_text = Some(["A", "1", "x", "连"][rng.below(4)].to_string());
        }
        n.marked = rng.below(4) == 0;
        n.start = rng.below(10) == 0;
        ids.push(id);
    }
    if root_attributes {
        let r = t.root_mut();
        r.title = Some("Library".into());
        r.comment = Some("Root comment\nwith two lines".into());
        r.marked = seed.is_multiple_of(2);
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn move_strings(games in prop::collection::vec(move_string_game(), 1..4)) {
        // One board size per file: the file does not record it.
        let size = games[0].size;
        let games: Vec<GameRecord> = games.into_iter().filter(|g| g.size == size).collect();
        let doc = Document::Games(games);
        prop_assert_eq!(roundtrip(Format::Moves, &doc, size), doc);
    }

    #[test]
    fn opening_lists(games in prop::collection::vec(opening_game(), 1..4)) {
        let size = games[0].size;
        let games: Vec<GameRecord> = games.into_iter().filter(|g| g.size == size).collect();
        let doc = Document::Games(games);
        prop_assert_eq!(roundtrip(Format::Openings, &doc, size), doc);
    }

    #[test]
    fn psq(g in psq_game()) {
        let doc = Document::Games(vec![g]);
        prop_assert_eq!(roundtrip(Format::Psq, &doc, 15), doc);
    }

    #[test]
    fn sgf(games in prop::collection::vec(sgf_game(), 1..4)) {
        let doc = Document::Games(games);
        prop_assert_eq!(roundtrip(Format::Sgf, &doc, 15), doc);
    }

    #[test]
    fn bdt(games in prop::collection::vec(bdt_game(), 1..4)) {
        let doc = Document::Games(games);
        prop_assert_eq!(roundtrip(Format::Bdt, &doc, 15), doc);
    }

    #[test]
    // Random moves that a capture rule would end early (a five, or the fifth pair) are not
    // games that rule can record.
    fn pgn(games in prop::collection::vec(pgn_game().prop_filter("a playable game", |g| g.check().is_ok()), 1..4)) {
        let doc = Document::Games(games);
        prop_assert_eq!(roundtrip(Format::Pgn, &doc, 19), doc);
    }

    #[test]
    fn pos(g in pos_game()) {
        let doc = Document::Games(vec![g]);
        prop_assert_eq!(roundtrip(Format::Pos, &doc, 15), doc);
    }

    #[test]
    fn renlib_v34(seed in any::<u64>(), nodes in 0usize..80) {
        let doc = Document::Tree(random_tree(seed, nodes, true));
        prop_assert_eq!(roundtrip(Format::RenLib, &doc, 15), doc);
    }

    #[test]
    fn renlib_v30(seed in any::<u64>(), nodes in 0usize..80) {
        let doc = Document::Tree(random_tree(seed, nodes, false));
        let opts = WriteOptions { renlib_minor: 0, ..WriteOptions::default() };
        let bytes = write(Format::RenLib, &doc, &opts).unwrap();
        prop_assert_eq!(bytes[9], 0);
        prop_assert_eq!(read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap(), doc);
    }

    #[test]
    fn renlib_in_gbk(seed in any::<u64>(), nodes in 0usize..60) {
        let gbk = TextEncoding::parse("gbk").unwrap();
        let doc = Document::Tree(random_tree(seed, nodes, true));
        let bytes = write(Format::RenLib, &doc, &WriteOptions { encoding: gbk, ..WriteOptions::default() }).unwrap();
        let back = read(Format::RenLib, &bytes, &ReadOptions { encoding: gbk, ..ReadOptions::default() }).unwrap();
        prop_assert_eq!(back, doc);
    }
}

#[test]
fn formats_refuse_what_they_cannot_hold() {
    let mut g = GameRecord::with_moves(
        15,
        vec![
            Move::Place(Point::new(7, 7)),
            Move::Pass,
            Move::Place(Point::new(8, 8)),
        ],
    );
    let doc = Document::Games(vec![g.clone()]);
    for f in [Format::Psq, Format::Pos, Format::Openings] {
        let e = write(f, &doc, &WriteOptions::default()).unwrap_err();
        assert!(e.to_string().contains("pass"), "{f}: {e}");
    }
    let mut on19 = g.clone();
    on19.size = 19;
    let e = write(
        Format::Pgn,
        &Document::Games(vec![on19]),
        &WriteOptions::default(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("pass"), "{e}");
    g.moves.retain(|m| *m != Move::Pass);
    g.size = 19;
    let doc = Document::Games(vec![g.clone(), g]);
    for f in [Format::Pos, Format::Bdt, Format::RenLib, Format::Psq] {
        assert!(write(f, &doc, &WriteOptions::default()).is_err(), "{f}");
    }
    let cp1252 = TextEncoding::parse("cp1252").unwrap();
    let mut t = GameTree::new(15);
    t.root_mut().title = Some("连珠".into());
    let e = write(
        Format::RenLib,
        &Document::Tree(t),
        &WriteOptions {
            encoding: cp1252,
            ..WriteOptions::default()
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("windows-1252"), "{e}");
}
