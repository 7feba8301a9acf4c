"""Undo, redo and "undo to here" as entries of an append-only log; only (seq, op, target) triples, never states.

Every play entry is played on the entry current then (its parent): the play entries form a tree. The current
entry is the one the game stands at; the current history (`active`) is the path to it. Undo makes the current
entry's parent current and puts the undone one on the redo stack; redo plays it again; a new play entry empties
the stack. "Undo to here" (`undo_to`, target = an earlier log seq) returns to the history as it was right after
that entry: backwards (what is later goes on the redo stack), forwards along it, or onto a branch undone and
then replaced.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

from companion.core.wording import said


class HistoryError(ValueError):
    """A log whose undo/redo entries do not fit together."""

    def __init__(self, message: str, seq: int):
        super().__init__(message)
        #: the words as given (a Phrase the catalogs translate: str() of the error is plain English)
        self.message = message
        self.seq = seq


@dataclass
class History:
    #: play seq -> the play seq it was played on (None for the first entry)
    parent: dict[int, int | None] = field(default_factory=dict)
    #: log seq -> the current entry right after that log entry
    current_after: dict[int, int] = field(default_factory=dict)
    #: the play entry the game stands at (None: no entry yet)
    current: int | None = None
    #: entries undo put aside; the last one is the next to redo
    redo: list[int] = field(default_factory=list)
    #: undo/redo seq -> the play seq it undid or redid
    moved: dict[int, int] = field(default_factory=dict)
    last_seq: int = 0
    #: the current history (play seqs, oldest first), kept as the current entry moves: reading it costs
    #: nothing however long the log (`path()` walks it again)
    _active: list[int] = field(default_factory=list, repr=False)

    # --- reading --------------------------------------------------------------
    def path(self, end: int | None = None) -> list[int]:
        """The play seqs of the history ending at play entry `end` (default: the current one), oldest first."""
        node = self.current if end is None else end
        out = []
        while node is not None:
            out.append(node)
            node = self.parent[node]
        out.reverse()
        return out

    @property
    def active(self) -> list[int]:
        """The play seqs of the current history, oldest first (the History's own list: do not change it)."""
        return self._active

    def is_active(self, seq: int) -> bool:
        """Whether play entry `seq` is in the current history."""
        i = bisect_left(self._active, seq)  # oldest first: seqs grow along a history
        return i < len(self._active) and self._active[i] == seq

    @property
    def can_undo(self) -> bool:
        return self.current is not None and self.parent[self.current] is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.redo)

    def is_ancestor(self, a: int, b: int) -> bool:
        """True when play entry `a` lies on the path to `b` (or is `b`)."""
        node: int | None = b
        while node is not None and node >= a:
            if node == a:
                return True
            node = self.parent[node]
        return False

    # --- moving ---------------------------------------------------------------
    def play(self, seq: int) -> None:
        self._next(seq)
        self.parent[seq] = self.current
        self.current = seq
        self.redo.clear()
        self.current_after[seq] = seq
        self._active.append(seq)

    def undo(self, seq: int) -> int:
        """Undo the current entry; returns the seq undone."""
        if not self.can_undo:
            raise HistoryError(said("core", "nothing to undo: the game is at its first entry"), seq)
        self._next(seq)
        undone = self.current
        self.redo.append(undone)
        self.current = self.parent[undone]
        self.current_after[seq] = self.current
        self.moved[seq] = undone
        self._active.pop()
        return undone

    def redo_one(self, seq: int) -> int:
        """Play the last undone entry again; returns its seq."""
        if not self.redo or self.parent[self.redo[-1]] != self.current:
            raise HistoryError(said("core", "nothing to redo"), seq)
        self._next(seq)
        again = self.redo.pop()
        self.current = again
        self.current_after[seq] = again
        self.moved[seq] = again
        self._active.append(again)
        return again

    def goal_of(self, target: int, seq: int | None = None) -> int:
        """The current entry right after log entry `target`."""
        if target not in self.current_after or (seq is not None and target >= seq):
            raise HistoryError(said("core", "there is no earlier entry {target} to return to", target=target), seq or target)
        return self.current_after[target]

    def undo_to(self, seq: int, target: int) -> None:
        goal = self.goal_of(target, seq)
        self._next(seq)
        now = self.current
        assert now is not None
        if self.is_ancestor(goal, now):
            node = now
            while node != goal:
                self.redo.append(node)
                node = self.parent[node]
        elif self.is_ancestor(now, goal):
            for step in self.path(goal)[len(self.path(now)) :]:
                if self.redo and self.redo[-1] == step:
                    self.redo.pop()
                else:
                    self.redo.clear()
            if self.redo and self.parent[self.redo[-1]] != goal:
                self.redo.clear()
        else:
            self.redo.clear()
        self.current = goal
        self.current_after[seq] = goal
        self._active = self.path(goal)

    def _next(self, seq: int) -> None:
        if seq != self.last_seq + 1:
            raise HistoryError(said("core", "log entry {seq} follows {last}: entries are missing", seq=seq, last=self.last_seq),
                               seq)
        if self.current is None and self.last_seq:
            raise HistoryError(said("core", "the log has no first entry"), seq)
        self.last_seq = seq


def build(rows) -> History:
    """Walk (seq, op, target) rows in order; HistoryError names the first that does not fit."""
    h = History()
    for seq, op, target in rows:
        if op == "play":
            h.play(seq)
        elif h.current is None:
            raise HistoryError(said("core", "a session's log starts with its set-up entry"), seq)
        elif op == "undo":
            h.undo(seq)
        elif op == "redo":
            h.redo_one(seq)
        elif op == "undo_to":
            if target is None:
                raise HistoryError(said("core", "an undo_to entry needs the seq it returns to"), seq)
            h.undo_to(seq, target)
        else:
            raise HistoryError(said("core", "unknown log operation {op}", op=repr(op)), seq)
    return h
