"""The Test Track: cars rolling off the Assembly Line, cars claimed, the Pace Car and the Meeting it calls.

KDE Assembly Line, A Car Rolls off the Line: the player scores 1 or 2 pp (by the
conveyor) and the car takes the first empty space behind the Pace Car; the track
holds 4 cars (3 or 2 with the overlay of KDE 3- and 2-Player Rules), so a car
beyond that pushes out the car right behind the Pace Car. KDE Testing &
Innovation, Claim Cars: the claimed cars leave the track, the Pace Car advances
one space per car and the others close the gaps. KDE Meeting Time: when the
Pace Car reaches or crosses the next checkered space a Meeting is held at the
end of the day. Sandra's task in Testing & Innovation advances it one step.
"""

from __future__ import annotations

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState

ROLL_OFF = "KDE Assembly Line, A Car Rolls off the Line"
MEETING_TIME = "KDE Meeting Time"


class CarOff(Model):
    """A car that reached the end of the Assembly Line: its Model and the pp of the conveyor that delivered it."""

    model: str
    pp: int = Field(ge=1, le=2)


def roll_off(state: KanbanState, pid: str, car: CarOff, ledger: Ledger) -> None:
    if car.model not in state.board.names.models:
        raise RuleError(f"there is no {car.model} Model (Models: {', '.join(state.board.names.models)})", section=ROLL_OFF)
    add_pp(state, pid, car.pp, f"the {car.model} car rolls off the line", ROLL_OFF, ledger)
    state.test_track.append(car.model)
    room = state.board.for_players(len(state.players)).test_track_cars
    if len(state.test_track) > room:
        gone = state.test_track.pop(0)
        ledger.note(None, f"the Test Track holds {room} cars: the {gone} car right behind the Pace Car goes back to the supply",
                    ROLL_OFF)
    ledger.note(None, f"behind the Pace Car: {', '.join(state.test_track)}", ROLL_OFF)


def take_claimed(state: KanbanState, claims: list[tuple[int, str]], ledger: Ledger) -> None:
    """Cars claimed (place behind the Pace Car before the first claim, Model) leave the track; the Pace Car advances."""
    for position, model in claims:
        there = state.test_track[position - 1] if position <= len(state.test_track) else None
        if there != model:
            what = f"the {there} car" if there else "no car"
            raise RuleError(f"{position} place(s) behind the Pace Car there is {what}, not the {model} car",
                            section="KDE Testing & Innovation, Action: Claim Cars")
    gone = {position - 1 for position, _ in claims}
    state.test_track = [car for k, car in enumerate(state.test_track) if k not in gone]
    advance_pace(state, len(claims), ledger, f"{len(claims)} car(s) claimed")


def advance_pace(state: KanbanState, steps: int, ledger: Ledger, why: str) -> None:
    """The Pace Car moves `steps` spaces; reaching or crossing the next checkered space calls a Meeting tonight."""
    if steps <= 0:
        return
    every = state.board.numbers.checkered_every
    state.pace += steps
    ledger.note(None, f"the Pace Car advances {steps} space(s) ({why}): {min(state.pace, every)} of {every} to the checkered space",
                MEETING_TIME)
    if state.pace >= every:
        state.pace %= every
        if not state.meeting_scheduled:
            state.meeting_scheduled = True
            ledger.note(None, "the Pace Car reached a checkered space: a Meeting at the end of the day", MEETING_TIME)
