"""The Design display in the `work` form and on the table: Select a Design by taps (KDE Design Department).

A chip per Design the player may take now (`kanban.design.choices`: the face-up spaces, the decks' tops once
Certified in Design, while the desk has a free space, after the Designs already listed): one tap adds it to
the day's list. A Well-Researched space names its benefit on the chip. The sliding and refilling, and the
Design that comes up on a deck (asked of the table when the work is previewed), are the rules'.
"""

from __future__ import annotations

import flet as ft

from companion.core.moves import plural
from companion.games.kanban import design, forms
from companion.games.kanban.state import KanbanState
from companion.ui.pack_forms import chips, group, hint_line, list_field
from companion.ui.widgets import tid


def chip_key(tile: design.Design) -> str:
    """A chip's key: "<Model>-<Part>" ("<Model>-claim" for a claim-only Design)."""
    return f"{tile.model}-{tile.part or 'claim'}"


def display_rows(state: KanbanState) -> list[ft.Control]:
    """The table's view of the Design display, when the game follows it."""
    if not state.display:
        return []
    return [ft.Text("Design display", size=11, color=ft.Colors.ON_SURFACE_VARIANT),
            tid("design-display", ft.Column([ft.Text(line, size=13) for line in design.display_words(state)], spacing=0))]


def select_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    taken = values.get("designs") or []
    room = forms.storage(state, pid)["designs"] - len(taken)
    open_ = design.choices(state, pid, taken)
    controls: list[ft.Control] = [
        hint_line(f"1 Shift per Design; {room} free Design {plural(room, 'space')} on the desk. The rightmost spaces "
                  "are Well-Researched (a Shift banked or a Book tonight); the decks' tops need the Design "
                  "certification. Then the Designs slide right and the gaps are refilled."),
        *[hint_line(line) for line in design.display_words(state)],
    ]
    if open_:
        by_key = {chip_key(t): t for t, _ in open_}

        def add(key: str) -> None:
            tile = by_key[key]
            change(designs=[*taken, {"model": tile.model, "part": tile.part}])

        controls.append(chips("design-pick", "Add a Design", None, [(chip_key(t), label) for t, label in open_], add))
    else:
        controls.append(hint_line("No Design can be selected now (no free desk space, or none face-up)."))
    controls.append(list_field(taken, lambda d: design.words(design.Design.model_validate(d)), lambda v: change(designs=v),
                               identifier="designs-taken"))
    return group("Select Designs (1 Shift each)", controls)
