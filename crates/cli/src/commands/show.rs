use crate::options::{joined, parse_moves, setup_board, GameOptions};
use crate::Failure;
use pearls_rules::diagram::diagram;
use pearls_rules::Color;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Moves from black, alternating; `pass` skips a turn; `-` reads standard input.
    #[arg(value_name = "MOVES")]
    moves: Vec<String>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let moves = parse_moves(&joined(&a.moves)?, &n)?;
    let (board, last) = setup_board(v.size, &moves)?;
    let forbidden = v.rules.forbidden_points(&board, Color::Black);
    print!("{}", diagram(&board, last, &forbidden, n.columns));
    let mut legend = String::from("X black, O white, [ ] last move");
    if v.rules.restrictions(Color::Black).any() {
        legend.push_str("; forbidden for black: 3 double-three, 4 double-four, 6 overline");
    }
    println!("{legend}");
    Ok(())
}
