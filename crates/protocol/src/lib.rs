//! The Gomocup (Piskvork) protocol: the engine side ([`brain`], behind `pearls engine` and
//! `pbrain-pearls`) and the manager side ([`manager`], which drives any engine process).

pub mod brain;
pub mod manager;

pub use brain::{run, run_stdio, run_stdio_with, run_with};
pub use manager::{EngineProcess, ManagerError};

use pearls_rules::Point;

/// A point in Gomocup coordinates `x,y` (from the top left, 0-based).
pub fn format_point(p: Point, size: u8) -> String {
    let (x, y) = p.to_gomocup(size);
    format!("{x},{y}")
}

/// Reads `x,y` (spaces allowed around the numbers) on a board of `size`.
pub fn parse_point(text: &str, size: u8) -> Option<Point> {
    let (x, y) = text.split_once(',')?;
    let x: u32 = x.trim().parse().ok()?;
    let y: u32 = y.trim().parse().ok()?;
    Point::from_gomocup(x, y, size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_round_trip() {
        let p = parse_point("7,7", 15).unwrap();
        assert_eq!(p.to_string(), "h8");
        assert_eq!(format_point(p, 15), "7,7");
        assert_eq!(parse_point("0,14", 15).unwrap().to_string(), "a1");
        assert_eq!(parse_point(" 3 , 4 ", 15), Some(Point::new(3, 10)));
        assert_eq!(parse_point("15,0", 15), None);
        assert_eq!(parse_point("-1,0", 15), None);
        assert_eq!(parse_point("x", 15), None);
    }
}
