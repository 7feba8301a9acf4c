"""What a form needs to offer for Union Stockyards entries: margins, the coming price change, the ranges."""

from __future__ import annotations

from typing import Any

from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.markets import margin, price_changes
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.placement import available, to_place
from companion.games.union_stockyards.state import StockyardsState
from companion.games.union_stockyards.year import livestock_arrivals


def market_preview(state: StockyardsState) -> dict[str, Any]:
    """Each type's margin now, and the price change the Yard would give at the end of the year."""
    return {
        "margins": {kind: margin(state, kind) for kind in state.prices},
        "price_changes": price_changes(state.yard, state.board),
        "strike_now": state.union_spirit in state.board.numbers.strike_levels,
        "parties": list(state.board.names.parties),
    }


def setup_choices() -> dict[str, Any]:
    """The new-game fields: the livestock types and parties, and the ranges of the tracks (US, board data)."""
    board = BOARD.base
    n = board.numbers
    return {
        "livestock": list(board.names.livestock),
        "parties": list(board.names.parties),
        "prices": (n.price_min, n.price_max),
        "meat_values": (n.meat_value_min, n.meat_value_max),
        "union_spirit": (n.union_spirit_min, n.union_spirit_max),
        "strike_levels": list(n.strike_levels),
        "players": (n.min_players, n.max_players),
        "years": n.years,
        "cash": n.starting_cash,
        "workers": n.workers_per_player,
        "workers_range": (n.workers_min, n.workers_max),
        "start_prices": dict(board.start.prices),
        "start_meat_values": dict(board.start.meat_values),
    }


def phase_one_preview(state: StockyardsState) -> dict[str, Any]:
    """What Phase I will bring: the animals the prices and player count add, and the Year cards to choose from."""
    return {
        "arrivals": livestock_arrivals(state) if state.follows_placement else {},
        "cards": [(c.id, c.name) for c in state.board.year_cards],
    }


def placement_choices(state: StockyardsState) -> dict[str, Any]:
    """Who places now, the placements the rules allow them (with cost and effect), and the refused ones with why."""
    pid = to_place(state)
    if pid is None:
        return {"player": None, "open": [], "closed": []}
    names = {s.id: s.name for s in state.board.spaces}
    open_, closed = [], []
    for c in PACK.legal(state, pid):
        if c.entry["kind"] != "place":
            continue
        where = names[c.entry["space"]] + _named(state, c.entry)
        row = {"entry": c.entry, "label": where, "cost": c.cost, "effect": c.effect, "refused": c.refused,
               "sells": state.board.space(c.entry["space"]).effect == "sell"}
        (open_ if c.legal else closed).append(row)
    return {"player": pid, "left": available(state, pid), "open": open_, "closed": closed}


def _named(state: StockyardsState, entry: dict[str, Any]) -> str:
    """What the worker's entry names besides its space: ": cattle", ": Smokehouse", ": done at the table"."""
    board = state.board
    if "livestock" in entry:
        return f": {entry['livestock']}"
    if entry.get("building"):
        found = board.building(entry["building"])
        return f": {found.name if found else entry['building']}"
    if entry.get("contract"):
        found = board.contract(entry["contract"])
        return f": {found.name if found else entry['contract']}"
    if entry.get("by_hand"):
        return ": " + ("a building" if entry["space"] == "build" or board.space(entry["space"]).effect == "build"
                       else "a contract") + " not in the list, kept at the table"
    return ""


def sale_choices(state: StockyardsState) -> list[dict[str, Any]]:
    """Per livestock type: the margin per animal, what is left in the Yard (US Market terms)."""
    return [{"livestock": kind, "margin": margin(state, kind), "in_yard": state.yard[kind]} for kind in state.prices]
