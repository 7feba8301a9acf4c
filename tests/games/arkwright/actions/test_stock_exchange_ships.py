"""Stock exchange and ships (Water Frame 5.II.2.6-5.II.2.7, 5.II.3.2.3; Spinning Jenny 5.II.2.6)."""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.actions.helpers import Mat, act, factory, player, refused, turn_table


def se(**kw):
    return {"action": "stock_exchange", **kw}


def game(p, n=2, **kw):
    others = [player(x, cash=10) for x in ("harold", "angelica", "george")[: n - 1]]
    return turn_table([p, *others], **kw)


def test_buy_shares_at_16_on_space_22():
    s = game(player("marion", cash=40, share_space=22))
    out = act(s, "marion", "stock_exchange", 2, se(buy=2))
    p = out.state.players[0]
    assert p.shares == 17 and p.cash == 40 - 2 - 32 and p.share_space == 22


def test_space_9_sells_at_9_and_buys_at_10():
    s = game(player("marion", cash=20, share_space=9))
    out = act(s, "marion", "stock_exchange", 2, se(sell=1))
    assert total(out.ledger, "marion", "cash") == 9 - 2 and out.state.players[0].share_space == 9
    out = act(s, "marion", "stock_exchange", 2, se(buy=1))
    assert total(out.ledger, "marion", "cash") == -10 - 2


def test_loans_are_repaid_at_13_before_buying():
    s = game(player("marion", cash=40, loans=1, shares=14))
    refused(s, "marion", "stock_exchange", 2, se(buy=1), match="repay all loans")
    out = act(s, "marion", "stock_exchange", 2, se(repay=1, buy=1))
    p = out.state.players[0]
    assert p.loans == 0 and p.shares == 15 and p.cash == 40 - 2 - 13 - 10
    refused(s, "marion", "stock_exchange", 2, se(repay=2), match="1 loan")


def test_sell_goods_at_the_fixed_prices():
    p = player("marion", cash=5, factories=[factory("lamps", rows=((3, 0),))], warehouse=LargeWarehouse(columns=["lamps"], goods={"lamps": 2}))
    s = game(p)
    out = act(s, "marion", "stock_exchange", 2, se(sell_goods={"lamps": 2}))
    assert total(out.ledger, "marion", "cash") == 10 - 2 and out.state.players[0].warehouse.goods == {}
    refused(s, "marion", "stock_exchange", 2, se(sell_goods={"lamps": 3}), match="2 lamps stored")


def test_contract_example_food_on_6_and_cutlery_from_2_to_4():
    s = game(player("marion", cash=10, contracts={"cutlery": 2}), n=3)
    out = act(s, "marion", "stock_exchange", 2, se(contracts={"food": 6, "cutlery": 4}))
    assert out.state.players[0].contracts == {"food": 6, "cutlery": 4}
    s2 = game(player("marion", cash=10, contracts={"cutlery": 4}), n=3)
    refused(s2, "marion", "stock_exchange", 2, se(contracts={"cutlery": 2}), match="never lowered")
    refused(s2, "marion", "stock_exchange", 2, se(contracts={"cutlery": 12}), match="no space 12")


def test_two_players_use_spaces_2_and_4_only():
    s = game(player("marion", cash=10), n=2)
    refused(s, "marion", "stock_exchange", 2, se(contracts={"food": 6}), match="spaces 2, 4")
    assert act(s, "marion", "stock_exchange", 2, se(contracts={"food": 4})).state.players[0].contracts == {"food": 4}


def test_spinning_jenny_light_marker_first_share_half_price_and_no_additional():
    s = game(player("marion", cash=30, share_space=9, advanced=["stock_exchange_light"]), version="spinning_jenny", mat=Mat(markers={"1": ["quality_light"]}))
    out = act(s, "marion", "stock_exchange_light", 2, se(buy=2))
    assert total(out.ledger, "marion", "cash") == -2 - 5 - 10
    refused(s, "marion", "stock_exchange_light", 2, se(buy=1), {"type": "advanced_marker", "marker": "quality_light"}, match="no additional action")


# --- ships ------------------------------------------------------------------------


def shipper(**kw):
    kw.setdefault("cash", 20)
    kw.setdefault("factories", [factory("lamps", level=2, rows=((3, 0),)), factory("clothes", rows=((2, 0),))])
    kw.setdefault("warehouse", LargeWarehouse(columns=["lamps", "clothes"], goods={"lamps": 4, "clothes": 2}))
    kw.setdefault("ships", [6])
    kw.setdefault("ship_crew", 2)
    kw.setdefault("share_space", 20)
    return player("marion", **kw)


def test_lamps_contract_56_and_office_5():
    s = game(shipper(contracts={"lamps": 4}), n=3, decade=1780)
    out = act(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps"]})
    assert total(out.ledger, "marion", "cash") == -6 + 56
    p = out.state.players[0]
    assert p.share_space == 19 and p.contracts == {} and p.warehouse.goods == {"clothes": 2}
    s2 = game(shipper(contracts={"lamps": 4}, tiles=["office"]), n=3, decade=1780)
    out = act(s2, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps"]})
    assert total(out.ledger, "marion", "cash") == -6 + 61


def test_one_ship_fulfils_two_contracts_when_capacity_allows():
    s = game(shipper(contracts={"lamps": 4, "clothes": 2}), n=3, decade=1780)
    out = act(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps", "clothes"]})
    assert total(out.ledger, "marion", "cash") == -6 + 56 + 18
    assert out.state.players[0].share_space == 19


def test_whole_contracts_only_and_enough_capacity():
    s = game(shipper(contracts={"lamps": 6}), n=3, decade=1780)
    refused(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps"]}, match="needs 6 lamps")
    s2 = game(shipper(ships=[4], ship_crew=1, contracts={"lamps": 6}, warehouse=LargeWarehouse(columns=["lamps"], rows=[True, False], goods={"lamps": 6})), n=3, decade=1780)
    refused(s2, "marion", "ship:0", 4, {"action": "ship", "contracts": ["lamps"]}, match="do not fit a ship of capacity 4")
    refused(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["food"]}, match="no food contract")


def test_ship_administrative_cost_reaches_its_capacity():
    s = game(shipper(ships=[2, 6], ship_crew=2, contracts={"clothes": 2}, tiles=["accountant"]), n=3, decade=1780)
    assert act(s, "marion", "ship:0", 2, {"action": "ship", "contracts": ["clothes"]}).state.players[0].contracts == {}
    refused(s, "marion", "ship:1", 4, match="at least £6")
    out = act(s, "marion", "ship:1", 4, {"action": "ship", "contracts": ["clothes"]}, accountant=2)
    assert total(out.ledger, "marion", "cash") == -6 + 18
    refused(s, "marion", "ship:1", 6, accountant=-2, match="at least £6; £4")


def test_agent_ships_one_fewer_and_opium_war_lowers_capacity():
    s = game(shipper(ships=[4], ship_crew=1, contracts={"lamps": 4}, tiles=["agent_in_the_colonies"]), n=3, decade=1780, opium_war=True)
    refused(s, "marion", "ship:0", 4, {"action": "ship", "contracts": ["lamps"]}, match="capacity 3 .Opium War")
    out = act(s, "marion", "ship:0", 4, {"action": "ship", "contracts": ["lamps"], "agent": {"lamps": -1}})
    assert total(out.ledger, "marion", "cash") == -4 + 3 * 14
    assert out.state.players[0].warehouse.goods == {"lamps": 1, "clothes": 2}


def test_taking_a_ship_hires_its_crew_and_a_replacement_hires_only_the_extra():
    p = player("marion", cash=20, ships=[2, 4], ship_crew=1)
    s = game(p, n=3, decade=1800, mat=Mat(ships={6: 2}))
    out = act(s, "marion", "workers", 4, additional={"type": "ship", "capacity": 6, "return_ship": 2})
    q = out.state.players[0]
    assert q.ships == [6, 4] and q.ship_crew == 3
    assert out.state.job_market == s.job_market - 2 and out.state.mat.ships == {6: 1, 2: 1}
    refused(s, "marion", "workers", 4, additional={"type": "ship", "capacity": 6}, match="return_ship")
    s2 = game(player("marion", cash=20, ships=[4, 6], ship_crew=3), n=3, decade=1800, mat=Mat(ships={4: 1}))
    refused(s2, "marion", "workers", 4, additional={"type": "ship", "capacity": 4, "return_ship": 6}, match="larger one")
    s3 = game(player("marion", cash=20, ships=[2], ship_crew=0), n=3, decade=1800, mat=Mat(ships={6: 1, 2: 1}))
    refused(s3, "marion", "workers", 4, additional={"type": "ship", "capacity": 6, "return_ship": 2}, match="empty pier")


def test_a_ship_is_not_taken_without_workers_for_its_crew():
    p = player("marion", cash=20, factories=[factory("food", rows=((2, 0),))])
    s = game(p, n=3, decade=1800, mat=Mat(ships={6: 1}), box=80 - 2 - 1)
    assert s.job_market + s.fired == 1
    refused(s, "marion", "workers", 4, additional={"type": "ship", "capacity": 6}, match="needs 2 more crew")


def test_ships_of_a_later_level_need_the_inventor():
    s = game(player("marion", cash=20), n=3, decade=1770, mat=Mat(ships={4: 1}))
    refused(s, "marion", "workers", 4, additional={"type": "ship", "capacity": 4}, match="row 2 of the mat")
    s2 = game(player("marion", cash=20, tiles=["inventor"]), n=3, decade=1770, mat=Mat(ships={4: 1}))
    out = act(s2, "marion", "workers", 4, additional={"type": "ship", "capacity": 4}, answers={"inventor:1": "return"})
    assert out.state.players[0].ships == [4] and "inventor" in out.state.mat.tiles
