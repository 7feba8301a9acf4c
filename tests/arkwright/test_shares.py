"""Emergency share sales and loans (Water Frame 7.0)."""

from companion.core.ledger import total
from companion.games.arkwright.table import Table
from tests.arkwright.factories import player, table


def test_emergency_sale_from_space_28():
    # Water Frame 7.0 example: space 28, two shares raise £38, four spaces back to 24,
    # £30 to pay, £8 left.
    s = table([player("red", cash=0, shares=10, share_space=28), player("blue")])
    t = Table.of(s)
    t.pay("red", 30, "wages", "Water Frame 5.III.3")
    red = t.state.player("red")
    assert (red.shares, red.share_space, red.cash) == (8, 24, 8)
    assert total(t.ledger, "red", "cash") == 8
    assert total(t.ledger, "red", "share_space") == -4
    assert s.player("red").cash == 0  # the input state is untouched


def test_loans_when_no_shares_are_left():
    s = table([player("red", cash=3, shares=0, share_space=12), player("blue")])
    t = Table.of(s)
    t.pay("red", 25, "wages", "Water Frame 5.III.3")
    red = t.state.player("red")
    assert red.loans == 3 and red.cash == 8 and red.share_space == 9
