"""Kanban's starting round in headless Chromium (KDE Beginning of the Game): a spot tapped, Preview, Confirm."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from scenarios import kanban_game
from served import open_app
from test_browser_packs import by_id, shown

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ["COMPANION_SCREENSHOTS"]) if os.environ.get("COMPANION_SCREENSHOTS") else None


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 900)])
def test_the_first_spot_of_the_starting_round_by_taps(browser, server, store, width, height):
    sid = kanban_game(store, workstations=True, starting_round=True, first_player="ben")
    page = open_app(browser, f"{server.url}game/{sid}", width, height)
    try:
        expect(by_id(page, "start-who")).to_contain_text("Ben puts the Certification meeple on a spot now", timeout=20_000)
        shown(page, "start-spot-2").click()
        expect(by_id(page, "start-who")).to_be_visible(timeout=15_000)
        page.wait_for_timeout(1500)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"kanban-start-{width}.png"))
        shown(page, "prepare").click()
        page.wait_for_timeout(500)
        shown(page, "confirm").click()
        expect(by_id(page, "start-who")).to_contain_text("Cleo puts the Certification meeple", timeout=15_000)
    finally:
        page.close()
    assert store.load(sid).state.start_spots == {"ben": 2}
