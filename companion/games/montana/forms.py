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
