//! The diagram routes: a game drawn as SVG and PNG.

mod common;

use common::{start, sudden_death, Client};
use serde_json::json;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A GET whose body is bytes (a PNG): status, headers as text, body.
async fn get_bytes(addr: SocketAddr, path: &str) -> (u16, String, Vec<u8>) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut all = Vec::new();
    tokio::time::timeout(std::time::Duration::from_secs(30), s.read_to_end(&mut all))
        .await
        .expect("a reply in time")
        .unwrap();
    let end = all.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&all[..end]).to_string();
    let status = head[9..12].parse().unwrap();
    (status, head, all[end + 4..].to_vec())
}

/// A game against the engine with two stones each; its id and its moves.
async fn game_of_four(c: &Client) -> (String, Vec<String>) {
    let id = c
        .create(
            json!({"rule": "freestyle", "opponent": "engine", "strength": 0,
                       "side": "first", "clock": sudden_death(120_000)}),
        )
        .await;
    let mut s = c.socket(&id).await;
    s.act("h8").await;
    s.until(|g| g["ply"] == 2).await;
    s.act("a1").await;
    let g = s.until(|g| g["ply"] == 4).await;
    let moves = g["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect();
    (id, moves)
}

#[tokio::test]
async fn the_svg_has_every_stone_with_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let (id, moves) = game_of_four(&a).await;
    assert_eq!(moves.len(), 4, "{moves:?}");

    let r = a.get(&format!("/api/games/{id}/diagram.svg")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.header("content-type"), Some("image/svg+xml"));
    assert!(r.body.starts_with("<svg"), "{}", r.body);
    assert_eq!(r.body.matches("class=\"stone black\"").count(), 2);
    assert_eq!(r.body.matches("class=\"stone white\"").count(), 2);
    for n in 1..=4 {
        assert!(
            r.body.contains(&format!(">{n}</text>")),
            "no {n}: {}",
            r.body
        );
    }
    // a1 (move 3) is the bottom-left corner: 36 units in, 24 + 14 squares of 32 down.
    assert!(
        r.body
            .contains("class=\"stone black\" cx=\"36\" cy=\"472\""),
        "{}",
        r.body
    );

    // A position: no numbers, the last stone ringed; the first three moves only.
    let r = a
        .get(&format!(
            "/api/games/{id}/diagram.svg?numbers=false&last=true&to=3"
        ))
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body.matches("class=\"stone ").count(), 3);
    assert_eq!(r.body.matches("class=\"number\"").count(), 0);
    assert!(
        r.body.contains("class=\"last\" cx=\"36\" cy=\"472\""),
        "{}",
        r.body
    );

    let r = a
        .get(&format!("/api/games/{id}/diagram.svg?numbers=maybe"))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(
        r.body.contains("numbers must be true or false"),
        "{}",
        r.body
    );
    let r = a
        .get(&format!("/api/games/{id}/diagram.svg?colour=red"))
        .await;
    assert_eq!(r.status, 400, "{}", r.body);
    let r = a.get("/api/games/ffffffffffffffff/diagram.svg").await;
    assert_eq!(r.status, 404, "{}", r.body);
    server.stop();
}

#[tokio::test]
async fn the_png_decodes_to_its_size_with_a_dark_black_stone() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let a = Client::new(server.addr).await;
    let (id, moves) = game_of_four(&a).await;

    let (status, head, body) =
        get_bytes(server.addr, &format!("/api/games/{id}/diagram.png?scale=1")).await;
    assert_eq!(status, 200, "{head}");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: image/png"),
        "{head}"
    );
    let decoder = png::Decoder::new(std::io::Cursor::new(body));
    let mut reader = decoder.read_info().unwrap();
    let mut px = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut px).unwrap();
    // 36 + 14 squares of 32 + 24 units, at one pixel a unit.
    assert_eq!((info.width, info.height), (508, 508));
    let at = |x: u32, y: u32| {
        let i = ((y * info.width + x) * 4) as usize;
        (u32::from(px[i]) + u32::from(px[i + 1]) + u32::from(px[i + 2])) / 3
    };
    // a1, black's second stone, left of its number.
    assert!(at(36 - 10, 472) < 60, "{}", at(36 - 10, 472));
    // A corner the engine did not play in is bare board, neither stone's colour.
    let (col, row) = [("o15", 14, 14), ("o1", 14, 0), ("a15", 0, 14)]
        .into_iter()
        .find(|(p, _, _)| !moves.iter().any(|m| m == p))
        .map(|(_, c, r)| (c, r))
        .unwrap();
    let bare = at(36 + col * 32 - 8, 24 + (14 - row) * 32 + 8);
    assert!((120..240).contains(&bare), "{bare}");

    let (status, head, _) = get_bytes(
        server.addr,
        &format!("/api/games/{id}/diagram.png?scale=40"),
    )
    .await;
    assert_eq!(status, 400, "{head}");
    server.stop();
}
