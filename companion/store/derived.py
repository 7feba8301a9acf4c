"""Rows derived from the log, written in the same transaction as the entry: `steps` (what each play entry did),
`snapshots` (states that make resuming fast), the session's progress columns, its `timeline` and `results`.
All of it is rebuilt by replaying the log, none of it is ever the only copy of anything, and what replay gives
cheaply (each entry's ledger and progress, most states) is not kept. After an entry only the rows it changed
are rewritten (`settle(changed=...)`), so a write costs the same at any length of the log.
"""

from __future__ import annotations

import json

from companion.core.pack import Summary
from companion.core.wording import as_data
from companion.store.tables import pack_state

#: a snapshot at least every this many play entries along a history (replay gives the states
#: between; the app keeps the recent ones in memory, so undo and redo rarely replay at all)
SNAPSHOT_EVERY = 50


def points(summary: Summary, chart_values: tuple[str, ...] = ()) -> list[list[int | None]]:
    """Per seat, in seat order, the numbers worth charting: [cash, the pack's chart value, score], and
    the pack's second chart value as a 4th number when it declares one and the summary gives it.

    `chart_values`: the details of a player's summary the pack charts (`Pack.chart_values`, at most two;
    a detail a player's summary lacks is None). Stored compactly in `steps.points` (the names and
    colours are the seats'); the timeline reads them from there (`refresh_timeline`). A row stored
    before the second value existed has 3 numbers: its 4th reads as None.
    """
    out = []
    for p in summary.players:
        details = p.details if isinstance(p.details, dict) else {}
        values = [details.get(key) for key in chart_values]
        values = [v if isinstance(v, int) and not isinstance(v, bool) else None for v in values]
        first, *more = values or [None]
        # a second value a player's summary lacks (Arkwright's holdings outside the Stock Exchange) is not stored
        out.append([p.cash, first, p.score, *more] if any(v is not None for v in more) else [p.cash, first, p.score])
    return out


#: the timeline point of a game's set-up entry (the numbers the game starts with)
START_KEY = "start"


def timeline_point(summary: Summary, previous: Summary | None) -> tuple[str | None, int]:
    """The timeline point an entry's numbers belong to: the point it was entered in.

    The entry that ends a cycle (Arkwright: the production phase) leaves the game
    in the next cycle already; its numbers are the end of the cycle it closed. The
    set-up entry is the "start" point, just before the game's first point.
    """
    if previous is None:
        return START_KEY, summary.timeline_order - 1
    if previous.timeline_key is None:
        return summary.timeline_key, summary.timeline_order
    return previous.timeline_key, previous.timeline_order


def wants_snapshot(previous: Summary | None, summary: Summary, since_snapshot: int) -> bool:
    """At the start, at the end, and every SNAPSHOT_EVERY entries along a history."""
    return previous is None or summary.finished or since_snapshot >= SNAPSHOT_EVERY


def record_play(conn, sid: int, seq: int, pack, outcome, summary: Summary, previous: Summary | None,
                since: int, now: str) -> int:
    """The steps row of a play entry (its ledger and progress are not stored: replaying the entry gives them)
    and, when due, a snapshot; returns the entries since the last snapshot."""
    key, order = timeline_point(summary, previous)
    numbers = points(summary, tuple(getattr(pack, "chart_values", ())))
    conn.execute(
        "INSERT OR REPLACE INTO steps (session_id, seq, undone, finished, timeline_key, timeline_order, points)"
        " VALUES (?, ?, 0, ?, ?, ?, ?)",
        (sid, seq, int(summary.finished), key, order, json.dumps(numbers, separators=(",", ":"))),
    )
    if not wants_snapshot(previous, summary, since):
        return since
    conn.execute("INSERT OR IGNORE INTO snapshots (session_id, seq, format, state, created) VALUES (?, ?, ?, ?, ?)",
                 (sid, seq, pack.input_version, pack_state(outcome.state), now))
    return 0


def mark_undone(conn, session_id: int, active: list[int], changed: dict[int, bool] | None = None) -> None:
    """Flag the play entries outside the current history: all of them, or only `changed` (seq -> undone)."""
    if changed is None:
        conn.execute(
            "UPDATE steps SET undone = (seq NOT IN (SELECT value FROM json_each(?))) WHERE session_id = ?",
            (json.dumps(active), session_id),
        )
        return
    conn.executemany("UPDATE steps SET undone = ? WHERE session_id = ? AND seq = ?",
                     [(int(undone), session_id, seq) for seq, undone in changed.items()])


_UNREAD = object()


def update_session(conn, session_id: int, *, last_seq: int, current: int, plays: int, summary: Summary,
                   now: str, touch: bool = True, row: dict | None = None) -> str:
    """Progress, status and finish time after an entry (a finished game undone runs again).

    `touch` = False (a rebuild) keeps the time of the last change as it was. `row`: the session's
    row as read in this transaction (not read again), given the values written.
    """
    known = row is not None
    if row is None:
        row = dict(zip(("status", "finished", "updated"), conn.execute(
            "SELECT status, finished, updated FROM sessions WHERE id = ?", (session_id,)).fetchone()))
    status, finished, updated = row["status"], row["finished"], row["updated"]
    if touch:
        updated = now
    if status != "abandoned":
        status = "finished" if summary.finished else "running"
    if summary.finished:
        finished = finished or now
    else:
        finished = None
    values = dict(last_seq=last_seq, current_seq=current, plays=plays, progress=summary.progress,
                  progress_words=words_data(summary.progress), variant_words=words_data(summary.variant),
                  status=status, finished=finished, updated=updated)
    # only the columns whose value changes: an index (and a trigger) on a column left out is not touched
    changes = {c: v for c, v in values.items() if not known or row.get(c, _UNREAD) != v}
    if changes:
        conn.execute(f"UPDATE sessions SET {', '.join(f'{c} = ?' for c in changes)} WHERE id = ?",
                     (*changes.values(), session_id))
    row.update(values)
    return status


def words_data(text: str) -> str:
    """A progress line (schema 10) or a variant (schema 11) as the sessions row keeps it beside its English: how the
    rules composed it, JSON ("" for words of no template)."""
    data = as_data(text)
    return json.dumps(data, ensure_ascii=False, sort_keys=True) if isinstance(data, dict) else ""


def refresh_timeline(conn, session_id: int, seqs: list[int] | None = None) -> None:
    """Per timeline key, the numbers after the latest entry of the current history that had that key.

    `seqs`: only the keys of these play entries changed (an entry played, undone or redone);
    None: every key of the session.
    """
    if seqs is None:
        conn.execute("DELETE FROM timeline WHERE session_id = ?", (session_id,))
        keys = conn.execute("SELECT DISTINCT timeline_key FROM steps WHERE session_id = ? AND timeline_key IS NOT NULL",
                            (session_id,)).fetchall()
    else:
        # CROSS JOIN: the entries looked up one by one (SQLite would rather scan the session's steps by key)
        keys = conn.execute("SELECT DISTINCT s.timeline_key FROM json_each(?) AS j CROSS JOIN steps AS s"
                            " WHERE s.session_id = ? AND s.seq = j.value AND s.timeline_key IS NOT NULL",
                            (json.dumps(seqs), session_id)).fetchall()
        conn.executemany("DELETE FROM timeline WHERE session_id = ? AND key = ?", [(session_id, k) for (k,) in keys])
    if not keys:
        return
    conn.executemany(
        """
        INSERT INTO timeline (session_id, key, ord, seat, seq, cash, value, score, value2)
        SELECT s.session_id, s.timeline_key, s.timeline_order, p.key, s.seq,
               json_extract(p.value, '$[0]'), json_extract(p.value, '$[1]'), coalesce(json_extract(p.value, '$[2]'), 0),
               json_extract(p.value, '$[3]')
        FROM steps AS s, json_each(s.points) AS p
        WHERE s.session_id = ?1 AND s.seq = (SELECT seq FROM steps WHERE session_id = ?1 AND timeline_key = ?2
                                             AND undone = 0 ORDER BY seq DESC LIMIT 1)
        """,
        [(session_id, k) for (k,) in keys],
    )


#: the statistics the database keeps up to date itself (db/0004_kept_statistics.sql): triggers
#: recount a game whenever its results, seats or status change, in the same transaction
STATS_TABLES = ("player_totals", "rivalries", "pack_totals")


def rebuild_stats(conn) -> None:
    """Count the kept statistics again from scratch, from the results of every finished game."""
    for table in STATS_TABLES:
        conn.execute(f"DELETE FROM {table}")
    conn.execute("INSERT INTO count_session SELECT id, 1 FROM sessions WHERE status = 'finished'")


_RESULT_COLUMNS = "session_id, seat, player_id, rank, score, cash, winner, eliminated, notes"


def refresh_results(conn, session_id: int, summary: Summary, status: str, was: str | None = None) -> None:
    """The final standings while the game is finished; none while it runs (or was abandoned).

    `was`: the game's status before the entry, when known. A game that ran and still runs has no
    standings to read or write (they are written here only, and only while it is finished; it
    ran again or was abandoned with this written empty). The kept statistics follow by themselves
    (see STATS_TABLES).
    """
    rows = []
    if was == "running" and status == "running":
        return
    if summary.finished and status == "finished":
        seats = {pack_player: (seat, player_id) for seat, pack_player, player_id in conn.execute(
            "SELECT seat, pack_player, player_id FROM seats WHERE session_id = ?", (session_id,))}
        rows = sorted(
            (session_id, *seats[r.player], r.rank, r.score, r.cash, int(r.winner), int(r.eliminated),
             json.dumps(r.notes, ensure_ascii=False))
            for r in summary.results if r.player in seats
        )
    kept = conn.execute(f"SELECT {_RESULT_COLUMNS} FROM results WHERE session_id = ? ORDER BY seat", (session_id,))
    if [tuple(row) for row in kept] == rows:
        return  # the same standings: nothing to recount
    conn.execute("DELETE FROM results WHERE session_id = ?", (session_id,))
    conn.executemany(f"INSERT INTO results ({_RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


def settle(conn, session_id: int, history, summary: Summary, now: str, *, touch: bool = True,
           changed: list[int] | None = None, row: dict | None = None) -> None:
    """After any log entry: the session's progress and status, its timeline and results.

    `changed`: the play entries the entry played, undid or redid (their timeline points are
    the only ones to redo); None: all of them (a rebuild). `row`: the session's row as read in
    this transaction: not read again, and given what is written here (a view of the game is
    made from it)."""
    was = None if row is None else row["status"]
    status = update_session(conn, session_id, last_seq=history.last_seq, current=history.current, plays=len(history.active),
                            summary=summary, now=now, touch=touch, row=row)
    refresh_timeline(conn, session_id, changed)
    refresh_results(conn, session_id, summary, status, was)
