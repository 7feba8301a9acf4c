"""The production action (Water Frame 5.II.2.8) and taking special markers (Water Frame 5.II.3.2, Player's Book 1.8)."""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.ledger import total
from companion.games.arkwright.actions.inputs import TakeMarker, TakeTile
from companion.games.arkwright.actions.special import take_special_marker
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.actions.helpers import Mat, act, factory, player, refused, turn_table


def game(p, q=None, **kw):
    return turn_table([p, q or player("harold", cash=10)], **kw)


def prod(good="food", rows=1, **kw):
    return {"action": "production", "good": good, "rows": rows, **kw}


# --- production action ------------------------------------------------------------


def producer(**kw):
    kw.setdefault("cash", 20)
    kw.setdefault("advanced", ["production_light"])
    kw.setdefault("factories", [factory("food", level=3, price=5, rows=((1, 1), (2, 0)))])
    kw.setdefault("warehouse", LargeWarehouse(rows=[True, False]))
    return player("marion", **kw)


def test_production_row_1_of_food_III_one_worker_one_machine_two_goods():
    s = game(producer(), decade=1800)
    out = act(s, "marion", "production_light", 2, prod())
    p = out.state.players[0]
    assert p.warehouse.goods == {"food": 2}
    assert total(out.ledger, "marion", "cash") == -2 - (2 + 1)  # chart, one worker at the £2 wage, one machine at £1
    assert total(out.ledger, "marion", "goods") == 2


def test_production_limits_and_extra_shifts():
    s = game(producer(tiles=["extra_shifts"]), decade=1800)
    refused(s, "marion", "production_light", 2, prod(rows=3), match="rows 1-2")
    out = act(s, "marion", "production_light", 2, prod(rows=2, extra_shifts=True))
    p = out.state.players[0]
    assert p.warehouse.goods == {"food": 3}  # room for 3: 2 + 3 made + 1 extra shift = 6, 3 lost
    assert "extra_shifts" not in p.tiles
    refused(game(producer(), decade=1800), "marion", "production_light", 2, prod(extra_shifts=True), match="no Extra Shifts")


def test_production_returns_the_last_round_marker_worker_and_adjusts_only_its_price():
    fs = [factory("food", level=3, rows=((1, 1),), marker_worker=True), factory("clothes", rows=((2, 0),))]
    s = game(producer(factories=fs), decade=1810, cycle=3)
    out = act(s, "marion", "production_light", 2, prod(), {"type": "price_adjustment", "prices": {"food": 10}})
    f = out.state.players[0].factories[0]
    assert not f.marker_worker and f.price == 10
    refused(s, "marion", "production_light", 2, prod(), {"type": "price_adjustment", "prices": {"clothes": 6}}, match="touched")


# --- special markers: development tiles ---------------------------------------------


def test_take_a_tile_at_most_four_fifth_returns_one():
    p = player("marion", cash=10, tiles=["accountant", "office", "patron_food", "small_warehouse"], stored={"food": 2, "lamps": 1},
               warehouse=LargeWarehouse(columns=["food"]))
    s = game(p, mat=Mat(tiles=["broker", "patron_clothes"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "broker"}, match="taking a fifth")
    out = act(s, "marion", "workers", 4, additional={"type": "tile", "tile": "broker", "return_tile": "small_warehouse"})
    q = out.state.players[0]
    assert sorted(q.tiles) == ["accountant", "broker", "office", "patron_food"]
    assert q.stored == {} and q.warehouse.goods == {"food": 2}  # the lamp has no room: lost
    assert total(out.ledger, "marion", "goods") == -1
    assert "small_warehouse" in out.state.mat.tiles


def test_no_two_alike_but_patrons_differ():
    s = game(player("marion", cash=10, tiles=["patron_food"]), mat=Mat(tiles=["patron_food", "patron_clothes"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "patron_food"}, match="never has two alike")
    assert "patron_clothes" in act(s, "marion", "workers", 4, additional={"type": "tile", "tile": "patron_clothes"}).state.players[0].tiles


def test_tile_must_be_in_the_supply_and_charisma_lock():
    s = game(player("marion", cash=10, charisma_lock=True), mat=Mat(tiles=["charisma"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "engineer"}, match="no Engineer tile is left")
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "charisma"}, match="Charisma")
    out = act(s, "marion", "workers", 4)
    assert not out.state.players[0].charisma_lock  # the lock ends with the player's next action


def test_foreman_is_placed_and_moved_instead_of_a_marker():
    p = player("marion", cash=10, factories=[factory("food", rows=((2, 0),)), factory("clothes", rows=((2, 0),))])
    s = game(p, mat=Mat(tiles=["foreman"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "foreman"}, match="in which factory")
    out = act(s, "marion", "workers", 4, additional={"type": "tile", "tile": "foreman", "place": "clothes"})
    assert out.state.players[0].foreman == "clothes"
    s2 = game(p.model_copy(update={"tiles": ["foreman"], "foreman": "clothes"}))
    assert act(s2, "marion", "machinery", 4, additional={"type": "move_tile", "tile": "foreman", "to": "food"}).state.players[0].foreman == "food"


def test_inventor_costs_5_when_taken():
    s = game(player("marion", cash=10), mat=Mat(tiles=["inventor"]))
    out = act(s, "marion", "workers", 4, additional={"type": "tile", "tile": "inventor"})
    assert total(out.ledger, "marion", "cash") == -4 - 5


def test_inventor_not_offered_when_even_the_last_loan_cannot_pay_its_fee():
    # Found by the whole-game simulator: legal_actions listed the Inventor as legal for a player
    # with no share to sell or lend, and taking it was then refused.
    from companion.games.arkwright.actions import legal_actions

    s = game(player("marion", cash=4, shares=0, loans=30), mat=Mat(tiles=["inventor", "broker"]))
    offered = {o["value"]: o for o in legal_actions(s, "marion") if o["kind"] == "special_marker"}
    assert not offered["inventor"]["legal"] and "£5" in offered["inventor"]["reason"]
    assert offered["broker"]["legal"]
    refused(s, "marion", "workers", 2, additional={"type": "tile", "tile": "inventor"}, match="£5")
    rich = game(player("marion", cash=0, shares=1, loans=29, share_space=12), mat=Mat(tiles=["inventor"]))
    assert next(o for o in legal_actions(rich, "marion") if o.get("value") == "inventor")["legal"]


def test_keeping_the_inventor_is_offered_only_when_its_fee_can_be_paid():
    # the question lists only legal answers: a player who cannot raise the £10 returns the tile
    mat = Mat(markers={"3": ["quality_dark"]})
    broke = game(player("marion", cash=2, shares=0, loans=30, tiles=["inventor"]), decade=1780, mat=mat)
    out = act(broke, "marion", "workers", 2, additional={"type": "advanced_marker", "marker": "quality_dark"})
    assert "inventor" not in out.state.players[0].tiles and out.state.players[0].advanced == ["quality_dark"]


def test_spinning_jenny_has_only_the_purveyors():
    s = game(player("marion", cash=10), version="spinning_jenny", expansion=True, mat=Mat(tiles=["purveyor_food", "engineer"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "engineer"}, match="Spinning Jenny has no development tiles")
    assert act(s, "marion", "workers", 4, additional={"type": "tile", "tile": "purveyor_food"}).state.players[0].tiles == ["purveyor_food"]


# --- advanced markers and the Broker -------------------------------------------------


def test_advanced_markers_of_the_open_rows_never_two_alike():
    mat = Mat(markers={"1": ["quality_light"], "2": ["machinery_light"], "3": ["quality_dark"]})
    s = game(player("marion", cash=10, advanced=["machinery_light"]), decade=1780, mat=mat)
    assert act(s, "marion", "workers", 4, additional={"type": "advanced_marker", "marker": "quality_light"}).state.players[0].advanced == ["machinery_light", "quality_light"]
    refused(s, "marion", "workers", 4, additional={"type": "advanced_marker", "marker": "quality_dark"}, match="row 3 of the mat")
    s2 = game(player("marion", cash=10, advanced=["machinery_light"]), decade=1780, mat=Mat(markers={"1": ["machinery_light"]}))
    refused(s2, "marion", "workers", 4, additional={"type": "advanced_marker", "marker": "machinery_light"}, match="already owns")


def test_inventor_takes_a_marker_of_the_next_row_and_counts_a_use():
    mat = Mat(markers={"3": ["quality_dark"]})
    s = game(player("marion", cash=20, tiles=["inventor"]), decade=1780, mat=mat)
    out = act(s, "marion", "workers", 4, additional={"type": "advanced_marker", "marker": "quality_dark"}, answers={"inventor:1": "keep"})
    p = out.state.players[0]
    assert p.advanced == ["quality_dark"] and p.inventor_uses == 1 and total(out.ledger, "marion", "cash") == -4 - 10


def test_broker_buys_one_share_at_half_price_rounded_up_or_two_at_the_value():
    s = game(player("marion", cash=40, share_space=23, tiles=["broker"]))
    out = act(s, "marion", "stock_exchange", 2, additional={"type": "broker", "shares": 1})
    assert total(out.ledger, "marion", "cash") == -2 - 9  # value £17: half rounded up
    assert out.state.players[0].shares == 16 and "broker" in out.state.mat.tiles
    out = act(s, "marion", "stock_exchange", 2, additional={"type": "broker", "shares": 2})
    assert total(out.ledger, "marion", "cash") == -2 - 17 and out.state.players[0].shares == 17
    refused(s, "marion", "quality", 6, additional={"type": "broker", "shares": 1}, match="price adjustment, not a special marker")


def test_special_marker_without_an_action_marker_for_the_lobby_event():
    s = game(player("marion", cash=10), decade=1780, phase="end_of_round", mat=Mat(tiles=["office"], markers={"2": ["machinery_light"]}))
    t = Table.of(s)
    take_special_marker(t, "marion", TakeTile(type="tile", tile="office"), Answers(), section="Player's Book 1.9 Lobby", allow_broker=False)
    take_special_marker(t, "harold", TakeMarker(type="advanced_marker", marker="machinery_light"), Answers(), section="Player's Book 1.9 Lobby")
    assert t.state.players[0].tiles == ["office"] and t.state.players[1].advanced == ["machinery_light"]
    assert s.players[0].tiles == []


def test_purveyors_only_with_noblesse_oblige():
    s = game(player("marion", cash=10), mat=Mat(tiles=["purveyor_food"]))
    refused(s, "marion", "workers", 4, additional={"type": "tile", "tile": "purveyor_food"}, match="Noblesse Oblige")
    s2 = game(player("marion", cash=10), expansion=True, mat=Mat(tiles=["purveyor_food"]))
    assert act(s2, "marion", "workers", 4, additional={"type": "tile", "tile": "purveyor_food"}).state.players[0].tiles == ["purveyor_food"]


def test_legal_actions_give_a_form_what_it_needs():
    from companion.games.arkwright.actions import legal_actions

    p = player("marion", cash=10, tiles=["inventor"], factories=[factory("food", rows=((2, 0), (1, 0)))])
    options = legal_actions(game(p, decade=1780), "marion")
    fact = next(o for o in options if o.get("marker") == "factory" and o["row"] == 4)
    assert fact["legal"] and fact["buys"]["build"] == ["clothes", "cutlery", "lamps"] and fact["buys"]["modernize_to"] == {"food": 3}
    work = next(o for o in options if o.get("marker") == "workers" and o["row"] == 4)
    assert work["buys"]["firable"] == {"food": 1} and work["additional"] == "special_marker"
