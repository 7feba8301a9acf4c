"""After a step is stored, the next step stays in view at phone width (issue 22, item 6).

A production moves many pieces; on a phone held upright its "stored" card folds the list behind one
tap (the preview showed it before Confirm), so the next step's title is on screen without scrolling;
at 1280 px the list stays open. Screenshots at both widths with COMPANION_SCREENSHOTS set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.core.moves import table_moves
from companion.games.arkwright.pack import PACK
from scenarios import edit, new_game
from served import open_app
from test_browser_game import by_id
from test_browser_packs import shown

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ["COMPANION_SCREENSHOTS"]) if os.environ.get("COMPANION_SCREENSHOTS") else None
#: the app bar above and the tab bar below the list (px) at 844 px high
TOP, BOTTOM = 60, 90


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 900)])
def test_after_a_production_is_stored_the_next_step_is_in_view(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    before = store.load(sid).state
    after = PACK.apply(before, {"kind": "production", "answers": {}}).state
    moves = table_moves(PACK, before, after)
    assert len(moves) > 6  # a long list: the case the fold is for
    page = open_app(browser, f"{server.url}game/{sid}", width, height)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
        shown(page, "resolve").click()
        page.wait_for_timeout(500)  # the preview opens: Confirm stands still before the tap
        shown(page, "confirm").click()
        expect(by_id(page, "stored")).to_contain_text("stored. Move these on the table:", timeout=15_000)
        expect(by_id(page, "step-title").first).to_contain_text("Economy phase")  # the next step is drawn
        page.wait_for_timeout(1000)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"next-step-{width}.png"))
        title = by_id(page, "step-title").first  # the next step, without a scroll
        box = title.bounding_box()
        assert box is not None and TOP <= box["y"] and box["y"] + box["height"] <= height - BOTTOM, box
        if width < 600:
            expect(by_id(page, "stored-moves-0")).to_have_count(0)  # folded
            by_id(page, "last-step-moves").first.click()
            expect(shown(page, "stored-moves-0")).to_have_text(moves[0].words)
            if SHOTS:
                page.screenshot(path=str(SHOTS / f"next-step-{width}-unfolded.png"))
        else:
            expect(by_id(page, f"stored-moves-{len(moves) - 1}")).to_have_count(1)  # open on a wide screen
    finally:
        page.close()
