//! Scripted games for the capture games (pente, keryo-pente, ninuki-renju, anti-pente),
//! anti-renju, the modifiers (+centre +bomb +neutral +repensi +d3-both) and the opening
//! rules with swaps, declarations and offers; then property tests over random games of
//! the capture variants (captures spare the mover, undo, symmetry).
//!
//! Every refused action is checked to leave the game exactly as it was.

mod common;

use common::snapshot;
use pearls_rules::action::parse_actions;
use pearls_rules::{
    Action, ActionError, Area, Board, Color, Foul, Game, Notation, OpeningRule, Outcome, Pending,
    Player, Point, Reason, RuleSet, Stone, Symmetry, Variant,
};
use proptest::prelude::*;

use Color::{Black, White};

// ---------------------------------------------------------------------------------------
// Helpers

fn variant(name: &str) -> Variant {
    Variant::named(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The variant with the opening rule out of the way.
fn free(name: &str) -> Variant {
    variant(name).with_opening(OpeningRule::Free)
}

fn pt(size: u8, s: &str) -> Point {
    Notation::new(size)
        .parse_point(s)
        .unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The point `s` on the board of `g`.
fn at(g: &Game, s: &str) -> Option<Stone> {
    g.board().get(pt(g.variant().size, s))
}

fn actions(size: u8, text: &str) -> Vec<Action> {
    parse_actions(text, &Notation::new(size)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn one_action(size: u8, text: &str) -> Action {
    let mut a = actions(size, text);
    assert_eq!(a.len(), 1, "{text} is not one action");
    a.pop().unwrap()
}

/// Applies `action`; when it is refused, checks that the game did not change.
fn apply_checked(g: &mut Game, action: Action) -> Result<(), ActionError> {
    let before = snapshot(g);
    let shown = format!("{action:?}");
    let r = g.apply(action);
    if let Err(e) = &r {
        assert_eq!(
            snapshot(g),
            before,
            "{shown} was refused ({e}) but changed the game"
        );
    }
    r
}

/// Replays `text` from the start; on the first refusal, its index and error.
fn replay(v: Variant, text: &str) -> Result<Game, (usize, ActionError)> {
    let mut g = Game::new(v).expect("a supported size");
    for (i, a) in actions(v.size, text).into_iter().enumerate() {
        apply_checked(&mut g, a).map_err(|e| (i, e))?;
    }
    Ok(g)
}

/// Replays `text`, every action of which must be accepted.
fn play(v: Variant, text: &str) -> Game {
    replay(v, text).unwrap_or_else(|(i, e)| panic!("{}: action {i} of {text:?}: {e}", v.rules))
}

/// Plays more actions on a game; every one must be accepted.
fn play_on(g: &mut Game, text: &str) {
    for (i, a) in actions(g.variant().size, text).into_iter().enumerate() {
        let shown = format!("{a:?}");
        if let Err(e) = apply_checked(g, a) {
            panic!("action {i} ({shown}) of {text:?} refused: {e}");
        }
    }
}

/// Applies one action that must be refused, and returns the error (the game is checked
/// to be unchanged).
fn refuse(g: &mut Game, text: &str) -> ActionError {
    let a = one_action(g.variant().size, text);
    let shown = format!("{a:?}");
    match apply_checked(g, a) {
        Ok(()) => panic!("{shown} should have been refused"),
        Err(e) => e,
    }
}

fn won(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason,
    })
}

fn drawn(reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
    })
}

fn place_pending(color: Color, area: Area) -> Option<Pending> {
    Some(Pending::Place { color, area })
}

fn swap_option(decider: Color, then: Option<Pending>) -> Option<Pending> {
    Some(Pending::SwapOption {
        decider,
        then: then.map(Box::new),
    })
}

fn column(c: usize) -> char {
    (b'a' + c as u8) as char
}

/// Moves that make one capture of `len` white stones on each of `rows` (first player to
/// move): black on column a, white on b.., black closes the bracket; black's and white's
/// spare moves come from the filler lists (white's after each capture, while they last).
fn capture_rows(rows: &[u32], len: usize, black_fill: &[&str], white_fill: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let (mut bf, mut wf) = (black_fill.iter(), white_fill.iter());
    for &r in rows {
        out.push(format!("a{r}"));
        for k in 0..len {
            out.push(format!("{}{r}", column(1 + k)));
            if k + 1 < len {
                out.push(bf.next().expect("enough black fillers").to_string());
            }
        }
        out.push(format!("{}{r}", column(1 + len)));
        if let Some(w) = wf.next() {
            out.push(w.to_string());
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Pente

#[test]
fn pente_captures_a_bracketed_pair() {
    let g = play(free("pente"), "j10 j11 a1 j12 j13");
    assert_eq!(g.variant().size, 19);
    assert_eq!(g.captured(Black), 2);
    assert_eq!(g.captured(White), 0);
    assert_eq!(at(&g, "j11"), None);
    assert_eq!(at(&g, "j12"), None);
    assert_eq!(at(&g, "j10"), Some(Stone::Black));
    assert_eq!(at(&g, "j13"), Some(Stone::Black));
    assert_eq!(g.board().count(Stone::White), 0);
    assert_eq!(g.moves().len(), 5);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), White);
}

#[test]
fn pente_playing_into_a_bracket_is_safe() {
    let g = play(free("pente"), "j10 a1 j13 j11 b1 j12");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(g.captured(White), 0);
    assert_eq!(at(&g, "j11"), Some(Stone::White));
    assert_eq!(at(&g, "j12"), Some(Stone::White));
    assert_eq!(g.outcome(), None);
}

#[test]
fn pente_does_not_capture_three() {
    let text = "j10 j11 a1 j12 b1 j13 j14";
    let g = play(free("pente"), text);
    assert_eq!(g.captured(Black), 0);
    for s in ["j11", "j12", "j13"] {
        assert_eq!(at(&g, s), Some(Stone::White), "{s}");
    }
    // A single stone is not captured either.
    let g = play(free("pente"), "j10 j11 a1 a3 j12");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(at(&g, "j11"), Some(Stone::White));
}

#[test]
fn pente_several_captures_in_one_move() {
    // First: j10 m13 a1 b1; second: k10 l10 m11 m12; then m10 brackets both pairs.
    let g = play(free("pente"), "j10 k10 m13 l10 a1 m11 b1 m12 m10");
    assert_eq!(g.captured(Black), 4);
    for s in ["k10", "l10", "m11", "m12"] {
        assert_eq!(at(&g, s), None, "{s}");
    }
    for s in ["j10", "m13", "m10"] {
        assert_eq!(at(&g, s), Some(Stone::Black), "{s}");
    }
    assert_eq!(g.board().count(Stone::White), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn pente_five_and_overline_win() {
    let g = play(free("pente"), "j10 a1 k10 a3 l10 a5 m10 a7 n10");
    assert_eq!(g.outcome(), won(Black, Reason::Five));
    let mut g = play(free("pente"), "j10 a1 k10 a3 l10 a5 n10 a7 o10 a9");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "m10");
    assert_eq!(g.outcome(), won(Black, Reason::Overline));
    assert!(matches!(refuse(&mut g, "b2"), ActionError::GameOver(_)));
    // The second player wins by five too.
    let mut g = play(free("pente"), "a1 j10 a3 k10 a5 l10 a7 m10 a9");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "n10");
    assert_eq!(g.outcome(), won(White, Reason::Five));
}

#[test]
fn pente_five_captured_pairs_win() {
    let moves = capture_rows(
        &[1, 3, 5, 7, 9],
        2,
        &["k19", "m19", "o19", "q19", "s19"],
        &["k17", "m17", "o17", "q17"],
    );
    let (last, head) = moves.split_last().unwrap();
    let mut g = play(free("pente"), &head.join(" "));
    assert_eq!(g.captured(Black), 8);
    assert_eq!(g.captured(White), 0);
    assert_eq!(g.outcome(), None);
    play_on(&mut g, last);
    assert_eq!(g.captured(Black), 10);
    assert_eq!(g.outcome(), won(Black, Reason::Captures));
    assert_eq!(g.pending(), None);
    assert_eq!(g.decider(), None);
    for r in [1, 3, 5, 7, 9] {
        assert_eq!(at(&g, &format!("b{r}")), None);
        assert_eq!(at(&g, &format!("c{r}")), None);
    }
}

#[test]
fn pente_tournament_opening() {
    let v = variant("pente");
    assert_eq!(v.opening, OpeningRule::Pente);
    assert_eq!(v.size, 19);
    assert_eq!(Point::centre(19), pt(19, "j10"));
    let mut g = Game::new(v).unwrap();
    assert_eq!(g.pending(), place_pending(Black, Area::Centre));
    assert_eq!(
        refuse(&mut g, "k11"),
        ActionError::OutsideArea {
            point: pt(19, "k11"),
            area: Area::Centre
        }
    );
    play_on(&mut g, "j10");
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    play_on(&mut g, "k10");
    assert_eq!(g.pending(), place_pending(Black, Area::Outside(5)));
    assert_eq!(g.decider(), Some(Player::First));
    for inside in ["k11", "l12", "h8", "j12"] {
        assert_eq!(
            refuse(&mut g, inside),
            ActionError::OutsideArea {
                point: pt(19, inside),
                area: Area::Outside(5)
            }
        );
    }
    play_on(&mut g, "o10");
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    // Play is free afterwards.
    play_on(&mut g, "k11 j11");
    assert_eq!(g.moves().len(), 5);
}

#[test]
fn pente_names_the_first_player_white() {
    let r = RuleSet::pente();
    assert_eq!(r.color_name(Black), "white");
    assert_eq!(r.color_name(White), "black");
    assert_eq!(RuleSet::renju().color_name(Black), "black");
    // The referee still calls the first mover Black.
    let g = play(free("pente"), "j10");
    assert_eq!(at(&g, "j10"), Some(Stone::Black));
}

// ---------------------------------------------------------------------------------------
// Keryo-pente

#[test]
fn keryo_pente_captures_three_and_two() {
    let g = play(free("keryo-pente"), "j10 j11 a1 j12 b1 j13 j14");
    assert_eq!(g.captured(Black), 3);
    for s in ["j11", "j12", "j13"] {
        assert_eq!(at(&g, s), None, "{s}");
    }
    let g = play(free("keryo-pente"), "j10 j11 a1 j12 j13");
    assert_eq!(g.captured(Black), 2);
    // Four are not captured.
    let g = play(free("keryo-pente"), "j10 j11 a1 j12 b1 j13 c1 j14 j15");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(g.board().count(Stone::White), 4);
}

#[test]
fn keryo_pente_fifteen_stones_win() {
    let moves = capture_rows(
        &[1, 3, 5, 7, 9],
        3,
        &[
            "k19", "m19", "o19", "q19", "s19", "k17", "m17", "o17", "q17", "s17",
        ],
        &["k14", "m14", "o14", "q14"],
    );
    let (last, head) = moves.split_last().unwrap();
    let mut g = play(free("keryo-pente"), &head.join(" "));
    assert_eq!(g.captured(Black), 12);
    assert_eq!(g.outcome(), None);
    play_on(&mut g, last);
    assert_eq!(g.captured(Black), 15);
    assert_eq!(g.outcome(), won(Black, Reason::Captures));
}

// ---------------------------------------------------------------------------------------
// Ninuki-renju

#[test]
fn ninuki_perfect_five_wins_at_once() {
    let v = variant("ninuki-renju");
    assert_eq!(v.size, 15);
    assert_eq!(v.opening, OpeningRule::Centre);
    let mut g = play(v, "h8 a1 i8 a3 j8 a5 k8 a7");
    play_on(&mut g, "l8");
    assert_eq!(g.unperfect_five(), None);
    assert_eq!(g.outcome(), won(Black, Reason::Five));
}

/// Black's five h8..l8 with i9 above i8 and white's i7 below: white i10 would capture
/// i9+i8.
const UNPERFECT: &str = "h8 i7 i9 a1 i8 a3 j8 a5 k8 a7 l8";

#[test]
fn ninuki_unperfect_five_can_be_broken() {
    let g = play(variant("ninuki-renju"), UNPERFECT);
    assert_eq!(g.unperfect_five(), Some(Black));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));

    // White breaks it.
    let mut broken = g.clone();
    play_on(&mut broken, "i10");
    assert_eq!(broken.outcome(), None);
    assert_eq!(broken.captured(White), 2);
    assert_eq!(broken.captured(Black), 0);
    assert_eq!(at(&broken, "i8"), None);
    assert_eq!(at(&broken, "i9"), None);
    assert_eq!(broken.unperfect_five(), None);
    assert_eq!(broken.to_move(), Black);
    // Black can remake the five, which is perfect now.
    play_on(&mut broken, "i8");
    assert_eq!(broken.outcome(), won(Black, Reason::Five));

    // White plays elsewhere: the five stands.
    let mut kept = g.clone();
    play_on(&mut kept, "a9");
    assert_eq!(kept.outcome(), won(Black, Reason::Five));
    assert_eq!(kept.unperfect_five(), None);
}

#[test]
fn ninuki_black_double_three_is_refused() {
    let text = "g8 a1 h7 a3 h9 a5 i8 a7 h8";
    let v = free("ninuki-renju");
    let (i, e) = replay(v, text).unwrap_err();
    assert_eq!(i, 8);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(15, "h8"),
            foul: Foul::DoubleThree
        }
    );
    // White's double-three is allowed.
    let g = play(v, "a1 g8 a3 h7 a5 h9 a7 i8 c12 h8");
    assert_eq!(at(&g, "h8"), Some(Stone::White));
    assert_eq!(g.outcome(), None);
    // ...but not under +d3-both.
    let v = free("ninuki-renju+d3-both");
    assert!(v.rules.modifiers.double_three_both);
    let (i, e) = replay(v, "a1 g8 a3 h7 a5 h9 a7 i8 c12 h8").unwrap_err();
    assert_eq!(i, 9);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(15, "h8"),
            foul: Foul::DoubleThree
        }
    );
    let (i, _) = replay(v, text).unwrap_err();
    assert_eq!(i, 8);
}

#[test]
fn ninuki_double_three_that_breaks_an_unperfect_five_is_allowed() {
    // Black: c1 d4 e4 d5 e6 (and o15); white: c3 a2 b2 d2 e2, then c2 makes a2..e2,
    // which black c4 breaks by capturing c3+c2. c4 is a double-three (c4-d4-e4 and
    // c4-d5-e6).
    let v = free("ninuki-renju");
    let mut g = play(v, "c1 c3 d4 a2 e4 b2 d5 d2 e6 e2 o15 c2");
    assert_eq!(g.unperfect_five(), Some(White));
    assert_eq!(g.outcome(), None);
    assert_eq!(
        v.rules.foul_at(g.board(), pt(15, "c4"), Black),
        Some(Foul::DoubleThree)
    );
    play_on(&mut g, "c4");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.captured(Black), 2);
    assert_eq!(at(&g, "c3"), None);
    assert_eq!(at(&g, "c2"), None);
    assert_eq!(at(&g, "c4"), Some(Stone::Black));
    assert_eq!(g.unperfect_five(), None);
    assert_eq!(g.to_move(), White);

    // The same shape without white's five: c4 is refused, capture and all.
    let mut g = play(v, "c1 c3 d4 a2 e4 b2 d5 d2 e6 m13 o15 c2");
    assert_eq!(g.unperfect_five(), None);
    assert_eq!(
        refuse(&mut g, "c4"),
        ActionError::Forbidden {
            point: pt(15, "c4"),
            foul: Foul::DoubleThree
        }
    );
    assert_eq!(g.captured(Black), 0);
    assert_eq!(at(&g, "c3"), Some(Stone::White));
    assert_eq!(at(&g, "c2"), Some(Stone::White));
}

#[test]
fn ninuki_overline_is_neutral() {
    let mut g = play(variant("ninuki-renju"), "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9");
    play_on(&mut g, "k8");
    assert_eq!(g.outcome(), None, "black's six neither wins nor loses");
    assert_eq!(g.unperfect_five(), None);
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    play_on(&mut g, "a11");
    assert_eq!(g.outcome(), None);
    // White's six is nothing either.
    let mut g = play(free("ninuki-renju"), "a1 h8 a3 i8 a5 j8 a7 l8 a9 m8 c12");
    play_on(&mut g, "k8");
    assert_eq!(g.outcome(), None);
}

/// Four pair captures by black on rows 1..7, while white builds e12 f12 g12 i12 and then
/// j12 and j11 (above black's j10); black's fillers sit on column o.
fn rule_l_setup() -> String {
    let mut moves = capture_rows(
        &[1, 3, 5, 7],
        2,
        &["j10", "o1", "o3", "o5"],
        &["e12", "f12", "g12", "i12"],
    );
    moves.extend(["o7", "j12", "o9", "j11", "o11"].map(String::from));
    moves.join(" ")
}

#[test]
fn ninuki_rule_l_fifth_capture_leaving_a_five_draws() {
    let v = free("ninuki-renju");
    let mut g = play(v, &rule_l_setup());
    assert_eq!(g.captured(Black), 8);
    play_on(&mut g, "h12");
    // White's six e12..j12 is no five.
    assert_eq!(g.outcome(), None);
    assert_eq!(g.unperfect_five(), None);
    play_on(&mut g, "j13");
    assert_eq!(g.captured(Black), 10);
    assert_eq!(at(&g, "j12"), None);
    assert_eq!(at(&g, "j11"), None);
    assert!(g.has_five(White), "white is left e12..i12");
    assert_eq!(g.outcome(), drawn(Reason::CaptureDraw));

    // Without the five left behind, the fifth capture wins.
    let mut g = play(v, &rule_l_setup());
    play_on(&mut g, "m14 j13");
    assert_eq!(g.captured(Black), 10);
    assert_eq!(g.outcome(), won(Black, Reason::Captures));
}

#[test]
fn ninuki_fifth_capture_with_an_open_four_of_ones_own_wins() {
    // Black's fillers f10 g10 h10 i10 make an open four (e10 and j10 empty) before the
    // fifth capture on row 9.
    let moves = capture_rows(
        &[1, 3, 5, 7, 9],
        2,
        &["f10", "g10", "h10", "i10", "o1"],
        &["o15", "m15", "k15", "o13"],
    );
    let mut g = play(free("ninuki-renju"), &moves.join(" "));
    assert_eq!(g.captured(Black), 10);
    assert!(!g.has_five(White));
    assert_eq!(g.outcome(), won(Black, Reason::Captures));
    assert!(matches!(refuse(&mut g, "a15"), ActionError::GameOver(_)));
}

#[test]
fn ninuki_capture_that_leaves_the_opponent_a_five_loses() {
    // White's six e12..j12 (never exactly five on the way), j11 above black's j10; black's
    // first capture j13 takes j12+j11 and leaves white e12..i12. In the traditional rules a
    // capture that turns the opponent's overline into a five gives the opponent the game;
    // rule L (tested above) makes it a draw only when it is the capturer's fifth capture.
    let v = free("ninuki-renju");
    let mut g = play(v, "j10 e12 o1 f12 o3 g12 o5 i12 o7 j12 o9 j11 o11 h12");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "j13");
    assert_eq!(g.captured(Black), 2);
    assert!(g.has_five(White));
    let after_capture = g.outcome();
    // What the referee does instead: the game goes on, and the five never counts.
    if after_capture.is_none() {
        play_on(&mut g, "a1");
        assert_eq!(g.outcome(), None);
    }
    assert_eq!(after_capture, won(White, Reason::Five));
}

// ---------------------------------------------------------------------------------------
// Anti-renju

#[test]
fn anti_renju_open_four_is_refused_for_both() {
    let v = variant("anti-renju");
    assert_eq!(v.opening, OpeningRule::Free);
    let (i, e) = replay(v, "h8 a1 i8 a3 j8 a5 k8").unwrap_err();
    assert_eq!(i, 6);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(15, "k8"),
            foul: Foul::OpenFour
        }
    );
    let (i, e) = replay(v, "a1 h8 a3 i8 a5 j8 a7 k8").unwrap_err();
    assert_eq!(i, 7);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(15, "k8"),
            foul: Foul::OpenFour
        }
    );
    // An open four by filling a gap (h8 i8 _ k8 + j8) is refused too.
    let (i, e) = replay(v, "h8 a1 i8 a3 k8 a5 j8").unwrap_err();
    assert_eq!(i, 6);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(15, "j8"),
            foul: Foul::OpenFour
        }
    );
}

#[test]
fn anti_renju_blocked_four_and_five_are_allowed() {
    let v = variant("anti-renju");
    let mut g = play(v, "h8 g8 i8 a1 j8 a3 k8");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "a5 l8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));

    // A split four (not straight) is allowed, and filling it makes five.
    let mut g = play(v, "h8 a1 i8 a3 j8 a5 l8 a7");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "k8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));

    // A five that also makes an open four in another line (l5 l6 l7 + l8) wins, where
    // the same open four without the five (l4) is refused.
    let mut g = play(v, "h8 g8 i8 a1 j8 a3 k8 a5 l5 a7 l6 a9 l7 a11");
    assert_eq!(
        refuse(&mut g, "l4"),
        ActionError::Forbidden {
            point: pt(15, "l4"),
            foul: Foul::OpenFour
        }
    );
    play_on(&mut g, "l8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));

    // Five or more wins.
    let mut g = play(v, "h8 g8 i8 a1 j8 a3 l8 a5 m8 a7");
    play_on(&mut g, "k8");
    assert_eq!(g.outcome(), won(Black, Reason::Overline));
}

// ---------------------------------------------------------------------------------------
// Anti-pente

/// Four pair captures on rows 1..7; black's fillers f10 g10 h10 j9, white's j10 j11 (so
/// that black's i10 then makes a four blocked by j10, and j12 captures j11+j10).
fn anti_pente_setup(white_spare: &str) -> String {
    let mut moves = capture_rows(
        &[1, 3, 5, 7],
        2,
        &["f10", "g10", "h10", "j9"],
        &["j10", "j11", "s19", "q19"],
    );
    moves.extend(["i10".to_string(), white_spare.to_string()]);
    moves.join(" ")
}

#[test]
fn anti_pente_fifth_capture_leaving_an_open_four_draws() {
    let v = free("anti-pente");
    let mut g = play(v, &anti_pente_setup("s17"));
    assert_eq!(g.captured(Black), 8);
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "j12");
    assert_eq!(g.captured(Black), 10);
    assert_eq!(at(&g, "j10"), None);
    assert_eq!(at(&g, "j11"), None);
    assert_eq!(g.outcome(), drawn(Reason::CaptureDraw));

    // With e10 blocked the four is not open: the capture wins.
    let mut g = play(v, &anti_pente_setup("e10"));
    play_on(&mut g, "j12");
    assert_eq!(g.captured(Black), 10);
    assert_eq!(g.outcome(), won(Black, Reason::Captures));
}

#[test]
fn anti_pente_forbids_open_fours() {
    let (i, e) = replay(free("anti-pente"), "j10 a1 k10 a3 l10 a5 m10").unwrap_err();
    assert_eq!(i, 6);
    assert_eq!(
        e,
        ActionError::Forbidden {
            point: pt(19, "m10"),
            foul: Foul::OpenFour
        }
    );
}

// ---------------------------------------------------------------------------------------
// Modifiers

#[test]
fn common_centre_counts_for_the_side_to_move() {
    let v = variant("freestyle+centre");
    assert!(v.rules.modifiers.common_centre);
    assert_eq!(v.opening, OpeningRule::Centre);
    let mut g = play(v, "h8");
    assert_eq!(at(&g, "h8"), Some(Stone::Common));
    play_on(&mut g, "f8 a1 g8 a3 i8 a5");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "j8");
    assert_eq!(g.outcome(), won(White, Reason::Five));
    // And for black.
    let g = play(v, "h8 a1 i8 a3 j8 a5 k8 a7 l8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));
}

#[test]
fn bomb_clears_the_eight_neighbours_once() {
    let v = free("pente+bomb");
    let mut g = play(v, "j10 k10 j11 k11");
    assert_eq!(g.bombs_left(Black), 1);
    assert_eq!(g.bombs_left(White), 1);
    assert_eq!(
        refuse(&mut g, "bomb:k10"),
        ActionError::Occupied(pt(19, "k10"))
    );
    play_on(&mut g, "bomb:k9");
    assert_eq!(at(&g, "k9"), Some(Stone::Bomb));
    assert_eq!(at(&g, "j10"), None);
    assert_eq!(at(&g, "k10"), None);
    assert_eq!(at(&g, "j11"), Some(Stone::Black));
    assert_eq!(at(&g, "k11"), Some(Stone::White));
    assert_eq!(g.bombs_left(Black), 0);
    assert_eq!(g.bombs_left(White), 1);
    assert_eq!(g.captured(Black), 0);
    assert_eq!(g.moves().len(), 4);
    assert_eq!(g.actions().len(), 5);
    assert_eq!(g.to_move(), White);
    play_on(&mut g, "a1");
    assert_eq!(refuse(&mut g, "bomb:a19"), ActionError::NoBombLeft);
    play_on(&mut g, "a19");
    // White's bomb is still there, and it clears black and white stones alike.
    play_on(&mut g, "bomb:k12");
    assert_eq!(at(&g, "j11"), None);
    assert_eq!(at(&g, "k11"), None);
    assert_eq!(at(&g, "k12"), Some(Stone::Bomb));
    assert_eq!(at(&g, "k9"), Some(Stone::Bomb));
    assert_eq!(g.bombs_left(White), 0);
    assert_eq!(refuse(&mut g, "bomb:a10"), ActionError::NoBombLeft);
    play_on(&mut g, "a10");
    assert_eq!(refuse(&mut g, "bomb:s1"), ActionError::NoBombLeft);
    // No bombs without the modifier.
    let mut g = play(free("pente"), "j10");
    assert_eq!(refuse(&mut g, "bomb:a1"), ActionError::NoBombLeft);
}

#[test]
fn neutral_stones_block_both_colours() {
    let v = variant("anti-renju+neutral");
    assert_eq!(v.rules.modifiers.neutral_stones, 2);
    // Black's four h8..k8 against a neutral l8 is not open, so it is allowed, and the
    // neutral stone makes no five with it.
    let mut g = play(v, "neutral:l8 a1 h8 a3 i8 a5 j8 a7 k8");
    assert_eq!(at(&g, "l8"), Some(Stone::Neutral));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.neutral_left(Black), 1);
    play_on(&mut g, "a9 g8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));
    // The same for white, with white's own neutral stone.
    let mut g = play(v, "a1 neutral:l8 a3 h8 a5 i8 a7 j8 a9 k8");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.neutral_left(White), 1);
    play_on(&mut g, "a11 g8");
    assert_eq!(g.outcome(), won(White, Reason::Five));
    // A neutral stone inside a line breaks it.
    let g = play(v, "h8 a1 i8 a3 j8 neutral:k8 l8 a5 m8 a7 n8 a9 o8");
    assert_eq!(g.outcome(), None);
}

#[test]
fn neutral_stones_run_out() {
    let mut g = play(variant("anti-renju+neutral"), "neutral:a1 b1 neutral:a3 b3");
    assert_eq!(g.neutral_left(Black), 0);
    assert_eq!(g.neutral_left(White), 2);
    assert_eq!(g.moves().len(), 2);
    assert_eq!(refuse(&mut g, "neutral:a5"), ActionError::NoNeutralLeft);
    play_on(&mut g, "a5 neutral:h8 c1 neutral:h9 c3");
    assert_eq!(g.neutral_left(White), 0);
    assert_eq!(refuse(&mut g, "neutral:a7"), ActionError::NoNeutralLeft);
    assert_eq!(
        refuse(&mut g, "neutral:h8"),
        ActionError::Occupied(pt(15, "h8"))
    );
    // None without the modifier.
    let mut g = play(variant("anti-renju"), "h8");
    assert_eq!(refuse(&mut g, "neutral:a1"), ActionError::NoNeutralLeft);
}

#[test]
fn neutral_stones_are_not_captured_and_do_not_capture() {
    let v = free("pente+neutral");
    // Neutral stones between black ones stay.
    let g = play(v, "j10 neutral:j11 a1 neutral:j12 j13");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(at(&g, "j11"), Some(Stone::Neutral));
    assert_eq!(at(&g, "j12"), Some(Stone::Neutral));
    // A neutral stone next to a white one is no pair.
    let g = play(v, "j10 j11 a1 neutral:j12 j13");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(at(&g, "j11"), Some(Stone::White));
    // A neutral stone does not close a bracket.
    let g = play(v, "neutral:j10 j11 a1 j12 j13");
    assert_eq!(g.captured(Black), 0);
    assert_eq!(at(&g, "j11"), Some(Stone::White));
    assert_eq!(at(&g, "j12"), Some(Stone::White));
}

#[test]
fn repensi_turns_the_pair() {
    let v = variant("freestyle+repensi");
    assert!(v.rules.modifiers.repensi);
    let mut g = play(v, "h8 i8 a1 j8 k8");
    assert_eq!(at(&g, "i8"), Some(Stone::Black));
    assert_eq!(at(&g, "j8"), Some(Stone::Black));
    assert_eq!(g.captured(Black), 0);
    assert_eq!(g.board().count(Stone::White), 0);
    assert_eq!(g.board().count(Stone::Black), 5);
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "a3 l8");
    assert_eq!(g.outcome(), won(Black, Reason::Five));
}

#[test]
fn modifier_names_combine() {
    let r = RuleSet::by_name("pente+bomb+neutral").expect("pente+bomb+neutral");
    assert_eq!(r.name, "pente");
    assert_eq!(r.modifiers.bombs, 1);
    assert_eq!(r.modifiers.neutral_stones, 2);
    assert!(r.capture.is_some());
    assert_eq!(RuleSet::by_name(&r.full_name()), Some(r));
    let r = RuleSet::by_name("renju+centre+bomb").expect("renju+centre+bomb");
    assert!(r.modifiers.common_centre);
    assert_eq!(r.modifiers.bombs, 1);
    assert_eq!(r.full_name(), "renju+centre+bomb");
    let g = Game::new(variant("pente+bomb+neutral").with_opening(OpeningRule::Free)).unwrap();
    assert_eq!(g.bombs_left(White), 1);
    assert_eq!(g.neutral_left(White), 2);
    assert!(Variant::named("renju+centre+bomb").is_ok());
    assert!(RuleSet::by_name("ninuki-renju+d3-both").is_some());

    for bad in [
        "pente+nuke",
        "pente+bomb+nuke",
        "renju+d3-both",
        "pente+",
        "nope+bomb",
    ] {
        assert_eq!(RuleSet::by_name(bad), None, "{bad}");
        assert!(Variant::named(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------------------
// Opening rules (renju, 15x15)

fn renju_with(opening: OpeningRule) -> Variant {
    variant("renju").with_opening(opening)
}

#[test]
fn rif_opening() {
    let v = renju_with(OpeningRule::Rif);
    let mut g = Game::new(v).unwrap();
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(g.pending(), place_pending(Black, Area::Centre));
    assert_eq!(
        refuse(&mut g, "i9"),
        ActionError::OutsideArea {
            point: pt(15, "i9"),
            area: Area::Centre
        }
    );
    play_on(&mut g, "h8");
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(g.pending(), place_pending(White, Area::AroundFirst));
    assert_eq!(
        refuse(&mut g, "h10"),
        ActionError::OutsideArea {
            point: pt(15, "h10"),
            area: Area::AroundFirst
        }
    );
    play_on(&mut g, "h9");
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(g.pending(), place_pending(Black, Area::Canonical));
    for outside in ["k8", "h11", "e5", "a1"] {
        assert_eq!(
            refuse(&mut g, outside),
            ActionError::OutsideArea {
                point: pt(15, outside),
                area: Area::Canonical
            }
        );
    }
    assert_eq!(refuse(&mut g, "pass"), ActionError::PassInOpening);
    assert!(matches!(
        refuse(&mut g, "swap"),
        ActionError::Unexpected { .. }
    ));
    // Every point of the central 5x5 makes one of the 26.
    for c in 5..10u8 {
        for r in 5..10u8 {
            let p = Point::new(c, r);
            if g.board().is_empty_at(p) {
                let mut t = g.clone();
                apply_checked(&mut t, Action::Place(p)).unwrap();
                assert!(t.opening_name().is_some(), "{p}");
            }
        }
    }
    play_on(&mut g, "j10");
    assert_eq!(g.opening_name(), Some("Sosei"));
    assert_eq!(
        g.pending(),
        swap_option(
            White,
            Some(Pending::Place {
                color: White,
                area: Area::Anywhere
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "swap");
    assert_eq!(g.player(Black), Player::Second);
    assert_eq!(g.player(White), Player::First);
    assert_eq!(g.color_of(Player::First), White);
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    play_on(&mut g, "g10");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    assert_eq!(g.decider(), Some(Player::Second));
    assert_eq!(
        refuse(&mut g, "offer:k12"),
        ActionError::OfferCount {
            expected: 2,
            got: 1
        }
    );
    assert_eq!(
        refuse(&mut g, "offer:k12/k12"),
        ActionError::OfferRepeated(pt(15, "k12"))
    );
    assert!(matches!(
        refuse(&mut g, "k12"),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut g, "offer:k12/f6");
    assert_eq!(
        g.pending(),
        Some(Pending::Choose {
            offers: vec![pt(15, "k12"), pt(15, "f6")]
        })
    );
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(
        refuse(&mut g, "choose:a1"),
        ActionError::NotOffered(pt(15, "a1"))
    );
    play_on(&mut g, "choose:f6");
    assert_eq!(at(&g, "f6"), Some(Stone::Black));
    assert_eq!(at(&g, "k12"), None);
    assert!(g.offers().is_empty());
    assert_eq!(g.moves().len(), 5);
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    assert_eq!(g.decider(), Some(Player::First));
}

#[test]
fn swap1_opening() {
    let v = renju_with(OpeningRule::Swap1);
    let mut g = Game::new(v).unwrap();
    for (m, color) in [("h8", Black), ("h9", White), ("j10", Black)] {
        assert_eq!(g.decider(), Some(Player::First));
        assert_eq!(g.pending(), place_pending(color, Area::Anywhere));
        play_on(&mut g, m);
    }
    assert_eq!(
        g.pending(),
        swap_option(
            White,
            Some(Pending::Place {
                color: White,
                area: Area::Anywhere
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::Second));

    let mut swapped = g.clone();
    play_on(&mut swapped, "swap");
    assert_eq!(swapped.player(Black), Player::Second);
    assert_eq!(swapped.color_of(Player::First), White);
    assert_eq!(swapped.to_move(), White);
    assert_eq!(swapped.decider(), Some(Player::First));
    assert_eq!(swapped.pending(), place_pending(White, Area::Anywhere));
    assert!(matches!(
        refuse(&mut swapped, "swap"),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut swapped, "g7");
    assert_eq!(swapped.decider(), Some(Player::Second));

    // Placing declines.
    let mut placed = g.clone();
    play_on(&mut placed, "g7");
    assert_eq!(placed.player(Black), Player::First);
    assert_eq!(at(&placed, "g7"), Some(Stone::White));
    assert_eq!(placed.decider(), Some(Player::First));
    assert_eq!(placed.pending(), place_pending(Black, Area::Anywhere));

    let mut kept = g.clone();
    play_on(&mut kept, "keep");
    assert_eq!(kept.player(Black), Player::First);
    assert_eq!(kept.decider(), Some(Player::Second));
    assert_eq!(kept.pending(), place_pending(White, Area::Anywhere));
}

#[test]
fn swap2_opening_all_branches() {
    let v = renju_with(OpeningRule::Swap2);
    let g = play(v, "h8 h9 j10");
    assert_eq!(g.pending(), Some(Pending::Swap2));
    assert_eq!(g.decider(), Some(Player::Second));

    // 1. Swap: the second player takes black, the first (white) moves.
    let mut s = g.clone();
    play_on(&mut s, "swap");
    assert_eq!(s.player(Black), Player::Second);
    assert_eq!(s.decider(), Some(Player::First));
    assert_eq!(s.pending(), place_pending(White, Area::Anywhere));

    // 2. The 4th stone: the second player stays white.
    let mut s = g.clone();
    play_on(&mut s, "j9");
    assert_eq!(s.player(White), Player::Second);
    assert_eq!(at(&s, "j9"), Some(Stone::White));
    assert_eq!(s.to_move(), Black);
    assert_eq!(s.decider(), Some(Player::First));
    assert_eq!(s.pending(), place_pending(Black, Area::Anywhere));

    // 3. Two more stones, and the first player chooses.
    let mut s = g.clone();
    assert!(matches!(
        refuse(&mut s, "keep"),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut s, "two:j9/g7");
    assert_eq!(at(&s, "j9"), Some(Stone::White));
    assert_eq!(at(&s, "g7"), Some(Stone::Black));
    assert_eq!(s.moves().len(), 5);
    assert_eq!(s.pending(), swap_option(Black, None));
    assert_eq!(s.decider(), Some(Player::First));
    assert!(matches!(
        refuse(&mut s, "k10"),
        ActionError::Unexpected { .. }
    ));
    assert!(matches!(
        refuse(&mut s, "two:k10/k11"),
        ActionError::Unexpected { .. }
    ));

    let mut kept = s.clone();
    play_on(&mut kept, "keep");
    assert_eq!(kept.player(White), Player::Second);
    assert_eq!(kept.to_move(), White);
    assert_eq!(kept.decider(), Some(Player::Second));
    assert_eq!(kept.pending(), place_pending(White, Area::Anywhere));
    play_on(&mut kept, "k10");
    assert_eq!(kept.moves().len(), 6);

    let mut swapped = s.clone();
    play_on(&mut swapped, "swap");
    assert_eq!(swapped.player(White), Player::First);
    assert_eq!(swapped.decider(), Some(Player::First));
    assert_eq!(swapped.pending(), place_pending(White, Area::Anywhere));

    // A stone on an occupied point is refused in the two-stone branch.
    let mut s = g.clone();
    assert_eq!(
        refuse(&mut s, "two:j9/h8"),
        ActionError::Occupied(pt(15, "h8"))
    );
}

#[test]
fn yamaguchi_opening() {
    let v = renju_with(OpeningRule::Yamaguchi);
    let mut g = play(v, "h8 h9 j10");
    assert_eq!(g.pending(), Some(Pending::Declare { max: 10 }));
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(
        refuse(&mut g, "declare:0"),
        ActionError::DeclareRange { max: 10, got: 0 }
    );
    assert_eq!(
        refuse(&mut g, "declare:11"),
        ActionError::DeclareRange { max: 10, got: 11 }
    );
    assert!(matches!(
        refuse(&mut g, "i7"),
        ActionError::Unexpected { .. }
    ));
    for n in 1..=10 {
        let mut t = g.clone();
        play_on(&mut t, &format!("declare:{n}"));
        assert_eq!(t.declared(), Some(n));
    }
    play_on(&mut g, "declare:3");
    assert_eq!(g.declared(), Some(3));
    assert_eq!(
        g.pending(),
        swap_option(
            White,
            Some(Pending::Place {
                color: White,
                area: Area::Anywhere
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "keep");
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "i7");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 3 }));
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(
        refuse(&mut g, "offer:k12/f6"),
        ActionError::OfferCount {
            expected: 3,
            got: 2
        }
    );
    assert_eq!(
        refuse(&mut g, "offer:k12/f6/l9/e5"),
        ActionError::OfferCount {
            expected: 3,
            got: 4
        }
    );
    assert_eq!(
        refuse(&mut g, "offer:k12/f6/k12"),
        ActionError::OfferRepeated(pt(15, "k12"))
    );
    play_on(&mut g, "offer:k12/f6/l9");
    assert_eq!(g.decider(), Some(Player::Second));
    assert_eq!(g.offers(), &[pt(15, "k12"), pt(15, "f6"), pt(15, "l9")]);
    play_on(&mut g, "choose:l9");
    assert_eq!(at(&g, "l9"), Some(Stone::Black));
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    assert_eq!(g.decider(), Some(Player::Second));

    // With the swap taken, the first player places the 4th and the second offers.
    let mut g = play(v, "h8 h9 j10 declare:2 swap");
    assert_eq!(g.player(Black), Player::Second);
    assert_eq!(g.decider(), Some(Player::First));
    play_on(&mut g, "i7");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "offer:k12/f6");
    assert_eq!(g.decider(), Some(Player::First));
}

#[test]
fn soosorv_8_opening() {
    let v = renju_with(OpeningRule::Soosorv(8));
    let mut g = play(v, "h8 h9 j10");
    assert_eq!(
        g.pending(),
        swap_option(
            White,
            Some(Pending::Place {
                color: White,
                area: Area::Anywhere
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "i7");
    assert_eq!(g.pending(), Some(Pending::Declare { max: 8 }));
    assert_eq!(g.decider(), Some(Player::Second));
    assert_eq!(
        refuse(&mut g, "declare:9"),
        ActionError::DeclareRange { max: 8, got: 9 }
    );
    assert_eq!(
        refuse(&mut g, "declare:0"),
        ActionError::DeclareRange { max: 8, got: 0 }
    );
    for n in 1..=8 {
        let mut t = g.clone();
        play_on(&mut t, &format!("declare:{n}"));
        assert_eq!(t.declared(), Some(n));
    }
    play_on(&mut g, "declare:4");
    assert_eq!(
        g.pending(),
        swap_option(Black, Some(Pending::Offer { count: 4 }))
    );
    assert_eq!(g.decider(), Some(Player::First));

    // Offering declines the swap.
    let mut offered = g.clone();
    play_on(&mut offered, "offer:k12/f6/l9/e5");
    assert_eq!(offered.player(Black), Player::First);
    assert_eq!(offered.decider(), Some(Player::Second));

    play_on(&mut g, "swap");
    assert_eq!(g.player(Black), Player::Second);
    assert_eq!(g.pending(), Some(Pending::Offer { count: 4 }));
    assert_eq!(g.decider(), Some(Player::Second));
    assert_eq!(
        refuse(&mut g, "offer:k12/f6/l9"),
        ActionError::OfferCount {
            expected: 4,
            got: 3
        }
    );
    play_on(&mut g, "offer:k12/f6/l9/e5");
    assert!(matches!(g.pending(), Some(Pending::Choose { .. })));
    assert_eq!(g.decider(), Some(Player::First));
    assert_eq!(
        refuse(&mut g, "choose:e6"),
        ActionError::NotOffered(pt(15, "e6"))
    );
    play_on(&mut g, "choose:e5");
    assert_eq!(at(&g, "e5"), Some(Stone::Black));
    assert_eq!(g.pending(), place_pending(White, Area::Anywhere));
    assert_eq!(g.decider(), Some(Player::First));
}

#[test]
fn taraguchi_10_opening() {
    let v = renju_with(OpeningRule::Taraguchi(10));
    let mut g = Game::new(v).unwrap();
    assert_eq!(g.pending(), place_pending(Black, Area::Centre));
    assert_eq!(g.decider(), Some(Player::First));
    play_on(&mut g, "h8");
    let steps = [
        (White, Area::Inside(3), "h10", "i8", Player::Second),
        (Black, Area::Inside(5), "k8", "j10", Player::First),
        (White, Area::Inside(7), "l8", "k6", Player::Second),
    ];
    for (color, area, outside, inside, decider) in steps {
        assert_eq!(
            g.pending(),
            swap_option(color, Some(Pending::Place { color, area }))
        );
        assert_eq!(g.decider(), Some(decider));
        assert_eq!(
            refuse(&mut g, outside),
            ActionError::OutsideArea {
                point: pt(15, outside),
                area
            }
        );
        play_on(&mut g, inside);
    }
    assert_eq!(
        g.pending(),
        swap_option(
            Black,
            Some(Pending::FifthOrOffer {
                area: Area::Inside(9),
                count: 10
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::First));

    // A 5th move inside the 9x9, then white's swap option.
    let mut fifth = g.clone();
    assert_eq!(
        refuse(&mut fifth, "m8"),
        ActionError::OutsideArea {
            point: pt(15, "m8"),
            area: Area::Inside(9)
        }
    );
    play_on(&mut fifth, "l12");
    assert_eq!(
        fifth.pending(),
        swap_option(
            White,
            Some(Pending::Place {
                color: White,
                area: Area::Anywhere
            })
        )
    );
    assert_eq!(fifth.decider(), Some(Player::Second));
    play_on(&mut fifth, "swap");
    assert_eq!(fifth.player(White), Player::First);
    assert_eq!(fifth.decider(), Some(Player::First));
    assert_eq!(fifth.pending(), place_pending(White, Area::Anywhere));
    play_on(&mut fifth, "a15");
    assert_eq!(fifth.decider(), Some(Player::Second));

    // Ten offers, then white's choice.
    let mut offers = g.clone();
    assert_eq!(
        refuse(&mut offers, "offer:a1/b1"),
        ActionError::OfferCount {
            expected: 10,
            got: 2
        }
    );
    play_on(&mut offers, "offer:a1/b1/c1/d1/e1/f1/g1/h1/i1/j1");
    assert_eq!(offers.offers().len(), 10);
    assert!(matches!(offers.pending(), Some(Pending::Choose { .. })));
    assert_eq!(offers.decider(), Some(Player::Second));
    play_on(&mut offers, "choose:c1");
    assert_eq!(at(&offers, "c1"), Some(Stone::Black));
    assert_eq!(offers.moves().len(), 5);
    assert_eq!(offers.pending(), place_pending(White, Area::Anywhere));
    assert_eq!(offers.decider(), Some(Player::Second));

    // A swap at the first option: the first player holds white and places move 2.
    let mut g = play(v, "h8 swap");
    assert_eq!(g.player(Black), Player::Second);
    assert_eq!(g.pending(), place_pending(White, Area::Inside(3)));
    assert_eq!(g.decider(), Some(Player::First));
    play_on(&mut g, "g7");
    assert_eq!(
        g.pending(),
        swap_option(
            Black,
            Some(Pending::Place {
                color: Black,
                area: Area::Inside(5)
            })
        )
    );
    assert_eq!(g.decider(), Some(Player::Second));
}

#[test]
fn offers_equivalent_by_symmetry_are_refused() {
    // Every stone on column h: g11 and i11 are mirror images.
    let mut g = play(renju_with(OpeningRule::Rif), "h8 h9 h10 h6");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    assert_eq!(
        refuse(&mut g, "offer:g11/i11"),
        ActionError::OffersEquivalent(pt(15, "g11"), pt(15, "i11"))
    );
    assert_eq!(
        refuse(&mut g, "offer:i11/g11"),
        ActionError::OffersEquivalent(pt(15, "i11"), pt(15, "g11"))
    );
    play_on(&mut g, "offer:g11/j11");
    assert_eq!(g.decider(), Some(Player::Second));
    play_on(&mut g, "choose:g11");
    assert_eq!(at(&g, "g11"), Some(Stone::Black));
}

// ---------------------------------------------------------------------------------------
// Properties over random games of the capture variants

const PROP_RULES: [&str; 6] = [
    "pente",
    "keryo-pente",
    "ninuki-renju",
    "anti-pente",
    "pente+bomb+neutral",
    "freestyle+repensi",
];

/// A random action: a kind and a point index, made concrete against the game.
type Raw = (u8, u16);

fn raw_actions() -> impl Strategy<Value = Vec<Raw>> {
    prop::collection::vec((0u8..40, any::<u16>()), 10..80)
}

fn prop_variant(rule: usize, size: u8) -> Variant {
    free(PROP_RULES[rule]).with_size(size)
}

/// A point: half the time near the last move, else anywhere by `idx`, moved on to the
/// first empty point after it (so most actions are accepted). Kind 0 a bomb, 1 a neutral
/// stone, 2 a pass, 3 a stone on the point as drawn (maybe occupied), else a stone.
fn concrete(g: &Game, (kind, idx): Raw) -> Action {
    let b = g.board();
    let size = b.size();
    let n = size as usize * size as usize;
    let near = g.last_move().filter(|_| idx & 1 == 1).and_then(|q| {
        let (dc, dr) = ((idx >> 1) % 5, (idx >> 4) % 5);
        q.offset(dc as i32 - 2, dr as i32 - 2, size)
    });
    let drawn = near.unwrap_or_else(|| Point::from_index(idx as usize % n, size));
    let start = drawn.index(size);
    let p = (0..n)
        .map(|k| Point::from_index((start + k) % n, size))
        .find(|&p| b.is_empty_at(p));
    match (kind, p) {
        (_, None) | (2, _) => Action::Pass,
        (0, Some(p)) => Action::Bomb(p),
        (1, Some(p)) => Action::Neutral(p),
        (3, _) => Action::Place(drawn),
        (_, Some(p)) => Action::Place(p),
    }
}

fn stones_of(b: &Board, color: Color) -> Vec<Point> {
    b.stones()
        .filter(|(_, s)| s.color() == Some(color))
        .map(|(p, _)| p)
        .collect()
}

fn map_action(a: &Action, s: Symmetry, size: u8) -> Action {
    let m = |p: &Point| s.apply(*p, size);
    match a {
        Action::Place(p) => Action::Place(m(p)),
        Action::Bomb(p) => Action::Bomb(m(p)),
        Action::Neutral(p) => Action::Neutral(m(p)),
        Action::Choose(p) => Action::Choose(m(p)),
        Action::PlaceTwo(p, q) => Action::PlaceTwo(m(p), m(q)),
        Action::Offer(ps) => Action::Offer(ps.iter().map(m).collect()),
        other => other.clone(),
    }
}

/// Plays the raw actions, calling `check(before, action, after)` for every accepted one;
/// returns every action tried with whether it was accepted.
fn run_random(
    v: Variant,
    raw: &[Raw],
    mut check: impl FnMut(&Game, &Action, &Game) -> Result<(), TestCaseError>,
) -> Result<Vec<(Action, bool)>, TestCaseError> {
    let mut g = Game::new(v).unwrap();
    let mut tried = Vec::new();
    for &r in raw {
        if g.is_over() {
            break;
        }
        let a = concrete(&g, r);
        let before = g.clone();
        let ok = apply_checked(&mut g, a.clone()).is_ok();
        if ok {
            check(&before, &a, &g)?;
        }
        tried.push((a, ok));
    }
    Ok(tried)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn captures_never_remove_the_movers_stones(
        rule in 0..PROP_RULES.len(),
        size in prop_oneof![Just(9u8), Just(11u8)],
        raw in raw_actions(),
    ) {
        let v = prop_variant(rule, size);
        run_random(v, &raw, |before, a, after| {
            let mover = before.to_move();
            // A bomb clears both colours around it; nothing else may take the mover's
            // stones.
            if !matches!(a, Action::Bomb(_)) {
                for q in stones_of(before.board(), mover) {
                    prop_assert_eq!(
                        after.board().get(q),
                        Some(Stone::from(mover)),
                        "{} {:?}: {}'s stone on {} went", v.rules, a, mover, q
                    );
                }
            }
            if let Action::Place(p) = a {
                prop_assert_eq!(after.board().get(*p), Some(Stone::from(mover)));
                prop_assert_eq!(after.captured(mover.opposite()), before.captured(mover.opposite()));
                prop_assert!(after.captured(mover) >= before.captured(mover));
                // Captured stones are the opponent's stones that left the board (under
                // repensi they change colour and nothing is captured).
                let lost = stones_of(before.board(), mover.opposite()).len()
                    - stones_of(after.board(), mover.opposite()).len();
                if v.rules.modifiers.repensi {
                    prop_assert_eq!(after.captured(mover), 0);
                    prop_assert_eq!(
                        stones_of(after.board(), mover).len(),
                        stones_of(before.board(), mover).len() + 1 + lost
                    );
                } else {
                    prop_assert_eq!(
                        (after.captured(mover) - before.captured(mover)) as usize,
                        lost
                    );
                }
            }
            Ok(())
        })?;
    }

    #[test]
    fn undo_restores_the_previous_state(
        rule in 0..PROP_RULES.len(),
        size in prop_oneof![Just(9u8), Just(11u8)],
        raw in raw_actions(),
    ) {
        let v = prop_variant(rule, size);
        run_random(v, &raw, |before, a, after| {
            let mut undone = after.clone();
            prop_assert_eq!(undone.undo(), Some(a.clone()));
            prop_assert_eq!(snapshot(&undone), snapshot(before), "{} undo of {:?}", v.rules, a);
            prop_assert!(undone.board().is_consistent());
            Ok(())
        })?;
    }

    #[test]
    fn symmetric_games_have_the_same_outcome(
        rule in 0..PROP_RULES.len(),
        size in prop_oneof![Just(9u8), Just(11u8)],
        raw in raw_actions(),
    ) {
        let v = prop_variant(rule, size);
        let mut states = Vec::new();
        let tried = run_random(v, &raw, |_, _, _| Ok(()))?;
        {
            let mut g = Game::new(v).unwrap();
            for (a, _) in &tried {
                let _ = g.apply(a.clone());
                states.push(g.clone());
            }
        }
        for s in Symmetry::ALL {
            prop_assert_eq!(s.apply(Point::centre(size), size), Point::centre(size));
            let mut g = Game::new(v).unwrap();
            for ((a, ok), orig) in tried.iter().zip(&states) {
                let m = map_action(a, s, size);
                let r = g.apply(m.clone());
                prop_assert_eq!(r.is_ok(), *ok, "{} {:?}: {:?} under {} gave {:?}", v.rules, a, m, s.name(), r);
                prop_assert_eq!(g.outcome(), orig.outcome(), "{} {:?} under {}", v.rules, a, s.name());
                prop_assert_eq!(g.captured(Black), orig.captured(Black));
                prop_assert_eq!(g.captured(White), orig.captured(White));
                prop_assert_eq!(
                    g.pending().map(|p| p.name()),
                    orig.pending().map(|p| p.name())
                );
                prop_assert_eq!(g.unperfect_five(), orig.unperfect_five());
                prop_assert_eq!(g.to_move(), orig.to_move());
                prop_assert_eq!(g.board(), &orig.board().transformed(s), "{} under {}", v.rules, s.name());
            }
        }
    }
}

#[test]
fn a_modifier_given_twice_is_refused_and_named() {
    assert!(RuleSet::by_name("pente+bomb").is_some());
    assert!(RuleSet::by_name("pente+bomb+bomb").is_none());
    assert!(RuleSet::by_name("renju+centre+neutral+centre").is_none());
    let e = Variant::named("pente+bomb+bomb").unwrap_err().to_string();
    assert!(e.contains("bomb+bomb"), "{e}");
}
