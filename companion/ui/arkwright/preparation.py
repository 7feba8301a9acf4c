"""The 1760 preparation round of a free set-up (Water Frame 4.1.IV-VI): whose turn, what they do.

Each step is one log entry of flow/preparation.py: found a factory (twice each,
the second time counter-clockwise), sell start-up shares and take a special
marker, then everybody pays for the factories. The engine says whose turn it is
(`expected_player`) and refuses, in words, what the rules do not allow.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow.preparation import expected_player
from companion.ui.arkwright.action_forms import read_int
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import shape, swatch
from companion.ui.widgets import heading, labelled_dropdown


def players_of(state) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in state.players}


def special_choices(state) -> list[tuple[str, str]]:
    """What lies on the special markers mat and beside it: "tile:ID", "marker:ID", "ship:CAPACITY"."""
    out = [("none", "take nothing")]
    for tile in sorted(set(state.mat.tiles)):
        try:
            name = state.board.tile_spec(tile).name
        except KeyError:
            name = tile
        out.append((f"tile:{tile}", f"tile: {name}"))
    for row, markers in sorted(state.mat.markers.items()):
        for m in sorted(set(markers)):
            out.append((f"marker:{m}", f"advanced marker: {m.replace('_', ' ')} (mat row {row})"))
    for cap, n in sorted(state.mat.ships.items()):
        if n > 0:
            out.append((f"ship:{cap}", f"ship of capacity {cap}"))
    return out


@ft.component
def PrepPanel(sid: Any, view: Any):
    state = view.state
    fields, set_fields = ft.use_state({})
    step = state.setup_step or ""
    players = players_of(state)
    if step == "pay":
        return ResolveFlow(sid, {"kind": "prep_pay"}, players, title="1760: everybody pays for the factories",
                           button="Pay for the factories", hint="Then the 1770s begin.")
    try:
        due = expected_player(state)
    except CompanionError as exc:
        return ft.Text(str(exc))
    header = ft.Row([ft.Icon(shape(due.color), color=swatch(due.color)), heading(f"1760: {due.name}'s turn", size=18),
                     ft.Text(f"({due.color})", italic=True)], spacing=6)
    field = lambda key, label: ft.TextField(label=label, value=fields.get(key, ""), width=140,  # noqa: E731
                                            keyboard_type=ft.KeyboardType.NUMBER,
                                            on_change=lambda e: set_fields({**fields, key: e.control.value}))
    if step.startswith("factories"):
        owned = {f.good for f in due.factories}
        goods = [(g, g) for g in GOODS if g not in owned]
        inputs = ft.Row([labelled_dropdown("prep-good", "Found a factory of", fields.get("good"), goods,
                                           lambda v: set_fields({**fields, "good": v}), width=200),
                         field("price", "Price £")], wrap=True)
        entry = {"kind": "prep_factory", "player": due.id, "good": fields.get("good"), "price": read_int(fields, "price", 0)}
        ready = bool(fields.get("good")) and read_int(fields, "price") is not None
        what = "Found the factory"
    else:
        inputs = ft.Row([field("sell", "Shares sold"),
                         labelled_dropdown("prep-take", "Special marker", fields.get("take", "none"), special_choices(state),
                                           lambda v: set_fields({**fields, "take": v}), width=320)], wrap=True)
        take = fields.get("take", "none")
        entry = {"kind": "prep_shares", "player": due.id, "sell": read_int(fields, "sell"), "take": None if take == "none" else take}
        ready = True
        what = "Sell shares and take the marker"
    parts: list[ft.Control] = [header, inputs]
    if ready:
        parts.append(ResolveFlow(sid, entry, players, title=what, button="Show what moves", key=str(sorted(entry.items()))))
    return ft.Column(parts, spacing=8)
