"""The app's own words in the phone's language: chosen on Home, read by every screen of that phone only."""

from __future__ import annotations

import re
import string

import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from companion.core.language import LANGUAGES
from companion.ui import words
from companion.ui.context import LANGUAGE_KEY, Hosting
from companion.ui.theme import signed
from companion.ui.words import _, _n, current
from flet_harness import run
from scenarios import edit, new_game


def on_screen(h) -> list[str]:
    """Every word on the phone's screen: texts, buttons' labels, the navigation's labels."""
    controls = h.controls()
    return [*h.texts(), *[c.content for c in controls if isinstance(getattr(c, "content", None), str)],
            *[c.label for c in controls if isinstance(getattr(c, "label", None), str)]]


@pytest.mark.parametrize("language, new_game_words, history, nothing", [
    ("de", "Neues Spiel", "Verlauf", "Kein anderes laufendes Spiel."),
    ("nl", "Nieuw spel", "Geschiedenis", "Geen ander lopend spel."),
])
def test_home_reads_in_the_language_tapped_and_the_phone_keeps_it(store, start_app, language, new_game_words, history,
                                                                  nothing):
    async def go():
        h = await start_app("/")
        assert "New game" in on_screen(h) and "History" in on_screen(h)
        await h.fire(h.by_id(f"language-{language}"), "select", True)
        shown = on_screen(h)
        assert new_game_words in shown and nothing in shown and "New game" not in shown
        assert history in shown and "History" not in shown  # the navigation's labels too
        kept = [c for c in h.invoked if c.name == "set"]
        assert kept and kept[-1].args == {"key": LANGUAGE_KEY, "value": language}  # on the phone, for its next start

    run(go())


def test_two_phones_at_one_table_read_their_own_language(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))

    async def go():
        hub = PubSubHub()
        german = await start_app("/", hub=hub)
        english = await start_app("/", hub=hub)
        await german.fire(german.by_id("language-de"), "select", True)
        await german.navigate(f"/game/{sid}")
        await english.navigate(f"/game/{sid}")
        await german.click(german.by_id("resolve"))
        await english.click(english.by_id("resolve"))
        de, en = on_screen(german), on_screen(english)
        assert "Bestätigen" in de and "Confirm" not in de
        assert "Confirm" in en and "Bestätigen" not in en
        assert any("die Fabrik für Nahrung von Marion stellt 3 Nahrung her" in t for t in de)
        assert any("Marion's food factory makes 3 food" in t for t in en)

    run(go())


def test_outside_a_phone_the_words_read_in_english():
    assert current() == "en" and _("Confirm") == "Confirm" and _n("{n} entry", "{n} entries", 2) == "{n} entries"
    assert signed(4, "share_space") == "+4 spaces" and signed(-1, "loans") == "-1 loan"


def test_every_language_offered_is_a_language_of_the_catalogs():
    assert list(LANGUAGES) == ["en", "de", "nl"]


# --- the screens whose every word goes through the catalogs --------------------------------------------

#: words shown as they are in every language: the app's name and the language chooser (each language in its own words)
AS_WRITTEN = {"Tabletop Companion", "Language · Sprache · Taal", *LANGUAGES.values()}


def pseudo(text: str) -> str:
    """Every ASCII letter outside a {placeholder} as its full-width twin."""
    out, depth = [], 0
    for c in text:
        depth += c == "{"
        out.append(chr(ord(c) + 0xFEE0) if depth == 0 and c in string.ascii_letters else c)
        depth -= c == "}"
    return "".join(out)


class Pseudo:
    def npgettext(self, _context, singular, plural, count):
        return pseudo(singular if count == 1 else plural)


@pytest.fixture
def pseudo_language(monkeypatch):
    """The phone reads a pseudo-language: every word that went through `_` or `_n` has full-width letters."""
    monkeypatch.setattr(words, "current", lambda: "xx")
    monkeypatch.setattr(words, "translated", lambda _context, text, _language: pseudo(text))
    monkeypatch.setattr(words, "translations", lambda _language: Pseudo())


def plain(shown: list[str], *data: str) -> list[str]:
    """The words on screen with a plain letter left (a word that did not go through the catalogs), once the
    words shown as written and the table's data (a code, a name) are taken out."""
    left = []
    for text in shown:
        if text in AS_WRITTEN:
            continue
        for d in data:
            text = text.replace(d, "")
        if re.search(r"[A-Za-z]", text):
            left.append(text)
    return left


def test_home_and_joining_have_every_word_from_the_catalogs(store, start_app, pseudo_language):
    hosting = Hosting(code="K7QF", served=True)

    async def go():
        host = await start_app("/", hosting=hosting, client_ip="127.0.0.1")
        assert plain(on_screen(host), "K7 QF", "K7QF") == []
        guest = await start_app("/", hosting=hosting, client_ip="192.168.1.23")
        assert plain(on_screen(guest)) == []

    run(go())
