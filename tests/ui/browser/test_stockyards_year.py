"""Union Stockyards, one whole year at phone width (390 px) in headless Chromium.

A game that follows the placement (two workers each): Phase I with a Year card that
starts a strike (so one worker each stands on the Picket Line), the three remaining
workers placed one at a time from the first player through the placement form (it
offers only the legal placements): a building raised, a sale at its margin on a Market space, then
Phase III: the campaigner takes the First Player marker and the prices adjust.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from served import preview
from scenarios import stockyards_game
from test_browser_packs import open_pack_game, preview_and_confirm, reload, select, shown, tap

pytestmark = pytest.mark.browser


def preview_notes_and_confirm(page, line: str):
    """Preview an entry that moves no money: the engine's ledger line is on screen, then confirm it."""
    preview(page)
    shown(page, page.get_by_text(line))
    shown(page, "confirm").click()


def test_union_stockyards_one_year_with_a_strike_at_phone_width(app_page, store, server):
    # Union Spirit 2, prices 8/5/4, meat values 12/7/3, Yard 3/2/4 (tests/ui/scenarios.py)
    sid = stockyards_game(store, workers=2)
    page = open_pack_game(app_page, server, sid)
    expect(shown(page, "arrivals")).to_have_text("New livestock from the prices and 3 players: 2 cattle, 2 hogs, 2 sheep.")
    select(page, "year-card", "Unrest on the floor")
    tap(page, "Union Spirit change besides the card (now 2): one more")
    preview_notes_and_confirm(page, "Union Spirit 4: strike!")
    expect(shown(page, "table-when")).to_have_text("year 1 of 6, Phase II (worker placement): Ada to place")
    expect(shown(page, "union-spirit")).to_contain_text("4")
    expect(shown(page, "p0-picket")).to_contain_text("yes")
    expect(shown(page, "year-card-shown")).to_contain_text("Unrest on the floor")
    expect(shown(page, "blocked")).to_contain_text("Advertising 2")  # four players needed (board data)

    expect(shown(page, "to-place")).to_have_text("Ada places a worker (1 left, $10).")
    select(page, "place-space", "Build: Smokehouse (costs $5)")  # a building by name (data/buildings.toml)
    preview_notes_and_confirm(page, "Smokehouse: hogs meat value 7 -> 9")
    expect(shown(page, "p0-buildings")).to_contain_text("Smokehouse")
    expect(shown(page, "to-place")).to_have_text("Ben places a worker (1 left, $10).")
    select(page, "place-space", "Campaign (free)")
    preview_notes_and_confirm(page, "places a worker on Campaign")
    expect(shown(page, "to-place")).to_have_text("Cleo places a worker (1 left, $10).")
    select(page, "place-space", "Market 1: cattle (sells at the margin)")
    preview_and_confirm(page, "ledger-total-cleo", "Move: +$4")
    expect(shown(page, "table-when")).to_have_text("year 1 of 6, Phase II (worker placement): every worker placed")
    expect(shown(page, "p2-workers")).to_contain_text("Market 1 (cattle)")
    reload(page)  # stored: the table comes back as it was

    expect(shown(page, "campaigner")).to_have_text("On Campaign: Ben.")
    select(page, "campaign-party", "the second party")
    preview_notes_and_confirm(page, "the second party holds office next year")
    # the stored step is drawn after the server's answer: a busy machine takes longer than the usual 5 s
    expect(shown(page, "table-when")).to_have_text("year 2 of 6, Phase I (markets and Union Spirit)", timeout=20_000)
    expect(shown(page, "first-player")).to_contain_text("Ben")
    state = store.load(sid).state
    # the Yard after the sale: 4 cattle, 4 hogs, 6 sheep -> cattle and hogs +$3, sheep -$2
    assert state.prices == {"cattle": 11, "hogs": 8, "sheep": 2}
    assert [p.cash for p in state.players] == [5, 10, 14] and state.party == "party B"
    assert state.players[0].buildings == ["smokehouse"] and state.meat_values["hogs"] == 9
    assert state.placements == [] and not any(p.picket for p in state.players)
