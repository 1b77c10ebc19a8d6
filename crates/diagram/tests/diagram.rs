use pearls_diagram::{png, svg, Diagram, Options};
use pearls_rules::{Move, Notation, Point};

fn moves(text: &str) -> Vec<Move> {
    Notation::new(15).parse_moves(text).unwrap()
}

/// The decoded picture: width, height and RGBA bytes.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn brightness(img: &(u32, u32, Vec<u8>), x: f64, y: f64) -> u32 {
    let (w, _, px) = img;
    let i = ((y as u32 * w + x as u32) * 4) as usize;
    (px[i] as u32 + px[i + 1] as u32 + px[i + 2] as u32) / 3
}

/// The centre of a point in the picture, as `svg` lays the board out with coordinates.
fn centre(p: Point, scale: f64) -> (f64, f64) {
    let cell = 32.0;
    let x = 36.0 + f64::from(p.col) * cell;
    let y = 24.0 + f64::from(14 - p.row) * cell;
    (x * scale, y * scale)
}

#[test]
fn every_move_is_a_stone_with_its_number_in_its_colour() {
    let m = moves("h8 i9 j10 g7 h10");
    let d = Diagram::from_moves(15, &m, &Options::default()).unwrap();
    let text = svg(&d);
    assert_eq!(text.matches("class=\"stone ").count(), 5);
    assert_eq!(text.matches("class=\"stone black\"").count(), 3);
    assert_eq!(text.matches("class=\"stone white\"").count(), 2);
    for n in 1..=5 {
        // White ink on black stones (odd moves), black ink on white ones.
        let ink = if n % 2 == 1 { "#ffffff" } else { "#111111" };
        assert!(
            text.contains(&format!("fill=\"{ink}\">{n}</text>")),
            "move {n} is not written in {ink}:\n{text}"
        );
    }
    // h8 is the centre: 7 cells in from the top and the left margins.
    assert!(
        text.contains("class=\"stone black\" cx=\"260\" cy=\"248\""),
        "{text}"
    );
    assert_eq!(text.matches("class=\"star\"").count(), 5);
    assert_eq!(text.matches("class=\"coord\"").count(), 30);
    assert!(text.contains(">O</text>") && text.contains(">15</text>"));
}

#[test]
fn options_leave_out_numbers_stones_and_coordinates() {
    let m = moves("h8 i9 j10 g7 h10");
    let plain = Options {
        numbers: false,
        coordinates: false,
        last_mark: true,
        ..Options::default()
    };
    let text = svg(&Diagram::from_moves(15, &m, &plain).unwrap());
    assert_eq!(text.matches("class=\"stone ").count(), 5);
    assert_eq!(text.matches("class=\"number\"").count(), 0);
    assert_eq!(text.matches("class=\"coord\"").count(), 0);
    assert_eq!(text.matches("class=\"last\"").count(), 1);

    let cont = Options {
        from: 4,
        to: Some(4),
        ..Options::default()
    };
    let d = Diagram::from_moves(15, &m, &cont).unwrap();
    assert_eq!(d.stones.len(), 4);
    let numbers: Vec<Option<u32>> = d.stones.iter().map(|s| s.number).collect();
    assert_eq!(numbers, [None, None, None, Some(4)]);
    assert_eq!(d.last, None);
}

#[test]
fn passes_skip_a_turn_and_moves_off_the_board_are_refused() {
    let d = Diagram::from_moves(15, &moves("h8 pass h9"), &Options::default()).unwrap();
    assert!(d.stones.iter().all(|s| s.black));
    assert_eq!(d.stones[1].number, Some(3));
    let far = [Move::Place(Point::new(16, 3))];
    let e = Diagram::from_moves(15, &far, &Options::default()).unwrap_err();
    assert!(e.contains("move 1") && e.contains("size 15"), "{e}");
}

#[test]
fn png_has_the_size_asked_and_dark_black_stones_with_light_numbers() {
    let m = moves("h8 i9");
    let d = Diagram::from_moves(15, &m, &Options::default()).unwrap();
    let text = svg(&d);
    let img = decode(&png(&text, 2.0).unwrap());
    // 36 + 14 cells of 32 + 24 units wide and high, doubled.
    assert_eq!((img.0, img.1), (1016, 1016));
    let (bx, by) = centre(Point::new(7, 7), 2.0);
    let r = 32.0 * 0.46 * 2.0;
    // The black stone is dark away from its number...
    assert!(brightness(&img, bx - r * 0.7, by) < 60);
    assert!(brightness(&img, bx, by + r * 0.8) < 60);
    // ...and its number is drawn in white: the font is there, whatever this machine has.
    let light = (-10..=10)
        .flat_map(|dx| (-10..=10).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| brightness(&img, bx + dx as f64, by + dy as f64) > 200)
        .count();
    assert!(
        light > 10,
        "no number on the black stone ({light} light pixels)"
    );
    // The white stone is light, with dark ink in its middle.
    let (wx, wy) = centre(Point::new(8, 8), 2.0);
    assert!(brightness(&img, wx - r * 0.7, wy) > 200);
    let dark = (-10..=10)
        .flat_map(|dx| (-10..=10).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| brightness(&img, wx + dx as f64, wy + dy as f64) < 60)
        .count();
    assert!(
        dark > 10,
        "no number on the white stone ({dark} dark pixels)"
    );
    // An empty point is the board's colour.
    let (ex, ey) = centre(Point::new(3, 10), 2.0);
    let e = brightness(&img, ex + 10.0, ey + 10.0);
    assert!((120..240).contains(&e), "{e}");
}

#[test]
fn png_refuses_a_silly_scale() {
    let d = Diagram::from_moves(15, &[], &Options::default()).unwrap();
    assert!(png(&svg(&d), 0.0).unwrap_err().contains("scale"));
}
