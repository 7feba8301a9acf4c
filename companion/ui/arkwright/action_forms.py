"""The fields of each main action (Water Frame 5.II.2) and of the additional action (5.II.3).

Each form keeps its values as text in one dict; `main_entry` turns them into
the action's input record (see `arkwright/actions/inputs.py`). Whether the
action is legal and what it costs is the engine's business: the preview shows
its answer before anything is stored.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.ui.widgets import labelled_dropdown

Fields = dict[str, str]
GOOD_OPTIONS = [(g, g) for g in GOODS]
ROW_OPTIONS = [(str(r), f"row {r}") for r in range(1, 5)]


def read_int(fields: Fields, key: str, default: int | None = None) -> int | None:
    text = str(fields.get(key, "")).strip().lstrip("£")
    if not text:
        return default
    try:
        return int(text)
    except ValueError:
        return default


def number(fields: Fields, key: str, label: str, set_fields, width: int = 110) -> ft.Control:
    return ft.TextField(label=label, value=str(fields.get(key, "")), width=width, keyboard_type=ft.KeyboardType.NUMBER,
                        on_change=lambda e: set_fields({**fields, key: e.control.value}))


def choice(fields: Fields, key: str, label: str, options, set_fields, width: int = 150) -> ft.Control:
    return labelled_dropdown(f"field-{key}", label, fields.get(key), options, lambda v: set_fields({**fields, key: v}), width=width)


def _row(*controls: ft.Control) -> ft.Control:
    return ft.Row(list(controls), wrap=True, spacing=6, run_spacing=6)


def factory_form(state, player, chosen, fields, set_fields) -> ft.Control:
    level = chosen.get("buys", {}).get("level")
    return _row(
        choice(fields, "do", "Factory", [("build", "build"), ("modernize", "modernize"), ("close", "close")], set_fields),
        choice(fields, "good", "Good", GOOD_OPTIONS, set_fields),
        choice(fields, "level", f"Level (up to {level})" if level else "Level", [(str(n), str(n)) for n in range(1, 5)], set_fields),
        number(fields, "price", "Price £", set_fields),
    )


def workers_form(state, player, chosen, fields, set_fields) -> ft.Control:
    return ft.Column([
        ft.Text(f"Hire ({chosen.get('buys', {}).get('hireable', '?')} available) and/or fire", size=13),
        _row(choice(fields, "hire_good", "Hire into", GOOD_OPTIONS, set_fields), choice(fields, "hire_row", "Row", ROW_OPTIONS, set_fields, 110),
             number(fields, "hire_count", "How many", set_fields)),
        _row(choice(fields, "fire_good", "Fire from", GOOD_OPTIONS, set_fields), number(fields, "fire_count", "How many", set_fields)),
    ], spacing=4)


def machinery_form(state, player, chosen, fields, set_fields) -> ft.Control:
    return _row(choice(fields, "good", "Machines into", GOOD_OPTIONS, set_fields), choice(fields, "row", "Row", ROW_OPTIONS, set_fields, 110),
                number(fields, "count", f"How many (up to {chosen.get('buys', {}).get('machines_max', '?')})", set_fields, 200))


def levels_form(state, player, chosen, fields, set_fields) -> ft.Control:
    return _row(*[number(fields, g, f"{g} +levels", set_fields, 130) for g in GOODS])


def stock_form(state, player, chosen, fields, set_fields) -> ft.Control:
    return _row(number(fields, "repay", "Repay loans", set_fields, 130), number(fields, "buy", "Buy shares", set_fields, 130),
                number(fields, "sell", "Sell shares", set_fields, 130))


def ship_form(state, player, chosen, fields, set_fields) -> ft.Control:
    goods = [g for g in player.contracts] or list(GOODS)
    return _row(choice(fields, "contract", "Fulfil the contract of", [(g, g) for g in goods], set_fields, 220))


def production_form(state, player, chosen, fields, set_fields) -> ft.Control:
    rows = chosen.get("buys", {}).get("rows", 4)
    return _row(choice(fields, "good", "Produce in", GOOD_OPTIONS, set_fields),
                choice(fields, "rows", "Rows", [(str(r), f"rows 1-{r}") for r in range(1, rows + 1)], set_fields, 140))


MAIN_FORMS: dict[str, Callable[..., ft.Control]] = {
    "factory": factory_form, "workers": workers_form, "machinery": machinery_form, "quality": levels_form,
    "distribution": levels_form, "stock_exchange": stock_form, "ship": ship_form, "production": production_form,
}


def main_entry(action: str, f: Fields) -> dict[str, Any] | None:
    """The main action record; None when nothing was filled in (the main action is skipped)."""
    if action == "factory":
        if not f.get("do") or not f.get("good"):
            return None
        step: dict[str, Any] = {"do": f["do"], "good": f["good"]}
        if f["do"] == "build":
            step.update(level=read_int(f, "level", 1), price=read_int(f, "price", 0))
        elif f["do"] == "modernize":
            step["to"] = read_int(f, "level", 2)
        return {"action": "factory", "steps": [step]}
    if action == "workers":
        hire = [{"good": f["hire_good"], "row": read_int(f, "hire_row", 1), "count": read_int(f, "hire_count", 1)}] if f.get("hire_good") else []
        fire = [{"good": f["fire_good"], "count": read_int(f, "fire_count", 1)}] if f.get("fire_good") else []
        return {"action": "workers", "hire": hire, "fire": fire} if hire or fire else None
    if action == "machinery":
        if not f.get("good"):
            return None
        return {"action": "machinery", "machines": [{"good": f["good"], "row": read_int(f, "row", 1), "count": read_int(f, "count", 1)}]}
    if action in ("quality", "distribution"):
        levels = {g: read_int(f, g) for g in GOODS if read_int(f, g)}
        return {"action": action, "levels": levels} if levels else None
    if action == "stock_exchange":
        values = {k: read_int(f, k, 0) for k in ("repay", "buy", "sell")}
        return {"action": "stock_exchange", **values} if any(values.values()) else None
    if action == "ship":
        return {"action": "ship", "contracts": [f["contract"]]} if f.get("contract") else None
    if action == "production":
        return {"action": "production", "good": f["good"], "rows": read_int(f, "rows", 1)} if f.get("good") else None
    return None


def additional_entry(extra: dict) -> dict[str, Any] | None:
    if extra.get("type") == "price_adjustment":
        prices = {g: int(v) for g, v in extra.get("prices", {}).items() if str(v).strip().isdigit()}
        return {"type": "price_adjustment", "prices": prices} if prices else None
    if extra.get("type") == "special" and extra.get("choice", "none") != "none":
        kind, value = extra["choice"].split(":", 1)
        if kind == "tile":
            return {"type": "tile", "tile": value}
        if kind == "advanced_marker":
            return {"type": "advanced_marker", "marker": value}
        if kind == "ship":
            return {"type": "ship", "capacity": int(value)}
    return None
