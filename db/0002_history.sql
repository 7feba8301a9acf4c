-- Schema 2: the group's history. Final results per player, a timeline per
-- player per cycle for charts, and views that read well in any SQLite tool.
-- Both tables are derived from the log (the store rewrites a session's rows
-- with every entry); `rebuild` marks sessions whose derived rows the app
-- must recompute by replaying their log (done when the file is opened).

ALTER TABLE sessions ADD COLUMN rebuild INTEGER NOT NULL DEFAULT 0 CHECK (rebuild IN (0, 1));
-- seats at the table (statistics group games by it)
ALTER TABLE sessions ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET player_count = (SELECT count(*) FROM seats WHERE seats.session_id = sessions.id);

-- Each player's final standing in a finished game.
CREATE TABLE results (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seat       INTEGER NOT NULL,
    player_id  INTEGER REFERENCES players (id),
    rank       INTEGER NOT NULL CHECK (rank >= 1),
    score      INTEGER NOT NULL,
    cash       INTEGER,
    winner     INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
    eliminated INTEGER NOT NULL DEFAULT 0 CHECK (eliminated IN (0, 1)),
    notes      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(notes)),
    PRIMARY KEY (session_id, seat),
    FOREIGN KEY (session_id, seat) REFERENCES seats (session_id, seat)
);
CREATE INDEX results_by_player ON results (player_id, session_id);

-- Head to head, per roster player and rival, over finished games (kept up
-- to date with results). rival = '#<roster id>' for a roster player, or
-- 'guest:<name in lower case>' for a seat not linked to the roster.
CREATE TABLE rivalries (
    player_id       INTEGER NOT NULL REFERENCES players (id),
    rival           TEXT NOT NULL,
    rival_player_id INTEGER REFERENCES players (id),
    rival_name      TEXT NOT NULL,
    games           INTEGER NOT NULL DEFAULT 0,
    -- games the rival finished ahead of the player, and behind
    beaten_by       INTEGER NOT NULL DEFAULT 0,
    beat            INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (player_id, rival)
);

-- Each player's numbers at the latest moment of each point of the game's
-- timeline (Arkwright: decade and cycle), following the current history.
-- seq = the play entry the numbers are after.
CREATE TABLE timeline (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    key         TEXT NOT NULL,
    ord         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    cash        INTEGER,
    share_value INTEGER,
    score       INTEGER NOT NULL,
    PRIMARY KEY (session_id, key, seat),
    FOREIGN KEY (session_id, seat) REFERENCES seats (session_id, seat)
);
CREATE INDEX timeline_in_order ON timeline (session_id, ord, seq);

-- Timelines of games stored before schema 2 come straight from their steps.
INSERT INTO timeline (session_id, key, ord, seat, seq, cash, share_value, score)
SELECT s.session_id, s.timeline_key, s.timeline_order,
       json_extract(p.value, '$.seat'), s.seq,
       json_extract(p.value, '$.cash'), json_extract(p.value, '$.share_value'),
       coalesce(json_extract(p.value, '$.score'), 0)
FROM steps AS s
JOIN (SELECT session_id, timeline_key, max(seq) AS seq FROM steps
      WHERE undone = 0 AND timeline_key IS NOT NULL GROUP BY session_id, timeline_key) AS latest
  ON latest.session_id = s.session_id AND latest.seq = s.seq,
  json_each(s.points) AS p;

CREATE INDEX sessions_by_update ON sessions (updated, id);

-- Their results need the game's own ranking: replay them.
UPDATE sessions SET rebuild = 1 WHERE status = 'finished' OR (status = 'abandoned' AND finished IS NOT NULL);

-- Who played which game, with the roster name when the seat is linked.
CREATE VIEW session_players AS
SELECT st.session_id, st.seat, st.name AS seat_name, st.color,
       st.player_id, p.name AS roster_name,
       r.rank, r.score, r.cash, r.winner
FROM seats AS st
LEFT JOIN players AS p ON p.id = st.player_id
LEFT JOIN results AS r ON r.session_id = st.session_id AND r.seat = st.seat;

-- One line per game: what, when, who, who won.
CREATE VIEW session_overview AS
SELECT s.id, s.title, s.pack_id, s.variant, s.status, s.progress, s.plays, s.player_count,
       s.created, s.finished,
       (SELECT group_concat(name, ', ') FROM (SELECT name FROM seats WHERE session_id = s.id ORDER BY seat)) AS players,
       (SELECT group_concat(st.name, ', ') FROM results AS r JOIN seats AS st USING (session_id, seat)
         WHERE r.session_id = s.id AND r.winner = 1) AS winners
FROM sessions AS s;

-- The log with each play entry marked when it is not part of the current history.
CREATE VIEW log_with_status AS
SELECT l.session_id, l.seq, l.op, l.kind, l.entry, l.format, l.target, l.created,
       coalesce(st.undone, 0) AS undone, st.progress
FROM log AS l
LEFT JOIN steps AS st ON st.session_id = l.session_id AND st.seq = l.seq;
