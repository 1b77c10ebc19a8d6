-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- Tournaments and leagues. Each is one JSON document (`data`: its settings, players,
-- rounds and the ids of their games), rewritten whole at each change, so that a restart
-- rebuilds it as it was; `version` counts the changes, and a write made from a stale
-- copy is refused. `kind` is 'tournament' or 'league'.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    -- 'created', 'started' or 'finished'.
    status TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    version BIGINT NOT NULL,
    data TEXT NOT NULL
);

CREATE INDEX tournaments_kind ON tournaments (kind, status, created_ms);
