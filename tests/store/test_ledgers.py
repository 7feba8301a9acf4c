"""Opening a game replays from the nearest snapshot only; its entries' ledgers are replayed when read.

- the first open of a game (a new Store on the file, as after the app starts) applies as many
  entries for a long game as for a short one (counted, never timed);
- whatever the order a screen reads them in, every entry's ledger and progress, undone
  branches too, are those of a replay of the whole log (hypothesis);
- going through the whole log replays each entry about once;
- a view written out (model_dump), compared or copied carries its ledgers.
"""

from __future__ import annotations

import copy

from hypothesis import given, settings, strategies as st

from companion.store import Store
from companion.store.derived import SNAPSHOT_EVERY

from tests.store.conftest import gain, play, register_tiny, setup_entry
from tests.store.tinypack import Applied


def long_game(store: Store, entries: int) -> int:
    store.conn.execute("PRAGMA synchronous = OFF")  # only to enter the game quickly
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    for n in range(entries - 1):
        store.submit(sid, gain(n % 5))
    return sid


def test_the_first_open_of_a_long_game_replays_no_more_than_of_a_short_one(store, monkeypatch):
    short, long_ = long_game(store, 10), long_game(store, 10 * SNAPSHOT_EVERY + 10)
    applied = Applied(monkeypatch)
    counts = {}
    for sid in (short, long_):
        with Store.open(store.path) as fresh:  # the app started again
            applied.count = 0
            view = fresh.load(sid)
            counts[sid] = applied.count
            assert view.entries[-1].ledger[0].amount == view.entries[-1].entry["cash"]
            assert view.entries[-1].progress == "round 1 of 3"
    assert counts[short] == counts[long_] == 9  # the entries after the snapshot at the start, no more


def test_reading_the_whole_log_replays_each_entry_about_once(store, monkeypatch):
    sid = long_game(store, 4 * SNAPSHOT_EVERY)
    applied = Applied(monkeypatch)
    for order in (reversed, iter):
        with Store.open(store.path) as fresh:
            view = fresh.load(sid)
            applied.count = 0
            for e in order(view.entries):
                assert e.ledger
            assert applied.count <= len(view.entries) + SNAPSHOT_EVERY


def whole_replay(store: Store, sid: int) -> dict[int, tuple[list, str]]:
    """Every play entry's ledger and progress, from one replay of the whole log (what the app did before)."""
    with store.connection.read():
        log = store.connection.log_of(sid)
        return {step.seq: ([line.model_dump(mode="json") for line in outcome.ledger], summary.progress)
                for step, outcome, summary, _previous, _since in log.replay_tree(log.history())}


moves = st.lists(st.sampled_from(["gain", "gain", "gain", "undo", "redo", "back"]), min_size=1, max_size=40)


@settings(max_examples=25, deadline=None)
@given(moves=moves, reading=st.randoms(use_true_random=False), every=st.sampled_from([2, 3, 50]))
def test_every_ledger_read_lazily_is_the_one_the_whole_replay_gives(tmp_path_factory, moves, reading, every):
    register_tiny()
    import companion.store.derived as derived
    old, derived.SNAPSHOT_EVERY = derived.SNAPSHOT_EVERY, every  # snapshots along every history, undone ones too
    try:
        path = tmp_path_factory.mktemp("lazy") / "companion.db"
        with Store.open(path) as store:
            sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
            play(store, sid, moves, reading.choice)
            expected = whole_replay(store, sid)
        with Store.open(path) as fresh:
            entries = list(fresh.load(sid).entries)
            reading.shuffle(entries)
            for e in entries:
                if e.op == "play":
                    assert ([line.model_dump(mode="json") for line in e.ledger], e.progress) == expected[e.seq]
                else:
                    assert (e.ledger, e.progress) == ([], "")
    finally:
        derived.SNAPSHOT_EVERY = old


def test_a_view_written_out_compared_or_copied_carries_its_ledgers(store):
    sid = long_game(store, 5)
    shown = store.load(sid)
    with Store.open(store.path) as fresh:
        view = fresh.load(sid)
        assert view.model_dump(mode="json") == shown.model_dump(mode="json")
    with Store.open(store.path) as fresh:
        view = fresh.load(sid)
        assert view.entries == shown.entries
    with Store.open(store.path) as fresh:
        entry = copy.deepcopy(fresh.load(sid).entries[3])
    assert entry.ledger == shown.entries[3].ledger and entry.progress == shown.entries[3].progress
