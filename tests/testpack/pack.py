"""Marbles: each player in turn takes marbles from a bag; the game ends when the bag is empty.

Rules of the test pack (its "rulebook"): M1 every player starts with none; the
bag holds 10 marbles per player. M2 a turn takes 1 to 3 marbles, never more than
the bag holds. M3 the game ends when the bag is empty; most marbles wins (ties
share the rank).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from companion.core.boarddata import OverridableBoard
from companion.core.dispatch import Pack
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import HouseRule, Option, Outcome, PlayerSummary, Summary
from companion.core.players import find
from companion.core.ranking import Standing, TieRule, rank
from companion.core.shared_kinds import common_kinds
from tests.testpack import messages


class Bag(Model):
    per_player: int = Field(ge=1)
    source: str


class MarblesBoard(Model):
    bag: Bag


BOARD = OverridableBoard(MarblesBoard, lambda: MarblesBoard.model_validate(
    tomllib.loads((Path(__file__).parent / "data" / "board.toml").read_text())))


class Seat(Model):
    id: str
    name: str
    color: str = ""


class Player(Seat):
    marbles: int = Field(default=0, ge=0)


class MarblesState(Model):
    game: Literal["marbles"] = "marbles"
    players: list[Player] = Field(min_length=2, max_length=5)
    bag: int = Field(ge=0)
    active: int = 0
    colours: str = "mixed"
    board_overrides: dict[str, Any] = {}

    @property
    def finished(self) -> bool:
        return self.bag == 0


class NewGame(Model):
    kind: Literal["new_game"] = "new_game"
    players: list[Seat] = Field(min_length=2, max_length=5)
    first: int = Field(default=0, ge=0)
    colours: Literal["mixed", "plain"] = "mixed"
    house_rules: dict[str, bool] = {}


class Take(Model):
    kind: Literal["take"] = "take"
    player: str
    count: int = Field(ge=1, le=3)


def new_game(_state: None, entry: NewGame) -> Outcome:
    """M1: nobody holds a marble; 10 per player in the bag."""
    unknown = set(entry.house_rules) - {"big_bag"}
    if unknown:
        raise RuleError(f"no house rule {sorted(unknown)[0]!r}")
    per_player = BOARD.base.bag.per_player + (5 if entry.house_rules.get("big_bag") else 0)
    players = [Player(**s.model_dump()) for s in entry.players]
    state = MarblesState(players=players, bag=per_player * len(players), active=entry.first % len(players),
                         colours=entry.colours)
    return Outcome(state=state)


def take(state: MarblesState, entry: Take) -> Outcome:
    """M2 and M3: a turn takes 1 to 3 marbles from the bag; the empty bag ends the game."""
    player = find(state.players, entry.player)
    if entry.count > state.bag:
        raise RuleError(f"the bag holds only {state.bag}", section="M2")
    player.marbles += entry.count
    state.bag -= entry.count
    state.active = (state.players.index(player) + 1) % len(state.players)
    ledger = Ledger()
    ledger.record(player.id, "score", entry.count, "marbles.bag", "M2", count=entry.count)
    if state.bag == 0:
        ledger.remark(None, "marbles.over", "M3")
    return Outcome(state=state, ledger=list(ledger))


def summarize(state: MarblesState) -> Summary:
    players = [PlayerSummary(id=p.id, name=p.name, color=p.color, score=p.marbles) for p in state.players]
    return Summary(progress="the bag is empty" if state.finished else f"{state.bag} in the bag",
                   players=players, finished=state.finished,
                   results=rank([Standing(p.id, p.marbles) for p in state.players]) if state.finished else [],
                   timeline_key=f"bag {state.bag}", timeline_order=-state.bag)


def candidates(state: MarblesState, player: str) -> list[dict]:
    return [{"kind": "take", "player": player, "count": n} for n in (1, 2, 3)]


PACK = Pack(
    id="marbles",
    title="Marbles (test pack)",
    state_type=MarblesState,
    kinds={"new_game": (NewGame, new_game), **common_kinds(BOARD), "take": (Take, take)},
    summarize=summarize,
    candidates=candidates,
    messages=messages,
    min_players=2,
    max_players=5,
    start_field="first",
    options=(Option("colours", "Marbles", (("mixed", "mixed colours"), ("plain", "one colour")), "mixed",
                    flag="--colours", help="the marbles in the bag"),),
    house_rules=(HouseRule("big_bag", "A bigger bag", "15 marbles per player instead of 10"),),
    units={"score": "marbles"},
    tie_rule=TieRule("The most marbles wins; players with as many marbles all win (M3).", score="marble"),
)
