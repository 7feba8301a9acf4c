"""A game kept in memory between writes, moved forward entry by entry.

The connection caches each game's `Head` (its history, state, summary, the states of
its recent play entries and, once read, the views of its log entries). A write moves
the cached game by the one entry it stored (`play`, `move`), and the log another
program appended is read the same way, entry by entry (`catch_up`), so nothing here
costs more in a long game than in a short one. The first time a game is shown after
the app opened it, its log rows are read (`entries_of`); each entry's view is built
when read (`entries.py`) and its ledger, which is not stored, is replayed from the
nearest snapshot before it when read (`ledgers.py`).
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from companion.core.pack import Outcome, Summary
from companion.store import derived, views
from companion.store.models import LogEntryView, SessionView
from companion.core.replay import Step, apply_step
from companion.store.session_log import Head, SessionLog


def entries_of(log: SessionLog, head: Head) -> Sequence[LogEntryView]:
    """The views of the game's log entries (seq 1, 2, ...), read the first time without replaying
    anything: their ledgers are replayed when first asked for (`ledgers.py`)."""
    if head.entries is None:
        head.names = names_of(log)
        head.entries = views.entries(head.ledgers.connection.query, log.pack, log.id, head.history, head.names,
                                     head.ledgers)
    return head.entries


def names_of(log: SessionLog) -> dict[str, str]:
    """The game's players by their id in its state (seats never change once a game is stored)."""
    return {s.pack_player: s.name for s in views.seats_of(log.conn, [log.id])[log.id]}


def _own_entries(head: Head) -> Any:
    """The cached views, safe to change: a list a view was handed is copied first (once per write)."""
    if head.entries is not None and head.shared:
        head.entries, head.shared = head.entries.copy(), False
    return head.entries


def play(head: Head, log: SessionLog, row: tuple, outcome: Outcome, summary: Summary, since: int,
         entry: dict | None = None) -> None:
    """The game after the play entry of log `row` (views.LOG_VIEW_COLUMNS) gave `outcome` (`entry`: the row's
    entry, a fresh object the view may keep, when the writer has it)."""
    seq = row[0]
    head.history.play(seq)
    head.tail = tuple(row[1:6])
    head.last_seq, head.state, head.summary, head.since_snapshot = seq, outcome.state, summary, since
    head.keep(seq, outcome.state, summary, since)
    if head.ledgers is not None:
        head.ledgers.known(seq, outcome.ledger, summary.progress)
    entries = _own_entries(head)
    if entries is not None:
        entries.append(views.entry_view(log.pack, row, head.names, head.history, entries, outcome.ledger,
                                        summary.progress, entry=entry))


def move(head: Head, log: SessionLog, row: tuple, entry: dict | None = None) -> dict[int, bool]:
    """The game after the undo, redo or undo_to of log `row`; returns {play seq: undone} of the entries it moved.

    The new current state is one of the recent ones when it can be, else replayed (one entry for a
    redo, from the nearest snapshot otherwise). HistoryError when the row does not fit the history.
    """
    seq, op, target = row[0], row[1], row[5]
    history = head.history
    head.tail = tuple(row[1:6])
    if op == "undo":
        changed = {history.undo(seq): True}
    elif op == "redo":
        changed = {history.redo_one(seq): False}
    else:
        before = set(history.active)
        history.undo_to(seq, target)
        after = set(history.active)
        changed = {s: True for s in before - after} | {s: False for s in after - before}
    kept = head.recent.get(history.head)
    if kept is not None:
        state, summary, since = kept
    elif op == "redo":
        (step,) = log.steps([history.head])
        state = apply_step(log.pack, head.state, step, log.ref, first=False).state
        summary, since = log.summary(state), head.since_snapshot + 1
    else:
        state, since = log.state_at(history.active)
        summary = log.summary(state)
    head.keep(history.head, state, summary, since)
    head.last_seq, head.state, head.summary, head.since_snapshot = seq, state, summary, since
    entries = _own_entries(head)
    if entries is not None:
        for s, undone in changed.items():
            entries[s - 1] = entries[s - 1].model_copy(update={"undone": undone})
        entries.append(views.entry_view(log.pack, row, head.names, history, entries, [], "", entry=entry))
    return changed


def catch_up(head: Head, log: SessionLog) -> bool:
    """Bring a cached game up to the log another program extended; False when the cache cannot be used.

    The log is append-only, so the cached game is the start of the stored one as long as its last
    entry is still the one cached (a file moved into place empties the whole cache before this;
    a restore written into the open file brings another log, told by that entry or by where the
    other program left the game)."""
    rows = log.conn.execute(f"SELECT {views.LOG_VIEW_COLUMNS}, format FROM log WHERE session_id = ? AND seq >= ?"
                            " ORDER BY seq", (log.id, head.last_seq)).fetchall()
    if not rows or rows[0][0] != head.last_seq or rows[-1][0] != log.row["last_seq"]:
        return False
    if head.tail is None or tuple(rows[0][1:6]) != head.tail:
        return False  # not the entry cached: the file holds another log of this game (restored from elsewhere)
    for *row, fmt in rows[1:]:
        if row[1] != "play":
            move(head, log, tuple(row))
            continue
        step = Step(row[0], row[2], json.loads(row[3]), fmt)
        outcome = apply_step(log.pack, head.state, step, log.ref, first=False)
        summary = log.summary(outcome.state)
        since = head.since_snapshot + 1
        play(head, log, tuple(row), outcome, summary, 0 if derived.wants_snapshot(head.summary, summary, since) else since)
    # what the other program settled must be what the entries give here
    return (head.history.head, len(head.history.active)) == (log.row["head_seq"], log.row["plays"])


def view_of(head: Head, log: SessionLog) -> SessionView:
    """What `Store.load` hands out: the cached game as a SessionView (with its sessions row as read now).

    Its entries are the cached list itself, never changed again: the next write works on a copy
    (`_own_entries`), so loading a game costs the same at any length of its log. Its seats are read
    once (they never change once a game is stored); the rest of its overview is the sessions row read
    (and, by a write, given what it wrote: `derived.settle`) in this transaction."""
    if head.seats is None:
        head.seats = views.seats_of(log.conn, [log.id])[log.id]
    info = views.info_of(log.row, list(head.seats))
    entries = entries_of(log, head)
    head.shared = True
    return SessionView.model_construct(info=info, state=head.state, summary=head.summary, entries=entries,
                                       can_undo=head.history.can_undo, can_redo=head.history.can_redo)
