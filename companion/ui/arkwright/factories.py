"""The factory action's fields: build, modernize and close, several factories in one action (Water Frame 5.II.2.1).

Each good is its own row of chips (`step_GOOD`: found / modernize / close /
close and found anew at another level, tapped again to take it back), so one action may build one factory and
modernize another. A chosen step has its level chips (`level_GOOD`: a
modernization may go up several levels; with the Inventor a factory just built
goes on one level further in the same action) and a new factory its price
(`price_GOOD`). A player holding the Developer says whether to use it
(`developer`; Player's Book 1.8: £5 off the first level of each factory, never
beyond the current level; the tile returns after the action), and every cost
on a chip is the one paid.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.games.arkwright.forms import founding_prices
from companion.ui.arkwright.advisor import new_factory_advisor
from companion.ui.arkwright.fields import Fields, Options, Span, chips_of, column, filled, present, read_int, stepper_of
from companion.ui.words import _


def price_span(state, good: str, level: int) -> Span:
    """The prices a new factory may start at (appeal never below 0), the highest first: it keeps the appeal at 0."""
    low, top = founding_prices(state, good, level)
    return Span(low, top, top)


def _using_developer(buys: dict, values: Fields) -> bool:
    return bool(buys.get("developer")) and values.get("developer", "use") == "use"


def _build_levels(buys: dict, good: str, developer: bool) -> dict[int, int]:
    """The levels a new factory may have at the end of the action, with what it costs."""
    costs = dict((buys.get("build_costs_developer") if developer else buys.get("build_costs", {})).get(good) or {})
    onward = (buys.get("build_onward") or {}).get(good) or {}
    now = buys.get("level", 1)
    if costs and now in costs:
        for n, extra in onward.items():
            costs[n] = costs[now] + extra
    return costs


def factory_choices(player, buys: dict, values: Fields) -> Options:
    developer = _using_developer(buys, values)
    modern = (buys.get("modernize_costs_developer") if developer else buys.get("modernize_costs")) or {}
    now = buys.get("level", 1)
    out: Options = {}
    for g in GOODS:
        f = player.factory(g)
        if f is None:
            costs = _build_levels(buys, g, developer)
            steps = [("build", _("found a {good} factory · from £{cost}").format(good=g, cost=min(costs.values())))] if costs else []
        else:
            anew = {n: c - (buys.get("developer", 0) if developer else 0) for n, c in (buys.get("rebuild_costs") or {}).get(g, {}).items()}
            steps = ([("modernize", _("modernize (level {level} now)").format(level=f.level))] if g in modern else []) + [
                ("close", _("close it (level {level})").format(level=f.level))]
            if anew:
                steps.append(("rebuild", _("close it and found a new one · from £{cost}").format(cost=min(anew.values()))))
        if steps:
            out[f"step_{g}"] = steps
        do = values.get(f"step_{g}")
        if do == "build" and f is None:
            out[f"level_{g}"] = [(str(n), (_("level {level} · £{cost} (the Inventor: built at level {now}, then modernized)")
                                           if n > now else _("level {level} · £{cost}")).format(level=n, cost=c, now=now))
                                 for n, c in _build_levels(buys, g, developer).items()]
        elif do == "modernize" and g in modern:
            out[f"level_{g}"] = [(str(n), _("to level {level} · £{cost}").format(level=n, cost=c)) for n, c in modern[g].items()]
        elif do == "rebuild" and f is not None:
            off = buys.get("developer", 0) if developer else 0
            out[f"level_{g}"] = [(str(n), _("new level {level} · £{cost}").format(level=n, cost=c - off))
                                 for n, c in (buys.get("rebuild_costs") or {}).get(g, {}).items()]
    if buys.get("developer") and any(values.get(f"step_{g}") in ("build", "modernize", "rebuild") for g in GOODS):
        out["developer"] = [("use", _("use it: £{off} off each").format(off=buys["developer"])), ("keep", _("keep it"))]
    return out


def factory_defaults(buys: dict, values: Fields, offered: Options) -> Fields:
    """The current level for a step just chosen (a modernization: as far as it goes without the Inventor);
    the Developer used."""
    out = dict(values)
    now = buys.get("level", 1)
    for g in GOODS:
        levels = [int(k) for k, _t in offered.get(f"level_{g}", [])]
        if levels and read_int(out, f"level_{g}") not in levels:
            out[f"level_{g}"] = str(max([n for n in levels if n <= now] or levels))
        elif not levels:
            out.pop(f"level_{g}", None)
    if "developer" in offered and out.get("developer") not in ("use", "keep"):
        out["developer"] = "use"
    return out


def factory_spans(state, values: Fields) -> dict[str, Span]:
    now = state.board.decade(state.version, state.decade).level
    return {f"price_{g}": price_span(state, g, min(now, read_int(values, f"level_{g}", 1) or 1)) for g in GOODS
            if values.get(f"step_{g}") in ("build", "rebuild") and values.get(f"level_{g}")}


def factory_entry(f: Fields, chosen: dict | None) -> dict[str, Any] | None:
    buys = (chosen or {}).get("buys", {})
    now = buys.get("level", 1)
    closes, builds, modernizes = [], [], []
    for g in GOODS:
        do, level = f.get(f"step_{g}"), read_int(f, f"level_{g}")
        if do in ("close", "rebuild"):
            closes.append({"do": "close", "good": g})
        if do == "rebuild" and level:
            builds.append({"do": "build", "good": g, "level": level, "price": read_int(f, f"price_{g}", 0)})
        elif do == "build" and level:
            builds.append({"do": "build", "good": g, "level": min(level, now), "price": read_int(f, f"price_{g}", 0)})
            if level > now:
                builds.append({"do": "modernize", "good": g, "to": level})
        elif do == "modernize" and level:
            modernizes.append({"do": "modernize", "good": g, "to": level})
    steps = closes + builds + modernizes
    if not steps:
        return None
    out: dict[str, Any] = {"action": "factory", "steps": steps}
    if _using_developer(buys, f) and len(closes) < len(steps):
        out["developer"] = True
    return out


def factory_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    level = chosen.get("buys", {}).get("level")
    parts: list[ft.Control] = [ft.Text(_("Found, modernize or close any factories (up to level {level} in the {decade}s)").format(
        level=level, decade=state.decade), size=13)]
    for g in GOODS:
        parts += present(chips_of(options, values, f"step_{g}", g.capitalize(), tap, optional=True),
                         chips_of(options, values, f"level_{g}", _("Level"), tap))
        key = f"price_{g}"
        if key in spans:
            parts.append(stepper_of(values, key, _("Price £"), spans, tap))
            turn = {"kind": "action", "player": player.id, "marker": chosen["marker"], "row": chosen["row"],
                    "main": factory_entry(filled(values, spans), chosen)}  # the advice reads the factory as built
            parts.append(new_factory_advisor(state, player.id, g, turn, lambda p, key=key: tap(key, p)))
    discount = chosen.get("buys", {}).get("developer")
    parts += present(chips_of(options, values, "developer", _("The Developer: £{off} off each factory built or modernized "
                                                              "up to level {level} (returned after the action)").format(
                                                                  off=discount, level=level), tap))
    return column(parts, _("No factory to build, modernize or close."))
