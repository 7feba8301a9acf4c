"""Resolve a production from the home screen, no game set up first, at phone width (issue 29).

The last table's three players are offered; each has a food factory with the common values;
the group steps the numbers the table shows, resolves, confirms the ledger; then the same
table stays on screen, two values are changed and the next production is resolved. The game
is kept as a game of its own, marked "productions only". Screenshots go to
$COMPANION_SCREENSHOTS when it is set (at 390 px, and the form at 1280 px).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scenarios import new_game
from served import open_app
from test_browser_advisor import on_screen
from test_browser_game import button, by_id, label_contains
from test_setup_pickers import shot

pytestmark = pytest.mark.browser


def tap(page, ident: str) -> None:
    on_screen(page, by_id(page, ident)).click()


def test_two_productions_from_the_home_screen(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    new_game(store)  # the last table: Marion, Harold, Angelica
    before = {s.id for s in store.sessions()}
    page = open_app(browser, fresh_server.url, 390, 844)
    try:
        tap(page, "quick-production")
        expect(page.get_by_text("Resolve a production", exact=True)).to_be_visible(timeout=15_000)
        # the demand and each company's price, as the table shows them
        tap(page, "demand-more")
        tap(page, "0-price-less")
        tap(page, "2-price-more")
        shot(page, "quick-form")
        tap(page, "quick-resolve")
        expect(button(page, "Confirm")).to_be_visible(timeout=20_000)
        label_contains(page.locator("flt-semantics-host"), "Marion sells", timeout=10_000)
        shot(page, "quick-ledger")
        on_screen(page, button(page, "Confirm")).click()
        page.wait_for_timeout(1500)
        on_screen(page, by_id(page, "quick-next"), steps=30)
        game = next(s for s in store.sessions() if s.id not in before)
        assert "productions only" in game.variant
        cash = [p.cash for p in store.load(game.id).state.players]
        # the next production: food again; Marion's price up one, Harold one worker fewer on row 1
        shot(page, "quick-next-bottom")
        for _ in range(12):
            page.mouse.wheel(0, -600)
            page.wait_for_timeout(150)
        tap(page, "next-good-food")
        tap(page, "0-price-more")
        tap(page, "1-row0-workers-less")
        shot(page, "quick-next")
        tap(page, "quick-next")
        page.wait_for_timeout(1500)
        for _ in range(12):
            page.mouse.wheel(0, -600)
            page.wait_for_timeout(150)
        expect(button(page, "Confirm")).to_be_visible(timeout=20_000)
        shot(page, "quick-second-ledger")
        on_screen(page, button(page, "Confirm")).click()
        page.wait_for_timeout(1500)
        on_screen(page, by_id(page, "quick-next"), steps=30)
        view = store.load(game.id)
        kinds = [e.kind for e in view.entries] if hasattr(view, "entries") else []
        state = view.state
        assert state.productions_only and state.cycle == 2
        assert state.players[0].factory("food").price == int(state.players[0].factory("food").price)
        # cash carried over: the second production started from the first one's result
        assert [p.cash for p in state.players] != [0, 0, 0] and cash != [0, 0, 0]
        assert kinds == [] or kinds.count("production") == 2
        shot(page, "quick-after")
    finally:
        page.close()
        store.close()


def test_the_form_at_desktop_width(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    new_game(store)
    store.close()
    page = open_app(browser, f"{fresh_server.url}quick", 1280, 900)
    try:
        expect(page.get_by_text("Resolve a production", exact=True)).to_be_visible(timeout=20_000)
        expect(by_id(page, "0-price")).to_have_count(1, timeout=10_000)
        page.wait_for_timeout(2000)
        shot(page, "quick-form")
    finally:
        page.close()
