use crate::options::{joined, parse_action_list, GameOptions};
use crate::Failure;
use pearls_rules::action::{format_action, SYNTAX};
use pearls_rules::Game;

#[derive(clap::Args)]
#[command(after_help = SYNTAX)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Print one JSON object with the state, or with the refused action.
    #[arg(long)]
    json: bool,
    /// Moves and decisions in order (see below); `-` reads standard input.
    #[arg(value_name = "ACTIONS")]
    actions: Vec<String>,
}

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let actions = parse_action_list(&joined(&a.actions)?, &n)?;
    let mut game = Game::new(v).map_err(|e| Failure::input(e.to_string()))?;
    for (i, action) in actions.into_iter().enumerate() {
        let text = format_action(&action, &n);
        if let Err(e) = game.apply(action) {
            let message = format!("action {} ({text}): {e}", i + 1);
            if a.json {
                let mut state = crate::commands::state::json(&game, &n);
                state["error"] = serde_json::json!({
                    "action": i + 1,
                    "text": text,
                    "message": e.to_string(),
                });
                println!("{state}");
            } else {
                print!("{}", crate::commands::state::text(&game, &n));
            }
            return Err(if e.is_bad_input() {
                Failure::input(message)
            } else {
                Failure::rules(message)
            });
        }
    }
    if a.json {
        println!("{}", crate::commands::state::json(&game, &n));
    } else {
        print!("{}", crate::commands::state::text(&game, &n));
    }
    Ok(())
}
