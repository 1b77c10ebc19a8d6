//! The text form of actions, as `pearls referee` and `pearls play` read them:
//! moves in any notation `Notation` reads (`h8`, `h8i9`, `7,7`, `pass`), and words for
//! the other decisions (see [`SYNTAX`]).

use crate::color::Color;
use crate::game::Action;
use crate::notation::{Move, Notation, NotationError, NotationErrorKind};

/// The syntax, for help texts.
pub const SYNTAX: &str = "\
ACTIONS are moves and decisions in order, separated by spaces or commas:
  h8 i9 j10       moves in renju notation (columns a.., rows 1.. from the bottom);
                  separators may be left out: h8i9j10
  7,7             a move in Gomocup coordinates (0-based x,y from the top left)
  pass            a pass
  swap            take the other colour, where the opening rule offers it
                  (placing a stone instead declines the swap when the one who may
                  swap is the one to move)
  keep            decline a swap
  two:j11/k12     swap2: place a white and then a black stone, and let the first
                  player choose a colour
  declare:3       declare how many 5th moves black will offer (yamaguchi, soosorv-N)
  offer:j10/k11   black offers these 5th moves, separated by '/'
  choose:k11      white picks the offer that black plays
  bomb:h8         drop a bomb (rules with +bomb)
  neutral:h8      play a neutral stone (rules with +neutral)
  resign          the side to decide resigns; resign:black or resign:white names it
  draw            both players agree to a draw
  timeout         the side to decide loses on time; timeout:black or timeout:white";

/// Reads a list of actions.
pub fn parse_actions(text: &str, notation: &Notation) -> Result<Vec<Action>, NotationError> {
    let mut out = Vec::new();
    let mut pos = 0;
    let bytes = text.as_bytes();
    loop {
        while pos < bytes.len()
            && (bytes[pos].is_ascii_whitespace() || bytes[pos] == b',' || bytes[pos] == b';')
        {
            pos += 1;
        }
        if pos >= bytes.len() {
            return Ok(out);
        }
        let word_end = bytes[pos..]
            .iter()
            .position(|c| !(c.is_ascii_alphabetic() || *c == b'-'))
            .map_or(bytes.len(), |n| pos + n);
        let word = text[pos..word_end].to_ascii_lowercase();
        let arg = |end: usize| -> (usize, &str) {
            if bytes.get(end) == Some(&b':') {
                let stop = bytes[end + 1..]
                    .iter()
                    .position(|c| c.is_ascii_whitespace() || *c == b',' || *c == b';')
                    .map_or(bytes.len(), |n| end + 1 + n);
                (stop, &text[end + 1..stop])
            } else {
                (end, "")
            }
        };
        let color_arg = |s: &str, at: usize| -> Result<Option<Color>, NotationError> {
            match s {
                "" => Ok(None),
                "black" | "b" => Ok(Some(Color::Black)),
                "white" | "w" => Ok(Some(Color::White)),
                _ => Err(NotationError {
                    offset: at,
                    kind: NotationErrorKind::Expected("black or white"),
                }),
            }
        };
        let (action, next) = match word.as_str() {
            "swap" if bytes.get(word_end) != Some(&b':') => (Action::Swap, word_end),
            "keep" => (Action::Keep, word_end),
            "draw" => (Action::AgreeDraw, word_end),
            "declare" => {
                let (stop, a) = arg(word_end);
                let n: u8 = a.parse().map_err(|_| NotationError {
                    offset: word_end,
                    kind: NotationErrorKind::Expected("a number after declare:, as in declare:3"),
                })?;
                (Action::Declare(n), stop)
            }
            "resign" | "timeout" => {
                let (stop, a) = arg(word_end);
                let c = color_arg(&a.to_ascii_lowercase(), word_end + 1)?;
                let act = if word == "resign" {
                    Action::Resign(c)
                } else {
                    Action::Timeout(c)
                };
                (act, stop)
            }
            "offer" | "choose" | "two" | "bomb" | "neutral" => {
                let (stop, a) = arg(word_end);
                let base = word_end + 1;
                if a.is_empty() {
                    return Err(NotationError {
                        offset: word_end,
                        kind: NotationErrorKind::Expected(
                            "':' and points after offer/choose, as in offer:j10/k11",
                        ),
                    });
                }
                let mut points = Vec::new();
                let mut off = 0;
                for part in a.split('/') {
                    let p = notation.parse_point(part).map_err(|e| NotationError {
                        offset: base + off + e.offset,
                        kind: e.kind,
                    })?;
                    points.push(p);
                    off += part.len() + 1;
                }
                let act = match (word.as_str(), points.as_slice()) {
                    ("offer", _) => Action::Offer(points),
                    ("two", [a, b]) => Action::PlaceTwo(*a, *b),
                    ("two", _) => {
                        return Err(NotationError {
                            offset: base,
                            kind: NotationErrorKind::Expected(
                                "two points after two:, as in two:j11/k12",
                            ),
                        })
                    }
                    ("choose", [p]) => Action::Choose(*p),
                    ("bomb", [p]) => Action::Bomb(*p),
                    ("neutral", [p]) => Action::Neutral(*p),
                    _ => {
                        return Err(NotationError {
                            offset: base,
                            kind: NotationErrorKind::Expected("one point after the colon"),
                        })
                    }
                };
                (act, stop)
            }
            _ => match notation.parse_move_at(text, pos)? {
                Some((m, end)) => (Action::from(m), end),
                None => return Ok(out),
            },
        };
        out.push(action);
        pos = next;
    }
}

/// Writes one action in the form `parse_actions` reads.
pub fn format_action(action: &Action, notation: &Notation) -> String {
    match action {
        Action::Place(p) => notation.format(*p),
        Action::Pass => notation.format_move(Move::Pass),
        Action::Swap => "swap".into(),
        Action::Keep => "keep".into(),
        Action::PlaceTwo(a, b) => format!("two:{}/{}", notation.format(*a), notation.format(*b)),
        Action::Declare(n) => format!("declare:{n}"),
        Action::Bomb(p) => format!("bomb:{}", notation.format(*p)),
        Action::Neutral(p) => format!("neutral:{}", notation.format(*p)),
        Action::Offer(ps) => format!(
            "offer:{}",
            ps.iter()
                .map(|p| notation.format(*p))
                .collect::<Vec<_>>()
                .join("/")
        ),
        Action::Choose(p) => format!("choose:{}", notation.format(*p)),
        Action::Resign(None) => "resign".into(),
        Action::Resign(Some(c)) => format!("resign:{c}"),
        Action::AgreeDraw => "draw".into(),
        Action::Timeout(None) => "timeout".into(),
        Action::Timeout(Some(c)) => format!("timeout:{c}"),
    }
}

/// Writes a list of actions, space separated.
pub fn format_actions(actions: &[Action], notation: &Notation) -> String {
    actions
        .iter()
        .map(|a| format_action(a, notation))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::point::Point;

    #[test]
    fn words_and_moves() {
        let n = Notation::new(15);
        let a = parse_actions(
            "h8 h9 h10 swap j7 offer:j10/k11, choose:k11 pass resign:white",
            &n,
        )
        .unwrap();
        assert_eq!(a[3], Action::Swap);
        assert_eq!(
            a[5],
            Action::Offer(vec![Point::new(9, 9), Point::new(10, 10)])
        );
        assert_eq!(a[6], Action::Choose(Point::new(10, 10)));
        assert_eq!(a[7], Action::Pass);
        assert_eq!(a[8], Action::Resign(Some(Color::White)));
        assert_eq!(
            format_actions(&a, &n),
            "h8 h9 h10 swap j7 offer:j10/k11 choose:k11 pass resign:white"
        );
        assert_eq!(parse_actions("h8i9draw", &n).unwrap().len(), 3);
        let b = parse_actions("keep two:j11/k12 declare:3 bomb:a1 neutral:o15", &n).unwrap();
        assert_eq!(
            b[1],
            Action::PlaceTwo(Point::new(9, 10), Point::new(10, 11))
        );
        assert_eq!(b[2], Action::Declare(3));
        assert_eq!(
            format_actions(&b, &n),
            "keep two:j11/k12 declare:3 bomb:a1 neutral:o15"
        );
    }

    #[test]
    fn bad_words_say_where() {
        let n = Notation::new(15);
        let e = parse_actions("h8 offer:j10/z99", &n).unwrap_err();
        assert_eq!(e.offset, 13);
        assert!(parse_actions("h8 offer", &n).is_err());
        assert!(parse_actions("resign:green", &n).is_err());
        assert!(parse_actions("choose:h8/h9", &n).is_err());
        assert!(parse_actions("two:h8", &n).is_err());
        assert!(parse_actions("declare:x", &n).is_err());
    }
}
