"""The price advisor in headless Chromium at phone width: opened beside a price, a line picks the price."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.games.arkwright.production.advisor import advise
from scenarios import edit, new_game
from served import enable_semantics, open_app
from test_browser_game import by_id, label_contains

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None


def on_screen(page, locator, steps: int = 16):
    """Scroll the page's list until the element lies inside the viewport (Flutter scrolls, not the DOM)."""
    height = page.viewport_size["height"]
    page.mouse.move(page.viewport_size["width"] / 2, height / 2)
    for _ in range(steps):
        box = locator.first.bounding_box() if locator.count() else None
        if box and box["y"] >= 60 and box["y"] + box["height"] <= height - 90:
            return locator.first
        page.mouse.wheel(0, 300 if box is None or box["y"] > height / 2 else -300)
        page.wait_for_timeout(200)
    raise AssertionError("the element never came on screen")


def _to_price_adjustment(page):
    for ident in ("marker-quality", "option-quality-6", "price-advisor-food"):
        on_screen(page, by_id(page, ident)).click()
        page.wait_for_timeout(300)


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_the_advisor_opens_from_a_price_and_picks_a_price(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    advice = advise(store.load(sid).state, "marion", "food")
    pick = next(line for line in advice.lines if not line.current)
    page = open_app(browser, server.url, width, height)
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)  # a cold server imports the pack
        _to_price_adjustment(page)
        label_contains(on_screen(page, by_id(page, "price-advisor-food-title")), f"demand {advice.demand}")
        on_screen(page, by_id(page, "price-advisor-food-revenue"))
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}.png"))
        line = on_screen(page, by_id(page, f"price-advisor-food-{pick.price}"))
        label_contains(line, pick.words())
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}-lines.png"))
        page.wait_for_timeout(300)
        line.click()
        page.wait_for_timeout(500)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}-picked.png"))
        # the picked price goes into the turn: shown in the preview, stored on Confirm
        on_screen(page, by_id(page, "skip-main")).click()  # only the price: the form says the main action is skipped
        on_screen(page, by_id(page, "confirm")).click()
        label_contains(page.locator("flt-semantics-host"), "quality marker on £6: stored")
    finally:
        page.close()
    assert store.load(sid).state.players[0].factories[0].price == pick.price

