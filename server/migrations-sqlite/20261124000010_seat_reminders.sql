-- Turn reminders sent (issue #17): per seat, whether the reminder of the decision it owed when
-- the checkpoint was written has gone out (a JSON array of booleans, by seat; NULL = none sent).
-- A reminder is written here before it is sent, so a restart never sends it twice.
ALTER TABLE seat_clocks ADD COLUMN reminded TEXT;
