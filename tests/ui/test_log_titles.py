"""A game's log names each entry in the viewer's language: actions by the action taken, the set-up steps and
corrections by the phase table's words, the set-up entry and notes by the app's (issue 28)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.store.transfer import read_game_file
from companion.ui import words
from companion.ui.game import entry_title

GAME = Path(__file__).parents[1] / "fixtures" / "games" / "arkwright" / "water_frame_extra_events_4p.jsonl"

#: the Arkwright actions in the German catalog's words (the actions of Water Frame 5.II)
GERMAN_ACTIONS = {"Arbeiter", "Börse", "Fabrik", "Maschinen", "Produktion", "Qualität", "Reorganisation", "Schiffe", "Vertrieb"}


@pytest.fixture
def titles(store, monkeypatch):
    """(kind, title) of every entry of a recorded 4-player game, read by a German phone."""
    sid = store.import_json(read_game_file(GAME)).session_id
    view = store.load(sid)
    monkeypatch.setattr(words, "current", lambda: "de")
    return [(e.kind, entry_title(e, view)) for e in view.entries], {p.name for p in view.state.players}


def test_each_action_is_named_by_its_player_and_the_action_in_german(titles):
    shown, names = titles
    actions = [t for kind, t in shown if kind == "action"]
    assert actions
    for title in actions:
        name, _, action = title.partition(": ")
        assert name in names and action in GERMAN_ACTIONS, title


def test_the_set_up_and_the_phases_read_in_german_and_no_title_is_a_bare_entry_kind(titles):
    shown, _names = titles
    first_kind, first = shown[0]
    assert first_kind == "new_game" and first == "Aufbau des Spiels"
    assert ("production", "Produktionsphase") in shown and ("economy", "Wirtschaftsphase") in shown
    for kind, title in shown:  # never the store's English fallback ("action: Ida", "new game", "prep pay")
        assert not re.match(kind.replace("_", " ") + r"\b", title), (kind, title)


def test_an_undo_a_redo_and_a_way_back_name_the_step_in_the_viewers_language(store, monkeypatch):
    from scenarios import edit, new_game

    sid = new_game(store)
    edit(store, sid, ("players.0.cash", 40), ("players.0.cash", 41))  # steps 2 and 3
    store.undo(sid)      # 4: undoes step 3
    store.redo(sid)      # 5: step 3 again
    store.undo_to(sid, 2)  # 6: back to step 2
    view = store.load(sid)
    english = [entry_title(e, view) for e in view.entries[3:]]
    assert english == ["Undo of step 3 (Marion's cash corrected to £41)", "Redo of step 3 (Marion's cash corrected to £41)",
                       "Back to step 2 (Marion's cash corrected to £40)"]
    monkeypatch.setattr(words, "current", lambda: "de")
    german = [entry_title(e, view) for e in view.entries[3:]]
    assert german == ["Rückgängig: Schritt 3 (Geld von Marion korrigiert auf £41)",
                      "Wiederholt: Schritt 3 (Geld von Marion korrigiert auf £41)",
                      "Zurück zu Schritt 2 (Geld von Marion korrigiert auf £40)"]


def test_a_corrected_phase_is_named_as_the_phase_table_names_it(store, monkeypatch):
    """The phase is stored by its key ("actions"); the log names it as the progress line does (Water Frame 5.II)."""
    from scenarios import edit, new_game

    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    view = store.load(sid)
    assert entry_title(view.entries[-1], view) == "Phase corrected to action phase"
    monkeypatch.setattr(words, "current", lambda: "de")
    assert entry_title(view.entries[-1], view) == "Phase korrigiert auf Aktionsphase"
