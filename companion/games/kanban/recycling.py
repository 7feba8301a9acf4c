"""The Recycling pool: a free trade of a Car Part from a player's board for one in the pool.

KDE Setup 4: 3 Car Parts of 3 different types in the pool. KDE Recycling: at any
time during their turn a player trades a Part from their board for one in the
pool; each type has one space (a Part whose type is already in the pool cannot
go in), 3 Parts at a time, as often as they like, never during a Meeting. The
pool is followed when the set-up names it (`new_game.recycling`).
"""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.kanban import alley
from companion.games.kanban.state import KanbanState

SECTION = "KDE Recycling"


class Recycle(Model):
    """A player puts `give` from their board in the pool and takes `take` from it."""

    kind: Literal["recycle"] = "recycle"
    player: str
    give: str
    take: str


def check_pool(parts: list[str], known: list[str]) -> None:
    if len(parts) != 3 or len(set(parts)) != 3 or any(p not in known for p in parts):
        raise RuleError(said("kanban", "the Recycling pool holds 3 Car Parts of 3 different types ({join})", join=', '.join(known)),
                        section="KDE Setup 4")


def meeting_now(state: KanbanState) -> bool:
    """Every turn of the day is over and the Meeting that is due is being held."""
    if not state.meeting_scheduled:
        return False
    if not state.workstations:
        return False
    order = alley.working_order(state)
    return state.sandra_done and all(w in state.today for w in order[order.index(alley.SANDRA) + 1:])


def apply_recycle(state: KanbanState, entry: Recycle) -> Outcome:
    p = find(state.players, entry.player)
    if not state.recycling:
        raise RuleError(said("kanban", "this game does not follow the Recycling pool (its set-up names no Parts in it)"), section=SECTION)
    if meeting_now(state) or state.meeting_open:
        raise RuleError(said("kanban", "Recycling cannot be used during a Meeting"), section=SECTION)
    if state.workstations:
        if p.id not in state.placed:
            raise RuleError(said("kanban", "{name} recycles during their turn, with a workstation today", name=p.name), section=SECTION)
        alley.check_turn(state, p.id)
    if p.parts.get(entry.give, 0) < 1:
        raise RuleError(said("kanban", "{name} has no {give} on the board", name=p.name, give=entry.give), section=SECTION)
    if entry.take not in state.recycling:
        raise RuleError(said("kanban", "there is no {take} in the Recycling pool ({join})", take=entry.take, join=', '.join(state.recycling)), section=SECTION)
    if entry.give in state.recycling and entry.give != entry.take:
        raise RuleError(said("kanban", "the pool already holds a {give}: one Part of each type", give=entry.give), section=SECTION)
    p.parts[entry.give] -= 1
    p.parts[entry.take] = p.parts.get(entry.take, 0) + 1
    state.recycling = [entry.give if part == entry.take else part for part in state.recycling]
    ledger = Ledger()
    ledger.remark(p.id, "kanban.recycles", SECTION, give=entry.give, take=entry.take, pool=joined(state.recycling))
    return Outcome(state=state, ledger=list(ledger))
