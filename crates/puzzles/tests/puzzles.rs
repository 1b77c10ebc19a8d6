//! Puzzles made from hand-set positions: a unique win kept, two winning moves marked and
//! rejected, white's win through a point forbidden to black, positions equal under the
//! symmetries kept once, and the trainer's steps.

use pearls_engine::Rule;
use pearls_puzzles::{mine, puzzle_at, solve_step, verify, MineOptions, Puzzle, Settings};
use pearls_rules::{Notation, Point, Symmetry};

fn moves(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

fn points(s: &str) -> Vec<Point> {
    let n = Notation::new(15);
    s.split_whitespace()
        .map(|m| n.parse_point(m).unwrap())
        .collect()
}

/// Short lines allowed, as hand-set positions are small.
fn short() -> Settings {
    Settings {
        min_plies: 3,
        ..Settings::default()
    }
}

// Black's h8 i8 j8, shut at f8 by white: k8 makes an open four (i7 wins as well).
const ONE_WIN: &str = "h8 f8 i8 a1 j8 o15";
// From a free-style game (data/games/freestyle-fit1.sgf): only black's i9 wins.
const UNIQUE: &str = "h8 g8 f6 g7 g6 h6 i5 e10 h7 f5 i4 i7 g5 h4 j5 h5 h3 g2 k6 l7 k5 i6 l5 \
                      m5 j7 i8 m4 n3 k4 i10";
// Two open threes of black's: any of four ends wins.
const TWO_WINS: &str = "h8 a1 i8 o1 j8 a15 h12 o15 i12 a8 j12 o8";
// Black's f8 g8 and h6 h7 make h8 a double three, forbidden to black; white's i9 makes a
// four whose only five is at h8 (black's m13 shuts the other end).
const TRAP: &str = "f8 j10 g8 k11 h6 l12 h7 a15 m13";

#[test]
fn a_unique_win_makes_a_puzzle_that_verifies() {
    let p = puzzle_at("freestyle", 15, &moves(UNIQUE), Settings::default()).unwrap();
    assert_eq!(p.to_move, "black");
    assert!(!p.multi_answer, "{p:?}");
    assert_eq!(p.solution[0], "i9");
    assert!(p.solution.len() >= 5, "{p:?}");
    assert_eq!(p.alternatives.len(), p.solution.len() / 2, "{p:?}");
    assert!(p.has_theme("vct"), "{p:?}");
    verify(&p).unwrap();
    // The same position with another first move stored fails the check.
    let mut wrong = p.clone();
    wrong.solution[0] = "j4".to_string();
    assert!(verify(&wrong).is_err());
    // A three of black's on an open board wins in more ways than one.
    let open = puzzle_at("freestyle", 15, &moves(ONE_WIN), short()).unwrap();
    assert!(open.multi_answer, "{open:?}");
}

#[test]
fn two_winning_first_moves_are_marked_and_rejected() {
    let p = puzzle_at("freestyle", 15, &moves(TWO_WINS), short()).unwrap();
    assert!(p.multi_answer, "{p:?}");
    // Stored as if unique, it fails verification, naming the other move.
    let claimed = Puzzle {
        multi_answer: false,
        ..p.clone()
    };
    let e = verify(&claimed).unwrap_err();
    assert!(e.contains("wins too"), "{e}");
    // Marked, it verifies.
    verify(&p).unwrap();
    // The generator drops it unless asked to keep it.
    let game = points(&format!("{TWO_WINS} {} a3", p.solution[0]));
    let opts = MineOptions {
        settings: short(),
        ..MineOptions::new(Rule::Freestyle)
    };
    let (found, report) = mine(std::slice::from_ref(&game), &opts, &|_| {});
    assert!(found.iter().all(|q| q.id != p.id), "{found:?}");
    assert!(
        report.rejected.contains_key("a second winning first move"),
        "{report:?}"
    );
    let keep = MineOptions {
        keep_multi: true,
        ..opts
    };
    let (found, _) = mine(&[game], &keep, &|_| {});
    assert!(
        found.iter().any(|q| q.id == p.id && q.multi_answer),
        "{found:?}"
    );
}

#[test]
fn white_wins_through_a_point_forbidden_to_black() {
    let p = puzzle_at("renju", 15, &moves(TRAP), short()).unwrap();
    assert_eq!(p.to_move, "white");
    assert!(!p.multi_answer, "{p:?}");
    assert_eq!(p.solution.first().map(String::as_str), Some("i9"));
    // The line still ends in white's five, at the point black could not take.
    assert_eq!(p.solution.last().map(String::as_str), Some("h8"));
    assert!(p.has_theme("forbidden-trap"), "{p:?}");
    verify(&p).unwrap();
    // Under free-style the same stones make no trap: black simply blocks at h8.
    assert!(puzzle_at("freestyle", 15, &moves(TRAP), short()).is_err());
}

#[test]
fn positions_equal_under_a_symmetry_are_kept_once() {
    let game = points(&format!("{TRAP} i9 a3 h8"));
    let opts = MineOptions {
        settings: short(),
        ..MineOptions::new(Rule::Renju)
    };
    let (alone, _) = mine(std::slice::from_ref(&game), &opts, &|_| {});
    assert_eq!(alone.len(), 1, "{alone:?}");
    let games: Vec<Vec<Point>> = [
        Symmetry::Identity,
        Symmetry::FlipColumns,
        Symmetry::Rotate90,
    ]
    .iter()
    .map(|&s| game.iter().map(|&p| s.apply(p, 15)).collect())
    .collect();
    let (found, report) = mine(&games, &opts, &|_| {});
    assert_eq!(found, alone);
    assert_eq!(report.duplicates, 2);
}

#[test]
fn the_trainer_accepts_the_line_and_refuses_a_wrong_move() {
    let p = puzzle_at("renju", 15, &moves(TRAP), short()).unwrap();
    let first = solve_step(&p, &p.solution[..1]).unwrap();
    assert!(first.correct && !first.done);
    assert_eq!(first.reply.as_deref(), Some(p.solution[1].as_str()));
    let last = solve_step(&p, &p.solution).unwrap();
    assert!(last.correct && last.done, "{last:?}");
    let wrong = solve_step(&p, &moves("h8")).unwrap();
    assert!(!wrong.correct && wrong.reply.is_none());
    assert!(
        solve_step(&p, &moves("i9 a2")).is_err(),
        "an even count is refused"
    );
    // Another black reply than the stored one: the reply is worked out, and white's h8
    // still wins.
    let other = solve_step(&p, &moves("i9 a2 h8")).unwrap();
    assert!(other.correct && other.done, "{other:?}");
}

#[test]
fn still_wins_and_the_defender_reply_follow_the_proof() {
    let line = moves(&format!("{ONE_WIN} k8"));
    assert!(pearls_puzzles::still_wins("freestyle", 15, &line).unwrap());
    let reply = pearls_puzzles::defender_reply("freestyle", 15, &line)
        .unwrap()
        .unwrap();
    assert!(["g8", "l8"].contains(&reply.as_str()), "{reply}");
    let weak = moves(&format!("{ONE_WIN} g8"));
    assert!(!pearls_puzzles::still_wins("freestyle", 15, &weak).unwrap());
    assert!(pearls_puzzles::still_wins("freestyle", 15, &moves("h8")).is_ok());
    assert!(pearls_puzzles::still_wins("nonsense", 15, &moves("h8")).is_err());
}
