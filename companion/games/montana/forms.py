"""What a form needs to offer for Montana entries: the free fields and the workers that fit them."""

from __future__ import annotations

from typing import Any

from companion.games.montana.state import MontanaState


def _worker_sets(state: MontanaState, printed: str, supply: dict[str, int]) -> list[list[str]]:
    n = state.board.numbers
    sets = []
    if supply.get(printed, 0) >= n.workers_to_place:
        sets.append([printed] * n.workers_to_place)
    sets += [[c] * n.workers_any_colour for c, k in sorted(supply.items()) if k >= n.workers_any_colour]
    return sets


def field_choices(state: MontanaState) -> list[dict[str, Any]]:
    """For the active player: each free field they can afford, with the worker sets that may go there."""
    p = state.player(state.active)
    out = []
    for spec in state.board.areas:
        area = state.areas[spec.id]
        for i, f in enumerate(spec.fields):
            if area.large[i] is not None or p.silver < f.cost:
                continue
            sets = _worker_sets(state, f.colour, p.workers)
            if sets:
                out.append(
                    {
                        "area": spec.id,
                        "field": i + 1,
                        "cost": f.cost,
                        "goods": f.goods,
                        "good": spec.good,
                        "workers": sets,
                        "small_field_free": area.small[i] is None,
                        "small_colour": f.small_colour,
                    }
                )
    return out


def small_field_choices(state: MontanaState, area: str, field: int, large: list[str]) -> dict[str, Any]:
    """The small field right of a large one, once `large` workers stand there: worker sets that fit, its cost.

    The same placement rule as the large field, with the active player's supply less the workers just placed
    and their silver less the large field's cost (MT goods fields).
    """
    p = state.player(state.active)
    spec = state.board.area(area)
    printed = spec.fields[field - 1]
    supply = dict(p.workers)
    for colour in large:
        supply[colour] = supply.get(colour, 0) - 1
    free = state.areas[area].small[field - 1] is None
    affordable = p.silver - printed.cost >= spec.small_cost
    return {
        "free": free,
        "cost": spec.small_cost,
        "colour": printed.small_colour,
        "extra": state.board.numbers.small_field_extra,
        "good": spec.good,
        "workers": _worker_sets(state, printed.small_colour, supply) if free and affordable else [],
    }


def shops(state: MontanaState) -> dict[str, Any]:
    """The town: the pumpkin cost above each column and the reward of each row (MT contractor round)."""
    board = state.board
    return {
        "column_costs": list(board.shops.column_costs),
        "rows": [dict(row.reward) for row in board.shops.rows],
        "pumpkin_for_active": board.numbers.pumpkin_for_active,
    }


def setup_choices() -> dict[str, Any]:
    """The new-game defaults the board data prints: starting silver, pumpkins and workers; the player count."""
    from companion.games.montana.board import BOARD

    board = BOARD.base
    return {
        "silver": board.start.silver,
        "pumpkins": board.start.pumpkins,
        "workers": dict(board.start.workers),
        "players": (board.numbers.min_players, board.numbers.max_players),
    }
