//! The opening explorer's answer (`GET /api/explorer`).

use serde::Serialize;

/// Moves played next in a position, over the library and the site's games.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ExplorerReply {
    /// The rule the position was explored under, by its canonical name.
    pub rule: String,
    pub size: u8,
    /// The moves asked, as points.
    pub position: Vec<String>,
    /// Games that reached the position.
    pub games: u64,
    /// The most played first.
    pub moves: Vec<ExplorerMove>,
    /// The renju opening the first three stones make, if they make one.
    pub opening: Option<String>,
    /// Its name in Japanese script.
    pub opening_japanese: Option<String>,
    /// A few games that reached the position.
    pub examples: Vec<ExplorerGame>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ExplorerMove {
    #[serde(rename = "move")]
    pub mv: String,
    pub games: u64,
    pub black: u64,
    pub white: u64,
    pub draws: u64,
    /// The opening this move makes as the third stone, when it makes one.
    pub opening: Option<String>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct ExplorerGame {
    /// `site` (a game of this server, at `/game/{id}`) or `library`.
    pub source: &'static str,
    /// The site game's id; `None` for a library game.
    pub id: Option<String>,
    pub black: Option<String>,
    pub white: Option<String>,
    /// `black`, `white`, `draw`, or `None` when not known.
    pub result: Option<&'static str>,
    pub date: Option<String>,
    pub event: Option<String>,
    /// The whole game's moves, to replay it.
    pub moves: Vec<String>,
}
