"""The Marbles test pack's screens: its table as the summary's cards, one form, its own score unit."""

from __future__ import annotations

from companion.ui.generic import summary_cards
from companion.ui.pack_forms import EntryForm, stepper, choice, player_options, state_players, needed, whole
from companion.ui.pack_screen import PackUI


def take_fields(view, values, change):
    return [choice("take-player", "Who takes", values.get("player"), player_options(state_players(view)),
                   lambda v: change(player=v)),
            stepper("take-count", "Marbles taken", values.get("count", 1), lambda v: change(count=v), low=1, high=3)]


def take_build(view, values):
    return {"kind": "take", "player": needed(values, "player", "Who takes"),
            "count": whole(values, "count", "Marbles taken", default=1, low=1, high=3)}


TAKE = EntryForm("take", "Take marbles", take_fields, take_build,
                 initial=lambda view: {"player": view.state.players[view.state.active].id, "count": 1})

SCREENS = PackUI(
    table=lambda view, edit: summary_cards(view.summary),
    forms=[TAKE],
    suggested="take",
    titles={"take": lambda name, e: f"{name(e['player'])} takes {e['count']}"},
    charts=[("score", "Marbles", "chart-marbles", "marbles")],
    score_unit="marbles",
    start_label="Who takes first",
)
