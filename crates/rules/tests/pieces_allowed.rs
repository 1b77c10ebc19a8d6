//! `Game::pieces_allowed`, which clients read to offer the bomb and neutral-stone
//! controls only when they may be used: it agrees with what the referee accepts, through
//! opening scripts of every kind and to the end of a game.

use pearls_rules::action::parse_actions;
use pearls_rules::{Action, Color, Game, Notation, OpeningRule, Variant};

/// Whether the referee takes a bomb and a neutral stone on the first empty point now.
fn accepted(g: &Game) -> (bool, bool) {
    let p = g.board().empty_points().next().expect("an empty point");
    let takes = |a: Action| g.clone().apply(a).is_ok();
    (takes(Action::Bomb(p)), takes(Action::Neutral(p)))
}

/// `name` is a rule name, with `/OPENING` for another opening rule than its own.
fn check(name: &str, text: &str) {
    let (rule, opening) = name.split_once('/').unwrap_or((name, ""));
    let mut v = Variant::named(rule).unwrap_or_else(|e| panic!("{name}: {e}"));
    if !opening.is_empty() {
        v = v.with_opening(OpeningRule::parse(opening).expect("an opening rule"));
    }
    let mut g = Game::new(v).unwrap();
    let actions = parse_actions(text, &Notation::new(v.size)).unwrap();
    let mut seen = Vec::new();
    for (i, a) in std::iter::once(None)
        .chain(actions.into_iter().map(Some))
        .enumerate()
    {
        if let Some(a) = a {
            g.apply(a.clone())
                .unwrap_or_else(|e| panic!("{name}: action {i} {a:?}: {e}"));
        }
        let allowed = g.pieces_allowed();
        let (bomb, neutral) = accepted(&g);
        let c = g.to_move();
        if g.bombs_left(c) > 0 {
            assert_eq!(bomb, allowed, "{name}: the bomb after {i} actions");
        }
        if g.neutral_left(c) > 0 {
            assert_eq!(
                neutral, allowed,
                "{name}: a neutral stone after {i} actions"
            );
        }
        seen.push(allowed);
    }
    // Each script has a part where pieces wait and a part where they may be used.
    assert!(
        seen.contains(&true) && seen.contains(&false),
        "{name}: {seen:?}"
    );
}

#[test]
fn pieces_are_allowed_exactly_when_the_referee_takes_them() {
    // The pente rule's script: centre, anywhere, then outside the central 5x5.
    check("pente+bomb+neutral", "j10 k10 j15 k11 a1 a2");
    // Swaps, offers and a choice before the game is free.
    check(
        "renju+bomb+neutral/rif-1995",
        "h8 h9 h10 keep i9 offer:j10/k11 choose:k11 a1",
    );
    // A free game allows them at once, and no more once it is over.
    check("freestyle+bomb", "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    let mut g = Game::new(Variant::named("freestyle+bomb").unwrap()).unwrap();
    for a in parse_actions("h8 a1 i8 a2 j8 a3 k8 a4 l8", &Notation::new(15)).unwrap() {
        g.apply(a).unwrap();
    }
    assert!(g.is_over() && g.bombs_left(Color::White) == 1 && !g.pieces_allowed());
}
