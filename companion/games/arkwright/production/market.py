"""The domestic sale: how England's demand is shared out (Water Frame 5.III.1).

The demand is the number of empty numbered job-market spaces of the active
good. Going down the market share table from the highest appeal, at each
level every player whose appeal is at or above it (and the importer) sells
one good: own production first and without choice, then, voluntarily, goods
from the warehouses. Appeal caps how many one sells. When the demand left is
smaller than the sellers of a call, higher appeal sells first, the importer
last among equal appeal, then higher quality; players still tied all sell,
even beyond the demand. Extra Shifts make one more good at the first call
after a player's production is sold out (Player's Book 1.8).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.decisions import Answers
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.arkwright.production.output import SECTION_EXTRA_SHIFTS, Producer, return_extra_shifts
from companion.games.arkwright.production.split import IMPORTER_INDEX, split
from companion.games.arkwright.production.storage import stock, take_from_stock
from companion.games.arkwright.table import Table

SECTION_SALE = "Water Frame 5.III.1"

#: the seller id the sale records for the neutral importer
IMPORTER = "importer"


@dataclass
class Step:
    """One call of the sale: the appeal level called and who took a goods token, in order."""

    level: int
    sellers: list[str] = field(default_factory=list)
    #: tokens taken from the common supply because tied players all sold (5.III.1 tie-break 4)
    beyond_demand: int = 0


@dataclass
class Sale:
    demand: int
    steps: list[Step] = field(default_factory=list)
    importer: int = 0

    def sold(self, seller: str) -> int:
        return sum(s.sellers.count(seller) for s in self.steps)


def domestic_sale(t: Table, good: str, producers: list[Producer], demand: int, answers: Answers) -> Sale:
    """Share out the demand for `good`; updates each producer's `domestic`, `left` and stock.

    The split itself is `split.split`. A player is asked about Extra Shifts or
    the warehouse only when the split reaches their call with nothing left to
    sell; the split then runs again with the answer (it is the same up to that
    call). Revenue is paid by `pay_revenue` afterwards (the tokens stay on the
    mat until the end of the sale).
    """
    seated = sorted(producers, key=lambda pr: pr.seat)
    appeals = [pr.appeal for pr in seated]
    qualities = [pr.quality for pr in seated]
    importer = t.state.importers.get(good, 0)
    while True:
        supplies = [_supply(t, good, pr) for pr in seated]
        watch = frozenset(i for i, pr in enumerate(seated) if _may_ask(t, good, pr))
        found = split(demand, importer, appeals, supplies, qualities, steps=True, watch=watch)
        if found.stopped_at is None:
            break
        i, _level, sold = found.stopped_at
        _ask_for_more(t, good, seated[i], sold, answers)
    for pr, n in zip(seated, found.sold):
        new = min(n, pr.left)
        pr.left -= new
        pr.from_stock = n - new
        pr.domestic = n
        if pr.from_stock:
            take_from_stock(t, pr.pid, good, pr.from_stock)
    pids = [pr.pid for pr in seated]
    sale = Sale(demand=demand, importer=found.importer)
    for level, sellers, beyond in found.steps:
        who = [IMPORTER if s == IMPORTER_INDEX else pids[s] for s in sellers]
        sale.steps.append(Step(level=level, sellers=who, beyond_demand=beyond))
    _note_steps(t, good, sale)
    return sale


def _supply(t: Table, good: str, pr: Producer) -> int:
    """What the player can sell now: new goods, then stored goods up to the answer given."""
    if not pr.stock_limit:
        return pr.left
    return pr.left + min(pr.stock_limit, stock(t.p(pr.pid), good))


def _may_ask(t: Table, good: str, pr: Producer) -> bool:
    """Whether a call that finds this player with nothing left would ask them for more."""
    if not pr.shifts_offered and t.p(pr.pid).has("extra_shifts"):
        return True
    return pr.stock_limit is None and stock(t.p(pr.pid), good) > 0


def _ask_for_more(t: Table, good: str, pr: Producer, sold: int, answers: Answers) -> None:
    """Called with nothing left: Extra Shifts first (Player's Book 1.8), then the warehouse (5.III.1 c)."""
    if not pr.shifts_offered and t.p(pr.pid).has("extra_shifts"):
        if _use_extra_shifts(t, pr, answers):
            pr.produced += 1
            pr.left += 1
        return
    _ask_warehouse(t, good, pr, sold, answers)


def _use_extra_shifts(t: Table, pr: Producer, answers: Answers) -> bool:
    """Only at the first call after the own production is sold out (Water Frame 5.III.1)."""
    pr.shifts_offered = True
    p = t.p(pr.pid)
    use = answers.ask(
        f"extra_shifts:{pr.pid}",
        said("arkwright", "{name}: your {good:term} production is sold out; return Extra Shifts to make and sell {one:goods/{good}} more now?", name=p.name, good=pr.factory.good, one=1),
        [(False, said("arkwright", "no (Extra Shifts may still serve a contract)")), (True, said("arkwright", "yes: make and sell one more"))],
        player=pr.pid,
        section=SECTION_EXTRA_SHIFTS,
    )
    if use:
        return_extra_shifts(t, pr.pid, "arkwright.extra_shifts_sold_in_england")
    return use


def _ask_warehouse(t: Table, good: str, pr: Producer, sold: int, answers: Answers) -> None:
    """Voluntary sale from the warehouses, asked once as 'at most how many' (Water Frame 5.III.1 c)."""
    p = t.p(pr.pid)
    stored = stock(p, good)
    room = pr.appeal - sold
    if min(stored, room) <= 0:
        pr.stock_limit = 0
        return
    # options run to all stored goods (appeal caps the sale anyway), so an answer given up
    # front stays legal however the sale went before the question
    options = [(0, said("arkwright", "none: stop selling"))] + [
        (k, said("arkwright", "up to {k:goods/{good}} from the warehouse (appeal allows {room} more)", k=k, good=good, room=room))
        for k in range(1, stored + 1)
    ]
    pr.stock_limit = answers.ask(
        f"warehouse_sale:{pr.pid}",
        said("arkwright", "{name}: your production of {good:term} is sold; sell at most how many stored {good:term} in England?", name=p.name, good=good),
        options,
        player=pr.pid,
        section=SECTION_SALE,
    )


def _note_steps(t: Table, good: str, sale: Sale) -> None:
    names = {p.id: p.name for p in t.state.players}
    t.ledger.remark(None, "arkwright.demand", SECTION_SALE, good=good, demand=sale.demand)
    for step in sale.steps:
        who = joined("" if s == IMPORTER else names[s] for s in step.sellers)
        code = "arkwright.sale_step_each" if len(step.sellers) > 1 else "arkwright.sale_step"
        if step.beyond_demand:
            more: dict[str, int | str] = {"beyond": "arkwright.sale_beyond_demand", "count": step.beyond_demand}
        else:
            more = {"beyond": "arkwright.empty"}
        t.ledger.remark(None, code, SECTION_SALE, level=step.level, sellers=who, good=good, **more)


def pay_revenue(t: Table, good: str, producers: list[Producer]) -> None:
    """Each player receives their price per good sold in England (Water Frame 5.III.1)."""
    for pr in producers:
        if not pr.domestic:
            continue
        p = t.p(pr.pid)
        price = pr.factory.price
        total = pr.domestic * price
        if pr.from_stock:
            t.ledger.record(pr.pid, "goods", -pr.from_stock, "arkwright.takes_to_sell", SECTION_SALE, name=p.name, count=pr.from_stock, good=good)
            t.receive(pr.pid, total, "arkwright.sells_with_stock", SECTION_SALE, name=p.name, count=pr.domestic, good=good, stock=pr.from_stock, price=price, total=total)
        else:
            t.receive(pr.pid, total, "arkwright.sells", SECTION_SALE, name=p.name, count=pr.domestic, good=good, price=price, total=total)
