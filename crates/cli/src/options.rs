//! Options shared by the subcommands: rule, opening, size and notation.

use crate::Failure;
use clap::Args;
use pearls_rules::action::parse_actions;
use pearls_rules::{Action, Move, Notation, OpeningRule, Variant};

#[derive(Args, Debug, Clone)]
pub struct GameOptions {
    /// Rule set or preset (see `pearls rules`).
    #[arg(long, default_value = "renju")]
    pub rule: String,
    /// Opening rule (see `pearls rules`); defaults to the rule's own.
    #[arg(long)]
    pub opening: Option<String>,
    /// Board size, 5 to 26; defaults to the rule's own.
    #[arg(long)]
    pub size: Option<u32>,
    /// Read column letters that skip I (A-H, J-P), as older western texts write them.
    #[arg(long)]
    pub skip_i: bool,
}

impl GameOptions {
    pub fn variant(&self) -> Result<Variant, Failure> {
        let mut v = Variant::named(&self.rule).map_err(|e| Failure::input(e.to_string()))?;
        if let Some(o) = &self.opening {
            let known: Vec<String> = OpeningRule::ALL.iter().map(|o| o.name()).collect();
            let o = OpeningRule::parse(o).ok_or_else(|| {
                Failure::input(format!(
                    "unknown opening rule '{o}' (known: {})",
                    known.join(", ")
                ))
            })?;
            v = v.with_opening(o);
        }
        if let Some(s) = self.size {
            pearls_rules::Board::try_new(s).map_err(|e| Failure::input(e.to_string()))?;
            v = v.with_size(s as u8);
        }
        if self.skip_i && v.size > 25 {
            return Err(Failure::input(format!(
                "letters that skip I name at most 25 columns, and the board has {}",
                v.size
            )));
        }
        Ok(v)
    }

    pub fn notation(&self, size: u8) -> Notation {
        Notation::new(size).skip_i(self.skip_i)
    }
}

/// The words of a MOVES/ACTIONS argument, joined; `-` reads standard input.
pub fn joined(words: &[String]) -> Result<String, Failure> {
    if words.len() == 1 && words[0] == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| Failure::input(format!("cannot read standard input: {e}")))?;
        return Ok(s);
    }
    Ok(words.join(" "))
}

pub fn parse_moves(text: &str, notation: &Notation) -> Result<Vec<Move>, Failure> {
    notation
        .parse_moves(text)
        .map_err(|e| Failure::input(format!("in the moves, {e}")))
}

pub fn parse_action_list(text: &str, notation: &Notation) -> Result<Vec<Action>, Failure> {
    parse_actions(text, notation).map_err(|e| Failure::input(format!("in the actions, {e}")))
}

/// Puts stones down alternately from black, `pass` skipping a turn, with no rule
/// checks but that each point is free: any diagram can be entered this way.
pub fn setup_board(
    size: u8,
    moves: &[Move],
) -> Result<(pearls_rules::Board, Option<pearls_rules::Point>), Failure> {
    let mut board = pearls_rules::Board::new(size);
    let mut color = pearls_rules::Color::Black;
    let mut last = None;
    for (i, m) in moves.iter().enumerate() {
        if let Move::Place(p) = *m {
            if !board.is_empty_at(p) {
                return Err(Failure::input(format!(
                    "move {}: {p} is already occupied",
                    i + 1
                )));
            }
            board.put(p, color.into());
            last = Some(p);
        }
        color = color.opposite();
    }
    Ok((board, last))
}

/// The weights an `--evalfile` names in place of the shipped ones of its family, or the
/// shipped ones where none is named. A file that cannot be loaded is refused before any
/// work starts: a search on the shipped tables in the belief that they were another
/// file's would be worse than none.
pub fn weight_set(
    evalfile: Option<&std::path::Path>,
) -> Result<pearls_engine::weights::WeightSet, Failure> {
    let set = pearls_engine::weights::WeightSet::default();
    match evalfile {
        None => Ok(set),
        Some(path) => pearls_engine::weights::load(path)
            .map(|loaded| set.with(loaded))
            .map_err(|e| Failure::input(format!("--evalfile {e}"))),
    }
}
