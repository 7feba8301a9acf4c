"""Starting a Union Stockyards game: the table as it is set up (US Game length: year 1, Phase I)."""

from __future__ import annotations

from typing import Literal

from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import Seat, check_roster, find
from companion.core.wording import said
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
    #: workers per player: the game follows the worker placement (0: a year keeper's game, as before);
    #: one number for everyone, or each player's own (player id or name -> workers)
    workers: int | dict[str, int] = 0
    house_rules: dict[str, bool] = {}


def workers_of(entry: NewGame, n) -> dict[str, int]:
    """Each player's workers (player id -> count; all 0: a year keeper's game), within the board's range.

    One number gives everyone the same; a table of them names every player (by id or name)."""
    seats = entry.players
    if isinstance(entry.workers, int):
        if entry.workers < 0:
            raise InputError(said("union_stockyards", "the number of workers cannot be negative"))
        if entry.workers == 0:
            return {s.id: 0 for s in seats}
        given = {s.id: entry.workers for s in seats}
    else:
        given = {find(seats, key).id: count for key, count in entry.workers.items()}
        missing = [s.name for s in seats if s.id not in given]
        if missing:
            raise InputError(said("union_stockyards", "give every player their workers: {join} {n:noun/has|have} none", join=', '.join(missing), n=len(missing)))
    for s in seats:
        if not n.workers_min <= given[s.id] <= n.workers_max:
            raise InputError(said("union_stockyards", "each player places {workers_min} to {workers_max} workers, and {name} was given {given}", workers_min=n.workers_min, workers_max=n.workers_max, name=s.name, given=given[s.id]))
    return given


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    board = BOARD.base
    n = board.numbers
    check_roster(entry.players, n.min_players, n.max_players)
    if entry.cash < 0:
        raise InputError(said("union_stockyards", "starting cash cannot be negative"))
    workers = workers_of(entry, n)
    players = [Player(id=s.id, name=s.name, color=s.color, cash=entry.cash, workers=workers.get(s.id, 0))
               for s in entry.players]
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
            "workers": max(workers.values(), default=0),
        }
    )
    ledger = Ledger()
    ledger.remark(None, "union_stockyards.new_game", "US Game length", count=len(players), name=new.player(first).name)
    counts = set(workers.values())
    if len(counts) == 1 and 0 not in counts:
        ledger.remark(None, "union_stockyards.follows_placement", "US Phase II", count=counts.pop())
    elif counts and 0 not in counts:
        ledger.remark(None, "union_stockyards.follows_placement_own", "US Phase II")
        for p in players:
            ledger.remark(p.id, "union_stockyards.workers_own", "US Phase II", count=p.workers)
    return Outcome(state=new, ledger=list(ledger))
