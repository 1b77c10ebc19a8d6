//! The board: stones on points, with per-line bit masks kept up to date on every
//! placement so that pattern questions (fives, fours, threes) read a few words.

use crate::color::Color;
use crate::point::{Point, MAX_SIZE, MIN_SIZE};
use crate::random::splitmix64;
use crate::symmetry::Symmetry;
use std::fmt;

/// What can occupy a point. Neutral stones and bombs come from the seeds' variants:
/// they belong to nobody's line and block both colours. The common centre stone counts
/// for whichever colour is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stone {
    Black,
    White,
    Neutral,
    Bomb,
    Common,
}

impl Stone {
    #[inline]
    pub fn color(self) -> Option<Color> {
        match self {
            Stone::Black => Some(Color::Black),
            Stone::White => Some(Color::White),
            _ => None,
        }
    }

    fn slot(self) -> usize {
        self as usize
    }
}

impl From<Color> for Stone {
    fn from(c: Color) -> Stone {
        match c {
            Color::Black => Stone::Black,
            Color::White => Stone::White,
        }
    }
}

/// The four line directions as (column step, row step).
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Empty bits on each side of a line's mask, so that windows never shift out of range.
pub(crate) const PAD: u32 = 6;

/// Which line through `p` runs in direction `dir`, and where `p` sits on it.
#[inline]
pub(crate) fn line_of(p: Point, dir: usize, size: u8) -> (usize, u32) {
    let (c, r) = (p.col as usize, p.row as usize);
    match dir {
        0 => (r, c as u32),
        1 => (c, r as u32),
        2 => (c + size as usize - 1 - r, c as u32),
        _ => (c + r, c as u32),
    }
}

/// Maximum number of lines in one direction.
#[inline]
fn lines_per_dir(size: u8) -> usize {
    2 * size as usize - 1
}

/// The error for a board size outside 5..=26.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError(pub u32);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is not supported (sizes {MIN_SIZE} to {MAX_SIZE})",
            self.0
        )
    }
}

impl std::error::Error for SizeError {}

#[derive(Clone)]
pub struct Board {
    size: u8,
    cells: Vec<Option<Stone>>,
    /// Per line: [black, white, neutral or bomb, common], one bit per point at `pos + PAD`.
    lines: Vec<[u64; 4]>,
    /// Per line: bits that are off the board.
    outside: Vec<u64>,
    counts: [u16; 5],
    hash: u64,
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size && self.cells == other.cells
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({}x{}", self.size, self.size)?;
        for (p, s) in self.stones() {
            write!(f, " {p}:{s:?}")?;
        }
        write!(f, ")")
    }
}

impl Board {
    /// An empty board. Panics on a size outside 5..=26; use [`Board::try_new`] for
    /// untrusted sizes.
    pub fn new(size: u8) -> Board {
        Board::try_new(size as u32).expect("board size out of range")
    }

    pub fn try_new(size: u32) -> Result<Board, SizeError> {
        if !(MIN_SIZE as u32..=MAX_SIZE as u32).contains(&size) {
            return Err(SizeError(size));
        }
        let size = size as u8;
        let n = lines_per_dir(size);
        let mut outside = vec![!0u64; 4 * n];
        for row in 0..size {
            for col in 0..size {
                let p = Point::new(col, row);
                for dir in 0..4 {
                    let (line, pos) = line_of(p, dir, size);
                    outside[dir * n + line] &= !(1u64 << (pos + PAD));
                }
            }
        }
        Ok(Board {
            size,
            cells: vec![None; size as usize * size as usize],
            lines: vec![[0; 4]; 4 * n],
            outside,
            counts: [0; 5],
            hash: 0,
        })
    }

    /// A board holding the given stones.
    pub fn with_stones(size: u8, black: &[Point], white: &[Point]) -> Board {
        let mut b = Board::new(size);
        for &p in black {
            b.put(p, Stone::Black);
        }
        for &p in white {
            b.put(p, Stone::White);
        }
        b
    }

    #[inline]
    pub fn size(&self) -> u8 {
        self.size
    }

    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        p.on_board(self.size)
    }

    /// What stands on `p`; `None` for an empty point and for a point off the board.
    #[inline]
    pub fn get(&self, p: Point) -> Option<Stone> {
        if !self.contains(p) {
            return None;
        }
        self.cells[p.index(self.size)]
    }

    /// Whether `p` is a free point of this board (a point off the board is not).
    #[inline]
    pub fn is_empty_at(&self, p: Point) -> bool {
        self.contains(p) && self.cells[p.index(self.size)].is_none()
    }

    #[inline]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        self.get(p).and_then(Stone::color)
    }

    /// Whether the stone on `p` counts as `color`'s in a line: its own stone, or the
    /// common centre stone.
    #[inline]
    pub fn counts_for(&self, p: Point, color: Color) -> bool {
        match self.get(p) {
            Some(Stone::Common) => true,
            Some(s) => s.color() == Some(color),
            None => false,
        }
    }

    pub fn count(&self, stone: Stone) -> usize {
        self.counts[stone.slot()] as usize
    }

    pub fn stone_count(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    pub fn is_full(&self) -> bool {
        self.stone_count() == self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stone_count() == 0
    }

    /// Zobrist hash of the position (stones only; whose turn it is is the game's business).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Every point, bottom row first.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        let size = self.size;
        (0..self.cells.len()).map(move |i| Point::from_index(i, size))
    }

    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        self.points().filter(|&p| self.is_empty_at(p))
    }

    /// Occupied points with what is on them.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Stone)> + '_ {
        let size = self.size;
        self.cells
            .iter()
            .enumerate()
            .filter_map(move |(i, s)| s.map(|s| (Point::from_index(i, size), s)))
    }

    /// Puts a stone on an empty point. Panics if the point is occupied or off the board:
    /// the referee checks both before calling.
    pub fn put(&mut self, p: Point, stone: Stone) {
        assert!(self.contains(p), "{p} is off the board");
        let i = p.index(self.size);
        assert!(self.cells[i].is_none(), "{p} is occupied");
        self.cells[i] = Some(stone);
        self.toggle(p, stone);
    }

    /// Takes the stone off a point and returns it.
    pub fn take(&mut self, p: Point) -> Option<Stone> {
        if !self.contains(p) {
            return None;
        }
        let i = p.index(self.size);
        let stone = self.cells[i].take()?;
        self.toggle(p, stone);
        Some(stone)
    }

    #[inline]
    fn toggle(&mut self, p: Point, stone: Stone) {
        let n = lines_per_dir(self.size);
        let slot = match stone {
            Stone::Black => 0,
            Stone::White => 1,
            Stone::Neutral | Stone::Bomb => 2,
            Stone::Common => 3,
        };
        for dir in 0..4 {
            let (line, pos) = line_of(p, dir, self.size);
            self.lines[dir * n + line][slot] ^= 1u64 << (pos + PAD);
        }
        self.hash ^= zobrist(stone, p.index(self.size));
        let c = &mut self.counts[stone.slot()];
        if self.cells[p.index(self.size)].is_some() {
            *c += 1;
        } else {
            *c -= 1;
        }
    }

    /// The line masks of `dir`'s line through `p` for `color`: (own stones, points that
    /// block `color`: the opponent's stones, neutral stones, bombs and the board's edge),
    /// and `p`'s bit position in them.
    #[inline]
    pub(crate) fn line_masks(&self, p: Point, dir: usize, color: Color) -> (u64, u64, u32) {
        let n = lines_per_dir(self.size);
        let (line, pos) = line_of(p, dir, self.size);
        let idx = dir * n + line;
        let l = self.lines[idx];
        let (own, opp) = match color {
            Color::Black => (l[0], l[1]),
            Color::White => (l[1], l[0]),
        };
        (own | l[3], opp | l[2] | self.outside[idx], pos + PAD)
    }

    /// Number of consecutive `color` stones through `p` in direction `dir`, counting `p`
    /// itself as one of them whatever is on it.
    #[inline]
    pub fn run_through(&self, p: Point, dir: usize, color: Color) -> u32 {
        let (own, _, bit) = self.line_masks(p, dir, color);
        let own = own | (1u64 << bit);
        let right = (!(own >> bit)).trailing_zeros();
        let left = (!(own << (63 - bit))).leading_zeros();
        right + left - 1
    }

    /// The ends just beyond the run counted by [`Board::run_through`].
    pub fn run_ends(&self, p: Point, dir: usize, color: Color) -> [Option<Point>; 2] {
        let (dc, dr) = DIRECTIONS[dir];
        let mut ends = [None, None];
        for (k, sign) in [(0, 1), (1, -1)] {
            let mut q = p;
            loop {
                match q.offset(dc * sign, dr * sign, self.size) {
                    Some(n) if self.counts_for(n, color) => q = n,
                    other => {
                        ends[k] = other;
                        break;
                    }
                }
            }
        }
        ends
    }

    /// The board seen through a symmetry.
    pub fn transformed(&self, s: Symmetry) -> Board {
        let mut b = Board::new(self.size);
        for (p, stone) in self.stones() {
            b.put(s.apply(p, self.size), stone);
        }
        b
    }

    /// Hash of the position after symmetry `s`, without building the board.
    pub fn hash_under(&self, s: Symmetry) -> u64 {
        self.stones().fold(0, |h, (p, st)| {
            h ^ zobrist(st, s.apply(p, self.size).index(self.size))
        })
    }

    /// The canonical form: the symmetry whose image has the smallest hash, and that hash.
    /// Positions equal up to symmetry share it.
    pub fn canonical(&self) -> (Symmetry, u64) {
        Symmetry::ALL
            .iter()
            .map(|&s| (s, self.hash_under(s)))
            .min_by_key(|&(_, h)| h)
            .expect("eight symmetries")
    }

    /// Recomputes the line masks, counts and hash from the cells. Used by tests to check
    /// the incremental state.
    pub fn recomputed(&self) -> Board {
        let mut b = Board::new(self.size);
        for (p, s) in self.stones() {
            b.put(p, s);
        }
        b
    }

    /// True when the incremental state equals a full recomputation.
    pub fn is_consistent(&self) -> bool {
        let r = self.recomputed();
        r.lines == self.lines && r.counts == self.counts && r.hash == self.hash
    }
}

const POINTS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

static ZOBRIST: [[u64; POINTS]; 5] = {
    let mut t = [[0u64; POINTS]; 5];
    let mut k = 0;
    while k < 5 {
        let mut i = 0;
        while i < POINTS {
            t[k][i] = splitmix64(
                ((k * POINTS + i) as u64).wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x5045_4152_4C53,
            );
            i += 1;
        }
        k += 1;
    }
    t
};

/// The Zobrist key of a stone on a point (by row-major index).
#[inline]
pub fn zobrist(stone: Stone, index: usize) -> u64 {
    ZOBRIST[stone.slot()][index]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_and_ends() {
        let mut b = Board::new(15);
        for c in 3..7 {
            b.put(Point::new(c, 0), Stone::Black);
        }
        assert_eq!(b.run_through(Point::new(7, 0), 0, Color::Black), 5);
        assert_eq!(b.run_through(Point::new(2, 0), 0, Color::Black), 5);
        assert_eq!(b.run_through(Point::new(4, 0), 0, Color::Black), 4);
        assert_eq!(b.run_through(Point::new(4, 0), 1, Color::Black), 1);
        assert_eq!(b.run_through(Point::new(0, 0), 0, Color::Black), 1);
        let ends = b.run_ends(Point::new(4, 0), 0, Color::Black);
        assert_eq!(ends, [Some(Point::new(7, 0)), Some(Point::new(2, 0))]);
        b.put(Point::new(14, 14), Stone::White);
        assert_eq!(b.run_through(Point::new(13, 13), 2, Color::White), 2);
        assert_eq!(b.run_through(Point::new(13, 13), 3, Color::White), 1);
    }

    #[test]
    fn take_restores_hash_and_counts() {
        let mut b = Board::new(15);
        let empty = b.clone();
        b.put(Point::new(7, 7), Stone::Black);
        b.put(Point::new(8, 8), Stone::White);
        assert_eq!(b.count(Stone::Black), 1);
        assert!(b.is_consistent());
        b.take(Point::new(8, 8));
        b.take(Point::new(7, 7));
        assert_eq!(b.hash(), empty.hash());
        assert_eq!(b.stone_count(), 0);
        assert!(b.is_consistent());
    }

    #[test]
    fn canonical_is_shared_by_symmetric_positions() {
        let b = Board::with_stones(
            15,
            &[Point::new(7, 7), Point::new(9, 8)],
            &[Point::new(8, 8)],
        );
        let (_, h) = b.canonical();
        for s in Symmetry::ALL {
            let t = b.transformed(s);
            assert_eq!(t.canonical().1, h);
            assert_eq!(t.hash(), b.hash_under(s));
        }
    }

    #[test]
    fn sizes() {
        assert!(Board::try_new(4).is_err());
        assert!(Board::try_new(27).is_err());
        for s in [5, 15, 19, 20, 26] {
            let mut b = Board::try_new(s).unwrap();
            let corner = Point::new(s as u8 - 1, s as u8 - 1);
            b.put(corner, Stone::White);
            assert!(b.is_consistent());
        }
    }
}
