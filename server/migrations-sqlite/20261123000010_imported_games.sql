-- SQLite twin of migrations/20261123000010_imported_games.sql: games imported from an exported
-- record are marked. Additive only: every earlier game reads as not imported.
ALTER TABLE games ADD COLUMN imported BOOLEAN NOT NULL DEFAULT FALSE;
