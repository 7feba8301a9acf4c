-- Schema 10: a game's progress line as words any language can read.
--
-- `sessions.progress` keeps the line in English (the command line's `sessions`, an older app);
-- `sessions.progress_words` keeps how the rules composed it (core/wording.py `as_data`: the
-- template and its parameters, JSON), so History and Home word it in each phone's language.
-- Empty for a line of no template. Every stored game is replayed once to fill it when the app
-- opens the file; the log, seats, results and statistics are not touched.

ALTER TABLE sessions ADD COLUMN progress_words TEXT NOT NULL DEFAULT '';

UPDATE sessions SET rebuild = 1;
