//! The game library end to end: imports are all or nothing per file and skip
//! duplicates; searches by metadata and by position (any orientation); the explorer
//! agrees with a brute-force count over every game, whether it answers from statistics
//! or from the games, and however the games were split into imports; export to RenLib.

use pearls_library::generate::{self, Settings};
use pearls_library::key::SymmetryMaps;
use pearls_library::{Library, Position, Query};
use pearls_records::{
    read, write, Document, Format, GameRecord, GameResult, ReadOptions, WriteOptions,
};
use pearls_rules::{Move, Notation, Symmetry};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn records_data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../records/tests/data")
        .join(name)
}

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!("pearls-library-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn moves(s: &str) -> Vec<Move> {
    Notation::new(15).parse_moves(s).unwrap()
}

fn corpus(n: u64, seed: u64) -> Vec<GameRecord> {
    let s = Settings {
        min_moves: 6,
        max_moves: 30,
        ..Settings::default()
    };
    (0..n).map(|i| generate::game(&s, seed + i)).collect()
}

#[test]
fn files_import_whole_or_not_at_all_and_duplicates_are_skipped() {
    let mut lib = Library::open_in_memory().unwrap();
    let o = ReadOptions::default();
    let (n, a) = lib
        .import_file(&records_data("database.rif"), None, &o)
        .unwrap();
    assert_eq!((n, a.added, a.duplicates), (2, 2, 0));
    // The same games again: all duplicates.
    let (_, a) = lib
        .import_file(&records_data("database.rif"), None, &o)
        .unwrap();
    assert_eq!((a.added, a.duplicates), (0, 2));
    // A library file adds one game per line.
    let (n, _) = lib
        .import_file(&records_data("variations.lib"), None, &o)
        .unwrap();
    assert_eq!(n, 3);
    assert_eq!(lib.game_count().unwrap(), 5);

    // A file whose second game is bad adds nothing, and the error names the file and line.
    let dir = TempDir::new("atomic");
    let bad = dir.0.join("bad.bdt");
    std::fs::write(&bad, "T=[a,b,+,8899,,,]\nT=[c,d,-,88ZZ,,,]\n").unwrap();
    let e = lib.import_file(&bad, None, &o).unwrap_err().to_string();
    assert!(e.contains("bad.bdt") && e.contains("line 2"), "{e}");
    // And one whose second game plays twice on a point.
    std::fs::write(&bad, "T=[a,b,+,8899,,,]\nT=[c,d,-,8888,,,]\n").unwrap();
    let e = lib.import_file(&bad, None, &o).unwrap_err().to_string();
    assert!(e.contains("bad.bdt"), "{e}");
    assert_eq!(lib.game_count().unwrap(), 5);
}

#[test]
fn search_by_metadata() {
    let mut lib = Library::open_in_memory().unwrap();
    let o = ReadOptions::default();
    lib.import_file(&records_data("database.rif"), None, &o)
        .unwrap();
    lib.import_file(&records_data("games.pgn"), None, &o)
        .unwrap();
    let q = |f: &dyn Fn(&mut Query)| {
        let mut q = Query::default();
        f(&mut q);
        q
    };
    let found = |lib: &mut Library, q: Query| -> Vec<i64> {
        lib.search(&q).unwrap().into_iter().map(|s| s.id).collect()
    };
    assert_eq!(
        found(&mut lib, q(&|q| q.player = Some("ants soosõrv".into()))),
        [1, 2]
    );
    assert_eq!(found(&mut lib, q(&|q| q.black = Some("Ants*".into()))), [1]);
    assert_eq!(
        found(&mut lib, q(&|q| q.white = Some("dweebo".into()))),
        [4]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.event = Some("*open".into()))),
        [1, 2]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.rule = Some("yamaguchi".into()))),
        [2]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.result = Some(GameResult::Draw))),
        [2]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.result = Some(GameResult::Unknown))),
        [4]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.date_from = Some("2011".into()))),
        [1, 2]
    );
    assert_eq!(
        found(&mut lib, q(&|q| q.date_to = Some("2004.05".into()))),
        [3]
    );
    assert_eq!(found(&mut lib, q(&|q| q.limit = 2)), [1, 2]);
    assert_eq!(
        found(
            &mut lib,
            q(&|q| {
                q.limit = 2;
                q.offset = 3;
            })
        ),
        [4]
    );
    let g = lib.game(1).unwrap().unwrap();
    assert_eq!(g.extra("Opening"), Some("Kagetsu"));
    assert_eq!(g.offers.len(), 2);
    assert_eq!(g.comment.as_deref(), Some("Black won with a \"VCF\"."));
}

#[test]
fn positions_match_in_every_orientation_and_move_order() {
    let mut lib = Library::open_in_memory().unwrap();
    let mut a = GameRecord::with_moves(15, moves("h8 i9 j10 h10 i10 j11"));
    a.black = Some("A".into());
    let mut b = GameRecord::with_moves(15, moves("h8 g7 f6 h6 g6 f5"));
    b.black = Some("B".into());
    let c = GameRecord::with_moves(15, moves("h8 h9 h10"));
    lib.add_games(&[a, b, c], None).unwrap();
    // j10 i9 h8 is h8 i9 j10 by move order; f6 g7 h8 is it turned by 180 degrees.
    for q in ["h8 i9 j10", "j10 i9 h8", "f6 g7 h8", "h8 g9 f10"] {
        let hits = lib
            .search(&Query {
                position: Some(Position::new(15, moves(q))),
                ..Query::default()
            })
            .unwrap();
        let ids: Vec<i64> = hits.iter().map(|h| h.id).collect();
        assert_eq!(ids, [1, 2], "{q}");
        assert_eq!(hits[0].ply, Some(3));
    }
    // Same stones, the other side to move: no match.
    let none = lib
        .search(&Query {
            position: Some(Position::new(15, moves("h8 i9 j10 pass"))),
            ..Query::default()
        })
        .unwrap();
    assert!(none.is_empty());
    // The explorer gives the next moves in the orientation asked.
    let e = lib
        .explore(&Position::new(15, moves("f6 g7 h8")), 5)
        .unwrap();
    assert_eq!(e.tally.games, 2);
    let next: Vec<String> = e.moves.iter().map(|m| m.mv.to_string()).collect();
    // Game a went on with h10 (asked as f6 g7 h8, turned by 180 degrees: h6);
    // game b with h6 itself. The position is symmetric in the a1-o15 diagonal, so f8 is
    // the same move.
    assert_eq!(next.len(), 1);
    assert!(next[0] == "h6" || next[0] == "f8", "{next:?}");
    assert_eq!(e.moves[0].tally.games, 2);
    assert_eq!(e.examples.len(), 2);
}

#[test]
fn pente_games_index_the_board_after_their_captures() {
    let mut lib = Library::open_in_memory().unwrap();
    let o = ReadOptions::default();
    let (n, a, warnings) = lib
        .import_file_with_warnings(&records_data("pente-captures.pgn"), None, &o)
        .unwrap();
    assert_eq!((n, a.added), (2, 2));
    assert!(warnings.is_empty());
    // A Chinese library with a stray byte imports, with the warning that names the node.
    let (n, _, warnings) = lib
        .import_file_with_warnings(&records_data("chinese-gbk.lib"), None, &o)
        .unwrap();
    assert_eq!((n, warnings.len()), (2, 1));
    assert!(
        warnings[0].message.contains("node h8 i9"),
        "{}",
        warnings[0]
    );
    let n19 = Notation::new(19);
    let q = |s: &str| Position::new(19, n19.parse_moves(s).unwrap());
    // After K10 L10 A1 M10 N10 (renju letters j10 k10 a1 l10 m10) the pair is gone: the
    // board is the first player's three stones, as after passes in between.
    let hits = lib
        .search(&Query {
            position: Some(q("j10 pass a1 pass m10")),
            ..Query::default()
        })
        .unwrap();
    assert_eq!(
        hits.iter().map(|h| (h.id, h.ply)).collect::<Vec<_>>(),
        [(1, Some(5))]
    );
    // Asked by the moves themselves under the rule, the same position.
    let hits = lib
        .search(&Query {
            position: Some(q("j10 k10 a1 l10 m10").with_rule("pente")),
            ..Query::default()
        })
        .unwrap();
    assert_eq!(hits.iter().map(|h| h.id).collect::<Vec<_>>(), [1]);
    // Without the rule, the stones would all be there: no game reached that.
    let hits = lib
        .search(&Query {
            position: Some(q("j10 k10 a1 l10 m10")),
            ..Query::default()
        })
        .unwrap();
    assert!(hits.is_empty());
    let e = lib.explore(&q("j10 pass a1 pass m10"), 1).unwrap();
    assert_eq!(e.tally.games, 1);
    // The stored game comes back with its rule and the site's date as ISO.
    let g = lib.game(2).unwrap().unwrap();
    assert_eq!(g.rule.as_deref(), Some("keryo-pente"));
    assert_eq!(g.date.as_deref(), Some("2006-12-31"));
}

/// Brute force: for every game and every ply, the canonical next-move code when the
/// position's key is `key`.
fn brute(games: &[GameRecord], pos: &Position) -> BTreeMap<i64, (u64, u64, u64, u64)> {
    let key = pos.key().unwrap();
    let maps = SymmetryMaps::new(15);
    let mut out = BTreeMap::new();
    for g in games {
        let mut k = pearls_library::Keys::new(15);
        let mut c = pearls_rules::Color::Black;
        for ply in 0..=g.moves.len() {
            if k.key(c) == key {
                let code = match g.moves.get(ply) {
                    Some(&m) => k.next_code(&maps, m),
                    None => pearls_library::key::END_CODE,
                };
                let e = out.entry(code).or_insert((0, 0, 0, 0));
                e.0 += 1;
                match g.result {
                    GameResult::BlackWins => e.1 += 1,
                    GameResult::WhiteWins => e.2 += 1,
                    GameResult::Draw => e.3 += 1,
                    GameResult::Unknown => {}
                }
                break;
            }
            if let Some(Move::Place(p)) = g.moves.get(ply) {
                k.toggle(&maps, p.index(15), c);
            }
            c = c.opposite();
        }
    }
    out
}

fn explored(lib: &mut Library, pos: &Position) -> BTreeMap<i64, (u64, u64, u64, u64)> {
    let (k, _) = pos.keys().unwrap();
    let maps = SymmetryMaps::new(15);
    let e = lib.explore(pos, 0).unwrap();
    let mut out = BTreeMap::new();
    for m in &e.moves {
        let t = m.tally;
        out.insert(
            k.next_code(&maps, m.mv),
            (t.games, t.black, t.white, t.draws),
        );
    }
    if e.ended.games > 0 {
        let t = e.ended;
        out.insert(
            pearls_library::key::END_CODE,
            (t.games, t.black, t.white, t.draws),
        );
    }
    let sum: u64 = out.values().map(|v| v.0).sum();
    assert_eq!(sum, e.tally.games);
    out
}

#[test]
fn the_explorer_agrees_with_brute_force_however_games_were_imported() {
    let games = corpus(400, 7);
    let probes: Vec<Position> = ["", "h8", "h8 i9", "h8 h9", "h8 g9", "h8 i8"]
        .iter()
        .map(|s| Position::new(15, moves(s)))
        .chain(
            games
                .iter()
                .take(30)
                .map(|g| Position::new(15, g.moves[..g.moves.len().min(5)].to_vec())),
        )
        .collect();
    // One import; four imports; one game at a time for the last 100.
    let mut one = Library::open_in_memory().unwrap();
    one.add_games(&games, None).unwrap();
    let mut four = Library::open_in_memory().unwrap();
    for part in games.chunks(100) {
        four.add_games(part, None).unwrap();
        four.index(&mut |_, _| {}).unwrap();
    }
    let mut small = Library::open_in_memory().unwrap();
    small.set_chunk_rows(500);
    small.add_games(&games[..300], None).unwrap();
    small.index(&mut |_, _| {}).unwrap();
    for g in &games[300..] {
        small.add_games(std::slice::from_ref(g), None).unwrap();
        small.index(&mut |_, _| {}).unwrap();
    }
    for p in &probes {
        let want = brute(&games, p);
        assert!(!want.is_empty());
        assert_eq!(explored(&mut one, p), want, "{:?}", p.moves);
        assert_eq!(explored(&mut four, p), want, "{:?}", p.moves);
        assert_eq!(explored(&mut small, p), want, "{:?}", p.moves);
    }
    // The empty board and the centre were answered from statistics.
    let stats: i64 = one
        .connection()
        .query_row("SELECT count(DISTINCT hash) FROM position_stats", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(stats >= 2, "{stats}");
    assert_eq!(
        one.position_count().unwrap(),
        games.iter().map(|g| g.moves.len() as u64 + 1).sum()
    );
}

#[test]
fn a_symmetric_position_merges_equivalent_next_moves() {
    let mut lib = Library::open_in_memory().unwrap();
    let lines = [
        "h8 i9 a1", "h8 g9 a2", "h8 g7 a3", "h8 i7 a4", "h8 h9 a5", "h8 j8 a6",
    ];
    let games: Vec<GameRecord> = lines
        .iter()
        .map(|l| GameRecord::with_moves(15, moves(l)))
        .collect();
    lib.add_games(&games, None).unwrap();
    let e = lib.explore(&Position::new(15, moves("h8")), 0).unwrap();
    let counts: Vec<(String, u64)> = e
        .moves
        .iter()
        .map(|m| (m.mv.to_string(), m.tally.games))
        .collect();
    assert_eq!(counts.len(), 3, "{counts:?}");
    assert_eq!(counts[0].1, 4);
    assert_eq!(counts[1].1, 1);
    // Each move shown is one of those played, in the board as asked.
    for (mv, _) in &counts {
        assert!(
            ["i9", "g9", "g7", "i7", "h9", "h7", "g8", "i8", "j8", "f8", "h10", "h6"]
                .contains(&mv.as_str()),
            "{mv}"
        );
    }
}

#[test]
fn a_subtree_exports_to_renlib_in_the_orientation_asked() {
    let mut lib = Library::open_in_memory().unwrap();
    let lines = [
        "h8 i9 j10 k11",
        "h8 i9 j10 k11",
        "h8 g7 f6 e5",
        "h8 i9 j10 g7",
        "h8 h9",
    ];
    let games: Vec<GameRecord> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut g = GameRecord::with_moves(15, moves(l));
            g.round = Some(i.to_string());
            g
        })
        .collect();
    lib.add_games(&games, None).unwrap();
    let q = Query {
        position: Some(Position::new(15, moves("h8 i9 j10"))),
        ..Query::default()
    };
    let tree = lib.explore_tree(&q, 10, 1).unwrap();
    let bytes = write(
        Format::RenLib,
        &Document::Tree(tree.clone()),
        &WriteOptions::default(),
    )
    .unwrap();
    let Document::Tree(back) = read(Format::RenLib, &bytes, &ReadOptions::default()).unwrap()
    else {
        panic!("a tree")
    };
    assert_eq!(back, tree);
    let n = Notation::new(15);
    let lines: Vec<String> = back
        .games()
        .iter()
        .map(|g| n.format_moves(&g.moves))
        .collect();
    // "h8 g7 f6 e5" is "h8 i9 j10 k11" turned by 180 degrees.
    assert_eq!(lines, ["h8 i9 j10 k11", "h8 i9 j10 g7"]);
    let start = back
        .preorder()
        .into_iter()
        .find(|&i| back.node(i).start)
        .unwrap();
    assert_eq!(
        back.node(start).title.as_deref(),
        Some("4 games: black 0%, white 0%, draws 0%")
    );
    // Branches below two games are left out with min_games 2.
    let pruned = lib.explore_tree(&q, 10, 2).unwrap();
    assert_eq!(pruned.games().len(), 1);
    // Every symmetric image of the query gives the same tree, turned.
    let turned = Query {
        position: Some(Position::new(
            15,
            moves("h8 i9 j10")
                .into_iter()
                .map(|m| match m {
                    Move::Place(p) => Move::Place(Symmetry::Rotate90.apply(p, 15)),
                    m => m,
                })
                .collect(),
        )),
        ..Query::default()
    };
    let t2 = lib.explore_tree(&turned, 10, 1).unwrap();
    assert_eq!(t2.len(), tree.len());
}

#[test]
fn a_library_file_persists_and_generated_files_import() {
    let dir = TempDir::new("persist");
    let files = generate::write_corpus(
        &generate::Corpus {
            dir: dir.0.join("corpus"),
            games: 250,
            per_file: 100,
            format: Format::Sgf,
            seed: 1,
            threads: 2,
        },
        &Settings::default(),
        &|_, _| {},
    )
    .unwrap();
    assert_eq!(files.len(), 3);
    let path = dir.0.join("lib.db");
    {
        let mut lib = Library::open(&path).unwrap();
        for f in &files {
            lib.import_file(f, None, &ReadOptions::default()).unwrap();
        }
        let r = lib.index(&mut |_, _| {}).unwrap();
        assert_eq!(r.games, 250);
        assert_eq!(lib.pending().unwrap(), 0);
    }
    let mut lib = Library::open(&path).unwrap();
    assert_eq!(lib.game_count().unwrap(), 250);
    let e = lib.explore(&Position::new(15, Vec::new()), 3).unwrap();
    assert_eq!(e.tally.games, 250);
    assert_eq!(e.moves.len(), 1);
    assert_eq!(e.moves[0].mv.to_string(), "h8");
    assert_eq!(e.examples.len(), 3);
    // Exported games are the games imported.
    let exported = lib.games(&Query::default()).unwrap();
    let Document::Games(first) =
        pearls_records::read_file(&files[0], None, &ReadOptions::default())
            .unwrap()
            .1
    else {
        panic!("games")
    };
    assert_eq!(&exported[..100], &first[..]);
}

/// What a reader that took the Gomocup judge's match order for colours stored: the
/// players the other way round and the result turned over.
fn as_misread(g: &GameRecord) -> GameRecord {
    let mut bad = g.clone();
    std::mem::swap(&mut bad.black, &mut bad.white);
    bad.result = match g.result {
        GameResult::BlackWins => GameResult::WhiteWins,
        GameResult::WhiteWins => GameResult::BlackWins,
        r => r,
    };
    bad
}

#[test]
fn a_corrected_reimport_replaces_the_rows_it_corrects() {
    let mut lib = Library::open_in_memory().unwrap();
    // Enough games through the empty board for it to have statistics.
    let others = corpus(80, 7);
    lib.add_games(&others, None).unwrap();
    let path = records_data("tournament-opening.psq");
    let (_, doc) = pearls_records::read_file(&path, None, &ReadOptions::default()).unwrap();
    let good = doc.into_games().remove(0);
    assert_eq!(good.result, GameResult::WhiteWins);
    let source = path.display().to_string();
    lib.add_games(&[as_misread(&good)], Some(&source)).unwrap();
    lib.index(&mut |_, _| {}).unwrap();
    let empty = Position::new(20, Vec::new());
    let before = lib.explore(&empty, 0).unwrap().tally;
    assert_eq!((before.games, before.black), (1, 1));
    // Re-imported with the corrected reader: no second copy, the row corrected.
    let (n, a) = lib
        .import_file(&path, None, &ReadOptions::default())
        .unwrap();
    assert_eq!((n, a.added, a.duplicates, a.replaced), (1, 0, 1, 1));
    assert_eq!(lib.game_count().unwrap(), 81);
    let hits = lib
        .search(&Query {
            black: Some("beta.exe".into()),
            ..Query::default()
        })
        .unwrap();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].result, GameResult::WhiteWins);
    assert_eq!(hits[0].white.as_deref(), Some("alpha.exe"));
    // The statistics of the positions it passed through moved with it.
    let after = lib.explore(&empty, 0).unwrap().tally;
    assert_eq!((after.games, after.black, after.white), (1, 0, 1));
    // Statistics of the 15x15 games are untouched, and agree with a count of their games.
    let root = Position::new(15, Vec::new());
    assert_eq!(explored(&mut lib, &root), brute(&others, &root));
    // Again: nothing left to replace.
    let (_, a) = lib
        .import_file(&path, None, &ReadOptions::default())
        .unwrap();
    assert_eq!((a.added, a.duplicates, a.replaced), (0, 1, 0));
}

#[test]
fn opening_a_library_of_the_old_schema_merges_the_copies_a_misread_made() {
    let dir = TempDir::new("migrate");
    let path = dir.0.join("old.db");
    let good = GameRecord {
        black: Some("beta".into()),
        white: Some("alpha".into()),
        result: GameResult::WhiteWins,
        ..GameRecord::with_moves(15, moves("h8 i9 j10 h10"))
    };
    {
        let mut lib = Library::open(&path).unwrap();
        lib.add_games(&corpus(70, 3), None).unwrap();
        lib.index(&mut |_, _| {}).unwrap();
        // Two rows of one game, as the old key kept them: the misread first, the
        // corrected re-import after it; then the library as the old version left it.
        let c = lib.connection();
        for (i, g) in [as_misread(&good), good.clone()].iter().enumerate() {
            c.execute(
                "INSERT INTO games (digest, size, result, plies, black, white, moves, source) VALUES (?1, 15, ?2, 4, ?3, ?4, ?5, 'old.psq')",
                rusqlite::params![
                    -1 - i as i64,
                    g.result.code(),
                    g.black,
                    g.white,
                    pearls_library::pack::pack_moves(15, &g.moves)
                ],
            )
            .unwrap();
        }
        c.execute("UPDATE meta SET value = 1 WHERE key = 'schema'", [])
            .unwrap();
    }
    let mut lib = Library::open(&path).unwrap();
    assert_eq!(lib.game_count().unwrap(), 71);
    let hits = lib
        .search(&Query {
            position: Some(Position::new(15, good.moves.clone())),
            ..Query::default()
        })
        .unwrap();
    // Generated games may pass through the position too; the named ones are this game.
    let ours = |n: &Option<String>| matches!(n.as_deref(), Some("alpha" | "beta"));
    let hits: Vec<_> = hits.into_iter().filter(|h| ours(&h.black)).collect();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].result, GameResult::WhiteWins);
    assert_eq!(hits[0].black.as_deref(), Some("beta"));
    // The index was rebuilt from the games left: the counts agree with them.
    let games = lib.games(&Query::default()).unwrap();
    let root = Position::new(15, Vec::new());
    assert_eq!(explored(&mut lib, &root), brute(&games, &root));
    // And a new import of the same game is the same row.
    let a = lib.add_games(&[good], None).unwrap();
    assert_eq!((a.added, a.duplicates), (0, 1));
}
