"""Legal entries in log form: what a player could enter now, with its cost, its effect and,
for an entry the rules refuse, the reason. ("Moves" are something else: the pieces a step
moves on the table, companion/core/moves.py.)

A pack declares `candidates(state, player)` (its `candidates` module): the entries worth offering, as the
log stores them. A candidate the pack has already judged (its own `Candidate`)
is kept as it is; a plain entry is judged by the engine, by applying it to the
state (which never changes it): refused with the rules' sentence, or allowed
with the cost and the effect its ledger lines name. Nothing here does I/O.
"""

from __future__ import annotations

from typing import Any, Callable

from companion.core.errors import CompanionError
from companion.core.models import Model, Text
from companion.core.players import find
from companion.core.wording import clauses, said


class Candidate(Model):
    """One entry a player could make now."""

    #: the entry as the log would store it
    entry: dict[str, Any]
    #: what it costs the player (in the pack's money)
    cost: int = 0
    #: what it does, in words
    effect: Text = ""
    #: why the rules refuse it (None: it can be entered)
    refused: Text | None = None

    @property
    def legal(self) -> bool:
        return self.refused is None


Candidates = Callable[[Any, str], "list[Candidate | dict[str, Any]]"]


def judge(apply: Callable[[Any, Any], Any], state: Any, player: str, entry: dict[str, Any]) -> Candidate:
    """The candidate for one plain entry: applied to `state` (left unchanged) to learn what it does."""
    try:
        out = apply(state, entry)
    except CompanionError as exc:
        return Candidate(entry=entry, refused=exc.message)
    if out.pending is not None:
        return Candidate(entry=entry, effect=said("core", "asks: {question}", question=out.pending.question))
    mine = [line for line in out.ledger if line.player in (player, None)]
    cost = -sum(line.amount for line in mine if line.kind == "cash" and line.player == player)
    return Candidate(entry=entry, cost=max(cost, 0), effect=clauses(*(line.said() for line in mine)))


def legal(apply: Callable[[Any, Any], Any], candidates: Candidates, state: Any, player: str) -> list[Candidate]:
    """Every candidate entry of `player` (an id or a name) in log form, judged."""
    pid = find(state.players, player).id
    return [c if isinstance(c, Candidate) else judge(apply, state, pid, c) for c in candidates(state, pid)]
