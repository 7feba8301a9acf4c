"""A Kanban day in Design with the display followed by the app, by taps in headless Chromium at 390 px.

Ada works first, at the left workstation of Design (2 Shifts). The display was dealt at set-up (KDE Setup
18-19). She taps the black Design (chassis) on the top row's space 4, a Well-Researched space (a Shift banked
tonight, data/design.toml, unverified); the preview asks which Design comes up on the top row's deck once its
yellow turbo has filled the gap, and she taps the yellow brakes. Confirmed, the table shows the top row slid
right (KDE Select a Design 3): yellow turbo, green engine, blue turbo, red brakes.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import kanban_game
from test_browser_packs import open_pack_game, reload, shown

pytestmark = pytest.mark.browser

TOP = [("green", "engine"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
BOTTOM = [("yellow", "engine"), ("green", "turbo"), ("blue", None), ("red", "engine")]
DECKS = {"central": ("black", "engine"), "top": ("yellow", "turbo"), "bottom": ("green", "brakes")}


def tile(model, part):
    return {"model": model, "part": part}


def test_a_design_selected_by_taps_and_the_display_slides(app_page, store, server):
    sid = kanban_game(store, workstations=True, design_display=[tile(*t) for t in TOP + BOTTOM],
                      design_decks={d: tile(*t) for d, t in DECKS.items()})
    for pid, dept, ws in (("ada", "design", 1), ("ben", "design", 2), ("cleo", "administration", 1)):
        assert store.submit(sid, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).stored
    page = open_pack_game(app_page, server, sid)
    expect(shown(page, "design-display")).to_contain_text(
        "Top row: green Design (engine), blue Design (turbo), red Design (brakes), black Design (chassis)")
    shown(page, "design-pick-black-chassis").click()
    expect(shown(page, "designs-taken")).to_contain_text("black Design (chassis)")
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 1 used of 2")
    preview(page, "decision-question")
    expect(shown(page, "decision-question")).to_have_text("Which Design is now face-up on top of the top row's deck?")
    shown(page, page.get_by_role("button", name="yellow Design, brakes", exact=True)).click()
    expect(shown(page, "ledger")).to_contain_text("1 Shift banked")
    shown(page, "confirm").click()
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)
    expect(shown(page, "design-display")).to_contain_text(
        "Top row: yellow Design (turbo), green Design (engine), blue Design (turbo), red Design (brakes)")
    expect(shown(page, "design-display")).to_contain_text("On top of the top row's deck: yellow Design (brakes)")
    game = store.load(sid)
    assert [(d.model, d.part) for d in game.state.player("ada").designs] == [("black", "chassis")]
    assert game.state.today["ada"].shifts_banked == 1
    entry = game.entries[-1].entry
    assert entry["designs_taken"] == [{"model": "black", "part": "chassis"}]
    assert entry["answers"] == {"design-1": "yellow:brakes"}
