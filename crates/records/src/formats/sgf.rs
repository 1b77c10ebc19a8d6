//! SGF for five-in-a-row: `GM[4]` (some renju programs write `GM[5]`; both are read, and
//! so is `GM[1]`, which others write, with a warning, when nothing in it is Go's alone).
//! Points are two letters, column then row, `a` the left column and the top row, so h8
//! is `[hh]` on 15x15; `[]` (or `[tt]` up to 19x19) is a pass. Read: PB, PW, BR, WR, EV,
//! RO, DT, RE, RU (or a rule name in GN), C, AB/AW set-up stones, the renju properties
//! 5A/FA (black's fifth-move offers) and SW (swap), and CA for the text encoding. A move
//! of the colour that is not to move stands after an implicit pass. Of a game record with
//! variations, the main line (first variation at every branch) is the game. A game tree
//! with no game details at its root that branches or carries N, C, LB or MA on its moves
//! is read as a tree, as RenLib holds one, and a tree is written that way.

use crate::error::{ErrorKind, ReadError, WriteError};
use crate::format::{checked, encode_text, Document, Format, ReadOptions, Warning, WriteOptions};
use crate::record::{non_empty, GameRecord, GameResult};
use crate::text::{decode_file, TextEncoding};
use crate::tree::GameTree;
use pearls_rules::{Color, Move, Point};

const F: Format = Format::Sgf;

use std::borrow::Cow;

/// A node: its properties are `props[first..first + count]`.
struct SgfNode {
    at: usize,
    first: usize,
    count: usize,
    first_child: Option<usize>,
    /// Every variation, the first one first.
    children: Vec<usize>,
}

/// The parsed collection, borrowing from the text: nodes, properties (identifier and
/// range in `values`) and values.
struct Sgf<'a> {
    nodes: Vec<SgfNode>,
    props: Vec<(&'a str, usize, usize)>,
    values: Vec<Cow<'a, str>>,
    roots: Vec<usize>,
}

impl<'a> Sgf<'a> {
    fn props(&self, node: usize) -> impl Iterator<Item = (&'a str, &[Cow<'a, str>])> + '_ {
        let n = &self.nodes[node];
        self.props[n.first..n.first + n.count]
            .iter()
            .map(|&(id, v, c)| (id, &self.values[v..v + c]))
    }

    fn get(&self, node: usize, id: &str) -> Option<&str> {
        self.props(node)
            .find(|(k, _)| *k == id)
            .map(|(_, v)| v[0].as_ref())
    }
}

/// Parses the collection. Only the first variation of each node is kept as its child:
/// the main line is the game.
fn parse(text: &str) -> Result<Sgf<'_>, ReadError> {
    let b = text.as_bytes();
    let err = |at: usize, kind, msg: &str| ReadError::in_text(F, text, at, kind, msg.to_string());
    let mut sgf = Sgf {
        nodes: Vec::new(),
        props: Vec::new(),
        values: Vec::new(),
        roots: Vec::new(),
    };
    // The node new nodes attach to, saved at each '('.
    let mut stack: Vec<(usize, Option<usize>)> = Vec::new();
    let mut last: Option<usize> = None;
    let mut pos = match b.iter().position(|&c| c == b'(') {
        Some(p) => p,
        None => return Err(err(0, ErrorKind::Malformed, "no game tree: expected '('")),
    };
    while pos < b.len() {
        let c = b[pos];
        match c {
            b'(' => {
                stack.push((pos, last));
                pos += 1;
            }
            b')' => {
                let Some((_, saved)) = stack.pop() else {
                    return Err(err(pos, ErrorKind::Malformed, "')' without '('"));
                };
                last = saved;
                pos += 1;
            }
            b';' => {
                if stack.is_empty() {
                    return Err(err(
                        pos,
                        ErrorKind::Malformed,
                        "a node outside any game tree",
                    ));
                }
                let id = sgf.nodes.len();
                sgf.nodes.push(SgfNode {
                    at: pos,
                    first: sgf.props.len(),
                    count: 0,
                    first_child: None,
                    children: Vec::new(),
                });
                match last {
                    Some(p) => {
                        if sgf.nodes[p].first_child.is_none() {
                            sgf.nodes[p].first_child = Some(id);
                        }
                        sgf.nodes[p].children.push(id);
                    }
                    None => sgf.roots.push(id),
                }
                last = Some(id);
                pos += 1;
                loop {
                    while pos < b.len() && b[pos].is_ascii_whitespace() {
                        pos += 1;
                    }
                    let start = pos;
                    while pos < b.len() && b[pos].is_ascii_alphanumeric() {
                        pos += 1;
                    }
                    if start == pos {
                        break;
                    }
                    let ident = &text[start..pos];
                    let first_value = sgf.values.len();
                    loop {
                        while pos < b.len() && b[pos].is_ascii_whitespace() {
                            pos += 1;
                        }
                        if b.get(pos) != Some(&b'[') {
                            break;
                        }
                        let vstart = pos;
                        pos += 1;
                        let Some(len) = b[pos..].iter().position(|&c| c == b']' || c == b'\\')
                        else {
                            return Err(err(
                                vstart,
                                ErrorKind::Truncated,
                                "the value starting here has no closing ']'",
                            ));
                        };
                        if b[pos + len] == b']' {
                            sgf.values.push(Cow::Borrowed(&text[pos..pos + len]));
                            pos += len + 1;
                            continue;
                        }
                        // Escapes: build the value.
                        let mut v = String::new();
                        loop {
                            let Some(ch) = text[pos..].chars().next() else {
                                return Err(err(
                                    vstart,
                                    ErrorKind::Truncated,
                                    "the value starting here has no closing ']'",
                                ));
                            };
                            pos += ch.len_utf8();
                            match ch {
                                ']' => break,
                                '\\' => {
                                    let Some(n) = text[pos..].chars().next() else {
                                        continue;
                                    };
                                    pos += n.len_utf8();
                                    match n {
                                        '\n' => {}
                                        '\r' => {
                                            if b.get(pos) == Some(&b'\n') {
                                                pos += 1;
                                            }
                                        }
                                        n => v.push(n),
                                    }
                                }
                                ch => v.push(ch),
                            }
                        }
                        sgf.values.push(Cow::Owned(v));
                    }
                    let count = sgf.values.len() - first_value;
                    if count == 0 {
                        return Err(err(
                            start,
                            ErrorKind::Malformed,
                            "a property without a value",
                        ));
                    }
                    sgf.props.push((ident, first_value, count));
                    sgf.nodes[id].count += 1;
                }
            }
            c if c.is_ascii_whitespace() => pos += 1,
            _ if stack.is_empty() => pos += 1,
            _ => return Err(err(pos, ErrorKind::Malformed, "expected ';', '(' or ')'")),
        }
    }
    if let Some(&(open, _)) = stack.last() {
        return Err(err(
            open,
            ErrorKind::Truncated,
            "the game tree opened here is not closed",
        ));
    }
    Ok(sgf)
}

fn point(v: &str, size: u8) -> Option<Option<Point>> {
    let b = v.as_bytes();
    if b.is_empty() || (v == "tt" && size <= 19) {
        return Some(None);
    }
    if b.len() != 2 || !b[0].is_ascii_lowercase() || !b[1].is_ascii_lowercase() {
        return None;
    }
    let (x, y) = ((b[0] - b'a') as u32, (b[1] - b'a') as u32);
    Point::from_gomocup(x, y, size).map(Some)
}

fn charset(bytes: &[u8]) -> Option<TextEncoding> {
    let i = bytes.windows(3).position(|w| w == b"CA[")?;
    let rest = &bytes[i + 3..];
    let end = rest.iter().position(|&c| c == b']')?;
    TextEncoding::parse(std::str::from_utf8(&rest[..end]).ok()?)
}

const RULE_NAMES: [&str; 9] = [
    "renju",
    "gomoku",
    "freestyle",
    "standard",
    "caro",
    "renju-1899",
    "pente",
    "rif",
    "swap2",
];

/// Reads a collection: one game tree without a game's details (players, result, event,
/// date, set-up) that branches, or whose moves carry comments, board texts or marks, is
/// a tree (what a RenLib library written as SGF gives back); anything else is its games,
/// each the main line of its game tree.
/// Warnings: a game tree marked `GM[1]` (Go) that is read as five-in-a-row.
pub fn read_document(
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<(Document, Vec<Warning>), ReadError> {
    let encoding = match (opts.encoding, charset(bytes)) {
        (TextEncoding::Auto, Some(e)) => e,
        (e, _) => e,
    };
    let text = decode_file(bytes, encoding, F)?;
    let sgf = parse(&text)?;
    let mut warnings = Vec::new();
    if let [root] = sgf.roots[..] {
        if is_tree(&sgf, root) {
            warnings.extend(check_gm(&sgf, root, &text)?);
            return Ok((Document::Tree(read_tree(&sgf, root, &text)?), warnings));
        }
    }
    let games = games(&sgf, &text, &mut warnings)?;
    Ok((Document::Games(games), warnings))
}

/// Properties of a node that a game's main line would lose.
const MARKUP: [&str; 8] = ["C", "N", "LB", "MA", "TR", "SQ", "CR", "RS"];

/// Root properties of a game record rather than of a library.
const GAME_INFO: [&str; 13] = [
    "PB", "PW", "RE", "EV", "DT", "RO", "RU", "AB", "AW", "PL", "5A", "FA", "SW",
];

fn is_tree(sgf: &Sgf, root: usize) -> bool {
    if sgf.props(root).any(|(k, _)| GAME_INFO.contains(&k)) {
        return false;
    }
    // At the root, a comment is a game's; a title (N), a mark or the start flag are a
    // library's.
    let marked = |n: usize| {
        sgf.props(n)
            .any(|(k, _)| MARKUP.contains(&k) && (n != root || k != "C"))
    };
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let node = &sgf.nodes[n];
        if node.children.len() > 1 || marked(n) {
            return true;
        }
        stack.extend(&node.children);
    }
    false
}

/// The tree of one game tree: its variations, with each node's name (N, the title),
/// comment (C), board texts (LB: on the node's own point, or on a point not played,
/// which RenLib keeps as a child that is not a move), a mark on its own point (MA) and
/// the start position (RS). Iterative: a hostile file may nest deeply.
fn read_tree(sgf: &Sgf, root: usize, text: &str) -> Result<GameTree, ReadError> {
    let err = |at: usize, msg: String| ReadError::in_text(F, text, at, ErrorKind::Invalid, msg);
    let size = board_size(sgf, root, text)?;
    let mut tree = GameTree::new(size);
    // (SGF node, tree node it hangs under or is, whether it is the root, colour to move)
    let mut stack = vec![(root, GameTree::ROOT, true, Color::Black)];
    while let Some((n, parent, is_root, to_move)) = stack.pop() {
        let at = sgf.nodes[n].at;
        let mut here = parent;
        let mut next = to_move;
        if !is_root {
            if let Some((k, values)) = sgf.props(n).find(|(k, _)| matches!(*k, "B" | "W")) {
                let color = if k == "B" { Color::Black } else { Color::White };
                if color != to_move {
                    here = tree.child(here, Move::Pass, false);
                }
                let mv = match point(&values[0], size) {
                    Some(Some(p)) => Move::Place(p),
                    Some(None) => Move::Pass,
                    None => {
                        return Err(err(
                            at,
                            format!("[{}] is not a point on the {size}x{size} board", values[0]),
                        ))
                    }
                };
                here = tree.child(here, mv, false);
                next = color.opposite();
            }
        }
        let own = tree.node(here).point();
        for (k, values) in sgf.props(n) {
            let v = values[0].as_ref();
            match k {
                "C" => tree.node_mut(here).comment = non_empty(v),
                "N" => tree.node_mut(here).title = non_empty(v),
                "RS" => tree.node_mut(here).start = true,
                "MA" => {
                    for v in values {
                        if own.is_some() && point(v, size) == Some(own) {
                            tree.node_mut(here).marked = true;
                        }
                    }
                }
                "LB" => {
                    for v in values {
                        let (xy, label) = v.split_once(':').unwrap_or((v.as_ref(), ""));
                        let Some(Some(p)) = point(xy, size) else {
                            return Err(err(
                                at,
                                format!(
                                    "LB[{v}]: [{xy}] is not a point on the {size}x{size} board"
                                ),
                            ));
                        };
                        let id = if Some(p) == own {
                            here
                        } else {
                            tree.child(here, Move::Place(p), true)
                        };
                        tree.node_mut(id).board_text = non_empty(label);
                    }
                }
                _ => {}
            }
        }
        for &c in sgf.nodes[n].children.iter().rev() {
            stack.push((c, here, false, next));
        }
    }
    Ok(tree)
}

/// Root properties only a game of Go has.
const GO_ONLY: [&str; 5] = ["KM", "HA", "TB", "TW", "AE"];

/// `GM[4]` and `GM[5]` are five-in-a-row. Common renju programs write `GM[1]` (Go) for
/// their games too: such a game tree is read, with a warning, when nothing in it is
/// Go's alone (komi, handicap, territory, removed stones); its moves must still make a
/// five-in-a-row game (no stone on an occupied point, a board up to 26x26).
fn check_gm(sgf: &Sgf, root: usize, text: &str) -> Result<Option<Warning>, ReadError> {
    let at = sgf.nodes[root].at;
    let refuse = |msg: String| Err(ReadError::in_text(F, text, at, ErrorKind::Invalid, msg));
    match sgf.get(root, "GM").map(str::trim) {
        None | Some("4" | "5") => Ok(None),
        Some("1") => {
            let mut stack = vec![root];
            while let Some(n) = stack.pop() {
                if let Some((k, _)) = sgf.props(n).find(|(k, _)| GO_ONLY.contains(k)) {
                    return refuse(format!(
                        "GM[1] is Go, and this game tree has Go's {k}: not five-in-a-row"
                    ));
                }
                stack.extend(&sgf.nodes[n].children);
            }
            Ok(Some(Warning {
                format: F,
                at: crate::Location::in_text(text, at),
                message: "GM[1] says Go; read as five-in-a-row, which its content is".into(),
            }))
        }
        Some(gm) => refuse(format!("GM[{gm}] is not five-in-a-row (GM[4])")),
    }
}

fn board_size(sgf: &Sgf, root: usize, text: &str) -> Result<u8, ReadError> {
    match sgf.get(root, "SZ").map(str::trim) {
        None => Ok(15),
        Some(s) => {
            let (w, h) = s.split_once(':').unwrap_or((s, s));
            match (w.trim().parse::<u32>(), h.trim().parse::<u32>()) {
                (Ok(w), Ok(h)) if w == h && (5..=26).contains(&w) => Ok(w as u8),
                _ => Err(ReadError::in_text(
                    F,
                    text,
                    sgf.nodes[root].at,
                    ErrorKind::Invalid,
                    format!("SZ[{s}] is not a supported board"),
                )),
            }
        }
    }
}

pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Vec<GameRecord>, ReadError> {
    read_document(bytes, opts).map(|(d, _)| d.into_games())
}

fn games(sgf: &Sgf, text: &str, warnings: &mut Vec<Warning>) -> Result<Vec<GameRecord>, ReadError> {
    let mut games = Vec::new();
    for &root in &sgf.roots {
        let r = &sgf.nodes[root];
        let err = |at: usize, kind, msg: String| ReadError::in_text(F, text, at, kind, msg);
        warnings.extend(check_gm(sgf, root, text)?);
        let size = match sgf.get(root, "SZ").map(str::trim) {
            None => 15,
            Some(s) => {
                let (w, h) = s.split_once(':').unwrap_or((s, s));
                match (w.trim().parse::<u32>(), h.trim().parse::<u32>()) {
                    (Ok(w), Ok(h)) if w == h && (5..=26).contains(&w) => w as u8,
                    _ => {
                        return Err(err(
                            r.at,
                            ErrorKind::Invalid,
                            format!("SZ[{s}] is not a supported board"),
                        ))
                    }
                }
            }
        };
        let mut g = GameRecord::new(size);
        let bad_point = |at: usize, v: &str| {
            err(
                at,
                ErrorKind::Invalid,
                format!("[{v}] is not a point on the {size}x{size} board"),
            )
        };
        for (k, values) in sgf.props(root) {
            let v = values[0].as_ref();
            match k {
                "PB" => g.black = non_empty(v),
                "PW" => g.white = non_empty(v),
                "EV" => g.event = non_empty(v),
                "RO" => g.round = non_empty(v),
                "DT" => g.date = non_empty(v).map(|d| crate::date::iso(&d)),
                "RU" => g.rule = non_empty(v),
                "C" => g.comment = non_empty(v),
                "RE" => {
                    let t = v.trim().to_ascii_lowercase();
                    g.result = if t.starts_with("b+") {
                        GameResult::BlackWins
                    } else if t.starts_with("w+") {
                        GameResult::WhiteWins
                    } else if t == "0" || t.starts_with("draw") || t == "d" || t == "jigo" {
                        GameResult::Draw
                    } else {
                        GameResult::Unknown
                    };
                }
                "GN" => {
                    if let Some(n) = non_empty(v) {
                        g.extra.push(("GameName".into(), n));
                    }
                }
                "BR" => g.extra.push(("BlackRating".into(), v.to_string())),
                "WR" => g.extra.push(("WhiteRating".into(), v.to_string())),
                "SW" => g.extra.push(("Swap".into(), v.to_string())),
                "AB" | "AW" => {
                    let c = if k == "AB" {
                        Color::Black
                    } else {
                        Color::White
                    };
                    for v in values {
                        match point(v, size) {
                            Some(Some(p)) => g.setup.push((p, c)),
                            _ => return Err(bad_point(r.at, v.as_ref())),
                        }
                    }
                }
                "5A" | "FA" => {
                    for v in values {
                        match point(v, size) {
                            Some(Some(p)) => g.offers.push(p),
                            _ => return Err(bad_point(r.at, v.as_ref())),
                        }
                    }
                }
                _ => {}
            }
        }
        if g.rule.is_none() {
            if let Some(n) = g.extra("GameName") {
                if RULE_NAMES.contains(&n.trim().to_ascii_lowercase().as_str()) {
                    g.rule = Some(n.trim().to_string());
                }
            }
        }
        // The main line, the root included; where each move's node stands, for errors.
        let mut at = Some(root);
        let mut node_at = Vec::new();
        while let Some(id) = at {
            let n = &sgf.nodes[id];
            for (k, values) in sgf.props(id) {
                let color = match k {
                    "B" => Color::Black,
                    "W" => Color::White,
                    _ => continue,
                };
                if color != Color::after_plies(g.moves.len()) {
                    g.moves.push(Move::Pass);
                    node_at.push(n.at);
                }
                node_at.push(n.at);
                match point(&values[0], size) {
                    Some(Some(p)) => g.moves.push(Move::Place(p)),
                    Some(None) => g.moves.push(Move::Pass),
                    None => return Err(bad_point(n.at, &values[0])),
                }
            }
            at = n.first_child;
        }
        games.push(checked(
            g,
            F,
            |i| {
                crate::Location::in_text(
                    text,
                    i.and_then(|i| node_at.get(i).copied()).unwrap_or(r.at),
                )
            },
            |p| format!("[{}]", coords(p, size)),
        )?);
    }
    Ok(games)
}

fn value(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('[');
    for c in s.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push(']');
    out
}

fn coords(p: Point, size: u8) -> String {
    let (x, y) = p.to_gomocup(size);
    format!("{}{}", (b'a' + x) as char, (b'a' + y) as char)
}

pub fn write(games: &[GameRecord], opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let mut out = String::new();
    let charset = match opts.encoding {
        TextEncoding::Auto | TextEncoding::Utf8 => "UTF-8",
        TextEncoding::Legacy(e) => e.name(),
    };
    for g in games {
        out.push_str(&format!("(;GM[4]FF[4]CA[{charset}]SZ[{}]", g.size));
        let props = [
            ("RU", g.rule.as_deref()),
            ("GN", g.extra("GameName")),
            ("PB", g.black.as_deref()),
            ("BR", g.extra("BlackRating")),
            ("PW", g.white.as_deref()),
            ("WR", g.extra("WhiteRating")),
            ("EV", g.event.as_deref()),
            ("RO", g.round.as_deref()),
            ("DT", g.date.as_deref()),
        ];
        for (k, v) in props {
            if let Some(v) = v {
                out.push_str(k);
                out.push_str(&value(v));
            }
        }
        match g.result {
            GameResult::BlackWins => out.push_str("RE[B+]"),
            GameResult::WhiteWins => out.push_str("RE[W+]"),
            GameResult::Draw => out.push_str("RE[0]"),
            GameResult::Unknown => {}
        }
        if let Some(c) = &g.comment {
            out.push('C');
            out.push_str(&value(c));
        }
        for (k, color) in [("AB", Color::Black), ("AW", Color::White)] {
            let pts: Vec<String> = g
                .setup
                .iter()
                .filter(|(_, c)| *c == color)
                .map(|(p, _)| format!("[{}]", coords(*p, g.size)))
                .collect();
            if !pts.is_empty() {
                out.push_str(k);
                out.push_str(&pts.concat());
            }
        }
        if !g.offers.is_empty() {
            out.push_str("5A");
            for p in &g.offers {
                out.push_str(&format!("[{}]", coords(*p, g.size)));
            }
        }
        if let Some(s) = g.extra("Swap") {
            out.push_str("SW");
            out.push_str(&value(s));
        }
        for (i, m) in g.moves.iter().enumerate() {
            let c = if i % 2 == 0 { 'B' } else { 'W' };
            match m {
                Move::Place(p) => out.push_str(&format!("\n;{c}[{}]", coords(*p, g.size))),
                Move::Pass => out.push_str(&format!("\n;{c}[]")),
            }
        }
        out.push_str(")\n");
    }
    encode_text(&out, opts, F)
}

/// Writes a tree as one game tree with its variations: each node's title (N), comment
/// (C), board texts (LB, with those on points not played), mark (MA on its own point)
/// and start flag (RS, a private property). Iterative, as reading is.
pub fn write_tree(tree: &GameTree, opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let charset = match opts.encoding {
        TextEncoding::Auto | TextEncoding::Utf8 => "UTF-8",
        TextEncoding::Legacy(e) => e.name(),
    };
    let size = tree.size;
    let mut out = format!("(;GM[4]FF[4]CA[{charset}]SZ[{size}]");
    enum Step {
        Open,
        Close,
        Node(usize, usize),
    }
    let mut stack = vec![Step::Node(GameTree::ROOT, 0)];
    while let Some(step) = stack.pop() {
        let (id, depth) = match step {
            Step::Open => {
                out.push('(');
                continue;
            }
            Step::Close => {
                out.push(')');
                continue;
            }
            Step::Node(id, depth) => (id, depth),
        };
        let node = tree.node(id);
        if id != GameTree::ROOT {
            let c = if depth % 2 == 1 { 'B' } else { 'W' };
            match node.mv {
                Some(Move::Place(p)) => out.push_str(&format!("\n;{c}[{}]", coords(p, size))),
                _ => out.push_str(&format!("\n;{c}[]")),
            }
        }
        if let Some(t) = &node.title {
            out.push('N');
            out.push_str(&value(t));
        }
        if let Some(t) = &node.comment {
            out.push('C');
            out.push_str(&value(t));
        }
        if node.marked {
            if let Some(p) = node.point() {
                out.push_str(&format!("MA[{}]", coords(p, size)));
            }
        }
        if node.start {
            out.push_str("RS[]");
        }
        let (labels, moves): (Vec<usize>, Vec<usize>) = node
            .children()
            .iter()
            .partition(|&&c| tree.node(c).label_only);
        let mut texts: Vec<String> = Vec::new();
        if let (Some(t), Some(p)) = (&node.board_text, node.point()) {
            texts.push(format!("{}:{t}", coords(p, size)));
        }
        for &l in &labels {
            let n = tree.node(l);
            if let Some(p) = n.point() {
                texts.push(format!(
                    "{}:{}",
                    coords(p, size),
                    n.board_text.as_deref().unwrap_or("")
                ));
            }
        }
        if !texts.is_empty() {
            out.push_str("LB");
            for t in &texts {
                out.push_str(&value(t));
            }
        }
        match moves[..] {
            [] => {}
            [only] => stack.push(Step::Node(only, depth + 1)),
            _ => {
                for &c in moves.iter().rev() {
                    stack.push(Step::Close);
                    stack.push(Step::Node(c, depth + 1));
                    stack.push(Step::Open);
                }
            }
        }
    }
    out.push_str(")\n");
    encode_text(&out, opts, F)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_move_is_named_at_its_node_in_sgf_coordinates() {
        let text = "(;GM[4]SZ[15]\n;B[hh]\n;W[ii]\n;B[hh])";
        let e = read(text.as_bytes(), &ReadOptions::default()).unwrap_err();
        assert_eq!(e.at, crate::Location::Line { line: 4, column: 1 });
        assert_eq!(e.message, "move 3 ([hh]) is on an occupied point");
    }

    #[test]
    fn reads_the_main_line_and_setups() {
        let text = "(;GM[5]SZ[15]PB[Kai]PW[Yi]RE[W+R]GN[renju]C[a note \\] with a bracket]AB[hh][ii]AW[gg]5A[jj][kk]\n;W[hi](;B[hj];W[ij])(;B[aa]))";
        let g = &read(text.as_bytes(), &ReadOptions::default()).unwrap()[0];
        assert_eq!(g.rule.as_deref(), Some("renju"));
        assert_eq!(g.result, GameResult::WhiteWins);
        assert_eq!(g.comment.as_deref(), Some("a note ] with a bracket"));
        assert_eq!(g.setup.len(), 3);
        assert_eq!(g.offers.len(), 2);
        let n = pearls_rules::Notation::new(15);
        // White first: an implicit pass for black.
        assert_eq!(n.format_moves(&g.moves), "pass h7 h6 i6");
        let again = read(
            &write(std::slice::from_ref(g), &WriteOptions::default()).unwrap(),
            &ReadOptions::default(),
        )
        .unwrap();
        assert_eq!(&again[0], g);
    }

    #[test]
    fn errors_say_where() {
        let o = ReadOptions::default();
        let e = read(b"(;GM[4]\n;B[hh]\n;W[zz])", &o).unwrap_err();
        assert_eq!(e.at, crate::Location::Line { line: 3, column: 1 });
        assert!(read(b"(;GM[2];B[hh])", &o).is_err());
        // GM[1] is read when nothing in it is Go's alone.
        assert!(read(b"(;GM[1];B[hh])", &o).is_ok());
        let e = read(b"(;GM[1]KM[6.5];B[hh])", &o).unwrap_err();
        assert!(e.message.contains("KM"), "{}", e.message);
        assert!(read(b"(;GM[4];B[hh]", &o).is_err());
        assert!(read(b"(;GM[4];B[hh", &o).is_err());
        assert!(read(b"(;GM[4];B[hh];W[hh])", &o).is_err());
        assert!(read(b"no tree", &o).is_err());
    }
}
