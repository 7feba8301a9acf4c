"""The served app in headless Chromium: a new game, a production phase with a question, undo, reload, history."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from served import TABLE_CODE, Server, enable_semantics, open_app, shown
from scenarios import roster, short_game_at_the_end, warehouse_sale_game

pytestmark = pytest.mark.browser


def by_id(page, ident):
    return page.locator(f'[flt-semantics-identifier="{ident}"]')


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def label_contains(locator, text, timeout: float = 10.0, *, scroll=None):
    """The accessible text of a group contains `text` (Flutter puts it in an aria-label or in text nodes).

    `scroll`: the page, scrolled down a little while `text` is not there yet (Flutter builds only what is on or
    near the screen, so a line below the fold is not in the page until it is scrolled to)."""
    deadline = time.time() + timeout
    if scroll is not None:
        scroll.mouse.move(195, 500)
    while True:
        snapshot = locator.aria_snapshot() if locator.count() else ""
        if text in snapshot.replace("\n", " "):
            return
        if time.time() > deadline:
            raise AssertionError(f"{text!r} not in:\n{snapshot}")
        if scroll is not None:
            scroll.mouse.wheel(0, 150)
            time.sleep(0.3)
        time.sleep(0.1)


def open_game(page, server, sid: int, step: str):
    """Go to a stored game and wait until its step is on screen."""
    page.goto(f"{server.url}game/{sid}")
    enable_semantics(page)
    expect(by_id(page, "step-title")).to_have_text(step)
    return page


def fill(page, label, text):
    box = page.get_by_role("textbox", name=label)
    box.click()  # focus first: a bare fill() loses input after re-renders
    # select what the field holds with the keyboard, as a player would: a fill() alone sometimes left Flutter's own
    # selection at the end and added the text to what was there ("NOPE" + "TESTGAME")
    box.press("Control+a")
    box.fill(text)


def start_a_game_of_bea_carl_and_dora(page, timeout: float = 5_000) -> None:
    """From the home screen: a new game of Bea and Carl (on the roster) and Dora (added), started."""
    page.get_by_role("button", name="New game").first.click()
    page.get_by_role("checkbox", name="Bea").click()
    page.get_by_role("checkbox", name="Carl").click()
    fill(page, "New player name", "Dora")
    button(page, "Add player").click()
    expect(page.get_by_role("checkbox", name="Dora")).to_be_checked()
    shown(page, button(page, "Start the game")).click()  # below the seats on a phone: scrolled to, as a thumb does
    expect(by_id(page, "table-when")).to_have_text("1770s · cycle 1: food · economy phase", timeout=timeout)


def test_create_a_three_player_game(browser, fresh_server):
    # a data folder of its own: the roster other tests filled would push the buttons off the phone's screen
    from companion.store import Store

    store = Store.open(fresh_server.db)
    roster(store, [("Bea", "purple"), ("Carl", "orange")])
    page = open_app(browser, fresh_server.url)
    start_a_game_of_bea_carl_and_dora(page)
    assert re.search(r"/game/\d+$", page.url)
    games = [s for s in store.sessions() if {x.name for x in s.seats} == {"Bea", "Carl", "Dora"}]
    assert len(games) == 1 and [x.name for x in games[0].seats] == ["Bea", "Carl", "Dora"]
    page.close()
    store.close()


def test_production_with_a_warehouse_sale_ledger_undo_and_reload(app_page, store, server):
    sid = warehouse_sale_game(store)
    page = open_game(app_page, server, sid, "Production phase: food")
    button(page, "Resolve production").click()
    expect(by_id(page, "decision-question")).to_have_text(
        "Marion: your production of food is sold; sell at most how many stored food in England?")
    button(page, "up to 2 food from the warehouse (appeal allows 2 more)").click()
    label_contains(by_id(page, "ledger"), "Marion sells 5 food (2 from the warehouse) at £5: +£25")
    expect(by_id(page, "ledger-total-marion")).to_have_text("Move: +£13, +4 spaces, -2 goods")
    shown(page, "ledger-total-harold")  # the next player's section, below Marion's: scrolled to on a phone
    label_contains(by_id(page, "ledger"), "Harold loses 2 food: no room to store them", 20, scroll=page)
    shown(page, button(page, "Confirm")).click()
    expect(shown(page, "stored")).to_have_text("Production phase: food: stored. Move these on the table:")
    expect(shown(page, "p0-cash")).to_contain_text("£46")  # below the list of moves
    assert store.load(sid).state.players[0].cash == 46
    shown(page, page.get_by_role("button", name="Undo", exact=True)).click()
    expect(page.get_by_text("Production phase: food: undone. Put these back on the table:")).to_be_visible()
    expect(shown(page, "p0-cash")).to_contain_text("£33")
    expect(by_id(page, "step-title")).to_have_text("Production phase: food")
    # a reload reconnects to the same game, intact
    page.reload()
    enable_semantics(page)
    expect(shown(page, "p0-cash")).to_contain_text("£33")
    expect(by_id(page, "step-title")).to_have_text("Production phase: food")
    view = store.load(sid)
    assert view.state.phase == "production" and view.state.players[0].cash == 33


def finish_the_short_game(page, server, sid: int) -> None:
    """`short_game_at_the_end`: its final stock exchange (nobody buys), its results, its history chart."""
    open_game(page, server, sid, "End of Game event")
    button(page, "Resolve the final stock exchange").click()
    for name in ("Harold", "Angelica", "Marion"):
        expect(by_id(page, "decision-question")).to_contain_text(f"{name}: how many shares to buy")
        button(page, "buy none").click()
    button(page, "Confirm").click()
    expect(by_id(page, "results")).to_be_visible()
    page.goto(f"{server.url}history/{sid}")
    enable_semantics(page)
    # points: the set-up (1770.1), after the production (1770.2), the jump to 1810, the final scoring
    expect(by_id(page, "chart-share-value")).to_have_text("Share value: 3 players, 4 points")


def test_history_chart_after_finishing_a_short_game(app_page, store, server):
    sid = short_game_at_the_end(store)
    page = app_page
    finish_the_short_game(page, server, sid)
    label_contains(by_id(page, "ranking"), "Final ranking")
    assert store.info(sid).status == "finished"


def test_another_phone_needs_the_table_code_and_sees_updates_live(browser, tmp_path, store):
    guarded = Server(tmp_path, "--no-trust-local")
    try:
        phone = open_app(browser, guarded.url)
        expect(phone.get_by_role("button", name="Join", exact=True)).to_be_visible()
        fill(phone, "Table code", "NOPE")
        button(phone, "Join").click()
        expect(phone.get_by_role("textbox", name="Table code")).to_have_attribute(
            "aria-description", "That is not this table's code; look at the host screen. Wait 1 second before the next try.")
        time.sleep(1.2)  # the wait after a miss (companion.ui.gate)
        fill(phone, "Table code", TABLE_CODE.lower())
        button(phone, "Join").click()
        expect(phone.get_by_role("button", name="New game").first).to_be_visible()
        phone.close()
    finally:
        guarded.stop()


def test_two_phones_on_one_game_see_each_others_changes(browser, server, store):
    from scenarios import new_game

    sid = new_game(store)
    host = open_app(browser, f"{server.url}game/{sid}")
    phone = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    try:
        expect(by_id(phone, "p0-cash")).to_contain_text("£33")
        host.bring_to_front()
        by_id(host, "p0-cash").get_by_role("button").click()
        fill(host, "New value", "57")
        # what Save will store, said once the server has the typed value (a Save tapped before it stores £33)
        dialog = host.get_by_role("alertdialog")
        try:
            expect(dialog).to_contain_text("corrected to £57", timeout=5_000)
        except AssertionError:  # typed before the server drew the dialog with the value on the table (a busy machine):
            fill(host, "New value", "57")  # the text was drawn over; the player types it again
            expect(dialog).to_contain_text("corrected to £57")
        host.get_by_role("alertdialog").get_by_role("button", name="Save", exact=True).click()
        expect(by_id(host, "p0-cash")).to_contain_text("£57")
        phone.bring_to_front()
        expect(by_id(phone, "p0-cash")).to_contain_text("£57", timeout=10_000)
    finally:
        host.close()
        phone.close()
    assert store.load(sid).state.players[0].cash == 57
