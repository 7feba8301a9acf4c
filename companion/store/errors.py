"""The errors the store reports: each carries a message a player can read."""

from __future__ import annotations

from companion.core.decisions import PendingDecision
from companion.core.errors import CompanionError


class StoreError(CompanionError):
    """A request the store cannot carry out; nothing was changed."""


class DecisionPending(StoreError):
    """A new game's set-up needs a player's answer before it can be stored."""

    def __init__(self, pending: PendingDecision):
        super().__init__(f"a decision is needed first: {pending.question}")
        self.pending = pending


class ReplayError(StoreError):
    """A stored log entry can no longer be applied: names the session and the step."""

    def __init__(self, message: str, *, session_id: int, seq: int, detail: str = ""):
        super().__init__(message)
        self.session_id = session_id
        self.seq = seq
        #: what is wrong with the step, without the session's name
        self.detail = detail or message
