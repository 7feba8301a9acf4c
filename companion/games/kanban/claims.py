"""Claim Cars (KDE Testing & Innovation, Action: Claim Cars; No More Garages).

A car is claimed with a Design of its Model from the desk, which goes back (to the bottom of the Central deck when
the Design display is followed); its Shifts by its place behind the Pace Car before the first claim (1 / 2 / 2 / 3);
the car parks in an empty garage, and an old car goes back only when every garage is occupied. The benefit depicted
on the garage filled (`garages.parked`): garages 1-4 when the set-up follows the printed benefits, the fifth garage's
then or on a followed Assembly Line.
"""

from __future__ import annotations

from pydantic import Field

from companion.core.decisions import Answers
from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.wording import said
from companion.games.kanban import design, garages
from companion.games.kanban.state import Design, KanbanState, Player
from companion.games.kanban.testtrack import take_claimed

CLAIM = "KDE Testing & Innovation, Action: Claim Cars"
#: `Claim.design` for a Design that depicts no Part (it can only claim a car)
CLAIM_ONLY = "claim only"
#: `Claim.design` of entries written before format 2: the first Design of the Model on the desk
FIRST_ON_DESK = "first on the desk"


class Claim(Model):
    """One car claimed: its place behind the Pace Car before the first claim (1 = right behind)."""

    position: int = Field(ge=1)
    model: str
    #: garage 1-5 (left to right); empty = the first empty garage
    garage: int | None = Field(default=None, ge=1)
    #: the Design that goes back: the Part it depicts, or CLAIM_ONLY; needed only when the
    #: desk holds Designs of this Model with different Parts
    design: str | None = None


def claim_cost(state: KanbanState, positions: list[int]) -> int:
    """Shifts to claim the cars at these places behind the Pace Car (KDE Claim Cars step 2)."""
    costs = state.board.numbers.claim_costs
    if len(set(positions)) != len(positions):
        raise RuleError(said("kanban", "each car behind the Pace Car can be claimed once"), section=CLAIM)
    for pos in positions:
        if not 1 <= pos <= len(costs):
            raise RuleError(said("kanban", "there is no car {pos} places behind the Pace Car (1-{n})", pos=pos, n=len(costs)), section=CLAIM)
    return sum(costs[pos - 1] for pos in positions)


def claim_cars(state: KanbanState, p: Player, claims: list[Claim], answers: Answers, ledger: Ledger) -> None:
    """KDE Claim Cars: the Designs back, the cars off the Test Track (Workstation Alley games), into the garages."""
    if not claims:
        return
    cost = claim_cost(state, [c.position for c in claims])
    ledger.remark(p.id, "kanban.claims", CLAIM, count=len(claims), cost=cost)
    if state.workstations:
        take_claimed(state, [(c.position, c.model) for c in claims], ledger)
    capacity = state.capacity(p.id, "assembly", state.board.numbers.garages, state.board.numbers.garages_certified)
    for c in claims:
        given = claim_design(state, p, c)
        p.designs.remove(given)
        if state.display:
            design.give_back(state, given, ledger, p.id)
        slot = garage(p, c, capacity, state.exact_turns)
        old = p.garages[slot]
        if old is not None:
            ledger.remark(p.id, "kanban.garage_cleared", "KDE No More Garages", old=old, garage=slot + 1)
        p.garages[slot] = c.model
        ledger.remark(p.id, "kanban.parks_here" if state.printed_benefits else "kanban.parks", CLAIM, model=c.model,
                      garage=slot + 1)
        if old is None:  # a replacement does not give the garage's benefit again (KDE No More Garages)
            garages.parked(state, p, slot, answers, ledger)


def design_label(part: str | None) -> str:
    return part or CLAIM_ONLY


def claim_design(state: KanbanState, p: Player, c: Claim) -> Design:
    """The Design of the claimed car's Model that goes back (KDE Claim Cars step 1: one Design per car)."""
    mine = [d for d in p.designs if d.model == c.model]
    if not mine:
        raise RuleError(said("kanban", "{name} needs a Design of the {model} Model on the desk to claim that car", name=p.name, model=c.model), section=CLAIM)
    kinds = list(dict.fromkeys(design_label(d.part) for d in mine))
    if c.design == FIRST_ON_DESK:
        return mine[0]
    if c.design is None:
        if len(kinds) > 1:
            raise RuleError(
                said("kanban", "{name} has Designs of the {model} Model with different Parts ({join}): say which one goes back for this car", name=p.name, model=c.model, join=', '.join(kinds)), section=CLAIM)
        return mine[0]
    if c.design != CLAIM_ONLY and c.design not in state.board.names.parts:
        raise InputError(said("kanban", "claim design {design!r}: a Car Part ({join}) or {CLAIM_ONLY!r}", design=c.design, join=', '.join(state.board.names.parts), CLAIM_ONLY=CLAIM_ONLY))
    found = next((d for d in mine if design_label(d.part) == c.design), None)
    if found is None:
        raise RuleError(said("kanban", "{name} has no {model} Design ({design}) on the desk; there: {join}", name=p.name, model=c.model, design=c.design, join=', '.join(kinds)),
                        section=CLAIM)
    return found


def garage(p: Player, c: Claim, capacity: int, exact: bool) -> int:
    """The garage the claimed car parks in (KDE Claim Cars 5, No More Garages).

    An old car goes back only when every garage is occupied: in games of log format 4 all five (a
    locked fifth garage is not occupied), in older games every garage open to the player.
    """
    empty = [i for i in range(capacity) if p.garages[i] is None]
    if not empty and exact and capacity < len(p.garages):
        raise RuleError(said("kanban", "{name}'s {capacity} open garages are full and the fifth is locked: an old car may be replaced only when all {n} garages are occupied", name=p.name, capacity=capacity, n=len(p.garages)), section="KDE No More Garages")
    if c.garage is None:
        if not empty:
            raise RuleError(said("kanban", "every garage is full: name the garage whose car goes back"), section="KDE No More Garages")
        return empty[0]
    slot = c.garage - 1
    if slot >= capacity:
        raise RuleError(said("kanban", "garage {garage} is locked or does not exist", garage=c.garage), section="KDE Assembly Line, Certification Benefits")
    if p.garages[slot] is not None and empty:
        raise RuleError(said("kanban", "an old car may only be replaced when all garages are full"), section="KDE No More Garages")
    return slot
