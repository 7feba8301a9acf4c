"""The Self-Actor's new development tiles at work (Player's Book 3.2 "Development Tiles (11x)")."""

from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.ledger import total
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.flow.harbor import pay_harbor_workers
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.actions.helpers import Mat, PlacedMarker, act, factory, player, refused
from tests.games.arkwright.factories import table
from tests.games.arkwright.production.helpers import pending, resolve
from tests.games.arkwright.self_actor.helpers import game, marion

SHIP = {"type": "ship", "capacity": 2}


# --- Harbormaster ----------------------------------------------------------------


def harbor_table(tiles, job_market_empty):
    """Marion with 5 workers on the harbor mat (capacity-4 and -6 ships: 1 + 2 crew; two warehouse rows)."""
    p = marion(tiles=tiles, ships=[4, 6], ship_crew=3, warehouse=LargeWarehouse(rows=[True, True]))
    s = game(p)
    return s.model_copy(update={"job_market": s.job_market - job_market_empty, "box": s.box + job_market_empty})


@pytest.mark.parametrize("empty", [0, 70])
def test_harbormaster_lowers_the_wage_of_four_harbor_workers_by_two(empty):
    # "the wages are lowered for up to 4 workers by £2 each": 5 workers, 4 of them at the wage - £2
    s = harbor_table(["harbormaster"], empty)
    wage = jobmarket.wage(s.board, s)
    t = Table.working(s)
    pay_harbor_workers(t)
    paid = -total(t.ledger, "marion", "cash")
    assert paid == 4 * max(1, wage - 2) + 1 * wage
    plain = Table.working(harbor_table([], empty))
    pay_harbor_workers(plain)
    assert -total(plain.ledger, "marion", "cash") == 5 * wage


def test_harbormaster_never_below_the_one_pound_minimum():
    # "In the rare case that the regular wage is only £2, each worker is still paid a minimum wage of £1."
    s = harbor_table(["harbormaster"], 0)
    assert jobmarket.wage(s.board, s) == 2  # a full job market: the lowest wage printed (data/job_market.toml)
    t = Table.working(s)
    pay_harbor_workers(t)
    assert -total(t.ledger, "marion", "cash") == 4 * 1 + 1 * 2
    assert any(e.section == "Player's Book 3.2 Harbormaster" for e in t.ledger)


# --- Investor --------------------------------------------------------------------


def test_investor_pays_eight_when_the_additional_action_is_waived():
    s = game(marion(tiles=["investor"]))
    out = act(s, "marion", "workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}]})
    costs = -total(act(game(), "marion", "workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}]}).ledger,
                   "marion", "cash")
    assert total(out.ledger, "marion", "cash") == 8 - costs
    assert any(e.code == "arkwright.investor_bonus" and e.amount == 8 for e in out.ledger)


def test_investor_nothing_when_the_additional_action_is_taken():
    s = game(marion(tiles=["investor"]))
    out = act(s, "marion", "workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}]}, SHIP)
    assert not any(e.code == "arkwright.investor_bonus" for e in out.ledger)


def test_investor_nothing_for_a_price_adjustment_made_in_only_some_factories():
    # "If the player adjusts price in one factory, but refrains from doing so in one or more other factories,
    # the investor cannot be used"
    s = game(marion(tiles=["investor"], factories=[factory("food", price=6, rows=((1, 0),)), factory("clothes", price=7, rows=((1, 0),))]))
    out = act(s, "marion", "quality", 6, {"action": "quality", "levels": {"food": 1}}, {"type": "price_adjustment", "prices": {"food": 7}})
    assert not any(e.code == "arkwright.investor_bonus" for e in out.ledger)


# --- Loadmaster ------------------------------------------------------------------


def shipper(tiles):
    """A capacity-2 ship and a food contract of 2, which the Agent in the Colonies makes 3."""
    p = player("marion", cash=20, tiles=["agent_in_the_colonies", *tiles], ships=[2], factories=[factory("food", price=6, rows=((1, 0),))],
               contracts={"food": 2}, warehouse=LargeWarehouse(rows=[True, True], goods={"food": 3}))
    return game(p)


SAIL = {"action": "ship", "contracts": ["food"], "agent": {"food": 1}}


def test_loadmaster_a_capacity_two_ship_carries_three():
    out = act(shipper(["loadmaster"]), "marion", "ship:0", 2, SAIL)
    p = out.state.players[0]
    assert "food" not in p.contracts and p.warehouse.goods.get("food", 0) == 0
    assert p.ship_crew == 0  # "does not need any additional ship crew members"


def test_without_the_loadmaster_three_goods_do_not_fit():
    refused(shipper([]), "marion", "ship:0", 2, SAIL, match="3 goods do not fit a ship of capacity 2")


# --- Wealth of Nations -----------------------------------------------------------


def test_wealth_of_nations_an_extra_zero_row():
    s = game(marion(tiles=["wealth_of_nations"]))
    out = act(s, "marion", "workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})
    assert out.state.players[0].placed[0].row == 0
    assert not [e for e in out.ledger if e.section == "Water Frame 5.II.1" and e.kind == "cash"]
    rows = [o["row"] for o in legal_actions(s, "marion") if o.get("marker") == "workers"]
    assert rows == [0, 2, 4, 6, 8, 10]


def test_wealth_of_nations_with_the_accountant_pays_one_or_two():
    # "He may benefit from an accountant to pay £1 or £2 administration costs for use during the main action."
    s = game(marion(tiles=["wealth_of_nations", "accountant"]))
    out = act(s, "marion", "quality", 0, {"action": "quality", "levels": {}}, accountant=2)
    assert total(out.ledger, "marion", "cash") == -2


def test_wealth_of_nations_not_for_others_and_open_under_bureaucracy():
    refused(game(), "marion", "workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]},
            match="no £0 row")
    s = game(marion(tiles=["wealth_of_nations"]), bureaucracy=True)
    act(s, "marion", "workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})
    refused(s, "marion", "workers", 2, {"action": "workers", "hire": [{"good": "food", "row": 1}]}, match="Bureaucracy blocks")


def test_a_marker_left_on_the_zero_row_after_the_tile_went_back_is_reused_for_four():
    # "any action marker already on the £0 space remains in place ... reusing ... incurs an additional fee of £4 instead of £2"
    s = game(marion(placed=[PlacedMarker(marker="workers", row=0)]))
    out = act(s, "marion", "workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})
    assert -sum(e.amount for e in out.ledger if e.code == "arkwright.reuse_fee") == 4
    refused(s, "marion", "factory", 0, {"action": "factory", "steps": [{"do": "modernize", "good": "food", "to": 2}]},
            match="only with the Wealth of Nations")
    with_tile = game(marion(tiles=["wealth_of_nations"], placed=[PlacedMarker(marker="workers", row=0)]))
    out = act(with_tile, "marion", "workers", 0, {"action": "workers", "hire": [{"good": "food", "row": 1}]})
    assert -sum(e.amount for e in out.ledger if e.code == "arkwright.reuse_fee") == 2


# --- Supervisory Board -----------------------------------------------------------


def fifth_tile_table():
    """Marion holds four tiles and takes a fifth, returning the Broker; Harold holds the Supervisory Board."""
    p = marion(tiles=["broker", "office", "accountant", "school"])
    q = player("harold", cash=30, tiles=["supervisory_board"])
    return game(p, q, mat=Mat(ships={2: 4}, tiles=["engineer"]))


def take_fifth(s, **answers):
    return apply(s, {"kind": "action", "player": "marion", "marker": "workers", "row": 4,
                     "main": {"action": "workers", "hire": [{"good": "food", "row": 1}]},
                     "additional": {"type": "tile", "tile": "engineer", "return_tile": "broker"}, "answers": answers})


def test_supervisory_board_takes_the_returned_tile_out_of_turn_and_goes_back():
    out = take_fifth(fifth_tile_table(), **{"supervisory_board:tile:broker": "take"})
    assert out.pending is None
    harold = out.state.players[1]
    assert harold.tiles == ["broker"]
    assert out.state.mat.tiles == ["supervisory_board"]  # back in the common supply
    assert any(e.code == "arkwright.board_takes_tile" and e.section == "Player's Book 3.2 Supervisory Board" for e in out.ledger)


def test_supervisory_board_is_asked_and_may_decline():
    pending = take_fifth(fifth_tile_table()).pending
    assert pending is not None and pending.id == "supervisory_board:tile:broker" and pending.player == "harold"
    out = take_fifth(fifth_tile_table(), **{"supervisory_board:tile:broker": "no"})
    assert out.state.players[1].tiles == ["supervisory_board"] and "broker" in out.state.mat.tiles


def test_the_active_player_may_not_take_the_board_returned_in_the_same_turn():
    # the board goes back only after the active player's special marker: too late to take it in that turn
    s = fifth_tile_table()
    with pytest.raises(CompanionError):
        apply(s, {"kind": "action", "player": "marion", "marker": "workers", "row": 4, "main": {"action": "workers", "hire": [{"good": "food", "row": 1}]},
                  "additional": {"type": "tile", "tile": "supervisory_board", "return_tile": "broker"}})


def test_the_owner_returning_a_marker_is_not_offered_it():
    p = marion(tiles=["broker", "office", "accountant", "supervisory_board"])
    s = game(p, mat=Mat(ships={2: 4}, tiles=["engineer"]))
    out = apply(s, {"kind": "action", "player": "marion", "marker": "workers", "row": 4, "main": {"action": "workers", "hire": [{"good": "food", "row": 1}]},
                    "additional": {"type": "tile", "tile": "engineer", "return_tile": "broker"}})
    assert out.pending is None and "broker" in out.state.mat.tiles


# --- the tiles in the game -------------------------------------------------------


def test_a_new_tile_is_refused_in_a_game_without_them():
    s = game(self_actor=["reorganization"], mat=Mat(ships={2: 4}, tiles=["manager"]))
    refused(s, "marion", "workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 1}]}, {"type": "tile", "tile": "manager"},
            match="one of the Self-Actor's new tiles, which this game does not play")


def test_loadmaster_balances_the_opium_war_in_the_production_phase():
    # "In this way, the owner can balance the effect of the Opium War event": a capacity-4 ship carries 4 - 1 + 1 = 4
    # (without the Loadmaster it cannot: tests/games/arkwright/production/test_examples.py)
    marion = player("marion", tiles=["loadmaster"], factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))],
                    ships=[4], ship_crew=1, contracts={"food": 4}, cash=30)
    s = table([marion, player("harold"), player("angelica")], cycle=1, opium_war=True, self_actor=["tiles"])
    asked = pending(s, demand=0, wage=2)  # the contract can be fulfilled: the player is asked (without it: no question)
    assert asked.id == "ship:marion:food" and 4 in asked.option_values()
    out = resolve(s, {"ship:marion:food": 4}, demand=0, wage=2)
    assert "food" not in out.state.player("marion").contracts
    assert out.state.player("marion").ship_crew == 1


@pytest.mark.parametrize("tile", ["harbormaster", "investor", "supervisory_board", "loadmaster", "wealth_of_nations", "manager"])
def test_each_new_tile_is_refused_in_a_game_without_them_and_taken_in_one_with_them(tile):
    # the eleven tiles of Player's Book 3.2, each a refusal of its own: only a game playing the new tiles lays them out
    from companion.games.arkwright.board import base_board

    assert tile in {t.id for t in base_board().tiles if t.variant == "self_actor"}
    hire = {"action": "workers", "hire": [{"good": "food", "row": 1}]}
    without = game(self_actor=["reorganization"], mat=Mat(ships={2: 4}, tiles=[tile]))
    refused(without, "marion", "workers", 4, hire, {"type": "tile", "tile": tile},
            match="one of the Self-Actor's new tiles, which this game does not play")
    taken = act(game(mat=Mat(ships={2: 4}, tiles=[tile])), "marion", "workers", 4, hire, {"type": "tile", "tile": tile})
    assert tile in taken.state.player("marion").tiles
