-- SQLite twin of migrations/20261127000010_accounts.sql (UUIDs are BLOBs).
-- Optional accounts (issue #39): passkeys, e-mail sign-in links, sessions, and the seats an
-- account claimed with their extra per-device tokens. The SQLite twin lives in
-- server/migrations-sqlite/. Guests never touch these tables. Tokens of every kind (session,
-- sign-in link, device) are kept only as the hex SHA-256 of the token.

CREATE TABLE accounts (
    id            BLOB    PRIMARY KEY,
    -- Display name, under the player-name rules (server/src/text.rs).
    name          TEXT    NOT NULL,
    -- The address an e-mail sign-in link was last used with (check_address form); NULL for an
    -- account made with a passkey only.
    email         TEXT    UNIQUE,
    created_at_ms BIGINT  NOT NULL,
    updated_at_ms BIGINT  NOT NULL
);

-- A passkey of an account. cred_id is the credential id in base64url; passkey is webauthn-rs's
-- Passkey serialised as JSON (public key, counter), rewritten after each sign-in.
CREATE TABLE account_passkeys (
    cred_id       TEXT    PRIMARY KEY,
    account_id    BLOB    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name          TEXT    NOT NULL,
    passkey       TEXT    NOT NULL,
    created_at_ms BIGINT  NOT NULL,
    used_at_ms    BIGINT
);
CREATE INDEX account_passkeys_account_idx ON account_passkeys (account_id);

-- A signed-in browser: the hash of its dlo_session cookie, until expires_at_ms.
CREATE TABLE account_sessions (
    token_hash    TEXT    PRIMARY KEY,
    account_id    BLOB    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms BIGINT  NOT NULL,
    expires_at_ms BIGINT  NOT NULL
);
CREATE INDEX account_sessions_account_idx ON account_sessions (account_id);

-- A passkey ceremony between its start and its finish (either may reach any node): kind is
-- 'register' or 'login', state the webauthn-rs ceremony state as JSON. Taken (deleted) by the
-- finish; expired rows are deleted by the next start.
CREATE TABLE account_challenges (
    id            TEXT    PRIMARY KEY,
    kind          TEXT    NOT NULL,
    state         TEXT    NOT NULL,
    -- Registration: the account the passkey is for (a new one has no row yet), and its name.
    account_id    BLOB    NOT NULL,
    name          TEXT    NOT NULL,
    -- Registration for a signed-in account adds a passkey to it instead of creating one.
    existing      BOOLEAN NOT NULL,
    expires_at_ms BIGINT  NOT NULL
);

-- An e-mail sign-in link: single use (deleted when used), until expires_at_ms.
CREATE TABLE account_email_links (
    token_hash    TEXT    PRIMARY KEY,
    email         TEXT    NOT NULL,
    expires_at_ms BIGINT  NOT NULL
);

-- A seat an account claimed. A host's re-invite of the seat deletes the row; a player leaving
-- the seat before the start deletes it with the seat's row.
CREATE TABLE seat_claims (
    lobby_id      BLOB    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    account_id    BLOB    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    claimed_at_ms BIGINT  NOT NULL,
    PRIMARY KEY (lobby_id, seat),
    FOREIGN KEY (lobby_id, seat) REFERENCES seats (lobby_id, seat) ON DELETE CASCADE
);
CREATE INDEX seat_claims_account_idx ON seat_claims (account_id);

-- Extra tokens of a seat, one per device of the account that claimed it; each opens the seat
-- like its own token. A host's re-invite of the seat deletes them all; a player leaving the seat
-- deletes them with the seat's row.
CREATE TABLE seat_devices (
    lobby_id      BLOB    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    token_hash    TEXT    NOT NULL,
    created_at_ms BIGINT  NOT NULL,
    PRIMARY KEY (lobby_id, token_hash),
    FOREIGN KEY (lobby_id, seat) REFERENCES seats (lobby_id, seat) ON DELETE CASCADE
);
