"""Starting a game of Kanban.

KDE Setup 2.H: every disc on the bottom desk of each training track and on 0
of the Shift Bank; the pp disc on 0 (Nice Sandra) or 15 (Mean Sandra). KDE
Setup 22: one Seat of each player's colour face-up, the others face-down.
KDE Setup 20-21: four Performance Goals face-up, one Final Goals tile.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import Seat, check_roster, find
from companion.games.kanban.board import BOARD, DEPARTMENTS, Mode
from companion.games.kanban.state import Disc, KanbanState, Player

SECTION = "KDE Setup"


class NewGame(Model):
    kind: Literal["new_game"] = "new_game"
    players: list[Seat]
    mode: Mode = "nice"
    final_tile: int = Field(default=1, ge=1)
    goals_on_table: list[int] = []
    #: right to left on the Certification Track after the starting round (default: seating order)
    certification_order: list[str] = []
    house_rules: dict[str, bool] = {}


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    board = BOARD.base
    n = board.numbers
    check_roster(entry.players, n.min_players, n.max_players, "KDE title page")
    start = n.start_pp_nice if entry.mode == "nice" else n.start_pp_mean
    players = [
        Player(id=s.id, name=s.name, color=s.color, pp=start, seats_up=1, seats_down=n.seats - 1) for s in entry.players
    ]
    order = [find(players, k).id for k in entry.certification_order] or [p.id for p in players]
    new = KanbanState(
        mode=entry.mode,
        final_tile=entry.final_tile,
        players=players,
        training={d: [Disc(player=p.id, stage=0) for p in players] for d in DEPARTMENTS},
        part_values={part: 0 for part in board.names.parts},
        certification_order=order,
        goals_on_table=list(entry.goals_on_table),
        house_rules=dict(entry.house_rules),
    )
    ledger = Ledger()
    who = "Nice" if entry.mode == "nice" else "Mean"
    ledger.note(None, f"new game for {len(players)} players with {who} Sandra; every pp disc on {start}", SECTION + " 2.H")
    return Outcome(state=new, ledger=list(ledger))
