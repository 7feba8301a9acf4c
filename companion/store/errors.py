"""The errors the store reports: each carries a message a player can read.

Every message is words the catalogs translate (`said("core", ...)`, core/wording.py): English as it always read,
worded again in the viewer's language where a screen or the command line shows it (`refusal(exc)`).
"""

from __future__ import annotations

import errno

from companion.core.decisions import PendingDecision
from companion.core.errors import CompanionError, ReplayError  # noqa: F401 - raised by companion.core.replay
from companion.core.wording import Phrase, said


class StoreError(CompanionError):
    """A request the store cannot carry out; nothing was changed."""


class DecisionPending(StoreError):
    """A new game's set-up needs a player's answer before it can be stored."""

    def __init__(self, pending: PendingDecision):
        super().__init__(said("core", "a decision is needed first: {question}", question=pending.question))
        self.pending = pending


class GameMoved(StoreError):
    """A write made from a screen that showed an older version of the game: refused, nothing stored."""

    def __init__(self, what: str, *, session_id: int, expected: int, current: int):
        super().__init__(said("core", "The game changed on another phone: {what}. Nothing was stored; "
                              "the game is shown as it is now.", what=what))
        self.session_id = session_id
        #: the version the screen showed, and the game's version now
        self.expected = expected
        self.current = current


class WriteFailed(StoreError):
    """The database file could not be written (disk full, read-only): the game is as it was."""


def _failure(code: int) -> tuple[Phrase, Phrase] | None:
    """What happened and what to do, for SQLite's primary result codes of a file that cannot take a write; None
    for any other code."""
    if code == 13:  # SQLITE_FULL
        return said("core", "the device is full"), said("core", "free some space on it")
    if code == 8:  # SQLITE_READONLY
        return said("core", "the database file is read-only"), said("core", "check that the app may write to it")
    if code == 10:  # SQLITE_IOERR
        return said("core", "the device could not write the database file"), said("core", "check the device")
    if code == 14:  # SQLITE_CANTOPEN
        return said("core", "the database file could not be opened for writing"), said("core", "check the file and its folder")
    return None


def write_failure(exc: BaseException) -> WriteFailed | None:
    """A plain WriteFailed for an SQLite error that means the file cannot be written; None for others."""
    code = getattr(exc, "sqlite_errorcode", None)
    failure = _failure(code & 0xFF) if code is not None else None
    if failure is None:
        return None
    why, advice = failure
    return WriteFailed(said("core", "Nothing was stored: {why}. The game is as it was; {advice}, then try again.",
                            why=why, advice=advice))


def reason(exc: BaseException) -> str:
    """What the system says went wrong, in its own words ("input/output error" when a system error says nothing)."""
    return (exc.strerror or said("core", "input/output error")) if isinstance(exc, OSError) else str(exc)


def is_full(exc: BaseException) -> bool:
    """Whether an error means the device has no room left: OSError ENOSPC/EDQUOT, or SQLite's "database or disk is full"."""
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF == 13  # SQLITE_FULL
    return "database or disk is full" in str(exc)


def device_full(exc: BaseException, what: Phrase) -> WriteFailed | None:
    """"<What>: the device is full" for an error that means so (None for any other error); `what`: words the
    catalogs translate ("nothing was restored"), given a capital first letter in every language."""
    if not is_full(exc):
        return None
    return WriteFailed(said("core", "{what}: the device is full. Nothing was changed; free some space on it, then try "
                                    "again.", what=what.capitalized()))
