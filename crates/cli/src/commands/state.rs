//! The state of a game, in words and as JSON.

use pearls_rules::action::format_action;
use pearls_rules::{Color, Game, Notation, Pending, Reason};
use serde_json::{json, Value};

fn move_texts(game: &Game, n: &Notation) -> Vec<String> {
    game.moves().iter().map(|&m| n.format_move(m)).collect()
}

/// The colour's name as the rule set shows it (pente calls the first player White).
fn name(game: &Game, c: Color) -> &'static str {
    game.variant().rules.color_name(c)
}

pub fn text(game: &Game, n: &Notation) -> String {
    let rules = &game.variant().rules;
    let mut out = String::new();
    let moves = move_texts(game, n);
    out.push_str(&format!("moves: {} ({})\n", moves.len(), moves.join(" ")));
    if let Some(opening) = game.opening_name() {
        out.push_str(&format!("opening: {opening}\n"));
    }
    let per_color = |label: &str, count: &dyn Fn(Color) -> u16| {
        format!(
            "{label}: {} {}, {} {}\n",
            name(game, Color::Black),
            count(Color::Black),
            name(game, Color::White),
            count(Color::White)
        )
    };
    if rules.capture.is_some_and(|c| !c.flip) {
        out.push_str(&per_color("captured", &|c| game.captured(c)));
    }
    if rules.modifiers.bombs > 0 {
        out.push_str(&per_color("bombs left", &|c| game.bombs_left(c).into()));
    }
    if rules.modifiers.neutral_stones > 0 {
        out.push_str(&per_color("neutral stones left", &|c| {
            game.neutral_left(c).into()
        }));
    }
    if let Some(c) = game.unperfect_five() {
        out.push_str(&format!(
            "unperfect five: {} (a capture may still break it)\n",
            name(game, c)
        ));
    }
    match (game.outcome(), game.pending(), game.decider()) {
        (Some(o), _, _) => {
            let who = o
                .winner
                .map(|w| format!(" ({} player)", game.player(w)))
                .unwrap_or_default();
            out.push_str(&format!(
                "outcome: {}{who}\n",
                o.describe(|c| name(game, c))
            ));
        }
        (None, Some(p), Some(decider)) => {
            out.push_str(&format!(
                "to move: {} ({} player)\n",
                name(game, game.to_move()),
                game.player(game.to_move())
            ));
            out.push_str(&format!(
                "pending: {} ({decider} player decides)\n",
                p.describe(|c| name(game, c))
            ));
            out.push_str("outcome: none\n");
        }
        _ => {}
    }
    out
}

fn pending_json(game: &Game, p: &Pending, n: &Notation) -> Value {
    let mut v = json!({ "decision": p.name(), "text": p.describe(|c| name(game, c)) });
    match p {
        Pending::Place { color, area } => {
            v["color"] = json!(name(game, *color));
            v["area"] = json!(area.to_string());
        }
        Pending::SwapOption { then, .. } => {
            if let Some(then) = then {
                v["or"] = pending_json(game, then, n);
            }
        }
        Pending::Swap2 => {}
        Pending::Declare { max } => v["max"] = json!(max),
        Pending::Offer { count } => v["count"] = json!(count),
        Pending::Choose { offers } => {
            v["offers"] = offers.iter().map(|q| n.format(*q)).collect();
        }
        Pending::FifthOrOffer { area, count } => {
            v["area"] = json!(area.to_string());
            v["count"] = json!(count);
        }
    }
    v
}

pub fn json(game: &Game, n: &Notation) -> Value {
    let rules = &game.variant().rules;
    let actions: Vec<String> = game.actions().iter().map(|a| format_action(a, n)).collect();
    let pending = match (game.pending(), game.decider()) {
        (Some(p), Some(d)) => {
            let mut v = pending_json(game, &p, n);
            v["player"] = json!(d.name());
            v["player_color"] = json!(name(game, game.color_of(d)));
            v
        }
        _ => Value::Null,
    };
    let outcome = game.outcome().map(|o| {
        let mut v = json!({
            "winner": o.winner.map(|w| name(game, w)),
            "winner_player": o.winner.map(|w| game.player(w).name()),
            "reason": o.reason.name(),
            "text": o.describe(|c| name(game, c)),
        });
        if let Reason::Forbidden(f) = o.reason {
            v["foul"] = json!(f.name());
        }
        v
    });
    let per_color = |f: &dyn Fn(Color) -> u64| json!({ name(game, Color::Black): f(Color::Black), name(game, Color::White): f(Color::White) });
    let mut v = json!({
        "rule": rules.full_name(),
        "opening_rule": game.variant().opening.name(),
        "size": game.variant().size,
        "moves": move_texts(game, n),
        "actions": actions,
        "opening": game.opening_name(),
        "to_move": if game.is_over() { Value::Null } else { json!(name(game, game.to_move())) },
        "first_player_color": name(game, game.color_of(pearls_rules::Player::First)),
        "pending": pending,
        "outcome": outcome,
    });
    if rules.capture.is_some() {
        v["captures"] = per_color(&|c| game.captured(c) as u64);
    }
    if rules.modifiers.bombs > 0 {
        v["bombs_left"] = per_color(&|c| game.bombs_left(c) as u64);
    }
    if rules.modifiers.neutral_stones > 0 {
        v["neutral_left"] = per_color(&|c| game.neutral_left(c) as u64);
    }
    if let Some(d) = game.declared() {
        v["declared_offers"] = json!(d);
    }
    if let Some(c) = game.unperfect_five() {
        v["unperfect_five"] = json!(name(game, c));
    }
    v
}
