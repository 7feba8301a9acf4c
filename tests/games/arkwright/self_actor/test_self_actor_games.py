"""Whole Self-Actor games (Player's Book 3.2) with the Reorganization marker and the new tiles, by the random legal
player of tests/games/arkwright/simulate.py: every rule the simulator checks after each entry holds, the log
replays to the same table, and the new marker and tiles are really played."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.games.arkwright.board import base_board
from tests.games.arkwright.simulate import Config, Simulator, replay

NEW_TILES = [t.id for t in base_board().tiles if t.variant == "self_actor"]


class SelfActorSimulator(Simulator):
    """The random player in a Water Frame game with the Reorganization marker and the new tiles: a free set-up
    draws from the regular and the new tiles together (Player's Book 3.2)."""

    def new_game(self) -> dict:
        entry = {**super().new_game(), "self_actor_reorganization": True, "self_actor_tiles": True}
        if "tiles" in entry:  # a few of the drawn tiles are new ones (Charisma and one Inventor stay)
            tiles = entry["tiles"]
            swap = [k for k, t in enumerate(tiles) if k >= 2 and t not in ("charisma",)]
            new = [t for t in NEW_TILES for _ in range(2 if t != "supervisory_board" else 1)]
            self.rng.shuffle(new)
            for k, tile in zip(self.rng.sample(swap, min(len(swap), 6)), new):
                if tiles.count(tile) < len(entry["seats"]) - 1:
                    tiles[k] = tile
        return entry


@pytest.mark.parametrize("seed, players", [(1, 2), (2, 3), (3, 4), (4, 3)])
def test_a_whole_self_actor_game_keeps_every_rule(seed, players):
    sim = SelfActorSimulator(seed, Config(version="water_frame", players=players, setup="free"))
    final = sim.play()
    assert final.phase == "game_over"
    assert sim.refusals["offered"] == 0
    assert replay(sim.log) == final, "the log does not replay to the same table"
    actions = [e for e in sim.log if e["kind"] == "action"]
    assert any(e["marker"] == "reorganization" for e in actions), "the Reorganization marker was played"
    assert all(p.reorganization_dark for p in final.players)  # after the 1790 decade every marker is dark
    taken = Counter(e["additional"]["tile"] for e in actions if (e.get("additional") or {}).get("type") == "tile")
    assert set(taken) & set(NEW_TILES), "a new tile was taken"
