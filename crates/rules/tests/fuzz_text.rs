//! Arbitrary text never panics the readers or the referee: it is read or refused.

use pearls_rules::action::parse_actions;
use pearls_rules::{Game, Notation, RuleSet, Variant};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,40}", skip_i in any::<bool>(), size in 5u8..=26) {
        let n = Notation::new(size).skip_i(skip_i);
        let _ = n.parse_moves(&text);
        let _ = n.parse_point(&text);
        if let Ok(actions) = parse_actions(&text, &n) {
            for rules in RuleSet::all() {
                let mut g = Game::new(Variant::new(rules).with_size(size)).unwrap();
                for a in actions.iter().cloned() {
                    let _ = g.apply(a);
                }
            }
        }
    }

    #[test]
    fn move_like_text_is_read_or_refused(text in "([a-zA-Z]{1,2}[0-9]{0,3}|[0-9]{1,3},[0-9]{1,3}|pass|swap|keep|offer:[a-p][0-9]{1,2}/[a-p][0-9]{1,2}|choose:[a-p][0-9]{1,2}|two:[a-p][0-9]{1,2}/[a-p][0-9]{1,2}|declare:[0-9]{1,3}|bomb:[a-p][0-9]{1,2}|neutral:[a-p][0-9]{1,2}|resign|draw|[ ,;]){0,30}") {
        let n = Notation::new(15);
        if let Ok(actions) = parse_actions(&text, &n) {
            for name in ["renju", "pente+bomb+neutral", "ninuki-renju", "anti-pente", "freestyle+repensi+centre"] {
                let mut g = Game::new(Variant::named(name).unwrap().with_size(15)).unwrap();
                for a in actions.iter().cloned() {
                    let before = format!("{:?}", g.board());
                    if g.apply(a).is_err() {
                        prop_assert_eq!(before, format!("{:?}", g.board()));
                    }
                }
            }
        }
    }
}
