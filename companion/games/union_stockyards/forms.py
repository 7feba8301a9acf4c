"""What a form needs to offer for Union Stockyards entries: margins, the coming price change, the ranges."""

from __future__ import annotations

from typing import Any

from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.markets import margin, price_changes
from companion.games.union_stockyards.state import StockyardsState


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
    }


def sale_choices(state: StockyardsState) -> list[dict[str, Any]]:
    """Per livestock type: the margin per animal, what is left in the Yard (US Market terms)."""
    return [{"livestock": kind, "margin": margin(state, kind), "in_yard": state.yard[kind]} for kind in state.prices]
