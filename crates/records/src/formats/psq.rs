//! Piskvork's PSQ: a header `Piskvorky WxH, L1:L2, h`, one line `x,y,ms` per move (1-based,
//! y from the top, milliseconds spent), then the two players' (engines') names, an error
//! code line, and in tournament copies `result,tournament` (1 the first player won, 2 the
//! second, 0 a draw).
//!
//! The Gomocup judge lists the players in match order, not by colour: a game that starts
//! from an opening (the stones at the start spent zero milliseconds on, placed by the
//! judge) is begun by whoever moves after it, so after an opening of an odd number of
//! stones the first listed player has white, and the result's `1` is a white win.

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::format::{checked, encode_text, Format, ReadOptions, WriteOptions};
use crate::record::{non_empty, GameRecord, GameResult};
use crate::text::decode_file;
use pearls_rules::{Move, Point};

const F: Format = Format::Psq;

fn move_line(line: &str) -> Option<(u32, u32, u32)> {
    let mut it = line.trim().split(',').map(|s| s.trim().parse::<u32>());
    let x = it.next()?.ok()?;
    let y = it.next()?.ok()?;
    let ms = match it.next() {
        Some(v) => v.ok()?,
        None => 0,
    };
    it.next().is_none().then_some((x, y, ms))
}

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<GameRecord, ReadError> {
    let text = decode_file(bytes, opts.encoding, F)?;
    let lines: Vec<(usize, &str)> = super::lines(&text).collect();
    let Some(&(_, header)) = lines.first() else {
        return Err(ReadError::at_byte(F, 0, ErrorKind::Truncated, "empty file"));
    };
    let err = |off: usize, kind, msg: String| ReadError::in_text(F, &text, off, kind, msg);
    let rest = header
        .trim_start_matches('\u{feff}')
        .strip_prefix("Piskvorky ")
        .ok_or_else(|| {
            err(
                0,
                ErrorKind::Malformed,
                "expected 'Piskvorky WxH' on the first line".into(),
            )
        })?;
    let dims = rest.split(',').next().unwrap_or("");
    let size = match dims.trim().split_once(['x', 'X']) {
        Some((w, h)) => match (w.trim().parse::<u32>(), h.trim().parse::<u32>()) {
            (Ok(w), Ok(h)) if w == h && pearls_rules::Board::try_new(w).is_ok() => w as u8,
            (Ok(w), Ok(h)) => {
                return Err(err(
                    10,
                    ErrorKind::Invalid,
                    format!("a {w}x{h} board is not supported"),
                ))
            }
            _ => {
                return Err(err(
                    10,
                    ErrorKind::Malformed,
                    "expected the board size as WxH".into(),
                ))
            }
        },
        None => {
            return Err(err(
                10,
                ErrorKind::Malformed,
                "expected the board size as WxH".into(),
            ))
        }
    };
    let mut g = GameRecord::new(size);
    let mut times = Vec::new();
    let mut i = 1;
    while i < lines.len() {
        let (start, line) = lines[i];
        let Some((x, y, ms)) = move_line(line) else {
            break;
        };
        let p = (x >= 1 && y >= 1)
            .then(|| Point::from_gomocup(x - 1, y - 1, size))
            .flatten()
            .ok_or_else(|| {
                err(
                    start,
                    ErrorKind::Invalid,
                    format!("{x},{y} is off the {size}x{size} board"),
                )
            })?;
        g.moves.push(Move::Place(p));
        times.push(ms);
        i += 1;
    }
    if times.iter().any(|&t| t != 0) {
        g.times_ms = times;
    }
    let first_is_white = opening_len(&g.times_ms) % 2 == 1;
    let trailer: Vec<&str> = lines[i..].iter().map(|&(_, l)| l).collect();
    let first = trailer.first().and_then(|s| non_empty(s));
    let second = trailer.get(1).and_then(|s| non_empty(s));
    (g.black, g.white) = if first_is_white {
        (second, first)
    } else {
        (first, second)
    };
    let (first_won, second_won) = if first_is_white {
        (GameResult::WhiteWins, GameResult::BlackWins)
    } else {
        (GameResult::BlackWins, GameResult::WhiteWins)
    };
    if let Some(&(start, line)) = lines.get(i + 3) {
        let (r, event) = line.split_once(',').unwrap_or((line, ""));
        g.result = match r.trim() {
            "1" => first_won,
            "2" => second_won,
            "0" => GameResult::Draw,
            "" => GameResult::Unknown,
            other => {
                return Err(err(
                    start,
                    ErrorKind::Malformed,
                    format!("unknown result '{other}' (1, 2 or 0)"),
                ))
            }
        };
        g.event = non_empty(event);
    }
    let at = |i: Option<usize>| {
        let line = i.map_or(0, |i| 1 + i);
        Location::in_text(&text, lines.get(line).map_or(0, |l| l.0))
    };
    checked(g, F, at, |p| {
        let (x, y) = p.to_gomocup(size);
        format!("{},{}", x + 1, y + 1)
    })
}

/// The stones of the opening the judge placed: the zero-time moves at the start, when the
/// game's times are recorded at all (a file of zero times says nothing about who placed
/// what).
pub fn opening_len(times_ms: &[u32]) -> usize {
    if times_ms.iter().all(|&t| t == 0) {
        return 0;
    }
    times_ms.iter().take_while(|&&t| t == 0).count()
}

fn one_line(s: &Option<String>) -> String {
    s.as_deref().unwrap_or("").replace(['\r', '\n'], " ")
}

pub fn write(g: &GameRecord, opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    if !g.setup.is_empty() {
        return Err(WriteError::new(F, "PSQ cannot hold set-up stones"));
    }
    let mut out = format!("Piskvorky {0}x{0}, 11:11, 0\n", g.size);
    let timed = g.times_ms.len() == g.moves.len();
    for (i, m) in g.moves.iter().enumerate() {
        let Move::Place(p) = m else {
            return Err(WriteError::new(F, "PSQ cannot hold passes"));
        };
        let (x, y) = p.to_gomocup(g.size);
        let ms = if timed { g.times_ms[i] } else { 0 };
        out.push_str(&format!("{},{},{ms}\n", x + 1, y + 1));
    }
    // Players in match order, as the judge writes them (see the module's comment).
    let first_is_white = timed && opening_len(&g.times_ms) % 2 == 1;
    let (first, second) = if first_is_white {
        (&g.white, &g.black)
    } else {
        (&g.black, &g.white)
    };
    if g.black.is_some()
        || g.white.is_some()
        || g.event.is_some()
        || g.result != GameResult::Unknown
    {
        out.push_str(&format!("{}\n{}\n-1\n", one_line(first), one_line(second)));
        if g.event.is_some() || g.result != GameResult::Unknown {
            let r = match (g.result, first_is_white) {
                (GameResult::BlackWins, false) | (GameResult::WhiteWins, true) => "1",
                (GameResult::WhiteWins, false) | (GameResult::BlackWins, true) => "2",
                (GameResult::Draw, _) => "0",
                (GameResult::Unknown, _) => "",
            };
            out.push_str(&format!("{r},{}\n", one_line(&g.event)));
        }
    }
    encode_text(&out, opts, F)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_tournament_copy() {
        let text = "Piskvorky 20x20, 11:11, 0\n10,10,120\n11,9,350\n10,9,0\npbrain-a.exe\npbrain-b.exe\n-1\n1,Gomocup 2024\n";
        let g = read(text.as_bytes(), &ReadOptions::default()).unwrap();
        assert_eq!(g.size, 20);
        // x=10, y=10 from the top, 1-based: column j, row 20-10+1 = 11.
        assert_eq!(g.moves[0], Move::Place(Point::new(9, 10)));
        assert_eq!(g.times_ms, [120, 350, 0]);
        assert_eq!(g.black.as_deref(), Some("pbrain-a.exe"));
        assert_eq!(g.result, GameResult::BlackWins);
        assert_eq!(g.event.as_deref(), Some("Gomocup 2024"));
        assert_eq!(
            write(&g, &WriteOptions::default()).unwrap(),
            text.as_bytes()
        );
    }

    #[test]
    fn an_even_opening_keeps_the_first_player_black() {
        let text = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n7,7,500\n6,6,400\nx\ny\n-1\n2,t\n";
        let g = read(text.as_bytes(), &ReadOptions::default()).unwrap();
        assert_eq!(
            (g.black.as_deref(), g.white.as_deref()),
            (Some("x"), Some("y"))
        );
        assert_eq!(g.result, GameResult::WhiteWins);
        let odd = "Piskvorky 15x15, 11:11, 0\n8,8,0\n7,7,500\n6,6,400\nx\ny\n-1\n2,t\n";
        let g = read(odd.as_bytes(), &ReadOptions::default()).unwrap();
        assert_eq!(
            (g.black.as_deref(), g.white.as_deref()),
            (Some("y"), Some("x"))
        );
        assert_eq!(g.result, GameResult::BlackWins);
        assert_eq!(write(&g, &WriteOptions::default()).unwrap(), odd.as_bytes());
    }

    #[test]
    fn bad_files_say_where() {
        let o = ReadOptions::default();
        let e = read(b"Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n", &o).unwrap_err();
        assert_eq!(e.at, Location::Line { line: 3, column: 1 });
        assert!(read(b"Piskvorky 15x16, 1:1, 0\n", &o).is_err());
        assert!(read(b"Gomoku\n", &o).is_err());
        assert!(read(b"", &o).is_err());
        let e = read(b"Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n", &o).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
        // The repeated move is named where it stands, in the file's own coordinates.
        let e = read(
            b"Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n7,7,0\n9,9,0\n",
            &o,
        )
        .unwrap_err();
        assert_eq!(e.at, Location::Line { line: 5, column: 1 });
        assert!(e.message.contains("(9,9)"), "{}", e.message);
    }
}
