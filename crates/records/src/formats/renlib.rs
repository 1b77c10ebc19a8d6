//! RenLib `.lib`, the renju community's opening library: a binary tree of moves.
//!
//! Header (20 bytes): `FF 'R' 'e' 'n' 'L' 'i' 'b' FF`, the major version (3), the minor
//! (0 or 4), ten `FF`. Very old files have no header. The body is the tree in depth-first
//! pre-order, one 2-byte record per node: the point (low nibble the column 1–15, high
//! nibble the row from the top 0–14; 0x00 the root, or a pass) and the flags:
//!
//! | flag | meaning |
//! | --- | --- |
//! | 0x80 | a later sibling follows the subtree |
//! | 0x40 | no child |
//! | 0x20 | an old-style comment follows: 7-bit text ended by the first byte with bit 7 set |
//! | 0x10 | marked |
//! | 0x08 | a comment follows: `title 0x08 text`, NUL-terminated, padded to even length |
//! | 0x04 | start position |
//! | 0x02 | not a move: only a board text |
//! | 0x01 | two extension bytes e1, e2 follow (flags |= e2 << 8 \| e1 << 16); e2 & 1: a board text follows |
//!
//! Version 3.4 files begin with the root's record, 3.0 files directly with the first
//! move. Children with the same move merge. 15x15 only.

use crate::error::{ErrorKind, Location, ReadError, WriteError};
use crate::format::{encode_text, Format, ReadOptions, Warning, WriteOptions};
use crate::text::TextEncoding;
use crate::tree::{GameTree, NodeId, OriginalText};
use encoding_rs::Encoding;
use pearls_rules::{Move, Point};

const F: Format = Format::RenLib;
const SIZE: u8 = 15;
pub const MAGIC: [u8; 8] = [0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF];

const SIBLING: u32 = 0x80;
const NO_CHILD: u32 = 0x40;
const OLD_COMMENT: u32 = 0x20;
const MARK: u32 = 0x10;
const COMMENT: u32 = 0x08;
const START: u32 = 0x04;
const NO_MOVE: u32 = 0x02;
const EXTENSION: u32 = 0x01;
const BOARD_TEXT: u32 = 0x100;

/// The point a record's first byte stands for; `None` for 0x00.
pub fn decode_point(b: u8) -> Result<Option<Point>, String> {
    if b == 0 {
        return Ok(None);
    }
    let (col, top) = (b & 0x0F, b >> 4);
    if col == 0 || top > 14 {
        return Err(format!("0x{b:02X} is not a point"));
    }
    Ok(Some(Point::new(col - 1, 14 - top)))
}

pub fn encode_point(p: Point) -> u8 {
    ((14 - p.row) << 4) | (p.col + 1)
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
    encoding: &'static Encoding,
    /// Every text's bytes, when reading to find the encoding.
    collect: Option<Vec<u8>>,
    /// Texts read with replacement characters: which, where, and in which node.
    bad: Vec<(&'static str, usize, NodeId)>,
}

struct Record {
    at: usize,
    point: Option<Point>,
    flags: u32,
    title: Option<String>,
    comment: Option<String>,
    board_text: Option<String>,
    /// The texts as the file held them, when one was not valid in the encoding, and
    /// which (with the byte where it starts).
    original: Option<OriginalText>,
    bad: Vec<(&'static str, usize)>,
}

impl Reader<'_> {
    fn err(&self, at: usize, kind: ErrorKind, msg: impl Into<String>) -> ReadError {
        ReadError::at_byte(F, at, kind, msg)
    }

    fn byte(&mut self, what: &str) -> Result<u8, ReadError> {
        let b = *self.b.get(self.pos).ok_or_else(|| {
            self.err(
                self.pos,
                ErrorKind::Truncated,
                format!("the file ends inside {what}"),
            )
        })?;
        self.pos += 1;
        Ok(b)
    }

    /// A NUL-terminated string padded to even length.
    fn string(&mut self, what: &str) -> Result<(usize, Vec<u8>), ReadError> {
        let start = self.pos;
        let Some(len) = self.b[start..].iter().position(|&c| c == 0) else {
            return Err(self.err(
                start,
                ErrorKind::Truncated,
                format!(
                    "the {what} starting here has no terminating NUL before the end of the file"
                ),
            ));
        };
        self.pos = start + len + 1;
        if (len + 1) % 2 == 1 && self.pos < self.b.len() {
            self.pos += 1;
        }
        Ok((start, self.b[start..start + len].to_vec()))
    }

    fn note(&mut self, rec: &Record, id: NodeId) {
        self.bad
            .extend(rec.bad.iter().map(|&(what, at)| (what, at, id)));
    }

    /// Decodes a text; bytes invalid in the encoding become U+FFFD and are noted, with
    /// the original bytes, on the record.
    fn text(
        &mut self,
        r: &mut Record,
        what: &'static str,
        at: usize,
        bytes: &[u8],
    ) -> Option<String> {
        if let Some(c) = &mut self.collect {
            c.extend_from_slice(bytes);
            c.push(b'\n');
        }
        let (s, bad) = self.encoding.decode_without_bom_handling(bytes);
        let s = s.into_owned();
        if bad {
            // Where the first invalid byte is, as a strict decoder finds it.
            let told = if self.encoding == encoding_rs::UTF_8 {
                TextEncoding::Utf8
            } else {
                TextEncoding::Legacy(self.encoding)
            };
            let first = match crate::text::decode(bytes, told, F, at) {
                Err(ReadError {
                    at: Location::Byte(b),
                    ..
                }) => b,
                _ => at,
            };
            r.bad.push((what, first));
            let o = r.original.get_or_insert_with(|| OriginalText {
                encoding: self.encoding.name(),
                ..OriginalText::default()
            });
            let slot = match what {
                "title" => &mut o.title,
                "board text" => &mut o.board_text,
                _ => &mut o.comment,
            };
            *slot = Some(bytes.to_vec());
        }
        (!s.is_empty()).then_some(s)
    }

    fn record(&mut self) -> Result<Record, ReadError> {
        let at = self.pos;
        let pb = self.byte("a node")?;
        let mut flags = self.byte("a node")? as u32;
        let point = decode_point(pb).map_err(|m| self.err(at, ErrorKind::Invalid, m))?;
        if flags & EXTENSION != 0 {
            let e1 = self.byte("a node's extension")? as u32;
            let e2 = self.byte("a node's extension")? as u32;
            flags |= (e2 << 8) | (e1 << 16);
        }
        let mut r = Record {
            at,
            point,
            flags,
            title: None,
            comment: None,
            board_text: None,
            original: None,
            bad: Vec::new(),
        };
        if flags & OLD_COMMENT != 0 {
            let start = self.pos;
            let Some(end) = self.b[start..].iter().position(|&c| c & 0x80 != 0) else {
                return Err(self.err(
                    start,
                    ErrorKind::Truncated,
                    "the old-style comment starting here does not end before the end of the file",
                ));
            };
            let mut bytes = self.b[start..=start + end].to_vec();
            if let Some(last) = bytes.last_mut() {
                *last &= 0x7F;
            }
            self.pos = start + end + 1;
            r.comment = self.text(&mut r, "comment", start, &bytes);
        }
        if flags & COMMENT != 0 {
            let (start, bytes) = self.string("comment")?;
            let (title, text) = match bytes.iter().position(|&c| c == 0x08) {
                Some(i) => (&bytes[..i], &bytes[i + 1..]),
                None => (&bytes[..], &[][..]),
            };
            r.title = self.text(&mut r, "title", start, title);
            let text = self.text(&mut r, "comment", start + title.len() + 1, text);
            if text.is_some() {
                r.comment = text;
            }
        }
        if flags & BOARD_TEXT != 0 {
            let (start, bytes) = self.string("board text")?;
            r.board_text = self.text(&mut r, "board text", start, &bytes);
        }
        Ok(r)
    }
}

fn apply(tree: &mut GameTree, id: NodeId, r: Record) {
    let n = tree.node_mut(id);
    n.marked |= r.flags & MARK != 0;
    n.start |= r.flags & START != 0;
    if n.title.is_none() {
        n.title = r.title;
    }
    if n.comment.is_none() {
        n.comment = r.comment;
    }
    if n.board_text.is_none() {
        n.board_text = r.board_text;
    }
    if n.original.is_none() {
        n.original = r.original.map(Box::new);
    }
}

/// Reads a library.
pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<GameTree, ReadError> {
    read_with_warnings(bytes, opts).map(|(t, _)| t)
}

/// Reads a library, with a warning for each text that is not valid in the encoding (read
/// with replacement characters), naming its node. The encoding is the one told, or under
/// `auto` UTF-8 when every text is valid UTF-8 and otherwise the one a detector finds
/// most likely for the texts together (a Chinese library's GBK, a Russian one's
/// Windows-1251, …).
pub fn read_with_warnings(
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<(GameTree, Vec<Warning>), ReadError> {
    let encoding = match opts.encoding {
        TextEncoding::Utf8 => encoding_rs::UTF_8,
        TextEncoding::Legacy(e) => e,
        TextEncoding::Auto => {
            let mut texts = Reader {
                b: bytes,
                pos: 0,
                encoding: encoding_rs::WINDOWS_1252,
                collect: Some(Vec::new()),
                bad: Vec::new(),
            };
            tree_of(&mut texts)?;
            let all = texts.collect.unwrap_or_default();
            crate::text::detect(all.split(|&b| b == b'\n'))
        }
    };
    let mut r = Reader {
        b: bytes,
        pos: 0,
        encoding,
        collect: None,
        bad: Vec::new(),
    };
    let tree = tree_of(&mut r)?;
    let warnings = r
        .bad
        .iter()
        .map(|(what, at, id)| {
            let line = tree.line_to(*id);
            let node = if *id == GameTree::ROOT {
                "the root".to_string()
            } else if line.is_empty() {
                "a node before the first move".to_string()
            } else {
                let n = pearls_rules::Notation::new(SIZE).format_moves(&line);
                if tree.node(*id).label_only {
                    format!(
                        "the board text node on {} after {n}",
                        tree.node(*id)
                            .point()
                            .map_or(String::new(), |p| p.to_string())
                    )
                } else {
                    format!("node {n}")
                }
            };
            Warning {
                format: F,
                at: Location::Byte(*at),
                message: format!(
                    "the {what} of {node} is not valid {}: read with replacement characters",
                    encoding.name()
                ),
            }
        })
        .collect();
    Ok((tree, warnings))
}

fn tree_of(r: &mut Reader) -> Result<GameTree, ReadError> {
    let bytes = r.b;
    let mut root_record = false;
    if bytes.first() == Some(&0xFF) {
        if bytes.len() < 20 {
            return Err(r.err(
                bytes.len(),
                ErrorKind::Truncated,
                "the file ends inside the 20-byte header",
            ));
        }
        if bytes[..8] != MAGIC {
            return Err(r.err(
                0,
                ErrorKind::Malformed,
                "not a RenLib file (no FF 'RenLib' FF header)",
            ));
        }
        let (major, minor) = (bytes[8], bytes[9]);
        if major != 3 {
            return Err(r.err(
                8,
                ErrorKind::Malformed,
                format!("RenLib version {major}.{minor} is not supported (3.x is)"),
            ));
        }
        root_record = minor >= 4 && bytes.get(20) == Some(&0);
        r.pos = 20;
    }
    let mut tree = GameTree::new(SIZE);
    if r.pos >= bytes.len() {
        return Ok(tree);
    }
    if root_record {
        let rec = r.record()?;
        let no_child = rec.flags & NO_CHILD != 0;
        r.note(&rec, GameTree::ROOT);
        apply(&mut tree, GameTree::ROOT, rec);
        if no_child {
            return finish(r, tree);
        }
    }
    let mut taken = [false; 225];
    // For each node whose children are being read: the node, whether it has a later
    // sibling, and the point it took on the board.
    let mut stack: Vec<(NodeId, bool, Option<usize>)> = Vec::new();
    let mut parent = GameTree::ROOT;
    loop {
        let rec = r.record()?;
        let label = rec.flags & NO_MOVE != 0;
        let (has_child, has_sibling) = (rec.flags & NO_CHILD == 0, rec.flags & SIBLING != 0);
        let mv = match rec.point {
            Some(p) => Move::Place(p),
            None if label => {
                return Err(r.err(rec.at, ErrorKind::Invalid, "a board text needs a point"))
            }
            None => Move::Pass,
        };
        let mut took = None;
        if let (Move::Place(p), false) = (mv, label) {
            let i = p.index(SIZE);
            if taken[i] {
                return Err(r.err(
                    rec.at,
                    ErrorKind::Invalid,
                    format!("{p} is played on a point already taken in this line"),
                ));
            }
            took = Some(i);
        }
        let id = tree.child(parent, mv, label);
        r.note(&rec, id);
        apply(&mut tree, id, rec);
        if has_child {
            if let Some(i) = took {
                taken[i] = true;
            }
            stack.push((id, has_sibling, took));
            parent = id;
            continue;
        }
        if has_sibling {
            continue;
        }
        // Climb back up to the nearest node with a later sibling.
        loop {
            let Some((node, sibling, took)) = stack.pop() else {
                return finish(r, tree);
            };
            if let Some(i) = took {
                taken[i] = false;
            }
            parent = tree.node(node).parent().expect("a child has a parent");
            if sibling {
                break;
            }
        }
    }
}

fn finish(r: &Reader, tree: GameTree) -> Result<GameTree, ReadError> {
    if let Some(i) = r.b[r.pos..].iter().position(|&c| c != 0) {
        return Err(r.err(
            r.pos + i,
            ErrorKind::Malformed,
            format!("{} bytes after the end of the tree", r.b.len() - r.pos),
        ));
    }
    Ok(tree)
}

/// A text's bytes: the file's own, when it is written back in the encoding it was read
/// in and still reads as it did (bytes that were not valid there stay as they were);
/// otherwise the text encoded.
fn encoded(
    text: &str,
    original: Option<(&'static str, &Option<Vec<u8>>)>,
    opts: &WriteOptions,
) -> Result<Vec<u8>, WriteError> {
    if let (Some((name, Some(raw))), TextEncoding::Legacy(e)) = (original, opts.encoding) {
        if e.name() == name && e.decode_without_bom_handling(raw).0 == text {
            return Ok(raw.clone());
        }
    }
    if let (Some((name, Some(raw))), TextEncoding::Utf8 | TextEncoding::Auto) =
        (original, opts.encoding)
    {
        if name == "UTF-8" && String::from_utf8_lossy(raw) == text {
            return Ok(raw.clone());
        }
    }
    encode_text(text, opts, F)
}

fn push_string(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(bytes);
    out.push(0);
    if (bytes.len() + 1) % 2 == 1 {
        out.push(0);
    }
}

fn node_bytes(
    tree: &GameTree,
    id: NodeId,
    flags: u32,
    opts: &WriteOptions,
    out: &mut Vec<u8>,
) -> Result<(), WriteError> {
    let n = tree.node(id);
    let point = match n.mv {
        Some(Move::Place(p)) if p.on_board(SIZE) => encode_point(p),
        Some(Move::Place(p)) => {
            return Err(WriteError::new(F, format!("{p} is off the 15x15 board")))
        }
        Some(Move::Pass) if n.label_only => {
            return Err(WriteError::new(F, "a board text needs a point"))
        }
        Some(Move::Pass) | None => 0,
    };
    let mut flags = flags;
    if n.marked {
        flags |= MARK;
    }
    if n.start {
        flags |= START;
    }
    if n.label_only {
        flags |= NO_MOVE;
    }
    let mut comment = Vec::new();
    if n.title.is_some() || n.comment.is_some() {
        flags |= COMMENT;
        if let Some(t) = &n.title {
            if t.contains(['\0', '\u{8}']) {
                return Err(WriteError::new(
                    F,
                    "a title cannot contain NUL or backspace",
                ));
            }
            comment = encoded(t, n.original.as_ref().map(|o| (o.encoding, &o.title)), opts)?;
        }
        if let Some(c) = &n.comment {
            if c.contains('\0') {
                return Err(WriteError::new(F, "a comment cannot contain NUL"));
            }
            comment.push(0x08);
            comment.extend(encoded(
                c,
                n.original.as_ref().map(|o| (o.encoding, &o.comment)),
                opts,
            )?);
        }
    }
    out.push(point);
    if let Some(t) = &n.board_text {
        if t.contains('\0') {
            return Err(WriteError::new(F, "a board text cannot contain NUL"));
        }
        out.push((flags | EXTENSION) as u8);
        out.extend([0, 1]);
    } else {
        out.push(flags as u8);
    }
    if flags & COMMENT != 0 {
        push_string(out, &comment);
    }
    if let Some(t) = &n.board_text {
        push_string(
            out,
            &encoded(
                t,
                n.original.as_ref().map(|o| (o.encoding, &o.board_text)),
                opts,
            )?,
        );
    }
    Ok(())
}

/// Writes a library, version 3.4 (with the root's record) or 3.0.
pub fn write(tree: &GameTree, opts: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    if tree.size != SIZE {
        return Err(WriteError::new(
            F,
            format!("RenLib holds 15x15 boards, not {0}x{0}", tree.size),
        ));
    }
    let minor = if opts.renlib_minor >= 4 { 4 } else { 0 };
    let mut out = MAGIC.to_vec();
    out.extend([3, minor]);
    out.extend([0xFF; 10]);
    let root = tree.root();
    if minor >= 4 {
        let flags = if root.children().is_empty() {
            NO_CHILD
        } else {
            0
        };
        node_bytes(tree, GameTree::ROOT, flags, opts, &mut out)?;
    } else if root.title.is_some()
        || root.comment.is_some()
        || root.board_text.is_some()
        || root.marked
        || root.start
    {
        return Err(WriteError::new(
            F,
            "RenLib 3.0 has no root record for the root's comment, text or marks",
        ));
    }
    // Pre-order, children in order; each entry knows whether it has a later sibling.
    let mut stack: Vec<(NodeId, bool)> = Vec::new();
    let push_children = |stack: &mut Vec<(NodeId, bool)>, id: NodeId| {
        let ch = tree.node(id).children();
        for (k, &c) in ch.iter().enumerate().rev() {
            stack.push((c, k + 1 < ch.len()));
        }
    };
    push_children(&mut stack, GameTree::ROOT);
    while let Some((id, sibling)) = stack.pop() {
        let mut flags = 0;
        if sibling {
            flags |= SIBLING;
        }
        if tree.node(id).children().is_empty() {
            flags |= NO_CHILD;
        }
        node_bytes(tree, id, flags, opts, &mut out)?;
        push_children(&mut stack, id);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_rows_from_the_top() {
        assert_eq!(encode_point(Point::new(7, 7)), 0x78);
        assert_eq!(encode_point(Point::new(0, 14)), 0x01);
        assert_eq!(encode_point(Point::new(0, 0)), 0xE1);
        assert_eq!(decode_point(0x78).unwrap(), Some(Point::new(7, 7)));
        assert!(decode_point(0x70).is_err());
        assert!(decode_point(0xF1).is_err());
    }
}
