//! Tactical suites of the capture games, written from their rules: each position has one
//! answer the rules force, found within a fixed node budget (not a time, so that a slow
//! machine does not fail it).

use pearls_engine::{Board, Engine, Limits, Proof, Rule};
use pearls_rules::random::Rng;
use pearls_rules::{Action, Color, Game, Notation, OpeningRule, Point, Variant};

const NODES: u64 = 200_000;

/// The position after `moves` (from the first player, `pass` allowed), replayed by the
/// referee under `rule` with no opening areas, with `captured` stones (black's first)
/// taken before it.
fn position(rule: Rule, moves: &str, captured: [u16; 2]) -> (Game, Board) {
    let v = Variant::new(rule.rule_set()).with_opening(OpeningRule::Free);
    let mut game = Game::new(v).unwrap();
    let n = Notation::new(v.size);
    for m in n.parse_moves(moves).unwrap() {
        game.apply(Action::from(m))
            .unwrap_or_else(|e| panic!("{m:?} in {moves}: {e}"));
    }
    assert!(!game.is_over(), "{moves}: {:?}", game.outcome());
    let mut board = Board::from_game(&game, rule);
    board.set_captured(captured);
    (game, board)
}

fn best(board: &Board) -> (Point, Proof) {
    let mut engine = Engine::default();
    let limits = Limits {
        nodes: Some(NODES),
        ..Limits::default()
    };
    let r = engine.think(board, &limits, &mut |_| {});
    assert!(r.nodes <= NODES + 1_000, "{} nodes", r.nodes);
    (r.best.expect("a move"), r.proof)
}

fn pt(s: &str) -> Point {
    Notation::new(19).parse_point(s).unwrap()
}

/// Interleaves black's and white's stones into one move list, passes filling in for the
/// side with fewer.
fn stones(black: &str, white: &str) -> String {
    let b: Vec<&str> = black.split_whitespace().collect();
    let w: Vec<&str> = white.split_whitespace().collect();
    let mut out = Vec::new();
    for i in 0..b.len().max(w.len()) {
        out.push(*b.get(i).unwrap_or(&"pass"));
        if i + 1 < b.len() || i < w.len() {
            out.push(*w.get(i).unwrap_or(&"pass"));
        }
    }
    out.join(" ")
}

#[test]
fn pente_the_fifth_capture_wins() {
    // Black has taken four pairs; k10 l10 is a white pair bracketed by j10, and white
    // threatens a five at g3 or b3: only the capture at m10 wins at once.
    let moves = stones("j10 a19 s19 a17", "k10 l10 c3 d3 e3 f3");
    let (_, board) = position(Rule::Pente, &moves, [8, 0]);
    assert_eq!(board.to_move(), Color::Black);
    let (p, proof) = best(&board);
    assert_eq!((p, proof), (pt("m10"), Proof::Win));
}

#[test]
fn pente_a_capture_breaks_a_double_four() {
    // White has two fours, f5-i5 (e5 blocked) and i6-l6 (m6 blocked): a block of one
    // loses to the other. Capturing i5 and i6 at once (i4, with black on i7) breaks both,
    // and white can refill only one. (White's stones may still win later: the capture is
    // the one move that does not lose to the next five.)
    let moves = stones("e5 m6 i7 a19 s19 a1", "f5 g5 h5 i5 i6 j6 k6 l6");
    let (_, board) = position(Rule::Pente, &moves, [0, 0]);
    assert_eq!(board.to_move(), Color::Black);
    let (p, _) = best(&board);
    assert_eq!(p, pt("i4"));
}

#[test]
fn pente_the_only_defence_against_a_capture_win() {
    // White has taken four pairs and threatens the fifth at m10 (j10 brackets black's
    // k10 l10); black's open three at c3 d3 e3 is no answer to that.
    let moves = stones("k10 l10 c3 d3 e3", "j10 a19 s19 s1 s2");
    let (_, board) = position(Rule::Pente, &moves, [0, 8]);
    assert_eq!(board.to_move(), Color::Black);
    let (p, proof) = best(&board);
    assert_eq!(p, pt("m10"));
    assert_ne!(proof, Proof::Loss);
}

#[test]
fn keryo_pente_a_three_stone_capture_wins() {
    // Black has taken twelve stones; j10 brackets white's k10 l10 m10, and white threatens
    // a five: n10 takes three stones, the fifteenth.
    let moves = stones("j10 a19 s19 a17", "k10 l10 m10 c3 d3 e3 f3");
    let (_, board) = position(Rule::KeryoPente, &moves, [12, 0]);
    assert_eq!(board.to_move(), Color::Black);
    let (p, proof) = best(&board);
    assert_eq!((p, proof), (pt("n10"), Proof::Win));
}

#[test]
fn ninuki_renju_an_unperfect_five_is_broken_by_a_capture() {
    // Black's j5 makes f5-j5, but h5 h6 is a pair white brackets from h7: the five stands
    // only if white does not capture it, and h4 does.
    let setup = stones("f5 g5 h5 i5 h6 a15", "h7 o15 a1 o1 o2");
    let (game, mut board) = position(Rule::NinukiRenju, &setup, [0, 0]);
    assert_eq!(board.to_move(), Color::White);
    board.pass();
    board.play(board.sq(pt("j5")));
    assert_eq!(board.unperfect_five(), Some(Color::Black));
    assert_eq!(board.outcome(), None);
    let mut referee = game.clone();
    referee.apply(Action::Pass).unwrap();
    referee.apply(Action::Place(pt("j5"))).unwrap();
    assert_eq!(referee.unperfect_five(), Some(Color::Black));
    // Every other move lets the five stand.
    let squares = board.squares().to_vec();
    for s in squares {
        if s != board.sq(pt("h4")) && board.is_legal(s, Color::White) {
            board.play(s);
            assert_eq!(board.outcome().and_then(|o| o.winner), Some(Color::Black));
            board.undo();
        }
    }
    let (p, _) = best(&board);
    assert_eq!(p, pt("h4"));
}

/// In the games with the open four barred, the engine's move is one the referee takes,
/// in random positions where threes (and so open fours) abound.
fn plays_only_legal_moves(rule: Rule) {
    let v = Variant::new(rule.rule_set()).with_opening(OpeningRule::Free);
    for seed in 0..6 {
        let mut rng = Rng::new(seed + 11);
        let game = pearls_rules::random::random_game(v, &mut rng, 20 + seed as usize * 4);
        if game.is_over() {
            continue;
        }
        let board = Board::from_game(&game, rule);
        let mut engine = Engine::default();
        let limits = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        let r = engine.think(&board, &limits, &mut |_| {});
        let p = r.best.expect("a move");
        let mut g = game.clone();
        assert!(
            g.apply(Action::Place(p)).is_ok(),
            "{rule}: {p} after {:?}",
            game.moves()
        );
        for &m in &r.pv[1..] {
            if g.is_over() {
                break;
            }
            {
                let ok = g.apply(Action::Place(m));
                assert!(
                    ok.is_ok(),
                    "{rule}: pv {:?}, move {m}: {ok:?} after {:?}",
                    r.pv,
                    g.moves()
                );
            }
        }
    }
}

#[test]
fn anti_renju_moves_respect_the_open_four_ban() {
    plays_only_legal_moves(Rule::AntiRenju);
}

#[test]
fn anti_pente_moves_respect_the_open_four_ban() {
    plays_only_legal_moves(Rule::AntiPente);
}

#[test]
fn an_open_three_is_not_made_an_open_four_in_anti_renju() {
    // Black's f8 g8 h8 is open: e8 and i8 make open fours, which anti-renju bars.
    let moves = stones("f8 g8 h8", "a1 a3 a5");
    let (_, board) = position(Rule::AntiRenju, &moves, [0, 0]);
    let mut board = board;
    for p in ["e8", "i8"] {
        assert!(!board.is_legal(board.sq(pt(p)), Color::Black), "{p}");
    }
    let (p, _) = best(&board);
    assert!(p != pt("e8") && p != pt("i8"), "{p}");
}
