-- SQLite twin of migrations/20261124000020_lobby_rematches.sql (UUIDs are BLOBs).
-- Rematches (issue #19): the lobby a finished game's rematch was created in; the first one
-- stored wins.
CREATE TABLE lobby_rematches (
    lobby_id   BLOB    PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    rematch_id BLOB    NOT NULL,
    by_name    TEXT    NOT NULL,
    at_ms      BIGINT  NOT NULL
);
