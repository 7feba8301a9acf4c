-- Tabletop Companion database, schema 1: the roster, sessions, their
-- append-only log of inputs, and what each step did.
--
-- Times are UTC in ISO 8601 ('2026-11-29T20:14:03+00:00'). Columns holding
-- JSON are named for what they hold and checked with json_valid().

CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY,
    name    TEXT NOT NULL,
    applied TEXT NOT NULL
);

-- The roster: people who play, reused across games.
CREATE TABLE players (
    id      INTEGER PRIMARY KEY,
    uuid    TEXT NOT NULL UNIQUE,
    name    TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    color   TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL
);

-- One game played (or being played) with the companion.
CREATE TABLE sessions (
    id       INTEGER PRIMARY KEY,
    uuid     TEXT NOT NULL UNIQUE,
    pack_id  TEXT NOT NULL,
    title    TEXT NOT NULL DEFAULT '',
    variant  TEXT NOT NULL DEFAULT '',
    options  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
    status   TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'abandoned')),
    progress TEXT NOT NULL DEFAULT '',
    -- the last log entry (any kind); the app polls it to notice changes
    last_seq INTEGER NOT NULL DEFAULT 0,
    -- the play entry whose state is the game's current state
    head_seq INTEGER,
    -- play entries in the current history (undone ones left out)
    plays    INTEGER NOT NULL DEFAULT 0,
    created  TEXT NOT NULL,
    updated  TEXT NOT NULL,
    finished TEXT
);
CREATE INDEX sessions_by_status ON sessions (status, updated);
CREATE INDEX sessions_by_pack ON sessions (pack_id, status);

-- Who sat where. player_id links a seat to the roster (for statistics);
-- pack_player is the player's id inside the game's state.
CREATE TABLE seats (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    player_id   INTEGER REFERENCES players (id),
    pack_player TEXT NOT NULL DEFAULT '',
    name        TEXT NOT NULL,
    color       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX seats_by_player ON seats (player_id);

-- The log: what players entered and decided, in order. Never updated or
-- deleted. op 'play' is a game entry for the pack; 'undo', 'redo' and
-- 'undo_to' move through the history (target = the seq undo_to returns to).
-- format is the pack's input_version when the entry was written.
CREATE TABLE log (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    op         TEXT NOT NULL CHECK (op IN ('play', 'undo', 'redo', 'undo_to')),
    kind       TEXT NOT NULL,
    entry      TEXT NOT NULL CHECK (json_valid(entry)),
    format     INTEGER NOT NULL,
    target     INTEGER,
    created    TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);

CREATE TRIGGER log_is_append_only_update BEFORE UPDATE ON log
BEGIN
    SELECT RAISE(ABORT, 'the log is append-only: entries are never changed');
END;

CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log
BEGIN
    SELECT RAISE(ABORT, 'the log is append-only: entries are never deleted');
END;

-- What each play entry did (derived from the log; rebuilt by replay):
-- undone = 1 when the entry is not part of the current history,
-- points = per player [{seat, player, name, cash, share_value, score}] after it,
-- ledger = the lines it produced.
CREATE TABLE steps (
    session_id     INTEGER NOT NULL,
    seq            INTEGER NOT NULL,
    undone         INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    progress       TEXT NOT NULL DEFAULT '',
    finished       INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    timeline_key   TEXT,
    timeline_order INTEGER NOT NULL DEFAULT 0,
    points         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(points)),
    ledger         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(ledger)),
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, seq) REFERENCES log (session_id, seq)
);
CREATE INDEX steps_by_key ON steps (session_id, timeline_key, seq);

-- The state after a play entry, so that resuming and undoing need not
-- replay from the start. format = the pack's input_version that wrote it.
CREATE TABLE snapshots (
    session_id INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    format     INTEGER NOT NULL,
    state      TEXT NOT NULL CHECK (json_valid(state)),
    created    TEXT NOT NULL,
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, seq) REFERENCES log (session_id, seq)
);
