"""The ledger and progress of each play entry, replayed the first time a screen asks for them.

Schema 5 stores neither (replay gives them; kept, the ledgers of an Arkwright game take some
20 times the room of its log). Opening a game therefore replays only from the nearest snapshot
to its current state (`Connection.game`); the views of its log entries carry their ledgers
lazily (`LazyEntryView`): reading `entry.ledger` or `entry.progress` replays that entry from
the nearest known state before it (one of the game's recent states, or a snapshot) and keeps
the ledgers of every entry replayed on the way, and the state it reached among the recent ones.
A screen going through the whole log, newest or oldest first, so replays each entry about once.
"""

from __future__ import annotations

from typing import Any

from pydantic import PrivateAttr

from companion.core.edit import corrected_words
from companion.core.replay import replay
from companion.store import derived, schema
from companion.store.errors import ReplayError, StoreError
from companion.store.models import LogEntryView
from companion.store.replay import load_snapshot

#: the fields of a play entry's view that replay gives
LAZY = ("ledger", "progress")


class Ledgers:
    """One cached game's ledgers and progress by play seq (`game` = its `session_log.Game`)."""

    def __init__(self, connection, session_id: int, uuid: str, game) -> None:
        self.connection = connection
        self.session_id = session_id
        self.uuid = uuid
        self.game = game
        #: play seq -> (its ledger, the game's progress after it)
        self.done: dict[int, tuple[list, str]] = {}

    def of(self, seq: int) -> tuple[list, str]:
        """The ledger and progress of play entry `seq`, replayed if not known yet.

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
                if log.row["uuid"] == self.uuid and log.tail_at(self.game.last_seq) == self.game.tail:
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
            row = log.conn.execute("SELECT state FROM snapshots WHERE session_id = ? AND seq = ? AND format = ?",
                                   (log.id, node, log.pack.input_version)).fetchone()
            state = load_snapshot(log.pack, row[0]) if row else None
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


class LazyEntryView(LogEntryView):
    """The view of a play entry whose ledger and progress are replayed when first read (see `Ledgers`)."""

    _ledgers: Any = PrivateAttr(None)
    #: the label without the ledger (a correction's, until its ledger lines are read)
    _label: Any = PrivateAttr(None)

    @classmethod
    def of(cls, ledgers: Ledgers, worded: bool = False, **fields: Any) -> "LazyEntryView":
        """`worded`: the label is the correction's ledger lines in words, read with them (store/views.py `label`)."""
        view = cls.model_construct(**fields)
        for name in LAZY:
            view.__dict__.pop(name, None)
        view._ledgers = ledgers
        if worded:
            view._label = view.__dict__.pop("label", None)
        return view

    def __getattr__(self, name: str) -> Any:
        if name in LAZY:
            ledger, progress = self.__pydantic_private__["_ledgers"].of(self.__dict__["seq"])
            self.__dict__["ledger"], self.__dict__["progress"] = ledger, progress
            return self.__dict__[name]
        if name == "label":
            self.__dict__["label"] = corrected_words(getattr(self, "ledger")) or self.__pydantic_private__["_label"]
            return self.__dict__["label"]
        return super().__getattr__(name)

    def fill(self) -> "LazyEntryView":
        """Replay what is still missing now (before the view is compared, written out or copied whole)."""
        for name in (*LAZY, "label"):
            getattr(self, name)
        return self

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, LazyEntryView):
            other.fill()
        if isinstance(other, LogEntryView):
            return LogEntryView.model_construct(**self.fill().__dict__) == \
                LogEntryView.model_construct(**other.__dict__)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr_args__(self):
        return super(LazyEntryView, self.fill()).__repr_args__()

    def __getstate__(self) -> dict[Any, Any]:
        state = super(LazyEntryView, self.fill()).__getstate__()
        return {**state, "__pydantic_private__": {"_ledgers": None}}

    def __deepcopy__(self, memo: dict | None = None) -> "LogEntryView":
        return LogEntryView.model_construct(**self.fill().__dict__).__deepcopy__(memo)
