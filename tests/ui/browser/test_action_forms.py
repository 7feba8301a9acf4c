"""The Arkwright action forms at phone width in headless Chromium (issue 12, items 2, 3, 4 and 8).

Each common action is entered with the forms' defaults in at most 4 taps (marker, row, what, Confirm) and
stored; a refused value shows its range at its field and every problem of the form at once above it, with no
Confirm; another row of the same marker keeps what was filled in. Screenshots go to $COMPANION_SCREENSHOTS
when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from action_taps import COMMON_ACTIONS, TARGET, run_taps
from scenarios import edit, new_game
from served import enable_semantics, new_tab, shown
from test_browser_game import button, by_id, label_contains

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None


@pytest.mark.parametrize("name", list(COMMON_ACTIONS))
def test_each_common_action_with_its_defaults_takes_at_most_four_taps(browser, server, store, name):
    result = run_taps(browser, server, store, name)
    assert result["stored"], result
    assert result["figure"] <= TARGET, result


def _quality_on(page, server, sid: int, row: int):
    page.goto(f"{server.url}game/{sid}")
    enable_semantics(page)
    expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    for ident in ("marker-quality", f"option-quality-{row}"):
        shown(page, by_id(page, ident), whole=True).click()
        page.wait_for_timeout(300)


def _type(page, label: str, text: str):
    box = shown(page, page.get_by_role("textbox", name=label), whole=True)
    box.click()
    page.keyboard.press("Control+A")
    page.keyboard.type(text, delay=0)
    return box


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_refused_values_are_named_at_their_fields_and_all_at_once_above_them(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    rules = store.load(sid).state.board.rules
    before = store.version(sid)
    page = new_tab(browser, server.url, width, height)
    try:
        _quality_on(page, server, sid, 6)
        levels = _type(page, "food +levels", "1.5")
        expect(levels).to_have_attribute("aria-description", "Enter a whole number from 0 to 1", timeout=5_000)
        price = _type(page, "food price", "99999999999999999999")
        price_range = f"Enter a whole number from {rules.min_price} to {rules.max_price}"
        expect(price).to_have_attribute("aria-description", price_range, timeout=5_000)
        problems = shown(page, by_id(page, "form-problems"), whole=True)
        label_contains(problems, "food +levels: Enter a whole number from 0 to 1")
        label_contains(problems, f"food price: {price_range}")
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"action-refused-{width}.png"))
        expect(shown(page, button(page, "Show the costs"), whole=True)).to_be_disabled()
        assert not by_id(page, "confirm").count()
    finally:
        page.close()
    assert store.version(sid) == before  # nothing stored while a number was wrong


def test_another_row_keeps_what_was_filled_in_and_the_turn_stores_it(browser, server, store):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    cash = store.load(sid).state.players[0].cash
    page = new_tab(browser, server.url, 390, 844)
    try:
        _quality_on(page, server, sid, 6)
        shown(page, by_id(page, "field-food-more"), whole=True).click()
        page.wait_for_timeout(300)
        shown(page, by_id(page, "price-food-less"), whole=True).click()  # food from £7 to £6
        page.wait_for_timeout(300)
        shown(page, by_id(page, "option-quality-8"), whole=True).click()  # another row of the same marker
        page.wait_for_timeout(500)
        assert not by_id(page, "skips-main").count()  # the level is still there: nothing skipped
        page.wait_for_timeout(800)
        if SHOTS:
            page.screenshot(path=str(SHOTS / "action-row-change-390.png"))
        shown(page, by_id(page, "confirm"), whole=True).click()
        label_contains(page.locator("flt-semantics-host"), "quality marker on £8: stored")
    finally:
        page.close()
    food = store.load(sid).state.players[0].factories[0]
    assert (food.quality, food.price) == (1, 6)
    assert store.load(sid).state.players[0].cash == cash - 8
