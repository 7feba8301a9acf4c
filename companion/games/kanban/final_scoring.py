"""Final Scoring and the final standings with Kanban's tie-breakers.

KDE Final Scoring: face-up Seats join the Player Board; 1) a Seat spent per
Final Goal achieved scores that goal, 2) 1 pp per banked Shift, 3) 1 pp per
Seat, Book and Parts Voucher left, 4) each car scores the value on the wall,
5) each Tested Design scores its Car Part's value, 6) training tracks 5/3/1.
Ties: most cars, most Tested Designs, most banked Shifts, most
certifications; then every tied player wins.
"""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome, Result
from companion.core.players import find
from companion.core.ranking import Standing, rank
from companion.core.wording import said
from companion.games.kanban.board import FinalGoal
from companion.games.kanban.measures import cars, count, tested_designs
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState
from companion.games.kanban.training import training_scores

SECTION = "KDE Final Scoring"
TIEBREAKERS = ("most cars", "most Tested Designs", "most banked Shifts", "most certifications")


class FinalScoring(Model):
    kind: Literal["final_scoring"] = "final_scoring"
    #: Final Goals a player spends Seats on (1-based places on the tile); a player left out gets the best choice
    goals: dict[str, list[int]] = {}


def achieved(state: KanbanState, pid: str) -> list[tuple[int, FinalGoal]]:
    """(place on the tile, goal) for each Final Goal the player has reached."""
    tile = state.board.final_goals_on(state.final_tile)
    return [(i, g) for i, g in enumerate(tile, start=1) if count(state, pid, g) >= g.at_least]


def chosen_goals(state: KanbanState, pid: str, wanted: list[int] | None) -> list[tuple[int, FinalGoal]]:
    p = state.player(pid)
    seats = p.seats_up + p.red_seats
    reached = achieved(state, pid)
    if wanted is None:
        best = sorted(reached, key=lambda ig: ig[1].pp, reverse=True)
        return [ig for ig in best if ig[1].pp > 1][:seats]
    by_place = dict(reached)
    if len(set(wanted)) != len(wanted):
        raise RuleError(said("kanban", "{name} names a Final Goal twice", name=p.name), section=SECTION)
    if len(wanted) > seats:
        raise RuleError(said("kanban", "{name} has {seats} {seats:noun/Seat} to spend, not {n}", name=p.name, seats=seats, n=len(wanted)), section=SECTION)
    for place in wanted:
        if place not in by_place:
            raise RuleError(said("kanban", "{name} has not reached Final Goal {place} of tile {final_tile}", name=p.name, place=place, final_tile=state.final_tile), section=SECTION)
    return [(place, by_place[place]) for place in wanted]


def apply_final_scoring(state: KanbanState, entry: FinalScoring) -> Outcome:
    if state.finished:
        raise RuleError(said("kanban", "Final Scoring is already done"), section=SECTION)
    if not state.end_triggered:
        raise RuleError(
            said("kanban", "the game has not ended: one of the Week and Production Cycle markers must be on 3 and the other on 2"),
            section="KDE End of the game",
        )
    if state.today or state.meeting_scheduled:
        raise RuleError(said("kanban", "finish the day first (end of day, and the Meeting if one is due)"), section="KDE End of the game")
    wanted = {find(state.players, k).id: v for k, v in entry.goals.items()}
    ledger = Ledger()
    training = training_scores(state)
    for p in state.players:
        before = p.pp
        parts: dict[str, int] = {}
        goals = chosen_goals(state, p.id, wanted.get(p.id))
        seats = p.seats_up + p.red_seats - len(goals)
        parts["final_goals"] = _score(state, p.id, ledger, [(g.pp, "kanban.final_goal", {"place": i, "goal": g.text}) for i, g in goals])
        parts["shifts"] = _score(state, p.id, ledger, [(p.shifts, "kanban.final_shifts", {"count": p.shifts})])
        left = {"seats": seats, "books": p.books, "vouchers": p.vouchers}
        parts["seats_books_vouchers"] = _score(state, p.id, ledger, [(seats + p.books + p.vouchers, "kanban.final_left", left)])
        board = state.board
        parts["cars"] = _score(
            state, p.id, ledger,
            [(board.car_value(m), "kanban.final_car", {"model": m, "value": board.car_value(m)}) for m in cars(state, p.id)],
        )
        parts["tested_designs"] = _score(
            state,
            p.id,
            ledger,
            [(state.part_values.get(u.part, 0), "kanban.final_tested", {"part": u.part, "model": m}) for m, u in tested_designs(state, p.id)],
        )
        parts["training"] = _score(
            state,
            p.id,
            ledger,
            [(pp, "kanban.final_training", {"department": board.department(d).name, "place": place})
             for d, rows in training.items() for who, place, pp in rows if who == p.id],
        )
        # the Seats went to the Player Board and were scored there
        p.seats_up, p.red_seats = 0, 0
        state.final_breakdown[p.id] = parts | {"total": p.pp - before}
    state.finished = True
    return Outcome(state=state, ledger=list(ledger))


def _score(state: KanbanState, pid: str, ledger: Ledger, items: list[tuple[int, str, dict[str, int | str]]]) -> int:
    """Score each (pp, code, params) that gives pp; the total that really moved."""
    total = 0
    for pp, code, params in items:
        if pp:
            total += add_pp(state, pid, pp, SECTION, ledger, code, **params)
    return total


def standings(state: KanbanState) -> list[Standing]:
    return [
        Standing(
            player=p.id,
            score=p.pp,
            tiebreakers=(
                len(cars(state, p.id)),
                len(tested_designs(state, p.id)),
                p.shifts,
                state.certifications(p.id),
            ),
        )
        for p in state.players
    ]


def final_results(state: KanbanState) -> list[Result]:
    return rank(standings(state), TIEBREAKERS)
