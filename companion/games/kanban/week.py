"""End-of-Week scoring and the end-of-game trigger.

KDE End-of-Week Scoring: for each car in a garage, 2 pp per upgrade the
player made to that Model and 1 pp per upgrade someone else made to it; two
cars of a Model score it twice. KDE End of the game: when one of the
Production Cycle and Week markers is on its 3rd space and the other on its
2nd, the game ends after the current day.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from companion.core.ledger import Ledger
from companion.games.kanban.measures import cars
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState

SECTION = "KDE End-of-Week Scoring"


@dataclass(frozen=True)
class ModelScore:
    model: str
    cars: int
    own: int
    others: int
    pp: int


def end_of_week_scores(state: KanbanState, pid: str) -> list[ModelScore]:
    """Per Model in the garage: upgrades by the player and by others, and the pp they give."""
    n = state.board.numbers
    out = []
    for model, k in Counter(cars(state, pid)).items():
        ups = state.upgrades.get(model, [])
        own = sum(1 for u in ups if u.player == pid)
        others = len(ups) - own
        out.append(ModelScore(model, k, own, others, k * (own * n.end_of_week_own + others * n.end_of_week_other)))
    return out


def score_end_of_week(state: KanbanState, ledger: Ledger) -> None:
    n = state.board.numbers
    for p in state.players:
        for s in end_of_week_scores(state, p.id):
            if s.pp:
                add_pp(state, p.id, s.pp, SECTION, ledger, "kanban.end_of_week", cars=s.cars, model=s.model, own=s.own,
                       own_pp=n.end_of_week_own, others=s.others, other_pp=n.end_of_week_other)


def end_reached(state: KanbanState) -> bool:
    high, low = sorted(state.board.numbers.end_trigger, reverse=True)
    a, b = sorted((state.week, state.cycle), reverse=True)
    return a >= high and b >= low


def check_end(state: KanbanState, ledger: Ledger) -> None:
    if not state.end_triggered and end_reached(state):
        state.end_triggered = True
        ledger.remark(None, "kanban.game_ends", "KDE End of the game", week=state.week, cycle=state.cycle)
