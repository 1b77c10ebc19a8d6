//! The board's part in the capture games (pente, keryo-pente, ninuki-renju) and the games
//! with an open four barred (anti-renju, anti-pente): captures made and undone with the
//! pattern state kept current, the referee's restrictions on each side, and each move's
//! result as the referee (`pearls_rules::Game`) would settle it.
//!
//! A captured stone leaves the board as a stone lifted by an undo does, except that the
//! keys around it changed while it stood: its own summary is computed again (and the old
//! one logged, so that undoing the capture puts the stone back under its old summary).

use super::{Board, Sq, COMMON};
use crate::pattern::{Pattern, BLACK, EMPTY, WHITE};
use crate::Rule;
use pearls_rules::forbidden::{self, Foul};
use pearls_rules::rules::{Capture, LineWin};
use pearls_rules::{Color, Outcome, Point, Reason, RuleSet, Stone};

/// What one move changed in the capture games' state, for its undo.
#[derive(Debug, Clone, Copy)]
struct Ply {
    /// Where this move's captured stones begin in [`Special::taken`].
    taken: u32,
    unperfect: Option<Color>,
    outcome: Option<Outcome>,
}

/// The capture games' state beside the pattern board.
#[derive(Debug, Clone)]
pub(super) struct Special {
    rules: RuleSet,
    capture: Option<Capture>,
    /// The referee's board, kept equal to the engine's, for the restrictions and results.
    mirror: pearls_rules::Board,
    captured: [u16; 2],
    /// Captured stones, oldest first: where and which colour's code.
    taken: Vec<(Sq, u8)>,
    plies: Vec<Ply>,
    /// A five the opponent may still break by a capture on this move (ninuki-renju).
    unperfect: Option<Color>,
    outcome: Option<Outcome>,
}

impl Special {
    /// The state for `rules` (`rule` its base game), where its search is the capture
    /// games': repensi brings captures (turning ones) to any game.
    pub(super) fn new(rule: Rule, rules: RuleSet, size: u8) -> Option<Box<Special>> {
        (rule.is_capture_game() || rules.capture.is_some()).then(|| {
            Box::new(Special {
                rules,
                capture: rules.capture,
                mirror: pearls_rules::Board::new(size),
                captured: [0; 2],
                taken: Vec::new(),
                plies: Vec::new(),
                unperfect: None,
                outcome: None,
            })
        })
    }
}

fn color_of(code: u8) -> Color {
    if code as u32 == BLACK {
        Color::Black
    } else {
        Color::White
    }
}

fn code_of(c: Color) -> u8 {
    match c {
        Color::Black => BLACK as u8,
        Color::White => WHITE as u8,
    }
}

impl Board {
    fn special(&self) -> &Special {
        self.special.as_deref().expect("a capture game")
    }

    fn special_mut(&mut self) -> &mut Special {
        self.special.as_deref_mut().expect("a capture game")
    }

    /// Stones `color` has captured (0 outside the capture games).
    pub fn captured(&self, color: Color) -> u16 {
        self.special
            .as_deref()
            .map_or(0, |x| x.captured[color.index()])
    }

    /// The stones a capture must reach to win, where captures win.
    pub fn capture_goal(&self) -> Option<u16> {
        self.special
            .as_deref()
            .and_then(|x| x.capture)
            .and_then(|c| c.win_stones)
    }

    /// Sets the stones each side has captured before this position, as a diagram of a
    /// capture game gives them beside the board (black's first).
    pub fn set_captured(&mut self, captured: [u16; 2]) {
        if self.special.is_some() {
            self.special_mut().captured = captured;
        }
    }

    /// Whether stones are captured in this rule.
    pub fn has_captures(&self) -> bool {
        self.special.as_deref().is_some_and(|x| x.capture.is_some())
    }

    /// How the game ended with the last move, in the capture games (elsewhere `None`:
    /// the main search reads fives from the threats).
    pub fn outcome(&self) -> Option<Outcome> {
        self.special.as_deref().and_then(|x| x.outcome)
    }

    /// The colour whose five the side to move may still break by a capture
    /// (ninuki-renju).
    pub fn unperfect_five(&self) -> Option<Color> {
        self.special.as_deref().and_then(|x| x.unperfect)
    }

    /// A hash of what the stones do not tell: the captured counts and a pending five.
    pub fn capture_key(&self) -> u64 {
        self.special.as_deref().map_or(0, |x| {
            let v = x.captured[0] as u64
                | (x.captured[1] as u64) << 16
                | (x.unperfect.map_or(0, |c| c.index() as u64 + 1)) << 32;
            v.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
        })
    }

    /// The stones a `color` stone on the empty point `s` would capture, as the number of
    /// stones taken (0 outside the capture games).
    pub fn capture_count(&self, s: Sq, color: Color) -> u32 {
        let Some(cap) = self.special.as_deref().and_then(|x| x.capture) else {
            return 0;
        };
        let mut n = 0;
        self.for_each_capture(s, color, cap, |_, run| n += run as u32);
        n
    }

    /// Whether a `color` stone on `s` would capture a stone of `target`.
    pub fn captures_any(&self, s: Sq, color: Color, target: &[Sq]) -> bool {
        let Some(cap) = self.special.as_deref().and_then(|x| x.capture) else {
            return false;
        };
        let mut stones = Vec::new();
        self.capture_stones(s, color, cap, &mut stones);
        stones.iter().any(|q| target.contains(q))
    }

    /// Calls `f(step, run)` for each line from `s` along which a `color` stone on `s`
    /// brackets `run` enemy stones, `step` the signed offset of one step.
    fn for_each_capture(&self, s: Sq, color: Color, cap: Capture, mut f: impl FnMut(isize, u8)) {
        let enemy = code_of(color.opposite());
        let own = code_of(color);
        for d in 0..4 {
            for sign in [1isize, -1] {
                let step = sign * self.delta[d] as isize;
                let at = |k: isize| self.cells[(s as isize + k * step) as usize];
                let mut run = 0u8;
                while run <= cap.max && at(run as isize + 1) == enemy {
                    run += 1;
                }
                let end = at(run as isize + 1);
                // The common centre stone brackets for either side, as the referee's
                // `counts_for` says.
                if run >= cap.min && run <= cap.max && (end == own || end as u32 == COMMON) {
                    f(step, run);
                }
            }
        }
    }

    fn capture_stones(&self, s: Sq, color: Color, cap: Capture, out: &mut Vec<Sq>) {
        let mut lines = Vec::new();
        self.for_each_capture(s, color, cap, |step, run| lines.push((step, run)));
        for (step, run) in lines {
            for k in 1..=run as isize {
                out.push((s as isize + k * step) as Sq);
            }
        }
    }

    /// Whether `color` may put a stone on the empty point `s` under the restrictions of
    /// a capture game (the referee's, read with the engine's patterns first: most points
    /// cannot make the shapes barred).
    pub(super) fn special_legal(&self, s: Sq, color: Color) -> bool {
        let x = self.special();
        let r = x.rules.restrictions(color);
        if !r.any() {
            return true;
        }
        let pats = self.pat[s as usize][color.index()];
        let suspect = (r.open_four && pats.iter().any(|&p| p >= Pattern::B4))
            || (r.double_three && pats.iter().filter(|&&p| p >= Pattern::F3).count() >= 2);
        if !suspect {
            return true;
        }
        let p = self.point(s);
        match forbidden::foul_at(&x.mirror, p, color, r) {
            None => true,
            // Ninuki-renju's rule J: a double-three that breaks an unperfect five stands.
            Some(Foul::DoubleThree) if x.unperfect == Some(color.opposite()) => {
                let mut b = self.clone();
                b.play(s);
                !has_five(&x.rules, &b.special().mirror, color.opposite())
            }
            Some(_) => false,
        }
    }

    /// After the stone of `color` went on `s` (the log still on): the captures, the
    /// mirror, and the move's result.
    pub(super) fn special_play(&mut self, s: Sq, color: Color) {
        let p = self.point(s);
        let (taken, unperfect, outcome) = {
            let x = self.special();
            (x.taken.len() as u32, x.unperfect, x.outcome)
        };
        self.special_mut().plies.push(Ply {
            taken,
            unperfect,
            outcome,
        });
        let common = self.cells[s as usize] as u32 == COMMON;
        let placed = if common { Stone::Common } else { color.into() };
        // Where a forbidden shape stands and loses (renju with repensi), the search never
        // plays one, but a game replayed onto the board may.
        let foul = {
            let x = self.special();
            let r = x.rules.restrictions(color);
            (x.rules.forbidden_effect == pearls_rules::rules::ForbiddenEffect::Loses && r.any())
                .then(|| forbidden::foul_at(&x.mirror, p, color, r))
                .flatten()
        };
        self.special_mut().mirror.put(p, placed);
        let mut stones = Vec::new();
        let mut flip = false;
        if let Some(cap) = self.special().capture {
            self.capture_stones(s, color, cap, &mut stones);
            flip = cap.flip;
        }
        let mut touched = vec![p];
        for &q in &stones {
            let code = self.cells[q as usize];
            self.lift_captured(q);
            let qp = self.point(q);
            if flip {
                // Repensi: the bracketed stone turns, a stone of the capturer's put
                // where the captured one was lifted.
                self.set_stone(q, code_of(color) as u32);
                self.add_near(q, 1);
                touched.push(qp);
            }
            let x = self.special_mut();
            x.mirror.take(qp);
            if flip {
                x.mirror.put(qp, color.into());
            } else {
                x.captured[color.index()] += 1;
            }
            x.taken.push((q, code));
        }
        let x = self.special_mut();
        let changed = Changed {
            taken: !stones.is_empty(),
            common,
            foul,
        };
        settle(x, color, &touched, changed);
    }

    pub(super) fn special_pass(&mut self, color: Color) {
        let x = self.special_mut();
        x.plies.push(Ply {
            taken: x.taken.len() as u32,
            unperfect: x.unperfect,
            outcome: x.outcome,
        });
        settle(x, color, &[], Changed::default());
    }

    /// Undoes the capture games' part of the last move (`s` its point, `PASS` for a
    /// pass), before the board lifts its stone.
    pub(super) fn special_undo(&mut self, s: Option<Sq>) {
        let ply = self.special_mut().plies.pop().expect("a move to undo");
        let flip = self.special().capture.is_some_and(|c| c.flip);
        while self.special().taken.len() > ply.taken as usize {
            let (q, code) = self.special_mut().taken.pop().expect("a capture");
            let qp = self.point(q);
            if flip {
                self.unturn(q);
                self.special_mut().mirror.take(qp);
            }
            self.restore_captured(q, code);
            let x = self.special_mut();
            x.mirror.put(qp, color_of(code).into());
            if !flip {
                x.captured[color_of(code).opposite().index()] -= 1;
            }
        }
        if let Some(s) = s {
            let p = self.point(s);
            self.special_mut().mirror.take(p);
        }
        let x = self.special_mut();
        x.unperfect = ply.unperfect;
        x.outcome = ply.outcome;
    }

    /// Sets the captured counts and the pending five of a position taken from a game.
    pub(super) fn special_setup(&mut self, captured: [u16; 2], unperfect: Option<Color>) {
        let x = self.special_mut();
        x.captured = captured;
        x.unperfect = unperfect;
    }

    pub(super) fn special_put(&mut self, s: Sq, stone: Stone) {
        let p = self.point(s);
        self.special_mut().mirror.put(p, stone);
    }

    /// Lifts the capturer's stone a repensi capture turned on `q`, keys only, before the
    /// captured stone comes back (the summaries come back from the log).
    fn unturn(&mut self, q: Sq) {
        let qu = q as usize;
        let code = self.cells[qu] as u32;
        self.cells[qu] = EMPTY as u8;
        self.hash ^= super::zobrist(code, q);
        self.empties += 1;
        for d in 0..4 {
            let step = self.delta[d];
            for k in 1..=crate::pattern::HALF {
                self.keys[qu + k as usize * step][d] ^= code << crate::pattern::shift(-k);
                self.keys[qu - k as usize * step][d] ^= code << crate::pattern::shift(k);
            }
        }
        self.add_near(q, -1);
    }

    /// Takes a captured stone off `q` while the log is on: its neighbours' summaries
    /// change as for any lifted stone, and its own is computed from its keys now.
    fn lift_captured(&mut self, q: Sq) {
        let qu = q as usize;
        self.save(qu, 0);
        self.save(qu, 1);
        let code = self.cells[qu] as u32;
        self.cells[qu] = EMPTY as u8;
        self.hash ^= super::zobrist(code, q);
        self.empties += 1;
        self.toggle_keys(qu, code);
        for d in 0..4 {
            self.refresh(qu, d);
        }
        self.summarise(qu);
        self.tally(qu, 1);
        self.add_near(q, -1);
    }

    /// Puts a captured stone back on `q` as the undo of its capture: keys only, since
    /// the summaries and sums come back from the log.
    fn restore_captured(&mut self, q: Sq, code: u8) {
        let qu = q as usize;
        self.cells[qu] = code;
        self.hash ^= super::zobrist(code as u32, q);
        self.empties -= 1;
        for d in 0..4 {
            let step = self.delta[d];
            for k in 1..=crate::pattern::HALF {
                self.keys[qu + k as usize * step][d] ^= (code as u32) << crate::pattern::shift(-k);
                self.keys[qu - k as usize * step][d] ^= (code as u32) << crate::pattern::shift(k);
            }
        }
        self.add_near(q, 1);
    }

    /// The referee's board this board mirrors (capture games only), for tests.
    pub fn referee_board(&self) -> Option<&pearls_rules::Board> {
        self.special.as_deref().map(|x| &x.mirror)
    }
}

/// What a move did beyond its stone, for [`settle`].
#[derive(Debug, Clone, Copy, Default)]
struct Changed {
    /// It captured (or under repensi turned) stones.
    taken: bool,
    /// Its stone was the common centre stone, which may complete the opponent's five.
    common: bool,
    /// The forbidden shape it made, where such a move stands and loses.
    foul: Option<Foul>,
}

/// The referee's `settle` after `color` acted: `touched` the points where its stones
/// appeared (its stone first, then the stones repensi turned; none for a pass).
fn settle(x: &mut Special, color: Color, touched: &[Point], changed: Changed) {
    let rules = x.rules;
    let opp = color.opposite();
    let board = &x.mirror;
    let line = touched
        .iter()
        .filter_map(|&q| rules.line_win(board, q, color))
        .min_by_key(|w| *w != LineWin::Five);
    let capture_win = rules
        .capture
        .and_then(|c| c.win_stones)
        .is_some_and(|w| x.captured[color.index()] >= w);
    let pending_five = x.unperfect.take() == Some(opp);
    let finish = |winner, reason| Some(Outcome { winner, reason });
    x.outcome = if capture_win {
        if (rules.capture_draw_opponent_five && has_five(&rules, board, opp))
            || (rules.capture_draw_open_four && has_open_four(board, color))
        {
            finish(None, Reason::CaptureDraw)
        } else if line == Some(LineWin::Five) {
            finish(Some(color), Reason::Five)
        } else {
            finish(Some(color), Reason::Captures)
        }
    } else if pending_five && has_five(&rules, board, opp) {
        finish(Some(opp), Reason::Five)
    } else if let Some(win) = line {
        if rules.perfect_five && rules.five_breakable(board, color) {
            x.unperfect = Some(color);
            None
        } else {
            match win {
                LineWin::Five => finish(Some(color), Reason::Five),
                LineWin::Overline => finish(Some(color), Reason::Overline),
            }
        }
    } else if removes(&rules)
        // With any five of the opponent's ending the game at once, a capture cannot
        // uncover one that stood before it; the common stone can complete one.
        && ((changed.taken && rules.exact_five[opp.index()]) || changed.common)
        && has_five(&rules, board, opp)
    {
        finish(Some(opp), Reason::Five)
    } else if let Some(foul) = changed.foul {
        finish(Some(opp), Reason::Forbidden(foul))
    } else if board.is_full() {
        finish(None, Reason::BoardFull)
    } else {
        None
    };
}

/// Whether the referee looks for the opponent's five after a move: where stones leave
/// the board, by captures or by bombs.
fn removes(rules: &RuleSet) -> bool {
    rules.capture.is_some_and(|c| !c.flip) || rules.modifiers.bombs > 0
}

/// Whether `color` has a winning line anywhere on the board (the referee's `has_five`).
fn has_five(rules: &RuleSet, board: &pearls_rules::Board, color: Color) -> bool {
    board
        .stones()
        .any(|(q, s)| s.color() == Some(color) && rules.line_win(board, q, color).is_some())
}

/// Whether `color` has a straight four anywhere (the referee's `has_open_four`).
fn has_open_four(board: &pearls_rules::Board, color: Color) -> bool {
    board.stones().any(|(q, s)| {
        s.color() == Some(color)
            && (0..4).any(|d| {
                board.run_through(q, d, color) == 4
                    && board
                        .run_ends(q, d, color)
                        .iter()
                        .all(|e| e.is_some_and(|e| board.is_empty_at(e)))
            })
    })
}
