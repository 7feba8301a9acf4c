"""A new Spinning Mule game by taps at phone width (390 px) in headless Chromium (Player's Book 3.1):
the version picked, its tiles named, a module switched off, the game started and stored so."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from scenarios import roster
from served import open_app, shown
from test_browser_game import button, by_id
from test_browser_packs import select

pytestmark = pytest.mark.browser


def test_a_spinning_mule_game_started_by_taps_at_390_px(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    roster(store)
    page = open_app(browser, f"{fresh_server.url}new", 390, 844)
    try:
        for who in ("Marion", "Harold", "Angelica"):
            page.get_by_role("checkbox", name=who, exact=True).click()
        select(page, "version", "Spinning Mule (Player's Book 3.1)")
        # the tiles' line is read as part of its card's label (Flutter merges a card's texts into one node)
        tiles = page.get_by_role("group", name=re.compile("Development tiles beside the mat for 3 players")).first
        expect(tiles).to_be_visible(timeout=15_000)
        economy = shown(page, page.get_by_role("switch", name="Spinning Mule: economy markers").or_(
            page.get_by_role("checkbox", name="Spinning Mule: economy markers")).first, whole=True)
        economy.click()
        expect(economy).not_to_be_checked(timeout=10_000)
        start = shown(page, button(page, "Start the game"), whole=True)
        expect(start).to_be_enabled()
        start.click()
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    finally:
        page.close()
    game = max(store.sessions(), key=lambda s: s.id)
    state = store.load(game.id).state
    assert state.mule is not None and state.mule.modules == ["tiles", "events"]
    assert len(state.mat.tiles) == 15 and game.variant == "Spinning Mule without economy markers"
    store.close()
