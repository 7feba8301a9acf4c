"""Statistics on a small hand-made history; every number below was worked out by hand.

Game 1 (3 players): Ann 5, Bob 3, Cid 1          -> Ann wins
Game 2 (3 players): Bob 6, Cid 4, Ann 2          -> Bob wins
Game 3 (4 players): Zoe (a guest) 9, Dee 7, Ann 5, Bob 0 -> Zoe wins
Game 4 (2 players): Bob 8, Ann 1                 -> Bob wins
Game 5 is still running and game 6 was abandoned: neither counts.
"""

from __future__ import annotations

import pytest

from companion.store import Store

COLORS = ["red", "blue", "green", "white"]


def game(store: Store, scores: dict[str, int], *, extra_entries: int = 0, finish: bool = True,
         pack_id: str = "tiny") -> int:
    names = list(scores)
    ids = [p.id if (p := store.find_player(n)) else None for n in names]
    sid = store.create_session(
        pack_id, {"kind": "start", "players": [{"name": n, "color": c} for n, c in zip(names, COLORS)], "rounds": 1},
        seats=ids,
    ).info.id
    for i, points in enumerate(scores.values()):
        store.submit(sid, {"kind": "score", "player": f"p{i + 1}", "points": points})
    for _ in range(extra_entries):
        store.submit(sid, {"kind": "gain", "player": "p1", "cash": 0})
    if finish:
        store.submit(sid, {"kind": "next_round"})
    return sid


@pytest.fixture
def history(store):
    minutes = iter(range(0, 10_000, 7))
    store.now = lambda: f"2026-05-01T{(m := next(minutes)) // 60 % 24:02d}:{m % 60:02d}:00+00:00"
    for name in ("Ann", "Bob", "Cid", "Dee"):
        store.add_player(name, "red")
    ids = {
        "g1": game(store, {"Ann": 5, "Bob": 3, "Cid": 1}),
        "g2": game(store, {"Bob": 6, "Cid": 4, "Ann": 2}),
        "g3": game(store, {"Zoe": 9, "Dee": 7, "Ann": 5, "Bob": 0}, extra_entries=6),
        "g4": game(store, {"Bob": 8, "Ann": 1}),
        "g5": game(store, {"Ann": 50, "Cid": 0}, finish=False),
        "g6": game(store, {"Cid": 40, "Dee": 0}, finish=False),
    }
    store.abandon(ids["g6"])
    return ids


def by_name(stats):
    return {s.name: s for s in stats}


def test_player_numbers(store, history):
    s = by_name(store.player_stats())
    assert list(s) == ["Ann", "Bob", "Cid", "Dee"]  # most games first
    ann, bob, cid, dee = s["Ann"], s["Bob"], s["Cid"], s["Dee"]
    assert (ann.games, ann.wins, ann.win_rate, ann.avg_score, ann.best_score) == (4, 1, 0.25, 3.25, 5)
    assert ann.avg_by_player_count == {2: 1.0, 3: 3.5, 4: 5.0}
    assert (bob.games, bob.wins, bob.win_rate, bob.avg_score, bob.best_score) == (4, 2, 0.5, 4.25, 8)
    assert bob.avg_by_player_count == {2: 8.0, 3: 4.5, 4: 0.0}
    assert (cid.games, cid.wins, cid.avg_score, cid.best_score) == (2, 0, 2.5, 4)
    assert (dee.games, dee.wins, dee.avg_score) == (1, 0, 7.0)


def test_nemesis_and_favourite_victim(store, history):
    s = by_name(store.player_stats())
    # Ann vs Bob: Bob ahead in games 2 and 4, Ann ahead in 1 and 3
    assert (s["Ann"].nemesis.name, s["Ann"].nemesis.times) == ("Bob", 2)
    assert (s["Ann"].favourite_victim.name, s["Ann"].favourite_victim.times) == ("Bob", 2)
    # Bob beat Ann twice and Cid twice: the tie goes to the name first in the alphabet
    assert (s["Bob"].nemesis.name, s["Bob"].nemesis.times) == ("Ann", 2)
    assert (s["Bob"].favourite_victim.name, s["Bob"].favourite_victim.times) == ("Ann", 2)
    assert (s["Cid"].nemesis.name, s["Cid"].nemesis.times) == ("Bob", 2)
    assert (s["Cid"].favourite_victim.name, s["Cid"].favourite_victim.times) == ("Ann", 1)
    # a guest is a rival too, known by name
    assert (s["Dee"].nemesis.name, s["Dee"].nemesis.player_id, s["Dee"].nemesis.times) == ("Zoe", None, 1)
    assert s["Dee"].favourite_victim.name == "Ann"


def test_one_player_and_renames(store, history):
    bob = store.find_player("Bob")
    store.rename_player(bob.id, "Robert")
    (ann,) = store.player_stats(store.find_player("Ann").id)
    assert ann.nemesis.name == "Robert" and ann.nemesis.player_id == bob.id
    eve = store.add_player("Eve")
    (none,) = store.player_stats(eve.id)
    assert (none.games, none.wins, none.nemesis) == (0, 0, None)


def test_pack_numbers(store, history):
    (tiny,) = store.pack_stats()
    assert tiny.pack_id == "tiny" and tiny.plays == 4
    assert tiny.avg_winning_score == (5 + 6 + 9 + 8) / 4
    assert (tiny.longest_entries, tiny.longest_entries_session) == (1 + 4 + 6 + 1, history["g3"])
    assert tiny.longest_minutes_session == history["g3"]
    assert tiny.longest_minutes == 7 * (4 + 6 + 1)


def test_results_and_timeline_of_a_session(store, history):
    assert [(r.name, r.rank, r.score, r.winner) for r in store.results(history["g3"])] == [
        ("Zoe", 1, 9, True), ("Dee", 2, 7, False), ("Ann", 3, 5, False), ("Bob", 4, 0, False)]
    assert store.results(history["g5"]) == []
    points = store.timeline(history["g1"])
    assert [(p.key, p.name, p.score, p.cash, p.value) for p in points] == [
        ("start", "Ann", 0, 5, 2), ("start", "Bob", 0, 5, 2), ("start", "Cid", 0, 5, 2),
        ("round 1", "Ann", 5, 5, 2), ("round 1", "Bob", 3, 5, 2), ("round 1", "Cid", 1, 5, 2)]


def full_rivalries(conn, pack_id: str | None = None) -> list[tuple]:
    """Head to head recomputed from the results of finished games (of one pack, or all), the slow way."""
    return sorted(conn.execute(
        """
        SELECT me.player_id, coalesce('#' || them.player_id, 'guest:' || lower(st.name)), count(*),
               sum(them.rank < me.rank), sum(them.rank > me.rank)
        FROM results AS me
        JOIN sessions AS s ON s.id = me.session_id AND s.status = 'finished' AND s.pack_id = coalesce(?1, s.pack_id)
        JOIN results AS them ON them.session_id = me.session_id AND them.seat != me.seat
        JOIN seats AS st ON st.session_id = them.session_id AND st.seat = them.seat
        WHERE me.player_id IS NOT NULL GROUP BY 1, 2
        """, (pack_id,)
    ).fetchall())


def kept_rivalries(conn, pack_id: str | None = None) -> list[tuple]:
    """The head to head kept per pack (and per spelling of a guest's name), added up."""
    return sorted(conn.execute(
        "SELECT player_id, rival, sum(games), sum(beaten_by), sum(beat) FROM rivalries"
        " WHERE pack_id = coalesce(?, pack_id) GROUP BY 1, 2", (pack_id,)).fetchall())


def test_head_to_head_totals_follow_undo_redo_and_import(store, history, tmp_path):
    assert kept_rivalries(store.conn) == full_rivalries(store.conn)
    store.undo(history["g2"])  # game 2 is no longer finished
    assert kept_rivalries(store.conn) == full_rivalries(store.conn)
    assert by_name(store.player_stats())["Cid"].games == 1
    store.redo(history["g2"])
    store.undo_to(history["g4"], 1)
    store.submit(history["g4"], {"kind": "score", "player": "p2", "points": 30})
    store.submit(history["g4"], {"kind": "next_round"})  # now Ann wins game 4
    assert kept_rivalries(store.conn) == full_rivalries(store.conn)
    assert by_name(store.player_stats())["Ann"].wins == 2
    with Store.open(tmp_path / "other.db") as other:
        for sid in history.values():
            other.import_json(store.export_json(sid))
        assert kept_rivalries(other.conn) == full_rivalries(other.conn)
        assert [s.model_dump(exclude={"player_id"}) for s in other.player_stats()] == [
            s.model_dump(exclude={"player_id"}) for s in store.player_stats()]
