"""A Kanban day at the Assembly Line followed by the app, by taps in headless Chromium at 390 px.

Ada works first, at the right workstation of the Assembly Line (3 Shifts), with an engine, a turbo and
brakes on her board. She taps a Part chip for green, then red, then green again; the rules ask, for each
Part, which way the car displaced from the Model's second row goes, and she taps the short conveyor each
time (data/assembly.toml: 2 spaces, 1 pp, unverified). The third push sends the first green car off the
short conveyor: 1 pp and the Test Track, counted by the companion (KDE A Car Rolls off the Line), and a
Red Seat from the green Demand tile (KDE Demand Tiles). The table shows the Assembly Spaces.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import kanban_game
from test_browser_packs import open_pack_game, reload, shown

pytestmark = pytest.mark.browser

SHORT = "the short conveyor, space 1"


def test_parts_provided_on_the_assembly_line_by_taps_and_a_car_rolls_off(app_page, store, server):
    sid = kanban_game(store, workstations=True, assembly_line=True, demand=["green", "red"])
    assert store.submit(sid, {"kind": "edit", "path": "players.0.parts", "value": {"engine": 1, "turbo": 1, "brakes": 1}}).stored
    for pid, dept, ws in (("ada", "assembly", 2), ("ben", "design", 2), ("cleo", "design", 1)):
        assert store.submit(sid, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).stored
    page = open_pack_game(app_page, server, sid)
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
    shown(page, "confirm").click()
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)
    expect(shown(page, "assembly-line")).to_contain_text("green: engine, brakes (2 of 3)")
    expect(shown(page, "test-track")).to_contain_text("Test Track behind the Pace Car: green")
    game = store.load(sid)
    assert game.state.player("ada").pp == 1 and game.state.test_track == ["green"]
    assert game.state.demand[0].seats == 1
    entry = game.entries[-1].entry
    assert entry["provide"] == [{"model": "green", "part": "engine"}, {"model": "red", "part": "turbo"},
                                {"model": "green", "part": "brakes"}]
    assert entry["answers"] == {"line-1-2": "short-1", "line-2-2": "short-1", "line-3-2": "short-1"}
