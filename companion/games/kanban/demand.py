"""Demand tiles: a Seat for completing a Model in demand, and a new tile when a Demand is met.

KDE Assembly Line, Demand Tiles: completing the assembly of one of the 2 Models
whose Demand tiles are face-up takes a Red Seat from that tile, if it has any
left (the Red Seat procedure: `seats.gain_seat`). Demand for Models Met?: at the
end of the player's turn a tile with no Red Seat left is discarded and a new one
is drawn from the deck (the table says which: a question for the player), with
the Red Seats it shows; then the discarded tiles are shuffled into the deck.
The tiles are followed when the set-up names the two face-up (`new_game.demand`).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.kanban.seats import gain_seat
from companion.games.kanban.state import DemandTile, KanbanState

SECTION = "KDE Assembly Line, Demand Tiles"
MET = "KDE Assembly Line, Demand for Models Met?"


def lay_out(state: KanbanState, models: list[str]) -> list[DemandTile]:
    known = state.board.names.models
    if len(models) != 2 or len(set(models)) != 2 or any(m not in known for m in models):
        raise RuleError(said("kanban", "two different Demand tiles are face-up at the end of the line ({join})", join=', '.join(known)),
                        section="KDE Setup 14")
    return [DemandTile(model=m, seats=state.board.demand_seats(m)) for m in models]


def completed(state: KanbanState, pid: str, model: str, ledger: Ledger) -> None:
    """A car of `model` rolled off the line: its Demand tile's Red Seat, if it is in demand and has one."""
    tile = next((t for t in state.demand if t.model == model), None)
    if tile is None:
        return
    if tile.seats == 0:
        ledger.remark(pid, "kanban.demand_no_seat", SECTION, model=model)
        return
    tile.seats -= 1
    gain_seat(state, pid, ledger, "kanban.seat_demand", model=model)


def replace_met(state: KanbanState, answers: Answers, pid: str, ledger: Ledger) -> None:
    """End of the turn: each empty Demand tile is discarded and the tile drawn (the player says which) replaces it."""
    met = [t.model for t in state.demand if t.seats == 0]
    if not met:
        return
    up = {t.model for t in state.demand}
    deck = [m for m in state.board.names.models if m not in up]
    for k, model in enumerate(met):
        drawn = answers.ask(f"demand-{k + 1}", said("kanban", "The {model} Demand is met: which Demand tile is drawn?", model=model),
                            [(m, said("kanban", "the {model:term} Model", model=m)) for m in deck], player=pid, section=MET)
        deck.remove(drawn)
        at = next(i for i, t in enumerate(state.demand) if t.model == model)
        state.demand[at] = DemandTile(model=drawn, seats=state.board.demand_seats(drawn))
        ledger.remark(None, "kanban.demand_met", MET, model=model, drawn=drawn, seats=state.demand[at].seats)
