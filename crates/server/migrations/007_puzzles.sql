-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- Puzzles themselves are not stored: they come with the server (see
-- crates/server/src/puzzles/source.rs) and are named here by their id.

-- An account's Glicko-2 puzzle rating; no row until its first rated attempt.
CREATE TABLE puzzle_player_ratings (
    player_id TEXT PRIMARY KEY REFERENCES users (id),
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- A puzzle's Glicko-2 rating, its opponents being the players who tried it; no row
-- until its first rated attempt.
CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- The first attempt of a player (an account, or a guest, unrated) at a puzzle: later
-- attempts are not recorded, so a puzzle is rated once per player. The player's rating
-- before and after, for an account.
CREATE TABLE puzzle_attempts (
    player_id TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    solved INTEGER NOT NULL,
    rating_before DOUBLE PRECISION,
    rating_after DOUBLE PRECISION,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);

CREATE INDEX puzzle_attempts_player ON puzzle_attempts (player_id, at_ms);

-- A problems competition: its problems (JSON: rule, moves and the solver's line of
-- each), its window, and the grade its threshold awards. `scored_ms` is NULL until the
-- entries are scored, once, after the deadline.
CREATE TABLE competitions (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    organiser_id TEXT NOT NULL REFERENCES users (id),
    problems TEXT NOT NULL,
    grade TEXT,
    threshold BIGINT NOT NULL,
    starts_ms BIGINT NOT NULL,
    deadline_ms BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    scored_ms BIGINT
);

CREATE INDEX competitions_deadline ON competitions (deadline_ms);

-- An entrant's answers (JSON), replaced by each submission before the deadline; the
-- score, its detail (JSON points by problem) and the grade awarded once scored.
CREATE TABLE competition_entries (
    competition_id TEXT NOT NULL REFERENCES competitions (id),
    player_id TEXT NOT NULL REFERENCES users (id),
    answers TEXT NOT NULL,
    submitted_ms BIGINT NOT NULL,
    score BIGINT,
    points TEXT,
    awarded TEXT,
    PRIMARY KEY (competition_id, player_id)
);
