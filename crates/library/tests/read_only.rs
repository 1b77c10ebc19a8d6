//! A library opened read-only (as `pearls serve --library` does), and the explorer
//! limited to the games of one rule.

use pearls_library::{Library, Position};
use pearls_records::{GameRecord, GameResult};
use pearls_rules::{Move, Notation};

fn moves(s: &str) -> Vec<Move> {
    Notation::new(15).parse_moves(s).unwrap()
}

fn game(line: &str, rule: Option<&str>, result: GameResult, black: &str) -> GameRecord {
    let mut g = GameRecord::with_moves(15, moves(line));
    g.rule = rule.map(str::to_string);
    g.result = result;
    g.black = Some(black.to_string());
    g.white = Some("W".to_string());
    g
}

#[test]
fn a_read_only_library_explores_by_rule_and_refuses_what_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    {
        let mut lib = Library::open(&path).unwrap();
        lib.add_games(
            &[
                game("h8 h9 j10 i10", Some("renju"), GameResult::BlackWins, "A"),
                game("h8 h9 j9 g7", Some("gomoku"), GameResult::WhiteWins, "B"),
                // No rule recorded, as in a PSQ; and a mirror image of the first line.
                game("h8 h9 f10 g10", None, GameResult::Draw, "C"),
            ],
            None,
        )
        .unwrap();
        lib.index(&mut |_, _| {}).unwrap();
        lib.checkpoint().unwrap();
    }
    let mut lib = Library::open_read_only(&path).unwrap();
    assert_eq!(
        lib.rules().unwrap(),
        [
            (None, 1),
            (Some("gomoku".to_string()), 1),
            (Some("renju".to_string()), 1)
        ]
    );
    let pos = Position::new(15, moves("h8 h9"));
    let all = lib.explore(&pos, 5).unwrap();
    assert_eq!(all.tally.games, 3);
    let renju = lib
        .explore_where(&pos, 5, &|r| r.is_none_or(|r| r == "renju"))
        .unwrap();
    assert_eq!(renju.tally.games, 2);
    // j10 and its mirror f10 are one move; j9 is gomoku's only.
    assert_eq!(renju.moves.len(), 1);
    let t = renju.moves[0].tally;
    assert_eq!((t.games, t.black, t.white, t.draws), (2, 1, 0, 1));
    let mut names: Vec<_> = renju
        .examples
        .iter()
        .map(|g| g.black.clone().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["A", "C"]);

    // Nothing was written: another import stays unindexed, and a read-only open says so.
    {
        let mut lib = Library::open(&path).unwrap();
        lib.add_games(&[game("h8 i9", None, GameResult::Unknown, "D")], None)
            .unwrap();
    }
    let e = Library::open_read_only(&path).err().unwrap().to_string();
    assert!(
        e.contains("not yet indexed") && e.contains("games.db"),
        "{e}"
    );

    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, b"not a database at all, just some text").unwrap();
    let e = Library::open_read_only(&junk).err().unwrap().to_string();
    assert!(e.contains("junk.db"), "{e}");
}
