"""The state "undo to here" returns to, read before it is done (`Store.replay_state(after=seq)`).

The undo question lists what goes back on the table from this state; it must be the very state
the undo then leaves, whatever undo, redo and undo-to entries came before.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.store import Store, StoreError

from tests.store.conftest import register_tiny, setup_entry

#: one step of a history: a play (its cash), an undo, a redo, or an undo to some earlier log entry
STEPS = st.lists(st.one_of(st.tuples(st.just("play"), st.integers(1, 9)), st.tuples(st.just("undo"), st.none()),
                           st.tuples(st.just("redo"), st.none()), st.tuples(st.just("undo_to"), st.integers(1, 30))),
                 min_size=1, max_size=12)


def _step(store: Store, sid: int, op: str, arg) -> None:
    try:
        if op == "play":
            store.submit(sid, {"kind": "gain", "player": "p1", "cash": arg})
        elif op == "undo":
            store.undo(sid)
        elif op == "redo":
            store.redo(sid)
        else:
            store.undo_to(sid, min(arg, store.version(sid)))
    except StoreError:
        pass  # nothing to undo or redo, or already there: the history stays as it was


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS, target=st.integers(1, 30), snapshots=st.booleans())
def test_the_state_after_an_entry_is_the_state_undo_to_there_leaves(tmp_path_factory, steps, target, snapshots):
    register_tiny()
    with Store.open(tmp_path_factory.mktemp("db") / "companion.db") as store:
        sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
        for op, arg in steps:
            _step(store, sid, op, arg)
        seq = min(target, store.version(sid))
        predicted = store.replay_state(sid, use_snapshots=snapshots, after=seq)
        try:
            view = store.undo_to(sid, seq)
        except StoreError:  # the game is already as it was after `seq`
            view = store.load(sid)
        assert predicted == view.state


def test_an_entry_that_is_not_in_the_log_is_refused_in_words(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    with pytest.raises(StoreError, match="there is no earlier entry 7 to return to"):
        store.replay_state(sid, after=7)
