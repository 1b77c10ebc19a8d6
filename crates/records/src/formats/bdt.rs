//! ShowRenju `.bdt`: one game per line,
//! `Tournament=[Black,White,Result,Moves,5A,Reverse,Comment]`. The result is `+` (black
//! won), `-` (white won) or `=`; moves are pairs of hex digits x,y (1 to F, y from the
//! bottom), `00` a pass; 5A lists black's fifth-move offers the same way. 15x15 only.

use crate::error::{ErrorKind, ReadError, WriteError};
use crate::format::{checked, encode_text, Format, ReadOptions, WriteOptions};
use crate::record::{non_empty, GameRecord, GameResult};
use crate::text::decode_file;
use pearls_rules::{Move, Point};

const F: Format = Format::Bdt;
const SIZE: u8 = 15;

fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// Reads hex pairs starting at byte `base` of the text; `Err` gives the offending offset.
fn points(s: &str, base: usize, passes: bool) -> Result<Vec<Move>, (usize, String)> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' {
            i += 1;
            continue;
        }
        let (Some(x), Some(y)) = (hex(b[i]), b.get(i + 1).and_then(|&c| hex(c))) else {
            return Err((base + i, "expected a pair of hex digits".into()));
        };
        match (x, y) {
            (0, 0) if passes => out.push(Move::Pass),
            (1..=15, 1..=15) => out.push(Move::Place(Point::new(x - 1, y - 1))),
            _ => {
                return Err((
                    base + i,
                    format!("{}{} is not a point", b[i] as char, b[i + 1] as char),
                ))
            }
        }
        i += 2;
    }
    Ok(out)
}

/// Where each pair of `s` starts, from `base` (as `points` reads them).
fn pair_starts(s: &str, base: usize) -> Vec<usize> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' {
            i += 1;
            continue;
        }
        out.push(base + i);
        i += 2;
    }
    out
}

fn pair(m: &Move) -> String {
    match m {
        Move::Place(p) => format!("{:X}{:X}", p.col + 1, p.row + 1),
        Move::Pass => "00".into(),
    }
}

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    let text = decode_file(bytes, opts.encoding, F)?;
    let mut games = Vec::new();
    for (start, line) in super::lines(&text) {
        if line.trim().is_empty() {
            continue;
        }
        let err =
            |off: usize, kind, msg: String| ReadError::in_text(F, &text, start + off, kind, msg);
        let Some(eq) = line.find("=[") else {
            return Err(err(
                0,
                ErrorKind::Malformed,
                "expected Tournament=[...]".into(),
            ));
        };
        let body_start = eq + 2;
        let trimmed = line.trim_end();
        let Some(body) = trimmed.get(body_start..).and_then(|b| b.strip_suffix(']')) else {
            return Err(err(
                trimmed.len(),
                ErrorKind::Malformed,
                "expected ']' at the end of the line".into(),
            ));
        };
        let fields: Vec<&str> = body.splitn(7, ',').collect();
        if fields.len() < 7 {
            return Err(err(
                trimmed.len(),
                ErrorKind::Malformed,
                format!("{} fields: a game has 7", fields.len()),
            ));
        }
        let offset_of =
            |k: usize| body_start + fields[..k].iter().map(|f| f.len() + 1).sum::<usize>();
        let mut g = GameRecord::new(SIZE);
        g.event = non_empty(&line[..eq]);
        g.black = non_empty(fields[0]);
        g.white = non_empty(fields[1]);
        g.result = match fields[2].trim() {
            "+" => GameResult::BlackWins,
            "-" => GameResult::WhiteWins,
            "=" => GameResult::Draw,
            "" | "?" => GameResult::Unknown,
            r => {
                return Err(err(
                    offset_of(2),
                    ErrorKind::Malformed,
                    format!("unknown result '{r}' (+, - or =)"),
                ))
            }
        };
        g.moves = points(fields[3], offset_of(3), true)
            .map_err(|(o, m)| err(o, ErrorKind::Malformed, m))?;
        g.offers = points(fields[4], offset_of(4), false)
            .map_err(|(o, m)| err(o, ErrorKind::Malformed, m))?
            .into_iter()
            .filter_map(|m| match m {
                Move::Place(p) => Some(p),
                Move::Pass => None,
            })
            .collect();
        if let Some(r) = non_empty(fields[5]) {
            g.extra.push(("Reverse".into(), r));
        }
        g.comment = non_empty(fields[6]);
        let move_at = pair_starts(fields[3], offset_of(3));
        games.push(checked(
            g,
            F,
            |i| {
                let at = i.and_then(|i| move_at.get(i).copied()).unwrap_or(start);
                crate::Location::in_text(&text, at)
            },
            |p| format!("{:X}{:X}", p.col + 1, p.row + 1),
        )?);
    }
    Ok(games)
}

fn clean(s: &Option<String>, forbidden: &[char]) -> String {
    s.as_deref()
        .unwrap_or("")
        .replace(['\r', '\n'], " ")
        .replace(forbidden, ";")
}

pub fn write(games: &[GameRecord], opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let mut out = String::new();
    for g in games {
        if g.size != SIZE {
            return Err(WriteError::new(
                F,
                format!(".bdt holds 15x15 games, not {0}x{0}", g.size),
            ));
        }
        if !g.setup.is_empty() {
            return Err(WriteError::new(F, ".bdt cannot hold set-up stones"));
        }
        let result = match g.result {
            GameResult::BlackWins => "+",
            GameResult::WhiteWins => "-",
            GameResult::Draw => "=",
            GameResult::Unknown => "",
        };
        let moves: String = g.moves.iter().map(pair).collect();
        let offers: String = g.offers.iter().map(|&p| pair(&Move::Place(p))).collect();
        let reverse = g
            .extra("Reverse")
            .unwrap_or("")
            .replace([',', '\n', '\r'], " ");
        out.push_str(&format!(
            "{}=[{},{},{result},{moves},{offers},{reverse},{}]\n",
            clean(&g.event, &['=', '[']),
            clean(&g.black, &[',']),
            clean(&g.white, &[',']),
            g.comment
                .as_deref()
                .unwrap_or("")
                .replace(['\r', '\n'], " ")
        ));
    }
    encode_text(&out, opts, F)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_a_line() {
        let line = "World Championship 1989=[Sushkov,Nosovsky,-,8889789A00,A97A,,a sharp game, with a comma]\n";
        let g = &read(line.as_bytes(), &ReadOptions::default()).unwrap()[0];
        let n = pearls_rules::Notation::new(15);
        assert_eq!(n.format_moves(&g.moves), "h8 h9 g8 i10 pass");
        assert_eq!(g.offers.len(), 2);
        assert_eq!(g.result, GameResult::WhiteWins);
        assert_eq!(g.comment.as_deref(), Some("a sharp game, with a comma"));
        assert_eq!(
            write(std::slice::from_ref(g), &WriteOptions::default()).unwrap(),
            line.as_bytes()
        );
        let e = read(b"T=[a,b,+,88G1,,,]\n", &ReadOptions::default()).unwrap_err();
        assert_eq!(
            e.at,
            crate::Location::Line {
                line: 1,
                column: 12
            }
        );
        assert!(read(b"T=[a,b,+,88\n", &ReadOptions::default()).is_err());
        assert!(read(b"T=[a,b,x,88,,,]\n", &ReadOptions::default()).is_err());
        // A repeated stone is named where it stands, in the file's hex pairs.
        let e = read(b"T=[a,b,+,889988,,,]\n", &ReadOptions::default()).unwrap_err();
        assert_eq!(
            e.at,
            crate::Location::Line {
                line: 1,
                column: 14
            }
        );
        assert_eq!(e.message, "move 3 (88) is on an occupied point");
    }
}
