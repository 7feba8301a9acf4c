-- Schema 3: a timeline point holds the numbers at the END of its cycle.
--
-- Until schema 2 an entry's numbers were filed under the point of the state it
-- left, so the entry that closes a cycle (Arkwright's production phase, which
-- moves the game on to the next cycle) was counted in the next cycle. From
-- schema 3 steps.timeline_key is the point the entry was entered in, and the
-- set-up entry is the point 'start'. The steps and timelines of every stored
-- game are recomputed by replaying its log when the app opens the file.

UPDATE sessions SET rebuild = 1;
