"""The Self-Actor Shipping and Home Market bonus markers (Player's Book 3.2), with Marion's three examples."""

import pytest

from companion.core.errors import CompanionError
from companion.games.arkwright.flow.scoring import final_results
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.actions.helpers import act, factory, player, table, turn_table
from tests.games.arkwright.production.helpers import resolve, said

NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}
SECTION = "Player's Book 3.2 Bonus Markers"


def _marion_ships(goods=4, contract=4, capacity=6, shipping_bonus=2, self_actor=("bonus_markers",), **kw):
    marion = player("marion", cash=20, share_space=20, shipping_bonus=shipping_bonus,
                    factories=[factory("food", rows=((2, 0),))],
                    warehouse=LargeWarehouse(columns=["food"], rows=[True, False], goods={"food": goods}),
                    ships=[capacity], ship_crew=2 if capacity == 6 else 1, contracts={"food": contract})
    return turn_table([marion, player("harold", cash=10), player("ida", cash=10)], decade=1780,
                      self_actor=list(self_actor), **kw)


def test_marion_ships_four_bread_with_a_capacity_six_ship_marker_two_to_four():
    # "Marion used a ship of capacity 6 to fulfill her contract for 4 bread ... moves to space 4"
    out = act(_marion_ships(), "marion", "ship:0", 6, {"action": "ship", "contracts": ["food"]})
    assert out.state.player("marion").shipping_bonus == 4
    assert ("arkwright.bonus_marker_moves", {"name": "Marion", "marker": "shipping", "count": 4, "space": 4, "before": 2}) in said(out, "marion")
    assert any(e.section == SECTION for e in out.ledger)


def test_no_record_no_move_and_never_backwards():
    # shipping 4 goods with the marker already on space 5: no new record, the marker stays
    out = act(_marion_ships(shipping_bonus=5), "marion", "ship:0", 6, {"action": "ship", "contracts": ["food"]})
    assert out.state.player("marion").shipping_bonus == 5
    assert not [c for c, _ in said(out, "marion") if c.startswith("arkwright.bonus_marker")]


def test_without_the_bonus_markers_the_marker_does_not_move():
    out = act(_marion_ships(self_actor=(), shipping_bonus=1), "marion", "ship:0", 6, {"action": "ship", "contracts": ["food"]})
    assert out.state.player("marion").shipping_bonus == 1


def _cutlery_seller(home_market_bonus=5, patron=True):
    # cutlery level I, base quality 10, price £5: appeal 5; rows 1-3 make 4 cutlery; 2 more in the warehouse
    return player("marion", cash=10, home_market_bonus=home_market_bonus, tiles=["patron_cutlery"] if patron else [],
                  factories=[factory("cutlery", 1, price=5, rows=((2, 0), (3, 0), (3, 0)))],
                  warehouse=LargeWarehouse(columns=["cutlery"], goods={"cutlery": 2}))


def test_marion_sells_five_cutlery_to_the_demand_and_one_to_her_patron_marker_five_to_six():
    # "Marion has sold 6 cutlery to England, 5 to the demand ... and 1 to his patron ... moved to space 6"
    s = table([_cutlery_seller(), player("harold")], cycle=3, importers=NO_IMPORT, self_actor=["bonus_markers"])
    out = resolve(s, {"warehouse_sale:marion": 1, "patron:marion": True}, demand=5, wage=2)
    assert out.state.player("marion").home_market_bonus == 6
    assert ("arkwright.bonus_marker_moves", {"name": "Marion", "marker": "home market", "count": 6, "space": 6, "before": 5}) in said(out, "marion")


def test_the_marker_stops_on_space_ten():
    # a record of 11 goods in one delivery (contract 10 shipped as 11 with the Agent in the Colonies, 1 new food
    # and 10 stored): the marker goes no further than space 10 (additional spaces are lost)
    marion = player("marion", cash=20, shipping_bonus=9, factories=[factory("food", rows=((2, 0),))], tiles=["agent_in_the_colonies"],
                    warehouse=LargeWarehouse(columns=["food"], rows=[True, True], goods={"food": 10}),
                    ships=[6, 6], ship_crew=4, contracts={"food": 10})
    s = table([marion, player("harold"), player("ida")], cycle=1, importers=NO_IMPORT, self_actor=["bonus_markers"])
    out = resolve(s, {"ship:marion:food": 11}, demand=0, wage=2)
    assert out.state.player("marion").shipping_bonus == 10
    assert ("arkwright.bonus_marker_at_most", {"name": "Marion", "marker": "shipping", "count": 11, "space": 10, "before": 9}) in said(out, "marion")


def test_one_production_phase_delivery_counts_its_goods_over_two_ships():
    # "It does not matter ... the number of ships used": 8 food over ships of 6 and 2 is a record of 8
    marion = player("marion", cash=20, shipping_bonus=1, factories=[factory("food", rows=((2, 0),))],
                    warehouse=LargeWarehouse(columns=["food"], rows=[True, False], goods={"food": 8}),
                    ships=[6, 2], ship_crew=2, contracts={"food": 8})
    s = table([marion, player("harold"), player("ida")], cycle=1, importers=NO_IMPORT, self_actor=["bonus_markers"])
    out = resolve(s, {"ship:marion:food": 8}, demand=0, wage=2)
    assert out.state.player("marion").shipping_bonus == 8


def test_marion_24_shares_at_23_with_markers_7_and_4_scores_580():
    # "24 shares valued at £23 ... bonus markers on space 7 (home market) and space 4 (shipping) ... £580"
    marion = player("marion", shares=24, share_space=37, home_market_bonus=7, shipping_bonus=4)
    s = table([marion, player("harold")], phase="game_over", self_actor=["bonus_markers"])
    result = next(r for r in final_results(s) if r.player == "marion")
    assert result.score == 24 * 23 + 7 * 4 == 580
    assert any("7 (home market) x space 4 (shipping) = £28" in n for n in result.notes)
    # the same table without the bonus markers scores the shares alone
    plain = table([player("marion", shares=24, share_space=37), player("harold")], phase="game_over")
    assert next(r for r in final_results(plain) if r.player == "marion").score == 552


@pytest.mark.parametrize("path, value, words", [
    ("players.0.shipping_bonus", 11, "go no further than space 10"),
    ("players.0.home_market_bonus", 0, "must be at least 1"),
])
def test_a_correction_off_the_markers_spaces_is_refused(path, value, words):
    s = table([player("marion"), player("harold")], self_actor=["bonus_markers"])
    with pytest.raises(CompanionError, match=words):
        apply(s, {"kind": "edit", "path": path, "value": value})


def test_a_correction_of_a_bonus_marker_in_a_game_without_them_is_refused():
    s = table([player("marion"), player("harold")])
    with pytest.raises(CompanionError, match="played without the bonus markers"):
        apply(s, {"kind": "edit", "path": "players.0.shipping_bonus", "value": 3})
