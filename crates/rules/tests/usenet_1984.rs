//! The four diagrams of Bill Kanawyer's "Rules for Renju" post to net.games.go
//! (16 February 1984), read from the diagrams as the post drew them.
//!
//! The post labels its columns A B C D E F G H J K L M N O P: the letter I is skipped, as on
//! go boards. The diagrams are parsed through `Notation::skip_i`, and the assertions name
//! points in modern renju notation (a..o with i included), so the post's M11 is l11 here.

use pearls_rules::forbidden::{forbidden_points, foul_at, Restrictions};
use pearls_rules::rules::LineWin;
use pearls_rules::{Board, Color, Foul, Notation, Point, RuleSet, Stone};
use std::collections::BTreeSet;

const FIVE_IN_A_ROW: &str = "
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . O . . .
14 . . . . . . . . . . O . . . .
13 . . . . . . . . . O . . . . .
12 . . . * . . . . O . . * . . .
11 . . . . . . . O . . . . . . .
10 . . . . . . . . . . . . . . .
 9 @ @ @ @ @ . . . . . . . . . .
 8 . . . . . . . * . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . O . . . . . . . . .
 5 . . . . . O . . . . . . . . .
 4 . . . * . O . . . . . * . . .
 3 . . . . . O . . . . . . . . .
 2 . . . . . O . . . . . . . . .
 1 . . . . . . . . . . . . . . .
";

const OVERLINE: &str = "
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . @
13 . . . . . . . . . . . . . @ .
12 . . . * . . . . . . . * @ . .
11 . . . . . . . . . . . X . . .
10 . . . . . . . . . . @ . . . .
 9 @ X @ @ @ @ O . . @ . . . . .
 8 . . . . . O . * @ . . . . . .
 7 . . . . . X . . . . . . . . .
 6 . . . . . O . . . . . . . . .
 5 . . . . . O . . . . . . . . .
 4 . . . * . O . . . . . * . . .
 3 . . . . . O . . . . . . . . .
 2 . . . . . X . . . . . . . . .
 1 . . . . . O . . . . . . . . .
";

const DOUBLE_THREE: &str = "
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . @ . . . . . . . . . . O .
12 . @ X @ . . . . . . . * O . .
11 . . @ . . . . . . . O . . . .
10 . . . . . . . . . . X . . . .
 9 . . . . . . . . . . O . . . .
 8 . . . . . . . * . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . O . X O . . . . @ . . . @ .
 5 . . . O . . . . . . @ . . . .
 4 . . . O . . . . . . . X . . .
 3 . . . . . . . . . . @ . . . .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
";

const DOUBLE_FOUR: &str = "
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . . . . .
14 . . @ . . . . . . . . . . . .
13 . . @ . . . . . . . . . . O .
12 . @ X @ . . . . . . . * O . .
11 . . @ . . . . . . . O O . . .
10 . . . . . . . . . . X . . . .
 9 . . . . . . . . . . O . . . .
 8 . . . . . . . * . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . O O X O . . . . @ . . . @ .
 5 . . . O . . . . . . @ . . . .
 4 . . . O . . . . . . . X . . .
 3 . . . O . . . . . . @ . . . .
 2 . . . . . . . . . . . . . @ .
 1 . . . . . . . . . . . . . . .
";

/// A diagram of the post: '@' black, 'O' white, 'X' a marked empty point, '*' (star
/// point) and '.' empty.
struct Diagram {
    black: Vec<Point>,
    white: Vec<Point>,
    marked: Vec<Point>,
}

impl Diagram {
    fn board(&self) -> Board {
        Board::with_stones(15, &self.black, &self.white)
    }
}

/// Reads a diagram: the header gives each column's letter and the character position of
/// its column; each row starts with its number. Every point goes through the I-skipping
/// notation as the post writes it, e.g. "M11".
fn parse_diagram(text: &str) -> Diagram {
    let notation = Notation::new(15).skip_i(true);
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header = lines.next().expect("a header line");
    let columns: Vec<(usize, char)> = header
        .char_indices()
        .filter(|(_, c)| !c.is_whitespace())
        .collect();
    assert_eq!(columns.len(), 15, "header {header:?}");
    assert!(columns
        .iter()
        .all(|&(_, c)| c.is_ascii_uppercase() && c != 'I'));
    let mut d = Diagram {
        black: Vec::new(),
        white: Vec::new(),
        marked: Vec::new(),
    };
    let mut rows = Vec::new();
    for line in lines {
        let row: u32 = line[..2]
            .trim()
            .parse()
            .unwrap_or_else(|e| panic!("row number in {line:?}: {e}"));
        rows.push(row);
        let bytes = line.as_bytes();
        for &(at, letter) in &columns {
            let cell = *bytes
                .get(at)
                .unwrap_or_else(|| panic!("row {row} is short: {line:?}"));
            let name = format!("{letter}{row}");
            let p = notation
                .parse_point(&name)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            match cell {
                b'@' => d.black.push(p),
                b'O' => d.white.push(p),
                b'X' => d.marked.push(p),
                b'.' | b'*' => {}
                other => panic!("unexpected {:?} at {name}", other as char),
            }
        }
        // Nothing but spaces between and after the cells.
        for (i, &b) in bytes.iter().enumerate().skip(2) {
            if !columns.iter().any(|&(at, _)| at == i) {
                assert!(b == b' ', "stray {:?} in row {row}", b as char);
            }
        }
    }
    assert_eq!(rows, (1..=15).rev().collect::<Vec<u32>>());
    d
}

/// A point in modern renju notation (column i included).
fn p(s: &str) -> Point {
    Notation::new(15).parse_point(s).unwrap()
}

fn pts(s: &str) -> Vec<Point> {
    s.split_whitespace().map(p).collect()
}

fn sorted(v: &[Point]) -> Vec<Point> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Black's forbidden points on the diagram's board, in renju notation with their kind.
fn black_fouls(board: &Board) -> BTreeSet<(Point, Foul)> {
    RuleSet::renju()
        .forbidden_points(board, Color::Black)
        .into_iter()
        .collect()
}

fn with_stone(board: &Board, at: Point, color: Color) -> Board {
    let mut b = board.clone();
    b.put(at, Stone::from(color));
    b
}

/// The stone lists of `tests/data/forbidden-cases.tsv`, which converted the post by hand.
fn data_row(name: &str) -> (Vec<Point>, Vec<Point>) {
    let path = format!(
        "{}/tests/data/forbidden-cases.tsv",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let line = text
        .lines()
        .find(|l| l.split('\t').next() == Some(name))
        .unwrap_or_else(|| panic!("{name} not in {path}"));
    let f: Vec<&str> = line.split('\t').collect();
    (pts(f[1]), pts(f[2]))
}

#[test]
fn the_parser_reads_the_skipped_i_columns() {
    let d = parse_diagram(OVERLINE);
    // The post's J8 is the ninth column: renju's i8. Its M11 is renju's l11.
    assert!(d.black.contains(&Point::new(8, 7)));
    assert!(d.black.contains(&p("i8")));
    assert!(d.marked.contains(&p("l11")));
    assert_eq!(
        sorted(&d.marked),
        sorted(&pts("b9 l11 f7 f2")),
        "marked points of the overline diagram"
    );
    // The same diagrams, converted by hand for the forbidden-point data.
    for (text, name) in [
        (OVERLINE, "usenet1984-overline"),
        (DOUBLE_THREE, "usenet1984-double-three"),
        (DOUBLE_FOUR, "usenet1984-double-four"),
    ] {
        let d = parse_diagram(text);
        let (black, white) = data_row(name);
        assert_eq!(sorted(&d.black), sorted(&black), "{name}: black");
        assert_eq!(sorted(&d.white), sorted(&white), "{name}: white");
    }
}

#[test]
fn five_in_a_row() {
    let d = parse_diagram(FIVE_IN_A_ROW);
    assert!(d.marked.is_empty());
    assert_eq!(sorted(&d.black), sorted(&pts("a9 b9 c9 d9 e9")));
    assert_eq!(
        sorted(&d.white),
        sorted(&pts("h11 i12 j13 k14 l15 f2 f3 f4 f5 f6"))
    );
    let board = d.board();
    let renju = RuleSet::renju();
    for q in pts("a9 b9 c9 d9 e9") {
        assert_eq!(
            renju.line_win(&board, q, Color::Black),
            Some(LineWin::Five),
            "{q}"
        );
    }
    // White's diagonal and column.
    for q in pts("h11 i12 j13 k14 l15 f2 f3 f4 f5 f6") {
        assert_eq!(
            renju.line_win(&board, q, Color::White),
            Some(LineWin::Five),
            "{q}"
        );
    }
    // A stone next to the five is part of no five.
    assert_eq!(renju.line_win(&board, p("f9"), Color::Black), None);
}

#[test]
fn overline() {
    let d = parse_diagram(OVERLINE);
    let board = d.board();
    let renju = RuleSet::renju();
    let fouls = black_fouls(&board);
    let at_marks: BTreeSet<(Point, Foul)> = fouls
        .iter()
        .copied()
        .filter(|(q, _)| d.marked.contains(q))
        .collect();
    assert_eq!(
        at_marks,
        BTreeSet::from([(p("b9"), Foul::Overline), (p("l11"), Foul::Overline)])
    );
    // And nowhere else on this board.
    assert_eq!(fouls, at_marks);
    for q in pts("f7 f2") {
        assert_eq!(renju.foul_at(&board, q, Color::Black), None, "{q}");
    }
    // Black's six is no five for black, and it loses; it would win at free-style.
    for q in pts("b9 l11") {
        let after = with_stone(&board, q, Color::Black);
        assert_eq!(renju.line_win(&after, q, Color::Black), None, "{q}");
        assert_eq!(
            RuleSet::freestyle().line_win(&after, q, Color::Black),
            Some(LineWin::Overline),
            "{q}"
        );
    }
    // White's six wins.
    for q in pts("f7 f2") {
        assert_eq!(renju.foul_at(&board, q, Color::White), None, "{q}");
        let after = with_stone(&board, q, Color::White);
        assert_eq!(
            renju.line_win(&after, q, Color::White),
            Some(LineWin::Overline),
            "{q}"
        );
    }
}

#[test]
fn double_three() {
    let d = parse_diagram(DOUBLE_THREE);
    assert_eq!(sorted(&d.marked), sorted(&pts("c12 k10 d6 l4")));
    let board = d.board();
    let renju = RuleSet::renju();
    for q in pts("c12 l4") {
        assert_eq!(
            renju.foul_at(&board, q, Color::Black),
            Some(Foul::DoubleThree),
            "{q}"
        );
    }
    for q in pts("k10 d6") {
        assert_eq!(renju.foul_at(&board, q, Color::Black), None, "{q}");
        // These are white's double-threes: white may play them, and they are double-threes
        // (black's restrictions, applied to white, forbid them).
        assert_eq!(renju.foul_at(&board, q, Color::White), None, "{q}");
        assert_eq!(
            foul_at(&board, q, Color::White, Restrictions::RENJU_BLACK),
            Some(Foul::DoubleThree),
            "{q}"
        );
    }
    let at_marks: BTreeSet<(Point, Foul)> = black_fouls(&board)
        .into_iter()
        .filter(|(q, _)| d.marked.contains(q))
        .collect();
    assert_eq!(
        at_marks,
        BTreeSet::from([(p("c12"), Foul::DoubleThree), (p("l4"), Foul::DoubleThree)])
    );
}

#[test]
fn double_four() {
    let d = parse_diagram(DOUBLE_FOUR);
    assert_eq!(sorted(&d.marked), sorted(&pts("c12 k10 d6 l4")));
    let board = d.board();
    let renju = RuleSet::renju();
    // Black's marked points make a four and a three at once: allowed.
    for q in pts("c12 l4") {
        assert_eq!(renju.foul_at(&board, q, Color::Black), None, "{q}");
        let only_fours = Restrictions {
            double_three: false,
            ..Restrictions::RENJU_BLACK
        };
        assert_eq!(foul_at(&board, q, Color::Black, only_fours), None, "{q}");
    }
    // Black's marks are no double-three either once the four is taken away: removing the
    // stone that makes the four turns c12 into a plain double-three.
    let mut without_c14 = board.clone();
    without_c14.take(p("c14"));
    assert_eq!(
        renju.foul_at(&without_c14, p("c12"), Color::Black),
        Some(Foul::DoubleThree)
    );
    assert!(forbidden_points(&board, Color::Black, Restrictions::RENJU_BLACK).is_empty());
    // d6 gives white two fours; white is not restricted.
    assert_eq!(renju.foul_at(&board, p("d6"), Color::White), None);
    assert_eq!(
        foul_at(&board, p("d6"), Color::White, Restrictions::RENJU_BLACK),
        Some(Foul::DoubleFour)
    );
}
