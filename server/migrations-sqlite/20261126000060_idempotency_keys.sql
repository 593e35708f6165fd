-- SQLite twin of migrations/20261126000060_idempotency_keys.sql (the same SQL).
-- Idempotency keys (issue #32 item 7): one row per key a client sent with a call that creates
-- state (create, join, rematch, re-invite). `key_hash` is a hash of the call's scope and the key
-- (the key itself, and the seat token derived from it, are never stored); `request_hash` is a
-- hash of the request, so the same key with another request is refused. `status` and
-- `response` (JSON text, the token left out) are set once the call succeeded; until then the
-- row only claims the key. Rows older than a day are deleted.
CREATE TABLE idempotency_keys (
    key_hash      TEXT    PRIMARY KEY,
    request_hash  TEXT    NOT NULL,
    status        INTEGER,
    response      TEXT,
    created_at_ms BIGINT  NOT NULL
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at_ms);
