//! A game under a variant: every action is checked, recorded and can be undone.

use crate::board::Board;
use crate::color::{Color, Player};
use crate::forbidden::Foul;
use crate::notation::Move;
use crate::opening::{in_area, opening_name, Area, Step};
use crate::point::Point;
use crate::rules::{ForbiddenEffect, LineWin, Variant};
use crate::symmetry::Symmetry;
use std::fmt;

/// Everything a player can do. `None` in `Resign` and `Timeout` means the side whose
/// decision is pending.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    Place(Point),
    Pass,
    /// Take the other colour where the opening rule allows it.
    Swap,
    /// Offer these moves for the opponent to choose from.
    Offer(Vec<Point>),
    /// Pick the offered move that is played.
    Choose(Point),
    Resign(Option<Color>),
    AgreeDraw,
    Timeout(Option<Color>),
}

impl Action {
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Place(_) => "a move",
            Action::Pass => "a pass",
            Action::Swap => "a swap",
            Action::Offer(_) => "an offer",
            Action::Choose(_) => "a choice",
            Action::Resign(_) => "a resignation",
            Action::AgreeDraw => "a draw agreement",
            Action::Timeout(_) => "a time forfeit",
        }
    }
}

impl From<Move> for Action {
    fn from(m: Move) -> Action {
        match m {
            Move::Place(p) => Action::Place(p),
            Move::Pass => Action::Pass,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    Five,
    /// Six or more in a row where that wins (white in renju, both in free-style).
    Overline,
    /// The loser made this forbidden shape.
    Forbidden(Foul),
    BoardFull,
    TwoPasses,
    Resignation,
    Agreement,
    Time,
}

impl Reason {
    pub fn name(self) -> &'static str {
        match self {
            Reason::Five => "five",
            Reason::Overline => "overline",
            Reason::Forbidden(_) => "forbidden",
            Reason::BoardFull => "board-full",
            Reason::TwoPasses => "two-passes",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Time => "time",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.reason) {
            (Some(w), Reason::Five) => write!(f, "{w} wins by five"),
            (Some(w), Reason::Overline) => write!(f, "{w} wins by overline"),
            (Some(w), Reason::Forbidden(k)) => {
                write!(f, "{w} wins: {} made a forbidden {k}", w.opposite())
            }
            (Some(w), Reason::Resignation) => write!(f, "{w} wins: {} resigned", w.opposite()),
            (Some(w), Reason::Time) => write!(f, "{w} wins on time"),
            (Some(w), r) => write!(f, "{w} wins ({})", r.name()),
            (None, Reason::BoardFull) => f.write_str("draw: the board is full"),
            (None, Reason::TwoPasses) => f.write_str("draw: two passes in a row"),
            (None, Reason::Agreement) => f.write_str("draw by agreement"),
            (None, r) => write!(f, "draw ({})", r.name()),
        }
    }
}

/// What the game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// A stone of `color` inside `area` (or a pass, once the opening is over).
    Place { color: Color, area: Area },
    /// The player holding `decider` may swap colours, or decline by placing a `color`
    /// stone inside `area`.
    SwapOrPlace {
        decider: Color,
        color: Color,
        area: Area,
    },
    /// Black offers `count` moves.
    Offer { count: u8 },
    /// White picks one of the offers.
    Choose { offers: Vec<Point> },
}

impl Pending {
    /// The colour whose holder decides.
    pub fn decider(&self) -> Color {
        match self {
            Pending::Place { color, .. } => *color,
            Pending::SwapOrPlace { decider, .. } => *decider,
            Pending::Offer { .. } => Color::Black,
            Pending::Choose { .. } => Color::White,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Pending::Place { .. } => "move",
            Pending::SwapOrPlace { .. } => "swap",
            Pending::Offer { .. } => "offer",
            Pending::Choose { .. } => "choose",
        }
    }
}

impl fmt::Display for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pending::Place {
                color,
                area: Area::Anywhere,
            } => write!(f, "{color} to move"),
            Pending::Place { color, area } => write!(f, "{color} to move {area}"),
            Pending::SwapOrPlace {
                decider,
                color,
                area,
            } => {
                write!(f, "{decider} may swap colours, or {color} moves {area}")
            }
            Pending::Offer { count } => write!(f, "black to offer {count} moves"),
            Pending::Choose { offers } => {
                let list: Vec<String> = offers.iter().map(|p| p.to_string()).collect();
                write!(f, "white to choose one of {}", list.join(" "))
            }
        }
    }
}

/// Why an action was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionError {
    GameOver(Outcome),
    OffBoard(Point),
    Occupied(Point),
    /// A move the rules do not allow to be played at all (or to be offered).
    Forbidden {
        point: Point,
        foul: Foul,
    },
    OutsideArea {
        point: Point,
        area: Area,
    },
    /// The action does not answer the pending decision.
    Unexpected {
        pending: String,
        got: &'static str,
    },
    PassInOpening,
    OfferCount {
        expected: u8,
        got: usize,
    },
    OfferRepeated(Point),
    OffersEquivalent(Point, Point),
    NotOffered(Point),
}

impl ActionError {
    /// Errors of the input itself (no such point, point taken) rather than of the rules.
    pub fn is_bad_input(&self) -> bool {
        matches!(self, ActionError::OffBoard(_) | ActionError::Occupied(_))
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver(o) => write!(f, "the game is over ({o})"),
            ActionError::OffBoard(p) => write!(f, "{p} is off the board"),
            ActionError::Occupied(p) => write!(f, "{p} is already occupied"),
            ActionError::Forbidden { point, foul } => {
                write!(f, "{point} is forbidden ({foul})")
            }
            ActionError::OutsideArea { point, area } => {
                write!(f, "{point} is not allowed: this stone must go {area}")
            }
            ActionError::Unexpected { pending, got } => {
                write!(f, "{got} is not possible now: {pending}")
            }
            ActionError::PassInOpening => f.write_str("no pass during the opening"),
            ActionError::OfferCount { expected, got } => {
                write!(f, "black must offer {expected} moves, not {got}")
            }
            ActionError::OfferRepeated(p) => write!(f, "{p} is offered twice"),
            ActionError::OffersEquivalent(a, b) => {
                write!(f, "offers {a} and {b} are equivalent by symmetry")
            }
            ActionError::NotOffered(p) => write!(f, "{p} was not offered"),
        }
    }
}

impl std::error::Error for ActionError {}

#[derive(Debug, Clone)]
pub struct Game {
    variant: Variant,
    board: Board,
    actions: Vec<Action>,
    moves: Vec<Move>,
    to_move: Color,
    black: Player,
    step: usize,
    offers: Vec<Point>,
    passes: u8,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game. The variant's size must be a supported board size (5 to 26).
    pub fn new(variant: Variant) -> Result<Game, crate::board::SizeError> {
        Ok(Game {
            board: Board::try_new(variant.size as u32)?,
            variant,
            actions: Vec::new(),
            moves: Vec::new(),
            to_move: Color::Black,
            black: Player::First,
            step: 0,
            offers: Vec::new(),
            passes: 0,
            outcome: None,
        })
    }

    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every accepted action, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The stones and passes in the order played (offers that were not chosen are not moves).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Point> {
        self.moves.iter().rev().find_map(|m| match m {
            Move::Place(p) => Some(*p),
            Move::Pass => None,
        })
    }

    /// The colour of the next stone.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Who holds `color` now (swaps change this).
    pub fn player(&self, color: Color) -> Player {
        match color {
            Color::Black => self.black,
            Color::White => self.black.other(),
        }
    }

    /// The offers black has made and white has not chosen from yet.
    pub fn offers(&self) -> &[Point] {
        &self.offers
    }

    /// The name of the canonical opening formed by the first three stones, if any.
    pub fn opening_name(&self) -> Option<&'static str> {
        let stones: Vec<Point> = self
            .moves
            .iter()
            .take(3)
            .filter_map(|m| match m {
                Move::Place(p) => Some(*p),
                Move::Pass => None,
            })
            .collect();
        match stones.as_slice() {
            [a, b, c] if *a == Point::centre(self.variant.size) => opening_name(*a, *b, *c),
            _ => None,
        }
    }

    /// The decision the game waits for, or `None` when it is over.
    pub fn pending(&self) -> Option<Pending> {
        if self.outcome.is_some() {
            return None;
        }
        Some(match self.variant.opening.step(self.step) {
            None => Pending::Place {
                color: self.to_move,
                area: Area::Anywhere,
            },
            Some(Step::Place { color, area }) => Pending::Place { color, area },
            Some(Step::SwapOption { decider }) => {
                let (color, area) = match self.variant.opening.step(self.step + 1) {
                    Some(Step::Place { color, area }) => (color, area),
                    _ => (self.to_move, Area::Anywhere),
                };
                Pending::SwapOrPlace {
                    decider,
                    color,
                    area,
                }
            }
            Some(Step::Offer { count }) => Pending::Offer { count },
            Some(Step::Choose) => Pending::Choose {
                offers: self.offers.clone(),
            },
        })
    }

    /// Every point where the side to move may not put a stone because of a forbidden
    /// shape, with its kind.
    pub fn forbidden_points(&self, color: Color) -> Vec<(Point, Foul)> {
        self.variant.rules.forbidden_points(&self.board, color)
    }

    /// Applies an action, or explains why it is refused (the game is then unchanged).
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if let Some(o) = self.outcome {
            return Err(ActionError::GameOver(o));
        }
        let decider = self.pending().map(|p| p.decider()).unwrap_or(self.to_move);
        match &action {
            Action::Resign(c) => {
                let loser = c.unwrap_or(decider);
                self.finish(Some(loser.opposite()), Reason::Resignation);
            }
            Action::Timeout(c) => {
                let loser = c.unwrap_or(decider);
                self.finish(Some(loser.opposite()), Reason::Time);
            }
            Action::AgreeDraw => self.finish(None, Reason::Agreement),
            _ => self.play(&action)?,
        }
        self.actions.push(action);
        Ok(())
    }

    fn unexpected(&self, action: &Action) -> ActionError {
        ActionError::Unexpected {
            pending: self.pending().map(|p| p.to_string()).unwrap_or_default(),
            got: action.kind(),
        }
    }

    fn play(&mut self, action: &Action) -> Result<(), ActionError> {
        let step = self.variant.opening.step(self.step);
        match (step, action) {
            (None, Action::Place(p)) => self.place(*p),
            (None, Action::Pass) => {
                self.moves.push(Move::Pass);
                self.passes += 1;
                self.to_move = self.to_move.opposite();
                if self.passes >= 2 {
                    self.finish(None, Reason::TwoPasses);
                }
                Ok(())
            }
            (Some(_), Action::Pass) => Err(ActionError::PassInOpening),
            (Some(Step::Place { area, .. }), Action::Place(p)) => {
                self.check_area(*p, area)?;
                self.place(*p)?;
                self.step += 1;
                Ok(())
            }
            (Some(Step::SwapOption { .. }), Action::Swap) => {
                self.black = self.black.other();
                self.step += 1;
                Ok(())
            }
            (Some(Step::SwapOption { .. }), Action::Place(_)) => {
                // Playing on declines the swap.
                self.step += 1;
                let r = self.play(action);
                if r.is_err() {
                    self.step -= 1;
                }
                r
            }
            (Some(Step::Offer { count }), Action::Offer(points)) => {
                self.check_offers(count, points)?;
                self.offers = points.clone();
                self.step += 1;
                Ok(())
            }
            (Some(Step::Choose), Action::Choose(p)) => {
                if !self.offers.contains(p) {
                    return Err(ActionError::NotOffered(*p));
                }
                self.place(*p)?;
                self.offers.clear();
                self.step += 1;
                Ok(())
            }
            _ => Err(self.unexpected(action)),
        }
    }

    fn check_point(&self, p: Point) -> Result<(), ActionError> {
        if !self.board.contains(p) {
            return Err(ActionError::OffBoard(p));
        }
        if !self.board.is_empty_at(p) {
            return Err(ActionError::Occupied(p));
        }
        Ok(())
    }

    fn stones_played(&self) -> Vec<Point> {
        self.moves
            .iter()
            .filter_map(|m| match m {
                Move::Place(p) => Some(*p),
                Move::Pass => None,
            })
            .collect()
    }

    fn check_area(&self, p: Point, area: Area) -> Result<(), ActionError> {
        self.check_point(p)?;
        if in_area(area, p, self.variant.size, &self.stones_played()) {
            Ok(())
        } else {
            Err(ActionError::OutsideArea { point: p, area })
        }
    }

    fn check_offers(&self, count: u8, points: &[Point]) -> Result<(), ActionError> {
        if points.len() != count as usize {
            return Err(ActionError::OfferCount {
                expected: count,
                got: points.len(),
            });
        }
        for (i, &p) in points.iter().enumerate() {
            self.check_point(p)?;
            if points[..i].contains(&p) {
                return Err(ActionError::OfferRepeated(p));
            }
            if let Some(foul) = self.variant.rules.foul_at(&self.board, p, self.to_move) {
                return Err(ActionError::Forbidden { point: p, foul });
            }
        }
        for (i, &a) in points.iter().enumerate() {
            for &b in &points[..i] {
                if equivalent_after(&self.board, self.to_move, b, a) {
                    return Err(ActionError::OffersEquivalent(b, a));
                }
            }
        }
        Ok(())
    }

    /// Puts the side to move's stone on `p` and settles the result.
    fn place(&mut self, p: Point) -> Result<(), ActionError> {
        self.check_point(p)?;
        let color = self.to_move;
        let rules = self.variant.rules;
        let foul = rules.foul_at(&self.board, p, color);
        if let (Some(foul), ForbiddenEffect::Illegal) = (foul, rules.forbidden_effect) {
            return Err(ActionError::Forbidden { point: p, foul });
        }
        self.board.put(p, color.into());
        self.moves.push(Move::Place(p));
        self.passes = 0;
        self.to_move = color.opposite();
        if let Some(win) = rules.line_win(&self.board, p, color) {
            let reason = match win {
                LineWin::Five => Reason::Five,
                LineWin::Overline => Reason::Overline,
            };
            self.finish(Some(color), reason);
        } else if let Some(foul) = foul {
            self.finish(Some(color.opposite()), Reason::Forbidden(foul));
        } else if self.board.is_full() {
            self.finish(None, Reason::BoardFull);
        }
        Ok(())
    }

    fn finish(&mut self, winner: Option<Color>, reason: Reason) {
        self.outcome = Some(Outcome { winner, reason });
    }

    /// Takes back the last action and returns it.
    pub fn undo(&mut self) -> Option<Action> {
        let mut actions = std::mem::take(&mut self.actions);
        let last = actions.pop()?;
        let mut g = Game::new(self.variant).expect("the size was valid");
        for a in actions {
            g.apply(a).expect("an accepted action replays");
        }
        *self = g;
        Some(last)
    }
}

/// Whether the positions after a `color` stone on `a` and after one on `b` are the same
/// up to one of the eight symmetries.
pub fn equivalent_after(board: &Board, color: Color, a: Point, b: Point) -> bool {
    let mut with_a = board.clone();
    with_a.put(a, color.into());
    let mut with_b = board.clone();
    with_b.put(b, color.into());
    Symmetry::ALL
        .iter()
        .any(|&s| with_a.hash_under(s) == with_b.hash() && with_a.transformed(s) == with_b)
}
