"""Rows derived from the log, written in the same transaction as the entry.

`steps` (what each play entry did), `snapshots` (states that make resuming
fast), the session's progress columns. All of it can be rebuilt by replaying
the log; none of it is ever the only copy of anything.
"""

from __future__ import annotations

import json
from typing import Any

from companion.core.pack import Summary
from companion.store.replay import dump_state

#: a snapshot at least every this many play entries along a history
SNAPSHOT_EVERY = 10


def points(summary: Summary) -> list[dict[str, Any]]:
    """Per player numbers worth charting: cash, share value, portfolio or score."""
    out = []
    for seat, p in enumerate(summary.players):
        share_value = p.details.get("share_value") if isinstance(p.details, dict) else None
        out.append(
            {
                "seat": seat,
                "player": p.id,
                "name": p.name,
                "color": p.color,
                "cash": p.cash,
                "share_value": share_value if isinstance(share_value, int) else None,
                "score": p.score,
            }
        )
    return out


def record_step(conn, session_id: int, seq: int, summary: Summary, ledger: list) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO steps (session_id, seq, undone, progress, finished, timeline_key, timeline_order, points, ledger)"
        " VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)",
        (
            session_id,
            seq,
            summary.progress,
            int(summary.finished),
            summary.timeline_key,
            summary.timeline_order,
            json.dumps(points(summary), ensure_ascii=False),
            json.dumps([line.model_dump(mode="json") for line in ledger], ensure_ascii=False),
        ),
    )


def record_snapshot(conn, session_id: int, seq: int, fmt: int, state: Any, created: str) -> None:
    conn.execute(
        "INSERT OR IGNORE INTO snapshots (session_id, seq, format, state, created) VALUES (?, ?, ?, ?, ?)",
        (session_id, seq, fmt, dump_state(state), created),
    )


def wants_snapshot(previous: Summary | None, summary: Summary, since_snapshot: int) -> bool:
    """At the start, whenever the game reaches a new point of its timeline, and every N entries."""
    if previous is None:
        return True
    if summary.timeline_key is not None and summary.timeline_key != previous.timeline_key:
        return True
    return summary.finished or since_snapshot >= SNAPSHOT_EVERY


def mark_undone(conn, session_id: int, active: list[int]) -> None:
    """Flag the play entries outside the current history."""
    conn.execute(
        "UPDATE steps SET undone = (seq NOT IN (SELECT value FROM json_each(?))) WHERE session_id = ?",
        (json.dumps(active), session_id),
    )


def update_session(conn, session_id: int, *, last_seq: int, head: int, plays: int, summary: Summary, now: str) -> None:
    """Progress, status and finish time after an entry (a finished game undone runs again)."""
    status, finished = conn.execute("SELECT status, finished FROM sessions WHERE id = ?", (session_id,)).fetchone()
    if status != "abandoned":
        status = "finished" if summary.finished else "running"
    if summary.finished:
        finished = finished or now
    else:
        finished = None
    conn.execute(
        "UPDATE sessions SET last_seq = ?, head_seq = ?, plays = ?, progress = ?, status = ?, finished = ?, updated = ?"
        " WHERE id = ?",
        (last_seq, head, plays, summary.progress, status, finished, now, session_id),
    )
