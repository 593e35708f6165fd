-- Games imported from an exported record (issue #21) are marked, so lists can tell them from
-- games played here. Additive only: every earlier game reads as not imported.
ALTER TABLE games ADD COLUMN imported BOOLEAN NOT NULL DEFAULT FALSE;
