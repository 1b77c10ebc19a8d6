-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- Whether a game counts for ratings (1) or is casual (0), and when its result was rated:
-- NULL until then, so that a result is never rated twice (the result's commit sets it
-- only where it is still NULL).
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated_ms BIGINT;

-- A player's Glicko-2 rating in one pool (`renju/blitz`); no row until the first rated
-- game there.
CREATE TABLE ratings (
    player_id TEXT NOT NULL REFERENCES users (id),
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, pool)
);

CREATE INDEX ratings_pool ON ratings (pool, rating);

-- Each player's rating after each rated game, for the rating chart.
CREATE TABLE rating_history (
    game_id TEXT NOT NULL REFERENCES games (id),
    player_id TEXT NOT NULL REFERENCES users (id),
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

CREATE INDEX rating_history_player ON rating_history (player_id, pool, at_ms);
