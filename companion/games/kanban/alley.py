"""Workstation Alley: the Department Selection Phase and Sandra's moves.

KDE Round Overview 1: each day every worker (Sandra too) takes an empty
workstation, one worker per workstation, never in the department of
yesterday. The first day the players choose right to left on the
Certification Track while Sandra sits at her desk in Administration; after
that the order is left to right in Workstation Alley by yesterday's places
(KDE Board Description: A to F, the left space of A first, Sandra's desk F
last). Sandra moves to the first available workstation of the next
department to the right, or to her desk when that is Administration; from
her desk she starts back at the leftmost department. A department with no
free workstation is skipped (KDE Components: the game is one day shorter).
A workstation is taken while a worker stands on it: chosen today, or kept
from yesterday by a worker who has not chosen yet (notes.md).
KDE 2-Player Rules: a player may not move to the department where Sandra is.
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
from companion.games.kanban.board import DEPARTMENTS, Department
from companion.games.kanban.state import KanbanState, Station

SECTION = "KDE Round Overview 1 (Department Selection Phase)"
TURNS = "KDE Round Overview 2 (Working Phase)"
#: Sandra in an order of workers (no player id is empty)
SANDRA = ""
DESK = Station(department="administration", workstation=None)


class Select(Model):
    """A player puts the worker on a workstation (1 = the department's left workstation)."""

    kind: Literal["select"] = "select"
    player: str
    department: Department
    workstation: int = Field(ge=1)


def spot(station: Station) -> tuple[int, int]:
    """A place's rank left to right in Workstation Alley (Sandra's desk F after Administration's workstations)."""
    return DEPARTMENTS.index(station.department), station.workstation or 99


def shifts_at(state: KanbanState, station: Station) -> int:
    return state.board.department(station.department).workstation_shifts[(station.workstation or 1) - 1]


def station_line(state: KanbanState, station: Station) -> dict[str, int | str]:
    """A workstation as line parameters: `station` names its code (kanban.station_*), with that code's parameters."""
    spec = state.board.department(station.department)
    if station.workstation is None:
        return {"station": "kanban.station_desk"}
    where = {"department": spec.name, "shifts": shifts_at(state, station)}
    side = {1: "kanban.station_left", len(spec.workstation_shifts): "kanban.station_right"}.get(station.workstation)
    if side is None:
        return {"station": "kanban.station_number", "number": station.workstation, **where}
    return {"station": side, **where}


def station_name(state: KanbanState, station: Station) -> str:
    line = station_line(state, station)
    return said("kanban", "{station:msg}", **line)


def selection_order(state: KanbanState) -> list[str]:
    """Who chooses today, in order (SANDRA for Sandra): the Certification Track the first day, then yesterday's places."""
    if state.day == 1 or not state.stood:
        return list(state.certification_order) or [p.id for p in state.players]
    places = {pid: spot(s) for pid, s in state.stood.items()}
    if state.sandra_stood is not None:
        places[SANDRA] = spot(state.sandra_stood)
    return sorted(places, key=lambda w: places[w])


def next_to_choose(state: KanbanState) -> str | None:
    """The worker whose turn it is to choose a workstation (SANDRA for Sandra); None when everyone has."""
    for worker in selection_order(state):
        if worker == SANDRA and state.sandra_at is None:
            return SANDRA
        if worker != SANDRA and worker not in state.placed:
            return worker
    return None


def selection_done(state: KanbanState) -> bool:
    return next_to_choose(state) is None


def taken(state: KanbanState) -> set[tuple[str, int | None]]:
    """The workstations a worker stands on now: chosen today, or kept from yesterday by a worker yet to choose."""
    out = {(s.department, s.workstation) for s in state.placed.values()}
    out |= {(s.department, s.workstation) for pid, s in state.stood.items() if pid not in state.placed}
    for station in (state.sandra_at, state.sandra_stood if state.sandra_at is None else None):
        if station is not None:
            out.add((station.department, station.workstation))
    return out


def free_workstations(state: KanbanState, dept: str) -> list[Station]:
    busy = taken(state)
    count = len(state.board.department(dept).workstation_shifts)
    return [Station(department=dept, workstation=k) for k in range(1, count + 1) if (dept, k) not in busy]


def sandra_department(state: KanbanState) -> str:
    """Where Sandra stands now (today's place once she has moved, else yesterday's, else her desk)."""
    return (state.sandra_at or state.sandra_stood or DESK).department


def choices(state: KanbanState, pid: str) -> list[Station]:
    """The free workstations a player may take now, left to right (none when it is not their turn)."""
    if next_to_choose(state) != pid:
        return []
    p = state.player(pid)
    out = []
    for dept in DEPARTMENTS:
        if dept == p.yesterday or (len(state.players) == 2 and dept == sandra_department(state)):
            continue
        out += free_workstations(state, dept)
    return out


def sandra_move(state: KanbanState) -> tuple[Station, list[str]]:
    """Sandra's next place and the departments she skips (no free workstation there)."""
    start = DEPARTMENTS.index((state.sandra_stood or DESK).department)
    skipped = []
    for step in range(1, len(DEPARTMENTS) + 1):
        dept = DEPARTMENTS[(start + step) % len(DEPARTMENTS)]
        if dept == "administration":
            return DESK, skipped
        free = free_workstations(state, dept)
        if free:
            return free[0], skipped
        skipped.append(dept)
    return DESK, skipped  # pragma: no cover - Administration is always reached


def settle(state: KanbanState, ledger: Ledger) -> None:
    """Move Sandra whenever the order of choosing comes to her (SOP: the next department to the right)."""
    while state.workstations and next_to_choose(state) == SANDRA:
        station, skipped = sandra_move(state)
        for dept in skipped:
            ledger.remark(None, "kanban.sandra_skips", SECTION, department=state.board.department(dept).name)
        state.sandra_at = station
        state.sandra = station.department
        ledger.remark(None, "kanban.sandra_moves", SECTION, **station_line(state, station))


def apply_select(state: KanbanState, entry: Select) -> Outcome:
    p = find(state.players, entry.player)
    if not state.workstations:
        raise RuleError(said("kanban", "this game types each day's department in the work entry; there is no selection to enter"),
                        section=SECTION)
    turn = next_to_choose(state)
    if turn != p.id:
        raise RuleError(said("kanban", "it is {name}'s turn to choose a workstation, not {name2}'s", name=state.player(turn).name, name2=p.name), section=SECTION)
    spec = state.board.department(entry.department)
    if entry.workstation > len(spec.workstation_shifts):
        raise RuleError(said("kanban", "{name} has {n} workstations", name=spec.name, n=len(spec.workstation_shifts)), section=SECTION)
    if entry.department == p.yesterday:
        raise RuleError(said("kanban", "{name} worked in {name2} yesterday; pick another department today", name=p.name, name2=spec.name), section=SECTION)
    if len(state.players) == 2 and entry.department == sandra_department(state):
        raise RuleError(said("kanban", "Sandra is in {name}: with two players nobody may move to her department", name=spec.name),
                        section="KDE 2-Player Rules")
    station = Station(department=entry.department, workstation=entry.workstation)
    if (station.department, station.workstation) in taken(state):
        raise RuleError(said("kanban", "{station_name} is taken: one worker per workstation", station_name=station_name(state, station)), section=SECTION)
    state.placed[p.id] = station
    ledger = Ledger()
    ledger.remark(p.id, "kanban.takes_station", SECTION, **station_line(state, station))
    settle(state, ledger)
    if selection_done(state):
        ledger.remark(None, "kanban.working_phase", "KDE Round Overview 2 (Working Phase)")
    return Outcome(state=state, ledger=list(ledger))


def working_order(state: KanbanState) -> list[str]:
    """Today's Working Phase, left to right in Workstation Alley (SANDRA for Sandra)."""
    places = {pid: spot(s) for pid, s in state.placed.items()}
    if state.sandra_at is not None:
        places[SANDRA] = spot(state.sandra_at)
    return sorted(places, key=lambda w: places[w])


def begun(state: KanbanState) -> set[str]:
    """The workers whose turn of today's Working Phase has begun (a work entry, or Sandra's turn)."""
    return set(state.today) | ({SANDRA} if state.sandra_done else set())


def check_turn(state: KanbanState, worker: str) -> None:
    """KDE Round Overview 2: left to right in Workstation Alley, Sandra in her place among the players.

    In games of log format 4 (`state.exact_turns`) a worker's turn comes once every worker to the
    left has begun theirs (a player with nothing to do enters a work entry with no task), and is
    over once a worker to the right has begun. Older games check only who works before Sandra.
    """
    order = working_order(state)
    if worker not in order:
        return
    name = "Sandra" if worker == SANDRA else state.player(worker).name
    if not state.exact_turns:
        if worker == SANDRA or SANDRA not in order:
            return
        before = order.index(worker) < order.index(SANDRA)
        if before and state.sandra_done:
            raise RuleError(said("kanban", "Sandra has taken her turn; {name} worked before her today", name=name), section=TURNS)
        if not before and not state.sandra_done:
            raise RuleError(said("kanban", "Sandra works before {name} today: enter her turn first", name=name), section=TURNS)
        return
    done = begun(state)
    at = order.index(worker)
    waiting = next((w for w in order[:at] if w not in done), None)
    if waiting is not None:
        first = "Sandra" if waiting == SANDRA else state.player(waiting).name
        raise RuleError(said("kanban", "{first} works before {name} today, left to right in Workstation Alley: enter {first}'s turn first (a work entry with no task if there is nothing to do)", first=first, name=name), section=TURNS)
    later = next((w for w in order[at + 1:] if w in done), None)
    if later is not None:
        after = "Sandra" if later == SANDRA else state.player(later).name
        raise RuleError(said("kanban", "{after} has begun working, to the right of {name}: {name}'s turn today is over", after=after, name=name), section=TURNS)


def check_day_done(state: KanbanState) -> None:
    """KDE Round Overview 2: the day ends after everyone has worked (games of log format 4)."""
    if not state.exact_turns:
        return
    waiting = next((w for w in working_order(state) if w != SANDRA and w not in state.today), None)
    if waiting is not None:
        name = state.player(waiting).name
        raise RuleError(said("kanban", "{name} has not taken a turn today: enter {name}'s work first (a work entry with no task if there is nothing to do)", name=name), section=TURNS)


def end_day(state: KanbanState, ledger: Ledger) -> None:
    """Tonight's places become yesterday's; tomorrow's order of choosing starts (Sandra moves if she is first)."""
    state.stood = dict(state.placed)
    state.sandra_stood = state.sandra_at
    state.placed = {}
    state.sandra_at = None
    state.sandra_done = False
    for p in state.players:
        p.yesterday = state.stood[p.id].department if p.id in state.stood else None
    if not state.end_triggered:
        settle(state, ledger)


def check_workstation(state: KanbanState, pid: str, department: str, shifts: int | None) -> None:
    """A player works at the workstation they chose today, in their turn of the Working Phase."""
    station = state.placed.get(pid)
    name = state.player(pid).name
    if station is None:
        raise RuleError(said("kanban", "{name} has no workstation today", name=name), section=SECTION)
    if station.department != department or shifts not in (None, shifts_at(state, station)):
        raise RuleError(said("kanban", "{name}'s place today is {station_name}", name=name, station_name=station_name(state, station)), section=SECTION)
    check_turn(state, pid)
