"""Phase II, worker placement (US Phase II), for a game that follows it.

Starting with the first player and going round the table, each player places
one worker and its action is resolved before the next player; a player with no
worker left is passed over, and a worker on the Picket Line is not available.
A normal oval space holds one worker, the Build and Labor Contract areas any
number (board data: `holds`). A blocked space cannot be chosen; an area marked
for livestock allows each player one use of each type per year; an action the
player cannot pay for is refused. The worker stays on its space until Phase III.
The spaces, their costs and effects are board data (data/spaces.toml); a worker on Build
raises a building, one on Labor Contract signs a contract (works.py, data/buildings.toml).
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
from companion.games.union_stockyards.board import Space
from companion.games.union_stockyards.markets import sell
from companion.games.union_stockyards.state import Placed, StockyardsState
from companion.games.union_stockyards.works import build, choice_refusal, sign

PLACE = "US Phase II"


class Place(Model):
    """A player places one worker on an action space (and names a livestock type where the space asks)."""

    kind: Literal["place"] = "place"
    player: str
    space: str
    livestock: str | None = None
    #: animals sold on a Market space
    count: int = Field(default=1, ge=1)
    #: the building raised by a worker on Build, the labor contract signed on Labor Contract (data/buildings.toml)
    building: str | None = None
    contract: str | None = None
    #: the Build or Labor Contract action done at the table: a building or contract the board data lack
    #: (a log of format 1, before the companion kept them, reads so)
    by_hand: bool = False


def seating(state: StockyardsState) -> list[str]:
    """The players in the order of placing: from the first player round the table."""
    ids = [p.id for p in state.players]
    k = ids.index(state.first_player)
    return ids[k:] + ids[:k]


def available(state: StockyardsState, pid: str) -> int:
    """Workers the player still has to place this year (one on the Picket Line is not available)."""
    placed = sum(1 for w in state.placements if w.player == pid)
    p = state.player(pid)
    return max(0, p.workers - int(p.picket) - placed) if state.follows_placement else 0


def to_place(state: StockyardsState) -> str | None:
    """Who places the next worker (None: every available worker is placed)."""
    order = seating(state)
    after = order.index(state.placements[-1].player) + 1 if state.placements else 0
    for pid in order[after:] + order[:after]:
        if available(state, pid):
            return pid
    return None


def blocked_for(state: StockyardsState) -> list[str]:
    """The spaces the player count blocks (board data: min_players)."""
    return [s.id for s in state.board.spaces if s.min_players > len(state.players)]


def refusal(state: StockyardsState, pid: str, space: Space, livestock: str | None, building: str | None = None,
            contract: str | None = None, by_hand: bool = False) -> str | None:
    """Why the rules refuse this worker here (None: it can go): the turn, the space, the livestock type, the
    building or contract and what it all costs (a sale's shortfall is checked as it is made)."""
    p = state.player(pid)
    turn = to_place(state)
    if turn is None:
        return said("union_stockyards", "every available worker is placed: Phase III comes next")
    if turn != pid:
        return said("union_stockyards", "it is {name}'s turn to place a worker", name=state.player(turn).name)
    if space.id in state.blocked:
        return said("union_stockyards", "{space:term} is blocked this year", space=space.name)
    there = [w for w in state.placements if w.space == space.id]
    if space.holds and len(there) >= space.holds:
        names = ", ".join(state.player(w.player).name for w in there)
        return said("union_stockyards", "{space:term} holds {holds} {holds:noun/worker} and {names} is there", space=space.name, holds=space.holds, names=names)
    if space.livestock:
        if livestock is None:
            return said("union_stockyards", "{space:term}: choose a livestock type ({join})", space=space.name, join=', '.join(state.prices))
        if livestock not in state.prices:
            return said("union_stockyards", "there is no livestock type {livestock!r}; the types are {join}", livestock=livestock, join=', '.join(state.prices))
        area = {s.id for s in state.board.spaces if s.area == space.area}
        if any(w.player == pid and w.space in area and w.livestock == livestock for w in state.placements):
            return said("union_stockyards", "{name} has already used {livestock:term} at {area:term} this year (once per type)", name=p.name, livestock=livestock, area=space.area)
    elif livestock is not None:
        return said("union_stockyards", "{space:term} takes no livestock type", space=space.name)
    return choice_refusal(state, pid, space, building, contract, by_hand)


def apply_place(state: StockyardsState, entry: Place) -> Outcome:
    if not state.follows_placement:
        raise RuleError(said("union_stockyards", "this game was set up without its workers: placements are kept at the table"), section=PLACE)
    p = find(state.players, entry.player)
    space = state.board.space(entry.space)
    if space is None:
        raise RuleError(said("union_stockyards", "there is no action space {space!r}; the spaces are {join}", space=entry.space, join=', '.join(s.name for s in state.board.spaces)), section=PLACE)
    why = refusal(state, p.id, space, entry.livestock, entry.building, entry.contract, entry.by_hand)
    if why is None and entry.count != 1 and space.effect != "sell":
        why = f"one worker on {space.name} does one action"
    if why:
        raise RuleError(why, section=PLACE)
    ledger = Ledger()
    if entry.livestock:
        ledger.remark(p.id, "union_stockyards.places_for", PLACE, space=space.name, kind=entry.livestock)
    else:
        ledger.remark(p.id, "union_stockyards.places", PLACE, space=space.name)
    if space.cost:
        p.cash -= space.cost
        ledger.record(p.id, "cash", -space.cost, "union_stockyards.pays_for", PLACE, space=space.name)
    _resolve(state, p.id, space, entry, ledger)
    state.placements.append(Placed(player=p.id, space=space.id, livestock=entry.livestock))
    nxt = to_place(state)
    if nxt:
        ledger.remark(None, "union_stockyards.places_next", PLACE, name=state.player(nxt).name)
    else:
        ledger.remark(None, "union_stockyards.all_placed", PLACE)
    return Outcome(state=state, ledger=list(ledger))


def _resolve(state: StockyardsState, pid: str, space: Space, entry: Place, ledger: Ledger) -> None:
    """The action's effect where the companion keeps it; any other is done at the table."""
    kind = entry.livestock or ""
    if space.effect == "sell":
        sell(state, pid, kind, entry.count, ledger)
    elif space.effect == "advertise":
        n = state.board.numbers
        before = state.meat_values[kind]
        state.meat_values[kind] = min(n.meat_value_max, before + n.advertising_rise)
        ledger.remark(pid, "union_stockyards.advertises", "US Market terms", kind=kind, before=before, after=state.meat_values[kind])
    elif space.effect == "build" and entry.building:
        build(state, pid, state.board.building(entry.building), ledger)
    elif space.effect == "contract" and entry.contract:
        sign(state, pid, state.board.contract(entry.contract), ledger)
    elif space.effect == "campaign":
        ledger.remark(pid, "union_stockyards.campaigns", "US Phase III")
    else:
        ledger.remark(pid, "union_stockyards.done_at_table", PLACE, space=space.name)


def campaigner(state: StockyardsState) -> str | None:
    """The player with a worker on a Campaign space this year."""
    spaces = {s.id for s in state.board.spaces if s.effect == "campaign"}
    return next((w.player for w in state.placements if w.space in spaces), None)
