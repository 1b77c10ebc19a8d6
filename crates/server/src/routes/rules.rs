//! `GET /api/rules`: the rules and opening rules a game may have.

use crate::messages::{ModifierInfo, OpeningInfo, RuleInfo, RulesList};
use axum::Json;

pub async fn rules() -> Json<RulesList> {
    let rules = pearls_rules::RuleSet::all()
        .iter()
        .map(|r| RuleInfo {
            name: r.name,
            description: r.description,
            engine: pearls_engine::Rule::from_rule_set(r).is_some(),
            default_opening: r.default_opening.name(),
            first_color: r.color_name(pearls_rules::Color::Black),
        })
        .collect();
    let openings = pearls_rules::OpeningRule::ALL
        .iter()
        .map(|o| OpeningInfo {
            name: o.name(),
            description: o.description(),
        })
        .collect();
    let modifiers = pearls_rules::rules::MODIFIERS
        .iter()
        .map(|&(name, description)| ModifierInfo {
            name,
            description,
            rules: pearls_rules::RuleSet::all()
                .into_iter()
                .filter(|r| r.with_modifier(name).is_some())
                .map(|r| r.name)
                .collect(),
        })
        .collect();
    Json(RulesList {
        rules,
        openings,
        modifiers,
    })
}
