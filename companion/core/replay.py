"""Turning log entries back into states, through the game's pack (pure: no storage).

An entry written by an older engine is migrated in memory with the pack's
`migrate_input` (the stored text is never rewritten). An entry that no longer
applies stops the replay with a ReplayError naming the game and the step.
The store and the command line's log files both replay through here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from pydantic import ValidationError

from companion.core.errors import CompanionError, ReplayError
from companion.core.models import validation_message
from companion.core.pack import Outcome


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
