//! The rules of the five-in-a-row family: board, notation, symmetries, rule sets, opening
//! rules and a referee that checks every action of a game.

pub mod action;
pub mod board;

pub mod color;
pub mod diagram;
pub mod forbidden;
pub mod game;
pub mod notation;
pub mod opening;
pub mod point;
pub mod random;
pub mod rules;
pub mod symmetry;

pub use board::{Board, SizeError, Stone};
pub use color::{Color, Player};
pub use forbidden::{Foul, Restrictions};
pub use game::{Action, ActionError, Game, Outcome, Pending, Reason};
pub use notation::{Columns, Move, Notation, NotationError};
pub use opening::{Area, OpeningRule};
pub use point::Point;
pub use rules::{ForbiddenEffect, RuleSet, Variant};
pub use symmetry::Symmetry;
