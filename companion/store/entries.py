"""The views of a game's log entries, each built the first time it is read.

Opening a game reads its log rows (plain tuples) once, and builds the view of an entry
(its label, its words) only when a screen or command reads that entry: the game screen,
which shows the newest entry, costs the same at any length of the log. The ledger and
progress of a play entry are replayed later still, when read (`ledgers.py`).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Sequence

from companion.store.models import LogEntryView


#: views per block of a LogEntries: a copy shares the blocks, a change copies only the block it changes
BLOCK = 256


def _unbuilt(entries: "LogEntries", index: int) -> LogEntryView:
    raise IndexError(f"no view of log entry {index + 1} was made")


class LogEntries(Sequence):
    """Seqs 1, 2, ... of a game's log as views; `build(entries, index)` makes the view of one entry.

    Changed only through `append` and item assignment (a write that moved the game); `copy` is
    cheap whatever the length of the log: the views are kept in blocks of BLOCK, which a copy and
    the original share until one of them changes a block (it changes a copy of that block: the
    views not built yet are built once per copy that reads them, as if each copy had a list of
    its own)."""

    def __init__(self, build: Callable[["LogEntries", int], LogEntryView] = _unbuilt,
                 slots: list[LogEntryView | None] | None = None):
        self._build = build
        slots = slots or []
        self._blocks = [slots[i:i + BLOCK] for i in range(0, len(slots), BLOCK)]
        self._owned = set(range(len(self._blocks)))  # the blocks no other copy holds
        self._len = len(slots)

    def _writable(self, block: int) -> list:
        if block not in self._owned:
            self._blocks[block] = list(self._blocks[block])
            self._owned.add(block)
        return self._blocks[block]

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        index = range(self._len)[index]
        block, at = divmod(index, BLOCK)
        view = self._blocks[block][at]
        if view is None:
            view = self._build(self, index)
            self._writable(block)[at] = view
        return view

    def __setitem__(self, index: int, view: LogEntryView) -> None:
        block, at = divmod(range(self._len)[index], BLOCK)
        self._writable(block)[at] = view

    def __iter__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(self._len))

    def __reversed__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(self._len - 1, -1, -1))

    def append(self, view: LogEntryView) -> None:
        block, at = divmod(self._len, BLOCK)
        if at == 0:
            self._blocks.append([view])
            self._owned.add(block)
        else:
            self._writable(block).append(view)
        self._len += 1

    def copy(self) -> "LogEntries":
        other = LogEntries(self._build)
        other._blocks, other._len = list(self._blocks), self._len
        self._owned = set()  # every block is now held by both
        return other

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, LogEntries)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogEntries({self._len} entries)"
