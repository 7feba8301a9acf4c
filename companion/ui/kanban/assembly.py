"""The Assembly Line in the `work` form: Provide Needed Parts by taps (KDE Assembly Line Department).

A chip per Model that takes a Part now (the first one chosen), then a chip per Part it may take
(from the board, or with a Parts Voucher for a Part the board lacks): one tap adds it to the day's
list, in order. The choices come from `kanban.assembly.choices` (the rules' own checks on the table
as the Parts already listed leave it); where a car's path branches, the rules ask when the work is
previewed. The cars that roll off and their pp are counted by the rules, never typed.
"""

from __future__ import annotations

import flet as ft

from companion.games.kanban import assembly
from companion.games.kanban.state import KanbanState
from companion.ui.pack_forms import chips, group, hint_line, list_field
from companion.ui.widgets import tid
from companion.ui.words import _, _n


def _words(item: dict) -> str:
    words = _("{part} to the {model} Model (Parts Voucher)") if item.get("voucher") else _("{part} to the {model} Model")
    return words.format(part=item["part"], model=item["model"])


def line_words(state: KanbanState) -> list[str]:
    """What the table shows of the line: each Model's Assembly Spaces and the cars on the shared conveyors."""
    room = state.board.line.assembly_spaces
    out = [_("{model}: {parts} ({n} of {room})").format(model=m, parts=", ".join(parts) or _("no Part"), n=len(parts), room=room)
           for m, parts in state.assembly.items()]
    shared = [_("{model} car on {space}").format(model=car, space=state.board.line_space(s).name) for s, car in state.line.items()
              if car and state.board.line_space(s).model is None]
    return out + [_("On the conveyors: {cars}").format(cars=", ".join(shared) or _("no car"))]


def line_rows(state: KanbanState) -> list[ft.Control]:
    """The table's view of the Assembly Line, when the game follows it."""
    if not state.line:
        return []
    return [ft.Text(_("Assembly Line"), size=11, color=ft.Colors.ON_SURFACE_VARIANT),
            tid("assembly-line", ft.Column([ft.Text(line, size=13) for line in line_words(state)], spacing=0))]


def provide_section(state: KanbanState, pid: str, values: dict, change) -> ft.Control:
    listed = values.get("provide") or []
    open_ = assembly.choices(state, pid, listed)
    models = list(open_)
    model = values.get("provide_model") if values.get("provide_model") in open_ else (models[0] if models else None)
    controls: list[ft.Control] = [
        hint_line(_("1 Shift per Part; each differs from the Parts already in the Model's Assembly Spaces, its upgraded "
                    "Parts first. The cars that roll off score their conveyor's pp.")),
        hint_line(_("Assembly Spaces: {spaces}").format(spaces="; ".join(line_words(state)[:-1]))),
        hint_line(line_words(state)[-1]),
    ]
    if model is None:
        controls.append(hint_line(_("No Part can be provided now (none on the board, no Parts Voucher, or every "
                                    "Model's Assembly Spaces full).")))
    else:
        controls.append(chips("provide-model", _("Model"), model, [(m, m) for m in models],
                              lambda v: change(provide_model=v)))
        options = open_[model]

        def add(key: str, m: str = model) -> None:
            part, _dash, how = str(key).partition("-")
            change(provide=[*listed, {"model": m, "part": part, **({"voucher": True} if how == "voucher" else {})}],
                   provide_model=m)

        controls.append(chips("provide-part", _("Add a Part to the {model} Model").format(model=model), None,
                              [(f"{o['part']}-voucher" if o["voucher"] else o["part"],
                                o["part"] + (_(" (Parts Voucher)") if o["voucher"] else "")) for o in options], add))
    if listed:
        controls.append(hint_line(_n("{n} Part provided, in this order:", "{n} Parts provided, in this order:",
                                     len(listed)).format(n=len(listed))))
    controls.append(list_field(listed, _words, lambda v: change(provide=v), identifier="provide-list"))
    return group(_("Provide Needed Parts (1 Shift per Part)"), controls)
