"""The Meeting turn by turn and the Red Seat exchange: what the speaker may say, pass, New Business.

The speaker is whoever `meeting_turns.to_speak` names (most certified first); the form
offers the pet project from the hand (the cards not face-up) and the Performance Goals a
Seat may go on, both as pickers; the engine scores and checks the turn (KDE Meetings).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kanban import forms, meeting_turns, red_seats
from companion.games.kanban.meetings import speaking_order
from companion.games.kanban.state import KanbanState
from companion.ui.pack_forms import EntryForm, FormError, choice, hint_line, player_options, refuse, stepper
from companion.ui.words import N_, _, _n


def _order_line(state: KanbanState) -> ft.Control:
    names = [state.player(pid).name for pid in speaking_order(state)]
    return hint_line(_("Speaking order (most certified first, round again until everyone passes): {names}").format(
        names=", ".join(names)),
                     identifier="meeting-order-line")


def speak_initial(view: Any) -> dict[str, Any]:
    return {"player": meeting_turns.to_speak(view.state), "pet": "", "goal": ""}


def speak_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    pid = meeting_turns.to_speak(state)
    if pid is None:
        return [hint_line(_("Nobody speaks now: no Meeting is being held, or everyone has passed."))]
    labels = dict(forms.performance_goals(state))
    p = state.player(pid)
    left = meeting_turns.seats_left(state, pid)
    out: list[ft.Control] = [_order_line(state),
                             hint_line(_n("{name} speaks: {n} face-up Seat left at the conference table.",
                                          "{name} speaks: {n} face-up Seats left at the conference table.",
                                          left).format(name=p.name, n=left))]
    goals = meeting_turns.open_goals(state)
    pet = values.get("pet") or ""
    if pid not in state.meeting_pets:
        hand = [n for n, _label in forms.performance_goals(state) if n not in goals]
        out.append(choice("speak-pet", _("Pet project from the hand"), pet,
                          [("", _("keep it in the hand for now")), *[(str(n), labels[n]) for n in hand]],
                          lambda v: change(pet=v or "", goal="" if values.get("goal") == pet and pet else values.get("goal", "")),
                          width=340))
    if left > 0:
        targets = [*goals, *([int(pet)] if pet and pid not in state.meeting_pets else [])]
        out.append(choice("speak-goal", _("A Seat on the Performance Goal"), values.get("goal") or "",
                          [("", _("no Seat this turn")), *[(str(n), labels[n]) for n in targets]],
                          lambda v: change(goal=v or ""), width=340))
    return out


def speak_build(view: Any, values: dict) -> dict:
    state: KanbanState = view.state
    pid = meeting_turns.to_speak(state)
    if pid is None:
        raise FormError(_("Nobody speaks now: no Meeting is being held, or everyone has passed."))
    entry: dict[str, Any] = {"kind": "speak", "player": pid}
    if values.get("pet") and pid not in state.meeting_pets:
        entry["pet_project"] = int(values["pet"])
    if values.get("goal"):
        entry["goal"] = int(values["goal"])
    if len(entry) == 2:
        refuse(_("A Seat on the Performance Goal"), _("present the pet project or put a Seat on a Performance Goal"))
    return entry


def pass_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    pid = meeting_turns.to_speak(state)
    if pid is None:
        return [hint_line(_("Nobody speaks now: no Meeting is being held, or everyone has passed."))]
    return [_order_line(state), hint_line(_("{name} passes (and may speak again later in this Meeting).").format(name=state.player(pid).name))]


def pass_build(view: Any, values: dict) -> dict:
    pid = meeting_turns.to_speak(view.state)
    if pid is None:
        raise FormError(_("Nobody speaks now: no Meeting is being held, or everyone has passed."))
    return {"kind": "meeting_pass", "player": pid}


def new_business_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    cards = forms.performance_goals(state)
    nexts = values.get("next") or ["", "", "", ""]
    return [
        hint_line(_("Used Seats go face-down, Red Seats turn Seats face-up, the Production Cycle marker advances.")),
        ft.Row([choice(f"next-goal-{k}", _("Next goal {n}").format(n=k + 1), nexts[k] or "", [("", _("not yet")), *[(str(n), t) for n, t in cards]],
                       lambda v, k=k: change(next=[v if i == k else x for i, x in enumerate(nexts)]), width=300)
                for k in range(len(nexts))], wrap=True),
    ]


def new_business_build(view: Any, values: dict) -> dict:
    return {"kind": "new_business", "next_goals": [int(v) for v in values.get("next") or [] if v]}


def _exchangers(state: KanbanState) -> list[str]:
    return [p.id for p in state.players if red_seats.exchangeable(state, p.id) > 0]


def exchange_initial(view: Any) -> dict[str, Any]:
    who = _exchangers(view.state)
    return {"player": who[0] if who else None, "count": 1}


def exchange_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    who = _exchangers(state)
    if not who:
        return [hint_line(_("Nobody can exchange a Red Seat now: it needs a Red Seat on the Player Board and a face-down "
                            "Seat at the conference table, outside a Meeting."))]
    pid = values.get("player") if values.get("player") in who else None
    out: list[ft.Control] = [choice("exchange-player", _("Who exchanges"), pid,
                                    player_options({p: (state.player(p).name, state.player(p).color) for p in who}),
                                    lambda v: change(player=v, count=1), width=240)]
    if pid:
        most = red_seats.exchangeable(state, pid)
        out.append(stepper("exchange-count", _("Red Seats exchanged"), values.get("count") or 1,
                           lambda v: change(count=v), low=1, high=most))
    return out


def exchange_build(view: Any, values: dict) -> dict:
    who = _exchangers(view.state)
    pid = values.get("player")
    if pid not in who:
        return refuse(_("Who exchanges"), _("choose one"), {})
    return {"kind": "exchange_seat", "player": pid, "count": int(values.get("count") or 1)}


SPEAK_FORM = EntryForm("speak", N_("Speak"), speak_fields, speak_build, initial=speak_initial,
                       title=lambda view, v: _("A turn at the Meeting"))
PASS_FORM = EntryForm("meeting_pass", N_("Pass"), pass_fields, pass_build, initial=lambda view: {},
                      title=lambda view, v: _("Passing at the Meeting"))
NEW_BUSINESS_FORM = EntryForm("new_business", N_("New Business"), new_business_fields, new_business_build,
                              initial=lambda view: {"next": ["", "", "", ""]}, title=lambda view, v: _("New Business"))
EXCHANGE_FORM = EntryForm("exchange_seat", N_("Red Seat"), exchange_fields, exchange_build, initial=exchange_initial,
                          title=lambda view, v: _("A Red Seat exchanged"))
