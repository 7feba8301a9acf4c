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
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.wording import said
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
        raise RuleError(said("kanban", "there is no {model} Model (Models: {join})", model=car.model, join=', '.join(state.board.names.models)), section=ROLL_OFF)
    add_pp(state, pid, car.pp, ROLL_OFF, ledger, "kanban.rolls_off", model=car.model)
    state.test_track.append(car.model)
    room = state.board.for_players(len(state.players)).test_track_cars
    if len(state.test_track) > room:
        gone = state.test_track.pop(0)
        ledger.remark(None, "kanban.track_full", ROLL_OFF, room=room, model=gone)
    ledger.remark(None, "kanban.behind_pace_car", ROLL_OFF, cars=joined(state.test_track))


def take_claimed(state: KanbanState, claims: list[tuple[int, str]], ledger: Ledger) -> None:
    """Cars claimed (place behind the Pace Car before the first claim, Model) leave the track; the Pace Car advances."""
    for position, model in claims:
        there = state.test_track[position - 1] if position <= len(state.test_track) else None
        if there != model:
            what = f"the {there} car" if there else "no car"
            raise RuleError(said("kanban", "{position} {position:noun/place} behind the Pace Car there is {what}, not the {model} car", position=position, what=what, model=model),
                            section="KDE Testing & Innovation, Action: Claim Cars")
    gone = {position - 1 for position, _ in claims}
    state.test_track = [car for k, car in enumerate(state.test_track) if k not in gone]
    advance_pace(state, len(claims), ledger, "kanban.pace_claimed", claimed=len(claims))


def advance_pace(state: KanbanState, steps: int, ledger: Ledger, why: str, **params: int | str) -> None:
    """The Pace Car moves `steps` spaces (`why`: a code with `params`); reaching or crossing the next checkered space calls a Meeting tonight."""
    if steps <= 0:
        return
    every = state.board.numbers.checkered_every
    state.pace += steps
    ledger.remark(None, "kanban.pace_car", MEETING_TIME, steps=steps, why=why, at=min(state.pace, every), every=every, **params)
    if state.pace >= every:
        state.pace %= every
        if not state.meeting_scheduled:
            state.meeting_scheduled = True
            ledger.remark(None, "kanban.meeting_called", MEETING_TIME)
