"""A Self-Actor game (Player's Book 3.2) at 390 px in headless Chromium: the Reorganization marker taken by taps —
no main action, the food price lowered by one and no cost on the £10 row; at the round's end the marker turns dark."""

from __future__ import annotations

import pytest

from action_taps import _stored, do_step
from scenarios import edit, new_game
from served import enable_semantics, new_tab

pytestmark = pytest.mark.browser


def _taps(browser, server, store, sid: int, steps) -> bool:
    before = store.version(sid)
    page = new_tab(browser, server.url, 390, 844)
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        page.locator(f'[flt-semantics-identifier="{steps[0][1]}"]').first.wait_for(timeout=30_000)
        for step in steps:
            try:
                do_step(page, step)
            except AssertionError:
                page.screenshot(path="/tmp/sareorg_shot.png", full_page=True)
                raise AssertionError(f"{step} never came on screen") from None
        stored = _stored(store, sid, before)
    finally:
        page.close()
    return stored


def test_the_reorganization_marker_is_taken_by_taps(browser, server, store):
    sid = new_game(store, self_actor_reorganization=True)
    edit(store, sid, ("phase", "actions"))
    marion = store.load(sid).state.players[0]
    food, cash = marion.factory("food").price, marion.cash
    # the marker, the £10 row (free of charge), one tap on the food price's "one less", then Confirm
    assert _taps(browser, server, store, sid, [("tap", "marker-reorganization"), ("tap", "option-reorganization-10"),
                                               ("tap", "field-price_food-less"), ("tap", "confirm")])
    after = store.load(sid).state.players[0]
    assert after.factory("food").price == food - 1
    assert after.cash == cash  # "free of charge regardless of the space used"
    assert [(pm.marker, pm.row) for pm in after.placed] == [("reorganization", 10)]
