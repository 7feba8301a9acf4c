"""The split of England's demand (Water Frame 5.III.1) on small tables worked by hand.

Each expected value is the rulebook's walk down the market share table, one call at a time:
at each level every seller at or above it sells one good, higher appeal first, the importer
last among equal appeal; the walk ends when the demand is met.
"""

from __future__ import annotations

from companion.games.arkwright.production.split import split


def test_the_demand_met_before_a_watched_players_turn_asks_them_nothing():
    # Seat 0: appeal 3, 1 good (a player the phase would ask for more); seat 1: appeal 4, 4 goods;
    # the importer at appeal 4; demand 6. Calls 4 and 3: seat 1 and the importer sell 2 each,
    # seat 0 its 1 at call 3 (5 sold). Call 2, 1 left: seat 1 (appeal 4) before the importer
    # (last among equal appeal) takes it and the demand is met, so seat 0 is never called with
    # nothing left: no question, seat 1 sells 3, the importer 2, seat 0 1.
    out = split(6, 4, [3, 4], [1, 4], [2, 2], watch=frozenset({0}))
    assert out.stopped_at is None
    assert (out.sold, out.importer) == ([1, 3], 2)


def test_a_watched_player_called_with_nothing_left_while_demand_remains_is_asked():
    # The same table with demand 8: calls 4 and 3 sell 5 as above; at call 2 seat 1 sells the 6th,
    # the importer the 7th, then seat 0 is called with nothing left while 1 good is still wanted:
    # the phase asks seat 0 at call 2, having sold 1.
    out = split(8, 4, [3, 4], [1, 4], [2, 2], watch=frozenset({0}))
    assert out.stopped_at == (0, 2, 1)
