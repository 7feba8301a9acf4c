"""A Kanban Meeting turn by turn in headless Chromium at phone width (390 px).

Ada, Ben and Cleo speak in the speaking order (seating order here: nobody is certified yet): Ada
presents her pet project and puts a Seat on goal #1 (2 pp per car, her two cars: 4 pp), Ben and
Cleo present theirs, everyone passes in a row, and New Business moves the Production Cycle on.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from scenarios import kanban_game
from test_browser_packs import by_id, open_pack_game, preview_and_confirm, reload, select, shown

pytestmark = pytest.mark.browser


def test_a_meeting_speaker_by_speaker_then_new_business(app_page, store, server):
    sid = kanban_game(store, goals_on_table=[1, 2])
    store.submit(sid, {"kind": "edit", "changes": [{"path": "players.0.garages", "value": ["green", "blue", None, None, None]},
                                                   {"path": "meeting_scheduled", "value": True}]})
    page = open_pack_game(app_page, server, sid)
    shown(page, "kind-speak").click()
    expect(shown(page, "meeting-order-line")).to_contain_text("Ada, Ben, Cleo")
    select(page, "speak-pet", "#3: 4 pp x up to 2 (cars of the Model: green)")
    select(page, "speak-goal", "#1: 2 pp x up to 3 (cars in the garage)")
    preview_and_confirm(page, "ledger", "Performance Goal 1, speaker 1: 2 cars in the garage", exact=False)
    reload(page)
    # the Meeting is under way: the next speaker's turn is the suggested step
    expect(shown(page, "meeting-now")).to_contain_text("At the Meeting: Ben to speak")
    select(page, "speak-pet", "#4: 4 pp x up to 2 (cars of the Model: blue)")
    preview_and_confirm(page, "ledger", "presents the pet project, Performance Goal 4", exact=False)
    reload(page)
    select(page, "speak-pet", "#5: 4 pp x up to 2 (cars of the Model: yellow)")
    preview_and_confirm(page, "ledger", "presents the pet project, Performance Goal 5", exact=False)
    reload(page)
    for _ in range(3):
        shown(page, "kind-meeting_pass").click()
        preview_and_confirm(page, "ledger", "passes at the Meeting", exact=False)
        reload(page)
    expect(shown(page, "meeting-now")).to_contain_text("Everyone has passed: New Business next")
    preview_and_confirm(page, "ledger", "the Production Cycle marker moves to 1", exact=False)
    reload(page)
    expect(by_id(page, "meeting-now")).to_have_count(0)
    state = store.load(sid).state
    assert state.cycle == 1 and not state.meeting_scheduled and state.players[0].pp - state.players[1].pp == 4
