"""Development tiles leaving a player and the Inventor's fees, one rule at a time (Player's Book 1.8).

Player's Book 1.8: a returned tile goes back to the common supply and its effect ends at once; Inventor: £5 when
taken, then after each use keep it for £10, £15, £20 or return it; after the fourth use it returns; Small Warehouse:
its goods go to the large warehouse where workers open room (three per good beside row 1, Player's Book 1.4) and are
lost otherwise (Water Frame 5.II.3.2.1 example). Scenarios of our own.
"""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers, DecisionNeeded
from companion.core.errors import RuleError
from companion.core.messages import render
from companion.core.wording import phrase_in
from companion.games.arkwright.actions.tiles import pay_first_inventor_fee, return_tile, use_inventor
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table

TILES = "Player's Book 1.8"
INVENTOR = "Player's Book 1.8 Inventor"


def t_of(p):
    return Table.of(table([p, player("harold", cash=10)], phase="actions"))


def lines(t, code):
    return [e for e in t.ledger if e.code == code]


def test_a_tile_not_held_cannot_be_returned_and_the_refusal_names_it():
    t = t_of(player("marion", cash=20))
    with pytest.raises(RuleError) as info:
        return_tile(t, "marion", "developer", "arkwright.tile_used_in_factory_action")
    assert (str(info.value.message), info.value.section) == ("Marion has no Developer tile to return", TILES)
    assert phrase_in(info.value.message, "de").startswith("Marion hat kein")
    with pytest.raises(RuleError) as info:
        return_tile(t, "marion", "no_such_tile", "arkwright.tile_used_in_factory_action", INVENTOR)
    assert (str(info.value.message), info.value.section) == ("Marion has no no_such_tile tile to return", INVENTOR)


def test_a_returned_tile_goes_to_the_supply_with_its_line():
    t = t_of(player("marion", cash=20, tiles=["developer"]))
    return_tile(t, "marion", "developer", "arkwright.tile_used_in_factory_action")
    assert "developer" not in t.p("marion").tiles and t.state.mat.tiles.count("developer") == 1
    (line,) = lines(t, "arkwright.returns_tile")
    assert (line.player, line.section, line.params["tile"], line.params["why"]) == (
        "marion", TILES, "Developer", "arkwright.tile_used_in_factory_action")
    assert render(line.code, line.params) == "Marion returns the Developer tile (used in this factory action)"


def test_the_foreman_workshop_and_inventor_effects_end_when_returned():
    p = player("marion", cash=20, tiles=["foreman", "workshop", "inventor"], foreman="food", workshop="food",
               inventor_uses=2, factories=[factory("food", rows=((2, 0),))])
    t = t_of(p)
    for tile in ("foreman", "workshop", "inventor"):
        return_tile(t, "marion", tile, "arkwright.tile_at_most_four")
    q = t.p("marion")
    assert (q.foreman, q.workshop, q.inventor_uses, q.tiles) == (None, None, 0, [])


def test_the_small_warehouse_returned_moves_its_goods_where_the_large_one_has_room_and_loses_the_rest():
    # row 1 worker: three spaces of each good; 2 food already there, so 1 of 2 stored food moves; 3 lamps all fit
    p = player("marion", cash=20, tiles=["small_warehouse"], warehouse=LargeWarehouse(rows=[True, False], goods={"food": 2}),
               stored={"food": 2, "lamps": 3}, factories=[factory("food", price=8, rows=((2, 0),)), factory("lamps", price=10, rows=((3, 0),))])
    t = t_of(p)
    return_tile(t, "marion", "small_warehouse", "arkwright.tile_at_most_four", INVENTOR)
    q = t.p("marion")
    assert q.stored == {} and q.warehouse.goods == {"food": 3, "lamps": 3}
    assert [(e.player, e.section, e.params["good"], e.params["count"]) for e in lines(t, "arkwright.small_to_large_warehouse")] == [
        ("marion", INVENTOR, "food", 1), ("marion", INVENTOR, "lamps", 3)]
    (lost,) = lines(t, "arkwright.lost_no_room_large")
    assert (lost.player, lost.kind, lost.amount, lost.section, lost.params["count"]) == ("marion", "goods", -1, INVENTOR, 1)


def test_the_first_inventor_fee_is_5_and_voluntary():
    t = t_of(player("marion", cash=20))
    pay_first_inventor_fee(t, "marion")
    (fee,) = lines(t, "arkwright.inventor_first_fee")
    assert (fee.player, fee.amount, fee.section, fee.params["fee"]) == ("marion", -5, INVENTOR, 5)
    broke = t_of(player("marion", cash=0, shares=0, loans=30))
    with pytest.raises(RuleError):
        pay_first_inventor_fee(broke, "marion")


def test_each_use_asks_to_keep_for_the_next_fee_or_return():
    t = t_of(player("marion", cash=20, tiles=["inventor"], inventor_uses=1))
    with pytest.raises(DecisionNeeded) as info:
        use_inventor(t, "marion", Answers(), "arkwright.inventor_modernizes", good="food")
    d = info.value.decision
    assert (d.id, d.player, d.section, [o.value for o in d.options]) == ("inventor:2", "marion", INVENTOR, ["keep", "return"])
    assert str(d.question) == "Marion: keep the Inventor for another use (£15) or return it?"
    assert phrase_in(d.question, "de") == "Marion: den Erfinder für eine weitere Nutzung behalten (£15) oder zurückgeben?"
    assert [str(o.label) for o in d.options] == ["keep it: pay £15 now", "return it to the supply"]
    assert [phrase_in(o.label, "de") for o in d.options] == ["behalten: jetzt £15 zahlen", "in den Vorrat zurücklegen"]
    t = t_of(player("marion", cash=20, tiles=["inventor"], inventor_uses=1))
    use_inventor(t, "marion", Answers({"inventor:2": "keep"}), "arkwright.inventor_modernizes", good="food")
    (use,) = lines(t, "arkwright.uses_inventor")
    assert (use.player, use.section, use.params["use"], use.params["uses"]) == ("marion", INVENTOR, 2, 4)
    (kept,) = lines(t, "arkwright.keeps_inventor")
    assert (kept.player, kept.amount, kept.section) == ("marion", -15, INVENTOR)
    t = t_of(player("marion", cash=20, tiles=["inventor"], inventor_uses=1))
    use_inventor(t, "marion", Answers({"inventor:2": "return"}), "arkwright.inventor_modernizes", good="food")
    (back,) = lines(t, "arkwright.returns_tile")
    assert (back.section, back.params["why"]) == (INVENTOR, "arkwright.tile_after_use")
    assert t.p("marion").inventor_uses == 0 and "inventor" not in t.p("marion").tiles


def test_keeping_is_offered_only_when_the_fee_can_be_raised():
    # £0, no shares, no loan left (Water Frame 7.0): the £10 cannot be raised, so the one answer is to return it
    t = t_of(player("marion", cash=0, shares=0, loans=30, tiles=["inventor"]))
    use_inventor(t, "marion", Answers(), "arkwright.inventor_modernizes", good="food")
    assert "inventor" not in t.p("marion").tiles and lines(t, "arkwright.keeps_inventor") == []
    t = t_of(player("marion", cash=10, shares=0, loans=30, tiles=["inventor"]))
    with pytest.raises(DecisionNeeded):
        use_inventor(t, "marion", Answers(), "arkwright.inventor_modernizes", good="food")


def test_the_fourth_use_returns_the_inventor_without_asking():
    t = t_of(player("marion", cash=20, tiles=["inventor"], inventor_uses=3))
    use_inventor(t, "marion", Answers(), "arkwright.inventor_modernizes", good="food")
    (back,) = lines(t, "arkwright.returns_tile")
    assert (back.section, back.params["why"], back.params["uses"]) == (INVENTOR, "arkwright.tile_used_up", 4)
    assert "inventor" not in t.p("marion").tiles


def test_a_use_without_the_inventor_is_refused_and_says_the_use():
    t = t_of(player("marion", cash=20))
    with pytest.raises(RuleError) as info:
        use_inventor(t, "marion", Answers(), "arkwright.inventor_modernizes", good="food")
    assert info.value.section == INVENTOR
    assert str(info.value.message).startswith("Marion needs the Inventor to ")
    assert phrase_in(info.value.message, "de").startswith("Marion braucht den Erfinder für: ")
    assert "food" in str(info.value.message)
