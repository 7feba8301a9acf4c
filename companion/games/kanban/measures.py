"""What players count in Kanban: cars, Designs, Tested Designs, certifications...

One function per thing the rulebook asks players to count, shared by
Sandra's assessments (KDE Factory Manager table), the Performance Goals (KDE
Performance Goals Cards) and the Final Goals tiles (KDE Final Goals Tiles).
"""

from __future__ import annotations

from collections import Counter

from companion.games.kanban.board import DEPARTMENTS, Counted
from companion.games.kanban.state import KanbanState, Upgrade


def cars(state: KanbanState, pid: str) -> list[str]:
    """The Models of the cars in a player's garages."""
    return [car for car in state.player(pid).garages if car is not None]


def own_upgrades(state: KanbanState, pid: str) -> list[tuple[str, Upgrade]]:
    """A player's Upgraded Designs as (Model, upgrade)."""
    return [(model, u) for model, ups in state.upgrades.items() for u in ups if u.player == pid]


def tested_designs(state: KanbanState, pid: str) -> list[tuple[str, Upgrade]]:
    """Upgraded Designs whose Model has a car in the garage; one car tests them all
    (KDE Testing & Innovation, Tested Designs; Final Scoring 5)."""
    garage = set(cars(state, pid))
    return [(model, u) for model, u in own_upgrades(state, pid) if model in garage]


def experts(state: KanbanState, pid: str) -> int:
    final = state.board.numbers.expert_at
    return sum(1 for d in DEPARTMENTS if state.stage(pid, d) >= final)


def count(state: KanbanState, pid: str, what: Counted | str) -> int:
    """How many of `what` a player has now (a measure name, or a goal naming one)."""
    measure = what if isinstance(what, str) else what.measure
    p = state.player(pid)
    garage = cars(state, pid)
    upgrades = own_upgrades(state, pid)
    if measure == "cars":
        return len(garage)
    if measure == "models":
        return len(set(garage))
    if measure == "cars_of_model":
        return garage.count(what.model)
    if measure == "max_same_model":
        return max(Counter(garage).values(), default=0)
    if measure == "upgraded_designs":
        return len(upgrades)
    if measure == "upgrades_of_part":
        return sum(1 for _, u in upgrades if u.part == what.part)
    if measure == "distinct_upgraded_parts":
        return len({u.part for _, u in upgrades})
    if measure == "max_upgrades_same_part":
        return max(Counter(u.part for _, u in upgrades).values(), default=0)
    if measure == "tested_designs":
        return len(tested_designs(state, pid))
    if measure == "parts":
        wanted = what.parts if not isinstance(what, str) and what.parts else list(p.parts)
        return sum(p.parts.get(part, 0) for part in wanted)
    if measure == "cars_in_garages":
        return sum(1 for g in what.garages if 0 < g <= len(p.garages) and p.garages[g - 1] is not None)
    if measure == "certified_in":
        return int(state.certified(pid, what.department))
    if measure == "certified_among":
        return sum(1 for d in what.departments if state.certified(pid, d))
    if measure == "certifications":
        return state.certifications(pid)
    if measure == "selected_designs":
        return len(p.designs)
    if measure == "experts":
        return experts(state, pid)
    simple = {"books": p.books, "vouchers": p.vouchers, "shifts": p.shifts, "seats": p.seats_up}
    if measure in simple:
        return simple[measure]
    raise ValueError(f"unknown measure {measure!r}")


MEASURE_LABELS = {
    "cars": "cars in the garage",
    "models": "different Models in the garage",
    "cars_of_model": "cars of the Model",
    "max_same_model": "cars of one Model",
    "upgraded_designs": "Upgraded Designs",
    "upgrades_of_part": "Upgraded Designs of the Part",
    "distinct_upgraded_parts": "different upgraded Parts",
    "max_upgrades_same_part": "Upgraded Designs of one Part",
    "tested_designs": "Tested Designs",
    "parts": "Car Parts on the board",
    "cars_in_garages": "cars in those garages",
    "certified_in": "certification in the department",
    "certified_among": "certifications among those departments",
    "certifications": "certifications",
    "selected_designs": "Designs (blueprint side) on the desk",
    "experts": "departments with training completed",
    "books": "Books",
    "vouchers": "Parts Vouchers",
    "shifts": "Shifts banked",
    "seats": "Seats face-up at the conference table",
}
