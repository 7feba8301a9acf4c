"""Two phones (390 px) on one served game: a write from a screen the game moved past is refused.

Phone A stores a step; phone B stores one after it; A's Undo on its "last step"
card must not undo B's step: it is refused with "The game changed on another
phone" and A then shows B's step. And a restore run outside while the server
runs is on the phones' screens before anything is written on top of it.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from playwright.sync_api import expect

from served import ROOT, Server, open_app
from scenarios import edit, new_game, warehouse_sale_game
from test_browser_game import button, by_id, fill, label_contains

pytestmark = pytest.mark.browser

MOVED = "The game changed on another phone"


def correct(page, ident: str, value: str) -> None:
    """Tap a value of the table and store a correction of it."""
    by_id(page, ident).get_by_role("button").click()
    fill(page, "New value", value)
    page.get_by_role("alertdialog").get_by_role("button", name="Save", exact=True).click()


def test_b_stores_a_step_and_a_s_undo_is_refused_then_a_sees_b_s_step(browser, server, store):
    sid = warehouse_sale_game(store)
    a = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    b = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    try:
        a.bring_to_front()
        expect(by_id(a, "step-title")).to_have_text("Production phase: food", timeout=15_000)  # a loaded machine
        button(a, "Resolve production").click()
        button(a, "up to 2 food from the warehouse (appeal allows 2 more)").click()
        button(a, "Confirm").click()
        expect(by_id(a, "stored")).to_have_text("Production phase: food: stored. Move these on the table:")
        b.bring_to_front()
        expect(by_id(b, "p0-cash")).to_contain_text("£46", timeout=10_000)
        correct(b, "p0-cash", "50")  # phone B stores a step after A's
        expect(by_id(b, "p0-cash")).to_contain_text("£50")
        a.bring_to_front()
        by_id(a, "undo").click()  # A's card still offers to undo A's production
        label_contains(by_id(a, "notice"), MOVED, timeout=10)
        label_contains(by_id(a, "notice"), "1 entry was stored after what this screen showed (Marion")
        label_contains(by_id(a, "notice"), "s cash corrected to £50). Nothing was stored")  # the snapshot doubles apostrophes
        expect(by_id(a, "p0-cash")).to_contain_text("£50")
        expect(by_id(a, "step-title")).to_have_text("Economy phase: clothes")  # A's production stays
        expect(by_id(a, "last-step")).to_have_count(0)
    finally:
        a.close()
        b.close()
    view = store.load(sid)
    assert view.entries[-1].kind == "edit" and all(e.op == "play" for e in view.entries)
    assert view.state.players[0].cash == 50 and view.state.phase != "production"


def test_a_restore_run_outside_is_shown_before_the_next_write(browser, tmp_path):
    from companion.store import Store

    served = Server(tmp_path)
    try:
        with Store.open(served.db) as store:
            sid = new_game(store)
            elsewhere = store.backup(tmp_path / "elsewhere.db")
            edit(store, sid, ("players.0.cash", 57))  # the table goes on here...
        with Store.open(elsewhere) as other:
            edit(other, sid, ("players.0.cash", 99))  # ...and differently in the backup: same game, same length
        phone = open_app(browser, f"{served.url}game/{sid}", 390, 844)
        expect(by_id(phone, "p0-cash")).to_contain_text("£57", timeout=15_000)
        subprocess.run([sys.executable, "-m", "companion", "restore", str(elsewhere), "--db", str(served.db)],
                       cwd=ROOT, check=True, capture_output=True, timeout=120)
        expect(by_id(phone, "p0-cash")).to_contain_text("£99", timeout=15_000)
        correct(phone, "p0-cash", "100")
        expect(by_id(phone, "p0-cash")).to_contain_text("£100")
        phone.close()
    finally:
        served.stop()
    with Store.open(served.db) as store:
        state = store.load(sid).state
        assert state.players[0].cash == 100
        assert [e.entry.get("value") for e in store.load(sid).entries][1:] == [99, 100]  # the backup's log, then ours
        assert store.replay_state(sid) == state  # stored on top of the restored log: it replays
