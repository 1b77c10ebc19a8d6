use crate::options::{joined, parse_action_list, GameOptions};
use crate::Failure;
use pearls_diagram::{Diagram, Options};
use pearls_rules::action::format_action;
use pearls_rules::{Action, Game, Move};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// The picture to write: `.svg`, or `.png` (rendered with the font built in).
    #[arg(long, short, value_name = "FILE")]
    out: PathBuf,
    /// Draw the stones without their move numbers (a position).
    #[arg(long)]
    no_numbers: bool,
    /// Number the stones from move N on; the earlier ones are drawn plain, as a magazine
    /// shows the position a numbered continuation starts from.
    #[arg(long, value_name = "N", default_value_t = 1)]
    from: u32,
    /// Draw the game after its first N moves only.
    #[arg(long, value_name = "N")]
    to: Option<u32>,
    /// Ring the last stone played.
    #[arg(long)]
    last: bool,
    /// Leave out the letters and numbers along the edges.
    #[arg(long)]
    no_coordinates: bool,
    /// The PNG's pixels per SVG unit (a board square is 32 units).
    #[arg(long, default_value_t = 2.0)]
    scale: f32,
    /// Moves from black, alternating; `pass` skips a turn; `-` reads standard input. The
    /// actions `pearls play --save` writes are read too: decisions such as `swap` put no
    /// stone and are left out of the count.
    #[arg(value_name = "MOVES")]
    moves: Vec<String>,
}

enum Kind {
    Svg,
    Png,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let kind = match a
        .out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        Some("svg") => Kind::Svg,
        Some("png") => Kind::Png,
        _ => {
            return Err(Failure::input(format!(
                "{}: the picture's name must end in .svg or .png",
                a.out.display()
            )))
        }
    };
    if a.from == 0 {
        return Err(Failure::input("--from counts moves from 1"));
    }
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let actions = parse_action_list(&joined(&a.moves)?, &n)?;
    let moves: Vec<Move> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Place(p) => Some(Move::Place(*p)),
            Action::Pass => Some(Move::Pass),
            _ => None,
        })
        .collect();
    let options = Options {
        numbers: !a.no_numbers,
        from: a.from,
        to: a.to,
        last_mark: a.last,
        coordinates: !a.no_coordinates,
    };
    let mut d = Diagram::from_moves(v.size, &moves, &options).map_err(Failure::input)?;
    d.columns = n.columns;
    if v.rules.capture.is_some() {
        // Captured stones leave the board: the referee says which are left.
        let shown = a.to.map_or(actions.len(), |t| t as usize);
        let mut game = Game::new(v).map_err(|e| Failure::input(e.to_string()))?;
        let mut placed = 0;
        for (i, action) in actions.into_iter().enumerate() {
            if placed >= shown {
                break;
            }
            if matches!(action, Action::Place(_) | Action::Pass) {
                placed += 1;
            }
            let text = format_action(&action, &n);
            game.apply(action)
                .map_err(|e| Failure::rules(format!("action {} ({text}): {e}", i + 1)))?;
        }
        d.keep_only(game.board());
    } else {
        let mut seen = std::collections::HashSet::new();
        for (i, m) in moves.iter().enumerate() {
            if let Move::Place(p) = m {
                if !seen.insert(*p) {
                    return Err(Failure::input(format!(
                        "move {}: {p} is already occupied",
                        i + 1
                    )));
                }
            }
        }
    }
    let svg = pearls_diagram::svg(&d);
    let bytes = match kind {
        Kind::Svg => svg.into_bytes(),
        Kind::Png => pearls_diagram::png(&svg, a.scale).map_err(Failure::input)?,
    };
    std::fs::write(&a.out, bytes)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", a.out.display())))
}
