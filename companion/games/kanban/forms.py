"""What a form needs to offer for Kanban entries: the legal choices now, with their costs."""

from __future__ import annotations

from typing import Any

from companion.core.players import find
from companion.games.kanban.board import DEPARTMENTS
from companion.games.kanban.meetings import speaking_order
from companion.games.kanban.sandra import assessment
from companion.games.kanban.state import KanbanState


def work_choices(state: KanbanState, player: str) -> dict[str, Any]:
    """Departments a player may work in today, the workstation Shifts there, and the banked Shifts usable."""
    p = find(state.players, player)
    n = state.board.numbers
    today = state.today.get(p.id)
    if today is not None:
        departments = [today.department]
    else:
        departments = [d for d in DEPARTMENTS if d != p.yesterday]
    return {
        "departments": {
            d: {
                ws: min(p.shifts, max(0, n.daily_shift_cap - ws))
                for ws in state.board.department(d).workstation_shifts
            }
            for d in departments
        },
        "claim_costs": list(n.claim_costs),
        "shifts_used_today": today.shifts_used if today else 0,
    }


def sandra_preview(state: KanbanState, department: str) -> list[dict[str, Any]]:
    """What Sandra would do in a department now (player, pp, why), before the visit is entered."""
    return [{"player": pid, "pp": pp, "why": why} for pid, pp, why in assessment(state, department)]


def meeting_choices(state: KanbanState) -> dict[str, Any]:
    return {
        "speaking_order": speaking_order(state),
        "goals_on_table": list(state.goals_on_table),
        "seats": {p.id: p.seats_up for p in state.players},
    }
