//! `pearls analyze`: the engine's view of a position.

use crate::options::{joined, parse_moves, setup_board, GameOptions};
use crate::Failure;
use pearls_engine::{variation, Board, Bound, Engine, Limits, Options, Proof, Rule, TimeControl};
use pearls_rules::opening::in_area;
use pearls_rules::{Action, Area, Color, Game, Pending};
use serde_json::json;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Thinking time in milliseconds.
    #[arg(long, default_value_t = 1000)]
    time_ms: u64,
    /// Stop at this depth (plies) instead.
    #[arg(long)]
    depth: Option<i32>,
    /// Stop after about this many nodes instead.
    #[arg(long)]
    nodes: Option<u64>,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 64)]
    hash: usize,
    /// Print one JSON object: best, score, bound (`exact`; `lower` where the search stopped
    /// after the move failed high, `upper` for a bomb or neutral stone whose reply's search
    /// did), depth, pv, outcome (`win`, `loss` or null).
    #[arg(long)]
    json: bool,
    /// The moves so far, alternately from black (`pass` skips a turn); `-` reads them
    /// from standard input. Under `+bomb` and `+neutral`, `bomb:h8` and `neutral:h8` are
    /// moves too.
    #[arg(value_name = "MOVES")]
    moves: Vec<String>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    if variation::has_variations(&v.rules) {
        return run_variation(&a, v);
    }
    let rule = Rule::for_rule_set(&v.rules).map_err(Failure::input)?;
    let n = a.game.notation(v.size);
    let moves = parse_moves(&joined(&a.moves)?, &n)?;
    if rule.is_capture_game() {
        return run_refereed(&a, v, rule, &n, &moves);
    }
    let (position, _) = setup_board(v.size, &moves)?;
    for (p, stone) in position.stones() {
        if let Some(c) = stone.color() {
            if v.rules.line_win(&position, p, c).is_some() {
                return Err(Failure::rules(format!(
                    "the game is over: {c} has a winning line through {}",
                    n.format(p)
                )));
            }
        }
    }
    let board = Board::from_position(&position, Color::after_plies(moves.len()), rule);
    search_and_print(&a, &board, &n, Vec::new())
}

/// The capture games and the games with open fours barred: the moves are played through
/// the referee from the first player, so that captures free their points and the opening
/// rule's areas hold (`--opening free` lifts them).
fn run_refereed(
    a: &Args,
    v: pearls_rules::Variant,
    rule: Rule,
    n: &pearls_rules::Notation,
    moves: &[pearls_rules::Move],
) -> Result<(), Failure> {
    let actions: Vec<Action> = moves.iter().map(|&m| Action::from(m)).collect();
    let game = replay(v, n, actions)?;
    let exclude = outside_area(&game);
    let board = Board::from_game(&game, rule);
    search_and_print(a, &board, n, exclude)
}

/// A game with variations: its actions (bombs and neutral stones among them) are played
/// through the referee, and the engine's choice may be a bomb or a neutral stone.
fn run_variation(a: &Args, v: pearls_rules::Variant) -> Result<(), Failure> {
    let rule = variation::engine_rule(&v.rules).map_err(|e| Failure::input(e.to_string()))?;
    let n = a.game.notation(v.size);
    let actions = crate::options::parse_action_list(&joined(&a.moves)?, &n)?;
    let game = replay(v, &n, actions)?;
    let start = std::time::Instant::now();
    let c = variation::choose(&mut engine(a), rule, &game, &limits(a, outside_area(&game)));
    let format = |x: &Action| pearls_rules::action::format_action(x, &n);
    print(
        a,
        game.to_move(),
        Report {
            best: c.action.as_ref().map(format),
            score: c.score,
            bound: c.bound,
            depth: c.depth,
            pv: c.pv.iter().map(format).collect(),
            proof: c.proof,
            nodes: c.nodes,
            ms: start.elapsed().as_millis(),
        },
    );
    Ok(())
}

/// The game after `actions`, played through the referee; an error names the move.
fn replay(
    v: pearls_rules::Variant,
    n: &pearls_rules::Notation,
    actions: Vec<Action>,
) -> Result<Game, Failure> {
    let rules = v.rules;
    let mut game = Game::new(v).map_err(|e| Failure::input(e.to_string()))?;
    for (i, action) in actions.into_iter().enumerate() {
        let text = pearls_rules::action::format_action(&action, n);
        game.apply(action)
            .map_err(|e| Failure::rules(format!("move {} ({text}): {e}", i + 1)))?;
    }
    if let Some(o) = game.outcome() {
        return Err(Failure::rules(format!(
            "the game is over: {}",
            o.describe(|c| rules.color_name(c))
        )));
    }
    Ok(game)
}

/// The empty points the opening rule does not allow for the next stone.
fn outside_area(game: &Game) -> Vec<pearls_rules::Point> {
    let area = match game.pending() {
        Some(Pending::Place { area, .. }) | Some(Pending::FifthOrOffer { area, .. }) => area,
        _ => Area::Anywhere,
    };
    let played = game.stones_played();
    let size = game.variant().size;
    game.board()
        .empty_points()
        .filter(|&p| !in_area(area, p, size, &played))
        .collect()
}

fn engine(a: &Args) -> Engine {
    Engine::new(Options {
        threads: a.threads.max(1),
        hash_mib: a.hash.max(1),
        ..Options::default()
    })
}

fn limits(a: &Args, exclude: Vec<pearls_rules::Point>) -> Limits {
    let limited = a.depth.is_some() || a.nodes.is_some();
    Limits {
        time: if limited {
            TimeControl::default()
        } else {
            TimeControl::per_move(a.time_ms)
        },
        depth: a.depth,
        nodes: a.nodes,
        exclude,
        ..Limits::default()
    }
}

fn search_and_print(
    a: &Args,
    board: &Board,
    n: &pearls_rules::Notation,
    exclude: Vec<pearls_rules::Point>,
) -> Result<(), Failure> {
    let r = engine(a).think(board, &limits(a, exclude), &mut |_| {});
    print(
        a,
        board.to_move(),
        Report {
            best: r.best.map(|p| n.format(p)),
            score: r.score,
            bound: r.bound,
            depth: r.depth,
            pv: r.pv.iter().map(|&p| n.format(p)).collect(),
            proof: r.proof,
            nodes: r.nodes,
            ms: r.elapsed.as_millis(),
        },
    );
    Ok(())
}

/// What a search found, in notation.
struct Report {
    best: Option<String>,
    score: i32,
    bound: Bound,
    depth: i32,
    pv: Vec<String>,
    proof: Proof,
    nodes: u64,
    ms: u128,
}

fn print(a: &Args, to_move: Color, r: Report) {
    if a.json {
        println!(
            "{}",
            json!({
                "best": r.best,
                "score": r.score,
                // `lower` where the search stopped after the move failed high.
                "bound": r.bound.name(),
                "depth": r.depth,
                "pv": r.pv,
                // As `POST /api/analysis` gives it: null when nothing is proven.
                "outcome": match r.proof {
                    Proof::Unknown => None,
                    p => Some(p.name()),
                },
            })
        );
        return;
    }
    println!("to move: {to_move}");
    println!("best: {}", r.best.as_deref().unwrap_or("none"));
    match r.bound {
        Bound::Exact => println!("score: {}", r.score),
        b => println!("score: {} ({} bound)", r.score, b.name()),
    }
    println!("depth: {}", r.depth);
    println!("pv: {}", r.pv.join(" "));
    let how = match r.proof {
        Proof::Win => format!("win for {to_move} in {} moves", r.pv.len().div_ceil(2)),
        Proof::Loss => format!("loss for {to_move}"),
        Proof::Unknown => "unknown".to_string(),
    };
    println!("outcome: {how}");
    println!("nodes: {} in {} ms", r.nodes, r.ms);
}
