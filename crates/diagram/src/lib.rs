//! Board diagrams as pictures: a position, or a whole game with its stones numbered in
//! the order they were played, drawn the way a renju record sheet or a magazine prints
//! one: coordinates on the edges, star points, black numbers on white stones and white
//! numbers on black ones.
//!
//! [`Diagram`] says what is drawn, [`svg`] writes it as SVG text, and [`png`] renders
//! that SVG with `resvg`, using only the font embedded in this crate, so the numbers look
//! the same on every machine whatever fonts it has. The command line (`pearls diagram`)
//! and the server (`/api/games/{id}/diagram.svg` and `.png`) both draw through here.

use pearls_rules::{Board, Columns, Move, Point, Stone as BoardStone};
use std::fmt::Write;
use std::sync::{Arc, OnceLock};

/// The font that numbers and coordinates are drawn in: DejaVu Sans Bold, cut down to
/// printable ASCII (its licence is in `fonts/LICENSE-DejaVu.txt`).
pub const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold-subset.ttf");
const FONT_FAMILY: &str = "DejaVu Sans";

/// One stone on the diagram.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stone {
    pub point: Point,
    pub black: bool,
    /// The move number written on the stone, if any.
    pub number: Option<u32>,
}

/// What to draw of a game given as its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Write move numbers on the stones.
    pub numbers: bool,
    /// The first move that gets its number: the stones before it are drawn plain, as a
    /// magazine shows the position a numbered continuation starts from.
    pub from: u32,
    /// Draw the game after this many moves only (`None`: all of them).
    pub to: Option<u32>,
    /// Mark the last stone played with a ring.
    pub last_mark: bool,
    /// Letters and numbers along the edges.
    pub coordinates: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            numbers: true,
            from: 1,
            to: None,
            last_mark: false,
            coordinates: true,
        }
    }
}

/// A diagram: a board size, the stones and what to mark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    pub size: u8,
    pub stones: Vec<Stone>,
    /// The point ringed as the last move.
    pub last: Option<Point>,
    pub coordinates: bool,
    pub columns: Columns,
}

impl Diagram {
    /// The stones of `moves`, played alternately from black (`pass` skips a turn),
    /// numbered from 1 in play order. A stone put where one stands replaces it, so a
    /// board after captures is drawn by calling [`Diagram::keep_only`] afterwards.
    pub fn from_moves(size: u8, moves: &[Move], options: &Options) -> Result<Diagram, String> {
        let shown = options
            .to
            .map_or(moves.len(), |n| (n as usize).min(moves.len()));
        let mut stones: Vec<Stone> = Vec::new();
        let mut last = None;
        for (i, m) in moves[..shown].iter().enumerate() {
            let Move::Place(p) = *m else { continue };
            if p.col >= size || p.row >= size {
                return Err(format!("move {}: {p} is off a board of size {size}", i + 1));
            }
            let n = i as u32 + 1;
            stones.retain(|s| s.point != p);
            stones.push(Stone {
                point: p,
                black: i % 2 == 0,
                number: (options.numbers && n >= options.from).then_some(n),
            });
            last = Some(p);
        }
        Ok(Diagram {
            size,
            stones,
            last: last.filter(|_| options.last_mark),
            coordinates: options.coordinates,
            columns: Columns::Renju,
        })
    }

    /// Leaves out the stones that `board` does not hold in their colour (stones that
    /// were captured, under rules with captures).
    pub fn keep_only(&mut self, board: &Board) {
        self.stones.retain(|s| {
            let want = if s.black {
                BoardStone::Black
            } else {
                BoardStone::White
            };
            board.get(s.point) == Some(want)
        });
        if let Some(l) = self.last {
            if !self.stones.iter().any(|s| s.point == l) {
                self.last = None;
            }
        }
    }
}

/// The side of a square between two lines, in SVG units.
const CELL: f64 = 32.0;

/// The points marked on the board: the centre of an odd board and points 3 lines in from
/// the corners (2 on small boards), with the sides' midpoints on the largest boards, as
/// printed boards mark them.
pub fn star_points(size: u8) -> Vec<Point> {
    if size < 7 {
        return Vec::new();
    }
    let k = if size >= 13 { 3 } else { 2 };
    let (lo, hi, mid) = (k, size - 1 - k, size / 2);
    let mut out = vec![
        Point::new(lo, lo),
        Point::new(hi, lo),
        Point::new(lo, hi),
        Point::new(hi, hi),
    ];
    if size % 2 == 1 {
        out.push(Point::new(mid, mid));
        if size >= 19 {
            out.extend([
                Point::new(mid, lo),
                Point::new(mid, hi),
                Point::new(lo, mid),
                Point::new(hi, mid),
            ]);
        }
    }
    out
}

/// The diagram as an SVG document.
pub fn svg(d: &Diagram) -> String {
    let n = f64::from(d.size);
    // Room for the coordinates at the left and bottom; a narrower frame elsewhere.
    // Whole numbers, so that a PNG is exactly its SVG's size times the scale.
    let (left, bottom, edge) = if d.coordinates {
        (36.0, 36.0, 24.0)
    } else {
        (24.0, 24.0, 24.0)
    };
    let board = (n - 1.0) * CELL;
    let width = left + board + edge;
    let height = edge + board + bottom;
    let x = |col: u8| left + f64::from(col) * CELL;
    // Row 1 is at the bottom, as on a record sheet.
    let y = |row: u8| edge + (n - 1.0 - f64::from(row)) * CELL;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}" font-weight="bold">"##
    );
    let _ = writeln!(
        s,
        r##"<rect width="{width}" height="{height}" fill="#f3d9a4"/>"##
    );
    // The grid, as one path.
    let mut grid = String::new();
    for i in 0..d.size {
        let _ = write!(
            grid,
            "M{} {}H{}M{} {}V{}",
            x(0),
            y(i),
            x(d.size - 1),
            x(i),
            y(d.size - 1),
            y(0)
        );
    }
    let _ = writeln!(
        s,
        r##"<path d="{grid}" stroke="#3b2a17" stroke-width="1" fill="none"/>"##
    );
    let _ = writeln!(
        s,
        r##"<rect x="{}" y="{}" width="{board}" height="{board}" stroke="#3b2a17" stroke-width="2" fill="none"/>"##,
        x(0),
        y(d.size - 1)
    );
    for p in star_points(d.size) {
        let _ = writeln!(
            s,
            r##"<circle class="star" cx="{}" cy="{}" r="3.5" fill="#3b2a17"/>"##,
            x(p.col),
            y(p.row)
        );
    }
    if d.coordinates {
        let size = CELL * 0.42;
        for i in 0..d.size {
            let _ = writeln!(
                s,
                r##"<text class="coord" x="{}" y="{}" font-size="{size}" text-anchor="middle" fill="#3b2a17">{}</text>"##,
                x(i),
                y(0) + CELL * 0.55 + size * 0.35,
                d.columns.letter(i).to_ascii_uppercase()
            );
            let _ = writeln!(
                s,
                r##"<text class="coord" x="{}" y="{}" font-size="{size}" text-anchor="middle" fill="#3b2a17">{}</text>"##,
                left - CELL * 0.6,
                y(i) + size * 0.35,
                i + 1
            );
        }
    }
    let r = CELL * 0.46;
    for st in &d.stones {
        let (cx, cy) = (x(st.point.col), y(st.point.row));
        let (fill, ink) = if st.black {
            ("#111111", "#ffffff")
        } else {
            ("#ffffff", "#111111")
        };
        let colour = if st.black { "black" } else { "white" };
        let _ = write!(
            s,
            r##"<circle class="stone {colour}" cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#111111" stroke-width="1.2"/>"##
        );
        if let Some(num) = st.number {
            // Three digits need a smaller type to stay inside the stone.
            let size = match num {
                0..=9 => CELL * 0.5,
                10..=99 => CELL * 0.46,
                _ => CELL * 0.36,
            };
            let _ = write!(
                s,
                r##"<text class="number" x="{cx}" y="{}" font-size="{size}" text-anchor="middle" fill="{ink}">{num}</text>"##,
                cy + size * 0.36
            );
        }
        s.push('\n');
    }
    if let Some(p) = d.last {
        let _ = writeln!(
            s,
            r##"<circle class="last" cx="{}" cy="{}" r="{}" fill="none" stroke="#d02020" stroke-width="2.5"/>"##,
            x(p.col),
            y(p.row),
            r + 2.5
        );
    }
    s.push_str("</svg>\n");
    s
}

fn fonts() -> Arc<resvg::usvg::fontdb::Database> {
    static DB: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        Arc::new(db)
    })
    .clone()
}

/// Renders SVG text (as [`svg`] writes it) to a PNG `scale` times its size in SVG units,
/// its text in the embedded font whatever family it names.
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    if !(scale > 0.0 && scale <= 8.0) {
        return Err(format!(
            "the scale must be above 0 and at most 8, not {scale}"
        ));
    }
    let options = resvg::usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: fonts(),
        ..Default::default()
    };
    let tree = resvg::usvg::Tree::from_str(svg, &options)
        .map_err(|e| format!("the diagram is not valid SVG: {e}"))?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| format!("a diagram scaled by {scale} has no size"))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| format!("cannot make a {}x{} picture", size.width(), size.height()))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("cannot encode the PNG: {e}"))
}
