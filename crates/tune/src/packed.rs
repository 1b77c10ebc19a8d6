//! Packed training positions (`.ppk`): the data a network is trained from, one position a
//! record, written by self-play (`pearls tune selfplay`) and read by the trainer. The byte
//! layout is in `docs/engine/training-data.md`; in short, a 16-byte header (magic, format
//! version) and then records until the end of the file, each a fixed head (rule, size,
//! side to move, result, ply, search score, move played, stone count) and the stones as
//! two bytes each.
//!
//! Records carry their own length, so a file is written as a stream and files join by
//! concatenating their record parts; the reader names the byte of any fault it meets.

use pearls_engine::{Board, Rule};
use pearls_rules::{Color, Point};
use std::fmt;
use std::io::{self, Read, Write};

/// The first eight bytes of every packed file.
pub const MAGIC: [u8; 8] = *b"PEARLSPK";
/// The format version this code reads and writes.
pub const VERSION: u16 = 1;
/// Bytes before the first record.
pub const HEADER_LEN: usize = 16;
/// Bytes of a record before its stones.
pub const RECORD_HEAD: usize = 14;
/// The move field of a position whose played move is not known.
pub const NO_MOVE: u16 = u16::MAX;
/// The score of a position no search scored (`pearls tune pack --nodes 0`): the trainer
/// fits it to the game's result alone. A search's score never takes it: self-play keeps
/// scores within `--max-score`.
pub const NO_SCORE: i16 = i16::MIN;

/// One training position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub rule: Rule,
    pub size: u8,
    /// The stones, each a point and its colour, sorted by point (row, then column).
    pub stones: Vec<(Point, Color)>,
    pub to_move: Color,
    /// The search's score for the side to move, in evaluation units, or [`NO_SCORE`].
    pub score: i16,
    /// The game's result for the side to move: 1 a win, 0 a draw, -1 a loss.
    pub result: i8,
    /// Moves played in the game before this position.
    pub ply: u16,
    /// The move the game went on with, if known.
    pub played: Option<Point>,
}

impl Position {
    /// The position of an engine board, with its stones sorted.
    pub fn from_board(board: &Board, score: i16, result: i8, played: Option<Point>) -> Position {
        let mut stones: Vec<(Point, Color)> = board
            .squares()
            .iter()
            .filter_map(|&s| board.color_at(s).map(|c| (board.point(s), c)))
            .collect();
        stones.sort_by_key(|(p, _)| (p.row, p.col));
        Position {
            rule: board.rule(),
            size: board.size(),
            stones,
            to_move: board.to_move(),
            score,
            result,
            ply: board.moves().len() as u16,
            played,
        }
    }

    /// The engine's board of this position, evaluated with `weights`.
    pub fn board_with(&self, weights: &'static pearls_engine::weights::Weights) -> Board {
        let mut b = pearls_rules::Board::new(self.size);
        for &(p, c) in &self.stones {
            let stone = match c {
                Color::Black => pearls_rules::Stone::Black,
                Color::White => pearls_rules::Stone::White,
            };
            b.put(p, stone);
        }
        Board::from_position_with(&b, self.to_move, self.rule, weights)
    }

    /// The engine's board of this position with the shipped tables of its rule.
    pub fn board(&self) -> Board {
        self.board_with(pearls_engine::weights::for_board(self.rule, self.size))
    }
}

/// Why a packed file cannot be read, and at which byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackError {
    pub at: u64,
    pub what: String,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.what, self.at)
    }
}

impl std::error::Error for PackError {}

fn rule_code(rule: Rule) -> u8 {
    Rule::ALL.iter().position(|&r| r == rule).expect("a rule") as u8
}

/// Writes packed positions to a stream: the header at once, then a record a position.
pub struct Writer<W: Write> {
    out: W,
    written: u64,
}

impl<W: Write> Writer<W> {
    pub fn new(mut out: W) -> io::Result<Writer<W>> {
        let mut head = [0u8; HEADER_LEN];
        head[..8].copy_from_slice(&MAGIC);
        head[8..10].copy_from_slice(&VERSION.to_le_bytes());
        out.write_all(&head)?;
        Ok(Writer { out, written: 0 })
    }

    pub fn write(&mut self, p: &Position) -> io::Result<()> {
        self.out.write_all(&record(p))?;
        self.written += 1;
        Ok(())
    }

    /// Positions written so far.
    pub fn count(&self) -> u64 {
        self.written
    }

    /// Flushes and hands the stream back.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }
}

/// One position's record.
pub fn record(p: &Position) -> Vec<u8> {
    let n = u16::try_from(p.stones.len()).expect("fewer stones than points");
    let mut out = Vec::with_capacity(RECORD_HEAD + 2 * p.stones.len());
    out.push(rule_code(p.rule));
    out.push(p.size);
    out.push(p.to_move.index() as u8);
    out.push(p.result as u8);
    out.extend_from_slice(&p.ply.to_le_bytes());
    out.extend_from_slice(&p.score.to_le_bytes());
    let index = |q: Point| q.row as u16 * p.size as u16 + q.col as u16;
    out.extend_from_slice(&p.played.map_or(NO_MOVE, index).to_le_bytes());
    out.extend_from_slice(&n.to_le_bytes());
    out.extend_from_slice(&[0, 0]);
    for &(q, c) in &p.stones {
        let v = index(q) | (c.index() as u16) << 15;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// Reads packed positions from a stream, one at a time.
pub struct Reader<R: Read> {
    input: R,
    at: u64,
}

impl<R: Read> Reader<R> {
    /// Checks the header.
    pub fn new(mut input: R) -> Result<Reader<R>, PackError> {
        let mut head = [0u8; HEADER_LEN];
        read_full(&mut input, &mut head, 0)?;
        if head[..8] != MAGIC {
            return Err(PackError {
                at: 0,
                what: format!("not a packed positions file: it starts {:02x?}", &head[..8]),
            });
        }
        let version = u16::from_le_bytes([head[8], head[9]]);
        if version != VERSION {
            return Err(PackError {
                at: 8,
                what: format!(
                    "format version {version}, which this code does not read (it reads {VERSION})"
                ),
            });
        }
        Ok(Reader {
            input,
            at: HEADER_LEN as u64,
        })
    }

    /// The next position, `None` at the end of the file.
    pub fn next_position(&mut self) -> Result<Option<Position>, PackError> {
        let start = self.at;
        let mut head = [0u8; RECORD_HEAD];
        let got = read_some(&mut self.input, &mut head, start)?;
        if got == 0 {
            return Ok(None);
        }
        if got < RECORD_HEAD {
            return Err(PackError {
                at: start + got as u64,
                what: format!("a record cut short: {got} of its {RECORD_HEAD} head bytes"),
            });
        }
        let fail = |what: String| PackError { at: start, what };
        let rule = *Rule::ALL
            .get(head[0] as usize)
            .ok_or_else(|| fail(format!("unknown rule code {}", head[0])))?;
        let size = head[1];
        if !(5..=26).contains(&size) {
            return Err(fail(format!("board size {size} out of range (5 to 26)")));
        }
        let to_move = match head[2] {
            0 => Color::Black,
            1 => Color::White,
            c => return Err(fail(format!("side to move {c} is neither 0 nor 1"))),
        };
        let result = head[3] as i8;
        if !(-1..=1).contains(&result) {
            return Err(fail(format!("result {result} is not -1, 0 or 1")));
        }
        let ply = u16::from_le_bytes([head[4], head[5]]);
        let score = i16::from_le_bytes([head[6], head[7]]);
        let played = u16::from_le_bytes([head[8], head[9]]);
        let n = u16::from_le_bytes([head[10], head[11]]) as usize;
        let points = size as usize * size as usize;
        if n > points {
            return Err(fail(format!("{n} stones on a board of {points} points")));
        }
        let point = |v: u16| Point::new((v % size as u16) as u8, (v / size as u16) as u8);
        let played = match played {
            NO_MOVE => None,
            v if (v as usize) < points => Some(point(v)),
            v => return Err(fail(format!("played move {v} off the board"))),
        };
        let mut raw = vec![0u8; 2 * n];
        read_full(&mut self.input, &mut raw, start + RECORD_HEAD as u64)?;
        let mut stones = Vec::with_capacity(n);
        let mut seen = vec![false; points];
        for (i, b) in raw.chunks_exact(2).enumerate() {
            let v = u16::from_le_bytes([b[0], b[1]]);
            let index = v & 0x7fff;
            let at = start + (RECORD_HEAD + 2 * i) as u64;
            if index as usize >= points || seen[index as usize] {
                return Err(PackError {
                    at,
                    what: format!("stone {i} at point {index}, off the board or taken twice"),
                });
            }
            seen[index as usize] = true;
            let c = if v >> 15 == 0 {
                Color::Black
            } else {
                Color::White
            };
            stones.push((point(index), c));
        }
        self.at = start + (RECORD_HEAD + 2 * n) as u64;
        Ok(Some(Position {
            rule,
            size,
            stones,
            to_move,
            score,
            result,
            ply,
            played,
        }))
    }
}

impl<R: Read> Iterator for Reader<R> {
    type Item = Result<Position, PackError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_position().transpose()
    }
}

fn read_some(input: &mut impl Read, buf: &mut [u8], at: u64) -> Result<usize, PackError> {
    let mut got = 0;
    while got < buf.len() {
        match input.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => {
                return Err(PackError {
                    at: at + got as u64,
                    what: format!("cannot read: {e}"),
                })
            }
        }
    }
    Ok(got)
}

fn read_full(input: &mut impl Read, buf: &mut [u8], at: u64) -> Result<(), PackError> {
    let got = read_some(input, buf, at)?;
    if got < buf.len() {
        return Err(PackError {
            at: at + got as u64,
            what: format!("the file ends {} bytes short", buf.len() - got),
        });
    }
    Ok(())
}

/// Every position of the packed file at `path`.
pub fn read_file(path: &std::path::Path) -> Result<Vec<Position>, String> {
    let f =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    Reader::new(io::BufReader::new(f))
        .and_then(|r| r.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Position> {
        let mut b = Board::new(15, Rule::Renju);
        let mut out = Vec::new();
        for (i, (c, r)) in [(7, 7), (8, 8), (6, 8), (0, 0), (14, 14), (14, 0)]
            .into_iter()
            .enumerate()
        {
            let s = b.sq_at(c, r).unwrap();
            out.push(Position::from_board(
                &b,
                (i as i16 - 3) * 1000,
                [1, 0, -1][i % 3],
                Some(Point::new(c as u8, r as u8)),
            ));
            b.play(s);
        }
        out.push(Position::from_board(
            &Board::new(20, Rule::Freestyle),
            i16::MIN,
            -1,
            None,
        ));
        out
    }

    #[test]
    fn positions_round_trip() {
        let positions = sample();
        let mut w = Writer::new(Vec::new()).unwrap();
        for p in &positions {
            w.write(p).unwrap();
        }
        assert_eq!(w.count(), positions.len() as u64);
        let bytes = w.finish().unwrap();
        let stones: usize = positions.iter().map(|p| p.stones.len()).sum();
        assert_eq!(
            bytes.len(),
            HEADER_LEN + RECORD_HEAD * positions.len() + 2 * stones
        );
        let back: Vec<Position> = Reader::new(&bytes[..])
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(back, positions);
        // The board it gives back is the one it was taken from.
        let last_renju = &back[5];
        assert_eq!(last_renju.stones.len(), 5);
        assert_eq!(last_renju.board().hash(), {
            let mut b = Board::new(15, Rule::Renju);
            for (c, r) in [(7, 7), (8, 8), (6, 8), (0, 0), (14, 14)] {
                b.play(b.sq_at(c, r).unwrap());
            }
            let p = Position::from_board(&b, 0, 0, None);
            p.board().hash()
        });
    }

    #[test]
    fn damage_is_named_at_its_byte() {
        let positions = sample();
        let mut w = Writer::new(Vec::new()).unwrap();
        for p in &positions[..2] {
            w.write(p).unwrap();
        }
        let bytes = w.finish().unwrap();
        let read = |b: &[u8]| -> Result<Vec<Position>, PackError> {
            Reader::new(b)?.collect::<Result<Vec<_>, _>>()
        };
        let e = read(&bytes[..bytes.len() - 1]).unwrap_err();
        assert_eq!(e.at, bytes.len() as u64 - 1, "{e}");
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(read(&bad).unwrap_err().at, 0);
        let mut bad = bytes.clone();
        bad[HEADER_LEN] = 9;
        let e = read(&bad).unwrap_err();
        assert!(
            e.what.contains("rule code 9") && e.at == HEADER_LEN as u64,
            "{e}"
        );
        // The third record (two stones) with its first stone copied over its second.
        let mut w = Writer::new(Vec::new()).unwrap();
        for p in &positions[..3] {
            w.write(p).unwrap();
        }
        let bytes = w.finish().unwrap();
        assert_eq!(positions[2].stones.len(), 2);
        let third = HEADER_LEN + 2 * RECORD_HEAD + 2 + RECORD_HEAD;
        let mut bad = bytes.clone();
        bad.copy_within(third..third + 2, third + 2);
        let e = read(&bad).unwrap_err();
        assert_eq!(e.at, third as u64 + 2, "{e}");
        assert!(e.what.contains("taken twice"), "{e}");
    }
}
