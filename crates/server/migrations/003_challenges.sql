-- Portable SQL: runs unchanged on SQLite and PostgreSQL.
-- The token of a private challenge (128 random bits as hex): only its holder may take the
-- open seat, and the game is never listed. NULL for a public game.
ALTER TABLE games ADD COLUMN challenge TEXT;

CREATE UNIQUE INDEX games_challenge ON games (challenge);
