"""A player's working day: the Shift checks, claiming cars, upgrades, training, end of day.

KDE Round Overview 2 (Working Phase): the workstation gives 2 or 3 Shifts (1 or
2 in Administration); banked Shifts may add to them but never beyond 4 in a
day (Shift Bank example). KDE Department Selection: never the same
department two days running. KDE Testing & Innovation, Claim Cars: 1 Shift for
the first car behind the Pace Car, 2 for the second and third, 3 for the
fourth, by the places before the first claim. KDE General Rule: Books, banked
Shifts and Parts Vouchers gained today are credited at the end of the day.
KDE Assembly Line, Provide Needed Parts: 1 Shift per Car Part provided.

Entries written before format 2 (`migrate_work_v1`) counted the Parts provided
in `other_shifts` (the form asked players to add them there) and claimed with
the first Design of the Model on the desk; both readings are kept for them.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.kanban import alley, assembly, demand, design, garages, logistics
from companion.games.kanban.board import Department
from companion.games.kanban.claims import FIRST_ON_DESK, Claim, claim_cars, claim_cost
from companion.games.kanban.factory_goals import check_goals
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import DayWork, Design, KanbanState, Player, Upgrade
from companion.games.kanban.testtrack import CarOff, roll_off
from companion.games.kanban.training import advance

WORKING = "KDE Round Overview 2 (Working Phase)"
UPGRADE = "KDE Testing & Innovation, Action: Upgrade a Design"

#: where each task of a `work` entry is done (KDE Round Overview 2 and the department chapters):
#: Select a Design in Design, Collect Car Parts in Logistics, Provide Needed Parts on the Assembly
#: Line, Claim Cars and Upgrade a Design in Testing & Innovation; training anywhere.
TASKS: dict[str, tuple[str, ...]] = {
    "design": ("designs_taken",),
    "logistics": ("parts_taken", "kanban_order", "voucher_requested"),
    "assembly": ("parts_used", "cars_off_line", "provide"),
    "testing": ("claims", "upgrades"),
    "administration": (),
}
class UpgradeMade(Model):
    model: str
    part: str
    #: the one-time double upgrade (Certified in Testing & Innovation)
    double: bool = False


class Work(Model):
    """What a player did in the Working Phase (one entry per day, or several that add up)."""

    kind: Literal["work"] = "work"
    player: str
    department: Department
    workstation_shifts: int = Field(ge=0)
    banked_spent: int = Field(default=0, ge=0)
    train: int = Field(default=0, ge=0)
    books: int = Field(default=0, ge=0)
    #: Administration only: the department micro-managed today
    micro_manage: Department | None = None
    train_micro: int = Field(default=0, ge=0)
    books_micro: int = Field(default=0, ge=0)
    designs_taken: list[Design] = []
    parts_taken: dict[str, int] = {}
    #: Car Parts provided to Assembly Spaces (KDE Assembly Line, Provide Needed Parts): 1 Shift each
    parts_used: dict[str, int] = {}
    #: cars that reached the end of the Assembly Line and rolled onto the Test Track (KDE A Car Rolls off the Line)
    cars_off_line: list[CarOff] = []
    claims: list[Claim] = []
    upgrades: list[UpgradeMade] = []
    #: Car Parts provided to a Model's Assembly Spaces in a game that follows the Assembly Line, in order
    #: (KDE Provide Needed Parts; the cars rolling off are computed): 1 Shift each
    provide: list[assembly.Provided] = []
    #: a Kanban Order issued (KDE Logistics): the Car Parts its symbols put in the warehouses, by type
    #: ({} = an order that matched no warehouse); None = no order. Followed when the warehouses are.
    kanban_order: dict[str, int] | None = None
    #: the Parts Voucher a player Certified in Logistics requests (1 Shift, once a day)
    voucher_requested: bool = False
    #: Shifts on tasks the companion does not mirror
    other_shifts: int = Field(default=0, ge=0)
    pp: int = 0
    pp_reason: str = ""
    shifts_banked: int = Field(default=0, ge=0)
    books_gained: int = Field(default=0, ge=0)
    vouchers_gained: int = Field(default=0, ge=0)
    vouchers_spent: int = Field(default=0, ge=0)
    #: the Pace Car reached a checkered space (cars claimed): a Meeting at the end of the day
    meeting: bool = False
    #: answers to the questions the rules ask (the Demand tile drawn)
    answers: dict[str, Any] = {}

    @model_validator(mode="after")
    def _micro(self):
        if self.micro_manage is not None and self.department != "administration":
            raise ValueError("micro_manage: only from Administration (KDE Administration, Action: Micro-Manage)")
        if self.micro_manage is None and (self.train_micro or self.books_micro):
            raise ValueError("train_micro/books_micro need the micro-managed department")
        return self

    @model_validator(mode="after")
    def _counts(self):
        for name in ("parts_taken", "parts_used"):
            if any(k < 0 for k in getattr(self, name).values()):
                raise ValueError(f"{name}: counts of Car Parts are 0 or more")
        return self

    def shifts_used(self, costs: list[int]) -> int:
        """Shifts of this entry: training, 1 per Design, 1 per kind of Part collected, 1 per Part provided,
        the claims by place, 1 per upgrade, and the Shifts on other tasks."""
        claim = sum(costs[c.position - 1] for c in self.claims if c.position <= len(costs))
        types = sum(1 for k in self.parts_taken.values() if k > 0)
        provided = sum(self.parts_used.values()) + len(self.provide)
        logistics = (self.kanban_order is not None) + self.voucher_requested
        return (
            self.train + self.train_micro + len(self.designs_taken) + types + provided + claim + len(self.upgrades)
            + logistics + self.other_shifts
        )


class EndOfDay(Model):
    """Everyone has worked (and Sandra, and a Meeting if one was due): credit the day's gains."""

    kind: Literal["end_of_day"] = "end_of_day"


def apply_work(state: KanbanState, entry: Work) -> Outcome:
    p = find(state.players, entry.player)
    ledger = Ledger()
    if state.finished:
        raise RuleError(said("kanban", "the game is over"), section="KDE End of the game")
    if state.meeting_open:
        raise RuleError(said("kanban", "the Meeting has begun: everyone's turn of the day is over"), section="KDE Meetings")
    if state.workstations:
        if entry.meeting:
            raise RuleError(said("kanban", "the companion follows the Pace Car: a Meeting is called when it reaches a checkered space"),
                            section="KDE Meeting Time")
        alley.check_workstation(state, p.id, entry.department, None if p.id in state.today else entry.workstation_shifts)
    day = _open_day(state, p, entry)
    n = state.board.numbers
    day.banked_spent += entry.banked_spent
    day.shifts_available += entry.banked_spent
    claim_cost(state, [c.position for c in entry.claims])
    day.shifts_used += entry.shifts_used(n.claim_costs)
    if entry.banked_spent > p.shifts:
        raise RuleError(said("kanban", "{name} has only {shifts} {shifts:noun/Shift} in the Shift Bank", name=p.name, shifts=p.shifts), section="KDE Human Resources, Shift Bank")
    if day.shifts_available > n.daily_shift_cap:
        raise RuleError(
            said("kanban", "{name} would work {shifts_available} Shifts today; never more than {daily_shift_cap} in one day", name=p.name, shifts_available=day.shifts_available, daily_shift_cap=n.daily_shift_cap),
            section=WORKING,
        )
    if day.shifts_used > day.shifts_available:
        raise RuleError(
            said("kanban", "{name} uses {shifts_used} {shifts_used:noun/Shift} but has {shifts_available} today ({value} at the workstation + {banked_spent} banked)", name=p.name, shifts_used=day.shifts_used, shifts_available=day.shifts_available, value=day.shifts_available - day.banked_spent, banked_spent=day.banked_spent),
            section=WORKING,
        )
    p.shifts -= entry.banked_spent
    if entry.banked_spent:
        ledger.remark(p.id, "kanban.spends_banked", "KDE Human Resources, Shift Bank", count=entry.banked_spent)
    _tasks_allowed(entry)
    if entry.kanban_order is not None:
        logistics.issue_order(state, p, day, entry.kanban_order, ledger)
    if entry.voucher_requested:
        logistics.request_voucher(state, p, day, ledger)
    _resources(state, p, entry, ledger)
    if state.line:  # the Assembly Line followed (assembly.py)
        assembly.check_typed(state, entry)
        if assembly.at_work(state, entry.department, entry.micro_manage):
            assembly.clean_out(state, p.id, day, ledger)
        assembly.provide(state, p, entry.provide, Answers(entry.answers), ledger)
    elif entry.provide:
        raise RuleError(said("kanban", "this game does not follow the Assembly Line: count the Parts provided by type"),
                        section=assembly.PROVIDE)
    for car in entry.cars_off_line:
        roll_off(state, p.id, car, ledger)
        demand.completed(state, p.id, car.model, ledger)
    if state.display:  # the Design display followed (design.py)
        design.select(state, p, day, entry.designs_taken, Answers(entry.answers), ledger)
    else:
        p.designs.extend(entry.designs_taken)
    claim_cars(state, p, entry.claims, Answers(entry.answers), ledger)
    _upgrades(state, p, entry, ledger)
    answers = Answers(entry.answers)
    _train(state, p, entry.department, entry.train, entry.books, ledger, answers)
    if entry.micro_manage:
        _train(state, p, entry.micro_manage, entry.train_micro, entry.books_micro, ledger, answers)
    if entry.pp:
        if entry.pp_reason:
            add_pp(state, p.id, entry.pp, WORKING, ledger, "kanban.noted", text=entry.pp_reason)
        else:
            add_pp(state, p.id, entry.pp, WORKING, ledger, "kanban.pp_at_table")
    day.shifts_banked += entry.shifts_banked
    day.books_gained += entry.books_gained
    day.vouchers_gained += entry.vouchers_gained
    check_goals(state, p.id, ledger)
    demand.replace_met(state, Answers(entry.answers), p.id, ledger)
    ledger.remark(p.id, "kanban.shifts_today", WORKING, used=day.shifts_used, available=day.shifts_available)
    if entry.meeting:
        state.meeting_scheduled = True
        ledger.remark(None, "kanban.meeting_called", "KDE Meeting Time")
    return Outcome(state=state, ledger=list(ledger))


def _open_day(state: KanbanState, p: Player, entry: Work) -> DayWork:
    day = state.today.get(p.id)
    if day is None:
        if entry.department == p.yesterday:
            raise RuleError(
                said("kanban", "{name} worked in {department} yesterday; pick another department today", name=p.name, department=state.board.department(entry.department).name),
                section="KDE Round Overview 1 (Department Selection Phase)",
            )
        allowed = state.board.department(entry.department).workstation_shifts
        if entry.workstation_shifts not in allowed:
            raise RuleError(
                said("kanban", "a workstation in {department} gives {join} Shifts, not {workstation_shifts}", department=entry.department, join=' or '.join(map(str, allowed)), workstation_shifts=entry.workstation_shifts),
                section=WORKING,
            )
        day = DayWork(department=entry.department, shifts_available=entry.workstation_shifts, shifts_used=0, banked_spent=0)
        state.today[p.id] = day
        p.department = entry.department
    elif day.department != entry.department:
        raise InputError(said("kanban", "{name} already works in {name2} today", name=p.name, name2=state.board.department(day.department).name))
    elif state.exact_turns and not state.workstations and entry.workstation_shifts != day.shifts_available - day.banked_spent:
        # log format 4: more of today's work names the workstation already taken (older games did not check)
        at = day.shifts_available - day.banked_spent
        raise RuleError(said("kanban", "{name} already works at a workstation of {at} {at:noun/Shift} today", name=p.name, at=at), section=WORKING)
    return day


def _tasks_allowed(entry: Work) -> None:
    here = {entry.department, entry.micro_manage}
    for needs, names in TASKS.items():
        if needs not in here and any(getattr(entry, name) not in (None, False, [], {}) or
                                     (name == "kanban_order" and entry.kanban_order is not None) for name in names):
            raise RuleError(said("kanban", "that task is done in {needs}, not in {department}", needs=needs, department=entry.department), section="KDE Round Overview 2")


def _resources(state: KanbanState, p: Player, entry: Work, ledger: Ledger) -> None:
    if state.warehouses:
        logistics.collect(state, p, entry.parts_taken, ledger)
    else:  # the warehouses stay on the cardboard (games that did not name them)
        for part, k in entry.parts_taken.items():
            p.parts[part] = p.parts.get(part, 0) + k
    for part, k in entry.parts_used.items():
        if p.parts.get(part, 0) < k:
            raise RuleError(said("kanban", "{name} has only {get} {part} on the board", name=p.name, get=p.parts.get(part, 0), part=part), section="KDE Logistics")
        p.parts[part] -= k
    if entry.vouchers_spent > p.vouchers:
        raise RuleError(said("kanban", "{name} has only {vouchers} Parts {vouchers:noun/Voucher}", name=p.name, vouchers=p.vouchers), section="KDE Logistics")
    p.vouchers -= entry.vouchers_spent
    if entry.books + entry.books_micro > p.books:
        raise RuleError(said("kanban", "{name} has only {books} {books:noun/Book}", name=p.name, books=p.books), section="KDE Homework")
    p.books -= entry.books + entry.books_micro


def migrate_work_v1(entry: dict) -> dict:
    """A `work` entry of format 1 read as format 2 (same Shifts, same Designs given back).

    Format 1 left the Parts provided out of the Shift count (the form had players add
    them to `other_shifts`), and a claim gave back the first Design of its Model.
    """
    out = dict(entry)
    provided = sum(k for k in (entry.get("parts_used") or {}).values() if isinstance(k, int))
    if provided and isinstance(entry.get("other_shifts"), int):
        out["other_shifts"] = max(0, entry["other_shifts"] - provided)
    if isinstance(entry.get("claims"), list):
        out["claims"] = [{**c, "design": FIRST_ON_DESK} if isinstance(c, dict) and "design" not in c else c
                         for c in entry["claims"]]
    return out


def _upgrades(state: KanbanState, p: Player, entry: Work, ledger: Ledger) -> None:
    n = state.board.numbers
    answers = Answers(entry.answers)
    for u in entry.upgrades:
        design = next((d for d in p.designs if d.model == u.model and d.part == u.part), None)
        if design is None:
            raise RuleError(said("kanban", "{name} needs a Design of the {model} {part} on the desk", name=p.name, model=u.model, part=u.part), section=UPGRADE)
        if u.double:
            _check_double(state, p, u)
        p.designs.remove(design)
        if p.parts.get(u.part, 0) > 0:
            p.parts[u.part] -= 1
        else:
            ledger.remark(p.id, "kanban.part_from_pool", UPGRADE, part=u.part)
        steps = 2 if u.double else 1
        before = state.part_values.get(u.part, 0)
        after = min(n.part_value_max, before + steps)
        state.part_values[u.part] = after
        space = garages.upgrade_space(state, p, u.model, u.part, answers, ledger) if state.printed_benefits else None
        state.upgrades.setdefault(u.model, []).append(Upgrade(player=p.id, part=u.part, double=u.double, space=space))
        add_pp(state, p.id, n.upgrade_pp, UPGRADE, ledger, "kanban.upgraded", part=u.part, model=u.model, before=before, after=after)
        if u.double:
            add_pp(state, p.id, after, "KDE Testing & Innovation, Certification Benefits", ledger, "kanban.double_upgrade", part=u.part)


def _check_double(state: KanbanState, p: Player, u: UpgradeMade) -> None:
    section = "KDE Testing & Innovation, Certification Benefits"
    if not state.certified(p.id, "testing"):
        raise RuleError(said("kanban", "the double upgrade needs the Testing & Innovation certification"), section=section)
    for ups in state.upgrades.values():
        for done in ups:
            if done.double and done.player == p.id:
                raise RuleError(said("kanban", "{name} has already made the one double upgrade", name=p.name), section=section)
            if done.double and done.part == u.part:
                raise RuleError(said("kanban", "the {part} has already been double-upgraded", part=u.part), section=section)


def _train(state: KanbanState, p: Player, dept: str, shifts: int, books: int, ledger: Ledger, answers: Answers) -> None:
    advance(state, p.id, dept, shifts, ledger, "kanban.by_shifts", answers)
    advance(state, p.id, dept, books, ledger, "kanban.by_books", answers)


def apply_end_of_day(state: KanbanState, entry: EndOfDay) -> Outcome:
    if state.meeting_scheduled:
        raise RuleError(said("kanban", "a Meeting is due at the end of this day; enter it first"), section="KDE Meetings")
    if state.workstations and not state.sandra_done:
        raise RuleError(said("kanban", "Sandra has not taken her turn today; enter it first"), section="KDE Round Overview 2 (Working Phase)")
    if state.workstations:
        alley.check_day_done(state)
    ledger = Ledger()
    for p in state.players:
        day = state.today.get(p.id)
        if day is not None:
            p.shifts += day.shifts_banked
            p.books += day.books_gained
            p.vouchers += day.vouchers_gained
            ledger.remark(p.id, "kanban.credited", "KDE General Rule", shifts=day.shifts_banked, books=day.books_gained,
                          vouchers=day.vouchers_gained)
            p.yesterday = day.department
        else:
            p.yesterday = None
    state.today = {}
    state.day += 1
    if state.workstations:
        alley.end_day(state, ledger)
    if state.end_triggered:
        ledger.remark(None, "kanban.to_final_scoring", "KDE End of the game")
    return Outcome(state=state, ledger=list(ledger))
