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
from companion.games.arkwright.flow.preparation import FREE_SJ_SALE, building_costs, expected_player
from companion.games.arkwright.flow.specials import special_options
from companion.games.arkwright.table import Table
from companion.ui.arkwright.advisor import new_factory_advisor
from companion.ui.arkwright.action_forms import Span, filled, number, price_span, problems, read_int
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import shape, swatch
from companion.ui.widgets import choice_chips, heading, labelled_dropdown


def players_of(state) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in state.players}


def special_choices(state, player) -> list[tuple[str, str]]:
    """What this player may take from the special markers mat now (the rules' own list: no marker of a row
    not open yet, no ship the player may not take), or nothing."""
    return [("none", "take nothing"), *special_options(Table.of(state), player.id)]


def shares_span(state, player) -> Span:
    """The start-up shares this player may sell: enough to pay the factories (Water Frame), the fixed
    number of Spinning Jenny unless the house rule frees it; at most the shares the player owns."""
    rules = state.board.rules
    if state.version == "spinning_jenny":
        if state.house_rules.get(FREE_SJ_SALE):
            return Span(0, player.shares, min(rules.sj_start_shares_sold, player.shares))
        return Span(rules.sj_start_shares_sold, rules.sj_start_shares_sold, rules.sj_start_shares_sold)
    least = -(-building_costs(Table.of(state), player.id) // rules.start_share_price)
    return Span(min(least, player.shares), player.shares, min(least, player.shares))


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
    if step.startswith("factories"):
        owned = {f.good for f in due.factories}
        costs = {g: state.board.tile(g, 1).cost for g in GOODS if g not in owned}
        goods = [(g, f"{g} · £{c} · quality {c}") for g, c in costs.items()]  # a level 1 tile: its cost is its base quality
        spans = {"price": price_span(state, fields["good"], 1)} if fields.get("good") else {}
        inputs = ft.Column([choice_chips("prep-good", "Found a factory of", fields.get("good"), goods,
                                         lambda v: set_fields({**fields, "good": v})),
                            *([number(fields, "price", "Price £", spans, set_fields)] if spans else [])], spacing=6)
        values = filled(fields, spans)
        entry = {"kind": "prep_factory", "player": due.id, "good": fields.get("good"), "price": read_int(values, "price")}
        if spans:  # what each founding price would sell: the factory founded, with its workers, against the others
            advisor = new_factory_advisor(state, due.id, fields["good"], entry, lambda p: set_fields({**fields, "price": str(p)}))
            inputs = ft.Column([inputs, advisor], spacing=2, tight=True)
        ready = bool(fields.get("good"))
        what = "Found the factory"
    else:
        spans = {"sell": shares_span(state, due)}
        inputs = ft.Row([number(fields, "sell", "Shares sold", spans, set_fields),
                         labelled_dropdown("prep-take", "Special marker", fields.get("take", "none"), special_choices(state, due),
                                           lambda v: set_fields({**fields, "take": v}), width=320)], wrap=True)
        take = fields.get("take", "none")
        entry = {"kind": "prep_shares", "player": due.id, "sell": read_int(filled(fields, spans), "sell"),
                 "take": None if take == "none" else take}
        ready = True
        what = "Sell shares and take the marker"
    wrong = problems(fields, spans)
    ready = ready and not wrong
    parts: list[ft.Control] = [header, inputs]
    if ready:
        parts.append(ResolveFlow(sid, entry, players, title=what, button="Show what moves", key=str(sorted(entry.items())), auto=True))
    return ft.Column(parts, spacing=8)
