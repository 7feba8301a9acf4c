"""What a form needs to offer for Kanban entries: the legal choices now, with their costs.

Everything here reads the rules modules and the board data; the app lays the
answers out as dropdowns and steppers and never decides a rule itself.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from companion.core.errors import InputError
from companion.core.players import find
from companion.games.kanban import alley, garages, logistics
from companion.games.kanban.board import BOARD, DEPARTMENTS, PerformanceGoal
from companion.games.kanban.final_scoring import achieved, chosen_goals
from companion.games.kanban.measures import MEASURE_LABELS
from companion.games.kanban.meetings import speaking_order
from companion.games.kanban.sandra import EVERY_LEADER, EVERY_SHIFT, assessment
from companion.games.kanban.state import KanbanState
from companion.games.kanban.claims import CLAIM_ONLY, design_label
from companion.games.kanban.workday import TASKS, Work


def work_choices(state: KanbanState, player: str) -> dict[str, Any]:
    """Departments a player may work in today, the workstation Shifts there, and the banked Shifts usable."""
    p = find(state.players, player)
    n = state.board.numbers
    today = state.today.get(p.id)
    if today is not None:
        departments = [today.department]
    elif state.workstations:
        station = state.placed.get(p.id)
        departments = [station.department] if station else []
    else:
        departments = [d for d in DEPARTMENTS if d != p.yesterday]
    return {
        "departments": {
            d: {
                ws: min(p.shifts, max(0, n.daily_shift_cap - ws))
                for ws in _shifts(state, p.id, d)
            }
            for d in departments
        },
        "claim_costs": list(n.claim_costs),
        "shifts_used_today": today.shifts_used if today else 0,
    }


def _shifts(state: KanbanState, pid: str, dept: str) -> list[int]:
    """The workstation Shifts a player may have in a department: the workstation chosen, or any printed there."""
    station = state.placed.get(pid) if state.workstations else None
    return [alley.shifts_at(state, station)] if station else list(state.board.department(dept).workstation_shifts)


def tasks(department: str | None, micro_manage: str | None = None, state: KanbanState | None = None) -> list[str]:
    """The task fields of a `work` entry that belong to today's department (and the micro-managed one);
    on an Assembly Line the game follows, the Parts provided by Model instead of the typed Parts and cars."""
    typed = ("parts_used", "cars_off_line") if state is not None and state.line else ("provide",)
    out: list[str] = []
    for dept in (department, micro_manage if department == "administration" else None):
        for task in TASKS.get(dept or "", ()):
            if task not in out and task not in typed:
                out.append(task)
    return out


def micro_manage_choices() -> list[str]:
    """Departments Administration can micro-manage (KDE Administration, Action: Micro-Manage)."""
    return [d for d in DEPARTMENTS if d != "administration"]


def next_to_work(state: KanbanState) -> str | None:
    """The first player who has not worked today: in seating order, or left to right in Workstation Alley
    (None when Sandra's turn comes first)."""
    if not state.workstations:
        return next((p.id for p in state.players if p.id not in state.today), None)
    if not alley.selection_done(state):
        return None
    for worker in alley.working_order(state):
        if worker == alley.SANDRA:
            if not state.sandra_done:
                return None
        elif worker not in state.today:
            return worker
    return None


def sandras_turn(state: KanbanState) -> bool:
    """A Workstation Alley game whose working order has come to Sandra."""
    if not state.workstations or state.sandra_done or not alley.selection_done(state):
        return False
    order = alley.working_order(state)
    return all(w in state.today for w in order[: order.index(alley.SANDRA)])


def selection_choices(state: KanbanState) -> dict[str, Any]:
    """Who chooses a workstation now, in which order, and the free workstations they may take (with their words)."""
    pid = alley.next_to_choose(state)
    if pid in (None, alley.SANDRA):
        return {"player": None, "order": [], "stations": []}
    names = {p.id: p.name for p in state.players}
    order = [names.get(w, "Sandra") for w in alley.selection_order(state)]
    how = ("right to left on the Certification Track" if state.day == 1 or not state.stood
           else "left to right by yesterday's workstations")
    return {"player": pid, "order": order, "how": how,
            "stations": [{"department": s.department, "workstation": s.workstation, "label": alley.station_name(state, s)}
                         for s in alley.choices(state, pid)]}


def shifts_planned(state: KanbanState, entry: dict[str, Any]) -> dict[str, int] | None:
    """Shifts a `work` entry uses and the Shifts the player has today with it; None if it cannot be read yet."""
    try:
        work = Work.model_validate({**entry, "kind": "work"})
        p = find(state.players, work.player)
    except (ValidationError, InputError):  # a half-filled form: nothing to count yet
        return None
    today = state.today.get(p.id)
    base = today.shifts_available if today else work.workstation_shifts
    used = (today.shifts_used if today else 0) + work.shifts_used(list(state.board.numbers.claim_costs))
    return {"used": used, "available": base + work.banked_spent, "cap": state.board.numbers.daily_shift_cap}


def desk(state: KanbanState, player: str) -> list[dict[str, Any]]:
    """The Designs (blueprint side) on a player's desk."""
    return [d.model_dump() for d in find(state.players, player).designs]


def double_upgrade_open(state: KanbanState, player: str) -> list[str]:
    """Car Parts the player may still double-upgrade (certified in Testing, not used yet, Part not taken)."""
    pid = find(state.players, player).id
    if not state.certified(pid, "testing"):
        return []
    done = [u for ups in state.upgrades.values() for u in ups if u.double]
    if any(u.player == pid for u in done):
        return []
    taken = {u.part for u in done}
    return [part for part in state.board.names.parts if part not in taken]


def claim_choices(state: KanbanState, player: str, taken: list[dict[str, Any]] | None = None,
                  claimed: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Places behind the Pace Car with their Shift cost, the garages usable, the Models the desk allows,
    and per Model the kinds of Design that can still go back for a car (a Part, or CLAIM_ONLY).

    `taken`: Designs selected earlier in the same entry (they reach the desk before the claims);
    `claimed`: the claims already in the entry (each has used up one Design).
    """
    p = find(state.players, player)
    n = state.board.numbers
    open_garages = state.capacity(p.id, "assembly", n.garages, n.garages_certified)
    left = [(d.model, design_label(d.part)) for d in p.designs]
    left += [(d.get("model"), design_label(d.get("part"))) for d in taken or []]
    for c in claimed or []:
        wanted = c.get("design")
        used = next((i for i, (model, kind) in enumerate(left)
                     if model == c.get("model") and (wanted is None or kind == wanted)), None)
        if used is not None:
            left.pop(used)
    designs: dict[str, list[str]] = {}
    for model, kind in left:
        kinds = designs.setdefault(model, [])
        if kind not in kinds:
            kinds.append(kind)
    return {
        "positions": [(k, cost) for k, cost in enumerate(n.claim_costs, start=1)],
        "garages": [{"garage": k + 1, "car": p.garages[k], "benefit": garage_benefit(state, p.id, k)}
                    for k in range(open_garages)],
        "models": sorted(designs),
        "designs": {m: designs[m] for m in sorted(designs)},
        "claim_only": CLAIM_ONLY,
    }


def garage_benefit(state: KanbanState, player: str, slot: int) -> str:
    """What parking in garage `slot` (0 = the leftmost) gives, in words, when the printed benefits are followed
    ("" otherwise, or for a garage depicting none); the fifth garage's are chosen when the car parks."""
    if not state.printed_benefits:
        return ""
    if slot >= len(state.board.garages.standard):
        return "its benefits chosen when the car parks"
    if player not in state.board_sides:  # the side is asked when the first car parks
        got = garages.BENEFIT_WORDS.get(state.board.garages.standard[slot], "")
        return f"{got} on the standard side" if got else ""
    return garages.BENEFIT_WORDS.get(garages.printed(state, player)[slot], "")


def storage(state: KanbanState, player: str) -> dict[str, int]:
    """Car Part spaces and Design spaces the player's board has now (certification unlocks one more)."""
    p = find(state.players, player)
    n = state.board.numbers
    return {
        "parts": state.capacity(p.id, "logistics", n.part_spaces, n.part_spaces_certified) - sum(p.parts.values()),
        "designs": state.capacity(p.id, "design", n.design_spaces, n.design_spaces_certified) - len(p.designs),
    }


def sandra_choices(state: KanbanState) -> list[str]:
    """Where Sandra can be this turn: on the first day only at her desk in Administration (KDE Round Overview 1);
    in a Workstation Alley game only where she moved."""
    if state.workstations:
        return [state.sandra or "administration"]
    return ["administration"] if state.day == 1 else list(DEPARTMENTS)


def sandra_preview(state: KanbanState, department: str) -> list[dict[str, Any]]:
    """What Sandra would do in a department now (player, pp, why), before the visit is entered."""
    if state.day == 1:
        return []
    return [{"player": pid, "pp": pp, "why": why} for pid, pp, why in assessment(state, department)]


def goal_label(goal: PerformanceGoal) -> str:
    """'#27: 2 pp x up to 3 (Designs (blueprint side) on the desk)'."""
    what = MEASURE_LABELS[goal.measure]
    named = goal.model or goal.part or ", ".join(goal.parts or []) or goal.department or ", ".join(goal.departments or [])
    if goal.garages:
        named = "garages " + ", ".join(map(str, goal.garages))
    return f"#{goal.number}: {goal.pp} pp x up to {goal.multiplier} ({what}{': ' + named if named else ''})"


def performance_goals(state: KanbanState | None = None) -> list[tuple[int, str]]:
    board = state.board if state is not None else BOARD.base
    return [(g.number, goal_label(g)) for g in board.performance_goals]


def meeting_choices(state: KanbanState) -> dict[str, Any]:
    return {
        "speaking_order": speaking_order(state),
        "goals_on_table": list(state.goals_on_table),
        "seats": {p.id: p.seats_up for p in state.players},
    }


#: the named house rules (notes.md, "Doubtful rules"): the seed's older wording of Nice Sandra
HOUSE_RULES = {
    EVERY_SHIFT: ("Nice Sandra rewards every banked Shift", "seed 003: 1 pp per Shift banked (the rulebook: per Shift above 5)"),
    EVERY_LEADER: ("Nice Sandra reviews every tied leader", "seed 003: 'individual or individuals' (the rulebook: the top disc only)"),
}


def setup_choices() -> dict[str, Any]:
    """The new-game choices: Sandra's mode, the Final Goals tiles with their goals, the Performance Goal cards."""
    board = BOARD.base
    tiles: dict[int, list[str]] = {}
    for g in board.final_goals:
        tiles.setdefault(g.tile, []).append(f"{g.text} ({g.pp} pp)")
    return {
        "modes": [("nice", f"Nice Sandra (pp from {board.numbers.start_pp_nice})"),
                  ("mean", f"Mean Sandra (pp from {board.numbers.start_pp_mean})")],
        "final_tiles": tiles,
        "performance_goals": performance_goals(),
        "players": (board.numbers.min_players, board.numbers.max_players),
        "house_rules": dict(HOUSE_RULES),
    }


def final_goal_choices(state: KanbanState) -> dict[str, dict[str, Any]]:
    """Per player: the Final Goals reached (place on the tile, text, pp), the Seats to spend, the companion's pick."""
    out = {}
    for p in state.players:
        out[p.id] = {
            "reached": [{"place": i, "text": g.text, "pp": g.pp} for i, g in achieved(state, p.id)],
            "seats": p.seats_up + p.red_seats,
            "best": [i for i, _ in chosen_goals(state, p.id, None)],
        }
    return out


def warehouse_stock(state: KanbanState, ordered: dict[str, int] | None = None) -> dict[str, int] | None:
    """The Car Parts a player can collect at Logistics now (with the Kanban Order being entered); None when the
    warehouses are not followed (KDE Logistics, Collect Car Parts)."""
    if not state.warehouses:
        return None
    return {part: k + int((ordered or {}).get(part, 0)) for part, k in state.warehouses.items()}


def kanban_order_open(state: KanbanState, player: str) -> bool:
    """A Kanban Order is still open to the player today (one a day; the warehouses followed)."""
    today = state.today.get(player)
    return bool(state.warehouses) and not (today and today.kanban_order)


def order_highs(state: KanbanState) -> dict[str, int]:
    """The most Car Parts of each type a Kanban Order can add: the card's symbols, the cubes left in the supply."""
    symbols = state.board.numbers.kanban_order_symbols
    return {part: max(0, min(symbols, logistics.supply(state, part))) for part in state.board.names.parts}


def voucher_open(state: KanbanState, player: str) -> bool:
    """The Logistics certification's Parts Voucher can be requested today."""
    today = state.today.get(player)
    return state.certified(player, "logistics") and not (today and today.voucher_requested)
