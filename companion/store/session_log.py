"""One session's log as stored (`SessionLog`: its history, play entries, states replayed from it) and the open
game kept in memory between writes (`Game`): a write moves it by the one entry it stored (`play`, `move`), and
what another program appended is read the same way (`catch_up`), so submit, undo, redo and load never read the
whole log again (benchmarks/store_bench.py).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator

from companion.core.errors import InputError
from companion.core.pack import Outcome, Summary
from companion.core.replay import SessionRef, Step, apply_step, replay
from companion.store import derived, entries, views
from companion.store.errors import GameMoved, ReplayError
from companion.store.models import SessionView
from companion.store.tables import load_snapshot
from companion.store.undo import History, HistoryError, build
from companion.core.wording import said

#: states of this many recent play entries are kept with an open game (undo and redo use them:
#: a move back further replays from the nearest snapshot)
RECENT = 32


@dataclass
class Game:
    """A session kept in memory while its log does not change; its history's `current` is the play
    entry the game stands at."""

    last_seq: int
    history: History
    state: Any
    summary: Summary
    since_snapshot: int
    #: the last log entry read or written (op, kind, entry text, created, target): another program's
    #: change is read on top of the open game only while the file still holds this very entry
    tail: tuple | None = None
    #: the log as the app shows it, one view per seq (index seq - 1); None until first shown
    entries: entries.LogEntries | None = None
    #: the players' names by their id in the state (for the entries' labels) and the seats, read once
    names: dict[str, str] = field(default_factory=dict)
    seats: list | None = None
    #: play seq -> (state, summary, entries since a snapshot) of recent play entries (those
    #: written, undone to, or replayed for their ledgers last)
    recent: dict[int, tuple[Any, Summary, int]] = field(default_factory=dict)
    #: the entries' ledgers and progress, replayed when first asked for (set once the game is kept)
    ledgers: entries.Ledgers | None = None

    def keep(self, seq: int, state: Any, summary: Summary, since: int) -> None:
        """Remember the state after play entry `seq` (the oldest of the recent ones is let go)."""
        self.recent.pop(seq, None)
        self.recent[seq] = (state, summary, since)
        if len(self.recent) > RECENT:
            del self.recent[next(iter(self.recent))]

    def entry_views(self, log: "SessionLog") -> entries.LogEntries:
        """The views of the game's log entries (seq 1, 2, ...), read from the file the first time."""
        if self.entries is None:
            self.names = log.names()
            self.entries = entries.read(log.conn, log.pack, log.id, self.history, self.names, self.ledgers)
        return self.entries

    def play(self, log: "SessionLog", row: tuple, outcome: Outcome, summary: Summary, since: int,
             entry: dict | None = None) -> None:
        """The game after the play entry of log `row` (entries.LOG_VIEW_COLUMNS) gave `outcome` (`entry`:
        the row's entry, a fresh object the view may keep, when the writer has it)."""
        seq = row[0]
        self.history.play(seq)
        self.tail = tuple(row[1:6])
        self.last_seq, self.state, self.summary, self.since_snapshot = seq, outcome.state, summary, since
        self.keep(seq, outcome.state, summary, since)
        if self.ledgers is not None:
            self.ledgers.done[seq] = (outcome.ledger, summary.progress)
        if self.entries is not None:
            self.entries.append(entries.entry_view(log.pack, row, self.names, self.history, self.entries,
                                                   outcome.ledger, summary.progress, entry=entry))

    def move(self, log: "SessionLog", row: tuple, entry: dict | None = None) -> dict[int, bool]:
        """The game after the undo, redo or undo_to of log `row`; returns {play seq: undone} of the entries
        it moved. The new state is one of the recent ones when it can be, else replayed (one entry for
        a redo, from the nearest snapshot otherwise). HistoryError when the row does not fit the history."""
        seq, op, target = row[0], row[1], row[5]
        history = self.history
        self.tail = tuple(row[1:6])
        if op == "undo":
            changed = {history.undo(seq): True}
        elif op == "redo":
            changed = {history.redo_one(seq): False}
        else:
            before = set(history.active)
            history.undo_to(seq, target)
            after = set(history.active)
            changed = {s: True for s in before - after} | {s: False for s in after - before}
        kept = self.recent.get(history.current)
        if kept is not None:
            state, summary, since = kept
        elif op == "redo":
            (step,) = log.steps([history.current])
            state = apply_step(log.pack, self.state, step, log.ref, first=False).state
            summary, since = log.summary(state), self.since_snapshot + 1
        else:
            state, since, _last = log.state_at(history.active)
            summary = log.summary(state)
        self.keep(history.current, state, summary, since)
        self.last_seq, self.state, self.summary, self.since_snapshot = seq, state, summary, since
        if self.entries is not None:
            for s, undone in changed.items():
                self.entries.flag(s - 1, undone)
            self.entries.append(entries.entry_view(log.pack, row, self.names, history, self.entries, [], "",
                                                   entry=entry))
        return changed

    def catch_up(self, log: "SessionLog") -> bool:
        """Bring the game up to the log another program extended; False when it cannot be used.

        The log is append-only, so the game kept is the start of the stored one as long as its last
        entry is still the one kept (a file moved into place empties every open game before this;
        a restore written into the open file brings another log, told by that entry or by where the
        other program left the game)."""
        rows = log.conn.execute(f"SELECT {entries.LOG_VIEW_COLUMNS}, format FROM log WHERE session_id = ?"
                                " AND seq >= ? ORDER BY seq", (log.id, self.last_seq)).fetchall()
        if not rows or rows[0][0] != self.last_seq or rows[-1][0] != log.row["last_seq"]:
            return False
        if self.tail is None or tuple(rows[0][1:6]) != self.tail:
            return False  # not the entry kept: the file holds another log of this game (restored from elsewhere)
        for *row, fmt in rows[1:]:
            if row[1] != "play":
                self.move(log, tuple(row))
                continue
            outcome = apply_step(log.pack, self.state, Step(row[0], row[2], json.loads(row[3]), fmt), log.ref,
                                 first=False)
            summary = log.summary(outcome.state)
            since = self.since_snapshot + 1
            self.play(log, tuple(row), outcome, summary,
                      0 if derived.wants_snapshot(self.summary, summary, since) else since)
        # what the other program settled must be what the entries give here
        return (self.history.current, len(self.history.active)) == (log.row["current_seq"], log.row["plays"])

    def view(self, log: "SessionLog") -> SessionView:
        """What `Store.load` hands out: the game as a SessionView, with its sessions row as read now.

        Its entries are a copy of the kept ones (a later write changes the game kept, never a view
        handed out). Its seats are read once (they never change once a game is stored)."""
        if self.seats is None:
            self.seats = views.seats_of(log.conn, [log.id])[log.id]
        info = views.info_of(log.row, list(self.seats))
        return SessionView.model_construct(info=info, state=self.state, summary=self.summary,
                                           entries=self.entry_views(log).copy(), can_undo=self.history.can_undo,
                                           can_redo=self.history.can_redo)


class SessionLog:
    """Reads a session's rows (`row` = its sessions row as a dict) through its game pack."""

    def __init__(self, conn, row: dict, pack):
        self.conn = conn
        self.row = row
        self.pack = pack
        self.id = row["id"]
        self.ref = SessionRef(row["id"], row["title"])

    def history(self) -> History:
        ops = self.conn.execute("SELECT seq, op, target FROM log WHERE session_id = ? ORDER BY seq", (self.id,)).fetchall()
        try:
            return build(ops)
        except HistoryError as exc:
            raise ReplayError(
                f"{self.ref} cannot be replayed: log entry {exc.seq}: {exc}", session_id=self.id, seq=exc.seq
            ) from None

    def expect(self, expected: int | None) -> None:
        """Refuse a write made from a screen that showed another version (last seq) of the game; None: any."""
        if expected is None:
            return
        if not isinstance(expected, int) or isinstance(expected, bool):
            raise InputError("the version of the game a change was made from must be a whole number")
        current = self.row["last_seq"]
        if expected != current:
            shown = entries.read(self.conn, self.pack, self.id, self.history(), self.names())
            raise GameMoved(views.moved(shown, expected, current), session_id=self.id, expected=expected,
                            current=current)

    def names(self) -> dict[str, str]:
        """The game's players by their id in its state (seats never change once a game is stored)."""
        return {s.pack_player: s.name for s in views.seats_of(self.conn, [self.id])[self.id]}

    def tail(self, seq: int | None = None) -> tuple | None:
        """Log entry `seq` (default: the last) as the cache compares it (op, kind, entry text, created, target);
        None when there is none."""
        seq = self.row["last_seq"] if seq is None else seq
        row = self.conn.execute("SELECT op, kind, entry, created, target FROM log WHERE session_id = ? AND seq = ?",
                                (self.id, seq)).fetchone()
        return tuple(row) if row else None

    def steps(self, seqs: list[int] | None = None) -> list[Step]:
        """Play entries (all of them, or those of `seqs`), in log order."""
        sql = "SELECT seq, kind, entry, format FROM log WHERE session_id = ? AND op = 'play'"
        params: tuple = (self.id,)
        if seqs is not None:
            sql += " AND seq IN (SELECT value FROM json_each(?))"
            params += (json.dumps(seqs),)
        rows = self.conn.execute(sql + " ORDER BY seq", params).fetchall()
        return [Step(seq, kind, json.loads(text), fmt) for seq, kind, text, fmt in rows]

    def summary(self, state: Any) -> Summary:
        try:
            return self.pack.summary(state)
        except Exception:  # noqa: BLE001 - a pack failing here is reported, never raised raw
            raise ReplayError(said("core", "{game} cannot be summed up", game=self.ref), session_id=self.id, seq=0,
                              detail="its game cannot be summed up") from None

    def _snapshot(self, path: list[int]) -> tuple[int, Any]:
        """(entries of `path` it covers, state) of the latest usable snapshot on `path`; (0, None) if none."""
        at = {seq: i for i, seq in enumerate(path)}
        rows = self.conn.execute("SELECT seq FROM snapshots WHERE session_id = ? AND format = ? ORDER BY seq DESC",
                                 (self.id, self.pack.input_version)).fetchall()
        for (seq,) in rows:
            state = self.snapshot(seq) if seq in at else None
            if state is not None:
                return at[seq] + 1, state
        return 0, None

    def snapshot(self, seq: int) -> Any | None:
        """The state this engine stored after play entry `seq`; None when there is none or it no longer fits."""
        row = self.conn.execute("SELECT state FROM snapshots WHERE session_id = ? AND seq = ? AND format = ?",
                                (self.id, seq, self.pack.input_version)).fetchone()
        return load_snapshot(self.pack, row[0]) if row else None

    def state_at(self, path: list[int], *, use_snapshots: bool = True) -> tuple[Any, int, Outcome | None]:
        """The state after the last entry of `path`, how many entries were replayed to get it, and what
        the last one replayed gave (None: none was)."""
        start, state = self._snapshot(path) if use_snapshots else (0, None)
        rest = self.steps(path[start:])
        last = None
        for _step, last in replay(self.pack, rest, self.ref, state, from_start=start == 0):
            state = last.state
        return state, len(rest), last

    def replay_tree(self, history: History) -> Iterator[tuple[Step, Outcome, Summary, Summary | None, int]]:
        """Every play entry (undone branches too, in log order) replayed on the state of the entry it was played
        on; yields (step, outcome, summary, summary before it, entries since the last snapshot along its history
        counting this one: what `derived.record_play` takes). A state is let go once no later entry was played on it."""
        children = Counter(p for p in history.parent.values() if p is not None)
        kept: dict[int, tuple[Any, Summary, int]] = {}
        for step in self.steps():
            parent = history.parent[step.seq]
            base, previous, since = kept[parent] if parent is not None else (None, None, 0)
            outcome = apply_step(self.pack, base, step, self.ref, first=parent is None)
            summary = self.summary(outcome.state)
            yield step, outcome, summary, previous, since + 1
            since = 0 if derived.wants_snapshot(previous, summary, since + 1) else since + 1
            kept[step.seq] = (outcome.state, summary, since)
            if parent is not None:
                children[parent] -= 1
                if children[parent] == 0 and parent != history.current:
                    del kept[parent]

    def rebuild(self, now: str, *, touch: bool = False) -> tuple[History, Any, Summary, int]:
        """Rewrite everything derived from the whole log (steps, snapshots, timeline, results, progress):
        for an imported or merged game, one a migration flagged (`sessions.rebuild`), and `Store.rebuild`.
        Every play entry is replayed on the state of the entry it was played on (undone branches too);
        snapshots of an older engine are replaced. Returns (history, state, summary, since_snapshot)."""
        history = self.history()
        self.conn.execute("DELETE FROM snapshots WHERE session_id = ? AND format != ?", (self.id, self.pack.input_version))
        final: tuple[Any, Summary, int] | None = None
        for step, outcome, summary, previous, since in self.replay_tree(history):
            left = derived.record_play(self.conn, self.id, step.seq, self.pack, outcome, summary, previous, since, now)
            if step.seq == history.current:
                final = (outcome.state, summary, left)
        assert final is not None  # the history's current entry is one of its play entries
        state, summary, since = final
        derived.mark_undone(self.conn, self.id, history.active)
        derived.settle(self.conn, self.id, history, summary, now, touch=touch)
        self.conn.execute("UPDATE sessions SET rebuild = 0 WHERE id = ?", (self.id,))
        return history, state, summary, since

