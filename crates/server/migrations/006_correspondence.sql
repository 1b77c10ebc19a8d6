-- Portable SQL: runs unchanged on SQLite and PostgreSQL.

-- A player's conditional moves in a correspondence game: a tree of "if they play X, I
-- answer Y" as JSON, from the position at `ply` actions. One tree a player and game; it
-- goes when the opponent leaves it or the player clears it.
CREATE TABLE conditional_moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    player_id TEXT NOT NULL,
    ply BIGINT NOT NULL,
    tree TEXT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

-- An account's e-mail address, whether it was verified (by a link sent to it), which
-- notifications it asked for (1 on, 0 off), and the token of its one-click unsubscribe
-- link.
CREATE TABLE emails (
    user_id TEXT PRIMARY KEY REFERENCES users (id),
    address TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    notify_turn INTEGER NOT NULL DEFAULT 0,
    notify_end INTEGER NOT NULL DEFAULT 0,
    notify_tournament INTEGER NOT NULL DEFAULT 0,
    unsubscribe TEXT NOT NULL,
    updated_ms BIGINT NOT NULL
);

CREATE UNIQUE INDEX emails_unsubscribe ON emails (unsubscribe);

-- Single-use tokens sent by e-mail, stored as hashes: `verify` (an address, by the link
-- sent to it) and `reset` (a forgotten password). Each expires at `expires_ms`.
CREATE TABLE mail_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    purpose TEXT NOT NULL,
    address TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);

-- Vacations taken: whole days from `starts_ms` on, during which the player's
-- correspondence clocks stop.
CREATE TABLE vacations (
    user_id TEXT NOT NULL REFERENCES users (id),
    starts_ms BIGINT NOT NULL,
    days BIGINT NOT NULL,
    PRIMARY KEY (user_id, starts_ms)
);

-- Handicap matches (the club match): a match of N games between an experienced player
-- and a beginner, each game with its own clocks. `record` is the match as JSON: its
-- rule, its games' times, its condition, the ids of the games made so far and their
-- results.
CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    record TEXT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- The games of a match, by their number in it (0 the first).
CREATE TABLE match_games (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    match_id TEXT NOT NULL REFERENCES matches (id),
    number BIGINT NOT NULL
);

-- Chat in a game: `players` (the two players only) and `spectators` (everyone else).
CREATE TABLE chat_messages (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    room TEXT NOT NULL,
    author_id TEXT NOT NULL,
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    at_ms BIGINT NOT NULL
);

CREATE INDEX chat_messages_game ON chat_messages (game_id, room, at_ms);

-- Chat messages reported to the moderators, once per reporter.
CREATE TABLE chat_reports (
    message_id TEXT NOT NULL REFERENCES chat_messages (id),
    reporter_id TEXT NOT NULL,
    reason TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (message_id, reporter_id)
);

-- Players a moderator muted: no chat until `until_ms`.
CREATE TABLE mutes (
    player_id TEXT PRIMARY KEY,
    until_ms BIGINT NOT NULL,
    by_name TEXT NOT NULL,
    reason TEXT NOT NULL
);

-- In-app notifications: what happened, and where to look.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX notifications_user ON notifications (user_id, at_ms);
