"""Union Stockyards entries a player could make now, in log form (judged by the engine:
`companion.core.legal`): the phase's entry, and in Phase II a sale of each livestock type
from the Yard. The final scores are counted at the table and entered as a whole.
"""

from __future__ import annotations

from typing import Any

from companion.games.union_stockyards.phases import phase_of
from companion.games.union_stockyards.state import StockyardsState


def candidates(state: StockyardsState, player: str) -> list[dict[str, Any]]:
    phase = phase_of(state)
    if phase == "I":
        return [{"kind": "phase_one"}]
    if phase == "II":
        sales = [{"kind": "sale", "player": player, "livestock": kind} for kind in state.prices]
        return sales + [{"kind": "phase_three"}]
    return []
