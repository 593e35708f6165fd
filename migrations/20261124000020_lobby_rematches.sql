-- Rematches (issue #19): the lobby a finished game's rematch was created in. The first rematch
-- stored wins (primary key), so two players asking at once, or on two nodes, end up at the same
-- table, and a restart still sends later askers there.
CREATE TABLE lobby_rematches (
    lobby_id   UUID    PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    rematch_id UUID    NOT NULL,
    by_name    TEXT    NOT NULL,
    at_ms      BIGINT  NOT NULL
);
