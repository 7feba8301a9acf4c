"""Emergency share sales and loans (Water Frame 7.0)."""

import pytest

from companion.core.errors import RuleError
from companion.core.ledger import total
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table

#: a payment the rules force on the player (its words do not matter here)
WAGES = ("arkwright.social_unrest", "Water Frame 6.II")


def lines(ledger) -> list[tuple]:
    return [(e.kind, e.amount, e.code, e.params) for e in ledger]


def test_emergency_sale_from_space_28():
    # Water Frame 7.0 example: space 28, two shares raise £38, four spaces back to 24,
    # £30 to pay, £8 left.
    s = table([player("red", cash=0, shares=10, share_space=28), player("blue")])
    t = Table.of(s)
    t.pay("red", 30, *WAGES, name="Red", per=3, workers=10)
    red = t.state.player("red")
    assert (red.shares, red.share_space, red.cash) == (8, 24, 8)
    assert total(t.ledger, "red", "cash") == 8
    assert total(t.ledger, "red", "share_space") == -4
    assert lines(t.ledger) == [
        ("shares", -2, "arkwright.emergency_sale", {"name": "Red", "sold": 2}),
        ("cash", 38, "arkwright.emergency_sale_cash", {"name": "Red", "value": 19, "sold": 2}),
        ("share_space", -4, "arkwright.emergency_sale_drop", {"drop": 2, "space": 28}),
        ("cash", -30, "arkwright.social_unrest", {"name": "Red", "per": 3, "workers": 10}),
    ]
    assert s.player("red").cash == 0  # the input state is untouched


def test_loans_when_no_shares_are_left():
    s = table([player("red", cash=3, shares=0, share_space=12), player("blue")])
    t = Table.of(s)
    t.pay("red", 25, *WAGES, name="Red", per=5, workers=5)
    red = t.state.player("red")
    assert red.loans == 3 and red.cash == 8 and red.share_space == 9
    assert lines(t.ledger)[:3] == [
        ("loans", 3, "arkwright.loans_taken", {"name": "Red", "loans": 3, "each": 10}),
        ("cash", 30, "arkwright.loans_cash", {"name": "Red", "total": 30}),
        ("share_space", -3, "arkwright.loans_drop", {"loans": 3, "back": 1}),
    ]


def test_a_forced_payment_beyond_the_last_loan_takes_all_cash_and_writes_off_the_rest():
    # Found by the whole-game simulator: a company with no share left to sell or lend could not
    # place a marker (placing one is never optional, Water Frame 5.II.1), so the game stuck.
    s = table([player("red", cash=3, shares=0, loans=28, share_space=12), player("blue")])
    t = Table.of(s)
    t.pay("red", 45, *WAGES, name="Red", per=5, workers=9)
    red = t.state.player("red")
    assert (red.cash, red.loans, red.shares, red.share_space) == (0, 30, 0, 10)
    assert total(t.ledger, "red", "cash") == -3 and total(t.ledger, "red", "loans") == 2
    assert ("note", 0, "arkwright.cannot_be_paid", {"unpaid": 22}) in lines(t.ledger)


def test_a_voluntary_payment_beyond_the_last_loan_is_refused():
    s = table([player("red", cash=3, shares=0, loans=30), player("blue")])
    with pytest.raises(RuleError, match="no shares left to lend"):
        Table.of(s).pay("red", 10, "arkwright.reuse_fee", "Water Frame 5.II.2.1", forced=False, name="Red", fee=10)


def test_a_broke_player_still_places_a_marker():
    from companion.games.arkwright.pack import apply

    s = table([player("red", cash=1, shares=0, loans=30), player("blue")], phase="actions")
    out = apply(s, {"kind": "action", "player": "red", "marker": "workers", "row": 6})
    assert out.state.player("red").cash == 0 and out.state.phase == "actions"
    quality = {"kind": "action", "player": "red", "marker": "quality", "row": 6, "main": {"action": "quality", "levels": {"food": 1}}}
    broke = table([player("red", cash=1, shares=0, loans=30, factories=[factory("food")]), player("blue")], phase="actions")
    with pytest.raises(RuleError, match="£1 of administrative costs buys 0 quality"):
        apply(broke, quality)  # only the £1 paid counts toward the action
    from companion.games.arkwright.actions import legal_actions

    listed = {(o["marker"], o["row"]): o for o in legal_actions(broke, "red") if o["kind"] == "marker"}
    assert listed[("quality", 6)]["legal"] and listed[("quality", 6)]["buys"]["levels"] == 0
    engineer = table([player("red", cash=5, shares=0, loans=30, tiles=["engineer"], factories=[factory("food")]), player("blue")], phase="actions")
    listed = {(o["marker"], o["row"]): o for o in legal_actions(engineer, "red") if o["kind"] == "marker"}
    assert listed[("quality", 8)]["buys"]["levels"] == 0  # the Engineer's free choice stops at the £5 there is
    shipper = table([player("red", cash=3, shares=0, loans=30, ships=[4], ship_crew=1), player("blue")], phase="actions")
    listed = {(o["marker"], o["row"]): o for o in legal_actions(shipper, "red") if o["kind"] == "marker"}
    assert not listed[("ship:0", 4)]["legal"] and "at least £4" in listed[("ship:0", 4)]["reason"]
    with pytest.raises(RuleError, match="£3 would be paid"):
        apply(shipper, {"kind": "action", "player": "red", "marker": "ship:0", "row": 4})
    refused = {"kind": "action", "player": "red", "marker": "factory", "row": 2, "main": {"action": "factory", "steps": [{"do": "build", "good": "food", "level": 1, "price": 5}]}}
    with pytest.raises(RuleError, match="no shares left to lend"):
        apply(s, refused)
