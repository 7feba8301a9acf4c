"""Sales at the margin, money the table moves and the price adjustment, rule by rule (seed 002: US Market terms,
US Phase III).

Seed 002's set-up numbers (tests/games/union_stockyards/factories.py): prices cattle $8, hogs $6, sheep $5, meat
values 12, 6 and 3, so margins +4, 0 and -2. A sale at a negative margin needs the cash for the shortfall; the
least plentiful type rises $3, the most plentiful falls $2.
"""

from __future__ import annotations

from companion.games.union_stockyards.pack import PACK
from tests.games.union_stockyards.factories import FOLLOWED, START, refused

MARKET = "US Market terms"


def phase_two(yard=None, **changes):
    s = PACK.start(START | changes).state
    s = PACK.apply(s, {"kind": "phase_one"}).state
    if yard is not None:
        s.yard = dict(yard)
    return s


def test_a_sale_is_one_line_at_its_margin_and_is_remembered():
    """US Market terms: 2 cattle at a margin of 12 - 8 = 4 pay $8."""
    s = phase_two({"cattle": 3, "hogs": 3, "sheep": 3})
    out = PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "cattle", "count": 2})
    [line] = out.ledger
    assert (line.player, line.kind, line.amount, line.code, line.section) == ("ann", "cash", 8, "union_stockyards.sells", MARKET)
    assert line.params == {"count": 2, "kind": "cattle", "meat": 12, "price": 8, "each": 4}
    assert out.state.sales == ["ann:cattle"] and out.state.yard["cattle"] == 1


def test_animals_already_held_leave_the_yard_alone():
    s = phase_two({"cattle": 0, "hogs": 3, "sheep": 3})
    out = PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "cattle", "from_yard": False})
    assert out.state.player("ann").cash == 14 and out.state.yard == {"cattle": 0, "hogs": 3, "sheep": 3}


def test_the_cash_that_covers_the_shortfall_exactly_is_enough():
    """US Market terms: a negative margin requires cash to cover the shortfall: $4 covers 2 sheep at -2."""
    s = phase_two({"cattle": 0, "hogs": 0, "sheep": 3}, cash=4)
    out = PACK.apply(s, {"kind": "sale", "player": "ann", "livestock": "sheep", "count": 2})
    assert out.state.player("ann").cash == 0
    s = phase_two({"cattle": 0, "hogs": 0, "sheep": 3}, cash=3)
    e = refused(s, {"kind": "sale", "player": "ann", "livestock": "sheep", "count": 2})
    assert e.message == "Ann cannot cover the shortfall: 2 sheep at a margin of -2 costs 4, and Ann has 3"
    assert e.section == MARKET


def test_a_sale_the_yard_or_the_types_cannot_give_is_refused():
    s = phase_two({"cattle": 0, "hogs": 1, "sheep": 3})
    e = refused(s, {"kind": "sale", "player": "ann", "livestock": "hogs", "count": 2})
    assert e.message == "only 1 hogs in the Yard" and e.section == "US Phase I"
    e = refused(s, {"kind": "sale", "player": "ann", "livestock": "goats"})
    assert e.message == "there is no livestock type 'goats'; the types are cattle, hogs, sheep" and e.section == MARKET


def test_a_game_that_follows_the_placements_sells_on_the_market_spaces():
    s = PACK.start(FOLLOWED | {"yard": {"cattle": 3, "hogs": 3, "sheep": 3}}).state
    s = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state
    e = refused(s, {"kind": "sale", "player": "ann", "livestock": "cattle"})
    assert e.message == "in this game a sale is made by placing a worker on a Market space" and e.section == "US Phase II"


def test_money_the_table_takes_stops_at_what_a_player_has():
    s = phase_two(cash=3)
    out = PACK.apply(s, {"kind": "adjust", "player": "ann", "amount": -3, "reason": "pays for a building"})
    assert out.state.player("ann").cash == 0
    assert [(e.code, e.section) for e in out.ledger] == [("core.table_note", "counted at the table")]
    e = refused(s, {"kind": "adjust", "player": "ann", "amount": -4, "reason": "pays for a building"})
    assert e.message == "Ann has 3 and cannot pay 4" and e.section == "US Phase II"


def test_each_price_adjustment_is_a_line_of_phase_three():
    """US Phase III: 1 cattle left (least) +3, 4 hogs (most) -2, 2 sheep unchanged."""
    s = phase_two({"cattle": 1, "hogs": 4, "sheep": 2})
    out = PACK.apply(s, {"kind": "phase_three"})
    adjusts = [(e.section, e.params) for e in out.ledger if e.code == "union_stockyards.price_adjusts"]
    assert adjusts == [
        ("US Phase III (price adjustment)", {"kind": "cattle", "left": 1, "before": 8, "after": 11, "change": 3}),
        ("US Phase III (price adjustment)", {"kind": "hogs", "left": 4, "before": 6, "after": 4, "change": -2}),
        ("US Phase III (price adjustment)", {"kind": "sheep", "left": 2, "before": 5, "after": 5, "change": 0}),
    ]
