"""Shares: buying, selling and repaying loans (Water Frame 5.II.2.6).

The emergency share sale and the loans of Water Frame 7.0 are the money rule
of the working table (`Table.pay`, `Table.funds`).
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.holdings import bank_supply
from companion.games.arkwright.table import Table


def repay_loans(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6") -> None:
    p = t.p(pid)
    if count < 0 or count > p.loans:
        raise RuleError(said("arkwright", "{name} has {loans} {loans:noun/loan} to repay, not {count}", name=p.name, loans=p.loans, count=count), section=section)
    if count == 0:
        return
    cost = count * t.board.rules.loan_repay
    if cost > p.cash:
        raise RuleError(said("arkwright", "{name} needs £{cost} to repay {count} {count:noun/loan} but has £{cash}", name=p.name, cost=cost, count=count, cash=p.cash), section=section)
    t.pay(pid, cost, "arkwright.repays_loans_cash", section, name=p.name, count=count, price=t.board.rules.loan_repay)
    p.loans -= count
    t.ledger.record(pid, "loans", -count, "arkwright.repays_loans", section, name=p.name, count=count)


def buy_shares(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6", *, first_half_price: bool = False) -> None:
    """Buy own shares from the bank at the track's buy price; loans must be repaid first."""
    p = t.p(pid)
    if count <= 0:
        return
    if p.loans:
        raise RuleError(said("arkwright", "{name} must repay all loans before buying shares", name=p.name), section=section)
    rules = t.board.rules
    if p.shares + count > rules.shares_per_company:
        raise RuleError(said("arkwright", "{name} can own at most {shares_per_company} shares", name=p.name, shares_per_company=rules.shares_per_company), section=section)
    if t.state.stock_exchange:
        left = bank_supply(t.state, pid)
        if count > left:
            raise RuleError(said("arkwright", "the bank has {left} {left:noun/share} of {name} left, not {count}", left=left, name=p.name, count=count), section="Player's Book 3.3")
    price = t.buy_price(pid)
    cost = price * count
    if first_half_price:
        cost -= price - -(-price // 2)
    if cost > p.cash:
        raise RuleError(said("arkwright", "{name} needs £{cost} for {count} {count:noun/share} but has £{cash}", name=p.name, cost=cost, count=count, cash=p.cash), section=section)
    t.pay(pid, cost, "arkwright.buys_shares_first_half_price" if first_half_price else "arkwright.buys_shares_cash", section, name=p.name, count=count, price=price)
    p.shares += count
    t.ledger.record(pid, "shares", count, "arkwright.buys_shares", section, name=p.name, count=count)


def sell_shares(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6") -> None:
    """Sell shares at the current value without moving the indicator."""
    p = t.p(pid)
    if count <= 0:
        return
    if count > p.shares:
        raise RuleError(said("arkwright", "{name} owns {shares} {shares:noun/share}, cannot sell {count}", name=p.name, shares=p.shares, count=count), section=section)
    value = t.share_value(pid)
    p.shares -= count
    t.ledger.record(pid, "shares", -count, "arkwright.sells_shares", section, name=p.name, count=count)
    t.receive(pid, value * count, "arkwright.sells_shares_cash", section, name=p.name, count=count, price=value)
