"""A pack registered only through an entry point (tests/testpack, installed for these tests alone) is
offered and played like a shipped one: on the new-game screen, on the command line and in the statistics.

Marbles' rules are in tests/testpack/pack.py: M1 10 marbles per player in the bag, M2 a turn takes 1 to 3,
M3 the game ends when the bag is empty and most marbles wins.
"""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from flet_harness import run
from pack_steps import GROUP, confirm, ledger_text, pick_players, plus, preview
from scenarios import roster
from tests.installed import TESTPACK, installed


@pytest.fixture(autouse=True)
def marbles(tmp_path_factory):
    with installed(tmp_path_factory.mktemp("marbles"), TESTPACK):
        yield


def test_the_test_pack_starts_from_the_new_game_screen_with_its_declared_options(store, start_app):
    roster(store, GROUP)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "marbles")
        await h.settle()
        await h.select(h.by_id("colours"), "plain")  # the option the pack declares, as a dropdown
        await h.fire(h.by_id("house-big_bag"), "change", True, props={"value": True})
        await pick_players(h, "Ada", "Ben")
        start = h.by_id("start-player")
        assert start.label == "Who takes first"  # the pack's screens name who starts
        await h.select(start, "1")
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        # its own form: Ben takes first (the start player), 1 marble by default; 2 more taps make 3
        await plus(h, "Marbles taken", 2)
        await preview(h)
        shown = ledger_text(h)
        assert "+3 marbles  takes 3 marbles from the bag  (M2)" in shown and "Ben" in shown  # the pack's catalog and unit
        await confirm(h)

    run(go())
    (game,) = store.sessions(pack_id="marbles")
    state = store.load(game.id).state
    # M1 with the house rule: 15 a player, 30 in all; M2: Ben's 3 taken from it
    assert (state.colours, state.bag, [p.marbles for p in state.players]) == ("plain", 27, [0, 3])
    assert [s.name for s in game.seats] == ["Ada", "Ben"]


def test_the_test_pack_is_a_game_of_the_command_line(tmp_path, capsys):
    log = str(tmp_path / "marbles.jsonl")
    assert main(["new", "marbles", "--players", "Ann:red,Bob:blue", "--colours", "plain", "--log", log]) == 0
    for _round in range(3):  # 6 turns of 3, then 2: the bag of 20 (M1) is empty
        for player in ("ann", "bob"):
            assert main(["apply", log, json.dumps({"kind": "take", "player": player, "count": 3})]) == 0
    capsys.readouterr()
    assert main(["apply", log, json.dumps({"kind": "take", "player": "ann", "count": 3})]) == 2
    assert "the bag holds only 2" in capsys.readouterr().err  # M2: never more than the bag holds
    assert main(["apply", log, json.dumps({"kind": "take", "player": "ann", "count": 2})]) == 0
    capsys.readouterr()
    assert main(["state", log]) == 0
    out = capsys.readouterr().out
    state, end = json.JSONDecoder().raw_decode(out)  # the state, then the final ranking: the game is over
    assert out[end:].split() == "Final ranking 1. Ann: 11 marbles, wins 2. Bob: 9 marbles Ann wins. Ties: The most marbles wins; players with as many marbles all win (M3).".split()
    assert (state["bag"], [p["marbles"] for p in state["players"]], state["colours"]) == (0, [11, 9], "plain")
    assert main(["legal", log, "bob"]) == 0
    assert capsys.readouterr().out == "the game is over\n"  # M3: the empty bag ends it


def test_the_test_pack_is_counted_in_the_statistics_in_its_own_unit(store, start_app):
    ids = roster(store, GROUP[:2])
    seats = [{"id": "ada", "name": "Ada"}, {"id": "ben", "name": "Ben"}]
    sid = store.create_session("marbles", {"kind": "new_game", "players": seats}, ids).info.id
    for count in [3] * 6 + [2]:  # Ada takes 3 + 3 + 3 + 2 = 11, Ben 3 + 3 + 3 = 9: the bag of 20 empty (M3)
        player = "ada" if store.load(sid).state.active == 0 else "ben"
        assert store.submit(sid, {"kind": "take", "player": player, "count": count}).stored
    (record,) = store.pack_stats()
    assert (record.pack_id, record.plays, record.avg_winning_score) == ("marbles", 1, 11)
    (ada,) = [r for r in store.player_stats(pack_id="marbles") if r.name == "Ada"]
    assert (ada.games, ada.wins, ada.best_score) == (1, 1, 11)

    async def go():
        h = await start_app("/history")
        shown = " ".join(h.text_in(h.by_id("pack-stats-marbles")))
        assert "Marbles (test pack)" in shown
        await h.navigate(f"/history/{sid}")
        await h.settle()
        assert any("11 marbles" in t for t in h.texts())  # the ranking in the pack's score unit: Ada wins with 11
        assert h.has_id("chart-marbles")  # the chart its screens declare

    run(go())
