"""The Stock Exchange variant in the stock exchange action (Player's Book 3.3)."""

from __future__ import annotations

import pytest

from companion.core.ledger import total
from companion.games.arkwright.stock_exchange import bank_supply, bonus
from tests.games.arkwright.actions.helpers import act, player, refused, turn_table

#: row 2 of the administration chart costs £2
ADMIN = 2


def se(**kw):
    return {"action": "stock_exchange", **kw}


def game(red, green=None, *, variant=True, **kw):
    green = green or player("green", cash=10, share_space=17)
    return turn_table([red, green], stock_exchange=variant, **kw)


def test_example_red_buys_4_green_shares_at_14_and_green_gets_8():
    # Player's Book 3.3: Green's shares are worth £14; Red pays £56, the bank pays Green £2 a share, £8.
    s = game(player("red", cash=60), player("green", cash=10, share_space=17))
    assert s.board.share(17).value == 14 and bonus(14) == 2
    out = act(s, "red", "stock_exchange", 2, se(buy_others={"green": 4}))
    red, green = out.state.players
    assert red.holdings == {"green": 4} and red.cash == 60 - ADMIN - 56
    assert green.cash == 10 + 8 and green.shares == 15 and green.share_space == 17
    assert total(out.ledger, "green", "cash") == 8
    assert bank_supply(out.state, "green") == 30 - 15 - 4


def test_sell_others_shares_at_their_value_and_no_indicator_moves():
    s = game(player("red", cash=5, share_space=29, holdings={"green": 3}), player("green", share_space=38))
    out = act(s, "red", "stock_exchange", 2, se(sell_others={"green": 2}))
    red, green = out.state.players
    assert red.holdings == {"green": 1} and red.cash == 5 - ADMIN + 2 * 23
    assert (red.share_space, green.share_space, green.cash) == (29, 38, 0)
    refused(s, "red", "stock_exchange", 2, se(sell_others={"green": 4}), match="holds 3 shares of Green")


def test_a_company_sold_in_the_action_is_not_bought_in_it():
    s = game(player("red", cash=50, holdings={"green": 2}))
    refused(s, "red", "stock_exchange", 2, se(sell_others={"green": 1}, buy_others={"green": 1}),
            match="cannot buy shares of Green in the action that sells them")


def test_nothing_bought_is_sold_in_the_same_action():
    # sales come first: a share bought in the action is not there to be sold
    s = game(player("red", cash=50))
    refused(s, "red", "stock_exchange", 2, se(buy_others={"green": 1}, sell_others={"green": 1}), match="cannot buy")
    refused(s, "red", "stock_exchange", 2, se(sell_others={"green": 1}), match="holds 0 shares of Green")


def test_own_shares_come_from_the_bank_first_then_from_a_chosen_holder():
    # Green owns 10, Red holds 20 of Green: the bank has none, Green buys back from Red at the track price
    red = player("red", cash=0, holdings={"green": 20})
    green = player("green", cash=40, shares=10, share_space=22)
    s = game(red, green, start_player=1)
    price = s.board.share(22).buy
    out = act(s, "green", "stock_exchange", 2, se(buy_back={"red": 2}))
    red, green = out.state.players
    assert green.shares == 12 and green.cash == 40 - ADMIN - 2 * price
    assert red.holdings == {"green": 18} and red.cash == 2 * price
    refused(s, "green", "stock_exchange", 2, se(buy=1), match="the bank has 0 shares of Green left")


def test_buying_back_is_refused_while_the_bank_has_own_shares():
    red = player("red", cash=0, holdings={"green": 5})
    green = player("green", cash=90, shares=20, share_space=22)
    s = game(red, green, start_player=1)
    assert bank_supply(s, "green") == 5
    refused(s, "green", "stock_exchange", 2, se(buy_back={"red": 1}), match="must first buy the 5 shares the bank still has")
    out = act(s, "green", "stock_exchange", 2, se(buy=5))
    assert out.state.players[1].shares == 25


def test_the_bank_sells_no_more_than_it_has():
    red = player("red", cash=500)
    green = player("green", shares=25, share_space=17)
    s = game(red, green)
    refused(s, "red", "stock_exchange", 2, se(buy_others={"green": 6}), match="the bank has 5 shares of Green left, not 6")


def test_buying_others_is_refused_when_cash_is_short_and_no_emergency_sale_is_made():
    s = game(player("red", cash=20))
    refused(s, "red", "stock_exchange", 2, se(buy_others={"green": 2}), match="needs £28 for 2 shares of Green but has £18")


@pytest.mark.parametrize("move", [{"buy_others": {"green": 1}}, {"sell_others": {"green": 1}}, {"buy_back": {"green": 1}}])
def test_without_the_variant_no_other_company_is_traded(move):
    s = game(player("red", cash=50), variant=False)
    refused(s, "red", "stock_exchange", 2, se(**move), match="only in the Stock Exchange variant")


def test_own_company_is_not_a_holding():
    s = game(player("red", cash=50))
    refused(s, "red", "stock_exchange", 2, se(buy_others={"red": 1}), match="another company")


def _choices(s, pid):
    from companion.games.arkwright.actions import legal_actions

    return next(o for o in legal_actions(s, pid) if o["kind"] == "marker" and o["marker"] == "stock_exchange" and o["row"] == ADMIN)["buys"]


def test_legal_lists_each_company_with_its_prices_and_ranges_and_the_engine_takes_each_count():
    s = game(player("red", cash=60, holdings={"green": 2}), player("green", share_space=17))
    c = _choices(s, "red")
    assert c["others"]["green"] == {"name": "Green", "buy_price": 14, "sell_price": 14, "bonus": 2, "bank": 13, "buy_max": 4, "sell_max": 2}
    assert c["own_with_bank"] == 15 and c["buy_back"] == {}
    for n in range(c["others"]["green"]["buy_max"] + 1):
        act(s, "red", "stock_exchange", 2, se(buy_others={"green": n}))
    for n in range(c["others"]["green"]["sell_max"] + 1):
        act(s, "red", "stock_exchange", 2, se(sell_others={"green": n}))
    refused(s, "red", "stock_exchange", 2, se(buy_others={"green": c["others"]["green"]["buy_max"] + 1}), match="needs £70")


def test_legal_offers_buying_back_only_when_the_bank_has_none_of_the_own_shares():
    s = game(player("red", holdings={"green": 20}), player("green", cash=40, shares=10, share_space=22), start_player=1)
    assert _choices(s, "green")["buy_back"] == {"red": 20} and _choices(s, "green")["own_with_bank"] == 0
    s2 = game(player("red", holdings={"green": 4}), player("green", cash=40, shares=10, share_space=22), start_player=1)
    assert _choices(s2, "green")["buy_back"] == {}
    assert "Water Frame" not in _choices(s, "green")["others_text"]
    assert "others" not in _choices(game(player("red", cash=60), variant=False), "red")


def test_the_broker_buys_own_shares_at_half_price_only_from_the_bank():
    # Green owns 28, Red holds 2 of Green: the bank has none, so the Broker's half-price share is refused
    red = player("red", cash=0, holdings={"green": 2})
    green = player("green", cash=40, shares=28, share_space=22, tiles=["broker"])
    s = game(red, green, start_player=1)
    refused(s, "green", "stock_exchange", 2, additional={"type": "broker", "shares": 1}, match="the bank has 0 shares of Green left")
    s2 = game(player("red", cash=0, holdings={"green": 1}), green, start_player=1)
    out = act(s2, "green", "stock_exchange", 2, additional={"type": "broker", "shares": 1})
    assert out.state.players[1].shares == 29
