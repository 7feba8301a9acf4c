"""Check your box in headless Chromium at phone width (390 px).

From a game at its production phase a group opens Check your box, confirms a
job-market row as it is, corrects the wage of the row in force, and the
production phase then pays that wage. The board file it exports is imported
on a second server with a fresh data folder (another group's phone): the
changes are shown first, then kept as checked by that group.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest
from playwright.sync_api import expect

from companion.core.boxcheck import components
from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import base_board
from companion.store import Store
from scenarios import warehouse_sale_game
from served import Server, enable_semantics, open_app
from test_browser_game import by_id, button, label_contains
from test_browser_packs import shown

pytestmark = pytest.mark.browser

TOTAL = sum(len(c.fields) for c in components(base_board()))
SHOTS = "/tmp/checkbox-screenshots"


def shot(page, name: str) -> None:
    page.wait_for_timeout(1200)
    page.screenshot(path=f"{SHOTS}/{name}.png")


@pytest.fixture
def servers(tmp_path):
    """Servers of their own data folders: the values checked here must not reach the other browser tests."""
    started: dict[str, Server] = {}

    def start(name: str) -> Server:
        (tmp_path / name).mkdir()
        started[name] = Server(tmp_path / name)
        return started[name]

    yield start
    for s in started.values():
        s.stop()


def test_check_your_box_pays_the_checked_wage_and_travels_as_a_board_file(browser, servers, tmp_path):
    ours = servers("ours")
    shutil.rmtree(SHOTS, ignore_errors=True)
    os.makedirs(SHOTS, exist_ok=True)
    with Store.open(ours.db) as store:
        sid = warehouse_sale_game(store)
        state = store.load(sid).state
    row = state.board.job_spaces[jobmarket.empty_spaces(state.board, state) - 1][0]
    built_in = state.board.job_market[row].wage
    assert built_in != 4

    page = open_app(browser, f"{ours.url}game/{sid}/box")
    try:
        expect(by_id(page, "box-progress")).to_have_text(f"0 of {TOTAL} values checked", timeout=20_000)
        by_id(page, "box-part-job_market").click()
        expect(by_id(page, "confirm-job_market.0")).to_be_visible()
        by_id(page, "confirm-job_market.0").click()
        expect(by_id(page, "box-progress")).to_have_text(f"2 of {TOTAL} values checked")
        box = shown(page, f"cell-job_market.{row}-wage").get_by_role("textbox")
        box.click()
        box.fill("4")
        shot(page, "wage-edited-phone")
        shown(page, f"confirm-job_market.{row}").click()
        label_contains(by_id(page, "notice"), f"Job market, row {row + 1}: matches your box.")
        with Store.open(ours.db) as store:
            assert store.load(sid).state.board_overrides == {f"job_market.{row}.wage": 4}

        shown(page, "box-part-factories", steps=20).click()
        expect(by_id(page, "confirm-factories.0")).to_be_visible()
        shot(page, "factory-tiles-phone")

        # the next production phase pays the wage checked
        page.goto(f"{ours.url}game/{sid}")
        enable_semantics(page)
        button(page, "Resolve production").click()
        button(page, "up to 2 food from the warehouse (appeal allows 2 more)").click()
        label_contains(by_id(page, "ledger"), "workers at £4 for the food factory")
        shot(page, "production-pays-checked-wage-phone")

        # the board file
        page.goto(f"{ours.url}box/arkwright")
        enable_semantics(page)
        expect(by_id(page, "box-progress")).to_have_text(f"4 of {TOTAL} values checked", timeout=20_000)
        with page.expect_download() as got:
            by_id(page, "box-export").click()
        file = tmp_path / got.value.suggested_filename
        got.value.save_as(file)
        assert file.name == "board-arkwright.json"
        data = json.loads(file.read_text())
        assert data["values"][f"job_market.{row}.wage"] == 4 and data["values"]["job_market.0.wage"] == 2
    finally:
        page.close()

    # another group's phone: a fresh data folder
    other = servers("fresh")
    page = open_app(browser, f"{other.url}box/arkwright")
    expect(by_id(page, "box-progress")).to_have_text(f"0 of {TOTAL} values checked", timeout=20_000)
    try:
        with page.expect_file_chooser() as chooser:
            by_id(page, "box-import").click()
        chooser.value.set_files(str(file))
        expect(by_id(page, "import-changes")).to_contain_text(f"job market: row {row + 1} — wage: {built_in} becomes 4", timeout=30_000)  # uploaded, then read
        shot(page, "import-changes-phone")
        page.get_by_role("button", name="Take these values", exact=True).click()
        label_contains(by_id(page, "notice"), "Board file taken", timeout=15)
        expect(by_id(page, "box-progress")).to_have_text(f"4 of {TOTAL} values checked")
        kept = json.loads((other.data / "board_corrections.json").read_text())
        assert kept == {"arkwright": {f"job_market.{row}.wage": 4}}
        checked = json.loads((other.data / "board_checked.json").read_text())["arkwright"]
        assert checked == {"job_market.0.wage": 2, "job_market.0.spaces": checked["job_market.0.spaces"],
                           f"job_market.{row}.wage": 4, f"job_market.{row}.spaces": checked[f"job_market.{row}.spaces"]}
    finally:
        page.close()
