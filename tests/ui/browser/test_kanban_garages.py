"""A Kanban turn in Testing & Innovation with the garages' and Upgrade Spaces' benefits followed, by taps at 390 px.

Ada works first, at the right workstation of Testing & Innovation (3 Shifts), with a green claim-only Design and a
red engine Design on her desk and an engine on her board; the green car waits right behind the Pace Car. She picks
the first car and the green Model, taps the chip of garage 2, which names its benefit on the standard side (1 Shift
banked, data/garages.toml, unverified; her side is not known yet), adds the car, then the red engine upgrade. Previewed, the app asks which side
of the Player Board she plays (KDE Setup 2.A) and which empty Upgrade Space of the red Model she fills (KDE Upgrade a
Design 1); she taps the standard side and space 3 (a Book). Stored: a Shift and a Book credited tonight, the upgrade's
2 pp, the side kept.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import kanban_game
from test_browser_packs import open_pack_game, reload, select, shown

pytestmark = pytest.mark.browser


def test_a_car_parked_and_an_upgrade_give_their_printed_benefits_by_taps(app_page, store, server):
    sid = kanban_game(store, workstations=True, printed_benefits=True)
    for path, value in (("players.0.designs", [{"model": "green"}, {"model": "red", "part": "engine"}]),
                        ("players.0.parts", {"engine": 1}), ("test_track", ["green"])):
        assert store.submit(sid, {"kind": "edit", "path": path, "value": value}).stored
    for pid, dept, ws in (("ada", "testing", 2), ("ben", "design", 2), ("cleo", "design", 1)):
        assert store.submit(sid, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).stored
    page = open_pack_game(app_page, server, sid)
    select(page, "claim-position", "1st behind the Pace Car (1 Shift)")
    select(page, "claim-model", "green")
    shown(page, page.get_by_role("checkbox", name="garage 2 (empty: 1 Shift banked on the standard side)",
                                 exact=True)).click()
    shown(page, page.get_by_role("button", name="Add the car", exact=True)).click()
    expect(shown(page, "claims")).to_contain_text("1st car: green into garage 2")
    select(page, "upgrade-design", "red engine")
    shown(page, page.get_by_role("button", name="Add the upgrade", exact=True)).click()
    expect(shown(page, "work-shifts")).to_contain_text("Shifts today: 2 used of 3")
    preview(page, "decision-question")
    expect(shown(page, "decision-question")).to_have_text("Which side of the Player Board does Ada play?")
    shown(page, page.get_by_role("button", name="the standard side", exact=True)).click()
    expect(shown(page, "decision-question")).to_have_text("Which empty Upgrade Space of the red Model does Ada fill?")
    shown(page, page.get_by_role("button", name="space 3: 1 Book", exact=True)).click()
    expect(shown(page, "ledger")).to_contain_text("garage 2's benefit: 1 Shift banked")
    shown(page, "confirm").click()
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)
    expect(shown(page, "upgrade-spaces")).to_have_text("Upgrade Spaces filled: red: 3")
    expect(shown(page, "p0-side")).to_contain_text("the standard side")
    game = store.load(sid)
    ada = game.state.player("ada")
    assert ada.garages[1] == "green" and ada.pp == 2
    assert (game.state.today["ada"].shifts_banked, game.state.today["ada"].books_gained) == (1, 1)
    assert game.state.board_sides == {"ada": "standard"} and game.state.upgrades["red"][0].space == 3
    entry = game.entries[-1].entry
    assert entry["claims"] == [{"position": 1, "model": "green", "garage": 2}]
    assert entry["answers"] == {"board-side": "standard", "upgrade-space-red-engine": 3}
