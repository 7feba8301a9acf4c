"""A game kept in memory between writes, moved forward entry by entry.

The connection caches each open game (`session_log.Game`: its history, state, summary, the
states of its recent play entries and, once shown, the views of its log entries). A write
moves the cached game by the one entry it stored (`play`, `move`), and the log another
program appended is read the same way, entry by entry (`catch_up`). The first time a game is
shown after the app opened it, its log rows are read with the ledgers their steps keep
(`views.entries`); nothing is replayed for them.
"""

from __future__ import annotations

import json

from companion.core.pack import Outcome, Summary
from companion.core.replay import Step, apply_step
from companion.store import derived, views
from companion.store.entries import LogEntries
from companion.store.models import SessionView
from companion.store.session_log import Game, SessionLog


def entries_of(log: SessionLog, game: Game) -> LogEntries:
    """The views of the game's log entries (seq 1, 2, ...), read from the file the first time (each
    view built when read: `entries.py`)."""
    if game.entries is None:
        game.names = log.names()
        game.entries = views.entries(log.conn, log.pack, log.id, game.history, game.names, game.ledgers)
    return game.entries


def play(game: Game, log: SessionLog, row: tuple, outcome: Outcome, summary: Summary, since: int,
         entry: dict | None = None) -> None:
    """The game after the play entry of log `row` (views.LOG_VIEW_COLUMNS) gave `outcome` (`entry`: the row's
    entry, a fresh object the view may keep, when the writer has it)."""
    seq = row[0]
    game.history.play(seq)
    game.tail = tuple(row[1:6])
    game.last_seq, game.state, game.summary, game.since_snapshot = seq, outcome.state, summary, since
    game.keep(seq, outcome.state, summary, since)
    if game.ledgers is not None:
        game.ledgers.done[seq] = (outcome.ledger, summary.progress)
    if game.entries is not None:
        game.entries.append(views.entry_view(log.pack, row, game.names, game.history, game.entries, outcome.ledger,
                                             summary.progress, entry=entry))


def move(game: Game, log: SessionLog, row: tuple, entry: dict | None = None) -> dict[int, bool]:
    """The game after the undo, redo or undo_to of log `row`; returns {play seq: undone} of the entries it moved.

    The new current state is one of the recent ones when it can be, else replayed (one entry for a
    redo, from the nearest snapshot otherwise). HistoryError when the row does not fit the history.
    """
    seq, op, target = row[0], row[1], row[5]
    history = game.history
    game.tail = tuple(row[1:6])
    if op == "undo":
        changed = {history.undo(seq): True}
    elif op == "redo":
        changed = {history.redo_one(seq): False}
    else:
        before = set(history.active)
        history.undo_to(seq, target)
        after = set(history.active)
        changed = {s: True for s in before - after} | {s: False for s in after - before}
    kept = game.recent.get(history.head)
    if kept is not None:
        state, summary, since = kept
    elif op == "redo":
        (step,) = log.steps([history.head])
        state = apply_step(log.pack, game.state, step, log.ref, first=False).state
        summary, since = log.summary(state), game.since_snapshot + 1
    else:
        state, since, _last = log.state_at(history.active)
        summary = log.summary(state)
    game.keep(history.head, state, summary, since)
    game.last_seq, game.state, game.summary, game.since_snapshot = seq, state, summary, since
    if game.entries is not None:
        for s, undone in changed.items():
            game.entries[s - 1] = game.entries[s - 1].model_copy(update={"undone": undone})
        game.entries.append(views.entry_view(log.pack, row, game.names, history, game.entries, [], "", entry=entry))
    return changed


def catch_up(game: Game, log: SessionLog) -> bool:
    """Bring a cached game up to the log another program extended; False when the cache cannot be used.

    The log is append-only, so the cached game is the start of the stored one as long as its last
    entry is still the one cached (a file moved into place empties the whole cache before this;
    a restore written into the open file brings another log, told by that entry or by where the
    other program left the game)."""
    rows = log.conn.execute(f"SELECT {views.LOG_VIEW_COLUMNS}, format FROM log WHERE session_id = ? AND seq >= ?"
                            " ORDER BY seq", (log.id, game.last_seq)).fetchall()
    if not rows or rows[0][0] != game.last_seq or rows[-1][0] != log.row["last_seq"]:
        return False
    if game.tail is None or tuple(rows[0][1:6]) != game.tail:
        return False  # not the entry cached: the file holds another log of this game (restored from elsewhere)
    for *row, fmt in rows[1:]:
        if row[1] != "play":
            move(game, log, tuple(row))
            continue
        step = Step(row[0], row[2], json.loads(row[3]), fmt)
        outcome = apply_step(log.pack, game.state, step, log.ref, first=False)
        summary = log.summary(outcome.state)
        since = game.since_snapshot + 1
        play(game, log, tuple(row), outcome, summary, 0 if derived.wants_snapshot(game.summary, summary, since) else since)
    # what the other program settled must be what the entries give here
    return (game.history.head, len(game.history.active)) == (log.row["head_seq"], log.row["plays"])


def view_of(game: Game, log: SessionLog) -> SessionView:
    """What `Store.load` hands out: the cached game as a SessionView (with its sessions row as read now).

    Its entries are a copy of the cached ones (a later write changes the cache, never a view handed
    out; a copy of a thousand entries costs microseconds). Its seats are read once (they never change once a game is stored);
    the rest of its overview is the sessions row read (and, by a write, given what it wrote:
    `derived.settle`) in this transaction."""
    if game.seats is None:
        game.seats = views.seats_of(log.conn, [log.id])[log.id]
    info = views.info_of(log.row, list(game.seats))
    return SessionView.model_construct(info=info, state=game.state, summary=game.summary,
                                       entries=entries_of(log, game).copy(), can_undo=game.history.can_undo,
                                       can_redo=game.history.can_redo)
