-- Schema 9: one word for the play entry a game stands at.
--
-- `sessions.head_seq` becomes `sessions.current_seq`: the play entry current right after the
-- game's last log entry (companion/store/undo.py calls it the current entry; "head" meant
-- several things). Only the name changes: every value, the views and the triggers stay.
ALTER TABLE sessions RENAME COLUMN head_seq TO current_seq;
