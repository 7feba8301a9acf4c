"""Random face-up components for a free set up of a simulated game (Water Frame 4.1.III, Spinning Jenny 4.1.III).

The mat's advanced action markers (rows I-II light grey, III-IV dark grey, no
more copies than the sets left in play), the Water Frame development tiles
(Charisma, one Inventor and the drawn ones; a draw of as many alike as there
are players is replaced) and the Spinning Jenny markers on the timetable's
stock exchange space.
"""

from __future__ import annotations

import random
from typing import Any

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.setupdata import setup_data

#: the shape of the Water Frame special markers mat per player count (markers per row 1-4), as the printed set ups
MAT_SHAPE = {4: [1, 2, 2, 1], 3: [1, 1, 1, 1], 2: [2, 2, 2, 2]}


def random_mat(rng: random.Random, version: str, n: int, *, new_tiles: bool = False) -> dict[str, Any]:
    """A free set up's face-up components: mat markers, tiles (Water Frame), stock exchange picks (Spinning Jenny).
    `new_tiles`: the Self-Actor's new tiles are shuffled in with the regular ones (Player's Book 3.2)."""
    data = setup_data()
    board = base_board()
    mule = version == "spinning_mule"  # the Spinning Jenny mat, every light grey marker on it (Player's Book 3.1)
    version = "spinning_jenny" if mule else version
    actions = ("machinery", "quality", "distribution", "production" if version == "water_frame" else None)
    light = [m.id for m in board.markers if m.shade == "light" and m.action in actions for _ in range(data.markers_in_play(version, n, m.id))]
    dark = [m.id for m in board.markers if m.shade == "dark" and m.action in actions for _ in range(data.markers_in_play(version, n, m.id))]
    rng.shuffle(light)
    rng.shuffle(dark)
    out: dict[str, Any] = {}
    if mule:
        light = light[: rng.randint(2, len(light))]
        shape = [len(light) // 2, len(light) - len(light) // 2, min(2, len(dark)), min(2, len(dark) - min(2, len(dark)))]
    elif version == "spinning_jenny":
        out["pick_markers"] = [light.pop() for _ in range(data.picks(n))]
        exchange = ["stock_exchange_light"] * rng.randint(1, min(n, 4))
        light = light[: rng.randint(1, 3)] + exchange
        shape = [len(light) // 2, len(light) - len(light) // 2, min(2, len(dark)), min(2, len(dark) - min(2, len(dark)))]
    else:
        shape = MAT_SHAPE[n]
    out["mat"] = {"1": light[: shape[0]], "2": light[shape[0]: shape[0] + shape[1]], "3": dark[: shape[2]], "4": dark[shape[2]: shape[2] + shape[3]]}
    if version == "water_frame":
        out["tiles"] = random_tiles(rng, n)
        if new_tiles:
            with_new_tiles(rng, out["tiles"], n)
    return out


def with_new_tiles(rng: random.Random, tiles: list[str], n: int) -> None:
    """A few of the drawn tiles swapped for new Self-Actor ones (Charisma and the Inventor set aside stay), never as
    many alike as there are players (Player's Book 3.2, Water Frame 4.1.III)."""
    board = base_board()
    swap = [k for k, t in enumerate(tiles) if k >= 2 and t != "charisma"]
    new = [t.id for t in board.tiles if t.variant == "self_actor" for _ in range(t.count)]
    rng.shuffle(new)
    for k, tile in zip(rng.sample(swap, min(len(swap), 6)), new):
        if tiles.count(tile) < n - 1:
            tiles[k] = tile


def random_tiles(rng: random.Random, n: int) -> list[str]:
    """Charisma, one Inventor and the drawn tiles; a draw of as many alike as players is replaced (Water Frame 4.1.III)."""
    board = base_board()
    draw = next(d.tiles for d in board.tile_draw if d.players == n)
    pool = [t.id for t in board.tiles if not t.expansion and not t.variant for _ in range(t.count)]
    pool.remove("charisma")
    pool.remove("inventor")
    rng.shuffle(pool)
    tiles = ["charisma", "inventor"]
    for t in pool:
        if len(tiles) == draw + 2:
            break
        spec = board.tile_spec(t)
        if tiles.count(t) + 1 < n and tiles.count(t) < spec.count:
            tiles.append(t)
    return tiles
