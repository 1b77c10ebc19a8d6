//! The engine's board in the capture games against the referee: after random games with
//! takebacks, the stones, the captured counts, each move's result and which points are
//! legal are the referee's, and the incremental shapes match a board built afresh.

use pearls_engine::testing::pick_near_stones;
use pearls_engine::{Board, Rule};
use pearls_rules::random::Rng;
use pearls_rules::{Action, Game, OpeningRule, Point, Variant};

fn variant(rule: Rule) -> Variant {
    Variant::new(rule.rule_set()).with_opening(OpeningRule::Free)
}

fn check(game: &Game, board: &mut Board, rng: &mut Rng, all_points: bool) {
    let rb = game.board();
    assert_eq!(
        board.referee_board(),
        Some(rb),
        "mirror after {:?}",
        game.moves()
    );
    for &s in board.squares() {
        assert_eq!(
            board.color_at(s),
            rb.color_at(board.point(s)),
            "stone at {}",
            board.point(s)
        );
    }
    for c in [pearls_rules::Color::Black, pearls_rules::Color::White] {
        assert_eq!(board.captured(c), game.captured(c), "{c:?}'s captures");
    }
    assert_eq!(
        board.outcome(),
        game.outcome(),
        "result after {:?}",
        game.moves()
    );
    assert_eq!(board.unperfect_five(), game.unperfect_five());
    assert_eq!(board.to_move(), game.to_move());
    assert!(
        board.is_consistent(),
        "incremental state after {:?}",
        game.moves()
    );
    if game.is_over() {
        return;
    }
    let points: Vec<Point> = if all_points {
        rb.empty_points().collect()
    } else {
        (0..8).filter_map(|_| pick_near_stones(game, rng)).collect()
    };
    for p in points {
        let s = board.sq(p);
        let mut g = game.clone();
        let referee = g.apply(Action::Place(p)).is_ok();
        assert_eq!(
            board.is_legal(s, game.to_move()),
            referee,
            "legality of {p} after {:?}",
            game.moves()
        );
    }
}

/// Plays `games` random games; returns how many moves captured and how many ended one,
/// so that a test can tell that it saw both.
fn random_games(rule: Rule, games: u64) -> (u32, u32) {
    let (mut captures, mut ends) = (0, 0);
    for seed in 0..games {
        let mut rng = Rng::new(seed * 7 + rule as u64 + 1);
        let mut game = Game::new(variant(rule).with_size(13)).unwrap();
        let mut board = Board::new(13, rule);
        let mut played = 0;
        while played < 160 {
            let undo = game.is_over() || (!game.moves().is_empty() && rng.below(7) == 0);
            if undo {
                if game.moves().is_empty() {
                    break;
                }
                game.undo();
                board.undo();
            } else {
                let Some(p) = pick_near_stones(&game, &mut rng) else {
                    break;
                };
                if game.apply(Action::Place(p)).is_err() {
                    continue;
                }
                let before = board.captured(board.to_move());
                board.play(board.sq(p));
                captures += u32::from(board.captured(board.to_move().opposite()) > before);
                ends += u32::from(board.outcome().is_some());
                played += 1;
            }
            check(&game, &mut board, &mut rng, played % 40 == 0);
        }
    }
    (captures, ends)
}

#[test]
fn pente_board_follows_the_referee() {
    let (captures, ends) = random_games(Rule::Pente, 12);
    assert!(
        captures > 20 && ends > 3,
        "{captures} captures, {ends} ends"
    );
}

#[test]
fn keryo_pente_board_follows_the_referee() {
    let (captures, ends) = random_games(Rule::KeryoPente, 12);
    assert!(
        captures > 20 && ends > 3,
        "{captures} captures, {ends} ends"
    );
}

#[test]
fn ninuki_renju_board_follows_the_referee() {
    let (captures, ends) = random_games(Rule::NinukiRenju, 12);
    assert!(
        captures > 20 && ends > 3,
        "{captures} captures, {ends} ends"
    );
}

#[test]
fn anti_renju_board_follows_the_referee() {
    let (_, ends) = random_games(Rule::AntiRenju, 8);
    assert!(ends > 3, "{ends} ends");
}

#[test]
fn anti_pente_board_follows_the_referee() {
    let (_, ends) = random_games(Rule::AntiPente, 8);
    assert!(ends > 3, "{ends} ends");
}
