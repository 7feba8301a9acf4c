"""Every text field the app shows keeps every keystroke (issue 12, item 5), at phone width.

Playwright types with no delay between keys, first over the plain loopback, then
with 150 ms of latency on every request and WebSocket frame of the tab (a served
phone on a busy network). Each test then reads what the app KEPT: what it stored
after Save, Enter or Confirm, or what it shows the typed text did (the board
filter's matches); never only the field's DOM value. One page per group of
fields; the latency changes on the same page.

Fields: the correction dialog's number (a stepper, `widgets.stepper`), the game
title (log tab), the generic entry form's fields (`ui/generic.py`), the board
data filter, the Check-your-box cells, the table code a guest types, a pack
form's text (`pack_forms.text`, Kanban's note) and the roster's rename field.
The new player's name is in test_browser_forms.py.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from scenarios import edit, kanban_game, new_game
from served import TABLE_CODE, Server, enable_semantics, open_app, shown
from test_browser_game import button, by_id

pytestmark = pytest.mark.browser

LATENCIES = (0, 150)


class Network:
    """The tab's network: every request and WebSocket frame waits `latency` ms (set again at will)."""

    def __init__(self, page):
        self.cdp = page.context.new_cdp_session(page)
        self.cdp.send("Network.enable")

    def latency(self, ms: int) -> None:
        self.cdp.send("Network.emulateNetworkConditions",
                      {"offline": False, "latency": ms, "downloadThroughput": -1, "uploadThroughput": -1})


def type_fast(page, box, text: str, latency: int) -> None:
    """Focus `box`, replace what it holds by `text` typed with no delay, and let the last frames arrive."""
    box = shown(page, box)
    if not box.evaluate("e => e === document.activeElement"):  # a tap on the focused field would take its focus away
        try:
            box.click(timeout=3_000)
        except Exception:  # a neighbour's semantics box reaching over the field takes the click: focus the field itself
            box.focus()
    page.wait_for_timeout(200 + latency)
    page.keyboard.press("Control+A")
    page.keyboard.type(text, delay=0)
    page.wait_for_timeout(1500 + 10 * latency)


def tap_until(page, target, appears, tries: int = 3) -> None:
    """Tap `target()` until `appears` is on the page: a tap while the screen is being redrawn after
    the last step (more often over a slow connection) can land on the old frame."""
    for _ in range(tries):
        target().click()
        try:
            expect(appears.first).to_be_attached(timeout=4_000)
            return
        except AssertionError:
            continue
    expect(appears.first).to_be_attached()


def eventually(read, expected, seconds: float = 15.0):
    """Poll `read()` (the store, a file) until it gives `expected`; the last value read otherwise."""
    deadline = time.time() + seconds
    while True:
        got = read()
        if got == expected or time.time() > deadline:
            return got
        time.sleep(0.2)


def textbox(page, label: str):
    return page.get_by_role("textbox", name=label, exact=True)


def test_the_fields_of_a_game_keep_every_keystroke(browser, server, store):
    """The correction dialog's number, the game title and a note's text."""
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    page = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    net = Network(page)
    try:
        expect(by_id(page, "table-when")).to_be_visible(timeout=20_000)
        for latency in LATENCIES:
            net.latency(latency)
            cash = 12_345 + 11_111 * (latency // 150)
            tap_until(page, lambda: shown(page, "p0-cash").get_by_role("button"), textbox(page, "New value"))
            type_fast(page, textbox(page, "New value"), str(cash), latency)
            page.get_by_role("alertdialog").get_by_role("button", name="Save", exact=True).click()
            assert eventually(lambda: store.load(sid).state.players[0].cash, cash) == cash
            expect(page.get_by_role("alertdialog")).to_have_count(0, timeout=10_000)

            words = f"Tuesday's long game at Marion's, played fast {latency}"
            if not textbox(page, "What happened").count():
                shown(page, button(page, "A note for the record")).click()
            type_fast(page, textbox(page, "What happened"), words, latency)
            tap_until(page, lambda: shown(page, button(page, "Preview")), by_id(page, "confirm"))
            shown(page, "confirm").click()
            assert eventually(lambda: store.load(sid).entries[-1].entry.get("text"), words) == words

        page.goto(f"{server.url}game/{sid}/log")
        enable_semantics(page)
        for latency in LATENCIES:
            net.latency(latency)
            title = f"Arkwright at Marion's kitchen table, night {latency}"
            type_fast(page, textbox(page, "Game title"), title, latency)
            page.keyboard.press("Enter")
            assert eventually(lambda: store.info(sid).title, title) == title
    finally:
        page.close()


def test_the_board_filter_keeps_every_keystroke(browser, server, store):
    sid = new_game(store)
    page = open_app(browser, f"{server.url}game/{sid}/board", 390, 844)
    net = Network(page)
    try:
        for latency, typed in zip(LATENCIES, ("food factory", "clothes factory")):
            net.latency(latency)
            type_fast(page, textbox(page, "Filter"), typed, latency)
            expect(shown(page, "board-matches")).to_contain_text(f'"{typed}"', timeout=10_000)
    finally:
        page.close()


def test_the_cells_of_check_your_box_keep_every_keystroke(browser, fresh_server):
    """Its own server: the values kept here must not reach the other tests' new games."""
    from companion.store import Store

    with Store.open(fresh_server.db) as store:
        sid = new_game(store)
    page = open_app(browser, f"{fresh_server.url}game/{sid}/box", 390, 844)
    net = Network(page)
    try:
        expect(by_id(page, "box-progress")).to_be_visible(timeout=20_000)
        by_id(page, "box-part-share_track").click()
        kept: dict[str, int] = {}
        for (space, value), latency in zip(((11, 12), (13, 13)), LATENCIES):  # 11 -> 12 and 12 -> 13: it still rises
            net.latency(latency)
            type_fast(page, shown(page, f"cell-share_track.spaces.{space}-value").get_by_role("textbox"), str(value), latency)
            shown(page, f"confirm-share_track.spaces.{space}").click()
            kept[f"share_track.spaces.{space}.value"] = value
            with Store.open(fresh_server.db) as store:
                assert eventually(lambda: store.load(sid).state.board_overrides, kept) == kept
    finally:
        page.close()


def test_the_table_code_a_guest_types_keeps_every_keystroke(browser, tmp_path):
    """Loopback is not trusted here, so this browser is a guest that must type the code."""
    guarded = Server(tmp_path, "--host", "127.0.0.1", "--no-trust-local")
    try:
        for latency in LATENCIES:
            phone = open_app(browser, guarded.url)
            try:
                Network(phone).latency(latency)
                expect(button(phone, "Join")).to_be_visible(timeout=20_000)
                type_fast(phone, textbox(phone, "Table code"), TABLE_CODE.lower(), latency)
                phone.keyboard.press("Enter")
                expect(button(phone, "Join")).to_have_count(0, timeout=10_000 + 20 * latency)
                expect(textbox(phone, "Table code")).to_have_count(0)
            finally:
                phone.close()
    finally:
        guarded.stop()


def test_a_pack_form_and_the_roster_keep_every_keystroke(browser, server, store):
    """Kanban's note (a pack form's text) and a player's new name on the roster."""
    sid = kanban_game(store)
    page = open_app(browser, f"{server.url}game/{sid}", 390, 844)
    net = Network(page)
    try:
        expect(by_id(page, "kind-note")).to_be_visible(timeout=20_000)
        for latency in LATENCIES:
            net.latency(latency)
            words = f"Ada swapped the last two turbo parts, quickly {latency}"
            shown(page, "kind-note").click()
            type_fast(page, shown(page, "note-text").get_by_role("textbox"), words, latency)
            tap_until(page, lambda: shown(page, "prepare"), by_id(page, "confirm"))
            shown(page, "confirm").click()
            assert eventually(lambda: store.load(sid).entries[-1].entry.get("text"), words) == words
            shown(page, "stored")  # the step panel is back, ready for the next entry
    finally:
        page.close()

    pid = store.add_player("Renamed Soon", "yellow").id  # a player of this test's own: the others find theirs by name
    page = open_app(browser, f"{server.url}players", 390, 844)
    net = Network(page)
    try:
        before = "Renamed Soon"
        for latency in LATENCIES:
            net.latency(latency)
            name = f"Temperance Featherstonehaugh {latency}"
            tile = page.get_by_role("button", name=f"Rename or recolour {before} {before} (yellow)", exact=True)
            shown(page, tile).get_by_role("button").first.click()  # the tile's pencil (the tile opens the statistics)
            type_fast(page, textbox(page, "Name"), name, latency)
            page.keyboard.press("Enter")
            names = lambda: next(p.name for p in store.players() if p.id == pid)  # noqa: E731
            assert eventually(names, name) == name
            expect(page.get_by_role("button", name=f"Rename or recolour {name} {name} (yellow)", exact=True)).to_be_visible()
            before = name
    finally:
        page.close()
