//! Reading and writing moves: renju notation (`h8`, `h8i9j10`, `h8 i9, j10`), the
//! I-skipping letters of older western texts, and Gomocup's 0-based `x,y`.

use crate::point::{Point, MAX_SIZE};
use std::fmt;

/// How column letters are assigned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Columns {
    /// a, b, c, … with i included (RIF, RenLib, modern software).
    #[default]
    Renju,
    /// A … H, J … as on go boards and in the 1984 post: the letter I is skipped, so these
    /// letters name at most 25 columns.
    SkipI,
}

impl Columns {
    pub fn letter(self, col: u8) -> char {
        let c = match self {
            Columns::Renju => col,
            Columns::SkipI if col >= 8 => col + 1,
            Columns::SkipI => col,
        };
        (b'a' + c) as char
    }

    fn column(self, letter: u8) -> Option<u8> {
        let l = letter.to_ascii_lowercase();
        if !l.is_ascii_lowercase() {
            return None;
        }
        let c = l - b'a';
        match self {
            Columns::Renju => Some(c),
            Columns::SkipI if l == b'i' => None,
            Columns::SkipI if c > 8 => Some(c - 1),
            Columns::SkipI => Some(c),
        }
    }
}

/// A move as written in a move list: a stone or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Point),
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => p.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// What is wrong with a move string, and at which character (0-based byte offset).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub offset: usize,
    pub kind: NotationErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationErrorKind {
    Expected(&'static str),
    OffBoard { text: String, size: u8 },
    LetterI,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: ", self.offset + 1)?;
        match &self.kind {
            NotationErrorKind::Expected(what) => write!(f, "expected {what}"),
            NotationErrorKind::OffBoard { text, size } => {
                write!(f, "{text} is off the {size}x{size} board")
            }
            NotationErrorKind::LetterI => {
                write!(f, "the letter i is not a column when columns skip i")
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// Options for reading move strings.
#[derive(Debug, Clone, Copy)]
pub struct Notation {
    pub size: u8,
    pub columns: Columns,
}

impl Notation {
    pub fn new(size: u8) -> Notation {
        Notation {
            size,
            columns: Columns::Renju,
        }
    }

    pub fn skip_i(mut self, yes: bool) -> Notation {
        self.columns = if yes { Columns::SkipI } else { Columns::Renju };
        self
    }

    /// Writes a point in this notation.
    pub fn format(&self, p: Point) -> String {
        format!("{}{}", self.columns.letter(p.col), p.row as u32 + 1)
    }

    /// Writes a move: a point in this notation, or `pass`.
    pub fn format_move(&self, m: Move) -> String {
        match m {
            Move::Place(p) => self.format(p),
            Move::Pass => "pass".to_string(),
        }
    }

    /// Writes a move list the way `parse_moves` reads it back: space separated.
    pub fn format_moves(&self, moves: &[Move]) -> String {
        moves
            .iter()
            .map(|&m| self.format_move(m))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads one point (renju letters+number, or Gomocup `x,y`).
    pub fn parse_point(&self, text: &str) -> Result<Point, NotationError> {
        let mut lexer = Lexer::new(text, *self);
        lexer.skip_separators();
        let start = lexer.pos;
        match lexer.next_move()? {
            Some(Move::Place(p)) => {
                lexer.skip_separators();
                if lexer.pos < text.len() {
                    return Err(lexer.error(NotationErrorKind::Expected("the end after one point")));
                }
                Ok(p)
            }
            _ => Err(NotationError {
                offset: start,
                kind: NotationErrorKind::Expected("a point such as h8 or 7,7"),
            }),
        }
    }

    /// Reads the move that starts at byte `pos` of `text` (after any separators), and
    /// returns it with the byte offset just past it; `None` at the end of the text.
    pub fn parse_move_at(
        &self,
        text: &str,
        pos: usize,
    ) -> Result<Option<(Move, usize)>, NotationError> {
        let mut lexer = Lexer::new(text, *self);
        lexer.pos = pos;
        Ok(lexer.next_move()?.map(|m| (m, lexer.pos)))
    }

    /// Reads a move list: points in renju notation with or without separators
    /// (spaces, commas, semicolons), Gomocup `x,y` pairs, and `pass`.
    pub fn parse_moves(&self, text: &str) -> Result<Vec<Move>, NotationError> {
        let mut lexer = Lexer::new(text, *self);
        let mut out = Vec::new();
        while let Some(m) = lexer.next_move()? {
            out.push(m);
        }
        Ok(out)
    }
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
    n: Notation,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str, n: Notation) -> Self {
        Lexer {
            s: text.as_bytes(),
            pos: 0,
            n,
        }
    }

    fn error(&self, kind: NotationErrorKind) -> NotationError {
        NotationError {
            offset: self.pos,
            kind,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn skip_separators(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_ascii_whitespace() || c == b',' || c == b';' {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(c) if c == b' ' || c == b'\t') {
            self.pos += 1;
        }
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.pos;
        let mut v: u32 = 0;
        while let Some(c) = self.peek() {
            if c.is_ascii_digit() {
                v = v.saturating_mul(10).saturating_add((c - b'0') as u32);
                self.pos += 1;
            } else {
                break;
            }
        }
        (self.pos > start).then_some(v)
    }

    fn next_move(&mut self) -> Result<Option<Move>, NotationError> {
        self.skip_separators();
        let start = self.pos;
        let Some(c) = self.peek() else {
            return Ok(None);
        };
        if self.s[self.pos..].len() >= 4
            && self.s[self.pos..self.pos + 4].eq_ignore_ascii_case(b"pass")
        {
            // "pa" can never start a point, so "pass" needs no separator after it.
            self.pos += 4;
            return Ok(Some(Move::Pass));
        }
        if c.is_ascii_alphabetic() {
            self.pos += 1;
            let col = match self.n.columns.column(c) {
                Some(col) => col,
                None => {
                    return Err(NotationError {
                        offset: start,
                        kind: NotationErrorKind::LetterI,
                    })
                }
            };
            let Some(row) = self.number() else {
                return Err(self.error(NotationErrorKind::Expected(
                    "a row number after the column letter",
                )));
            };
            let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
            if row == 0 || row > self.n.size as u32 || col >= self.n.size || col >= MAX_SIZE {
                return Err(NotationError {
                    offset: start,
                    kind: NotationErrorKind::OffBoard {
                        text,
                        size: self.n.size,
                    },
                });
            }
            return Ok(Some(Move::Place(Point::new(col, (row - 1) as u8))));
        }
        if c.is_ascii_digit() {
            let x = self.number().unwrap_or(0);
            self.skip_spaces();
            if self.peek() != Some(b',') {
                return Err(self.error(NotationErrorKind::Expected("',' in a Gomocup x,y point")));
            }
            self.pos += 1;
            self.skip_spaces();
            let Some(y) = self.number() else {
                return Err(self.error(NotationErrorKind::Expected("the y of a Gomocup x,y point")));
            };
            let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
            return match Point::from_gomocup(x, y, self.n.size) {
                Some(p) => Ok(Some(Move::Place(p))),
                None => Err(NotationError {
                    offset: start,
                    kind: NotationErrorKind::OffBoard {
                        text,
                        size: self.n.size,
                    },
                }),
            };
        }
        Err(self.error(NotationErrorKind::Expected(
            "a move such as h8, 7,7 or pass",
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Notation::new(15).parse_point(s).unwrap()
    }

    #[test]
    fn renju_points() {
        assert_eq!(p("h8"), Point::new(7, 7));
        assert_eq!(p("a1"), Point::new(0, 0));
        assert_eq!(p("o15"), Point::new(14, 14));
        assert_eq!(p("I9"), Point::new(8, 8));
        assert_eq!(Point::new(7, 7).to_string(), "h8");
    }

    #[test]
    fn concatenated_and_separated_lists() {
        let n = Notation::new(15);
        let a = n.parse_moves("h8i9j10").unwrap();
        let b = n.parse_moves("h8 i9, j10").unwrap();
        let c = n.parse_moves(" h8,i9;j10 ").unwrap();
        assert_eq!(a, b);
        assert_eq!(b, c);
        assert_eq!(a.len(), 3);
        assert_eq!(a[2], Move::Place(Point::new(9, 9)));
        assert_eq!(n.parse_moves("h8 pass i9").unwrap()[1], Move::Pass);
        assert_eq!(n.parse_moves("h8PASSi9").unwrap()[1], Move::Pass);
    }

    #[test]
    fn gomocup_points_count_from_the_top() {
        let n = Notation::new(15);
        assert_eq!(n.parse_point("7,7").unwrap(), Point::new(7, 7));
        assert_eq!(n.parse_point("0,14").unwrap(), Point::new(0, 0));
        assert_eq!(n.parse_point("0,0").unwrap(), Point::new(0, 14));
        let m = n.parse_moves("7,7 8,6").unwrap();
        assert_eq!(m[1], Move::Place(Point::new(8, 8)));
    }

    #[test]
    fn skipped_i_columns() {
        let n = Notation::new(15).skip_i(true);
        assert_eq!(n.parse_point("J9").unwrap(), Point::new(8, 8));
        assert_eq!(n.parse_point("P15").unwrap(), Point::new(14, 14));
        assert!(matches!(
            n.parse_point("i9").unwrap_err().kind,
            NotationErrorKind::LetterI
        ));
        assert_eq!(n.format(Point::new(8, 8)), "j9");
    }

    #[test]
    fn errors_say_where() {
        let n = Notation::new(15);
        let e = n.parse_moves("h8 p16").unwrap_err();
        assert_eq!(e.offset, 3);
        assert_eq!(e.to_string(), "at character 4: p16 is off the 15x15 board");
        let e = n.parse_moves("h8 x").unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(n.parse_moves("h0").is_err());
        assert!(n.parse_moves("7 7").is_err());
        assert!(n.parse_moves("15,0").is_err());
        assert!(n.parse_moves("h8 #").is_err());
    }
}
