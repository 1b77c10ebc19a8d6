//! The engine as a player of a refereed game: it answers whatever decision is pending —
//! a move inside an opening area, a swap, a declaration, fifth-move offers, a choice
//! among offers — and never proposes an action the referee refuses when a legal one
//! exists.

use crate::{Board, Engine, Limits, Rule, TimeControl};
use pearls_rules::opening::in_area;
use pearls_rules::{Action, Area, Color, Game, Pending, Point, Reason};

/// The engine's decision for whatever is pending.
pub fn decide(engine: &mut Engine, rule: Rule, game: &Game, time_ms: u64) -> Action {
    let Some(pending) = game.pending() else {
        return Action::Pass;
    };
    decide_pending(engine, rule, game, &pending, time_ms)
}

fn decide_pending(
    engine: &mut Engine,
    rule: Rule,
    game: &Game,
    pending: &Pending,
    time_ms: u64,
) -> Action {
    match pending {
        Pending::Place { area, .. } | Pending::FifthOrOffer { area, .. } => {
            place(engine, rule, game, *area, time_ms)
        }
        // Playing on declines the swap.
        Pending::SwapOption {
            then: Some(then), ..
        } => decide_pending(engine, rule, game, then, time_ms),
        Pending::SwapOption { then: None, .. } => Action::Keep,
        Pending::Declare { .. } => Action::Declare(1),
        Pending::Offer { count } => {
            let lines = best(
                engine,
                rule,
                game,
                Color::Black,
                &|_| true,
                *count as usize + 4,
                time_ms,
            );
            offer(game, &lines, *count as usize).unwrap_or(Action::Resign(None))
        }
        Pending::Choose { offers } => Action::Choose(choose(engine, rule, game, offers, time_ms)),
        // Other opening decisions: play on, which every rule accepts or refuses.
        _ => place(engine, rule, game, Area::Anywhere, time_ms),
    }
}

fn place(engine: &mut Engine, rule: Rule, game: &Game, area: Area, time_ms: u64) -> Action {
    let played = game.stones_played();
    let size = game.variant().size;
    let allowed = |p: Point| in_area(area, p, size, &played);
    // Where a forbidden stone loses rather than being refused, the referee takes it: it
    // is no move to play while a pass keeps the game going.
    let legal = |p: Point| {
        allowed(p) && {
            let mut g = game.clone();
            g.apply(Action::Place(p)).is_ok()
                && !matches!(g.outcome(), Some(o) if matches!(o.reason, Reason::Forbidden(_)))
        }
    };
    // A bomb or a neutral stone in hand: weighed at the root against the best stone.
    let us = game.to_move();
    if area == Area::Anywhere && (game.bombs_left(us) > 0 || game.neutral_left(us) > 0) {
        let limits = Limits {
            time: TimeControl::per_move(time_ms),
            ..Limits::default()
        };
        if let Some(action) = crate::variation::choose(engine, rule, game, &limits).action {
            let mut g = game.clone();
            if g.apply(action.clone()).is_ok() {
                return action;
            }
        }
    }
    let found = best(engine, rule, game, game.to_move(), &allowed, 1, time_ms);
    match found.first() {
        Some(&p) if legal(p) => Action::Place(p),
        // The search found nothing the referee takes (black boxed in by forbidden points
        // finds nothing at all): the first legal point near the centre, else a pass.
        _ => {
            let c = Point::centre(size);
            let mut points: Vec<Point> = game.board().empty_points().collect();
            points.sort_by_key(|p| p.distance(c));
            points
                .into_iter()
                .find(|&p| legal(p))
                .map_or(Action::Pass, Action::Place)
        }
    }
}

fn best(
    engine: &mut Engine,
    rule: Rule,
    game: &Game,
    color: Color,
    allowed: &dyn Fn(Point) -> bool,
    lines: usize,
    time_ms: u64,
) -> Vec<Point> {
    // The game's own position carries what the stones do not: the captures made so far
    // and a five still to break.
    let board = if color == game.to_move() {
        Board::from_game(game, rule)
    } else {
        Board::from_position(game.board(), color, rule)
    };
    let exclude: Vec<Point> = game
        .board()
        .empty_points()
        .filter(|&p| !allowed(p))
        .collect();
    engine.set_multipv(lines);
    let limits = Limits {
        time: TimeControl::per_move(time_ms),
        exclude,
        ..Limits::default()
    };
    let r = engine.think(&board, &limits, &mut |_| {});
    engine.set_multipv(1);
    r.lines
        .iter()
        .filter_map(|l| l.moves.first().copied())
        .collect()
}

/// White picks the offered black move that leaves white best placed.
fn choose(engine: &mut Engine, rule: Rule, game: &Game, offers: &[Point], time_ms: u64) -> Point {
    let mut best = (i32::MIN, offers[0]);
    for &p in offers {
        let mut position = game.board().clone();
        position.put(p, Color::Black.into());
        let board = Board::from_position(&position, Color::White, rule);
        let limits = Limits {
            time: TimeControl::per_move(time_ms / offers.len().max(1) as u64),
            ..Limits::default()
        };
        let score = engine.think(&board, &limits, &mut |_| {}).score;
        if score > best.0 {
            best = (score, p);
        }
    }
    best.1
}

/// The first `count` of the candidates that the referee accepts together as an offer.
fn offer(game: &Game, candidates: &[Point], count: usize) -> Option<Action> {
    let mut chosen: Vec<Point> = Vec::new();
    for &p in candidates {
        let mut trial = chosen.clone();
        trial.push(p);
        let mut g = game.clone();
        let ok = trial.len() < count || g.apply(Action::Offer(trial.clone())).is_ok();
        let pairwise = trial.len() >= count
            || !chosen
                .iter()
                .any(|&q| pearls_rules::game::equivalent_after(game.board(), Color::Black, q, p));
        if ok && pairwise {
            chosen = trial;
            if chosen.len() == count {
                return Some(Action::Offer(chosen));
            }
        }
    }
    None
}
