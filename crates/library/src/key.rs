//! Position keys: one signed 64-bit integer per position, the same for the eight
//! symmetric images of a position.
//!
//! The key is a Zobrist hash taken under each of the eight symmetries, kept up to date
//! move by move (8 XORs per stone), of which the smallest is the canonical one; the side
//! to move and the board size are mixed in. `pearls_rules::Board::canonical` gives the
//! same minimum over symmetries, but recomputes it from every stone on each call and
//! ignores whose turn it is; the database needs it for every ply of every game, and its
//! keys are stored on disk, so this module owns its table of random numbers: the keys of
//! a database never change with the rules crate.

use pearls_rules::random::splitmix64;
use pearls_rules::{Color, Move, Point, Symmetry};

const POINTS: usize =
    pearls_rules::point::MAX_SIZE as usize * pearls_rules::point::MAX_SIZE as usize;

static TABLE: [[u64; POINTS]; 2] = {
    let mut t = [[0u64; POINTS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < POINTS {
            t[c][i] = splitmix64(0x5045_4152_4C53_4442 ^ (((c * POINTS + i) as u64) << 1));
            i += 1;
        }
        c += 1;
    }
    t
};

const WHITE_TO_MOVE: u64 = 0x2D35_8DCC_AA6C_78A5;

fn size_key(size: u8) -> u64 {
    splitmix64(0x5349_5A45 ^ size as u64)
}

/// The code of a next move in the canonical orientation: the point's index, or these.
pub const PASS_CODE: i64 = -1;
/// The game ended in the position (no next move).
pub const END_CODE: i64 = -2;

/// Where each point goes under each symmetry, for one board size.
#[derive(Debug, Clone)]
pub struct SymmetryMaps {
    size: u8,
    maps: [Vec<u16>; 8],
}

impl SymmetryMaps {
    pub fn new(size: u8) -> SymmetryMaps {
        let n = size as usize * size as usize;
        let maps = std::array::from_fn(|k| {
            (0..n)
                .map(|i| {
                    Symmetry::ALL[k]
                        .apply(Point::from_index(i, size), size)
                        .index(size) as u16
                })
                .collect()
        });
        SymmetryMaps { size, maps }
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    #[inline]
    pub fn image(&self, sym: usize, index: usize) -> usize {
        self.maps[sym][index] as usize
    }
}

/// The eight symmetric hashes of a position, updated stone by stone.
#[derive(Debug, Clone)]
pub struct Keys {
    h: [u64; 8],
    size: u8,
}

impl Keys {
    pub fn new(size: u8) -> Keys {
        Keys { h: [0; 8], size }
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    /// Adds (or, a second time, removes) a stone.
    #[inline]
    pub fn toggle(&mut self, maps: &SymmetryMaps, index: usize, color: Color) {
        let t = &TABLE[color.index()];
        for k in 0..8 {
            self.h[k] ^= t[maps.image(k, index)];
        }
    }

    fn min(&self) -> u64 {
        self.h.iter().copied().min().expect("eight")
    }

    /// The position's key with `to_move` to play.
    #[inline]
    pub fn key(&self, to_move: Color) -> i64 {
        let side = if to_move == Color::White {
            WHITE_TO_MOVE
        } else {
            0
        };
        (self.min() ^ size_key(self.size) ^ side) as i64
    }

    /// The symmetries (bit k for `Symmetry::ALL[k]`) that take the position to its
    /// canonical image. More than one when the position is itself symmetric.
    #[inline]
    pub fn canonical_mask(&self) -> u8 {
        let m = self.min();
        (0..8)
            .filter(|&k| self.h[k] == m)
            .fold(0, |acc, k| acc | (1 << k))
    }

    /// The first symmetry that takes the position to its canonical image.
    pub fn canonical_symmetry(&self) -> Symmetry {
        Symmetry::ALL[self.canonical_mask().trailing_zeros() as usize]
    }

    /// The code of `mv` played in this position, in the canonical orientation: the same
    /// for moves that are equivalent by a symmetry of the position.
    #[inline]
    pub fn next_code(&self, maps: &SymmetryMaps, mv: Move) -> i64 {
        match mv {
            Move::Pass => PASS_CODE,
            Move::Place(p) => {
                let i = p.index(self.size);
                let mask = self.canonical_mask();
                (0..8)
                    .filter(|k| mask & (1 << k) != 0)
                    .map(|k| maps.image(k, i) as i64)
                    .min()
                    .expect("one symmetry at least")
            }
        }
    }

    /// A canonical code back in the orientation of this position.
    pub fn point_of_code(&self, code: i64) -> Option<Move> {
        match code {
            PASS_CODE => Some(Move::Pass),
            c if c >= 0 && (c as usize) < self.size as usize * self.size as usize => {
                let canonical = Point::from_index(c as usize, self.size);
                Some(Move::Place(
                    self.canonical_symmetry()
                        .inverse()
                        .apply(canonical, self.size),
                ))
            }
            _ => None,
        }
    }
}

/// A position given by set-up stones and moves from black, with its key. Under a rule
/// with captures (`rule`, by Pearls' name), captured stones leave the board.
#[derive(Debug, Clone)]
pub struct Position {
    pub size: u8,
    pub setup: Vec<(Point, Color)>,
    pub moves: Vec<Move>,
    pub rule: Option<String>,
}

/// The stones each move captured, when `rule` captures; empty otherwise.
pub fn captures(
    size: u8,
    rule: Option<&str>,
    setup: &[(Point, Color)],
    moves: &[Move],
) -> Result<Vec<Vec<Point>>, String> {
    let captures = rule
        .and_then(pearls_rules::RuleSet::by_name)
        .is_some_and(|r| r.capture.is_some());
    if !captures {
        return Ok(Vec::new());
    }
    let mut g = pearls_records::GameRecord::with_moves(size, moves.to_vec());
    g.setup = setup.to_vec();
    g.rule = rule.map(str::to_string);
    g.check_named(&|p| p.to_string()).map_err(|(_, m)| m)
}

impl Position {
    pub fn new(size: u8, moves: Vec<Move>) -> Position {
        Position {
            size,
            setup: Vec::new(),
            moves,
            rule: None,
        }
    }

    /// The position reached under `rule` (its captures are played).
    pub fn with_rule(mut self, rule: &str) -> Position {
        self.rule = Some(rule.to_string());
        self
    }

    /// The keys after every stone, and the side to move.
    pub fn keys(&self) -> Result<(Keys, Color), String> {
        let taken = captures(self.size, self.rule.as_deref(), &self.setup, &self.moves)?;
        if !taken.is_empty() {
            let maps = SymmetryMaps::new(self.size);
            return Ok(replay_captures(
                &maps,
                &self.setup,
                &self.moves,
                &taken,
                self.moves.len(),
            ));
        }
        let maps = SymmetryMaps::new(self.size);
        let n = self.size as usize * self.size as usize;
        let mut taken = vec![false; n];
        let mut keys = Keys::new(self.size);
        for &(p, c) in &self.setup {
            if !p.on_board(self.size) || std::mem::replace(&mut taken[p.index(self.size)], true) {
                return Err(format!("set-up stone {p} is off the board or doubled"));
            }
            keys.toggle(&maps, p.index(self.size), c);
        }
        let mut color = Color::Black;
        for (i, m) in self.moves.iter().enumerate() {
            if let Move::Place(p) = *m {
                if !p.on_board(self.size) {
                    return Err(format!("move {} ({p}) is off the board", i + 1));
                }
                if std::mem::replace(&mut taken[p.index(self.size)], true) {
                    return Err(format!("move {} ({p}) is on an occupied point", i + 1));
                }
                keys.toggle(&maps, p.index(self.size), color);
            }
            color = color.opposite();
        }
        Ok((keys, color))
    }

    pub fn key(&self) -> Result<i64, String> {
        let (k, c) = self.keys()?;
        Ok(k.key(c))
    }
}

/// Replays checked moves to `ply`, taking off the stones each move captured (`taken`,
/// one list per move, or empty for a rule without captures): the keys there and the
/// side to move.
pub fn replay_captures(
    maps: &SymmetryMaps,
    setup: &[(Point, Color)],
    moves: &[Move],
    taken: &[Vec<Point>],
    ply: usize,
) -> (Keys, Color) {
    let size = maps.size();
    let mut keys = Keys::new(size);
    for &(p, c) in setup {
        keys.toggle(maps, p.index(size), c);
    }
    let mut color = Color::Black;
    for (i, m) in moves[..ply.min(moves.len())].iter().enumerate() {
        if let Move::Place(p) = *m {
            keys.toggle(maps, p.index(size), color);
        }
        for q in taken.get(i).into_iter().flatten() {
            keys.toggle(maps, q.index(size), color.opposite());
        }
        color = color.opposite();
    }
    (keys, color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_rules::Notation;

    fn pos(s: &str) -> Position {
        Position::new(15, Notation::new(15).parse_moves(s).unwrap())
    }

    #[test]
    fn symmetric_images_and_move_orders_share_a_key() {
        let base = pos("h8 i9 j8 g7");
        let k = base.key().unwrap();
        assert_eq!(pos("j8 g7 h8 i9").key().unwrap(), k);
        for s in Symmetry::ALL {
            let moves = base
                .moves
                .iter()
                .map(|m| match m {
                    Move::Place(p) => Move::Place(s.apply(*p, 15)),
                    Move::Pass => Move::Pass,
                })
                .collect();
            assert_eq!(Position::new(15, moves).key().unwrap(), k, "{s:?}");
        }
        // The side to move matters, and so does the board size.
        assert_ne!(pos("h8 i9 j8 pass g7").key().unwrap(), k);
        assert_ne!(Position::new(19, base.moves.clone()).key().unwrap(), k);
        // Colours matter.
        assert_ne!(pos("i9 h8 g7 j8").key().unwrap(), k);
    }

    #[test]
    fn next_codes_merge_equivalent_moves_and_map_back() {
        let maps = SymmetryMaps::new(15);
        let (keys, _) = pos("h8").keys().unwrap();
        let n = Notation::new(15);
        let diagonal: Vec<i64> = ["i9", "g9", "g7", "i7"]
            .iter()
            .map(|s| keys.next_code(&maps, Move::Place(n.parse_point(s).unwrap())))
            .collect();
        assert!(diagonal.iter().all(|&c| c == diagonal[0]));
        let direct = keys.next_code(&maps, Move::Place(n.parse_point("h9").unwrap()));
        assert_ne!(direct, diagonal[0]);
        // Back in an asymmetric position's own orientation, a code is the move itself.
        let (keys, _) = pos("h8 i9 k8").keys().unwrap();
        let p = Move::Place(n.parse_point("g6").unwrap());
        let code = keys.next_code(&maps, p);
        assert_eq!(keys.point_of_code(code), Some(p));
        assert_eq!(keys.point_of_code(PASS_CODE), Some(Move::Pass));
    }
}
