"""Numbers and text at phone width in headless Chromium (issue 12, items 3 and 5).

Typing with no delay, also over a connection with 150 ms of latency, keeps every
character of a player's name (every other text field: test_every_field.py); a refused number shows
its range at the field and the turn cannot be previewed. Screenshots of a form with
steppers at 390 and 1280 px go to $COMPANION_SCREENSHOTS when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from scenarios import edit, new_game, roster
from served import enable_semantics, open_app, shown
from test_browser_game import button, by_id

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None


def throttle(page, latency_ms: int) -> None:
    """Every request and WebSocket frame of the tab waits `latency_ms` (a served phone on a busy network)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": latency_ms, "downloadThroughput": -1, "uploadThroughput": -1})


def type_fast(page, label: str, text: str) -> None:
    box = shown(page, page.get_by_role("textbox", name=label), whole=True)
    try:
        box.click(timeout=3_000)
    except Exception:  # a chip's semantics box reaching over the field takes the click: focus the field itself
        box.focus()
    page.wait_for_timeout(200)
    page.keyboard.type(text, delay=0)


@pytest.mark.parametrize("latency", [0, 150])
def test_fast_typing_keeps_every_character_of_a_name(browser, server, store, latency):
    # the free set-up has no text fields any more: its mat and tiles are tapped (test_setup_pickers.py)
    roster(store)
    name = f"Zoë Quickfingers {latency}"
    page = open_app(browser, server.url, 390, 844)
    try:
        if latency:
            throttle(page, latency)
        page.goto(f"{server.url}new")
        enable_semantics(page)
        for who in ("Marion", "Harold", "Angelica"):  # seated (the last game's group may be seated already)
            chip = page.get_by_role("checkbox", name=who, exact=True)
            if chip.get_attribute("aria-checked") != "true":
                chip.click()
            expect(chip).to_be_checked()
        type_fast(page, "New player name", name)
        page.wait_for_timeout(1500 + 10 * latency)  # the last frames arrive
        shown(page, button(page, "Add player"), whole=True).click()
        expect(page.get_by_role("checkbox", name=name)).to_be_visible(timeout=10_000)
        new_chip = page.get_by_role("checkbox", name=name)
        for _ in range(3):  # the new player sits out: the group of three plays (a tap while the chips move can miss)
            if new_chip.get_attribute("aria-checked") != "true":
                break
            new_chip.click()
            try:  # the app's answer is awaited before another tap, which would seat the player again
                expect(new_chip).not_to_be_checked(timeout=5_000)
            except AssertionError:
                continue
        expect(page.get_by_role("checkbox", name=name)).not_to_be_checked()
        expect(by_id(page, "seat-color-3")).to_have_count(0)  # the app's answer: three seats (a fourth's colour gone)
        expect(by_id(page, "seat-color-2")).to_have_count(1)
        shown(page, button(page, "Start the game"), whole=True).click()
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    finally:
        page.close()
    assert name in {p.name for p in store.players()}


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_a_refused_number_shows_its_range_at_the_field_and_the_turn_waits(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    before = store.version(sid)
    page = open_app(browser, f"{server.url}game/{sid}", width, height)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
        for ident in ("marker-quality", "option-quality-6"):
            shown(page, by_id(page, ident), whole=True).click()
            page.wait_for_timeout(300)
        shown(page, by_id(page, "price-clothes"), whole=True)
        page.wait_for_timeout(800)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"steppers-{width}.png"))
        box = shown(page, page.get_by_role("textbox", name="food +levels"), whole=True)
        box.click()
        page.keyboard.press("Control+A")
        page.keyboard.type("abc", delay=0)
        expect(box).to_have_attribute("aria-description", "Enter a whole number from 0 to 1", timeout=5_000)
        expect(shown(page, button(page, "Show the costs"), whole=True)).to_be_disabled()
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"steppers-{width}-refused.png"))
        shown(page, by_id(page, "field-food-more"), whole=True).click()  # + from a refused value: the range's start
        expect(box).not_to_have_attribute("aria-description", "Enter a whole number from 0 to 1", timeout=5_000)
        expect(shown(page, by_id(page, "skip-main"), whole=True)).to_be_visible()  # 0 levels: said before any Confirm
    finally:
        page.close()
    assert store.version(sid) == before  # nothing stored while the number was wrong
