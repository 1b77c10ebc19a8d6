//! Property tests: symmetry of the forbidden points, incremental board state against a
//! full recomputation, random action sequences against the referee's invariants, notation
//! round trips, and `foul_at` against `forbidden_points`.

mod common;

use common::snapshot;
use pearls_rules::board::DIRECTIONS;
use pearls_rules::forbidden::{forbidden_points, foul_at, Restrictions};
use pearls_rules::notation::Move;
use pearls_rules::random::{random_game, Rng};
use pearls_rules::rules::{LineWin, Modifiers};
use pearls_rules::{
    Action, ActionError, Area, Board, Color, Columns, ForbiddenEffect, Foul, Game, Notation,
    OpeningRule, Outcome, Pending, Point, Reason, RuleSet, Stone, Symmetry, Variant,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use std::collections::{BTreeMap, BTreeSet, HashMap};

// ---------------------------------------------------------------------------------------
// Positions

/// The restriction sets of the named rule sets, and anti-renju's open four.
fn restriction_sets() -> Vec<Restrictions> {
    vec![
        Restrictions::RENJU_BLACK,
        RuleSet::renju_1899().restrictions(Color::Black),
        Restrictions {
            open_four: true,
            ..Restrictions::RENJU_BLACK
        },
    ]
}

/// A position from a random renju game (no black fouls on it, by construction).
fn game_position(seed: u64, stones: usize) -> Board {
    let g = random_game(
        Variant::named("renju").unwrap(),
        &mut Rng::new(seed),
        stones,
    );
    assert!(g.board().is_consistent());
    g.board().clone()
}

/// Stones thrown at the middle of a 15x15 board: dense shapes of every kind, fives and
/// overlines included, that no game would reach.
fn scattered() -> impl Strategy<Value = Board> {
    prop::collection::vec((3u8..12, 3u8..12, any::<bool>()), 0..60).prop_map(|stones| {
        let mut b = Board::new(15);
        for (c, r, black) in stones {
            let p = Point::new(c, r);
            if b.is_empty_at(p) {
                b.put(p, if black { Stone::Black } else { Stone::White });
            }
        }
        b
    })
}

fn position() -> impl Strategy<Value = Board> {
    prop_oneof![
        1 => (any::<u64>(), 10usize..90).prop_map(|(seed, n)| game_position(seed, n)),
        2 => scattered(),
    ]
}

fn as_set(v: Vec<(Point, Foul)>) -> BTreeSet<(Point, Foul)> {
    v.into_iter().collect()
}

// ---------------------------------------------------------------------------------------
// Games

/// Every base rule set, and some with the seeds' modifiers.
fn rule_sets() -> Vec<RuleSet> {
    let mut v = RuleSet::all();
    for name in [
        "renju+bomb",
        "freestyle+neutral",
        "pente+repensi",
        "standard+centre",
        "ninuki-renju+d3-both",
    ] {
        v.push(RuleSet::by_name(name).unwrap_or_else(|| panic!("{name}")));
    }
    v
}

/// A rule set where every move is one stone of the mover's colour that stays: the board is
/// then the moves replayed, and a game ends at once on a line or a foul.
fn plain(rules: &RuleSet) -> bool {
    rules.capture.is_none() && rules.modifiers == Modifiers::default()
}

/// An action to try, with points relative to the last stone so that openings with areas
/// make progress, and absolute ones (off the board too) for everything else.
#[derive(Debug, Clone)]
enum Try {
    /// The `k`-th of the actions near the last stone that the game accepts, if any.
    Good(usize),
    /// A stone that lengthens the line through the mover's own last stone in direction
    /// `k % 4`: lines are what games are about.
    Extend(usize),
    Centre,
    Near(i8, i8),
    Anywhere(u8, u8),
    Pass,
    Swap,
    Keep,
    PlaceTwo((i8, i8), (i8, i8)),
    Declare(u8),
    Offer(Vec<(i8, i8)>),
    ChooseOffered(usize),
    ChooseNear(i8, i8),
    Bomb(i8, i8),
    Neutral(i8, i8),
    Resign(Option<Color>),
    Timeout(Option<Color>),
    AgreeDraw,
}

fn color() -> impl Strategy<Value = Option<Color>> {
    prop_oneof![
        Just(None),
        Just(Some(Color::Black)),
        Just(Some(Color::White))
    ]
}

fn near() -> impl Strategy<Value = (i8, i8)> {
    prop_oneof![3 => (-1i8..=1, -1i8..=1), 2 => (-3i8..=3, -3i8..=3)]
}

fn try_action() -> impl Strategy<Value = Try> {
    prop_oneof![
        25 => any::<usize>().prop_map(Try::Good),
        15 => any::<usize>().prop_map(Try::Extend),
        3 => Just(Try::Centre),
        30 => near().prop_map(|(c, r)| Try::Near(c, r)),
        4 => (0u8..30, 0u8..30).prop_map(|(c, r)| Try::Anywhere(c, r)),
        3 => Just(Try::Pass),
        3 => Just(Try::Swap),
        2 => Just(Try::Keep),
        2 => (near(), near()).prop_map(|(a, b)| Try::PlaceTwo(a, b)),
        2 => (0u8..12).prop_map(Try::Declare),
        6 => prop::collection::vec(near(), 2).prop_map(Try::Offer),
        1 => prop::collection::vec(near(), 0..=3).prop_map(Try::Offer),
        6 => (0usize..3).prop_map(Try::ChooseOffered),
        1 => near().prop_map(|(c, r)| Try::ChooseNear(c, r)),
        2 => near().prop_map(|(c, r)| Try::Bomb(c, r)),
        2 => near().prop_map(|(c, r)| Try::Neutral(c, r)),
        1 => prop_oneof![
            color().prop_map(Try::Resign),
            color().prop_map(Try::Timeout),
            Just(Try::AgreeDraw),
        ],
    ]
}

/// A point relative to the last stone (or the centre), which may lie off the board: far
/// off-board points are clamped to just past the edge.
fn relative(g: &Game, (dc, dr): (i8, i8)) -> Point {
    let size = g.variant().size;
    let base = g.last_move().unwrap_or(Point::centre(size));
    let f = |x: u8, d: i8| (x as i32 + d as i32).clamp(0, size as i32) as u8;
    Point::new(f(base.col, dc), f(base.row, dr))
}

/// Points near the last stone (or the centre), nearest first.
fn nearby(g: &Game, reach: i8) -> Vec<Point> {
    let mut v: Vec<Point> = (-reach..=reach)
        .flat_map(|c| (-reach..=reach).map(move |r| (c, r)))
        .map(|d| relative(g, d))
        .filter(|&p| g.board().contains(p))
        .collect();
    let base = relative(g, (0, 0));
    v.sort_by_key(|&p| (p.distance(base), p));
    v.dedup();
    v
}

/// A few offers of `count` distinct points near the last stone, varied by `k`.
fn offers(g: &Game, count: u8, k: usize) -> Vec<Action> {
    let pts = nearby(g, 3);
    (0..8)
        .map(|i| {
            let start = k.wrapping_add(i * 7);
            Action::Offer(
                (0..count as usize)
                    .map(|j| pts[(start + j * 5) % pts.len()])
                    .collect(),
            )
        })
        .collect()
}

fn good(g: &Game, k: usize) -> Option<Action> {
    let places = || {
        let mut v = vec![Action::Place(Point::centre(g.variant().size))];
        v.extend(nearby(g, 2).into_iter().map(Action::Place));
        v
    };
    let candidates: Vec<Action> = match g.pending()? {
        Pending::Place { .. } => {
            let mut v = places();
            v.extend(nearby(g, 1).into_iter().map(Action::Bomb));
            v.extend(nearby(g, 1).into_iter().map(Action::Neutral));
            v
        }
        Pending::SwapOption { then, .. } => {
            let mut v = vec![Action::Swap, Action::Keep];
            if then.is_some() {
                v.extend(places());
                v.extend(offers(g, 2, k));
            }
            v
        }
        Pending::Swap2 => {
            let mut v = vec![Action::Swap];
            v.extend(places());
            let pts = nearby(g, 2);
            v.extend((0..8).map(|i| {
                let a = pts[(k + i) % pts.len()];
                let b = pts[(k + i * 3 + 1) % pts.len()];
                Action::PlaceTwo(a, b)
            }));
            v
        }
        Pending::Declare { max } => (0..=max + 1).map(Action::Declare).collect(),
        Pending::Offer { count } => offers(g, count, k),
        Pending::Choose { offers } => offers.into_iter().map(Action::Choose).collect(),
        Pending::FifthOrOffer { count, .. } => {
            let mut v = places();
            v.extend(offers(g, count, k));
            v
        }
    };
    let ok: Vec<Action> = candidates
        .into_iter()
        .filter(|a| g.clone().apply(a.clone()).is_ok())
        .collect();
    (!ok.is_empty()).then(|| ok[k % ok.len()].clone())
}

/// The first point beyond the run of the mover's stones through its last stone, in
/// direction `k % 4` (either way).
fn extend(g: &Game, k: usize) -> Option<Action> {
    let me = g.to_move();
    let size = g.variant().size;
    let last = g.moves().iter().rev().find_map(|m| match m {
        Move::Place(p) if g.board().color_at(*p) == Some(me) => Some(*p),
        _ => None,
    })?;
    let (dc, dr) = DIRECTIONS[k % 4];
    let sign = if k & 4 == 0 { 1 } else { -1 };
    for s in [sign, -sign] {
        let mut q = last;
        while let Some(n) = q.offset(dc * s, dr * s, size) {
            if g.board().color_at(n) == Some(me) {
                q = n;
            } else {
                if g.board().is_empty_at(n) {
                    return Some(Action::Place(n));
                }
                break;
            }
        }
    }
    None
}

fn concrete(g: &Game, t: &Try) -> Action {
    let size = g.variant().size;
    match t {
        Try::Extend(k) => extend(g, *k).unwrap_or_else(|| concrete(g, &Try::Good(*k))),
        Try::Good(k) => good(g, *k).unwrap_or(Action::Pass),
        Try::Centre => Action::Place(Point::centre(size)),
        Try::Near(c, r) => Action::Place(relative(g, (*c, *r))),
        Try::Anywhere(c, r) => Action::Place(Point::new(*c, *r)),
        Try::Pass => Action::Pass,
        Try::Swap => Action::Swap,
        Try::Keep => Action::Keep,
        Try::PlaceTwo(a, b) => Action::PlaceTwo(relative(g, *a), relative(g, *b)),
        Try::Declare(n) => Action::Declare(*n),
        Try::Offer(v) => Action::Offer(v.iter().map(|&d| relative(g, d)).collect()),
        Try::ChooseOffered(i) => match g.offers() {
            [] => Action::Choose(relative(g, (1, 1))),
            o => Action::Choose(o[i % o.len()]),
        },
        Try::ChooseNear(c, r) => Action::Choose(relative(g, (*c, *r))),
        Try::Bomb(c, r) => Action::Bomb(relative(g, (*c, *r))),
        Try::Neutral(c, r) => Action::Neutral(relative(g, (*c, *r))),
        Try::Resign(c) => Action::Resign(*c),
        Try::Timeout(c) => Action::Timeout(*c),
        Try::AgreeDraw => Action::AgreeDraw,
    }
}

/// The colour of each move: colours alternate from black, a pass taking a turn.
fn mover(i: usize) -> Color {
    if i % 2 == 1 {
        Color::White
    } else {
        Color::Black
    }
}

/// The board the moves make in a plain rule set.
fn replayed(size: u8, moves: &[Move]) -> Board {
    let mut b = Board::new(size);
    for (i, m) in moves.iter().enumerate() {
        if let Move::Place(p) = m {
            b.put(*p, mover(i).into());
        }
    }
    b
}

/// Invariants that hold in every state a game can reach.
fn check_state(g: &Game) -> Result<(), TestCaseError> {
    let v = *g.variant();
    let rules = v.rules;
    let m = rules.modifiers;
    let board = g.board();
    prop_assert!(board.is_consistent());
    prop_assert_eq!(board.hash(), board.recomputed().hash());
    prop_assert_eq!(g.pending().is_none(), g.is_over());
    prop_assert_eq!(g.decider().is_none(), g.is_over());
    if !g.offers().is_empty() {
        // Offers wait for a choice (or stay where they were when the game ended).
        let choosing = matches!(g.pending(), Some(Pending::Choose { .. }) | None);
        prop_assert!(choosing);
        for &o in g.offers() {
            prop_assert!(board.is_empty_at(o));
        }
    }
    let placed_by = |c: Color| {
        g.moves()
            .iter()
            .enumerate()
            .filter(|&(i, mv)| matches!(mv, Move::Place(_)) && mover(i) == c)
            .count()
    };
    // Every turn is a move (or a pass) unless bombs or neutral stones take turns too.
    if m.bombs == 0 && m.neutral_stones == 0 {
        prop_assert_eq!(g.to_move(), mover(g.moves().len()));
    }
    for c in Color::BOTH {
        prop_assert!(g.bombs_left(c) <= m.bombs);
        prop_assert!(g.neutral_left(c) <= m.neutral_stones);
    }
    // Each bomb and neutral stone stays where it was put (nothing removes them).
    let used = |left: &dyn Fn(Color) -> u8, each: u8| -> usize {
        Color::BOTH.iter().map(|&c| (each - left(c)) as usize).sum()
    };
    prop_assert_eq!(
        board.count(Stone::Neutral),
        used(&|c| g.neutral_left(c), m.neutral_stones)
    );
    prop_assert_eq!(
        board.count(Stone::Bomb),
        used(&|c| g.bombs_left(c), m.bombs)
    );
    let stones_stay = m.bombs == 0 && m.neutral_stones == 0 && !m.common_centre;
    if rules.capture.is_some_and(|c| !c.flip) {
        // Stones leave the board only by capture.
        for c in Color::BOTH.into_iter().filter(|_| stones_stay) {
            let on_board = board.count(c.into());
            prop_assert_eq!(
                placed_by(c) - on_board,
                g.captured(c.opposite()) as usize,
                "{} stones",
                c
            );
        }
    } else {
        prop_assert_eq!(g.captured(Color::Black) + g.captured(Color::White), 0);
    }
    if !plain(&rules) {
        return match g.outcome() {
            Some(Outcome {
                winner: Some(w),
                reason: Reason::Captures,
            }) => {
                let need = rules.capture.and_then(|c| c.win_stones);
                prop_assert!(need.is_some_and(|n| g.captured(w) >= n));
                Ok(())
            }
            Some(Outcome {
                winner,
                reason: Reason::CaptureDraw,
            }) => {
                prop_assert_eq!(winner, None);
                prop_assert!(rules.capture_draw_opponent_five || rules.capture_draw_open_four);
                Ok(())
            }
            _ => Ok(()),
        };
    }

    // Plain rule sets: the board is the moves replayed.
    prop_assert_eq!(board, &replayed(v.size, g.moves()));
    let placed = placed_by(Color::Black) + placed_by(Color::White);
    prop_assert_eq!(board.stone_count(), placed);
    let (black, white) = (board.count(Stone::Black), board.count(Stone::White));
    prop_assert_eq!(black, placed_by(Color::Black));
    prop_assert_eq!(white, placed_by(Color::White));
    if !g.moves().contains(&Move::Pass) {
        prop_assert!(
            black == white || black == white + 1,
            "{black} black, {white} white"
        );
    }
    match g.outcome() {
        None => {
            // A game that goes on has no winning line on the board.
            for (p, s) in board.stones() {
                let c = s.color().unwrap();
                prop_assert_eq!(rules.line_win(board, p, c), None, "{} at {}", c, p);
            }
        }
        Some(Outcome { winner, reason }) => match reason {
            Reason::Five | Reason::Overline | Reason::Forbidden(_) => {
                let last = g.last_move().expect("a stone ended the game");
                let by_stone = matches!(
                    g.actions().last(),
                    Some(Action::Place(_) | Action::Choose(_) | Action::PlaceTwo(..))
                );
                prop_assert!(by_stone);
                let mover = board.color_at(last).unwrap();
                let win = rules.line_win(board, last, mover);
                match reason {
                    Reason::Five => {
                        prop_assert_eq!(winner, Some(mover));
                        prop_assert_eq!(win, Some(LineWin::Five));
                    }
                    Reason::Overline => {
                        prop_assert_eq!(winner, Some(mover));
                        prop_assert_eq!(win, Some(LineWin::Overline));
                    }
                    _ => {
                        prop_assert_eq!(winner, Some(mover.opposite()));
                        prop_assert_eq!(win, None);
                        prop_assert_eq!(rules.forbidden_effect, ForbiddenEffect::Loses);
                    }
                }
            }
            Reason::BoardFull => {
                prop_assert!(board.is_full());
                prop_assert_eq!(winner, None);
            }
            Reason::TwoPasses => {
                prop_assert_eq!(winner, None);
                let n = g.moves().len();
                prop_assert!(n >= 2 && g.moves()[n - 2..] == [Move::Pass, Move::Pass]);
            }
            Reason::Agreement => {
                prop_assert_eq!(winner, None);
                prop_assert_eq!(g.actions().last(), Some(&Action::AgreeDraw));
            }
            Reason::Resignation | Reason::Time => {
                prop_assert!(winner.is_some());
                let by_word = matches!(
                    g.actions().last(),
                    Some(Action::Resign(_) | Action::Timeout(_))
                );
                prop_assert!(by_word);
            }
            Reason::Captures | Reason::CaptureDraw => {
                prop_assert!(false, "{:?} without captures", reason);
            }
        },
    }
    Ok(())
}

/// What the referee must do with a stone put down where any point will do, in a plain
/// rule set, worked out from the board and the rule set alone: `Err` for a refusal, or
/// the outcome after the stone.
fn expected_free_move(g: &Game, p: Point) -> Result<Option<Outcome>, ActionError> {
    let board = g.board();
    if !board.contains(p) {
        return Err(ActionError::OffBoard(p));
    }
    if !board.is_empty_at(p) {
        return Err(ActionError::Occupied(p));
    }
    let rules = g.variant().rules;
    let color = g.to_move();
    let foul = rules.foul_at(board, p, color);
    if let (Some(foul), ForbiddenEffect::Illegal) = (foul, rules.forbidden_effect) {
        return Err(ActionError::Forbidden { point: p, foul });
    }
    let mut after = board.clone();
    after.put(p, color.into());
    Ok(match (rules.line_win(&after, p, color), foul) {
        (Some(LineWin::Five), _) => Some(Outcome {
            winner: Some(color),
            reason: Reason::Five,
        }),
        (Some(LineWin::Overline), _) => Some(Outcome {
            winner: Some(color),
            reason: Reason::Overline,
        }),
        (None, Some(f)) => Some(Outcome {
            winner: Some(color.opposite()),
            reason: Reason::Forbidden(f),
        }),
        (None, None) if after.is_full() => Some(Outcome {
            winner: None,
            reason: Reason::BoardFull,
        }),
        (None, None) => None,
    })
}

fn run_actions(v: Variant, tries: &[Try]) -> Result<(), TestCaseError> {
    let mut g = Game::new(v).unwrap();
    check_state(&g)?;
    for t in tries {
        let action = concrete(&g, t);
        let before = snapshot(&g);
        // Where a stone may go anywhere, or is an offer being chosen, what happens to it
        // follows from the board and the rule set alone.
        let anywhere = |p: &Pending| {
            matches!(
                p,
                Pending::Place {
                    area: Area::Anywhere,
                    ..
                }
            )
        };
        let expected = match (&before.pending, &action) {
            _ if !plain(&v.rules) => None,
            (Some(p), Action::Place(q)) if anywhere(p) => Some(expected_free_move(&g, *q)),
            (Some(Pending::SwapOption { then: Some(p), .. }), Action::Place(q)) if anywhere(p) => {
                Some(expected_free_move(&g, *q))
            }
            (Some(Pending::Choose { offers }), Action::Choose(q)) if offers.contains(q) => {
                Some(expected_free_move(&g, *q))
            }
            _ => None,
        };
        match g.apply(action.clone()) {
            Err(e) => {
                prop_assert_eq!(
                    &snapshot(&g),
                    &before,
                    "{:?} refused ({}) but changed",
                    action,
                    e
                );
                if let Some(o) = before.outcome {
                    prop_assert_eq!(&e, &ActionError::GameOver(o));
                }
                if let Some(exp) = expected {
                    prop_assert_eq!(Err(e), exp, "{:?}", action);
                }
            }
            Ok(()) => {
                prop_assert!(before.outcome.is_none());
                if let Some(exp) = expected {
                    prop_assert_eq!(Ok(g.outcome()), exp, "{:?}", action);
                }
                prop_assert_eq!(g.actions().len(), before.actions.len() + 1);
                prop_assert_eq!(g.actions().last(), Some(&action));
                check_state(&g)?;
                // Undo gives the previous state back exactly.
                let mut undone = g.clone();
                prop_assert_eq!(undone.undo(), Some(action.clone()));
                prop_assert_eq!(&snapshot(&undone), &before);
                prop_assert!(undone.board().is_consistent());
            }
        }
    }
    // Taking everything back returns to the start.
    let start = snapshot(&Game::new(v).unwrap());
    while g.undo().is_some() {
        prop_assert!(g.board().is_consistent());
    }
    prop_assert_eq!(snapshot(&g), start);
    Ok(())
}

/// Whether play is free (past the opening script): only then is a pass accepted.
fn in_free_play(g: &Game) -> bool {
    !g.is_over() && g.clone().apply(Action::Pass).is_ok()
}

// ---------------------------------------------------------------------------------------
// Properties

// Random games are slow to make in debug builds: fewer cases where each needs one.
proptest! {
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(32)
    })]

    /// a. The forbidden points of a transformed position are the transformed forbidden
    /// points, for both colours under every restriction set.
    #[test]
    fn forbidden_points_commute_with_symmetries(seed in any::<u64>(), n in 10usize..90) {
        let board = game_position(seed, n);
        for rules in restriction_sets() {
            for color in Color::BOTH {
                let here = forbidden_points(&board, color, rules);
                for s in Symmetry::ALL {
                    let t = board.transformed(s);
                    prop_assert!(t.is_consistent());
                    prop_assert_eq!(t.hash(), board.hash_under(s));
                    let mapped: BTreeSet<(Point, Foul)> =
                        here.iter().map(|&(p, f)| (s.apply(p, 15), f)).collect();
                    prop_assert_eq!(
                        as_set(forbidden_points(&t, color, rules)),
                        mapped,
                        "{:?} {:?} {:?}", s, color, rules
                    );
                }
            }
        }
    }

    /// e. `foul_at` agrees with `forbidden_points` at every empty point.
    #[test]
    fn foul_at_agrees_with_forbidden_points(board in position()) {
        for rules in restriction_sets() {
            for color in Color::BOTH {
                let all: HashMap<Point, Foul> =
                    forbidden_points(&board, color, rules).into_iter().collect();
                for p in board.points() {
                    let expected = if board.is_empty_at(p) { all.get(&p).copied() } else { None };
                    prop_assert_eq!(foul_at(&board, p, color, rules), expected, "{} {:?}", p, color);
                }
            }
        }
    }

    /// b. Undo in a game goes back through exactly the states the game went through.
    #[test]
    fn undo_retraces_a_game(seed in any::<u64>(), n in 0usize..60, rules in any::<usize>()) {
        let all = rule_sets();
        let v = Variant::new(all[rules % all.len()]);
        let mut g = random_game(v, &mut Rng::new(seed), n);
        let actions = g.actions().to_vec();
        let mut states = Vec::new();
        let mut replay = Game::new(*g.variant()).unwrap();
        states.push(snapshot(&replay));
        for a in &actions {
            replay.apply(a.clone()).unwrap();
            states.push(snapshot(&replay));
        }
        prop_assert_eq!(states.last().unwrap(), &snapshot(&g));
        for k in (0..actions.len()).rev() {
            prop_assert_eq!(g.undo(), Some(actions[k].clone()));
            prop_assert!(g.board().is_consistent());
            prop_assert_eq!(&snapshot(&g), &states[k]);
        }
        prop_assert_eq!(g.undo(), None);
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(64)
    })]

    #[test]
    fn forbidden_points_commute_with_symmetries_on_dense_boards(board in scattered()) {
        for rules in restriction_sets() {
            for color in Color::BOTH {
                let here = forbidden_points(&board, color, rules);
                for s in Symmetry::ALL {
                    let mapped: BTreeSet<(Point, Foul)> =
                        here.iter().map(|&(p, f)| (s.apply(p, 15), f)).collect();
                    prop_assert_eq!(
                        as_set(forbidden_points(&board.transformed(s), color, rules)),
                        mapped,
                        "{:?} {:?} {:?}", s, color, rules
                    );
                }
            }
        }
    }

    /// b. Puts and takes keep the incremental masks, counts and hash equal to a full
    /// recomputation, and the board equal to a plain model of it.
    #[test]
    fn incremental_board_matches_recomputation(
        size in 5u8..=26,
        ops in prop::collection::vec((0u8..26, 0u8..26, 0u8..5), 1..150),
    ) {
        let mut board = Board::new(size);
        let empty_hash = board.hash();
        let mut model: HashMap<Point, Stone> = HashMap::new();
        let kinds = [Stone::Black, Stone::White, Stone::Neutral, Stone::Bomb, Stone::Common];
        for (c, r, k) in ops {
            let p = Point::new(c % size, r % size);
            match model.remove(&p) {
                Some(s) => prop_assert_eq!(board.take(p), Some(s)),
                None => {
                    let s = kinds[k as usize];
                    board.put(p, s);
                    model.insert(p, s);
                }
            }
            prop_assert!(board.is_consistent());
            prop_assert_eq!(board.hash(), board.recomputed().hash());
            prop_assert_eq!(board.stone_count(), model.len());
            for s in kinds {
                prop_assert_eq!(board.count(s), model.values().filter(|&&m| m == s).count());
            }
            prop_assert_eq!(board.get(p), model.get(&p).copied());
            prop_assert_eq!(board.is_full(), model.len() == size as usize * size as usize);
        }
        let stones: HashMap<Point, Stone> = board.stones().collect();
        prop_assert_eq!(&stones, &model);
        for s in Symmetry::ALL {
            let t = board.transformed(s);
            prop_assert!(t.is_consistent());
            prop_assert_eq!(t.hash(), board.hash_under(s));
            prop_assert_eq!(t.transformed(s.inverse()), board.clone());
        }
        // Taking every stone back leaves the empty board's hash.
        for p in model.keys() {
            board.take(*p);
        }
        prop_assert!(board.is_consistent());
        prop_assert_eq!(board.hash(), empty_hash);
        prop_assert!(board.is_empty());
    }

    /// c. Random actions under every rule set and opening rule: refusals change nothing,
    /// accepted actions keep every invariant, and undo restores the state before.
    #[test]
    fn random_actions_keep_the_game_consistent(
        rules in any::<usize>(),
        opening in 0..OpeningRule::ALL.len(),
        size in prop_oneof![4 => Just(15u8), 1 => Just(5u8), 1 => Just(7u8), 1 => Just(19u8)],
        tries in prop::collection::vec(try_action(), 1..70),
    ) {
        let all = rule_sets();
        let v = Variant::new(all[rules % all.len()])
            .with_opening(OpeningRule::ALL[opening])
            .with_size(size);
        run_actions(v, &tries)?;
    }

    /// d. Every point on every board size formats and reads back, in both column styles.
    #[test]
    fn notation_round_trip(size in 5u8..=26, c in 0u8..26, r in 0u8..26, skip_i in any::<bool>()) {
        let size = if skip_i { size.min(25) } else { size };
        let p = Point::new(c % size, r % size);
        let n = Notation::new(size).skip_i(skip_i);
        prop_assert_eq!(n.columns, if skip_i { Columns::SkipI } else { Columns::Renju });
        let text = n.format(p);
        prop_assert_eq!(n.parse_point(&text), Ok(p), "{}", text);
        prop_assert_eq!(n.parse_point(&text.to_ascii_uppercase()), Ok(p), "{}", text);
        if skip_i {
            prop_assert!(!text.starts_with('i'), "{}", text);
        } else {
            prop_assert_eq!(&text, &p.to_string());
        }
        // The column letters are in order, one a column.
        let letter = text.chars().next().unwrap();
        prop_assert_eq!(letter, n.columns.letter(p.col));
        if p.col + 1 < size {
            prop_assert!(n.columns.letter(p.col + 1) > letter);
        }
        // Gomocup coordinates, through the same reader.
        let (x, y) = p.to_gomocup(size);
        prop_assert_eq!(n.parse_point(&format!("{x},{y}")), Ok(p));
        // A list of moves, with and without separators.
        let q = Point::new(size - 1 - p.col, p.row);
        let moves = [Move::Place(p), Move::Pass, Move::Place(q)];
        let list = n.format_moves(&moves);
        prop_assert_eq!(n.parse_moves(&list), Ok(moves.to_vec()));
        prop_assert_eq!(n.parse_moves(&list.replace(' ', "")), Ok(moves.to_vec()));
        // A point one past the edge is refused.
        let beyond = format!("{}{}", n.columns.letter(p.col), size as u32 + 1);
        prop_assert!(n.parse_point(&beyond).is_err(), "{}", beyond);
    }
}

#[test]
fn the_generators_reach_the_interesting_states() {
    // The random actions must get through every opening script, or the property above
    // checks little. Run a fixed sample and count what it reached.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut rng = Rng::new(1984);
    let all = rule_sets();
    let mut through_opening: HashMap<String, usize> = HashMap::new();
    let mut endings: BTreeMap<&str, usize> = BTreeMap::new();
    for opening in OpeningRule::ALL {
        for _ in 0..12 {
            let v = Variant::new(all[rng.below(all.len())])
                .with_opening(opening)
                .with_size(15);
            let tries = prop::collection::vec(try_action(), 40..70)
                .new_tree(&mut runner)
                .unwrap()
                .current();
            let mut g = Game::new(v).unwrap();
            let mut free = false;
            for t in &tries {
                let a = concrete(&g, t);
                let _ = g.apply(a);
                free |= in_free_play(&g);
            }
            if free {
                *through_opening.entry(opening.name()).or_default() += 1;
            }
            if let Some(o) = g.outcome() {
                *endings.entry(o.reason.name()).or_default() += 1;
            }
        }
    }
    for o in OpeningRule::ALL {
        assert!(
            through_opening.get(&o.name()).copied().unwrap_or(0) >= 2,
            "{o}: {through_opening:?}"
        );
    }
    for r in [
        "five",
        "forbidden",
        "two-passes",
        "resignation",
        "agreement",
        "time",
    ] {
        assert!(endings.contains_key(r), "{r}: {endings:?}");
    }
}
