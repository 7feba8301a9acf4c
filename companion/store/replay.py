"""Turning stored log entries back into states, through the session's game pack.

An entry written by an older engine is migrated in memory with the pack's
`migrate_input` (the stored text is never rewritten). An entry that no longer
applies stops the replay with a ReplayError naming the session and the step;
nothing else in the database is affected.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from pydantic import ValidationError

from companion.core.errors import CompanionError
from companion.core.models import validation_message
from companion.core.pack import Outcome
from companion.store.errors import ReplayError


@dataclass(frozen=True)
class SessionRef:
    """Names a session in messages."""

    id: int
    title: str

    def __str__(self) -> str:
        return f"session {self.id} ({self.title})" if self.title else f"session {self.id}"


@dataclass(frozen=True)
class Step:
    """One stored play entry."""

    seq: int
    kind: str
    entry: dict
    format: int


def dumps(entry: Any) -> str:
    """The one way entries are written to the database (export/import rely on it)."""
    return json.dumps(entry, ensure_ascii=False)


def _error_text(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return validation_message(exc)
    if isinstance(exc, CompanionError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def fail(where: SessionRef, step: Step, what: str) -> ReplayError:
    detail = f"step {step.seq} ({step.kind}) {what}"
    return ReplayError(
        f"{where} cannot be replayed: {detail}. The other sessions are untouched.",
        session_id=where.id,
        seq=step.seq,
        detail=detail,
    )


def current_entry(pack, step: Step, where: SessionRef) -> dict:
    """The entry in the pack's current input format."""
    if step.format > pack.input_version:
        raise fail(where, step, f"was written by a newer engine (format {step.format}, this app reads up to "
                   f"{pack.input_version}); update the app")
    if step.format == pack.input_version:
        return step.entry
    try:
        migrated = pack.migrate_input(dict(step.entry), step.format)
    except Exception as exc:  # noqa: BLE001 - any failure is reported with the step
        raise fail(where, step, f"could not be brought to the current format: {_error_text(exc)}") from None
    if not isinstance(migrated, dict):
        raise fail(where, step, "could not be brought to the current format")
    return migrated


def apply_step(pack, state: Any, step: Step, where: SessionRef, *, first: bool) -> Outcome:
    entry = current_entry(pack, step, where)
    try:
        outcome = pack.start(entry) if first else pack.apply(state, entry)
    except Exception as exc:  # noqa: BLE001 - a stored entry that fails is reported, never raised raw
        raise fail(where, step, f"is unreadable: {_error_text(exc)}") from None
    if outcome.pending is not None:
        raise fail(where, step, f"lacks an answer it needs ({outcome.pending.question})")
    return outcome


def replay(pack, steps: Iterable[Step], where: SessionRef, state: Any = None, *, from_start: bool) -> Iterator[tuple[Step, Outcome]]:
    """Apply `steps` in order on `state` (from the set-up entry when `from_start`)."""
    first = from_start
    for step in steps:
        outcome = apply_step(pack, state, step, where, first=first)
        first = False
        state = outcome.state
        yield step, outcome


def load_snapshot(pack, stored: bytes | str) -> Any | None:
    """A stored state, or None when it no longer fits the pack's state model (then replay)."""
    try:
        return pack.state_type.model_validate_json(unpack_state(stored))
    except (ValidationError, ValueError, zlib.error):
        return None


def dump_state(state: Any) -> str:
    return state.model_dump_json() if hasattr(state, "model_dump_json") else json.dumps(state)


def pack_state(state: Any) -> bytes:
    """A state as `snapshots.state` keeps it: its JSON, compressed with zlib (schema 5)."""
    return zlib.compress(dump_state(state).encode("utf-8"), 6)


def unpack_state(stored: bytes | str) -> str:
    """The JSON text of a stored state (plain text in a file from before schema 5 that was never opened)."""
    return zlib.decompress(stored).decode("utf-8") if isinstance(stored, bytes) else stored
