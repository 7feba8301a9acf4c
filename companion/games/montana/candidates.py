"""Montana entries a player could make now, in log form (judged by the engine: `companion.core.legal`):
the active player's placements on each free field they can afford (each set of workers that may go
there), the contractor round in town, and a turn off the goods fields; another player is told whose turn it is.
"""

from __future__ import annotations

from typing import Any

from companion.games.montana.forms import field_choices
from companion.games.montana.state import MontanaState


def candidates(state: MontanaState, player: str) -> list[dict[str, Any]]:
    turn = {"kind": "other_turn", "player": player}
    if state.finished or player != state.active:
        return [turn]  # refused by the rules with the reason (whose turn it is, or the game is over)
    places = [
        {"kind": "place", "player": player, "area": c["area"], "field": c["field"], "workers": workers}
        for c in field_choices(state)
        for workers in c["workers"]
    ]
    # a turn in town: the contractor round (the engine asks each player's move in turn)
    return places + [{"kind": "contractors", "player": player}, turn]
