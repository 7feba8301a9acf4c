"""Goods moved between the large warehouse and the Small Warehouse tile as the turn begins (Player's Book 1.8).

Part of every marker's form when the player has the tile and goods that can
move: per good a stepper "to the small warehouse" and one "to the large
warehouse", each from 0 (nothing moved, the common case) to the most the
listing (`legal_actions`' `goods_moves`) allows. The small warehouse's free
spaces are shared by the goods moved into it, and grow by the goods moved out;
a good moves one way, so once one of its steppers is above 0 the other stops
at 0. A stepper left at 0 is no move.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.ui.arkwright.fields import Fields, Span, read_int, row, stepper_of
from companion.ui.words import N_, _

PREFIX = "move_"


def goods_move_spans(chosen: dict | None, fields: Fields) -> dict[str, Span]:
    """The steppers of the goods that may move now, each with its legal range given the others."""
    room = (chosen or {}).get("goods_moves") or {}
    if not room:
        return {}
    to_small, to_large = room.get("small", {}), room.get("large", {})
    typed = {(to, g): read_int(fields, f"{PREFIX}{to}_{g}", 0) or 0 for to, goods in (("small", to_small), ("large", to_large)) for g in goods}
    freed = sum(n for (to, _g), n in typed.items() if to == "large")
    spans: dict[str, Span] = {}
    for g in GOODS:
        if g in to_large:
            spans[f"{PREFIX}large_{g}"] = Span(0, 0 if typed.get(("small", g)) else to_large[g], 0)
        if g in to_small:
            others = sum(n for (to, h), n in typed.items() if to == "small" and h != g)
            most = min(to_small[g], room.get("small_free", 0) + freed - others)
            spans[f"{PREFIX}small_{g}"] = Span(0, 0 if typed.get(("large", g)) else max(0, most), 0)
    return spans


def goods_moves_entry(values: Fields) -> list[dict[str, Any]]:
    """The moves the steppers say (none at 0), in the order of the goods."""
    out = []
    for to in ("large", "small"):
        for g in GOODS:
            n = read_int(values, f"{PREFIX}{to}_{g}", 0) or 0
            if n > 0:
                out.append({"good": g, "count": n, "to": to})
    return out


def move_label(key: str, short: bool = False) -> str:
    """'move_small_food' -> 'food to the small warehouse' ('food to small' on its stepper, under the heading)."""
    _move, to, good = key.split("_", 2)
    return _((SHORT if short else LONG)[to]).format(good=good)


#: a move's words by the warehouse it goes to: on its stepper, under the heading; and alone (the problems box)
SHORT = {"small": N_("{good} to small"), "large": N_("{good} to large")}
LONG = {"small": N_("{good} to the small warehouse"), "large": N_("{good} to the large warehouse")}


def goods_moves_form(values: Fields, spans: dict[str, Span], tap) -> ft.Control | None:
    keys = [k for k in spans if k.startswith(PREFIX)]
    if not keys:
        return None
    return ft.Column([ft.Text(_("Small Warehouse: goods moved between the warehouses first (optional)"), size=13),
                      row(*[stepper_of(values, k, move_label(k, short=True), spans, tap) for k in keys])], spacing=4, tight=True)
