"""One whole Kanban day in a Workstation Alley game, played in headless Chromium at phone width (390 px).

Ada, Ben and Cleo choose their workstations in the order the rules give (the
form offers only the free workstations of the player whose turn it is), work
left to right in Workstation Alley, Sandra takes her turn where she is (the
first day: paperwork at her desk), the day ends, and the next day's order of
choosing is read on screen and stays after a reload.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from scenarios import kanban_game
from test_browser_packs import by_id, open_pack_game, preview_and_confirm, reload, select, shown, tap

pytestmark = pytest.mark.browser


def option(page, name: str):
    """An option of the open dropdown menu."""
    return page.get_by_role("menuitem", name=name, exact=True).or_(page.get_by_role("button", name=name, exact=True)).first


def choose(page, who: str, station: str):
    expect(shown(page, "select-who")).to_contain_text(f"{who} chooses now")
    select(page, "select-station", station)
    preview_and_confirm(page, "ledger", f"takes {station}", exact=False)
    reload(page)


def work(page, train_button: str):
    tap(page, train_button)
    preview_and_confirm(page, "ledger", "trains 1 stage", exact=False)
    reload(page)


def test_one_kanban_day_with_the_order_of_choosing_and_sandra_computed(app_page, store, server):
    sid = kanban_game(store, workstations=True)
    page = open_pack_game(app_page, server, sid)
    # the first day: right to left on the Certification Track (here the seating order), Sandra at her desk
    expect(shown(page, "select-who")).to_have_text(
        "Ada chooses now (right to left on the Certification Track: Ada, Ben, Cleo).")
    choose(page, "Ada", "the right workstation of Logistics (3 Shifts)")
    choose(page, "Ben", "the right workstation of Testing & Innovation (3 Shifts)")
    # the workstations taken are no longer offered
    expect(shown(page, "select-who")).to_contain_text("Cleo chooses now")
    by_id(page, "select-station").click(position={"x": 20, "y": 20})
    expect(option(page, "the left workstation of Logistics (2 Shifts)")).to_be_visible()
    expect(option(page, "the right workstation of Logistics (3 Shifts)")).to_have_count(0)
    option(page, "the left workstation of Design (2 Shifts)").click()
    preview_and_confirm(page, "ledger", "takes the left workstation of Design (2 Shifts)", exact=False)
    reload(page)
    expect(shown(page, "alley-today")).to_contain_text("Ben: the right workstation of Testing & Innovation (3 Shifts)")
    # the Working Phase, left to right: Ben (Testing), Ada (Logistics), Cleo (Design), then Sandra's desk
    work(page, "Train in Testing & Innovation (Shifts): one more")
    work(page, "Train in Logistics (Shifts): one more")
    work(page, "Train in Design (Shifts): one more")
    expect(shown(page, "sandra-where")).to_contain_text("Sandra's turn in Administration")
    preview_and_confirm(page, "ledger", "first day: Sandra does her paperwork (no assessment, no Week)", exact=False)
    reload(page)
    preview_and_confirm(page, "ledger", "end of day", exact=False)
    reload(page)
    expect(shown(page, "table-when")).to_contain_text("day 2, week 0")
    # tomorrow's order: left to right by today's workstations, Sandra (at her desk) last
    expect(shown(page, "select-who")).to_have_text(
        "Ben chooses now (left to right by yesterday's workstations: Ben, Ada, Cleo, Sandra).")
    state = store.load(sid).state
    assert state.day == 2 and state.week == 0 and state.sandra_stood.workstation is None
    assert {p.id: p.yesterday for p in state.players} == {"ada": "logistics", "ben": "testing", "cleo": "design"}
    assert all(state.stage(pid, dept) == 1 for pid, dept in (("ada", "logistics"), ("ben", "testing"), ("cleo", "design")))
