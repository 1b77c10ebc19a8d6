//! A game under a variant: every action is checked, recorded and can be undone.

use crate::board::{Board, Stone, DIRECTIONS};
use crate::color::{Color, Player};
use crate::forbidden::Foul;
use crate::notation::Move;
use crate::opening::{in_area, opening_name, Area, Branch, Step, Who};
use crate::point::Point;
use crate::rules::{ForbiddenEffect, LineWin, RuleSet, Variant};
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
    /// Decline a swap.
    Keep,
    /// Swap2: place a white and then a black stone and leave the choice of colour.
    PlaceTwo(Point, Point),
    /// Declare how many 5th moves black will offer (Yamaguchi, Soosõrv).
    Declare(u8),
    /// Offer these moves for the opponent to choose from.
    Offer(Vec<Point>),
    /// Pick the offered move that is played.
    Choose(Point),
    /// Drop a bomb (the atomic-bomb variation).
    Bomb(Point),
    /// Play a neutral stone (the neutral-stone variation).
    Neutral(Point),
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
            Action::Keep => "declining a swap",
            Action::PlaceTwo(..) => "placing two stones",
            Action::Declare(_) => "a declaration",
            Action::Offer(_) => "an offer",
            Action::Choose(_) => "a choice",
            Action::Bomb(_) => "a bomb",
            Action::Neutral(_) => "a neutral stone",
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
    /// Enough captured stones.
    Captures,
    /// A capture reached the winning count but left the opponent a five, or the capturer
    /// an open four where that draws.
    CaptureDraw,
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
            Reason::Captures => "captures",
            Reason::CaptureDraw => "capture-draw",
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

impl Outcome {
    /// The outcome in words, with the colours named by `name` (pente names them the
    /// other way round).
    pub fn describe(&self, name: impl Fn(Color) -> &'static str) -> String {
        match (self.winner, self.reason) {
            (Some(w), Reason::Five) => format!("{} wins by five", name(w)),
            (Some(w), Reason::Overline) => format!("{} wins by overline", name(w)),
            (Some(w), Reason::Forbidden(k)) => {
                format!(
                    "{} wins: {} made a forbidden {k}",
                    name(w),
                    name(w.opposite())
                )
            }
            (Some(w), Reason::Captures) => format!("{} wins by captures", name(w)),
            (Some(w), Reason::Resignation) => {
                format!("{} wins: {} resigned", name(w), name(w.opposite()))
            }
            (Some(w), Reason::Time) => format!("{} wins on time", name(w)),
            (Some(w), r) => format!("{} wins ({})", name(w), r.name()),
            (None, Reason::BoardFull) => "draw: the board is full".into(),
            (None, Reason::TwoPasses) => "draw: two passes in a row".into(),
            (None, Reason::Agreement) => "draw by agreement".into(),
            (None, Reason::CaptureDraw) => {
                "draw: the winning capture left the other side a five or the capturer an open four"
                    .into()
            }
            (None, r) => format!("draw ({})", r.name()),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Color::name))
    }
}

/// What the game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// A stone of `color` inside `area` (or, once the opening is over, a pass, a bomb or
    /// a neutral stone where the rules have them).
    Place { color: Color, area: Area },
    /// The player holding `decider` may swap colours. `then` is what they may do instead,
    /// which declines the swap; when it is `None` they answer `swap` or `keep`.
    SwapOption {
        decider: Color,
        then: Option<Box<Pending>>,
    },
    /// Swap2: the second player swaps, places the 4th (white) stone, or places a white and
    /// a black stone.
    Swap2,
    /// The number of 5th moves black will offer, 1..=max.
    Declare { max: u8 },
    /// Black offers `count` moves.
    Offer { count: u8 },
    /// White picks one of the offers.
    Choose { offers: Vec<Point> },
    /// Taraguchi: black plays the 5th move inside `area`, or offers `count` moves.
    FifthOrOffer { area: Area, count: u8 },
}

impl Pending {
    pub fn name(&self) -> &'static str {
        match self {
            Pending::Place { .. } => "move",
            Pending::SwapOption { .. } | Pending::Swap2 => "swap",
            Pending::Declare { .. } => "declare",
            Pending::Offer { .. } => "offer",
            Pending::Choose { .. } => "choose",
            Pending::FifthOrOffer { .. } => "move-or-offer",
        }
    }
}

impl Pending {
    /// The decision in words, with the colours named by `name` (pente names them the
    /// other way round).
    pub fn describe(&self, name: impl Fn(Color) -> &'static str + Copy) -> String {
        match self {
            Pending::Place {
                color,
                area: Area::Anywhere,
            } => format!("{} to move", name(*color)),
            Pending::Place { color, area } => format!("{} to move {area}", name(*color)),
            Pending::SwapOption {
                decider,
                then: Some(then),
            } => format!(
                "{} may swap colours, or: {}",
                name(*decider),
                then.describe(name)
            ),
            Pending::SwapOption {
                decider,
                then: None,
            } => {
                format!("{} chooses a colour: swap or keep", name(*decider))
            }
            Pending::Swap2 => format!(
                "{} may swap, move (the 4th stone), or place a {} and a {} stone",
                name(Color::White),
                name(Color::White),
                name(Color::Black)
            ),
            Pending::Declare { max } => {
                format!(
                    "declare how many 5th moves {} offers (1 to {max})",
                    name(Color::Black)
                )
            }
            Pending::Offer { count } => format!("{} to offer {count} moves", name(Color::Black)),
            Pending::Choose { offers } => {
                let list: Vec<String> = offers.iter().map(|p| p.to_string()).collect();
                format!("{} to choose one of {}", name(Color::White), list.join(" "))
            }
            Pending::FifthOrOffer { area, count } => {
                format!(
                    "{} to move {area}, or to offer {count} moves",
                    name(Color::Black)
                )
            }
        }
    }
}

impl fmt::Display for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Color::name))
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
    DeclareRange {
        max: u8,
        got: u8,
    },
    NoBombLeft,
    NoNeutralLeft,
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
            ActionError::DeclareRange { max, got } => {
                write!(
                    f,
                    "{got} offers cannot be declared: the number is 1 to {max}"
                )
            }
            ActionError::NoBombLeft => {
                f.write_str("no bomb left: each side may drop one bomb a game")
            }
            ActionError::NoNeutralLeft => f.write_str("no neutral stone left"),
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
    declared: Option<u8>,
    offers: Vec<Point>,
    passes: u8,
    /// Stones each colour has captured.
    captured: [u16; 2],
    bombs: [u8; 2],
    neutral: [u8; 2],
    /// A five the opponent may still break by a capture on this move (ninuki-renju).
    unperfect: Option<Color>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game. The variant's size must be a supported board size (5 to 26).
    pub fn new(variant: Variant) -> Result<Game, crate::board::SizeError> {
        let m = variant.rules.modifiers;
        Ok(Game {
            board: Board::try_new(variant.size as u32)?,
            variant,
            actions: Vec::new(),
            moves: Vec::new(),
            to_move: Color::Black,
            black: Player::First,
            step: 0,
            declared: None,
            offers: Vec::new(),
            passes: 0,
            captured: [0; 2],
            bombs: [m.bombs; 2],
            neutral: [m.neutral_stones; 2],
            unperfect: None,
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

    /// The coloured stones and passes in the order played (offers that were not chosen,
    /// bombs and neutral stones are actions, not moves).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Point> {
        self.actions.iter().rev().find_map(|a| match a {
            Action::Place(p) | Action::Choose(p) | Action::Bomb(p) | Action::Neutral(p) => Some(*p),
            Action::PlaceTwo(_, p) => Some(*p),
            _ => None,
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

    /// The colour `player` holds now.
    pub fn color_of(&self, player: Player) -> Color {
        if player == self.black {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Stones captured by `color`.
    pub fn captured(&self, color: Color) -> u16 {
        self.captured[color.index()]
    }

    pub fn bombs_left(&self, color: Color) -> u8 {
        self.bombs[color.index()]
    }

    pub fn neutral_left(&self, color: Color) -> u8 {
        self.neutral[color.index()]
    }

    /// The number of 5th offers declared (Yamaguchi, Soosõrv).
    pub fn declared(&self) -> Option<u8> {
        self.declared
    }

    /// The colour whose five the opponent may still break with this move.
    pub fn unperfect_five(&self) -> Option<Color> {
        self.unperfect
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

    fn step(&self) -> Option<Step> {
        self.variant.opening.step(self.step)
    }

    /// Whether the side to move may drop a bomb or play a neutral stone now, if it holds
    /// one: the game is on and past its opening script.
    pub fn pieces_allowed(&self) -> bool {
        !self.is_over() && self.step().is_none()
    }

    fn resolve(&self, who: Who) -> Player {
        match who {
            Who::Holder(c) => self.player(c),
            Who::Player(p) => p,
        }
    }

    /// What the script asks at step `k`, seen from the current state.
    fn pending_at(&self, k: usize) -> Pending {
        match self.variant.opening.step(k) {
            None => Pending::Place {
                color: self.to_move,
                area: Area::Anywhere,
            },
            Some(Step::Place { color, area, .. }) => Pending::Place { color, area },
            Some(Step::SwapOption { by }) => {
                let decider = self.resolve(by);
                let next = self.variant.opening.next(k, Branch::Keep);
                let then =
                    (self.decider_at(next) == decider).then(|| Box::new(self.pending_at(next)));
                Pending::SwapOption {
                    decider: self.color_of(decider),
                    then,
                }
            }
            Some(Step::Swap2Choice) => Pending::Swap2,
            Some(Step::Declare { max, .. }) => Pending::Declare { max },
            Some(Step::Offer { count }) => Pending::Offer {
                count: self.offer_count(count),
            },
            Some(Step::Choose) => Pending::Choose {
                offers: self.offers.clone(),
            },
            Some(Step::FifthOrOffer { count }) => Pending::FifthOrOffer {
                area: Area::Inside(9),
                count,
            },
        }
    }

    fn decider_at(&self, k: usize) -> Player {
        match self.variant.opening.step(k) {
            None => self.player(self.to_move),
            Some(Step::Place { by, .. })
            | Some(Step::SwapOption { by })
            | Some(Step::Declare { by, .. }) => self.resolve(by),
            Some(Step::Swap2Choice) => Player::Second,
            Some(Step::Offer { .. }) | Some(Step::FifthOrOffer { .. }) => self.player(Color::Black),
            Some(Step::Choose) => self.player(Color::White),
        }
    }

    fn offer_count(&self, count: u8) -> u8 {
        if count == 0 {
            self.declared.unwrap_or(1)
        } else {
            count
        }
    }

    /// The decision the game waits for, or `None` when it is over.
    pub fn pending(&self) -> Option<Pending> {
        (!self.is_over()).then(|| self.pending_at(self.step))
    }

    /// The player who takes the pending decision, or `None` when the game is over.
    pub fn decider(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.decider_at(self.step))
    }

    /// Every point where a `color` stone is forbidden, with its kind.
    pub fn forbidden_points(&self, color: Color) -> Vec<(Point, Foul)> {
        self.variant.rules.forbidden_points(&self.board, color)
    }

    /// Applies an action, or explains why it is refused; a refused action leaves the game
    /// exactly as it was.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if let Some(o) = self.outcome {
            return Err(ActionError::GameOver(o));
        }
        let decider = self
            .decider()
            .map(|p| self.color_of(p))
            .unwrap_or(self.to_move);
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
            _ => {
                let backup = self.clone();
                if let Err(e) = self.play(&action) {
                    *self = backup;
                    return Err(e);
                }
            }
        }
        self.actions.push(action);
        Ok(())
    }

    fn unexpected(&self, action: &Action) -> ActionError {
        let rules = self.variant.rules;
        ActionError::Unexpected {
            pending: self
                .pending()
                .map(|p| p.describe(|c| rules.color_name(c)))
                .unwrap_or_default(),
            got: action.kind(),
        }
    }

    fn advance(&mut self, branch: Branch) {
        self.step = self.variant.opening.next(self.step, branch);
    }

    fn play(&mut self, action: &Action) -> Result<(), ActionError> {
        let Some(step) = self.step() else {
            return match action {
                Action::Place(p) => self.place(*p),
                Action::Pass => self.pass(),
                Action::Bomb(p) => self.bomb(*p),
                Action::Neutral(p) => self.neutral_stone(*p),
                _ => Err(self.unexpected(action)),
            };
        };
        match (step, action) {
            (_, Action::Pass) => Err(ActionError::PassInOpening),
            (Step::Place { area, .. }, Action::Place(p)) => {
                self.check_area(*p, area)?;
                self.place(*p)?;
                self.advance(Branch::Main);
                Ok(())
            }
            (Step::SwapOption { .. } | Step::Swap2Choice, Action::Swap) => {
                self.black = self.black.other();
                self.advance(Branch::Swap);
                Ok(())
            }
            (Step::SwapOption { .. }, Action::Keep) => {
                self.advance(Branch::Keep);
                Ok(())
            }
            (Step::SwapOption { by }, _) => {
                // Acting declines the swap, when the one who may swap is the one to act.
                let next = self.variant.opening.next(self.step, Branch::Keep);
                if self.decider_at(next) != self.resolve(by) {
                    return Err(self.unexpected(action));
                }
                self.step = next;
                self.play(action)
            }
            (Step::Swap2Choice, Action::Place(p)) => {
                self.place(*p)?;
                self.advance(Branch::Keep);
                Ok(())
            }
            (Step::Swap2Choice, Action::PlaceTwo(a, b)) => {
                self.place(*a)?;
                self.place(*b)?;
                self.advance(Branch::Two);
                Ok(())
            }
            (Step::Declare { max, .. }, Action::Declare(n)) => {
                if *n == 0 || *n > max {
                    return Err(ActionError::DeclareRange { max, got: *n });
                }
                self.declared = Some(*n);
                self.advance(Branch::Main);
                Ok(())
            }
            (Step::Offer { count }, Action::Offer(points)) => {
                self.check_offers(self.offer_count(count), points)?;
                self.offers = points.clone();
                self.advance(Branch::Main);
                Ok(())
            }
            (Step::FifthOrOffer { count }, Action::Offer(points)) => {
                self.check_offers(count, points)?;
                self.offers = points.clone();
                self.advance(Branch::Offers);
                Ok(())
            }
            (Step::FifthOrOffer { .. }, Action::Place(p)) => {
                self.check_area(*p, Area::Inside(9))?;
                self.place(*p)?;
                self.advance(Branch::Main);
                Ok(())
            }
            (Step::Choose, Action::Choose(p)) => {
                if !self.offers.contains(p) {
                    return Err(ActionError::NotOffered(*p));
                }
                self.place(*p)?;
                self.offers.clear();
                self.advance(Branch::Main);
                Ok(())
            }
            _ => Err(self.unexpected(action)),
        }
    }

    fn pass(&mut self) -> Result<(), ActionError> {
        let color = self.to_move;
        self.moves.push(Move::Pass);
        self.passes += 1;
        self.to_move = color.opposite();
        if self.passes >= 2 {
            self.finish(None, Reason::TwoPasses);
            return Ok(());
        }
        self.settle(color, &[], None);
        Ok(())
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

    /// The points of the coloured stones played, in order (passes left out).
    pub fn stones_played(&self) -> Vec<Point> {
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

    /// Puts the side to move's stone on `p`, makes its captures and settles the result.
    fn place(&mut self, p: Point) -> Result<(), ActionError> {
        self.check_point(p)?;
        let color = self.to_move;
        let rules = self.variant.rules;
        let mut foul = rules.foul_at(&self.board, p, color);
        let stone = if rules.modifiers.common_centre && p == Point::centre(self.variant.size) {
            Stone::Common
        } else {
            color.into()
        };
        self.board.put(p, stone);
        let changed = self.capture_from(p, color);
        // Ninuki-renju rule J: a double-three that breaks an unperfect five is allowed.
        if foul == Some(Foul::DoubleThree)
            && self.unperfect == Some(color.opposite())
            && !self.has_five(color.opposite())
        {
            foul = None;
        }
        if let (Some(foul), ForbiddenEffect::Illegal) = (foul, rules.forbidden_effect) {
            return Err(ActionError::Forbidden { point: p, foul });
        }
        self.moves.push(Move::Place(p));
        self.passes = 0;
        self.to_move = color.opposite();
        let mut touched = vec![p];
        touched.extend(changed);
        self.settle(color, &touched, foul);
        Ok(())
    }

    /// Removes (or, under repensi, turns) the enemy stones the stone on `p` brackets, and
    /// returns the points that turned.
    fn capture_from(&mut self, p: Point, color: Color) -> Vec<Point> {
        let Some(cap) = self.variant.rules.capture else {
            return Vec::new();
        };
        let size = self.variant.size;
        let enemy = Stone::from(color.opposite());
        let mut turned = Vec::new();
        for (dc, dr) in DIRECTIONS.iter().flat_map(|&(c, r)| [(c, r), (-c, -r)]) {
            let at = |i: i32| p.offset(dc * i, dr * i, size);
            let run = (1..)
                .map_while(|i| at(i).filter(|&q| self.board.get(q) == Some(enemy)))
                .count() as i32;
            if run < cap.min as i32 || run > cap.max as i32 {
                continue;
            }
            if !at(run + 1)
                .is_some_and(|q| self.board.get(q).is_some() && self.board.counts_for(q, color))
            {
                continue;
            }
            for i in 1..=run {
                let q = at(i).expect("inside the run");
                self.board.take(q);
                if cap.flip {
                    self.board.put(q, color.into());
                    turned.push(q);
                } else {
                    self.captured[color.index()] += 1;
                }
            }
        }
        turned
    }

    fn bomb(&mut self, p: Point) -> Result<(), ActionError> {
        self.check_point(p)?;
        let color = self.to_move;
        if self.bombs[color.index()] == 0 {
            return Err(ActionError::NoBombLeft);
        }
        self.bombs[color.index()] -= 1;
        self.board.put(p, Stone::Bomb);
        for dc in -1..=1 {
            for dr in -1..=1 {
                if let Some(q) = p.offset(dc, dr, self.variant.size) {
                    if self.board.color_at(q).is_some() {
                        self.board.take(q);
                    }
                }
            }
        }
        self.passes = 0;
        self.to_move = color.opposite();
        self.settle(color, &[], None);
        Ok(())
    }

    fn neutral_stone(&mut self, p: Point) -> Result<(), ActionError> {
        self.check_point(p)?;
        let color = self.to_move;
        if self.neutral[color.index()] == 0 {
            return Err(ActionError::NoNeutralLeft);
        }
        self.neutral[color.index()] -= 1;
        self.board.put(p, Stone::Neutral);
        self.passes = 0;
        self.to_move = color.opposite();
        self.settle(color, &[], None);
        Ok(())
    }

    /// Decides the result after `color` acted; `touched` are the points where its stones
    /// appeared.
    fn settle(&mut self, color: Color, touched: &[Point], foul: Option<Foul>) {
        let rules = self.variant.rules;
        let opp = color.opposite();
        let line = touched
            .iter()
            .filter_map(|&q| rules.line_win(&self.board, q, color))
            .min_by_key(|w| *w != LineWin::Five);
        let capture_win = rules
            .capture
            .and_then(|c| c.win_stones)
            .is_some_and(|w| self.captured[color.index()] >= w);
        let pending_five = self.unperfect.take() == Some(opp);
        if capture_win {
            // Rule L of ninuki-renju and anti-pente's open four: the winning capture draws
            // when it leaves the opponent a five (an unbroken unperfect one included).
            if (rules.capture_draw_opponent_five && self.has_five(opp))
                || (rules.capture_draw_open_four && self.has_open_four(color))
            {
                self.finish(None, Reason::CaptureDraw);
            } else if line == Some(LineWin::Five) {
                self.finish(Some(color), Reason::Five);
            } else {
                self.finish(Some(color), Reason::Captures);
            }
            return;
        }
        // An unperfect five that this move did not break now stands.
        if pending_five && self.has_five(opp) {
            self.finish(Some(opp), Reason::Five);
            return;
        }
        if let Some(win) = line {
            if rules.perfect_five && rules.five_breakable(&self.board, color) {
                self.unperfect = Some(color);
            } else {
                let reason = match win {
                    LineWin::Five => Reason::Five,
                    LineWin::Overline => Reason::Overline,
                };
                self.finish(Some(color), reason);
            }
            return;
        }
        // A capture or a bomb that turns the opponent's overline into a five gives the
        // opponent that five.
        let removes = rules.capture.is_some_and(|c| !c.flip) || rules.modifiers.bombs > 0;
        if removes && self.has_five(opp) {
            self.finish(Some(opp), Reason::Five);
            return;
        }
        if let Some(foul) = foul {
            self.finish(Some(opp), Reason::Forbidden(foul));
            return;
        }
        if self.board.is_full() {
            self.finish(None, Reason::BoardFull);
        }
    }

    /// Whether `color` has a winning line anywhere on the board.
    pub fn has_five(&self, color: Color) -> bool {
        let rules = self.variant.rules;
        self.board.stones().any(|(q, s)| {
            s.color() == Some(color) && rules.line_win(&self.board, q, color).is_some()
        })
    }

    /// Whether `color` has a straight four (four in a row, both ends empty) anywhere.
    fn has_open_four(&self, color: Color) -> bool {
        self.board.stones().any(|(q, s)| {
            s.color() == Some(color)
                && (0..4).any(|d| {
                    self.board.run_through(q, d, color) == 4
                        && self
                            .board
                            .run_ends(q, d, color)
                            .iter()
                            .all(|e| e.is_some_and(|e| self.board.is_empty_at(e)))
                })
        })
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

impl RuleSet {
    /// Whether the opponent can capture a stone of one of `color`'s fives next move: under
    /// perfect fives such a five does not win yet. The engine's board asks it too.
    pub fn five_breakable(&self, board: &Board, color: Color) -> bool {
        let Some(cap) = self.capture else {
            return false;
        };
        let size = board.size();
        let in_five =
            |q: Point| board.color_at(q) == Some(color) && self.line_win(board, q, color).is_some();
        let own = Stone::from(color);
        let opp = color.opposite();
        board.empty_points().any(|p| {
            DIRECTIONS
                .iter()
                .flat_map(|&(c, r)| [(c, r), (-c, -r)])
                .any(|(dc, dr)| {
                    let at = |i: i32| p.offset(dc * i, dr * i, size);
                    let run = (1..)
                        .map_while(|i| at(i).filter(|&q| board.get(q) == Some(own)))
                        .count() as i32;
                    run >= cap.min as i32
                        && run <= cap.max as i32
                        && at(run + 1)
                            .is_some_and(|q| board.get(q).is_some() && board.counts_for(q, opp))
                        && (1..=run).any(|i| at(i).is_some_and(in_five))
                })
        })
    }
}
