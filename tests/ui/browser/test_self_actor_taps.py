"""A Self-Actor game with the bonus markers (Player's Book 3.2) at 390 px in headless Chromium: a ship action
entered by taps delivers 2 food and the shipping bonus marker moves from space 1 to space 2 on the table."""

from __future__ import annotations

import pytest

from action_taps import _stored, do_step
from scenarios import edit, new_game
from served import count_messages, enable_semantics, new_tab, shown
from test_browser_game import by_id, label_contains

pytestmark = pytest.mark.browser

SHIP_TAPS = [("tap", "marker-ship:0"), ("tap", "option-ship:0-2"), ("tap", "field-ship_food-yes"), ("tap", "confirm")]


def test_a_ship_delivery_by_taps_moves_the_shipping_bonus_marker(browser, server, store):
    sid = new_game(store, self_actor_bonus_markers=True)
    edit(store, sid, ("phase", "actions"))
    tiles = store.load(sid).state.players[0].tiles
    edit(store, sid, ("players.0.tiles", [*tiles, "small_warehouse"]), ("players.0.stored", {"food": 2}),
         ("players.0.contracts", {"food": 2}), ("players.0.ships", [2]))
    assert store.load(sid).state.players[0].shipping_bonus == 1
    before = store.version(sid)
    page = new_tab(browser, server.url, 390, 844)
    count_messages(page)  # a stepper's tap awaits the app's answer
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        by_id(page, "marker-ship:0").first.wait_for(timeout=30_000)
        label_contains(shown(page, by_id(page, "p0-shipping-bonus"), whole=True), "space 1")
        for step in SHIP_TAPS:
            do_step(page, step)
        assert _stored(store, sid, before)
        marion = store.load(sid).state.players[0]
        assert marion.shipping_bonus == 2 and marion.contracts == {}
        # what Marion sees on her card after the delivery: the marker on space 2, and 2 x 1 = £2 at the end
        label_contains(shown(page, by_id(page, "p0-shipping-bonus"), whole=True), "space 2", timeout=10)
        label_contains(shown(page, by_id(page, "p0-bonus"), whole=True), "£2")
    finally:
        page.close()


def test_the_shipping_award_is_discarded_by_a_tap_so_a_contract_stays(browser, server, store):
    # Marion holds the Shipping Competition award and cannot ship her food contract (no ship): the production
    # phase asks whether she discards the award so the contract stays on space 2 (Player's Book 3.2)
    from test_browser_game import button
    from playwright.sync_api import expect

    sid = new_game(store, self_actor_competition=True)
    edit(store, sid, ("players.0.awards", ["shipping"]), ("players.0.contracts", {"food": 2}), ("phase", "production"))
    before = store.version(sid)
    page = new_tab(browser, server.url, 390, 844)
    count_messages(page)  # a stepper's tap awaits the app's answer
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        label_contains(shown(page, by_id(page, "p0-awards"), whole=True), "Shipping Competition")
        shown(page, button(page, "Resolve production"), whole=True).click()
        expect(by_id(page, "decision-question")).to_have_text(
            "Marion: discard the Shipping Competition award so your food contract stays on space 2?", timeout=10_000)
        shown(page, button(page, "yes: discard the award; the contract stays on space 2"), whole=True).click()
        shown(page, button(page, "Confirm"), whole=True).click()
        assert _stored(store, sid, before)
        state = store.load(sid).state
        assert state.players[0].contracts == {"food": 2} and state.players[0].awards == []
        assert state.awards_removed == ["shipping"]
        by_id(page, "stored").wait_for(timeout=20_000)  # the stored step drawn (a busy machine answers late)
        label_contains(shown(page, by_id(page, "table-awards"), steps=30, whole=True), "Shipping Competition: out of the game", timeout=10)
    finally:
        page.close()
