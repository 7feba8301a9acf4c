"""One Union Stockyards year from its Phase I to the next, as a table plays it (seed 002).

Three players, two workers each, Union Spirit 3. The Year card "Rail strike" (placeholder
data: Market 1 blocked, Union Spirit +1) starts a strike; the livestock arrives from the
prices and the player count; Advertising 2 is blocked by the player count; a second use of
cattle at the Market is refused; Campaign decides Phase III; the prices adjust.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.core.ledger import total
from companion.games.union_stockyards.pack import PACK
from tests.games.union_stockyards.factories import FOLLOWED, place, said


def test_a_year_with_a_strike_a_year_card_and_refused_placements():
    s = PACK.start(FOLLOWED | {"yard": {"cattle": 1, "hogs": 0, "sheep": 2}}).state
    one = PACK.apply(s, {"kind": "phase_one", "card": "rail_strike"})
    s = one.state
    # livestock from the prices (8, 6, 5) and 3 players: 2 of each (unverified table)
    assert s.yard == {"cattle": 3, "hogs": 2, "sheep": 4}
    assert s.union_spirit == 4 and all(p.picket and p.low_morale == 1 for p in s.players)
    assert set(s.blocked) == {"market_1", "advertising_2"}
    assert said(one.ledger)[-1] == ("first_to_place", {"name": "Ann"})

    with pytest.raises(RuleError, match="Market 1 is blocked this year"):
        PACK.apply(s, place("ann", "market_1", "cattle"))
    ann = PACK.apply(s, place("ann", "market_2", "cattle"))
    assert total(ann.ledger, "ann", "cash") == 4  # margin 12 - 8
    s = ann.state
    s = PACK.apply(s, place("bob", "campaign")).state
    with pytest.raises(RuleError, match="Advertising 2 is blocked"):
        PACK.apply(s, place("cy", "advertising_2", "hogs"))
    s = PACK.apply(s, place("cy", "market_3", "cattle")).state  # another player may sell cattle
    # one worker each on the Picket Line: every available worker is placed
    with pytest.raises(RuleError, match="every available worker is placed"):
        PACK.apply(s, place("ann", "market_3", "hogs"))

    end = PACK.apply(s, {"kind": "phase_three", "party": "party B"})
    s = end.state
    assert (s.year, s.phase, s.first_player, s.party) == (2, "I", "bob", "party B")
    # the Yard left: cattle 1, hogs 2, sheep 4 -> cattle +3, sheep -2
    assert s.prices == {"cattle": 11, "hogs": 6, "sheep": 3}
    assert [p.cash for p in s.players] == [14, 10, 14]
    assert not any(p.picket for p in s.players) and s.placements == [] and s.blocked == []

    # the next year: the strike is over only if Union Spirit falls; cattle can be sold again
    s = PACK.apply(s, {"kind": "phase_one", "card": "calm"}).state
    assert s.union_spirit == 3 and not any(p.picket for p in s.players)
    assert PACK.apply(s, place("bob", "market_1", "cattle")).state.player("bob").cash == 10 + 12 - 11


def test_a_second_use_of_a_type_at_the_market_in_one_year_is_refused_then_allowed_next_year():
    s = PACK.start(FOLLOWED | {"yard": {"cattle": 4, "hogs": 4, "sheep": 4}}).state
    s = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state
    for e in (place("ann", "market_1", "hogs"), place("bob", "build"), place("cy", "build")):
        s = PACK.apply(s, e).state
    with pytest.raises(RuleError, match="already used hogs at Market"):
        PACK.apply(s, place("ann", "market_2", "hogs"))
    refused = [c for c in PACK.legal(s, "ann") if c.entry.get("space") == "market_2"]
    assert [c.legal for c in refused] == [True, False, True]  # cattle, hogs, sheep
