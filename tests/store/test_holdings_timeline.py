"""The holdings chart of a Stock Exchange game (Player's Book 3.3) in the store: a 4th number per seat and
timeline point, `timeline.value2` (schema 8), and the migration that rebuilds the games stored before it.

The game is the recorded whole game tests/fixtures/games/arkwright/water_frame_stock_exchange_3p.jsonl, entered
into the store entry by entry; the numbers it must store are counted here from the states its log gives, share
by share (each held share at its company's share value on the track)."""

from __future__ import annotations

import json
import sqlite3

from companion.commands.logfile import GameLog
from companion.games.arkwright.pack import PACK
from companion.store import Store
from companion.store.derived import timeline_point
from companion.store.schema import latest_version
from tests.core.recorded import FIXTURES
from tests.store.test_stats_variant import store_recorded

GAME = "water_frame_stock_exchange_3p"


def counted_holdings(state) -> list[int]:
    """Per seat, the shares of other companies held times each company's share value, counted by hand."""
    value = {p.id: state.board.share(p.share_space).value for p in state.players}
    return [sum(n * value[company] for company, n in p.holdings.items()) for p in state.players]


def expected_timeline(name: str) -> dict[str, list[int]]:
    """Per timeline point, the holdings after the last entry filed under it (as the store files them)."""
    steps = [step.entry for step in GameLog.read(str(FIXTURES / "arkwright" / f"{name}.jsonl")).steps]
    state, previous, out = None, None, {}
    for entry in steps:
        state = (PACK.start(entry) if state is None else PACK.apply(state, entry)).state
        summary = PACK.summary(state)
        key, _order = timeline_point(summary, previous)
        out[key] = counted_holdings(state)
        previous = summary
    return out


def stored_timeline(store, sid) -> dict[str, list]:
    out: dict[str, list] = {}
    for p in store.timeline(sid):
        out.setdefault(p.key, []).append(p.value2)
    return out


def test_a_stock_exchange_game_stores_each_player_s_holdings_at_every_point(store):
    sid = store_recorded(store, GAME)
    expected = expected_timeline(GAME)
    assert stored_timeline(store, sid) == expected
    # the game's players did buy other companies' shares (the 1760 round and later), and sold them all at the end
    assert any(sum(values) for values in expected.values())
    assert expected["start"] == [0, 0, 0]
    final = store.timeline(sid)[-1]
    assert stored_timeline(store, sid)[final.key] == [0, 0, 0]
    # steps.points: the 4th number per seat is the holdings
    rows = store.conn.execute("SELECT points FROM steps WHERE session_id = ?", (sid,)).fetchall()
    assert {len(seat) for (pts,) in rows for seat in json.loads(pts)} == {4}


def test_a_game_without_the_stock_exchange_has_no_holdings_numbers(store):
    sid = store_recorded(store, "spinning_jenny_3p")
    assert {p.value2 for p in store.timeline(sid)} == {None}
    rows = store.conn.execute("SELECT points FROM steps WHERE session_id = ?", (sid,)).fetchall()
    assert {len(seat) for (pts,) in rows for seat in json.loads(pts)} == {3}


def as_before_schema_8(path) -> None:
    """The file as the app before schema 8 left it: no value2 column, 3 numbers per seat in the steps (and schema 9's
    `current_seq` under its old name, no schema 10 `progress_words`, no schema 11 `variant_words`)."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("ALTER TABLE timeline DROP COLUMN value2")
        for sid, seq, pts in conn.execute("SELECT session_id, seq, points FROM steps").fetchall():
            conn.execute("UPDATE steps SET points = ? WHERE session_id = ? AND seq = ?",
                         (json.dumps([seat[:3] for seat in json.loads(pts)]), sid, seq))
        conn.execute("ALTER TABLE sessions RENAME COLUMN current_seq TO head_seq")  # schema 9's name, as it was
        conn.execute("ALTER TABLE sessions DROP COLUMN progress_words")  # schema 10's column, not there yet
        conn.execute("ALTER TABLE sessions DROP COLUMN variant_words")  # schema 11's
        conn.execute("DELETE FROM schema_migrations WHERE version >= ?", (8,))
    conn.execute("PRAGMA user_version = 7")
    conn.close()


def test_the_migration_rebuilds_the_holdings_of_games_stored_before_it(db_path):
    assert latest_version() >= 8
    with Store.open(db_path) as store:
        se = store_recorded(store, GAME)
        jenny = store_recorded(store, "spinning_jenny_3p")
        numbers = {sid: [(p.key, p.seat, p.cash, p.value, p.score) for p in store.timeline(sid)] for sid in (se, jenny)}
        results = {sid: [(r.name, r.rank, r.score) for r in store.results(sid)] for sid in (se, jenny)}
        stats = [(s.name, s.games, s.wins) for s in store.player_stats()]
    as_before_schema_8(db_path)
    conn = sqlite3.connect(db_path)
    # an old row of 3 numbers still reads: no second value
    assert conn.execute("SELECT json_extract(points, '$[0][3]') FROM steps LIMIT 1").fetchone() == (None,)
    log = conn.execute("SELECT * FROM log ORDER BY session_id, seq").fetchall()
    conn.close()
    with Store.open(db_path) as store:
        assert store.problems == []
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == latest_version()
        assert store.conn.execute("SELECT count(*) FROM sessions WHERE rebuild = 1").fetchone() == (0,)
        assert stored_timeline(store, se) == expected_timeline(GAME)
        assert {p.value2 for p in store.timeline(jenny)} == {None}
        # nothing else changed: the log, the other numbers, the results and statistics
        assert store.conn.execute("SELECT * FROM log ORDER BY session_id, seq").fetchall() == log
        for sid in (se, jenny):
            assert [(p.key, p.seat, p.cash, p.value, p.score) for p in store.timeline(sid)] == numbers[sid]
            assert [(r.name, r.rank, r.score) for r in store.results(sid)] == results[sid]
        assert [(s.name, s.games, s.wins) for s in store.player_stats()] == stats


def test_the_timeline_csv_of_a_stock_exchange_game_has_a_holdings_column(store):
    import csv
    import io

    sid = store_recorded(store, GAME)
    rows = list(csv.DictReader(io.StringIO(store.export_csv(sid)[f"session-{sid}-timeline.csv"])))
    assert list(rows[0])[-2:] == ["score", "holdings_value"]
    assert [int(r["holdings_value"]) for r in rows] == [p.value2 for p in store.timeline(sid)]
    jenny = store_recorded(store, "spinning_jenny_3p")
    header = next(csv.reader(io.StringIO(store.export_csv(jenny)[f"session-{jenny}-timeline.csv"])))
    assert header[-3:] == ["share_value", "score", "holdings_value"]  # the pack's column, empty in this game
