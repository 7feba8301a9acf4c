"""What a game pack is, as far as the core, the store and the app care.

A pack is pure rules: `start(setup)` makes the first state, `apply(state,
entry)` turns one log entry into the next state and a ledger. The store keeps
the entries, the app shows `summary(state)`. Nothing here does I/O.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, TypeAdapter

from companion.core.decisions import PendingDecision
from companion.core.ledger import LedgerEntry
from companion.core.models import Model


class Outcome(Model):
    """The result of applying one entry: the new state, what moved, what is asked."""

    state: Any
    ledger: list[LedgerEntry] = []
    pending: PendingDecision | None = None

    @property
    def complete(self) -> bool:
        return self.pending is None


class PlayerSummary(Model):
    id: str
    name: str
    color: str = ""
    score: int = 0
    cash: int | None = None
    details: dict[str, Any] = {}


class Result(Model):
    """A player's final standing (the sessions store keeps these)."""

    player: str
    rank: int
    score: int
    cash: int | None = None
    winner: bool = False
    eliminated: bool = False
    notes: list[str] = []


class Summary(Model):
    """What the home screen, history and timeline need to know of a state."""

    progress: str
    step: str = ""
    players: list[PlayerSummary]
    finished: bool = False
    results: list[Result] = []
    #: A key naming the point in the game (e.g. "1780.2") for the timeline; None if
    #: the state is not at a boundary worth charting.
    timeline_key: str | None = None
    timeline_order: int = 0
    #: the version / expansion played, as players name it ("Water Frame + Noblesse Oblige"),
    #: and the set-up options worth showing in the history (house rules...); the store keeps both.
    variant: str = ""
    options: dict[str, Any] = {}


@runtime_checkable
class GamePack(Protocol):
    id: str
    title: str
    bgg_id: int | None
    #: log-entry format version written by this engine; the store migrates older ones.
    input_version: int
    state_type: type[BaseModel]
    #: validates one log entry (a dict) into the pack's input model.
    input_adapter: TypeAdapter

    def start(self, setup: Any) -> Outcome: ...

    def apply(self, state: Any, entry: Any) -> Outcome: ...

    def summary(self, state: Any) -> Summary: ...

    def migrate_input(self, entry: dict, version: int) -> dict: ...
