"""The fields of each main action (Water Frame 5.II.2) and of the additional action (5.II.3).

Each form keeps its values as text in one dict; `main_entry` turns them into
the action's input record (see `arkwright/actions/inputs.py`). Every choice is
a row of chips holding only what this player can do now, as the engine's
`legal_actions` listing says, each with its cost and effect (`choices`); the
common choice is filled in (`with_defaults`) and a choice stays as long as it
is offered. Every number is a stepper whose range comes from that listing and
the player's board (`number_ranges`): a value outside it is refused at its
field (`problems`) and the form cannot be previewed. A tap changes the values
through `fields.after_tap` only. Every decision the rules leave to the player
is one of these fields: the places of hired workers and machines (hire.py),
several factories in one action and the Developer (factories.py), the Patent
and the special markers (tiles.py), every contract space, the contracts a
ship fulfils with the Agent's one more or fewer, Extra Shifts. Whether the
whole action is legal and what it costs is the engine's business: the preview
shows its answer before anything is stored.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.games.arkwright.production.storage import stock
from companion.ui.arkwright.factories import factory_choices, factory_defaults, factory_entry, factory_form, factory_spans, price_span
from companion.ui.arkwright.fields import (Fields, Options, Span, after_tap, chips_of, column, filled, number, present, problems,
                                           read_int, row, stepper_of, value_of)
from companion.ui.arkwright.stock_exchange_form import holding_entry, holding_rows, holding_spans
from companion.ui.arkwright.goods_moves import PREFIX as MOVE, goods_move_spans, goods_moves_entry, move_label
from companion.ui.arkwright.hire import (layout_problems, machinery_choices, shown_places, machinery_entry, machinery_form, machinery_spans, workers_choices,
                                         workers_entry, workers_form, workers_spans)
from companion.ui.arkwright.tiles import distribution_choices, distribution_entry, distribution_spans, special_entry
from companion.ui.widgets import whole_number
from companion.ui.words import N_, _, _n

__all__ = ["Fields", "Span", "after_tap", "filled", "goods_moves_entry", "number", "price_span", "problems", "read_int", "value_of"]


def visible_numbers(action: str, values: Fields, spans: dict[str, Span]) -> list[str]:
    """The steppers the form draws now (the others keep their values)."""
    return shown_places(action, values, spans)


def form_problems(action: str, chosen: dict, values: Fields, spans: dict[str, Span]) -> dict[str, str]:
    """Each number field out of its range, and what the fields say together that cannot stand (every warehouse
    worker placed once)."""
    out = problems(values, spans)
    if action == "workers":
        out.update(layout_problems(chosen.get("buys", {}), values))
    return out


def _owned(player) -> list[str]:
    return [g for g in GOODS if player.factory(g) is not None]


# --- the choices each form offers: only what this player can do now, each with its cost and effect ----------

def production_choices(state, player, buys: dict) -> Options:
    most = int(buys.get("rows") or 4)
    out = {"good": [(f.good, _n("{good} · {n} piece", "{good} · {n} pieces", f.workers + f.machines).format(
               good=f.good, n=f.workers + f.machines)) for f in player.factories],
           "rows": [(str(r), _("rows 1-{row}").format(row=r)) for r in range(1, most + 1)]}
    if buys.get("extra_shifts"):
        out["extra_shifts"] = [("yes", _("use Extra Shifts: one good more (the tile goes back)"))]
    return out


def ship_choices(state, player, buys: dict, values: Fields) -> Options:
    out: Options = {}
    for g, space in player.contracts.items():
        out[f"ship_{g}"] = [("yes", _("{good} contract · space {space} · {n} stored").format(good=g, space=space,
                                                                                             n=stock(player, g)))]
        if buys.get("agent") and values.get(f"ship_{g}") == "yes":
            out[f"agent_{g}"] = [("-1", _("the Agent: {n} {good}").format(n=space - 1, good=g)),
                                 ("1", _("the Agent: {n} {good}").format(n=space + 1, good=g))]
    return out


def stock_choices(buys: dict) -> Options:
    return {f"contract_{g}": [(str(s), _("space {space}").format(space=s)) for s in spaces]
            for g, spaces in buys.get("contract_spaces", {}).items()}


def choices(action: str, state, player, chosen: dict, fields: Fields) -> Options:
    buys = chosen.get("buys", {})
    if action == "factory":
        return factory_choices(player, buys, fields)
    if action == "workers":
        return workers_choices(buys, fields)
    if action == "machinery":
        return machinery_choices(buys, fields)
    if action == "distribution":
        return distribution_choices(buys, fields)
    if action == "production":
        return production_choices(state, player, buys)
    if action == "ship":
        return ship_choices(state, player, buys, fields)
    if action == "stock_exchange":
        return stock_choices(buys)
    return {}


#: the choices a form fills in itself when the one before it is made: (field, the field it follows, pick the last option)
DEFAULTS = {"production": [("rows", "good", True)], "distribution": [("patent", None, False)]}
#: the common choice where it is not the first or last offered
COMMON = {("distribution", "patent"): "bonus"}


def with_defaults(action: str, state, player, chosen: dict, fields: Fields) -> Fields:
    """The fields with each choice the player left open set to the common one, where it has one:
    the current level, the Developer and the Patent's option one used, every row the marker produces in.
    A choice already made stays as long as it is still offered."""
    out = dict(fields)
    for key, offered in choices(action, state, player, chosen, out).items():
        if out.get(key) is not None and out[key] not in [k for k, _text in offered]:
            out.pop(key)  # a choice this row or this player no longer offers: no chip shows it chosen
    if action == "factory":
        return factory_defaults(chosen.get("buys", {}), out, choices(action, state, player, chosen, out))
    for key, after, last in DEFAULTS.get(action, []):
        offered = [k for k, _text in choices(action, state, player, chosen, out).get(key, [])]
        if out.get(key) in offered or (after is not None and not out.get(after)) or key in out:
            continue
        if offered:
            common = COMMON.get((action, key))
            out[key] = common if common in offered else (offered[-1] if last else offered[0])
    return out


def number_ranges(action: str, state, player, chosen: dict, fields: Fields) -> dict[str, Span]:
    """The number fields the form shows now, each with its legal range from the rules and the board: the main
    action's, and the goods moved between the warehouses as the turn begins (any marker)."""
    return {**_main_ranges(action, state, player, chosen, fields), **goods_move_spans(chosen, fields)}


def _main_ranges(action: str, state, player, chosen: dict, fields: Fields) -> dict[str, Span]:
    buys = chosen.get("buys", {})
    rules = state.board.rules
    if action == "factory":
        return factory_spans(state, fields)
    if action == "workers":
        return workers_spans(buys, fields)
    if action == "machinery":
        return machinery_spans(buys, fields)
    if action == "quality":
        return _shared_levels(state, player, buys, fields)
    if action == "distribution":
        return distribution_spans(state, player, buys, fields)
    if action == "reorganization":
        return reorganization_spans(state, player, fields)
    if action == "stock_exchange":
        # own shares are bought only without loans (Water Frame 5.II.2.6); the repaid ones count
        room = max(0, rules.shares_per_company - player.shares)
        if "own_with_bank" in buys:  # the Stock Exchange variant: the others' holdings are not the bank's
            room = min(room, buys["own_with_bank"])
        spans = {"repay": Span(0, player.loans, 0), "buy": Span(0, room, 0), "sell": Span(0, player.shares, 0)}
        spans.update({f"sell_goods_{g}": Span(0, n, 0) for g in GOODS if (n := stock(player, g))})
        spans.update(holding_spans(buys))  # the Stock Exchange variant (Player's Book 3.3)
        return spans
    return {}


def _shared_levels(state, player, buys: dict, fields: Fields) -> dict[str, Span]:
    """Quality: the levels the row buys, shared among the factories; each up to its own top."""
    rules = state.board.rules
    top = rules.quality_max_engineer if player.has("engineer") else rules.quality_max
    room = buys.get("room") or {g: top - player.factory(g).quality for g in _owned(player)}
    most = int(buys.get("levels_max") or 0)
    typed = {g: read_int(fields, g, 0) or 0 for g in _owned(player)}
    return {g: Span(0, max(0, min(most - sum(n for h, n in typed.items() if h != g), room.get(g, 0))), 0) for g in _owned(player)}


def levels_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    levels = [g for g in spans if g in GOODS]
    if not levels:
        return ft.Text(_("No factory to raise."), size=13, italic=True)
    parts = [row(*[stepper_of(values, g, _("{good} +levels").format(good=g), spans, tap) for g in levels])]
    parts += present(chips_of(options, values, "patent", _("Patent"), tap))
    free = [k for k in spans if k.startswith("free_")]
    if free:
        parts.append(row(*[stepper_of(values, k, _("{good} free levels").format(good=k[5:]), spans, tap) for k in free]))
    return column(parts, "")


def stock_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    parts = [row(*[stepper_of(values, k, _(FIXED[k]), spans, tap) for k in ("repay", "buy", "sell")])]
    goods = [k for k in spans if k.startswith("sell_goods_")]
    if goods:
        parts.append(row(*[stepper_of(values, k, _("sell stored {good}").format(good=k[11:]), spans, tap) for k in goods]))
    parts += holding_rows(state, values, tap, spans)
    contracts = [k for k in options if k.startswith("contract_")]
    if contracts:
        parts.append(ft.Text(_("Take or raise a contract (optional: tap a chosen space again to take it back)"), size=13))
        parts += present(*[chips_of(options, values, k, _("{good} contract").format(good=k[9:]), tap, optional=True) for k in contracts])
    return column(parts, "")


def ship_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    parts = present(*[chips_of(options, values, k, _("Fulfil") if n == 0 else _("and"), tap, optional=True)
                      for n, k in enumerate(k for k in options if k.startswith("ship_"))])
    parts += present(*[chips_of(options, values, k, _("{good}: one more or fewer (optional)").format(good=k[6:]), tap, optional=True)
                       for k in options if k.startswith("agent_")])
    return column(parts, _("{name} has no contract to fulfil.").format(name=player.name))


def production_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    return column(present(chips_of(options, values, "good", _("Produce in"), tap), chips_of(options, values, "rows", _("Rows"), tap),
                          chips_of(options, values, "extra_shifts", _("Extra Shifts (optional)"), tap, optional=True)), "")


# --- Self-Actor: the Reorganization marker's price adjustment in place of a main action (Player's Book 3.2) ---


def reorganization_spans(state, player, fields: Fields) -> dict[str, Span]:
    """A price stepper per factory (`price_<good>`), from its price now; the goods moved as the turn begins free
    price spaces (as in `price_ranges`)."""
    moves = goods_moves_entry(fields)
    return {f"price_{g}": span for g, span in price_ranges(state, player, None, moves).items()}


def reorganization_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    buys = chosen.get("buys", {})
    keys = [k for k in spans if k.startswith("price_")]
    if not keys:
        return ft.Text(_("{name} has no factory to price.").format(name=player.name), size=13, italic=True)
    n = buys.get("prices")
    words = (_("Prices in every factory (dark side)") if buys.get("side") == "dark" else
             _n("A price in one factory (light side)", "A price in {n} factories (light side)", n or 0).format(n=n)
             + (_("; {n} with the Manager when no special marker is taken").format(n=buys["prices_manager"])
                if buys.get("prices_manager") else ""))
    return column([ft.Text(_("{prices}: a price left as it is stays").format(prices=words), size=13),
                   row(*[stepper_of(values, k, _("{good} price").format(good=k[6:]), spans, tap) for k in keys])], "")


def reorganization_entry(f: Fields, chosen: dict | None) -> dict[str, Any]:
    """The Reorganization record: the prices changed (always a record: the marker has no main action to skip)."""
    now = ((chosen or {}).get("buys") or {}).get("prices_now") or {}
    prices = {g: n for g in GOODS if (n := read_int(f, f"price_{g}", 0)) and n != now.get(g)}
    return {"action": "reorganization", **({"prices": prices} if prices else {})}


MAIN_FORMS: dict[str, Callable[..., ft.Control]] = {
    "factory": factory_form, "workers": workers_form, "machinery": machinery_form, "quality": levels_form,
    "distribution": levels_form, "stock_exchange": stock_form, "ship": ship_form, "production": production_form,
    "reorganization": reorganization_form,
}


def main_entry(action: str, f: Fields, chosen: dict | None = None) -> dict[str, Any] | None:
    """The main action record; None when nothing was filled in (the main action is skipped)."""
    if action == "factory":
        return factory_entry(f, chosen)
    if action == "workers":
        return workers_entry(f, (chosen or {}).get("buys"))
    if action == "machinery":
        return machinery_entry(f)
    if action == "quality":
        levels = {g: n for g in GOODS if (n := read_int(f, g, 0) or 0) > 0}
        return {"action": action, "levels": levels} if levels else None
    if action == "distribution":
        return distribution_entry(f, list(GOODS))
    if action == "stock_exchange":
        values = {k: read_int(f, k, 0) or 0 for k in ("repay", "buy", "sell")}
        goods = {g: n for g in GOODS if (n := read_int(f, f"sell_goods_{g}", 0) or 0) > 0}
        contracts = {g: n for g in GOODS if (n := read_int(f, f"contract_{g}", 0) or 0) > 0}
        held = holding_entry(f)
        if not any(values.values()) and not contracts and not goods and not held:
            return None
        return {"action": "stock_exchange", **values, **({"sell_goods": goods} if goods else {}),
                **({"contracts": contracts} if contracts else {}), **held}
    if action == "ship":
        shipped = [g for g in GOODS if f.get(f"ship_{g}") == "yes"]
        agent = {g: int(f[f"agent_{g}"]) for g in shipped if f.get(f"agent_{g}") in ("-1", "1")}
        return ({"action": "ship", "contracts": shipped, **({"agent": agent} if agent else {})}) if shipped else None
    if action == "reorganization":
        return reorganization_entry(f, chosen)
    if action == "production":
        if not f.get("good"):
            return None
        return {"action": "production", "good": f["good"], "rows": read_int(f, "rows", 1),
                **({"extra_shifts": True} if f.get("extra_shifts") == "yes" else {})}
    return None


def field_label(key: str) -> str:
    """A number field's name in the table's words (the problems box names each field by it)."""
    parts = key.split("_")
    if key in GOODS:
        return _("{good} +levels").format(good=key)
    if key.startswith(MOVE):
        return move_label(key)
    if "_warehouse_row_" in key or key.startswith("layout_row_"):
        return _("warehouse row {row}").format(row=parts[-1])
    if "_warehouse_column_" in key or key.startswith("layout_column_"):
        return _("the warehouse's {column} column").format(column=parts[-1])
    if key in FIXED:
        return _(FIXED[key])
    head = "goods" if key.startswith("sell_goods_") else parts[0]
    rest = parts[2:] if head == "goods" else parts[1:]
    if head in FIELD_WORDS and len(rest) == len(FIELD_WORDS[head][1]):
        words, names = FIELD_WORDS[head]
        return _(words).format(**dict(zip(names, rest)))
    return key.replace("_", " ")


#: a number field's words by the first part of its key, and the names of the parts after it
FIELD_WORDS = {"hire": (N_("{place} row {row}"), ("place", "row")),
               "machines": (N_("machines in {place} row {row}"), ("place", "row")),
               "school": (N_("School: {place} row {row}"), ("place", "row")), "fire": (N_("fired from {place}"), ("place",)),
               "free": (N_("{good} free levels"), ("good",)), "price": (N_("{good} price"), ("good",)),
               "goods": (N_("stored {good} sold"), ("good",))}
#: the number fields with words of their own
FIXED = {"repay": N_("Repay loans"), "buy": N_("Buy shares"), "sell": N_("Sell shares"), "layout": N_("Warehouse workers")}


def price_ranges(state, player, main: dict | None = None, moves: list[dict] | None = None) -> dict[str, Span]:
    """A price for each factory the player has after the main action (Water Frame 5.II.3.1), starting at its
    current price (a factory founded in this turn: the price it is founded at; one closed: none), up to the
    spaces its stored goods leave free once the turn's goods `moves` are made (Water Frame 5.II.2.8)."""
    rules = state.board.rules
    stored = dict(player.stored)
    for m in moves or []:
        stored[m["good"]] = stored.get(m["good"], 0) + (m["count"] if m["to"] == "small" else -m["count"])
    steps = (main or {}).get("steps", []) if (main or {}).get("action") == "factory" else []
    closed = {s["good"] for s in steps if s["do"] == "close"}
    founded = {s["good"]: s["price"] for s in steps if s["do"] == "build"}
    now = {g: player.factory(g).price for g in _owned(player) if g not in closed}
    now.update(founded)
    return {g: Span(rules.min_price, max(now[g], rules.max_price - stored.get(g, 0)), now[g]) for g in GOODS if g in now}


def additional_entry(extra: dict, spans: dict[str, Span]) -> dict[str, Any] | None:
    if extra.get("type") == "price_adjustment":
        prices = {}
        for g, span in spans.items():
            n, _problem = whole_number(value_of(extra.get("prices", {}), g, span), span.low, span.high)
            if n is not None and n != span.default:
                prices[g] = n
        return {"type": "price_adjustment", "prices": prices} if prices else None
    if extra.get("type") == "special":
        return special_entry(extra.get("choice", "none"))
    return None
