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
from test_browser_game import button, finish_the_short_game, open_game, start_a_game_of_bea_carl_and_dora

pytestmark = pytest.mark.browser


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
        start_a_game_of_bea_carl_and_dora(page, timeout=15_000)
        # a production phase with a question, confirmed
        production = warehouse_sale_game(store)
        ending = short_game_at_the_end(store)
        open_game(page, fresh_server, production, "Production phase: food")
        button(page, "Resolve production").click()
        button(page, "up to 2 food from the warehouse (appeal allows 2 more)").click()
        shown(page, button(page, "Confirm")).click()
        expect(page.get_by_text("Production phase: food: stored. Move these on the table:")).to_be_visible()
        # the end of a game, its results and its history chart
        finish_the_short_game(page, fresh_server, ending)
    finally:
        context.close()
        store.close()
    local = ("http://127.0.0.1:", "ws://127.0.0.1:")
    assert any(u.endswith("main.dart.wasm") or u.endswith("main.dart.js") for u in asked), asked
    assert any(u.startswith("ws://") for u in asked), "the app's websocket was not recorded"
    foreign = [u for u in asked if not u.startswith(tuple(p + str(fresh_server.port) for p in local))]
    assert foreign == []
