"""The fields of each main action (Water Frame 5.II.2) and of the additional action (5.II.3).

Each form keeps its values as text in one dict; `main_entry` turns them into
the action's input record (see `arkwright/actions/inputs.py`). Every number is
a stepper whose range comes from the engine's `legal_actions` listing and the
player's board (`number_ranges`): a value outside it is refused at its field
(`problems`) and the form cannot be previewed. Whether the whole action is
legal and what it costs is the engine's business: the preview shows its answer
before anything is stored.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.ui.arkwright.advisor import new_factory_advisor
from companion.ui.widgets import labelled_dropdown, stepper, whole_number

Fields = dict[str, str]
GOOD_OPTIONS = [(g, g) for g in GOODS]
ROW_OPTIONS = [(str(r), f"row {r}") for r in range(1, 5)]


class Span(NamedTuple):
    """The legal whole numbers of one field and the value it starts with."""

    low: int
    high: int
    default: int


def read_int(fields: Fields, key: str, default: int | None = None) -> int | None:
    text = str(fields.get(key, "")).strip().lstrip("£")
    if not text:
        return default
    try:
        return int(text)
    except ValueError:
        return default


def value_of(fields: Fields, key: str, span: Span) -> str:
    """The field's text: what was typed or stepped, else the span's common value."""
    return str(fields[key]) if key in fields else str(span.default)


def problems(fields: Fields, spans: dict[str, Span]) -> dict[str, str]:
    """Each field whose value is not a whole number in its range, with the range in words."""
    out = {}
    for key, span in spans.items():
        _n, problem = whole_number(value_of(fields, key, span), span.low, span.high)
        if problem:
            out[key] = problem
    return out


def filled(fields: Fields, spans: dict[str, Span]) -> Fields:
    """The fields with every number field at its value (the defaults written in)."""
    return {**fields, **{key: value_of(fields, key, span) for key, span in spans.items()}}


def number(fields: Fields, key: str, label: str, spans: dict[str, Span], set_fields, *, prefix: str = "field") -> ft.Control:
    span = spans[key]
    return stepper(f"{prefix}-{key}", label, value_of(fields, key, span), span.low, span.high,
                   lambda text: set_fields({**fields, key: text}))


def choice(fields: Fields, key: str, label: str, options, set_fields, width: int = 150) -> ft.Control:
    return labelled_dropdown(f"field-{key}", label, fields.get(key), options, lambda v: set_fields({**fields, key: v}), width=width)


def _row(*controls: ft.Control) -> ft.Control:
    return ft.Row(list(controls), wrap=True, spacing=6, run_spacing=6, vertical_alignment=ft.CrossAxisAlignment.START)


def _owned(player) -> list[str]:
    return [g for g in GOODS if player.factory(g) is not None]


def row_needs(state, player, good: str | None, row: int | None) -> int:
    """The workers a factory row still has room for (0 without such a factory)."""
    f = player.factory(good) if good else None
    if f is None or row is None or not 1 <= row <= 4:
        return 0
    return max(0, state.board.tile(f.good, f.level).row_size(row - 1) - f.rows[row - 1].filled)


def price_span(state, good: str, level: int) -> Span:
    """The prices a new factory may start at (appeal never below 0), the highest first: it keeps the appeal at 0."""
    rules = state.board.rules
    top = max(rules.min_price, min(rules.max_price, state.board.tile(good, max(1, min(4, level))).cost))
    return Span(rules.min_price, top, top)


def number_ranges(action: str, state, player, chosen: dict, fields: Fields) -> dict[str, Span]:
    """The number fields the form shows now, each with its legal range from the rules and the board."""
    buys = chosen.get("buys", {})
    rules = state.board.rules
    if action == "factory":
        if fields.get("do") != "build" or not fields.get("good"):
            return {}
        return {"price": price_span(state, fields["good"], read_int(fields, "level", 1) or 1)}
    if action == "workers":
        spans = {}
        if fields.get("hire_good"):
            can = max(1, int(buys.get("hireable", 1)))
            need = row_needs(state, player, fields["hire_good"], read_int(fields, "hire_row", 1))
            spans["hire_count"] = Span(1, can, max(1, min(need, can)))
        if fields.get("fire_good"):
            spans["fire_count"] = Span(1, max(1, int(buys.get("firable", {}).get(fields["fire_good"], 1))), 1)
        return spans
    if action == "machinery":
        most = max(1, int(buys.get("machines_max") or 1))
        return {"count": Span(1, most, max(1, min(int(buys.get("machines") or 1), most)))} if fields.get("good") else {}
    if action == "quality":
        most = int(buys.get("levels_max") or 0)
        top = rules.quality_max_engineer if player.has("engineer") else rules.quality_max
        return {g: Span(0, max(0, min(most, top - player.factory(g).quality)), 0) for g in _owned(player)}
    if action == "distribution":
        return {g: Span(0, max(0, rules.distribution_max - player.factory(g).distribution), 0) for g in _owned(player)}
    if action == "stock_exchange":
        # own shares are bought only without loans (Water Frame 5.II.2.6); the repaid ones count
        room = max(0, rules.shares_per_company - player.shares)
        return {"repay": Span(0, player.loans, 0), "buy": Span(0, room, 0), "sell": Span(0, player.shares, 0)}
    return {}


def factory_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    level = chosen.get("buys", {}).get("level")
    parts = [
        choice(fields, "do", "Factory", [("build", "build"), ("modernize", "modernize"), ("close", "close")], set_fields),
        choice(fields, "good", "Good", GOOD_OPTIONS, set_fields),
        choice(fields, "level", f"Level (up to {level})" if level else "Level", [(str(n), str(n)) for n in range(1, 5)], set_fields),
    ]
    if "price" in spans:
        parts.append(number(fields, "price", "Price £", spans, set_fields))
        level = read_int(fields, "level", 1) or 1
        price = read_int(filled(fields, spans), "price") or spans["price"].default
        advisor = new_factory_advisor(state, player.id, fields["good"], level, price,
                                      lambda p: set_fields({**fields, "price": str(p)}))
        if advisor is not None:
            return ft.Column([_row(*parts), advisor], spacing=2, tight=True)
    return _row(*parts)


def workers_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    hire = [choice(fields, "hire_good", "Hire into", GOOD_OPTIONS, set_fields), choice(fields, "hire_row", "Row", ROW_OPTIONS, set_fields, 110)]
    fire = [choice(fields, "fire_good", "Fire from", GOOD_OPTIONS, set_fields)]
    if "hire_count" in spans:
        hire.append(number(fields, "hire_count", "How many", spans, set_fields))
    if "fire_count" in spans:
        fire.append(number(fields, "fire_count", "How many", spans, set_fields))
    return ft.Column([ft.Text(f"Hire ({chosen.get('buys', {}).get('hireable', '?')} available) and/or fire", size=13),
                      _row(*hire), _row(*fire)], spacing=4)


def machinery_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    parts = [choice(fields, "good", "Machines into", GOOD_OPTIONS, set_fields), choice(fields, "row", "Row", ROW_OPTIONS, set_fields, 110)]
    if "count" in spans:
        parts.append(number(fields, "count", "How many", spans, set_fields))
    return _row(*parts)


def levels_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    if not spans:
        return ft.Text("No factory to raise.", size=13, italic=True)
    return _row(*[number(fields, g, f"{g} +levels", spans, set_fields) for g in spans])


def stock_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    return _row(number(fields, "repay", "Repay loans", spans, set_fields), number(fields, "buy", "Buy shares", spans, set_fields),
                number(fields, "sell", "Sell shares", spans, set_fields))


def ship_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
    goods = [g for g in player.contracts] or list(GOODS)
    return _row(choice(fields, "contract", "Fulfil the contract of", [(g, g) for g in goods], set_fields, 220))


def production_form(state, player, chosen, fields, set_fields, spans) -> ft.Control:
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


def price_ranges(state, player) -> dict[str, Span]:
    """A price for each factory of the player, starting at its current price."""
    rules = state.board.rules
    return {g: Span(rules.min_price, rules.max_price, player.factory(g).price) for g in _owned(player)}


def additional_entry(extra: dict, spans: dict[str, Span]) -> dict[str, Any] | None:
    if extra.get("type") == "price_adjustment":
        prices = {}
        for g, span in spans.items():
            n, _problem = whole_number(value_of(extra.get("prices", {}), g, span), span.low, span.high)
            if n is not None and n != span.default:
                prices[g] = n
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
