"""Statistics per game pack, on a small hand-made history; every number was worked out by hand.

Two packs whose scores are in different units: "tiny" (points in single figures) and
"tally" (the tiny rules registered under a second id: scores in tens).

Game 1, tiny (3 players):  Ann 5, Bob 3, Cid 1        -> Ann wins
Game 2, tiny (2 players):  Bob 6, Ann 2               -> Bob wins
Game 3, tally (3 players): Ann 40, Cid 30, Bob 10     -> Ann wins
Game 4, tally (3 players): Zoe (a guest) 60, Ann 20, Dee 5 -> Zoe wins
Game 5, tally, still running: Bob 90, Ann 0           -> not counted
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import registry
from tests.store.conftest import TALLY
from companion.store import Store
from tests.store.test_stats import by_name, full_rivalries, game, kept_rivalries


@pytest.fixture
def two_packs(store, monkeypatch):
    monkeypatch.syspath_prepend(str(TALLY))  # the tiny rules installed a second time, as "tally"
    registry.forget()
    for name in ("Ann", "Bob", "Cid", "Dee"):
        store.add_player(name, "red")
    game(store, {"Ann": 5, "Bob": 3, "Cid": 1})
    game(store, {"Bob": 6, "Ann": 2})
    game(store, {"Ann": 40, "Cid": 30, "Bob": 10}, pack_id="tally")
    game(store, {"Zoe": 60, "Ann": 20, "Dee": 5}, pack_id="tally")
    game(store, {"Bob": 90, "Ann": 0}, pack_id="tally", finish=False)
    yield store
    registry.forget()


def record(stats, pack_id):
    (found,) = [r for r in stats.by_pack if r.pack_id == pack_id]
    return (found.games, found.wins, found.win_rate, found.avg_score, found.best_score, found.avg_by_player_count)


def test_all_packs_count_games_and_wins_but_keep_scores_per_pack(two_packs):
    s = by_name(two_packs.player_stats())
    assert list(s) == ["Ann", "Bob", "Cid", "Dee"]
    ann, bob, cid, dee = s["Ann"], s["Bob"], s["Cid"], s["Dee"]
    assert (ann.games, ann.wins, ann.win_rate) == (4, 2, 0.5)
    # points and tens never averaged together
    assert (ann.avg_score, ann.best_score, ann.avg_by_player_count, ann.pack_id) == (None, None, {}, None)
    assert [r.pack_id for r in ann.by_pack] == ["tally", "tiny"]  # as many games of each: by name
    assert record(ann, "tiny") == (2, 1, 0.5, 3.5, 5, {2: 2.0, 3: 5.0})
    assert record(ann, "tally") == (2, 1, 0.5, 30.0, 40, {3: 30.0})
    assert (bob.games, bob.wins) == (3, 1) and [r.pack_id for r in bob.by_pack] == ["tiny", "tally"]
    assert record(bob, "tiny") == (2, 1, 0.5, 4.5, 6, {2: 6.0, 3: 3.0})
    assert record(bob, "tally") == (1, 0, 0.0, 10.0, 10, {3: 10.0})
    assert (cid.games, cid.wins, record(cid, "tiny")[3], record(cid, "tally")[3]) == (2, 0, 1.0, 30.0)
    # one pack only: its scores are shown at the top, named by the pack
    assert (dee.games, dee.avg_score, dee.best_score, dee.pack_id, dee.avg_by_player_count) == (1, 5.0, 5, "tally", {3: 5.0})
    # head to head counts every pack (who finished ahead of whom)
    assert (ann.nemesis.name, ann.nemesis.times) == ("Bob", 1)  # Bob in game 2 and Zoe in game 4: by name
    assert (ann.favourite_victim.name, ann.favourite_victim.times) == ("Bob", 2)


def test_one_pack_alone(two_packs):
    tally = by_name(two_packs.player_stats(pack_id="tally"))
    assert list(tally) == ["Ann", "Bob", "Cid", "Dee"]
    ann = tally["Ann"]
    assert (ann.games, ann.wins, ann.win_rate, ann.avg_score, ann.best_score, ann.pack_id) == (2, 1, 0.5, 30.0, 40, "tally")
    assert ann.avg_by_player_count == {3: 30.0} and [r.pack_id for r in ann.by_pack] == ["tally"]
    # rivals of this pack only: the guest who beat Ann in game 4 is her nemesis here
    assert (ann.nemesis.name, ann.nemesis.player_id, ann.nemesis.times) == ("Zoe", None, 1)
    assert ann.favourite_victim.name == "Bob"  # Bob, Cid and Dee once each: by name
    assert (tally["Bob"].games, tally["Bob"].avg_score, tally["Bob"].favourite_victim) == (1, 10.0, None)
    assert tally["Cid"].nemesis.name == "Ann" and tally["Cid"].favourite_victim.name == "Bob"
    tiny = by_name(two_packs.player_stats(pack_id="tiny"))
    assert list(tiny) == ["Ann", "Bob", "Cid"]
    assert (tiny["Ann"].avg_score, tiny["Bob"].avg_score, tiny["Cid"].avg_score) == (3.5, 4.5, 1.0)
    assert tiny["Ann"].nemesis.name == "Bob" and tiny["Cid"].favourite_victim is None


def test_one_player_in_one_pack(two_packs):
    dee = two_packs.find_player("Dee")
    (none,) = two_packs.player_stats(dee.id, pack_id="tiny")
    assert (none.games, none.wins, none.avg_score, none.pack_id, none.by_pack) == (0, 0, None, "tiny", [])
    (ann,) = two_packs.player_stats(two_packs.find_player("Ann").id, pack_id="tiny")
    assert (ann.games, ann.avg_score, ann.nemesis.name) == (2, 3.5, "Bob")
    assert two_packs.player_stats(pack_id="montana") == []


def test_per_pack_head_to_head_adds_up_to_the_kept_totals(two_packs):
    """Head to head counted per pack from the results equals the totals kept as games finish."""
    for pack in ("tiny", "tally", None):
        assert kept_rivalries(two_packs.conn, pack) == full_rivalries(two_packs.conn, pack)
    summed: dict = {}
    for pack in ("tiny", "tally"):
        for me, rival, games, by, beat in kept_rivalries(two_packs.conn, pack):
            a, b, c = summed.get((me, rival), (0, 0, 0))
            summed[me, rival] = (a + games, b + by, c + beat)
    assert summed == {(me, rival): tuple(rest) for me, rival, *rest in full_rivalries(two_packs.conn)}


# --- what always holds, on random histories --------------------------------------------------------

NAMES = ["Ann", "Bob", "Cid", "Dee", "Zoe"]  # Zoe is never in the roster: a guest
a_game = st.tuples(
    st.sampled_from(["tiny", "tally"]),
    st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True),
    st.lists(st.integers(0, 9), min_size=4, max_size=4),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(a_game, min_size=1, max_size=6))
def test_per_pack_numbers_add_up_to_the_whole(tmp_path_factory, monkeypatch, games):
    monkeypatch.syspath_prepend(str(TALLY))  # the tiny rules installed a second time, as "tally"
    registry.forget()
    with Store.open(tmp_path_factory.mktemp("h") / "c.db") as store:
        for name in NAMES[:4]:
            store.add_player(name, "red")
        for pack, names, points in games:
            game(store, dict(zip(names, points)), pack_id=pack)
        everyone = by_name(store.player_stats())
        per_pack = {pack: by_name(store.player_stats(pack_id=pack)) for pack in ("tiny", "tally")}
        for name, s in everyone.items():
            assert s.games == sum(r.games for r in s.by_pack) and s.wins == sum(r.wins for r in s.by_pack)
            assert (s.avg_score is None) == (len(s.by_pack) > 1)
            for r in s.by_pack:
                alone = per_pack[r.pack_id][name]
                assert (alone.games, alone.wins, alone.avg_score, alone.best_score, alone.avg_by_player_count) == (
                    r.games, r.wins, r.avg_score, r.best_score, r.avg_by_player_count)
            # the games each pack counts are the games counted over all packs
            assert sum(per_pack[p][name].games for p in per_pack if name in per_pack[p]) == s.games
        test_per_pack_head_to_head_adds_up_to_the_kept_totals(store)
    registry.forget()
