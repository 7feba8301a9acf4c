"""The other packs' forms in headless Chromium (issue 12, items 2, 3, 7 and 8).

A Union Stockyards form with two wrong values names both at their fields and
above the form, and stores nothing; the Kanban Recycling form stores the trade
it fills in from the legal listing; the Kanban new-game screen lays out the
Factory Goal tiles with steppers; each other pack's main step takes at most 4
taps with its defaults. Screenshots of the changed forms go to
$COMPANION_SCREENSHOTS when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from action_taps import PACK_STEPS, TARGET, run_taps
from scenarios import kanban_recycling_game, roster, stockyards_game
from served import new_tab, open_app, shown
from test_browser_game import label_contains
from test_browser_packs import by_id, open_pack_game, select

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None
AMOUNT = "Money ($, minus to take)"
RANGE = "Enter a whole number from -99999 to 99999"
REASON = "say what it was for (it goes in the ledger)"


def _shot(page, name: str, target: str) -> None:
    """A screenshot with `target` (a test id) on the screen, once the page has settled."""
    if SHOTS:
        page.wait_for_timeout(800)
        shown(page, target)
        page.wait_for_timeout(800)
        page.screenshot(path=str(SHOTS / name))


@pytest.mark.parametrize("name", list(PACK_STEPS))
def test_each_other_packs_main_step_with_its_defaults_takes_at_most_four_taps(browser, server, store, name):
    result = run_taps(browser, server, store, name)
    assert result["stored"], result
    assert result["figure"] <= TARGET, result


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_two_wrong_values_are_named_at_their_fields_and_above_the_form_and_nothing_is_stored(browser, server, store,
                                                                                             width, height):
    sid = stockyards_game(store)
    before = store.version(sid)
    page = new_tab(browser, server.url, width, height)
    try:
        open_pack_game(page, server, sid)
        shown(page, "kind-adjust").click()
        select(page, "adjust-player", "Ada (blue)")
        amount = shown(page, page.get_by_role("textbox", name=AMOUNT))
        amount.click()
        page.keyboard.type("1.5", delay=0)
        shown(page, "prepare").click()  # the reason left empty: a second problem
        problems = shown(page, "form-problems")
        label_contains(problems, f"{AMOUNT}: {RANGE}")
        label_contains(problems, f"For what: {REASON}")
        expect(amount).to_have_attribute("aria-description", RANGE, timeout=5_000)
        reason = shown(page, page.get_by_role("textbox", name="For what"))
        expect(reason).to_have_attribute("aria-description", REASON, timeout=5_000)
        _shot(page, f"us-money-two-problems-{width}.png", "form-problems")
        assert not by_id(page, "confirm").count()
    finally:
        page.close()
    assert store.version(sid) == before  # nothing stored while a value was wrong


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_the_recycling_form_stores_the_trade_it_fills_in(browser, server, store, width, height):
    sid = kanban_recycling_game(store)
    page = new_tab(browser, server.url, width, height)
    try:
        open_pack_game(page, server, sid)
        shown(page, "kind-recycle").click()
        shown(page, "recycle-take-engine").click()
        _shot(page, f"kanban-recycling-{width}.png", "recycle-give-chassis")
        shown(page, "prepare").click()
        shown(page, "confirm").click()
        label_contains(page.locator("flt-semantics-host"), "Ada trades their chassis for the engine in the Recycling pool: stored")
    finally:
        page.close()
    state = store.load(sid).state
    assert state.recycling == ["turbo", "chassis", "brakes"] and state.player("ada").parts["engine"] == 1


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_the_new_game_screen_shows_the_factory_goal_tiles_as_steppers(browser, server, store, width, height):
    roster(store, [("Ada", "blue"), ("Ben", "red")])
    page = open_app(browser, f"{server.url}new", width, height)
    try:
        select(page, "pack", "Kanban: Driver's Edition")
        # the rulebook's example pre-filled: the 3rd Certification, the 4th car, the 5th Design upgraded
        label_contains(shown(page, "kanban-factory-certifications-0"), "Certifications: easier tile 3")
        label_contains(shown(page, "kanban-factory-cars-0"), "Cars claimed: easier tile 4")
        label_contains(shown(page, "kanban-factory-designs-0"), "Designs upgraded: easier tile 5")
        less = shown(page, page.get_by_role("button", name="Designs upgraded: harder tile: one less", exact=True))
        less.click()
        label_contains(shown(page, "kanban-factory-designs-1"), "Designs upgraded: harder tile 5")
        # 5 cars: the most a player can claim (a car in each garage, the fifth unlocked)
        more = shown(page, page.get_by_role("button", name="Cars claimed: harder tile: one more", exact=True))
        expect(more).to_be_disabled()
        _shot(page, f"kanban-factory-goals-{width}.png", "kanban-factory-cars-0")
    finally:
        page.close()
