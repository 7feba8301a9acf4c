"""'Move these on the table' in headless Chromium at phone width (issue 12, item 6).

The complete move list of an Arkwright distribution action (money, distribution marker,
appeal marker, action marker) and of a Kanban part taken (the worker, the Car Parts),
shown after Confirm; after Undo the same list reversed. Screenshots at 390 and 1280 px
go to $COMPANION_SCREENSHOTS when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from scenarios import edit, kanban_game, new_game
from served import open_app, shown
from test_browser_game import by_id
from test_browser_packs import open_pack_game, preview_and_confirm, select, tap

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ["COMPANION_SCREENSHOTS"]) if os.environ.get("COMPANION_SCREENSHOTS") else None


def expect_moves(page, ident: str, lines: list[str]) -> None:
    """The moves list `ident` shows exactly these lines, in this order, and no more."""
    for k, line in enumerate(lines):
        expect(shown(page, f"{ident}-{k}")).to_have_text(line)
    assert by_id(page, f"{ident}-{len(lines)}").count() == 0


def snap(page, name: str, width: int) -> None:
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.wait_for_timeout(600)
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"))


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 900)])
def test_a_distribution_action_lists_every_piece_and_undo_lists_them_back(browser, server, store, width, height):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    food = state.players[0].factories[0]
    appeal = state.board.tile("food", food.level).cost + food.quality + food.distribution - food.price
    page = open_app(browser, f"{server.url}game/{sid}", width, height)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
        for ident in ("marker-distribution", "option-distribution-4"):
            shown(page, by_id(page, ident), whole=True).click()
            page.wait_for_timeout(300)
        shown(page, by_id(page, "field-food-more"), whole=True).click()  # the turn is complete: its costs show at once
        moves = ["Money: from £33 to £29", "Food distribution marker: from +0 to +1", f"Food appeal marker: from {appeal} to {appeal + 1}",
                 "The distribution marker: from your supply to the £4 row of the administration chart"]
        expect_moves(page, "preview-moves", moves)
        snap(page, "moves-distribution-preview", width)
        shown(page, "confirm").click()
        expect(shown(page, "stored")).to_contain_text("stored. Move these on the table:")
        expect_moves(page, "stored-moves", moves)
        shown(page, "stored")
        snap(page, "moves-distribution-stored", width)
        shown(page, "undo").click()
        expect(shown(page, "stored")).to_contain_text("undone. Put these back on the table:")
        expect_moves(page, "undone-moves", [
            "The distribution marker: from the £4 row of the administration chart to your supply",
            f"Food appeal marker: from {appeal + 1} to {appeal}", "Food distribution marker: from +1 to +0", "Money: from £29 to £33"])
        shown(page, "stored")
        snap(page, "moves-distribution-undone", width)
    finally:
        page.close()
    assert store.load(sid).state.players[0].cash == 33


def test_a_kanban_part_taken_lists_the_car_parts(app_page, store, server):
    sid = kanban_game(store)
    page = open_pack_game(app_page, server, sid)
    select(page, "work-department", "Logistics")
    select(page, "work-station", "3 Shifts (+0 banked)")
    tap(page, "turbo: one more", 2)
    preview_and_confirm(page, "preview-moves-1", "2 turbo Car Parts: from the warehouse to your Car Part storage")
    expect(shown(page, "stored")).to_have_text("Ada works in Logistics: stored. Move these on the table:")
    expect_moves(page, "stored-moves", ["Worker: from beside the board to Logistics",
                                        "2 turbo Car Parts: from the warehouse to your Car Part storage"])
    shown(page, "stored")
    snap(page, "moves-kanban-part", 390)
    assert store.load(sid).state.players[0].parts == {"turbo": 2}
