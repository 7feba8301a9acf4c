"""The starting round's forms (KDE Beginning of the Game): a spot on the Certification Track, then a
Car Part and a Design; who acts is the rules' (`games.kanban.starting.next_to_start`), every choice a tap."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kanban import design as display, starting
from companion.games.kanban.garages import BENEFIT_WORDS
from companion.games.kanban.state import KanbanState
from companion.ui.pack_forms import EntryForm, chips, hint_line, needed
from companion.ui.words import N_, _


def _who(state: KanbanState) -> tuple[str, str] | None:
    now = starting.next_to_start(state)
    return None if now is None else (now[0], now[1])


def spot_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    now = _who(state)
    if now is None or now[0] != "spot":
        return [hint_line(_("Every player has a spot on the Certification Track."), identifier="start-who")]
    order = ", ".join(state.player(pid).name for pid in starting.clockwise(state))
    spots = [(str(k), _spot_words(state, k)) for k in starting.free_spots(state)]
    given = state.start_spot_benefits
    return [
        hint_line(_("{name} puts the Certification meeple on a spot now (clockwise: {order}); the spots read left to "
                    "right, and right to left is the order of the Car Parts, Designs and the first day.").format(
                      name=state.player(now[1]).name, order=order),
                  identifier="start-who"),
        chips("start-spot", _("Spot on the 0 space"), values.get("spot"), spots, lambda v: change(spot=v)),
        hint_line(_("The app gives the benefit printed on the spot (as the board data reads it: correct the board values "
                    "if yours differ).") if given else _("Take the benefit printed on that spot at the table.")),
    ]


def _spot_words(state: KanbanState, k: int) -> str:
    """A spot's chip: its number, the benefit printed there when the game gives it, the rightmost said."""
    benefit = starting.spot_benefit(state, k)
    if benefit is not None:
        words = _("spot {n}: {benefit}").format(n=k, benefit=BENEFIT_WORDS.get(benefit, _("no benefit")))
    else:
        words = _("spot {n}").format(n=k)
    return words + (_(" (rightmost)") if k == state.board.numbers.start_spots else "")


def spot_initial(view: Any) -> dict:
    free = starting.free_spots(view.state)
    return {"spot": str(free[-1])} if free else {}  # the rightmost free spot: first in the order


def spot_build(view: Any, values: dict) -> dict:
    now = _who(view.state)
    offered = [str(k) for k in starting.free_spots(view.state)]
    spot = needed(values, "spot", _("Spot on the 0 space"), offered)
    return {"kind": "start_spot", "player": now[1] if now else "", "spot": int(spot) if spot in offered else 0}


def items_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: KanbanState = view.state
    now = _who(state)
    if now is None or now[0] != "items":
        return [hint_line(_("Every player has taken a Car Part and a Design."), identifier="start-who")]
    names = state.board.names
    parts = [(p, p) for p in names.parts]
    out = [
        hint_line(_("{name} takes a Car Part and a Design tile (any tile; board benefits ignored).").format(
            name=state.player(now[1]).name),
                  identifier="start-who"),
        chips("start-part", _("Car Part from Logistics"), values.get("part"), parts, lambda v: change(part=v)),
    ]
    if state.display:  # the Design display followed: a face-up tile, the decks' tops too
        tiles = [(f"{t.model}|{t.part}", f"{display.words(t)}, {display.place_words(state, t)}")
                 for t in display.face_up(state) if t.part]
        chosen = f"{values.get('design')}|{values.get('design_part')}"
        return out + [chips("start-tile", _("Design tile"), chosen, tiles,
                            lambda v: change(design=v.split("|")[0], design_part=v.split("|")[1]))]
    return out + [
        chips("start-design", _("Design tile: its Model"), values.get("design"), [(m, m) for m in names.models], lambda v: change(design=v)),
        chips("start-design-part", _("Design tile: its Part"), values.get("design_part"), parts, lambda v: change(design_part=v)),
    ]


def items_initial(view: Any) -> dict:
    names = view.state.board.names
    first = next((t for t in display.face_up(view.state) if t.part), None) if view.state.display else None
    if first is not None:
        return {"part": names.parts[0], "design": first.model, "design_part": first.part}
    return {"part": names.parts[0], "design": names.models[0], "design_part": names.parts[0]}


def items_build(view: Any, values: dict) -> dict:
    names = view.state.board.names
    now = _who(view.state)
    return {"kind": "start_items", "player": now[1] if now else "",
            "part": needed(values, "part", _("Car Part from Logistics"), names.parts),
            "design": needed(values, "design", _("Design tile: its Model"), names.models),
            "design_part": needed(values, "design_part", _("Design tile: its Part"), names.parts)}


START_SPOT_FORM = EntryForm("start_spot", N_("Starting spot"), spot_fields, spot_build, initial=spot_initial,
                            title=lambda view, v: _("Starting round: a spot on the Certification Track"))
START_ITEMS_FORM = EntryForm("start_items", N_("Starting items"), items_fields, items_build, initial=items_initial,
                             title=lambda view, v: _("Starting round: a Car Part and a Design"))
