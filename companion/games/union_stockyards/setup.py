"""Starting a Union Stockyards game: the table as it is set up (US Game length: year 1, Phase I)."""

from __future__ import annotations

from typing import Literal

from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import Seat, check_roster, find
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.state import Player, StockyardsState


class NewGame(Model):
    kind: Literal["new_game"] = "new_game"
    players: list[Seat]
    #: starting money per player (printed on the set-up card; entered by the table)
    cash: int = 0
    first_player: str = ""
    party: str = ""
    union_spirit: int = 0
    prices: dict[str, int]
    meat_values: dict[str, int]
    yard: dict[str, int] = {}
    #: workers per player: the game follows the worker placement (0: a year keeper's game, as before)
    workers: int = 0
    house_rules: dict[str, bool] = {}


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    board = BOARD.base
    n = board.numbers
    check_roster(entry.players, n.min_players, n.max_players)
    if entry.cash < 0:
        raise InputError("starting cash cannot be negative")
    if entry.workers < 0:
        raise InputError("the number of workers cannot be negative")
    players = [Player(id=s.id, name=s.name, color=s.color, cash=entry.cash) for s in entry.players]
    first = find(players, entry.first_player).id if entry.first_player else players[0].id
    new = StockyardsState.model_validate(
        {
            "players": [p.model_dump() for p in players],
            "first_player": first,
            "party": entry.party or board.names.parties[0],
            "union_spirit": entry.union_spirit,
            "prices": entry.prices,
            "meat_values": entry.meat_values,
            "yard": entry.yard or {kind: 0 for kind in board.names.livestock},
            "house_rules": entry.house_rules,
            "workers": entry.workers,
        }
    )
    ledger = Ledger()
    ledger.remark(None, "union_stockyards.new_game", "US Game length", count=len(players), name=new.player(first).name)
    if entry.workers:
        ledger.remark(None, "union_stockyards.follows_placement", "US Phase II", count=entry.workers)
    return Outcome(state=new, ledger=list(ledger))
