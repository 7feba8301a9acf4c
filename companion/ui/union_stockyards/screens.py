"""Union Stockyards at the table: the mirrored year and a form for each step of it.

Phase I (animals into the Yard, the Year card, the Union Spirit change and the
strike check), the worker placement of Phase II one worker at a time (or, in a
year keeper's game set up before placements were followed, its sales), money
the table moved itself, Phase III (election, Picket Line, the price adjustment)
and the final scores beside the money the companion tracked. The form suggested
follows the phase; the engine previews every entry.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.union_stockyards import forms
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.state import StockyardsState
from companion.ui.pack_forms import (
    EntryForm,
    adjust_form,
    choice,
    counts,
    final_scores_form,
    group,
    hint_line,
    needed,
    note_form,
    player_options,
    read_all,
    state_players,
    stepper,
    steppers,
    switch,
    whole,
)
from companion.games.union_stockyards.placement import campaigner, to_place
from companion.ui.union_stockyards.table import dollars, named, signed_dollars, table_view, term
from companion.ui.pack_screen import PackUI
from companion.ui.union_stockyards.year_forms import PHASE_ONE, PLACE, card_entry, card_fields
from companion.ui.widgets import kv, section
from companion.ui.words import N_, _, game_word


# --- Phase I of a year keeper's game (livestock counted at the table) ----------------------------

def phase_one_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    levels = _(" or ").join(map(str, state.board.numbers.strike_levels))
    return [
        group(_("Livestock added to the Yard"), [
            steppers("add", list(state.yard), values.get("added") or {}, lambda v: change(added=v), label=str.capitalize),
        ]),
        *card_fields(state, values, change),
        stepper("spirit-change", _("Union Spirit change (now {spirit})").format(spirit=state.union_spirit), values.get("spirit", 0),
                lambda v: change(spirit=v), low=-10, high=10, width=320),
        hint_line(_("At {levels} every player takes a Low Morale token and puts a worker on the Picket Line.").format(levels=levels)),
    ]


def phase_one_build(view: Any, values: dict) -> dict:
    entry: dict[str, Any] = {"kind": "phase_one"}
    added = counts(values, "added")
    if added:
        entry["livestock_added"] = added
    entry.update(card_entry(values))
    spirit = whole(values, "spirit", _("Union Spirit change"), default=0, low=-10, high=10)
    if spirit:
        entry["union_spirit_change"] = spirit
    return entry


# --- sales ------------------------------------------------------------------------------------

def sale_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    options = forms.sale_choices(state)
    kinds = [(o["livestock"], _("{livestock}: {margin} each, {n} in Yard").format(
        livestock=o["livestock"], margin=signed_dollars(o["margin"]), n=o["in_yard"]))
             for o in options]
    return [
        ft.Row([choice("sale-player", _("Who sells"), values.get("player"), player_options(state_players(view)),
                       lambda v: change(player=v)),
                choice("sale-livestock", _("Livestock"), values.get("livestock"), kinds, lambda v: change(livestock=v), width=340)],
               wrap=True),
        stepper("sale-count", _("Animals sold"), values.get("count", 1), lambda v: change(count=v), low=1),
        switch("sale-from-yard", _("Taken from the Yard"), values.get("from_yard", True), lambda v: change(from_yard=v)),
    ]


def sale_build(view: Any, values: dict) -> dict:
    entry = {"kind": "sale", "player": needed(values, "player", _("Who sells")), "livestock": needed(values, "livestock", _("Livestock")),
             "count": whole(values, "count", _("Animals sold"), default=1, low=1)}
    if not values.get("from_yard", True):
        entry["from_yard"] = False
    return entry


# --- Phase III ----------------------------------------------------------------------------------

def phase_three_fields(view: Any, values: dict, change) -> list[ft.Control]:
    state: StockyardsState = view.state
    if state.follows_placement:  # the worker on Campaign is on the table already
        campaign = campaigner(state) or ""
        who = state.player(campaign).name if campaign else _("nobody")
        out: list[ft.Control] = [hint_line(_("On Campaign: {name}.").format(name=who), identifier="campaigner")]
    else:
        campaign = values.get("campaign") or ""
        out = [choice("campaign", _("Worker on Campaign"), campaign, [("", _("nobody campaigned")), *player_options(state_players(view))],
                      lambda v: change(campaign=v), width=280)]
    if campaign:
        out.append(choice("campaign-party", _("Party in office next year"), values.get("party"),
                          [(p, state.board.names.party(p)) for p in forms.market_preview(state)["parties"]], lambda v: change(party=v), width=280))
    out.append(switch("recount", _("The Yard on the table differs from the companion's count"), values.get("recount", False),
                      lambda v: change(recount=v, yard=dict(state.yard))))
    if values.get("recount"):
        out.append(steppers("yard", list(state.yard), values.get("yard") or dict(state.yard), lambda v: change(yard=v),
                            label=str.capitalize))
    out.append(hint_line(_("Then the workers come back and the prices adjust to the animals left in the Yard.")))
    return out


def phase_three_build(view: Any, values: dict) -> dict:
    entry: dict[str, Any] = {"kind": "phase_three"}
    state: StockyardsState = view.state
    if state.follows_placement:
        if campaigner(state):
            entry["party"] = needed(values, "party", _("Party in office next year"))
    elif values.get("campaign"):
        entry["campaign"] = values["campaign"]
        entry["party"] = needed(values, "party", _("Party in office next year"))
    if values.get("recount"):
        entry["yard"] = {k: whole(values["yard"], k, _("{livestock} in the Yard").format(livestock=k.capitalize()), low=0)
                         for k in values.get("yard") or {}}
    return entry


KEEPER_PHASE_ONE = EntryForm("phase_one", N_("Phase I"), phase_one_fields, phase_one_build,
                             title=lambda view, v: _("Year {year}, Phase I: markets and Union Spirit").format(year=view.state.year))
SALE = EntryForm("sale", N_("Sale"), sale_fields, sale_build, initial=lambda view: {"count": 1, "from_yard": True},
                 title=lambda view, v: _("Sale of {livestock}").format(livestock=v.get("livestock")))
PHASE_THREE = EntryForm("phase_three", N_("Phase III"), phase_three_fields, phase_three_build,
                        title=lambda view, v: _("Year {year}, Phase III: election and clean-up").format(year=view.state.year))
SCORES = final_scores_form()


def scores_fields(view: Any, values: dict, change) -> list[ft.Control]:
    """The final scores the table counts, with the money the companion tracked beside each player."""
    money = [kv(p.name, dollars(p.cash), identifier=f"tracked-{i}") for i, p in enumerate(view.state.players)]
    return [group(_("Money the companion tracked"), [ft.Row(money, wrap=True, spacing=16)]), *SCORES.fields(view, values, change)]


FINAL = EntryForm("final_scores", SCORES.label, scores_fields, SCORES.build)
MONEY = adjust_form("$", N_("Money"), N_("Money by hand"))
FORMS = [KEEPER_PHASE_ONE, SALE, MONEY, PHASE_THREE, FINAL, note_form()]
FOLLOWED_FORMS = [PHASE_ONE, PLACE, MONEY, PHASE_THREE, FINAL, note_form()]


TITLES = {
    "phase_one": lambda name, e: (_("Phase I: Union Spirit {change}").format(change=f"{e['union_spirit_change']:+d}")
                                  if e.get("union_spirit_change") else _("Phase I")),
    "sale": lambda name, e: _("{name} sells {n} {livestock}").format(name=name(e["player"]), n=e.get("count", 1),
                                                                      livestock=game_word("union_stockyards", e["livestock"], e.get("count", 1))),
    "place": lambda name, e: (_("{name}: worker on {space} ({livestock})") if e.get("livestock") else
                              _("{name}: worker on {space}")).format(name=name(e["player"]), space=named(BOARD.base.space, e["space"]),
                                                                     livestock=term(e.get("livestock") or "")),
    "adjust": lambda name, e: f"{name(e['player'])}: {signed_dollars(e['amount'])}, {e['reason']}",
    "phase_three": lambda name, e: (_("Phase III: {name} campaigned").format(name=name(e["campaign"])) if e.get("campaign") else
                                    _("Phase III")),
    "final_scores": lambda name, e: _("final scores"),
}


def suggested(state: StockyardsState) -> str:
    if state.phase == "II" and state.follows_placement:
        return "place" if to_place(state) else "phase_three"
    return {"I": "phase_one", "II": "sale", "III": "final_scores"}[state.phase]


def forms_now(state: StockyardsState) -> list[EntryForm]:
    return FOLLOWED_FORMS if state.follows_placement else FORMS


def step_key(state: StockyardsState) -> str:
    """The step panel's key: the suggested form follows the game (the next player, Phase III)."""
    return f"us-step-{state.year}-{state.phase}-{len(state.placements)}"


# --- new game --------------------------------------------------------------------------------------

SETUP = forms.setup_choices()
NEW_GAME_DEFAULTS: dict[str, Any] = {
    "cash": SETUP["cash"], "workers": SETUP["workers"], "party": SETUP["parties"][0], "union_spirit": SETUP["union_spirit"][0],
    "prices": SETUP["start_prices"], "meat_values": SETUP["start_meat_values"], "yard": {k: 0 for k in SETUP["livestock"]},
}


def own_workers(value: dict, names: list[str]) -> dict[str, int]:
    """Each seated player's workers (by name): their own number where the table set one, else the common one."""
    each = value.get("workers_each") or {}
    return {name: each.get(name, value["workers"]) for name in names}


def new_game_options(options: dict, option: Callable[[str, Any], None], names: list[str] | None = None) -> ft.Control:
    """The set-up by taps: every number a stepper starting from the board data (unverified, change it to your box)."""
    low, high = SETUP["union_spirit"]
    tracks = {"prices": (_("{livestock}: price"), SETUP["prices"]), "meat_values": (_("{livestock}: meat value"), SETUP["meat_values"]),
              "yard": (_("{livestock}: in the yard"), (0, None))}

    def per_type(kind: str) -> ft.Control:
        rows = []
        for key, (label, (least, most)) in tracks.items():
            current = {**NEW_GAME_DEFAULTS[key], **(options.get(key) or {})}
            rows.append(stepper(f"us-{key}-{kind}", label.format(livestock=kind.capitalize()), int(current[kind]),
                                lambda v, key=key, current=current: option(key, {**current, kind: v}), low=least, high=most))
        return ft.Column(rows, spacing=0)

    value = {**NEW_GAME_DEFAULTS, **options}
    w_low, w_high = SETUP["workers_range"]
    return section("Union Stockyards", [
        hint_line(_("Starting values from the companion's board data (not printed in the rules we have): change them to your set-up.")),
        stepper("us-cash", _("Starting cash ($)"), int(value["cash"]), lambda v: option("cash", v), low=0),
        stepper("us-workers", _("Workers each"), int(value["workers"]), lambda v: option("workers", v), low=w_low, high=w_high),
        # a player's own number (a player not set follows "Workers each")
        *[stepper(f"us-workers-{k}", _("{name}'s workers").format(name=name), int(n), lambda v, name=name: option(
            "workers_each", {**(value.get("workers_each") or {}), name: v}), low=w_low, high=w_high)
          for k, (name, n) in enumerate(own_workers(value, names or []).items())],
        stepper("us-spirit", _("Union Spirit"), int(value["union_spirit"]), lambda v: option("union_spirit", v), low=low, high=high),
        choice("us-party", _("Party in office"), value["party"], [(p, BOARD.base.names.party(p)) for p in SETUP["parties"]], lambda v: option("party", v), width=220),
        *[per_type(kind) for kind in SETUP["livestock"]],
    ])


def workers_entry(seats: list[dict], value: dict) -> int | dict[str, int]:
    """One number when every player has the same, else each player's own (by id), within the board's range."""
    low, high = SETUP["workers_range"]
    common = whole(value, "workers", _("Workers each"), low=low, high=high)
    own = value.get("workers_each") or {}
    each = {s["id"]: whole(own, s["name"], _("{name}'s workers").format(name=s["name"]), low=low, high=high) if s["name"] in own else common
            for s in seats}
    return common if set(each.values()) <= {common} else each


def setup_entry(seats: list[dict], start: int, options: dict) -> dict:
    """The `new_game` entry: the players, who starts, the set-up numbers; every problem named at once."""
    value = {**NEW_GAME_DEFAULTS, **options}
    n_low, n_high = SETUP["union_spirit"]

    def build() -> dict:
        entry: dict[str, Any] = {
            "kind": "new_game", "players": seats, "first_player": seats[start]["id"] if seats else "",
            "cash": whole(value, "cash", _("Starting cash"), low=0),
            "workers": workers_entry(seats, value),
            "party": value["party"] if value["party"] in SETUP["parties"] else SETUP["parties"][0],
            "union_spirit": whole(value, "union_spirit", _("Union Spirit"), low=n_low, high=n_high),
        }
        for key, label, (least, most) in (("prices", _("{livestock} price"), SETUP["prices"]),
                                          ("meat_values", _("{livestock} meat value"), SETUP["meat_values"]),
                                          ("yard", _("{livestock} in the Yard"), (0, None))):
            given = {**NEW_GAME_DEFAULTS[key], **(value.get(key) or {})}
            entry[key] = {k: whole(given, k, label.format(livestock=k), low=least, high=most) for k in SETUP["livestock"]}
        return entry

    return read_all(build)


SCREENS = PackUI(table=table_view, forms=forms_now, suggested=suggested, titles=TITLES,
                      new_game_options=new_game_options, setup_entry=setup_entry, new_game_defaults=NEW_GAME_DEFAULTS,
                      charts=[("cash", N_("Cash"), "chart-cash", "$")], start_label=N_("First player"), step_key=step_key)
