//! The engine's board: stones on a padded array, and for every empty point the shapes a
//! stone there would make for each colour, kept current by every move and undo.
//!
//! A move changes the keys of the forty points within five steps along its four lines;
//! each of those needs one table lookup per colour and a new summary. Occupied points keep
//! their last summary untouched, so undoing a move only reverses the key changes: the
//! point that comes free finds its summary exactly as it left it.

use crate::pattern::{self, FoulEntry, Pattern, Threat, BLACK, EMPTY, THREATS, WALL, WHITE};
use crate::weights;
use crate::{nnue, Rule};
use pearls_rules::{Color, Point, RuleSet, Stone};

mod captures;

/// Rows and columns of wall around the board: a key never reads outside the array.
pub const PAD: usize = 5;

/// A point as an index into the padded array.
pub type Sq = u16;

/// Stands for a pass in the move list: index 0 lies in the padding.
pub const PASS: Sq = 0;

/// The cell code of the common centre stone (the `+centre` variation). Its keys read it
/// as a black stone; white's patterns read the keys with [`Board::common`]'s correction,
/// so that the stone is each side's own in its own patterns.
pub(crate) const COMMON: u32 = 4;

/// The code a cell puts into its neighbours' keys.
#[inline]
fn key_code(code: u32) -> u32 {
    if code == COMMON {
        BLACK
    } else {
        code
    }
}

/// One colour's summary of an empty point as it was before a move changed it.
#[derive(Debug, Clone, Copy)]
struct Saved {
    t: u16,
    c: u8,
    maybe_double_three: bool,
    pat: [Pattern; 4],
    threat: Threat,
    combo: u16,
}

/// What undoing a move restores wholesale: where its saved summaries begin, and the
/// running counts and sums before it.
#[derive(Debug, Clone, Copy)]
struct Frame {
    saved: u32,
    counts: [[u16; THREATS]; 2],
    values: [[i32; 2]; 2],
}

#[derive(Clone)]
pub struct Board {
    size: u8,
    stride: usize,
    rule: Rule,
    delta: [usize; 4],
    pairs: &'static [u8; pattern::KEYS],
    combos: &'static [u16; pattern::ORDERED],
    /// By combination: black's point may be forbidden (see [`pattern::foul_suspects`]).
    suspects: &'static [bool],
    fouls: Option<&'static [FoulEntry]>,
    cells: Vec<u8>,
    keys: Vec<[u32; 4]>,
    pat: Vec<[[Pattern; 4]; 2]>,
    threat: Vec<[Threat; 2]>,
    /// Black under renju: the point makes two threes, and whether they are real takes the
    /// recursive test.
    maybe_double_three: Vec<bool>,
    /// Per colour, the index of the combination of the point's four patterns.
    combo: Vec<[u16; 2]>,
    /// The tables the board's sums are kept with.
    weights: &'static weights::Weights,
    /// The evaluation's table for each colour's points.
    tables: [&'static weights::Table; 2],
    /// The evaluation's values of points by their threats to both colours.
    both: &'static weights::Pairs,
    /// The evaluation's values of positions by their threat masks.
    masks: &'static weights::Masks,
    /// Their values by the threat mask of the position before the last move.
    before: &'static weights::Masks,
    counts: [[u16; THREATS]; 2],
    /// Per colour, the summed values of its points when it is to move and when not; the
    /// sum to move holds the points' values by their threats to both colours too.
    values: [[i32; 2]; 2],
    near: Vec<u8>,
    /// [`Board::relation`] by the offset between two points, shifted to start at 0.
    relations: Vec<u8>,
    squares: Vec<Sq>,
    hash: u64,
    moves: Vec<Sq>,
    to_move: Color,
    empties: u16,
    /// Summaries changed by the moves on the board, oldest first, so that an undo puts
    /// them back instead of computing them again; `logging` while a move is played.
    saved: Vec<Saved>,
    frames: Vec<Frame>,
    logging: bool,
    /// The capture games' captures, restrictions and results (see [`captures`]).
    special: Option<Box<captures::Special>>,
    /// The referee's rule set, variations included.
    rules: RuleSet,
    /// The centre's square where the centre stone is common (`+centre`), else 0.
    common: usize,
    /// Per point and direction: what turns its key's black centre stone white, for
    /// white's patterns while the common stone stands (empty without `+centre`).
    common_flip: Vec<[u32; 4]>,
    /// The learned evaluation's accumulators, where the weights hold a network.
    nnue: Option<Box<nnue::Accumulators>>,
}

/// Which threats each side has somewhere by the threat counts `counts`, from `us`'s point
/// of view (see [`Board::threat_mask`]).
fn mask_of(counts: &[[u16; THREATS]; 2], us: Color) -> usize {
    let them = us.opposite();
    let has = |c: Color, threats: &[Threat]| -> usize {
        usize::from(threats.iter().any(|&t| counts[c.index()][t as usize] > 0))
    };
    let side = |c: Color| {
        has(c, &[Threat::Block4Plus, Threat::Block4Flex3])
            | has(c, &[Threat::Block4]) << 1
            | has(c, &[Threat::Flex3Plus, Threat::Flex3x2]) << 2
            | has(c, &[Threat::Flex3]) << 3
    };
    has(them, &[Threat::Five])
        | has(us, &[Threat::Flex4]) << 1
        | has(them, &[Threat::Flex4]) << 2
        | side(us) << 3
        | side(them) << 7
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({}x{} {:?}", self.size, self.size, self.rule)?;
        for &s in &self.squares {
            if let Some(c) = self.color_at(s) {
                write!(f, " {}:{}", self.point(s), &c.name()[..1])?;
            }
        }
        write!(f, ", {} to move)", self.to_move)
    }
}

#[inline]
fn code(c: Color) -> u32 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

#[inline]
fn zobrist(code: u32, sq: Sq) -> u64 {
    let mut z = (sq as u64 * 4 + code as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5045_4152;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const WHITE_TO_MOVE: u64 = 0x2B99_2DDF_A232_49D6;

/// The hash of a position from the hash of its stones and the side to move.
#[inline]
fn keyed(stones: u64, to_move: Color) -> u64 {
    match to_move {
        Color::Black => stones,
        Color::White => stones ^ WHITE_TO_MOVE,
    }
}

/// How many ways a point can lie from another, as [`Board::relation`] tells them: 1 to 4
/// steps away along one of its four lines, otherwise within two steps each way (5), or
/// neither (0).
pub const RELATIONS: usize = 6;

/// The relation of every offset between points within four steps each way, for a board
/// of this stride: the padding is wider than four, so an offset names one step in rows
/// and columns.
fn relation_table(stride: usize) -> Vec<u8> {
    let reach = 4 * (stride as isize + 1);
    (-reach..=reach)
        .map(|i| {
            let (mut dr, mut dc) = (i.div_euclid(stride as isize), i.rem_euclid(stride as isize));
            if dc > stride as isize / 2 {
                dc -= stride as isize;
                dr += 1;
            }
            let (ar, ac) = (dr.abs(), dc.abs());
            let far = ar.max(ac);
            if far == 0 {
                0
            } else if (ar == 0 || ac == 0 || ar == ac) && far <= 4 {
                far as u8
            } else if far <= 2 {
                5
            } else {
                0
            }
        })
        .collect()
}

/// A network's policy as one position reads it: see [`Board::policy`].
#[derive(Debug, Clone, Copy)]
pub struct PolicyView {
    pub policy: &'static nnue::Policy,
    pub context: nnue::Context,
    /// The policy's tables of the side to move, then of the opponent.
    pub tables: [usize; 2],
}

impl PolicyView {
    /// The policy's score of the empty point `s` for the side to move.
    #[inline]
    pub fn score(&self, board: &Board, s: Sq) -> i32 {
        let us = board.to_move();
        self.policy.score(
            &self.context,
            (self.tables[0], board.feature(s, us)),
            (self.tables[1], board.feature(s, us.opposite())),
        )
    }
}

impl Board {
    /// An empty board, black to move, evaluated with the shipped tables. Sizes 5 to 26.
    pub fn new(size: u8, rule: Rule) -> Board {
        Board::with_weights(size, rule, weights::for_board(rule, size))
    }

    /// An empty board, black to move, evaluated with `evaluation` (which should be for
    /// `rule`'s family: see [`weights::WeightSet`]). Sizes 5 to 26.
    pub fn with_weights(size: u8, rule: Rule, evaluation: &'static weights::Weights) -> Board {
        Board::build(size, rule, rule.rule_set(), evaluation)
    }

    /// An empty board for a referee's rule set with its variations (see
    /// [`crate::variation`]): `rule` is its base game. Sizes 5 to 26.
    pub fn for_rules(size: u8, rule: Rule, rules: RuleSet) -> Board {
        // A variation is not the game the network learned.
        let evaluation = if rules.modifiers == pearls_rules::rules::Modifiers::default() {
            weights::for_board(rule, size)
        } else {
            weights::embedded_tables(weights::Family::of(rule))
        };
        Board::build(size, rule, rules, evaluation)
    }

    fn build(size: u8, rule: Rule, rules: RuleSet, evaluation: &'static weights::Weights) -> Board {
        assert!((5..=26).contains(&size), "board size {size} out of range");
        let stride = size as usize + 2 * PAD;
        let n = stride * stride;
        let mut cells = vec![WALL as u8; n];
        let mut squares = Vec::with_capacity(size as usize * size as usize);
        for row in 0..size as usize {
            for col in 0..size as usize {
                let s = (row + PAD) * stride + col + PAD;
                cells[s] = EMPTY as u8;
                squares.push(s as Sq);
            }
        }
        let pairs = pattern::pair_table(rule.five_rule(Color::Black), rule.five_rule(Color::White));
        let mut b = Board {
            size,
            stride,
            rule,
            delta: [1, stride, stride + 1, stride - 1],
            pairs,
            combos: pattern::combo_table(),
            suspects: pattern::foul_suspects(),
            fouls: (rule == Rule::Renju).then(pattern::foul_table),
            cells,
            keys: vec![[0; 4]; n],
            pat: vec![[[Pattern::Dead; 4]; 2]; n],
            threat: vec![[Threat::None; 2]; n],
            maybe_double_three: vec![false; n],
            combo: vec![[0; 2]; n],
            weights: evaluation,
            tables: evaluation.by_color(),
            both: &evaluation.pairs,
            masks: &evaluation.masks,
            before: &evaluation.before,
            counts: [[0; THREATS]; 2],
            values: [[0; 2]; 2],
            near: vec![0; n],
            relations: relation_table(stride),
            squares,
            hash: 0,
            moves: Vec::new(),
            to_move: Color::Black,
            empties: size as u16 * size as u16,
            saved: Vec::new(),
            frames: Vec::new(),
            logging: false,
            special: captures::Special::new(rule, rules, size),
            rules,
            common: 0,
            common_flip: Vec::new(),
            nnue: evaluation
                .network
                .as_deref()
                .map(|n| Box::new(nnue::Accumulators::new(n))),
        };
        if rules.modifiers.common_centre {
            let c = b.sq(Point::centre(size)) as usize;
            b.common = c;
            b.common_flip = vec![[0; 4]; n];
            let flip = BLACK ^ WHITE;
            for d in 0..4 {
                for k in 1..=pattern::HALF {
                    let (up, down) = (b.offset(c, d, k), b.offset(c, d, -k));
                    b.common_flip[up][d] = flip << pattern::shift(-k);
                    b.common_flip[down][d] = flip << pattern::shift(k);
                }
            }
        }
        for i in 0..b.squares.len() {
            let s = b.squares[i] as usize;
            for d in 0..4 {
                let mut key = 0;
                for off in -pattern::HALF..=pattern::HALF {
                    if off != 0 {
                        let t = b.offset(s, d, off);
                        key |= (b.cells[t] as u32) << pattern::shift(off);
                    }
                }
                b.keys[s][d] = key;
                b.refresh(s, d);
            }
            b.summarise(s);
            b.tally(s, 1);
        }
        b.flush_network();
        b
    }

    /// The engine's copy of a referee's board. Stones that belong to neither colour block
    /// both.
    pub fn from_position(board: &pearls_rules::Board, to_move: Color, rule: Rule) -> Board {
        Board::from_position_with(board, to_move, rule, weights::for_board(rule, board.size()))
    }

    /// As [`Board::from_position`], evaluated with `evaluation`.
    pub fn from_position_with(
        board: &pearls_rules::Board,
        to_move: Color,
        rule: Rule,
        evaluation: &'static weights::Weights,
    ) -> Board {
        let b = Board::with_weights(board.size(), rule, evaluation);
        b.set_up(board, to_move)
    }

    /// Puts a referee's stones on this empty board: neutral stones and bombs block both
    /// colours; the common centre stone counts for both where the rules say so.
    fn set_up(mut self, board: &pearls_rules::Board, to_move: Color) -> Board {
        for (p, stone) in board.stones() {
            let s = self.sq(p);
            let code = match stone {
                Stone::Black | Stone::White => code(stone.color().expect("a colour")),
                Stone::Common if self.common == s as usize => COMMON,
                _ => WALL,
            };
            self.set_stone(s, code);
            if self.special.is_some() {
                self.special_put(s, stone);
            }
            self.add_near(s, 1);
        }
        self.flush_network();
        self.to_move = to_move;
        self
    }

    /// The engine's copy of a refereed game's position: its stones, the side to move, and
    /// in the capture games the stones each side has captured and a five still to break.
    /// The game's variations (`+centre`, `+repensi`, blockers) come with it.
    pub fn from_game(game: &pearls_rules::Game, rule: Rule) -> Board {
        let rules = game.variant().rules;
        let mut b =
            Board::for_rules(game.board().size(), rule, rules).set_up(game.board(), game.to_move());
        if b.special.is_some() {
            b.special_setup(
                [game.captured(Color::Black), game.captured(Color::White)],
                game.unperfect_five(),
            );
        }
        b
    }

    #[inline]
    fn offset(&self, s: usize, d: usize, off: i32) -> usize {
        (s as isize + off as isize * self.delta[d] as isize) as usize
    }

    /// The point `k` steps from `s` along direction `d` (0 row, 1 column, 2 and 3 the
    /// diagonals), for |k| at most five: it may lie in the padding, which is never empty.
    #[inline]
    pub fn step(&self, s: Sq, d: usize, k: i32) -> Sq {
        debug_assert!(k.abs() <= pattern::HALF);
        self.offset(s as usize, d, k) as Sq
    }

    #[inline]
    pub fn size(&self) -> u8 {
        self.size
    }

    #[inline]
    /// The tables the board evaluates with.
    pub fn weights(&self) -> &'static weights::Weights {
        self.weights
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The referee's rule set the board plays, variations included.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Whether the capture games' search plays this board: captures (repensi's turning
    /// ones included) or an open four barred.
    pub fn is_capture_search(&self) -> bool {
        self.special.is_some()
    }

    /// Whether the common centre stone stands on the board.
    #[inline]
    fn common_on(&self) -> bool {
        self.common != 0 && self.cells[self.common] == COMMON as u8
    }

    /// The square of the common centre stone, where it stands.
    pub fn common_stone(&self) -> Option<Sq> {
        self.common_on().then_some(self.common as Sq)
    }

    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Moves played on this board since it was set up (passes as [`PASS`]).
    pub fn moves(&self) -> &[Sq] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Sq> {
        self.moves.last().copied().filter(|&s| s != PASS)
    }

    /// The side to move's own last stone: the latest of its moves that was not a pass.
    pub fn own_last_move(&self) -> Option<Sq> {
        self.moves
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .find(|&&s| s != PASS)
            .copied()
    }

    /// Every point of the board, bottom row first.
    #[inline]
    pub fn squares(&self) -> &[Sq] {
        &self.squares
    }

    #[inline]
    pub fn sq(&self, p: Point) -> Sq {
        ((p.row as usize + PAD) * self.stride + p.col as usize + PAD) as Sq
    }

    #[inline]
    pub fn point(&self, s: Sq) -> Point {
        let s = s as usize;
        Point::new((s % self.stride - PAD) as u8, (s / self.stride - PAD) as u8)
    }

    /// The square of a point given as column and row, if it is on the board.
    pub fn sq_at(&self, col: i32, row: i32) -> Option<Sq> {
        let n = self.size as i32;
        ((0..n).contains(&col) && (0..n).contains(&row))
            .then(|| self.sq(Point::new(col as u8, row as u8)))
    }

    #[inline]
    pub fn is_empty(&self, s: Sq) -> bool {
        self.cells[s as usize] == EMPTY as u8
    }

    pub fn color_at(&self, s: Sq) -> Option<Color> {
        match self.cells[s as usize] as u32 {
            BLACK => Some(Color::Black),
            WHITE => Some(Color::White),
            _ => None,
        }
    }

    /// Whether `s` is on the board and holds a neutral stone or other blocker.
    pub fn is_blocked(&self, s: Sq) -> bool {
        self.cells[s as usize] as u32 == WALL && self.squares.binary_search(&s).is_ok()
    }

    /// What a `color` stone on the empty point `s` would make.
    #[inline]
    pub fn threat(&self, s: Sq, color: Color) -> Threat {
        self.threat[s as usize][color.index()]
    }

    #[inline]
    pub fn pattern(&self, s: Sq, color: Color, dir: usize) -> Pattern {
        self.pat[s as usize][color.index()][dir]
    }

    /// Empty points where a `color` stone makes exactly `threat`.
    #[inline]
    pub fn count(&self, color: Color, threat: Threat) -> u32 {
        self.counts[color.index()][threat as usize] as u32
    }

    /// Empty points where a `color` stone makes `threat` or better.
    pub fn count_at_least(&self, color: Color, threat: Threat) -> u32 {
        self.counts[color.index()][threat as usize..]
            .iter()
            .map(|&n| n as u32)
            .sum()
    }

    /// Sum over empty points of their value to `color`, with `color` to move (then with
    /// their values by their threats to both colours) or not.
    #[inline]
    pub fn potential(&self, color: Color, to_move: bool) -> i32 {
        self.values[color.index()][usize::from(!to_move)]
    }

    /// Which threats each side has somewhere, from the side to move's point of view, one
    /// bit each (below [`weights::MASKS`]): the opponent's five; own and the opponent's
    /// straight four; then for each side, own first, a four with more (a four that makes a
    /// three or a second shape too), a four, a three with more, a three.
    pub fn threat_mask(&self) -> usize {
        mask_of(&self.counts, self.to_move)
    }

    /// The threat mask of the position before the last move, from the point of view of
    /// the side that played it; `None` before the first move.
    pub fn threat_mask_before(&self) -> Option<usize> {
        let them = self.to_move.opposite();
        match *self.moves.last()? {
            PASS => Some(mask_of(&self.counts, them)),
            _ => Some(mask_of(&self.frames.last()?.counts, them)),
        }
    }

    /// The evaluation's value of the position's threat mask and of the mask before the
    /// last move, to the side to move.
    #[inline]
    pub fn mask_value(&self) -> i32 {
        let us = self.to_move.index();
        let before = self
            .threat_mask_before()
            .map_or(0, |m| i32::from(self.before[us][m]));
        i32::from(self.masks[us][self.threat_mask()]) + before
    }

    /// The learned evaluation for the side to move, where the board's weights hold a
    /// network.
    #[inline]
    pub fn network_eval(&self) -> Option<i32> {
        self.nnue.as_ref().map(|n| n.evaluate(self.to_move.index()))
    }

    /// Whether the network's evaluation is added to the tables' (see
    /// [`nnue::Network::with_tables`]).
    #[inline]
    pub fn network_with_tables(&self) -> bool {
        self.nnue.as_ref().is_some_and(|n| n.network().with_tables)
    }

    /// The network's policy, what it reads of this position, and the tables of the side to
    /// move and of the opponent, where the weights hold a network with a policy.
    #[inline]
    pub fn policy(&self) -> Option<PolicyView> {
        let n = self.nnue.as_ref()?;
        let net = n.network();
        let policy = net.policy.as_deref()?;
        let us = self.to_move.index();
        Some(PolicyView {
            policy,
            context: n.context(us),
            tables: [net.table_of(us), net.table_of(1 - us)],
        })
    }

    /// The network's input feature of a `color` stone on the empty point `s`.
    #[inline]
    pub fn feature(&self, s: Sq, color: Color) -> usize {
        nnue::feature(self.threat(s, color), self.combo[s as usize][color.index()])
    }

    /// The network's accumulators, black's first, where the weights hold a network.
    pub fn accumulators(&self) -> Option<[Vec<i16>; 2]> {
        self.nnue
            .as_ref()
            .map(|n| [n.get(0).to_vec(), n.get(1).to_vec()])
    }

    /// The value of the empty point `s` to `color` with `color` to move.
    #[inline]
    pub fn value(&self, s: Sq, color: Color) -> i32 {
        self.worth(s as usize, color.index())[0]
    }

    /// The combination of line patterns a `color` stone on the empty point `s` would make
    /// (see [`pattern::combination`]); `None` where the stone is forbidden.
    #[inline]
    pub fn combo(&self, s: Sq, color: Color) -> Option<u16> {
        (self.threat(s, color) != Threat::Forbidden).then(|| self.combo[s as usize][color.index()])
    }

    /// Where `s` lies from the point `from` (see [`RELATIONS`]).
    #[inline]
    pub fn relation(&self, s: Sq, from: Sq) -> usize {
        let reach = 4 * (self.stride + 1) as isize;
        let i = s as isize - from as isize + reach;
        self.relations.get(i as usize).map_or(0, |&r| r as usize)
    }

    /// A stone lies within two points of `s`.
    #[inline]
    pub fn is_near(&self, s: Sq) -> bool {
        self.near[s as usize] > 0
    }

    /// Zobrist hash of the stones and the side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        keyed(self.hash, self.to_move)
    }

    /// [`Board::hash`] after the side to move plays `s`, for fetching the table's slot
    /// while the move is being made.
    #[inline]
    pub fn hash_after(&self, s: Sq) -> u64 {
        keyed(
            self.hash ^ zobrist(code(self.to_move), s),
            self.to_move.opposite(),
        )
    }

    #[inline]
    pub fn empties(&self) -> usize {
        self.empties as usize
    }

    pub fn stone_count(&self) -> usize {
        self.squares.iter().filter(|&&s| !self.is_empty(s)).count()
    }

    /// Empty points where a `color` stone makes `threat` or better.
    pub fn points_with(&self, color: Color, threat: Threat) -> impl Iterator<Item = Sq> + '_ {
        let c = color.index();
        self.squares
            .iter()
            .copied()
            .filter(move |&s| self.threat[s as usize][c] >= threat && self.is_empty(s))
    }

    /// Puts a stone of the side to move on the empty point `s`.
    pub fn play(&mut self, s: Sq) {
        debug_assert!(self.is_empty(s), "{} is occupied", self.point(s));
        self.frames.push(Frame {
            saved: self.saved.len() as u32,
            counts: self.counts,
            values: self.values,
        });
        if let Some(n) = &mut self.nnue {
            n.push();
        }
        self.logging = true;
        let code = if s as usize == self.common && self.common != 0 {
            COMMON
        } else {
            code(self.to_move)
        };
        self.set_stone(s, code);
        if self.special.is_some() {
            self.special_play(s, self.to_move);
        }
        self.logging = false;
        self.flush_network();
        self.add_near(s, 1);
        self.moves.push(s);
        self.to_move = self.to_move.opposite();
    }

    pub fn pass(&mut self) {
        if self.special.is_some() {
            self.special_pass(self.to_move);
        }
        self.moves.push(PASS);
        self.to_move = self.to_move.opposite();
    }

    /// Takes back the last move or pass.
    pub fn undo(&mut self) {
        let s = self.moves.pop().expect("a move to undo");
        self.to_move = self.to_move.opposite();
        if self.special.is_some() {
            self.special_undo((s != PASS).then_some(s));
        }
        if s != PASS {
            self.add_near(s, -1);
            self.take_back(s);
        }
    }

    /// Lifts the stone the last move put on `s`: the keys follow by the same XOR that
    /// put it there, and every summary and sum it changed comes back from the log.
    fn take_back(&mut self, s: Sq) {
        let frame = self.frames.pop().expect("a played move");
        let su = s as usize;
        let code = self.cells[su] as u32;
        self.cells[su] = EMPTY as u8;
        self.hash ^= zobrist(code, s);
        self.empties += 1;
        let code = key_code(code);
        for d in 0..4 {
            let step = self.delta[d];
            for k in 1..=pattern::HALF {
                self.keys[su + k as usize * step][d] ^= code << pattern::shift(-k);
                self.keys[su - k as usize * step][d] ^= code << pattern::shift(k);
            }
        }
        while self.saved.len() > frame.saved as usize {
            let e = self.saved.pop().expect("logged");
            let (t, c) = (e.t as usize, e.c as usize);
            self.pat[t][c] = e.pat;
            self.threat[t][c] = e.threat;
            self.combo[t][c] = e.combo;
            if c == 0 {
                self.maybe_double_three[t] = e.maybe_double_three;
            }
        }
        self.counts = frame.counts;
        self.values = frame.values;
        if let Some(n) = &mut self.nnue {
            n.pop();
        }
    }

    /// Puts a neutral stone down while setting up a position.
    pub fn put_blocker(&mut self, s: Sq) {
        assert!(self.is_empty(s) && self.moves.is_empty());
        self.set_stone(s, WALL);
        self.flush_network();
        self.add_near(s, 1);
    }

    /// Applies the network's changes noted while stones were put down or lifted.
    #[inline]
    fn flush_network(&mut self) {
        if let Some(n) = &mut self.nnue {
            n.flush();
        }
    }

    fn add_near(&mut self, s: Sq, by: i8) {
        // The padding is wider than two points, so no step leaves the array; counts on
        // padding points are never read.
        let s = s as usize;
        for dr in 0..5 {
            let first = s + dr * self.stride - 2 * self.stride - 2;
            // Five points of a row as one array: one bounds check, a loop of fixed length.
            let row: &mut [u8; 5] = (&mut self.near[first..first + 5])
                .try_into()
                .expect("five points");
            for n in row {
                *n = n.wrapping_add_signed(by);
            }
        }
    }

    fn set_stone(&mut self, s: Sq, code: u32) {
        let su = s as usize;
        self.tally(su, -1);
        self.cells[su] = code as u8;
        self.hash ^= zobrist(code, s);
        self.empties -= 1;
        self.toggle_keys(su, code);
    }

    fn clear_stone(&mut self, s: Sq) {
        let su = s as usize;
        let code = self.cells[su] as u32;
        self.cells[su] = EMPTY as u8;
        self.hash ^= zobrist(code, s);
        self.empties += 1;
        self.toggle_keys(su, code);
        self.tally(su, 1);
    }

    fn toggle_keys(&mut self, s: usize, code: u32) {
        let code = key_code(code);
        // One copy per direction: with the direction a constant, a point's patterns are
        // changed in registers rather than stored byte by byte and read back whole.
        self.toggle_line::<0>(s, code);
        self.toggle_line::<1>(s, code);
        self.toggle_line::<2>(s, code);
        self.toggle_line::<3>(s, code);
    }

    #[inline]
    fn toggle_line<const D: usize>(&mut self, s: usize, code: u32) {
        let step = self.delta[D];
        for k in 1..=pattern::HALF {
            let up = s + k as usize * step;
            let down = s - k as usize * step;
            for (t, bits) in [
                (up, code << pattern::shift(-k)),
                (down, code << pattern::shift(k)),
            ] {
                let old = self.keys[t][D];
                self.keys[t][D] = old ^ bits;
                if self.cells[t] == EMPTY as u8 {
                    self.update::<D>(t, old);
                }
            }
        }
    }

    /// Direction `D`'s key of the empty point `t` changed from `old`.
    #[inline]
    fn update<const D: usize>(&mut self, t: usize, old: u32) {
        let key = self.keys[t][D];
        let [black, white] = self.patterns_of(t, D, key);
        let [mut pb, mut pw] = self.pat[t];
        // Far stones often change a key but not its shapes.
        if black != pb[D]
            || self
                .fouls
                .is_some_and(|f| f[key as usize] != f[old as usize])
        {
            self.save(t, 0);
            pb[D] = black;
            self.pat[t][0] = pb;
            self.resummarise(t, 0, pb);
        }
        if white != pw[D] {
            self.save(t, 1);
            pw[D] = white;
            self.pat[t][1] = pw;
            self.resummarise(t, 1, pw);
        }
    }

    /// Both colours' patterns of the empty point `t` in direction `d` by its key, with
    /// the common centre stone white's own in white's.
    // Forced inline, with the centre's correction out of line: left to the compiler, this
    // became a call on every key a move changed, about 4% more instructions in the plain
    // rules' search (`pearls bench`), where no common stone ever stands.
    #[inline(always)]
    fn patterns_of(&self, t: usize, d: usize, key: u32) -> [Pattern; 2] {
        let pair = pattern::unpair(self.pairs[key as usize & (pattern::KEYS - 1)]);
        if self.common != 0 {
            return self.common_patterns(t, d, key, pair);
        }
        pair
    }

    /// [`Board::patterns_of`] under `+centre`: white reads the common stone as its own.
    #[cold]
    #[inline(never)]
    fn common_patterns(&self, t: usize, d: usize, key: u32, pair: [Pattern; 2]) -> [Pattern; 2] {
        let [black, mut white] = pair;
        let flip = self.common_flip[t][d];
        if flip != 0 && self.common_on() {
            white = pattern::unpair(self.pairs[(key ^ flip) as usize & (pattern::KEYS - 1)])[1];
        }
        [black, white]
    }

    #[inline]
    fn refresh(&mut self, t: usize, d: usize) {
        let key = self.keys[t][d];
        let [black, white] = self.patterns_of(t, d, key);
        self.pat[t][0][d] = black;
        self.pat[t][1][d] = white;
    }

    /// Keeps colour `c`'s summary of the empty point `t` for the undo of the move being
    /// played.
    #[inline]
    fn save(&mut self, t: usize, c: usize) {
        if self.logging {
            self.saved.push(Saved {
                t: t as u16,
                c: c as u8,
                maybe_double_three: self.maybe_double_three[t],
                pat: self.pat[t][c],
                threat: self.threat[t][c],
                combo: self.combo[t][c],
            });
        }
    }

    /// Colour `c`'s patterns of the empty point `t` changed: its summary and its share of
    /// the running sums follow.
    #[inline]
    fn resummarise(&mut self, t: usize, c: usize, p: [Pattern; 4]) {
        let (old_threat, old_combo) = (self.threat[t][c], self.combo[t][c]);
        let (threat, combo) = self.summarise_color(t, c, p);
        if threat != old_threat {
            let n = &mut self.counts[c];
            n[old_threat as usize] = n[old_threat as usize].wrapping_sub(1);
            n[threat as usize] = n[threat as usize].wrapping_add(1);
            let other = self.threat[t][1 - c] as usize;
            for m in 0..2 {
                let value = |own: Threat| {
                    let (a, b) = if m == c {
                        (own as usize, other)
                    } else {
                        (other, own as usize)
                    };
                    i32::from(self.both[m][a][b])
                };
                self.values[m][0] += value(threat) - value(old_threat);
            }
        }
        if (threat, combo) != (old_threat, old_combo) {
            if let Some(n) = &mut self.nnue {
                n.change(
                    c,
                    nnue::feature(old_threat, old_combo),
                    nnue::feature(threat, combo),
                );
            }
            let old = self.worth_of(c, old_threat, old_combo);
            let new = self.worth_of(c, threat, combo);
            self.values[c][0] += new[0] - old[0];
            self.values[c][1] += new[1] - old[1];
        }
    }

    fn summarise(&mut self, t: usize) {
        for c in 0..2 {
            self.summarise_color(t, c, self.pat[t][c]);
        }
    }

    /// `p` is colour `c`'s patterns of `t`, from the caller's hands: after a change,
    /// reading them back from the array would wait on the stores. Returns the new summary.
    fn summarise_color(&mut self, t: usize, c: usize, p: [Pattern; 4]) -> (Threat, u16) {
        let (mut threat, combo) = Threat::lookup(self.combos, p);
        if let (0, Some(fouls)) = (c, self.fouls) {
            let mut maybe33 = false;
            // The referee's shapes are among these: a three is an F3, a four a B4 or
            // F4 (two fours in one line show as an F4), an overline an Overline.
            if self.suspects[combo as usize] {
                let e = self.keys[t].map(|k| fouls[k as usize]);
                if !e.iter().any(|x| x.five()) {
                    if e.iter().any(|x| x.overline())
                        || e.iter().map(|x| x.fours()).sum::<u32>() >= 2
                    {
                        threat = Threat::Forbidden;
                    } else if e.iter().filter(|x| x.has_three()).count() >= 2 {
                        maybe33 = true;
                    }
                }
            }
            self.maybe_double_three[t] = maybe33;
        }
        self.threat[t][c] = threat;
        self.combo[t][c] = combo;
        (threat, combo)
    }

    /// The table's values of the empty point `t` to colour `c` (to move, waiting); a
    /// forbidden point is worth nothing.
    #[inline]
    fn worth(&self, t: usize, c: usize) -> [i32; 2] {
        self.worth_of(c, self.threat[t][c], self.combo[t][c])
    }

    #[inline]
    fn worth_of(&self, c: usize, threat: Threat, combo: u16) -> [i32; 2] {
        if threat == Threat::Forbidden {
            return [0; 2];
        }
        self.tables[c][combo as usize].map(i32::from)
    }

    /// Counts the empty point `t` into the running sums (`sign` 1) or out of them (-1).
    #[inline]
    fn tally(&mut self, t: usize, sign: i32) {
        let [black, white] = self.threat[t].map(|x| x as usize);
        for c in 0..2 {
            let n = &mut self.counts[c][self.threat[t][c] as usize];
            *n = n.wrapping_add_signed(sign as i16);
            let w = self.worth(t, c);
            self.values[c][0] += sign * w[0];
            self.values[c][1] += sign * w[1];
        }
        self.values[0][0] += sign * i32::from(self.both[0][black][white]);
        self.values[1][0] += sign * i32::from(self.both[1][white][black]);
        if let Some(n) = &mut self.nnue {
            for c in 0..2 {
                n.tally(
                    c,
                    nnue::feature(self.threat[t][c], self.combo[t][c]),
                    sign > 0,
                );
            }
        }
    }

    /// Whether a black stone on the empty point `s` is forbidden (renju only).
    pub fn is_forbidden(&mut self, s: Sq) -> bool {
        if self.fouls.is_none() || !self.is_empty(s) {
            return false;
        }
        match self.threat[s as usize][0] {
            Threat::Forbidden => true,
            _ if self.maybe_double_three[s as usize] => self.double_three(s),
            _ => false,
        }
    }

    /// Whether the side `color` may put a stone on the empty point `s`.
    #[inline]
    pub fn is_legal(&mut self, s: Sq, color: Color) -> bool {
        if self.special.is_some() {
            return self.is_empty(s) && self.special_legal(s, color);
        }
        self.is_empty(s) && (color == Color::White || !self.is_forbidden(s))
    }

    fn foul_entries(&self, s: usize) -> [FoulEntry; 4] {
        let fouls = self.fouls.expect("renju");
        self.keys[s].map(|k| fouls[k as usize])
    }

    /// The referee's recursive test: two of the lines are threes whose straight-four
    /// point is itself allowed (and not a five).
    fn double_three(&mut self, s: Sq) -> bool {
        let e = self.foul_entries(s as usize);
        // The stone is lifted again below, so the network's changes cancel out.
        let mark = self.nnue.as_ref().map(|n| n.mark());
        self.set_stone(s, BLACK);
        let mut threes = 0;
        for (d, x) in e.iter().enumerate() {
            if !x.has_three() {
                continue;
            }
            let real = x.three_points().into_iter().flatten().any(|off| {
                let q = self.offset(s as usize, d, off) as Sq;
                self.allowed_not_five(q)
            });
            if real {
                threes += 1;
                if threes >= 2 {
                    break;
                }
            }
        }
        self.clear_stone(s);
        if let (Some(n), Some(mark)) = (&mut self.nnue, mark) {
            n.discard(mark);
        }
        threes >= 2
    }

    fn allowed_not_five(&mut self, q: Sq) -> bool {
        let e = self.foul_entries(q as usize);
        if e.iter().any(|x| x.five() || x.overline())
            || e.iter().map(|x| x.fours()).sum::<u32>() >= 2
        {
            return false;
        }
        if e.iter().filter(|x| x.has_three()).count() >= 2 {
            return !self.double_three(q);
        }
        true
    }

    /// Every forbidden point for black, bottom row first (empty outside renju).
    pub fn forbidden_points(&mut self) -> Vec<Sq> {
        if self.fouls.is_none() {
            return Vec::new();
        }
        let squares = self.squares.clone();
        squares
            .into_iter()
            .filter(|&s| self.is_forbidden(s))
            .collect()
    }

    /// Recomputes everything from the stones; used by tests of the incremental state.
    pub fn is_consistent(&self) -> bool {
        let mut fresh = Board::build(self.size, self.rule, self.rules, self.weights);
        for &s in &self.squares {
            match self.cells[s as usize] as u32 {
                EMPTY => {}
                code => {
                    fresh.set_stone(s, code);
                    fresh.add_near(s, 1);
                }
            }
        }
        fresh.flush_network();
        self.squares.iter().all(|&s| {
            let s = s as usize;
            fresh.keys[s] == self.keys[s]
                && fresh.near[s] == self.near[s]
                && (fresh.cells[s] != EMPTY as u8
                    || (fresh.pat[s] == self.pat[s]
                        && fresh.threat[s] == self.threat[s]
                        && fresh.maybe_double_three[s] == self.maybe_double_three[s]
                        && fresh.combo[s] == self.combo[s]))
        }) && fresh.counts == self.counts
            && fresh.values == self.values
            && fresh.accumulators() == self.accumulators()
            && fresh.hash == self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pearls_rules::Notation;

    fn board(rule: Rule, moves: &str) -> Board {
        let n = Notation::new(15);
        let mut b = Board::new(15, rule);
        for m in n.parse_moves(moves).unwrap() {
            match m {
                pearls_rules::Move::Place(p) => {
                    let s = b.sq(p);
                    b.play(s)
                }
                pearls_rules::Move::Pass => b.pass(),
            }
        }
        b
    }

    #[test]
    fn threats_follow_moves_and_undo() {
        let mut b = board(Rule::Freestyle, "h8 a1 i8 a2 j8 a3");
        assert!(b.is_consistent());
        let g8 = b.sq(Point::new(6, 7));
        let k8 = b.sq(Point::new(10, 7));
        assert_eq!(b.threat(g8, Color::Black), Threat::Flex4);
        assert_eq!(b.threat(k8, Color::Black), Threat::Flex4);
        let before = b.hash();
        b.play(k8);
        assert_eq!(b.threat(g8, Color::Black), Threat::Five);
        assert_eq!(b.count(Color::Black, Threat::Five), 2);
        b.undo();
        assert_eq!(b.hash(), before);
        assert!(b.is_consistent());
    }

    #[test]
    fn the_threat_mask_reads_both_sides_threats_from_the_side_to_move() {
        // Black's open three h8 i8 j8, white's two on the edge: black to move can make a
        // straight four, a four and a three elsewhere.
        let mut b = board(Rule::Freestyle, "h8 a1 i8 a2 j8 a3");
        let black = b.threat_mask();
        assert_eq!(
            black & 0b111,
            0b010,
            "black's straight four, no five or four against"
        );
        assert_ne!(black & 1 << 4, 0, "black's plain four (at f8 or l8)");
        assert_eq!(
            black >> 7,
            0b0010,
            "white's a1 a2 a3 makes a four at a4, nothing more"
        );
        // White to move sees the same threats from the other side.
        b.pass();
        let white = b.threat_mask();
        assert_eq!(white & 0b111, 0b100, "black's straight four, against white");
        assert_eq!(white >> 3 & 0b1111, black >> 7);
        assert_eq!(white >> 7, black >> 3 & 0b1111);
        // A four leaves the opponent a five to block.
        b.undo();
        b.play(b.sq(Point::new(10, 7)));
        assert_eq!(b.threat_mask() & 1, 1);
    }

    #[test]
    fn the_mask_before_the_last_move_is_the_mask_its_mover_saw() {
        assert_eq!(Board::new(15, Rule::Freestyle).threat_mask_before(), None);
        // Black's k8 makes the open three a four; before it black could make a straight
        // four, after it white has a five to block.
        let mut b = board(Rule::Freestyle, "h8 a1 i8 a2 j8 a3");
        let seen = b.threat_mask();
        b.play(b.sq(Point::new(10, 7)));
        assert_eq!(b.threat_mask_before(), Some(seen));
        assert_ne!(b.threat_mask(), seen);
        // After a pass the board is the one its mover saw.
        b.pass();
        b.pass();
        let after_passes = b.threat_mask();
        b.pass();
        assert_eq!(b.threat_mask_before(), Some(after_passes));
    }

    #[test]
    fn the_hash_after_a_move_is_the_hash_once_it_is_played() {
        // After black's and after white's moves, and after a pass.
        let mut b = board(Rule::Renju, "h8 h9 i8 pass j10");
        for _ in 0..2 {
            let empty: Vec<Sq> = b
                .squares()
                .iter()
                .copied()
                .filter(|&s| b.is_empty(s))
                .collect();
            for s in empty {
                let expected = b.hash_after(s);
                b.play(s);
                assert_eq!(b.hash(), expected, "{}", b.point(s));
                b.undo();
            }
            b.pass();
        }
    }

    #[test]
    fn forbidden_black_points() {
        let mut b = board(Rule::Renju, "g8 pass h7 pass h9 pass i8");
        let h8 = b.sq(Point::new(7, 7));
        assert!(b.is_forbidden(h8));
        assert_eq!(b.forbidden_points(), vec![h8]);
        let mut f = board(Rule::Freestyle, "g8 pass h7 pass h9 pass i8");
        assert!(!f.is_forbidden(h8));
    }

    #[test]
    fn relations_follow_the_lines_and_the_neighbourhood() {
        for size in [15u8, 20] {
            let b = Board::new(size, Rule::Freestyle);
            for &s in b.squares() {
                for &t in b.squares() {
                    let (p, q) = (b.point(s), b.point(t));
                    let (dc, dr) = (p.col.abs_diff(q.col), p.row.abs_diff(q.row));
                    let far = dc.max(dr) as usize;
                    let in_line = dc == 0 || dr == 0 || dc == dr;
                    let want = match far {
                        0 => 0,
                        1..=4 if in_line => far,
                        1 | 2 => 5,
                        _ => 0,
                    };
                    assert_eq!(b.relation(s, t), want, "{p} from {q}");
                }
            }
        }
    }

    #[test]
    fn point_round_trip() {
        let b = Board::new(20, Rule::Freestyle);
        for &s in b.squares() {
            assert_eq!(b.sq(b.point(s)), s);
        }
        assert_eq!(b.squares().len(), 400);
    }
}
