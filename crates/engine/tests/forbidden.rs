//! The engine's forbidden points agree with the referee's on random renju positions, and
//! its incremental state always equals a fresh computation.

use pearls_engine::{Board, Rule};
use pearls_rules::random::{random_game, Rng};
use pearls_rules::{Color, RuleSet, Variant};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn forbidden_points_agree_with_the_referee(seed in any::<u64>(), stones in 10usize..140) {
        let game = random_game(Variant::new(RuleSet::renju()), &mut Rng::new(seed), stones);
        let referee = RuleSet::renju().forbidden_points(game.board(), Color::Black);
        let mut board = Board::from_position(game.board(), Color::Black, Rule::Renju);
        let ours: Vec<_> = board
            .forbidden_points()
            .into_iter()
            .map(|s| board.point(s))
            .collect();
        let expected: Vec<_> = referee.iter().map(|(p, _)| *p).collect();
        prop_assert_eq!(ours, expected, "{:?}", board);
    }

    #[test]
    fn moves_and_undo_keep_the_state_exact(seed in any::<u64>(), rule in 0usize..4) {
        let rule = Rule::ALL[rule];
        let game = random_game(Variant::new(rule.rule_set()), &mut Rng::new(seed), 60);
        let mut board = Board::new(15, rule);
        let mut rng = Rng::new(seed ^ 0xABCD);
        for m in game.moves() {
            if let pearls_rules::Move::Place(p) = m {
                let s = board.sq(*p);
                board.play(s);
                // The recursive double-three test lays stones down and lifts them between
                // a move and its undo.
                let probe = board.squares()[rng.below(225)];
                board.is_forbidden(probe);
                if rng.below(7) == 0 {
                    let hash = board.hash();
                    board.undo();
                    board.play(s);
                    prop_assert_eq!(board.hash(), hash);
                }
            }
        }
        prop_assert!(board.is_consistent());
        while !board.moves().is_empty() {
            board.undo();
        }
        prop_assert!(board.is_consistent());
        prop_assert_eq!(board.stone_count(), 0);
    }
}
