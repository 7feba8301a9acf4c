"""A Self-Actor game (Player's Book 3.2) at 390 px in headless Chromium: the Reorganization marker taken by taps —
no main action, the food price lowered by one and no cost on the £10 row."""

from __future__ import annotations

import pytest

from action_taps import taps_stored
from scenarios import edit, new_game

pytestmark = pytest.mark.browser


def test_the_reorganization_marker_is_taken_by_taps(browser, server, store):
    sid = new_game(store, self_actor_reorganization=True)
    edit(store, sid, ("phase", "actions"))
    marion = store.load(sid).state.players[0]
    food, cash = marion.factory("food").price, marion.cash
    # the marker, the £10 row (free of charge), one tap on the food price's "one less", then Confirm
    assert taps_stored(browser, server, store, sid, [("tap", "marker-reorganization"), ("tap", "option-reorganization-10"),
                                                     ("tap", "field-price_food-less"), ("tap", "confirm")],
                       first="marker-reorganization", shot="/tmp/reorganization-taps.png")
    after = store.load(sid).state.players[0]
    assert after.factory("food").price == food - 1
    assert after.cash == cash  # "free of charge regardless of the space used"
    assert [(pm.marker, pm.row) for pm in after.placed] == [("reorganization", 10)]
