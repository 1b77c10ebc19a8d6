//! The seeds' variations in server games: `GET /api/rules` says which base rules take
//! each modifier (as the referee decides), a bomb and a neutral stone go over the game
//! socket like any action, and the game's view counts the pieces left in each hand and
//! the captures, live and at an earlier ply. On SQLite, or on PostgreSQL with
//! `PEARLS_TEST_DATABASE` set.

mod common;

use common::{start, sudden_death, Client};
use serde_json::{json, Value};

/// What the view's board string holds at `point` (`h8`): one character a point, bottom
/// row first.
fn at(game: &Value, point: &str) -> char {
    let size = game["size"].as_u64().unwrap() as usize;
    let col = (point.as_bytes()[0] - b'a') as usize;
    let row: usize = point[1..].parse::<usize>().unwrap() - 1;
    game["board"].as_str().unwrap().as_bytes()[row * size + col] as char
}

#[tokio::test]
async fn the_rules_list_names_the_rules_each_modifier_applies_to() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let list = a.get("/api/rules").await.json();
    let modifiers = list["modifiers"].as_array().unwrap();
    // The pente family's first player is White, as the new-game form's side menu says.
    let first_color = |name: &str| {
        let rules = list["rules"].as_array().unwrap();
        let r = rules.iter().find(|r| r["name"] == name).unwrap();
        r["first_color"].as_str().unwrap().to_string()
    };
    for (rule, color) in [
        ("renju", "black"),
        ("freestyle", "black"),
        ("ninuki-renju", "black"),
        ("pente", "white"),
        ("keryo-pente", "white"),
        ("anti-pente", "white"),
    ] {
        assert_eq!(first_color(rule), color, "{rule}");
    }
    let rules_of = |name: &str| -> Vec<String> {
        let m = modifiers
            .iter()
            .find(|m| m["name"] == name)
            .unwrap_or_else(|| panic!("no modifier {name} in {modifiers:?}"));
        assert!(!m["description"].as_str().unwrap().is_empty(), "{m}");
        m["rules"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().to_string())
            .collect()
    };
    let all: Vec<String> = list["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(rules_of("bomb"), all);
    assert_eq!(rules_of("neutral"), all);
    assert_eq!(rules_of("d3-both"), ["ninuki-renju"]);
    let names: Vec<&str> = modifiers
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["centre", "bomb", "repensi", "neutral", "d3-both"]);
    // What the list offers, the server takes.
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "ninuki-renju+d3-both+bomb", "clock": sudden_death(60_000)}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let r = a
        .post(
            "/api/games",
            &json!({"rule": "renju+d3-both", "clock": sudden_death(60_000)}),
        )
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
}

#[tokio::test]
async fn a_bomb_clears_its_square_and_the_view_counts_what_is_left() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let (a, b) = (
        Client::new(server.addr).await,
        Client::new(server.addr).await,
    );
    let id = a
        .create(
            json!({"rule": "pente+bomb+neutral", "side": "first", "clock": sudden_death(600_000)}),
        )
        .await;
    b.join(&id).await;
    let mut sa = a.socket(&id).await;
    let mut sb = b.socket(&id).await;
    let full = json!({"bombs": 1, "neutral": 2});
    // Both hands full, and nothing to use them on during the pente opening's script.
    assert_eq!(
        sa.state["in_hand"],
        json!({"black": full, "white": full, "usable": false}),
        "{}",
        sa.state
    );
    sa.act("j10").await;
    sb.act("j11").await;
    let g = sa.act("j15").await;
    assert_eq!(g["in_hand"]["usable"], true, "{g}");
    sb.act("j12").await;
    // j13 brackets the pair j11-j12 against j10.
    let g = sa.act("j13").await;
    assert_eq!(g["captured"], json!({"black": 2, "white": 0}));
    assert_eq!((at(&g, "j11"), at(&g, "j12")), ('.', '.'));
    let g = sb.act("bomb:j14").await;
    assert_eq!(g["actions"][5], "bomb:j14");
    assert_eq!(at(&g, "j14"), '*');
    // The 3x3 around it is cleared, the stones beyond it stay.
    assert_eq!(
        (at(&g, "j13"), at(&g, "j15"), at(&g, "j10")),
        ('.', '.', 'x')
    );
    assert_eq!(
        g["in_hand"]["white"],
        json!({"bombs": 0, "neutral": 2}),
        "{g}"
    );
    assert_eq!(g["in_hand"]["black"], full);
    let g = sa.act("neutral:c3").await;
    assert_eq!(at(&g, "c3"), 'n');
    assert_eq!(g["in_hand"]["black"], json!({"bombs": 1, "neutral": 1}));
    // A second bomb is refused with the reason.
    sb.until(|g| g["ply"] == 7).await;
    sb.send(json!({"type": "act", "game": id, "action": "bomb:a1", "ply": 7}))
        .await;
    let e = sb.error().await;
    assert!(e["message"].as_str().unwrap().contains("bomb"), "{e}");
    // The replay of an earlier ply has that ply's pieces and captures.
    let p = a.get(&format!("/api/games/{id}/at/5")).await.json();
    assert_eq!(p["in_hand"]["white"]["bombs"], 1);
    assert_eq!(p["captured"]["black"], 2);
    let p = a.get(&format!("/api/games/{id}/at/6")).await.json();
    assert_eq!(p["in_hand"]["white"]["bombs"], 0);
    assert_eq!(p["last"], "j14");
    // A game without such pieces has no `in_hand`.
    let plain = a
        .create(json!({"rule": "pente", "clock": sudden_death(60_000)}))
        .await;
    let g = a.get(&format!("/api/games/{plain}")).await.json();
    assert!(g["game"].get("in_hand").is_none(), "{g}");
}
