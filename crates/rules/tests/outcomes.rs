//! Games played through the referee to every kind of ending, under every rule set, and the
//! opening scripts step by step. Every refused action is checked to leave the game as it was.

mod common;

use common::snapshot;
use pearls_rules::action::parse_actions;
use pearls_rules::board::Stone;
use pearls_rules::notation::Move;
use pearls_rules::{
    Action, ActionError, Area, Color, Foul, Game, Notation, OpeningRule, Outcome, Pending, Player,
    Point, Reason, RuleSet, Variant,
};

// ---------------------------------------------------------------------------------------
// Helpers

fn p(s: &str) -> Point {
    Notation::new(15).parse_point(s).unwrap()
}

fn variant(name: &str) -> Variant {
    Variant::named(name).unwrap()
}

/// Applies the actions written in `text` one by one; every one must be accepted.
fn play_on(game: &mut Game, text: &str) {
    let n = Notation::new(game.variant().size);
    let actions = parse_actions(text, &n).unwrap_or_else(|e| panic!("{text}: {e}"));
    for (i, a) in actions.into_iter().enumerate() {
        let shown = format!("{a:?}");
        if let Err(e) = game.apply(a) {
            panic!("action {i} ({shown}) of {text:?} refused: {e}");
        }
    }
}

fn play(v: Variant, text: &str) -> Game {
    let mut g = Game::new(v).unwrap();
    play_on(&mut g, text);
    g
}

/// Plays every action but the last, checks that the game is still on, then plays the last.
fn play_to_end(v: Variant, text: &str) -> Game {
    let (head, last) = text.trim().rsplit_once(' ').unwrap();
    let mut g = play(v, head);
    assert_eq!(g.outcome(), None, "{} ended early: {text}", v.rules.name);
    play_on(&mut g, last);
    g
}

fn outcome(winner: Option<Color>, reason: Reason) -> Option<Outcome> {
    Some(Outcome { winner, reason })
}

/// Applies an action that must be refused, and checks that nothing changed.
fn refuse(g: &mut Game, action: Action) -> ActionError {
    let before = snapshot(g);
    let shown = format!("{action:?}");
    let e = g
        .apply(action)
        .expect_err(&format!("{shown} should be refused"));
    assert_eq!(
        snapshot(g),
        before,
        "{shown} was refused ({e}) but changed the game"
    );
    e
}

fn place(s: &str) -> Action {
    Action::Place(p(s))
}

/// Moves for the side that only waits: a1 a3 a5 ... on the left edge (then c1 c3 ...)
/// never make two stones in a row.
const FILLER: [&str; 8] = ["a1", "a3", "a5", "a7", "a9", "a11", "a13", "a15"];

/// Interleaves the mover's moves with the other side's filler moves; black moves first
/// either way.
fn against_filler(mover: &[&str], mover_is_black: bool) -> String {
    let mut out = Vec::new();
    for (i, m) in mover.iter().enumerate() {
        let f = FILLER[i % FILLER.len()];
        let f = if i >= FILLER.len() {
            // c1 c3 ...: a second column of fillers.
            format!("c{}", &f[1..])
        } else {
            f.to_string()
        };
        if mover_is_black {
            out.push(m.to_string());
            out.push(f);
        } else {
            out.push(f);
            out.push(m.to_string());
        }
    }
    if mover_is_black {
        out.pop(); // end on black's move
    }
    out.join(" ")
}

// ---------------------------------------------------------------------------------------
// Fives and overlines

/// The rule sets without captures, whose games end only by a line, a forbidden move or
/// a draw.
const FIVE_IN_A_ROW_RULES: [fn() -> RuleSet; 5] = [
    RuleSet::freestyle,
    RuleSet::standard,
    RuleSet::renju,
    RuleSet::renju_1899,
    RuleSet::caro,
];

#[test]
fn a_five_wins_under_every_rule_set() {
    for rules in FIVE_IN_A_ROW_RULES.map(|f| f()) {
        let v = Variant::new(rules);
        // Black's five in a row.
        let g = play_to_end(v, "h8 h9 i8 i9 j8 j9 k8 k9 l8");
        assert_eq!(
            g.outcome(),
            outcome(Some(Color::Black), Reason::Five),
            "{}",
            rules.name
        );
        assert_eq!(g.pending(), None);
        // White's five on a diagonal.
        let g = play_to_end(v, &against_filler(&["d4", "e5", "f6", "g7", "h8"], false));
        assert_eq!(
            g.outcome(),
            outcome(Some(Color::White), Reason::Five),
            "{}",
            rules.name
        );
        // Nothing more is accepted.
        let mut g = g;
        let o = g.outcome().unwrap();
        assert_eq!(refuse(&mut g, place("o15")), ActionError::GameOver(o));
        assert_eq!(refuse(&mut g, Action::Pass), ActionError::GameOver(o));
        assert_eq!(
            refuse(&mut g, Action::Resign(None)),
            ActionError::GameOver(o)
        );
    }
}

/// Black: h8 i8 j8 k8 m8, then l8 fills the gap to six.
const BLACK_SIX: &str = "h8 h10 i8 i10 j8 j10 k8 a1 m8 a3 l8";

#[test]
fn freestyle_overline_wins() {
    let g = play_to_end(variant("freestyle"), BLACK_SIX);
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Overline));
}

#[test]
fn standard_and_caro_overline_does_not_win() {
    for name in ["standard", "caro"] {
        let mut g = play(variant(name), BLACK_SIX);
        assert_eq!(g.outcome(), None, "{name}");
        assert_eq!(
            g.pending(),
            Some(Pending::Place {
                color: Color::White,
                area: Area::Anywhere
            })
        );
        // The game goes on, and a five still wins.
        play_on(&mut g, "k10 o15");
        assert_eq!(g.outcome(), None, "{name}");
        play_on(&mut g, "l10");
        assert_eq!(
            g.outcome(),
            outcome(Some(Color::White), Reason::Five),
            "{name}"
        );
    }
}

#[test]
fn renju_white_overline_wins_and_black_overline_loses() {
    let renju = variant("renju");
    let white_six = against_filler(&["h8", "i8", "j8", "k8", "m8", "l8"], false);
    let g = play_to_end(renju, &white_six);
    assert_eq!(g.outcome(), outcome(Some(Color::White), Reason::Overline));

    let g = play_to_end(renju, BLACK_SIX);
    assert_eq!(
        g.outcome(),
        outcome(Some(Color::White), Reason::Forbidden(Foul::Overline))
    );
    // The losing stone stands.
    assert_eq!(g.board().get(p("l8")), Some(Stone::Black));
    assert_eq!(g.last_move(), Some(p("l8")));
}

#[test]
fn renju_black_double_four_loses() {
    // f8 g8 _ i8 in the row and f10 g9 _ i7 on the diagonal: h8 makes two fours.
    let text = against_filler(&["f8", "f10", "g8", "g9", "i7", "i8", "h8"], true);
    let g = play_to_end(variant("renju"), &text);
    assert_eq!(
        g.outcome(),
        outcome(Some(Color::White), Reason::Forbidden(Foul::DoubleFour))
    );
    // White may make the same shape.
    let text = against_filler(&["f8", "f10", "g8", "g9", "i7", "i8", "h8"], false);
    let g = play(variant("renju"), &text);
    assert_eq!(g.outcome(), None);
}

#[test]
fn renju_black_double_three_loses() {
    let text = against_filler(&["g8", "h7", "h9", "i8", "h8"], true);
    let g = play_to_end(variant("renju"), &text);
    assert_eq!(
        g.outcome(),
        outcome(Some(Color::White), Reason::Forbidden(Foul::DoubleThree))
    );
    // Under free-style and standard rules the same move is nothing special.
    for name in ["freestyle", "standard", "caro"] {
        let g = play(variant(name), &text);
        assert_eq!(g.outcome(), None, "{name}");
    }
}

#[test]
fn renju_five_has_priority_over_a_double_four() {
    // h8 completes d8-h8, and also makes h8-h11 and h8 g9 f10 e11: two fours.
    let black = [
        "d8", "e8", "f8", "g8", "h9", "h10", "h11", "g9", "f10", "e11", "h8",
    ];
    let g = play_to_end(variant("renju"), &against_filler(&black, true));
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
    // Without d8 there is no five, and the same stone is a double-four.
    let mut board = g.board().clone();
    board.take(p("h8"));
    board.take(p("d8"));
    assert_eq!(
        RuleSet::renju().foul_at(&board, p("h8"), Color::Black),
        Some(Foul::DoubleFour)
    );
}

#[test]
fn renju_five_has_priority_over_an_overline() {
    // h8 completes d8-h8 and joins h5 h6 h7 with h9 h10: six in the column.
    let black = ["d8", "e8", "f8", "g8", "h5", "h6", "h7", "h9", "h10", "h8"];
    let g = play_to_end(variant("renju"), &against_filler(&black, true));
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
    let mut board = g.board().clone();
    board.take(p("h8"));
    board.take(p("d8"));
    assert_eq!(
        RuleSet::renju().foul_at(&board, p("h8"), Color::Black),
        Some(Foul::Overline)
    );
}

#[test]
fn renju_double_three_with_a_blocked_three_is_allowed() {
    // g8 h8 i8 between white e8 and k8 can never become a straight four.
    let g = play(variant("renju"), "g8 e8 h7 k8 h9 a1 i8 a3 h8");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().get(p("h8")), Some(Stone::Black));
}

#[test]
fn renju_three_whose_straight_four_point_is_forbidden_is_no_three() {
    // With white on e8, the row g8 h8 i8 becomes a straight four only at j8. The
    // diagonals j8-m11 and j8-m5 make j8 itself a double-four for black, so the row is no
    // real three and h8 (with the column h7 h8 h9) is not a double-three.
    let mut g = play(
        variant("renju"),
        "g8 e8 h7 a1 h9 a3 i8 a5 k9 a7 l10 a9 m11 a11 k7 a13 l6 a15 m5 c1",
    );
    assert_eq!(g.outcome(), None);
    let mut with_h8 = g.board().clone();
    with_h8.put(p("h8"), Stone::Black);
    assert_eq!(
        RuleSet::renju().foul_at(&with_h8, p("j8"), Color::Black),
        Some(Foul::DoubleFour)
    );
    play_on(&mut g, "h8");
    assert_eq!(g.outcome(), None, "h8 should be allowed");

    // Without the diagonals through j8, the same h8 is a double-three.
    let g = play_to_end(variant("renju"), "g8 e8 h7 a1 h9 a3 i8 a5 h8");
    assert_eq!(
        g.outcome(),
        outcome(Some(Color::White), Reason::Forbidden(Foul::DoubleThree))
    );
}

#[test]
fn renju_1899_refuses_a_double_three_for_both_sides() {
    let v = variant("renju-1899");
    for (mover, text) in [
        (Color::Black, "g8 a1 h7 a3 h9 a5 i8 a7"),
        (Color::White, "a1 g8 a3 h7 a5 h9 a7 i8 a9"),
    ] {
        let mut g = play(v, text);
        assert_eq!(g.to_move(), mover);
        let e = refuse(&mut g, place("h8"));
        assert_eq!(
            e,
            ActionError::Forbidden {
                point: p("h8"),
                foul: Foul::DoubleThree
            },
            "{mover}"
        );
        assert!(!e.is_bad_input());
        // Another move is fine, and the game goes on.
        play_on(&mut g, "o15");
        assert_eq!(g.outcome(), None);
    }
}

#[test]
fn renju_1899_allows_double_fours_and_overlines_win() {
    let v = variant("renju-1899");
    let g = play_to_end(v, BLACK_SIX);
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Overline));
    let text = against_filler(&["f8", "f10", "g8", "g9", "i7", "i8", "h8"], true);
    let g = play(v, &text);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.board().get(p("h8")), Some(Stone::Black));
}

#[test]
fn caro_fives() {
    let caro = variant("caro");
    // Blocked at both ends by white: no win.
    let mut g = play(caro, "h8 g8 i8 m8 j8 a1 k8 a3 l8");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Color::White);
    // The same five wins under standard rules.
    let g2 = play(variant("standard"), "h8 g8 i8 m8 j8 a1 k8 a3 l8");
    assert_eq!(g2.outcome(), outcome(Some(Color::Black), Reason::Five));
    // A second five, blocked at one end only, wins.
    play_on(&mut g, "g9 h9 a5 i9 a7 j9 a9 k9");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "a11 l9");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));

    // Blocked at one end by white.
    let g = play_to_end(caro, "h8 g8 i8 a1 j8 a3 k8 a5 l8");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
    // Against the edge on one side and white on the other.
    let g = play_to_end(caro, "a8 f8 b8 a1 c8 a3 d8 a5 e8");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
    // Against the edge at both ends (a whole row of a 5x5 board).
    let small = caro.with_size(5);
    let g = play_to_end(small, "a3 a1 b3 b1 c3 c5 d3 e1 e3");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
}

// ---------------------------------------------------------------------------------------
// Draws, resignation, time

/// A 5x5 position with 13 black and 12 white stones and no line of one colour: the
/// checkerboard with the centre and b3 exchanged (so that neither diagonal is all black).
const FULL_5X5: &str = "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 c3 b3 d3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5";

#[test]
fn full_board_is_a_draw() {
    for rules in [RuleSet::standard(), RuleSet::freestyle(), RuleSet::caro()] {
        let v = Variant::new(rules).with_size(5);
        let g = play_to_end(v, FULL_5X5);
        assert!(g.board().is_full());
        assert_eq!(g.board().count(Stone::Black), 13);
        assert_eq!(g.board().count(Stone::White), 12);
        // No stone is part of a winning line.
        for (q, s) in g.board().stones() {
            let c = s.color().unwrap();
            assert_eq!(rules.line_win(g.board(), q, c), None, "{q}");
        }
        assert_eq!(
            g.outcome(),
            outcome(None, Reason::BoardFull),
            "{}",
            rules.name
        );
    }
    // The last point filling a line of five wins instead.
    let v = Variant::new(RuleSet::standard()).with_size(5);
    let g = play(v, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
}

#[test]
fn two_passes_in_a_row_draw() {
    let v = variant("renju");
    let mut g = play(v, "h8 pass h9");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(
        g.moves(),
        &[Move::Place(p("h8")), Move::Pass, Move::Place(p("h9"))]
    );
    play_on(&mut g, "pass");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "pass");
    assert_eq!(g.outcome(), outcome(None, Reason::TwoPasses));
    assert_eq!(g.board().stone_count(), 2);
}

#[test]
fn agreed_draw() {
    let mut g = play(variant("standard"), "h8 h9");
    g.apply(Action::AgreeDraw).unwrap();
    assert_eq!(g.outcome(), outcome(None, Reason::Agreement));
    assert_eq!(g.actions().last(), Some(&Action::AgreeDraw));
    assert_eq!(g.moves().len(), 2);
}

#[test]
fn resignation_and_time() {
    type Make = fn(Option<Color>) -> Action;
    let kinds: [(Make, Reason); 2] = [
        (Action::Resign, Reason::Resignation),
        (Action::Timeout, Reason::Time),
    ];
    for (make, reason) in kinds {
        // White to move: an unnamed side is white.
        let mut g = play(variant("renju"), "h8");
        g.apply(make(None)).unwrap();
        assert_eq!(g.outcome(), outcome(Some(Color::Black), reason));
        // Black to move.
        let mut g = play(variant("renju"), "h8 h9");
        g.apply(make(None)).unwrap();
        assert_eq!(g.outcome(), outcome(Some(Color::White), reason));
        // Named sides, whoever is to move.
        for c in Color::BOTH {
            let mut g = play(variant("renju"), "h8");
            g.apply(make(Some(c))).unwrap();
            assert_eq!(g.outcome(), outcome(Some(c.opposite()), reason));
        }
        // During an opening the side that decides is the one named by the pending step:
        // white decides on the swap after three stones.
        let mut g = play(
            variant("renju").with_opening(OpeningRule::Rif1995),
            "h8 h9 j10",
        );
        assert_eq!(g.to_move(), Color::White);
        play_on(&mut g, "swap i10");
        // Black now offers: black decides.
        assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
        g.apply(make(None)).unwrap();
        assert_eq!(g.outcome(), outcome(Some(Color::White), reason));
        // Through the text form.
        let g = play(variant("renju"), "h8 h9 resign:white");
        assert_eq!(
            g.outcome(),
            outcome(Some(Color::Black), Reason::Resignation)
        );
        let g = play(variant("renju"), "h8 timeout");
        assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Time));
    }
}

// ---------------------------------------------------------------------------------------
// Opening rules

#[test]
fn centre_opening() {
    let v = variant("renju").with_opening(OpeningRule::Centre);
    let mut g = Game::new(v).unwrap();
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::Black,
            area: Area::Centre
        })
    );
    assert_eq!(
        refuse(&mut g, place("a1")),
        ActionError::OutsideArea {
            point: p("a1"),
            area: Area::Centre
        }
    );
    assert_eq!(
        refuse(&mut g, place("h9")),
        ActionError::OutsideArea {
            point: p("h9"),
            area: Area::Centre
        }
    );
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    assert_eq!(
        refuse(&mut g, Action::Place(Point::new(15, 7))),
        ActionError::OffBoard(Point::new(15, 7))
    );
    play_on(&mut g, "h8 a1");
    // Free play afterwards, passes included.
    play_on(&mut g, "pass o15");
    assert_eq!(g.moves().len(), 4);
    assert_eq!(g.board().color_at(p("o15")), Some(Color::White));
}

#[test]
fn rif_1995_full_sequence() {
    let v = variant("renju").with_opening(OpeningRule::Rif1995);
    let mut g = Game::new(v).unwrap();
    assert_eq!(
        refuse(&mut g, place("h9")),
        ActionError::OutsideArea {
            point: p("h9"),
            area: Area::Centre
        }
    );
    play_on(&mut g, "h8");
    // The second stone must touch the first.
    assert_eq!(
        refuse(&mut g, place("h10")),
        ActionError::OutsideArea {
            point: p("h10"),
            area: Area::AroundFirst
        }
    );
    assert_eq!(refuse(&mut g, place("h8")), ActionError::Occupied(p("h8")));
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    assert!(matches!(
        refuse(&mut g, Action::Swap),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut g, "h9");
    // The third inside the central 5x5.
    for outside in ["k11", "h3", "c8"] {
        assert_eq!(
            refuse(&mut g, place(outside)),
            ActionError::OutsideArea {
                point: p(outside),
                area: Area::Inside(5)
            }
        );
    }
    play_on(&mut g, "j10");
    assert_eq!(
        g.pending(),
        Some(Pending::SwapOption {
            decider: Color::White,
            then: Some(Box::new(Pending::Place {
                color: Color::White,
                area: Area::Anywhere
            }))
        })
    );
    assert_eq!(g.player(Color::Black), Player::First);
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    assert!(matches!(
        refuse(&mut g, Action::Offer(vec![p("a1"), p("o15")])),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut g, "swap");
    assert_eq!(g.player(Color::Black), Player::Second);
    assert_eq!(g.player(Color::White), Player::First);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::White,
            area: Area::Anywhere
        })
    );
    // Only one swap.
    assert!(matches!(
        refuse(&mut g, Action::Swap),
        ActionError::Unexpected { .. }
    ));
    play_on(&mut g, "i10");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    assert!(matches!(
        refuse(&mut g, place("g7")),
        ActionError::Unexpected { .. }
    ));
    // Wrong counts, repeats, taken points.
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("g7")])),
        ActionError::OfferCount {
            expected: 2,
            got: 1
        }
    );
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("g7"), p("k7"), p("l12")])),
        ActionError::OfferCount {
            expected: 2,
            got: 3
        }
    );
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("g7"), p("g7")])),
        ActionError::OfferRepeated(p("g7"))
    );
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("g7"), p("i10")])),
        ActionError::Occupied(p("i10"))
    );
    play_on(&mut g, "offer:g7/k7");
    assert_eq!(
        g.pending(),
        Some(Pending::Choose {
            offers: vec![p("g7"), p("k7")]
        })
    );
    assert_eq!(g.offers(), &[p("g7"), p("k7")]);
    // The offers are not on the board, and not moves.
    assert_eq!(g.moves().len(), 4);
    assert!(g.board().is_empty_at(p("g7")));
    assert_eq!(
        refuse(&mut g, place("k7")),
        ActionError::Unexpected {
            pending: g.pending().unwrap().to_string(),
            got: "a move"
        }
    );
    assert_eq!(
        refuse(&mut g, Action::Choose(p("l12"))),
        ActionError::NotOffered(p("l12"))
    );
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    play_on(&mut g, "choose:k7");
    assert_eq!(g.offers(), &[] as &[Point]);
    assert_eq!(g.board().color_at(p("k7")), Some(Color::Black));
    assert!(g.board().is_empty_at(p("g7")));
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::White,
            area: Area::Anywhere
        })
    );
    // Free play: passes are moves again.
    play_on(&mut g, "pass a1 o15");
    assert_eq!(g.moves().len(), 8);
    assert_eq!(g.board().color_at(p("a1")), Some(Color::Black));
    assert_eq!(g.board().color_at(p("o15")), Some(Color::White));
    assert_eq!(g.opening_name(), Some("Sosei"));
    // The whole game also reads from its text form.
    let same = play(v, "h8 h9 j10 swap i10 offer:g7/k7 choose:k7 pass a1 o15");
    assert_eq!(snapshot(&same), snapshot(&g));
}

#[test]
fn rif_1995_declining_the_swap_by_playing_on() {
    let v = variant("renju").with_opening(OpeningRule::Rif1995);
    let mut g = play(v, "h8 i9 h10");
    // A point that is off the board is refused, and the swap is still on offer.
    assert_eq!(
        refuse(&mut g, Action::Place(Point::new(3, 20))),
        ActionError::OffBoard(Point::new(3, 20))
    );
    assert!(matches!(g.pending(), Some(Pending::SwapOption { .. })));
    play_on(&mut g, "k12");
    assert_eq!(g.player(Color::Black), Player::First);
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
}

#[test]
fn rif_1995_offers_equivalent_by_symmetry_are_refused() {
    let v = variant("renju").with_opening(OpeningRule::Rif1995);
    // Every stone on column h: the position is its own mirror image left to right, and
    // g11 and i11 (the 1984 post's G11 and J11) are mirror images.
    let mut g = play(v, "h8 h9 h10 h12");
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("g11"), p("i11")])),
        ActionError::OffersEquivalent(p("g11"), p("i11"))
    );
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("a1"), p("o1")])),
        ActionError::OffersEquivalent(p("a1"), p("o1"))
    );
    // Not mirror images: accepted.
    play_on(&mut g, "offer:g11/j12");
    play_on(&mut g, "choose:j12");
    assert_eq!(g.board().color_at(p("j12")), Some(Color::Black));

    // Every stone on the diagonal through a1 and h8: the mirror in that diagonal maps
    // h10 to j8.
    let mut g = play(v, "h8 i9 g7 j10");
    assert_eq!(
        refuse(&mut g, Action::Offer(vec![p("h10"), p("j8")])),
        ActionError::OffersEquivalent(p("h10"), p("j8"))
    );
    play_on(&mut g, "offer:h10/j7");
}

#[test]
fn classic_26_third_move_forms_an_opening() {
    let v = variant("renju").with_opening(OpeningRule::Classic26);
    let mut g = play(v, "h8 h9");
    assert_eq!(
        refuse(&mut g, place("l9")),
        ActionError::OutsideArea {
            point: p("l9"),
            area: Area::Canonical
        }
    );
    assert_eq!(g.opening_name(), None);
    play_on(&mut g, "j9");
    assert_eq!(g.opening_name(), Some("Zangetsu"));
    // The script goes on as in RIF 1995.
    assert!(matches!(g.pending(), Some(Pending::SwapOption { .. })));
    play_on(&mut g, "i10 offer:g7/k7 choose:g7");
    assert_eq!(g.opening_name(), Some("Zangetsu"));
    assert_eq!(g.moves().len(), 5);

    // An indirect opening.
    let g = play(v, "h8 i9 j8");
    assert_eq!(g.opening_name(), Some("Kosei"));
}

#[test]
fn sapronov_preset() {
    let v = variant("sapronov");
    assert_eq!(v.opening, OpeningRule::Sapronov);
    assert_eq!(v.rules.name, "standard");
    let mut g = Game::new(v).unwrap();
    assert!(matches!(
        refuse(&mut g, place("a15")),
        ActionError::OutsideArea { .. }
    ));
    // The second stone anywhere.
    play_on(&mut g, "h8 a15");
    // The third outside the central 5x5.
    for inside in ["j10", "f6", "h9"] {
        assert_eq!(
            refuse(&mut g, place(inside)),
            ActionError::OutsideArea {
                point: p(inside),
                area: Area::Outside(5)
            }
        );
    }
    play_on(&mut g, "c3");
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::White,
            area: Area::Anywhere
        })
    );
    // Then free play; black's overline c3-h3 neither wins nor loses.
    play_on(&mut g, "a13 d3 a11 e3 a9 f3 b15 h3 b13");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "g3");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().color_at(p("g3")), Some(Color::Black));
    // A five still wins.
    play_on(&mut g, "b11 j10 b9 j11 b7 j12 b5 j13");
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "b3 j9");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
}

#[test]
fn sapronov_choice_offers_fifth_and_seventh_moves() {
    let v = variant("standard").with_opening(OpeningRule::SapronovChoice);
    let mut g = play(v, "h8 h9 c3 j9");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    play_on(&mut g, "offer:g7/k7 choose:g7");
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::White,
            area: Area::Anywhere
        })
    );
    play_on(&mut g, "a1");
    assert_eq!(g.pending(), Some(Pending::Offer { count: 2 }));
    assert_eq!(refuse(&mut g, Action::Pass), ActionError::PassInOpening);
    play_on(&mut g, "offer:k11/l12");
    assert_eq!(
        refuse(&mut g, Action::Choose(p("g7"))),
        ActionError::NotOffered(p("g7"))
    );
    play_on(&mut g, "choose:l12");
    assert_eq!(g.moves().len(), 7);
    assert_eq!(
        g.pending(),
        Some(Pending::Place {
            color: Color::White,
            area: Area::Anywhere
        })
    );
    play_on(&mut g, "pass");
    assert_eq!(g.to_move(), Color::Black);
}

#[test]
fn refused_actions_leave_the_game_unchanged_after_the_end() {
    let mut g = play(variant("renju"), "h8 h9 i8 i9 j8 j9 k8 k9 l8");
    let o = g.outcome().unwrap();
    for a in [
        Action::Swap,
        Action::AgreeDraw,
        Action::Timeout(Some(Color::Black)),
        Action::Offer(vec![p("a1"), p("b1")]),
        Action::Choose(p("a1")),
    ] {
        assert_eq!(refuse(&mut g, a), ActionError::GameOver(o));
    }
    // Undo takes the winning stone back, and play can go on.
    assert_eq!(g.undo(), Some(place("l8")));
    assert_eq!(g.outcome(), None);
    play_on(&mut g, "g8");
    assert_eq!(g.outcome(), outcome(Some(Color::Black), Reason::Five));
}
