//! Ratings: the leaderboard of each pool, `/api/leaderboard/{rule}/{speed}`.

use crate::competition::rating::leaderboard;
use crate::competition::speed::Pool;
use crate::error::ApiError;
use crate::messages::{Leaderboard, LeaderboardPlayer};
use crate::App;
use axum::extract::{Path, State};
use axum::Json;
use std::sync::Arc;

/// The most players a leaderboard lists.
pub const LEADERBOARD_MAX: usize = 100;

pub async fn board(
    State(app): State<Arc<App>>,
    Path((rule, speed)): Path<(String, String)>,
) -> Result<Json<Leaderboard>, ApiError> {
    let pool = Pool::parse(&format!("{rule}/{speed}"))
        .map_err(|e| ApiError::NotFound(format!("there is no leaderboard here: {e}")))?
        .to_string();
    let rows = app.hub.store.pool_ratings(&pool).await?;
    let ranked: Vec<(String, _)> = rows.into_iter().map(|(n, r)| (n, r.glicko())).collect();
    let players = leaderboard(&ranked)
        .into_iter()
        .take(LEADERBOARD_MAX)
        .map(|(name, r)| LeaderboardPlayer {
            name,
            rating: r.rating,
            deviation: r.deviation,
            games: i64::from(r.games),
        })
        .collect();
    Ok(Json(Leaderboard { pool, players }))
}
