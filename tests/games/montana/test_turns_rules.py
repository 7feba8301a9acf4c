"""Montana's turns (seed 004, "MT"): a full area's workers back to a supply that listed none of
their colour, and the turn refusal as the player reads it in German and Dutch."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.montana.pack import PACK
from tests.games.montana.test_turns import place, start


def test_a_full_area_gives_back_a_colour_the_supply_did_not_list():
    """MT goods fields: when every large field of an area is taken at a turn's end, its workers go back to
    their owners' supply. Red's supply listed only red workers; the table put one of Red's yellow workers on
    wood field 1 (a direct edit): when Blue takes wood field 2, Red has 1 yellow worker again."""
    s = start(silver=20, workers={"red": 2})
    s = PACK.apply(s, {"kind": "edit", "path": "areas.wood.large.0", "value": {"player": "red", "colour": "yellow", "count": 1}}).state
    s = PACK.apply(s, {"kind": "other_turn", "player": "red"}).state
    out = PACK.apply(s, place("blue", "wood", 2, ["red"]))
    assert out.state.player("red").workers == {"red": 2, "yellow": 1}
    assert out.state.player("blue").workers == {"red": 2}
    assert out.state.areas["wood"].large == [None, None]


def test_the_turn_refusal_reads_in_german_and_dutch():
    """MT: players take turns clockwise; only the active player enters a turn."""
    with pytest.raises(RuleError) as caught:
        PACK.apply(start(), {"kind": "other_turn", "player": "blue"})
    err = caught.value
    assert (str(err.message), err.section) == ("it is Red's turn", "MT")
    assert (err.message.said("de"), err.message.said("nl")) == ("Red ist am Zug", "Red is aan de beurt")
