"""A Kanban day at Logistics with the warehouses followed, by taps in headless Chromium at 390 px.

Ada works first, at the right workstation of Logistics (3 Shifts): she issues a Kanban Order that
puts 2 brakes into the warehouses and collects an engine and both brakes; the ledger says what
moved, the table shows the warehouses left, and the stored entry is the one tapped.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from scenarios import kanban_working_game
from test_browser_packs import open_pack_game, preview_and_confirm, reload, shown, tap

pytestmark = pytest.mark.browser


def test_a_kanban_order_and_parts_collected_from_the_warehouses_by_taps(app_page, store, server):
    sid = kanban_working_game(store, warehouses={"chassis": 2, "turbo": 1, "engine": 3})
    page = open_pack_game(app_page, server, sid)
    expect(shown(page, "warehouses")).to_have_text("Warehouses at Logistics: 2 chassis, 1 turbo, 3 engine")
    shown(page, "work-kanban").click()
    tap(page, "ordered brakes: one more", 2)
    tap(page, "engine: one more")
    tap(page, "brakes: one more", 2)
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 3 used of 3")
    preview_and_confirm(page, "ledger", "issues a Kanban Order: 2 Car Parts into the warehouses (2 brakes)", exact=False)
    reload(page)
    expect(shown(page, "warehouses")).to_have_text("Warehouses at Logistics: 2 chassis, 1 turbo, 2 engine")
    game = store.load(sid)
    assert game.state.player("ada").parts == {"engine": 1, "brakes": 2}
    assert game.state.today["ada"].shifts_banked == 1 and game.state.today["ada"].kanban_order
    entry = game.entries[-1].entry
    assert entry["kanban_order"] == {"brakes": 2} and entry["parts_taken"] == {"engine": 1, "brakes": 2}
