//! The variations, written from the rules: the engine drops its bomb or plays a neutral
//! stone when nothing else saves the game, keeps them in a quiet position, makes a five
//! through the common centre stone, and its board follows repensi's turning captures
//! and the common stone as the referee does, through random games with takebacks.

use pearls_engine::testing::pick_near_stones;
use pearls_engine::variation::{self, choose, engine_rule};
use pearls_engine::{Board, Engine, Limits, Options, Proof, Rule, TimeControl};
use pearls_rules::random::Rng;
use pearls_rules::{Action, Color, Game, Notation, OpeningRule, Point, RuleSet, Variant};

const WIN_MIN: i32 = pearls_engine::search::WIN_MIN;

fn game(rules: &str, opening: OpeningRule, actions: &str) -> Game {
    let rules = RuleSet::by_name(rules).expect("a rule set");
    let mut g = Game::new(Variant::new(rules).with_opening(opening).with_size(15)).unwrap();
    let n = Notation::new(15);
    for a in pearls_rules::action::parse_actions(actions, &n).unwrap() {
        g.apply(a.clone())
            .unwrap_or_else(|e| panic!("{a:?} after {actions}: {e}"));
    }
    g
}

fn pt(s: &str) -> Point {
    Notation::new(15).parse_point(s).unwrap()
}

fn decide(g: &Game, ms: u64) -> variation::Choice {
    let rule = engine_rule(&g.variant().rules).expect("the engine plays it");
    let mut engine = Engine::new(Options::default());
    let limits = Limits {
        time: TimeControl::per_move(ms),
        ..Limits::default()
    };
    choose(&mut engine, rule, g, &limits)
}

/// Black's quiet stones in the corners' reach, white's straight four h8-k8: only a bomb
/// saves black.
const OPEN_FOUR: &str = "c3 h8 c13 i8 m3 j8 m13 k8";

#[test]
fn the_bomb_destroys_an_open_four_when_nothing_else_defends() {
    let g = game("freestyle+bomb", OpeningRule::Free, OPEN_FOUR);
    let c = decide(&g, 600);
    let Some(Action::Bomb(p)) = c.action else {
        panic!("expected a bomb, got {:?}", c.action);
    };
    let mut after = g.clone();
    after.apply(Action::Bomb(p)).unwrap();
    let white_left = ["h8", "i8", "j8", "k8"]
        .iter()
        .filter(|s| after.board().color_at(pt(s)) == Some(Color::White))
        .count();
    assert!(
        white_left <= 2,
        "the bomb at {p} leaves {white_left} of the four"
    );
    assert!(c.score > -WIN_MIN, "the bomb saves the game: {}", c.score);
    assert_eq!(after.bombs_left(Color::Black), 0);
}

#[test]
fn the_bomb_works_in_a_capture_game_too() {
    // Pente: the same straight four; black has no capture that breaks it.
    let g = game("pente+bomb", OpeningRule::Free, OPEN_FOUR);
    let c = decide(&g, 600);
    assert!(
        matches!(c.action, Some(Action::Bomb(_))),
        "expected a bomb, got {:?}",
        c.action
    );
}

#[test]
fn the_bomb_is_kept_in_a_quiet_position() {
    let g = game("freestyle+bomb", OpeningRule::Free, "h8 i9 h10");
    let c = decide(&g, 300);
    assert!(
        matches!(c.action, Some(Action::Place(_))),
        "a stone in a quiet position, got {:?}",
        c.action
    );
}

#[test]
fn the_bomb_is_kept_when_a_stone_blocks_the_four() {
    // White's a4-a7 is closed at a3 by black: one stone on a8 answers it, and black's
    // open three g7-h8-i9 keeps the game black's.
    let g = game(
        "freestyle+bomb+neutral",
        OpeningRule::Free,
        "a3 a4 h8 a5 i9 a6 g7 a7",
    );
    let c = decide(&g, 600);
    assert_eq!(c.action, Some(Action::Place(pt("a8"))), "{c:?}");
}

#[test]
fn a_neutral_stone_blocks_a_four_on_a_point_forbidden_to_black() {
    // White's h9-h12 is closed at h13; its five point h8 would give black the overline
    // e8-j8, forbidden in renju, and black has no five: only a neutral stone on h8 holds.
    let g = game(
        "renju+neutral",
        OpeningRule::Free,
        "e8 h9 f8 h10 g8 h11 i8 h12 j8 a1 h13 o15",
    );
    assert_eq!(g.to_move(), Color::Black);
    let c = decide(&g, 600);
    assert_eq!(c.action, Some(Action::Neutral(pt("h8"))), "{c:?}");
    assert!(c.score > -WIN_MIN, "{c:?}");
}

#[test]
fn the_common_centre_stone_makes_a_five_for_either_side() {
    // Black's first stone on the centre is common: with it white's i8 j8 k8 is a
    // straight four, g8 or l8 a five.
    let g = game(
        "freestyle+centre",
        OpeningRule::Centre,
        "h8 i8 a1 j8 a3 k8 a5",
    );
    assert_eq!(g.to_move(), Color::White);
    let c = decide(&g, 300);
    let best = c.action.clone().expect("a move");
    assert!(
        [Action::Place(pt("g8")), Action::Place(pt("l8"))].contains(&best),
        "{c:?}"
    );
    assert_eq!(c.proof, Proof::Win);
    let mut g = g;
    g.apply(best).unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
    // Black, had it to move, could not stop it: the stone is white's in white's lines
    // while it is black's in black's.
    let b = game("freestyle+centre", OpeningRule::Centre, "h8 i8 a1 j8 a3 k8");
    let board = Board::from_game(&b, Rule::Freestyle);
    let g8 = board.sq(pt("g8"));
    assert_eq!(
        board.threat(g8, Color::White),
        pearls_engine::pattern::Threat::Five
    );
    let c = decide(&b, 300);
    assert_eq!(c.proof, Proof::Loss, "{c:?}");
}

#[test]
fn the_engine_names_what_it_does_not_play() {
    let unknown = RuleSet {
        name: "go-moku-on-a-torus",
        ..RuleSet::freestyle()
    };
    let e = engine_rule(&unknown).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("the engine does not play go-moku-on-a-torus: "),
        "{e}"
    );
    for name in [
        "pente+bomb",
        "anti-renju+neutral",
        "renju+centre+bomb",
        "freestyle+repensi",
        "keryo-pente+repensi+neutral",
    ] {
        let r = RuleSet::by_name(name).unwrap();
        assert!(engine_rule(&r).is_ok(), "{name}");
    }
}

/// Plays random games of `rules` (with a few neutral stones set first, where the rules
/// give them) with takebacks, checking the engine's board against the referee after
/// every step; returns how many moves turned stones.
fn random_games(rules: &str, games: u64) -> u32 {
    let rule_set = RuleSet::by_name(rules).unwrap();
    let rule = engine_rule(&rule_set).unwrap();
    let mut turned = 0;
    for seed in 0..games {
        let mut rng = Rng::new(seed * 13 + rules.len() as u64);
        let mut game = Game::new(
            Variant::new(rule_set)
                .with_opening(OpeningRule::Free)
                .with_size(13),
        )
        .unwrap();
        if rule_set.modifiers.neutral_stones > 0 {
            for _ in 0..2 {
                let p = pick_near_stones(&game, &mut rng).unwrap();
                game.apply(Action::Neutral(p)).unwrap();
            }
        }
        let start = game.actions().len();
        let mut board = Board::from_game(&game, rule);
        let mut played = 0;
        while played < 120 {
            let undo = game.is_over() || (game.actions().len() > start && rng.below(7) == 0);
            if undo {
                if game.actions().len() == start {
                    break;
                }
                game.undo();
                board.undo();
            } else {
                let Some(p) = pick_near_stones(&game, &mut rng) else {
                    break;
                };
                let mover = game.to_move();
                let own = |g: &Game| {
                    g.board()
                        .stones()
                        .filter(|(_, st)| st.color() == Some(mover))
                        .count()
                };
                let before = own(&game);
                if game.apply(Action::Place(p)).is_err() {
                    continue;
                }
                board.play(board.sq(p));
                turned += u32::from(own(&game) > before + 1);
                played += 1;
            }
            let rb = game.board();
            if let Some(mirror) = board.referee_board() {
                assert_eq!(mirror, rb, "mirror after {:?}", game.actions());
                assert_eq!(
                    board.outcome(),
                    game.outcome(),
                    "result after {:?}",
                    game.actions()
                );
            }
            for &s in board.squares() {
                assert_eq!(
                    board.color_at(s),
                    rb.color_at(board.point(s)),
                    "stone at {} after {:?}",
                    board.point(s),
                    game.actions()
                );
            }
            assert_eq!(board.to_move(), game.to_move());
            assert!(
                board.is_consistent(),
                "incremental state after {:?}",
                game.actions()
            );
            // A fresh copy of the game's position reads the same shapes.
            if played % 10 == 0 && !game.is_over() {
                let fresh = Board::from_game(&game, rule);
                for &s in board.squares().iter().filter(|&&s| board.is_empty(s)) {
                    for c in [Color::Black, Color::White] {
                        assert_eq!(
                            board.threat(s, c),
                            fresh.threat(s, c),
                            "{c}'s threat at {} after {:?}",
                            board.point(s),
                            game.actions()
                        );
                    }
                }
            }
        }
    }
    turned
}

#[test]
fn repensi_turns_follow_the_referee_in_pente() {
    let turned = random_games("pente+repensi", 10);
    assert!(turned > 20, "{turned} moves turned stones");
}

#[test]
fn repensi_turns_follow_the_referee_in_freestyle_and_renju() {
    assert!(random_games("freestyle+repensi", 8) > 10);
    assert!(random_games("renju+repensi", 8) > 10);
}

#[test]
fn repensi_turns_follow_the_referee_in_keryo_and_ninuki() {
    assert!(random_games("keryo-pente+repensi", 8) > 10);
    assert!(random_games("ninuki-renju+repensi", 8) > 10);
}

#[test]
fn the_common_centre_and_neutral_stones_follow_the_referee() {
    random_games("pente+centre+neutral", 8);
    random_games("freestyle+centre+neutral", 8);
    random_games("renju+centre", 8);
    assert!(random_games("pente+centre+repensi", 8) > 10);
}

#[test]
fn a_bomb_s_crater_blocks_both_colours() {
    // Black's g8 h8 i8 j8 would be a four; white's bomb on h7 takes g8 h8 i8 and leaves a
    // crater on h7 that no line passes.
    let g = game(
        "freestyle+bomb",
        OpeningRule::Free,
        "g8 a1 h8 a2 i8 bomb:h7",
    );
    let board = Board::from_game(&g, Rule::Freestyle);
    let h7 = board.sq(pt("h7"));
    assert!(board.is_blocked(h7));
    assert!(!board.is_empty(h7));
    assert_eq!(board.color_at(board.sq(pt("h8"))), None);
    assert!(board.is_consistent());
}
