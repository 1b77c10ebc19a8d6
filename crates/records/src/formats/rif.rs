//! The RenjuNet / RIF database in XML (read only). Sections `countries`, `cities`,
//! `rules`, `openings`, `players`, `tournaments` and `games` hold elements with a numeric
//! `id`; a game refers to them by id: attributes `publisher`, `tournament`, `round`,
//! `rule`, `black`, `white`, `bresult` (1 black won, 0 white won, 0.5 a draw), `btime`,
//! `wtime`, `opening`, `alt` (the fifth-move offers), `swap`; children `<move>h8 h9 …</move>`
//! and `<info>`.

use crate::error::{ErrorKind, ReadError};
use crate::format::{checked, Format, ReadOptions};
use crate::record::{non_empty, GameRecord, GameResult};
use crate::text::{decode_file, TextEncoding};
use pearls_rules::{Move, Notation};
use quick_xml::events::{BytesStart, Event};
use std::collections::HashMap;

const F: Format = Format::Rif;
const SIZE: u8 = 15;

type Attrs = HashMap<String, String>;

struct RawGame {
    at: usize,
    attrs: Attrs,
    moves: Option<(usize, String)>,
    info: String,
}

fn xml_encoding(bytes: &[u8]) -> Option<TextEncoding> {
    let head = &bytes[..bytes.len().min(200)];
    let text = std::str::from_utf8(head).ok().or_else(|| {
        let end = head.iter().position(|&c| c == b'>')?;
        std::str::from_utf8(&head[..end]).ok()
    })?;
    let decl = text.strip_prefix("<?xml")?;
    let i = decl.find("encoding=")?;
    let rest = &decl[i + 9..];
    let q = rest.chars().next()?;
    let end = rest[1..].find(q)?;
    TextEncoding::parse(&rest[1..1 + end])
}

fn attrs(e: &BytesStart, text: &str, at: usize) -> Result<Attrs, ReadError> {
    let mut out = HashMap::new();
    for a in e.attributes() {
        let a = a.map_err(|err| {
            ReadError::in_text(F, text, at, ErrorKind::Malformed, err.to_string())
        })?;
        let key = String::from_utf8_lossy(a.key.as_ref()).into_owned();
        let value = a.unescape_value().map_err(|err| {
            ReadError::in_text(F, text, at, ErrorKind::Malformed, err.to_string())
        })?;
        out.insert(key, value.into_owned());
    }
    Ok(out)
}

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    let encoding = match (opts.encoding, xml_encoding(bytes)) {
        (TextEncoding::Auto, Some(e)) => e,
        (e, _) => e,
    };
    let text = decode_file(bytes, encoding, F)?;
    let mut reader = quick_xml::Reader::from_str(&text);
    let mut names: HashMap<&'static str, HashMap<String, String>> = HashMap::new();
    let mut tournaments: HashMap<String, Attrs> = HashMap::new();
    let mut games: Vec<RawGame> = Vec::new();
    // Which text the current element collects: Some(true) moves, Some(false) info.
    let mut collecting: Option<bool> = None;
    let mut in_game = false;
    let mut depth: usize = 0;
    loop {
        let at = reader.buffer_position() as usize;
        let ev = reader.read_event().map_err(|e| {
            ReadError::in_text(
                F,
                &text,
                reader.error_position() as usize,
                ErrorKind::Malformed,
                e.to_string(),
            )
        })?;
        match ev {
            Event::Start(ref e) | Event::Empty(ref e) => {
                let empty = matches!(ev, Event::Empty(_));
                if !empty {
                    depth += 1;
                }
                let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                let a = attrs(e, &text, at)?;
                let id = a.get("id").cloned().unwrap_or_default();
                match name.as_str() {
                    "country" | "city" | "rule" | "opening" => {
                        let kind = match name.as_str() {
                            "country" => "country",
                            "city" => "city",
                            "rule" => "rule",
                            _ => "opening",
                        };
                        let label = a.get("name").cloned().unwrap_or_default();
                        names.entry(kind).or_default().insert(id, label);
                    }
                    "player" => {
                        let full = [a.get("name"), a.get("surname")]
                            .into_iter()
                            .flatten()
                            .map(|s| s.trim())
                            .filter(|s| !s.is_empty())
                            .collect::<Vec<_>>()
                            .join(" ");
                        names.entry("player").or_default().insert(id, full);
                    }
                    "tournament" => {
                        tournaments.insert(id, a);
                    }
                    "game" => {
                        games.push(RawGame {
                            at,
                            attrs: a,
                            moves: None,
                            info: String::new(),
                        });
                        in_game = !empty;
                    }
                    "move" if in_game && !empty => {
                        collecting = Some(true);
                        if let Some(g) = games.last_mut() {
                            g.moves = Some((reader.buffer_position() as usize, String::new()));
                        }
                    }
                    "info" if in_game && !empty => collecting = Some(false),
                    _ => {}
                }
            }
            Event::End(ref e) => {
                depth = depth.saturating_sub(1);
                match e.name().as_ref() {
                    b"game" => in_game = false,
                    b"move" | b"info" => collecting = None,
                    _ => {}
                }
            }
            Event::Text(ref t) => {
                if let (Some(which), Some(g)) = (collecting, games.last_mut()) {
                    let s = t.decode().map_err(|e| {
                        ReadError::in_text(F, &text, at, ErrorKind::Encoding, e.to_string())
                    })?;
                    push_text(g, which, &s, at);
                }
            }
            Event::CData(ref t) => {
                if let (Some(which), Some(g)) = (collecting, games.last_mut()) {
                    let s = String::from_utf8_lossy(t.as_ref()).into_owned();
                    push_text(g, which, &s, at);
                }
            }
            Event::GeneralRef(ref r) => {
                if let (Some(which), Some(g)) = (collecting, games.last_mut()) {
                    let bad = |m: String| ReadError::in_text(F, &text, at, ErrorKind::Malformed, m);
                    let s = match r.resolve_char_ref().map_err(|e| bad(e.to_string()))? {
                        Some(c) => c.to_string(),
                        None => {
                            let name = r.decode().map_err(|e| bad(e.to_string()))?;
                            quick_xml::escape::resolve_predefined_entity(&name)
                                .ok_or_else(|| bad(format!("unknown entity &{name};")))?
                                .to_string()
                        }
                    };
                    push_text(g, which, &s, at);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if depth != 0 {
        return Err(ReadError::in_text(
            F,
            &text,
            text.len(),
            ErrorKind::Truncated,
            "the file ends inside an element",
        ));
    }
    let notation = Notation::new(SIZE);
    let lookup = |kind: &str, id: Option<&String>| -> Option<String> {
        let id = id?;
        names
            .get(kind)
            .and_then(|m| m.get(id))
            .cloned()
            .or_else(|| non_empty(id))
            .and_then(|s| non_empty(&s))
    };
    let mut out = Vec::new();
    for raw in games {
        let a = &raw.attrs;
        let mut g = GameRecord::new(SIZE);
        g.black = lookup("player", a.get("black"));
        g.white = lookup("player", a.get("white"));
        g.rule = lookup("rule", a.get("rule"));
        g.round = a.get("round").and_then(|s| non_empty(s));
        let t = a.get("tournament").and_then(|id| tournaments.get(id));
        g.event = match t {
            Some(t) => t.get("name").and_then(|s| non_empty(s)),
            None => a.get("tournament").and_then(|s| non_empty(s)),
        };
        g.date = a
            .get("date")
            .or_else(|| t.and_then(|t| t.get("start")))
            .and_then(|s| non_empty(s))
            .map(|d| crate::date::iso(&d));
        g.result = match a.get("bresult").map(|s| s.trim()) {
            Some("1") => GameResult::BlackWins,
            Some("0") => GameResult::WhiteWins,
            Some("0.5") | Some(".5") => GameResult::Draw,
            _ => GameResult::Unknown,
        };
        if let Some(o) = lookup("opening", a.get("opening")) {
            g.extra.push(("Opening".into(), o));
        }
        if let Some(s) = a.get("swap").and_then(|s| non_empty(s)) {
            g.extra.push(("Swap".into(), s));
        }
        if let Some(alt) = a.get("alt") {
            let offers = notation.parse_moves(alt).map_err(|e| {
                ReadError::in_text(
                    F,
                    &text,
                    raw.at,
                    ErrorKind::Malformed,
                    format!("in alt: {e}"),
                )
            })?;
            g.offers = offers
                .into_iter()
                .filter_map(|m| match m {
                    Move::Place(p) => Some(p),
                    Move::Pass => None,
                })
                .collect();
        }
        if let Some((at, moves)) = &raw.moves {
            // Text offsets are exact when the element holds plain text.
            g.moves = notation.parse_moves(moves).map_err(|e| {
                ReadError::in_text(
                    F,
                    &text,
                    at + e.offset,
                    ErrorKind::Malformed,
                    format!("in the moves: {e}"),
                )
            })?;
        }
        g.comment = non_empty(&raw.info);
        out.push(checked(
            g,
            F,
            |_| crate::Location::in_text(&text, raw.at),
            |p| p.to_string(),
        )?);
    }
    Ok(out)
}

fn push_text(g: &mut RawGame, moves: bool, s: &str, _at: usize) {
    if moves {
        if let Some((_, m)) = g.moves.as_mut() {
            m.push_str(s);
        }
    } else {
        g.info.push_str(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_ids() {
        let xml = r#"<?xml version="1.0" encoding="utf-8"?>
<database>
 <rules><rule id="1" name="RIF"/></rules>
 <openings><opening id="3" name="Kagetsu"/></openings>
 <players><player id="7" name="Ana" surname="Lin"/><player id="8" name="Bo" surname="Ek"/></players>
 <tournaments><tournament id="2" name="World Championship" start="2019-08-01"/></tournaments>
 <games>
  <game id="1" tournament="2" round="3" rule="1" black="7" white="8" bresult="0.5" opening="3" alt="k10 l9">
   <move>h8 i9 j10 &amp; oops</move>
  </game>
 </games>
</database>"#;
        let e = read(xml.as_bytes(), &ReadOptions::default()).unwrap_err();
        assert_eq!(
            e.at,
            crate::Location::Line {
                line: 9,
                column: 20
            }
        );
        let ok = xml
            .replace(" &amp; oops", "")
            .replace("<move>", "<info>a &lt;sharp&gt; game</info><move>");
        let g = &read(ok.as_bytes(), &ReadOptions::default()).unwrap()[0];
        assert_eq!(g.black.as_deref(), Some("Ana Lin"));
        assert_eq!(g.event.as_deref(), Some("World Championship"));
        assert_eq!(g.rule.as_deref(), Some("RIF"));
        assert_eq!(g.result, GameResult::Draw);
        assert_eq!(g.date.as_deref(), Some("2019-08-01"));
        assert_eq!(g.extra("Opening"), Some("Kagetsu"));
        assert_eq!(g.comment.as_deref(), Some("a <sharp> game"));
        assert_eq!(g.offers.len(), 2);
        assert_eq!(g.moves.len(), 3);
        assert!(read(
            b"<games><game id=\"1\"><move>h8</move>",
            &ReadOptions::default()
        )
        .is_err());
    }
}
