"""History filtered by variant at 390 px in headless Chromium (issue 26 item 5): a group that played the Spinning
Mule and Spinning Jenny (two recorded games, stored seat for seat: tests/store/test_stats_variant.py) picks the
Spinning Mule in the History's variant picker and sees that game's numbers, each player's record in it, and that
game alone in the list."""

from __future__ import annotations

import pytest
from served import open_app, shown
from test_browser_game import by_id, label_contains
from test_browser_packs import select

from tests.store.test_stats_variant import store_recorded

pytestmark = pytest.mark.browser


def test_a_group_picks_the_spinning_mule_and_sees_its_games_and_numbers_only(browser, fresh_server):
    from companion.store import Store

    with Store.open(fresh_server.db) as store:
        mule = store.info(store_recorded(store, "spinning_mule_3p")).variant
        jenny = store.info(store_recorded(store, "spinning_jenny_3p")).variant
    assert mule != jenny
    page = open_app(browser, f"{fresh_server.url}history", 390, 844)
    try:
        shown(page, "history-variant")
        label_contains(shown(page, "pack-stats-arkwright"), "2")  # every game: two plays
        assert not by_id(page, "variant-players").count()
        select(page, "history-variant", mule)
        # the numbers of the Mule's one game: one play won with £171; Marion's record there: £95
        label_contains(shown(page, "pack-stats-arkwright"), "£171", timeout=10)
        players = shown(page, "variant-players")
        label_contains(players, f"Players in {mule}")
        label_contains(players, "£95")
        # the list holds the Mule's game and not the Jenny's (scrolled down to it)
        host = page.locator("flt-semantics-host")
        shown(page, page.get_by_text(f"({mule})", exact=False).or_(page.get_by_label(f"({mule})", exact=False)).first)
        label_contains(host, f"({mule})")
        assert f"({jenny})" not in host.aria_snapshot()
    finally:
        page.close()
