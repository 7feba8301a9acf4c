"""The session file: what `export --format json` writes and `import` reads. Its shape is checked before anything
is written: exact types (no silent conversions), known fields only, bounded sizes and numbers, dates in order.
"""

from __future__ import annotations

import math
import re
import uuid as uuidlib
from datetime import datetime, timezone
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from companion.core.errors import InputError
from companion.core.models import MAX_JSON_DEPTH, MAX_NAME, validation_message
from companion.core.text import check_name
from companion.core.wording import Phrase, said
from companion.store.errors import StoreError

FORMAT = "tabletop-companion/session"
FORMAT_VERSION = 1
MAX_ENTRIES = 50_000
MAX_SEATS = 12
#: limits on the free-form JSON of entries and options
MAX_DEPTH = MAX_JSON_DEPTH
MAX_STRING = 20_000
MAX_ITEMS = 20_000
MAX_INT = 2**53

_UUID = re.compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def canonical_uuid(text: str) -> str:
    """A uuid in its one written form (lower case, with hyphens): 'ABCD...' and 'abcd-...' are one game."""
    if not _UUID.fullmatch(text):
        raise ValueError("is not a uuid (32 hexadecimal digits, in groups of 8-4-4-4-12)")
    return str(uuidlib.UUID(text))


def moment(text: str) -> datetime:
    """An ISO 8601 date and time as a moment in UTC (a time without an offset is taken as UTC)."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError("is not a date and time written as ISO 8601 (like 2026-05-01T19:30:00+00:00)") from None
    return when.replace(tzinfo=timezone.utc) if when.tzinfo is None else when.astimezone(timezone.utc)


def _stamp(text: str) -> str:
    moment(text)
    return text


def _words(limit: int, what: str, *, tidy: bool = False):
    """Text without control characters; `tidy`: with its spaces tidied as the roster keeps names."""
    def check(text: str) -> str:
        if not text:
            return text
        try:
            tidied = check_name(text, what, limit)
        except InputError as exc:
            raise ValueError(exc.message) from None
        return tidied if tidy else text
    return AfterValidator(check)


Text = Annotated[str, Field(max_length=200), _words(200, "the text")]
#: a seat's name as the game's set-up gave it (a roster name is at most MAX_NAME)
SEAT_NAME = 2 * MAX_NAME
Name = Annotated[str, Field(min_length=1, max_length=SEAT_NAME), _words(SEAT_NAME, "the name")]
RosterName = Annotated[str, Field(min_length=1, max_length=MAX_NAME), _words(MAX_NAME, "the name", tidy=True)]
Colour = Annotated[str, Field(max_length=40), _words(40, "the colour")]
Uuid = Annotated[str, Field(max_length=36), AfterValidator(canonical_uuid)]
Stamp = Annotated[str, Field(min_length=10, max_length=40), AfterValidator(_stamp)]
Count = Annotated[int, Field(ge=0, le=MAX_ENTRIES)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class FilePlayer(Strict):
    uuid: Uuid
    name: RosterName
    color: Colour = ""


class FileSeat(Strict):
    seat: Annotated[int, Field(ge=0, lt=MAX_SEATS)]
    pack_player: Annotated[str, Field(min_length=1, max_length=64)]
    name: Name
    color: Colour = ""
    player: FilePlayer | None = None


class FileEntry(Strict):
    seq: Annotated[int, Field(ge=1, le=MAX_ENTRIES)]
    op: Literal["play", "undo", "redo", "undo_to"]
    kind: Annotated[str, Field(min_length=1, max_length=64)]
    entry: dict[str, Any]
    format: Annotated[int, Field(ge=0, le=10_000)]
    target: Count | None = None
    created: Stamp


class FileResult(Strict):
    seat: Annotated[int, Field(ge=0, lt=MAX_SEATS)]
    rank: Annotated[int, Field(ge=1, le=MAX_SEATS)]
    score: Annotated[int, Field(ge=-MAX_INT, le=MAX_INT)]
    cash: Annotated[int, Field(ge=-MAX_INT, le=MAX_INT)] | None = None
    winner: bool = False


class FileSession(Strict):
    uuid: Uuid
    pack_id: Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[a-z0-9_]+$")]
    title: Text
    variant: Text = ""
    options: dict[str, Any] = {}
    status: Literal["running", "finished", "abandoned"]
    created: Stamp
    updated: Stamp
    finished: Stamp | None = None


class SessionFile(Strict):
    format: Literal["tabletop-companion/session"]
    version: Literal[1]
    exported: Stamp
    app: Annotated[str, Field(max_length=40)] = ""
    session: FileSession
    seats: Annotated[list[FileSeat], Field(min_length=1, max_length=MAX_SEATS)]
    log: Annotated[list[FileEntry], Field(min_length=1, max_length=MAX_ENTRIES)]
    #: informational; on import they must agree with the replayed log
    results: Annotated[list[FileResult], Field(max_length=MAX_SEATS)] = []


def refuse(message: Phrase) -> StoreError:
    """An import refused: `message` (words the catalogs translate) says why."""
    return StoreError(said("core", "not imported: {why}; the database was not changed", why=message))


def check_json(value: Any, where: str, depth: int = 0) -> None:
    """Plain, bounded JSON: no huge numbers, no absurd nesting or sizes; `where` names the part in words."""
    if depth > MAX_DEPTH:
        raise refuse(said("core", "{where} is nested too deeply", where=where))
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        if abs(value) > MAX_INT:
            raise refuse(said("core", "{where} holds a number too large to be a number on a table", where=where))
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_INT:
            raise refuse(said("core", "{where} holds a number out of range", where=where))
    elif isinstance(value, str):
        if len(value) > MAX_STRING:
            raise refuse(said("core", "{where} holds a text of {n} characters", where=where, n=format(len(value), ",")))
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise refuse(said("core", "{where} holds text that is not valid Unicode", where=where)) from None
    elif isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise refuse(said("core", "{where} holds a list of {n} items", where=where, n=format(len(value), ",")))
        for item in value:
            check_json(item, where, depth + 1)
    elif isinstance(value, dict):
        if len(value) > MAX_ITEMS:
            raise refuse(said("core", "{where} holds {n} fields", where=where, n=format(len(value), ",")))
        for key, item in value.items():
            if not isinstance(key, str):
                raise refuse(said("core", "{where} has a field name that is not text", where=where))
            check_json(key, where, depth + 1)
            check_json(item, where, depth + 1)
    else:
        raise refuse(said("core", "{where} holds a value JSON does not have", where=where))


def parse(data: Any) -> SessionFile:
    """Validate the file's shape, types and bounds (not yet its log)."""
    if not isinstance(data, dict):
        raise refuse(said("core", "a session file is a JSON object"))
    if data.get("format") != FORMAT:
        raise refuse(said("core", "this is not a Tabletop Companion session file (it does not say it is one)"))
    if isinstance(data.get("version"), int) and not isinstance(data["version"], bool) and data["version"] > FORMAT_VERSION:
        raise refuse(said("core", "the file was written by a newer app (session file version {version})",
                            version=data["version"]))
    log = data.get("log")
    if isinstance(log, list) and len(log) > MAX_ENTRIES:
        raise refuse(said("core", "its log has {n} steps (at most {most})", n=format(len(log), ","), most=format(MAX_ENTRIES, ",")))
    for key, value in data.items():
        if key == "log" and isinstance(value, list):
            for i, entry in enumerate(value):
                check_json(entry, said("core", "step {n} of its log", n=i + 1), 1)
        else:
            check_json(value, said("core", "the file"), 1)
    try:
        parsed = SessionFile.model_validate(data)
    except ValidationError as exc:
        raise refuse(said("core", "the file does not fit the session format: {why}", why=validation_message(exc))) from None
    _check_log(parsed)
    _check_dates(parsed)
    return parsed


def _check_dates(f: SessionFile) -> None:
    """Dates in order: a game does not finish, or change, before it began."""
    s = f.session
    start = moment(s.created)
    if moment(s.updated) < start:
        raise refuse(said("core", "it says the game was last changed before it began"))
    if s.finished is not None and moment(s.finished) < start:
        raise refuse(said("core", "it says the game finished before it began"))


def _check_log(f: SessionFile) -> None:
    seqs = [e.seq for e in f.log]
    if seqs != list(range(1, len(seqs) + 1)):
        raise refuse(said("core", "the log's steps must be numbered 1, 2, 3... in order"))
    for e in f.log:
        if e.entry.get("kind") != e.kind:
            raise refuse(said("core", "step {seq}: its kind {kind} differs from its entry's", seq=e.seq, kind=repr(e.kind)))
        if e.op != "play" and e.kind != e.op:
            raise refuse(said("core", "step {seq}: a {op} entry has the kind {kind}", seq=e.seq, op=e.op, kind=repr(e.kind)))
        if (e.op == "undo_to") != (e.target is not None):
            raise refuse(said("core", "step {seq}: only an undo_to entry has a target", seq=e.seq))
        if e.op == "undo_to" and e.entry != {"kind": "undo_to", "seq": e.target}:
            raise refuse(said("core", "step {seq}: the undo_to entry does not match its target", seq=e.seq))
        if e.op in ("undo", "redo") and e.entry != {"kind": e.op}:
            raise refuse(said("core", "step {seq}: an {op} entry carries nothing else", seq=e.seq, op=e.op))
    if [s.seat for s in f.seats] != list(range(len(f.seats))):
        raise refuse(said("core", "seats must be numbered 0, 1, 2... in order"))
    uuids = [s.player.uuid for s in f.seats if s.player]
    if len(uuids) != len(set(uuids)):
        raise refuse(said("core", "one roster player sits in two seats"))
