"""Whole Arkwright games through the store: the engine helper's scripted games, entry by entry.

The scripted games of tests/games/arkwright/flow (a 4-player Water Frame game, a 3-player
Spinning Jenny game, each from the box to the winner) are run once with their
entries recorded (`helpers.recorded`); every entry is then submitted to a Store as the app would.
"""

from __future__ import annotations

import json

import pytest

from companion.games.arkwright.pack import apply as arkwright_apply
from companion.store import Store

import tests.games.arkwright.flow.helpers as helpers
from tests.games.arkwright.flow import test_game_spinning_jenny, test_game_water_frame

GAMES = {
    "water_frame": test_game_water_frame.test_four_player_water_frame_game_from_box_to_winner,
    "spinning_jenny": test_game_spinning_jenny.test_three_player_spinning_jenny_game_from_box_to_winner,
}


def record(game: str) -> tuple[list[dict], object]:
    """The entries the scripted game applies, and its final state."""
    return helpers.recorded(GAMES[game])


@pytest.fixture(scope="module", params=sorted(GAMES))
def scripted(request):
    return request.param, *record(request.param)


@pytest.fixture
def played(store, scripted):
    game, entries, final = scripted
    names = [s["name"] for s in entries[0]["seats"]]
    seats = [store.add_player(n, "red").id for n in names]
    sid = store.create_session("arkwright", entries[0], seats=seats, title=game).info.id
    for entry in entries[1:]:
        result = store.submit(sid, entry)
        assert result.stored, result.pending
    return sid, entries, final


def test_live_state_equals_the_engine_and_the_replay(store, played):
    sid, entries, final = played
    view = store.load(sid)
    assert view.state == final
    assert view.info.status == "finished" and view.summary.finished
    assert store.replay_state(sid) == final
    assert [e.entry for e in view.entries] == entries
    with Store.open(store.path) as again:  # the phone restarted
        assert again.load(sid).state == final


def test_results_timeline_and_statistics(store, played, scripted):
    sid, entries, final = played
    game = scripted[0]
    results = store.results(sid)
    assert results[0].rank == 1 and results[0].winner
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
    if game == "water_frame":
        assert [(r.name, r.rank, r.score) for r in results] == [("Cy", 1, 30), ("Ann", 2, 28), ("Di", 3, 0), ("Bob", 4, 0)]
    points = store.timeline(sid)
    keys = sorted({(p.order, p.key) for p in points})
    decades = [d.decade for d in final.board.timetable(final.version) if d.decade >= 1770]
    # every cycle of every decade played is a point of the chart
    assert {k for _o, k in keys} >= {f"{d}.{c}" for d in decades for c in (1, 2, 3, 4)}, keys
    assert len(points) == len(keys) * len(final.players)
    last = [p for p in points if p.order == keys[-1][0]]
    assert [(p.cash, p.value) for p in last] == [
        (p.cash, final.board.share(p.share_space).value) for p in final.players]
    winner = store.player_stats(results[0].player_id)[0]
    assert (winner.games, winner.wins) == (1, 1)
    (pack,) = store.pack_stats()
    assert pack.plays == 1 and pack.avg_winning_score == results[0].score
    assert pack.longest_entries == len(entries)


def test_undo_redo_through_a_real_game(store, played):
    sid, entries, final = played
    mid = len(entries) // 2
    state_mid = store.undo_to(sid, mid).state
    assert store.info(sid).status == "running" and store.results(sid) == []
    assert state_mid == store.replay_state(sid)
    for _ in range(3):
        store.redo(sid)
    store.undo(sid)
    view = store.undo_to(sid, len(entries))
    assert view.state == final and store.info(sid).status == "finished"


def test_export_import_round_trip(store, played, tmp_path):
    sid, entries, final = played
    data = json.loads(json.dumps(store.export_json(sid)))
    with Store.open(tmp_path / "other.db") as other:
        res = other.import_json(data)
        rows = "SELECT seq, op, kind, entry, format, target, created FROM log WHERE session_id = ? ORDER BY seq"
        assert list(other.conn.execute(rows, (res.session_id,))) == list(store.conn.execute(rows, (sid,)))
        assert other.load(res.session_id).state == final
    play = store.export_bgstats(sid)
    assert play["game"]["name"] == "Arkwright" and play["game"]["bggId"] == 165872
    starts = [p["name"] for p in play["players"] if p["startPlayer"]]
    first = arkwright_apply(None, entries[0]).state
    assert starts == [first.players[first.start_player].name]
