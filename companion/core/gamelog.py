"""The game-log format: one game as text, a header line naming the pack and the format, then one entry a line.

    {"format": "tabletop-companion/game-log", "version": 1, "pack": "<pack id>"}
    {"seq": 1, "format": 2, "entry": {"kind": "new_game", ...}}
    {"seq": 2, "format": 2, "entry": {"kind": "work", ...}}

It is what `companion new --log` writes and `companion apply` continues, and what a stored game exports as
and imports from (companion/store/transfer.py): the entries are the game's history as played (an entry undone
in the app is not in it). Each entry keeps the input format of the engine that wrote it; an older one is
migrated when replayed (companion/core/replay.py), never rewritten. Further fields of the header (a stored
game's `session`: uuid, title, dates; a recorded game's expected results) are kept as they are.

Lines are split at "\\n" only, and every character `str.splitlines` would also split at (U+0085, U+2028,
U+2029; JSON escapes the control characters) is written escaped, so no text in an entry can break a line.
Each line is read as bounded as any JSON the companion reads (companion/core/jsontext.py). Pure: text in,
text out; the files are the commands' and the store's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable

from companion.core import limits
from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core.replay import Step
from companion.core.wording import said

FORMAT = "tabletop-companion/game-log"
VERSION = 1
#: the characters besides "\n" that split a line for str.splitlines and that JSON may leave unescaped
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


@dataclass
class LogText:
    """A game log read from its text: the pack, the entries in order, the header's further fields."""

    pack_id: str
    steps: list[Step]
    extra: dict = field(default_factory=dict)


def is_game_log(text: str) -> bool:
    """Whether a text is a game log (its first line names the format), not some other JSON."""
    first = next((line for line in text.split("\n") if line.strip()), "")
    if FORMAT not in first:
        return False
    try:
        head = parse_json(first, said("core", "the first line"), limits.MAX_GAME_FILE_BYTES)  # bounded: depth, digits, size
    except InputError:
        return False
    return isinstance(head, dict) and head.get("format") == FORMAT


def parse_log(text: str, where: str, known_pack: Callable[[str], Any] | None = None) -> LogText:
    """The log in `text`; InputError naming `where` and the line when it is not a readable game log.

    `known_pack(pack_id)` refuses a pack this app does not have (the reader's registry), before the entries."""
    # "\n" only: a line break inside a string of an older file's entry is part of the text
    lines = [line for line in text.split("\n") if line.strip()]
    rows = [_row(where, k + 1, line) for k, line in enumerate(lines)]
    if not rows or rows[0].get("format") != FORMAT:
        raise InputError(said("core", "{where} is not a game log (its first line names no {FORMAT!r} format)", where=where, FORMAT=FORMAT))
    head = rows[0]
    version = head.get("version")
    if type(version) is not int or version < 1:
        raise InputError(said("core", "{where}: its first line names no game log version", where=where))
    if version > VERSION:
        raise InputError(said("core", "{where} was written by a newer app (game log version {version}); update the app", where=where, version=version))
    if not isinstance(head.get("pack"), str):
        raise InputError(said("core", "{where}: its first line names no game pack", where=where))
    if known_pack is not None:
        known_pack(head["pack"])
    steps = []
    for k, row in enumerate(rows[1:], start=1):
        entry, fmt = row.get("entry"), row.get("format")
        numbered = type(row.get("seq")) is int and row["seq"] == k and type(fmt) is int and fmt >= 0
        if not numbered or not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            raise InputError(said("core", "{where}, line {value}: not a log entry (entries are numbered 1, 2, 3... each with its format)", where=where, value=k + 1))
        steps.append(Step(k, entry["kind"], entry, fmt))
    if not steps:
        raise InputError(said("core", "{where} holds no entries; start it with `companion new`", where=where))
    extra = {k: v for k, v in head.items() if k not in ("format", "version", "pack")}
    return LogText(head["pack"], steps, extra)


def log_lines(log: LogText) -> list[str]:
    """The log's lines (each ending in "\\n"): the header, then one entry a line."""
    rows = [{"format": FORMAT, "version": VERSION, "pack": log.pack_id, **log.extra}]
    rows += [{"seq": s.seq, "format": s.format, "entry": s.entry} for s in log.steps]
    return [json.dumps(row, ensure_ascii=False).translate(_LINE_BREAKS) + "\n" for row in rows]


def check_readable(where: str, lines: list[str], start: int = 0) -> None:
    """Refuse lines (from `start` on) a reader could not read back: nested too deeply, a number too long,
    or a log larger than any game log may be."""
    for number in range(start, len(lines)):
        try:
            _row(where, number + 1, lines[number])  # the reader's own checks: nesting, numbers
        except InputError:
            raise InputError(said("core", "{where}: the entry is not added, a game log could not read it back (it is nested too deeply or holds a number too long)", where=where)) from None
    size = sum(len(line.encode("utf-8")) for line in lines)
    if size > limits.MAX_GAME_FILE_BYTES:
        raise InputError(said("core", "{where}: the entry is not added, the log would grow to {mib}, larger than any game log ({mib2} at most)", where=where, mib=mib(size), mib2=mib(limits.MAX_GAME_FILE_BYTES)))


def mib(size: int) -> str:
    megabytes = size / 2**20
    return f"{megabytes:.0f} MiB" if megabytes >= 1 else f"{size:,} bytes"


def _row(where: str, number: int, line: str) -> dict:
    row = parse_json(line, said("core", "{where}, line {number}", where=where, number=number), limits.MAX_GAME_FILE_BYTES)  # bounded: depth, digits, size
    if not isinstance(row, dict):
        raise InputError(said("core", "{where}, line {number}: a log line is a JSON object", where=where, number=number))
    return row
