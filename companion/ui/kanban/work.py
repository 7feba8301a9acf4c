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
from companion.ui.words import N_, _, _n

ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}
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
    pid = needed(values, "player", _("Who works"))
    dept = needed(values, "department", _("Department"))
    today = state.today.get(pid)
    entry: dict[str, Any] = {"kind": "work", "player": pid, "department": dept,
                             "workstation_shifts": today.shifts_available - today.banked_spent if today
                             else whole(values, "ws", _("Workstation"))}
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
    pp = whole(values, "pp", _("pp earned"), default=0)
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
        return hint_line(_("Choose the workstation to count the Shifts."), identifier="work-shifts")
    over = planned["used"] > planned["available"]
    line = (_("Shifts today: {used} used of {available} (never more than {cap} a day) - too many!") if over
            else _("Shifts today: {used} used of {available} (never more than {cap} a day)"))
    return hint_line(line.format(used=planned["used"], available=planned["available"], cap=planned["cap"]),
                     identifier="work-shifts")


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

    return group(_("Select Designs (1 Shift each)"), [
        hint_line(_n("{n} free Design space on the desk.", "{n} free Design spaces on the desk.", room).format(n=room)),
        ft.Row([choice("design-model", _("Model"), values.get("design_model"), [(m, m) for m in names.models],
                       lambda v: change(design_model=v), width=150),
                choice("design-part", _("Part upgraded"), values.get("design_part") or "",
                       [("", _("none (claim only)")), *[(p, p) for p in names.parts]], lambda v: change(design_part=v), width=190),
                add_button(_("Add the Design"), add, disabled=room <= 0 or not values.get("design_model"))], wrap=True),
        list_field(taken, lambda d: f"{d['model']} {d['part'] or _('(claim only)')}", lambda v: change(designs=v),
                   identifier="designs-taken"),
    ])


def parts_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    room = forms.storage(state, pid)["parts"]
    stock = forms.warehouse_stock(state, values.get("kanban_order") if values.get("kanban_on") else None)
    names = [p for p in state.board.names.parts if stock is None or stock.get(p)]
    lines = [hint_line(_n("{n} free Car Part space on the board.", "{n} free Car Part spaces on the board.", room).format(n=room))]
    if stock is not None:
        lines.append(hint_line(_("In the warehouses: {stock}").format(
            stock=", ".join(f"{k} {p}" for p, k in stock.items() if k) or _("nothing"))))
    return group(_("Collect Car Parts (1 Shift per kind of Part)"), [
        *lines,
        steppers("take", names, values.get("parts_taken") or {}, lambda v: change(parts_taken=v),
                 highs=None if stock is None else {p: min(k, room) for p, k in stock.items()}),
    ])


def kanban_order_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    """A Kanban Order: the Car Parts its symbols put into the warehouses on their side of the line."""
    if not state.warehouses:
        return group(_("Issue a Kanban Order"), [hint_line(_("This game does not follow the warehouses: count the order's "
                                                            "Shift under 'Shifts on other tasks' and bank 1 Shift."))])
    open_ = forms.kanban_order_open(state, pid)
    if not open_ and not values.get("kanban_on"):
        return group(_("Issue a Kanban Order"), [hint_line(_("Already issued today: one Kanban Order a day."))])
    on = bool(values.get("kanban_on"))
    controls: list[ft.Control] = [
        switch("work-kanban", _("Issue a Kanban Order (1 Shift; bank 1 Shift tonight)"), on,
               lambda v: change(kanban_on=v, kanban_order={})),
    ]
    if on:
        highs = forms.order_highs(state)
        controls += [hint_line(_("The Car Parts the card adds to the warehouses (at most {n}).").format(
                         n=state.board.numbers.kanban_order_symbols)),
                     steppers("order", list(state.board.names.parts), values.get("kanban_order") or {},
                              lambda v: change(kanban_order=v), highs=highs, label=lambda part: _("ordered {part}").format(part=part))]
    return group(_("Issue a Kanban Order"), controls)


def voucher_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    if not forms.voucher_open(state, pid) and not values.get("voucher"):
        return hint_line(_("A Parts Voucher: already requested today (one a day).") if state.certified(pid, "logistics")
                         else _("A Parts Voucher a day once Certified in Logistics."))
    return switch("work-voucher", _("Request a Parts Voucher (1 Shift; credited tonight)"), bool(values.get("voucher")),
                  lambda v: change(voucher=v))


def provide_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    mine = state.player(pid).parts
    return group(_("Provide Needed Parts (1 Shift per Part)"), [
        hint_line(_("Car Parts from your board; the counter above counts their Shifts. A Part from a Voucher: its Shift "
                    "under 'Shifts on other tasks'. pp for a finished car under 'pp earned'.")),
        steppers("provide", [p for p in state.board.names.parts if mine.get(p)], values.get("parts_used") or {},
                 lambda v: change(parts_used=v), highs=dict(mine)),
    ])


def cars_off_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    """Cars that reached the end of the line: their Model and the conveyor's pp; they go onto the Test Track."""
    done = values.get("cars_off_line") or []

    def add():
        if values.get("off_model") and values.get("off_pp"):
            change(cars_off_line=[*done, {"model": values["off_model"], "pp": int(values["off_pp"])}], off_model=None)

    return group(_("A car rolls off the line (onto the Test Track)"), [
        ft.Row([choice("off-model", _("Model"), values.get("off_model"), [(m, m) for m in state.board.names.models],
                       lambda v: change(off_model=v), width=150),
                choice("off-pp", _("Conveyor"), values.get("off_pp"), [("1", _("{n} pp").format(n=1)), ("2", _("{n} pp").format(n=2))],
                       lambda v: change(off_pp=v), width=140),
                add_button(_("Add the car"), add, disabled=not (values.get("off_model") and values.get("off_pp")))], wrap=True),
        list_field(done, lambda c: _("{model} car, {pp} pp").format(model=c["model"], pp=c["pp"]), lambda v: change(cars_off_line=v), identifier="cars-off-line"),
    ])


def ordinal(place: int) -> str:
    """A place behind the Pace Car in words ("1st")."""
    return _(ORDINALS[place]) if place in ORDINALS else str(place)


def design_words(kind: str) -> str:
    return _("the claim-only Design") if kind == forms.CLAIM_ONLY else _("the {part} Design").format(part=kind)


def garage_words(g: dict) -> str:
    """A garage on the claim form: its car, or empty with the benefit it gives (followed printed benefits)."""
    if g["car"]:
        return _("garage {n} ({car})").format(n=g["garage"], car=g["car"])
    if g.get("benefit"):
        return _("garage {n} (empty: {benefit})").format(n=g["garage"], benefit=g["benefit"])
    return _("garage {n} (empty)").format(n=g["garage"])


def claims_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    claims = values.get("claims") or []
    options = forms.claim_choices(state, pid, taken=values.get("designs") or [], claimed=claims)
    models = options["models"]
    used = {c["position"] for c in claims}
    positions = [(str(k), _n("{place} behind the Pace Car ({n} Shift)", "{place} behind the Pace Car ({n} Shifts)", cost).format(
                      place=ordinal(k), n=cost))
                 for k, cost in options["positions"] if k not in used]
    garages = [("", _("first empty garage"))] + [(str(g["garage"]), garage_words(g)) for g in options["garages"]]
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
        return group(_("Claim Cars"), [hint_line(_("No Design on the desk: a car needs a Design of its Model."))])
    pickers: list[ft.Control] = [
        choice("claim-position", _("Car behind the Pace Car"), values.get("claim_position"), positions,
               lambda v: change(claim_position=v), width=260),
        choice("claim-model", _("Model"), model, [(m, m) for m in models], lambda v: change(claim_model=v, claim_design=None),
               width=160),
    ]
    if len(kinds) > 1:
        pickers.append(choice("claim-design", _("Design given back"), design,
                              [(k, design_words(k)) for k in kinds], lambda v: change(claim_design=v), width=240))
    return group(_("Claim Cars"), [
        hint_line(_("Places behind the Pace Car as they were before the first claim; each car uses a Design of its Model.")),
        ft.Row(pickers, wrap=True),
        # one chip per garage, with what an empty one gives when the app follows the printed benefits
        chips("claim-garage", _("Garage"), values.get("claim_garage") or "", garages, lambda v: change(claim_garage=v)),
        add_button(_("Add the car"), add, disabled=not ready),
        list_field(claims, lambda c: _("{place} car: {model}").format(place=ordinal(c["position"]), model=c["model"])
                   + (", " + design_words(c["design"]) if c.get("design") else "")
                   + (_(" into garage {n}").format(n=c["garage"]) if c.get("garage") else ""),
                   lambda v: change(claims=v), identifier="claims"),
        *([] if state.workstations else [
            switch("work-meeting", _("The Pace Car reached a checkered space: Meeting tonight"), values.get("meeting", False),
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
        return group(_("Upgrade a Design"), [hint_line(_("No Design with a Part on the desk."))])
    controls: list[ft.Control] = [
        hint_line(_("1 Shift each; the Part comes from your board (or recycling, a voucher); +2 pp.")),
        ft.Row([choice("upgrade-design", _("Design to upgrade"), pick,
                       [(k, k.replace("|", " ")) for k in dict.fromkeys(keys)], lambda v: change(upgrade_pick=v), width=300),
                add_button(_("Add the upgrade"), add, disabled=not pick)], wrap=True),
    ]
    if part in double_open:
        controls.append(switch("upgrade-double", _("Double upgrade (once a game: the Part's value +2, scores its new value)"),
                               values.get("upgrade_double", False), lambda v: change(upgrade_double=v)))
    controls.append(list_field(ups, lambda u: f"{u['model']} {u['part']}" + (_(" (double)") if u.get("double") else ""),
                               lambda v: change(upgrades=v), identifier="upgrades"))
    return group(_("Upgrade a Design"), controls)


SECTIONS = {"designs_taken": designs_section, "parts_taken": parts_section, "parts_used": provide_section,
            "kanban_order": kanban_order_section, "voucher_requested": voucher_section,
            "cars_off_line": cars_off_section, "provide": assembly_form.provide_section,
            "claims": claims_section, "upgrades": upgrades_section}


def more_fields(state: KanbanState, pid: str, values: dict, change) -> list[ft.Control]:
    num = lambda key, label, **kw: stepper(f"work-{key}", label, values.get(key) or 0, lambda v: change(**{key: v}), **kw)
    return [
        group(_("Other Shifts and pp"), [
            num("other_shifts", _("Shifts on other tasks the app does not follow"), width=360),
            ft.Row([number("work-pp", _("pp earned"), values.get("pp", ""), lambda v: change(pp=v), width=120),
                    text("work-pp-reason", _("For what"), values.get("pp_reason", ""), lambda v: change(pp_reason=v), width=240)],
                   wrap=True),
        ]),
        group(_("Gained today (credited at the end of the day)"), [
            num("shifts_banked", _("Shifts to bank")), num("books_gained", _("Books")), num("vouchers_gained", _("Parts Vouchers")),
        ]),
        num("vouchers_spent", _("Parts Vouchers spent"), high=state.player(pid).vouchers),
    ]


def fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    players = {p.id: (p.name, p.color) for p in state.players}
    pid = values.get("player")
    out: list[ft.Control] = [choice("work-player", _("Who works"), pid, player_options(players),
                                    lambda v: change(**start_values(state, v)), width=240)]
    if not pid:
        return out
    choices = forms.work_choices(state, pid)
    depts = choices["departments"]
    dept = values.get("department")
    def set_department(v: str) -> None:
        if v != dept:  # the same department chosen again keeps the workstation and what is micro-managed
            change(department=v, ws=None, micro=None)

    out.append(choice("work-department", _("Department"), dept, [(d, dept_name(state, d)) for d in depts],
                      set_department, width=240))
    if dept not in depts:
        return out
    today = state.today.get(pid)
    p = state.player(pid)
    if today is None:
        out.append(choice("work-station", _("Workstation"), values.get("ws"),
                          [(str(ws), _n("{n} Shift (+{extra} banked)", "{n} Shifts (+{extra} banked)", ws).format(n=ws, extra=extra))
                           for ws, extra in depts[dept].items()],
                          lambda v: change(ws=v), width=260))
    else:
        out.append(hint_line(_("Already working in {dept} today: {used} of {available} Shifts used.").format(
            dept=dept_name(state, dept), used=today.shifts_used, available=today.shifts_available)))
    out.append(shift_counter(state, values))
    out.append(group(_("Shifts and Books"), [
        stepper("work-banked_spent", _("Banked Shifts spent"), values.get("banked_spent") or 0,
                lambda v: change(banked_spent=v), high=p.shifts),
        stepper("work-train", _("Train in {dept} (Shifts)").format(dept=dept_name(state, dept)), values.get("train") or 0, lambda v: change(train=v)),
        stepper("work-books", _("Train with Books"), values.get("books") or 0, lambda v: change(books=v), high=p.books),
    ]))
    micro = values.get("micro") if dept == "administration" else None
    if dept == "administration":
        out.append(choice("work-micro", _("Micro-manage"), micro or "",
                          [("", _("no other department")), *[(d, dept_name(state, d)) for d in forms.micro_manage_choices()]],
                          lambda v: change(micro=v or None), width=260))
        if micro:
            out.append(ft.Row([
                stepper("work-train_micro", _("Train in {dept}").format(dept=dept_name(state, micro)), values.get("train_micro") or 0,
                        lambda v: change(train_micro=v)),
                stepper("work-books_micro", _("with Books"), values.get("books_micro") or 0, lambda v: change(books_micro=v),
                        high=p.books),
            ], wrap=True))
    for task in forms.tasks(dept, micro, state):
        out.append(SECTIONS[task](state, pid, values, change))
    out.append(switch("work-more", _("More: other Shifts, pp, gains for tonight, vouchers"), values.get("more", False),
                      lambda v: change(more=v)))
    if values.get("more"):
        out += more_fields(state, pid, values, change)
    return out


def title(view: Any, values: dict) -> str:
    pid = values.get("player")
    name = view.state.player(pid).name if pid else _("A player")
    return _("{name} works in {dept}").format(name=name, dept=dept_name(view.state, values.get("department")))


WORK_FORM = EntryForm("work", N_("Work"), fields, build, initial=initial, title=title)
