-- Schema 11: a game's variant as words any language can read.
--
-- `sessions.variant` keeps the variant in English (what History's and the command line's variant
-- filters match); `sessions.variant_words` keeps how the rules composed it (core/wording.py
-- `as_data`, JSON), so History, Home and the statistics word it in each phone's language
-- ("Spinning Jenny + Börse"). Empty for a variant of no template. Every stored game is replayed
-- once to fill it when the app opens the file; the log, seats, results and statistics are not touched.

ALTER TABLE sessions ADD COLUMN variant_words TEXT NOT NULL DEFAULT '';

UPDATE sessions SET rebuild = 1;
