//! The engine as an opponent in `pearls play --engine`: it takes every decision that
//! falls to its player, opening decisions included.

use crate::Failure;
use pearls_engine::{Engine, Options, Rule};
use pearls_rules::{Action, Game, Notation, Player, Variant};

#[derive(clap::Args, Debug, Clone)]
pub struct EngineArgs {
    /// Play against the engine instead of a second person.
    #[arg(long)]
    engine: bool,
    /// With --engine: the colour you start with (black moves first).
    #[arg(long, default_value = "black", value_parser = ["black", "white"])]
    color: String,
    /// With --engine: its thinking time per move, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    time_ms: u64,
    /// With --engine: its strength, 0 (a beginner) to 100 (full strength).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u8).range(0..=100))]
    strength: u8,
}

pub struct EnginePlayer {
    engine: Engine,
    player: Player,
    rule: Rule,
    time_ms: u64,
}

impl EngineArgs {
    /// The engine opponent these options ask for, if any.
    pub fn opponent(&self, v: &Variant) -> Result<Option<EnginePlayer>, Failure> {
        if !self.engine {
            return Ok(None);
        }
        // The game's variations come to the engine with the game it decides in.
        let rule = pearls_engine::variation::engine_rule(&v.rules)
            .map_err(|e| Failure::input(e.to_string()))?;
        let human = if self.color == "black" {
            Player::First
        } else {
            Player::Second
        };
        println!(
            "You play {} against the engine (strength {}, {} ms a move).",
            self.color, self.strength, self.time_ms
        );
        Ok(Some(EnginePlayer {
            engine: Engine::new(Options {
                strength: self.strength,
                ..Options::default()
            }),
            player: human.other(),
            rule,
            time_ms: self.time_ms,
        }))
    }
}

impl EnginePlayer {
    fn to_decide(&self, game: &Game) -> bool {
        game.decider() == Some(self.player)
    }

    /// After an undo: keeps taking back until the person is to decide again.
    pub fn after_undo(&self, game: &mut Game) {
        while self.to_decide(game) && !game.actions().is_empty() {
            game.undo();
        }
    }

    /// Takes the engine's decision if one is pending; whether it acted.
    pub fn act(&mut self, game: &mut Game, n: &Notation) -> bool {
        if !self.to_decide(game) {
            return false;
        }
        let action = pearls_engine::decide::decide(&mut self.engine, self.rule, game, self.time_ms);
        let text = pearls_rules::action::format_action(&action, n);
        match game.apply(action) {
            Ok(()) => println!("pearls: {text}"),
            Err(e) => {
                println!("pearls: {text} was refused ({e}); it resigns");
                let _ = game.apply(Action::Resign(None));
            }
        }
        true
    }
}
