"""A game's log as a file: a header line naming the pack and the file format, then one entry a line.

    {"format": "tabletop-companion/game-log", "version": 1, "pack": "kanban"}
    {"seq": 1, "format": 2, "entry": {"kind": "new_game", ...}}
    {"seq": 2, "format": 2, "entry": {"kind": "work", ...}}

Each entry keeps the input format of the engine that wrote it; an older one is
migrated when read, exactly as a stored session's entries are
(companion.store.replay); the file keeps the entry as it was written. A new
entry is added only once it applies, by replacing the whole file at once (a
crash leaves the old file or the new one, never half of one).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion.commands.io import write_text_atomic
from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core.limits import MAX_GAME_FILE_BYTES
from companion.core.ledger import LedgerEntry
from companion.core.pack import Outcome
from companion.core.registry import PACK_MODULES, get_pack
from companion.store.errors import ReplayError
from companion.store.replay import SessionRef, Step, replay

FORMAT = "tabletop-companion/game-log"
VERSION = 1


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

    @property
    def pack(self):
        return get_pack(self.pack_id)

    @classmethod
    def create(cls, path: str, pack_id: str, first: dict) -> "GameLog":
        """A new log holding its set-up entry; refuses to replace a file that exists."""
        if Path(path).exists():
            raise InputError(f"{path} already exists; a new game needs a new log file")
        log = cls(path, pack_id, [])
        log.append(first)
        return log

    @classmethod
    def read(cls, path: str) -> "GameLog":
        p = Path(path)
        if not p.is_file():
            raise InputError(f"no such log file: {path}" if not p.exists() else f"{path} is a folder, not a log file")
        if p.stat().st_size > MAX_GAME_FILE_BYTES:
            raise InputError(f"{path} is larger than any game log ({MAX_GAME_FILE_BYTES // 2**20} MiB at most)")
        try:
            lines = [line for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
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
        if not isinstance(head.get("pack"), str) or head["pack"] not in PACK_MODULES:
            raise InputError(f"{path}: unknown game pack {head.get('pack')!r}; known packs: {', '.join(sorted(PACK_MODULES))}")
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
        return cls(path, head["pack"], steps, extra)

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
        write_text_atomic(self.path, self.text())

    def text(self) -> str:
        lines = [{"format": FORMAT, "version": VERSION, "pack": self.pack_id, **self.extra}]
        lines += [{"seq": s.seq, "format": s.format, "entry": s.entry} for s in self.steps]
        return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


def _row(path: str, number: int, line: str) -> dict:
    row = parse_json(line, f"{path}, line {number}", MAX_GAME_FILE_BYTES)  # bounded: depth, digits, size
    if not isinstance(row, dict):
        raise InputError(f"{path}, line {number}: a log line is a JSON object")
    return row
