"""Kanban: Driver's Edition at the table: the factory as its players read it, and a form per entry kind.

The step panel suggests what usually comes next (the next player's work, the
Meeting, the end of the day, Final Scoring once the end is triggered); any
other kind the rules allow now is one tap away (`forms_now`: while a Meeting is due only
what legal() lists, plus a note and pp counted at the table; outside one no Meeting chip).
The Meeting is entered turn by turn (meeting.py); the whole-Meeting `meeting` entry of older
games is kept for replay only and never offered as a chip.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.kanban import forms
from companion.games.kanban.board import FACTORY_AREAS
from companion.games.kanban.factory_goals import WORDS, goal_range
from companion.games.kanban.board import BOARD
from companion.games.kanban.pack import PACK
from companion.games.kanban.starting import next_to_start
from companion.games.kanban.state import KanbanState
from companion.ui.kanban.entries import (
    END_OF_DAY_FORM,
    FINAL_FORM,
    RECYCLE_FORM,
    SANDRA_FORM,
    SEAT_FORM,
    SELECT_FORM,
)
from companion.ui.kanban.design import display_entry, display_setup
from companion.ui.kanban.meeting import EXCHANGE_FORM, NEW_BUSINESS_FORM, PASS_FORM, SPEAK_FORM
from companion.ui.kanban.starting import START_ITEMS_FORM, START_SPOT_FORM
from companion.ui.kanban.table import table_view
from companion.ui.kanban.work import WORK_FORM
from companion.ui.pack_forms import adjust_form, choice, group, hint_line, note_form, stepper, switch
from companion.ui.pack_screen import PackUI
from companion.ui.widgets import section
from companion.ui.words import N_, _, _n, game_word

FORMS = [START_SPOT_FORM, START_ITEMS_FORM, SELECT_FORM, WORK_FORM, RECYCLE_FORM, SANDRA_FORM, SPEAK_FORM, PASS_FORM,
         NEW_BUSINESS_FORM, END_OF_DAY_FORM, EXCHANGE_FORM, SEAT_FORM, adjust_form("pp", "pp"), FINAL_FORM,
         note_form()]


#: the Meeting's turns (KDE Meetings): offered only while a Meeting is due
MEETING_KINDS = ("speak", "meeting_pass", "new_business")
#: offered at any moment: a note and pp counted at the table (a correction, no rule to judge)
ALWAYS = ("note", "adjust")


def forms_now(state: KanbanState) -> list:
    """The forms of the kinds the rules allow now: once a Meeting is due (KDE Meeting Time), only the kinds
    legal() lists for some player (the Meeting's turns, New Business, a Seat earned...) and the always-offered
    ones; with no Meeting due, every form but the Meeting's."""
    if not state.meeting_scheduled:
        return [f for f in FORMS if f.kind not in MEETING_KINDS]
    kinds = {c.entry["kind"] for p in state.players for c in PACK.legal(state, p.id) if c.legal}
    return [f for f in FORMS if f.kind in kinds or f.kind in ALWAYS]


def suggested_now(state: KanbanState) -> str:
    """The suggested kind, always one of the chips offered now (else the first of the Meeting's, else the first)."""
    offered = [f.kind for f in forms_now(state)]
    kind = suggested(state)
    if kind in offered:
        return kind
    return next((k for k in (*MEETING_KINDS, *offered) if k in offered), "")


TITLES = {
    "work": lambda name, e: _("{name} works in {dept}").format(name=name(e["player"]),
                                                                dept=game_word("kanban", BOARD.base.department(e["department"]).name)),
    "select": lambda name, e: _("{name} takes a workstation in {dept}").format(
        name=name(e["player"]), dept=game_word("kanban", BOARD.base.department(e["department"]).name)),
    "sandra": lambda name, e: (_("Sandra in {dept}").format(dept=game_word("kanban", BOARD.base.department(e["department"]).name))
                               if e.get("department") else _("Sandra's turn")),
    "meeting": lambda name, e: _n("Meeting: {n} speech", "Meeting: {n} speeches", len(e.get("speeches", []))).format(
        n=len(e.get("speeches", []))),
    "start_spot": lambda name, e: _("{name} takes spot {spot} on the Certification Track").format(
        name=name(e["player"]), spot=e["spot"]),
    "start_items": lambda name, e: _("{name} takes a {part} and a {model} Design").format(
        name=name(e["player"]), part=game_word("kanban", e["part"]), model=game_word("kanban", e["design"])),
    "end_of_day": lambda name, e: _("end of the day"),
    "seat": lambda name, e: _n("{name}: {n} Seat, {reason}", "{name}: {n} Seats, {reason}", e.get("count", 1)).format(
        name=name(e["player"]), n=e.get("count", 1), reason=e["reason"] if "reason" in e else _("earned")),
    "adjust": lambda name, e: _("{name}: {amount} pp, {reason}").format(name=name(e["player"]), amount=f"{e['amount']:+d}",
                                                                       reason=e["reason"]),
    "final_scoring": lambda name, e: _("Final Scoring"),
    "speak": lambda name, e: _("{name} speaks at the Meeting").format(name=name(e["player"]))
                             + (_(", pet project {n}").format(n=e["pet_project"]) if e.get("pet_project") else "")
                             + (_(", a Seat on Performance Goal {n}").format(n=e["goal"]) if e.get("goal") else ""),
    "meeting_pass": lambda name, e: _("{name} passes at the Meeting").format(name=name(e["player"])),
    "new_business": lambda name, e: _("the Meeting's New Business"),
    "exchange_seat": lambda name, e: _n("{name} exchanges {n} Red Seat", "{name} exchanges {n} Red Seats",
                                        e.get("count", 1)).format(name=name(e["player"]), n=e.get("count", 1)),
    "recycle": lambda name, e: _("{name} trades their {give} for the {take} in the Recycling pool").format(
        name=name(e["player"]), give=e["give"], take=e["take"]),
}


def suggested(state: KanbanState) -> str:
    """The entry that usually comes next at this point of the day (the starting round first)."""
    now = next_to_start(state)
    if now is not None:
        return "start_spot" if now[0] == "spot" else "start_items"
    if state.meeting_scheduled and (state.meeting_open or state.meeting_done):  # a Meeting under way
        return "new_business" if state.meeting_done else "speak"
    if state.end_triggered and not state.today and not state.meeting_scheduled and not state.placed:
        return "final_scoring"
    if forms.selection_choices(state)["player"] if state.workstations else False:
        return "select"
    if forms.next_to_work(state):
        return "work"
    if forms.sandras_turn(state):
        return "sandra"
    if state.meeting_scheduled:
        return "new_business" if state.meeting_done else "speak"
    return "end_of_day"


# --- new game ------------------------------------------------------------------------------

#: the pack's declared options (Sandra nice, the app following Workstation Alley), the Final Goals tile 1
NEW_GAME_DEFAULTS: dict[str, Any] = {**PACK.defaults(), "final_tile": 1, "goals_on_table": []}


def new_game_options(options: dict, option: Callable[[str, Any], None]) -> ft.Control:
    """Sandra's mode, the Final Goals tile and the four Performance Goals laid out (KDE Setup 20-21)."""
    choices = forms.setup_choices()
    tile = int(options.get("final_tile") or 1)
    goals = list(options.get("goals_on_table") or []) + [None] * 4
    house = set(options.get("house_rules") or ())
    cards = [("", _("not entered")), *[(str(n), t) for n, t in choices["performance_goals"]]]

    def set_goal(k: int, value: str) -> None:
        chosen = [g for g in goals[:4]]
        chosen[k] = int(value) if value else None
        option("goals_on_table", [g for g in chosen if g is not None])

    return section("Kanban", [
        choice("kanban-mode", _("Factory manager"), options.get("mode", "nice"), choices["modes"], lambda v: option("mode", v), width=340),
        choice("kanban-final-tile", _("Final Goals tile"), str(tile), [(str(t), _("tile {n}").format(n=t)) for t in choices["final_tiles"]],
               lambda v: option("final_tile", int(v)), width=200),
        ft.Text("; ".join(choices["final_tiles"].get(tile, [])), size=12, italic=True),
        switch("kanban-workstations", _("The app follows Workstation Alley: who chooses when, Sandra's moves, "
                                         "the Pace Car and the Factory Goals"), bool(options.get("workstations", NEW_GAME_DEFAULTS["workstations"])),
               lambda on: option("workstations", on)),
        ft.ExpansionTile(
            title=ft.Text(_("Performance Goals face-up on the table (the first Meeting needs them)"), size=13),
            controls=[ft.Row([choice(f"kanban-goal-{k}", _("Goal {n}").format(n=k + 1), str(goals[k]) if goals[k] else "", cards,
                                     lambda v, k=k: set_goal(k, v), width=300) for k in range(4)], wrap=True)],
        ),
        *([factory_goal_setup(options, option)] if options.get("workstations", NEW_GAME_DEFAULTS["workstations"]) else []),
        *([switch("kanban-assembly-line", _("The app follows the Assembly Line: the Parts provided to each Model, the "
                                            "cars moving on and rolling off with their pp"), bool(options.get("assembly_line", True)),
                  lambda on: option("assembly_line", on))]
          if options.get("workstations", NEW_GAME_DEFAULTS["workstations"]) else []),
        alley_setup(options, option),
        display_setup(options, option),
        ft.ExpansionTile(
            title=ft.Text(_("House rules (where the rulebook and the older rules differ)"), size=13),
            controls=[switch(f"house-{name}", title, name in house,
                             lambda on, n=name: option("house_rules", sorted((house | {n}) if on else (house - {n}))))
                      for name, (title, _why) in choices["house_rules"].items()],
        ),
    ])


def factory_goals(options: dict) -> dict[str, list[int]]:
    """The counts on the two Factory Goal tiles of each area: those chosen, else the rulebook's example (board data)."""
    chosen = options.get("factory_goals") or {}
    return {area: list(chosen.get(area) or BOARD.base.factory_goal_counts(area)) for area in FACTORY_AREAS}


def factory_goal_setup(options: dict, option: Callable[[str, Any], None]) -> ft.Control:
    """The Factory Goal tiles drawn (KDE Setup 3): each tile's count by taps, in the range a player can reach."""
    goals = factory_goals(options)

    def set_count(area: str, k: int, value: int) -> None:
        option("factory_goals", {**goals, area: [value if i == k else v for i, v in enumerate(goals[area])]})

    rows = []
    for area in FACTORY_AREAS:
        low, high = goal_range(BOARD.base, area)
        rows.append(ft.Row([stepper(f"kanban-factory-{area}-{k}", _("{area}: {which} tile").format(area=WORDS[area].capitalize(), which=_(which)), goals[area][k],
                                    lambda v, area=area, k=k: set_count(area, k, v), low=low, high=high, width=300)
                            for k, which in enumerate((N_("easier"), N_("harder")))], wrap=True, spacing=8))
    return group(_("Factory Goal tiles drawn"), [
        hint_line(_("The count on each tile laid out (the rulebook's example: the 3rd Certification, the 4th car, "
                    "the 5th Design upgraded); the lower number goes on the left.")),
        *rows,
    ])


def alley_setup(options: dict, option: Callable[[str, Any], None]) -> ft.Control:
    """The Demand tiles face-up, the Recycling pool and the warehouses (KDE Setup 4, 14, 16): followed once all are named."""
    names = BOARD.base.names
    demand = list(options.get("demand") or []) + [""] * 2
    pool = list(options.get("recycling") or []) + [""] * 3
    stock = dict(options.get("warehouses") or {})
    symbols = BOARD.base.numbers.kanban_order_symbols

    def pick(key: str, chosen: list[str], k: int, value: str) -> None:
        option(key, [value if i == k else v for i, v in enumerate(chosen)])

    return ft.ExpansionTile(
        title=ft.Text(_("Demand tiles, Recycling pool and warehouses laid out (optional: the app follows them once named)"), size=13),
        controls=[
            ft.Row([choice(f"kanban-demand-{k}", _("Demand tile {n}").format(n=k + 1), demand[k], [("", _("not named")), *[(m, m) for m in names.models]],
                           lambda v, k=k: pick("demand", demand[:2], k, v), width=180) for k in range(2)], wrap=True),
            ft.Row([choice(f"kanban-recycling-{k}", _("Recycling {n}").format(n=k + 1), pool[k], [("", _("not named")), *[(m, m) for m in names.parts]],
                           lambda v, k=k: pick("recycling", pool[:3], k, v), width=180) for k in range(3)], wrap=True),
            hint_line(_("Warehouses: the {n} Car Parts of the first Kanban Order card turned up ({named} of {n} named).").format(
                n=symbols, named=sum(stock.values()))),
            ft.Row([stepper(f"kanban-warehouse-{part}", part, stock.get(part, 0),
                            lambda v, part=part: option("warehouses", {**stock, part: v}), high=symbols, width=170)
                    for part in names.parts], wrap=True, spacing=8),
        ],
    )


def setup_entry(seats: list[dict], start: int, options: dict) -> dict:
    """The `new_game` entry (KDE Setup): the players in seating order and the chosen options."""
    entry: dict[str, Any] = {"kind": "new_game", "players": seats}
    for key in ("mode", "final_tile", "goals_on_table", "certification_order"):
        if options.get(key) not in (None, "", []):
            entry[key] = options[key]
    if options.get("house_rules"):
        entry["house_rules"] = {name: True for name in options["house_rules"]}
    if options.get("workstations"):  # on by default (the pack's declared option)
        entry["workstations"] = True
        if not options.get("certification_order"):  # the starting round sets it, from the first player clockwise
            entry["starting_round"] = True
            entry["first_player"] = seats[start]["id"] if 0 <= start < len(seats) else seats[0]["id"]
        entry["factory_goals"] = factory_goals(options)
        if options.get("assembly_line", True):  # on by default: the line as KDE Setup 12 lays it out
            entry["assembly_line"] = True
        for key, count in (("demand", 2), ("recycling", 3)):
            named = [v for v in options.get(key) or [] if v]
            if len(named) == count:
                entry[key] = named
        stock = {part: k for part, k in (options.get("warehouses") or {}).items() if k}
        if sum(stock.values()) == BOARD.base.numbers.kanban_order_symbols:
            entry["warehouses"] = stock
        entry.update(display_entry(options))
        if options.get("benefits", True):  # on by default: the Award Plaques' and the certification benefits
            entry["benefits"] = True
            if options.get("certification_seats", True):  # and the Seat for reaching the Track's 2nd and 4th spaces
                entry["certification_seats"] = True
        if options.get("printed_benefits", True):  # on by default: the garages' and the Upgrade Spaces' benefits
            entry["printed_benefits"] = True  # each player's side of the Player Board asked when a car first parks
    return entry


SCREENS = PackUI(
    table=table_view, forms=forms_now, suggested=suggested_now, titles=TITLES,
    new_game_options=new_game_options, setup_entry=setup_entry, new_game_defaults=NEW_GAME_DEFAULTS,
    charts=[("score", N_("Productivity points (pp)"), "chart-pp", "pp")], score_unit="pp",
    start_label=N_("First player of the starting round (chosen at random)"),
    replay_only=("meeting",),  # the whole Meeting at once, as older games stored it: the app enters it turn by turn
)
