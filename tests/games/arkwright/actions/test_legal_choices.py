"""What the action listing tells a form (Water Frame 5.II, 7.0): each row's effect for this player, the rows with
room for workers and machines, the contracts to take, the emergency sale a row would cause, markers in words.

Every fact the listing offers is checked against the engine itself: what it says fits is accepted when entered,
one more is refused.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.actions.distribution import step_cost
from companion.games.arkwright.actions.legal import (contract_spaces, contract_steps, distribution_levels, machine_rows, marker_words,
                                                     worker_rows)
from companion.games.arkwright.board import base_board
from companion.games.arkwright.table import Table
from tests.games.arkwright.actions.helpers import Mat, act, factory, player, refused, turn_table


def option(state, marker: str, row: int) -> dict:
    return next(o for o in legal_actions(state, "marion") if o["kind"] == "marker" and o["marker"] == marker and o["row"] == row)


def marion(**kw):
    kw.setdefault("cash", 40)
    kw.setdefault("shares", 10)
    kw.setdefault("factories", [factory("food", price=7, rows=((2, 0), (2, 0))), factory("clothes", price=8, rows=((2, 0), (2, 0)))])
    return player("marion", **kw)


def game(p=None, **kw):
    return turn_table([p or marion(), player("harold", cash=10), player("angelica", cash=10)], **kw)


def test_each_quality_row_says_what_it_buys_for_this_player():
    s = game()
    steps = base_board().marker("quality").steps
    low = option(s, "quality", 2)
    assert low["buys"]["levels"] == 0 and f"forfeit below £{steps[0]}" in low["effect"]
    first = option(s, "quality", steps[0])
    assert first["buys"]["levels"] == 1 and first["effect"].startswith("1 quality level for food or clothes")
    # a factory already at the top is not named; with every factory at the top the row buys nothing
    top = base_board().rules.quality_max
    one_top = game(marion(factories=[factory("food", quality=top, rows=((2, 0),)), factory("clothes", rows=((2, 0),))]))
    assert option(one_top, "quality", steps[0])["effect"].startswith("1 quality level for clothes;")
    all_top = game(marion(factories=[factory("food", quality=top, rows=((2, 0),))]))
    assert option(all_top, "quality", steps[0])["buys"]["levels"] == 0
    assert "every factory of Marion is at quality" in option(all_top, "quality", steps[0])["effect"]


def test_the_factory_row_names_each_build_with_its_cost():
    s = game()
    board = base_board()
    text = option(s, "factory", 2)["effect"]
    for good in ("cutlery", "lamps"):
        assert f"{good} £{board.tile(good, 1).cost}" in text
    assert "food" not in text  # Marion runs a food factory already
    assert option(s, "factory", 2)["buys"]["build_costs"] == {g: {1: board.tile(g, 1).cost} for g in ("cutlery", "lamps")}


row_contents = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2)), min_size=2, max_size=4)


def fitting_rows(rows):
    """Rows that fit a level 1 food tile (pieces never above its spaces, machines only on M spaces)."""
    tile = base_board().tile("food", 1)
    out = []
    for k, (w, m) in enumerate(rows):
        m = min(m, tile.machine_slots(k))
        out.append((min(w, tile.row_size(k) - m), m))
    return out


@settings(max_examples=25, deadline=None)
@given(row_contents)
def test_the_rows_with_room_for_workers_take_exactly_that_many(rows):
    s = game(marion(factories=[factory("food", price=7, rows=fitting_rows(rows))]))
    for good, places in worker_rows(s, s.players[0]).items():
        for row, room in places.items():
            act(s, "marion", "workers", 2, {"action": "workers", "hire": [{"good": good, "row": row, "count": room}]})
            refused(s, "marion", "workers", 2, {"action": "workers", "hire": [{"good": good, "row": row, "count": room + 1}]}, match=".")
    full = [k + 1 for k in range(4) if k + 1 not in worker_rows(s, s.players[0]).get("food", {})]
    for row in full:  # a row the listing leaves out takes nobody
        refused(s, "marion", "workers", 2, {"action": "workers", "hire": [{"good": "food", "row": row, "count": 1}]}, match=".")


@settings(max_examples=25, deadline=None)
@given(row_contents)
def test_the_rows_where_machines_replace_workers_take_exactly_that_many(rows):
    s = game(marion(factories=[factory("food", price=7, rows=fitting_rows(rows))]))
    top = max(base_board().chart.rows)
    listed = machine_rows(s, s.players[0]).get("food", {})
    for row in range(1, 5):
        room = listed.get(row, 0)
        if room:
            act(s, "marion", "machinery", top, {"action": "machinery", "machines": [{"good": "food", "row": row, "count": 1}]})
        if room < option(s, "machinery", top)["buys"]["machines_max"]:  # one more than the row has room for
            refused(s, "marion", "machinery", top,
                    {"action": "machinery", "machines": [{"good": "food", "row": row, "count": room + 1}]}, match=".")


def test_a_row_above_the_cash_spells_out_the_emergency_sale_the_engine_then_makes():
    s = game(marion(cash=3))
    o = option(s, "quality", 6)
    assert o["emergency"] == {"short": 3, "shares": 1, "loans": 0, "text": "Marion has £3 of the £6: must sell 1 share in an emergency"}
    assert o["effect"].endswith(o["emergency"]["text"])
    out = act(s, "marion", "quality", 6, {"action": "quality", "levels": {"food": 1}})
    assert out.state.players[0].shares == s.players[0].shares - o["emergency"]["shares"]
    value = Table.of(s).share_value("marion")
    assert out.state.players[0].cash == 3 + value - 6  # the share's value came in, the £6 went out
    assert option(s, "quality", 2)["emergency"] is None  # £2 of £3: the cash is enough


def test_the_contracts_to_take_or_raise_are_the_next_space_of_the_track():
    board = base_board()
    spaces = board.contracts.spaces
    s = game(marion(contracts={"clothes": spaces[0]}))
    steps = contract_steps(s, s.players[0])
    assert steps == {"food": spaces[0], "clothes": spaces[1]}
    act(s, "marion", "stock_exchange", 2, {"action": "stock_exchange", "contracts": steps})
    at_top = game(marion(contracts={"food": spaces[-1]}))
    assert "food" not in contract_steps(at_top, at_top.players[0])
    jenny = game(version="spinning_jenny")
    assert contract_steps(jenny, jenny.players[0]) == {}


def test_a_contract_may_go_to_any_space_of_the_track_above_where_it_stands():
    """Water Frame 5.II.2.6: a contract is taken on or raised to any space of the contracts track, never lowered;
    with 2 players only spaces 2 and 4 (Water Frame 4.1.II). Each offered space is accepted by the engine."""
    board = base_board()
    spaces = board.contracts.spaces
    s = game(marion(contracts={"clothes": spaces[1]}))
    offered = contract_spaces(s, s.players[0])
    assert offered == {"food": spaces, "clothes": spaces[2:]}
    for space in offered["food"]:
        act(s, "marion", "stock_exchange", 2, {"action": "stock_exchange", "contracts": {"food": space}})
    two = turn_table([marion(), player("harold", cash=10)])
    assert contract_spaces(two, two.players[0])["food"] == board.contracts.two_player_spaces


@given(st.integers(0, 5), st.integers(0, 12))
def test_distribution_levels_are_the_most_the_budget_buys(start, budget):
    top = base_board().rules.distribution_max
    start = min(start, top)
    n = distribution_levels(start, budget, top)
    assert start + n <= top and step_cost(start, n) <= budget
    assert start + n == top or step_cost(start, n + 1) > budget


def test_special_markers_are_named_in_words():
    board = base_board()
    s = game(mat=Mat(markers={"1": ["quality_light"], "2": ["distribution_light"]}, ships={2: 1}, tiles=["charisma"]))
    for m in board.markers:
        if m.shade != "colored":
            words = marker_words(s, m.id)
            assert "_" not in words and words.endswith("marker")
    texts = {o["text"] for o in legal_actions(s, "marion") if o["kind"] == "special_marker" and o["legal"]}
    assert texts == {"take the light grey quality marker", "take a ship of capacity 2", "take the Charisma tile"}
