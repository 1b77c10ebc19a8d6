//! The solver behind every check: positions from moves, the proof of a win, the
//! uniqueness of its first move, and the defender's replies.

use crate::{Puzzle, Step, DEFENCE};
use pearls_engine::pattern::Threat;
use pearls_engine::prove::{Defence, Kind, Prover};
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule, Sq};
use pearls_rules::{Color, Notation, Point};

/// The board size of the puzzles mined from games, and of a puzzle that names none.
pub const SIZE: u8 = 15;

/// The limits of every proof. A puzzle proven under one setting is re-proven under the
/// same one: the searches count nodes, not time, so the answers are the same on every
/// machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Nodes one threat search may visit.
    pub nodes: u64,
    /// Attacking moves (threes and fours) a VCT may use.
    pub depth: u8,
    /// Nodes of the engine's own search for a second winning first move.
    pub engine_nodes: u64,
    /// The shortest main line kept, in plies (5: three moves of the side to move).
    pub min_plies: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            nodes: 30_000,
            depth: 8,
            engine_nodes: 30_000,
            min_plies: 5,
        }
    }
}

/// A position set up from moves.
pub(crate) struct Position {
    pub board: Board,
    /// The last move made a five: the game is over.
    pub over: bool,
}

pub(crate) fn notation(size: u8) -> Notation {
    Notation::new(size)
}

/// The engine's rule by its name, or by the name of a preset built on it (`gomocup`).
pub(crate) fn rule_named(rule: &str) -> Result<Rule, String> {
    // The threat searches that prove puzzles ignore captures.
    Rule::from_name(rule)
        .or_else(|| {
            pearls_rules::Variant::named(rule)
                .ok()
                .and_then(|v| Rule::from_rule_set(&v.rules))
        })
        .filter(|r| !r.is_capture_game())
        .ok_or_else(|| {
            format!("unknown rule '{rule}' (puzzles are for freestyle, standard, renju and caro)")
        })
}

pub(crate) fn parse_point(size: u8, m: &str, index: usize) -> Result<Point, String> {
    notation(size)
        .parse_point(m)
        .map_err(|e| format!("move {} ('{m}'): {e}", index + 1))
}

pub(crate) fn name(board: &Board, s: Sq) -> String {
    notation(board.size()).format(board.point(s))
}

/// The position after `moves` on a board of `size`, each checked: on an empty point,
/// allowed for black in renju, and none but the last making a five.
pub(crate) fn setup(rule: &str, size: u8, moves: &[String]) -> Result<Position, String> {
    let rule = rule_named(rule)?;
    if !(pearls_rules::point::MIN_SIZE..=pearls_rules::point::MAX_SIZE).contains(&size) {
        return Err(format!(
            "board size {size} is not supported (sizes {} to {})",
            pearls_rules::point::MIN_SIZE,
            pearls_rules::point::MAX_SIZE
        ));
    }
    let mut board = Board::new(size, rule);
    let mut over = false;
    for (i, m) in moves.iter().enumerate() {
        if over {
            return Err(format!(
                "move {} ('{m}'): the game was over, move {} made a five",
                i + 1,
                i
            ));
        }
        let s = board.sq(parse_point(size, m, i)?);
        let c = board.to_move();
        if !board.is_empty(s) {
            return Err(format!("move {} ('{m}'): the point is taken", i + 1));
        }
        if !board.is_legal(s, c) {
            return Err(format!("move {} ('{m}'): forbidden for black", i + 1));
        }
        over = board.threat(s, c) == Threat::Five;
        board.play(s);
    }
    Ok(Position { board, over })
}

pub(crate) fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Why a position makes no puzzle.
pub(crate) type Reject = &'static str;

/// What a position gave.
pub(crate) enum Found {
    /// One winning first move (or, for defence, one move that holds).
    Unique(Puzzle),
    /// A second first move wins too: the puzzle is marked `multi_answer`.
    Multi(Puzzle),
}

/// A threat-space solver and an engine, kept between positions.
pub struct Solver {
    prover: Prover,
    engine: Option<Engine>,
    settings: Settings,
    /// Whether a position with a second winning first move is still worth its line.
    pub(crate) keep_multi: bool,
}

impl Solver {
    pub fn new(settings: Settings) -> Solver {
        Solver {
            prover: Prover::new(settings.nodes, settings.depth),
            engine: None,
            settings,
            keep_multi: true,
        }
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Whether the side to move has a proven win here (the cheapest way to know).
    pub(crate) fn proves_win(&mut self, board: &mut Board) -> bool {
        self.prover.wins(board)
    }

    /// Whether the side that just moved still has a proven win, searched as deep as the
    /// limits allow.
    pub(crate) fn wins_after(&mut self, board: &mut Board) -> bool {
        self.prover.wins_after_deepening(board)
    }

    pub(crate) fn best_defence(&mut self, board: &mut Board) -> Defence {
        self.prover.best_defence(board)
    }

    /// A first move other than `first` that wins too: a five, a four or three after
    /// which the solver proves the win, or the engine's proven win at
    /// [`Settings::engine_nodes`] with `first` excluded.
    pub(crate) fn other_win(&mut self, board: &mut Board, first: Sq) -> Option<Sq> {
        let us = board.to_move();
        let them = us.opposite();
        let candidates: Vec<Sq> = if board.count(them, Threat::Five) > 0 {
            board.points_with(them, Threat::Five).collect()
        } else {
            board.points_with(us, Threat::Flex3).collect()
        };
        for m in candidates {
            if m == first || !board.is_legal(m, us) {
                continue;
            }
            if board.threat(m, us) == Threat::Five {
                return Some(m);
            }
            board.play(m);
            let w = self.prover.wins_after(board);
            board.undo();
            if w {
                return Some(m);
            }
        }
        let engine = self.engine.get_or_insert_with(|| {
            Engine::new(Options {
                threads: 1,
                hash_mib: 16,
                ..Options::default()
            })
        });
        // A fresh table each time: the answer must not depend on what came before.
        engine.clear();
        let limits = Limits {
            nodes: Some(self.settings.engine_nodes),
            exclude: vec![board.point(first)],
            ..Limits::default()
        };
        let r = engine.think(board, &limits, &mut |_| {});
        if r.proof == Proof::Win {
            return r.best.map(|p| board.sq(p));
        }
        None
    }

    /// The puzzle of a position where the side to move wins, if it makes one.
    pub(crate) fn winning(
        &mut self,
        rule: Rule,
        board: &mut Board,
        moves: &[String],
    ) -> Result<Found, Reject> {
        let us = board.to_move();
        if board.count(us, Threat::Five) > 0 {
            return Err("a five to make at once");
        }
        self.prover.take_effort();
        let proven = self.prover.win(board).ok_or("no proven win")?;
        // Uniqueness first: most positions fail it, and it costs less than the line.
        let other = self.other_win(board, proven.line[0]);
        if other.is_some() && !self.keep_multi {
            return Err("a second winning first move");
        }
        let line = self
            .prover
            .line_to_five(board, us)
            .ok_or("no line to the five")?;
        let effort = self.prover.take_effort();
        if line.len() < self.settings.min_plies {
            return Err("too short");
        }
        if line[0] != proven.line[0] {
            return Err("the main line starts elsewhere");
        }
        let (themes, alternatives) = describe(rule, board, &line, proven.kind);
        let puzzle = Puzzle {
            id: id_of(rule, board, us),
            rule: rule.name().to_string(),
            size: board.size(),
            moves: moves.to_vec(),
            to_move: color_name(us).to_string(),
            solution: line.iter().map(|&s| name(board, s)).collect(),
            alternatives,
            themes,
            difficulty: effort.min(u32::MAX as u64) as u32,
            multi_answer: other.is_some(),
        };
        Ok(if other.is_some() {
            Found::Multi(puzzle)
        } else {
            Found::Unique(puzzle)
        })
    }

    /// The moves after which the opponent has no proven win, the side to move having
    /// none of its own; at most two are looked for.
    fn holding_moves(&mut self, board: &mut Board) -> Vec<Sq> {
        let us = board.to_move();
        let points: Vec<Sq> = board.squares().to_vec();
        let mut holds = Vec::new();
        for s in points {
            if !board.is_empty(s) || !board.is_legal(s, us) {
                continue;
            }
            board.play(s);
            let lost = self.prover.win(board).is_some();
            board.undo();
            if !lost {
                holds.push(s);
                if holds.len() > 1 {
                    break;
                }
            }
        }
        holds
    }

    /// The defence puzzle of a position, if it makes one: the opponent threatens a
    /// proven win, the side to move has none, and exactly one move leaves the opponent
    /// without a proven win.
    pub(crate) fn defence(
        &mut self,
        rule: Rule,
        board: &mut Board,
        moves: &[String],
    ) -> Result<Found, Reject> {
        let us = board.to_move();
        self.prover.take_effort();
        if self.prover.win(board).is_some() {
            return Err("the side to move wins");
        }
        board.pass();
        let threat = self.prover.win(board);
        board.undo();
        let threat = threat.ok_or("nothing to defend against")?;
        if threat.line.len() < 3 {
            return Err("too short");
        }
        let holds = self.holding_moves(board);
        let effort = self.prover.take_effort();
        match holds.as_slice() {
            [s] => Ok(Found::Unique(Puzzle {
                id: id_of(rule, board, us),
                rule: rule.name().to_string(),
                size: board.size(),
                moves: moves.to_vec(),
                to_move: color_name(us).to_string(),
                solution: vec![name(board, *s)],
                alternatives: Vec::new(),
                themes: vec![DEFENCE.to_string()],
                difficulty: effort.min(u32::MAX as u64) as u32,
                multi_answer: false,
            })),
            [] => Err("every move loses"),
            _ => Err("more than one move holds"),
        }
    }

    /// The full check of a puzzle; see [`crate::verify`].
    pub fn verify(&mut self, p: &Puzzle) -> Result<(), String> {
        let mut pos = setup(&p.rule, p.size, &p.moves)?;
        if pos.over {
            return Err("the position is over: its last move made a five".to_string());
        }
        let us = pos.board.to_move();
        if p.to_move != color_name(us) {
            return Err(format!(
                "to_move is {}, but after {} moves {} is to move",
                p.to_move,
                p.moves.len(),
                color_name(us)
            ));
        }
        let board = &mut pos.board;
        if p.solution.is_empty() {
            return Err("the solution is empty".to_string());
        }
        if p.themes.iter().any(|t| t == DEFENCE) {
            let s = board.sq(parse_point(p.size, &p.solution[0], 0)?);
            if self.prover.win(board).is_some() {
                return Err("the side to move wins: no defence is needed".to_string());
            }
            return match self.holding_moves(board).as_slice() {
                [h] if *h == s => Ok(()),
                [h] => Err(format!(
                    "the move that holds is {}, not {}",
                    name(board, *h),
                    p.solution[0]
                )),
                [] => Err(format!("{} loses too: every move loses", p.solution[0])),
                [a, b] => Err(format!(
                    "more than one move holds ({} and {})",
                    name(board, *a),
                    name(board, *b)
                )),
                _ => unreachable!("at most two are looked for"),
            };
        }
        let start = board.moves().len();
        let result = self.verify_line(p, board, us);
        while board.moves().len() > start {
            board.undo();
        }
        result?;
        let first = board.sq(parse_point(p.size, &p.solution[0], 0)?);
        if !p.multi_answer {
            if let Some(o) = self.other_win(board, first) {
                return Err(format!(
                    "{} wins too: the first move is not unique",
                    name(board, o)
                ));
            }
        }
        Ok(())
    }

    /// Plays the solution: every move legal, the attacker's win proven after each of its
    /// moves, every defender's move a defence, and the last move the attacker's five.
    fn verify_line(&mut self, p: &Puzzle, board: &mut Board, us: Color) -> Result<(), String> {
        for (i, m) in p.solution.iter().enumerate() {
            let s = board.sq(parse_point(p.size, m, i)?);
            let mover = board.to_move();
            if !board.is_empty(s) || !board.is_legal(s, mover) {
                return Err(format!("solution move {} ('{m}') is not legal", i + 1));
            }
            if mover == us {
                if board.threat(s, us) == Threat::Five {
                    if i + 1 != p.solution.len() {
                        return Err(format!(
                            "solution move {} ('{m}') makes a five, but the line goes on",
                            i + 1
                        ));
                    }
                    return Ok(());
                }
                board.play(s);
                if !self.wins_after(board) {
                    return Err(format!(
                        "after solution move {} ('{m}') the win is not proven",
                        i + 1
                    ));
                }
            } else {
                if !Prover::defences(board).contains(&s) {
                    return Err(format!(
                        "solution move {} ('{m}') is not a defence to the threat",
                        i + 1
                    ));
                }
                board.play(s);
            }
        }
        Err("the solution does not end in a five".to_string())
    }

    /// One step of the trainer; see [`crate::solve_step`].
    pub fn step(&mut self, p: &Puzzle, moves: &[String]) -> Result<Step, String> {
        if moves.len().is_multiple_of(2) {
            return Err(format!(
                "{} moves: the moves must end with the solver's own (an odd number)",
                moves.len()
            ));
        }
        let (done_moves, last) = moves.split_at(moves.len() - 1);
        let mut all = p.moves.clone();
        all.extend_from_slice(done_moves);
        let mut pos = setup(&p.rule, p.size, &all)?;
        if pos.over {
            return Err("the line already ended in a five".to_string());
        }
        let board = &mut pos.board;
        let s = board.sq(parse_point(p.size, &last[0], all.len())?);
        let us = board.to_move();
        if !board.is_empty(s) {
            return Err(format!("'{}': the point is taken", last[0]));
        }
        let wrong = Step {
            correct: false,
            reply: None,
            done: false,
        };
        if !board.is_legal(s, us) {
            return Ok(wrong);
        }
        if p.themes.iter().any(|t| t == DEFENCE) {
            if moves.len() != 1 {
                return Err(format!(
                    "a defence puzzle takes one move, not {}",
                    moves.len()
                ));
            }
            // The one move that holds is proven unique, so equality decides.
            if last[0] == p.solution[0] {
                return Ok(Step {
                    correct: true,
                    reply: None,
                    done: true,
                });
            }
            board.play(s);
            let reply = self
                .prover
                .win(board)
                .and_then(|w| w.line.first().map(|&q| name(board, q)));
            return Ok(Step {
                correct: false,
                reply,
                done: false,
            });
        }
        if board.threat(s, us) == Threat::Five {
            return Ok(Step {
                correct: true,
                reply: None,
                done: true,
            });
        }
        if moves.len() == 1 && !p.multi_answer && last[0] != p.solution[0] {
            // The first move is proven unique: any other does not win.
            return Ok(wrong);
        }
        // Following the stored line, the stored reply: it is the one verified.
        if moves.len() < p.solution.len() && moves == &p.solution[..moves.len()] {
            return Ok(Step {
                correct: true,
                reply: Some(p.solution[moves.len()].clone()),
                done: false,
            });
        }
        board.play(s);
        if !self.wins_after(board) {
            return Ok(wrong);
        }
        let reply = match self.prover.best_defence(board) {
            Defence::Loses { reply, .. } | Defence::Holds(reply) => Some(name(board, reply)),
            Defence::None => None,
        };
        Ok(Step {
            correct: true,
            reply,
            done: false,
        })
    }
}

/// The themes of a main line and, for each of the defender's moves in it, the other
/// defences the proof refuted as well.
fn describe(
    rule: Rule,
    board: &mut Board,
    line: &[Sq],
    kind: Kind,
) -> (Vec<String>, Vec<Vec<String>>) {
    let us = board.to_move();
    let mut all_fours = true;
    let mut four_three = false;
    let mut trap = false;
    let mut alternatives = Vec::new();
    for &s in line {
        if board.to_move() == us {
            let t = board.threat(s, us);
            if t != Threat::Five {
                all_fours &= t.is_four();
                four_three |= t == Threat::Block4Flex3;
            }
        } else {
            let fives: Vec<Sq> = board.points_with(us, Threat::Five).collect();
            let def = board.to_move();
            if rule == Rule::Renju
                && def == Color::Black
                && !fives.is_empty()
                && fives.iter().all(|&f| !board.is_legal(f, def))
            {
                trap = true;
            }
            alternatives.push(
                Prover::defences(board)
                    .into_iter()
                    .filter(|&q| q != s)
                    .map(|q| name(board, q))
                    .collect(),
            );
        }
        board.play(s);
    }
    for _ in line {
        board.undo();
    }
    let mut themes = vec![if all_fours || kind == Kind::Vcf {
        "vcf".to_string()
    } else {
        "vct".to_string()
    }];
    if four_three {
        themes.push("four-three".to_string());
    }
    if trap {
        themes.push("forbidden-trap".to_string());
    }
    (themes, alternatives)
}

/// The key of a position the same under the eight symmetries: the rule, the side to
/// move and the smallest hash of the stones over the symmetries.
fn id_of(rule: Rule, board: &Board, to_move: Color) -> String {
    let mut b = pearls_rules::Board::new(board.size());
    for &s in board.squares() {
        if let Some(c) = board.color_at(s) {
            b.put(board.point(s), c.into());
        }
    }
    let (_, h) = b.canonical();
    let side = match to_move {
        Color::Black => 'b',
        Color::White => 'w',
    };
    format!("{}-{side}-{h:016x}", rule.name())
}
