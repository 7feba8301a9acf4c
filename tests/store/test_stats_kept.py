"""The statistics the database keeps as games finish equal those counted from the rows, always.

`expected_players` and `expected_packs` below count straight from the rows of the finished
games (sessions, results, seats, the roster) in plain Python, the slow way; the store reads
the totals kept by the triggers of db/0004. Random histories finish, undo, redo, abandon,
resume and import games, in two packs, with guests whose names are typed in any case.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import registry
from tests.store.conftest import TALLY
from companion.store import Store, StoreError, derived
from tests.store.test_stats import game

PACKS = ("tiny", "tally")
ROSTER = ["Ann", "Bob", "Cid", "Dee"]
GUESTS = ["Zoe", "zoe", "ZOE", "Max"]  # never in the roster; Zoe typed three ways is one guest


def _ascii_lower(name: str) -> str:
    return name.translate(str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"))


def _finished_rows(conn: sqlite3.Connection, pack_id: str | None) -> dict[int, list[tuple]]:
    """Per finished game: (seat, roster id, seat name, rank, score, winner, pack, table size)."""
    games: dict[int, list[tuple]] = defaultdict(list)
    for row in conn.execute(
        "SELECT s.id, r.seat, r.player_id, st.name, r.rank, r.score, r.winner, s.pack_id, s.player_count"
        " FROM sessions AS s, results AS r, seats AS st"
        " WHERE r.session_id = s.id AND st.session_id = r.session_id AND st.seat = r.seat"
        " AND s.status = 'finished'"
    ):
        if pack_id is None or row[7] == pack_id:
            games[row[0]].append(row[1:])
    return games


def _rival(times: dict, names: dict) -> tuple | None:
    found = sorted(((n, names[k]) for k, n in times.items() if n > 0), key=lambda c: (-c[0], c[1][0].lower()))
    return None if not found else (found[0][1][0], found[0][1][1], found[0][0])


def expected_players(conn: sqlite3.Connection, player_id: int | None, pack_id: str | None) -> list[tuple]:
    roster = {pid: (name, color) for pid, name, color in conn.execute("SELECT id, name, color FROM players")}
    scores: dict = defaultdict(lambda: defaultdict(list))  # player -> pack -> [(n, score, winner)]
    beaten_by: dict = defaultdict(lambda: defaultdict(int))
    beat: dict = defaultdict(lambda: defaultdict(int))
    spellings: dict = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for seats in _finished_rows(conn, pack_id).values():
        for seat, me, _name, rank, score, winner, pack, n in seats:
            if me is None or (player_id is not None and me != player_id):
                continue
            scores[me][pack].append((n, score, winner))
            for other, them, name, their_rank, _s, _w, _p, _n in seats:
                if other == seat:
                    continue
                key = them if them is not None else _ascii_lower(name)
                beaten_by[me][key] += their_rank < rank
                beat[me][key] += their_rank > rank
                spellings[me][key][name] += their_rank != rank
    out = []
    for pid, packs in scores.items():
        records = []
        for pack, played in packs.items():
            by_n = defaultdict(list)
            for n, score, _w in played:
                by_n[n].append(score)
            games, wins = len(played), sum(w for _n, _s, w in played)
            records.append((pack, games, wins, round(wins / games, 4), round(sum(s for _n, s, _w in played) / games, 2),
                            max(s for _n, s, _w in played), {n: round(sum(v) / len(v), 2) for n, v in by_n.items()}))
        records.sort(key=lambda r: (-r[1], r[0]))
        names = {}
        for key in beaten_by[pid]:
            if isinstance(key, int):
                names[key] = (roster[key][0], key)
            else:
                spelled = spellings[pid][key]
                names[key] = (min(spelled, key=lambda s: (-spelled[s], s)), None)
        games, wins = sum(r[1] for r in records), sum(r[2] for r in records)
        one = records[0] if len(records) == 1 else None
        out.append((pid, roster[pid][0], games, wins, round(wins / games, 4),
                    one[4] if one else None, one[5] if one else None, one[6] if one else {}, one[0] if one else None,
                    _rival(beaten_by[pid], names), _rival(beat[pid], names), records))
    if player_id is not None and not out:
        out.append((player_id, roster[player_id][0], 0, 0, 0.0, None, None, {}, pack_id, None, None, []))
    return sorted(out, key=lambda s: (-s[2], s[1].lower()))


def kept_players(store: Store, player_id: int | None, pack_id: str | None) -> list[tuple]:
    def rival(r):
        return None if r is None else (r.name, r.player_id, r.times)

    return [
        (s.player_id, s.name, s.games, s.wins, s.win_rate, s.avg_score, s.best_score, s.avg_by_player_count,
         s.pack_id, rival(s.nemesis), rival(s.favourite_victim),
         [(r.pack_id, r.games, r.wins, r.win_rate, r.avg_score, r.best_score, r.avg_by_player_count) for r in s.by_pack])
        for s in store.player_stats(player_id, pack_id)
    ]


def expected_packs(conn: sqlite3.Connection) -> list[tuple]:
    out = []
    finished = conn.execute(
        "SELECT id, pack_id, plays, created, finished, julianday(finished) - julianday(created) FROM sessions"
        " WHERE status = 'finished'").fetchall()
    games = _finished_rows(conn, None)
    for pack in sorted({row[1] for row in finished}):
        mine = [row for row in finished if row[1] == pack]
        winning = [max(score for _s, _p, _n, _r, score, w, _pk, _c in games[sid] if w)
                   for sid, *_ in mine if any(w for *_x, w, _pk, _c in games[sid])]
        longest = min(mine, key=lambda row: (-row[2], row[0]))
        timed = [row for row in mine if row[4] is not None]
        slowest = min(timed, key=lambda row: (-row[5], row[0])) if timed else None
        out.append((pack, len(mine), round(sum(winning) / len(winning), 2) if winning else None, longest[2], longest[0],
                    round(slowest[5] * 1440, 1) if slowest else None, slowest[0] if slowest else None))
    return sorted(out, key=lambda p: (-p[1], p[0]))


def kept_packs(store: Store) -> list[tuple]:
    return [(p.pack_id, p.plays, p.avg_winning_score, p.longest_entries, p.longest_entries_session, p.longest_minutes,
             p.longest_minutes_session) for p in store.pack_stats()]


def kept_tables(conn: sqlite3.Connection) -> dict[str, list[tuple]]:
    return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall()) for t in derived.STATS_TABLES}


def assert_kept_equals_counted(store: Store) -> None:
    conn = store.conn
    ids = [pid for pid, in conn.execute("SELECT id FROM players")]
    packs = [pack for pack, in conn.execute("SELECT DISTINCT pack_id FROM sessions")]
    for pack in (None, *packs, "montana"):
        for pid in (None, *ids):
            assert kept_players(store, pid, pack) == expected_players(conn, pid, pack), (pid, pack)
    assert kept_packs(store) == expected_packs(conn)
    # and the kept rows are exactly what counting them again from scratch gives
    kept = kept_tables(conn)
    with store.connection.write():
        derived.rebuild_stats(conn)
    assert kept_tables(conn) == kept


# --- random histories --------------------------------------------------------------------------

a_game = st.tuples(
    st.sampled_from(PACKS),
    st.lists(st.sampled_from(ROSTER + GUESTS), min_size=2, max_size=4, unique_by=_ascii_lower),
    st.lists(st.integers(0, 4), min_size=4, max_size=4),
    st.booleans(),  # finished
)
an_action = st.one_of(
    st.tuples(st.just("play"), a_game),
    st.tuples(st.sampled_from(["undo", "redo", "abandon", "resume", "shelve", "reimport"]), st.integers(0, 20)),
)


def act(store: Store, sessions: list[int], action: tuple) -> None:
    what, arg = action
    if what == "play":
        pack, names, points, finish = arg
        sessions.append(game(store, dict(zip(names, points)), pack_id=pack, finish=finish))
        return
    if not sessions:
        return
    sid = sessions[arg % len(sessions)]
    try:
        if what == "undo":
            store.undo(sid)  # a finished game's last entry taken back: it is no longer finished
        elif what == "redo":
            store.redo(sid)
        elif what == "abandon":
            store.abandon(sid)
        elif what == "resume":
            store.resume(sid)
        elif what == "shelve":
            # a finished game set aside by some other path (an older app): only its status changes
            store.conn.execute("UPDATE sessions SET status = 'abandoned' WHERE id = ?", (sid,))
            store.conn.commit()
        else:
            # the game sent to another phone and back, with what it gained there: a merge
            other = store.export_json(sid)
            store.import_json(other)
    except StoreError:
        pass  # refused (nothing to undo, a finished game cannot be abandoned...): nothing changed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(st.lists(an_action, min_size=1, max_size=16))
def test_kept_statistics_equal_the_rows_counted(tmp_path_factory, monkeypatch, actions):
    monkeypatch.syspath_prepend(str(TALLY))  # the tiny rules installed a second time, as "tally"
    registry.forget()
    folder = tmp_path_factory.mktemp("h")
    with Store.open(folder / "c.db") as store:
        for name in ROSTER:
            store.add_player(name, "red")
        sessions: list[int] = []
        for action in actions:
            act(store, sessions, action)
            assert_kept_equals_counted(store)
        # every game imported into a new database counts the same
        with Store.open(folder / "other.db") as other:
            for sid in sessions:
                try:
                    other.import_json(store.export_json(sid))
                except StoreError:
                    pass  # a shelved finished game: its file is refused, as before
            assert_kept_equals_counted(other)
    registry.forget()


def test_a_database_of_schema_3_gets_its_statistics_counted_by_the_migration(tmp_path):
    from tests.store.test_migrations import load_fixture

    path = load_fixture(3, tmp_path / "old.db")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE sessions SET rebuild = 0")  # no replay when opened: the migration alone counts
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        assert kept_tables(store.conn)["player_totals"] != []
        assert_kept_equals_counted(store)


def test_a_best_score_taken_back_gives_way_to_the_next_best(store):
    for name in ("Ann", "Bob"):
        store.add_player(name, "red")
    games = [game(store, {"Ann": points, "Bob": 1}) for points in (3, 9, 5, 9)]

    def best() -> tuple:
        (ann,) = store.player_stats(store.find_player("Ann").id)
        return ann.best_score, ann.games, ann.avg_score

    assert best() == (9, 4, 6.5)
    store.undo(games[1])  # one of the two 9s: the other is still the best
    assert best() == (9, 3, round(17 / 3, 2))
    store.undo(games[3])  # now the next best of what is left
    assert best() == (5, 2, 4.0)
    store.redo(games[1])
    assert best() == (9, 3, round(17 / 3, 2))
    assert_kept_equals_counted(store)
