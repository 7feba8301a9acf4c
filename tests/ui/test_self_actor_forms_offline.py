"""The Self-Actor's Reorganization marker and new tiles in the action form (Player's Book 3.2): every move legal()
lists is made by taps alone (turn_taps.py), and the form makes exactly that entry."""

from __future__ import annotations

import random

import pytest
from test_every_turn import accepted, drawn_turns, same_by_taps
from turn_taps import NotOffered, enter

from companion.games.arkwright.actions import legal_actions
from companion.ui.arkwright.action_forms import main_entry, number_ranges
from tests.games.arkwright.actions.helpers import PlacedMarker
from tests.games.arkwright.self_actor.helpers import game, marion

SHIP = {"type": "ship", "capacity": 2}


def turn(marker, row, main=None, additional=None, **kw):
    e = {"kind": "action", "player": "marion", "marker": marker, "row": row, **kw}
    if main is not None:
        e["main"] = main
    if additional is not None:
        e["additional"] = additional
    return e


TABLES = {
    "light": lambda: game(),
    "dark": lambda: game(marion(reorganization_dark=True)),
    "manager": lambda: game(marion(tiles=["manager"])),
    "wealth": lambda: game(marion(tiles=["wealth_of_nations", "accountant", "investor"])),
    "left on £0": lambda: game(marion(placed=[PlacedMarker(marker="workers", row=0)])),
}

MOVES = [
    ("light", turn("reorganization", 10, {"action": "reorganization", "prices": {"food": 5}}, SHIP)),
    ("light", turn("reorganization", 2, {"action": "reorganization"}, SHIP)),
    ("light", turn("reorganization", 4, {"action": "reorganization", "prices": {"cutlery": 6}})),
    ("dark", turn("reorganization", 6, {"action": "reorganization", "prices": {"food": 5, "clothes": 6, "cutlery": 7}}, SHIP)),
    ("manager", turn("reorganization", 4, {"action": "reorganization", "prices": {"food": 5, "clothes": 6}})),
    ("manager", turn("quality", 6, {"action": "quality", "levels": {"food": 1}}, SHIP)),
    ("manager", turn("workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}, {"good": "cutlery", "row": 1}]},
                     {"type": "price_adjustment", "prices": {"food": 5, "cutlery": 7}})),
    ("manager", turn("stock_exchange", 4, {"action": "stock_exchange", "buy": 1}, {"type": "price_adjustment", "prices": {"clothes": 6}})),
    ("wealth", turn("workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})),
    ("wealth", turn("quality", 0, {"action": "quality", "levels": {}}, accountant=2)),
    ("left on £0", turn("workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})),
]


@pytest.mark.parametrize("table, entry", MOVES, ids=[f"{t}-{e['marker']}-{e['row']}" for t, e in MOVES])
def test_each_move_is_made_by_taps(table, entry):
    state = TABLES[table]()
    assert accepted(state, entry), "the engine accepts the move"
    same_by_taps(state, entry)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_moves_drawn_from_the_listing_are_made_by_taps(table):
    rng = random.Random(table)
    made = 0
    for _ in range(6):
        for entry in drawn_turns(rng, TABLES[table](), tries=10):
            same_by_taps(TABLES[table](), entry)
            made += 1
    assert made > 5


def test_the_reorganization_form_has_a_price_stepper_per_factory_from_its_price():
    s = game()
    chosen = next(o for o in legal_actions(s, "marion") if o.get("marker") == "reorganization" and o["row"] == 2)
    spans = number_ranges("reorganization", s, s.players[0], chosen, {})
    assert {k: (v.low, v.default) for k, v in spans.items()} == {"price_food": (5, 6), "price_clothes": (5, 7), "price_cutlery": (5, 8)}
    assert main_entry("reorganization", {"price_food": "6", "price_clothes": "7", "price_cutlery": "8"}, chosen) == {"action": "reorganization"}
    assert main_entry("reorganization", {"price_food": "5", "price_clothes": "7", "price_cutlery": "8"}, chosen) == {
        "action": "reorganization", "prices": {"food": 5}}


def test_a_price_adjustment_after_a_special_marker_marker_is_not_offered_without_the_manager():
    entry = turn("workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}]}, {"type": "price_adjustment", "prices": {"food": 5}})
    with pytest.raises(NotOffered):
        enter(game(), "marion", entry)
