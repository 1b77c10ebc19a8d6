//! Rule sets: what wins and what is forbidden, as data. Each named rule set is one value
//! of [`RuleSet`]; presets pair a rule set with an opening rule and a board size.

use crate::board::{Board, Stone};
use crate::color::Color;
use crate::forbidden::{self, Foul, Restrictions};
use crate::opening::OpeningRule;
use crate::point::Point;
use std::fmt;

/// What happens when a player makes a forbidden shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForbiddenEffect {
    /// The move stands and loses (RIF renju since 1912).
    Loses,
    /// The move may not be played at all (the 1899 rule for both players).
    Illegal,
}

/// How a line of five or more counts once it is on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineWin {
    /// Exactly five.
    Five,
    /// Six or more where an overline wins.
    Overline,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleSet {
    pub name: &'static str,
    pub description: &'static str,
    /// Per colour (black, white): only exactly five wins; an overline is nothing.
    pub exact_five: [bool; 2],
    /// Per colour: the shapes that colour may not make.
    pub restrictions: [Restrictions; 2],
    pub forbidden_effect: ForbiddenEffect,
    /// A five wins only when the opponent has not blocked both of its ends (Gomocup caro).
    pub caro: bool,
    pub default_size: u8,
}

const FREE: Restrictions = Restrictions {
    exact_five: false,
    overline: false,
    double_four: false,
    double_three: false,
    open_four: false,
};

impl RuleSet {
    pub fn freestyle() -> RuleSet {
        RuleSet {
            name: "freestyle",
            description: "free-style gomoku: five or more in a row wins",
            exact_five: [false, false],
            restrictions: [FREE, FREE],
            forbidden_effect: ForbiddenEffect::Loses,
            caro: false,
            default_size: 15,
        }
    }

    pub fn standard() -> RuleSet {
        RuleSet {
            name: "standard",
            description: "standard gomoku: exactly five wins, an overline does not",
            exact_five: [true, true],
            ..RuleSet::freestyle()
        }
    }

    pub fn renju() -> RuleSet {
        RuleSet {
            name: "renju",
            description: "RIF renju: black's overline, double-four and double-three lose; white's overline wins",
            exact_five: [true, false],
            restrictions: [Restrictions::RENJU_BLACK, FREE],
            ..RuleSet::freestyle()
        }
    }

    pub fn renju_1899() -> RuleSet {
        let no_double_three = Restrictions {
            double_three: true,
            ..FREE
        };
        RuleSet {
            name: "renju-1899",
            description:
                "Japan 1899: a double-three may not be played by either side; five or more wins",
            restrictions: [no_double_three, no_double_three],
            forbidden_effect: ForbiddenEffect::Illegal,
            ..RuleSet::freestyle()
        }
    }

    pub fn caro() -> RuleSet {
        RuleSet {
            name: "caro",
            description:
                "caro: exactly five wins, and only if the opponent has not blocked both ends",
            caro: true,
            ..RuleSet::standard()
        }
    }

    /// Every named rule set.
    pub fn all() -> Vec<RuleSet> {
        vec![
            RuleSet::freestyle(),
            RuleSet::standard(),
            RuleSet::renju(),
            RuleSet::renju_1899(),
            RuleSet::caro(),
        ]
    }

    pub fn by_name(name: &str) -> Option<RuleSet> {
        RuleSet::all().into_iter().find(|r| r.name == name)
    }

    pub fn restrictions(&self, color: Color) -> Restrictions {
        self.restrictions[color.index()]
    }

    pub fn has_forbidden_moves(&self) -> bool {
        self.restrictions.iter().any(Restrictions::any)
    }

    /// The foul a `color` stone on empty `p` would commit, if any.
    pub fn foul_at(&self, board: &Board, p: Point, color: Color) -> Option<Foul> {
        forbidden::foul_at(board, p, color, self.restrictions(color))
    }

    /// Every point where `color` may not play, with the kind.
    pub fn forbidden_points(&self, board: &Board, color: Color) -> Vec<(Point, Foul)> {
        forbidden::forbidden_points(board, color, self.restrictions(color))
    }

    /// Whether the `color` stone standing on `p` completes a winning line.
    pub fn line_win(&self, board: &Board, p: Point, color: Color) -> Option<LineWin> {
        let exact = self.exact_five[color.index()];
        let mut best = None;
        for dir in 0..4 {
            let n = board.run_through(p, dir, color);
            if n < 5 || (exact && n != 5) {
                continue;
            }
            if self.caro {
                let opp = Stone::from(color.opposite());
                let ends = board.run_ends(p, dir, color);
                if ends
                    .iter()
                    .all(|e| e.and_then(|q| board.get(q)) == Some(opp))
                {
                    continue;
                }
            }
            if n == 5 {
                return Some(LineWin::Five);
            }
            best = Some(LineWin::Overline);
        }
        best
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// A rule set, an opening rule and a board size: everything a game needs to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    pub rules: RuleSet,
    pub opening: OpeningRule,
    pub size: u8,
}

/// A name that stands for a rule set together with an opening rule (and a board size).
#[derive(Debug, Clone, Copy)]
pub struct Preset {
    pub name: &'static str,
    pub description: &'static str,
    pub rules: fn() -> RuleSet,
    pub opening: OpeningRule,
    pub size: Option<u8>,
}

pub const PRESETS: &[Preset] = &[
    Preset {
        name: "sapronov",
        description: "Sapronov's five-in-a-row (1995 text, rules a-f): standard rule with the sapronov opening",
        rules: RuleSet::standard,
        opening: OpeningRule::Sapronov,
        size: None,
    },
    Preset {
        name: "gomocup",
        description: "free-style on Gomocup's 20x20 board",
        rules: RuleSet::freestyle,
        opening: OpeningRule::Free,
        size: Some(20),
    },
];

/// An unknown rule or opening name, with the names that exist.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    pub what: &'static str,
    pub name: String,
    pub known: Vec<&'static str>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} '{}' (known: {})",
            self.what,
            self.name,
            self.known.join(", ")
        )
    }
}

impl std::error::Error for UnknownName {}

impl Variant {
    pub fn new(rules: RuleSet) -> Variant {
        Variant {
            rules,
            opening: OpeningRule::Free,
            size: rules.default_size,
        }
    }

    /// A rule set or preset by name, with its default opening rule and size.
    pub fn named(name: &str) -> Result<Variant, UnknownName> {
        if let Some(r) = RuleSet::by_name(name) {
            return Ok(Variant::new(r));
        }
        if let Some(p) = PRESETS.iter().find(|p| p.name == name) {
            let rules = (p.rules)();
            return Ok(Variant {
                rules,
                opening: p.opening,
                size: p.size.unwrap_or(rules.default_size),
            });
        }
        let mut known: Vec<&'static str> = RuleSet::all().iter().map(|r| r.name).collect();
        known.extend(PRESETS.iter().map(|p| p.name));
        Err(UnknownName {
            what: "rule",
            name: name.to_string(),
            known,
        })
    }

    pub fn with_opening(mut self, opening: OpeningRule) -> Variant {
        self.opening = opening;
        self
    }

    pub fn with_size(mut self, size: u8) -> Variant {
        self.size = size;
        self
    }
}
