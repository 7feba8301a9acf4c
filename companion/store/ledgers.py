"""The ledger and progress of each play entry, replayed the first time a screen asks for them.

Schema 5 stores neither (replay gives them). Opening a game therefore replays only from the
nearest snapshot to its current state (`Connection.head`); the views of its log entries carry
their ledgers lazily (`LazyEntryView`): reading `entry.ledger` or `entry.progress` replays that
entry from the nearest snapshot (or state replayed a moment ago) before it, and keeps the ledgers
of every entry replayed on the way. A screen going through the whole log, newest or oldest
first, so replays each entry about once, as the one replay of the whole log did before.
"""

from __future__ import annotations

from typing import Any

from pydantic import PrivateAttr

from companion.core.edit import corrected_words
from companion.core.pack import Outcome, Summary
from companion.store.errors import ReplayError, StoreError
from companion.store.models import LogEntryView
from companion.core.replay import Step, replay
from companion.store.replay import load_snapshot

#: the fields of a play entry's view that replay gives
LAZY = ("ledger", "progress")

#: states of entries replayed for their ledgers kept at once (the next entry down the log starts there)
KEPT_STATES = 4


class Ledgers:
    """One cached game's ledgers and progress by play seq (`head` = its `session_log.Head`)."""

    def __init__(self, connection, session_id: int, uuid: str, head) -> None:
        self.connection = connection
        self.session_id = session_id
        self.uuid = uuid
        self.head = head
        #: play seq -> (its ledger, the game's progress after it)
        self.done: dict[int, tuple[list, str]] = {}
        #: play seq -> the state after it, for a few entries replayed last
        self.states: dict[int, Any] = {}

    def known(self, seq: int, ledger: list, progress: str) -> None:
        self.done[seq] = (ledger, progress)

    def after_open(self, last: list[tuple[Step, Outcome]], summary: Summary) -> None:
        """What opening the game replayed last (up to two entries and what they gave): the newest
        entry's ledger, and the state the newest entry was played on."""
        if last:
            step, outcome = last[-1]
            self.known(step.seq, outcome.ledger, summary.progress)
        if len(last) == 2:
            self.states[last[0][0].seq] = last[0][1].state

    def of(self, seq: int) -> tuple[list, str]:
        """The ledger and progress of play entry `seq`, replayed if not known yet.

        ([], "") when the file now holds another log of this game (restored from elsewhere: the
        screen showing this entry is out of date) or the entry no longer replays. Read after the
        Store was closed, it reads the file through a connection of its own."""
        found = self.done.get(seq)
        if found is not None:
            return found
        connection = self.connection.another() if self.connection.closed else self.connection
        try:
            with connection.read():
                log = connection.log_of(self.session_id)
                if log.row["uuid"] == self.uuid and log.tail_at(self.head.last_seq) == self.head.tail:
                    self._replay(log, seq)
        except (StoreError, ReplayError):
            pass
        finally:
            if connection is not self.connection:
                connection.close()
        return self.done.get(seq, ([], ""))

    def _start(self, log, seq: int) -> tuple[list[int], Any]:
        """(play seqs to replay, oldest first, ending with `seq`; the state the first one is played on)."""
        parent, recent = self.head.history.parent, self.head.recent
        snapshots = log.snapshot_seqs()
        todo = [seq]
        node = parent[seq]
        while node is not None:
            if node in self.states:
                return todo[::-1], self.states[node]
            if node in recent:
                return todo[::-1], recent[node][0]
            if node in snapshots:
                state = load_snapshot(log.pack, snapshots[node]())
                if state is not None:
                    return todo[::-1], state
            todo.append(node)
            node = parent[node]
        return todo[::-1], None

    def _replay(self, log, seq: int) -> None:
        todo, state = self._start(log, seq)
        from_start = state is None and self.head.history.parent[todo[0]] is None
        for step, outcome in replay(log.pack, log.steps(todo), log.ref, state, from_start=from_start):
            state = outcome.state
            self.done.setdefault(step.seq, (outcome.ledger, log.summary(state).progress))
        self.states.pop(seq, None)
        self.states[seq] = state
        while len(self.states) > KEPT_STATES:
            del self.states[next(iter(self.states))]


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
