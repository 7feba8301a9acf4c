"""Each refusal of an import, in words, with the database unchanged; uuids compared in canonical form."""

from __future__ import annotations

import copy
import re

import pytest

from tests.store.hostile import BIDI, C1, ESCAPES, HUGE, TWENTY_NINES
from tests.store.test_transfer import mutate, other, played  # noqa: F401 - `other` is a fixture



IMPORT_REFUSALS = {
    "a seat name that differs from its game": (mutate("seats.1.name", "Robert"),
                                               "seat 2 is called 'Robert' in the file but 'Bob' in its game"),
    "a seat colour that differs from its game": (mutate("seats.1.color", "green"),
                                                 "seat 2 has the colour 'green' in the file but 'blue' in its game"),
    "a uuid that is not one": (mutate("session.uuid", "not-a-uuid-at-all-but-36-characters"), "uuid of session is not a uuid"),
    "a uuid with braces": (mutate("session.uuid", "{" + "a" * 32 + "}"), "is not a uuid"),
    "a start that is not a date": (mutate("session.created", "not a date!!"), "created of session is not a date and time"),
    "a finish that is not a date": (mutate("session.finished", "not a date!!"), "finished of session is not a date"),
    "a log stamp that is not a date": (mutate("log.2.created", "yesterday, at noon"), "created of step 3 is not a date"),
    "an export stamp that is not a date": (mutate("exported", "2026-99-99T99:99:99"), "exported is not a date"),
    "a finish before the start": (mutate("session.finished", "2001-01-01T00:00:00+00:00"), "finished before it began"),
    "a change before the start": (mutate("session.updated", "2001-01-01T00:00:00+00:00"), "last changed before it began"),
    "a finished game without a finish date": (mutate("session.finished", None), "finished but gives no finish date"),
    "options the set-up does not give": (mutate("session.options", {"rounds": 9}), "options are not the ones"),
    "a variant the set-up does not give": (mutate("session.variant", "hard mode"), "variant is not the one"),
    "a seat name with terminal escapes": (mutate("seats.0.name", ESCAPES), "name of seat 1: .*control characters"),
    "a seat name with a bidi override": (mutate("seats.0.name", BIDI), "name of seat 1: .*control characters"),
    "a roster name with a C1 control": (mutate("seats.0.player.name", C1), "name of player of seat 1: .*control characters"),
    "a title with control characters": (mutate("session.title", "Fri\x07day"), "title of session: .*control characters"),
    "a 10,000-character seat name": (mutate("seats.0.name", "x" * 10_000), "name of seat 1 is too long"),
    "a number as a string": (mutate("results.0.score", "4"), "score of result 1 must be a whole number"),
    "true for a number": (mutate("results.0.rank", True), "rank of result 1 must be a whole number"),
    "a huge integer in an entry": (mutate("log.1.entry.cash", HUGE), "step 2 of its log holds a number too large"),
    "a huge integer as a score": (mutate("results.0.score", TWENTY_NINES), "holds a number too large"),
    "nesting in an entry": (mutate("log.1.entry.note", [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]),
                            "step 2 of its log is nested too deeply"),
    "a lone surrogate in a name": (mutate("seats.1.name", "B\ud800b"), "holds text that is not valid Unicode"),
}


@pytest.mark.parametrize("name", sorted(IMPORT_REFUSALS))
def test_each_import_refusal_names_the_problem_in_words(store, other, name):
    sid = played(store)
    other.import_json(store.export_json(sid))
    data = store.export_json(sid)
    data["session"]["uuid"] = "2" * 32  # not yet in `other`
    mutate, message = IMPORT_REFUSALS[name]
    before = list(other.conn.iterdump())
    with pytest.raises(Exception) as err:
        other.import_json(mutate(data))
    text = str(err.value)
    assert type(err.value).__name__ == "StoreError", text
    assert re.search(message, text), text
    assert text.startswith("not imported: ") and text.endswith("; the database was not changed")
    assert not re.search(r"\w\.\d+\.\w|Input should|Field required|type=|FileSession|SessionFile", text), text
    assert list(other.conn.iterdump()) == before


def test_an_upper_case_uuid_is_the_same_game(store, other):
    sid = played(store)
    data = store.export_json(sid)
    first = other.import_json(data)
    shouted = copy.deepcopy(data)
    shouted["session"]["uuid"] = data["session"]["uuid"].upper()
    shouted["seats"][0]["player"]["uuid"] = data["seats"][0]["player"]["uuid"].upper()
    again = other.import_json(shouted)
    assert not again.created and again.session_id == first.session_id
    assert len(other.sessions()) == 1 and len(other.players()) == 1
    bare = copy.deepcopy(data)
    bare["session"]["uuid"] = data["session"]["uuid"].replace("-", "").upper()
    assert not other.import_json(bare).created
    assert len(other.sessions()) == 1


def test_a_game_stored_with_an_upper_case_uuid_is_found_by_its_canonical_one(store, other):
    """An older import may have stored the uuid as the file wrote it; it is still the same game."""
    sid = played(store)
    data = store.export_json(sid)
    imported = other.import_json(data).session_id
    other.conn.execute("UPDATE sessions SET uuid = ? WHERE id = ?",
                       (data["session"]["uuid"].replace("-", "").upper(), imported))
    other.conn.commit()
    assert not other.import_json(data).created
    assert len(other.sessions()) == 1


def test_an_imported_uuid_is_stored_in_canonical_form(store, other):
    sid = played(store)
    data = store.export_json(sid)
    canonical = data["session"]["uuid"]
    data["session"]["uuid"] = canonical.replace("-", "").upper()
    result = other.import_json(data)
    assert other.info(result.session_id).uuid == canonical
