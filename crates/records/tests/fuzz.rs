//! Readers on hostile input: random bytes and mutated valid files never panic, and every
//! error says where it happened. Hand-made hostile cases: a comment that never ends, a
//! tree nested a hundred thousand deep, a library that repeats one node, bad text.

use pearls_records::{
    read, write, Document, ErrorKind, Format, ReadOptions, TextEncoding, WriteOptions,
};
use proptest::prelude::*;
use std::path::Path;

const FIXTURES: [(&str, Format); 17] = [
    ("games.txt", Format::Moves),
    ("openings.txt", Format::Openings),
    ("game.psq", Format::Psq),
    ("database.rif", Format::Rif),
    ("games.sgf", Format::Sgf),
    ("variations.sgf", Format::Sgf),
    ("renju-gm1.sgf", Format::Sgf),
    ("games.bdt", Format::Bdt),
    ("games.pgn", Format::Pgn),
    ("position.pos", Format::Pos),
    ("variations.lib", Format::RenLib),
    ("variations-gbk.lib", Format::RenLib),
    ("variations-v30.lib", Format::RenLib),
    ("headerless.lib", Format::RenLib),
    ("chinese-gbk.lib", Format::RenLib),
    ("pente-captures.pgn", Format::Pgn),
    ("tournament-opening.psq", Format::Psq),
];

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

/// Reads with every format and the given encoding; errors must carry a location that is
/// inside the input.
fn read_all_ways(bytes: &[u8], encoding: TextEncoding) {
    let opts = ReadOptions {
        encoding,
        ..ReadOptions::default()
    };
    for f in Format::ALL {
        match read(f, bytes, &opts) {
            Ok(doc) => {
                // A file that reads holds something: no format answers "0 games".
                match &doc {
                    Document::Games(g) => assert!(!g.is_empty(), "{f}: read no game"),
                    Document::Tree(t) => assert!(
                        t.len() > 1 || bytes.starts_with(b"\xFFRenLib\xFF"),
                        "{f}: read an empty tree from bytes without a RenLib header"
                    ),
                }
                // Whatever was read can be written again where the format allows it.
                if f.writable() {
                    let _ = write(f, &doc, &WriteOptions::default());
                }
            }
            Err(e) => {
                let s = e.to_string();
                assert!(!e.message.is_empty());
                assert!(
                    s.contains("byte") || s.contains("line") || s.contains("whole"),
                    "{f}: {s}"
                );
                if let pearls_records::Location::Byte(b) = e.at {
                    assert!(b <= bytes.len(), "{f}: offset {b} past the end: {s}");
                }
            }
        }
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Insert(usize, u8),
    Delete(usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Insert(i, b)),
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn mutate(mut bytes: Vec<u8>, ms: &[Mutation]) -> Vec<u8> {
    for m in ms {
        let n = bytes.len().max(1);
        match *m {
            Mutation::Flip(i, b) if !bytes.is_empty() => bytes[i % n] ^= b | 1,
            Mutation::Insert(i, b) => bytes.insert(i % (bytes.len() + 1), b),
            Mutation::Delete(i) if !bytes.is_empty() => {
                bytes.remove(i % n);
            }
            Mutation::Truncate(i) => bytes.truncate(i % n),
            _ => {}
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        read_all_ways(&bytes, TextEncoding::Auto);
    }

    #[test]
    fn random_renlib_bodies_never_panic(body in prop::collection::vec(any::<u8>(), 0..400), minor in prop::sample::select(vec![0u8, 4])) {
        let mut bytes = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, minor];
        bytes.extend([0xFF; 10]);
        bytes.extend(body);
        read_all_ways(&bytes, TextEncoding::Auto);
    }

    #[test]
    fn mutated_fixtures_never_panic(
        which in 0..FIXTURES.len(),
        ms in prop::collection::vec(mutation(), 1..6),
        enc in prop::sample::select(vec!["auto", "utf-8", "gbk", "cp1251"]),
    ) {
        let (name, format) = FIXTURES[which];
        let bytes = mutate(fixture(name), &ms);
        let opts = ReadOptions { encoding: TextEncoding::parse(enc).unwrap(), ..ReadOptions::default() };
        match read(format, &bytes, &opts) {
            Ok(doc) => {
                if format.writable() {
                    let _ = write(format, &doc, &WriteOptions::default());
                }
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

#[test]
fn a_comment_that_never_ends_is_an_error_at_its_start() {
    let mut bytes = fixture("variations.lib")[..20].to_vec();
    bytes.extend([0x00, 0x08]);
    bytes.extend(vec![b'x'; 4 << 20]);
    let e = read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Truncated);
    assert_eq!(e.at, pearls_records::Location::Byte(22));
}

#[test]
fn a_library_nested_deep_reads_writes_and_drops_without_recursion() {
    // 100,000 passes, each the only child of the one before.
    let mut bytes = fixture("variations.lib")[..20].to_vec();
    bytes.extend([0x00, 0x00]);
    for _ in 0..100_000 {
        bytes.extend([0x00, 0x00]);
    }
    bytes.extend([0x78, 0x40]);
    let doc = read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap();
    let Document::Tree(t) = &doc else {
        panic!("a tree")
    };
    assert_eq!(t.len(), 100_002);
    assert_eq!(
        write(Format::RenLib, &doc, &WriteOptions::default()).unwrap(),
        bytes
    );
    assert_eq!(doc.games().len(), 1);
}

#[test]
fn a_library_repeating_one_node_merges_into_it() {
    let mut bytes = fixture("variations.lib")[..20].to_vec();
    bytes.extend([0x00, 0x00]);
    for _ in 0..50_000 {
        bytes.extend([0x78, 0xC0]);
    }
    bytes.extend([0x78, 0x40]);
    let Document::Tree(t) = read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap() else {
        panic!("a tree")
    };
    assert_eq!(t.len(), 2);
}

#[test]
fn a_line_that_plays_twice_on_a_point_is_refused() {
    let mut bytes = fixture("variations.lib")[..20].to_vec();
    bytes.extend([0x00, 0x00, 0x78, 0x00, 0x69, 0x00, 0x78, 0x40]);
    let e = read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.at, pearls_records::Location::Byte(26));
    assert!(e.message.contains("h8"), "{e}");
}

#[test]
fn deeply_nested_sgf_and_xml_do_not_overflow() {
    let mut sgf = "(;GM[4]".to_string();
    for _ in 0..100_000 {
        sgf.push('(');
    }
    assert!(read(Format::Sgf, sgf.as_bytes(), &ReadOptions::default()).is_err());
    sgf.push_str(";B[hh]");
    for _ in 0..100_001 {
        sgf.push(')');
    }
    let g = read(Format::Sgf, sgf.as_bytes(), &ReadOptions::default()).unwrap();
    assert_eq!(g.games()[0].moves.len(), 1);
    let mut xml = String::new();
    for _ in 0..100_000 {
        xml.push_str("<a>");
    }
    let e = read(Format::Rif, xml.as_bytes(), &ReadOptions::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Truncated);
}

#[test]
fn text_that_is_invalid_in_its_encoding_is_located() {
    let strict = ReadOptions {
        encoding: TextEncoding::Utf8,
        ..ReadOptions::default()
    };
    let e = read(
        Format::Psq,
        b"Piskvorky 15x15, 11:11, 0\n8,8,0\nJos\xE9\n",
        &strict,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Encoding);
    assert_eq!(e.at, pearls_records::Location::Byte(35));
    // Guessing reads it as Windows-1252.
    let g = read(
        Format::Psq,
        b"Piskvorky 15x15, 11:11, 0\n8,8,0\nJos\xE9\n",
        &ReadOptions::default(),
    )
    .unwrap()
    .into_games();
    assert_eq!(g[0].black.as_deref(), Some("José"));
}

#[test]
fn oversized_input_is_refused_before_parsing() {
    let opts = ReadOptions {
        max_bytes: 10,
        ..ReadOptions::default()
    };
    let e = read(Format::Moves, b"h8 i9 j10 k11", &opts).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooLarge);
}

/// An unrelated binary file (an image's first bytes) forced through every reader: each
/// refuses it, and the readers that find nothing they know say that there is no game.
#[test]
fn an_unrelated_file_is_no_game_in_any_format() {
    let mut png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00".to_vec();
    png.extend((0..200u32).map(|i| (i * 37 % 251) as u8));
    for f in Format::ALL {
        let e = read(f, &png, &ReadOptions::default()).expect_err(f.name());
        assert!(!e.message.is_empty(), "{f}");
    }
    for (f, text) in [
        (
            Format::Rif,
            "<?xml version=\"1.0\"?><database><players/></database>",
        ),
        (Format::Moves, "# only a comment\n\n"),
        (Format::Bdt, ""),
        (Format::Pgn, "   \n"),
        (Format::Openings, "\n"),
    ] {
        let e = read(f, text.as_bytes(), &ReadOptions::default()).expect_err(f.name());
        assert!(e.message.contains("no game"), "{f}: {e}");
    }
}
