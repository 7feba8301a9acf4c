"""Shares: emergency share sales and loans (Water Frame 7.0), buying and selling.

Used by every phase that can make a player pay more cash than they have.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.games.arkwright.table import Table

SECTION_EMERGENCY = "Water Frame 7.0"


def first_digit(space: int) -> int:
    """The drop per share sold in an emergency: the first digit of the space (Water Frame 7.0)."""
    return int(str(space)[0])


def raise_cash(t: Table, pid: str, amount: int, *, forced: bool = True) -> int:
    """Raise cash for a payment of `amount`: emergency sale first, loans when no shares remain.

    Water Frame 7.0: sell no more shares than needed, at the current value;
    the drop per share (first digit of the space) is fixed before moving, then
    the indicator moves back for all sold shares at once. A player without
    shares takes £10 loans, each one space back. Loans are shares of the bank
    laid on the track, so a company has at most 30 shares and loans together.
    When that is not enough, a `forced` payment takes the loans left and
    returns the cash the player then holds (the rest cannot be paid); any
    other payment is refused (rules_notes/whole_game.md). Returns what can be paid.
    """
    p = t.p(pid)
    short = amount - p.cash
    if short <= 0:
        return amount
    rules = t.board.rules
    if p.shares:
        value = t.share_value(pid)
        sold = min(p.shares, -(-short // value))
        drop = first_digit(p.share_space)
        p.shares -= sold
        p.cash += sold * value
        t.ledger.add(pid, "shares", -sold, f"{p.name} sells {sold} share(s) in an emergency sale", SECTION_EMERGENCY)
        t.ledger.add(pid, "cash", sold * value, f"{p.name} receives £{value} per share for {sold} share(s)", SECTION_EMERGENCY)
        t.move(pid, -drop * sold, f"emergency sale: {drop} space(s) per share sold from space {p.share_space}", SECTION_EMERGENCY)
        short = amount - p.cash
    if short > 0:
        loans = -(-short // rules.loan_amount)
        room = rules.shares_per_company - p.shares - p.loans
        if loans > room and not forced:
            raise RuleError(f"{p.name} cannot take {loans} more loan(s): the bank has no shares left to lend", section=SECTION_EMERGENCY)
        take_loans(t, pid, min(loans, room))
    return min(amount, p.cash)


def funds(t: Table, pid: str) -> int:
    """The most a player can pay: cash, every share sold in an emergency, then the loans the bank
    can still lend (Water Frame 7.0; a company has 30 shares and loans together)."""
    p, rules = t.p(pid), t.board.rules
    return p.cash + p.shares * t.share_value(pid) + (rules.shares_per_company - p.loans) * rules.loan_amount


def take_loans(t: Table, pid: str, loans: int) -> None:
    """£10 loans, each one space back on the share value track (Water Frame 7.0)."""
    if loans <= 0:
        return
    p, rules = t.p(pid), t.board.rules
    p.loans += loans
    p.cash += loans * rules.loan_amount
    t.ledger.add(pid, "loans", loans, f"{p.name} takes {loans} loan(s) of £{rules.loan_amount}", SECTION_EMERGENCY)
    t.ledger.add(pid, "cash", loans * rules.loan_amount, f"{p.name} receives £{loans * rules.loan_amount} in loans", SECTION_EMERGENCY)
    t.move(pid, -rules.loan_space_loss * loans, f"{loans} loan(s): {rules.loan_space_loss} space back each", SECTION_EMERGENCY)


def repay_loans(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6") -> None:
    p = t.p(pid)
    if count < 0 or count > p.loans:
        raise RuleError(f"{p.name} has {p.loans} loan(s) to repay, not {count}", section=section)
    if count == 0:
        return
    cost = count * t.board.rules.loan_repay
    if cost > p.cash:
        raise RuleError(f"{p.name} needs £{cost} to repay {count} loan(s) but has £{p.cash}", section=section)
    t.pay(pid, cost, f"{p.name} repays {count} loan(s) at £{t.board.rules.loan_repay}", section)
    p.loans -= count
    t.ledger.add(pid, "loans", -count, f"{p.name} repays {count} loan(s)", section)


def buy_shares(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6", *, first_half_price: bool = False) -> None:
    """Buy own shares from the bank at the track's buy price; loans must be repaid first."""
    p = t.p(pid)
    if count <= 0:
        return
    if p.loans:
        raise RuleError(f"{p.name} must repay all loans before buying shares", section=section)
    rules = t.board.rules
    if p.shares + count > rules.shares_per_company:
        raise RuleError(f"{p.name} can own at most {rules.shares_per_company} shares", section=section)
    price = t.buy_price(pid)
    cost = price * count
    if first_half_price:
        cost -= price - -(-price // 2)
    if cost > p.cash:
        raise RuleError(f"{p.name} needs £{cost} for {count} share(s) but has £{p.cash}", section=section)
    t.pay(pid, cost, f"{p.name} buys {count} share(s) at £{price}" + (" (first at half price)" if first_half_price else ""), section)
    p.shares += count
    t.ledger.add(pid, "shares", count, f"{p.name} buys {count} share(s)", section)


def sell_shares(t: Table, pid: str, count: int, section: str = "Water Frame 5.II.2.6") -> None:
    """Sell shares at the current value without moving the indicator."""
    p = t.p(pid)
    if count <= 0:
        return
    if count > p.shares:
        raise RuleError(f"{p.name} owns {p.shares} share(s), cannot sell {count}", section=section)
    value = t.share_value(pid)
    p.shares -= count
    t.ledger.add(pid, "shares", -count, f"{p.name} sells {count} share(s)", section)
    t.receive(pid, value * count, f"{p.name} sells {count} share(s) at £{value}", section)
