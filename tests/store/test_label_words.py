"""The store's words for a log entry (the history list, a refusal naming what another phone stored) read in each
phone's language: an undo by the step it moved, a step by the phase table's name, board data marked as such
(issue 28)."""

from __future__ import annotations

import pytest

from companion.core.registry import get_pack
from companion.core.wording import phrase_in
from companion.store.entries import label
from companion.store.errors import GameMoved
from tests.ui.scenarios import edit, new_game


def test_a_refusal_names_the_other_phone_s_undo_in_german_and_dutch(store):
    sid = new_game(store)
    edit(store, sid, ("players.0.cash", 40), ("players.0.cash", 41))
    seen = store.version(sid)
    store.undo(sid)  # the other phone
    with pytest.raises(GameMoved) as moved:
        store.undo(sid, expected=seen)
    assert "(undo step 3 (Marion's cash corrected to £41))" in str(moved.value)
    german, dutch = phrase_in(moved.value.message, "de"), phrase_in(moved.value.message, "nl")
    assert "(rückgängig: Schritt 3 (Geld von Marion korrigiert auf £41))" in german
    assert "(ongedaan: stap 3 (" in dutch and "undo" not in dutch
    assert store.load(sid).state.players[0].cash == 40  # one undo only


def test_an_undo_to_and_a_redo_read_in_german(store):
    sid = new_game(store)
    edit(store, sid, ("players.0.cash", 40), ("players.0.cash", 41))
    store.undo(sid)
    store.redo(sid)
    store.undo_to(sid, 2)
    labels = [e.label for e in store.load(sid).entries]
    assert [str(x) for x in labels[-2:]] == ["redo step 3 (Marion's cash corrected to £41)",
                                            "back to step 2 (Marion's cash corrected to £40)"]
    assert [phrase_in(x, "de") for x in labels[-2:]] == ["wiederholt: Schritt 3 (Geld von Marion korrigiert auf £41)",
                                                        "zurück zu Schritt 2 (Geld von Marion korrigiert auf £40)"]


def test_board_data_and_a_players_step_are_named_in_the_viewer_s_language(store):
    sid = new_game(store)
    store.submit(sid, {"kind": "board", "path": "job_market.0.wage", "value": 3})
    board = store.load(sid).entries[-1].label
    assert str(board).endswith(" (board data)") and phrase_in(board, "de").endswith(" (Spielplandaten)")
    assert phrase_in(board, "nl").endswith(" (bordgegevens)")
    factory = {"kind": "prep_factory", "player": "marion"}
    named = label(get_pack("arkwright"), "play", factory, {"marion": "Marion"})
    assert str(named) == "Marion: " + get_pack("arkwright").kind_name("prep_factory")
    assert phrase_in(named, "de") == "Marion: eine Fabrik gründen"  # the German phase table's words (test_log_titles)
