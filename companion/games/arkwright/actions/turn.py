"""One player's turn in the action phase: the table, the marker, its cost and what the main action touched."""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.administration import AdminCost, Marker
from companion.games.arkwright.board import Board
from companion.games.arkwright.state import ArkwrightState, Factory, Player
from companion.games.arkwright.table import Table


@dataclass
class Turn:
    t: Table
    pid: str
    marker: Marker
    cost: AdminCost
    answers: Answers
    #: factories the main action touched: their price may be adjusted (Water Frame 5.II.3.1)
    affected: set[str] = field(default_factory=set)
    #: administrative £ the quality or distribution action left unspent: £1 buys a price adjustment elsewhere
    spare: int = 0

    @property
    def p(self) -> Player:
        return self.t.p(self.pid)

    @property
    def state(self) -> ArkwrightState:
        return self.t.state

    @property
    def board(self) -> Board:
        return self.t.board

    @property
    def name(self) -> str:
        return self.p.name

    def factory(self, good: str, section: str) -> Factory:
        f = self.p.factory(good)
        if f is None:
            raise RuleError(said("arkwright", "{name} has no {good:term} factory", name=self.name, good=good), section=section)
        return f
