"""Schema 5: a game takes a few times the room of its log, no more.

Everything this migration changes is derived from the log (replay gives it back); the log,
the seats, the results and the statistics are not touched.

- `steps.ledger` is dropped: the lines each entry produced are what replaying it gives, and
  the app replays a game's log once when it first shows it.
- `steps.progress` is dropped (the game's progress after each entry is the replay's too;
  `sessions.progress` keeps the current one), and so is its column in the view `log_with_status`.
- `steps.points` holds per seat, in seat order, `[cash, share value, score]` (until now a
  list of objects that repeated each seat's id, name and colour, which `seats` holds).
- `snapshots.state` holds the state's JSON compressed with zlib, and a game keeps a
  snapshot at its start, at its end and every 50 entries along a history (until now at
  every new cycle and every 10 entries): the ones in between are let go.
"""

from __future__ import annotations

import json
import zlib

#: keep a stored snapshot at least this many entries after the last one kept (derived.SNAPSHOT_EVERY)
KEEP_EVERY = 50


def compact(points: str) -> str:
    old = sorted(json.loads(points), key=lambda p: p.get("seat", 0))
    return json.dumps([[p.get("cash"), p.get("share_value"), p.get("score")] for p in old], separators=(",", ":"))


def migrate(conn) -> None:
    conn.execute("DROP VIEW log_with_status")
    conn.execute("ALTER TABLE steps DROP COLUMN ledger")
    conn.execute("ALTER TABLE steps DROP COLUMN progress")
    conn.execute("""
        CREATE VIEW log_with_status AS
        SELECT l.session_id, l.seq, l.op, l.kind, l.entry, l.format, l.target, l.created,
               coalesce(st.undone, 0) AS undone
        FROM log AS l
        LEFT JOIN steps AS st ON st.session_id = l.session_id AND st.seq = l.seq""")
    rows = conn.execute("SELECT session_id, seq, points FROM steps").fetchall()
    conn.executemany("UPDATE steps SET points = ? WHERE session_id = ? AND seq = ?",
                     [(compact(points), sid, seq) for sid, seq, points in rows])

    conn.execute("""
        CREATE TABLE snapshots_packed (
            session_id INTEGER NOT NULL,
            seq        INTEGER NOT NULL,
            format     INTEGER NOT NULL,
            -- zlib of the state's JSON
            state      BLOB NOT NULL,
            created    TEXT NOT NULL,
            PRIMARY KEY (session_id, seq),
            FOREIGN KEY (session_id, seq) REFERENCES log (session_id, seq)
        )""")
    kept: list[tuple] = []
    last: dict[int, int] = {}
    rows = conn.execute("SELECT session_id, seq, format, state, created FROM snapshots ORDER BY session_id, seq")
    ends = dict(conn.execute("SELECT session_id, max(seq) FROM snapshots GROUP BY session_id").fetchall())
    for sid, seq, fmt, state, created in rows:
        if sid not in last or seq - last[sid] >= KEEP_EVERY or seq == ends[sid]:
            last[sid] = seq
            kept.append((sid, seq, fmt, zlib.compress(state.encode("utf-8"), 6), created))
    conn.execute("DROP TABLE snapshots")
    conn.executemany("INSERT INTO snapshots_packed VALUES (?, ?, ?, ?, ?)", kept)
    conn.execute("ALTER TABLE snapshots_packed RENAME TO snapshots")
