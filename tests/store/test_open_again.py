"""A game opened again (a new Store on the file, as after the app starts) is the game its log gives.

- for random logs of entries, undos, redos and returns to an earlier step, opening the game
  gives the state a replay of the whole log gives, the history the walk of the whole log gives,
  the same list of entries, and it keeps giving them through further entries, undos and redos
  (hypothesis);
- a schema 6 file loses its `heads` table and `sessions.redo` and keeps every game: the same states, entries and
  timeline (its share value column now the pack's chart value, `value`).
"""

from __future__ import annotations

import sqlite3

from hypothesis import given, settings, strategies as st

from companion.store import Store, entries
from tests.store.conftest import play, register_tiny, setup_entry
from tests.store.test_migrations import load_fixture, table


def walked(store: Store, sid: int):
    """The history of the whole log walked, and the list of its entries built from it."""
    with store.connection.read():
        log = store.connection.log_of(sid)
        history = log.history()
        shown = entries.read(store.conn, log.pack, sid, history, log.names())
        return history, [(e.seq, e.op, e.label, e.undone) for e in shown]


def assert_same_as_the_whole_walk(store: Store, sid: int) -> None:
    view = store.load(sid)
    history, listed = walked(store, sid)
    opened = store.connection.games[sid][1].history
    assert view.state == store.replay_state(sid)  # a replay from the set-up entry
    assert (opened.current, opened.redo, opened.last_seq) == (history.current, history.redo, history.last_seq)
    assert (opened.parent, opened.current_after, opened.moved) == (history.parent, history.current_after, history.moved)
    assert (view.can_undo, view.can_redo) == (history.can_undo, history.can_redo)
    assert opened.active == history.active
    assert [(e.seq, e.op, e.label, e.undone) for e in view.entries] == listed


moves = st.lists(st.sampled_from(["gain", "gain", "gain", "undo", "redo", "back"]), min_size=1, max_size=30)


@settings(max_examples=30, deadline=None)
@given(before=moves, after=moves, choice=st.randoms(use_true_random=False), every=st.sampled_from([2, 3, 50]))
def test_a_game_opened_again_is_the_whole_replay(tmp_path_factory, before, after, choice, every):
    register_tiny()
    import companion.store.derived as derived

    old, derived.SNAPSHOT_EVERY = derived.SNAPSHOT_EVERY, every
    try:
        path = tmp_path_factory.mktemp("open") / "companion.db"
        with Store.open(path) as store:
            sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
            play(store, sid, before, choice.choice)
            written = store.load(sid).state
        with Store.open(path) as fresh:  # the app started again
            assert fresh.load(sid).state == written
            assert_same_as_the_whole_walk(fresh, sid)
        with Store.open(path) as fresh:  # and it plays on from there
            fresh.load(sid)
            play(fresh, sid, after, choice.choice)
            assert_same_as_the_whole_walk(fresh, sid)
        with Store.open(path) as again:
            assert_same_as_the_whole_walk(again, sid)
    finally:
        derived.SNAPSHOT_EVERY = old


def test_a_schema_6_file_keeps_every_game_without_its_heads(tmp_path):
    path = load_fixture(6, tmp_path / "old.db")
    timeline = table(path, "SELECT session_id, key, ord, seat, seq, cash, share_value, score FROM timeline"
                           " ORDER BY session_id, key, seat")
    games = table(path, "SELECT id, last_seq, head_seq, plays, status, progress FROM sessions ORDER BY id")
    assert timeline and any(value is not None for *_, value, _score in timeline)
    with Store.open(path) as store:
        assert store.problems == []
        for info in store.sessions():
            assert_same_as_the_whole_walk(store, info.id)
    tables = {name for (name,) in table(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "heads" not in tables
    assert "redo" not in {c for (c,) in table(path, "SELECT name FROM pragma_table_info('sessions')")}
    assert table(path, "SELECT session_id, key, ord, seat, seq, cash, value, score FROM timeline"
                       " ORDER BY session_id, key, seat") == timeline
    assert table(path, "SELECT id, last_seq, current_seq, plays, status, progress FROM sessions ORDER BY id") == games
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 7


def test_the_first_open_of_a_long_game_builds_as_few_views_as_that_of_a_short_one(store, monkeypatch):
    """The game screen reads the newest entries only: their views are all that is built (counted, never timed)."""
    built: list[int] = []
    entry_view = entries.entry_view

    def counted(pack, row, *args, **kw):
        built.append(row[0])
        return entry_view(pack, row, *args, **kw)

    games = {}
    for length in (20, 400):
        store.conn.execute("PRAGMA synchronous = OFF")  # only to enter the game quickly
        sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
        for n in range(length - 1):
            store.submit(sid, {"kind": "gain", "player": "p1", "cash": n % 5})
        store.undo(sid)
        games[length] = sid
    monkeypatch.setattr(entries, "entry_view", counted)
    for length, sid in games.items():
        with Store.open(store.path) as fresh:
            built.clear()
            view = fresh.load(sid)
            assert view.entries[-1].label == f"undo step {length} (Ann: gain)"
            assert built == [length + 1, length]  # the undo, and the entry it names
