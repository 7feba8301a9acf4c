"""Sandra's turn in Design with the display followed by the app, by taps in headless Chromium at 390 px.

A Workstation Alley game of Ada, Ben and Cleo with the Design display dealt at set-up (KDE Setup 18-19). Three days
are played (nobody in Design, so the display stays as dealt); on the fourth Sandra stands in Design. Her task (KDE
Factory Manager table): the oldest 4 Designs, the Well-Researched spaces' (red brakes, black chassis; blue claim-only,
red engine), go back to the Central deck with its black engine, which is shuffled: the table taps which Design comes
up on the Central deck (red brakes); the rows slide right and refill from their decks, and for each tile the decks
turn up the table taps which one (yellow brakes and black chassis on the top row's deck, green chassis and the blue
claim-only Design on the bottom row's). Confirmed, the table shows the new display and the decks' tops after a reload.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import kanban_game
from test_browser_packs import open_pack_game, reload, shown

from companion.games.kanban import alley

pytestmark = pytest.mark.browser

TOP = [("green", "engine"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
BOTTOM = [("yellow", "engine"), ("green", "turbo"), ("blue", None), ("red", "engine")]
DECKS = {"central": ("black", "engine"), "top": ("yellow", "turbo"), "bottom": ("green", "brakes")}
#: the questions the table answers, in the order the rules ask them, and the button tapped for each
ASKED = [("the Central deck", "red Design, brakes"), ("the top row's deck", "yellow Design, brakes"),
         ("the top row's deck", "black Design, chassis"), ("the bottom row's deck", "green Design, chassis"),
         ("the bottom row's deck", "blue Design, claim only")]


def tile(model, part):
    return {"model": model, "part": part}


def days_until_sandra_in_design(store, sid: int) -> None:
    """Whole days stored entry by entry, each player choosing the first workstation open to them outside Design and
    working with no task, Sandra taking her turn where the app moves her, until her turn comes in Design."""
    for _day in range(6):
        state = store.load(sid).state
        while not alley.selection_done(state):
            pid = alley.next_to_choose(state)
            station = next(s for s in alley.choices(state, pid) if s.department != "design")
            assert store.submit(sid, {"kind": "select", "player": pid, "department": station.department,
                                      "workstation": station.workstation}).stored
            state = store.load(sid).state
        for worker in alley.working_order(state):
            if worker == alley.SANDRA:
                if state.sandra == "design":
                    return
                assert store.submit(sid, {"kind": "sandra"}).stored
            else:
                station = state.placed[worker]
                assert store.submit(sid, {"kind": "work", "player": worker, "department": station.department,
                                          "workstation_shifts": alley.shifts_at(state, station)}).stored
            state = store.load(sid).state
        assert store.submit(sid, {"kind": "end_of_day"}).stored
    raise AssertionError("Sandra never reached Design")


def test_sandras_design_task_shuffles_the_central_deck_and_the_table_taps_what_comes_up(app_page, store, server):
    sid = kanban_game(store, workstations=True, design_display=[tile(*t) for t in TOP + BOTTOM],
                      design_decks={d: tile(*t) for d, t in DECKS.items()})
    days_until_sandra_in_design(store, sid)
    assert store.load(sid).state.day == 4
    page = open_pack_game(app_page, server, sid)
    expect(shown(page, "sandra-where")).to_contain_text("Sandra's turn in Design")
    expect(shown(page, "design-display")).to_contain_text(
        "Top row: green Design (engine), blue Design (turbo), red Design (brakes), black Design (chassis)")
    preview(page, "decision-question")
    for deck, answer in ASKED:
        expect(shown(page, "decision-question")).to_have_text(f"Which Design is now face-up on top of {deck}?")
        shown(page, page.get_by_role("button", name=answer, exact=True)).click()
    expect(shown(page, "ledger")).to_contain_text(
        "Sandra returns the oldest 4 Designs to the Central deck and shuffles it (red Design (brakes), black Design "
        "(chassis), blue Design (claim only), red Design (engine))")
    shown(page, "confirm").click()
    expect(shown(page, "stored")).to_contain_text("stored")
    reload(page)
    display = shown(page, "design-display")
    expect(display).to_contain_text(
        "Top row: yellow Design (brakes), yellow Design (turbo), green Design (engine), blue Design (turbo)")
    expect(display).to_contain_text(
        "Bottom row: green Design (chassis), green Design (brakes), yellow Design (engine), green Design (turbo)")
    expect(display).to_contain_text("On top of the Central deck: red Design (brakes)")
    expect(display).to_contain_text("On top of the top row's deck: black Design (chassis)")
    game = store.load(sid)
    entry = game.entries[-1].entry
    assert entry["kind"] == "sandra"
    assert entry["answers"] == {"design-1": "red:brakes", "design-2": "yellow:brakes", "design-3": "black:chassis",
                                "design-4": "green:chassis", "design-5": "blue:claim only"}
    central = game.state.decks["central"]
    # the 4 Designs and the Central deck's top shuffled in: 9 tiles dealt there, one now face-up
    assert (central.top.model, central.top.part) == ("red", "brakes") and central.hidden == 8 + 5 - 1
