"""A game's log as a file: a header line naming the pack and the file format, then one entry a line.

    {"format": "tabletop-companion/game-log", "version": 1, "pack": "PACK"}
    {"seq": 1, "format": 2, "entry": {"kind": "new_game", ...}}
    {"seq": 2, "format": 2, "entry": {"kind": "work", ...}}

Each entry keeps the input format of the engine that wrote it; an older one is
migrated when read, exactly as a stored session's entries are
(companion.store.replay); the file keeps the entry as it was written. A new
entry is added only once it applies, by replacing the whole file at once (a
crash leaves the old file or the new one, never half of one), under an
exclusive lock from reading the file to replacing it (companion/store/filelock.py), so
two commands adding entries at once both land, one after the other.

Lines are split at "\n" only, and every character `str.splitlines` would also
split at (U+0085, U+2028, U+2029; JSON escapes the control characters) is
written escaped, so no text in an entry can break a line. A write that would
make the file unreadable (larger than a game log may be, or nested deeper than
a line may be) is refused before anything is written.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from companion.store.filelock import exclusive
from companion.commands.io import write_text_atomic
from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core import limits
from companion.core.ledger import LedgerEntry
from companion.core.pack import Outcome
from companion.core.registry import get_pack, pack_ids
from companion.store.errors import ReplayError
from companion.store.replay import SessionRef, Step, replay

FORMAT = "tabletop-companion/game-log"
VERSION = 1
#: the characters besides "\n" that split a line for str.splitlines and that JSON may leave unescaped
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


@dataclass
class Replayed:
    """The state after some entries of a log, and the ledger lines of those entries."""

    state: Any
    ledger: list[LedgerEntry]
    entries: int


@dataclass
class GameLog:
    path: str
    pack_id: str
    steps: list[Step]
    #: further fields of the header line, kept as they are (e.g. a recorded game's expected results)
    extra: dict = field(default_factory=dict)
    #: how many of `steps` the file on disk holds (the rest are checked before they are written)
    on_file: int = 0

    @property
    def pack(self):
        return get_pack(self.pack_id)

    @classmethod
    def create(cls, path: str, pack_id: str, first: dict) -> "GameLog":
        """A new log holding its set-up entry; refuses to replace a file that exists."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        with exclusive(path):
            if Path(path).exists():
                raise InputError(f"{path} already exists; a new game needs a new log file")
            log = cls(path, pack_id, [])
            log.append(first)
        return log

    @classmethod
    @contextmanager
    def editing(cls, path: str) -> Iterator["GameLog"]:
        """The log, read and changed by this command alone until the block ends (another waits for it)."""
        if not Path(path).is_file():
            cls.read(path)  # says what is wrong (no such file, a folder) before a lock is made beside it
        with exclusive(path):
            yield cls.read(path)

    @classmethod
    def read(cls, path: str) -> "GameLog":
        p = Path(path)
        if not p.is_file():
            raise InputError(f"no such log file: {path}" if not p.exists() else f"{path} is a folder, not a log file")
        if p.stat().st_size > limits.MAX_GAME_FILE_BYTES:
            raise InputError(f"{path} is larger than any game log ({_mib(limits.MAX_GAME_FILE_BYTES)} at most)")
        try:
            # "\n" only: a line break inside a string of an older file's entry is part of the text
            lines = [line for line in p.read_text(encoding="utf-8").split("\n") if line.strip()]
        except UnicodeDecodeError:
            raise InputError(f"{path} is not a text file") from None
        rows = [_row(path, k + 1, line) for k, line in enumerate(lines)]
        if not rows or rows[0].get("format") != FORMAT:
            raise InputError(f"{path} is not a game log (its first line names no {FORMAT!r} format)")
        head = rows[0]
        version = head.get("version")
        if type(version) is not int or version < 1:
            raise InputError(f"{path}: its first line names no game log version")
        if version > VERSION:
            raise InputError(f"{path} was written by a newer app (game log version {version}); update the app")
        if not isinstance(head.get("pack"), str) or head["pack"] not in pack_ids():
            raise InputError(f"{path}: unknown game pack {head.get('pack')!r}; known packs: {', '.join(pack_ids())}")
        steps = []
        for k, row in enumerate(rows[1:], start=1):
            entry, fmt = row.get("entry"), row.get("format")
            numbered = type(row.get("seq")) is int and row["seq"] == k and type(fmt) is int and fmt >= 0
            if not numbered or not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
                raise InputError(f"{path}, line {k + 1}: not a log entry (entries are numbered 1, 2, 3... each with its format)")
            steps.append(Step(k, entry["kind"], entry, fmt))
        if not steps:
            raise InputError(f"{path} holds no entries; start it with `companion new`")
        extra = {k: v for k, v in head.items() if k not in ("format", "version", "pack")}
        return cls(path, head["pack"], steps, extra, len(steps))

    def replay(self, at: int | None = None) -> Replayed:
        """The state after the first `at` entries (all of them by default)."""
        count = len(self.steps) if at is None else at
        if not 1 <= count <= len(self.steps):
            raise InputError(f"--at: the log has entries 1 to {len(self.steps)}, not {at}")
        state, ledger = None, []
        try:
            for _step, outcome in replay(self.pack, self.steps[:count], SessionRef(0, self.path), from_start=True):
                state = outcome.state
                ledger.extend(outcome.ledger)
        except ReplayError as exc:
            raise InputError(f"{self.path} cannot be replayed: {exc.detail}") from None
        return Replayed(state, ledger, count)

    def apply(self, entry: dict) -> Outcome:
        """Apply one new entry after the log's last; the file gains it only when it applies completely."""
        outcome = self.pack.apply(self.replay().state, entry)
        if outcome.pending is None:
            self.append(entry)
        return outcome

    def append(self, entry: dict) -> None:
        self.add(entry)
        self.write()

    def add(self, entry: dict) -> None:
        """One more entry, in the pack's current input format (not yet written)."""
        self.steps.append(Step(len(self.steps) + 1, entry["kind"], entry, self.pack.input_version))

    def write(self) -> None:
        """Replace the file with every entry; refused, with nothing written, if it could not be read back."""
        lines = self.lines()
        for number in range(1 + self.on_file if self.on_file else 0, len(lines)):
            try:
                _row(self.path, number + 1, lines[number])  # the reader's own checks: nesting, numbers
            except InputError:
                raise InputError(f"{self.path}: the entry is not added, a game log could not read it back "
                                 "(it is nested too deeply or holds a number too long)") from None
        text = "".join(lines)
        size = len(text.encode("utf-8"))
        if size > limits.MAX_GAME_FILE_BYTES:
            raise InputError(f"{self.path}: the entry is not added, the log would grow to {_mib(size)}, "
                             f"larger than any game log ({_mib(limits.MAX_GAME_FILE_BYTES)} at most)")
        write_text_atomic(self.path, text)
        self.on_file = len(self.steps)

    def lines(self) -> list[str]:
        """The file's lines (each ending in "\n"): the header, then one entry a line."""
        rows = [{"format": FORMAT, "version": VERSION, "pack": self.pack_id, **self.extra}]
        rows += [{"seq": s.seq, "format": s.format, "entry": s.entry} for s in self.steps]
        return [json.dumps(row, ensure_ascii=False).translate(_LINE_BREAKS) + "\n" for row in rows]

    def text(self) -> str:
        return "".join(self.lines())


def _mib(size: int) -> str:
    mib = size / 2**20
    return f"{mib:.0f} MiB" if mib >= 1 else f"{size:,} bytes"


def _row(path: str, number: int, line: str) -> dict:
    row = parse_json(line, f"{path}, line {number}", limits.MAX_GAME_FILE_BYTES)  # bounded: depth, digits, size
    if not isinstance(row, dict):
        raise InputError(f"{path}, line {number}: a log line is a JSON object")
    return row
