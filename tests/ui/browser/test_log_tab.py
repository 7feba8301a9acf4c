"""The Log tab in headless Chromium: a tile opened shows its entry's ledger, which is sent then, and stays open."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scenarios import edit, new_game
from served import expand, open_app
from test_browser_game import by_id, label_contains

pytestmark = pytest.mark.browser


def test_an_opened_log_entry_shows_its_ledger_and_stays_open(browser, server, store):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    store.submit(sid, {"kind": "production"})
    seq = store.load(sid).entries[-1].seq
    page = open_app(browser, f"{server.url}game/{sid}/log")
    try:
        tile = page.get_by_role("button", name=f"{seq}. Production phase", exact=False).first
        tile.wait_for(timeout=30_000)
        assert by_id(page, f"log-{seq}").count() == 0  # not built before it is opened
        expand(tile)
        expect(by_id(page, f"log-{seq}")).to_be_attached(timeout=15_000)
        page.wait_for_timeout(1_500)  # the ledger came after the tile opened: the tile stays open
        label_contains(by_id(page, f"log-{seq}"), "Marion pays 4 workers at £3 for the food factory: -£12")
        tile.click()
        expect(by_id(page, f"log-{seq}")).to_have_count(0, timeout=10_000)
    finally:
        page.close()
