-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
CREATE TABLE users (
    id TEXT PRIMARY KEY,
    -- As the person wrote it; `name_key` (lowercase) makes names unique regardless of case.
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    -- An Argon2id PHC string; never the password.
    password_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- The SHA-256 of each session token: a copy of the table does not let anyone log in.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);

CREATE INDEX sessions_expiry ON sessions (expires_ms);

-- Who sits in each seat, by identity (an account id or a guest id), filled when a seat
-- is taken, so that a player's games can be listed without reading every game's seats.
CREATE TABLE game_players (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX game_players_player ON game_players (player_id, created_ms);
