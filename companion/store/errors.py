"""The errors the store reports: each carries a message a player can read."""

from __future__ import annotations

import errno

from companion.core.decisions import PendingDecision
from companion.core.errors import CompanionError, ReplayError  # noqa: F401 - raised by companion.core.replay


class StoreError(CompanionError):
    """A request the store cannot carry out; nothing was changed."""


class DecisionPending(StoreError):
    """A new game's set-up needs a player's answer before it can be stored."""

    def __init__(self, pending: PendingDecision):
        super().__init__(f"a decision is needed first: {pending.question}")
        self.pending = pending


class GameMoved(StoreError):
    """A write made from a screen that showed an older version of the game: refused, nothing stored."""

    def __init__(self, what: str, *, session_id: int, expected: int, current: int):
        super().__init__(f"The game changed on another phone: {what}. Nothing was stored; "
                         "the game is shown as it is now.")
        self.session_id = session_id
        #: the version the screen showed, and the game's version now
        self.expected = expected
        self.current = current


class WriteFailed(StoreError):
    """The database file could not be written (disk full, read-only): the game is as it was."""


#: SQLite's primary result codes for a file that cannot take a write: what happened, what to do
_WRITE_FAILURES = {
    13: ("the device is full", "free some space on it"),  # SQLITE_FULL
    8: ("the database file is read-only", "check that the app may write to it"),  # SQLITE_READONLY
    10: ("the device could not write the database file", "check the device"),  # SQLITE_IOERR
    14: ("the database file could not be opened for writing", "check the file and its folder"),  # SQLITE_CANTOPEN
}


def write_failure(exc: BaseException) -> WriteFailed | None:
    """A plain WriteFailed for an SQLite error that means the file cannot be written; None for others."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None or (code & 0xFF) not in _WRITE_FAILURES:
        return None
    why, advice = _WRITE_FAILURES[code & 0xFF]
    return WriteFailed(f"Nothing was stored: {why}. The game is as it was; {advice}, then try again.")


def is_full(exc: BaseException) -> bool:
    """Whether an error means the device has no room left: OSError ENOSPC/EDQUOT, or SQLite's "database or disk is full"."""
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF == 13  # SQLITE_FULL
    return "database or disk is full" in str(exc)


def device_full(exc: BaseException, what: str) -> WriteFailed | None:
    """"<what>: the device is full" for an error that means so (None for any other error)."""
    if not is_full(exc):
        return None
    return WriteFailed(f"{what[:1].upper()}{what[1:]}: the device is full. Nothing was changed; free some space on it, then try again.")
