"""The Design display in the `work` form and on the table: Select a Design by taps (KDE Design Department).

A chip per Design the player may take now (`kanban.design.choices`: the face-up spaces, the decks' tops once
Certified in Design, while the desk has a free space, after the Designs already listed): one tap adds it to
the day's list. A Well-Researched space names its benefit on the chip. The sliding and refilling, and the
Design that comes up on a deck (asked of the table when the work is previewed), are the rules'.
"""

from __future__ import annotations

import flet as ft

from companion.games.kanban import design, forms
from companion.games.kanban.board import BOARD
from companion.games.kanban.state import KanbanState
from companion.ui.pack_forms import choice, chips, group, hint_line, list_field
from companion.ui.widgets import tid
from companion.ui.words import _, _n


def chip_key(tile: design.Design) -> str:
    """A chip's key: "<Model>-<Part>" ("<Model>-claim" for a claim-only Design)."""
    return f"{tile.model}-{tile.part or 'claim'}"


def display_rows(state: KanbanState) -> list[ft.Control]:
    """The table's view of the Design display, when the game follows it."""
    if not state.display:
        return []
    return [ft.Text(_("Design display"), size=11, color=ft.Colors.ON_SURFACE_VARIANT),
            tid("design-display", ft.Column([ft.Text(line, size=13) for line in design.display_words(state)], spacing=0))]


def select_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    taken = values.get("designs") or []
    room = forms.storage(state, pid)["designs"] - len(taken)
    open_ = design.choices(state, pid, taken)
    controls: list[ft.Control] = [
        hint_line(_n("1 Shift per Design; {n} free Design space on the desk. The rightmost spaces "
                     "are Well-Researched (a Shift banked or a Book tonight); the decks' tops need the Design "
                     "certification. Then the Designs slide right and the gaps are refilled.",
                     "1 Shift per Design; {n} free Design spaces on the desk. The rightmost spaces "
                     "are Well-Researched (a Shift banked or a Book tonight); the decks' tops need the Design "
                     "certification. Then the Designs slide right and the gaps are refilled.", room).format(n=room)),
        *[hint_line(line) for line in design.display_words(state)],
    ]
    if open_:
        by_key = {chip_key(t): t for t, _label in open_}

        def add(key: str) -> None:
            tile = by_key[key]
            change(designs=[*taken, {"model": tile.model, "part": tile.part}])

        controls.append(chips("design-pick", _("Add a Design"), None, [(chip_key(t), label) for t, label in open_], add))
    else:
        controls.append(hint_line(_("No Design can be selected now (no free desk space, or none face-up).")))
    controls.append(list_field(taken, lambda d: design.words(design.Design.model_validate(d)), lambda v: change(designs=v),
                               identifier="designs-taken"))
    return group(_("Select Designs (1 Shift each)"), controls)


#: the places dealt at set-up, in the order of `new_game.design_display`, then the decks (KDE Setup 18-19)
def _places(per: int) -> list[tuple[str, str]]:
    rows = [(f"{r}-{c}", _("{row}, space {n}").format(row=design.ROW_WORDS[r].capitalize(), n=c + 1))
            for r in range(2) for c in range(per)]
    return rows + [(d, design.DECK_WORDS[d][4:].capitalize()) for d in design.DECKS]


def _tile_options() -> list[tuple[str, str]]:
    names = BOARD.base.names
    return [("", _("not named")), *[(f"{m}:{p}", f"{m} {p}") for m in names.models for p in names.parts],
            *[(f"{m}:{design.CLAIM_ONLY}", _("{model} (claim only)").format(model=m)) for m in names.models]]


def display_setup(options: dict, option) -> ft.Control:
    """The Design display as the table dealt it (KDE Setup 18-19): the Design on each space and on each deck."""
    dealt = dict(options.get("design_deal") or {})
    places = _places(BOARD.base.display.spaces_per_row)
    tiles = _tile_options()
    return ft.ExpansionTile(
        title=ft.Text(_("Design display dealt (optional: the app follows it once all are named)"), size=13),
        controls=[
            hint_line(_("The Design on each of the {spaces} face-up spaces and on top of each of the 3 decks "
                        "({named} of {places} named).").format(spaces=len(places) - 3,
                                                               named=sum(1 for v in dealt.values() if v), places=len(places))),
            ft.Row([choice(f"kanban-design-{key}", words, dealt.get(key, ""), tiles,
                           lambda v, key=key: option("design_deal", {**dealt, key: v}), width=180)
                    for key, words in places], wrap=True),
        ],
    )


def display_entry(options: dict) -> dict:
    """The set-up fields of the display once every place is named (else nothing: the display is not followed)."""
    return design.deal_fields(options.get("design_deal") or {}, [key for key, _words in _places(BOARD.base.display.spaces_per_row)])
