"""The Stock Exchange's share and loan options, one rule at a time (Water Frame 5.II.2.6).

Each option is called as the action calls it, without a section: the rule it names is then the
Stock Exchange's own. Every refusal leaves the table as it was and names the rule and the numbers
the player sees at the table.
"""

import pytest

from companion.core.errors import RuleError
from companion.games.arkwright.shares import buy_shares, repay_loans, sell_shares
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import player, table

SECTION = "Water Frame 5.II.2.6"


def red_table(**kw) -> Table:
    return Table.of(table([player("red", **kw), player("blue")]))


def lines(t: Table) -> list[tuple]:
    return [(e.kind, e.amount, e.code, e.section) for e in t.ledger]


def refusal(call, *args, **kw) -> RuleError:
    with pytest.raises(RuleError) as info:
        call(*args, **kw)
    return info.value


# --- repaying loans ---------------------------------------------------------------------------

def test_each_loan_is_repaid_with_13_pounds():
    """Water Frame 5.II.2.6: "For each loan, a player must pay £13 to the bank"; any number at once."""
    t = red_table(cash=26, loans=2, shares=5)
    repay_loans(t, "red", 2)
    red = t.p("red")
    assert (red.cash, red.loans) == (0, 0)  # exactly the £26 there was: no emergency sale
    assert red.shares == 5
    assert lines(t) == [("cash", -26, "arkwright.repays_loans_cash", SECTION),
                        ("loans", -2, "arkwright.repays_loans", SECTION)]


def test_repaying_more_loans_than_taken_is_refused():
    """Water Frame 5.II.2.6: only outstanding loans are repaid."""
    t = red_table(cash=100, loans=2)
    e = refusal(repay_loans, t, "red", 3)
    assert e.message == "Red has 2 loans to repay, not 3" and e.section == SECTION
    assert refusal(repay_loans, t, "red", -1).message == "Red has 2 loans to repay, not -1"
    one = red_table(cash=100, loans=1)
    assert refusal(repay_loans, one, "red", 2).message == "Red has 1 loan to repay, not 2"
    assert (t.p("red").cash, t.p("red").loans) == (100, 2) and not list(t.ledger)


def test_a_loan_is_not_repaid_with_a_loan():
    """Water Frame 5.II.2.6 and 7.0: repaying is voluntary, so short cash refuses it (no emergency sale)."""
    t = red_table(cash=25, loans=2, shares=5)
    e = refusal(repay_loans, t, "red", 2)
    assert e.message == "Red needs £26 to repay 2 loans but has £25" and e.section == SECTION
    one = red_table(cash=12, loans=1)
    assert refusal(repay_loans, one, "red", 1).message == "Red needs £13 to repay 1 loan but has £12"
    assert (t.p("red").cash, t.p("red").loans, t.p("red").shares) == (25, 2, 5) and not list(t.ledger)


def test_repaying_no_loan_changes_nothing():
    t = red_table(cash=5, loans=0)
    repay_loans(t, "red", 0)
    assert not list(t.ledger) and t.p("red").cash == 5


# --- buying shares ----------------------------------------------------------------------------

def test_marion_buys_at_16_on_space_22():
    """Water Frame 5.II.2.6 example: on space 22 Marion buys shares at £16; the price does not move."""
    t = red_table(cash=40, shares=3, share_space=22)
    buy_shares(t, "red", 2)
    red = t.p("red")
    assert (red.cash, red.shares, red.share_space) == (8, 5, 22)
    assert lines(t) == [("cash", -32, "arkwright.buys_shares_cash", SECTION),
                        ("shares", 2, "arkwright.buys_shares", SECTION)]
    assert [e.params for e in t.ledger][0] == {"name": "Red", "count": 2, "price": 16}


def test_the_light_grey_marker_buys_the_first_share_at_half_price_rounded_up():
    """Spinning Jenny 5.II.2.6: the first share at half price rounded up (£19 -> £10), the others in full."""
    t = red_table(cash=40, shares=3, share_space=28)
    buy_shares(t, "red", 2, first_half_price=True)
    assert (t.p("red").cash, t.p("red").shares) == (40 - 10 - 19, 5)
    assert lines(t)[0] == ("cash", -29, "arkwright.buys_shares_first_half_price", SECTION)


def test_outstanding_loans_forbid_buying_shares():
    """Water Frame 5.II.2.6: "As long as a player has outstanding loans, he may not purchase any shares"."""
    t = red_table(cash=100, loans=1, shares=3)
    e = refusal(buy_shares, t, "red", 1)
    assert e.message == "Red must repay all loans before buying shares" and e.section == SECTION
    assert t.p("red").shares == 3 and not list(t.ledger)


def test_no_company_owns_more_than_30_shares():
    """Player's Book 1.5: a company has up to 30 shares; buying to 30 is allowed, past it refused."""
    t = red_table(cash=100, shares=29, share_space=10)
    e = refusal(buy_shares, t, "red", 2)
    assert e.message == "Red can own at most 30 shares" and e.section == SECTION
    buy_shares(t, "red", 1)
    assert t.p("red").shares == 30


def test_a_purchase_needs_the_cash_on_hand():
    """Water Frame 5.II.2.6: buying is voluntary; short cash refuses it instead of selling or borrowing."""
    t = red_table(cash=15, shares=3, share_space=22)
    e = refusal(buy_shares, t, "red", 1)
    assert e.message == "Red needs £16 for 1 share but has £15" and e.section == SECTION
    assert refusal(buy_shares, t, "red", 2).message == "Red needs £32 for 2 shares but has £15"
    assert (t.p("red").cash, t.p("red").shares) == (15, 3) and not list(t.ledger)


def test_the_variant_bank_runs_out_of_shares():
    """Player's Book 3.3 (Stock Exchange variant): only the shares the bank still holds can be bought."""
    red = player("red", cash=200, shares=20, share_space=10)
    blue = player("blue", holdings={"red": 8})
    t = Table.of(table([red, blue], stock_exchange=True))
    e = refusal(buy_shares, t, "red", 3)
    assert e.message == "the bank has 2 shares of Red left, not 3" and e.section == "Player's Book 3.3"
    buy_shares(t, "red", 2)
    assert t.p("red").shares == 22


# --- selling shares ---------------------------------------------------------------------------

def test_marion_sells_at_9_on_space_9():
    """Water Frame 5.II.2.6 example: on space 9 each share sells at £9; the indicator does not move."""
    t = red_table(cash=0, shares=4, share_space=9)
    sell_shares(t, "red", 4)  # every share owned may be sold
    red = t.p("red")
    assert (red.cash, red.shares, red.share_space) == (36, 0, 9)
    assert lines(t) == [("shares", -4, "arkwright.sells_shares", SECTION),
                        ("cash", 36, "arkwright.sells_shares_cash", SECTION)]


def test_selling_more_shares_than_owned_is_refused():
    t = red_table(cash=0, shares=1, share_space=9)
    e = refusal(sell_shares, t, "red", 2)
    assert e.message == "Red owns 1 share, cannot sell 2" and e.section == SECTION
    two = red_table(cash=0, shares=2)
    assert refusal(sell_shares, two, "red", 3).message == "Red owns 2 shares, cannot sell 3"
    assert t.p("red").shares == 1 and not list(t.ledger)


def test_selling_or_buying_no_share_writes_nothing():
    t = red_table(cash=10, shares=2)
    sell_shares(t, "red", 0)
    buy_shares(t, "red", 0)
    assert not list(t.ledger) and (t.p("red").cash, t.p("red").shares) == (10, 2)
