"""A game opens from the end of its log (schema 6: `heads`, `sessions.redo`; store/heads.py).

- for random logs of entries, undos, redos and returns to an earlier step, opening the game
  (a new Store on the file) gives the state a replay of the whole log gives, the history the
  walk of the whole log gives (every fact of it), the same history list, and it keeps
  giving them through further entries, undos and redos (hypothesis);
- the first open of a long game never walks the whole log and reads as many rows as that of
  a short one (counted, never timed);
- a game whose facts are not all stored opens by walking its log, as before;
- schema 5 files get the facts of every game from the migration.
"""

from __future__ import annotations

import json
import sqlite3

from hypothesis import given, settings, strategies as st

from companion.store import Store, views
from companion.store.connection import Connection
from companion.store.derived import SNAPSHOT_EVERY
from companion.store.heads import CHUNK, facts
from companion.store.session_log import SessionLog
from tests.store.conftest import gain, play, register_tiny, setup_entry
from tests.store.test_migrations import load_fixture


def walked(store: Store, sid: int):
    """The history of the whole log walked, and the list of its entries built from it."""
    with store.connection.read():
        log = store.connection.log_of(sid)
        history = log.history()
        names = {s.pack_player: s.name for s in views.seats_of(store.conn, [sid])[sid]}
        shown = views.entries(lambda sql, params: store.conn.execute(sql, params).fetchall(), log.pack, sid,
                              history, names)
        return history, [(e.seq, e.op, e.label, e.undone) for e in shown]


def assert_same_as_the_whole_walk(store: Store, sid: int) -> None:
    view = store.load(sid)
    history, listed = walked(store, sid)
    opened = store.connection.heads[sid][1].history
    assert view.state == store.replay_state(sid)  # a replay from the set-up entry
    assert (opened.head, opened.redo, opened.last_seq) == (history.head, history.redo, history.last_seq)
    assert (view.can_undo, view.can_redo) == (history.can_undo, history.can_redo)
    assert list(opened.active) == history.active
    assert facts(opened, range(1, history.last_seq + 1)) == facts(history, range(1, history.last_seq + 1))
    assert [(e.seq, e.op, e.label, e.undone) for e in reversed(view.entries)] == listed[::-1]


moves = st.lists(st.sampled_from(["gain", "gain", "gain", "undo", "redo", "back"]), min_size=1, max_size=30)


@settings(max_examples=30, deadline=None)
@given(before=moves, after=moves, choice=st.randoms(use_true_random=False), every=st.sampled_from([2, 3, 50]))
def test_opening_from_the_end_is_the_whole_replay(tmp_path_factory, before, after, choice, every):
    register_tiny()
    import companion.store.derived as derived
    import companion.store.heads as heads

    old = derived.SNAPSHOT_EVERY, heads.CHUNK
    derived.SNAPSHOT_EVERY, heads.CHUNK = every, 4  # facts read a few at a time: chunks end mid-history
    try:
        path = tmp_path_factory.mktemp("open") / "companion.db"
        with Store.open(path) as store:
            sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
            play(store, sid, before, choice.choice)
            written = store.load(sid).state
        with Store.open(path) as fresh:  # the app started again: the game opens from its end
            assert fresh.load(sid).state == written
            assert_same_as_the_whole_walk(fresh, sid)
        with Store.open(path) as fresh:  # and it plays on from there
            fresh.load(sid)
            play(fresh, sid, after, choice.choice)
            assert_same_as_the_whole_walk(fresh, sid)
        with Store.open(path) as again:
            assert_same_as_the_whole_walk(again, sid)
    finally:
        derived.SNAPSHOT_EVERY, heads.CHUNK = old


def long_game(store: Store, entries: int) -> int:
    store.conn.execute("PRAGMA synchronous = OFF")  # only to enter the game quickly
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    for n in range(entries - 1):
        store.submit(sid, gain(n % 5))
    store.undo(sid)
    store.redo(sid)
    return sid


def test_the_first_open_of_a_long_game_reads_what_that_of_a_short_one_reads(store, monkeypatch):
    short = long_game(store, CHUNK + SNAPSHOT_EVERY)
    long_ = long_game(store, 20 * CHUNK + SNAPSHOT_EVERY)

    def whole(log):
        raise AssertionError("the whole log was walked")

    read: list[int] = []
    query = Connection.query

    def counted(self, sql, params):
        rows = query(self, sql, params)
        read.append(len(rows))
        return rows

    monkeypatch.setattr(SessionLog, "history", whole)
    monkeypatch.setattr(Connection, "query", counted)
    counts = {}
    for sid in (short, long_):
        with Store.open(store.path) as fresh:
            read.clear()
            view = fresh.load(sid)
            assert view.entries[-1].label == f"redo step {view.info.version - 2} (gain: Ann)"
            assert view.entries[-2].op == "undo" and view.can_undo and not view.can_redo
            counts[sid] = sum(read)
    assert counts[short] == counts[long_]


def test_a_game_without_its_facts_opens_by_walking_its_log(store):
    sid = long_game(store, 30)
    store.undo_to(sid, 10)
    with sqlite3.connect(store.path) as conn:
        conn.execute("DELETE FROM heads WHERE session_id = ? AND seq > 20", (sid,))
    with Store.open(store.path) as fresh:
        view = fresh.load(sid)
        history, listed = walked(fresh, sid)
        assert isinstance(fresh.connection.heads[sid][1].history.active, list)  # walked whole
        assert [(e.seq, e.op, e.label, e.undone) for e in view.entries] == listed
        assert view.state == fresh.replay_state(sid)
        assert view.can_redo and fresh.redo(sid).state == fresh.replay_state(sid)


def test_schema_5_files_get_the_facts_of_every_game(tmp_path):
    path = load_fixture(5, tmp_path / "old.db")
    with Store.open(path) as store:
        for info in store.sessions():
            history, _listed = walked(store, info.id)
            stored = store.conn.execute("SELECT seq, head, moved FROM heads WHERE session_id = ? ORDER BY seq",
                                        (info.id,)).fetchall()
            assert stored == facts(history, range(1, history.last_seq + 1))
            (redo,) = store.conn.execute("SELECT redo FROM sessions WHERE id = ?", (info.id,)).fetchone()
            assert json.loads(redo) == history.redo
    with Store.open(path) as fresh:
        for info in fresh.sessions():
            assert_same_as_the_whole_walk(fresh, info.id)
