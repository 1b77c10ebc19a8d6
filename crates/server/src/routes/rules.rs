//! `GET /api/rules`: the rules and opening rules a game may have.

use crate::messages::{OpeningInfo, RuleInfo, RulesList};
use axum::Json;

pub async fn rules() -> Json<RulesList> {
    let rules = pearls_rules::RuleSet::all()
        .iter()
        .map(|r| RuleInfo {
            name: r.name,
            description: r.description,
            engine: pearls_engine::Rule::from_rule_set(r).is_some(),
            default_opening: r.default_opening.name(),
        })
        .collect();
    let openings = pearls_rules::OpeningRule::ALL
        .iter()
        .map(|o| OpeningInfo {
            name: o.name(),
            description: o.description(),
        })
        .collect();
    Json(RulesList { rules, openings })
}
