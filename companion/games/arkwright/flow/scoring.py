"""The end of the game and the winner (Water Frame 8.0, Spinning Jenny 8.0).

After the End of Game event: the final stock exchange (flow/exchange.py); then
players still holding loans lose and are left out; the others lose share value
for what they left undone — per factory with a worker on its marker (last
round, Water Frame 5.II.2.2) 4 spaces and 2 shares to the bank, per contract
still on the track as many spaces as its value; finally portfolio = shares x
share value, most wins, ties by cash, then shared wins.
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.decisions import Answers
from companion.core.messages import render
from companion.core.models import Model
from companion.core.pack import Outcome, Result
from companion.games.arkwright.flow import bonus_markers
from companion.games.arkwright.flow.common import outcome_of
from companion.games.arkwright.flow.exchange import final_exchange
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.stock_exchange import final_sale_of_holdings
from companion.games.arkwright.table import Table
from companion.core.moves import plural

SECTION = "Water Frame 8.0"


class EndOfGameInput(Model):
    """The final stock exchange of the End of Game event, then the scoring."""

    kind: Literal["end_of_game"] = "end_of_game"
    answers: dict[str, Any] = {}
    #: take the defaults (sell all goods, repay what cash allows, buy as many shares as cash allows)
    defaults: bool = False


def apply_end_of_game(state: ArkwrightState, entry: EndOfGameInput) -> Outcome:
    t = Table.working(state)
    ask = Answers(entry.answers, defaults=entry.defaults)
    # the Stock Exchange variant: every held share of another company is sold first, at the reduced value (Player's Book 3.3)
    final_sale_of_holdings(t, {p.id: sum(spaces for spaces, *_rest in penalties(t.state, p)) for p in t.state.players})
    final_exchange(t, ask)
    for p in t.state.turn_order():
        if p.loans:
            t.ledger.remark(p.id, "arkwright.loses_with_loans", SECTION, name=p.name, loans=p.loans)
        else:
            apply_penalties(t, p.id)
    t.state.phase = "game_over"
    for r in final_results(t.state):
        t.ledger.remark(r.player, "arkwright.final_rank_wins" if r.winner else "arkwright.final_rank", SECTION, name=t.name(r.player), rank=r.rank, score=r.score)
    return outcome_of(t, ask)


def penalties(state: ArkwrightState, p: Player) -> list[tuple[int, int, str, dict]]:
    """(spaces back, shares lost, why: a message code and its parameters) for what the player left undone at the end."""
    rules = state.board.rules
    out = []
    for f in p.factories:
        if f.marker_worker:
            out.append((rules.end_marker_space_loss, rules.end_marker_shares_lost, "arkwright.penalty_marker_worker", {"good": f.good}))
    for good, space in sorted(p.contracts.items()):
        out.append((space, 0, "arkwright.penalty_contract", {"good": good, "space": space}))
    return out


def apply_penalties(t: Table, pid: str) -> None:
    p = t.p(pid)
    for spaces, lost, why, params in penalties(t.state, p):
        t.move(pid, -spaces, "arkwright.penalty", SECTION, name=p.name, why=why, **params)
        lost = min(lost, p.shares)
        if lost:
            p.shares -= lost
            t.ledger.record(pid, "shares", -lost, "arkwright.penalty_shares", SECTION, name=p.name, lost=lost, why=why, **params)


def final_results(state: ArkwrightState) -> list[Result]:
    """Ranks after the scoring: portfolio, then cash; equal players share the rank; loans lose."""
    board = state.board
    rows = []
    for p in state.players:
        value = board.share(p.share_space).value
        notes = [f"{p.shares} {plural(p.shares, 'share')} x £{value} (space {p.share_space})"]
        if p.loans:
            notes.append(f"lost: {p.loans} {plural(p.loans, 'loan')} left at the end (Water Frame 8.0)")
        else:
            notes += [f"{render(why, params)}: {spaces} {plural(spaces, 'space')} back" + (f", {lost} {plural(lost, 'share')} to the bank" if lost else "") for spaces, lost, why, params in penalties(state, p)]
        bonus = bonus_markers.bonus(state, p)  # the Self-Actor bonus markers (Player's Book 3.2)
        if bonus and not p.loans:
            notes.append(f"bonus markers: space {p.home_market_bonus} (home market) x space {p.shipping_bonus} (shipping)"
                         f" = £{bonus} (Player's Book 3.2)")
        rows.append((bool(p.loans), p.shares * value + (0 if p.loans else bonus), p.cash, p, notes))
    rows.sort(key=lambda r: (r[0], -r[1], -r[2]))
    results: list[Result] = []
    for i, (lost, score, cash, p, notes) in enumerate(rows):
        same = results and (rows[i - 1][0], rows[i - 1][1], rows[i - 1][2]) == (lost, score, cash)
        rank = results[-1].rank if same else i + 1
        results.append(Result(player=p.id, rank=rank, score=score, cash=cash, winner=rank == 1 and not lost, eliminated=lost, notes=notes))
    return results
