"""What Kanban declares to the registry: title, seats, new-game options, house rules, legal moves."""

from __future__ import annotations

from typing import Any

from companion.core.players import find
from companion.core.registry import HouseRule, Option, declare
from companion.games.kanban import forms
from companion.games.kanban.board import BOARD
from companion.games.kanban.pack import PACK


def legal(state: Any, player: str) -> list[dict]:
    """The player's work choices today (departments, Shifts) and where Sandra may go."""
    p = find(state.players, player)
    work = forms.work_choices(state, p.id)
    named = lambda depts: ", ".join(state.board.department(d).name for d in depts)  # noqa: E731
    sandra = forms.sandra_choices(state)
    return [
        {"kind": "work", "player": p.id, **work,
         "text": f"{p.name} may work in {named(work['departments'])} ({p.shifts} Shift(s) banked)"},
        {"kind": "sandra", "department": sandra, "text": f"Sandra may go to {named(sandra)}"},
    ]


META = declare(
    PACK, BOARD.base.numbers,
    options=(Option("mode", "Sandra", tuple(forms.setup_choices()["modes"]), "nice", flag="--mode",
                    help="Sandra's mode: nice or mean"),),
    house_rules=tuple(HouseRule(name, title, text) for name, (title, text) in forms.HOUSE_RULES.items()),
    units={"score": "pp"},
    legal=legal,
)
