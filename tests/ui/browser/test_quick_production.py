"""Resolve a production from the home screen, no game set up first, at phone width (issue 29).

The last table's three players are offered; each has a food factory with the common values;
the group steps the numbers the table shows, resolves, confirms the ledger; then the same
table stays on screen, two values are changed and the next production is resolved. The game
is kept as a game of its own, marked "productions only". Screenshots go to
$COMPANION_SCREENSHOTS when it is set (at 390 px, and the form at 1280 px).
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from scenarios import new_game
from served import open_app, shown
from test_browser_game import button, by_id, label_contains
from test_setup_pickers import SHOTS, shot

pytestmark = pytest.mark.browser


def tap(page, ident: str) -> None:
    shown(page, by_id(page, ident), whole=True).click()


def to_top(page) -> None:
    """The page scrolled to its top: wheel turns longer than the page (Flutter scrolls a wheel's whole turn at
    once, stopping at the top), three of them, as a screen redrawn meanwhile can grow above the first."""
    for _ in range(3):
        page.mouse.wheel(0, -20_000)
        page.wait_for_timeout(300)


def stored(store, sid: int, kinds: list[str], seconds: float = 30) -> None:
    """Wait until the game's log holds these entries (the page re-renders after the store has them)."""
    for _ in range(int(seconds * 4)):
        played = [e.kind for e in store.load(sid).entries if e.op == "play" and not e.undone]
        if played == kinds:
            return
        time.sleep(0.25)
    raise AssertionError(f"the log holds {played}, not {kinds}")


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
        to_top(page)
        tap(page, "quick-advisor-0")  # the price advisor under the first company's price, on the table as typed
        label_contains(by_id(page, "quick-advisor-0-title"), "food in the next production: demand")
        shot(page, "quick-advisor")
        tap(page, "quick-advisor-0")  # closed again: the prices stay as typed
        tap(page, "quick-resolve")
        expect(button(page, "Confirm")).to_be_visible(timeout=20_000)
        label_contains(page.locator("flt-semantics-host"), "Marion sells", timeout=10_000)
        shot(page, "quick-ledger")
        game = next(s for s in store.sessions() if s.id not in before)
        shown(page, button(page, "Confirm"), whole=True).click()
        stored(store, game.id, ["new_game", "production"])
        page.wait_for_timeout(1500)
        to_top(page)
        shown(page, by_id(page, "quick-next"), steps=40, whole=True)
        assert "productions only" in game.variant
        first = store.load(game.id).state
        assert first.phase == "economy" and first.cycle == 2  # the food production closed its cycle
        # the next production: food again; Marion's price up one, Harold one worker fewer on row 1
        shot(page, "quick-next-bottom")
        to_top(page)
        tap(page, "next-good-food")
        tap(page, "0-price-more")
        tap(page, "1-row0-workers-less")
        shot(page, "quick-next")
        tap(page, "quick-next")
        stored(store, game.id, ["new_game", "production", "next_production"])
        page.wait_for_timeout(1500)
        to_top(page)
        expect(button(page, "Confirm")).to_be_visible(timeout=20_000)
        shot(page, "quick-second-ledger")
        shown(page, button(page, "Confirm"), whole=True).click()
        stored(store, game.id, ["new_game", "production", "next_production", "production"])
        page.wait_for_timeout(1500)
        to_top(page)
        shown(page, by_id(page, "quick-next"), steps=40, whole=True)
        view = store.load(game.id)
        played = [e.entry for e in view.entries if e.op == "play" and not e.undone]
        assert [e["kind"] for e in played] == ["new_game", "production", "next_production", "production"]
        table = played[0]["table"]
        assert table["demand"] == 7 and table["good"] == "food"  # 6 offered, one step up
        prices = [t["factories"][0]["price"] for t in table["players"]]
        assert prices[0] + 2 == prices[2] and prices[1] == prices[0] + 1  # one step down, one step up
        nxt = played[2]
        assert nxt["good"] == "food"
        assert [(c["path"], c["value"]) for c in nxt["changes"]] == [
            ("players.0.factories.0.price", first.players[0].factory("food").price + 1),
            ("players.1.factories.0.rows.0.workers", first.players[1].factory("food").rows[0].workers - 1)]
        # cash and share markers carried over: the second production's ledger starts from the first one's result
        second = view.entries[-1].ledger
        for k, p in enumerate(view.state.players):
            moved = sum(line.amount for line in second if line.player == p.id and line.kind == "cash")
            assert p.cash == first.players[k].cash + moved
        shot(page, "quick-after")
    finally:
        page.close()
        store.close()


def test_the_form_at_desktop_width(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    new_game(store)
    store.close()
    page = open_app(browser, fresh_server.url, 1280, 900)
    try:
        tap(page, "quick-production")
        expect(page.get_by_text("Resolve a production", exact=True)).to_be_visible(timeout=20_000)
        expect(by_id(page, "0-price")).to_have_count(1, timeout=10_000)
        if SHOTS:
            page.wait_for_timeout(2000)  # the first frame of a new tab takes a while to paint
        shot(page, "quick-form")
    finally:
        page.close()
