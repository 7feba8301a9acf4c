"""Small helpers every part of the game flow shares: decades, finishing an entry."""

from __future__ import annotations

from typing import Any


from companion.core.decisions import Answers
from companion.core.messages import joined
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.outcome import outcome_of  # noqa: F401  (re-exported: the actions use it)
from companion.games.arkwright.table import Table

SECTION_ROUND = "Water Frame 5.0"
SECTION_LUXURY = "Noblesse Oblige, Game Play"


def answers(entry: Any) -> Answers:
    return Answers(getattr(entry, "answers", None) or {})


def decades(state: ArkwrightState) -> list[int]:
    return [d.decade for d in state.board.timetable(state.version)]


def next_decade(state: ArkwrightState) -> int | None:
    years = decades(state)
    i = years.index(state.decade)
    return years[i + 1] if i + 1 < len(years) else None


def is_last_decade(state: ArkwrightState) -> bool:
    return next_decade(state) is None


def level(state: ArkwrightState, decade: int | None = None) -> int:
    """The development level of a decade on the timetable (Player's Book 1.1)."""
    return state.board.decade(state.version, decade or state.decade).level


def start_decade(t: Table, decade: int, section: str) -> None:
    """Move the timetable indicator to the first cycle of a decade (Water Frame 5.0)."""
    s = t.state
    s.decade = decade
    s.cycle = 1
    s.phase = "economy"
    s.acted = 0
    t.ledger.remark(None, "arkwright.decade_begins", section, decade=decade, good=GOODS[0])
    if s.expansion:
        refill_luxury(t)


def refill_luxury(t: Table) -> None:
    """Noblesse Oblige: at the start of a round a cube goes on every luxury space of the
    current and earlier technology levels (the reverse side of the mat with 2 players)."""
    s = t.state
    current = level(s)
    two = len(s.players) == 2
    market: dict[str, list[int]] = {}
    for space in t.board.luxury:
        if space.level <= current and (space.two_player or not two):
            market.setdefault(space.good, []).append(space.level)
    s.luxury = {g: sorted(market[g]) for g in GOODS if g in market}
    filled = joined((g, *lv) for g, lv in s.luxury.items())
    t.ledger.remark(None, "arkwright.luxury_refilled", SECTION_LUXURY, level=current, filled=filled)
