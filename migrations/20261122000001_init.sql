-- PostgreSQL schema for Dungeon Lords Online. The SQLite twin lives in server/migrations-sqlite/
-- and must keep the same tables, columns and meaning. Times are milliseconds since the Unix epoch
-- (BIGINT) so both stores share one representation.

-- A lobby: the place players join, and later the home of exactly one game.
CREATE TABLE lobbies (
    id            UUID PRIMARY KEY,
    -- GameKind wire id, e.g. 'dungeon-lords'.
    kind          TEXT    NOT NULL,
    -- Game-specific options, passed verbatim to new_game.
    options       JSONB   NOT NULL,
    n_seats       INTEGER NOT NULL,
    public        BOOLEAN NOT NULL,
    host_seat     INTEGER NOT NULL,
    -- open | playing | finished | closed | incompatible
    status        TEXT    NOT NULL,
    -- Lobby version last made visible to clients; bumped with every visible change.
    version       BIGINT  NOT NULL,
    created_at_ms BIGINT  NOT NULL,
    updated_at_ms BIGINT  NOT NULL
);
CREATE INDEX lobbies_status_idx ON lobbies (status);

-- A filled seat. Free seats have no row.
CREATE TABLE seats (
    lobby_id   UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    -- Hex SHA-256 of the seat token; the token itself is never stored.
    token_hash TEXT    NOT NULL,
    is_bot     BOOLEAN NOT NULL,
    PRIMARY KEY (lobby_id, seat)
);

-- A started game. Rebuilt on start-up from new_game(kind, options, n_seats, seed) + commands.
CREATE TABLE games (
    id             UUID PRIMARY KEY,
    lobby_id       UUID    NOT NULL UNIQUE REFERENCES lobbies (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL,
    -- HostedGame::version_stamp at creation; a different engine stamp refuses the replay.
    version_stamp  TEXT    NOT NULL,
    -- The u64 seed bit-cast to i64.
    seed           BIGINT  NOT NULL,
    n_seats        INTEGER NOT NULL,
    options        JSONB   NOT NULL,
    -- playing | finished
    status         TEXT    NOT NULL,
    created_at_ms  BIGINT  NOT NULL,
    finished_at_ms BIGINT
);

-- The accepted command log; seq starts at 0 and has no gaps.
CREATE TABLE commands (
    game_id UUID    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     BIGINT  NOT NULL,
    seat    INTEGER NOT NULL,
    command JSONB   NOT NULL,
    at_ms   BIGINT  NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE chat (
    id       BIGSERIAL PRIMARY KEY,
    lobby_id UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    -- NULL for spectators.
    seat     INTEGER,
    name     TEXT    NOT NULL,
    text     TEXT    NOT NULL,
    at_ms    BIGINT  NOT NULL
);
CREATE INDEX chat_lobby_idx ON chat (lobby_id, id);

-- The final result of a finished game (HostedGame::result).
CREATE TABLE results (
    game_id UUID  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    result  JSONB NOT NULL
);
