"""The game kept in memory between writes (live.py) and the lean rows of schema 5.

- submit, undo, redo and load do the same SQL work at the end of a long game as of a short
  one (counted in SQLite's own virtual-machine steps, never timed);
- another program's entries are read one by one into the cached game, which stays the one
  cached;
- a game stored before schema 5 keeps everything it showed: its ledgers (now replayed) are
  the ones it stored, its timeline and results are unchanged, its saved states are smaller;
- a whole Arkwright game takes at most three times the room of its log.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
import zlib

from companion.store import Store

from tests.store.conftest import setup_entry
from tests.store.test_migrations import load_fixture, table


def gain(cash: int) -> dict:
    return {"kind": "gain", "player": "p1", "cash": cash}


def vm_steps(store: Store, work) -> int:
    """SQLite virtual-machine instructions `work` runs on the store's connection (a count, not a time)."""
    steps = 0

    def count():
        nonlocal steps
        steps += 1
        return 0

    store.conn.set_progress_handler(count, 1)
    try:
        work()
    finally:
        store.conn.set_progress_handler(None, 1)
    return steps


def cycle(store: Store, sid: int) -> int:
    def work():
        store.submit(sid, gain(1))
        store.undo(sid)
        store.redo(sid)
        store.load(sid)

    return vm_steps(store, work)


def test_a_long_game_costs_the_store_no_more_sql_than_a_short_one(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", rounds=3)).info.id
    store.conn.execute("PRAGMA synchronous = OFF")  # only to enter the long game quickly
    for n in range(30):
        store.submit(sid, gain(n % 5))
    store.load(sid)
    short = [cycle(store, sid) for _ in range(3)]
    for n in range(600):
        store.submit(sid, gain(n % 5))
    long_ = [cycle(store, sid) for _ in range(3)]
    assert max(long_) <= 1.2 * min(short), (short, long_)
    # and the game is still the one its log gives
    with Store.open(store.path) as fresh:
        assert fresh.load(sid).model_dump(mode="json") == store.load(sid).model_dump(mode="json")


def test_the_entries_another_program_added_are_read_into_the_cached_game(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    store.submit(sid, gain(2))
    store.load(sid)
    kept = store.connection.games[sid][1]
    with Store.open(store.path) as other:  # the CLI, or another phone
        other.submit(sid, gain(3))
        other.undo(sid)
        other.submit(sid, gain(4))
    view = store.load(sid)
    assert store.connection.games[sid][1] is kept  # moved forward, not read again
    assert [(e.seq, e.op, e.undone) for e in view.entries] == [
        (1, "play", False), (2, "play", False), (3, "play", True), (4, "undo", False), (5, "play", False)]
    assert view.entries[3].label == "undo step 3 (Ann: gain)"
    assert view.entries[4].ledger[0].amount == 4
    assert view.state.players[0].cash == 5 + 2 + 4
    with Store.open(store.path) as fresh:
        assert fresh.load(sid).model_dump(mode="json") == view.model_dump(mode="json")


def test_a_write_to_another_game_leaves_this_cached_game_as_it_is(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    store.submit(sid, gain(2))
    store.load(sid)
    kept = store.connection.games[sid][1]
    with Store.open(store.path) as other:  # another phone plays another game on the same file
        elsewhere = other.create_session("tiny", setup_entry("Cy", "Di")).info.id
        other.submit(elsewhere, gain(1))
    assert store.load(sid).state.players[0].cash == 7
    assert store.connection.games[sid][1] is kept


def test_a_game_stored_before_schema_5_shows_what_it_showed(tmp_path):
    path = load_fixture(4, tmp_path / "old.db")
    ledgers = {(sid, seq): json.loads(text) for sid, seq, text in table(path, "SELECT session_id, seq, ledger FROM steps")}
    points = {(sid, seq): json.loads(text) for sid, seq, text in table(path, "SELECT session_id, seq, points FROM steps")}
    timeline = table(path, "SELECT * FROM timeline ORDER BY session_id, key, seat")
    results = table(path, "SELECT * FROM results ORDER BY session_id, seat")
    states = dict(((sid, seq), json.loads(text)) for sid, seq, text in table(path, "SELECT session_id, seq, state FROM snapshots"))
    with Store.open(path) as store:
        assert store.problems == []
        for info in store.sessions():
            for e in store.load(info.id).entries:
                if e.op == "play":  # replayed, the very lines the old app stored
                    # the same lines in the same words (a line now also carries its message code)
                    shown = [{k: line.model_dump(mode="json")[k] for k in ("player", "kind", "amount", "reason", "section")}
                             for line in e.ledger]
                    assert shown == [{k: stored.get(k, "") for k in ("player", "kind", "amount", "reason", "section")}
                                     for stored in ledgers[(info.id, e.seq)]]
    now = table(path, "SELECT * FROM timeline ORDER BY session_id, key, seat")
    # the same numbers; the second chart value (schema 8) is none: the pack charts one value only
    assert [row[:8] for row in now] == timeline and {row[8] for row in now} == {None}
    assert table(path, "SELECT * FROM results ORDER BY session_id, seat") == results
    columns = [c for (c,) in table(path, "SELECT name FROM pragma_table_info('steps')")]
    assert "ledger" not in columns and "progress" not in columns
    for sid, seq, text in table(path, "SELECT session_id, seq, points FROM steps"):
        old = sorted(points[(sid, seq)], key=lambda p: p["seat"])
        assert json.loads(text) == [[p["cash"], p["share_value"], p["score"]] for p in old]
    kept = table(path, "SELECT session_id, seq, state FROM snapshots")
    assert kept and {(sid, seq) for sid, seq, _ in kept} <= set(states)
    for sid, seq, blob in kept:
        assert json.loads(zlib.decompress(blob)) == states[(sid, seq)]


def room(path) -> tuple[int, int]:
    """(bytes of every game table and index, bytes of the log and its index), as SQLite's pages hold them."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT m.tbl_name, sum(d.pgsize) FROM dbstat AS d JOIN sqlite_schema AS m ON m.name = d.name"
            " WHERE m.tbl_name IN ('sessions', 'seats', 'log', 'steps', 'snapshots', 'results', 'timeline')"
            " GROUP BY m.tbl_name").fetchall()
    finally:
        conn.close()
    sizes = dict(rows)
    return sum(sizes.values()), sizes["log"]


def test_a_whole_arkwright_game_takes_at_most_three_times_the_room_of_its_log(store):
    from tests.store.test_arkwright_games import record

    entries, _final = record("water_frame")
    store.conn.execute("PRAGMA synchronous = OFF")
    sid = store.create_session("arkwright", entries[0]).info.id
    for entry in entries[1:]:
        assert store.submit(sid, entry).stored
    data = store.export_json(sid)
    for _ in range(7):  # eight games: the pages of each table fill up as in a real history
        data["session"]["uuid"] = str(uuid.uuid4())
        store.import_json(data)
    store.conn.execute("VACUUM")
    games, log = room(store.path)
    assert games <= 3 * log, (games, log)
