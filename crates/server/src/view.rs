//! The game as the browser sees it, built from the game's state: the views of
//! [`crate::messages::game`], the same for every watcher (the seats carry names, never
//! identities).

use crate::game::{player_index, Seat, State, Status};
use crate::messages::{
    game_url, AreaView, Captured, ClockSummary, ClockView, GameSummary, GameView, InHand,
    OutcomeView, PendingDetail, PendingView, Pieces, Position, SeatView, ServerMessage,
};
use pearls_rules::opening::in_area;
use pearls_rules::{Area, Color, Pending, Point, Stone};

pub fn seat_view(s: &Seat) -> SeatView {
    match s {
        Seat::Open => SeatView::Open,
        Seat::Person { name, .. } => SeatView::Person { name: name.clone() },
        Seat::Engine { strength } => SeatView::Engine {
            name: "Pearls",
            strength: *strength,
        },
    }
}

fn seats_view(st: &State) -> [SeatView; 2] {
    [seat_view(&st.seats[0]), seat_view(&st.seats[1])]
}

/// An opening stone's area by name, for clients that say it in their own language.
fn area_view(area: Area) -> Option<AreaView> {
    let (name, size) = match area {
        Area::Anywhere => return None,
        Area::Centre => ("centre", None),
        Area::AroundFirst => ("around-first", None),
        Area::Inside(n) => ("inside", Some(n)),
        Area::Outside(n) => ("outside", Some(n)),
        Area::Canonical => ("canonical", None),
    };
    Some(AreaView {
        area: name,
        area_size: size,
    })
}

fn pending_view(st: &State, p: &Pending) -> PendingView {
    let n = st.notation();
    let rules = st.variant.rules;
    let size = st.variant.size;
    let played = st.game.stones_played();
    let allowed = |area: Area| -> Option<Vec<String>> {
        (area != Area::Anywhere).then(|| {
            st.game
                .board()
                .empty_points()
                .filter(|&q| in_area(area, q, size, &played))
                .map(|q| n.format(q))
                .collect()
        })
    };
    let detail = match p {
        Pending::Place { color, area } => PendingDetail::Place {
            color: color.name(),
            allowed: allowed(*area),
            area: area_view(*area),
        },
        Pending::SwapOption { decider, then } => PendingDetail::SwapOption {
            decider_color: decider.name(),
            then: then.as_ref().map(|t| Box::new(pending_view(st, t))),
        },
        Pending::Swap2 => PendingDetail::Swap2 {},
        Pending::Declare { max } => PendingDetail::Declare { max: *max },
        Pending::Offer { count } => PendingDetail::Offer { count: *count },
        Pending::Choose { offers } => PendingDetail::Choose {
            offers: offers.iter().map(|q| n.format(*q)).collect(),
        },
        Pending::FifthOrOffer { area, count } => PendingDetail::FifthOrOffer {
            count: *count,
            allowed: allowed(*area),
            area: area_view(*area),
        },
    };
    PendingView {
        kind: p.name(),
        text: p.describe(|c| rules.color_name(c)),
        detail,
    }
}

fn captured(g: &pearls_rules::Game) -> Captured {
    Captured {
        black: g.captured(Color::Black),
        white: g.captured(Color::White),
    }
}

/// The bombs and neutral stones left to each colour, where the rule gives any.
fn in_hand(g: &pearls_rules::Game) -> Option<InHand> {
    let m = g.variant().rules.modifiers;
    let pieces = |c| Pieces {
        bombs: g.bombs_left(c),
        neutral: g.neutral_left(c),
    };
    (m.bombs > 0 || m.neutral_stones > 0).then(|| InHand {
        black: pieces(Color::Black),
        white: pieces(Color::White),
        usable: g.pieces_allowed(),
    })
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
pub fn position_at(st: &State, ply: usize) -> Option<Position> {
    if ply > st.game.actions().len() {
        return None;
    }
    let mut g = pearls_rules::Game::new(st.variant).ok()?;
    for a in &st.game.actions()[..ply] {
        g.apply(a.clone()).ok()?;
    }
    let n = st.notation();
    Some(Position {
        ply,
        board: board_string(&g),
        last: g.last_move().map(|p| n.format(p)),
        captured: captured(&g),
        in_hand: in_hand(&g),
    })
}

/// How the game ended, or `None` while it goes on (or ended aborted).
pub fn outcome_view(st: &State) -> Option<OutcomeView> {
    let g = &st.game;
    let rules = st.variant.rules;
    g.outcome().map(|o| OutcomeView {
        winner: o.winner.map(|c| c.name()),
        winner_player: o.winner.map(|c| player_index(g.player(c))),
        reason: o.reason.name(),
        foul: match o.reason {
            pearls_rules::Reason::Forbidden(f) => Some(f.name()),
            _ => None,
        },
        text: o.describe(|c| rules.color_name(c)),
    })
}

/// The rule's names of black and white (pente calls the first player White).
pub fn color_names(st: &State) -> [&'static str; 2] {
    let rules = st.variant.rules;
    [
        rules.color_name(Color::Black),
        rules.color_name(Color::White),
    ]
}

/// The game in full at `now`.
pub fn game_view(st: &State, now: i64) -> GameView {
    let g = &st.game;
    let n = st.notation();
    let rules = st.variant.rules;
    let to_move = g.to_move();
    // The forbidden points of the side to move, or else of the side that has them (black
    // in renju): its opponent needs them most, to play on them or to aim at them.
    let restricted = [to_move, to_move.opposite()]
        .into_iter()
        .find(|&c| rules.restrictions(c).any());
    let forbidden = match restricted {
        Some(c) if st.status != Status::Over => g
            .forbidden_points(c)
            .into_iter()
            .map(|(p, f)| (n.format(p), f.name()))
            .collect(),
        _ => Default::default(),
    };
    GameView {
        id: st.id.clone(),
        rule: st.rule_name.clone(),
        rule_text: rules.full_name(),
        opening: st.variant.opening.name(),
        opening_name: g.opening_name(),
        opening_japanese: g
            .opening_name()
            .and_then(pearls_rules::opening::opening_japanese),
        size: st.variant.size,
        status: st.status.name(),
        private: st.challenge.is_some(),
        rated: st.rated,
        color_names: color_names(st),
        seats: seats_view(st),
        actions: st.texts.clone(),
        ply: st.texts.len(),
        board: board_string(g),
        last: g.last_move().map(|p| n.format(p)),
        to_move: to_move.name(),
        black: player_index(g.player(Color::Black)),
        decider: st.decider(),
        pending: g.pending().as_ref().map(|p| pending_view(st, p)),
        forbidden,
        forbidden_color: restricted.unwrap_or(to_move).name(),
        captured: captured(g),
        capture_goal: rules.capture.and_then(|c| c.win_stones),
        in_hand: in_hand(g),
        offers: g.offers().iter().map(|p| n.format(*p)).collect(),
        outcome: outcome_view(st),
        clock: ClockView {
            spec: st.spec,
            running: st.clock.running,
            sides: st.clock.view(&st.spec, now),
            now_ms: now,
            deadline_ms: if st.status == Status::Live {
                st.clock.deadline(&st.spec)
            } else {
                None
            },
        },
        draw_offer: st.draw_offer,
        takeback_offer: st.takeback_offer,
        handicap_match: st.handicap.clone(),
        abortable: crate::services::abort::may_abort(st),
        aborted: st.status == Status::Over && g.outcome().is_none(),
    }
}

/// The `state` message, as the text every watcher is sent.
pub fn state_message(st: &State, now: i64) -> String {
    ServerMessage::State {
        game: Box::new(game_view(st, now)),
    }
    .to_text()
}

/// A game as listed for spectators: who plays what, under which clock, how far along.
pub fn summary(st: &State, now: i64) -> GameSummary {
    GameSummary {
        id: st.id.clone(),
        url: game_url(&st.id),
        rule: st.rule_name.clone(),
        opening: st.variant.opening.name(),
        size: st.variant.size,
        status: st.status.name(),
        rated: st.rated,
        seats: seats_view(st),
        black: player_index(st.game.player(Color::Black)),
        ply: st.texts.len(),
        clock: ClockSummary {
            spec: st.spec,
            running: st.clock.running,
            sides: st.clock.view(&st.spec, now),
        },
        created_ms: st.created_ms,
    }
}

#[cfg(test)]
mod tests {
    //! The game views pinned for positions that show every kind of pending decision,
    //! forbidden points, captures, an engine seat, offers, a running clock and an outcome.
    use super::*;
    use crate::clock::{ClockSpec, ClockState};
    use crate::game::variant_of;
    use pearls_rules::action::parse_actions;
    use serde_json::Value;

    const NOW: i64 = 1_795_000_000_000;

    fn person(name: &str) -> Seat {
        Seat::Person {
            id: format!("id-of-{name}"),
            name: name.into(),
        }
    }

    /// A game of `rule` and `opening` after `actions`, created a minute before [`NOW`].
    fn game(rule: &str, opening: &str, actions: &[&str], seats: [Seat; 2]) -> State {
        let variant = variant_of(rule, opening, 0).unwrap();
        let mut game = pearls_rules::Game::new(variant).unwrap();
        let n = pearls_rules::Notation::new(variant.size);
        for text in actions {
            for a in parse_actions(text, &n).unwrap() {
                game.apply(a).unwrap();
            }
        }
        let spec = ClockSpec::fischer(300_000, 2_000);
        let status = if seats.contains(&Seat::Open) {
            Status::Waiting
        } else if game.outcome().is_some() {
            Status::Over
        } else {
            Status::Live
        };
        let mut clock = ClockState::new(&spec);
        if status == Status::Live {
            clock.running = game.decider().map(player_index);
            clock.since_ms = NOW - 12_345;
        }
        State {
            id: "0123456789abcdef".into(),
            created_ms: NOW - 60_000,
            rule_name: rule.into(),
            opening_name: opening.into(),
            variant,
            seats,
            spec,
            clock,
            game,
            texts: actions.iter().map(|a| a.to_string()).collect(),
            status,
            challenge: None,
            rated: false,
            draw_offer: None,
            takeback_offer: None,
            deadline: None,
            handicap: None,
        }
    }

    fn players() -> [Seat; 2] {
        [person("ann"), person("bob")]
    }

    /// A view as JSON, whose fields compare as a set: their order on the wire is not
    /// part of the contract.
    fn json(view: impl serde::Serialize) -> Value {
        serde_json::to_value(view).unwrap()
    }

    fn state(st: &State) -> Value {
        serde_json::from_str(&state_message(st, NOW)).unwrap()
    }

    #[test]
    fn a_waiting_game_with_a_move_anywhere() {
        let st = game("freestyle", "", &[], [person("ann"), Seat::Open]);
        insta::assert_json_snapshot!("waiting", state(&st));
        insta::assert_json_snapshot!("waiting_summary", json(summary(&st, NOW)));
    }

    #[test]
    fn a_live_renju_game_with_forbidden_points_and_an_engine() {
        let seats = [person("ann"), Seat::Engine { strength: 40 }];
        let st = game(
            "renju",
            "free",
            &["g8", "a1", "h8", "a2", "i9", "a3", "i10", "a4"],
            seats,
        );
        insta::assert_json_snapshot!("renju_forbidden", state(&st));
        insta::assert_json_snapshot!("renju_summary", json(summary(&st, NOW)));
        insta::assert_json_snapshot!("renju_at_3", json(position_at(&st, 3).unwrap()));
        assert!(position_at(&st, 9).is_none());
    }

    #[test]
    fn an_opening_stone_names_its_area_and_a_foul_names_its_shape() {
        // What the English `text` says in words, a client reads from these fields.
        let second = state(&game("renju", "rif-1995", &["h8"], players()));
        let pending = &second["game"]["pending"];
        assert_eq!(pending["area"], "around-first", "{pending}");
        assert!(pending.get("area_size").is_none(), "{pending}");
        let third = state(&game("renju", "rif-1995", &["h8", "i9"], players()));
        let pending = &third["game"]["pending"];
        assert_eq!(
            (&pending["area"], &pending["area_size"]),
            (&"inside".into(), &5.into()),
            "{pending}"
        );
        let free = state(&game("renju", "free", &["h8"], players()));
        assert!(free["game"]["pending"].get("area").is_none(), "{free}");

        // Black's double-three at i10 loses the game, and says which shape it was.
        let lost = state(&game(
            "renju",
            "free",
            &[
                "h8", "a1", "h10", "a2", "g8", "a3", "j10", "a4", "h9", "o15", "i10",
            ],
            players(),
        ));
        let outcome = &lost["game"]["outcome"];
        assert_eq!(outcome["reason"], "forbidden", "{outcome}");
        assert_eq!(outcome["foul"], "double-three", "{outcome}");
        assert_eq!(outcome["winner"], "white", "{outcome}");
        let five = state(&game(
            "freestyle",
            "",
            &["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"],
            players(),
        ));
        assert!(five["game"]["outcome"].get("foul").is_none(), "{five}");
    }

    #[test]
    fn white_to_move_sees_black_forbidden_points() {
        // Black's double-three at i10 (g8, h9 on the diagonal, h10 and j10 across) waits
        // while white is to move: white may play there, and needs to know it.
        let st = game(
            "renju",
            "free",
            &["h8", "a1", "h10", "a2", "g8", "a3", "j10", "a4", "h9"],
            players(),
        );
        let v = state(&st);
        assert_eq!(v["game"]["to_move"], "white");
        assert_eq!(v["game"]["forbidden_color"], "black");
        let forbidden = v["game"]["forbidden"].as_object().unwrap();
        assert_eq!(
            forbidden["i10"], "double-three",
            "black's forbidden points: {v}"
        );
        assert_eq!(
            forbidden.len(),
            st.game.forbidden_points(Color::Black).len()
        );
        // Freestyle forbids nothing to anyone.
        let free = state(&game("freestyle", "", &["h8"], players()));
        assert_eq!(free["game"]["forbidden"], serde_json::json!({}));
    }

    #[test]
    fn the_canonical_opening_is_named() {
        let named = state(&game("renju", "rif-1995", &["h8", "h9", "j10"], players()));
        assert_eq!(named["game"]["opening_name"], "Sosei");
        let direct = state(&game("renju", "free", &["h8", "h9", "i9"], players()));
        assert_eq!(direct["game"]["opening_name"], "Kagetsu");
        assert_eq!(direct["game"]["opening_japanese"], "花月");
        let none = state(&game("renju", "free", &["h8", "h9"], players()));
        assert_eq!(none["game"]["opening_name"], Value::Null);
        assert_eq!(none["game"]["opening_japanese"], Value::Null);
    }

    #[test]
    fn a_restricted_area_and_offers_of_draw_and_takeback() {
        let mut st = game("renju", "rif-1995", &["h8"], players());
        st.draw_offer = Some(0);
        st.takeback_offer = Some(1);
        st.challenge = Some("feedfacefeedfacefeedfacefeedface".into());
        insta::assert_json_snapshot!("area_and_offers", state(&st));
    }

    #[test]
    fn every_opening_decision() {
        let cases: [(&str, &str, &[&str]); 7] = [
            ("swap2", "swap2", &["h8", "h9", "j10"]),
            ("swap_or_keep", "swap2", &["h8", "h9", "j10", "two:j9/g7"]),
            ("declare", "yamaguchi", &["h8", "h9", "j10"]),
            (
                "swap_then_place",
                "yamaguchi",
                &["h8", "h9", "j10", "declare:3"],
            ),
            (
                "offer",
                "yamaguchi",
                &["h8", "h9", "j10", "declare:3", "keep", "i7"],
            ),
            (
                "choose",
                "yamaguchi",
                &[
                    "h8",
                    "h9",
                    "j10",
                    "declare:3",
                    "keep",
                    "i7",
                    "offer:k12/f6/l9",
                ],
            ),
            ("fifth_or_offer", "taraguchi-10", &["h8", "i8", "j10", "k6"]),
        ];
        for (name, opening, actions) in cases {
            let st = game("renju", opening, actions, players());
            let v = state(&st);
            insta::assert_json_snapshot!(format!("pending_{name}"), v["game"]["pending"]);
        }
    }

    #[test]
    fn captures_and_a_finished_game() {
        let st = game(
            "pente",
            "free",
            &["h8", "h9", "a1", "h10", "h11"],
            players(),
        );
        insta::assert_json_snapshot!("pente_captures", state(&st));
        let st = game(
            "freestyle",
            "",
            &["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"],
            players(),
        );
        insta::assert_json_snapshot!("over", state(&st));
        insta::assert_json_snapshot!("over_summary", json(summary(&st, NOW)));
    }
}
