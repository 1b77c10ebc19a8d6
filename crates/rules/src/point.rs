use std::fmt;

/// Smallest and largest supported board sizes.
pub const MIN_SIZE: u8 = 5;
pub const MAX_SIZE: u8 = 26;

/// An intersection. `col` counts from the left and `row` from the bottom, both from 0,
/// so renju's h8 is `Point { col: 7, row: 7 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub col: u8,
    pub row: u8,
}

impl Point {
    #[inline]
    pub const fn new(col: u8, row: u8) -> Point {
        Point { col, row }
    }

    #[inline]
    pub fn on_board(self, size: u8) -> bool {
        self.col < size && self.row < size
    }

    /// Row-major index from the bottom-left corner.
    #[inline]
    pub fn index(self, size: u8) -> usize {
        self.row as usize * size as usize + self.col as usize
    }

    #[inline]
    pub fn from_index(index: usize, size: u8) -> Point {
        Point::new((index % size as usize) as u8, (index / size as usize) as u8)
    }

    /// The centre of a board of the given size (the lower-left of the four middle points
    /// on even boards, as Gomocup managers place it).
    pub fn centre(size: u8) -> Point {
        Point::new(size / 2, (size - 1) / 2)
    }

    /// Gomocup coordinates: `x` from the left, `y` from the top, both from 0.
    pub fn to_gomocup(self, size: u8) -> (u8, u8) {
        (self.col, size - 1 - self.row)
    }

    pub fn from_gomocup(x: u32, y: u32, size: u8) -> Option<Point> {
        if x < size as u32 && y < size as u32 {
            Some(Point::new(x as u8, size - 1 - y as u8))
        } else {
            None
        }
    }

    /// Offset by (dc, dr), if the result is still on the board.
    #[inline]
    pub fn offset(self, dc: i32, dr: i32, size: u8) -> Option<Point> {
        let c = self.col as i32 + dc;
        let r = self.row as i32 + dr;
        if c >= 0 && r >= 0 && c < size as i32 && r < size as i32 {
            Some(Point::new(c as u8, r as u8))
        } else {
            None
        }
    }

    /// Chebyshev distance.
    pub fn distance(self, other: Point) -> u8 {
        self.col
            .abs_diff(other.col)
            .max(self.row.abs_diff(other.row))
    }
}

/// Renju notation: column letter (a, b, c… with i included) and row number from 1.
impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row as u32 + 1)
    }
}
