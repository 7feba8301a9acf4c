"""The Union Stockyards table as the companion mirrors it: the year keeper's view.

The year and phase, the first player and the party in office, Union Spirit,
each type's livestock price, meat value and animals in the Yard, and per
player cash, Low Morale tokens and whether a worker stands on the Picket
Line. Ranges come from the board data.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from companion.core.models import Model
from companion.core.players import Seat
from companion.core.table_state import TableState
from companion.games.union_stockyards.board import BOARD

Phase = Literal["I", "II", "III"]


class Player(Seat):
    cash: int = Field(default=0, ge=0)
    low_morale: int = Field(default=0, ge=0)
    picket: bool = False
    #: the buildings the player raised (ids in data/buildings.toml), the labor contracts signed
    buildings: list[str] = []
    contracts: list[str] = []
    #: the workers this player places each year (set per player at set-up; 0 in a year keeper's game)
    workers: int = Field(default=0, ge=0)


class Placed(Model):
    """A worker on an action space this year (US Phase II: it stays there until Phase III)."""

    player: str
    space: str
    livestock: str | None = None


class StockyardsState(TableState):
    board_data = BOARD
    year: int = Field(default=1, ge=1)
    phase: Phase = "I"
    players: list[Player]
    first_player: str
    party: str
    union_spirit: int
    prices: dict[str, int]
    meat_values: dict[str, int]
    yard: dict[str, int]
    #: (player, livestock) sold this year, for the record
    sales: list[str] = []
    #: the most workers a player has when the game follows the worker placement (each player's own number is
    #: on the player); 0: a year keeper's game (set up before placements were followed: sales and livestock
    #: entered as they were then)
    workers: int = Field(default=0, ge=0)
    #: the workers on action spaces this year, in the order they were placed
    placements: list[Placed] = []
    #: the action spaces nobody can choose this year (player count, Year card)
    blocked: list[str] = []
    #: the Year card revealed this year (its id in the board data; empty: none or not in the list)
    card: str = ""
    finished: bool = False
    final_scores: dict[str, int] = {}
    final_tiebreakers: dict[str, list[int]] = {}

    @model_validator(mode="after")
    def _consistent(self):
        board = self.board
        n = board.numbers
        ids = self.roster()
        if self.first_player not in ids:
            raise ValueError("first_player: not a player at this table")
        if self.party not in board.names.parties:
            raise ValueError(f"party: one of {', '.join(board.names.parties)}")
        if self.year > n.years:
            raise ValueError(f"year: the game lasts {n.years} years")
        if not n.union_spirit_min <= self.union_spirit <= n.union_spirit_max:
            raise ValueError(f"union_spirit: {n.union_spirit_min}-{n.union_spirit_max}")
        kinds = set(board.names.livestock)
        for field, low, high in (("prices", n.price_min, n.price_max), ("meat_values", n.meat_value_min, n.meat_value_max)):
            values = getattr(self, field)
            if set(values) != kinds:
                raise ValueError(f"{field}: one value per livestock type ({', '.join(sorted(kinds))})")
            for kind, v in values.items():
                if not low <= v <= high:
                    raise ValueError(f"{field}.{kind}: {low}-{high}")
        if set(self.yard) != kinds or any(v < 0 for v in self.yard.values()):
            raise ValueError("yard: a count of 0 or more per livestock type")
        spaces = {s.id for s in board.spaces}
        if any(s not in spaces for s in self.blocked) or any(w.space not in spaces for w in self.placements):
            raise ValueError("an action space that is not on the board")
        if any(w.player not in ids for w in self.placements):
            raise ValueError("placements: not a player at this table")
        if self.workers and any(not p.workers for p in self.players):
            # a table set up with one number for everyone (before workers were per player): new player records,
            # never a change to the ones given (a correction shares the records it does not reach)
            self.players = [p if p.workers else p.model_copy(update={"workers": self.workers}) for p in self.players]
        return self

    @property
    def follows_placement(self) -> bool:
        return self.workers > 0
