"""Recomputing a session's derived rows by replaying its whole log.

Used for an imported session, after a migration that adds derived data
(sessions flagged `rebuild`), and by `Store.rebuild`. Every play entry is
replayed on the state of the entry it was played on, so the steps of undone
branches are rebuilt too. Snapshots of an older engine are replaced.
"""

from __future__ import annotations

from typing import Any

from companion.core.pack import Summary
from companion.store import derived
from companion.store.connection import Connection
from companion.store.errors import ReplayError, StoreError
from companion.store.session_log import Game, SessionLog
from companion.store.undo import History


def rebuild_session(log: SessionLog, now: str, *, touch: bool = False) -> tuple[History, Any, Summary, int]:
    """Rewrite steps, snapshots, timeline, results and progress; returns (history, state, summary, since_snapshot)."""
    conn, pack = log.conn, log.pack
    history = log.history()
    conn.execute("DELETE FROM snapshots WHERE session_id = ? AND format != ?", (log.id, pack.input_version))
    final: tuple[Any, Summary, int] | None = None
    for step, outcome, summary, previous, since in log.replay_tree(history):
        left, _point = derived.record_play(conn, log.id, step.seq, pack, outcome, summary, previous, since, now)
        if step.seq == history.current:
            final = (outcome.state, summary, left)
    assert final is not None  # the history's current entry is one of its play entries
    state, summary, since = final
    derived.mark_undone(conn, log.id, history.active)
    derived.settle(conn, log.id, history, summary, now, touch=touch)
    conn.execute("UPDATE sessions SET rebuild = 0 WHERE id = ?", (log.id,))
    return history, state, summary, since


def rebuild(connection: Connection, session_id: int) -> None:
    """Recompute everything derived from the session's log (steps, snapshots, timeline, results)."""
    with connection.write():
        log = connection.log_of(session_id)
        history, state, summary, since = rebuild_session(log, connection.now())
        connection.remember(session_id, log.row["uuid"], Game(history.last_seq, history, state, summary, since,
                                                              tail=log.tail()))


def flagged(connection: Connection) -> list[StoreError]:
    """Rebuild the sessions a migration asked to recompute; one that fails stays flagged and is reported."""
    problems: list[StoreError] = []
    for (sid,) in connection.conn.execute("SELECT id FROM sessions WHERE rebuild = 1 ORDER BY id").fetchall():
        try:
            with connection.write():
                row = connection.session_row(sid)
                if row["rebuild"]:  # another app on the same file may have done it meanwhile
                    rebuild_session(connection.log(row), connection.now())
        except (StoreError, ReplayError) as exc:
            problems.append(exc)
    return problems
