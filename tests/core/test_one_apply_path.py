"""The one apply path of companion.core.dispatch, exercised with every pack.

Whatever the pack: a refused entry (or one waiting for an answer) leaves the
caller's state as it was; an entry given as a model behaves as its dict; an
entry the phase does not allow is refused with the one plain sentence; a
missing first entry and a second set-up are refused alike; and replaying the
log of the entries that were taken gives the state they made.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.dispatch import replay
from companion.core.errors import CompanionError, InputError, RuleError
from companion.core.phases import Phase, Phases
from tests.core.packs import CASES

IDS = [c.id for c in CASES]


def started(case):
    out = case.pack.start(case.start)
    assert out.pending is None and out.state is not None
    return out.state


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_missing_first_entry_and_second_set_up_are_refused_alike(case):
    with pytest.raises(RuleError) as missing:
        case.pack.apply(None, {"kind": "note", "text": "hello"})
    assert missing.value.message == "start a game first: nothing can be entered before the game is set up"
    state = started(case)
    with pytest.raises(RuleError) as second:
        case.pack.apply(state, case.start)
    assert second.value.message == "this game has already started; a new set-up only begins a new game"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_model_goes_through_the_checks_of_its_dict(case):
    """A model built without validation is refused like the dict it stands for."""
    state = started(case)
    model = case.pack.input_model("note")
    bad = model.model_construct(kind="note", text="")  # a note needs a text
    with pytest.raises(InputError) as from_model:
        case.pack.apply(state, bad)
    with pytest.raises(InputError) as from_dict:
        case.pack.apply(state, {"kind": "note", "text": ""})
    assert from_model.value.message == from_dict.value.message


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_stored_state_given_as_a_dict_is_validated_and_not_changed(case):
    state = started(case)
    data = state.model_dump(mode="json")
    out = case.pack.apply(data, {"kind": "note", "text": "from a file"})
    assert out.state.model_dump(mode="json") == data
    with pytest.raises(InputError, match="state refused"):
        case.pack.apply({"players": "nobody"}, {"kind": "note", "text": "x"})


def test_an_entry_the_phase_does_not_allow_is_refused_with_one_plain_sentence():
    case = CASES[0]  # Arkwright, 1770 economy phase
    state = started(case)
    before = state.model_dump()
    with pytest.raises(RuleError) as err:
        case.pack.apply(state, {"kind": "production", "demand": 2})
    assert err.value.message == "the production phase cannot be entered now: the game is in the economy phase, not the production phase"
    assert err.value.section == "Water Frame 5.III"
    assert state.model_dump() == before


def test_a_phase_table_refuses_what_it_does_not_declare():
    with pytest.raises(ValueError, match="undeclared"):
        Phases(phases=(Phase("a", "A", kinds=("x",), next=("b",)),), of=lambda s: "a", names={"x": "x"})
    with pytest.raises(ValueError, match="plain names"):
        Phases(phases=(Phase("a", "A", kinds=("x",)),), of=lambda s: "a", names={})


@pytest.mark.parametrize("case", CASES, ids=IDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_logs_replay_to_the_state_they_made(case, data):
    state = started(case)
    log = [case.start]
    ledger_lines = len(case.pack.start(case.start).ledger)
    phases = case.pack.phases
    for _ in range(data.draw(st.integers(min_value=1, max_value=16), label="entries")):
        entry = data.draw(st.sampled_from(case.candidates(state)), label="entry")
        before = state.model_dump()
        try:
            out = case.pack.apply(state, entry)
        except CompanionError as exc:
            assert state.model_dump() == before, "a refused entry changed the caller's state"
            if entry["kind"] != "new_game" and not phases.allows(state, entry["kind"]):
                assert "cannot be entered now: the game is in" in exc.message
            continue
        assert state.model_dump() == before, "apply changed the caller's state"
        assert phases.allows(state, entry["kind"]), f"{entry['kind']} taken outside its phase"
        twin = case.pack.apply(state, case.pack.input_model(entry["kind"]).model_validate(entry))
        assert twin.model_dump() == out.model_dump(), "a model and its dict gave different outcomes"
        if out.pending is not None:
            assert out.state.model_dump() == before and out.ledger == []
            continue
        log.append(entry)
        ledger_lines += len(out.ledger)
        state = out.state
    again = replay(case.pack, log)
    assert again.pending is None
    assert again.state.model_dump() == state.model_dump()
    assert len(again.ledger) == ledger_lines
