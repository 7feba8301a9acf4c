"""The Self-Actor Competition award markers (Player's Book 3.2): Share Value and Shipping Competitions."""

import pytest

from companion.core.errors import CompanionError
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.actions.helpers import act, factory, player, table, turn_table
from tests.games.arkwright.production.helpers import pending, resolve, said

NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}
SHARE = "Player's Book 3.2 Share Value Competition"
SHIPPING = "Player's Book 3.2 Shipping Competition"


# --- Shipping Competition ------------------------------------------------------------------


def _ship_action_game(**kw):
    marion = player("marion", cash=20, share_space=20, factories=[factory("lamps", level=2, rows=((3, 0),)), factory("clothes", rows=((2, 0),))],
                    warehouse=LargeWarehouse(columns=["lamps", "clothes"], goods={"lamps": 4, "clothes": 2}),
                    ships=[6], ship_crew=2, contracts={"lamps": 4, "clothes": 2}, **kw)
    return turn_table([marion, player("harold", cash=10), player("ida", cash=10)], decade=1780, self_actor=["competition"])


def test_the_first_to_deliver_six_goods_takes_the_award_and_two_spaces():
    # one ship of capacity 6 carries 4 lamps and 2 clothes: 6 goods, the award, +2 spaces (the ship itself costs 1)
    out = act(_ship_action_game(), "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps", "clothes"]})
    marion = out.state.player("marion")
    assert marion.awards == ["shipping"]
    assert marion.share_space == 20 - 1 + 2
    assert ("arkwright.shipping_award_spaces", {"name": "Marion", "spaces": 2}) in said(out, "marion", "share_space")
    assert any(e.code == "arkwright.shipping_award_won" and e.section == SHIPPING for e in out.ledger)


def test_five_goods_win_nothing_and_a_held_award_is_not_won_again():
    s = _ship_action_game()
    s.players[0].contracts = {"lamps": 4}
    out = act(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps"]})
    assert out.state.player("marion").awards == []
    s = _ship_action_game()
    s.players[1].awards = ["shipping"]
    out = act(s, "marion", "ship:0", 6, {"action": "ship", "contracts": ["lamps", "clothes"]})
    assert out.state.player("marion").awards == [] and out.state.player("marion").share_space == 19


def _food_shipper(pid, goods, contract, ships=(6,), crew=2, **kw):
    return player(pid, cash=20, share_space=15, factories=[factory("food", rows=((2, 0),))],
                  warehouse=LargeWarehouse(columns=["food"], rows=[True, False], goods={"food": goods}),
                  ships=list(ships), ship_crew=crew, contracts={"food": contract}, **kw)


def test_two_players_shipping_six_in_one_production_phase_each_advance_one_and_the_award_leaves():
    s = table([_food_shipper("marion", 6, 6), _food_shipper("harold", 6, 6), player("ida")], importers=NO_IMPORT,
              self_actor=["competition"])
    out = resolve(s, {"ship:marion:food": 6, "ship:harold:food": 6}, demand=0, wage=2)
    for pid in ("marion", "harold"):
        p = out.state.player(pid)
        assert p.awards == [] and p.share_space == 15 - 1 + 1  # one ship used, +1 for the tie
    assert out.state.awards_removed == ["shipping"]


def test_the_most_goods_win_a_tie_of_the_same_phase():
    # Marion 6 food, Harold 8 food over two ships: Harold ships the most and takes the award (+2)
    s = table([_food_shipper("marion", 6, 6), _food_shipper("harold", 8, 8, ships=(6, 2)), player("ida")],
              importers=NO_IMPORT, self_actor=["competition"])
    out = resolve(s, {"ship:marion:food": 6, "ship:harold:food": 8}, demand=0, wage=2)
    assert out.state.player("harold").awards == ["shipping"]
    assert out.state.player("harold").share_space == 15 - 2 + 2
    assert out.state.player("marion").share_space == 15 - 1


def _award_holder(**kw):
    return table([_food_shipper("marion", 0, 4, awards=["shipping"]), player("harold"), player("ida")],
                 importers=NO_IMPORT, self_actor=["competition"], **kw)


def test_the_owner_may_discard_the_shipping_award_so_a_contract_does_not_climb():
    s = _award_holder()
    decision = pending(s, demand=0, wage=2)
    assert decision.id == "shipping_award_discard:marion:food" and decision.player == "marion"
    assert decision.option_values() == [False, True]
    out = resolve(s, {"shipping_award_discard:marion:food": True}, demand=0, wage=2)
    marion = out.state.player("marion")
    assert marion.contracts == {"food": 4} and marion.awards == []
    assert out.state.awards_removed == ["shipping"]
    kept = resolve(s, {"shipping_award_discard:marion:food": False}, demand=0, wage=2)
    assert kept.state.player("marion").contracts == {"food": 6} and kept.state.player("marion").awards == ["shipping"]


def test_discarding_an_award_one_does_not_hold_is_never_asked_and_changes_nothing():
    s = table([_food_shipper("marion", 0, 4), player("harold"), player("ida")], importers=NO_IMPORT, self_actor=["competition"])
    out = resolve(s, {"shipping_award_discard:marion:food": True}, demand=0, wage=2)
    assert out.state.player("marion").contracts == {"food": 6}
    assert ("arkwright.answer_not_needed", {"key": "'shipping_award_discard:marion:food'"}) in said(out)


def test_an_award_in_a_game_without_the_competition_or_in_two_places_is_refused():
    plain = table([player("marion"), player("harold")])
    with pytest.raises(CompanionError, match="played without the Competition awards"):
        apply(plain, {"kind": "edit", "path": "players.0.awards", "value": ["shipping"]})
    s = table([player("marion", awards=["shipping"]), player("harold")], self_actor=["competition"])
    with pytest.raises(CompanionError, match="in two places at once"):
        apply(s, {"kind": "edit", "path": "players.1.awards", "value": ["shipping"]})


# --- Share Value Competition ---------------------------------------------------------------


def _seller(pid, space, cash=10, **kw):
    """Cutlery level I at £5: appeal 5; rows 1-3 make 4 cutlery."""
    return player(pid, cash=cash, share_space=space, factories=[factory("cutlery", 1, price=5, rows=((2, 0), (3, 0), (3, 0)))], **kw)


def test_the_first_on_space_25_takes_one_of_their_shares_and_the_award():
    # Marion on 23 sells 4 cutlery (+2), the best appeal and the most sold are hers alone (+1, +1): space 27
    s = table([_seller("marion", 23), player("harold"), player("ida")], cycle=3, importers=NO_IMPORT, self_actor=["competition"])
    out = resolve(s, demand=10, wage=2)
    marion = out.state.player("marion")
    assert marion.share_space == 23 + 2 + 1 + 1 and marion.awards == ["share_value"] and marion.shares == 15 + 1
    assert ("arkwright.share_award_share", {"name": "Marion"}) in said(out, "marion", "shares")


def test_reached_during_the_phase_counts_even_if_a_ship_then_moves_back():
    # Marion reaches 25 with her sales, then her ship to the colonies costs a space: she still reached it first
    # 21 + 2 (two sold) + 1 (best appeal) + 1 (most sold) = 25, then -1 for the ship: 24 at the end of the phase
    marion = _seller("marion", 21, contracts={"cutlery": 2}, ships=[2], warehouse=LargeWarehouse(columns=["cutlery"]))
    s = table([marion, player("harold"), player("ida")], cycle=3, importers=NO_IMPORT, self_actor=["competition"])
    out = resolve(s, {"ship:marion:cutlery": 2}, demand=2, wage=2)
    marion = out.state.player("marion")
    assert marion.share_space == 21 + 2 + 1 + 1 - 1 == 24
    assert marion.awards == ["share_value"]


def _two_sellers(space_a, space_b, cash_b=10):
    a, b = _seller("marion", space_a), _seller("harold", space_b, cash=cash_b)
    return table([a, b, player("ida")], cycle=3, importers=NO_IMPORT, self_actor=["competition"])


def test_both_reach_25_the_higher_share_value_after_the_phase_wins():
    s = _two_sellers(24, 23)
    out = resolve(s, demand=10, wage=2)
    marion, harold = out.state.player("marion"), out.state.player("harold")
    assert marion.share_space > harold.share_space >= 25
    assert marion.awards == ["share_value"] and harold.awards == [] and harold.shares == 15


def test_still_tied_the_award_leaves_and_each_may_buy_a_share_at_half_price():
    s = _two_sellers(24, 24)
    decision = pending(s, demand=10, wage=2)
    assert decision.id == "share_award_buy:marion"
    out = resolve(s, {"share_award_buy:marion": True, "share_award_buy:harold": False}, demand=10, wage=2)
    marion, harold = out.state.player("marion"), out.state.player("harold")
    assert marion.share_space == harold.share_space
    buy = out.state.board.share(marion.share_space).buy
    half = -(-buy // 2)  # half price, rounded up
    assert ("arkwright.share_award_bought", {"name": "Marion", "price": half}) in said(out, "marion", "cash")
    assert marion.shares == 16 and harold.shares == 15
    assert out.state.awards_removed == ["share_value"] and not marion.awards and not harold.awards


def _short_of_cash_holder(awards=("share_value",)):
    # Marion (no cash) pays £4 wages for two food workers: one share sold in an emergency on space 26 (2 spaces back)
    marion = player("marion", cash=0, share_space=26, awards=list(awards), factories=[factory("food", rows=((2, 0),))])
    return table([marion, player("harold"), player("ida")], importers=NO_IMPORT, self_actor=["competition"])


def test_the_owner_may_discard_the_share_value_award_instead_of_moving_back_in_an_emergency_sale():
    s = _short_of_cash_holder()
    decision = pending(s, demand=0, wage=2)
    assert decision.id == "share_award_discard:marion" and decision.section == SHARE
    assert [o.label for o in decision.options] == ["no: keep the award, move back 2 spaces", "yes: discard the award, stay on the space"]
    out = resolve(s, {"share_award_discard:marion": True}, demand=0, wage=2)
    marion = out.state.player("marion")
    assert (marion.share_space, marion.shares, marion.awards) == (26, 14, [])
    assert out.state.awards_removed == ["share_value"]
    kept = resolve(s, {"share_award_discard:marion": False}, demand=0, wage=2).state.player("marion")
    assert (kept.share_space, kept.awards) == (26 - 2, ["share_value"])


def test_without_the_award_the_emergency_sale_asks_nothing():
    out = resolve(_short_of_cash_holder(awards=()), demand=0, wage=2)
    assert out.state.player("marion").share_space == 24
