"""A table that breaks a rule is refused by its pack's state model in the viewer's language (issue 28): the
validator's own words are a Phrase, so `validation_message` reads them in German and Dutch, and in English as
they always read. Each test builds a legal table, breaks one thing in its data, and validates it again."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.core.models import place, validation_message
from companion.core.wording import phrase_in
from companion.games.arkwright.state import ArkwrightState
from companion.games.kanban.state import KanbanState
from companion.games.montana.pack import PACK as MONTANA
from companion.games.montana.state import MontanaState
from companion.games.union_stockyards.pack import PACK as STOCKYARDS
from companion.games.union_stockyards.state import StockyardsState
from tests.games.arkwright.factories import factory, player, table
from tests.games.kanban.factories import new_game as kanban_game
from tests.games.union_stockyards.factories import START as STOCKYARDS_START

MONTANA_PLAYERS = [{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}]


def refusal(model, data):
    with pytest.raises(ValidationError) as exc:
        model.model_validate(data)
    return validation_message(exc.value)


def test_arkwright_a_price_that_makes_appeal_negative_is_refused_in_german_and_dutch():
    """Water Frame 5.II.2.1: appeal is quality and distribution minus the price, a level I food factory's base
    quality is 8; 5.II.3.1: appeal is never below 0. At £10: 8 + 0 + 0 - 10 = -2."""
    data = table([player("red", factories=[factory("food", price=5)]), player("blue")]).model_dump(mode="json")
    data["players"][0]["factories"][0]["price"] = 10
    words = refusal(ArkwrightState, data)
    at = place(("players", 0, "factories", 0, "price"))
    assert str(words) == f"{at}: appeal of food would be -2; appeal is never below 0"
    assert phrase_in(words, "de") == (f"{phrase_in(at, 'de')}: die Attraktivität von Nahrung wäre -2; "
                                      "die Attraktivität liegt nie unter 0")
    assert phrase_in(words, "nl") == (f"{phrase_in(at, 'nl')}: de aantrekkingskracht van voedsel zou -2 zijn; "
                                      "de aantrekkingskracht is nooit onder 0")


def test_arkwright_two_broken_rules_are_refused_clause_by_clause_in_german():
    """Water Frame 4.1.II: each player receives the pieces of his own colour; 4.1.I: the importer markers start on
    the market share table's "zero" spaces, so an importer's appeal of -1 is off the table."""
    data = table([player("red"), player("blue")]).model_dump(mode="json")
    data["players"][1]["color"] = "red"
    data["importers"]["lamps"] = -1
    words = refusal(ArkwrightState, data)
    assert str(words) == "players: two players share a colour; the lamps importer: appeal -1 is below 0"
    assert phrase_in(words, "de") == ("Spieler: zwei Spieler haben dieselbe Farbe; "
                                      "der Importeur für Lampen: Attraktivität -1 liegt unter 0")
    assert phrase_in(words, "nl") == ("spelers: twee spelers hebben dezelfde kleur; "
                                      "de importeur van lampen: aantrekkingskracht -1 is onder 0")


def test_kanban_a_training_track_without_a_player_s_disc_is_refused_in_german_and_dutch():
    """KDE Training and Certifications: every player has one disc on each department's training track."""
    data = kanban_game().model_dump(mode="json")
    data["training"]["design"] = [d for d in data["training"]["design"] if d["player"] != "you"]
    words = refusal(KanbanState, data)
    assert str(words) == "training.design: every player has exactly one disc"
    assert phrase_in(words, "de") == "Trainingsleiste design: jeder Spieler hat genau eine Scheibe"
    assert phrase_in(words, "nl") == "trainingsspoor design: elke speler heeft precies één schijf"


def test_montana_a_goods_area_missing_a_small_field_is_refused_in_german_and_dutch():
    """Montana (seed 004): every field of a goods area has a small field to its right."""
    data = MONTANA.start({"kind": "new_game", "players": MONTANA_PLAYERS}).state.model_dump(mode="json")
    data["areas"]["grain"]["small"] = data["areas"]["grain"]["small"][:-1]
    words = refusal(MontanaState, data)
    assert str(words) == "areas.grain: one large and one small field per printed field"
    assert phrase_in(words, "de") == "Warengebiet Getreide: ein großes und ein kleines Feld je gedrucktem Feld"
    assert phrase_in(words, "nl") == "goederengebied graan: één groot en één klein veld per gedrukt veld"


def test_union_stockyards_a_seventh_year_is_refused_in_german_and_dutch():
    """Union Stockyards (seed 002, Game length): the game lasts six years."""
    data = STOCKYARDS.start(STOCKYARDS_START).state.model_dump(mode="json")
    data["year"] = 7
    words = refusal(StockyardsState, data)
    assert str(words) == "year: the game lasts 6 years"
    assert phrase_in(words, "de") == "Jahr: das Spiel dauert 6 Jahre"
    assert phrase_in(words, "nl") == "jaar: het spel duurt 6 jaar"
