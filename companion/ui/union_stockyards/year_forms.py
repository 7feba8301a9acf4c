"""Union Stockyards forms for a game that follows the whole year: Phase I and the worker placement.

Phase I shows the animals the prices and player count bring (the table's own count
only when it differs) and the Year card chosen from the board data's list. The
placement form names who places now and offers only the placements the engine
allows (`union_stockyards.forms.placement_choices`), with what each costs; the
refused ones are listed with their reason.
"""

from __future__ import annotations

import json
from typing import Any

import flet as ft

from companion.games.union_stockyards import forms
from companion.games.union_stockyards.state import StockyardsState
from companion.ui.pack_forms import (EntryForm, choice, counts, group, hint_line, needed, said, stepper, steppers, switch, text,
                                     whole)
from companion.ui.union_stockyards.table import dollars, signed_dollars
from companion.ui.words import N_, _

OTHER_CARD = "other"


def phase_one_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    preview = forms.phase_one_preview(state)
    arrivals = ", ".join(f"{k} {kind}" for kind, k in preview["arrivals"].items())
    levels = _(" or ").join(map(str, state.board.numbers.strike_levels))
    out: list[ft.Control] = [
        hint_line(_("New livestock from the prices and {n} players: {arrivals}.").format(n=len(state.players), arrivals=arrivals),
                  identifier="arrivals"),
        switch("own-count", _("The animals added on the table differ"), values.get("own_count", False),
               lambda v: change(own_count=v, added=dict(preview["arrivals"]))),
    ]
    if values.get("own_count"):
        out.append(steppers("add", list(state.yard), values.get("added") or {}, lambda v: change(added=v), label=str.capitalize))
    out += card_fields(state, values, change)
    out += [
        stepper("spirit-change", _("Union Spirit change besides the card (now {spirit})").format(spirit=state.union_spirit),
                values.get("spirit", 0), lambda v: change(spirit=v), low=-10, high=10, width=340),
        hint_line(_("At {levels} every player takes a Low Morale token and puts a worker on the Picket Line.").format(levels=levels)),
    ]
    return out


def card_fields(state: StockyardsState, values: dict, change) -> list[ft.Control]:
    """The Year card from the board data's list; a card the list lacks, by its name (US Phase I)."""
    card = values.get("card", "")
    out = [choice("year-card", _("Year {year} card").format(year=state.year), card,
                  [("", _("no card")), *forms.phase_one_preview(state)["cards"], (OTHER_CARD, _("a card not in the list"))],
                  lambda v: change(card=v), width=320)]
    if card == OTHER_CARD:
        out.append(text("year-card-name", _("Its name"), values.get("card_name", ""), lambda v: change(card_name=v),
                        hint=_("its effects: corrections at the table")))
    return out


def card_entry(values: dict) -> dict:
    """The card part of the Phase I entry: a listed card by its id, another by its name, or none."""
    card = values.get("card") or ""
    if card == OTHER_CARD:
        return {"year_card": said(values, "card_name", _("Its name"), _("write the card's name"))}
    return {"card": card} if card else {}


def phase_one_build(view: Any, values: dict) -> dict:
    entry: dict[str, Any] = {"kind": "phase_one"}
    if values.get("own_count"):
        entry["livestock_added"] = counts(values, "added")
    entry.update(card_entry(values))
    spirit = whole(values, "spirit", _("Union Spirit change"), default=0, low=-10, high=10)
    if spirit:
        entry["union_spirit_change"] = spirit
    return entry


def cost_words(row: dict) -> str:
    if row["sells"]:
        return _("sells at the margin")
    return _("costs {cost}").format(cost=dollars(row["cost"])) if row["cost"] else _("free")


def place_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    options = forms.placement_choices(state)
    if options["player"] is None:
        return [hint_line(_("Every available worker is placed: Phase III comes next."), identifier="placed-all")]
    who = state.player(options["player"])
    by_key = {json.dumps(r["entry"], sort_keys=True): r for r in options["open"]}
    out: list[ft.Control] = [
        hint_line(_("{name} places a worker ({n} left, {cash}).").format(name=who.name, n=options["left"], cash=dollars(who.cash)),
                  identifier="to-place"),
        choice("place-space", _("Action space"), values.get("space"), [(k, f"{r['label']} ({cost_words(r)})") for k, r in by_key.items()],
               lambda v: change(space=v), width=340),
    ]
    chosen = by_key.get(values.get("space") or "")
    if chosen is not None and chosen["sells"]:
        kind = chosen["entry"]["livestock"]
        each = forms.market_preview(state)["margins"][kind]
        out.append(stepper("place-count", _("Animals sold ({margin} each)").format(margin=signed_dollars(each)), values.get("count", 1),
                           lambda v: change(count=v), low=1, high=max(1, state.yard[kind])))
    closed = sorted({f"{r['label'].split(':')[0]}: {r['refused']}" for r in options["closed"]
                     if "turn" not in r["refused"]})
    if closed:
        out.append(group(_("Not open to this worker"), [ft.Text(line, size=12) for line in closed]))
    return out


def place_build(view: Any, values: dict) -> dict:
    offered = {json.dumps(r["entry"], sort_keys=True): r["entry"] for r in forms.placement_choices(view.state)["open"]}
    row = dict(offered.get(needed(values, "space", _("Action space"), offered), {}))
    space = view.state.board.space(row.get("space", ""))
    count = whole(values, "count", _("Animals sold"), default=1, low=1)
    if space is not None and space.effect == "sell" and count > 1:
        row["count"] = count
    return row


def place_title(view: Any, values: dict) -> str:
    pid = forms.placement_choices(view.state)["player"]
    return _("{name} places a worker").format(name=view.state.player(pid).name) if pid else _("Worker placement")


PHASE_ONE = EntryForm("phase_one", N_("Phase I"), phase_one_fields, phase_one_build,
                      title=lambda view, v: _("Year {year}, Phase I: markets and Union Spirit").format(year=view.state.year))
PLACE = EntryForm("place", N_("Place a worker"), place_fields, place_build, initial=lambda view: {"count": 1}, title=place_title)
