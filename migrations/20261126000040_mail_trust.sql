-- E-mails people can trust (issue #30): an address gets nothing but its confirmation request
-- until its owner confirms it; every e-mail is counted (per address, per lobby) before it goes
-- out; every e-mail carries an unsubscribe link; an owner can refuse a game's e-mail or all of it.
-- Addresses are kept only in seat_emails; every other table holds the address's key (the SHA-256
-- of its normalized form: lower case, without a +tag), so a count or refusal names nobody.

-- Addresses given before confirmation existed were never confirmed by their owners and could not
-- be now (no link was ever sent): they are dropped, and their players give them again.
DELETE FROM seat_emails;
-- When the owner confirmed the address from the link; NULL: not yet (nothing but the
-- confirmation request is sent to it).
ALTER TABLE seat_emails ADD COLUMN confirmed_at_ms BIGINT;
-- SHA-256 (hex) of the confirmation link's token; the token itself is only in the e-mail.
ALTER TABLE seat_emails ADD COLUMN confirm_hash TEXT;
-- When the confirmation was requested (its link is valid for a limited time from then).
ALTER TABLE seat_emails ADD COLUMN requested_at_ms BIGINT NOT NULL DEFAULT 0;
-- The token of the unsubscribe link every e-mail to this seat carries (random; it can only stop
-- e-mail, so it is kept as is to be put in each e-mail).
ALTER TABLE seat_emails ADD COLUMN unsubscribe_token TEXT;
-- The address's key (see above).
ALTER TABLE seat_emails ADD COLUMN address_key TEXT NOT NULL DEFAULT '';
-- The language of the e-mails: en, cs or pl.
ALTER TABLE seat_emails ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
CREATE UNIQUE INDEX seat_emails_confirm_hash ON seat_emails (confirm_hash);
CREATE UNIQUE INDEX seat_emails_unsubscribe_token ON seat_emails (unsubscribe_token);

-- One row per address that was ever e-mailed. Each e-mail first writes this row, which makes
-- e-mails to one address wait for each other, so two lobbies cannot both take its last e-mail
-- of the hour.
CREATE TABLE mail_addresses (
    address_key   TEXT   PRIMARY KEY,
    last_at_ms    BIGINT NOT NULL,
    -- The owner asked for no e-mail from this server at all (from an unsubscribe link).
    blocked_at_ms BIGINT
);

-- The owner of an address asked for no more e-mail from one lobby (unsubscribe link).
CREATE TABLE mail_optouts (
    address_key TEXT   NOT NULL,
    lobby_id    UUID   NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    at_ms       BIGINT NOT NULL,
    PRIMARY KEY (address_key, lobby_id)
);

-- Every e-mail, written before it is handed to the relay: the rate limits count these rows, and
-- a "your turn" e-mail is written once per decision, so a restart cannot send it again.
CREATE TABLE mail_sent (
    address_key TEXT    NOT NULL,
    lobby_id    UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    -- confirm, your_turn or reminder.
    kind        TEXT    NOT NULL,
    -- your_turn: the number of commands stored when the decision became the seat's; NULL for
    -- the other kinds.
    decision    BIGINT,
    at_ms       BIGINT  NOT NULL
);
CREATE INDEX mail_sent_by_address ON mail_sent (address_key, at_ms);
CREATE INDEX mail_sent_by_lobby ON mail_sent (lobby_id, at_ms);
CREATE UNIQUE INDEX mail_sent_once ON mail_sent (lobby_id, seat, kind, decision);
