"""Whole Self-Actor games (Player's Book 3.2) with the Reorganization marker and the new tiles, by the random legal
player of tests/games/arkwright/simulate.py (a free set-up draws from the regular and the new tiles together,
simulate_setup.with_new_tiles): every rule the simulator checks after each entry holds, the log
replays to the same table, and the new marker and tiles are really played."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.games.arkwright.board import base_board
from tests.games.arkwright.simulate import Config, Simulator, replay

NEW_TILES = [t.id for t in base_board().tiles if t.variant == "self_actor"]


@pytest.mark.parametrize("seed, players", [(1, 2), (2, 3), (3, 4), (4, 3)])
def test_a_whole_self_actor_game_keeps_every_rule(seed, players):
    sim = Simulator(seed, Config(version="water_frame", players=players, setup="free", self_actor=("reorganization", "tiles")))
    final = sim.play()
    assert final.phase == "game_over"
    assert sim.refusals["offered"] == 0
    assert replay(sim.log) == final, "the log does not replay to the same table"
    actions = [e for e in sim.log if e["kind"] == "action"]
    assert any(e["marker"] == "reorganization" for e in actions), "the Reorganization marker was played"
    assert all(p.reorganization_dark for p in final.players)  # after the 1790 decade every marker is dark
    taken = Counter(e["additional"]["tile"] for e in actions if (e.get("additional") or {}).get("type") == "tile")
    assert set(taken) & set(NEW_TILES), "a new tile was taken"
