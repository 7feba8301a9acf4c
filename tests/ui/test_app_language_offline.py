"""The app's own words in the phone's language: chosen on Home, read by every screen of that phone only."""

from __future__ import annotations

import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from companion.core.language import LANGUAGES
from companion.ui.context import LANGUAGE_KEY
from companion.ui.theme import signed
from companion.ui.words import _, _n, current
from flet_harness import run
from scenarios import edit, new_game


def words(h) -> list[str]:
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
        assert "New game" in words(h) and "History" in words(h)
        await h.fire(h.by_id(f"language-{language}"), "select", True)
        shown = words(h)
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
        de, en = words(german), words(english)
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
