"""Kanban, Union Stockyards and Montana in headless Chromium: one step of each, end to end.

Each test opens a stored game, enters one step through the pack's form (dropdowns,
steppers), reads the engine's ledger on screen, confirms, then reloads the page
and finds the step stored on the table.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from scenarios import edit, kanban_game, montana_game, stockyards_game
from served import enable_semantics, preview, shown

pytestmark = pytest.mark.browser


def by_id(page, ident):
    return page.locator(f'[flt-semantics-identifier="{ident}"]')


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def open_pack_game(page, server, sid: int):
    page.goto(f"{server.url}game/{sid}")
    enable_semantics(page)
    expect(page.locator('[flt-semantics-identifier^="kind-"]').first).to_be_visible(timeout=20_000)  # the step panel's form chips (a cold server imports the pack)
    return page


def select(page, identifier: str, option: str):
    """Open a labelled dropdown (click near its left edge: the semantics box can be wider) and pick an option."""
    shown(page, identifier).click(position={"x": 20, "y": 20})
    item = page.get_by_role("menuitem", name=option, exact=True).or_(button(page, option)).first
    item.wait_for()
    page.wait_for_timeout(400)  # the menu opens with an animation: a tap during it can land on a neighbour
    settled(item, page)
    item.click()


def settled(item, page, tries: int = 30) -> None:
    """Wait until `item` stands still on screen (on a busy machine the menu's opening animation runs late)."""
    before = None
    for _ in range(tries):
        box = item.bounding_box()
        if box is not None and before is not None and all(abs(box[k] - before[k]) < 0.5 for k in ("x", "y", "width", "height")):
            return
        before = box
        page.wait_for_timeout(100)


def tap(page, name: str, times: int = 1):
    for _ in range(times):
        shown(page, button(page, name)).click()


def preview_and_confirm(page, ledger_id: str, expected: str, *, exact: bool = True):
    """Preview the form's entry, find the engine's ledger line on screen, confirm it."""
    preview(page)  # the preview comes with its Confirm: waited for first (a busy machine answers late), then its line
    check = expect(shown(page, ledger_id))
    check.to_have_text(expected) if exact else check.to_contain_text(expected)
    shown(page, "confirm").click()


def reload(page):
    page.reload()
    enable_semantics(page)


def test_kanban_a_day_of_work_in_logistics(app_page, store, server):
    sid = kanban_game(store)
    page = open_pack_game(app_page, server, sid)
    select(page, "work-department", "Logistics")
    select(page, "work-station", "3 Shifts (+0 banked)")
    tap(page, "Train in Logistics (Shifts): one more")
    tap(page, "turbo: one more", 2)
    expect(shown(page, "work-shifts")).to_have_text("Shifts today: 2 used of 3 (never more than 4 a day)")
    preview_and_confirm(page, "ledger", "trains 1 stage in Logistics (1 Shift): desk 0 -> 1", exact=False)
    expect(shown(page, "stored")).to_have_text("Ada works in Logistics: stored. Move these on the table:")
    expect(shown(page, "p0-today")).to_have_text("works in Logistics: 2 of 3 Shifts used")
    reload(page)
    expect(shown(page, "p0-today")).to_have_text("works in Logistics: 2 of 3 Shifts used")
    expect(shown(page, "ada-train-logistics")).to_contain_text("desk 1")
    state = store.load(sid).state
    assert state.players[0].parts == {"turbo": 2} and state.stage("ada", "logistics") == 1


def test_union_stockyards_a_sale_at_its_margin(app_page, store, server):
    sid = stockyards_game(store)
    edit(store, sid, ("phase", "II"))
    page = open_pack_game(app_page, server, sid)
    select(page, "sale-player", "Ada (blue)")
    select(page, "sale-livestock", "cattle: +$4 each, 3 in Yard")
    preview_and_confirm(page, "ledger-total-ada", "Move: +$4")
    expect(shown(page, "stored")).to_have_text("Sale of cattle: stored. Move these on the table:")
    expect(shown(page, "p0-cash")).to_contain_text("$14")
    reload(page)
    expect(shown(page, "p0-cash")).to_contain_text("$14")
    expect(shown(page, "yard-cattle")).to_contain_text("2")
    assert store.load(sid).state.players[0].cash == 14


def test_montana_workers_on_a_goods_field(app_page, store, server):
    sid = montana_game(store)
    page = open_pack_game(app_page, server, sid)
    select(page, "place-field", "grain field 1: 6 silver -> 4 grain")
    select(page, "place-workers", "1 yellow worker")
    preview_and_confirm(page, "ledger-total-ada", "Move: -6 silver, +4 goods, -1 worker")
    expect(shown(page, "table-when")).to_have_text("turn 2: Ben to play")
    reload(page)
    expect(shown(page, "field-grain-1")).to_have_text("large: Ada: 1 yellow · small (green, +1): free")
    expect(shown(page, "p0-silver")).to_contain_text("4")
    assert store.load(sid).state.players[0].goods["grain"] == 4
