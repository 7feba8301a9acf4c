"""The errors the rules raise. Each carries a message a player can read."""

from __future__ import annotations


class CompanionError(Exception):
    """Base of every error the companion reports to a user (never a traceback)."""

    def __init__(self, message: str, *, section: str | None = None):
        super().__init__(message)
        self.message = message
        self.section = section

    def __str__(self) -> str:  # pragma: no cover - trivial
        if self.section:
            return f"{self.message} ({self.section})"
        return self.message


class RuleError(CompanionError):
    """A request the rules forbid. `section` names the rule that forbids it."""


class InputError(CompanionError):
    """Malformed or inconsistent input (a file, a field, a decision)."""


class ReplayError(CompanionError):
    """A log entry can no longer be applied: names the game and the step."""

    def __init__(self, message: str, *, session_id: int, seq: int, detail: str = ""):
        super().__init__(message)
        self.session_id = session_id
        self.seq = seq
        #: what is wrong with the step, without the game's name
        self.detail = detail or message
