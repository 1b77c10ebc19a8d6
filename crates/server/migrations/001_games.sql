-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    rule TEXT NOT NULL,
    opening TEXT NOT NULL,
    size INTEGER NOT NULL,
    -- JSON: the two seats (a person's identity and name, or the engine and its strength).
    seats TEXT NOT NULL,
    -- JSON: the time control, and the clock as it stood after the last action.
    clock_spec TEXT NOT NULL,
    clock_state TEXT NOT NULL,
    ply INTEGER NOT NULL,
    -- 'waiting' for a second player, 'live', or 'over'.
    status TEXT NOT NULL,
    result TEXT
);

CREATE INDEX games_status ON games (status);

CREATE TABLE actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply INTEGER NOT NULL,
    action TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
