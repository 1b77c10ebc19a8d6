use crate::options::{joined, parse_action_list, setup_board, GameOptions};
use crate::Failure;
use pearls_rules::action::{format_action, SYNTAX};
use pearls_rules::diagram::diagram;
use pearls_rules::{Action, Color, Game, Move};

#[derive(clap::Args)]
#[command(after_help = SYNTAX)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Moves from black, alternating; `pass` skips a turn; `-` reads standard input. Under
    /// rules with captures, bombs or neutral stones, any action `pearls referee` reads.
    #[arg(value_name = "MOVES")]
    moves: Vec<String>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let text = joined(&a.moves)?;
    let rules = &v.rules;
    let m = rules.modifiers;
    let actions = parse_action_list(&text, &n)?;
    // Stones and passes alone are drawn as the diagram they describe, so that any
    // position can be entered, as with `forbidden`. Decisions (a swap, an offer, a
    // resignation: what `play --save` writes) only mean something to the referee, and
    // so do moves that change the board beyond adding a stone (captures, bombs, neutral
    // or common stones): those are replayed.
    let moves: Option<Vec<Move>> = actions
        .iter()
        .map(|a| match a {
            Action::Place(p) => Some(Move::Place(*p)),
            Action::Pass => Some(Move::Pass),
            _ => None,
        })
        .collect();
    let replay = rules.capture.is_some() || m.bombs > 0 || m.neutral_stones > 0 || m.common_centre;
    let (board, last, to_move, game) = if replay || moves.is_none() {
        let game = replay_game(v, actions, &n)?;
        (
            game.board().clone(),
            game.last_move(),
            game.to_move(),
            Some(game),
        )
    } else {
        let moves = moves.unwrap_or_default();
        let (board, last) = setup_board(v.size, &moves)?;
        (board, last, Color::after_plies(moves.len()), None)
    };
    // Mark the side to move's forbidden points, or black's where only black has them.
    let marked = [to_move, Color::Black]
        .into_iter()
        .find(|&c| rules.restrictions(c).any());
    let forbidden = marked
        .map(|c| rules.forbidden_points(&board, c))
        .unwrap_or_default();
    print!("{}", diagram(&board, last, &forbidden, n.columns));
    let mut legend = format!(
        "X {}, O {}, [ ] last move",
        rules.color_name(Color::Black),
        rules.color_name(Color::White)
    );
    if let Some(c) = marked {
        legend.push_str(&format!(
            "; forbidden for {}: 3 double-three, 4 double-four, 6 overline, ! open four",
            rules.color_name(c)
        ));
    }
    println!("{legend}");
    if let Some(game) = game {
        print!("{}", crate::commands::state::text(&game, &n));
    }
    Ok(())
}

fn replay_game(
    v: pearls_rules::Variant,
    actions: Vec<Action>,
    n: &pearls_rules::Notation,
) -> Result<Game, Failure> {
    let mut game = Game::new(v).map_err(|e| Failure::input(e.to_string()))?;
    for (i, action) in actions.into_iter().enumerate() {
        let shown = format_action(&action, n);
        if let Err(e) = game.apply(action) {
            let message = format!("action {} ({shown}): {e}", i + 1);
            return Err(if e.is_bad_input() {
                Failure::input(message)
            } else {
                Failure::rules(message)
            });
        }
    }
    Ok(game)
}
