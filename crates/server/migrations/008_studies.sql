-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- A study: a tree of moves with comments, marks and board texts, saved from the analysis
-- board. Its owner is an identity (an account's id, or a guest's), kept without a
-- reference since guests have no row; `tree` is the tree as the API carries it (JSON).
CREATE TABLE studies (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    owner_name TEXT NOT NULL,
    title TEXT NOT NULL,
    rule TEXT NOT NULL,
    visibility TEXT NOT NULL,
    tree TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

CREATE INDEX studies_owner ON studies (owner_id, updated_ms);
CREATE INDEX studies_visibility ON studies (visibility, updated_ms);

-- A finished game's review by the engine: its status (`running`, `done`, `failed`) and
-- the evaluation of each position so far (JSON), written as the review goes.
CREATE TABLE reviews (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    status TEXT NOT NULL,
    result TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);
