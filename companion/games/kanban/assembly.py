"""The Assembly Line: Assembly Spaces, conveyors and the cars that roll off them (KDE Assembly Line Department).

KDE Setup 12-13: a car of each colour on the top row of its conveyor and on the second row; the
other cars (8 of each colour, KDE Components) wait in the supply. KDE Assembly Line:
- First, Clean Out Assembly Spaces: at the start of a player's turn in the department, the
  Assembly Spaces of every Model whose spaces are all filled are emptied (the Parts go back).
- Action: Provide Needed Parts: 1 Shift per Car Part, from the player's board or, with a Parts
  Voucher, from the supply; it must differ from the Parts already in the Model's Assembly Spaces,
  and a Model's upgraded Parts come first. The car at the top of the Model's conveyor then moves
  one position along the arrows, displacing the car there along the path the player chooses, and
  so on; a new car of the Model comes in at the top. With the top empty and none of the Model's
  cars left in the supply, the Model takes no more Parts.
- A Car Rolls off the Line: a car pushed off the end scores 1 or 2 pp (the conveyor's) and goes
  onto the Test Track (`testtrack.roll_off`); a Model in demand earns a Seat (`demand.completed`).
- Certification Benefits: the fifth garage (its benefits: `garages.fifth_garage`).
KDE Factory Manager table: Sandra's task in Assembly Line clears all the Assembly Spaces.

The line is followed when the set-up says so (`new_game.assembly_line`); other games keep typing the
Parts provided and the cars rolled off, as before. The layout is board data (`data/assembly.toml`).
"""

from __future__ import annotations

from typing import Any

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.moves import plural
from companion.core.wording import said
from companion.games.kanban import demand, logistics
from companion.games.kanban.seats import gain_seat
from companion.games.kanban.state import DayWork, KanbanState, Player
from companion.games.kanban.testtrack import CarOff, roll_off

SETUP = "KDE Setup 12"
CLEAN = "KDE Assembly Line, First: Clean Out Assembly Spaces"
PROVIDE = "KDE Assembly Line, Action: Provide Needed Parts"
#: the answer for an arrow off the end of the line
OFF = "off"


class Provided(Model):
    """One Car Part provided to a Model's Assembly Spaces; `voucher`: a Parts Voucher takes it from the supply."""

    model: str
    part: str
    voucher: bool = False


def lay_out(state: KanbanState) -> tuple[dict[str, str | None], dict[str, list[str]]]:
    """The line at set-up: each Model's car on its top row and second row; no Part in any Assembly Space."""
    line = {s.id: (s.model if s.model is not None and s.row in (1, 2) else None) for s in state.board.line_spaces}
    return line, {m: [] for m in state.board.names.models}


def in_supply(state: KanbanState, model: str) -> int:
    """Cars of a Model not on the line, on the Test Track or in a garage."""
    used = list(state.line.values()).count(model) + state.test_track.count(model)
    used += sum(p.garages.count(model) for p in state.players)
    return max(0, state.board.line.cars_per_model - used)


def at_work(state: KanbanState, department: str, micro_manage: str | None) -> bool:
    return bool(state.line) and "assembly" in (department, micro_manage)


def clean_out(state: KanbanState, pid: str, day: DayWork, ledger: Ledger) -> None:
    """The start of the player's turn in the department: every full Model's Assembly Spaces emptied."""
    if day.line_cleaned:
        return
    day.line_cleaned = True
    full = [m for m, parts in state.assembly.items() if len(parts) >= state.board.line.assembly_spaces]
    for m in full:
        state.assembly[m] = []
    if full:
        ledger.remark(pid, "kanban.line_cleaned", CLEAN, models=joined(full))


def spaces(state: KanbanState, pid: str, model: str) -> list[str]:
    """The Parts in a Model's Assembly Spaces as the player finds them: before the player's turn here has
    begun, a full Model's are emptied first (the clean-out)."""
    parts = state.assembly.get(model, [])
    day = state.today.get(pid)
    if (day is None or not day.line_cleaned) and len(parts) >= state.board.line.assembly_spaces:
        return []
    return parts


def refusal(state: KanbanState, p: Player, item: Provided) -> str | None:
    """Why this Part cannot go to this Model now (None: it can). A Parts Voucher already spent in the same
    entry has left `p.vouchers` (`provide`), so each voucher the player holds provides one Part."""
    board = state.board
    if item.model not in board.names.models:
        return said("kanban", "there is no {model} Model (Models: {join})", model=item.model, join=', '.join(board.names.models))
    if item.part not in board.names.parts:
        return said("kanban", "there is no Car Part called {part} ({join})", part=item.part, join=', '.join(board.names.parts))
    if state.line[board.line_top(item.model)] is None and not in_supply(state, item.model):
        return said("kanban", "the {model} conveyor's top row is empty and no {model} car is left: it takes no more Parts", model=item.model)
    there = spaces(state, p.id, item.model)
    room = board.line.assembly_spaces
    if len(there) >= room:
        return (said("kanban", "the {model} Model's {room} Assembly Spaces are full until they are cleaned out at the start of a turn here", model=item.model, room=room))
    if item.part in there:
        return said("kanban", "the {model} Model already has its {part}: each Part provided must differ", model=item.model, part=item.part)
    upgraded = [u.part for u in state.upgrades.get(item.model, [])]
    missing = [part for part in dict.fromkeys(upgraded) if part not in there]
    if missing and item.part not in missing:
        return said("kanban", "the {model} Model's upgraded Parts come first ({join})", model=item.model, join=', '.join(missing))
    if item.voucher:
        if p.vouchers < 1:
            return said("kanban", "{name} has {vouchers} Parts {vouchers:noun/Voucher} to spend", name=p.name, vouchers=p.vouchers)
        if logistics.supply(state, item.part) <= 0:
            return said("kanban", "no {part} cube is left in the supply", part=item.part)
    elif p.parts.get(item.part, 0) <= 0:
        return said("kanban", "{name} has no {part} on the board (a Parts Voucher takes one from the supply)", name=p.name, part=item.part)
    return None


def provide(state: KanbanState, p: Player, items: list[Provided], answers: Answers, ledger: Ledger) -> None:
    """Each Part in turn: into the Model's Assembly Spaces, the conveyor moves, a new car comes in at the top."""
    for k, item in enumerate(items, start=1):
        why = refusal(state, p, item)
        if why:
            raise RuleError(why, section=PROVIDE)
        if item.voucher:
            p.vouchers -= 1
        else:
            p.parts[item.part] -= 1
        state.assembly[item.model].append(item.part)
        ledger.remark(p.id, "kanban.part_provided", PROVIDE, part=item.part, model=item.model,
                      source="kanban.from_voucher" if item.voucher else "kanban.from_board")
        for car in _advance(state, p.id, item.model, answers, k, ledger):
            roll_off(state, p.id, car, ledger)
            demand.completed(state, p.id, car.model, ledger)
        _new_car(state, item.model, ledger)


def exits(state: KanbanState, space: str) -> list[tuple[str, str]]:
    """Where a car on this space can go: the spaces its arrows lead to, and off the end of the line."""
    spec = state.board.line_space(space)
    out = [(n, said("kanban", "{space:term}", space=state.board.line_space(n).name)) for n in spec.next]
    if spec.off_pp is not None:
        out.append((OFF, said("kanban", "off the line onto the Test Track ({pp} pp)", pp=spec.off_pp)))
    return out


def _advance(state: KanbanState, pid: str, model: str, answers: Answers, k: int, ledger: Ledger) -> list[CarOff]:
    """The top car of the Model's conveyor moves one position; each car it meets is displaced along the arrows."""
    board = state.board
    top = board.line_top(model)
    car, here, step, off = state.line[top], top, 0, []
    state.line[top] = None
    while car is not None:
        step += 1
        options = exits(state, here)
        to = answers.ask(f"line-{k}-{step}", said("kanban", "Which way does the {car:term} car on {name:term} move?", car=car, name=board.line_space(here).name),
                         options, player=pid, section=PROVIDE, default=options[0][0])
        if to == OFF:
            off.append(CarOff(model=car, pp=board.line_space(here).off_pp))
            car = None
        else:
            car, state.line[to] = state.line[to], car
            here = to
    return off


def _new_car(state: KanbanState, model: str, ledger: Ledger) -> None:
    """Step 3, after the cars that reached the end rolled onto the Test Track (a car pushed off it is back in the
    supply): a new car of the Model at the top of its line, if the supply has one."""
    if in_supply(state, model):
        state.line[state.board.line_top(model)] = model
        ledger.remark(None, "kanban.line_moves", PROVIDE, model=model, cars=_cars(state))
    else:
        ledger.remark(None, "kanban.line_no_car", PROVIDE, model=model, cars=_cars(state))


def _cars(state: KanbanState) -> str:
    """The cars on the shared conveyors (each Model's own rows hold only its own cars)."""
    shared = [(s, car) for s, car in state.line.items() if car and state.board.line_space(s).model is None]
    return joined(f"{car} on {state.board.line_space(s).name}" for s, car in shared) if shared else "none"


def check_typed(state: KanbanState, entry: Any) -> None:
    """A game that follows the line computes its cars: Parts provided name their Model, no car is typed."""
    if entry.parts_used or entry.cars_off_line:
        raise RuleError(said("kanban", "this game follows the Assembly Line: name the Model each Part goes to, and the cars that roll off are counted, not typed"), section=PROVIDE)


def sandra_task(state: KanbanState, ledger: Ledger) -> None:
    """Sandra in Assembly Line: the Car Parts cleared from all the Assembly Spaces (KDE Factory Manager table)."""
    if not state.line:
        return
    cleared = [m for m, parts in state.assembly.items() if parts]
    state.assembly = {m: [] for m in state.assembly}
    ledger.remark(None, "kanban.line_cleared", "KDE Factory Manager", models=joined(cleared) if cleared else "none")


def choices(state: KanbanState, pid: str, chosen: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per Model, the Parts the player may provide next after the Parts already `chosen` in the form (each a
    `Provided` as a dict): the Part, and whether it comes with a Parts Voucher (only for a Part the board
    lacks). Worked out on a copy of the table, the chosen Parts provided in order (the default paths)."""
    if not state.line:
        return {}
    table = state.model_copy(deep=True)
    p = table.player(pid)
    day = table.today.get(pid) or DayWork(department="assembly", shifts_available=0, shifts_used=0, banked_spent=0)
    table.today[pid] = day
    clean_out(table, pid, day, Ledger())
    try:
        provide(table, p, [Provided.model_validate(c) for c in chosen], Answers(defaults=True), Ledger())
    except (RuleError, ValueError):
        return {}
    out: dict[str, list[dict[str, Any]]] = {}
    for model in table.board.names.models:
        for part in table.board.names.parts:
            item = Provided(model=model, part=part, voucher=not p.parts.get(part))
            if refusal(table, p, item) is None:
                out.setdefault(model, []).append({"part": part, "voucher": item.voucher})
    return out


def conveyors(state: KanbanState) -> list[tuple[str, str]]:
    """The line in words, space by space (name, the car there or "empty"), for the table's view."""
    return [(state.board.line_space(s).name, f"{car} car" if car else "empty") for s, car in state.line.items()]
