"""The views of a game's log entries, each built the first time it is read.

Opening a game reads its log rows (plain tuples) once, and builds the view of an entry
(its label, its words) only when a screen or command reads that entry: the game screen,
which shows the newest entry, costs the same at any length of the log. The ledger and
progress of a play entry are replayed later still, when read (`ledgers.py`).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Sequence

from companion.store.models import LogEntryView


class LogEntries(Sequence):
    """Seqs 1, 2, ... of a game's log as views; `build(entries, index)` makes the view of one entry.

    Changed only through `append` and item assignment (a write that moved the game); `copy` is
    cheap (the views not built yet are shared, each built once per copy that reads it)."""

    def __init__(self, build: Callable[["LogEntries", int], LogEntryView], slots: list[LogEntryView | None]):
        self._build = build
        self._slots = slots

    def __len__(self) -> int:
        return len(self._slots)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self._slots)))]
        view = self._slots[index]
        if view is None:
            index = range(len(self._slots))[index]
            view = self._slots[index] = self._build(self, index)
        return view

    def __setitem__(self, index: int, view: LogEntryView) -> None:
        self._slots[index] = view

    def __iter__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(len(self._slots)))

    def __reversed__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(len(self._slots) - 1, -1, -1))

    def append(self, view: LogEntryView) -> None:
        self._slots.append(view)

    def copy(self) -> "LogEntries":
        return LogEntries(self._build, list(self._slots))

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, LogEntries)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogEntries({len(self._slots)} entries)"
