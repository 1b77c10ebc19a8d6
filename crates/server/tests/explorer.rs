//! The opening explorer: a `pearls db` library opened read-only, and the site's rated
//! games indexed as they end; symmetric positions meet, rules are kept apart, and the
//! renju openings are named.

mod common;

use common::{register, start_with, sudden_death, Client};
use pearls_library::Library;
use pearls_records::{GameRecord, GameResult};
use pearls_rules::{Move, Notation};
use pearls_server::Config;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn moves(s: &str) -> Vec<Move> {
    Notation::new(15).parse_moves(s).unwrap()
}

fn record(line: &str, rule: Option<&str>, result: GameResult, black: &str) -> GameRecord {
    let mut g = GameRecord::with_moves(15, moves(line));
    g.rule = rule.map(str::to_string);
    g.result = result;
    g.black = Some(black.to_string());
    g.white = Some("Lib".to_string());
    g
}

/// A library of three games after h8 h9: j10 under renju (RenjuNet names the rule by
/// its opening rule), its mirror image f10 with no rule, and j9 under gomoku.
fn library(dir: &Path) -> PathBuf {
    let path = dir.join("games.db");
    let mut lib = Library::open(&path).unwrap();
    lib.add_games(
        &[
            record(
                "h8 h9 j10 i10 k11",
                Some("RIF"),
                GameResult::BlackWins,
                "Ann-lib",
            ),
            record("h8 h9 f10 g10", None, GameResult::Draw, "Cid-lib"),
            record(
                "h8 h9 j9 g7",
                Some("gomoku"),
                GameResult::WhiteWins,
                "Gus-lib",
            ),
        ],
        None,
    )
    .unwrap();
    lib.index(&mut |_, _| {}).unwrap();
    lib.checkpoint().unwrap();
    path
}

async fn account(addr: std::net::SocketAddr, name: &str) -> Client {
    let mut c = Client::new(addr).await;
    register(&mut c, name).await;
    c
}

async fn explore(c: &Client, query: &str) -> Value {
    let r = c.get(&format!("/api/explorer?{query}")).await;
    assert_eq!(r.status, 200, "{query}: {}", r.body);
    r.json()
}

fn next(v: &Value) -> Vec<(String, u64, u64, u64, u64)> {
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let n = |k: &str| m[k].as_u64().unwrap();
            (
                m["move"].as_str().unwrap().to_string(),
                n("games"),
                n("black"),
                n("white"),
                n("draws"),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_explorer_joins_the_library_and_the_sites_rated_games() {
    let dir = tempfile::tempdir().unwrap();
    let lib = library(dir.path());
    let config = Config {
        library: Some(lib),
        ..Config::default()
    };
    let server = start_with(dir.path(), config).await;
    let ann = account(server.addr, "Ann").await;
    let bob = account(server.addr, "Bob").await;

    // The library: j10 and its mirror image f10 are one move (named by either, as the
    // symmetric position makes them equivalent); gomoku's j9 is left out.
    let v = explore(&ann, "rule=renju&moves=h8%20h9").await;
    let sosei = v["moves"][0]["move"].as_str().unwrap().to_string();
    assert!(sosei == "j10" || sosei == "f10", "{v}");
    assert_eq!(next(&v), [(sosei.clone(), 2, 1, 0, 1)], "{v}");
    assert_eq!(v["moves"][0]["opening"], "Sosei", "{v}");
    assert_eq!(v["opening"], Value::Null);
    assert_eq!(v["games"], 2);
    let mut players: Vec<&str> = v["examples"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["black"].as_str().unwrap())
        .collect();
    players.sort();
    assert_eq!(players, ["Ann-lib", "Cid-lib"], "{v}");
    assert!(v["examples"]
        .as_array()
        .unwrap()
        .iter()
        .all(|g| g["source"] == "library"));
    // Under free-style (which the record calls gomoku), the game without a rule counts too.
    let v = explore(&ann, "rule=freestyle&moves=h8h9").await;
    let mut seen: Vec<(u64, u64, u64, u64)> = next(&v)
        .into_iter()
        .map(|(_, g, b, w, d)| (g, b, w, d))
        .collect();
    seen.sort();
    assert_eq!(seen, [(1, 0, 0, 1), (1, 0, 1, 0)], "{v}");

    // A rated renju game of the site, to a five, is indexed as it ends; a casual one is not.
    for rated in [true, false] {
        let id = ann
            .create(json!({"rule": "renju", "opening": "free", "side": "first",
                           "rated": rated, "clock": sudden_death(300_000)}))
            .await;
        bob.join(&id).await;
        let mut a = ann.socket(&id).await;
        let mut b = bob.socket(&id).await;
        let line = [
            "h8", "h9", "j10", "a1", "k10", "a2", "l10", "a3", "m10", "a4", "n10",
        ];
        for (i, m) in line.iter().enumerate() {
            let s = if i % 2 == 0 { &mut a } else { &mut b };
            s.act(m).await;
        }
        let g = a.until(|g| g["status"] == "over").await;
        assert_eq!(g["outcome"]["winner"], "black", "{g}");
        if rated {
            let v = explore(&ann, "rule=renju&moves=h8%20h9&source=site").await;
            assert_eq!(next(&v), [(sosei.clone(), 1, 1, 0, 0)], "{v}");
            let ex = &v["examples"][0];
            assert_eq!(
                (&ex["source"], &ex["id"], &ex["black"]),
                (&json!("site"), &json!(id), &json!("Ann")),
                "{v}"
            );
            assert_eq!(ex["result"], "black");
            assert_eq!(ex["moves"].as_array().unwrap().len(), 11, "{v}");
        }
    }
    let v = explore(&ann, "rule=renju&moves=h8%20h9&source=site").await;
    assert_eq!(v["games"], 1, "the casual game is not indexed: {v}");

    // Both together, the position asked as a list, turned: h8 g8 is h8 h9 a quarter
    // turn round, so the library's and the site's games all meet.
    let v = explore(&ann, "rule=renju&moves=h8&moves=g8").await;
    assert_eq!(v["games"], 3, "{v}");
    let seen = next(&v);
    assert_eq!(seen.len(), 1, "{v}");
    assert_eq!((seen[0].1, seen[0].2, seen[0].4), (3, 2, 1), "{v}");
    assert_eq!(v["moves"][0]["opening"], "Sosei", "{v}");
    let v = explore(&ann, "rule=renju&moves=h8%20h9&source=library").await;
    assert_eq!(v["games"], 2, "{v}");

    // The third stone names the opening, in Japanese as well.
    let v = explore(&ann, "rule=renju&moves=h8,h9,j10").await;
    assert_eq!(
        (&v["opening"], &v["opening_japanese"]),
        (&json!("Sosei"), &json!("疎星"))
    );
    assert_eq!(v["position"], json!(["h8", "h9", "j10"]));
    assert_eq!(next(&v)[0].0, "i10", "{v}");

    for (query, says) in [
        ("rule=chess", "unknown"),
        ("rule=renju&moves=h8%20z99", "in the moves"),
        ("rule=renju&source=elsewhere", "source must be"),
        ("rule=renju&colour=red", "not 'colour'"),
    ] {
        let r = ann.get(&format!("/api/explorer?{query}")).await;
        assert_eq!(r.status, 400, "{query}: {}", r.body);
        assert!(r.body.contains(says), "{query}: {}", r.body);
    }
    server.stop();
}

#[tokio::test]
async fn without_a_library_the_sites_games_answer_alone() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(dir.path(), Config::default()).await;
    let ann = Client::new(server.addr).await;
    let v = explore(&ann, "rule=renju").await;
    assert_eq!((&v["games"], &v["moves"]), (&json!(0), &json!([])), "{v}");
    assert_eq!(v["size"], 15);
    server.stop();
}

#[tokio::test]
async fn a_library_that_cannot_be_read_stops_the_server_with_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("nothing.db");
    std::fs::write(&bad, b"this is no database").unwrap();
    let e = pearls_server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        data_dir: dir.path().to_path_buf(),
        library: Some(bad),
        ..Config::default()
    })
    .await
    .err()
    .expect("the server refuses to start");
    assert!(e.contains("nothing.db"), "{e}");
}
