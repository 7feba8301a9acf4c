"""A Stock Exchange game (Player's Book 3.3) at 390 px in headless Chromium: shares of the other companies
bought in 1760, then bought and sold in a stock exchange action, by taps alone."""

from __future__ import annotations

import pytest

from action_taps import taps_stored
from scenarios import edit, new_game

pytestmark = pytest.mark.browser


def test_a_stock_exchange_game_buys_and_sells_other_companies_shares_by_taps(browser, server, store):
    sid = new_game(store, stock_exchange=True)
    state = store.load(sid).state
    assert state.setup_step == "holdings:0"
    # 1760: Marion buys 2 shares of Harold (two taps on its stepper), then Confirm
    assert taps_stored(browser, server, store, sid, [("tap", "field-buy_others_harold-more"), ("tap", "field-buy_others_harold-more"),
                                               ("tap", "confirm")])
    assert store.load(sid).state.players[0].holdings == {"harold": 2}
    for pid in ("harold", "angelica"):
        assert store.submit(sid, {"kind": "prep_holdings", "player": pid}).stored
    edit(store, sid, ("phase", "actions"))
    # the stock exchange action: one Harold share sold, one Angelica share bought
    assert taps_stored(browser, server, store, sid, [("tap", "marker-stock_exchange"), ("tap", "option-stock_exchange-2"),
                                               ("tap", "field-sell_others_harold-more"), ("tap", "field-buy_others_angelica-more"),
                                               ("tap", "confirm")])
    marion = store.load(sid).state.players[0]
    assert marion.holdings == {"harold": 1, "angelica": 1}
