"""Schema 7: the store as plain parts.

Everything this migration changes is derived from the log (replay gives it back); the log,
the seats, the results and the statistics are not touched.

- `heads` (schema 6: per log entry, the head right after it) and `sessions.redo` (the entries a
  redo would bring back) are dropped: a game's history is walked from its log's (seq, op,
  target) rows when it is opened (a few hundred rows).
- `timeline.share_value` becomes `timeline.value`: the pack's own chart value (the detail of a
  player's summary the pack names as `chart_value`), a word of no game in particular.
"""

from __future__ import annotations


def migrate(conn) -> None:
    conn.execute("DROP TABLE heads")
    conn.execute("ALTER TABLE sessions DROP COLUMN redo")
    conn.execute("ALTER TABLE timeline RENAME COLUMN share_value TO value")
