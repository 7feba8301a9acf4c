"""The holdings a Stock Exchange game charts (Player's Book 3.3): each player's shares of the other companies,
at each company's share value (what the bank pays for them in a stock exchange action)."""

from __future__ import annotations

from companion.games.arkwright.holdings import holdings_value
from companion.games.arkwright.pack import PACK
from companion.store.derived import points
from tests.games.arkwright.actions.helpers import act, player, turn_table


def se_game(red, green, **kw):
    return turn_table([red, green], stock_exchange=True, **kw)


def test_the_example_purchase_gives_red_holdings_worth_56():
    # Player's Book 3.3's example: Red buys 4 Green shares worth £14 each
    s = se_game(player("red", cash=60), player("green", cash=10, share_space=17))
    before = PACK.summary(s)
    assert [p.details["holdings_value"] for p in before.players] == [0, 0]
    out = act(s, "red", "stock_exchange", 2, {"action": "stock_exchange", "buy_others": {"green": 4}})
    red, green = PACK.summary(out.state).players
    assert (red.details["holdings_value"], green.details["holdings_value"]) == (4 * 14, 0)
    # the 4th stored number per seat: [cash, share value, score, holdings]
    assert points(PACK.summary(out.state), PACK.chart_values) == [
        [60 - 2 - 56, red.details["share_value"], red.score, 56], [10 + 8, 14, green.score, 0]]


def test_holdings_follow_each_company_s_own_share_value():
    # Red holds 2 Green (space 38, £23) and 3 Blue (space 17, £14); Green holds 1 Red (space 29, £20)
    red = player("red", share_space=29, holdings={"green": 2, "blue": 3})
    green = player("green", share_space=38, holdings={"red": 1})
    blue = player("blue", share_space=17)
    s = turn_table([red, green, blue], stock_exchange=True)
    assert [s.board.share(n).value for n in (38, 17, 29)] == [23, 14, 20]
    assert [holdings_value(s, pid) for pid in ("red", "green", "blue")] == [2 * 23 + 3 * 14, 20, 0]


def test_a_game_without_the_stock_exchange_stores_no_4th_number():
    s = turn_table([player("red"), player("green")])
    summary = PACK.summary(s)
    assert all("holdings_value" not in p.details for p in summary.players)
    assert [len(row) for row in points(summary, PACK.chart_values)] == [3, 3]
