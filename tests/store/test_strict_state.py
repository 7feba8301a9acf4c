"""State values strictly typed and bounded; names and corrections without control characters.

The bounds are written in companion/core/models.py: every number in a state within
+-MAX_NUMBER, no "10" for 10, no true for 1. The same checks hold in state files, in
corrections and in imports (an import replays its log through the same models).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from companion.core.errors import CompanionError, InputError
from companion.core.models import MAX_NUMBER, validation_message
from companion.core.text import check_name, terminal_safe
from companion.games.arkwright.state import ArkwrightState
from companion.store import Store

SEATS = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
PATHISH = re.compile(r"\w\.\d+\.\w|Input should|Field required|Extra inputs|type=|pydantic|ArkwrightState|Player\b")


@pytest.fixture
def game(tmp_path):
    with Store.open(tmp_path / "companion.db") as store:
        sid = store.create_session("arkwright", {"kind": "new_game", "seats": SEATS, "start_player": 0}).info.id
        yield store, sid


def log_of(store: Store, sid: int) -> list[tuple]:
    return list(store.conn.execute("SELECT seq, entry FROM log WHERE session_id = ? ORDER BY seq", (sid,)))


@pytest.mark.parametrize("value, words", [
    (99999999999999999999, "cash is more than any table holds (the limit is 1,000,000)"),
    (2**70, "cash is more than any table holds"),
    ("10", "cash of player 1 must be a whole number"),
    (True, "cash of player 1 must be a whole number"),
    (10.0, "cash of player 1 must be a whole number"),
])
def test_a_correction_of_cash_beyond_any_table_is_refused_in_a_sentence(game, value, words):
    store, sid = game
    before = log_of(store, sid)
    cash = store.load(sid).state.players[0].cash
    with pytest.raises(InputError) as err:
        store.submit(sid, {"kind": "edit", "path": "players.0.cash", "value": value})
    text = str(err.value)
    assert words in text and text.startswith("the correction of cash of player 1 was refused"), text
    assert not PATHISH.search(text), text
    assert log_of(store, sid) == before and store.load(sid).state.players[0].cash == cash


def test_a_correction_within_the_bounds_is_stored(game):
    store, sid = game
    assert store.submit(sid, {"kind": "edit", "path": "players.0.cash", "value": MAX_NUMBER}).stored
    assert store.load(sid).state.players[0].cash == MAX_NUMBER


@pytest.mark.parametrize("name", ["\x1b[2J", "Bo\u202eb", "Bob\x9b", "Bo\u2028b"])
def test_a_correction_that_renames_a_player_with_control_characters_is_refused(game, name):
    store, sid = game
    before = log_of(store, sid)
    with pytest.raises(InputError, match="control characters"):
        store.submit(sid, {"kind": "edit", "path": "players.1.name", "value": name})
    assert log_of(store, sid) == before


def test_names_with_control_characters_are_refused_at_every_entry(tmp_path):
    with Store.open(tmp_path / "companion.db") as store:
        bad = [{**SEATS[0], "name": "Ann\x1b[31m"}, SEATS[1]]
        with pytest.raises(InputError, match="control characters"):
            store.create_session("arkwright", {"kind": "new_game", "seats": bad, "start_player": 0})
        assert store.sessions() == []
        with pytest.raises(InputError, match="control characters"):
            store.add_player("Eve\u202e")
        ann = store.add_player("Ann")
        with pytest.raises(InputError, match="control characters"):
            store.rename_player(ann.id, "Ann\x07")
        sid = store.create_session("arkwright", {"kind": "new_game", "seats": SEATS, "start_player": 0}).info.id
        with pytest.raises(InputError, match="control characters"):
            store.rename_session(sid, "Friday\x1b]0;x\x07")
        assert [p.name for p in store.players()] == ["Ann"] and not store.info(sid).title.startswith("Friday")
        assert store.add_player("\u05e9\u05e8\u05d4").name == "\u05e9\u05e8\u05d4"  # right-to-left letters are fine
        assert store.add_player("Zo\u00eb \U0001f468\u200d\U0001f469").name == "Zo\u00eb \U0001f468\u200d\U0001f469"


def base_state() -> dict:
    from companion.games.arkwright.pack import apply

    return apply(None, {"kind": "new_game", "seats": SEATS, "start_player": 0}).state.model_dump(mode="json")


INT_FIELDS = ["cash", "shares", "share_space", "loans", "ship_crew", "inventor_uses", "luxury_goods"]


@settings(max_examples=80, deadline=None)
@given(field=st.sampled_from(INT_FIELDS),
       value=st.one_of(st.integers(min_value=MAX_NUMBER + 1), st.integers(max_value=-MAX_NUMBER - 1),
                       st.integers(0, 99).map(str), st.booleans(), st.floats(allow_nan=False)))
def test_no_state_holds_a_number_beyond_the_bounds_or_a_number_in_disguise(field, value):
    data = base_state()
    data["players"][1][field] = value
    with pytest.raises(ValidationError) as err:
        ArkwrightState.model_validate(data)
    text = validation_message(err.value)
    assert "player 2" in text and not PATHISH.search(text), text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_a_name_is_refused_or_prints_as_it_reads(text):
    """Whatever is typed: refused in a sentence, or kept without any character that drives a terminal."""
    try:
        name = check_name(text)
    except CompanionError as exc:
        assert str(exc).startswith("a player's name ")
        return
    assert terminal_safe(name) == name and 1 <= len(name) <= 40


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_terminal_safe_text_never_holds_a_control_character(text):
    safe = terminal_safe(text)
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029\ud800-\udfff]", safe)
    if text.isprintable():
        assert safe == text
