"""Buildings and labor contracts, made by a worker on the Build or Labor Contract area (US Phase II).

The seed names the two areas (they hold any number of workers) and says that meat values rise
"through advertising and some buildings" (US Market terms); it prints no building, contract, cost
or other effect, so each is board data marked unverified (data/buildings.toml). A building costs its
price besides the space's own cost, is available while a copy is left, and raises the meat values it
names at once (a track's end stops a value). A labor contract costs its price, pays its money at once
and moves Union Spirit as it directs (the track's ends stop it); the new level counts at the next
Phase I. An action the player cannot pay for is refused (US Phase II).
"""

from __future__ import annotations

from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.union_stockyards.board import Building, Contract, Space
from companion.games.union_stockyards.state import StockyardsState

BUILD = "US Phase II (Build)"
CONTRACT = "US Phase II (Labor Contract)"


def built(state: StockyardsState, building_id: str) -> int:
    """Copies of a building already raised, by anyone."""
    return sum(p.buildings.count(building_id) for p in state.players)


def price(state: StockyardsState, space: Space, building: str | None, contract: str | None) -> int:
    """What the worker's action costs: the space's own cost and the building's or the contract's."""
    board = state.board
    b = board.building(building) if building else None
    c = board.contract(contract) if contract else None
    return space.cost + (b.cost if b else 0) + (c.cost if c else 0)


def choice_refusal(state: StockyardsState, pid: str, space: Space, building: str | None, contract: str | None,
                   by_hand: bool = False) -> str | None:
    """Why the building or contract named with this worker cannot be made (None: it can), cost included."""
    board = state.board
    p = state.player(pid)
    if building is not None and space.effect != "build":
        return said("union_stockyards", "only a worker on {area:term} raises a building, not one on {space:term}", area=_area(state, "build"), space=space.name)
    if contract is not None and space.effect != "contract":
        return said("union_stockyards", "only a worker on {area:term} signs a labor contract, not one on {space:term}", area=_area(state, "contract"), space=space.name)
    if space.effect == "build" and not by_hand:
        if building is None:
            return said("union_stockyards", "a worker on {space:term} raises a building: choose one ({names})", space=space.name, names=_names(board.buildings))
        b = board.building(building)
        if b is None:
            return said("union_stockyards", "there is no building {building}; the buildings are {names}", building=repr(building), names=_names(board.buildings))
        if built(state, b.id) >= b.copies:
            return (said("union_stockyards", "the {building:term} is not available: its only copy is already built", building=b.name) if b.copies == 1
                    else said("union_stockyards", "the {building:term} is not available: all {copies} copies are already built", building=b.name, copies=b.copies))
    if space.effect == "contract" and not by_hand:
        if contract is None:
            return said("union_stockyards", "a worker on {space:term} signs a labor contract: choose one ({names})", space=space.name, names=_names(board.contracts))
        if board.contract(contract) is None:
            return said("union_stockyards", "there is no labor contract {contract}; the contracts are {names}", contract=repr(contract), names=_names(board.contracts))
    cost = price(state, space, building, contract)
    if p.cash < cost:
        what = board.building(building).name if building else board.contract(contract).name if contract else space.name
        if building or contract:
            return said("union_stockyards", "{name} has ${cash} and cannot pay ${cost} for the {what:term}", name=p.name, cash=p.cash, cost=cost, what=what)
        return said("union_stockyards", "{name} has ${cash} and cannot pay ${cost} for {what:term}", name=p.name, cash=p.cash, cost=cost, what=what)
    return None


def build(state: StockyardsState, pid: str, b: Building, ledger: Ledger) -> None:
    """The player raises the building: pays its price, keeps it, and its meat values rise."""
    p = state.player(pid)
    if b.cost:
        p.cash -= b.cost
        ledger.record(pid, "cash", -b.cost, "union_stockyards.pays_building", BUILD, building=b.name)
    p.buildings.append(b.id)
    ledger.remark(pid, "union_stockyards.builds", BUILD, building=b.name)
    top = state.board.numbers.meat_value_max
    for kind, rise in b.meat_values.items():
        before = state.meat_values[kind]
        state.meat_values[kind] = min(top, before + rise)
        ledger.remark(pid, "union_stockyards.building_meat_value", "US Market terms", building=b.name, kind=kind,
                      before=before, after=state.meat_values[kind])


def sign(state: StockyardsState, pid: str, c: Contract, ledger: Ledger) -> None:
    """The player signs the labor contract: pays its price, takes its money, Union Spirit moves."""
    p = state.player(pid)
    if c.cost:
        p.cash -= c.cost
        ledger.record(pid, "cash", -c.cost, "union_stockyards.pays_contract", CONTRACT, contract=c.name)
    p.contracts.append(c.id)
    ledger.remark(pid, "union_stockyards.signs", CONTRACT, contract=c.name)
    if c.cash:
        p.cash += c.cash
        ledger.record(pid, "cash", c.cash, "union_stockyards.contract_pays", CONTRACT, contract=c.name)
    if c.union_spirit:
        n = state.board.numbers
        before = state.union_spirit
        state.union_spirit = max(n.union_spirit_min, min(n.union_spirit_max, before + c.union_spirit))
        ledger.remark(None, "union_stockyards.contract_spirit", CONTRACT, contract=c.name, before=before,
                      after=state.union_spirit)


def _area(state: StockyardsState, effect: str) -> str:
    return next((s.name for s in state.board.spaces if s.effect == effect), effect)


def _names(items) -> str:
    """The names of the board's buildings or contracts, each a word of the game, between commas."""
    return tuple(said("union_stockyards", "{name:term}", name=i.name) for i in items) or said("union_stockyards", "none in the board data")
