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

/// Custodial capture (pente and its relatives): a move that brackets exactly `min..=max`
/// adjacent enemy stones in a line with another own stone removes them, or, under
/// repensi, turns them to the capturer's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub min: u8,
    pub max: u8,
    /// Captured stones that win; `None` when captures do not win.
    pub win_stones: Option<u16>,
    /// Repensi: the bracketed stones change colour instead of leaving the board.
    pub flip: bool,
}

impl Capture {
    pub const PAIRS: Capture = Capture {
        min: 2,
        max: 2,
        win_stones: Some(10),
        flip: false,
    };
}

/// The seeds' "funny variations", each a component that combines with any base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Modifiers {
    /// The centre stone counts as the colour of the player to move.
    pub common_centre: bool,
    /// Bombs each player may drop once instead of a stone.
    pub bombs: u8,
    /// Neutral stones each player may play instead of a stone.
    pub neutral_stones: u8,
    /// Bracketed pairs change colour instead of being captured.
    pub repensi: bool,
    /// The double-three ban of ninuki-renju extends to both players.
    pub double_three_both: bool,
}

/// The modifier names accepted after `+` in a rule name, with what they do.
pub const MODIFIERS: &[(&str, &str)] = &[
    (
        "centre",
        "common centre stone: the centre stone counts for the side to move",
    ),
    (
        "bomb",
        "atomic bomb: once a game each side may drop a bomb that clears the 8 points around it",
    ),
    (
        "repensi",
        "a bracketed pair changes colour, as in reversi, instead of being captured",
    ),
    (
        "neutral",
        "each side has two neutral stones that block both colours and cannot be captured",
    ),
    (
        "d3-both",
        "ninuki-renju: the double-three ban applies to both players",
    ),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleSet {
    /// The base game's name; [`RuleSet::full_name`] adds the modifiers.
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
    pub capture: Option<Capture>,
    /// Ninuki-renju: a five the opponent can break by a capture on the very next move
    /// wins only if the opponent does not break it.
    pub perfect_five: bool,
    /// A capture that reaches the winning count is a draw when it leaves the opponent a
    /// five (ninuki-renju rule L).
    pub capture_draw_opponent_five: bool,
    /// A capture that reaches the winning count is a draw when it leaves the capturer an
    /// open four (anti-pente).
    pub capture_draw_open_four: bool,
    /// Pente names the first player White; the referee still calls the first mover
    /// `Color::Black` and only the names shown to people change.
    pub first_is_white: bool,
    /// The opening rule a game of this rule set gets unless another is asked for.
    pub default_opening: OpeningRule,
    pub modifiers: Modifiers,
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
            capture: None,
            perfect_five: false,
            capture_draw_opponent_five: false,
            capture_draw_open_four: false,
            first_is_white: false,
            default_opening: OpeningRule::Free,
            modifiers: Modifiers {
                common_centre: false,
                bombs: 0,
                neutral_stones: 0,
                repensi: false,
                double_three_both: false,
            },
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

    pub fn pente() -> RuleSet {
        RuleSet {
            name: "pente",
            description: "pente: five or more in a row, or five captured pairs, wins; the first player is White",
            capture: Some(Capture::PAIRS),
            first_is_white: true,
            default_size: 19,
            default_opening: OpeningRule::Pente,
            ..RuleSet::freestyle()
        }
    }

    pub fn keryo_pente() -> RuleSet {
        RuleSet {
            name: "keryo-pente",
            description:
                "keryo-pente: pente where three stones can be captured too; 15 captured stones win",
            capture: Some(Capture {
                min: 2,
                max: 3,
                win_stones: Some(15),
                flip: false,
            }),
            ..RuleSet::pente()
        }
    }

    pub fn ninuki_renju() -> RuleSet {
        let black = Restrictions {
            exact_five: true,
            double_three: true,
            ..FREE
        };
        RuleSet {
            name: "ninuki-renju",
            description: "ninuki-renju: pair captures; a perfect five or five pairs win; black's double-three is barred; overlines are neutral",
            exact_five: [true, true],
            restrictions: [black, FREE],
            forbidden_effect: ForbiddenEffect::Illegal,
            capture: Some(Capture::PAIRS),
            perfect_five: true,
            capture_draw_opponent_five: true,
            default_opening: OpeningRule::Centre,
            ..RuleSet::freestyle()
        }
    }

    pub fn anti_renju() -> RuleSet {
        let no_open_four = Restrictions {
            open_four: true,
            ..FREE
        };
        RuleSet {
            name: "anti-renju",
            description: "anti-renju: five or more wins, and neither side may make an open four",
            restrictions: [no_open_four, no_open_four],
            forbidden_effect: ForbiddenEffect::Illegal,
            ..RuleSet::freestyle()
        }
    }

    pub fn anti_pente() -> RuleSet {
        RuleSet {
            name: "anti-pente",
            description: "anti-pente: pente where neither side may make an open four; a fifth capture that leaves the capturer an open four draws",
            restrictions: RuleSet::anti_renju().restrictions,
            forbidden_effect: ForbiddenEffect::Illegal,
            capture_draw_open_four: true,
            ..RuleSet::pente()
        }
    }

    /// Every base rule set.
    pub fn all() -> Vec<RuleSet> {
        vec![
            RuleSet::freestyle(),
            RuleSet::standard(),
            RuleSet::renju(),
            RuleSet::renju_1899(),
            RuleSet::caro(),
            RuleSet::pente(),
            RuleSet::keryo_pente(),
            RuleSet::ninuki_renju(),
            RuleSet::anti_renju(),
            RuleSet::anti_pente(),
        ]
    }

    /// A base rule set, optionally followed by modifiers: `pente+bomb`,
    /// `anti-renju+neutral`, `renju+centre+bomb`.
    pub fn by_name(name: &str) -> Option<RuleSet> {
        let mut parts = name.split('+');
        let base = parts.next()?;
        let mut r = RuleSet::all().into_iter().find(|r| r.name == base)?;
        for m in parts {
            r = r.with_modifier(m)?;
        }
        Some(r)
    }

    /// This rule set with one more modifier (see [`MODIFIERS`]), or `None` for an
    /// unknown name or one that does not apply.
    pub fn with_modifier(mut self, name: &str) -> Option<RuleSet> {
        // A modifier given twice is refused, so that a rule's name stays short and
        // means one thing (`pente+bomb+bomb...` would otherwise be stored as asked).
        if self.full_name().split('+').skip(1).any(|on| on == name) {
            return None;
        }
        let m = &mut self.modifiers;
        match name {
            "centre" | "center" => {
                m.common_centre = true;
                if self.default_opening == OpeningRule::Free {
                    self.default_opening = OpeningRule::Centre;
                }
            }
            "bomb" => m.bombs = 1,
            "neutral" => m.neutral_stones = 2,
            "repensi" => {
                m.repensi = true;
                let base = self.capture.unwrap_or(Capture {
                    win_stones: None,
                    ..Capture::PAIRS
                });
                self.capture = Some(Capture {
                    flip: true,
                    win_stones: None,
                    ..base
                });
            }
            "d3-both" if self.name == "ninuki-renju" => {
                m.double_three_both = true;
                self.restrictions[1] = self.restrictions[0];
            }
            _ => return None,
        }
        Some(self)
    }

    /// The name with its modifiers, as `by_name` reads it back.
    pub fn full_name(&self) -> String {
        let m = &self.modifiers;
        let mut s = self.name.to_string();
        for (on, name) in [
            (m.common_centre, "centre"),
            (m.bombs > 0, "bomb"),
            (m.repensi, "repensi"),
            (m.neutral_stones > 0, "neutral"),
            (m.double_three_both, "d3-both"),
        ] {
            if on {
                s.push('+');
                s.push_str(name);
            }
        }
        s
    }

    /// The name people see for a colour: pente calls the first player White.
    pub fn color_name(&self, color: Color) -> &'static str {
        if self.first_is_white {
            color.opposite().name()
        } else {
            color.name()
        }
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
        f.write_str(&self.full_name())
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
            opening: rules.default_opening,
            size: rules.default_size,
        }
    }

    /// A rule set or preset by name, with its default opening rule and size.
    pub fn named(name: &str) -> Result<Variant, UnknownName> {
        if let Some(r) = RuleSet::by_name(name) {
            return Ok(Variant::new(r));
        }
        if let Some((base, mods)) = name.split_once('+') {
            if let Some(mut v) = PRESETS
                .iter()
                .find(|p| p.name == base)
                .and_then(|_| Variant::named(base).ok())
            {
                for m in mods.split('+') {
                    v.rules = v.rules.with_modifier(m).ok_or_else(|| UnknownName {
                        what: "rule modifier",
                        name: m.to_string(),
                        known: MODIFIERS.iter().map(|(n, _)| *n).collect(),
                    })?;
                }
                return Ok(v);
            }
            if RuleSet::all().iter().any(|r| r.name == base) {
                let bad = mods
                    .split('+')
                    .find(|m| {
                        RuleSet::by_name(base)
                            .and_then(|r| r.with_modifier(m))
                            .is_none()
                    })
                    .unwrap_or(mods);
                return Err(UnknownName {
                    what: "rule modifier",
                    name: bad.to_string(),
                    known: MODIFIERS.iter().map(|(n, _)| *n).collect(),
                });
            }
        }
        if let Some(p) = PRESETS.iter().find(|p| p.name == name) {
            let mut rules = (p.rules)();
            rules.default_opening = p.opening;
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
