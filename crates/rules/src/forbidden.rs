//! Forbidden moves: overline, double-four, double-three (RIF renju and its relatives).
//!
//! Each line through a point is summarised by a table entry looked up from the eleven
//! points around it (five on each side). A three counts only if the point that turns it
//! into a straight four is itself allowed, which is checked recursively with the stone in
//! place. A point where the stone would complete a five never serves as that point: this
//! is the convention of the Gomocup/Piskvork judge and of the strongest engines, which the
//! test data in `tests/data` follows.

use crate::board::{Board, DIRECTIONS};
use crate::color::Color;
use crate::point::{Point, MAX_SIZE};
use std::fmt;
use std::sync::OnceLock;

/// Why a move is forbidden. The order is the reporting priority when one stone makes
/// several: overline first, then double-four, then double-three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Foul {
    Overline,
    DoubleFour,
    DoubleThree,
    /// A straight (open) four, forbidden in anti-renju.
    OpenFour,
}

impl Foul {
    pub fn name(self) -> &'static str {
        match self {
            Foul::Overline => "overline",
            Foul::DoubleFour => "double-four",
            Foul::DoubleThree => "double-three",
            Foul::OpenFour => "open-four",
        }
    }

    pub fn parse(s: &str) -> Option<Foul> {
        [
            Foul::Overline,
            Foul::DoubleFour,
            Foul::DoubleThree,
            Foul::OpenFour,
        ]
        .into_iter()
        .find(|f| f.name() == s)
    }
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which shapes are forbidden for one colour, and what counts as a five for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Restrictions {
    /// Only exactly five stones make a five (an overline is no five). Threes and fours are
    /// then those that can become exactly five.
    pub exact_five: bool,
    pub overline: bool,
    pub double_four: bool,
    pub double_three: bool,
    pub open_four: bool,
}

impl Restrictions {
    /// RIF renju's restrictions on black.
    pub const RENJU_BLACK: Restrictions = Restrictions {
        exact_five: true,
        overline: true,
        double_four: true,
        double_three: true,
        open_four: false,
    };

    pub fn any(&self) -> bool {
        self.overline || self.double_four || self.double_three || self.open_four
    }
}

// ---------------------------------------------------------------------------------------
// Line tables

const SIDE: i32 = 5;
const CELLS: usize = 2 * SIDE as usize + 1;
const KEYS: usize = 59049; // 3^10: the ten points around the centre, each empty/own/blocked

const EMPTY: u8 = 0;
const OWN: u8 = 1;
const BLOCKED: u8 = 2;

const FIVE: u16 = 1;
const OVERLINE: u16 = 2;
const FOURS_SHIFT: u16 = 2;
const EXT1_SHIFT: u16 = 4;
const EXT2_SHIFT: u16 = 8;
const OPEN_FOUR: u16 = 1 << 12;

/// What one line through the centre point holds once a stone is put on the centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineEntry(u16);

impl LineEntry {
    #[inline]
    pub fn five(self) -> bool {
        self.0 & FIVE != 0
    }
    #[inline]
    pub fn overline(self) -> bool {
        self.0 & OVERLINE != 0
    }
    /// Fours made in this line: 0, 1, or 2 (two in one line, as in `x.xxx.x`).
    #[inline]
    pub fn fours(self) -> u32 {
        ((self.0 >> FOURS_SHIFT) & 3) as u32
    }
    #[inline]
    pub fn open_four(self) -> bool {
        self.0 & OPEN_FOUR != 0
    }
    /// Offsets of the points that would turn a three into a straight four.
    #[inline]
    pub fn three_points(self) -> [Option<i32>; 2] {
        let f = |s: u16| {
            let v = (self.0 >> s) & 15;
            (v != 0).then_some(v as i32 - 8)
        };
        [f(EXT1_SHIFT), f(EXT2_SHIFT)]
    }
    #[inline]
    pub fn has_three(self) -> bool {
        self.0 & (15 << EXT1_SHIFT) != 0
    }
}

/// A line of eleven cells around a centre stone, index `offset + 5`.
struct Window {
    c: [u8; CELLS],
    exact: bool,
}

impl Window {
    fn at(&self, off: i32) -> u8 {
        if (-SIDE..=SIDE).contains(&off) {
            self.c[(off + SIDE) as usize]
        } else {
            BLOCKED
        }
    }

    /// The run of own stones through `off`, counting `off` as own.
    fn run(&self, off: i32) -> (i32, i32) {
        let mut lo = off;
        while self.at(lo - 1) == OWN {
            lo -= 1;
        }
        let mut hi = off;
        while self.at(hi + 1) == OWN {
            hi += 1;
        }
        (lo, hi)
    }

    fn is_five(&self, off: i32) -> bool {
        let (lo, hi) = self.run(off);
        let len = hi - lo + 1;
        if self.exact {
            len == 5
        } else {
            len >= 5
        }
    }

    /// Empty points that complete a five through the centre.
    fn five_points(&mut self) -> Vec<i32> {
        let mut v = Vec::new();
        for q in -4..=4 {
            if q != 0 && self.at(q) == EMPTY {
                self.set(q, OWN);
                if self.is_five(0) {
                    v.push(q);
                }
                self.set(q, EMPTY);
            }
        }
        v
    }

    fn set(&mut self, off: i32, v: u8) {
        self.c[(off + SIDE) as usize] = v;
    }

    /// The run through the centre is a straight four: four stones, both ends empty and
    /// each end completing a five.
    fn straight_four(&mut self) -> bool {
        let (lo, hi) = self.run(0);
        if hi - lo + 1 != 4 || self.at(lo - 1) != EMPTY || self.at(hi + 1) != EMPTY {
            return false;
        }
        [lo - 1, hi + 1].iter().all(|&e| {
            self.set(e, OWN);
            let five = self.is_five(e);
            self.set(e, EMPTY);
            five
        })
    }

    fn evaluate(&mut self) -> u16 {
        let (lo, hi) = self.run(0);
        let len = hi - lo + 1;
        if len >= 5 {
            return if len == 5 || !self.exact {
                FIVE
            } else {
                OVERLINE
            };
        }
        let mut e = 0u16;
        let fp = self.five_points();
        let fours = match fp.as_slice() {
            [] => 0,
            [_] => 1,
            [a, b] if b - a == 5 => 1,
            _ => 2,
        };
        e |= fours << FOURS_SHIFT;
        if self.straight_four() {
            e |= OPEN_FOUR;
        }
        let mut ext = Vec::new();
        for q in -4..=4 {
            if q != 0 && self.at(q) == EMPTY {
                self.set(q, OWN);
                let (lo, hi) = self.run(0);
                if lo <= q && q <= hi && self.straight_four() {
                    ext.push(q);
                }
                self.set(q, EMPTY);
            }
        }
        for (i, q) in ext.iter().take(2).enumerate() {
            e |= ((q + 8) as u16) << if i == 0 { EXT1_SHIFT } else { EXT2_SHIFT };
        }
        e
    }
}

fn decode(key: usize, exact: bool) -> Window {
    let mut c = [EMPTY; CELLS];
    let mut k = key;
    for (i, cell) in c.iter_mut().enumerate() {
        if i == SIDE as usize {
            *cell = OWN;
            continue;
        }
        *cell = (k % 3) as u8;
        k /= 3;
    }
    Window { c, exact }
}

fn build(exact: bool) -> Vec<LineEntry> {
    (0..KEYS)
        .map(|k| LineEntry(decode(k, exact).evaluate()))
        .collect()
}

/// The line table, indexed by the base-3 digits of the ten points around the centre,
/// offsets -5..=-1 then 1..=5, lowest digit first: 0 empty, 1 own stone, 2 blocked (the
/// opponent's stone or the edge). `exact`: only exactly five is a five.
pub fn table(exact: bool) -> &'static [LineEntry] {
    static EXACT: OnceLock<Vec<LineEntry>> = OnceLock::new();
    static LOOSE: OnceLock<Vec<LineEntry>> = OnceLock::new();
    if exact {
        EXACT.get_or_init(|| build(true))
    } else {
        LOOSE.get_or_init(|| build(false))
    }
}

/// Base-3 value of a five-bit mask.
const TERNARY: [u16; 32] = {
    let mut t = [0u16; 32];
    let mut m = 0;
    while m < 32 {
        let mut v = 0u16;
        let mut p = 1u16;
        let mut b = 0;
        while b < 5 {
            if m & (1 << b) != 0 {
                v += p;
            }
            p *= 3;
            b += 1;
        }
        t[m] = v;
        m += 1;
    }
    t
};

/// Table key of the window around bit `bit` of a line's masks.
#[inline]
fn key(own: u64, blocked: u64, bit: u32) -> usize {
    let o = own >> (bit - 5);
    let b = blocked >> (bit - 5);
    let lo = TERNARY[(o & 31) as usize] + 2 * TERNARY[(b & 31) as usize];
    let hi = TERNARY[((o >> 6) & 31) as usize] + 2 * TERNARY[((b >> 6) & 31) as usize];
    lo as usize + 243 * hi as usize
}

// ---------------------------------------------------------------------------------------
// Checker

const MAX_LINES: usize = 4 * (2 * MAX_SIZE as usize - 1);

/// A private copy of one colour's line masks, so that the recursive three check can put
/// stones down without touching the board.
struct Lines {
    size: u8,
    own: [u64; MAX_LINES],
    blocked: [u64; MAX_LINES],
    table: &'static [LineEntry],
    rules: Restrictions,
}

impl Lines {
    fn new(board: &Board, color: Color, rules: Restrictions) -> Box<Lines> {
        let size = board.size();
        let mut l = Box::new(Lines {
            size,
            own: [0; MAX_LINES],
            blocked: [0; MAX_LINES],
            table: table(rules.exact_five),
            rules,
        });
        let n = 2 * size as usize - 1;
        // One point per line is enough to read each line's masks.
        for dir in 0..4 {
            for line in 0..n {
                if let Some(p) = point_on_line(dir, line, size) {
                    let (own, blocked, _) = board.line_masks(p, dir, color);
                    l.own[dir * n + line] = own;
                    l.blocked[dir * n + line] = blocked;
                }
            }
        }
        l
    }

    #[inline]
    fn entry(&self, p: Point, dir: usize) -> LineEntry {
        let n = 2 * self.size as usize - 1;
        let (line, pos) = crate::board::line_of(p, dir, self.size);
        let i = dir * n + line;
        self.table[key(self.own[i], self.blocked[i], pos + crate::board::PAD)]
    }

    #[inline]
    fn toggle(&mut self, p: Point) {
        let n = 2 * self.size as usize - 1;
        for dir in 0..4 {
            let (line, pos) = crate::board::line_of(p, dir, self.size);
            self.own[dir * n + line] ^= 1u64 << (pos + crate::board::PAD);
        }
    }

    /// The foul a stone on empty `p` would commit. `Err(())` marks a five: allowed at the
    /// top level, but not a point that can serve to extend a three.
    fn check(&mut self, p: Point) -> Result<Option<Foul>, ()> {
        let e = [
            self.entry(p, 0),
            self.entry(p, 1),
            self.entry(p, 2),
            self.entry(p, 3),
        ];
        if e.iter().any(|x| x.five()) {
            return Err(());
        }
        let r = self.rules;
        if r.overline && e.iter().any(|x| x.overline()) {
            return Ok(Some(Foul::Overline));
        }
        if r.double_four && e.iter().map(|x| x.fours()).sum::<u32>() >= 2 {
            return Ok(Some(Foul::DoubleFour));
        }
        if r.open_four && e.iter().any(|x| x.open_four()) {
            return Ok(Some(Foul::OpenFour));
        }
        if r.double_three && e.iter().filter(|x| x.has_three()).count() >= 2 {
            self.toggle(p);
            let mut threes = 0;
            for (dir, x) in e.iter().enumerate() {
                if !x.has_three() {
                    continue;
                }
                let (dc, dr) = DIRECTIONS[dir];
                let real = x.three_points().into_iter().flatten().any(|off| {
                    let q = Point::new(
                        (p.col as i32 + dc * off) as u8,
                        (p.row as i32 + dr * off) as u8,
                    );
                    matches!(self.check(q), Ok(None))
                });
                if real {
                    threes += 1;
                    if threes >= 2 {
                        break;
                    }
                }
            }
            self.toggle(p);
            if threes >= 2 {
                return Ok(Some(Foul::DoubleThree));
            }
        }
        Ok(None)
    }
}

fn point_on_line(dir: usize, line: usize, size: u8) -> Option<Point> {
    let s = size as usize;
    match dir {
        0 => (line < s).then(|| Point::new(0, line as u8)),
        1 => (line < s).then(|| Point::new(line as u8, 0)),
        2 => {
            // line = col + size - 1 - row
            if line < s {
                Some(Point::new(0, (s - 1 - line) as u8))
            } else {
                Some(Point::new((line - (s - 1)) as u8, 0))
            }
        }
        _ => {
            // line = col + row
            if line < s {
                Some(Point::new(0, line as u8))
            } else {
                Some(Point::new((line - (s - 1)) as u8, (s - 1) as u8))
            }
        }
    }
    .filter(|p| p.on_board(size))
}

/// The foul a `color` stone on the empty point `p` would commit under `rules`, or `None`
/// when the move is allowed (a move that makes a five is always allowed).
pub fn foul_at(board: &Board, p: Point, color: Color, rules: Restrictions) -> Option<Foul> {
    if !rules.any() || !board.is_empty_at(p) {
        return None;
    }
    Lines::new(board, color, rules).check(p).unwrap_or(None)
}

/// Every empty point where a `color` stone would be forbidden, with its kind, bottom row
/// first.
pub fn forbidden_points(board: &Board, color: Color, rules: Restrictions) -> Vec<(Point, Foul)> {
    let mut out = Vec::new();
    if !rules.any() {
        return out;
    }
    let mut lines = Lines::new(board, color, rules);
    for p in board.empty_points() {
        if let Ok(Some(f)) = lines.check(p) {
            out.push((p, f));
        }
    }
    out
}

/// Whether a `color` stone on `p` would make a five (under `exact_five`, exactly five).
pub fn makes_five(board: &Board, p: Point, color: Color, exact_five: bool) -> bool {
    (0..4).any(|d| {
        let n = board.run_through(p, d, color);
        if exact_five {
            n == 5
        } else {
            n >= 5
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Notation;

    fn pts(s: &str) -> Vec<Point> {
        let n = Notation::new(15);
        s.split_whitespace()
            .map(|t| n.parse_point(t).unwrap())
            .collect()
    }

    fn fouls(black: &str, white: &str) -> String {
        let b = Board::with_stones(15, &pts(black), &pts(white));
        forbidden_points(&b, Color::Black, Restrictions::RENJU_BLACK)
            .iter()
            .map(|(p, f)| format!("{p}:{f}"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn basic_shapes() {
        assert_eq!(fouls("g8 h7 h9 i8", ""), "h8:double-three");
        assert_eq!(fouls("e8 f8 g8 i8 j8", ""), "h8:overline");
        assert_eq!(fouls("f8 f10 g8 g9 i7 i8", ""), "h8:double-four");
        assert_eq!(fouls("g8 h7 h9 i8", "e8 k8"), "");
        assert_eq!(fouls("h8 h10 h12 h14", "g11 h7 h15 i11"), "h11:double-four");
    }

    #[test]
    fn ternary_key_matches_decode() {
        // A window with own stones at -5, -1, +1 and +5 and blocked at -4 and +4.
        let own: u64 = (1 << 0) | (1 << 4) | (1 << 6) | (1 << 10);
        let blocked: u64 = (1 << 1) | (1 << 9);
        let k = key(own << 3, blocked << 3, 8);
        let w = decode(k, true);
        assert_eq!(
            w.c,
            [OWN, BLOCKED, EMPTY, EMPTY, OWN, OWN, OWN, EMPTY, EMPTY, BLOCKED, OWN]
        );
    }

    #[test]
    fn lines_are_found_from_one_point() {
        for size in [5u8, 15, 20] {
            let n = 2 * size as usize - 1;
            for dir in 0..4 {
                for line in 0..n {
                    if let Some(p) = point_on_line(dir, line, size) {
                        assert_eq!(crate::board::line_of(p, dir, size).0, line);
                    }
                }
            }
        }
    }
}
