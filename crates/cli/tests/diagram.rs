//! `pearls diagram`: a game or a position as an SVG or PNG file.

use assert_cmd::Command;

fn run(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("pearls")
        .unwrap()
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_game_is_drawn_as_svg_with_numbered_stones() {
    let t = tempfile::tempdir().unwrap();
    let (code, err) = run(
        t.path(),
        &["diagram", "--out", "g.svg", "h8", "h9", "j10", "i10", "k11"],
    );
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(t.path().join("g.svg")).unwrap();
    assert_eq!(svg.matches("class=\"stone black\"").count(), 3);
    assert_eq!(svg.matches("class=\"stone white\"").count(), 2);
    for n in 1..=5 {
        assert!(svg.contains(&format!(">{n}</text>")), "{n}: {svg}");
    }

    // A continuation: the first three stones plain, then 4 and 5; the last one ringed.
    let (code, err) = run(
        t.path(),
        &[
            "diagram",
            "--from",
            "4",
            "--last",
            "-o",
            "c.svg",
            "h8 h9 j10 i10 k11",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(t.path().join("c.svg")).unwrap();
    assert_eq!(svg.matches("class=\"number\"").count(), 2);
    assert_eq!(svg.matches("class=\"last\"").count(), 1);

    // A position on another board, without numbers or coordinates.
    let (code, err) = run(
        t.path(),
        &[
            "diagram",
            "--size",
            "9",
            "--no-numbers",
            "--no-coordinates",
            "-o",
            "p.svg",
            "e5",
            "d4",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(t.path().join("p.svg")).unwrap();
    assert_eq!(svg.matches("class=\"stone ").count(), 2);
    assert!(!svg.contains("class=\"number\"") && !svg.contains("class=\"coord\""));
    // 24 + 8 squares of 32 + 24 units.
    assert!(svg.contains("width=\"304\" height=\"304\""), "{svg}");
}

#[test]
fn a_png_is_a_picture_of_the_board() {
    let t = tempfile::tempdir().unwrap();
    let (code, err) = run(
        t.path(),
        &["diagram", "--scale", "1", "--out", "g.png", "h8", "h9"],
    );
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(t.path().join("g.png")).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // The IHDR chunk: width and height, big-endian, after the signature and the chunk's
    // length and name. 36 + 14 squares of 32 + 24 units at one pixel a unit.
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert_eq!((width, height), (508, 508));
}

#[test]
fn bad_requests_are_one_line_and_status_2() {
    let t = tempfile::tempdir().unwrap();
    for (args, says) in [
        (
            vec!["diagram", "--out", "g.gif", "h8"],
            "must end in .svg or .png",
        ),
        (
            vec!["diagram", "--out", "g.svg", "h8", "h8"],
            "move 2: h8 is already occupied",
        ),
        (vec!["diagram", "--out", "g.svg", "z99"], "in the actions"),
        (
            vec!["diagram", "--from", "0", "--out", "g.svg", "h8"],
            "--from counts moves from 1",
        ),
        (
            vec!["diagram", "--scale", "0", "--out", "g.png", "h8"],
            "scale",
        ),
    ] {
        let (code, err) = run(t.path(), &args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    assert!(!t.path().join("g.svg").exists());
}
