"""The `work` form: what one player did in the Working Phase, laid out like the department's tasks.

The player and the department come first (only departments the player may
work in today, from `kanban.forms.work_choices`), then the workstation, the
banked Shifts, training with Shifts and Books, and the tasks of that
department (Designs in Design, by taps on the display when the game follows it, Car Parts collected in Logistics from the warehouses
when the game follows them, a Kanban Order, the Parts Voucher; Parts delivered on the
Assembly Line, cars claimed and Designs upgraded in Testing & Innovation; the
micro-managed department's tasks from Administration). A counter shows the
Shifts used of the Shifts available; the engine checks every limit.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kanban import alley, forms
from companion.games.kanban.state import KanbanState
from companion.ui.kanban import assembly as assembly_form
from companion.ui.kanban import design as design_form
from companion.ui.kanban.table import dept_name
from companion.ui.pack_forms import (
    EntryForm,
    FormError,
    add_button,
    choice,
    chips,
    counts,
    group,
    hint_line,
    needed,
    number,
    list_field,
    player_options,
    stepper,
    steppers,
    switch,
    text,
    whole,
)
from companion.core.moves import plural

ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
#: optional numbers of a work entry: value key -> entry field
NUMBERS = ("banked_spent", "train", "books", "train_micro", "books_micro", "other_shifts", "shifts_banked",
           "books_gained", "vouchers_gained", "vouchers_spent")


def start_values(state: KanbanState, pid: str | None) -> dict[str, Any]:
    """A fresh form for a player (today's department already fixed if they have started working)."""
    today = state.today.get(pid) if pid else None
    station = state.placed.get(pid) if pid and state.workstations else None
    dept = today.department if today else (station.department if station else None)
    ws = str(alley.shifts_at(state, station)) if station and not today else None
    return {"player": pid, "department": dept, "ws": ws, "micro": None,
            "designs": [], "claims": [], "upgrades": [], "parts_taken": {}, "parts_used": {}, "cars_off_line": [],
            "provide": []}


def initial(view: Any) -> dict[str, Any]:
    state = view.state
    return start_values(state, forms.next_to_work(state) or state.players[0].id)


def entry_of(state: KanbanState, values: dict[str, Any]) -> dict[str, Any]:
    """The `work` entry the form says (FormError names what is missing)."""
    pid = needed(values, "player", "Who works")
    dept = needed(values, "department", "Department")
    today = state.today.get(pid)
    entry: dict[str, Any] = {"kind": "work", "player": pid, "department": dept,
                             "workstation_shifts": today.shifts_available - today.banked_spent if today
                             else whole(values, "ws", "Workstation")}
    for key in NUMBERS:
        k = whole(values, key, key.replace("_", " "), default=0, low=0)
        if k:
            entry[key] = k
    if dept == "administration" and values.get("micro"):
        entry["micro_manage"] = values["micro"]
    else:
        entry.pop("train_micro", None)
        entry.pop("books_micro", None)
    allowed = forms.tasks(dept, entry.get("micro_manage"), state)
    lists = {"designs_taken": values.get("designs") or [], "claims": values.get("claims") or [],
             "upgrades": values.get("upgrades") or [], "parts_taken": counts(values, "parts_taken"),
             "cars_off_line": values.get("cars_off_line") or [],
             "parts_used": counts(values, "parts_used"), "provide": values.get("provide") or []}
    for key, value in lists.items():
        if value and key in allowed:
            entry[key] = value
    if "kanban_order" in allowed and values.get("kanban_on"):
        entry["kanban_order"] = counts(values, "kanban_order")
    if "voucher_requested" in allowed and values.get("voucher"):
        entry["voucher_requested"] = True
    pp = whole(values, "pp", "pp earned", default=0)
    if pp:
        entry["pp"] = pp
        entry["pp_reason"] = (values.get("pp_reason") or "").strip() or "pp earned at the table"
    if values.get("meeting"):
        entry["meeting"] = True
    return entry


def build(view: Any, values: dict[str, Any]) -> dict[str, Any]:
    return entry_of(view.state, values)


def shift_counter(state: KanbanState, values: dict[str, Any]) -> ft.Control:
    try:
        planned = forms.shifts_planned(state, entry_of(state, values))
    except FormError:
        planned = None
    if planned is None:
        return hint_line("Choose the workstation to count the Shifts.", identifier="work-shifts")
    over = planned["used"] > planned["available"]
    line = f"Shifts today: {planned['used']} used of {planned['available']} (never more than {planned['cap']} a day)"
    return hint_line(line + (" - too many!" if over else ""), identifier="work-shifts")


def designs_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    if state.display:  # the Design display followed: its Designs by taps
        return design_form.select_section(state, pid, values, change)
    names = state.board.names
    taken = values.get("designs") or []
    room = forms.storage(state, pid)["designs"] - len(taken)

    def add():
        model = values.get("design_model")
        if model:
            change(designs=[*taken, {"model": model, "part": values.get("design_part") or None}], design_model=None)

    return group("Select Designs (1 Shift each)", [
        hint_line(f"{room} free Design {plural(room, 'space')} on the desk."),
        ft.Row([choice("design-model", "Model", values.get("design_model"), [(m, m) for m in names.models],
                       lambda v: change(design_model=v), width=150),
                choice("design-part", "Part upgraded", values.get("design_part") or "",
                       [("", "none (claim only)"), *[(p, p) for p in names.parts]], lambda v: change(design_part=v), width=190),
                add_button("Add the Design", add, disabled=room <= 0 or not values.get("design_model"))], wrap=True),
        list_field(taken, lambda d: f"{d['model']} {d['part'] or '(claim only)'}", lambda v: change(designs=v),
                   identifier="designs-taken"),
    ])


def parts_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    room = forms.storage(state, pid)["parts"]
    stock = forms.warehouse_stock(state, values.get("kanban_order") if values.get("kanban_on") else None)
    names = [p for p in state.board.names.parts if stock is None or stock.get(p)]
    lines = [hint_line(f"{room} free Car Part {plural(room, 'space')} on the board.")]
    if stock is not None:
        lines.append(hint_line("In the warehouses: " + (", ".join(f"{k} {p}" for p, k in stock.items() if k) or "nothing")))
    return group("Collect Car Parts (1 Shift per kind of Part)", [
        *lines,
        steppers("take", names, values.get("parts_taken") or {}, lambda v: change(parts_taken=v),
                 highs=None if stock is None else {p: min(k, room) for p, k in stock.items()}),
    ])


def kanban_order_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    """A Kanban Order: the Car Parts its symbols put into the warehouses on their side of the line."""
    if not state.warehouses:
        return group("Issue a Kanban Order", [hint_line("This game does not follow the warehouses: count the order's "
                                                        "Shift under 'Shifts on other tasks' and bank 1 Shift.")])
    open_ = forms.kanban_order_open(state, pid)
    if not open_ and not values.get("kanban_on"):
        return group("Issue a Kanban Order", [hint_line("Already issued today: one Kanban Order a day.")])
    on = bool(values.get("kanban_on"))
    controls: list[ft.Control] = [
        switch("work-kanban", "Issue a Kanban Order (1 Shift; bank 1 Shift tonight)", on,
               lambda v: change(kanban_on=v, kanban_order={})),
    ]
    if on:
        highs = forms.order_highs(state)
        controls += [hint_line(f"The Car Parts the card adds to the warehouses (at most {state.board.numbers.kanban_order_symbols})."),
                     steppers("order", list(state.board.names.parts), values.get("kanban_order") or {},
                              lambda v: change(kanban_order=v), highs=highs, label=lambda part: f"ordered {part}")]
    return group("Issue a Kanban Order", controls)


def voucher_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    if not forms.voucher_open(state, pid) and not values.get("voucher"):
        return hint_line("A Parts Voucher: already requested today (one a day)." if state.certified(pid, "logistics")
                         else "A Parts Voucher a day once Certified in Logistics.")
    return switch("work-voucher", "Request a Parts Voucher (1 Shift; credited tonight)", bool(values.get("voucher")),
                  lambda v: change(voucher=v))


def provide_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    mine = state.player(pid).parts
    return group("Provide Needed Parts (1 Shift per Part)", [
        hint_line("Car Parts from your board; the counter above counts their Shifts. A Part from a Voucher: its Shift "
                  "under 'Shifts on other tasks'. pp for a finished car under 'pp earned'."),
        steppers("provide", [p for p in state.board.names.parts if mine.get(p)], values.get("parts_used") or {},
                 lambda v: change(parts_used=v), highs=dict(mine)),
    ])


def cars_off_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    """Cars that reached the end of the line: their Model and the conveyor's pp; they go onto the Test Track."""
    done = values.get("cars_off_line") or []

    def add():
        if values.get("off_model") and values.get("off_pp"):
            change(cars_off_line=[*done, {"model": values["off_model"], "pp": int(values["off_pp"])}], off_model=None)

    return group("A car rolls off the line (onto the Test Track)", [
        ft.Row([choice("off-model", "Model", values.get("off_model"), [(m, m) for m in state.board.names.models],
                       lambda v: change(off_model=v), width=150),
                choice("off-pp", "Conveyor", values.get("off_pp"), [("1", "1 pp"), ("2", "2 pp")],
                       lambda v: change(off_pp=v), width=140),
                add_button("Add the car", add, disabled=not (values.get("off_model") and values.get("off_pp")))], wrap=True),
        list_field(done, lambda c: f"{c['model']} car, {c['pp']} pp", lambda v: change(cars_off_line=v), identifier="cars-off-line"),
    ])


def design_words(kind: str) -> str:
    return "the claim-only Design" if kind == forms.CLAIM_ONLY else f"the {kind} Design"


def garage_words(g: dict) -> str:
    """A garage on the claim form: its car, or empty with the benefit it gives (followed printed benefits)."""
    if g["car"]:
        return f"garage {g['garage']} ({g['car']})"
    return f"garage {g['garage']} (empty: {g['benefit']})" if g.get("benefit") else f"garage {g['garage']} (empty)"


def claims_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    claims = values.get("claims") or []
    options = forms.claim_choices(state, pid, taken=values.get("designs") or [], claimed=claims)
    models = options["models"]
    used = {c["position"] for c in claims}
    positions = [(str(k), f"{ORDINALS.get(k, k)} behind the Pace Car ({cost} Shift{'s' if cost != 1 else ''})")
                 for k, cost in options["positions"] if k not in used]
    garages = [("", "first empty garage")] + [(str(g["garage"]), garage_words(g)) for g in options["garages"]]
    model = values.get("claim_model") if values.get("claim_model") in models else None
    # a choice of Design only when the desk holds this Model's Designs with different Parts
    kinds = options["designs"].get(model, []) if model else []
    design = values.get("claim_design") if values.get("claim_design") in kinds else None
    ready = bool(values.get("claim_position") and model and (design or len(kinds) == 1))

    def add():
        if ready:
            claim = {"position": int(values["claim_position"]), "model": model}
            if len(kinds) > 1:
                claim["design"] = design
            if values.get("claim_garage"):
                claim["garage"] = int(values["claim_garage"])
            change(claims=[*claims, claim], claim_position=None, claim_garage=None, claim_design=None)

    if not models and not claims:
        return group("Claim Cars", [hint_line("No Design on the desk: a car needs a Design of its Model.")])
    pickers: list[ft.Control] = [
        choice("claim-position", "Car behind the Pace Car", values.get("claim_position"), positions,
               lambda v: change(claim_position=v), width=260),
        choice("claim-model", "Model", model, [(m, m) for m in models], lambda v: change(claim_model=v, claim_design=None),
               width=160),
    ]
    if len(kinds) > 1:
        pickers.append(choice("claim-design", "Design given back", design,
                              [(k, design_words(k)) for k in kinds], lambda v: change(claim_design=v), width=240))
    return group("Claim Cars", [
        hint_line("Places behind the Pace Car as they were before the first claim; each car uses a Design of its Model."),
        ft.Row(pickers, wrap=True),
        # one chip per garage, with what an empty one gives when the app follows the printed benefits
        chips("claim-garage", "Garage", values.get("claim_garage") or "", garages, lambda v: change(claim_garage=v)),
        add_button("Add the car", add, disabled=not ready),
        list_field(claims, lambda c: f"{ORDINALS.get(c['position'])} car: {c['model']}"
                   + (f", {design_words(c['design'])}" if c.get("design") else "") + (f" into garage {c['garage']}" if c.get("garage") else ""),
                   lambda v: change(claims=v), identifier="claims"),
        *([] if state.workstations else [
            switch("work-meeting", "The Pace Car reached a checkered space: Meeting tonight", values.get("meeting", False),
                   lambda v: change(meeting=v))]),
    ])


def upgrades_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    ups = values.get("upgrades") or []
    designs = [d for d in [*forms.desk(state, pid), *(values.get("designs") or [])] if d.get("part")]
    keys = [f"{d['model']}|{d['part']}" for d in designs]
    double_open = forms.double_upgrade_open(state, pid)
    pick = values.get("upgrade_pick")
    part = pick.split("|")[1] if pick else None

    def add():
        if pick:
            model, part_ = pick.split("|")
            change(upgrades=[*ups, {"model": model, "part": part_, "double": bool(values.get("upgrade_double"))}],
                   upgrade_pick=None, upgrade_double=False)

    if not designs:
        return group("Upgrade a Design", [hint_line("No Design with a Part on the desk.")])
    controls: list[ft.Control] = [
        hint_line("1 Shift each; the Part comes from your board (or recycling, a voucher); +2 pp."),
        ft.Row([choice("upgrade-design", "Design to upgrade", pick,
                       [(k, k.replace("|", " ")) for k in dict.fromkeys(keys)], lambda v: change(upgrade_pick=v), width=300),
                add_button("Add the upgrade", add, disabled=not pick)], wrap=True),
    ]
    if part in double_open:
        controls.append(switch("upgrade-double", "Double upgrade (once a game: the Part's value +2, scores its new value)",
                               values.get("upgrade_double", False), lambda v: change(upgrade_double=v)))
    controls.append(list_field(ups, lambda u: f"{u['model']} {u['part']}" + (" (double)" if u.get("double") else ""),
                               lambda v: change(upgrades=v), identifier="upgrades"))
    return group("Upgrade a Design", controls)


SECTIONS = {"designs_taken": designs_section, "parts_taken": parts_section, "parts_used": provide_section,
            "kanban_order": kanban_order_section, "voucher_requested": voucher_section,
            "cars_off_line": cars_off_section, "provide": assembly_form.provide_section,
            "claims": claims_section, "upgrades": upgrades_section}


def more_fields(state: KanbanState, pid: str, values: dict, change) -> list[ft.Control]:
    num = lambda key, label, **kw: stepper(f"work-{key}", label, values.get(key) or 0, lambda v: change(**{key: v}), **kw)
    return [
        group("Other Shifts and pp", [
            num("other_shifts", "Shifts on other tasks the app does not follow", width=360),
            ft.Row([number("work-pp", "pp earned", values.get("pp", ""), lambda v: change(pp=v), width=120),
                    text("work-pp-reason", "For what", values.get("pp_reason", ""), lambda v: change(pp_reason=v), width=240)],
                   wrap=True),
        ]),
        group("Gained today (credited at the end of the day)", [
            num("shifts_banked", "Shifts to bank"), num("books_gained", "Books"), num("vouchers_gained", "Parts Vouchers"),
        ]),
        num("vouchers_spent", "Parts Vouchers spent", high=state.player(pid).vouchers),
    ]


def fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    players = {p.id: (p.name, p.color) for p in state.players}
    pid = values.get("player")
    out: list[ft.Control] = [choice("work-player", "Who works", pid, player_options(players),
                                    lambda v: change(**start_values(state, v)), width=240)]
    if not pid:
        return out
    choices = forms.work_choices(state, pid)
    depts = choices["departments"]
    dept = values.get("department")
    def set_department(v: str) -> None:
        if v != dept:  # the same department chosen again keeps the workstation and what is micro-managed
            change(department=v, ws=None, micro=None)

    out.append(choice("work-department", "Department", dept, [(d, dept_name(state, d)) for d in depts],
                      set_department, width=240))
    if dept not in depts:
        return out
    today = state.today.get(pid)
    p = state.player(pid)
    if today is None:
        out.append(choice("work-station", "Workstation", values.get("ws"),
                          [(str(ws), f"{ws} {plural(ws, 'Shift')} (+{extra} banked)") for ws, extra in depts[dept].items()],
                          lambda v: change(ws=v), width=260))
    else:
        out.append(hint_line(f"Already working in {dept_name(state, dept)} today: {today.shifts_used} of "
                             f"{today.shifts_available} Shifts used."))
    out.append(shift_counter(state, values))
    out.append(group("Shifts and Books", [
        stepper("work-banked_spent", "Banked Shifts spent", values.get("banked_spent") or 0,
                lambda v: change(banked_spent=v), high=p.shifts),
        stepper("work-train", f"Train in {dept_name(state, dept)} (Shifts)", values.get("train") or 0, lambda v: change(train=v)),
        stepper("work-books", "Train with Books", values.get("books") or 0, lambda v: change(books=v), high=p.books),
    ]))
    micro = values.get("micro") if dept == "administration" else None
    if dept == "administration":
        out.append(choice("work-micro", "Micro-manage", micro or "",
                          [("", "no other department"), *[(d, dept_name(state, d)) for d in forms.micro_manage_choices()]],
                          lambda v: change(micro=v or None), width=260))
        if micro:
            out.append(ft.Row([
                stepper("work-train_micro", f"Train in {dept_name(state, micro)}", values.get("train_micro") or 0,
                        lambda v: change(train_micro=v)),
                stepper("work-books_micro", "with Books", values.get("books_micro") or 0, lambda v: change(books_micro=v),
                        high=p.books),
            ], wrap=True))
    for task in forms.tasks(dept, micro, state):
        out.append(SECTIONS[task](state, pid, values, change))
    out.append(switch("work-more", "More: other Shifts, pp, gains for tonight, vouchers", values.get("more", False),
                      lambda v: change(more=v)))
    if values.get("more"):
        out += more_fields(state, pid, values, change)
    return out


def title(view: Any, values: dict) -> str:
    pid = values.get("player")
    name = view.state.player(pid).name if pid else "A player"
    return f"{name} works in {dept_name(view.state, values.get('department'))}"


WORK_FORM = EntryForm("work", "Work", fields, build, initial=initial, title=title)
