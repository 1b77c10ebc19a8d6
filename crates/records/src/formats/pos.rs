//! RenLib / Yixin `.pos`: byte 0 the number of stones N (1 to 225), then N bytes, each
//! `row_from_top * 15 + column` (0-based), black first and alternating. 15x15 only.

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::format::{checked, Format, ReadOptions};
use crate::record::GameRecord;
use pearls_rules::{Move, Point};

const F: Format = Format::Pos;
const SIZE: u8 = 15;

pub fn read(bytes: &[u8], _opts: &ReadOptions) -> Result<GameRecord, ReadError> {
    let Some(&n) = bytes.first() else {
        return Err(ReadError::at_byte(F, 0, ErrorKind::Truncated, "empty file"));
    };
    if n == 0 || n as usize > 225 {
        return Err(ReadError::at_byte(
            F,
            0,
            ErrorKind::Invalid,
            format!("{n} stones: a position has 1 to 225"),
        ));
    }
    let n = n as usize;
    if bytes.len() < 1 + n {
        return Err(ReadError::at_byte(
            F,
            bytes.len(),
            ErrorKind::Truncated,
            format!("the file ends after {} of {n} stones", bytes.len() - 1),
        ));
    }
    if bytes.len() > 1 + n {
        return Err(ReadError::at_byte(
            F,
            1 + n,
            ErrorKind::Malformed,
            format!("{} bytes after the last stone", bytes.len() - 1 - n),
        ));
    }
    let mut g = GameRecord::new(SIZE);
    let mut taken = [false; 225];
    for (i, &b) in bytes[1..].iter().enumerate() {
        if b >= 225 {
            return Err(ReadError::at_byte(
                F,
                1 + i,
                ErrorKind::Invalid,
                format!("point {b} is off the 15x15 board"),
            ));
        }
        if std::mem::replace(&mut taken[b as usize], true) {
            return Err(ReadError::at_byte(
                F,
                1 + i,
                ErrorKind::Invalid,
                format!("point {b} is taken twice"),
            ));
        }
        let p = Point::from_gomocup((b % 15) as u32, (b / 15) as u32, SIZE).expect("on the board");
        g.moves.push(Move::Place(p));
    }
    checked(
        g,
        F,
        |i| Location::Byte(1 + i.unwrap_or(0)),
        |p| {
            let (x, y) = p.to_gomocup(SIZE);
            format!("{}", y as u32 * 15 + x as u32)
        },
    )
}

pub fn write(g: &GameRecord) -> Result<Vec<u8>, WriteError> {
    if g.size != SIZE {
        return Err(WriteError::new(
            F,
            format!(".pos holds 15x15 positions, not {0}x{0}", g.size),
        ));
    }
    if !g.setup.is_empty() {
        return Err(WriteError::new(F, ".pos cannot hold set-up stones"));
    }
    if g.moves.is_empty() || g.moves.len() > 225 {
        return Err(WriteError::new(
            F,
            format!("{} stones: a position has 1 to 225", g.moves.len()),
        ));
    }
    let mut out = vec![g.moves.len() as u8];
    for m in &g.moves {
        let Move::Place(p) = m else {
            return Err(WriteError::new(F, ".pos cannot hold passes"));
        };
        let (x, y) = p.to_gomocup(SIZE);
        out.push(y * 15 + x);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_count_from_the_top_left() {
        let g = read(&[2, 112, 96], &ReadOptions::default()).unwrap();
        let n = pearls_rules::Notation::new(15);
        assert_eq!(n.format_moves(&g.moves), "h8 g9");
        assert_eq!(write(&g).unwrap(), [2, 112, 96]);
        let o = ReadOptions::default();
        assert_eq!(read(&[3, 1, 2], &o).unwrap_err().at, Location::Byte(3));
        assert_eq!(read(&[2, 1, 1], &o).unwrap_err().at, Location::Byte(2));
        assert_eq!(read(&[1, 230], &o).unwrap_err().at, Location::Byte(1));
        assert!(read(&[0], &o).is_err());
        assert!(read(&[1, 5, 6], &o).is_err());
    }
}
