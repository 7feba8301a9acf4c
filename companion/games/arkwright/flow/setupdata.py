"""Set-up numbers the game flow reads beside the board (Water Frame 4.1.III, Spinning Jenny 4.1.III).

They live in `data/setup.toml` with their provenance, like every printed number;
this module only gives them a shape and the look-ups the set-up needs.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from companion.core.boarddata import Sourced, load_toml, validate_board
from companion.core.models import Frozen
from companion.games.arkwright.board import DATA, Version


class MarkerSets(Sourced):
    keys: ClassVar = ("version", "players")
    version: Version
    players: int
    removed: int


class MarkerBox(Sourced):
    keys: ClassVar = ("id",)
    id: str
    count: int


class ShipsInPlay(Sourced):
    keys: ClassVar = ("version", "players")
    version: Version
    players: int
    capacities: list[int]


class PickDraw(Sourced):
    keys: ClassVar = ("players",)
    players: int
    markers: int


class SetupData(Frozen):
    marker_sets: list[MarkerSets]
    marker_box: list[MarkerBox]
    ships_in_play: list[ShipsInPlay]
    pick_draw: list[PickDraw]

    def removed_sets(self, version: str, players: int) -> int:
        return next(m.removed for m in self.marker_sets if m.version == version and m.players == players)

    def markers_in_play(self, version: str, players: int, marker: str) -> int:
        """Copies of an advanced action marker left after returning sets to the box."""
        box = next((m.count for m in self.marker_box if m.id == marker), 0)
        if marker.startswith("stock_exchange"):
            return box
        return max(0, box - self.removed_sets(version, players))

    def ship_capacities(self, version: str, players: int) -> list[int]:
        for s in self.ships_in_play:
            if s.version == version and s.players == players:
                return s.capacities
        return []

    def picks(self, players: int) -> int:
        return next(p.markers for p in self.pick_draw if p.players == players)


@cache
def setup_data() -> SetupData:
    raw = load_toml(DATA / "setup.toml")
    data = {k: raw[k] for k in ("marker_sets", "marker_box", "ships_in_play", "pick_draw")}
    return validate_board(SetupData, data, "Arkwright set-up data")
