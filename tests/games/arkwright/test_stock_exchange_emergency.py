"""Emergency sales of other companies' shares in the Stock Exchange variant (Player's Book 3.3, Water Frame 7.0)."""

from companion.games.arkwright.stock_exchange import emergency_sale_of_holding
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import player, table

WAGES = ("arkwright.social_unrest", "Water Frame 6.II")


def test_example_red_sells_2_green_shares_at_23_and_falls_6_spaces():
    # Player's Book 3.3: Green on 38 (£23), Red on 29 (£20); the bank pays £46,
    # Red falls 3 spaces per Green share, 6 in all, to space 23 (£17).
    s = table([player("red", cash=0, share_space=29, holdings={"green": 2}), player("green", share_space=38)], stock_exchange=True)
    t = Table.of(s)
    emergency_sale_of_holding(t, "red", "green", 2)
    red, green = t.state.players
    assert red.cash == 46 and red.holdings == {} and red.share_space == 23
    assert t.board.share(23).value == 17 and green.share_space == 38
    # selling 2 own shares instead: £40 and 4 spaces (Water Frame 7.0)
    t2 = Table.of(table([player("red", cash=0, share_space=29, shares=15), player("green", share_space=38)], stock_exchange=True))
    t2.pay("red", 40, *WAGES, name="Red", per=4, workers=10)
    assert t2.state.players[0].share_space == 25 and t2.state.players[0].shares == 13


def test_holdings_go_before_any_loan_once_the_own_shares_are_gone():
    s = table([player("red", cash=0, shares=0, share_space=29, holdings={"green": 3}), player("green", share_space=38)], stock_exchange=True)
    t = Table.of(s)
    t.pay("red", 30, *WAGES, name="Red", per=3, workers=10)
    red = t.state.players[0]
    # two Green shares (£46) cover £30; no loan is taken
    assert red.holdings == {"green": 1} and red.loans == 0 and red.cash == 16 and red.share_space == 23


def test_a_voluntary_payment_beyond_every_means_is_still_refused():
    import pytest

    from companion.core.errors import RuleError

    s = table([player("red", cash=0, shares=0, loans=30, share_space=29, holdings={"green": 1}), player("green", share_space=38)], stock_exchange=True)
    t = Table.of(s)
    with pytest.raises(RuleError, match="cannot take"):
        t.pay("red", 100, "arkwright.builds_factory", "Water Frame 5.II.2.1", forced=False, name="Red")


def test_the_bank_lends_no_share_another_player_holds():
    # Red owns none and has 25 loans; Green holds 3 of Red's: the bank has 2 shares of Red left to lend
    s = table([player("red", cash=0, shares=0, loans=25, share_space=5), player("green", share_space=38, holdings={"red": 3})],
              stock_exchange=True)
    t = Table.of(s)
    assert t.funds("red") == 2 * 10
    t.pay("red", 50, *WAGES, name="Red", per=5, workers=10)
    red = t.state.players[0]
    assert red.loans == 27 and red.cash == 0  # the two loans left, then the rest cannot be paid
