"""Kanban entries a player could make now, in log form (judged by the engine: `companion.core.legal`).

A day's work at each department's workstation (each number of Shifts it prints),
a Seat earned, the end of the day and the Final Scoring.
"""

from __future__ import annotations

from typing import Any

from companion.games.kanban.state import KanbanState


def candidates(state: KanbanState, player: str) -> list[dict[str, Any]]:
    work = [
        {"kind": "work", "player": player, "department": d.id, "workstation_shifts": shifts}
        for d in state.board.departments
        for shifts in d.workstation_shifts
    ]
    return work + [{"kind": "seat", "player": player}, {"kind": "end_of_day"}, {"kind": "final_scoring"}]
