"""A correction rebuilds only the records on its paths (`edit.apply_edits`), and that is the
state the long way gives (`edit.whole_edit`: the whole state dumped, changed and validated):

for the states of every recorded game, at several moments, and random corrections of one or
several values (numbers in and out of bounds, text, nothing, lists, whole records, paths that
do not exist), both give equal states, or both refuse with the same sentence; the state the
correction was made on is never changed (hypothesis).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import given, settings, strategies as st

from companion.commands.logfile import GameLog
from companion.core.edit import apply_edits, whole_edit
from companion.core.errors import InputError
from tests.core.recorded import fixture_files


@cache
def states() -> list[Any]:
    """A few moments of every recorded game."""
    out = []
    for path in fixture_files():
        log = GameLog.read(str(path))
        for at in sorted({1, len(log.steps) // 2, len(log.steps)}):
            out.append(log.replay(at).state)
    return out


def paths(data: Any, prefix: str = "") -> list[str]:
    """Every path into a state's JSON (records, lists and their items, down to the numbers and texts)."""
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return found
    for key, value in items:
        found += paths(value, f"{prefix}.{key}" if prefix else str(key))
    return found


values = st.one_of(st.integers(-5, 40), st.integers(), st.sampled_from(["", "red", "p1", "food", "1770"]),
                   st.none(), st.booleans(), st.lists(st.integers(0, 3), max_size=3),
                   st.dictionaries(st.sampled_from(["food", "cash", "x"]), st.integers(0, 3), max_size=2))


@st.composite
def corrections(draw) -> tuple[Any, list[tuple[str, Any]]]:
    state = draw(st.sampled_from(states()))
    data = state.model_dump(mode="json")
    known = paths(data)
    changes = []
    for _ in range(draw(st.sampled_from([1, 1, 2, 3]))):
        if draw(st.integers(0, 9)) < 8:
            path = draw(st.sampled_from(known))
        else:
            path = draw(st.one_of(st.sampled_from(known).map(lambda p: p + ".9"),
                                  st.sampled_from(["nope", "players.9.cash", "players.x", ""])))
        if draw(st.integers(0, 3)) < 3 and path in known:
            node = data
            for key in path.split("."):
                node = node[int(key)] if isinstance(node, list) else node[key]
            value = node if not isinstance(node, int) or isinstance(node, bool) else node + draw(st.integers(-3, 3))
        else:
            value = draw(values)
        changes.append((path, value))
    return state, changes


def outcome(edit, state, changes) -> tuple[str, Any]:
    try:
        new = edit(state, changes)
    except InputError as exc:
        return "refused", str(exc)
    return "made", (new, new.model_dump(mode="json"))


@settings(max_examples=300, deadline=None)
@given(corrections(), st.booleans())
def test_a_correction_gives_what_the_whole_state_validated_again_gives(correction, allow_new_key):
    state, changes = correction
    before = state.model_dump(mode="json")
    fast = outcome(lambda s, c: apply_edits(s, c, allow_new_key=allow_new_key), state, changes)
    whole = outcome(lambda s, c: whole_edit(s, c, allow_new_key=allow_new_key), state, changes)
    assert fast == whole
    assert state.model_dump(mode="json") == before  # the state the correction was made on is untouched


def test_the_records_a_correction_does_not_reach_are_shared_and_the_one_it_reaches_is_new():
    state = next(s for s in states() if type(s).__name__ == "ArkwrightState")
    new = apply_edits(state, [("players.1.cash", state.players[1].cash + 1)])
    assert new == whole_edit(state, [("players.1.cash", state.players[1].cash + 1)])
    assert new.players[0] is state.players[0] and new.mat is state.mat
    assert new.players[1] is not state.players[1] and new.players[1].cash == state.players[1].cash + 1
