"""Markets: profit margins, sales, and the year-end livestock price adjustment.

US Market terms: a type's profit margin is its meat value minus its livestock
price; a sale at a positive margin pays the player, at a negative margin the
player pays the shortfall (and cannot sell without the cash). US Phase III:
the least plentiful type rises $3 and the most plentiful falls $2, every type
tied at an extreme adjusts; if all counts tie, every price rises $1.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.union_stockyards.board import Board
from companion.games.union_stockyards.state import StockyardsState

MARKET = "US Market terms"
ADJUST = "US Phase III (price adjustment)"


class Sale(Model):
    """A player sells livestock of one type (taken from the Yard)."""

    kind: Literal["sale"] = "sale"
    player: str
    livestock: str
    count: int = Field(default=1, ge=1)
    #: the animals come from the Yard (off for a sale of animals already held)
    from_yard: bool = True


def margin(state: StockyardsState, livestock: str) -> int:
    return state.meat_values[livestock] - state.prices[livestock]


def price_changes(counts: dict[str, int], board: Board) -> dict[str, int]:
    """Each type's price change from the animals left in the Yard (US Phase III)."""
    n = board.numbers
    values = set(counts.values())
    if len(values) == 1:
        return {kind: n.all_tied_rise for kind in counts}
    least, most = min(values), max(values)
    return {
        kind: (n.least_plentiful_rise if k == least else 0) - (n.most_plentiful_drop if k == most else 0)
        for kind, k in counts.items()
    }


def adjust_prices(state: StockyardsState, ledger: Ledger) -> None:
    n = state.board.numbers
    for kind, change in price_changes(state.yard, state.board).items():
        before = state.prices[kind]
        after = min(n.price_max, max(n.price_min, before + change))
        state.prices[kind] = after
        code = "union_stockyards.price_adjusts" if after == before + change else "union_stockyards.price_adjusts_stopped"
        ledger.remark(None, code, ADJUST, kind=kind, left=state.yard[kind], before=before, after=after, change=change)


def sell(state: StockyardsState, pid: str, livestock: str, count: int, ledger: Ledger, *, from_yard: bool = True) -> None:
    """A sale at the margin (US Market terms): refused if the player cannot cover a shortfall."""
    p = state.player(pid)
    if livestock not in state.prices:
        raise RuleError(said("union_stockyards", "there is no livestock type {livestock!r}; the types are {join}", livestock=livestock, join=', '.join(state.prices)), section=MARKET)
    if from_yard:
        if state.yard[livestock] < count:
            raise RuleError(said("union_stockyards", "only {yard} {livestock:term} in the Yard", yard=state.yard[livestock], livestock=livestock), section="US Phase I")
        state.yard[livestock] -= count
    each = margin(state, livestock)
    total = each * count
    if p.cash + total < 0:
        raise RuleError(
            said("union_stockyards", "{name} cannot cover the shortfall: {count} {livestock:term} at a margin of {each} costs {value}, and {name} has {cash}", name=p.name, count=count, livestock=livestock, each=each, value=-total, cash=p.cash),
            section=MARKET,
        )
    p.cash += total
    ledger.record(p.id, "cash", total, "union_stockyards.sells", MARKET, count=count, kind=livestock,
                  meat=state.meat_values[livestock], price=state.prices[livestock], each=each)
    state.sales.append(f"{p.id}:{livestock}")


def apply_sale(state: StockyardsState, entry: Sale) -> Outcome:
    p = find(state.players, entry.player)
    if state.follows_placement:
        raise RuleError(said("union_stockyards", "in this game a sale is made by placing a worker on a Market space"), section="US Phase II")
    ledger = Ledger()
    sell(state, p.id, entry.livestock, entry.count, ledger, from_yard=entry.from_yard)
    return Outcome(state=state, ledger=list(ledger))


def change_cash(state: StockyardsState, pid: str, amount: int, reason: str, ledger: Ledger) -> None:
    """Money the table moves itself (an action's cost, a building...); nobody goes below $0."""
    p = state.player(pid)
    if p.cash + amount < 0:
        raise RuleError(said("union_stockyards", "{name} has {cash} and cannot pay {value}", name=p.name, cash=p.cash, value=-amount), section="US Phase II")
    p.cash += amount
    ledger.record(p.id, "cash", amount, "core.table_note", "counted at the table", text=reason)
