"""Productivity Points (pp): the only score in Kanban, never below zero.

KDE Setup 2.H (Mean Sandra): "at least you can't sink below zero" - a penalty
larger than a player's pp takes only what is there. Every change is a ledger
line of kind `score` whose amount is what really moved.
"""

from __future__ import annotations

from companion.core.ledger import Ledger
from companion.games.kanban.state import KanbanState


def add_pp(state: KanbanState, pid: str, amount: int, section: str, ledger: Ledger, code: str, **params: int | str) -> int:
    """Add (or take) pp, a line of `code` with `params`; returns the amount that really moved (a loss stops at 0 pp)."""
    p = state.player(pid)
    moved = max(amount, -p.pp)
    if moved != amount:
        code, params = "kanban.pp_floored", {**params, "line": code, "taken": -moved}
    p.pp += moved
    if moved or amount:
        ledger.record(pid, "score", moved, code, section, **params)
    return moved
