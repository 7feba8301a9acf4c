-- Schema 8: a second chart value per player per timeline point.
--
-- A pack may chart two details of a player's summary beside cash and score
-- (`Pack.chart_values`; Arkwright: the share value and, in a Stock Exchange game,
-- the value of the other companies' shares a player holds, Player's Book 3.3).
-- steps.points holds the second one as a 4th number per seat (rows with 3 read
-- it as none) and timeline.value2 holds it per point. The steps and timelines of
-- every stored game are recomputed by replaying its log when the app opens the
-- file; the log, seats, results and statistics are not touched.

ALTER TABLE timeline ADD COLUMN value2 INTEGER;

UPDATE sessions SET rebuild = 1;
