"""A game's history read from the end of its log (schema 6), whatever the log's length.

Walking a whole log (`undo.build`) gives every fact of its history: which entry each play
entry was played on, the head after each entry, what each undo or redo moved. The `heads`
table keeps those facts per log entry, written with the entry (`record`), and
`sessions.redo` keeps the redo stack. Opening a game (`opened`) then reads none of them:
the History it hands out looks each fact up when an undo, a redo, a label or a ledger first
asks for it, a few hundred entries at a time, and walks its current history back from the
head only as far as it is read. A game whose facts are not all stored (a log whose entries
do not fit together) is walked whole, as before.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from typing import Any, Callable, Iterable, Iterator, Sequence

from companion.store.undo import History

#: facts read from the file at once (one range of log seqs: opening a game walks its current
#: history back to the nearest snapshot, at most derived.SNAPSHOT_EVERY entries)
CHUNK = 64


def facts(history: History, seqs: Iterable[int]) -> list[tuple[int, int, int | None]]:
    """(seq, head, moved) of log entries `seqs`: the rows of `heads` (see db/0006_heads.py)."""
    out = []
    for seq in seqs:
        head = history.head_after[seq]
        moved = history.parent[seq] if head == seq else history.moved.get(seq)
        out.append((seq, head, moved))
    return out


def record(conn, session_id: int, history: History, seq: int | None = None) -> None:
    """The facts of log entry `seq` (None: of the whole log, written again)."""
    if seq is None:
        conn.execute("DELETE FROM heads WHERE session_id = ?", (session_id,))
        seqs: Iterable[int] = range(1, history.last_seq + 1)
    else:
        seqs = (seq,)
    conn.executemany("INSERT OR REPLACE INTO heads (session_id, seq, head, moved) VALUES (?, ?, ?, ?)",
                     [(session_id, *row) for row in facts(history, seqs)])


class _Facts:
    """Reads the stored facts of one game, a range of log seqs at a time, into three dicts."""

    def __init__(self, read: Callable[[int, int], list[tuple]], last_seq: int):
        self.read = read
        self.last_seq = last_seq
        self.chunks: set[int] = set()
        self.parent = Lazy(self)
        self.head_after = Lazy(self)
        self.moved = Lazy(self)

    def load(self, seq: Any) -> None:
        if not isinstance(seq, int) or isinstance(seq, bool) or not 1 <= seq <= self.last_seq:
            return
        chunk = (self.last_seq - seq) // CHUNK  # counted from the end of the log, where a game is read most
        if chunk in self.chunks:
            return
        self.chunks.add(chunk)
        high = self.last_seq - chunk * CHUNK
        low = max(1, high - CHUNK + 1)
        for s, head, moved in self.read(low, high):
            dict.setdefault(self.head_after, s, head)
            if head == s:
                dict.setdefault(self.parent, s, moved)
            elif moved is not None:
                dict.setdefault(self.moved, s, moved)


class Lazy(dict):
    """A dict of stored facts, each read when first looked up (`_Facts.load`)."""

    def __init__(self, source: _Facts):
        super().__init__()
        self._source = source

    def __missing__(self, seq: Any) -> Any:
        self._source.load(seq)
        if dict.__contains__(self, seq):
            return dict.__getitem__(self, seq)
        raise KeyError(seq)

    def __contains__(self, seq: Any) -> bool:
        if not dict.__contains__(self, seq):
            self._source.load(seq)
        return dict.__contains__(self, seq)

    def get(self, seq: Any, default: Any = None) -> Any:
        return self[seq] if seq in self else default

    def __iter__(self) -> Iterator:
        raise TypeError("the facts of a game opened from its end are read one by one, never all at once")


class Path(Sequence):
    """The current history (play seqs, oldest first) of a game opened from its end: `length`
    entries, of which the newest are known; the older ones are walked back (parent by parent)
    the first time they are read."""

    def __init__(self, parent: Lazy, head: int, length: int):
        self._parent = parent
        self._start = length - 1  # index of _items[0] in the path
        self._items = [head]

    def _reach(self, index: int) -> None:
        """Know the path from `index` on."""
        if index >= self._start:
            return
        batch = []
        node = self._items[0]
        while self._start - len(batch) > index:
            node = self._parent[node]
            batch.append(node)
        batch.reverse()
        self._items[:0] = batch
        self._start -= len(batch)

    def __len__(self) -> int:
        return self._start + len(self._items)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            low, high, step = index.indices(len(self))
            if low >= high:
                return []
            self._reach(low)
            return self._items[low - self._start:high - self._start:step]
        i = range(len(self))[index]
        self._reach(i)
        return self._items[i - self._start]

    def __iter__(self) -> Iterator[int]:
        self._reach(0)
        return iter(list(self._items))

    def __contains__(self, seq: Any) -> bool:
        """Whether play entry `seq` is on the path (walked back only as far as `seq`)."""
        while self._start > 0 and self._items[0] > seq:
            self._reach(max(0, self._start - CHUNK))
        i = bisect_left(self._items, seq)
        return i < len(self._items) and self._items[i] == seq

    def append(self, seq: int) -> None:
        self._items.append(seq)

    def pop(self) -> int:
        if len(self._items) == 1 and self._start > 0:
            self._reach(self._start - 1)
        return self._items.pop()

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (list, Path)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Path({len(self)} entries, the newest {self._items[-3:]})"


def opened(row: dict, query: Callable[[str, tuple], list[tuple]]) -> History | None:
    """The history of the game in sessions `row`, from the end of its log; None when its facts
    are not all stored (then the log is walked whole: `SessionLog.history`). `query(sql, params)`
    reads the file, now and whenever a fact is first looked up."""
    session_id, last_seq, head = row["id"], row["last_seq"], row["head_seq"]
    if head is None or not last_seq:
        return None
    found = query("SELECT head FROM heads WHERE session_id = ? AND seq = ?", (session_id, last_seq))
    if not found or found[0][0] != head:
        return None

    def read(low: int, high: int) -> list[tuple]:
        return query("SELECT seq, head, moved FROM heads WHERE session_id = ? AND seq BETWEEN ? AND ?",
                     (session_id, low, high))

    source = _Facts(read, last_seq)
    history = History(parent=source.parent, head_after=source.head_after, head=head,
                      redo=json.loads(row["redo"]), moved=source.moved, last_seq=last_seq)
    history._active = Path(source.parent, head, row["plays"])  # type: ignore[assignment]
    return history
