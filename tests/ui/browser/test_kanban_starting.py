"""Kanban's starting round in headless Chromium (KDE Beginning of the Game): a spot tapped, Preview, Confirm."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from scenarios import kanban_game
from served import open_app, preview
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
        preview(page)
        shown(page, "confirm").click()
        expect(by_id(page, "start-who")).to_contain_text("Cleo puts the Certification meeple", timeout=15_000)
    finally:
        page.close()
    assert store.load(sid).state.start_spots == {"ben": 2}


def test_a_starting_spot_names_its_printed_benefit_and_the_app_gives_it_by_taps(browser, server, store):
    """With the printed benefits followed, each spot's chip names the benefit printed there (data/benefits.toml,
    unverified): Ben taps spot 1 (1 Seat), previews (the ledger says the Seat is turned face-up), confirms."""
    sid = kanban_game(store, workstations=True, starting_round=True, first_player="ben", printed_benefits=True)
    page = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    try:
        expect(by_id(page, "start-who")).to_contain_text("Ben puts the Certification meeple on a spot now", timeout=20_000)
        spot = lambda name: page.get_by_role("checkbox", name=name, exact=True)  # noqa: E731
        expect(spot("spot 4: 1 Shift banked (rightmost)")).to_be_visible()
        shown(page, spot("spot 1: 1 Seat")).click()
        page.wait_for_timeout(800)
        preview(page)
        expect(shown(page, "ledger")).to_contain_text("a Seat of your colour is turned face-up")
        shown(page, "confirm").click()
        expect(by_id(page, "start-who")).to_contain_text("Cleo puts the Certification meeple", timeout=15_000)
        expect(spot("spot 2: 1 Book")).to_be_visible()
        expect(spot("spot 1: 1 Seat")).to_have_count(0)  # taken: no longer offered
    finally:
        page.close()
    game = store.load(sid)
    assert game.state.start_spots == {"ben": 1}
    assert (game.state.player("ben").seats_up, game.state.player("ben").seats_down) == (2, 2)
    assert game.entries[-1].entry == {"kind": "start_spot", "player": "ben", "spot": 1}
