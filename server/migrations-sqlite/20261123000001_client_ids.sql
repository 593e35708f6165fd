-- SQLite twin of migrations/20261123000001_client_ids.sql. Idempotent client ids (issue #15). Additive only: older rows keep NULL in the new columns.

-- The client's command id, scoped to the sending seat, and the lobby version the command produced,
-- so a command sent again with the same id is answered with its original `accepted` and version.
-- Bots send no id.
ALTER TABLE commands ADD COLUMN client_id TEXT;
ALTER TABLE commands ADD COLUMN version BIGINT;
CREATE UNIQUE INDEX commands_client_id_idx ON commands (game_id, seat, client_id)
    WHERE client_id IS NOT NULL;

-- The client's chat line id, scoped to the sending seat (spectator lines have no seat and so
-- never collide), so a line sent again with the same id is stored once.
ALTER TABLE chat ADD COLUMN client_id TEXT;
CREATE UNIQUE INDEX chat_client_id_idx ON chat (lobby_id, seat, client_id)
    WHERE client_id IS NOT NULL;
