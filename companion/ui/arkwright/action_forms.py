"""The fields of each main action (Water Frame 5.II.2) and of the additional action (5.II.3).

Each form keeps its values as text in one dict; `main_entry` turns them into
the action's input record (see `arkwright/actions/inputs.py`). Every choice is
a row of chips (`choices`) holding only what this player can do now, as the
engine's `legal_actions` listing says, each with its cost and effect; the
common choice is filled in (`with_defaults`: build, the current level, the
first row with room, every row the marker produces in) and a choice stays as
long as it is offered. Every number is a stepper whose range comes from that
listing and the player's board (`number_ranges`): a value outside it is
refused at its field (`problems`) and the form cannot be previewed. Whether
the whole action is legal and what it costs is the engine's business: the
preview shows its answer before anything is stored.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import flet as ft

from companion.games.arkwright.actions.distribution import step_cost
from companion.games.arkwright.actions.legal import distribution_levels
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.production.storage import stock
from companion.ui.arkwright.advisor import new_factory_advisor
from companion.ui.widgets import choice_chips, stepper, whole_number

Fields = dict[str, str]


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


def _row(*controls: ft.Control) -> ft.Control:
    return ft.Row(list(controls), wrap=True, spacing=6, run_spacing=6, vertical_alignment=ft.CrossAxisAlignment.START)


def _owned(player) -> list[str]:
    return [g for g in GOODS if player.factory(g) is not None]


def price_span(state, good: str, level: int) -> Span:
    """The prices a new factory may start at (appeal never below 0), the highest first: it keeps the appeal at 0."""
    rules = state.board.rules
    top = max(rules.min_price, min(rules.max_price, state.board.tile(good, max(1, min(4, level))).cost))
    return Span(rules.min_price, top, top)


# --- the choices each form offers: only what this player can do now, each with its cost and effect ----------

def factory_choices(player, buys: dict, fields: Fields) -> dict[str, list[tuple[str, str]]]:
    """Build / modernize / close, the goods for it with their cost and base quality, the legal levels."""
    build, modernize = buys.get("build_costs", {}), buys.get("modernize_costs", {})
    does = [d for d, ok in (("build", build), ("modernize", modernize), ("close", player.factories)) if ok]
    do = fields.get("do") if fields.get("do") in does else (does[0] if does else None)
    out: dict[str, list[tuple[str, str]]] = {"do": [(d, d) for d in does]}
    if do == "build":
        level = read_int(fields, "level")
        out["good"] = [(g, f"{g} · £{costs.get(level, max(costs.values()))} · quality {costs.get(level, max(costs.values()))}")
                       for g, costs in build.items()]
        good = fields.get("good")
        out["level"] = [(str(n), f"level {n} · £{c}") for n, c in (build.get(good) or {}).items()]
    elif do == "modernize":
        out["good"] = [(g, f"{g} · to level {max(costs)} · £{costs[max(costs)]}") for g, costs in modernize.items()]
        out["level"] = [(str(n), f"level {n} · £{c}") for n, c in (modernize.get(fields.get("good")) or {}).items()]
    elif do == "close":
        out["good"] = [(f.good, f"{f.good} (level {f.level})") for f in player.factories]
    return out


def workers_choices(buys: dict, fields: Fields) -> dict[str, list[tuple[str, str]]]:
    """The factories with free places, the rows of the one chosen (no full row), the factories to fire from."""
    rows = buys.get("rows", {})
    out = {"hire_good": [(g, f"{g} · {sum(r.values())} free") for g, r in rows.items()],
           "fire_good": [(g, f"{g} · {n} to fire") for g, n in buys.get("firable", {}).items()]}
    out["hire_row"] = [(str(r), f"row {r} · {n} free") for r, n in (rows.get(fields.get("hire_good")) or {}).items()]
    return out


def machinery_choices(buys: dict, fields: Fields) -> dict[str, list[tuple[str, str]]]:
    rows = buys.get("rows", {})
    return {"good": [(g, f"{g} · {sum(r.values())} space(s)") for g, r in rows.items()],
            "row": [(str(r), f"row {r} · {n} space(s)") for r, n in (rows.get(fields.get("good")) or {}).items()]}


def production_choices(state, player, buys: dict) -> dict[str, list[tuple[str, str]]]:
    most = int(buys.get("rows") or 4)
    return {"good": [(f.good, f"{f.good} · {f.workers + f.machines} pieces") for f in player.factories],
            "rows": [(str(r), f"rows 1-{r}") for r in range(1, most + 1)]}


def ship_choices(state, player) -> dict[str, list[tuple[str, str]]]:
    return {"contract": [(g, f"{g} contract · space {space} · {stock(player, g)} stored") for g, space in player.contracts.items()]}


def stock_choices(buys: dict) -> dict[str, list[tuple[str, str]]]:
    return {"contract": [(g, f"{g} contract to space {space}") for g, space in buys.get("contracts", {}).items()]}


def choices(action: str, state, player, chosen: dict, fields: Fields) -> dict[str, list[tuple[str, str]]]:
    buys = chosen.get("buys", {})
    if action == "factory":
        return factory_choices(player, buys, fields)
    if action == "workers":
        return workers_choices(buys, fields)
    if action == "machinery":
        return machinery_choices(buys, fields)
    if action == "production":
        return production_choices(state, player, buys)
    if action == "ship":
        return ship_choices(state, player)
    if action == "stock_exchange":
        return stock_choices(buys)
    return {}


#: the choices a form fills in itself when the one before it is made: (field, the field it follows, pick the last option)
DEFAULTS = {"factory": [("do", None, False), ("level", "good", True)], "workers": [("hire_row", "hire_good", False)],
            "machinery": [("row", "good", False)], "production": [("rows", "good", True)]}


def with_defaults(action: str, state, player, chosen: dict, fields: Fields) -> Fields:
    """The fields with each choice the player left open set to the common one, where it has one:
    build (else modernize), the current level, the first row with room, every row the marker produces in.
    A choice already made stays as long as it is still offered."""
    out = dict(fields)
    for key, offered in choices(action, state, player, chosen, out).items():
        if out.get(key) is not None and out[key] not in [k for k, _text in offered]:
            out.pop(key)  # a choice this row or this player no longer offers: no chip shows it chosen
    for key, after, last in DEFAULTS.get(action, []):
        offered = [k for k, _text in choices(action, state, player, chosen, out).get(key, [])]
        if out.get(key) in offered or (after is not None and not out.get(after)):
            continue
        if offered:
            out[key] = offered[-1] if last else offered[0]
        else:
            out.pop(key, None)
    return out


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
            need = buys.get("rows", {}).get(fields["hire_good"], {}).get(read_int(fields, "hire_row", 0) or 0, 1)
            spans["hire_count"] = Span(1, can, max(1, min(need, can)))
        if fields.get("fire_good"):
            spans["fire_count"] = Span(1, max(1, int(buys.get("firable", {}).get(fields["fire_good"], 1))), 1)
        return spans
    if action == "machinery":
        if not fields.get("good"):
            return {}
        room = buys.get("rows", {}).get(fields["good"], {}).get(read_int(fields, "row", 0) or 0, 1)
        most = max(1, min(int(buys.get("machines_max") or 1), room))
        return {"count": Span(1, most, max(1, min(int(buys.get("machines") or 1), most)))}
    if action == "quality":
        return _shared_levels(state, player, buys, fields)
    if action == "distribution":
        return _distribution_levels(state, player, buys, fields)
    if action == "stock_exchange":
        # own shares are bought only without loans (Water Frame 5.II.2.6); the repaid ones count
        room = max(0, rules.shares_per_company - player.shares)
        return {"repay": Span(0, player.loans, 0), "buy": Span(0, room, 0), "sell": Span(0, player.shares, 0)}
    return {}


def _shared_levels(state, player, buys: dict, fields: Fields) -> dict[str, Span]:
    """Quality: the levels the row buys, shared among the factories; each up to its own top."""
    rules = state.board.rules
    top = rules.quality_max_engineer if player.has("engineer") else rules.quality_max
    room = buys.get("room") or {g: top - player.factory(g).quality for g in _owned(player)}
    most = int(buys.get("levels_max") or 0)
    typed = {g: read_int(fields, g, 0) or 0 for g in _owned(player)}
    return {g: Span(0, max(0, min(most - sum(n for h, n in typed.items() if h != g), room.get(g, 0))), 0) for g in _owned(player)}


def _distribution_levels(state, player, buys: dict, fields: Fields) -> dict[str, Span]:
    """Distribution: each step costs the level it reaches, all paid from the row's budget."""
    top = state.board.rules.distribution_max
    budget = int(buys.get("budget_max") or 0)
    spent = {g: step_cost(player.factory(g).distribution, max(0, read_int(fields, g, 0) or 0)) for g in _owned(player)}
    out = {}
    for g in _owned(player):
        left = budget - sum(c for h, c in spent.items() if h != g)
        out[g] = Span(0, distribution_levels(player.factory(g).distribution, max(0, left), top), 0)
    return out


def chips_of(options: dict, fields: Fields, key: str, label: str, set_fields, *, optional: bool = False) -> ft.Control | None:
    offered = options.get(key, [])
    if not offered:
        return None
    return choice_chips(f"field-{key}", label, fields.get(key), offered, lambda v: set_fields({**fields, key: v}), optional=optional)


def _present(*controls: ft.Control | None) -> list[ft.Control]:
    return [c for c in controls if c is not None]


def factory_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    level = chosen.get("buys", {}).get("level")
    parts = _present(chips_of(options, fields, "do", "Factory", set_fields),
                     chips_of(options, fields, "good", {"build": "Found a factory of", "modernize": "Modernize",
                                                        "close": "Close"}.get(fields.get("do", ""), "Good"), set_fields),
                     chips_of(options, fields, "level", f"Level (up to {level} in the {state.decade}s)", set_fields))
    if "price" in spans:
        parts.append(number(fields, "price", "Price £", spans, set_fields))
        turn = {"kind": "action", "player": player.id, "marker": chosen["marker"], "row": chosen["row"],
                "main": main_entry("factory", filled(fields, spans), chosen)}  # the advice reads the factory as built
        parts.append(new_factory_advisor(state, player.id, fields["good"], turn, lambda p: set_fields({**fields, "price": str(p)})))
    return ft.Column(parts or [ft.Text("No factory to build, modernize or close.", size=13, italic=True)], spacing=6, tight=True)


def workers_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    parts = [ft.Text(f"Hire ({chosen.get('buys', {}).get('hireable', '?')} in the job market and fired space) and/or fire",
                     size=13)]
    parts += _present(chips_of(options, fields, "hire_good", "Hire into", set_fields),
                      chips_of(options, fields, "hire_row", "Row", set_fields))
    if "hire_count" in spans:
        parts.append(number(fields, "hire_count", "How many", spans, set_fields))
    parts += _present(chips_of(options, fields, "fire_good", "Fire from (optional)", set_fields, optional=True))
    if "fire_count" in spans:
        parts.append(number(fields, "fire_count", "How many fired", spans, set_fields, prefix="fire"))
    return ft.Column(parts, spacing=6, tight=True)


def machinery_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    parts = _present(chips_of(options, fields, "good", "Machines into", set_fields), chips_of(options, fields, "row", "Row", set_fields))
    if "count" in spans:
        parts.append(number(fields, "count", "How many", spans, set_fields))
    return ft.Column(parts or [ft.Text("No worker stands on a worker-or-machine space.", size=13, italic=True)], spacing=6, tight=True)


def levels_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    if not spans:
        return ft.Text("No factory to raise.", size=13, italic=True)
    return _row(*[number(fields, g, f"{g} +levels", spans, set_fields) for g in spans])


def stock_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    return ft.Column(_present(_row(number(fields, "repay", "Repay loans", spans, set_fields),
                                   number(fields, "buy", "Buy shares", spans, set_fields),
                                   number(fields, "sell", "Sell shares", spans, set_fields)),
                              chips_of(options, fields, "contract", "Take or raise a contract (optional)", set_fields, optional=True)),
                     spacing=6, tight=True)


def ship_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    return chips_of(options, fields, "contract", "Fulfil the contract of", set_fields) or ft.Text(
        f"{player.name} has no contract to fulfil.", size=13, italic=True)


def production_form(state, player, chosen, fields, set_fields, spans, options) -> ft.Control:
    return ft.Column(_present(chips_of(options, fields, "good", "Produce in", set_fields), chips_of(options, fields, "rows", "Rows", set_fields)),
                     spacing=6, tight=True)


MAIN_FORMS: dict[str, Callable[..., ft.Control]] = {
    "factory": factory_form, "workers": workers_form, "machinery": machinery_form, "quality": levels_form,
    "distribution": levels_form, "stock_exchange": stock_form, "ship": ship_form, "production": production_form,
}


def main_entry(action: str, f: Fields, chosen: dict | None = None) -> dict[str, Any] | None:
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
        contracts = {f["contract"]: (chosen or {}).get("buys", {}).get("contracts", {}).get(f["contract"])} if f.get("contract") else {}
        contracts = {g: s for g, s in contracts.items() if s is not None}
        if not any(values.values()) and not contracts:
            return None
        return {"action": "stock_exchange", **values, **({"contracts": contracts} if contracts else {})}
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
