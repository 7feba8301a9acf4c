"""The views of a game's log entries, each built the first time it is read.

Opening a game reads its log rows (plain tuples) once and builds the view of an entry (its
label, its words) only when a screen or command reads that entry: the game screen, which shows
the newest entry, opens a game of 1,000 entries in a few milliseconds (built whole, the views
took some 70 ms; benchmarks/store_bench.py --first-load). The ledger and progress of a play
entry are replayed later still, when read (`ledgers.py`).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Sequence

from companion.store.models import LogEntryView


class LogEntries(Sequence):
    """Seqs 1, 2, ... of a game's log as views; `build(entries, index)` makes the view of one entry.

    Changed only through `append` and item assignment (a write that moved the game). A `copy` is
    a list of its own (the views built so far are shared; one not built yet is built by each copy
    that reads it)."""

    def __init__(self, build: Callable[["LogEntries", int], LogEntryView], views: list[LogEntryView | None]):
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

    def __setitem__(self, index: int, view: LogEntryView) -> None:
        self._views[index] = view

    def __iter__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(len(self._views)))

    def __reversed__(self) -> Iterator[LogEntryView]:
        return (self[i] for i in range(len(self._views) - 1, -1, -1))

    def append(self, view: LogEntryView) -> None:
        self._views.append(view)

    def copy(self) -> "LogEntries":
        return LogEntries(self._build, list(self._views))

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, LogEntries)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogEntries({len(self._views)} entries)"
