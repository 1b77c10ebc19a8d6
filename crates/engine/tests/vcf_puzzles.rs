//! Every puzzle in `tests/data/vcf-puzzles.tsv` is solved, and each line found is checked
//! move by move with the referee: legal, forcing, and ending in a win.

use pearls_engine::vcf::ThreatSearch;
use pearls_engine::{Board, Rule};
use pearls_rules::{Action, Color, Game, Notation, Point, Reason, RuleSet, Variant};

struct Puzzle {
    name: String,
    rule: Rule,
    to_move: Color,
    black: Vec<Point>,
    white: Vec<Point>,
}

fn points(field: &str) -> Vec<Point> {
    let n = Notation::new(15);
    field
        .split_whitespace()
        .map(|t| n.parse_point(t).unwrap_or_else(|e| panic!("{t}: {e}")))
        .collect()
}

fn load() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/vcf-puzzles.tsv");
    let text = std::fs::read_to_string(path).expect("puzzle file");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() >= 5, "bad line: {l}");
            Puzzle {
                name: f[0].to_string(),
                rule: Rule::from_name(f[1]).expect("rule"),
                to_move: if f[2] == "black" {
                    Color::Black
                } else {
                    Color::White
                },
                black: points(f[3]),
                white: points(f[4]),
            }
        })
        .collect()
}

/// A referee's game holding the puzzle's stones: they go down alternately, each colour
/// choosing among its stones one that neither wins nor fouls on the board so far.
fn setup(p: &Puzzle) -> Game {
    let rules = p.rule.rule_set();
    let mut game = Game::new(Variant::new(rules)).expect("size");
    let mut left = [p.black.clone(), p.white.clone()];
    while !left[0].is_empty() || !left[1].is_empty() {
        let c = game.to_move();
        let pick = left[c.index()].iter().position(|&q| {
            let mut b = game.board().clone();
            let foul = rules.foul_at(&b, q, c);
            b.put(q, c.into());
            foul.is_none() && rules.line_win(&b, q, c).is_none()
        });
        let i = pick.unwrap_or_else(|| panic!("{}: no order sets these stones up", p.name));
        let q = left[c.index()].remove(i);
        game.apply(Action::Place(q)).expect("setup move");
    }
    assert_eq!(game.to_move(), p.to_move, "{}: side to move", p.name);
    game
}

/// Points where `color` would complete a winning line.
fn wins(rules: &RuleSet, board: &pearls_rules::Board, color: Color) -> Vec<Point> {
    board
        .empty_points()
        .filter(|&q| {
            let mut b = board.clone();
            b.put(q, color.into());
            rules.line_win(&b, q, color).is_some()
        })
        .collect()
}

/// Replays a line with the referee; panics with the reason when it is not a forcing win.
pub fn check_line(name: &str, mut game: Game, line: &[Point]) {
    let rules = game.variant().rules;
    let attacker = game.to_move();
    assert!(
        !line.is_empty() && line.len() % 2 == 1,
        "{name}: line {line:?}"
    );
    for (i, &m) in line.iter().enumerate() {
        let mover = game.to_move();
        game.apply(Action::Place(m))
            .unwrap_or_else(|e| panic!("{name}: move {} ({m}) refused: {e}", i + 1));
        if i + 1 == line.len() {
            break;
        }
        assert!(!game.is_over(), "{name}: game over early at {m}");
        if mover == attacker {
            let threats = wins(&rules, game.board(), attacker);
            assert!(!threats.is_empty(), "{name}: {m} is not a four");
            let reply = line[i + 1];
            let blockable = threats.iter().any(|&t| {
                rules
                    .foul_at(game.board(), t, attacker.opposite())
                    .is_none()
            });
            if threats.len() == 1 && blockable {
                assert_eq!(reply, threats[0], "{name}: {reply} does not block {m}");
            }
        }
    }
    let o = game
        .outcome()
        .unwrap_or_else(|| panic!("{name}: no win at the end"));
    assert_eq!(o.winner, Some(attacker), "{name}");
    assert!(
        matches!(o.reason, Reason::Five | Reason::Overline),
        "{name}: {o}"
    );
}

#[test]
fn every_puzzle_is_solved_by_a_forcing_line() {
    let puzzles = load();
    assert!(puzzles.len() >= 10);
    let mut solver = ThreatSearch::new(20);
    for p in &puzzles {
        let game = setup(p);
        let mut board = Board::from_position(game.board(), p.to_move, p.rule);
        let line = solver
            .vcf(&mut board, 3_000_000)
            .unwrap_or_else(|| panic!("{}: no VCF found ({} nodes)", p.name, solver.nodes()));
        assert!(board.is_consistent());
        let line: Vec<Point> = line.iter().map(|&s| board.point(s)).collect();
        check_line(&p.name, game, &line);
    }
}

#[test]
fn the_defender_finds_no_vcf_in_the_puzzles() {
    // Not a proof of anything about the puzzles, but the solver must not claim wins that
    // the referee would refuse: every claimed line is replayed.
    let mut solver = ThreatSearch::new(18);
    for p in load() {
        let game = setup(&p);
        let mut board = Board::from_position(game.board(), p.to_move, p.rule);
        board.pass();
        let mut g = game.clone();
        g.apply(Action::Pass).expect("pass");
        if let Some(line) = solver.vcf(&mut board, 200_000) {
            let line: Vec<Point> = line.iter().map(|&s| board.point(s)).collect();
            check_line(&p.name, g, &line);
        }
    }
}
