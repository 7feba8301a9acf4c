"""A confirmed step runs the rules once: the preview is stored as it is while the game has not moved (issue 23).

`Store.preview` returns the entry's outcome with the entry and the game's mark it was worked out
from; `Store.submit(..., previewed=)` keeps it when the same entry is stored on the same game at the
same last entry, and applies the entry again otherwise. Applies are counted, never timed.
"""

from __future__ import annotations

from companion.store import Store

from tests.store.conftest import gain, setup_entry
from tests.store.tinypack import Applied


def test_a_confirmed_preview_runs_the_rules_once(store, monkeypatch):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    applied = Applied(monkeypatch)
    preview = store.preview(sid, gain(3))
    assert applied.count == 1 and preview.mark == store.mark(sid)
    result = store.submit(sid, gain(3), expected=store.version(sid), previewed=preview)
    assert result.stored and applied.count == 1  # the preview's outcome, kept
    assert result.view.state.players[0].cash == 5 + 3
    assert result.view.entries[-1].ledger[0].amount == 3
    with Store.open(store.path) as fresh:  # what was stored is what the log gives
        assert fresh.load(sid).model_dump(mode="json") == store.load(sid).model_dump(mode="json")
        assert fresh.replay_state(sid) == store.load(sid).state


def test_a_stale_preview_or_a_preview_of_another_entry_is_applied_again(store, monkeypatch):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    applied = Applied(monkeypatch)
    preview = store.preview(sid, gain(3))
    with Store.open(store.path) as other:  # another phone stored a step meanwhile
        other.submit(sid, gain(10))
    applied.count = 0
    result = store.submit(sid, gain(3), previewed=preview)
    assert result.stored and applied.count >= 1  # worked out again on the game as it is now
    assert result.view.state.players[0].cash == 5 + 10 + 3
    other_entry = store.preview(sid, gain(1))
    applied.count = 0
    result = store.submit(sid, gain(2), previewed=other_entry)  # a preview of another entry is not this one
    assert applied.count == 1 and result.view.state.players[0].cash == 5 + 10 + 3 + 2
    undone = store.preview(sid, gain(4))
    store.undo(sid)  # the game moved back: the preview was made on a table that is gone
    applied.count = 0
    result = store.submit(sid, gain(4), previewed=undone)
    assert applied.count >= 1 and result.view.state.players[0].cash == 5 + 10 + 3 + 4
