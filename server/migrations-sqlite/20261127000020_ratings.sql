-- SQLite twin of migrations/20261127000020_ratings.sql (UUIDs are BLOBs, doubles REAL).
-- Ratings of rated lobbies (issue #39 item 4; docs/accounts.md "Ratings"). The SQLite twin lives
-- in server/migrations-sqlite/. A lobby is rated when its options say `"rated": true`; its
-- finished game counts only when every seat is claimed by a distinct account. Ratings are
-- Weng-Lin (the `skillratings` crate): a skill estimate and its uncertainty.

-- An account's rating in one game kind. No row: the account has not finished a rated game of
-- that kind, and starts at the system's default.
CREATE TABLE account_ratings (
    account_id    BLOB             NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- GameKind wire id, e.g. 'dungeon-lords'.
    kind          TEXT             NOT NULL,
    -- Weng-Lin mu: the skill estimate (25 to begin with).
    rating        REAL             NOT NULL,
    -- Weng-Lin sigma: how unsure the estimate is (25/3 to begin with; shrinks with games).
    uncertainty   REAL             NOT NULL,
    n_games       BIGINT           NOT NULL,
    updated_at_ms BIGINT           NOT NULL,
    PRIMARY KEY (account_id, kind)
);

-- A finished game of a rated lobby whose rating was settled: written once, in the transaction
-- that changes the ratings, so a game is rated at most once (the primary key) and a game
-- without a row here is settled by the next start-up's sweep.
CREATE TABLE rating_games (
    game_id       BLOB    PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL,
    -- 'rated' when the ratings changed; otherwise why the game did not count: 'guest' (a seat
    -- no account claimed), 'bot' (a bot seat), 'same_account' (one account in two seats).
    outcome       TEXT    NOT NULL,
    at_ms         BIGINT  NOT NULL
);

-- What one rated game did to each seat's account rating.
CREATE TABLE rating_changes (
    game_id            BLOB             NOT NULL REFERENCES rating_games (game_id) ON DELETE CASCADE,
    seat               INTEGER          NOT NULL,
    account_id         BLOB             NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The place the rating system was given, 1 = best; equal places tie. A conceded, timed-out
    -- or taken-over seat is placed after every other.
    place              INTEGER          NOT NULL,
    -- The seat conceded, timed out or was handed to a bot (and so counts as a loss).
    forfeited          BOOLEAN          NOT NULL,
    rating_before      REAL             NOT NULL,
    uncertainty_before REAL             NOT NULL,
    rating_after       REAL             NOT NULL,
    uncertainty_after  REAL             NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX rating_changes_account_idx ON rating_changes (account_id);
