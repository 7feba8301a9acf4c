"""The Montana table as the companion mirrors it: the turn helper's view.

Per player: silver, pumpkins, goods and the workers in their supply by
colour. Per goods area: who stands on each large and small field. Whose turn
it is. Contractors are always back at the hardware store between turns, so
their places live only inside a contractor round entry.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from companion.core.models import State
from companion.core.players import Seat
from companion.core.table_state import TableState
from companion.core.wording import said
from companion.games.montana.board import BOARD


class Occupant(State):
    """Workers on a field: one player's, all of one colour."""

    player: str
    colour: str
    count: int = Field(ge=1)


class AreaState(State):
    large: list[Occupant | None]
    small: list[Occupant | None]


class Player(Seat):
    silver: int = Field(default=0, ge=0)
    pumpkins: int = Field(default=0, ge=0)
    goods: dict[str, int] = {}
    workers: dict[str, int] = {}


class MontanaState(TableState):
    board_data = BOARD
    players: list[Player]
    active: str
    turn: int = Field(default=1, ge=1)
    areas: dict[str, AreaState]
    finished: bool = False
    final_scores: dict[str, int] = {}
    final_tiebreakers: dict[str, list[int]] = {}

    def placed(self, pid: str) -> dict[str, int]:
        """A player's workers standing on the goods fields, by colour."""
        out: dict[str, int] = {}
        for area in self.areas.values():
            for occ in [*area.large, *area.small]:
                if occ is not None and occ.player == pid:
                    out[occ.colour] = out.get(occ.colour, 0) + occ.count
        return out

    @model_validator(mode="after")
    def _consistent(self):
        board = self.board
        ids = self.roster()
        if self.active not in ids:
            raise ValueError(said("montana", "active: not a player at this table"))
        if set(self.areas) != {a.id for a in board.areas}:
            raise ValueError(said("montana", "areas: one entry per goods area of the board"))
        colours = set(board.start.workers)
        for a in board.areas:
            mine = self.areas[a.id]
            if len(mine.large) != len(a.fields) or len(mine.small) != len(a.fields):
                raise ValueError(said("montana", "areas.{area}: one large and one small field per printed field",
                                      area=a.id))
            for occ in [*mine.large, *mine.small]:
                if occ is not None and (occ.player not in ids or occ.colour not in colours):
                    raise ValueError(said("montana", "areas.{area}: unknown player or worker colour", area=a.id))
        goods = set(board.goods)
        for p in self.players:
            if any(g not in goods or k < 0 for g, k in p.goods.items()):
                raise ValueError(said("montana", "{player}.goods: known goods, 0 or more", player=p.id))
            if any(c not in colours or k < 0 for c, k in p.workers.items()):
                raise ValueError(said("montana", "{player}.workers: known colours, 0 or more", player=p.id))
        return self
