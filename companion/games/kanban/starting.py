"""The starting round (KDE Beginning of the Game), the first step of a Workstation Alley game.

1. From the first player (chosen at random at the table) clockwise, each player puts the
   Certification meeple on a free spot of the 0 space of the Certification Track and takes the
   benefit printed there (`start_spot`). The text does not say which benefit each spot prints:
   with the printed benefits followed (`new_game.printed_benefits`, log format 5) the board data
   gives it (`data/benefits.toml`, unverified) and `benefits.credit` credits it at once (no day
   has begun: KDE General Rule); otherwise it is taken at the table.
2. Then in Certification Track order, right to left, each player takes one Car Part from
   Logistics and one Design tile from Design, any tile, board benefits ignored (`start_items`).

The spots are numbered left to right; the Track is read right to left, so the highest spot taken
is first in the Certification Track order, which is also the order of the first Department
Selection Phase (KDE Round Overview 1).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.kanban import design as display
from companion.games.kanban.benefits import credit
from companion.games.kanban.state import Design, KanbanState

SECTION = "KDE Beginning of the Game"


class StartSpot(Model):
    """A player's Certification meeple on a spot of the Track's 0 space (1 = the leftmost)."""

    kind: Literal["start_spot"] = "start_spot"
    player: str
    spot: int = Field(ge=1)


class StartItems(Model):
    """A player's starting Car Part and Design tile (the Design's Model and its Part)."""

    kind: Literal["start_items"] = "start_items"
    player: str
    part: str
    design: str
    design_part: str
    #: answers to the questions the rules ask (a followed Design display: the Design coming up on a deck)
    answers: dict[str, Any] = {}


def clockwise(state: KanbanState) -> list[str]:
    """The players from the first player, clockwise (seating order)."""
    ids = [p.id for p in state.players]
    first = ids.index(state.start_first) if state.start_first in ids else 0
    return ids[first:] + ids[:first]


def free_spots(state: KanbanState) -> list[int]:
    return [k for k in range(1, state.board.numbers.start_spots + 1) if k not in state.start_spots.values()]


def spot_benefit(state: KanbanState, spot: int) -> str | None:
    """The benefit printed on a spot of the 0 space ("" = none depicted) when the game gives it; None: taken at the table."""
    return state.board.benefits.start_spots[spot - 1] if state.start_spot_benefits else None


def next_to_start(state: KanbanState) -> tuple[str, str] | None:
    """(step, player) of the starting round now: "spot" or "items"; None once it is over."""
    if not state.starting:
        return None
    waiting = [pid for pid in clockwise(state) if pid not in state.start_spots]
    if waiting:
        return "spot", waiting[0]
    waiting = [pid for pid in state.certification_order if pid not in state.start_items]
    return ("items", waiting[0]) if waiting else None


def _turn(state: KanbanState, step: str, pid: str) -> None:
    now = next_to_start(state)
    if now is None:
        raise RuleError(said("kanban", "the starting round is over"), section=SECTION)
    if now[0] != step:
        what = "take a spot on the Certification Track" if now[0] == "spot" else "take a Car Part and a Design"
        raise RuleError(said("kanban", "now {name} is to {what}", name=state.player(now[1]).name, what=what), section=SECTION)
    if now[1] != pid:
        raise RuleError(said("kanban", "it is {name}'s turn, not {name2}'s", name=state.player(now[1]).name, name2=state.player(pid).name), section=SECTION)


def apply_start_spot(state: KanbanState, entry: StartSpot) -> Outcome:
    p = find(state.players, entry.player)
    _turn(state, "spot", p.id)
    spots = state.board.numbers.start_spots
    if entry.spot > spots:
        raise RuleError(said("kanban", "the 0 space of the Certification Track has {spots} spots", spots=spots), section=SECTION)
    if entry.spot not in free_spots(state):
        holder = next(pid for pid, k in state.start_spots.items() if k == entry.spot)
        raise RuleError(said("kanban", "spot {spot} is taken by {name}", spot=entry.spot, name=state.player(holder).name), section=SECTION)
    state.start_spots[p.id] = entry.spot
    ledger = Ledger()
    benefit = spot_benefit(state, entry.spot)
    if benefit is None:
        ledger.remark(p.id, "kanban.start_spot", SECTION, spot=entry.spot, spots=spots)
    else:
        ledger.remark(p.id, "kanban.start_spot_here", SECTION, spot=entry.spot, spots=spots)
    if benefit == "":
        ledger.remark(p.id, "kanban.start_spot_none", SECTION, spot=entry.spot)
    elif benefit == "seat":
        credit(state, p.id, benefit, ledger, SECTION, "kanban.seat_start_spot", spot=entry.spot)
    elif benefit:
        credit(state, p.id, benefit, ledger, SECTION, "kanban.start_spot_benefit", spot=entry.spot)
    if len(state.start_spots) == len(state.players):
        # right to left on the Track: the highest spot first
        state.certification_order = sorted(state.start_spots, key=lambda pid: -state.start_spots[pid])
        ledger.remark(None, "kanban.start_order", SECTION,
                      order=joined(state.player(pid).name for pid in state.certification_order))
    return Outcome(state=state, ledger=list(ledger))


def apply_start_items(state: KanbanState, entry: StartItems) -> Outcome:
    p = find(state.players, entry.player)
    _turn(state, "items", p.id)
    names = state.board.names
    for value, known, what in ((entry.part, names.parts, "Car Part"), (entry.design_part, names.parts, "Car Part"),
                               (entry.design, names.models, "Model")):
        if value not in known:
            raise RuleError(said("kanban", "there is no {what} {value!r}; the game has {join}", what=what, value=value, join=', '.join(known)), section=SECTION)
    if state.warehouses:  # the Car Part comes from its warehouse at Logistics (KDE Setup 16)
        if state.warehouses.get(entry.part, 0) < 1:
            raise RuleError(said("kanban", "the {part} warehouse is empty: take an available Car Part", part=entry.part), section=SECTION)
        state.warehouses[entry.part] -= 1
    p.parts[entry.part] = p.parts.get(entry.part, 0) + 1
    ledger = Ledger()
    tile = Design(model=entry.design, part=entry.design_part)
    draw = display.Draw(Answers(entry.answers), p.id, SECTION)
    if state.display:  # any face-up Design, the decks' tops too, benefits ignored (KDE Beginning of the Game)
        display.take(state, p, tile, draw, ledger, None)
    else:
        p.designs.append(tile)
    state.start_items.append(p.id)
    ledger.remark(p.id, "kanban.start_items", SECTION, part=entry.part, model=entry.design, design_part=entry.design_part)
    if next_to_start(state) is None:
        state.starting = False
        ledger.remark(None, "kanban.start_done", SECTION)
        if state.display:  # the tiles slide right, the gaps filled from the decks (Car Parts not replenished)
            display.refill(state, draw, ledger)
    return Outcome(state=state, ledger=list(ledger))


def candidates(state: KanbanState, player: str) -> list[dict]:
    """Every choice of the starting round open to `player` now: the player whose turn it is (the others have none)."""
    now = next_to_start(state)
    if now is None or now[1] != player:
        return []
    if now[0] == "spot":
        return [{"kind": "start_spot", "player": player, "spot": k} for k in free_spots(state)]
    names = state.board.names
    parts = [part for part in names.parts if not state.warehouses or state.warehouses.get(part, 0) > 0]
    designs = [(model, dp) for model in names.models for dp in names.parts]
    if state.display:
        designs = [(t.model, t.part) for t in display.face_up(state) if t.part]
    return [{"kind": "start_items", "player": player, "part": part, "design": model, "design_part": dp}
            for part in parts for model, dp in designs]
