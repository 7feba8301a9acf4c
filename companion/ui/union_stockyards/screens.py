"""Union Stockyards at the table: the year keeper's view and a form for each step of the year.

Phase I (animals into the Yard, the Year card, the Union Spirit change and the
strike check), sales during Phase II with their margins, money the table moved
itself, Phase III (election, Picket Line, the price adjustment) and the final
scores. The form suggested follows the phase; the engine previews every entry.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.union_stockyards import forms
from companion.games.union_stockyards.meta import META
from companion.games.union_stockyards.state import StockyardsState
from companion.ui.pack_forms import (
    EntryForm,
    PackStep,
    adjust_form,
    choice,
    counts,
    final_scores_form,
    group,
    hint_line,
    needed,
    note_form,
    number,
    player_options,
    state_players,
    stepper,
    steppers,
    switch,
    text,
    titled,
    whole,
)
from companion.ui.union_stockyards.table import signed_dollars, table_view
from companion.ui.widgets import section

UNITS = META.units
HISTORY = [("cash", "Cash", "chart-cash", "$")]
SCORE_UNIT = "points"
START_LABEL = "First player"


players_of = state_players
table_controls = table_view


# --- Phase I ---------------------------------------------------------------------------------

def phase_one_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    levels = " or ".join(map(str, state.board.numbers.strike_levels))
    return [
        group("Livestock added to the Yard", [
            steppers("add", list(state.yard), values.get("added") or {}, lambda v: change(added=v), label=str.capitalize),
        ]),
        text("year-card", f"Year {state.year} card", values.get("card", ""), lambda v: change(card=v), hint="its name or event"),
        stepper("spirit-change", f"Union Spirit change (now {state.union_spirit})", values.get("spirit", 0),
                lambda v: change(spirit=v), low=-10, high=10, width=320),
        hint_line(f"At {levels} every player takes a Low Morale token and puts a worker on the Picket Line."),
    ]


def phase_one_build(view: Any, values: dict) -> dict:
    entry: dict[str, Any] = {"kind": "phase_one"}
    added = counts(values, "added")
    if added:
        entry["livestock_added"] = added
    if (values.get("card") or "").strip():
        entry["year_card"] = values["card"].strip()
    if int(values.get("spirit") or 0):
        entry["union_spirit_change"] = int(values["spirit"])
    return entry


# --- sales ------------------------------------------------------------------------------------

def sale_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    options = forms.sale_choices(state)
    kinds = [(o["livestock"], f"{o['livestock']}: {signed_dollars(o['margin'])} each, {o['in_yard']} in Yard")
             for o in options]
    return [
        ft.Row([choice("sale-player", "Who sells", values.get("player"), player_options(players_of(view)),
                       lambda v: change(player=v)),
                choice("sale-livestock", "Livestock", values.get("livestock"), kinds, lambda v: change(livestock=v), width=340)],
               wrap=True),
        stepper("sale-count", "Animals sold", values.get("count", 1), lambda v: change(count=v), low=1),
        switch("sale-from-yard", "Taken from the Yard", values.get("from_yard", True), lambda v: change(from_yard=v)),
    ]


def sale_build(view: Any, values: dict) -> dict:
    entry = {"kind": "sale", "player": needed(values, "player", "Who sells"), "livestock": needed(values, "livestock", "Livestock"),
             "count": int(values.get("count", 1))}
    if not values.get("from_yard", True):
        entry["from_yard"] = False
    return entry


# --- Phase III ----------------------------------------------------------------------------------

def phase_three_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    campaign = values.get("campaign") or ""
    out: list[ft.Control] = [
        choice("campaign", "Worker on Campaign", campaign, [("", "nobody campaigned"), *player_options(players_of(view))],
               lambda v: change(campaign=v), width=280),
    ]
    if campaign:
        out.append(choice("campaign-party", "Party in office next year", values.get("party"),
                          [(p, p) for p in forms.market_preview(state)["parties"]], lambda v: change(party=v), width=280))
    out.append(switch("recount", "The Yard on the table differs from the companion's count", values.get("recount", False),
                      lambda v: change(recount=v, yard=dict(state.yard))))
    if values.get("recount"):
        out.append(steppers("yard", list(state.yard), values.get("yard") or dict(state.yard), lambda v: change(yard=v),
                            label=str.capitalize))
    out.append(hint_line("Then the workers come back and the prices adjust to the animals left in the Yard."))
    return out


def phase_three_build(view: Any, values: dict) -> dict:
    entry: dict[str, Any] = {"kind": "phase_three"}
    if values.get("campaign"):
        entry["campaign"] = values["campaign"]
        entry["party"] = needed(values, "party", "Party in office next year")
    if values.get("recount"):
        entry["yard"] = {k: int(v) for k, v in (values.get("yard") or {}).items()}
    return entry


PHASE_ONE = EntryForm("phase_one", "Phase I", phase_one_fields, phase_one_build,
                      title=lambda view, v: f"Year {view.state.year}, Phase I: markets and Union Spirit")
SALE = EntryForm("sale", "Sale", sale_fields, sale_build, initial=lambda view: {"count": 1, "from_yard": True},
                 title=lambda view, v: f"Sale of {v.get('livestock')}")
PHASE_THREE = EntryForm("phase_three", "Phase III", phase_three_fields, phase_three_build,
                        title=lambda view, v: f"Year {view.state.year}, Phase III: election and clean-up")
FORMS = [PHASE_ONE, SALE, adjust_form("$", "Money"), PHASE_THREE, final_scores_form(), note_form()]


log_title = titled({
    "phase_one": lambda name, e: "Phase I" + (f": Union Spirit {e['union_spirit_change']:+d}" if e.get("union_spirit_change") else ""),
    "sale": lambda name, e: f"{name(e['player'])} sells {e.get('count', 1)} {e['livestock']}",
    "adjust": lambda name, e: f"{name(e['player'])}: {signed_dollars(e['amount'])}, {e['reason']}",
    "phase_three": lambda name, e: "Phase III" + (f": {name(e['campaign'])} campaigned" if e.get("campaign") else ""),
    "final_scores": lambda name, e: "final scores",
})


def suggested(state: StockyardsState) -> str:
    return {"I": "phase_one", "II": "sale", "III": "final_scores"}[state.phase]


@ft.component
def StepPanel(sid: Any, view: Any):
    return PackStep(sid, view, FORMS, suggested(view.state), players_of(view), UNITS)


# --- new game --------------------------------------------------------------------------------------

NEW_GAME_DEFAULTS: dict[str, Any] = {}


def new_game_options(options: dict, option: Callable[[str, Any], None]) -> ft.Control:
    """The set-up card's numbers, typed as they are on the table (the companion does not know them)."""
    choices = forms.setup_choices()
    low, high = choices["union_spirit"]

    def per_type(kind: str) -> ft.Control:
        fields = []
        for key, label in (("prices", "price"), ("meat_values", "meat value"), ("yard", "in Yard")):
            current = options.get(key) or {}
            least, most = choices.get(key, (0, None))  # the board's track (prices, meat values); a Yard count from 0
            fields.append(number(f"us-{key}-{kind}", label, current.get(kind, ""),
                                 lambda v, key=key, current=current: option(key, {**current, kind: v}), width=108,
                                 low=least, **({"high": most} if most is not None else {})))
        return ft.Column([ft.Text(kind.capitalize(), size=14, weight=ft.FontWeight.BOLD), ft.Row(fields, wrap=True, spacing=8)],
                         spacing=2)

    return section("Union Stockyards", [
        ft.Row([number("us-cash", "Starting cash ($)", options.get("cash", ""), lambda v: option("cash", v), width=170, low=0),
                choice("us-party", "Party in office", options.get("party") or choices["parties"][0],
                       [(p, p) for p in choices["parties"]], lambda v: option("party", v), width=200),
                choice("us-spirit", "Union Spirit", str(options.get("union_spirit", low)),
                       [(str(k), str(k)) for k in range(low, high + 1)], lambda v: option("union_spirit", int(v)), width=150)],
               wrap=True),
        ft.Text(f"Per livestock type: its price (${choices['prices'][0]}-{choices['prices'][1]}), its meat value "
                f"(${choices['meat_values'][0]}-{choices['meat_values'][1]}) and the animals in the Yard (empty: none)", size=13),
        *[per_type(kind) for kind in choices["livestock"]],
    ])


def setup_entry(seats: list[dict], start: int, options: dict) -> dict:
    """The `new_game` entry: the players, who starts, and the set-up card's numbers (refused in words if one is missing)."""
    from companion.core.errors import InputError
    from companion.ui.pack_forms import FormError

    choices = forms.setup_choices()
    try:
        entry: dict[str, Any] = {
            "kind": "new_game", "players": seats, "first_player": seats[start]["id"] if seats else "",
            "cash": whole(options, "cash", "Starting cash", low=0),
            "party": options.get("party") or choices["parties"][0],
            "union_spirit": int(options.get("union_spirit", choices["union_spirit"][0])),
            "prices": {k: whole(options.get("prices") or {}, k, f"{k} price") for k in choices["livestock"]},
            "meat_values": {k: whole(options.get("meat_values") or {}, k, f"{k} meat value") for k in choices["livestock"]},
        }
        yard = {k: whole(options.get("yard") or {}, k, f"{k} in the Yard", default=0, low=0) for k in choices["livestock"]}
    except FormError as exc:
        raise InputError(str(exc)) from None
    if any(yard.values()):
        entry["yard"] = yard
    return entry
