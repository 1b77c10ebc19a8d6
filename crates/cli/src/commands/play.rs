//! A game at the terminal between two people at one keyboard.

use crate::options::GameOptions;
use crate::Failure;
use pearls_rules::action::{format_actions, parse_actions, SYNTAX};
use pearls_rules::diagram::diagram;
use pearls_rules::{Color, Game, Notation};
use std::io::{BufRead, IsTerminal, Write};

#[derive(clap::Args)]
#[command(after_help = SYNTAX)]
pub struct Args {
    #[command(flatten)]
    game: GameOptions,
    /// Also write the game's action string to this file when the session ends.
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
    #[command(flatten)]
    engine: super::engine_player::EngineArgs,
}

const HELP: &str = "\
Type moves and decisions as in `pearls referee` (h8, pass, swap, offer:j10/k11,
choose:k11, resign, draw), or one of:
  undo          take back the last action
  save FILE     write the game so far as an action string
  record        print the game so far as an action string
  help          this text
  quit          leave (the record is printed)";

pub fn run(a: Args) -> Result<(), Failure> {
    let v = a.game.variant()?;
    let n = a.game.notation(v.size);
    let mut game = Game::new(v).map_err(|e| Failure::input(e.to_string()))?;
    let mut opponent = a.engine.opponent(&v)?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    println!(
        "Pearls: {} with the {} opening on {}x{}. Type `help` for commands.",
        v.rules.name, v.opening, v.size, v.size
    );
    show(&game, &n);
    // Echo piped input so that a transcript reads like a session at the keyboard.
    let echo = !stdin.is_terminal();
    let mut lines = stdin.lock().lines();
    loop {
        if let Some(o) = &mut opponent {
            if o.act(&mut game, &n) {
                show(&game, &n);
                continue;
            }
        }
        prompt(&game, &mut out);
        let Some(Ok(line)) = lines.next() else {
            println!();
            break;
        };
        if echo {
            println!("{line}");
        }
        let line = line.trim();
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "" => continue,
            "quit" | "exit" => break,
            "help" | "?" => println!("{HELP}"),
            "record" => println!("{}", format_actions(game.actions(), &n)),
            "undo" => match game.undo() {
                Some(_) => {
                    if let Some(o) = &opponent {
                        o.after_undo(&mut game);
                    }
                    show(&game, &n)
                }
                None => println!("nothing to undo"),
            },
            "save" => {
                let path = rest.trim();
                if path.is_empty() {
                    println!("save needs a file name");
                } else {
                    match save(path.as_ref(), &game, &n) {
                        Ok(()) => println!("saved to {path}"),
                        Err(e) => println!("{e}"),
                    }
                }
            }
            _ => match parse_actions(line, &n) {
                Err(e) => println!("not understood, {e} (type `help`)"),
                Ok(actions) => {
                    let mut changed = false;
                    for action in actions {
                        match game.apply(action) {
                            Ok(()) => changed = true,
                            Err(e) => {
                                println!("refused: {e}");
                                break;
                            }
                        }
                    }
                    if changed {
                        show(&game, &n);
                    }
                }
            },
        }
    }
    let record = format_actions(game.actions(), &n);
    println!("record: {record}");
    if let Some(path) = &a.save {
        save(path, &game, &n).map_err(Failure::input)?;
        println!("saved to {}", path.display());
    }
    Ok(())
}

fn save(path: &std::path::Path, game: &Game, n: &Notation) -> Result<(), String> {
    std::fs::write(path, format!("{}\n", format_actions(game.actions(), n)))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn show(game: &Game, n: &Notation) {
    let rules = &game.variant().rules;
    let mut forbidden = Vec::new();
    for c in Color::BOTH {
        if rules.restrictions(c).any() && game.to_move() == c {
            forbidden = game.forbidden_points(c);
        }
    }
    print!(
        "{}",
        diagram(game.board(), game.last_move(), &forbidden, n.columns)
    );
    if !forbidden.is_empty() {
        println!(
            "forbidden for {}: 3 double-three, 4 double-four, 6 overline",
            game.to_move()
        );
    }
    match (game.outcome(), game.pending()) {
        (Some(o), _) => println!("Game over: {o}. `undo` to take back, `save FILE` or `quit`."),
        (None, Some(p)) => println!(
            "{} ({} player)",
            p.describe(|c| game.variant().rules.color_name(c)),
            game.decider().map_or("", |d| d.name())
        ),
        _ => {}
    }
}

fn prompt(game: &Game, out: &mut impl Write) {
    let label = match game.decider() {
        Some(d) => format!(
            "{} ({d})",
            game.variant().rules.color_name(game.color_of(d))
        ),
        None => "game over".to_string(),
    };
    let _ = write!(out, "{label}> ");
    let _ = out.flush();
}
