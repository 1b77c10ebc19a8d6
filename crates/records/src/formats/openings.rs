//! Gomocup / Piskvork opening lists: one opening per line, comma-separated `dx, dy`
//! pairs relative to the centre of the board, y pointing down, moves alternating from
//! black. The board size is not in the file (ReadOptions::size; Gomocup uses 20 for
//! free-style and 15 for renju).

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::format::{checked, Format, ReadOptions};
use crate::record::GameRecord;
use crate::text::decode_file;
use pearls_rules::{Move, Point};

const F: Format = Format::Openings;

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    let text = decode_file(bytes, opts.encoding, F)?;
    let size = opts.size;
    if pearls_rules::Board::try_new(size as u32).is_err() {
        return Err(ReadError::new(
            F,
            Location::Whole,
            ErrorKind::Invalid,
            format!("board size {size} is not supported"),
        ));
    }
    let centre = Point::centre(size);
    let (cx, cy) = centre.to_gomocup(size);
    let mut games = Vec::new();
    for (start, line) in super::lines(&text) {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("//") {
            continue;
        }
        let err = |off: usize, msg: &str| {
            ReadError::in_text(F, &text, start + off, ErrorKind::Malformed, msg.to_string())
        };
        let mut numbers = Vec::new();
        let mut off = 0;
        for field in line.split(',') {
            let v: i32 = field.trim().parse().map_err(|_| {
                err(
                    off + field.len() - field.trim_start().len(),
                    "expected a number",
                )
            })?;
            numbers.push((v, off));
            off += field.len() + 1;
        }
        if numbers.len() % 2 != 0 {
            return Err(err(line.len(), "an odd number of coordinates"));
        }
        let mut moves = Vec::new();
        for pair in numbers.chunks(2) {
            let (dx, o) = pair[0];
            let dy = pair[1].0;
            let (x, y) = (cx as i32 + dx, cy as i32 + dy);
            let p = (x >= 0 && y >= 0)
                .then(|| Point::from_gomocup(x as u32, y as u32, size))
                .flatten()
                .ok_or_else(|| {
                    ReadError::in_text(
                        F,
                        &text,
                        start + o,
                        ErrorKind::Invalid,
                        format!("{dx}, {dy} is off the {size}x{size} board"),
                    )
                })?;
            moves.push(Move::Place(p));
        }
        let at = || Location::in_text(&text, start);
        games.push(checked(
            GameRecord::with_moves(size, moves),
            F,
            |_| at(),
            |p| p.to_string(),
        )?);
    }
    Ok(games)
}

pub fn write(games: &[GameRecord]) -> Result<Vec<u8>, WriteError> {
    let mut out = String::new();
    for g in games {
        if !g.setup.is_empty() {
            return Err(WriteError::new(
                F,
                "opening lists cannot hold set-up stones",
            ));
        }
        let (cx, cy) = Point::centre(g.size).to_gomocup(g.size);
        let mut parts = Vec::new();
        for m in &g.moves {
            match m {
                Move::Place(p) => {
                    let (x, y) = p.to_gomocup(g.size);
                    parts.push(format!(
                        "{}, {}",
                        x as i32 - cx as i32,
                        y as i32 - cy as i32
                    ));
                }
                Move::Pass => return Err(WriteError::new(F, "opening lists cannot hold passes")),
            }
        }
        if parts.is_empty() {
            return Err(WriteError::new(
                F,
                "an opening without moves cannot be written",
            ));
        }
        out.push_str(&parts.join(", "));
        out.push('\n');
    }
    Ok(out.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_to_the_centre_with_y_down() {
        let o = ReadOptions::default();
        let g = read(b"0, 0, 1, -1, -2, 3\n", &o).unwrap();
        let n = pearls_rules::Notation::new(15);
        assert_eq!(n.format_moves(&g[0].moves), "h8 i9 f5");
        assert_eq!(write(&g).unwrap(), b"0, 0, 1, -1, -2, 3\n");
        let e = read(b"0, 0\n0, x\n", &o).unwrap_err();
        assert_eq!(e.at, Location::Line { line: 2, column: 4 });
        assert!(read(b"0, 0, 9, 9\n", &o).is_err());
        assert!(read(b"0, 0, 1\n", &o).is_err());
    }
}
