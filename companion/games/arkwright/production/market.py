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
from companion.games.arkwright.production.output import SECTION_EXTRA_SHIFTS, Producer, return_extra_shifts
from companion.games.arkwright.production.storage import stock, take_from_stock
from companion.games.arkwright.production.words import goods
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


@dataclass
class _Importer:
    appeal: int
    quality: int = 0
    pid: str = IMPORTER
    seat: int = 99


def domestic_sale(t: Table, good: str, producers: list[Producer], demand: int, answers: Answers) -> Sale:
    """Share out the demand for `good`; updates each producer's `domestic`, `left` and stock.

    Revenue is paid by `pay_revenue` afterwards (the tokens stay on the mat
    until the end of the sale).
    """
    importer = _Importer(appeal=t.state.importers.get(good, 0))
    sale = Sale(demand=demand)
    left = demand
    top = max([pr.appeal for pr in producers] + [importer.appeal], default=0)
    for level in range(top, 0, -1):
        if left <= 0:
            break
        called = [pr for pr in producers if pr.appeal >= level] + ([importer] if importer.appeal >= level else [])
        called.sort(key=lambda s: (-s.appeal, s is importer, -s.quality, s.seat))
        step = Step(level=level)
        for group in _tied_groups(called, importer):
            if left <= 0:
                break
            selling = [s for s in group if s is importer or _takes_token(t, good, s, answers)]
            step.sellers.extend(s.pid for s in selling)
            left -= len(selling)
        if left < 0:
            step.beyond_demand = -left
        if step.sellers:
            sale.steps.append(step)
    sale.importer = sale.sold(IMPORTER)
    _note_steps(t, good, sale)
    return sale


def _tied_groups(called: list, importer: _Importer) -> list[list]:
    """Sellers of one call grouped by the tie-breaks (appeal, importer last, quality)."""
    groups: list[list] = []
    last = None
    for s in called:
        key = (s.appeal, s is importer, s.quality)
        if key != last:
            groups.append([])
            last = key
        groups[-1].append(s)
    return groups


def _takes_token(t: Table, good: str, pr: Producer, answers: Answers) -> bool:
    """Whether the called player sells one more good now, and from where (asks if it is their choice)."""
    if pr.stopped or pr.domestic >= pr.appeal:
        return False
    p = t.p(pr.pid)
    if pr.left > 0:
        pr.left -= 1
    elif not pr.shifts_offered and p.has("extra_shifts") and _use_extra_shifts(t, pr, answers):
        pr.produced += 1
    elif _sells_from_stock(t, good, pr, answers):
        take_from_stock(t, pr.pid, good, 1)
        pr.from_stock += 1
    else:
        pr.stopped = True
        return False
    pr.domestic += 1
    return True


def _use_extra_shifts(t: Table, pr: Producer, answers: Answers) -> bool:
    """Only at the first call after the own production is sold out (Water Frame 5.III.1)."""
    pr.shifts_offered = True
    p = t.p(pr.pid)
    use = answers.ask(
        f"extra_shifts:{pr.pid}",
        f"{p.name}: your {pr.factory.good} production is sold out; return Extra Shifts to make and sell {goods(1, pr.factory.good)} more now?",
        [(False, "no (Extra Shifts may still serve a contract)"), (True, "yes: make and sell one more")],
        player=pr.pid,
        section=SECTION_EXTRA_SHIFTS,
    )
    if use:
        return_extra_shifts(t, pr.pid, "sold in England")
    return use


def _sells_from_stock(t: Table, good: str, pr: Producer, answers: Answers) -> bool:
    """Voluntary sale from the warehouses, asked once as 'at most how many' (Water Frame 5.III.1 c)."""
    p = t.p(pr.pid)
    if pr.stock_limit is None:
        stored = stock(p, good)
        room = pr.appeal - pr.domestic
        if min(stored, room) <= 0:
            return False
        # options run to all stored goods (appeal caps the sale anyway), so an answer given up
        # front stays legal however the sale went before the question
        options = [(0, "none: stop selling")] + [
            (k, f"up to {goods(k, good)} from the warehouse (appeal allows {room} more)") for k in range(1, stored + 1)
        ]
        pr.stock_limit = answers.ask(
            f"warehouse_sale:{pr.pid}",
            f"{p.name}: your production of {good} is sold; sell at most how many stored {good} in England?",
            options,
            player=pr.pid,
            section=SECTION_SALE,
        )
    return pr.from_stock < pr.stock_limit and stock(p, good) > 0


def _note_steps(t: Table, good: str, sale: Sale) -> None:
    names = {p.id: p.name for p in t.state.players}
    names[IMPORTER] = "the importer"
    t.ledger.note(None, f"demand in England for {good}: {sale.demand}", SECTION_SALE)
    for step in sale.steps:
        who = ", ".join(names[s] for s in step.sellers)
        one = goods(1, good)
        text = f"appeal {step.level}: {who} each sell {one}" if len(step.sellers) > 1 else f"appeal {step.level}: {who} sells {one}"
        if step.beyond_demand:
            text += f" ({step.beyond_demand} beyond the demand: tied players all sell)"
        t.ledger.note(None, text, SECTION_SALE)


def pay_revenue(t: Table, good: str, producers: list[Producer]) -> None:
    """Each player receives their price per good sold in England (Water Frame 5.III.1)."""
    for pr in producers:
        if not pr.domestic:
            continue
        p = t.p(pr.pid)
        price = pr.factory.price
        total = pr.domestic * price
        src = f" ({pr.from_stock} from the warehouse)" if pr.from_stock else ""
        if pr.from_stock:
            t.ledger.add(pr.pid, "goods", -pr.from_stock, f"{p.name} takes {goods(pr.from_stock, good)} from the warehouse to sell", SECTION_SALE)
        t.receive(pr.pid, total, f"{p.name} sells {goods(pr.domestic, good)}{src} at £{price}: +£{total}", SECTION_SALE)
