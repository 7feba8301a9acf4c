"""Starting a Montana game: players with their starting silver, pumpkins and workers."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import Seat, check_roster, find
from companion.games.montana.board import BOARD
from companion.games.montana.state import AreaState, MontanaState, Player


class NewGame(Model):
    kind: Literal["new_game"] = "new_game"
    players: list[Seat]
    #: who starts (default: the first player listed)
    active: str = ""
    #: starting supplies when the table's differ from the board data
    silver: int | None = Field(default=None, ge=0)
    pumpkins: int | None = Field(default=None, ge=0)
    workers: dict[str, int] | None = None
    house_rules: dict[str, bool] = {}


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    board = BOARD.base
    n = board.numbers
    check_roster(entry.players, n.min_players, n.max_players)
    start = board.start
    players = [
        Player(
            id=s.id,
            name=s.name,
            color=s.color,
            silver=start.silver if entry.silver is None else entry.silver,
            pumpkins=start.pumpkins if entry.pumpkins is None else entry.pumpkins,
            goods={g: 0 for g in board.goods},
            workers=dict(start.workers if entry.workers is None else entry.workers),
        )
        for s in entry.players
    ]
    active = find(players, entry.active).id if entry.active else players[0].id
    areas = {a.id: AreaState(large=[None] * len(a.fields), small=[None] * len(a.fields)) for a in board.areas}
    new = MontanaState(players=players, active=active, areas=areas, house_rules=dict(entry.house_rules))
    ledger = Ledger()
    ledger.remark(None, "montana.new_game", "MT", count=len(players), name=new.player(active).name)
    return Outcome(state=new, ledger=list(ledger))
