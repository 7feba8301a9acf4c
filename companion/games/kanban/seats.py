"""Seats: earning one, and turning Red Seats into Seats of a player's colour.

KDE Assembly Line, Demand Tiles (the procedure for any Red Seat): a face-down
Seat of the player's colour at the conference table is flipped face-up; if
there is none left, the Red Seat waits on the Player Board. After a Meeting,
each Red Seat discarded flips one more face-up (KDE Meetings, New Business 2), as
many as possible: a Red Seat with no face-down Seat left for it (the fourth of four
Red Seats with three face-down Seats) keeps waiting on the Player Board (notes.md).
Exchanging a Red Seat outside a Meeting: `red_seats.py`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.players import find
from companion.core.pack import Outcome
from companion.games.kanban.state import KanbanState

SECTION = "KDE Assembly Line, Demand Tiles"


class SeatEarned(Model):
    """A player earns Seats (Factory Goal, Demand tile, garage, Certification Track...)."""

    kind: Literal["seat"] = "seat"
    player: str
    count: int = Field(default=1, ge=1)
    #: why, in the table's words ("" when none is given: "Seat earned", in the catalog's words)
    reason: str = ""


def gain_seat(state: KanbanState, pid: str, ledger: Ledger, why: str, **params: int | str) -> None:
    """One Seat earned, `why` a code with `params`."""
    p = state.player(pid)
    if p.seats_down > 0:
        p.seats_down -= 1
        p.seats_up += 1
        ledger.remark(pid, "kanban.seat_up", SECTION, why=why, **params)
    else:
        p.red_seats += 1
        ledger.remark(pid, "kanban.seat_red", SECTION, why=why, **params)


def flip_red_seats(state: KanbanState, pid: str, ledger: Ledger, section: str) -> None:
    """Discard Red Seats to turn face-down Seats face-up, as many as possible."""
    p = state.player(pid)
    n = min(p.red_seats, p.seats_down)
    if n:
        p.red_seats -= n
        p.seats_down -= n
        p.seats_up += n
        ledger.remark(pid, "kanban.red_seats_flipped", section, count=n)
    if p.red_seats:
        ledger.remark(pid, "kanban.red_seats_wait", section, count=p.red_seats)



def apply_seat(state: KanbanState, entry: SeatEarned) -> Outcome:
    pid = find(state.players, entry.player).id
    ledger = Ledger()
    for _ in range(entry.count):
        if entry.reason:
            gain_seat(state, pid, ledger, "kanban.noted", text=entry.reason)
        else:
            gain_seat(state, pid, ledger, "kanban.seat_earned")
    return Outcome(state=state, ledger=list(ledger))
