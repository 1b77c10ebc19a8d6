//! The eight symmetries of a square board (the dihedral group of order 8).

use crate::point::Point;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Symmetry {
    Identity,
    Rotate90,
    Rotate180,
    Rotate270,
    /// Mirror left to right.
    FlipColumns,
    /// Mirror top to bottom.
    FlipRows,
    /// Mirror in the diagonal through a1.
    Transpose,
    /// Mirror in the other diagonal.
    AntiTranspose,
}

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::FlipColumns,
        Symmetry::FlipRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where `p` goes on a board of `size`.
    #[inline]
    pub fn apply(self, p: Point, size: u8) -> Point {
        let m = size - 1;
        let (c, r) = (p.col, p.row);
        let (c2, r2) = match self {
            Symmetry::Identity => (c, r),
            Symmetry::Rotate90 => (r, m - c),
            Symmetry::Rotate180 => (m - c, m - r),
            Symmetry::Rotate270 => (m - r, c),
            Symmetry::FlipColumns => (m - c, r),
            Symmetry::FlipRows => (c, m - r),
            Symmetry::Transpose => (r, c),
            Symmetry::AntiTranspose => (m - r, m - c),
        };
        Point::new(c2, r2)
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            s => s,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate270 => "rotate270",
            Symmetry::FlipColumns => "flip-columns",
            Symmetry::FlipRows => "flip-rows",
            Symmetry::Transpose => "transpose",
            Symmetry::AntiTranspose => "anti-transpose",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_undoes_and_all_are_distinct() {
        let size = 15;
        let p = Point::new(3, 10);
        let mut images = Vec::new();
        for s in Symmetry::ALL {
            assert_eq!(s.inverse().apply(s.apply(p, size), size), p);
            images.push(s.apply(p, size));
        }
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 8);
        // The centre is fixed by all of them.
        for s in Symmetry::ALL {
            assert_eq!(s.apply(Point::new(7, 7), size), Point::new(7, 7));
        }
    }
}
