-- Groups (issue #39 item 5): a named set of accounts with the history of its games. "Play again
-- with this group" from a finished game finds or makes the group of the accounts that claimed
-- its seats and starts a new lobby that keeps a seat for each member. The SQLite twin lives in
-- server/migrations-sqlite/.

CREATE TABLE account_groups (
    id            UUID    PRIMARY KEY,
    -- The name a member gave it; NULL shows the members' names (so a deleted account's name
    -- leaves with it).
    name          TEXT,
    -- The member accounts' ids, sorted and joined by commas, when the group was made: the same
    -- accounts find the same group again. NULL once a member's account is deleted (the group
    -- then keeps its history, and the remaining accounts make a new group next time).
    members_key   TEXT    UNIQUE,
    created_at_ms BIGINT  NOT NULL,
    updated_at_ms BIGINT  NOT NULL
);

CREATE TABLE group_members (
    group_id      UUID    NOT NULL REFERENCES account_groups (id) ON DELETE CASCADE,
    account_id    UUID    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The member wants an e-mail (to the account's address) when the group plays again.
    invite_email  BOOLEAN NOT NULL,
    -- The language of those e-mails: en, cs or pl (the member's page language when last seen).
    lang          TEXT    NOT NULL,
    joined_at_ms  BIGINT  NOT NULL,
    PRIMARY KEY (group_id, account_id)
);
CREATE INDEX group_members_account_idx ON group_members (account_id);

-- The games of a group: the finished game it was made from (from_lobby_id NULL), and every
-- lobby "play again" started (from_lobby_id: the finished game it was started from). The
-- unique from_lobby_id makes "play again" happen once per finished game: the first lobby
-- stored wins, like a rematch (lobby_rematches).
CREATE TABLE group_games (
    group_id      UUID    NOT NULL REFERENCES account_groups (id) ON DELETE CASCADE,
    lobby_id      UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    from_lobby_id UUID    UNIQUE,
    at_ms         BIGINT  NOT NULL,
    PRIMARY KEY (group_id, lobby_id)
);
CREATE INDEX group_games_lobby_idx ON group_games (lobby_id);
