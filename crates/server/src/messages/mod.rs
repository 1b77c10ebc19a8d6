//! Everything the server sends, as types: the bodies of HTTP answers ([`api`]), the views
//! of a game that both HTTP and sockets carry ([`game`]) and the messages of game and lobby
//! sockets ([`socket`]). Every route builds its answer from these, so that a field is named
//! in one place; the snapshot tests (`tests/shapes.rs` and `view.rs`) pin the JSON they
//! make, which the browser app and outside clients read.

pub mod api;
pub mod correspondence;
pub mod explorer;
pub mod game;
pub mod health;
pub mod puzzles;
pub mod socket;
pub mod study;
pub mod tournament;

pub use api::*;
pub use correspondence::*;
pub use explorer::*;
pub use game::*;
pub use puzzles::*;
pub use socket::ServerMessage;
pub use study::*;
pub mod analysis;
pub use analysis::AnalysisMessage;
pub mod studies;
pub use studies::{StudyList, StudyView, TreeJson};
