"""Turns: whose turn it is, the end of a turn, and turns spent off the mirrored board.

Players take turns clockwise. At the end of every turn full goods areas are
reset (MT goods fields) and the next player clockwise becomes active.
"""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import clockwise_from, find
from companion.core.wording import said
from companion.games.montana.state import MontanaState

SECTION_FIELDS = "MT goods fields"


class OtherTurn(Model):
    """The active player's turn on something the companion does not mirror."""

    kind: Literal["other_turn"] = "other_turn"
    player: str
    note: str = ""


def check_active(state: MontanaState, pid: str) -> None:
    if state.finished:
        raise RuleError(said("montana", "the game is over"), section="MT")
    if pid != state.active:
        raise RuleError(said("montana", "it is {name}'s turn", name=state.player(state.active).name), section="MT")


def reset_full_areas(state: MontanaState, ledger: Ledger) -> None:
    """End of a turn: an area whose large fields are all taken empties (MT goods fields)."""
    for area_id, area in state.areas.items():
        if all(occ is not None for occ in area.large):
            for occ in [*area.large, *area.small]:
                if occ is not None:
                    owner = state.player(occ.player)
                    owner.workers[occ.colour] = owner.workers.get(occ.colour, 0) + occ.count
                    ledger.record(owner.id, "workers", occ.count, "montana.area_full", SECTION_FIELDS, area=area_id)
            area.large = [None] * len(area.large)
            area.small = [None] * len(area.small)


def end_turn(state: MontanaState, ledger: Ledger) -> None:
    reset_full_areas(state, ledger)
    state.active = clockwise_from(state.players, state.active)[1].id
    state.turn += 1
    ledger.remark(state.active, "montana.your_turn", "MT")


def apply_other_turn(state: MontanaState, entry: OtherTurn) -> Outcome:
    pid = find(state.players, entry.player).id
    check_active(state, pid)
    ledger = Ledger()
    if entry.note:
        ledger.remark(pid, "core.table_note", "", text=entry.note)
    else:
        ledger.remark(pid, "montana.other_turn", "")
    end_turn(state, ledger)
    return Outcome(state=state, ledger=list(ledger))
