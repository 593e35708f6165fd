-- Bot strength per bot seat (`easy`, `normal`, `hard`); NULL for players and for bots seated
-- before levels existed, which play at `normal`.
ALTER TABLE seats ADD COLUMN bot_level TEXT;
