"""Goods fields: placing workers, paying silver, gaining goods, and resetting a full area.

MT goods fields: a field is free while its large (left) field has no
workers. On it a player places 1 worker of the printed colour or 2 workers of
any one colour, pays the printed silver and takes the printed goods (never
another field's reward). Then, by the same rule, they may place workers on
the small field to its right for one extra good of the same kind. When at the
end of a player's turn every large field of a goods area is occupied, all
workers of that area (large and small fields) go back to the supply and the
area is free again next turn.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.montana.state import MontanaState, Occupant, Player
from companion.games.montana.turns import check_active, end_turn

SECTION = "MT goods fields"


class Placement(Model):
    """The active player's turn on a goods field (field 1 = the first printed field of the area)."""

    kind: Literal["place"] = "place"
    player: str
    area: str
    field: int = Field(ge=1)
    workers: list[str] = Field(min_length=1)
    small_workers: list[str] = []


def check_workers(state: MontanaState, colours: list[str], printed: str, where: str) -> None:
    """One worker of the printed colour, or two of any one colour."""
    n = state.board.numbers
    if len(colours) == n.workers_to_place and colours[0] == printed:
        return
    if len(colours) == n.workers_any_colour and len(set(colours)) == 1:
        return
    raise RuleError(
        said("montana", "{where}: place {workers_to_place} {printed:term} worker or {workers_any_colour} workers of one colour, not {value}",
             where=where, workers_to_place=n.workers_to_place, printed=printed, workers_any_colour=n.workers_any_colour,
             value=tuple(said("montana", "{colour:term}", colour=c) for c in colours) or said("montana", "none")),
        section=SECTION,
    )


def take_workers(p: Player, colours: list[str]) -> Occupant:
    need = {c: colours.count(c) for c in colours}
    for c, k in need.items():
        if p.workers.get(c, 0) < k:
            raise RuleError(said("montana", "{name} has {get} {colour:term} {get:noun/worker} in supply, needs {k}", name=p.name, get=p.workers.get(c, 0), colour=c, k=k), section=SECTION)
        p.workers[c] -= k
    return Occupant(player=p.id, colour=colours[0], count=len(colours))


def apply_placement(state: MontanaState, entry: Placement) -> Outcome:
    p = find(state.players, entry.player)
    check_active(state, p.id)
    try:
        spec = state.board.area(entry.area)
    except KeyError:
        raise RuleError(said("montana", "no goods area {area!r} (areas: {join})", area=entry.area, join=', '.join(state.areas)), section=SECTION) from None
    if entry.field > len(spec.fields):
        raise RuleError(said("montana", "the {id:term} area has {n} fields", id=spec.id, n=len(spec.fields)), section=SECTION)
    i = entry.field - 1
    printed = spec.fields[i]
    area = state.areas[spec.id]
    if area.large[i] is not None:
        raise RuleError(said("montana", "field {field} of {id:term} is taken this turn", field=entry.field, id=spec.id), section=SECTION)
    ledger = Ledger()
    check_workers(state, entry.workers, printed.colour, said("montana", "field {n} of {area:term}", n=entry.field, area=spec.id))
    if p.silver < printed.cost:
        raise RuleError(said("montana", "{name} has {silver} silver; the field costs {cost}", name=p.name, silver=p.silver, cost=printed.cost), section=SECTION)
    area.large[i] = take_workers(p, entry.workers)
    p.silver -= printed.cost
    p.goods[spec.good] = p.goods.get(spec.good, 0) + printed.goods
    ledger.record(p.id, "cash", -printed.cost, "montana.large_field_silver", SECTION, area=spec.id, field=entry.field)
    ledger.record(p.id, "goods", printed.goods, "montana.large_field_goods", SECTION, area=spec.id, field=entry.field, count=printed.goods, good=spec.good)
    ledger.record(p.id, "workers", -len(entry.workers), "montana.large_field_workers", SECTION, count=len(entry.workers), colour=entry.workers[0])
    if entry.small_workers:
        _small(state, p, spec, i, entry, ledger)
    end_turn(state, ledger)
    return Outcome(state=state, ledger=list(ledger))


def _small(state: MontanaState, p: Player, spec, i: int, entry: Placement, ledger: Ledger) -> None:
    area = state.areas[spec.id]
    if area.small[i] is not None:
        raise RuleError(said("montana", "the small field of {id:term} field {field} is taken", id=spec.id, field=entry.field), section=SECTION)
    check_workers(state, entry.small_workers, spec.fields[i].small_colour,
                  said("montana", "small field of {area:term} field {n}", area=spec.id, n=entry.field))
    if p.silver < spec.small_cost:
        raise RuleError(said("montana", "{name} has {silver} silver; the small field costs {small_cost}", name=p.name, silver=p.silver, small_cost=spec.small_cost), section=SECTION)
    area.small[i] = take_workers(p, entry.small_workers)
    p.silver -= spec.small_cost
    extra = state.board.numbers.small_field_extra
    p.goods[spec.good] = p.goods.get(spec.good, 0) + extra
    if spec.small_cost:
        ledger.record(p.id, "cash", -spec.small_cost, "montana.small_field_silver", SECTION)
    ledger.record(p.id, "goods", extra, "montana.small_field_goods", SECTION, count=extra, good=spec.good)
    ledger.record(p.id, "workers", -len(entry.small_workers), "montana.small_field_workers", SECTION, count=len(entry.small_workers))
