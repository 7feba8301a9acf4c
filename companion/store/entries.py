"""The views of a game's log entries, each built the first time it is read (its label; for a play entry its
ledger and the progress after it, which are not stored but replayed then: `Ledgers`), so the game screen,
which reads the newest entries only, opens a game of any length at the same cost (store_bench --first-load).
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from companion.core.edit import PLAIN, changes_words, corrected_words
from companion.core.replay import replay
from companion.core.wording import said
from companion.store import derived, schema
from companion.store.errors import ReplayError, StoreError
from companion.store.models import LogEntryView
from companion.store.undo import History

#: the log columns a view of an entry is made from, in this order
LOG_VIEW_COLUMNS = "seq, op, kind, entry, created, target"


class LogEntries(Sequence):
    """Seqs 1, 2, ... of a game's log as views; `build(entries, index)` makes the view of one entry. Changed
    only through `append`, item assignment and `flag`; a `copy` is a list of its own (views built so far shared)."""

    def __init__(self, build: Callable[["LogEntries", int], Any] | None, views: list[Any]):
        self._build = build
        self._views = views

    def __len__(self) -> int:
        return len(self._views)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self._views)))]
        view = self._views[index]
        if view is None:
            view = self._views[index] = self._build(self, range(len(self._views))[index])
        return view

    def __setitem__(self, index: int, view: Any) -> None:
        self._views[index] = view

    def append(self, view: Any) -> None:
        self._views.append(view)

    def flag(self, index: int, undone: bool) -> None:
        """Mark entry `index` undone or not; a view not built yet is built with its flag when read."""
        if self._views[index] is not None:
            self._views[index] = self._views[index].model_copy(update={"undone": undone})

    def copy(self) -> "LogEntries":
        return LogEntries(self._build, list(self._views))

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, LogEntries)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogEntries({len(self._views)} entries)"


class Ledgers:
    """One open game's ledgers and progress by play seq, replayed when first asked for (`game`:
    its `session_log.Game`)."""

    def __init__(self, connection, session_id: int, uuid: str, game) -> None:
        self.connection = connection
        self.session_id = session_id
        self.uuid = uuid
        self.game = game
        #: play seq -> (its ledger, the game's progress after it)
        self.done: dict[int, tuple[list, str]] = {}

    def of(self, seq: int) -> tuple[list, str]:
        """The ledger and progress of play entry `seq`, replayed from the nearest known state before it
        (a recent state of the game, or a snapshot); the ledgers of every entry replayed on the way are kept.

        ([], "") when the file now holds another log of this game (restored from elsewhere: the
        screen showing this entry is out of date) or the entry no longer replays. Read after the
        Store was closed, it reads the file through a connection of its own."""
        found = self.done.get(seq)
        if found is not None:
            return found
        connection = self.connection
        if connection.closed:
            connection = type(connection)(schema.connect(connection.path), connection.path, clock=connection.now)
        try:
            with connection.read():
                log = connection.log_of(self.session_id)
                if log.row["uuid"] == self.uuid and log.tail(self.game.last_seq) == self.game.tail:
                    self._replay(log, seq)
        except (StoreError, ReplayError):
            pass
        finally:
            if connection is not self.connection:
                connection.close()
        return self.done.get(seq, ([], ""))

    def _start(self, log, seq: int) -> tuple[list[int], Any, Any, int]:
        """(play seqs to replay, oldest first, ending with `seq`; the state the first one is played on,
        its summary and its entries since a snapshot)."""
        parent, recent = self.game.history.parent, self.game.recent
        todo = [seq]
        node = parent[seq]
        while node is not None:
            if node in recent:
                return todo[::-1], *recent[node]
            state = log.snapshot(node)
            if state is not None:
                return todo[::-1], state, log.summary(state), 0
            todo.append(node)
            node = parent[node]
        return todo[::-1], None, None, 0

    def _replay(self, log, seq: int) -> None:
        todo, state, summary, since = self._start(log, seq)
        from_start = state is None and self.game.history.parent[todo[0]] is None
        for step, outcome in replay(log.pack, log.steps(todo), log.ref, state, from_start=from_start):
            state, previous, summary = outcome.state, summary, log.summary(outcome.state)
            since = 0 if derived.wants_snapshot(previous, summary, since + 1) else since + 1
            self.done.setdefault(step.seq, (outcome.ledger, summary.progress))
        self.game.keep(seq, state, summary, since)  # the next entry down the log starts here


#: an undo, a redo and an undo to a step when the step they move the game to is not known (`entry_view`)
OPS = {"undo": said("core", "undo"), "redo": said("core", "redo"), "undo_to": said("core", "back to an earlier step")}


def _moved(op: str, step: int, what: str) -> str:
    """An undo, a redo and an undo to a step, by the step they move the game to."""
    if op == "undo":
        return said("core", "undo step {step} ({what})", step=step, what=what)
    if op == "redo":
        return said("core", "redo step {step} ({what})", step=step, what=what)
    return said("core", "back to step {step} ({what})", step=step, what=what)


def _words(kind: str) -> str:
    return kind.replace("_", " ").strip() or "entry"


def label(pack, op: str, entry: dict[str, Any], names: dict[str, str], ledger: list | None = None) -> str:
    """A short line for the history list ("production", "undo step 12 (economy)"), words any language can
    read (core/wording.py) where the pack words them: its phase table's name of a kind, a correction's lines.

    A correction reads like its ledger lines when they are given (`ledger`: worded from the table before it,
    "the price of Ann's lamps factory"); without them, from its path alone ("Ann's price of factory 1")."""
    if op != "play":
        return OPS.get(op) or _words(op)
    if entry.get("kind") == "edit" and ledger:
        corrected = corrected_words(ledger)
        if corrected:
            return corrected
    if entry.get("kind") in ("edit", "board") and "path" in entry:
        edit = entry["kind"] == "edit"
        words = changes_words([(entry["path"], entry.get("value"))], list(names.values()) if edit else None,
                              getattr(pack, "values", PLAIN) if edit else PLAIN)
        return words if edit else said("core", "{what} (board data)", what=words)
    kind = str(entry.get("kind", ""))
    text = pack.kind_name(kind) or _words(kind)
    who = entry.get("player")
    if isinstance(who, str) and who:
        return said("core", "{name}: {what}", name=names.get(who, who), what=text)
    return text


def entry_view(pack, row: tuple, names: dict[str, str], history: History, shown: Sequence[LogEntryView],
               ledger: list, progress: str, undone: bool = False, entry: dict[str, Any] | None = None) -> LogEntryView:
    """The view of one log row (LOG_VIEW_COLUMNS) that follows `shown` (the views of seqs 1, 2, ...).

    `entry`: the row's entry as a fresh object, when the writer has it (its text is not read again)."""
    seq, op, kind, entry_text, created, target = row
    if entry is None:
        entry = json.loads(entry_text)
    text = label(pack, op, entry, names, ledger)
    moved = history.moved.get(seq) if op in ("undo", "redo") else None
    if moved is not None:
        text = _moved(op, moved, shown[moved - 1].label)
    elif op == "undo_to" and isinstance(target, int) and 1 <= target <= len(shown):
        text = _moved(op, target, shown[target - 1].label)
    # rows of our own file and lines the pack just made: no need to validate them again
    return LogEntryView.model_construct(seq=seq, op=op, kind=kind, entry=entry, created=created, undone=undone,
                                        label=text, target=target, ledger=ledger, progress=progress)


def read(conn, pack, session_id: int, history: History, names: dict[str, str],
         ledgers: Ledgers | None = None) -> LogEntries:
    """Every log entry up to the history's last, in order, each view built when first read; `ledgers`:
    where a play entry's ledger and progress are replayed from (None: the views carry none)."""
    rows = conn.execute(f"SELECT {LOG_VIEW_COLUMNS} FROM log WHERE session_id = ? AND seq <= ? ORDER BY seq",
                        (session_id, history.last_seq)).fetchall()

    def build(shown: LogEntries, index: int) -> LogEntryView:
        row = rows[index]
        play = row[1] == "play"
        ledger, progress = ledgers.of(row[0]) if play and ledgers is not None else ([], "")
        undone = play and not history.is_active(row[0])
        return entry_view(pack, row, names, history, shown, ledger, progress, undone)

    return LogEntries(build, [None] * len(rows))
