"""Sandra, the factory manager: her assessment of a department and her task there.

KDE Factory Manager: Nice Sandra reviews the most trained player of the
department (stacking order breaks a tie: the top disc) and, if that player
meets the department's requirement, rewards 1 pp per banked Shift above 5;
nobody who has not started training is rewarded. Mean Sandra audits the
least trained player or players and, if they fall short of the department's
standard, takes 1 pp per banked Shift fewer than 5. Then she does the
department's task; in Administration she advances the Week marker and scores
the End of the Week. On the first day she only does paperwork (KDE Round
Overview 2).
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.decisions import Answers
from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.messages import render
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.kanban import alley, assembly, design, logistics
from companion.games.kanban.board import Department
from companion.games.kanban.measures import count
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState
from companion.games.kanban.testtrack import advance_pace
from companion.games.kanban.training import least_trained, most_trained
from companion.games.kanban.week import check_end, score_end_of_week

SECTION = "KDE Factory Manager"
#: house rules (the seed's wording of Nice Sandra): every tied leader is reviewed; all banked Shifts count
EVERY_LEADER = "nice_sandra_every_tied_leader"
EVERY_SHIFT = "nice_sandra_counts_every_shift"


class SandraVisit(Model):
    """Sandra's turn in the department she moved to."""

    kind: Literal["sandra"] = "sandra"
    #: where she is; computed (and left out) when the companion follows Workstation Alley
    department: Department | None = None
    #: Testing & Innovation: her Pace Car step reached a checkered space (a Meeting is due); computed
    #: when the companion follows the Test Track
    meeting: bool = False
    #: answers to the questions her task asks (in Design: the Design face-up on the shuffled Central deck)
    answers: dict[str, Any] = {}


def assessment(state: KanbanState, dept: str) -> list[tuple[str, int, str]]:
    """(player, pp change, explanation in words) for Sandra's review of `dept` in the game's mode."""
    return [(pid, pp, render(code, params)) for pid, pp, code, params in assessment_lines(state, dept)]


def assessment_lines(state: KanbanState, dept: str) -> list[tuple[str, int, str, dict[str, int | str]]]:
    """(player, pp change, explanation code, its parameters) for Sandra's review of `dept` in the game's mode."""
    spec = state.board.department(dept)
    n = state.board.numbers
    out: list[tuple[str, int, str, dict[str, int | str]]] = []
    if state.mode == "nice":
        for pid in most_trained(state, dept, every_tied=state.house_rule(EVERY_LEADER)):
            have = count(state, pid, spec.counts)
            shifts = state.player(pid).shifts
            seen: dict[str, int | str] = {"department": spec.name, "have": have, "measure": spec.counts}
            if have < spec.reward_at_least:
                out.append((pid, 0, "kanban.most_short", seen | {"needs": spec.reward_at_least}))
                continue
            if state.house_rule(EVERY_SHIFT):
                above, what = shifts, {"what": "kanban.every_shift"}
            else:
                above, what = max(0, shifts - n.nice_reward_above), {"what": "kanban.shifts_above", "above_at": n.nice_reward_above}
            out.append((pid, above, "kanban.most_rewarded", seen | what | {"above": above, "shifts": shifts}))
    else:
        for pid in least_trained(state, dept):
            have = count(state, pid, spec.counts)
            shifts = state.player(pid).shifts
            seen = {"department": spec.name, "have": have, "measure": spec.counts}
            if have > spec.penalty_at_most:
                out.append((pid, 0, "kanban.least_over", seen | {"over": spec.penalty_at_most}))
                continue
            short = max(0, n.mean_penalty_below - shifts)
            out.append((pid, -short, "kanban.least_penalised", seen | {"short": short, "below": n.mean_penalty_below, "shifts": shifts}))
    return out


def visited(state: KanbanState, entry: SandraVisit) -> str:
    """The department Sandra assesses: where she moved (Workstation Alley) or where the table says."""
    if not state.workstations:
        if entry.department is None:
            raise InputError(said("kanban", "say which department Sandra goes to"))
        return entry.department
    if entry.meeting:
        raise RuleError(said("kanban", "the companion follows the Pace Car: a Meeting is called when it reaches a checkered space"),
                        section="KDE Meeting Time")
    if state.sandra_done:
        raise RuleError(said("kanban", "Sandra has already taken her turn today"), section="KDE Round Overview 2 (Working Phase)")
    here = state.sandra or "administration"
    if entry.department not in (None, here):
        raise RuleError(said("kanban", "Sandra is in {name} today, not in {name2}", name=state.board.department(here).name, name2=state.board.department(entry.department).name), section="KDE Round Overview 1")
    alley.check_turn(state, alley.SANDRA)
    return here


def apply_sandra(state: KanbanState, entry: SandraVisit) -> Outcome:
    ledger = Ledger()
    if state.finished:
        raise RuleError(said("kanban", "the game is over"), section="KDE End of the game")
    if state.meeting_open:
        raise RuleError(said("kanban", "the Meeting has begun: everyone's turn of the day is over"), section="KDE Meetings")
    dept = visited(state, entry)
    state.sandra_done = state.workstations
    if state.day == 1:
        if dept != "administration":
            raise RuleError(said("kanban", "on the first day Sandra sits at her desk in Administration"), section="KDE Round Overview 1")
        state.sandra = dept
        ledger.remark(None, "kanban.paperwork", "KDE Round Overview 2")
        return Outcome(state=state, ledger=list(ledger))
    state.sandra = dept
    for pid, pp, why, params in assessment_lines(state, dept):
        if pp:
            add_pp(state, pid, pp, SECTION, ledger, "kanban.sandra_pp", why=why, **params)
        else:
            ledger.remark(pid, "kanban.sandra_no_pp", SECTION, why=why, **params)
    spec = state.board.department(dept)
    ledger.remark(None, "kanban.sandra_task", SECTION, task=spec.task)
    if dept == "logistics":
        logistics.sandra_task(state, ledger)
    if dept == "assembly":
        assembly.sandra_task(state, ledger)
    if dept == "design":
        design.sandra_task(state, Answers(entry.answers), ledger)
    if dept == "testing" and state.workstations:
        advance_pace(state, 1, ledger, "kanban.pace_sandra")
    if dept == "administration":
        state.week += 1
        ledger.remark(None, "kanban.week_moves", SECTION, week=state.week)
        score_end_of_week(state, ledger)
        check_end(state, ledger)
    if entry.meeting:
        if dept != "testing":
            raise RuleError(said("kanban", "only Sandra's Pace Car step in Testing & Innovation can call a Meeting"), section=SECTION)
        state.meeting_scheduled = True
        ledger.remark(None, "kanban.meeting_called", "KDE Meeting Time")
    return Outcome(state=state, ledger=list(ledger))
