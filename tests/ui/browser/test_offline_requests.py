"""Nothing leaves the device: every request of a whole short game at 390 px goes to the table's server.

The browser context records every request its pages make (scripts, the compiled client, fonts,
the websocket, anything the client's extensions load); requests to other machines are recorded
and then refused, so the test does not wait on a name lookup.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scenarios import roster, short_game_at_the_end, warehouse_sale_game
from served import enable_semantics, shown

pytestmark = pytest.mark.browser


def by_id(page, ident):
    return page.locator(f'[flt-semantics-identifier="{ident}"]')


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def test_a_whole_short_game_asks_only_the_table_server(browser, fresh_server):
    from companion.store import Store

    store = Store.open(fresh_server.db)
    roster(store, [("Bea", "purple"), ("Carl", "orange")])
    origin = fresh_server.url.rstrip("/")
    asked: list[str] = []
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.on("request", lambda r: asked.append(r.url))
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort())
    page = context.new_page()
    page.on("websocket", lambda ws: asked.append(ws.url))
    try:
        # a new game from the home screen
        page.goto(fresh_server.url)
        enable_semantics(page)
        page.get_by_role("button", name="New game").first.click()
        page.get_by_role("checkbox", name="Bea").click()
        page.get_by_role("checkbox", name="Carl").click()
        box = page.get_by_role("textbox", name="New player name")
        box.click()
        box.fill("Dora")
        button(page, "Add player").click()
        expect(page.get_by_role("checkbox", name="Dora")).to_be_checked()
        button(page, "Start the game").click()
        expect(by_id(page, "table-when")).to_have_text("1770s · cycle 1: food · economy phase", timeout=15_000)
        # a production phase with a question, confirmed
        production = warehouse_sale_game(store)
        ending = short_game_at_the_end(store)
        page.goto(f"{fresh_server.url}game/{production}")
        enable_semantics(page)
        button(page, "Resolve production").click()
        button(page, "up to 2 food from the warehouse (appeal allows 2 more)").click()
        shown(page, button(page, "Confirm")).click()
        expect(page.get_by_text("Production phase: food: stored. Move these on the table:")).to_be_visible()
        # the end of a game, its results and its history chart
        page.goto(f"{fresh_server.url}game/{ending}")
        enable_semantics(page)
        button(page, "Resolve the final stock exchange").click()
        for _ in range(3):
            button(page, "buy 0 (-£0)").click()
        button(page, "Confirm").click()
        expect(by_id(page, "results")).to_be_visible()
        page.goto(f"{fresh_server.url}history/{ending}")
        enable_semantics(page)
        expect(by_id(page, "chart-share-value")).to_have_text("Share value: 3 players, 4 points")
    finally:
        context.close()
        store.close()
    local = ("http://127.0.0.1:", "ws://127.0.0.1:")
    assert any(u.endswith("main.dart.wasm") or u.endswith("main.dart.js") for u in asked), asked
    assert any(u.startswith("ws://") for u in asked), "the app's websocket was not recorded"
    foreign = [u for u in asked if not u.startswith(tuple(p + str(fresh_server.port) for p in local))]
    assert foreign == []
