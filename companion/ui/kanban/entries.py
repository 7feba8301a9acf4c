"""Kanban's other entry forms: Sandra's turn, the end of the day, Seats, Final Scoring (the Meeting: meeting.py).

The legal choices come from `companion.games.kanban.forms` (where Sandra may
be, what her assessment would give, the speaking order, the Final Goals each
player has reached); the engine previews and checks the entry.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.registry import get_pack
from companion.games.kanban import forms
from companion.games.kanban.state import KanbanState
from companion.ui.kanban.table import dept_name
from companion.ui.pack_forms import (
    EntryForm,
    add_button,
    chips,
    choice,
    group,
    hint_line,
    needed,
    number,
    list_field,
    player_options,
    state_players,
    stepper,
    switch,
    text,
    whole,
)
from companion.ui.theme import player_label
from companion.core.wording import said
from companion.ui.words import N_, _, _n, spoken


# --- choosing workstations ------------------------------------------------------------------

def select_initial(view: Any) -> dict:
    return {"station": None}


def select_fields(view: Any, values: dict, change) -> list[ft.Control]:
    """Who chooses now (the order is the rules'), and only the free workstations that player may take."""
    state: KanbanState = view.state
    c = forms.selection_choices(state)
    if c["player"] is None:
        return [hint_line(_("Everyone has a workstation today."), identifier="select-who")]
    name = state.player(c["player"]).name
    options = [(f"{s['department']}|{s['workstation']}", s["label"]) for s in c["stations"]]
    return [
        hint_line(_("{name} chooses now ({how}: {order}).").format(name=name, how=c["how"], order=", ".join(c["order"])),
                  identifier="select-who"),
        choice("select-station", _("Workstation"), values.get("station"), options, lambda v: change(station=v), width=340),
        hint_line(_("Sandra is in {dept}.").format(dept=dept_name(state, state.sandra)) if state.sandra else ""),
    ]


def select_build(view: Any, values: dict) -> dict:
    c = forms.selection_choices(view.state)
    offered = {f"{s['department']}|{s['workstation']}": s for s in c["stations"]}
    station = offered.get(needed(values, "station", _("Workstation"), offered), {"department": "", "workstation": 0})
    return {"kind": "select", "player": c["player"], "department": station["department"], "workstation": station["workstation"]}


# --- Recycling ----------------------------------------------------------------------------------

def recycle_trades(state: KanbanState) -> dict[str, list[tuple[str, str]]]:
    """Player id -> the (give, take) trades the rules allow them now (the pack's legal listing), the player whose
    turn it is first."""
    first = forms.next_to_work(state)
    order = [p.id for p in state.players]
    order = ([first] if first in order else []) + [pid for pid in order if pid != first]
    out: dict[str, list[tuple[str, str]]] = {}
    for pid in order:
        trades = [(c.entry["give"], c.entry["take"]) for c in get_pack("kanban").legal(state, pid)
                  if c.entry.get("kind") == "recycle" and c.legal]
        if trades:
            out[pid] = trades
    return out


def recycle_values(state: KanbanState, values: dict) -> dict:
    """The form's choices with each one left open (or no longer offered) set to the first legal trade."""
    trades = recycle_trades(state)
    pid = values.get("player") if values.get("player") in trades else next(iter(trades), None)
    mine = trades.get(pid, [])
    give = values.get("give") if values.get("give") in {g for g, _t in mine} else (mine[0][0] if mine else None)
    takes = [t for g, t in mine if g == give]
    take = values.get("take") if values.get("take") in takes else (takes[0] if takes else None)
    return {"player": pid, "give": give, "take": take, "trades": mine}


def recycle_fields(view: Any, values: dict, change) -> list[ft.Control]:
    """Who trades, the Part from their board and the Part from the pool: taps on the trades the rules allow."""
    state: KanbanState = view.state
    now = recycle_values(state, values)
    if now["player"] is None:
        why = (_("This game does not follow the Recycling pool (its set-up names no Parts in it).") if not state.recycling
               else _("Nobody can recycle now: a player trades during their turn, a Part from the board for one of another type."))
        return [hint_line(why, identifier="recycle-none")]
    p = state.player(now["player"])
    names = state_players(view)
    gives = list(dict.fromkeys(g for g, _t in now["trades"]))
    return [
        hint_line(_("In the pool: {parts}. A free trade, as often as the player likes.").format(parts=", ".join(state.recycling))),
        chips("recycle-player", _("Who recycles"), now["player"], [(pid, names[pid][0]) for pid in recycle_trades(state)],
              lambda v: change(player=v, give=None, take=None)),
        chips("recycle-give", _("Puts in the pool"), now["give"],
              [(g, _("{part} ({n} on the board)").format(part=g, n=p.parts.get(g, 0))) for g in gives],
              lambda v: change(give=v, take=None)),
        chips("recycle-take", _("Takes from the pool"), now["take"], [(t, t) for g, t in now["trades"] if g == now["give"]],
              lambda v: change(take=v)),
    ]


def recycle_build(view: Any, values: dict) -> dict:
    now = recycle_values(view.state, values)
    return {"kind": "recycle", "player": needed(now, "player", _("Who recycles")), "give": needed(now, "give", _("Puts in the pool")),
            "take": needed(now, "take", _("Takes from the pool"))}


def recycle_title(view: Any, values: dict) -> str:
    now = recycle_values(view.state, values)
    who = view.state.player(now["player"]).name if now["player"] else _("A player")
    return _("{name} trades their {give} for the {take} in the Recycling pool").format(
        name=who, give=now["give"] or _("Part"), take=now["take"] or _("Part"))


# --- Sandra --------------------------------------------------------------------------------

def sandra_initial(view: Any) -> dict:
    options = forms.sandra_choices(view.state)
    return {"department": options[0] if len(options) == 1 else None}


def sandra_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    dept = values.get("department")
    who = _("Nice Sandra's turn") if state.mode == "nice" else _("Mean Sandra's turn")
    if state.workstations:
        dept = state.sandra or "administration"
        return [hint_line(_("{who} in {dept} (she moved there in the order of choosing).").format(who=who, dept=dept_name(state, dept)),
                          identifier="sandra-where"), _assessment(view, dept)]
    out: list[ft.Control] = [
        hint_line(_("{who}: where does she go?").format(who=who)),
        choice("sandra-department", _("Sandra goes to"), dept, [(d, dept_name(state, d)) for d in forms.sandra_choices(state)],
               lambda v: change(department=v, meeting=False), width=260),
    ]
    if dept:
        out.append(_assessment(view, dept))
        if dept == "testing":
            out.append(switch("sandra-meeting", _("Her Pace Car step reached a checkered space: Meeting tonight"),
                              values.get("meeting", False), lambda v: change(meeting=v)))
    return out


def _assessment(view: Any, dept: str) -> ft.Control:
    state: KanbanState = view.state
    names = state_players(view)
    lines = [_("{name}: {pp} pp - {why}").format(name=names[r["player"]][0], pp=f"{r['pp']:+d}", why=r["why"])
             for r in forms.sandra_preview(state, dept)]
    if state.day == 1:
        lines = [_("First day: paperwork only (no assessment, no Week).")]
    return group(_("Her assessment"), [hint_line(line) for line in lines or [_("Nobody to review there.")]])


def sandra_build(view: Any, values: dict) -> dict:
    if view.state.workstations:
        return {"kind": "sandra"}
    entry = {"kind": "sandra", "department": needed(values, "department", _("Sandra goes to"))}
    if values.get("meeting") and entry["department"] == "testing":
        entry["meeting"] = True
    return entry


# --- the end of the day ----------------------------------------------------------------------

def end_of_day_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    lines = []
    for p in state.players:
        day = state.today.get(p.id)
        if day is None:
            lines.append(_("{name}: did not work (or was not entered)").format(name=p.name))
        else:
            lines.append(_("{name}: {dept}; tonight {shifts}, {books}, {vouchers}").format(
                name=p.name, dept=dept_name(state, day.department),
                shifts=_n("+{n} Shift", "+{n} Shifts", day.shifts_banked).format(n=day.shifts_banked),
                books=_n("+{n} Book", "+{n} Books", day.books_gained).format(n=day.books_gained),
                vouchers=_n("+{n} Voucher", "+{n} Vouchers", day.vouchers_gained).format(n=day.vouchers_gained)))
    return [hint_line(_("Everyone has worked, Sandra has had her turn (and the Meeting, if one was due).")),
            *[ft.Text(line, size=13) for line in lines]]


# --- Seats ------------------------------------------------------------------------------------

def seat_fields(view: Any, values: dict, change) -> list[ft.Control]:
    names = state_players(view)
    return [
        choice("seat-player", _("Who earns Seats"), values.get("player"), player_options(names), lambda v: change(player=v)),
        stepper("seat-count", spoken(said("kanban", "Seats")), values.get("count", 1), lambda v: change(count=v), low=1),
        text("seat-reason", _("From"), values.get("reason", ""), lambda v: change(reason=v),
             hint=_("Factory Goal, Demand tile, garage, Certification Track...")),
    ]


def seat_build(view: Any, values: dict) -> dict:
    entry = {"kind": "seat", "player": needed(values, "player", _("Who earns Seats")),
             "count": whole(values, "count", spoken(said("kanban", "Seats")), default=1, low=1)}
    if (values.get("reason") or "").strip():
        entry["reason"] = values["reason"].strip()
    return entry


# --- Final Scoring ------------------------------------------------------------------------------

def final_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    chosen = values.get("goals", {})
    out: list[ft.Control] = [hint_line(_("Final Goals tile {tile}: by default each player spends Seats on the best goals "
                                         "reached; tap to choose others.").format(tile=state.final_tile))]
    for i, (pid, info) in enumerate(forms.final_goal_choices(state).items()):
        p = state.player(pid)
        mine = chosen.get(pid)
        picked = set(info["best"] if mine is None else mine)

        def toggle(place: int, on: bool, pid=pid, picked=picked) -> None:
            new = sorted((picked | {place}) if on else (picked - {place}))
            change(goals={**chosen, pid: new})

        boxes = [ft.Checkbox(label=_("{place}. {goal} ({pp} pp)").format(place=g["place"], goal=g["text"], pp=g["pp"]), value=g["place"] in picked,
                             on_change=lambda e, place=g["place"], t=toggle: t(place, bool(e.control.value)))
                 for g in info["reached"]]
        out.append(ft.Column([
            ft.Row([player_label(p.name, p.color, size=14), ft.Text(_n("{n} Seat to spend", "{n} Seats to spend", info["seats"]).format(n=info["seats"]), size=13)], wrap=True),
            *(boxes or [hint_line(_("no Final Goal reached"))]),
        ], spacing=2))
    return out


def final_build(view: Any, values: dict) -> dict:
    goals = {pid: list(places) for pid, places in (values.get("goals") or {}).items()}
    return {"kind": "final_scoring", "goals": goals} if goals else {"kind": "final_scoring"}


SELECT_FORM = EntryForm("select", N_("Workstation"), select_fields, select_build, initial=select_initial,
                        title=lambda view, v: _("Choosing a workstation"))
RECYCLE_FORM = EntryForm("recycle", N_("Recycling"), recycle_fields, recycle_build, title=recycle_title)
SANDRA_FORM = EntryForm("sandra", N_("Sandra"), sandra_fields, sandra_build, initial=sandra_initial,
                        title=lambda view, v: _("Sandra in {dept}").format(dept=dept_name(
                            view.state, forms.sandra_choices(view.state)[0] if view.state.workstations else v.get("department"))))
END_OF_DAY_FORM = EntryForm("end_of_day", N_("End of day"), end_of_day_fields, lambda view, v: {"kind": "end_of_day"},
                            title=lambda view, v: _("End of day {day}").format(day=view.state.day))
SEAT_FORM = EntryForm("seat", N_("Seat"), seat_fields, seat_build, initial=lambda view: {"count": 1},
                      title=lambda view, v: _("Seats earned"))
FINAL_FORM = EntryForm("final_scoring", N_("Final Scoring"), final_fields, final_build, title=lambda view, v: _("Final Scoring"))
