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
from companion.games.arkwright.flow import stock_exchange as holdings
from companion.games.arkwright.flow.preparation import expected_player
from companion.games.arkwright.forms import founding_goods, start_markers, start_shares
from companion.ui.arkwright.advisor import new_factory_advisor
from companion.ui.arkwright.action_forms import Fields, Span, filled, number, price_span, problems, read_int
from companion.ui.arkwright.fields import Options
from companion.ui.arkwright.stock_exchange_form import holding_rows, prep_holding_entry, prep_holding_spans
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import colour_word, shape, swatch
from companion.ui.widgets import choice_chips, heading, labelled_dropdown
from companion.ui.words import _, refusal


def players_of(state) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in state.players}


def special_choices(state, player) -> list[tuple[str, str]]:
    """What this player may take after the share sale, as (chip value, words): the rules' own list
    (games/arkwright/forms.py), "none" for taking nothing."""
    return [("none" if value is None else value, words) for value, words in start_markers(state, player)]


def shares_span(state, player) -> Span:
    """The start-up shares this player may sell, the least that pays the factories pre-filled."""
    return Span(*start_shares(state, player))


def prep_choices(state, due, fields: Fields) -> Options:
    """The chips of the due player's 1760 step: the good of the factory founded, or the special marker."""
    if (state.setup_step or "").startswith("factories"):
        return {"good": [(g, _("{good} · £{cost} · quality {cost}").format(good=g, cost=c)) for g, c in founding_goods(state, due).items()]}
    return {"take": special_choices(state, due)}


def prep_spans(state, due, fields: Fields) -> dict[str, Span]:
    """The steppers of the due player's 1760 step: the founding price once a good is chosen, or the shares sold."""
    if (state.setup_step or "").startswith("factories"):
        return {"price": price_span(state, fields["good"], 1)} if fields.get("good") else {}
    return {"sell": shares_span(state, due)}


def prep_entry(state, due, fields: Fields) -> dict[str, Any] | None:
    """The entry the 1760 panel makes from its values (None while a good is still to be chosen)."""
    values = filled(fields, prep_spans(state, due, fields))
    if (state.setup_step or "").startswith("factories"):
        if not fields.get("good"):
            return None
        return {"kind": "prep_factory", "player": due.id, "good": fields["good"], "price": read_int(values, "price")}
    choices = dict(special_choices(state, due))
    take = fields.get("take") or ("none" if "none" in choices else next(iter(choices)))
    return {"kind": "prep_shares", "player": due.id, "sell": read_int(values, "sell"), "take": None if take == "none" else take}


@ft.component
def PrepPanel(sid: Any, view: Any):
    state = view.state
    fields, set_fields = ft.use_state({})
    step = state.setup_step or ""
    players = players_of(state)
    if step == "pay":
        return ResolveFlow(sid, {"kind": "prep_pay"}, players, title=_("1760: everybody pays for the factories"),
                           button=_("Pay for the factories"), hint=_("Then the 1770s begin."))
    if step.startswith(holdings.STEP):
        return _holdings_step(sid, state, fields, set_fields, players)
    try:
        due = expected_player(state)
    except CompanionError as exc:
        return ft.Text(refusal(exc))
    header = ft.Row([ft.Icon(shape(due.color), color=swatch(due.color)), heading(_("1760: {name}'s turn").format(name=due.name), size=18),
                     ft.Text(f"({colour_word(due.color)})", italic=True)], spacing=6)
    options, spans = prep_choices(state, due, fields), prep_spans(state, due, fields)
    entry = prep_entry(state, due, fields)
    if step.startswith("factories"):
        inputs = ft.Column([choice_chips("prep-good", _("Found a factory of"), fields.get("good"), options["good"],
                                         lambda v: set_fields({**fields, "good": v})),
                            *([number(fields, "price", _("Price £"), spans, set_fields)] if spans else [])], spacing=6)
        if entry is not None:  # what each founding price would sell: the factory founded, with its workers, against the others
            advisor = new_factory_advisor(state, due.id, fields["good"], entry, lambda p: set_fields({**fields, "price": str(p)}))
            inputs = ft.Column([inputs, advisor], spacing=2, tight=True)
        what = _("Found the factory")
    else:
        inputs = ft.Row([number(fields, "sell", _("Shares sold"), spans, set_fields),
                         labelled_dropdown("prep-take", _("Special marker"), entry["take"] or "none", options["take"],
                                           lambda v: set_fields({**fields, "take": v}), width=320)], wrap=True)
        what = _("Sell shares and take the marker")
    ready = entry is not None and not problems(fields, spans)
    parts: list[ft.Control] = [header, inputs]
    if ready:
        parts.append(ResolveFlow(sid, entry, players, title=what, button=_("Show what moves"), key=str(sorted(entry.items())), auto=True))
    return ft.Column(parts, spacing=8)


def _holdings_step(sid: Any, state, fields: Fields, set_fields, players) -> ft.Control:
    """The Stock Exchange variant's 1760 step: the due player's purchases of the other companies' shares (Player's Book 3.3)."""
    due = holdings.due(state)
    spans = prep_holding_spans(holdings.purchase_ranges(state, due.id))
    words = _("1760: {name} may buy shares of the other companies").format(name=due.name)
    header = ft.Row([ft.Icon(shape(due.color), color=swatch(due.color)), heading(words, size=18)],
                    spacing=6, wrap=True)
    fields = {k: v for k, v in fields.items() if k in spans} if fields.get("_due") == due.id else {}  # a new player starts afresh
    tap = lambda key, text: set_fields({**fields, key: text, "_due": due.id})  # noqa: E731
    rows = holding_rows(state, fields, tap, spans) or [
        ft.Text(_("{name} cannot buy any share of the others now.").format(name=due.name), size=13, italic=True)]
    parts: list[ft.Control] = [header, ft.Text(holdings.words(state, due.id) or _("nothing to buy"), size=13), *rows]
    if not problems(fields, spans):
        entry = prep_holding_entry(due.id, filled(fields, spans))
        parts.append(ResolveFlow(sid, entry, players, title=_("Buy the shares") if entry["buy"] else _("Buy none"),
                                 button=_("Show what moves"), key=str(sorted(entry["buy"].items())) + due.id, auto=True))
    return ft.Column(parts, spacing=8)
