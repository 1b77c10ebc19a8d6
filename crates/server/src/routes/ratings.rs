//! Ratings: the leaderboard of each pool, `/api/leaderboard/{rule}/{speed}`, and a
//! player's rating history in a pool, `/api/users/{name}/rating-history`.

use crate::competition::rating::leaderboard;
use crate::competition::speed::Pool;
use crate::error::ApiError;
use crate::messages::{Leaderboard, LeaderboardPlayer, RatingHistory, RatingPoint};
use crate::App;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
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
    let now = app.hub.time.now_ms();
    let ranked: Vec<(String, _)> = rows
        .into_iter()
        .map(|(n, r)| (n, r.glicko_at(now)))
        .collect();
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

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HistoryQuery {
    pool: String,
}

/// `GET /api/users/{name}/rating-history?pool=RULE/SPEED`: a player's rating after each
/// rated game of a pool, oldest first.
pub async fn history(
    State(app): State<Arc<App>>,
    Path(name): Path<String>,
    query: Result<Query<HistoryQuery>, QueryRejection>,
) -> Result<Json<RatingHistory>, ApiError> {
    let Query(q) = query.map_err(|e| {
        ApiError::BadRequest(format!("{} (the query is ?pool=RULE/SPEED)", e.body_text()))
    })?;
    let pool = Pool::parse(&q.pool)
        .map_err(|e| ApiError::BadRequest(format!("pool '{}': {e}", q.pool)))?
        .to_string();
    let not_found = || ApiError::NotFound(format!("there is no player '{name}'"));
    if name.len() > crate::accounts::NAME_MAX * 4 {
        return Err(not_found());
    }
    let store = &app.hub.store;
    let user = store
        .user_by_name(&name.to_ascii_lowercase())
        .await?
        .ok_or_else(not_found)?;
    let points = store
        .rating_history(&user.id, &pool)
        .await?
        .into_iter()
        .map(|h| RatingPoint {
            game: h.game_id,
            rating: h.rating,
            deviation: h.deviation,
            at_ms: h.at_ms,
        })
        .collect();
    Ok(Json(RatingHistory {
        name: user.name,
        pool,
        points,
    }))
}
