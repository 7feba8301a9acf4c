"""The production table form (ui/arkwright/quick_table.py) reads back what it shows, and only that."""

from __future__ import annotations

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.productions import changes_between, table_of
from companion.games.arkwright.pack import PACK
from companion.ui.arkwright.quick_production import blank, start_fields
from companion.ui.arkwright.quick_table import fields_of, table_from
from tests.games.arkwright.factories import factory, player
from tests.games.arkwright.flow.test_productions_only import start

BOARD = base_board()


def quick_state():
    ps = [player("marion", cash=12, tiles=["foreman", "school"], foreman="clothes",
                 factories=[factory("clothes", 1, price=7, distribution=2, rows=((2, 0), (1, 1))), factory("food", 1, price=6, rows=((2, 0),))]),
          player("harold", cash=20, factories=[factory("clothes", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))])]
    return start(ps, "clothes", 7, importer=3)


def test_the_form_of_a_table_reads_back_as_that_table():
    state = quick_state()
    base = table_of(state)
    fields = fields_of(base, "clothes", 1, BOARD)
    table, wrong = table_from(BOARD, fields, base, "water_frame")
    assert wrong == [] and changes_between(base, table) == []
    assert fields["0.tiles"] == ["foreman", "school"] and fields["0.price"] == "7" and fields["1.has"] is True


def test_two_values_changed_are_two_corrections():
    state = quick_state()
    base = table_of(state)
    fields = {**fields_of(base, "clothes", 1, BOARD), "0.price": "8", "1.row1.workers": "1"}
    table, _ = table_from(BOARD, fields, base, "water_frame")
    assert [(c.path, c.value) for c in changes_between(base, table)] == [
        ("players.0.factories.1.price", 8), ("players.1.factories.0.rows.1.workers", 1)]
    # Marion's food factory (first, in the order of the goods) is not on the form of the clothes production
    assert [f.good for f in table.players[0].factories] == ["food", "clothes"]
    assert table.players[0].factories[0] == base.players[0].factories[0]


def test_a_tile_taken_off_and_a_number_out_of_range():
    state = quick_state()
    base = table_of(state)
    fields = {**fields_of(base, "clothes", 1, BOARD), "0.tiles": ["school"]}
    table, _ = table_from(BOARD, fields, base, "water_frame")
    assert table.players[0].tiles == ["school"] and table.players[0].foreman is None
    bad = {**fields, "1.price": "40"}
    table, wrong = table_from(BOARD, bad, base, "water_frame", ["Marion", "Harold"])
    assert table is None and wrong == ["Harold: enter every number in its range (the range is written under the number)."]


def test_a_new_table_starts_a_game_with_every_factory_producing():
    fields = start_fields("water_frame", 3, 1770, "food")
    table, wrong = table_from(BOARD, fields, blank(3, 1770, "food"), "water_frame")
    assert wrong == []
    seats = [{"id": f"p{k}", "name": f"P{k}", "color": c} for k, c in enumerate(("red", "blue", "green"))]
    state = PACK.start({"kind": "new_game", "seats": seats, "productions_only": True, "table": table.model_dump(mode="json")}).state
    out = PACK.apply(state, {"kind": "production"})
    made = [e.params["count"] for e in out.ledger if e.code == "arkwright.factory_makes"]
    assert len(made) == 3 and all(m > 0 for m in made)  # the common first row is full: it produces (Water Frame 5.III.1)


def test_the_new_game_screen_leaves_productions_only_to_the_home_screen():
    import flet as ft

    from companion.core.registry import get_pack
    from companion.ui.arkwright.newgame import new_game_options
    from tests.ui.test_pack_options import controls_of

    info = get_pack("arkwright")
    labels = [s.label for s in controls_of(new_game_options(info.defaults(), lambda k, v: None, 3), ft.Switch)]
    assert "Noblesse Oblige expansion" in labels and "Productions only" not in labels
