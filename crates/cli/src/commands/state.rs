//! The state of a game, in words and as JSON.

use pearls_rules::action::format_action;
use pearls_rules::{Game, Notation, Pending, Reason};
use serde_json::{json, Value};

pub fn text(game: &Game, n: &Notation) -> String {
    let mut out = String::new();
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|m| match m {
            pearls_rules::Move::Place(p) => n.format(*p),
            pearls_rules::Move::Pass => "pass".into(),
        })
        .collect();
    out.push_str(&format!("moves: {} ({})\n", moves.len(), moves.join(" ")));
    if let Some(name) = game.opening_name() {
        out.push_str(&format!("opening: {name}\n"));
    }
    match (game.outcome(), game.pending()) {
        (Some(o), _) => {
            let who = o
                .winner
                .map(|w| format!(" ({} player)", game.player(w)))
                .unwrap_or_default();
            out.push_str(&format!("outcome: {o}{who}\n"));
        }
        (None, Some(p)) => {
            out.push_str(&format!(
                "to move: {} ({} player)\n",
                game.to_move(),
                game.player(game.to_move())
            ));
            out.push_str(&format!(
                "pending: {p} ({} player decides)\n",
                game.player(p.decider())
            ));
            out.push_str("outcome: none\n");
        }
        (None, None) => {}
    }
    out
}

pub fn json(game: &Game, n: &Notation) -> Value {
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|m| match m {
            pearls_rules::Move::Place(p) => n.format(*p),
            pearls_rules::Move::Pass => "pass".into(),
        })
        .collect();
    let actions: Vec<String> = game.actions().iter().map(|a| format_action(a, n)).collect();
    let pending = game.pending().map(|p| {
        let mut v = json!({
            "decision": p.name(),
            "color": p.decider().name(),
            "player": game.player(p.decider()).name(),
            "text": p.to_string(),
        });
        if let Pending::Choose { offers } = &p {
            v["offers"] = offers.iter().map(|q| n.format(*q)).collect();
        }
        if let Pending::Offer { count } = &p {
            v["count"] = json!(count);
        }
        v
    });
    let outcome = game.outcome().map(|o| {
        let mut v = json!({
            "winner": o.winner.map(|w| w.name()),
            "winner_player": o.winner.map(|w| game.player(w).name()),
            "reason": o.reason.name(),
            "text": o.to_string(),
        });
        if let Reason::Forbidden(f) = o.reason {
            v["foul"] = json!(f.name());
        }
        v
    });
    json!({
        "rule": game.variant().rules.name,
        "opening_rule": game.variant().opening.name(),
        "size": game.variant().size,
        "moves": moves,
        "actions": actions,
        "opening": game.opening_name(),
        "to_move": if game.is_over() { Value::Null } else { json!(game.to_move().name()) },
        "black_player": game.player(pearls_rules::Color::Black).name(),
        "pending": pending,
        "outcome": outcome,
    })
}
