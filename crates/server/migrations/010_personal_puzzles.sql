-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- A personal puzzle: a forced win a player let go in one of their games, found by the
-- game's review and proven by the puzzle solver (the first move unique, or the puzzle
-- marked multi-answer). Its owner is an identity (an account's id, or a guest's), kept
-- without a reference since guests have no row; `ply` is the number of stones before
-- the position; `puzzle` is the puzzle as a line of `pearls puzzles generate` (JSON).
CREATE TABLE personal_puzzles (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    rule TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

CREATE INDEX personal_puzzles_owner ON personal_puzzles (owner_id, created_ms);
