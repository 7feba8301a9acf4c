"""Exchanging a Red Seat for a Seat of one's colour (KDE Meetings).

"At any time, except during a Meeting": a Red Seat waiting on the Player Board is discarded and a
face-down Seat of the player's colour at the conference table is turned face-up. Earning a Seat and
New Business flip every face-down Seat they can by themselves (`seats.py`), so this is the player's
move when a face-down Seat appears otherwise, such as the fifth Seat unlocked by the Administration
certification (notes.md).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.kanban.meeting_turns import in_meeting
from companion.games.kanban.state import KanbanState

EXCHANGE = "KDE Meetings (exchanging a Red Seat)"


class SeatExchange(Model):
    """Red Seats from the Player Board exchanged for face-down Seats of the player's colour, turned face-up."""

    kind: Literal["exchange_seat"] = "exchange_seat"
    player: str
    count: int = Field(default=1, ge=1)


def exchangeable(state: KanbanState, pid: str) -> int:
    """How many Red Seats the player may exchange now: one per Red Seat on the board and face-down Seat."""
    p = state.player(pid)
    return 0 if in_meeting(state) else min(p.red_seats, p.seats_down)


def apply_exchange(state: KanbanState, entry: SeatExchange) -> Outcome:
    p = find(state.players, entry.player)
    if in_meeting(state):
        raise RuleError(said("kanban", "a Red Seat cannot be exchanged during a Meeting"), section=EXCHANGE)
    if p.red_seats < entry.count:
        raise RuleError(said("kanban", "{name} has {red_seats} Red {red_seats:noun/Seat} on the Player Board", name=p.name, red_seats=p.red_seats), section=EXCHANGE)
    if p.seats_down < entry.count:
        raise RuleError(said("kanban", "{name} has {seats_down} face-down {seats_down:noun/Seat} at the conference table to turn face-up", name=p.name, seats_down=p.seats_down), section=EXCHANGE)
    p.red_seats -= entry.count
    p.seats_down -= entry.count
    p.seats_up += entry.count
    ledger = Ledger()
    ledger.remark(p.id, "kanban.red_seats_flipped", EXCHANGE, count=entry.count)
    if p.red_seats:
        ledger.remark(p.id, "kanban.red_seats_wait", EXCHANGE, count=p.red_seats)
    return Outcome(state=state, ledger=list(ledger))
