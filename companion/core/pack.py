"""What a game pack is, as far as the core, the store and the app care.

A pack is pure rules: `start(setup)` makes the first state, `apply(state,
entry)` turns one log entry into the next state and a ledger. The store keeps
the entries, the app shows `summary(state)`. Each game declares all of it as
one `Pack` value (companion.core.dispatch), found through its entry point
(companion.core.registry); its new-game choices are the `Option`s and
`HouseRule`s below. Nothing here does I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.core.decisions import PendingDecision
from companion.core.ledger import LedgerEntry
from companion.core.models import Model, Text


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

    #: the game's point in words (a Phrase, worded again in the viewer's language: core/wording.py)
    progress: Text
    step: str = ""
    players: list[PlayerSummary]
    finished: bool = False
    results: list[Result] = []
    #: A key naming the point in the game (e.g. "1780.2") for the timeline; None if
    #: the state is not at a boundary worth charting.
    timeline_key: str | None = None
    timeline_order: int = 0
    #: the version / expansion played, as players name it ("Water Frame + Noblesse Oblige"),
    #: and the set-up options worth showing in the history (house rules...); the store keeps both (the variant a
    #: Phrase where the pack composes it, worded again in the viewer's language)
    variant: Text = ""
    options: dict[str, Any] = {}


@dataclass(frozen=True)
class Option:
    """One new-game choice, a field of the pack's `new_game` entry.

    `choices` are (value, label) pairs. With `switch` the option is on or off:
    its command-line flag takes no value and picks the second choice. With `when`
    (another option's field and value) it is a choice of that case only: shown then,
    and left out of the entry otherwise unless it was changed (so the pack refuses it).
    With `group` the new-game form keeps it folded under that heading with the others of
    its group (variants most tables never play stay out of the way of the common game).
    """

    field: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    flag: str = ""
    switch: bool = False
    help: str = ""
    when: tuple[str, Any] | None = None
    group: str = ""

    def applies(self, options: dict, declared: tuple["Option", ...]) -> bool:
        """Whether the option is a choice with these options (always, without `when`)."""
        if self.when is None:
            return True
        field, value = self.when
        default = next((o.default for o in declared if o.field == field), None)
        return options.get(field, default) == value


@dataclass(frozen=True)
class HouseRule:
    """A reading of the rules a group may choose (`house_rules[name] = True` in the new game)."""

    name: str
    title: str
    text: str
