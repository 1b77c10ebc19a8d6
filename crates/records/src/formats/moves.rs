//! Move strings: one game per line, in renju notation (`h8 i9 j10`, `h8i9j10`, `7,7`,
//! `pass`). Blank lines and lines starting with `#` are skipped. Only the moves are kept.
//! With `rows_from_top`, row 1 is the top row, as in c-gomoku-cli's `pos` opening files.

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::format::{checked, Format, ReadOptions, WriteOptions};
use crate::record::GameRecord;
use crate::text::decode_file;
use pearls_rules::{Move, Notation, Point};

const F: Format = Format::Moves;

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    let text = decode_file(bytes, opts.encoding, F)?;
    if pearls_rules::Board::try_new(opts.size as u32).is_err() {
        return Err(ReadError::new(
            F,
            Location::Whole,
            ErrorKind::Invalid,
            format!("board size {} is not supported", opts.size),
        ));
    }
    let notation = Notation::new(opts.size).skip_i(opts.skip_i);
    let mut games = Vec::new();
    for (n, (_, line)) in super::lines(&text).enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let column = |offset: usize| line[..offset.min(line.len())].chars().count() + 1;
        // Each move with the byte where it starts, so that a bad one is named in place.
        let mut moves = Vec::new();
        let mut starts = Vec::new();
        let mut pos = 0;
        loop {
            let start = pos
                + line[pos..]
                    .bytes()
                    .take_while(|b| matches!(b, b' ' | b'\t' | b',' | b';'))
                    .count();
            match notation.parse_move_at(line, pos) {
                Ok(Some((m, end))) => {
                    moves.push(m);
                    starts.push(start);
                    pos = end;
                }
                Ok(None) => break,
                Err(e) => {
                    return Err(ReadError::new(
                        F,
                        Location::Line {
                            line: n + 1,
                            column: column(e.offset),
                        },
                        ErrorKind::Malformed,
                        e.kind_message(),
                    ))
                }
            }
        }
        if opts.rows_from_top {
            for m in &mut moves {
                if let Move::Place(p) = m {
                    p.row = opts.size - 1 - p.row;
                }
            }
        }
        let at = |i: Option<usize>| Location::Line {
            line: n + 1,
            column: column(i.and_then(|i| starts.get(i).copied()).unwrap_or(0)),
        };
        games.push(checked(
            GameRecord::with_moves(opts.size, moves),
            F,
            at,
            |p| {
                let shown = if opts.rows_from_top {
                    Point::new(p.col, opts.size - 1 - p.row)
                } else {
                    p
                };
                notation.format(shown)
            },
        )?);
    }
    Ok(games)
}

pub fn write(games: &[GameRecord], _opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let mut out = String::new();
    for g in games {
        if g.moves.is_empty() {
            return Err(WriteError::new(
                F,
                "a game without moves has no move string",
            ));
        }
        if !g.setup.is_empty() {
            return Err(WriteError::new(F, "move strings cannot hold set-up stones"));
        }
        out.push_str(&Notation::new(g.size).format_moves(&g.moves));
        out.push('\n');
    }
    Ok(out.into_bytes())
}

/// The message of a notation error without its position (the caller gives the line).
trait KindMessage {
    fn kind_message(&self) -> String;
}

impl KindMessage for pearls_rules::NotationError {
    fn kind_message(&self) -> String {
        let full = self.to_string();
        match full.split_once(": ") {
            Some((_, rest)) => rest.to_string(),
            None => full,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_games_and_errors_say_where() {
        let o = ReadOptions::default();
        let g = read(b"# a comment\nh8i9j10\n\n h8 pass 7,6\n", &o).unwrap();
        assert_eq!(g.len(), 2);
        assert_eq!(g[1].moves.len(), 3);
        let e = read(b"h8\nh8 i9 z99\n", &o).unwrap_err();
        assert_eq!(e.at, Location::Line { line: 2, column: 7 });
        let e = read(b"h8 h8\n", &o).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
    }
}
