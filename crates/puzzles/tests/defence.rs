//! Defence puzzles from hand-set positions: the one move that does not lose is found,
//! verified and followed by the trainer's step; a position with two such moves, or none,
//! makes no puzzle.

use pearls_puzzles::{defence_at, solve_step, verify, Settings, DEFENCE};

fn moves(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

// Black's open three h8 i8 j8, and e6 f7 on the diagonal to g8; white (a1 a3 o1 o3, out
// of play) to move. Of the three's two blocks, k8 loses to black's four-three at g8 (the
// four along row 8, the open three along the diagonal): g8 is the one move that holds.
const ONE_HOLDS: &str = "h8 a1 i8 a3 j8 o1 e6 o3 f7";
// The open three alone: g8 and k8 both hold.
const TWO_HOLD: &str = "h8 a1 i8 a3 j8";
// Two open threes of black's: whichever white blocks, the other becomes an open four.
const NONE_HOLDS: &str = "h8 a1 i8 a3 j8 o1 h12 o3 i12 a15 j12";

#[test]
fn the_one_move_that_holds_makes_a_defence_puzzle() {
    let p = defence_at("freestyle", 15, &moves(ONE_HOLDS), Settings::default()).unwrap();
    assert_eq!(p.to_move, "white");
    assert_eq!(p.solution, ["g8"]);
    assert_eq!(p.themes, [DEFENCE]);
    assert!(!p.multi_answer);
    verify(&p).unwrap();
    // Stored with the other block, it fails the check, naming the move that holds.
    let mut wrong = p.clone();
    wrong.solution = vec!["k8".to_string()];
    let e = verify(&wrong).unwrap_err();
    assert!(e.contains("g8"), "{e}");
}

#[test]
fn two_moves_that_hold_or_none_make_no_defence_puzzle() {
    let e = defence_at("freestyle", 15, &moves(TWO_HOLD), Settings::default()).unwrap_err();
    assert!(e.contains("more than one"), "{e}");
    let e = defence_at("freestyle", 15, &moves(NONE_HOLDS), Settings::default()).unwrap_err();
    assert!(e.contains("every move loses"), "{e}");
    // Where the side to move is not threatened there is nothing to defend.
    let e = defence_at("freestyle", 15, &moves("h8 a1"), Settings::default()).unwrap_err();
    assert!(e.contains("nothing to defend"), "{e}");
}

#[test]
fn the_trainer_answers_a_wrong_defence_with_the_attacker_s_win() {
    let p = defence_at("freestyle", 15, &moves(ONE_HOLDS), Settings::default()).unwrap();
    let held = solve_step(&p, &moves("g8")).unwrap();
    assert!(
        held.correct && held.done && held.reply.is_none(),
        "{held:?}"
    );
    // After k8, black's four-three: the attacker's next move is g8.
    let lost = solve_step(&p, &moves("k8")).unwrap();
    assert!(!lost.correct && !lost.done, "{lost:?}");
    assert_eq!(lost.reply.as_deref(), Some("g8"));
    // After a move far away, the open three becomes an open four at either end.
    let far = solve_step(&p, &moves("o15")).unwrap();
    assert!(!far.correct);
    assert!(
        ["g8", "k8"].contains(&far.reply.as_deref().unwrap()),
        "{far:?}"
    );
    assert!(
        solve_step(&p, &moves("g8 k8 f8")).is_err(),
        "a defence is one move"
    );
}
