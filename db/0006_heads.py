"""Schema 6: a game opens from the end of its log, whatever its length.

Derived from the log (replay gives it back); the log, the seats, the results and the
statistics are not touched.

- `heads` holds, per log entry, the play entry current right after it (`head`) and
  `moved`: for a play entry, the entry it was played on (NULL for the set-up entry); for an
  undo or a redo, the entry it undid or redid; NULL for an undo_to. The app reads the few
  it needs when a game is opened, instead of walking the whole log (`store/heads.py`).
- `sessions.redo` holds the entries a redo would bring back (JSON list, the next one last).

Every game's rows are made here by walking its log as the app does (`store/undo.py`); a log
whose entries do not fit together gets none, and the app keeps walking that one whole. (Schema 7 drops `heads` again: the app walks every log.)
"""

from __future__ import annotations

import json

from companion.store.undo import HistoryError, build


def facts(history, seqs):
    """(seq, head, moved) of log entries `seqs`, as schema 6 kept them."""
    out = []
    for seq in seqs:
        head = history.current_after[seq]
        out.append((seq, head, history.parent[seq] if head == seq else history.moved.get(seq)))
    return out


def migrate(conn) -> None:
    conn.execute("""
        CREATE TABLE heads (
            session_id INTEGER NOT NULL,
            seq        INTEGER NOT NULL,
            -- the play entry current right after this log entry
            head       INTEGER NOT NULL,
            -- play: the entry it was played on; undo / redo: the entry it undid or redid
            moved      INTEGER,
            PRIMARY KEY (session_id, seq),
            FOREIGN KEY (session_id, seq) REFERENCES log (session_id, seq)
        ) WITHOUT ROWID""")
    conn.execute("ALTER TABLE sessions ADD COLUMN redo TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(redo))")
    for (sid,) in conn.execute("SELECT id FROM sessions ORDER BY id").fetchall():
        ops = conn.execute("SELECT seq, op, target FROM log WHERE session_id = ? ORDER BY seq", (sid,)).fetchall()
        try:
            history = build(ops)
        except HistoryError:
            continue
        if history.current is None:
            continue
        conn.executemany("INSERT INTO heads (session_id, seq, head, moved) VALUES (?, ?, ?, ?)",
                         [(sid, *row) for row in facts(history, range(1, history.last_seq + 1))])
        conn.execute("UPDATE sessions SET redo = ? WHERE id = ?", (json.dumps(history.redo), sid))
