"""Legal Kanban tables for tests, built through the pack's own new_game entry."""

from __future__ import annotations

from companion.games.kanban.pack import PACK
from companion.games.kanban.state import Disc, KanbanState, Upgrade

COLORS = {"you": "yellow", "orange": "orange", "purple": "purple", "blue": "blue"}


def new_game(ids=("you", "orange", "purple", "blue"), mode="nice", **extra) -> KanbanState:
    players = [{"id": i, "name": i.capitalize(), "color": COLORS.get(i, "")} for i in ids]
    return PACK.start({"kind": "new_game", "players": players, "mode": mode, **extra}).state


def with_training(state: KanbanState, dept: str, stacking: list[tuple[str, int]]) -> KanbanState:
    """Set a track: (player, desk) bottom of the stack first; players left out stay on desk 0."""
    named = {p for p, _ in stacking}
    rest = [Disc(player=p.id, stage=0) for p in state.players if p.id not in named]
    state.training[dept] = rest + [Disc(player=p, stage=s) for p, s in stacking]
    return KanbanState.model_validate(state.model_dump())


def upgrades(state: KanbanState, model: str, made: list[tuple[str, str]]) -> None:
    state.upgrades[model] = [Upgrade(player=p, part=part) for p, part in made]


def garage(state: KanbanState, pid: str, *models: str) -> None:
    p = state.player(pid)
    p.garages = list(models) + [None] * (5 - len(models))


def apply(state, entry):
    return PACK.apply(state, entry)


def score_lines(ledger, pid):
    return sum(e.amount for e in ledger if e.player == pid and e.kind == "score")


def lines(ledger, code):
    """(player, parameters) of each ledger line of `code` ("kanban.<name>"), in order."""
    return [(e.player, e.params) for e in ledger if e.code == code]
