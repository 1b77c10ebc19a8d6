//! The engine as the player of a refereed game: black boxed in by forbidden points
//! passes, since the referee takes a forbidden stone and ends the game with it.

use pearls_engine::decide::decide;
use pearls_engine::{Engine, Options, Rule};
use pearls_rules::{Action, Color, Game, Notation, OpeningRule, Point, RuleSet, Variant};

/// A full board but for three points, each a forbidden one for black: no five of either
/// colour, as many black stones as white ones, black to move.
const BLACK: &str = "e1 i1 m1 a2 c2 d2 f2 g2 i2 l2 o2 a3 b3 e3 j3 l3 m3 n3 o3 b4 c4 d4 e4 g4 \
    h4 j4 l4 m4 n4 o4 e5 f5 g5 h5 j5 k5 n5 o5 a6 b6 c6 d6 f6 g6 k6 l6 n6 a7 c7 d7 e7 i7 j7 \
    k7 a8 b8 f8 g8 k8 l8 o8 c9 g9 h9 i9 l9 m9 n9 o9 a10 b10 d10 e10 f10 g10 k10 m10 n10 a11 \
    f11 j11 k11 m11 a12 b12 g12 i12 j12 k12 a13 e13 f13 g13 k13 l13 n13 o13 b14 f14 g14 h14 \
    l14 n14 b15 c15 d15 e15 g15 h15 k15 m15";
const WHITE: &str = "a1 b1 c1 d1 f1 g1 h1 j1 k1 l1 n1 o1 b2 e2 h2 j2 k2 m2 n2 c3 d3 f3 g3 h3 \
    i3 k3 a4 f4 i4 k4 a5 b5 d5 i5 l5 m5 e6 h6 i6 j6 m6 o6 b7 f7 g7 h7 l7 m7 n7 o7 c8 d8 e8 \
    h8 i8 j8 m8 n8 a9 b9 d9 e9 f9 j9 k9 h10 i10 j10 l10 o10 b11 c11 d11 e11 g11 h11 i11 l11 \
    n11 o11 c12 d12 e12 f12 h12 l12 m12 n12 o12 b13 c13 d13 h13 i13 j13 m13 a14 c14 d14 e14 \
    i14 j14 k14 m14 o14 a15 i15 j15 l15 n15 o15";

fn points(text: &str) -> Vec<Point> {
    let n = Notation::new(15);
    text.split_whitespace()
        .map(|s| n.parse_point(s).unwrap())
        .collect()
}

/// A renju game that reaches the stones given, in an order the referee takes: each black
/// stone the first of those left that is no foul where it is put.
fn game_reaching(black: &[Point], white: &[Point]) -> Game {
    let rules = RuleSet::by_name("renju").unwrap();
    let mut g = Game::new(Variant::new(rules).with_opening(OpeningRule::Free)).unwrap();
    let (mut black, mut white) = (black.to_vec(), white.to_vec());
    while !black.is_empty() {
        let i = black
            .iter()
            .position(|&p| {
                let mut t = g.clone();
                t.apply(Action::Place(p)).is_ok() && t.outcome().is_none()
            })
            .expect("a black stone that is no foul yet");
        g.apply(Action::Place(black.remove(i))).unwrap();
        g.apply(Action::Place(white.remove(0))).unwrap();
        assert_eq!(g.outcome(), None);
    }
    g
}

#[test]
fn black_boxed_in_by_forbidden_points_passes() {
    let g = game_reaching(&points(BLACK), &points(WHITE));
    assert_eq!(g.to_move(), Color::Black);
    let empty: Vec<Point> = g.board().empty_points().collect();
    let forbidden: Vec<Point> = g
        .forbidden_points(Color::Black)
        .iter()
        .map(|f| f.0)
        .collect();
    assert_eq!(empty.len(), 3);
    assert_eq!(forbidden, empty, "every point left is forbidden to black");
    for strength in [0, 100] {
        let mut engine = Engine::new(Options::default());
        engine.set_strength(strength);
        let action = decide(&mut engine, Rule::Renju, &g, 50);
        assert_eq!(action, Action::Pass, "at strength {strength}");
        let mut after = g.clone();
        after.apply(action).unwrap();
        assert_eq!(after.outcome(), None, "the game goes on after the pass");
    }
}
