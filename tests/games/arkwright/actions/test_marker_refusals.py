"""A marker's refusals name the marker and its action in the viewer's language (Spinning Jenny 5.II action chart:
a marker carries out its own action; 5.II.3: the additional action the marker names, or none)."""

from __future__ import annotations

from companion.core.wording import phrase_in
from tests.games.arkwright.actions.helpers import refused
from tests.games.arkwright.self_actor.helpers import game, marion


def test_a_marker_carries_out_its_own_action_and_the_refusal_says_so_in_german_and_dutch():
    err = refused(game(marion()), "marion", "workers", 4, {"action": "quality", "levels": {"food": 1}},
                  match="carries out the workers action, not quality")
    english = str(err.message)
    assert english.startswith("the ") and "workers marker carries out the workers action, not quality" in english
    german, dutch = phrase_in(err.message, "de"), phrase_in(err.message, "nl")
    assert "führt die Aktion Arbeiter aus, nicht Qualität" in german and "workers" not in german
    assert "voert de actie" in dutch and "workers" not in dutch and "quality" not in dutch


def test_firing_more_than_the_rows_behind_the_first_hold_is_refused_in_german_and_dutch():
    """Water Frame 5.II.2.2: workers are fired from the rows behind the first; the first row stays active."""
    err = refused(game(marion()), "marion", "workers", 4, {"action": "workers", "fire": [{"good": "food", "count": 9}]},
                  match="can fire")
    assert str(err.message) == "Marion can fire 0 workers from the food factory: the first row stays active"
    assert phrase_in(err.message, "de") == "Marion kann 0 Arbeiter aus der Fabrik für Nahrung entlassen: die erste Reihe bleibt aktiv"
    assert phrase_in(err.message, "nl") == "Marion kan 0 arbeiders ontslaan uit de voedselfabriek: de eerste rij blijft actief"
