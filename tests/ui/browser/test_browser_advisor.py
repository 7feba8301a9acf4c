"""The price advisor in headless Chromium at phone width: opened beside a price, a line picks the price."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from companion.games.arkwright.production.advisor import advise
from scenarios import edit, new_game
from served import open_app, shown
from test_browser_game import by_id, label_contains

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None


def _to_price_adjustment(page):
    for ident in ("marker-quality", "option-quality-6", "price-advisor-food"):
        shown(page, by_id(page, ident), whole=True).click()
        page.wait_for_timeout(300)


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_the_advisor_opens_from_a_price_and_picks_a_price(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    advice = advise(store.load(sid).state, "marion", "food")
    pick = next(line for line in advice.lines if not line.current)
    page = open_app(browser, f"{server.url}game/{sid}", width, height)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)  # a cold server imports the pack
        _to_price_adjustment(page)
        label_contains(shown(page, by_id(page, "price-advisor-food-title"), whole=True), f"demand {advice.demand}")
        shown(page, by_id(page, "price-advisor-food-revenue"), whole=True)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}.png"))
        line = shown(page, by_id(page, f"price-advisor-food-{pick.price}"), whole=True)
        label_contains(line, pick.words())
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}-lines.png"))
        page.wait_for_timeout(300)
        line.click()
        page.wait_for_timeout(500)
        if SHOTS:
            page.screenshot(path=str(SHOTS / f"advisor-{width}-picked.png"))
        # the picked price goes into the turn: shown in the preview, stored on Confirm
        shown(page, by_id(page, "skip-main"), whole=True).click()  # only the price: the form says the main action is skipped
        shown(page, by_id(page, "confirm"), whole=True).click()
        label_contains(page.locator("flt-semantics-host"), "quality marker on £6: stored")
    finally:
        page.close()
    assert store.load(sid).state.players[0].factories[0].price == pick.price



def test_quality_chosen_then_the_advisor_from_the_price_advises_on_the_turn_and_production_sells_it(browser, server, store):
    """At 390 px: food quality +1 in the quality action, the advisor opened from the food price shows the
    appeal the form's ledger shows; a line tapped sets the price; production then sells what it said."""
    from companion.games.arkwright.production.advisor import advise_turn

    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    food = state.players[0].factories[0]
    before = advise(state, "marion", "food")
    appeal = before.line(food.price).appeal + 1  # one quality level more (Water Frame 5.II.2.4, 5.III.1)
    page = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
        for ident in ("marker-quality", "option-quality-6", "field-food-more", "price-advisor-food"):
            shown(page, by_id(page, ident), whole=True).click()
            page.wait_for_timeout(300)
        now = shown(page, by_id(page, f"price-advisor-food-{food.price}"), whole=True)
        label_contains(now, f"£{food.price}: appeal {appeal},")
        if SHOTS:
            page.screenshot(path=str(SHOTS / "advisor-turn-390.png"))
        label_contains(shown(page, by_id(page, "ledger"), whole=True), f"raises food quality to +1 (appeal {appeal})")  # the form's ledger
        if SHOTS:
            page.screenshot(path=str(SHOTS / "advisor-turn-390-ledger.png"))
        turn = {"kind": "action", "player": "marion", "marker": "quality", "row": 6,
                "main": {"action": "quality", "levels": {"food": 1}}}
        advice = advise_turn(state, "marion", "food", turn)
        pick = next(line for line in advice.lines if line.price != food.price and line.sold)
        shown(page, by_id(page, f"price-advisor-food-{pick.price}"), whole=True).click()
        page.wait_for_timeout(500)
        label_contains(shown(page, by_id(page, "ledger"), whole=True), f"sets the food price from £{food.price} to £{pick.price}")
        shown(page, by_id(page, "confirm"), whole=True).click()
        label_contains(page.locator("flt-semantics-host"), "quality marker on £6: stored")
        if SHOTS:
            page.screenshot(path=str(SHOTS / "advisor-turn-390-stored.png"))
    finally:
        page.close()
    stored = store.load(sid).state.players[0].factories[0]
    assert (stored.quality, stored.price) == (food.quality + 1, pick.price)
    edit(store, sid, ("phase", "production"))  # the others' turns skipped: nobody else changes the food market
    result = store.submit(sid, {"kind": "production", "answers": advice.assumed})
    assert result.stored
    sold = [e for e in result.outcome.ledger if e.player == "marion" and e.code == "arkwright.sells"]
    assert sum(e.params["count"] for e in sold) == pick.sold and sum(e.amount for e in sold) == pick.revenue
