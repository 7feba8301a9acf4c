"""A game's variant as stored (History, Home, the statistics' variant filter) reads in each phone's language, and is
still matched by its English text (issue 28; schema 11)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import SimpleNamespace

from companion.core.wording import Phrase, phrase_in
from companion.games.arkwright.flow import mule
from companion.store import Store
from companion.store.transfer import read_game_file
from tests.ui.scenarios import new_game

MULE = Path(__file__).parents[1] / "fixtures" / "games" / "arkwright" / "spinning_mule_3p.jsonl"


def test_a_stored_variant_reads_in_german_and_dutch_and_is_found_by_its_english_text(store):
    sid = new_game(store, stock_exchange=True, extra_events=True)  # Player's Book 3.3 and 1.9 on Water Frame
    variant = store.info(sid).variant
    assert isinstance(variant, Phrase) and variant == "Water Frame + Stock Exchange + extra events"
    assert phrase_in(variant, "de") == "Water Frame + Börse + zusätzliche Ereignisse"
    assert phrase_in(variant, "nl") == "Water Frame + Beurs + extra gebeurtenissen"
    assert [s.id for s in store.sessions(variant="Water Frame + Stock Exchange + extra events")] == [sid]
    listed = next(s for s in store.sessions() if s.id == sid).variant
    assert phrase_in(listed, "de") == phrase_in(variant, "de")


def test_a_spinning_mule_game_names_the_modules_it_leaves_out_in_german_and_dutch(store):
    """Player's Book 3.1: a Spinning Mule game may leave out tiles, economy markers and events, and add alternatives."""
    sid = store.import_json(read_game_file(MULE)).session_id
    assert store.info(sid).variant == "Spinning Mule"  # the recorded game plays every module
    table = SimpleNamespace(mule=SimpleNamespace(modules=["tiles"], alternative_tiles=True, alternative_events=False))
    title = mule.title(table)
    assert title == "Spinning Mule without economy markers and events, alternative tiles"
    assert phrase_in(title, "de") == "Spinning Mule ohne Wirtschaftsmarker und Ereignisse, alternative Plättchen"
    assert phrase_in(title, "nl") == "Spinning Mule zonder economiemarkers en gebeurtenissen, alternatieve tegels"


def test_a_variant_stored_before_schema_11_reads_as_stored_until_the_file_is_replayed(db_path):
    with Store.open(db_path) as store:
        sid = new_game(store, stock_exchange=True)
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE sessions SET variant_words = ''")  # as migration 11 leaves a row before its replay
    conn.close()
    with Store.open(db_path) as store:
        old = store.info(sid).variant
        assert not isinstance(old, Phrase) and old == "Water Frame + Stock Exchange"
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE sessions SET rebuild = 1")  # what migration 11 asks for
    conn.close()
    with Store.open(db_path) as store:
        assert phrase_in(store.info(sid).variant, "de") == "Water Frame + Börse"


def test_words_that_do_not_fit_the_english_variant_stored_are_not_shown(db_path):
    with Store.open(db_path) as store:
        sid = new_game(store)
    conn = sqlite3.connect(db_path)
    with conn:  # a file edited by hand: the English text wins
        conn.execute("""UPDATE sessions SET variant_words = '{"said": "arkwright", "template": "Spinning Jenny", "params": {}}'""")
    conn.close()
    with Store.open(db_path) as store:
        assert store.info(sid).variant == "Water Frame" and not isinstance(store.info(sid).variant, Phrase)
