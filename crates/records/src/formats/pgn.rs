//! pente.org game records, PGN-like: header lines `[Key "value"]` (Game, Site, Event,
//! Round, Date, Player 1 Name, Player 2 Name, Result `1-0`/`0-1`/`1/2-1/2`, …), then the
//! moves `1. K10 L9 2. …` on a 19x19 board, columns A–T skipping I, rows from the bottom;
//! player 1 moves first. A `{…}` comment may stand among the moves. Several games follow
//! one another in a file.

use crate::error::{ErrorKind, ReadError, WriteError};
use crate::format::{checked, encode_text, Format, ReadOptions, WriteOptions};
use crate::record::{GameRecord, GameResult};
use crate::text::decode_file;
use pearls_rules::{Move, Notation};

const F: Format = Format::Pgn;
const SIZE: u8 = 19;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn err(&self, at: usize, kind: ErrorKind, msg: impl Into<String>) -> ReadError {
        ReadError::in_text(F, self.text, at, kind, msg)
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn header(&mut self) -> Result<(String, String), ReadError> {
        let start = self.pos;
        self.pos += 1;
        let b = self.text.as_bytes();
        let key_start = self.pos;
        while self.pos < b.len()
            && b[self.pos] != b'"'
            && b[self.pos] != b']'
            && b[self.pos] != b'\n'
        {
            self.pos += 1;
        }
        let key = self.text[key_start..self.pos].trim().to_string();
        if self.peek() != Some(b'"') || key.is_empty() {
            return Err(self.err(start, ErrorKind::Malformed, "expected [Key \"value\"]"));
        }
        self.pos += 1;
        let mut value = String::new();
        loop {
            let Some(c) = self.text[self.pos..].chars().next() else {
                return Err(self.err(
                    start,
                    ErrorKind::Truncated,
                    "the header's value has no closing quote",
                ));
            };
            self.pos += c.len_utf8();
            match c {
                '"' => break,
                '\\' => {
                    let Some(n) = self.text[self.pos..].chars().next() else {
                        continue;
                    };
                    self.pos += n.len_utf8();
                    value.push(n);
                }
                '\n' => {
                    return Err(self.err(
                        start,
                        ErrorKind::Malformed,
                        "the header's value has no closing quote",
                    ))
                }
                c => value.push(c),
            }
        }
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
        if self.peek() != Some(b']') {
            return Err(self.err(
                self.pos,
                ErrorKind::Malformed,
                "expected ']' after the header's value",
            ));
        }
        self.pos += 1;
        Ok((key, value))
    }
}

fn result_token(t: &str) -> Option<GameResult> {
    match t {
        "1-0" => Some(GameResult::BlackWins),
        "0-1" => Some(GameResult::WhiteWins),
        "1/2-1/2" => Some(GameResult::Draw),
        "*" => Some(GameResult::Unknown),
        _ => None,
    }
}

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    let text = decode_file(bytes, opts.encoding, F)?;
    let notation = Notation::new(SIZE).skip_i(true);
    let mut p = Parser {
        text: &text,
        pos: 0,
    };
    let mut games = Vec::new();
    let mut g = GameRecord::new(SIZE);
    // Where each move of the game being read stands in the text, for errors.
    let mut offsets: Vec<usize> = Vec::new();
    let mut game_start = 0;
    let mut in_moves = false;
    let mut result_header = false;
    // A result token ends a game: what follows starts the next one.
    let mut ended = false;
    let mut any = false;
    loop {
        while matches!(p.peek(), Some(c) if c.is_ascii_whitespace()) {
            p.pos += 1;
        }
        let Some(c) = p.peek() else { break };
        let at = p.pos;
        any = true;
        if ended && c != b'[' {
            let done = std::mem::replace(&mut g, GameRecord::new(SIZE));
            games.push(finish(
                done,
                &text,
                game_start,
                &std::mem::take(&mut offsets),
            )?);
            result_header = false;
            game_start = at;
        }
        ended = false;
        match c {
            b'[' => {
                if in_moves {
                    let done = std::mem::replace(&mut g, GameRecord::new(SIZE));
                    games.push(finish(
                        done,
                        &text,
                        game_start,
                        &std::mem::take(&mut offsets),
                    )?);
                    in_moves = false;
                    result_header = false;
                    game_start = at;
                }
                let (key, value) = p.header()?;
                match key.as_str() {
                    "Game" => {
                        g.rule = Some(rule_of(&value).ok_or_else(|| {
                            p.err(
                                at,
                                ErrorKind::Invalid,
                                format!(
                                    "the game '{value}' is not one Pearls plays (it reads pente, keryo-pente and gomoku)"
                                ),
                            )
                        })?);
                        if value.trim().to_ascii_lowercase().starts_with("speed") {
                            g.extra.push(("Speed".into(), "yes".into()));
                        }
                    }
                    "Event" => g.event = Some(value),
                    "Round" => g.round = Some(value),
                    "Date" => g.date = Some(crate::date::iso(&value)),
                    "Player 1 Name" => g.black = Some(value),
                    "Player 2 Name" => g.white = Some(value),
                    "Player 1 Rating" => g.extra.push(("BlackRating".into(), value)),
                    "Player 2 Rating" => g.extra.push(("WhiteRating".into(), value)),
                    "Result" => {
                        g.result = result_token(value.trim()).ok_or_else(|| {
                            p.err(
                                at,
                                ErrorKind::Malformed,
                                format!("unknown result '{value}'"),
                            )
                        })?;
                        result_header = true;
                    }
                    _ => g.extra.push((key, value)),
                }
            }
            b'{' => {
                let Some(end) = text[at..].find('}') else {
                    return Err(p.err(at, ErrorKind::Truncated, "the comment has no closing '}'"));
                };
                let c = &text[at + 1..at + end];
                g.comment = Some(match g.comment.take() {
                    Some(prev) => format!("{prev}\n{c}"),
                    None => c.to_string(),
                });
                p.pos = at + end + 1;
                in_moves = true;
            }
            _ => {
                let end = text[at..]
                    .find(|c: char| c.is_whitespace() || c == '{' || c == '[')
                    .map_or(text.len(), |n| at + n);
                p.pos = end;
                in_moves = true;
                let mut token = &text[at..end];
                if let Some(r) = result_token(token) {
                    if !result_header {
                        g.result = r;
                    }
                    ended = true;
                    continue;
                }
                // A move number: `12.` or `12...`, possibly glued to the move.
                let digits = token.bytes().take_while(u8::is_ascii_digit).count();
                let dots = token[digits..].bytes().take_while(|&b| b == b'.').count();
                let mut off = at;
                if digits > 0 && dots > 0 {
                    token = &token[digits + dots..];
                    off += digits + dots;
                    if token.is_empty() {
                        continue;
                    }
                }
                let point = notation.parse_point(token).map_err(|e| {
                    p.err(
                        off,
                        ErrorKind::Malformed,
                        format!("'{token}' is not a move: {e}"),
                    )
                })?;
                g.moves.push(Move::Place(point));
                offsets.push(off);
            }
        }
    }
    if any {
        games.push(finish(g, &text, game_start, &offsets)?);
    }
    Ok(games)
}

/// The pente.org games Pearls has rules for, by the name the site gives them (a `Speed`
/// game is the same game on a faster clock): Pearls' name of the rule.
fn rule_of(game: &str) -> Option<String> {
    let g = game.trim().to_ascii_lowercase();
    let g = g.strip_prefix("speed").map_or(g.as_str(), str::trim_start);
    let g = g.trim_start_matches('-').trim();
    Some(
        match g {
            "pente" => "pente",
            "keryo-pente" | "keryo pente" => "keryo-pente",
            "gomoku" => "freestyle",
            _ => return None,
        }
        .to_string(),
    )
}

/// The site's name of a rule, for writing.
fn game_of(rule: &str) -> &str {
    match rule {
        "pente" => "Pente",
        "keryo-pente" => "Keryo-Pente",
        "freestyle" => "Gomoku",
        r => r,
    }
}

/// Checks a game as played under its rule (captures free points), naming the place and
/// the move as the file writes them.
fn finish(
    g: GameRecord,
    text: &str,
    game_start: usize,
    offsets: &[usize],
) -> Result<GameRecord, ReadError> {
    let notation = Notation::new(SIZE).skip_i(true);
    checked(
        g,
        F,
        |i| {
            crate::Location::in_text(
                text,
                i.and_then(|i| offsets.get(i).copied())
                    .unwrap_or(game_start),
            )
        },
        |p| notation.format(p).to_ascii_uppercase(),
    )
}

fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

pub fn write(games: &[GameRecord], opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let letters = Notation::new(SIZE).skip_i(true);
    let mut out = String::new();
    for (i, g) in games.iter().enumerate() {
        if g.size != SIZE {
            return Err(WriteError::new(
                F,
                format!("pente.org records are 19x19, not {0}x{0}", g.size),
            ));
        }
        if !g.setup.is_empty() {
            return Err(WriteError::new(
                F,
                "pente.org records cannot hold set-up stones",
            ));
        }
        if let Some(r) = g.rule.as_deref().filter(|r| rule_of(game_of(r)).is_none()) {
            return Err(WriteError::new(
                F,
                format!("pente.org records hold pente, keryo-pente and gomoku games, not {r}"),
            ));
        }
        if i > 0 {
            out.push('\n');
        }
        let known = [
            (
                "Game",
                &g.rule.as_deref().map(|r| {
                    let name = game_of(r);
                    if g.extra("Speed").is_some() {
                        format!("Speed {name}")
                    } else {
                        name.to_string()
                    }
                }),
            ),
            ("Event", &g.event),
            ("Round", &g.round),
            ("Date", &g.date.as_deref().map(crate::date::us)),
            ("Player 1 Name", &g.black),
            ("Player 2 Name", &g.white),
        ];
        for (k, v) in known {
            if let Some(v) = v {
                out.push_str(&format!("[{k} {}]\n", quoted(v)));
            }
        }
        let result = match g.result {
            GameResult::BlackWins => "1-0",
            GameResult::WhiteWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        };
        if g.result != GameResult::Unknown {
            out.push_str(&format!("[Result \"{result}\"]\n"));
        }
        for (k, v) in g.extra.iter().filter(|(k, _)| k != "Speed") {
            let k = match k.as_str() {
                "BlackRating" => "Player 1 Rating",
                "WhiteRating" => "Player 2 Rating",
                k => k,
            };
            let key: String = k
                .chars()
                .filter(|c| !matches!(c, '"' | ']' | '\n' | '\r'))
                .collect();
            out.push_str(&format!("[{} {}]\n", key.trim(), quoted(v)));
        }
        out.push('\n');
        if let Some(c) = &g.comment {
            out.push_str(&format!("{{{}}}\n", c.replace('}', ")")));
        }
        for (k, m) in g.moves.iter().enumerate() {
            let Move::Place(p) = m else {
                return Err(WriteError::new(F, "pente.org records cannot hold passes"));
            };
            if k % 2 == 0 {
                out.push_str(&format!("{}. ", k / 2 + 1));
            }
            out.push_str(&letters.format(*p).to_ascii_uppercase());
            out.push(' ');
        }
        out.push_str(result);
        out.push('\n');
    }
    encode_text(&out, opts, F)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_headers_and_skip_i_columns() {
        let text = "[Game \"Pente\"]\n[Site \"Pente.org\"]\n[Event \"-\"]\n[Date \"2004.05.12\"]\n[Player 1 Name \"dweebo\"]\n[Player 2 Name \"zoeyk\"]\n[Player 1 Rating \"1650\"]\n[Result \"0-1\"]\n\n1. K10 L9 2. M10 J10 0-1\n\n[Game \"Gomoku\"]\n\n1.K10 *\n";
        let g = read(text.as_bytes(), &ReadOptions::default()).unwrap();
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].black.as_deref(), Some("dweebo"));
        assert_eq!(g[0].result, GameResult::WhiteWins);
        assert_eq!(g[0].extra("BlackRating"), Some("1650"));
        let n = Notation::new(19);
        // K is the tenth column when I is skipped; J is the ninth.
        assert_eq!(n.format_moves(&g[0].moves), "j10 k9 l10 i10");
        assert_eq!(g[1].rule.as_deref(), Some("freestyle"));
        assert_eq!(g[1].moves.len(), 1);
        let again = read(
            &write(&g, &WriteOptions::default()).unwrap(),
            &ReadOptions::default(),
        )
        .unwrap();
        assert_eq!(again, g);
        let e = read(b"[Game \"Pente\"]\n\n1. K10 I9\n", &ReadOptions::default()).unwrap_err();
        assert_eq!(e.at, crate::Location::Line { line: 3, column: 8 });
        assert!(read(b"[Game \"Pente]\n", &ReadOptions::default()).is_err());
    }
}
