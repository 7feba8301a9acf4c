"""What a form needs to offer for Union Stockyards entries: margins and the coming price change."""

from __future__ import annotations

from typing import Any

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
