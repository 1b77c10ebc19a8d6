//! The game as the browser sees it: one JSON message, the same for every watcher (the
//! seats carry names, never identities).

use crate::game::{player_index, Seat, State, Status};
use pearls_rules::opening::in_area;
use pearls_rules::{Area, Color, Pending, Point, Stone};
use serde_json::{json, Value};

fn seat_view(s: &Seat) -> Value {
    match s {
        Seat::Open => json!({"kind": "open"}),
        Seat::Person { name, .. } => json!({"kind": "person", "name": name}),
        Seat::Engine { strength } => {
            json!({"kind": "engine", "name": "Pearls", "strength": strength})
        }
    }
}

fn pending_view(st: &State, p: &Pending) -> Value {
    let n = st.notation();
    let rules = st.variant.rules;
    let size = st.variant.size;
    let played = st.game.stones_played();
    let allowed = |area: Area| -> Value {
        if area == Area::Anywhere {
            Value::Null
        } else {
            st.game
                .board()
                .empty_points()
                .filter(|&q| in_area(area, q, size, &played))
                .map(|q| n.format(q))
                .collect::<Vec<_>>()
                .into()
        }
    };
    let mut v = json!({
        "kind": p.name(),
        "text": p.describe(|c| rules.color_name(c)),
    });
    match p {
        Pending::Place { color, area } => {
            v["color"] = color.name().into();
            v["allowed"] = allowed(*area);
        }
        Pending::SwapOption { decider, then } => {
            v["decider_color"] = decider.name().into();
            v["then"] = then.as_ref().map_or(Value::Null, |t| pending_view(st, t));
        }
        Pending::Swap2 => {}
        Pending::Declare { max } => v["max"] = (*max).into(),
        Pending::Offer { count } => v["count"] = (*count).into(),
        Pending::Choose { offers } => {
            v["offers"] = offers
                .iter()
                .map(|q| n.format(*q))
                .collect::<Vec<_>>()
                .into()
        }
        Pending::FifthOrOffer { area, count } => {
            v["count"] = (*count).into();
            v["allowed"] = allowed(*area);
        }
    }
    v
}

/// The board as one character a point, row by row from the bottom: `.` empty, `x` black,
/// `o` white, `n` neutral, `*` bomb crater, `c` the common centre.
pub fn board_string(g: &pearls_rules::Game) -> String {
    let size = g.variant().size;
    (0..size as usize * size as usize)
        .map(|i| match g.board().get(Point::from_index(i, size)) {
            Some(Stone::Black) => 'x',
            Some(Stone::White) => 'o',
            Some(Stone::Neutral) => 'n',
            Some(Stone::Bomb) => '*',
            Some(Stone::Common) => 'c',
            None => '.',
        })
        .collect()
}

/// The position after the first `ply` actions, for replaying a game.
pub fn position_at(st: &State, ply: usize) -> Option<Value> {
    if ply > st.game.actions().len() {
        return None;
    }
    let mut g = pearls_rules::Game::new(st.variant).ok()?;
    for a in &st.game.actions()[..ply] {
        g.apply(a.clone()).ok()?;
    }
    let n = st.notation();
    Some(json!({
        "ply": ply,
        "board": board_string(&g),
        "last": g.last_move().map(|p| n.format(p)),
        "captured": {"black": g.captured(Color::Black), "white": g.captured(Color::White)},
    }))
}

/// The `state` message.
pub fn state_message(st: &State, now: i64) -> String {
    let g = &st.game;
    let n = st.notation();
    let size = st.variant.size;
    let rules = st.variant.rules;
    let board = board_string(g);
    let to_move = g.to_move();
    let forbidden: serde_json::Map<String, Value> =
        if st.status != Status::Over && rules.restrictions(to_move).any() {
            g.forbidden_points(to_move)
                .into_iter()
                .map(|(p, f)| (n.format(p), Value::from(f.name())))
                .collect()
        } else {
            Default::default()
        };
    let pending = g.pending();
    let clock = st.clock.view(&st.spec, now);
    let msg = json!({
        "type": "state",
        "game": {
            "id": st.id,
            "rule": st.rule_name,
            "rule_text": rules.full_name(),
            "opening": st.variant.opening.name(),
            "size": size,
            "status": st.status.name(),
            // Whether only a challenge link may take the open seat (the link itself is
            // never here).
            "private": st.challenge.is_some(),
            "color_names": [rules.color_name(Color::Black), rules.color_name(Color::White)],
            "seats": [seat_view(&st.seats[0]), seat_view(&st.seats[1])],
            "actions": st.texts,
            "ply": st.texts.len(),
            "board": board,
            "last": g.last_move().map(|p| n.format(p)),
            "to_move": to_move.name(),
            "black": player_index(g.player(Color::Black)),
            "decider": st.decider(),
            "pending": pending.as_ref().map(|p| pending_view(st, p)),
            "forbidden": forbidden,
            "forbidden_color": to_move.name(),
            "captured": {"black": g.captured(Color::Black), "white": g.captured(Color::White)},
            "capture_goal": rules.capture.and_then(|c| c.win_stones),
            "offers": g.offers().iter().map(|p| n.format(*p)).collect::<Vec<_>>(),
            "outcome": g.outcome().map(|o| json!({
                "winner": o.winner.map(|c| c.name()),
                "winner_player": o.winner.map(|c| player_index(g.player(c))),
                "reason": o.reason.name(),
                "text": o.describe(|c| rules.color_name(c)),
            })),
            "clock": {
                "spec": st.spec,
                "running": st.clock.running,
                "sides": clock,
                "now_ms": now,
                "deadline_ms": if st.status == Status::Live { st.clock.deadline(&st.spec) } else { None },
            },
            "draw_offer": st.draw_offer,
            "takeback_offer": st.takeback_offer,
        }
    });
    msg.to_string()
}

/// A game as listed for spectators: who plays what, under which clock, how far along.
pub fn summary(st: &State, now: i64) -> Value {
    json!({
        "id": st.id,
        "url": format!("/game/{}", st.id),
        "rule": st.rule_name,
        "opening": st.variant.opening.name(),
        "size": st.variant.size,
        "status": st.status.name(),
        "seats": [seat_view(&st.seats[0]), seat_view(&st.seats[1])],
        "black": player_index(st.game.player(Color::Black)),
        "ply": st.texts.len(),
        "clock": {"spec": st.spec, "running": st.clock.running, "sides": st.clock.view(&st.spec, now)},
        "created_ms": st.created_ms,
    })
}
