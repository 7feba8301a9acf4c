"""The served app at phone width (390 px) in headless Chromium (issue 12, items 1 and 7).

A free set-up made by taps only (no field asks for an id), "undo to here" asking
first with every entry it undoes and what goes back on the table, and no message
of one game on another game's table. Screenshots go to $COMPANION_SCREENSHOTS
when it is set.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.games.arkwright.board import base_board
from scenarios import edit, new_game, roster, warehouse_sale_game
from served import enable_semantics, expand, open_app, shown, tap_until
from test_browser_game import button, by_id, label_contains
from test_browser_packs import select

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ["COMPANION_SCREENSHOTS"]) if os.environ.get("COMPANION_SCREENSHOTS") else None


def shot(page, name: str) -> None:
    if SHOTS:
        page.wait_for_timeout(600)
        page.screenshot(path=str(SHOTS / f"{name}-{page.viewport_size['width']}.png"))


def test_a_free_setup_by_taps_only(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    roster(store)
    page = open_app(browser, f"{fresh_server.url}new", 390, 844)
    try:
        for k, who in enumerate(("Marion", "Harold", "Angelica")):  # each seat taken before the next tap (the chips move)
            chip = page.get_by_role("checkbox", name=who, exact=True)
            chip.click()
            expect(chip).to_be_checked()
            expect(by_id(page, f"seat-color-{k}")).to_have_count(1)
        select(page, "setup", "Free (1760 preparation round)")
        # the printed start set-up is laid out; a 3-player table lays out 21 development tiles
        expect(by_id(page, "new-game-problems")).to_contain_text("Lay out 21 development tiles: 3 more to choose.",
                                                                  timeout=15_000)
        expect(page.get_by_role("textbox", name="Advanced markers face up on the mat")).to_have_count(0)
        cell = shown(page, by_id(page, "mat-1-machinery_light"), whole=True)
        shot(page, "setup-mat")
        cell.click()  # row I has one space: machinery takes the place of quality
        expect(by_id(page, "mat-1-machinery_light")).to_have_accessible_name(re.compile("^Machinery: chosen"), timeout=10_000)
        expect(by_id(page, "mat-1-quality_light")).to_have_accessible_name(re.compile("^Quality: not chosen"))
        for tile in ("office", "patent", "engineer"):
            shown(page, by_id(page, f"tiles-tiles-{tile}"), whole=True).click()
            name = base_board().tile_spec(tile).name
            expect(by_id(page, f"tiles-tiles-{tile}")).to_have_accessible_name(re.compile(f"^{re.escape(name)}: 1 laid out"), timeout=10_000)
        shot(page, "setup-tiles")
        start = shown(page, button(page, "Start the game"), whole=True)
        expect(start).to_be_enabled()  # nothing is missing any more (the offline test sees it disabled before)
        start.click()
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    finally:
        page.close()
    game = max(store.sessions(), key=lambda s: s.id)
    state = store.load(game.id).state
    printed = base_board().predetermined_setup("water_frame", 3)
    assert state.mat.markers == {**printed.mat, "1": ["machinery_light"]}
    assert sorted(state.mat.tiles) == sorted([*printed.tiles, "office", "patent", "engineer"])
    store.close()


def open_game(page, server, sid: int, step: str):
    """A stored game on screen, its step drawn (a busy machine may take a while for the first frame)."""
    page.goto(f"{server.url}game/{sid}")
    enable_semantics(page)
    expect(by_id(page, "step-title")).to_have_text(step, timeout=30_000)
    return page


def resolve_production(page):
    question = button(page, "up to 2 food from the warehouse (appeal allows 2 more)")
    tap_until(button(page, "Resolve production"), question)
    tap_until(question, button(page, "Confirm"))  # an answer tapped while the question was still being drawn is tapped again
    tap_until(button(page, "Confirm"), by_id(page, "stored"))  # a second Confirm of one preview is refused as stale
    expect(by_id(page, "stored")).to_have_text("Production phase: food: stored. Move these on the table:", timeout=15_000)


def test_undo_to_here_asks_first_and_says_what_goes_back(browser, app_page, store, server):
    sid = warehouse_sale_game(store)
    before = store.version(sid)  # the last entry before the production
    page = open_game(app_page, server, sid, "Production phase: food")
    resolve_production(page)
    cash = store.load(sid).state.players[0].cash
    edit(store, sid, ("players.1.cash", 50))  # a correction after it: Harold's £36 found to be £50
    page.goto(f"{server.url}game/{sid}/log")
    enable_semantics(page)
    expand(shown(page, page.get_by_role("button", name=f"{before + 2}.", exact=False).first, whole=True))  # the correction's line
    expect(page.get_by_text("Harold's cash corrected to £50 (was £36)")).to_be_visible(timeout=15_000)
    shot(page, "correction-line")
    expand(shown(page, page.get_by_role("button", name=f"{before}.", exact=False).first, whole=True))  # open the entry
    tap_until(shown(page, by_id(page, f"undo-to-{before}"), whole=True), by_id(page, "undo-question"))
    expect(by_id(page, "undo-question")).to_have_text("Undo 2 entries?")
    entries = by_id(page, "undo-question-entries")
    label_contains(entries, f"{before + 2}. Harold's cash corrected to £50")
    label_contains(entries, "Harold's cash back to £36 from £50")  # what the correction puts back
    label_contains(entries, f"{before + 1}. Production phase")
    moves = by_id(page, "undo-question-moves")  # every piece of both entries together, to put back
    label_contains(moves, "Money: from £50 to £42")  # Harold: production and correction, one move back
    label_contains(moves, "Money: from £46 to £33")  # an amount with £
    label_contains(moves, "2 food: from the supply to small warehouse")  # a piece
    label_contains(moves, "Share marker: from space 14 to space 10")
    shot(page, "undo-question")
    button(page, "Cancel").click()
    expect(by_id(page, "undo-question")).to_have_count(0)
    assert store.load(sid).state.players[0].cash == cash  # nothing happened before the answer
    page.mouse.move(195, 400)
    page.mouse.wheel(0, -5000)  # the list may have scrolled under the dialog: start from the top
    expand(shown(page, page.get_by_role("button", name=f"{before}.", exact=False).first, whole=True))
    tap_until(shown(page, by_id(page, f"undo-to-{before}"), whole=True), by_id(page, "undo-question"))
    button(page, "Undo 2 entries").click()
    label_contains(by_id(page, "notice"), "2 entries undone: the game is back after", timeout=15)
    assert store.load(sid).state.players[0].cash == cash - 13
    page.mouse.move(195, 400)
    page.mouse.wheel(0, -5000)
    button(page, "Redo all 2").click()
    label_contains(by_id(page, "notice"), "2 entries redone.", timeout=15)
    assert store.load(sid).state.players[0].cash == cash and store.load(sid).state.players[1].cash == 50
    desktop_shots(browser, server, sid, before)


def desktop_shots(browser, server, sid: int, before: int) -> None:
    """The correction line and the undo question at desktop width (nothing is undone)."""
    if not SHOTS:
        return
    page = open_app(browser, f"{server.url}game/{sid}/log", 1280, 900)
    try:
        expand(page.get_by_role("button", name=f"{before + 2}.", exact=False).first)
        expect(page.get_by_text("Harold's cash corrected to £50 (was £36)")).to_be_visible(timeout=15_000)
        page.wait_for_timeout(2000)  # the first frame of a new tab takes a while to paint
        shot(page, "correction-line")
        expand(page.get_by_role("button", name=f"{before}.", exact=False).first)
        tap_until(shown(page, by_id(page, f"undo-to-{before}"), whole=True), by_id(page, "undo-question"))
        expect(by_id(page, "undo-question")).to_have_text("Undo 2 entries?", timeout=15_000)
        page.wait_for_timeout(2000)
        shot(page, "undo-question")
        button(page, "Cancel").click()
    finally:
        page.close()


def test_no_message_of_another_game(app_page, store, server):
    other = new_game(store)
    sid = warehouse_sale_game(store)
    page = open_game(app_page, server, sid, "Production phase: food")
    resolve_production(page)
    expect(by_id(page, "notice")).to_be_visible()
    page.goto(f"{server.url}game/{other}")  # the second game, opened next in the same tab
    enable_semantics(page)
    expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    expect(by_id(page, "notice")).to_have_count(0)
    expect(by_id(page, "last-step")).to_have_count(0)
    page.goto(f"{server.url}game/{sid}")  # back on the first game after a reload: no old message either
    enable_semantics(page)
    expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
    expect(by_id(page, "notice")).to_have_count(0)
