-- Seats whose player is away (issue #17). Additive only: a lobby without a row in lobby_clocks
-- has no clock, and a game without seat events or a clock checkpoint was never interrupted.

-- The clock the host chose for a lobby (protocol::seats::ClockOption as JSON).
CREATE TABLE lobby_clocks (
    lobby_id UUID  PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    clock    JSONB NOT NULL
);

-- Seat events of a game's log (timeout, takeover, concede, reclaim, reinvite), numbered from 0
-- per game; after_seq is the number of commands stored before the event, which places it
-- between commands.
CREATE TABLE seat_events (
    game_id   UUID    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n         BIGINT  NOT NULL,
    after_seq BIGINT  NOT NULL,
    seat      INTEGER NOT NULL,
    -- protocol::seats::SeatEvent as JSON (its "kind" names it).
    event     JSONB   NOT NULL,
    at_ms     BIGINT  NOT NULL,
    PRIMARY KEY (game_id, n)
);

-- The latest clock checkpoint of a game: time left per seat (a JSON array of milliseconds,
-- by seat) after after_seq commands. Written at decision points, seat events, every half
-- minute while a clock runs, and at shutdown; a restart resumes the clocks from it.
CREATE TABLE seat_clocks (
    game_id   UUID   PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    remaining JSONB  NOT NULL,
    after_seq BIGINT NOT NULL,
    at_ms     BIGINT NOT NULL
);
