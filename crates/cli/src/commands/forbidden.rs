use crate::options::{joined, parse_moves, setup_board, GameOptions};
use crate::Failure;
use pearls_rules::Color;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Print one JSON object: {"forbidden":{"j8":"double-three",...}}.
    #[arg(long)]
    json: bool,
    /// Moves from black, alternating; `pass` skips a turn; `-` reads standard input.
    #[arg(value_name = "MOVES")]
    moves: Vec<String>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let moves = parse_moves(&joined(&a.moves)?, &n)?;
    let (board, _) = setup_board(v.size, &moves)?;
    let mut points = v.rules.forbidden_points(&board, Color::Black);
    points.sort_by_key(|(p, _)| (p.col, p.row));
    if a.json {
        let map: serde_json::Map<String, serde_json::Value> = points
            .iter()
            .map(|(p, f)| (n.format(*p), serde_json::Value::from(f.name())))
            .collect();
        println!("{}", serde_json::json!({ "forbidden": map }));
    } else {
        for (p, f) in points {
            println!("{} {f}", n.format(p));
        }
    }
    Ok(())
}
