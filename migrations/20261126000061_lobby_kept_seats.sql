-- Kept seats of a rematch (issue #37): the seats of a rematch lobby held for the players of the
-- finished game, each for one old seat, until `until_ms` (ms since the epoch). A kept seat is
-- taken only by its player (through the old lobby's rematch request); after `until_ms` it is an
-- ordinary free seat. Rows are never updated: a filled seat is simply no longer kept.
CREATE TABLE lobby_kept_seats (
    lobby_id UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    old_seat INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    until_ms BIGINT  NOT NULL,
    PRIMARY KEY (lobby_id, seat)
);
