//! Compact blobs for the database: a game's moves one byte each on boards up to 15x15
//! (two bytes on larger ones), set-up stones and offers likewise.

use pearls_rules::{Color, Move, Point};

const PASS8: u8 = 0xFF;
const PASS16: u16 = 0xFFFF;

fn wide(size: u8) -> bool {
    size > 15
}

pub fn pack_moves(size: u8, moves: &[Move]) -> Vec<u8> {
    let mut out = Vec::with_capacity(moves.len() * if wide(size) { 2 } else { 1 });
    for m in moves {
        match (*m, wide(size)) {
            (Move::Place(p), false) => out.push(p.index(size) as u8),
            (Move::Pass, false) => out.push(PASS8),
            (Move::Place(p), true) => out.extend((p.index(size) as u16).to_le_bytes()),
            (Move::Pass, true) => out.extend(PASS16.to_le_bytes()),
        }
    }
    out
}

/// Unpacks moves; `None` when the blob does not fit the board.
pub fn unpack_moves(size: u8, blob: &[u8]) -> Option<Vec<Move>> {
    let n = size as usize * size as usize;
    if wide(size) {
        if !blob.len().is_multiple_of(2) {
            return None;
        }
        blob.chunks_exact(2)
            .map(|c| match u16::from_le_bytes([c[0], c[1]]) {
                PASS16 => Some(Move::Pass),
                i if (i as usize) < n => Some(Move::Place(Point::from_index(i as usize, size))),
                _ => None,
            })
            .collect()
    } else {
        blob.iter()
            .map(|&b| match b {
                PASS8 => Some(Move::Pass),
                i if (i as usize) < n => Some(Move::Place(Point::from_index(i as usize, size))),
                _ => None,
            })
            .collect()
    }
}

pub fn pack_points(size: u8, points: &[Point]) -> Vec<u8> {
    let moves: Vec<Move> = points.iter().map(|&p| Move::Place(p)).collect();
    pack_moves(size, &moves)
}

pub fn unpack_points(size: u8, blob: &[u8]) -> Option<Vec<Point>> {
    unpack_moves(size, blob)?
        .into_iter()
        .map(|m| match m {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        })
        .collect()
}

/// Set-up stones: the point as two bytes, then 0 for black or 1 for white.
pub fn pack_setup(size: u8, setup: &[(Point, Color)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(setup.len() * 3);
    for (p, c) in setup {
        out.extend((p.index(size) as u16).to_le_bytes());
        out.push(c.index() as u8);
    }
    out
}

pub fn unpack_setup(size: u8, blob: &[u8]) -> Option<Vec<(Point, Color)>> {
    if !blob.len().is_multiple_of(3) {
        return None;
    }
    let n = size as usize * size as usize;
    blob.chunks_exact(3)
        .map(|c| {
            let i = u16::from_le_bytes([c[0], c[1]]) as usize;
            let color = match c[2] {
                0 => Color::Black,
                1 => Color::White,
                _ => return None,
            };
            (i < n).then(|| (Point::from_index(i, size), color))
        })
        .collect()
}

/// Extra fields as `key US value RS …` (ASCII unit and record separators).
pub fn pack_extra(extra: &[(String, String)]) -> Option<String> {
    if extra.is_empty() {
        return None;
    }
    let mut s = String::new();
    for (k, v) in extra {
        s.push_str(&k.replace(['\u{1e}', '\u{1f}'], " "));
        s.push('\u{1f}');
        s.push_str(&v.replace(['\u{1e}', '\u{1f}'], " "));
        s.push('\u{1e}');
    }
    Some(s)
}

pub fn unpack_extra(s: &str) -> Vec<(String, String)> {
    s.split('\u{1e}')
        .filter(|r| !r.is_empty())
        .map(|r| match r.split_once('\u{1f}') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (r.to_string(), String::new()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blobs_round_trip() {
        for size in [5u8, 15, 19, 26] {
            let moves = vec![
                Move::Place(Point::new(0, 0)),
                Move::Pass,
                Move::Place(Point::new(size - 1, size - 1)),
            ];
            let blob = pack_moves(size, &moves);
            assert_eq!(blob.len(), if size > 15 { 6 } else { 3 });
            assert_eq!(unpack_moves(size, &blob).unwrap(), moves);
            let setup = vec![
                (Point::new(1, 2), Color::White),
                (Point::new(3, 1), Color::Black),
            ];
            assert_eq!(
                unpack_setup(size, &pack_setup(size, &setup)).unwrap(),
                setup
            );
        }
        assert!(unpack_moves(5, &[30]).is_none());
        let extra = vec![
            ("Site".to_string(), "Pente.org".to_string()),
            ("Rated".into(), String::new()),
        ];
        assert_eq!(unpack_extra(&pack_extra(&extra).unwrap()), extra);
    }
}
