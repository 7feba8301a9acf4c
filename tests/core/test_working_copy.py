"""The engine's working copy (companion.core.dispatch.working_copy) and its one validation per entry.

The copy must hold exactly what the original holds and share nothing a handler
could change in place: no record, list or dict (frozen board records and plain
text and numbers may be shared). Checked on every state of every recorded game
and, with hypothesis, on any JSON-like value a state may keep (board corrections).
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from companion.commands.logfile import GameLog
from companion.core.dispatch import working_copy
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table
from companion.core.replay import SessionRef, replay
from tests.core.recorded import fixture_files


def mutable_parts(value, found: list) -> list:
    """Every record (frozen ones aside), list and dict inside a value, the value included."""
    if isinstance(value, BaseModel):
        if type(value).model_config.get("frozen"):
            return found
        found.append(value)
        for v in value.__dict__.values():
            mutable_parts(v, found)
    elif isinstance(value, (list, dict)):
        found.append(value)
        for v in value.values() if isinstance(value, dict) else value:
            mutable_parts(v, found)
    elif isinstance(value, tuple):
        for v in value:
            mutable_parts(v, found)
    return found


def assert_independent_copy(original, copy) -> None:
    assert copy == original and type(copy) is type(original)
    if isinstance(original, BaseModel):
        assert copy.model_dump() == original.model_dump()
        assert copy.model_fields_set == original.model_fields_set
    originals = {id(part) for part in mutable_parts(original, [])}
    shared = [part for part in mutable_parts(copy, []) if id(part) in originals]
    assert not shared, f"the copy shares {len(shared)} changeable part(s) with the original, e.g. {shared[0]!r:.80}"


@cache
def recorded_states() -> dict[str, list]:
    states = {}
    for path in fixture_files():
        log = GameLog.read(str(path))
        states[f"{path.parent.name}/{path.stem}"] = [
            outcome.state for _step, outcome in replay(log.pack, log.steps, SessionRef(0, str(path)), from_start=True)]
    return states


@pytest.mark.parametrize("game", [f"{p.parent.name}/{p.stem}" for p in fixture_files()])
def test_the_copy_of_every_recorded_state_is_equal_and_shares_nothing_changeable(game):
    states = recorded_states()[game]
    assert len(states) > 10
    for state in states:
        assert_independent_copy(state, working_copy(state))


def test_changing_the_copy_leaves_the_original_as_it_was():
    state = recorded_states()["arkwright/water_frame_4p_noblesse_oblige"][-1]
    before = state.model_dump()
    copy = working_copy(state)
    copy.players[0].cash += 7
    copy.players[1].factories[0].rows[0].workers += 1
    copy.board_overrides["rules.loan_amount"] = 11
    copy.players.pop()
    assert state.model_dump() == before
    assert copy.players[0].cash == state.players[0].cash + 7


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=30,
)


@given(json_values)
def test_any_json_like_value_is_copied_equal_with_no_list_or_dict_shared(value):
    assert_independent_copy(value, working_copy(value))


@given(json_values)
def test_a_state_keeping_any_value_is_copied_equal_and_independent(value):
    state = recorded_states()["arkwright/water_frame_2p"][-1]
    kept = state.model_copy(update={"board_overrides": {"anything": value}})
    assert_independent_copy(kept, working_copy(kept))


def test_table_of_works_on_a_copy():
    state = recorded_states()["arkwright/water_frame_2p"][5]
    before = state.model_dump()
    t = Table.of(state)
    t.receive(state.players[0].id, 5, "arkwright.reuse_fee", "", name="Ann", fee=5)  # any known code: only the cash matters here
    assert state.model_dump() == before and t.state.players[0].cash == state.players[0].cash + 5


def test_an_entry_validates_the_state_once(monkeypatch):
    """The working copy is not validated again; only the handler's new state is (one validation per entry)."""
    states = recorded_states()["arkwright/water_frame_2p"]
    state = next(s for s in states if s.phase == "production")
    validations = []
    original = ArkwrightState.model_validate.__func__

    def counted(cls, *args, **kwargs):
        validations.append(cls)
        return original(cls, *args, **kwargs)

    monkeypatch.setattr(ArkwrightState, "model_validate", classmethod(counted))
    entry = {"kind": "note", "text": "the copy is checked once"}
    out = apply(state, entry)
    assert out.pending is None and out.state == state and out.state is not state
    assert validations == [ArkwrightState]
