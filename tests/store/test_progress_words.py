"""A game's progress line as stored (History, Home) reads in each phone's language (issue 28; schema 10)."""

from __future__ import annotations

import sqlite3

from companion.core.language import translations
from companion.core.wording import Phrase, phrase_in
from companion.store import Store
from tests.ui.scenarios import edit, new_game


def german(template: str) -> str:
    return translations("de").pgettext("arkwright", template)


def test_a_stored_progress_line_reads_in_german_and_in_english(store):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    stored = store.info(sid).progress
    assert isinstance(stored, Phrase)
    assert str(stored) == "1770, cycle 1 (food), production phase"  # Water Frame 5: the first decade, food first
    words = phrase_in(stored, "de")
    assert words != str(stored) and german("production phase") in words and "Nahrung" in words
    # every overview reads the same words: the sessions list as the one game's
    assert phrase_in(next(i for i in store.sessions() if i.id == sid).progress, "de") == words


def test_a_line_stored_before_schema_10_reads_as_stored_and_is_worded_again_once_the_file_is_replayed(db_path):
    with Store.open(db_path) as store:
        sid = new_game(store)
        english = str(store.info(sid).progress)
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE sessions SET progress_words = ''")  # as migration 10 leaves a row before its replay
    conn.close()
    with Store.open(db_path) as store:
        old = store.info(sid).progress
        assert not isinstance(old, Phrase) and old == english  # the English line, as an older app stored it
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE sessions SET rebuild = 1")  # what migration 10 asks for
    conn.close()
    with Store.open(db_path) as store:
        assert isinstance(store.info(sid).progress, Phrase) and str(store.info(sid).progress) == english


def test_words_that_do_not_fit_the_english_line_stored_are_not_shown(db_path):
    with Store.open(db_path) as store:
        sid = new_game(store)
        english = str(store.info(sid).progress)
    conn = sqlite3.connect(db_path)
    with conn:  # a file whose two columns disagree (edited by hand, a newer app's words): the English line wins
        conn.execute("""UPDATE sessions SET progress_words = '{"said": "arkwright", "template": "game over", "params": {}}'""")
    conn.close()
    with Store.open(db_path) as store:
        assert store.info(sid).progress == english and not isinstance(store.info(sid).progress, Phrase)
