"""A game's log as a file (the format: companion/core/gamelog.py), read and changed by the log commands.

A new entry is added only once it applies, by replacing the whole file at once (a crash leaves the old
file or the new one, never half of one), under an exclusive lock from reading the file to replacing it
(companion/files.py), so two commands adding entries at once both land, one after the other. A write
that would make the file unreadable (larger than a game log may be, or nested deeper than a line may
be) is refused before anything is written.
"""

from __future__ import annotations

import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from companion.core import limits
from companion.core.errors import InputError, ReplayError
from companion.core.gamelog import LogText, check_readable, log_lines, mib, parse_log
from companion.core.ledger import LedgerEntry
from companion.core.pack import Outcome
from companion.core.registry import get_pack
from companion.core.replay import SessionRef, Step, replay
from companion.files import exclusive, write_text_atomic
from companion.commands.words import _
from companion.core.wording import said


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
        """A new log holding its set-up entry; refuses to replace a file that exists.

        Its header names the game (a new uuid) and when it began, so that importing the log again after more
        entries adds them to the game it brought into the app (companion/store/transfer.py)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        game = {"session": {"uuid": str(uuid.uuid4()), "created": datetime.now(timezone.utc).isoformat(timespec="seconds")}}
        with exclusive(path):
            if Path(path).exists():
                raise InputError(_("{file} already exists; a new game needs a new log file").format(file=path))
            log = cls(path, pack_id, [], game)
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
            raise InputError((_("no such log file: {file}") if not p.exists() else _("{file} is a folder, not a log file")).format(file=path))
        if p.stat().st_size > limits.MAX_GAME_FILE_BYTES:
            raise InputError(_("{file} is larger than any game log ({size} at most)").format(file=path, size=mib(limits.MAX_GAME_FILE_BYTES)))
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise InputError(_("{file} is not a text file").format(file=path)) from None
        log = parse_log(text, path, lambda pack_id: known_pack(pack_id, path))
        return cls(path, log.pack_id, log.steps, log.extra, len(log.steps))

    def replay(self, at: int | None = None) -> Replayed:
        """The state after the first `at` entries (all of them by default)."""
        count = len(self.steps) if at is None else at
        if not 1 <= count <= len(self.steps):
            raise InputError(_("--at: the log has entries 1 to {n}, not {at}").format(n=len(self.steps), at=at))
        state, ledger = None, []
        try:
            for _step, outcome in replay(self.pack, self.steps[:count], SessionRef(0, self.path), from_start=True):
                state = outcome.state
                ledger.extend(outcome.ledger)
        except ReplayError as exc:
            raise InputError(_("{file} cannot be replayed: {why}").format(file=self.path, why=exc.detail)) from None
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
        check_readable(self.path, lines, 1 + self.on_file if self.on_file else 0)
        write_text_atomic(self.path, "".join(lines))
        self.on_file = len(self.steps)

    def lines(self) -> list[str]:
        """The file's lines (each ending in "\n"): the header, then one entry a line."""
        return log_lines(LogText(self.pack_id, self.steps, self.extra))

    def text(self) -> str:
        return "".join(self.lines())


def known_pack(pack_id: str, where: str) -> None:
    """Refuse a log of a game pack this app does not have, naming the ones it has."""
    try:
        get_pack(pack_id)
    except InputError as exc:
        raise InputError(said("core", "{where}: {why}", where=where, why=exc.message)) from None
