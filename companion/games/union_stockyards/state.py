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
from companion.core.wording import said
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
            raise ValueError(said("union_stockyards", "first_player: not a player at this table"))
        if self.party not in board.names.parties:
            raise ValueError(said("union_stockyards", "party: one of {parties}",
                                  parties=", ".join(board.names.parties)))
        if self.year > n.years:
            raise ValueError(said("union_stockyards", "year: the game lasts {years} years", years=n.years))
        if not n.union_spirit_min <= self.union_spirit <= n.union_spirit_max:
            raise ValueError(said("union_stockyards", "union_spirit: {low}-{high}", low=n.union_spirit_min,
                                  high=n.union_spirit_max))
        kinds = set(board.names.livestock)
        names = ", ".join(sorted(kinds))
        if set(self.prices) != kinds:
            raise ValueError(said("union_stockyards", "prices: one value per livestock type ({kinds})", kinds=names))
        for kind, v in self.prices.items():
            if not n.price_min <= v <= n.price_max:
                raise ValueError(said("union_stockyards", "prices.{kind}: {low}-{high}", kind=kind, low=n.price_min,
                                      high=n.price_max))
        if set(self.meat_values) != kinds:
            raise ValueError(said("union_stockyards", "meat_values: one value per livestock type ({kinds})",
                                  kinds=names))
        for kind, v in self.meat_values.items():
            if not n.meat_value_min <= v <= n.meat_value_max:
                raise ValueError(said("union_stockyards", "meat_values.{kind}: {low}-{high}", kind=kind,
                                      low=n.meat_value_min, high=n.meat_value_max))
        if set(self.yard) != kinds or any(v < 0 for v in self.yard.values()):
            raise ValueError(said("union_stockyards", "yard: a count of 0 or more per livestock type"))
        spaces = {s.id for s in board.spaces}
        if any(s not in spaces for s in self.blocked) or any(w.space not in spaces for w in self.placements):
            raise ValueError(said("union_stockyards", "an action space that is not on the board"))
        if any(w.player not in ids for w in self.placements):
            raise ValueError(said("union_stockyards", "placements: not a player at this table"))
        if self.workers and any(not p.workers for p in self.players):
            # a table set up with one number for everyone (before workers were per player): new player records,
            # never a change to the ones given (a correction shares the records it does not reach)
            self.players = [p if p.workers else p.model_copy(update={"workers": self.workers}) for p in self.players]
        return self

    @property
    def follows_placement(self) -> bool:
        return self.workers > 0
