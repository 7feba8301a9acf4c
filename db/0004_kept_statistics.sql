-- Schema 4: statistics kept up to date as games finish, so that reading them
-- takes the same time with 50 games stored or 50,000.
--
-- Three tables add up the finished games (sessions.status = 'finished') and
-- their results: `player_totals` per roster player, pack and table size,
-- `rivalries` per roster player, pack and rival, `pack_totals` per pack.
-- They are derived: the views `player_games`, `rival_games` and `pack_games`
-- give one row per finished game of what each table adds up, and the triggers
-- below recount a game (take its rows out, put them back in) whenever its
-- results, its seats or its status change, in the same transaction. Nothing
-- in the app writes these tables directly; `derived.rebuild_stats` recounts
-- them from scratch.

-- What a finished game adds for each roster player who sat at it.
CREATE VIEW player_games AS
SELECT r.session_id, r.player_id, s.pack_id, s.player_count, r.winner, r.score
FROM results AS r JOIN sessions AS s ON s.id = r.session_id
WHERE s.status = 'finished' AND r.player_id IS NOT NULL;

-- What a finished game adds for each roster player and each other seat at the table:
-- rival = '#<roster id>' for a roster player, 'guest:<name in lower case>' for a guest
-- (rival_name = the name typed for the guest's seat, '' for a roster player).
CREATE VIEW rival_games AS
SELECT me.session_id, me.player_id, s.pack_id,
       coalesce('#' || them.player_id, 'guest:' || lower(st.name)) AS rival, them.player_id AS rival_player_id,
       CASE WHEN them.player_id IS NULL THEN st.name ELSE '' END AS rival_name,
       them.rank < me.rank AS beaten_by, them.rank > me.rank AS beat
FROM sessions AS s
JOIN results AS me ON me.session_id = s.id
JOIN results AS them ON them.session_id = s.id AND them.seat != me.seat
JOIN seats AS st ON st.session_id = them.session_id AND st.seat = them.seat
WHERE s.status = 'finished' AND me.player_id IS NOT NULL;

-- What a finished game adds for its pack: one play, and the winner's score (the highest
-- when several won; NULL when nobody did).
CREATE VIEW pack_games AS
SELECT s.id AS session_id, s.pack_id,
       (SELECT max(w.score) FROM results AS w WHERE w.session_id = s.id AND w.winner = 1) AS winning_score
FROM sessions AS s
WHERE s.status = 'finished';

CREATE TABLE player_totals (
    player_id    INTEGER NOT NULL REFERENCES players (id),
    pack_id      TEXT NOT NULL,
    player_count INTEGER NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    score_sum    INTEGER NOT NULL,
    best         INTEGER NOT NULL,
    PRIMARY KEY (player_id, pack_id, player_count)
) WITHOUT ROWID;

-- Until schema 3 head to head was kept over every pack; now per pack (and per spelling of a
-- guest's name), counted again below from the results.
DROP TABLE rivalries;
CREATE TABLE rivalries (
    player_id       INTEGER NOT NULL REFERENCES players (id),
    pack_id         TEXT NOT NULL,
    rival           TEXT NOT NULL,
    rival_player_id INTEGER REFERENCES players (id),
    rival_name      TEXT NOT NULL,
    games           INTEGER NOT NULL,
    -- games the rival finished ahead of the player, and behind
    beaten_by       INTEGER NOT NULL,
    beat            INTEGER NOT NULL,
    PRIMARY KEY (player_id, pack_id, rival, rival_name)
) WITHOUT ROWID;

CREATE TABLE pack_totals (
    pack_id     TEXT PRIMARY KEY,
    plays       INTEGER NOT NULL,
    -- finished games with a winner, and the sum of their winning scores
    won         INTEGER NOT NULL,
    winning_sum INTEGER NOT NULL
) WITHOUT ROWID;

-- Inserting (session_id, sign) here adds (+1) or takes out (-1) one game's rows from the
-- three tables; nothing is stored in it.
CREATE VIEW count_session (session_id, sign) AS SELECT NULL, NULL WHERE 0;

CREATE TRIGGER count_session_rows INSTEAD OF INSERT ON count_session
BEGIN
    INSERT INTO player_totals (player_id, pack_id, player_count, games, wins, score_sum, best)
    SELECT player_id, pack_id, player_count, NEW.sign, NEW.sign * winner, NEW.sign * score, score
    FROM player_games WHERE session_id = NEW.session_id
    ON CONFLICT (player_id, pack_id, player_count) DO UPDATE SET
        games = games + excluded.games,
        wins = wins + excluded.wins,
        score_sum = score_sum + excluded.score_sum,
        -- a best score taken out: the next best of the other games
        best = CASE WHEN excluded.games > 0 THEN max(best, excluded.best)
                    WHEN best > excluded.best THEN best
                    ELSE coalesce((SELECT g.score FROM player_games AS g
                                   WHERE g.player_id = excluded.player_id AND g.pack_id = excluded.pack_id
                                     AND g.player_count = excluded.player_count AND g.session_id != NEW.session_id
                                   ORDER BY g.score DESC LIMIT 1), excluded.best) END;
    INSERT INTO rivalries (player_id, pack_id, rival, rival_player_id, rival_name, games, beaten_by, beat)
    SELECT player_id, pack_id, rival, rival_player_id, rival_name, NEW.sign, NEW.sign * beaten_by, NEW.sign * beat
    FROM rival_games WHERE session_id = NEW.session_id
    ON CONFLICT (player_id, pack_id, rival, rival_name) DO UPDATE SET
        games = games + excluded.games,
        beaten_by = beaten_by + excluded.beaten_by,
        beat = beat + excluded.beat;
    INSERT INTO pack_totals (pack_id, plays, won, winning_sum)
    SELECT pack_id, NEW.sign, NEW.sign * (winning_score IS NOT NULL), NEW.sign * coalesce(winning_score, 0)
    FROM pack_games WHERE session_id = NEW.session_id
    ON CONFLICT (pack_id) DO UPDATE SET
        plays = plays + excluded.plays,
        won = won + excluded.won,
        winning_sum = winning_sum + excluded.winning_sum;
    DELETE FROM player_totals WHERE NEW.sign < 0 AND games <= 0
        AND player_id IN (SELECT player_id FROM results WHERE session_id = NEW.session_id);
    DELETE FROM rivalries WHERE NEW.sign < 0 AND games <= 0
        AND player_id IN (SELECT player_id FROM results WHERE session_id = NEW.session_id);
    DELETE FROM pack_totals WHERE NEW.sign < 0 AND plays <= 0;
END;

-- A game is recounted around every change of its results, seats or status.
CREATE TRIGGER results_insert_before BEFORE INSERT ON results
BEGIN INSERT INTO count_session VALUES (NEW.session_id, -1); END;
CREATE TRIGGER results_insert_after AFTER INSERT ON results
BEGIN INSERT INTO count_session VALUES (NEW.session_id, 1); END;
CREATE TRIGGER results_delete_before BEFORE DELETE ON results
BEGIN INSERT INTO count_session VALUES (OLD.session_id, -1); END;
CREATE TRIGGER results_delete_after AFTER DELETE ON results
BEGIN INSERT INTO count_session VALUES (OLD.session_id, 1); END;
CREATE TRIGGER results_update_before BEFORE UPDATE ON results
BEGIN INSERT INTO count_session SELECT OLD.session_id, -1 UNION SELECT NEW.session_id, -1; END;
CREATE TRIGGER results_update_after AFTER UPDATE ON results
BEGIN INSERT INTO count_session SELECT OLD.session_id, 1 UNION SELECT NEW.session_id, 1; END;
CREATE TRIGGER seats_update_before BEFORE UPDATE ON seats
BEGIN INSERT INTO count_session SELECT OLD.session_id, -1 UNION SELECT NEW.session_id, -1; END;
CREATE TRIGGER seats_update_after AFTER UPDATE ON seats
BEGIN INSERT INTO count_session SELECT OLD.session_id, 1 UNION SELECT NEW.session_id, 1; END;
CREATE TRIGGER sessions_insert_after AFTER INSERT ON sessions WHEN NEW.status = 'finished'
BEGIN INSERT INTO count_session VALUES (NEW.id, 1); END;
CREATE TRIGGER sessions_delete_before BEFORE DELETE ON sessions WHEN OLD.status = 'finished'
BEGIN INSERT INTO count_session VALUES (OLD.id, -1); END;
CREATE TRIGGER sessions_update_before BEFORE UPDATE OF status, pack_id, player_count ON sessions
WHEN OLD.status IS NOT NEW.status OR OLD.pack_id IS NOT NEW.pack_id OR OLD.player_count IS NOT NEW.player_count
BEGIN INSERT INTO count_session VALUES (OLD.id, -1); END;
CREATE TRIGGER sessions_update_after AFTER UPDATE OF status, pack_id, player_count ON sessions
WHEN OLD.status IS NOT NEW.status OR OLD.pack_id IS NOT NEW.pack_id OR OLD.player_count IS NOT NEW.player_count
BEGIN INSERT INTO count_session VALUES (NEW.id, 1); END;

-- A best score taken out is replaced by the player's next best (scanned from the top).
CREATE INDEX results_by_score ON results (player_id, score);
-- The longest finished game of a pack, in entries and in minutes.
CREATE INDEX sessions_by_plays ON sessions (pack_id, status, plays DESC, id);
CREATE INDEX sessions_by_minutes ON sessions (pack_id, status, ((julianday(finished) - julianday(created)) * 1440) DESC, id)
    WHERE finished IS NOT NULL;
-- The history list of one pack, most recently changed first.
CREATE INDEX sessions_by_pack_update ON sessions (pack_id, updated, id);

-- The games stored so far are counted from their rows.
INSERT INTO count_session SELECT id, 1 FROM sessions WHERE status = 'finished';
