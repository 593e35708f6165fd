-- SQLite twin of migrations/20261123000020_seat_events.sql (UUIDs are BLOBs, JSON is TEXT).
-- Seats whose player is away (issue #17). Additive only: a lobby without a row in lobby_clocks
-- has no clock, and a game without seat events or a clock checkpoint was never interrupted.

-- The clock the host chose for a lobby (protocol::seats::ClockOption as JSON).
CREATE TABLE lobby_clocks (
    lobby_id BLOB  PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    clock    TEXT  NOT NULL
);

-- Seat events of a game's log (timeout, takeover, concede, reclaim, reinvite), numbered from 0
-- per game; after_seq is the number of commands stored before the event, which places it
-- between commands.
CREATE TABLE seat_events (
    game_id   BLOB    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n         BIGINT  NOT NULL,
    after_seq BIGINT  NOT NULL,
    seat      INTEGER NOT NULL,
    -- protocol::seats::SeatEvent as JSON (its "kind" names it).
    event     TEXT    NOT NULL,
    at_ms     BIGINT  NOT NULL,
    PRIMARY KEY (game_id, n)
);

-- The latest clock checkpoint of a game: time left per seat (a JSON array of milliseconds,
-- by seat) after after_seq commands. Written at decision points, seat events, every half
-- minute while a clock runs, and at shutdown; a restart resumes the clocks from it.
CREATE TABLE seat_clocks (
    game_id   BLOB   PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    remaining TEXT   NOT NULL,
    after_seq BIGINT NOT NULL,
    at_ms     BIGINT NOT NULL
);
