"""Montana at the table: the turn helper's view, a goods-field form and the contractor round.

A turn on a goods field picks one of the free fields the active player can pay
for and a set of workers that fits it (both from `montana.forms`), then maybe
the small field beside it. The contractor round asks each player in turn
where their contractor goes (the engine lists exactly the legal places) and
shows the payments and rewards before they are stored.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import flet as ft

from companion.games.montana import forms
from companion.games.montana.state import MontanaState
from companion.ui.context import use_app
from companion.ui.ledger import ledger_view, totals_view
from companion.ui.montana.table import table_view, word
from companion.ui.pack_forms import (
    EntryForm,
    choice,
    final_scores_form,
    hint_line,
    needed,
    note_form,
    number,
    read_all,
    removable,
    switch,
    text,
    whole,
)
from companion.ui.pack_screen import PackUI
from companion.ui.resolve import decision_card
from companion.ui.widgets import primary, secondary, section, tid
from companion.ui.words import N_, _, _n


def set_label(colours: list[str]) -> str:
    return _n("{n} {colour} worker", "{n} {colour} workers", len(colours)).format(n=len(colours), colour=word(colours[0]))


# --- a turn on a goods field -------------------------------------------------------------------

def large_workers(state: MontanaState, values: dict) -> str | None:
    """The workers chosen for the large field, else the first set that fits it (its printed colour when the player
    has enough of it): the common choice, filled in."""
    chosen = next((f for f in forms.field_choices(state) if f"{f['area']}:{f['field']}" == values.get("field")), None)
    if chosen is None:
        return None
    sets = [json.dumps(s) for s in chosen["workers"]]
    return values.get("workers") if values.get("workers") in sets else sets[0]


def place_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: MontanaState = view.state
    fields = {f"{f['area']}:{f['field']}": f for f in forms.field_choices(state)}
    pick = values.get("field")
    out: list[ft.Control] = [hint_line(_("{name}'s turn: {silver} silver.").format(
        name=state.player(state.active).name, silver=state.player(state.active).silver))]
    if not fields:
        return [*out, hint_line(_("No free field this player can pay for and fill: enter another kind of turn."))]
    out.append(choice("place-field", _("Goods field"), pick,
                      [(k, _("{area} field {field}: {cost} silver -> {n} {good}").format(
                          area=word(f["area"], 2), field=f["field"], cost=f["cost"], n=f["goods"], good=word(f["good"], f["goods"])))
                       for k, f in fields.items()],
                      lambda v: change(field=v, workers=None, small=False, small_workers=None), width=340))
    chosen = fields.get(pick)
    if chosen is None:
        return out
    sets = {json.dumps(s): s for s in chosen["workers"]}
    workers = large_workers(state, values)
    out.append(choice("place-workers", _("Workers on the large field"), workers,
                      [(k, set_label(s)) for k, s in sets.items()], lambda v: change(workers=v, small_workers=None), width=300))
    if workers in sets:
        small = forms.small_field_choices(state, chosen["area"], chosen["field"], sets[workers])
        if small["workers"]:
            words = (_("Also the small field ({colour}; +{n} {good}, {cost} silver)") if small["cost"] else
                     _("Also the small field ({colour}; +{n} {good})"))
            out.append(switch("place-small", words.format(colour=word(small["colour"]), n=small["extra"], good=word(small["good"], small["extra"]),
                                                          cost=small["cost"]),
                              values.get("small", False), lambda v: change(small=v)))
            if values.get("small"):
                out.append(choice("place-small-workers", _("Workers on the small field"), values.get("small_workers"),
                                  [(json.dumps(s), set_label(s)) for s in small["workers"]],
                                  lambda v: change(small_workers=v), width=300))
        else:
            out.append(hint_line(_("The small field beside it is taken, or no workers or silver are left for it.")))
    return out


def place_build(view: Any, values: dict) -> dict:
    state: MontanaState = view.state
    fields = {f"{f['area']}:{f['field']}": f for f in forms.field_choices(state)}
    chosen = fields.get(needed(values, "field", _("Goods field"), fields))
    if chosen is None:  # the workers are asked once the field is chosen
        return {}
    entry = {"kind": "place", "player": state.active, "area": chosen["area"], "field": chosen["field"],
             "workers": json.loads(large_workers(state, values))}
    if values.get("small"):
        small = forms.small_field_choices(state, chosen["area"], chosen["field"], entry["workers"])
        sets = [json.dumps(s) for s in small["workers"]]
        entry["small_workers"] = json.loads(needed(values, "small_workers", _("Workers on the small field"), sets) or "[]")
    return entry


# --- the contractor round ------------------------------------------------------------------------

@ft.component
def ContractorFlow(sid: Any, view: Any, entry: dict, players: dict[str, tuple[str, str]], units: dict | None, title: str):
    """Each contractor move asked in turn (the engine's legal places), then the payments and rewards, then Confirm."""
    app = use_app()
    moves, set_moves = ft.use_state([])
    outcome, set_outcome = ft.use_state(None)

    def preview(given: list) -> None:
        result = app.attempt(app.store.preview, sid, {**entry, "moves": given})
        if result is not None:
            set_moves(given)
            set_outcome(result)

    ft.use_effect(lambda: preview([]), [])

    def confirm() -> None:
        app.store_step(sid, {**entry, "moves": moves}, title)

    def words(m: dict) -> str:
        who = players.get(m["player"], (m["player"], ""))[0]
        return (_("{name}: passes") if m.get("row") is None else _("{name}: row {row}, column {column}")).format(
            name=who, row=m.get("row"), column=m.get("column"))

    parts: list[ft.Control] = [tid("step-title", ft.Text(title, size=18, weight=ft.FontWeight.BOLD)),
                               removable([words(m) for m in moves], lambda k: preview(moves[:k]), identifier="contractor-moves")]
    if moves:
        parts.append(hint_line(_("Removing a move takes back every move after it.")))
    if outcome is None:
        parts.append(tid("resolve", primary(_("Start the round"), lambda: preview([]), icon=ft.Icons.PLAY_ARROW)))
    elif outcome.pending is not None:
        parts.append(decision_card(outcome.pending, players, lambda _id, value: preview([*moves, value])))
    else:
        parts += [
            ft.Text(_("Check the payments and rewards, then confirm. Nothing is stored yet."), italic=True),
            ft.Row([tid("confirm", primary(_("Confirm"), confirm, icon=ft.Icons.CHECK)),
                    secondary(_("Start again"), lambda: preview([]), icon=ft.Icons.RESTART_ALT)], wrap=True),
            totals_view(outcome.ledger, players, units=units),
            ledger_view(outcome.ledger, players, units=units, language=app.language),
        ]
    return ft.Column(parts, spacing=10)


def contractor_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: MontanaState = view.state
    active = state.player(state.active)
    info = forms.shops(state)
    return [hint_line(_("{name} takes {n} pumpkin and places first; the others, clockwise, place or pass. "
                        "The app asks each move in turn.").format(name=active.name, n=info["pumpkin_for_active"]))]


# --- other turns ------------------------------------------------------------------------------------

def other_fields(view: Any, values: dict, change) -> list[ft.Control]:
    name = view.state.player(view.state.active).name
    return [text("other-note", _("What {name} did").format(name=name), values.get("note", ""), lambda v: change(note=v),
                 hint=_("built a house..."))]


PLACE = EntryForm("place", N_("Goods field"), place_fields, place_build,
                  title=lambda view, v: _("{name} on a goods field").format(name=view.state.player(view.state.active).name))
CONTRACTORS = EntryForm("contractors", N_("Contractors"), contractor_fields,
                        lambda view, v: {"kind": "contractors", "player": view.state.active}, flow=ContractorFlow,
                        button=N_("Start the round"), title=lambda view, v: _("Contractor round"))
OTHER = EntryForm("other_turn", N_("Other turn"), other_fields,
                  lambda view, v: {"kind": "other_turn", "player": view.state.active, "note": (v.get("note") or "").strip()},
                  title=lambda view, v: _("{name}'s turn").format(name=view.state.player(view.state.active).name))
FORMS = [PLACE, CONTRACTORS, OTHER, final_scores_form(), note_form()]


TITLES = {
    "place": lambda name, e: (_("{name}: {area} field {field} and its small field") if e.get("small_workers") else
                              _("{name}: {area} field {field}")).format(name=name(e["player"]), area=word(e["area"], 2), field=e["field"]),
    "contractors": lambda name, e: _("contractor round ({name}'s turn)").format(name=name(e["player"])),
    "other_turn": lambda name, e: f"{name(e['player'])}: {e.get('note') or _('another turn')}",
    "final_scores": lambda name, e: _("final scores"),
}


# --- new game --------------------------------------------------------------------------------------

NEW_GAME_DEFAULTS: dict[str, Any] = {}


def new_game_options(options: dict, option: Callable[[str, Any], None]) -> ft.Control:
    start = forms.setup_choices()
    return section("Montana", [
        hint_line(_("Every player starts with {silver} silver, {pumpkins} pumpkins and {workers} workers; "
                    "change it if your set-up card differs.").format(
            silver=start["silver"], pumpkins=start["pumpkins"], workers=", ".join(f"{k} {word(c, k)}" for c, k in start["workers"].items()))),
        ft.Row([number("mt-silver", _("Starting silver"), options.get("silver", ""), lambda v: option("silver", v), hint=str(start["silver"]),
                       width=170, low=0),
                number("mt-pumpkins", _("Starting pumpkins"), options.get("pumpkins", ""), lambda v: option("pumpkins", v),
                       hint=str(start["pumpkins"]), width=170, low=0)], wrap=True),
    ])


def setup_entry(seats: list[dict], start: int, options: dict) -> dict:
    """The `new_game` entry: the players, who starts, the starting silver and pumpkins typed (both problems at once)."""
    def build() -> dict:
        entry: dict[str, Any] = {"kind": "new_game", "players": seats, "active": seats[start]["id"] if seats else ""}
        for key, label in (("silver", _("Starting silver")), ("pumpkins", _("Starting pumpkins"))):
            if str(options.get(key, "")).strip():
                entry[key] = whole(options, key, label, low=0)
        return entry

    return read_all(build)


SCREENS = PackUI(table=table_view, forms=FORMS, suggested="place", titles=TITLES,
                      new_game_options=new_game_options, setup_entry=setup_entry, new_game_defaults=NEW_GAME_DEFAULTS,
                      charts=[("cash", N_("Silver"), "chart-silver", "silver")], start_label=N_("Who starts"))
