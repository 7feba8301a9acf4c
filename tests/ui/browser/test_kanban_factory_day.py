"""One Kanban day on the factory floor, by taps in headless Chromium at 390 px (issue 27): Ada works at the
Assembly Line, Ben at Logistics, Cleo in Design, left to right in Workstation Alley (KDE Round Overview 2),
then Sandra does her first-day paperwork and the day ends.

The workstations were chosen before the page opens (the choosing by taps: test_kanban_day.py).

- Ada, at the right workstation of the Assembly Line (3 Shifts), with an engine, a turbo and brakes on her
  board, taps a Part chip for green, then red, then green again; for each Part the rules ask which way the car
  displaced from the Model's second row goes, and she taps the short conveyor each time (data/assembly.toml:
  2 spaces, 1 pp, unverified). The third push sends the first green car off the short conveyor: 1 pp and the
  Test Track, counted by the companion (KDE A Car Rolls off the Line), and a Red Seat from the green Demand
  tile (KDE Demand Tiles).
- Ben, at the right workstation of Logistics (3 Shifts), issues a Kanban Order of 2 brakes and collects an
  engine and both brakes (KDE Issue Kanban Order, Collect Car Parts): 3 Shifts used, the Order's 1 banked.
- Cleo, at the left workstation of Design (2 Shifts), taps the black Design (chassis) on the top row's space 4,
  a Well-Researched space (a Shift banked tonight, data/design.toml, unverified); the preview asks which Design
  comes up on the top row's deck once its yellow turbo has filled the gap, and she taps the yellow brakes; the
  top row slides right (KDE Select a Design 3).
- At the end of the day Ben's and Cleo's banked Shift goes to the Shift Bank (KDE Shift Bank), Ada banked none.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import kanban_game
from test_browser_packs import open_pack_game, preview_and_confirm, reload, shown, tap

pytestmark = pytest.mark.browser

SHORT = "the short conveyor, space 1"
TOP = [("green", "engine"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
BOTTOM = [("yellow", "engine"), ("green", "turbo"), ("blue", None), ("red", "engine")]
DECKS = {"central": ("black", "engine"), "top": ("yellow", "turbo"), "bottom": ("green", "brakes")}


def tile(model, part):
    return {"model": model, "part": part}


def confirm_and_reload(page):
    shown(page, "confirm").click()
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)


def test_a_day_at_the_assembly_line_logistics_and_design_by_taps(app_page, store, server):
    sid = kanban_game(store, workstations=True, assembly_line=True, demand=["green", "red"],
                      warehouses={"chassis": 2, "turbo": 1, "engine": 3},
                      design_display=[tile(*t) for t in TOP + BOTTOM], design_decks={d: tile(*t) for d, t in DECKS.items()})
    assert store.submit(sid, {"kind": "edit", "path": "players.0.parts", "value": {"engine": 1, "turbo": 1, "brakes": 1}}).stored
    for pid, dept, ws in (("ada", "assembly", 2), ("ben", "logistics", 2), ("cleo", "design", 1)):
        assert store.submit(sid, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).stored
    page = open_pack_game(app_page, server, sid)

    # Ada at the Assembly Line
    expect(shown(page, "assembly-line")).to_contain_text("green: no Part (0 of 3)")
    shown(page, "provide-part-engine").click()  # green is the Model chosen first
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 1 used of 3")
    shown(page, "provide-model-red").click()
    shown(page, "provide-part-turbo").click()
    shown(page, "provide-model-green").click()
    shown(page, "provide-part-brakes").click()
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 3 used of 3")
    preview(page, "decision-question")
    for model in ("green", "red", "green"):
        expect(shown(page, "decision-question")).to_have_text(
            f"Which way does the {model} car on the {model} conveyor, second row move?")
        shown(page, page.get_by_role("button", name=SHORT, exact=True)).click()
    # what to move, at the top of the preview: the pp the companion counted, the Parts onto the Assembly Spaces
    expect(shown(page, "ledger")).to_contain_text("Productivity points marker: from 0 PP to 1 PP")
    expect(shown(page, "ledger")).to_contain_text("1 engine Car Part: from your Car Part storage to the green Model's "
                                                  "Assembly Spaces")
    confirm_and_reload(page)
    expect(shown(page, "assembly-line")).to_contain_text("green: engine, brakes (2 of 3)")
    expect(shown(page, "test-track")).to_contain_text("Test Track behind the Pace Car: green")

    # Ben at Logistics
    expect(shown(page, "warehouses")).to_have_text("Warehouses at Logistics: 2 chassis, 1 turbo, 3 engine")
    shown(page, "work-kanban").click()
    tap(page, "ordered brakes: one more", 2)
    tap(page, "engine: one more")
    tap(page, "brakes: one more", 2)
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 3 used of 3")
    preview_and_confirm(page, "ledger", "issues a Kanban Order: 2 Car Parts into the warehouses (2 brakes)", exact=False)
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)
    expect(shown(page, "warehouses")).to_have_text("Warehouses at Logistics: 2 chassis, 1 turbo, 2 engine")

    # Cleo in Design
    expect(shown(page, "design-display")).to_contain_text(
        "Top row: green Design (engine), blue Design (turbo), red Design (brakes), black Design (chassis)")
    shown(page, "design-pick-black-chassis").click()
    expect(shown(page, "designs-taken")).to_contain_text("black Design (chassis)")
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 1 used of 2")
    preview(page, "decision-question")
    expect(shown(page, "decision-question")).to_have_text("Which Design is now face-up on top of the top row's deck?")
    shown(page, page.get_by_role("button", name="yellow Design, brakes", exact=True)).click()
    expect(shown(page, "ledger")).to_contain_text("1 Shift banked")
    confirm_and_reload(page)
    expect(shown(page, "design-display")).to_contain_text(
        "Top row: yellow Design (turbo), green Design (engine), blue Design (turbo), red Design (brakes)")
    expect(shown(page, "design-display")).to_contain_text("On top of the top row's deck: yellow Design (brakes)")

    # the turns as stored: the ones tapped
    game = store.load(sid)
    ada, ben, cleo = (e.entry for e in game.entries[-3:])
    assert ada["provide"] == [{"model": "green", "part": "engine"}, {"model": "red", "part": "turbo"},
                              {"model": "green", "part": "brakes"}]
    assert ada["answers"] == {"line-1-2": "short-1", "line-2-2": "short-1", "line-3-2": "short-1"}
    assert ben["kanban_order"] == {"brakes": 2} and ben["parts_taken"] == {"engine": 1, "brakes": 2}
    assert cleo["designs_taken"] == [{"model": "black", "part": "chassis"}]
    assert cleo["answers"] == {"design-1": "yellow:brakes"}
    state = game.state
    assert state.player("ada").pp == 1 and state.test_track == ["green"] and state.demand[0].seats == 1
    assert state.player("ben").parts == {"engine": 1, "brakes": 2}
    assert state.today["ben"].shifts_banked == 1 and state.today["ben"].kanban_order  # KDE Issue Kanban Order 1: bank 1 Shift
    assert [(d.model, d.part) for d in state.player("cleo").designs] == [("black", "chassis")]
    assert state.today["cleo"].shifts_banked == 1

    # Sandra's first day (paperwork at her desk), then the end of the day credits the Shifts banked
    expect(shown(page, "sandra-where")).to_contain_text("Sandra's turn in Administration")
    preview_and_confirm(page, "ledger", "first day: Sandra does her paperwork (no assessment, no Week)", exact=False)
    reload(page)
    preview_and_confirm(page, "ledger", "end of day", exact=False)
    reload(page)
    expect(shown(page, "table-when")).to_contain_text("day 2, week 0")
    state = store.load(sid).state
    assert state.day == 2 and {p.id: p.shifts for p in state.players} == {"ada": 0, "ben": 1, "cleo": 1}
