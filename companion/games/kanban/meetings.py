"""Meetings: scoring Performance Goals in speaking order, then New Business.

KDE Meetings, Scoring Against Performance Goals: a card pays its pp per thing
counted, up to its multiplier for the first speaker, one time fewer for each
later speaker, and only as many players may speak on it as it allows. A
player speaks on a goal at most once, with a face-up Seat of their colour,
and presents their pet project once. New Business: used Seats go face-down,
Red Seats flip Seats face-up, the next Performance Goals are laid out, and
the Production Cycle marker advances.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.kanban.measures import count
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.seats import flip_red_seats
from companion.games.kanban.state import KanbanState
from companion.games.kanban.week import check_end

SECTION = "KDE Meetings, Scoring Against Performance Goals"
NEW_BUSINESS = "KDE Meetings (New Business)"


class Speech(Model):
    """A Seat placed on a Performance Goal; `count` only when the table counts it itself."""

    player: str
    goal: int
    count: int | None = Field(default=None, ge=0)


class Meeting(Model):
    kind: Literal["meeting"] = "meeting"
    #: the pet project each player presented (card number)
    pet_projects: dict[str, int] = {}
    speeches: list[Speech] = []
    #: the Performance Goals laid out for the next Meeting
    next_goals: list[int] = []


def speaking_order(state: KanbanState) -> list[str]:
    """Right to left on the Certification Track: the most certified first (KDE Meetings)."""
    return list(state.certification_order) or [p.id for p in state.players]


def speech_score(state: KanbanState, pid: str, goal: int, earlier: int, counted: int | None = None) -> tuple[int, int, int]:
    """(pp, times scored, count) for `pid` speaking on `goal` after `earlier` speakers."""
    card = state.board.performance_goal(goal)
    have = count(state, pid, card) if counted is None else counted
    times = max(0, min(have, card.multiplier - earlier))
    return card.pp * times, times, have


def apply_meeting(state: KanbanState, entry: Meeting) -> Outcome:
    ledger = Ledger()
    board = state.board
    if not state.meeting_scheduled:
        raise RuleError(said("kanban", "no Meeting is due: the Pace Car has not reached a checkered space"), section="KDE Meeting Time")
    if state.meeting_open:
        raise RuleError(said("kanban", "this Meeting is being held turn by turn: go on with the next speaker"), section="KDE Meetings")
    pets = {find(state.players, k).id: v for k, v in entry.pet_projects.items()}
    missing = [p.name for p in state.players if p.id not in pets]
    if missing:
        raise RuleError(said("kanban", "every player presents a pet project once; missing: {join}", join=', '.join(missing)), section="KDE Meetings")
    for number in [*pets.values(), *entry.next_goals]:
        _card(state, number)
    open_goals = set(state.goals_on_table) | set(pets.values())
    speakers: dict[int, list[str]] = {}
    seats_used: dict[str, int] = {}
    for s in entry.speeches:
        pid = find(state.players, s.player).id
        name = state.player(pid).name
        card = _card(state, s.goal)
        if s.goal not in open_goals:
            raise RuleError(said("kanban", "Performance Goal {goal} is neither on the table nor a presented pet project", goal=s.goal), section=SECTION)
        done = speakers.setdefault(s.goal, [])
        if pid in done:
            raise RuleError(said("kanban", "{name} has already spoken on Performance Goal {goal}", name=name, goal=s.goal), section=SECTION)
        if len(done) >= card.speakers:
            raise RuleError(said("kanban", "Performance Goal {goal} allows {speakers} {speakers:noun/speaker}", goal=s.goal, speakers=card.speakers), section=SECTION)
        seats_used[pid] = seats_used.get(pid, 0) + 1
        if seats_used[pid] > state.player(pid).seats_up:
            raise RuleError(said("kanban", "{name} has no face-up Seat left at the conference table", name=name), section="KDE Meetings")
        score_speech(state, pid, s.goal, len(done), s.count, state.player(pid).seats_up - seats_used[pid] + 1, ledger)
        done.append(pid)
    new_business(state, seats_used, entry.next_goals, ledger)
    return Outcome(state=state, ledger=list(ledger))


def score_speech(state: KanbanState, pid: str, goal: int, earlier: int, count: int | None, seats_at_table: int,
                 ledger: Ledger) -> None:
    """One Seat placed on `goal` after `earlier` speakers: its pp and ledger line (`count` given: counted at
    the table). `seats_at_table`: the player's face-up Seats still at the table, this one included (card 32)."""
    card = _card(state, goal)
    counted = count
    if counted is None and card.measure == "seats":
        counted = seats_at_table  # the Seats still at the table as this one is placed (KDE card 32; see notes.md)
    pp, times, have = speech_score(state, pid, goal, earlier, counted)
    how = "kanban.counted_at_table" if count is not None else "kanban.counted_by_companion"
    speech: dict[str, int | str] = {"goal": goal, "speaker": earlier + 1, "have": have, "measure": card.measure,
                                    "how": how, "times": times, "pp": card.pp, "most": card.multiplier - earlier}
    if pp:
        add_pp(state, pid, pp, SECTION, ledger, "kanban.speech", **speech)
    else:
        ledger.remark(pid, "kanban.speech_no_pp", SECTION, speech="kanban.speech", **speech)


def _card(state: KanbanState, number: int):
    try:
        return state.board.performance_goal(number)
    except KeyError:
        raise InputError(said("kanban", "there is no Performance Goal card {number}", number=number)) from None


def new_business(state: KanbanState, seats_used: dict[str, int], next_goals: list[int], ledger: Ledger) -> None:
    """KDE Meetings, New Business 1-6: used Seats face-down, Red Seats flip Seats up, the next goals, the cycle."""
    for p in state.players:
        used = seats_used.get(p.id, 0)
        p.seats_up -= used
        p.seats_down += used
        if used:
            ledger.remark(p.id, "kanban.seats_face_down", NEW_BUSINESS, count=used)
        flip_red_seats(state, p.id, ledger, NEW_BUSINESS)
    state.goals_on_table = list(next_goals)
    state.meeting_scheduled = False
    state.cycle += 1
    ledger.remark(None, "kanban.cycle_moves", NEW_BUSINESS, cycle=state.cycle)
    check_end(state, ledger)
