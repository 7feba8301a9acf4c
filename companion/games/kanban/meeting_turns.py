"""A Meeting turn by turn: each player speaks or passes in the speaking order, then New Business.

KDE Meetings: the Meeting begins once everyone has taken their turns for the day; the
speaking order runs from the most to the least certified player (right to left on the
Certification Track) and round again. In a turn a player Speaks (presents the pet project
from their hand, once and only once per Meeting, and/or puts one face-up Seat on a
Performance Goal to score it: KDE Scoring Against Performance Goals) or Passes, which they
may only do once their pet project is face-up, and may speak again later. When everyone has
passed in a row, Old Business is over and New Business follows (`new_business`: the used
Seats face-down, Red Seats flip Seats up, the next Performance Goals, Production Cycle +1).

The single `meeting` entry (the whole Meeting at once, `meetings.py`) is kept for the games
stored with it; it is refused once a Meeting has begun turn by turn.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.kanban import alley
from companion.games.kanban.meetings import SECTION, _card, new_business, score_speech, speaking_order
from companion.games.kanban.state import KanbanState

MEETINGS = "KDE Meetings"


class Speak(Model):
    """A turn at the Meeting: the pet project presented (its card number) and/or a Seat on a Performance Goal."""

    kind: Literal["speak"] = "speak"
    player: str
    pet_project: int | None = Field(default=None, ge=1)
    goal: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _something(self):
        if self.pet_project is None and self.goal is None:
            raise ValueError("to speak, present the pet project or put a Seat on a Performance Goal (or both)")
        return self


class MeetingPass(Model):
    """A turn at the Meeting with nothing said (only once the pet project is face-up)."""

    kind: Literal["meeting_pass"] = "meeting_pass"
    player: str


class NewBusiness(Model):
    """Everyone has passed in a row: the Meeting's New Business with the next Meeting's Performance Goals."""

    kind: Literal["new_business"] = "new_business"
    next_goals: list[int] = []


def day_done(state: KanbanState) -> bool:
    """Everyone has taken their turn today (a game that follows Workstation Alley; other games: the table says)."""
    if not state.workstations:
        return True
    order = alley.working_order(state)
    return state.sandra_done and all(w in state.today for w in order if w != alley.SANDRA)


def in_meeting(state: KanbanState) -> bool:
    """A Meeting is being held now (no Recycling, no Red Seat exchanged: KDE Meetings)."""
    return state.meeting_scheduled and (state.meeting_open or (state.workstations and day_done(state)))


def to_speak(state: KanbanState) -> str | None:
    """Whose turn it is at the Meeting (None: no Meeting now, or Old Business is over)."""
    if not state.meeting_scheduled or state.meeting_done or not day_done(state):
        return None
    order = speaking_order(state)
    return order[state.meeting_turn % len(order)]


def seats_left(state: KanbanState, pid: str) -> int:
    """Face-up Seats the player still has at the conference table in this Meeting."""
    return state.player(pid).seats_up - state.meeting_seats.get(pid, 0)


def open_goals(state: KanbanState) -> list[int]:
    """The Performance Goals one may speak on: those on the table and the pet projects presented."""
    return list(dict.fromkeys([*state.goals_on_table, *state.meeting_pets.values()]))


def _check_turn(state: KanbanState, pid: str) -> None:
    if not state.meeting_scheduled:
        raise RuleError(said("kanban", "no Meeting is due: the Pace Car has not reached a checkered space"), section="KDE Meeting Time")
    if not day_done(state):
        raise RuleError(said("kanban", "the Meeting begins once everyone has taken their turn today"), section=MEETINGS)
    if state.meeting_done:
        raise RuleError(said("kanban", "everyone has passed: the Meeting goes on to New Business"), section=MEETINGS)
    now = to_speak(state)
    if now != pid:
        raise RuleError(said("kanban", "it is {name}'s turn at the Meeting (the most certified speaks first)", name=state.player(now).name),
                        section=MEETINGS)


def _next_turn(state: KanbanState) -> None:
    state.meeting_open = True
    state.meeting_turn = (state.meeting_turn + 1) % len(state.players)


def apply_speak(state: KanbanState, entry: Speak) -> Outcome:
    p = find(state.players, entry.player)
    _check_turn(state, p.id)
    ledger = Ledger()
    if entry.pet_project is not None:
        if p.id in state.meeting_pets:
            raise RuleError(said("kanban", "{name} has already presented a pet project at this Meeting", name=p.name), section=MEETINGS)
        _card(state, entry.pet_project)
        if entry.pet_project in open_goals(state):
            raise RuleError(said("kanban", "Performance Goal {pet_project} is already face-up: the pet project comes from {name}'s hand", pet_project=entry.pet_project, name=p.name), section=MEETINGS)
        state.meeting_pets[p.id] = entry.pet_project
        ledger.remark(p.id, "kanban.pet_project", MEETINGS, goal=entry.pet_project)
    if entry.goal is not None:
        card = _card(state, entry.goal)
        if entry.goal not in open_goals(state):
            raise RuleError(said("kanban", "Performance Goal {goal} is neither on the table nor a presented pet project", goal=entry.goal), section=SECTION)
        done = state.meeting_speakers.setdefault(str(entry.goal), [])
        if p.id in done:
            raise RuleError(said("kanban", "{name} has already spoken on Performance Goal {goal}", name=p.name, goal=entry.goal), section=SECTION)
        if len(done) >= card.speakers:
            raise RuleError(said("kanban", "Performance Goal {goal} has had its {speakers} speakers", goal=entry.goal, speakers=card.speakers), section=SECTION)
        left = seats_left(state, p.id)
        if left < 1:
            raise RuleError(said("kanban", "{name} has no face-up Seat left at the conference table (Red Seats cannot be used in a Meeting)", name=p.name), section=MEETINGS)
        score_speech(state, p.id, entry.goal, len(done), None, left, ledger)
        done.append(p.id)
        state.meeting_seats[p.id] = state.meeting_seats.get(p.id, 0) + 1
    state.meeting_passes = 0
    _next_turn(state)
    return Outcome(state=state, ledger=list(ledger))


def apply_pass(state: KanbanState, entry: MeetingPass) -> Outcome:
    p = find(state.players, entry.player)
    _check_turn(state, p.id)
    if p.id not in state.meeting_pets:
        raise RuleError(said("kanban", "{name} must present a pet project before passing", name=p.name), section=MEETINGS)
    ledger = Ledger()
    state.meeting_passes += 1
    _next_turn(state)
    ledger.remark(p.id, "kanban.meeting_pass", MEETINGS)
    if state.meeting_passes >= len(state.players):
        state.meeting_done = True
        ledger.remark(None, "kanban.old_business_done", MEETINGS)
    return Outcome(state=state, ledger=list(ledger))


def apply_new_business(state: KanbanState, entry: NewBusiness) -> Outcome:
    if not state.meeting_scheduled:
        raise RuleError(said("kanban", "no Meeting is due: the Pace Car has not reached a checkered space"), section="KDE Meeting Time")
    if not state.meeting_done:
        now = to_speak(state)
        raise RuleError(said("kanban", "New Business comes once everyone has passed in a row; {name} has not passed yet", name=state.player(now).name)
                        if now else said("kanban", "New Business comes once everyone has passed in a row; the players have not passed yet"),
                        section=MEETINGS)
    for number in entry.next_goals:
        _card(state, number)
    ledger = Ledger()
    new_business(state, dict(state.meeting_seats), entry.next_goals, ledger)
    close(state)
    return Outcome(state=state, ledger=list(ledger))


def close(state: KanbanState) -> None:
    """The Meeting is over: nothing of it is left on the table."""
    state.meeting_open = state.meeting_done = False
    state.meeting_turn = state.meeting_passes = 0
    state.meeting_pets, state.meeting_speakers, state.meeting_seats = {}, {}, {}


def candidates(state: KanbanState, player: str) -> list[dict]:
    """The player's choices at the Meeting when it is their turn; New Business once everyone has passed."""
    if not state.meeting_scheduled or not day_done(state):
        return []
    if state.meeting_done:
        return [{"kind": "new_business", "next_goals": []}]
    if to_speak(state) != player:
        return []
    goals = open_goals(state)
    seat = seats_left(state, player) > 0
    speak = [{"kind": "speak", "player": player, "goal": g} for g in goals] if seat else []
    if player not in state.meeting_pets:
        hand = [c.number for c in state.board.performance_goals if c.number not in goals]
        for n in hand:
            speak.append({"kind": "speak", "player": player, "pet_project": n})
            if seat:  # present it and, in the same turn, speak on it or on a goal face-up (KDE Meetings, Example 2)
                speak += [{"kind": "speak", "player": player, "pet_project": n, "goal": g} for g in (n, *goals)]
        return speak
    return speak + [{"kind": "meeting_pass", "player": player}]
