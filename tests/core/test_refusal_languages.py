"""A refusal of an entry that does not fit its form (the command line's JSON, a typed value) reads in the viewer's
language, its sentence built of the catalog's words; only the data's own field names stay as written (issue 28)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field, ValidationError

from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core.models import validation_message
from companion.core.registry import get_pack
from companion.core.wording import phrase_in, said

SEATS = [{"id": "ann", "name": "Ann", "color": "blue"}]


def refused_new_game(**fields) -> InputError:
    with pytest.raises(InputError) as refused:
        get_pack("arkwright").apply(None, {"kind": "new_game", "seats": SEATS, **fields})
    return refused.value


def test_an_entry_that_does_not_fit_its_form_is_refused_in_german_and_dutch():
    err = refused_new_game(start_player="x", bogus=1)
    assert str(err.message) == ("new game: seats needs at least 2 items; start player must be a whole number; "
                                "the record has nothing called 'bogus'")
    assert phrase_in(err.message, "de") == ("new game: seats braucht mindestens 2 Einträge; start player muss eine ganze "
                                            "Zahl sein; der Datensatz hat nichts namens 'bogus'")
    assert phrase_in(err.message, "nl") == ("new game: seats heeft minstens 2 onderdelen nodig; start player moet een "
                                            "geheel getal zijn; het gegeven heeft niets dat 'bogus' heet")


def test_a_number_out_of_its_range_names_the_limit_and_the_place_in_german():
    class Row(BaseModel):
        workers: int = Field(ge=0, le=4000)

    class Table(BaseModel):
        rows: list[Row]

    with pytest.raises(ValidationError) as exc:
        Table.model_validate({"rows": [{"workers": 1}, {"workers": 5000}]})
    words = validation_message(exc.value)
    assert str(words) == "workers of row 2 must be at most 4,000"
    assert phrase_in(words, "de") == "workers von row 2 darf höchstens 4.000 sein"
    assert phrase_in(words, "nl") == "workers van row 2 mag hoogstens 4.000 zijn"


def test_a_typed_value_that_is_not_json_is_refused_in_the_viewer_s_language():
    with pytest.raises(InputError) as refused:
        parse_json(b"[1e999999]", said("core", "the value"))
    assert str(refused.value.message) == "the value holds a number too large to be a number on a table"
    assert phrase_in(refused.value.message, "de") == "der Wert enthält eine Zahl, die zu groß für eine Zahl auf einem Spieltisch ist"
    assert phrase_in(refused.value.message, "nl") == "de waarde bevat een getal dat te groot is voor een getal op tafel"
