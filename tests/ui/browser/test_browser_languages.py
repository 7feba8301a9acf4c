"""Each phone at a table reads the ledger in its own language (390 px).

Two devices (browser contexts of their own: their own locale, their own local storage); the app's own words
(Confirm, the stored step, the tabs) follow the phone too. The first
starts in German because its device speaks German, plays a production and reads its preview in
German; the second starts in English, chooses Dutch on Home, keeps it after a reload and reads the
same stored production in its game's log in Dutch. The stored entry is the same for both: codes and
parameters, worded when shown. A Dutch phone plays a Montana turn by taps.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scenarios import edit, montana_game, new_game
from served import enable_semantics, expand, open_app, preview, shown
from test_browser_game import button, by_id, label_contains
from test_browser_packs import select

pytestmark = pytest.mark.browser

GERMAN = "die Fabrik für Nahrung von Marion stellt 3 Nahrung her"
DUTCH = "de voedselfabriek van Marion maakt 3 voedsel"
ENGLISH = "Marion's food factory makes 3 food"
DUTCH_MOVE = "Verplaats: -6 zilver, +4 goederen, -1 arbeider"


def device(browser, locale: str):
    return browser.new_context(service_workers="block", locale=locale)


def test_two_phones_read_one_production_in_german_and_in_dutch(browser, server, store):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    german, other = device(browser, "de-DE"), device(browser, "en-GB")
    try:
        a = open_app(browser, f"{server.url}game/{sid}", context=german)
        expect(by_id(a, "step-title")).to_have_text("Production phase: food", timeout=20_000)
        button(a, "Resolve production").click()
        label_contains(by_id(a, "ledger"), GERMAN, timeout=10)  # the device's language, nothing chosen
        button(a, "Bestätigen").click()  # the app's own words in German too
        expect(by_id(a, "stored")).to_contain_text("gespeichert. Auf dem Tisch bewegen:", timeout=10_000)

        b = open_app(browser, server.url, context=other)
        b.get_by_role("button", name="New game").first.wait_for(timeout=20_000)
        chip = shown(b, b.get_by_role("checkbox", name="Nederlands", exact=True))  # at the foot of Home
        expect(b.get_by_role("checkbox", name="English", exact=True)).to_be_checked()  # its device speaks English
        chip.click()
        expect(chip).to_be_checked(timeout=10_000)
        b.reload()  # kept on the phone: a new session of the same device reads Dutch again
        enable_semantics(b)
        b.get_by_role("button", name="Nieuw spel").first.wait_for(timeout=20_000)  # Home's own words in Dutch
        expect(shown(b, b.get_by_role("checkbox", name="Nederlands", exact=True))).to_be_checked()

        seq = store.load(sid).entries[-1].seq
        b.goto(f"{server.url}game/{sid}/log")
        enable_semantics(b)
        expect(b.get_by_role("button", name="Verslag")).to_be_visible(timeout=30_000)  # the game's Log tab, in Dutch
        tile = b.get_by_role("button", name=f"{seq}. Productiefase", exact=False).first  # the entry's title in Dutch too
        expand(tile)
        label_contains(by_id(b, f"log-{seq}"), DUTCH, timeout=20)
        assert ENGLISH not in (by_id(b, f"log-{seq}").aria_snapshot() or "")
    finally:
        german.close()
        other.close()
    stored = store.load(sid).entries[-1].ledger
    assert [line.words("de") for line in stored][0] == GERMAN and stored[0].words() == ENGLISH


def test_a_montana_turn_on_a_dutch_phone(browser, server, store):
    """Montana's rules in this project are the Dutch edition's (seed 004): a turn on a goods field played by taps
    on a Dutch device at 390 px, every word of the form, its preview and the table in Dutch (zilver, graan, gele
    arbeider, veld), and the stored turn the same as in English."""
    sid = montana_game(store)
    dutch = device(browser, "nl-NL")
    try:
        page = open_app(browser, f"{server.url}game/{sid}", context=dutch)
        expect(by_id(page, "table-when")).to_have_text("beurt 1: Ada is aan de beurt", timeout=20_000)
        select(page, "place-field", "graan veld 1: 6 zilver -> 4 graan")
        select(page, "place-workers", "1 gele arbeider")
        preview(page)
        expect(shown(page, "ledger-total-ada")).to_have_text(DUTCH_MOVE)
        shown(page, "confirm").click()
        expect(by_id(page, "table-when")).to_have_text("beurt 2: Ben is aan de beurt", timeout=15_000)
        expect(shown(page, "field-grain-1")).to_have_text("groot: Ada: 1 gele · klein (groene, +1): vrij")
    finally:
        dutch.close()
    assert store.load(sid).state.players[0].goods["grain"] == 4 and store.load(sid).state.players[0].silver == 4
