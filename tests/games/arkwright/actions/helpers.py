"""Helpers for the action-phase tests: legal action-phase tables and one-line turns."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.errors import CompanionError
from companion.core.ledger import total
from companion.core.pack import Outcome
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState, Mat, PlacedMarker
from tests.games.arkwright.factories import factory, player, table

__all__ = ["act", "admin_paid", "factory", "player", "refused", "table", "turn_table", "PlacedMarker", "Mat"]


def turn_table(players, **kw) -> ArkwrightState:
    """An action-phase table where the first player is to act."""
    kw.setdefault("phase", "actions")
    kw.setdefault("decade", 1770)
    kw.setdefault("cycle", 1)
    return table(players, **kw)


def entry(player_id: str, marker: str, row: int, main: dict | None = None, additional: dict | None = None, **kw) -> dict[str, Any]:
    e: dict[str, Any] = {"kind": "action", "player": player_id, "marker": marker, "row": row, **kw}
    if main is not None:
        e["main"] = main
    if additional is not None:
        e["additional"] = additional
    return e


def act(state: ArkwrightState, player_id: str, marker: str, row: int, main: dict | None = None, additional: dict | None = None, **kw) -> Outcome:
    out = apply(state, entry(player_id, marker, row, main, additional, **kw))
    assert out.pending is None, out.pending
    return out


def refused(state: ArkwrightState, player_id: str, marker: str, row: int, main: dict | None = None, additional: dict | None = None, *, match: str = "", **kw) -> CompanionError:
    before = state.model_dump(mode="json")
    with pytest.raises(CompanionError, match=match or None) as info:
        apply(state, entry(player_id, marker, row, main, additional, **kw))
    assert state.model_dump(mode="json") == before, "a refused action changed the state"
    return info.value


def admin_paid(out: Outcome, pid: str) -> int:
    """£ paid on the administration chart (row cost and reuse fee)."""
    return -sum(e.amount for e in out.ledger if e.player == pid and e.kind == "cash" and e.section == "Water Frame 5.II.1")


def cash_change(out: Outcome, pid: str) -> int:
    return total(out.ledger, pid, "cash")
