"""History filtered by variant at 390 px in headless Chromium (issue 26 item 5): a group that played the Spinning
Mule and Spinning Jenny (two recorded games, stored seat for seat: tests/store/test_stats_variant.py) picks the
Spinning Mule in the History's variant picker and sees that game's numbers, each player's record in it, and that
game alone in the list."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from served import open_app, shown
from test_browser_game import by_id, label_contains
from test_browser_packs import select

from tests.store.test_stats_variant import store_recorded

pytestmark = pytest.mark.browser

#: a folder for the screenshots a developer looks at (none in CI)
SHOTS = Path(os.environ["COMPANION_SCREENSHOTS"]) if os.environ.get("COMPANION_SCREENSHOTS") else None


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


def test_a_player_s_statistics_filtered_by_variant_at_390_px(browser, fresh_server):
    """The roster's page of one player (`/players/<id>`) has the same variant picker: Marion's Spinning Mule game
    only (second, £95), then her Spinning Jenny game only (third, £33)."""
    from companion.store import Store

    with Store.open(fresh_server.db) as store:
        mule = store.info(store_recorded(store, "spinning_mule_3p")).variant
        jenny = store.info(store_recorded(store, "spinning_jenny_3p")).variant
        marion = store.find_player("Marion").id
    page = open_app(browser, f"{fresh_server.url}players/{marion}", 390, 844)
    try:
        card = shown(page, "player-stats")
        label_contains(card, "£95")  # every variant: her best game
        select(page, "stats-variant", jenny)
        label_contains(shown(page, "player-stats"), f"In {jenny} only", timeout=10)
        label_contains(shown(page, "player-stats"), "£33")
        assert "£95" not in by_id(page, "player-stats").aria_snapshot()
        select(page, "stats-variant", mule)
        label_contains(shown(page, "player-stats"), f"In {mule} only", timeout=10)
        assert "£33" not in by_id(page, "player-stats").aria_snapshot()
    finally:
        page.close()


def test_a_german_phone_reads_the_variants_in_german_and_filters_by_them(browser, fresh_server):
    """Issue 28: the variant a game is stored with is worded in the phone's language (schema 11): a German phone's
    History offers "Water Frame + Börse" (Player's Book 3.3) and shows that game's players under it."""
    from companion.store import Store

    with Store.open(fresh_server.db) as store:
        exchange = store.info(store_recorded(store, "water_frame_stock_exchange_3p")).variant
        store_recorded(store, "spinning_jenny_3p")
    assert exchange == "Water Frame + Stock Exchange"
    german = browser.new_context(service_workers="block", locale="de-DE")
    page = open_app(browser, f"{fresh_server.url}history", 390, 844, context=german)
    try:
        shown(page, "history-variant")
        select(page, "history-variant", "Water Frame + Börse")
        players = shown(page, "variant-players")
        label_contains(players, "Water Frame + Börse", timeout=10)
        assert "Stock Exchange" not in page.locator("flt-semantics-host").aria_snapshot()
        if SHOTS:
            page.screenshot(path=str(SHOTS / "history_variant_de_390.png"))
    finally:
        page.close()
        german.close()
