//! Text diagrams of a board, with coordinates on all four sides.

use crate::board::{Board, Stone};
use crate::forbidden::Foul;
use crate::notation::Columns;
use crate::point::Point;

/// The character for a forbidden point: the kind's digit (3, 4, 6) or `!` for an open four.
pub fn foul_mark(f: Foul) -> char {
    match f {
        Foul::DoubleThree => '3',
        Foul::DoubleFour => '4',
        Foul::Overline => '6',
        Foul::OpenFour => '!',
    }
}

pub fn stone_mark(s: Stone) -> char {
    match s {
        Stone::Black => 'X',
        Stone::White => 'O',
        Stone::Neutral => 'N',
        Stone::Bomb => 'B',
        Stone::Common => '+',
    }
}

/// Draws the board: `X` black, `O` white, `.` empty, the last move in brackets, and
/// forbidden points by their kind's digit.
pub fn diagram(
    board: &Board,
    last: Option<Point>,
    forbidden: &[(Point, Foul)],
    columns: Columns,
) -> String {
    let size = board.size();
    let letters: String = (0..size)
        .map(|c| format!(" {}", columns.letter(c)))
        .collect();
    let mut out = format!("  {letters}\n");
    for row in (0..size).rev() {
        let mut line = format!("{:>2} ", row + 1);
        for col in 0..size {
            let p = Point::new(col, row);
            let ch = match board.get(p) {
                Some(s) => stone_mark(s),
                None => forbidden
                    .iter()
                    .find(|(q, _)| *q == p)
                    .map_or('.', |(_, f)| foul_mark(*f)),
            };
            if Some(p) == last {
                line.pop();
                line.push('[');
                line.push(ch);
                line.push(']');
            } else {
                line.push(ch);
                line.push(' ');
            }
        }
        line.pop();
        if Some(Point::new(size - 1, row)) == last {
            line.push(']');
        }
        out.push_str(&format!("{line} {:>2}\n", row + 1));
    }
    out.push_str(&format!("  {letters}\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_last_move_and_forbidden_points() {
        let b = Board::with_stones(5, &[Point::new(2, 2)], &[Point::new(4, 0)]);
        let d = diagram(
            &b,
            Some(Point::new(2, 2)),
            &[(Point::new(0, 4), Foul::Overline)],
            Columns::Renju,
        );
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines[0], "   a b c d e");
        assert_eq!(lines[1], " 5 6 . . . .  5");
        assert_eq!(lines[3], " 3 . .[X]. .  3");
        assert_eq!(lines[5], " 1 . . . . O  1");
    }
}
