-- SQLite twin of migrations/20261126000061_lobby_kept_seats.sql (UUIDs are BLOBs).
-- Kept seats of a rematch (issue #37): a rematch lobby's seats held for the players of the
-- finished game until `until_ms`; after that an ordinary free seat.
CREATE TABLE lobby_kept_seats (
    lobby_id BLOB    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    old_seat INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    until_ms BIGINT  NOT NULL,
    PRIMARY KEY (lobby_id, seat)
);
