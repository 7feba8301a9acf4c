"""The mirrored Kanban factory: the day, Week and Production Cycle, Sandra, and one card per player.

Each player's card reads like the player board: pp, the Shift Bank, Books,
Vouchers, Seats, the garages, Car Parts and Designs, and the five training
tracks (certified and expert desks marked in words). Every mirrored number is a
button that opens the editor (an `edit` log entry: the table is always right).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kanban.alley import SANDRA, station_name, working_order
from companion.games.kanban.board import DEPARTMENTS
from companion.games.kanban.forms import goal_label
from companion.games.kanban.measures import cars, tested_designs
from companion.games.kanban.meeting_turns import to_speak
from companion.games.kanban.state import KanbanState, Player
from companion.ui.kanban.assembly import line_rows
from companion.ui.kanban.design import display_rows
from companion.ui.widgets import Editor, value_button
from companion.ui.pack_forms import badge, player_grid
from companion.ui.pack_forms import player_card as pack_player_card
from companion.ui.widgets import kv, tid
from companion.ui.words import _, _n, spoken


def dept_name(state: KanbanState, dept: str | None) -> str:
    return state.board.department(dept).name if dept else _("not placed yet")


def meeting_rows(state: KanbanState) -> list[ft.Control]:
    """A Meeting under way: whose turn, the pet projects face-up, the Seats on each Performance Goal."""
    if not state.meeting_scheduled or not (state.meeting_open or state.meeting_done):
        return []
    names = {p.id: p.name for p in state.players}
    now = to_speak(state)
    lines = [_("Everyone has passed: New Business next") if state.meeting_done
             else _("At the Meeting: {name} to speak").format(name=names[now])]
    lines += [_("{name}'s pet project: Performance Goal {n}").format(name=names[pid], n=n)
              for pid, n in state.meeting_pets.items()]
    lines += [_n("Performance Goal {goal}: {n} Seat ({names})", "Performance Goal {goal}: {n} Seats ({names})",
                 len(pids)).format(goal=g, n=len(pids), names=", ".join(names[p] for p in pids))
              for g, pids in state.meeting_speakers.items()]
    return [tid("meeting-now", ft.Column([ft.Text(line, size=13) for line in lines], spacing=0))]


def factory_header(state: KanbanState, progress: str, edit: Editor | None) -> ft.Control:
    """Where the game is: day, Week, Production Cycle, Sandra, the Meeting, the goals, the Car Part values."""
    mode = _("Nice Sandra") if state.mode == "nice" else _("Mean Sandra")
    flags = []
    if state.meeting_scheduled:
        flags.append(badge(ft.Icons.GROUPS, _("Meeting at the end of the day"), identifier="meeting-due"))
    if state.end_triggered:
        flags.append(badge(ft.Icons.FLAG, _("Last day: Final Scoring next"), identifier="end-triggered"))
    names = {p.id: p.name for p in state.players}
    goals = [goal_label(state.board.performance_goal(n)) for n in state.goals_on_table]
    values = state.part_values
    return ft.Card(
        ft.Container(
            ft.Column(
                [
                    tid("table-when", ft.Text(spoken(progress), size=18, weight=ft.FontWeight.BOLD)),
                    ft.Row(
                        [
                            value_button(_("Day"), str(state.day), "day", state.day, edit, identifier="day"),
                            value_button(_("Week"), str(state.week), "week", state.week, edit, identifier="week"),
                            value_button(_("Production Cycle"), str(state.cycle), "cycle", state.cycle, edit, identifier="cycle"),
                            value_button(mode, dept_name(state, state.sandra), "sandra", state.sandra, edit, identifier="sandra"),
                            value_button(_("Meeting due"), _("yes") if state.meeting_scheduled else _("no"), "meeting_scheduled",
                                         state.meeting_scheduled, edit),
                        ],
                        wrap=True, spacing=2,
                    ),
                    ft.Row(flags, wrap=True) if flags else ft.Container(),
                    value_button(_("Meeting order (Certification Track, right to left)"),
                                 ", ".join(names.get(pid, pid) for pid in state.certification_order) or _("seating order"),
                                 "certification_order", list(state.certification_order), edit, identifier="meeting-order"),
                    ft.Text(_("Performance Goals on the table"), size=11, color=ft.Colors.ON_SURFACE_VARIANT),
                    tid("goals-on-table", ft.Column([ft.Text(g, size=13) for g in goals] or [ft.Text(_("none entered"), italic=True, size=13)],
                                                    spacing=0)),
                    *meeting_rows(state),
                    ft.Text(_("Car Part values (Design track)"), size=11, color=ft.Colors.ON_SURFACE_VARIANT),
                    ft.Row([value_button(part, str(values.get(part, 0)), f"part_values.{part}", values.get(part, 0), edit,
                                         identifier=f"part-value-{part}")
                            for part in state.board.names.parts], wrap=True, spacing=2),
                    ft.Text(_("Final Goals tile {tile}").format(tile=state.final_tile), size=12, italic=True),
                    *alley_rows(state),
                    *warehouse_rows(state),
                    *upgrade_space_rows(state),
                    *line_rows(state),
                    *display_rows(state),
                ],
                spacing=6,
            ),
            padding=12,
        )
    )


def alley_rows(state: KanbanState) -> list[ft.Control]:
    """A Workstation Alley game: who stands where today, the Test Track and the Pace Car, the Factory Goals' Seats."""
    if not state.workstations:
        return []
    names = {p.id: p.name for p in state.players}
    places = [f"{names.get(w, 'Sandra')}: {station_name(state, state.placed[w] if w != SANDRA else state.sandra_at)}"
              for w in working_order(state)]
    every = state.board.numbers.checkered_every
    track = ", ".join(state.test_track) or _("no car")
    goals = "; ".join(_n("{count} {area}: {n} Seat left", "{count} {area}: {n} Seats left", g.seats).format(
        count=g.at_least, area=g.area, n=g.seats) for g in state.factory_goals)
    small = lambda s, i: tid(i, ft.Text(s, size=13))
    return [
        ft.Text(_("Workstation Alley today (left to right)"), size=11, color=ft.Colors.ON_SURFACE_VARIANT),
        small("; ".join(places) or _("nobody has chosen yet"), "alley-today"),
        small(_("Test Track behind the Pace Car: {track}; the Pace Car is {pace} of {every} spaces "
                "past the last checkered space").format(track=track, pace=state.pace, every=every), "test-track"),
        small(_("Factory Goals: {goals}").format(goals=goals), "factory-goals"),
    ]


def warehouse_rows(state: KanbanState) -> list[ft.Control]:
    """The warehouses at Logistics, when the game follows them."""
    if not state.warehouses:
        return []
    stock = ", ".join(f"{k} {part}" for part, k in state.warehouses.items() if k) or _("empty")
    return [tid("warehouses", ft.Text(_("Warehouses at Logistics: {stock}").format(stock=stock), size=13))]


def upgrade_space_rows(state: KanbanState) -> list[ft.Control]:
    """The Upgrade Spaces filled in Innovation, per Model, when the game follows their benefits."""
    if not state.printed_benefits:
        return []
    filled = [f"{model}: {', '.join(str(s) for s in sorted(u.space for u in ups if u.space))}"
              for model, ups in state.upgrades.items() if any(u.space for u in ups)]
    return [tid("upgrade-spaces", ft.Text(_("Upgrade Spaces filled: {spaces}").format(spaces="; ".join(filled) or _("none")), size=13))]


def board_side(state: KanbanState, p: Player) -> str:
    side = state.board_sides.get(p.id)
    return _("the {side} side").format(side=side) if side else _("side asked when the first car parks")


def training_row(state: KanbanState, p: Player) -> ft.Control:
    """The five tracks: desk reached, 'certified' / 'expert' in words (not only a colour)."""
    n = state.board.numbers
    items = []
    for dept in DEPARTMENTS:
        stage = state.stage(p.id, dept)
        if not stage:
            words = _("not started")
        elif stage >= n.expert_at:
            words = _("desk {stage} expert").format(stage=stage)
        elif state.certified(p.id, dept):
            words = _("desk {stage} certified").format(stage=stage)
        else:
            words = _("desk {stage}").format(stage=stage)
        items.append(kv(dept_name(state, dept), words, identifier=f"{p.id}-train-{dept}"))
    return ft.Row(items, wrap=True, spacing=14)


def player_card(state: KanbanState, index: int, p: Player, edit: Editor | None) -> ft.Control:
    at = f"players.{index}"
    today = state.today.get(p.id)
    if today is not None:
        work = _n("works in {dept}: {used} of {n} Shift used", "works in {dept}: {used} of {n} Shifts used",
                  today.shifts_available).format(dept=dept_name(state, today.department), used=today.shifts_used,
                                                 n=today.shifts_available)
    elif p.yesterday:
        work = _("has not worked today (yesterday: {dept})").format(dept=dept_name(state, p.yesterday))
    else:
        work = _("has not worked today")
    garages = ", ".join(car or _("empty") for car in p.garages[: state.capacity(p.id, "assembly", state.board.numbers.garages,
                                                                               state.board.numbers.garages_certified)])
    parts = ", ".join(f"{k} {part}" for part, k in p.parts.items() if k) or _("none")
    designs = ", ".join(f"{d.model} {d.part or _('(claim only)')}" for d in p.designs) or _("none")
    numbers = [
        value_button(_("pp"), str(p.pp), f"{at}.pp", p.pp, edit, identifier=f"p{index}-pp"),
        value_button(_("Shifts banked"), str(p.shifts), f"{at}.shifts", p.shifts, edit, identifier=f"p{index}-shifts"),
        value_button(_("Books"), str(p.books), f"{at}.books", p.books, edit, identifier=f"p{index}-books"),
        value_button(_("Vouchers"), str(p.vouchers), f"{at}.vouchers", p.vouchers, edit),
        value_button(_("Seats up"), str(p.seats_up), f"{at}.seats_up", p.seats_up, edit, identifier=f"p{index}-seats"),
        value_button(_("Seats down"), str(p.seats_down), f"{at}.seats_down", p.seats_down, edit),
        value_button(_("Red Seats"), str(p.red_seats), f"{at}.red_seats", p.red_seats, edit),
    ]
    things = [
        value_button(_("Garages"), garages, f"{at}.garages", p.garages, edit),
        value_button(_("Car Parts"), parts, f"{at}.parts", p.parts, edit),
        value_button(_("Designs on the desk"), designs, f"{at}.designs", [d.model_dump() for d in p.designs], edit),
        kv(_("Cars / Tested Designs / Certifications"),
           f"{len(cars(state, p.id))} / {len(tested_designs(state, p.id))} / {state.certifications(p.id)}"),
        *([kv(_("Player Board"), board_side(state, p), identifier=f"p{index}-side")] if state.printed_benefits else []),
    ]
    return pack_player_card(p.name, p.color, [ft.Text(_("{n} pp").format(n=p.pp), size=18, weight=ft.FontWeight.BOLD)], [
        tid(f"p{index}-today", ft.Text(work, size=13, italic=True)),
        ft.Row(numbers, wrap=True, spacing=2),
        ft.Row(things, wrap=True, spacing=2),
        training_row(state, p),
    ], key=f"kanban-player-{p.id}")


def table_view(view: Any, edit: Editor | None) -> list[ft.Control]:
    state: KanbanState = view.state
    return [
        factory_header(state, view.summary.progress, edit),
        player_grid([player_card(state, i, p, edit) for i, p in enumerate(state.players)]),
    ]
