//! One game: who played it, where and when, under which rule, how it ended, and its moves.

use pearls_rules::{Action, ActionError, Color, Game, Move, OpeningRule, Point, RuleSet, Variant};
use std::fmt;

/// How a game ended, by colour (the first mover is black).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GameResult {
    #[default]
    Unknown,
    BlackWins,
    WhiteWins,
    Draw,
}

impl GameResult {
    pub const ALL: [GameResult; 4] = [
        GameResult::Unknown,
        GameResult::BlackWins,
        GameResult::WhiteWins,
        GameResult::Draw,
    ];

    pub fn name(self) -> &'static str {
        match self {
            GameResult::Unknown => "unknown",
            GameResult::BlackWins => "black",
            GameResult::WhiteWins => "white",
            GameResult::Draw => "draw",
        }
    }

    /// Reads `black`, `white`, `draw`, `unknown` and the usual short forms
    /// (`1-0`, `0-1`, `1/2`, `b`, `w`, `=`, `?`).
    pub fn parse(s: &str) -> Option<GameResult> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "black" | "b" | "1-0" | "b+" | "+" => GameResult::BlackWins,
            "white" | "w" | "0-1" | "w+" | "-" => GameResult::WhiteWins,
            "draw" | "d" | "=" | "1/2" | "1/2-1/2" | "0.5" => GameResult::Draw,
            "unknown" | "?" | "*" | "" => GameResult::Unknown,
            _ => return None,
        })
    }

    /// The small integer the database stores.
    pub fn code(self) -> u8 {
        match self {
            GameResult::Unknown => 0,
            GameResult::BlackWins => 1,
            GameResult::WhiteWins => 2,
            GameResult::Draw => 3,
        }
    }

    pub fn from_code(c: u8) -> GameResult {
        match c {
            1 => GameResult::BlackWins,
            2 => GameResult::WhiteWins,
            3 => GameResult::Draw,
            _ => GameResult::Unknown,
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::BlackWins => Some(Color::Black),
            GameResult::WhiteWins => Some(Color::White),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game record. Fields a format does not carry are left empty when reading it and
/// dropped when writing it; what a format cannot express at all (a pass in a format
/// without passes, a board size it has no room for) is a [`crate::WriteError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// Board size (15 for renju).
    pub size: u8,
    pub black: Option<String>,
    pub white: Option<String>,
    /// Tournament or event.
    pub event: Option<String>,
    pub round: Option<String>,
    /// As written in the source; ISO `YYYY-MM-DD` where the source allows.
    pub date: Option<String>,
    /// Rule set name as written in the source (`renju`, `RIF`, `Gomoku`, …).
    pub rule: Option<String>,
    pub result: GameResult,
    pub comment: Option<String>,
    /// Stones on the board before the first move (SGF `AB`/`AW`).
    pub setup: Vec<(Point, Color)>,
    /// Moves in order from black; a pass keeps the alternation explicit.
    pub moves: Vec<Move>,
    /// Black's fifth-move offers (renju openings), where the record keeps them.
    pub offers: Vec<Point>,
    /// Milliseconds spent on each move (PSQ); empty when not recorded.
    pub times_ms: Vec<u32>,
    /// Other header fields, in order (pente.org headers, ratings, …).
    pub extra: Vec<(String, String)>,
}

impl Default for GameRecord {
    fn default() -> Self {
        GameRecord::new(15)
    }
}

impl GameRecord {
    pub fn new(size: u8) -> GameRecord {
        GameRecord {
            size,
            black: None,
            white: None,
            event: None,
            round: None,
            date: None,
            rule: None,
            result: GameResult::Unknown,
            comment: None,
            setup: Vec::new(),
            moves: Vec::new(),
            offers: Vec::new(),
            times_ms: Vec::new(),
            extra: Vec::new(),
        }
    }

    pub fn with_moves(size: u8, moves: Vec<Move>) -> GameRecord {
        GameRecord {
            moves,
            ..GameRecord::new(size)
        }
    }

    /// The value of an extra field.
    pub fn extra(&self, key: &str) -> Option<&str> {
        self.extra
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn has_passes(&self) -> bool {
        self.moves.contains(&Move::Pass)
    }

    /// The stones placed, in order, with their colours (passes skipped).
    pub fn stones(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        self.moves.iter().enumerate().filter_map(|(i, m)| match m {
            Move::Place(p) => Some((
                *p,
                if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                },
            )),
            Move::Pass => None,
        })
    }

    /// The rule set the record's rule names, when Pearls knows it by that name.
    pub fn rule_set(&self) -> Option<RuleSet> {
        self.rule.as_deref().and_then(RuleSet::by_name)
    }

    /// Checks that every stone is on the board and lands on an empty point. Returns the
    /// index of the first bad move and why.
    pub fn check(&self) -> Result<(), (usize, String)> {
        self.check_named(&|p| p.to_string())
            .map(|_| ())
            .map_err(|(i, m)| (i.unwrap_or(0), m))
    }

    /// Like [`GameRecord::check`], naming points with `name` (the notation of the file
    /// read), and giving the index of the bad move, or `None` for a problem before the
    /// first move. Under a rule with captures the game is replayed under that rule, so a
    /// point freed by a capture may be played again; the stones each move captured are
    /// returned (all empty without captures).
    pub fn check_named(
        &self,
        name: &dyn Fn(Point) -> String,
    ) -> Result<Vec<Vec<Point>>, (Option<usize>, String)> {
        let n = self.size as usize;
        if !(pearls_rules::point::MIN_SIZE..=pearls_rules::point::MAX_SIZE).contains(&self.size) {
            return Err((None, format!("board size {} is not supported", self.size)));
        }
        let mut taken = vec![false; n * n];
        for (p, _) in &self.setup {
            if !p.on_board(self.size) || std::mem::replace(&mut taken[p.index(self.size)], true) {
                return Err((
                    None,
                    format!("setup stone {} is off the board or doubled", name(*p)),
                ));
            }
        }
        if let Some(rules) = self.rule_set().filter(|r| r.capture.is_some()) {
            return self.replay_captures(rules, name);
        }
        for (i, m) in self.moves.iter().enumerate() {
            if let Move::Place(p) = m {
                if !p.on_board(self.size) {
                    return Err((
                        Some(i),
                        format!("move {} ({}) is off the board", i + 1, name(*p)),
                    ));
                }
                if std::mem::replace(&mut taken[p.index(self.size)], true) {
                    return Err((
                        Some(i),
                        format!("move {} ({}) is on an occupied point", i + 1, name(*p)),
                    ));
                }
            }
        }
        Ok(vec![Vec::new(); self.moves.len()])
    }

    /// Replays the moves under a rule with captures: the stones each move took.
    fn replay_captures(
        &self,
        rules: RuleSet,
        name: &dyn Fn(Point) -> String,
    ) -> Result<Vec<Vec<Point>>, (Option<usize>, String)> {
        let rule = rules.full_name();
        if !self.setup.is_empty() {
            return Err((
                None,
                format!("set-up stones cannot be replayed under {rule}"),
            ));
        }
        // The record says what was played; the opening rule was the site's to enforce.
        let variant = Variant::new(rules)
            .with_opening(OpeningRule::Free)
            .with_size(self.size);
        let mut game = Game::new(variant).map_err(|e| (None, e.to_string()))?;
        let mut out = Vec::with_capacity(self.moves.len());
        let mut on = vec![false; self.size as usize * self.size as usize];
        for (i, m) in self.moves.iter().enumerate() {
            let before = game.board().stone_count();
            let action = match m {
                Move::Place(p) => Action::Place(*p),
                Move::Pass => Action::Pass,
            };
            let shown = match m {
                Move::Place(p) => name(*p),
                Move::Pass => "pass".to_string(),
            };
            if let Err(e) = game.apply(action) {
                let why = match e {
                    ActionError::Occupied(_) => "is on an occupied point".to_string(),
                    ActionError::OffBoard(_) => "is off the board".to_string(),
                    ActionError::GameOver(_) => format!("comes after the game ended under {rule}"),
                    e => format!("cannot be played under {rule}: {e}"),
                };
                return Err((Some(i), format!("move {} ({shown}) {why}", i + 1)));
            }
            if let Move::Place(p) = m {
                on[p.index(self.size)] = true;
            }
            let mut taken = Vec::new();
            if game.board().stone_count() < before + 1 {
                for (j, here) in on.iter_mut().enumerate() {
                    let q = Point::from_index(j, self.size);
                    if *here && game.board().is_empty_at(q) {
                        *here = false;
                        taken.push(q);
                    }
                }
            }
            out.push(taken);
        }
        Ok(out)
    }
}

/// Sets `slot` to the trimmed `value`, or `None` when it is blank.
pub(crate) fn non_empty(value: &str) -> Option<String> {
    let v = value.trim();
    (!v.is_empty()).then(|| v.to_string())
}
