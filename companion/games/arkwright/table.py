"""A working copy of the table: the state, its board and the ledger being written.

Every handler starts with `Table.working(state)` on the working copy the
engine (`companion.core.dispatch`) gives it, moves money, shares and workers
through the methods here so that each movement lands in the ledger, and ends
with `outcome.outcome_of`. The copy and the check of the new state are the
engine's. A pure reader outside the engine (the price advisor, a test) that
tries moves on a state uses `Table.of(state)`, which works on the engine's cheap copy
(`companion.core.dispatch.working_copy`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.arkwright.board import Board
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.holdings import held_by_others
from companion.games.arkwright.state import ArkwrightState, Factory, Player

SECTION_EMERGENCY = "Water Frame 7.0"
SECTION_EMERGENCY_HOLDINGS = "Player's Book 3.3 (Water Frame 7.0)"


def first_digit(space: int) -> int:
    """The drop per share sold in an emergency: the first digit of the space (Water Frame 7.0)."""
    return int(str(space)[0])


@dataclass
class Table:
    state: ArkwrightState
    board: Board
    ledger: Ledger = field(default_factory=Ledger)
    #: the entry's answers, for a question a payment raises (the Self-Actor award's discard; None: none asked)
    ask: Answers | None = None

    @classmethod
    def working(cls, state: ArkwrightState, ask: Answers | None = None) -> "Table":
        """The table of the engine's working copy (a handler's state): no copy is made."""
        return cls(state, state.board, ask=ask)

    @classmethod
    def of(cls, state: ArkwrightState) -> "Table":
        """A table on a copy of `state`, for a pure reader outside the engine (`state` is never changed)."""
        from companion.core.dispatch import working_copy  # the engine, loaded by a reader that copies

        copy = working_copy(state)
        return cls(copy, copy.board)

    # --- players ------------------------------------------------------------
    def p(self, pid: str) -> Player:
        return self.state.player(pid)

    def name(self, pid: str) -> str:
        return self.p(pid).name

    # --- appeal (Water Frame 5.II.2.1) --------------------------------------
    def base_quality(self, f: Factory) -> int:
        return self.board.tile(f.good, f.level).cost

    def quality(self, f: Factory) -> int:
        """Base quality plus the quality marker (Water Frame 5.III.1, tie-break 3)."""
        return self.base_quality(f) + f.quality

    def appeal(self, f: Factory) -> int:
        """Quality + distribution - price (Water Frame 5.II.2.1)."""
        return self.quality(f) + f.distribution - f.price

    # --- money: the emergency sale and loans are the table's hook (Water Frame 7.0)
    # Each movement writes its ledger line: a message code of messages.py and its parameters.
    def receive(self, pid: str, amount: int, code: str, section: str, /, **params: int | str) -> None:
        if amount == 0:
            return
        self.p(pid).cash += amount
        self.ledger.record(pid, "cash", amount, code, section, **params)

    def pay(self, pid: str, amount: int, code: str, section: str, /, *, forced: bool = True, **params: int | str) -> int:
        """Pay the bank; when cash is short, sell shares in an emergency, then take loans.

        A payment the rules force on the player (administrative costs, wages,
        events...) that even the last loan cannot cover takes all the cash and
        the rest is noted as unpaid; a voluntary one (`forced=False`: building,
        the Inventor's fees) is refused then (rules_notes/whole_game.md).
        Returns what was paid.
        """
        if amount <= 0:
            return 0
        paid = self._raise_cash(pid, amount, forced=forced)
        self.p(pid).cash -= paid
        self.ledger.record(pid, "cash", -paid, code, section, **params)
        if paid < amount:
            self.ledger.remark(pid, "arkwright.cannot_be_paid", SECTION_EMERGENCY, unpaid=amount - paid)
        return paid

    def _raise_cash(self, pid: str, amount: int, *, forced: bool = True) -> int:
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
        p = self.p(pid)
        short = amount - p.cash
        if short <= 0:
            return amount
        rules = self.board.rules
        if p.shares:
            value = self.share_value(pid)
            sold = min(p.shares, -(-short // value))
            drop = first_digit(p.share_space)
            p.shares -= sold
            p.cash += sold * value
            self.ledger.record(pid, "shares", -sold, "arkwright.emergency_sale", SECTION_EMERGENCY, name=p.name, sold=sold)
            self.ledger.record(pid, "cash", sold * value, "arkwright.emergency_sale_cash", SECTION_EMERGENCY, name=p.name, value=value, sold=sold)
            if not self._award_spares_drop(pid, drop * sold):
                self.move(pid, -drop * sold, "arkwright.emergency_sale_drop", SECTION_EMERGENCY, drop=drop, space=p.share_space)
            short = amount - p.cash
        if short > 0 and p.holdings:
            self._emergency_holdings(pid, short)  # the Stock Exchange variant: before any loan (Player's Book 3.3)
            short = amount - p.cash
        if short > 0:
            loans = -(-short // rules.loan_amount)
            room = rules.shares_per_company - p.shares - p.loans - self.held_by_others(pid)
            if loans > room and not forced:
                raise RuleError(said("arkwright", "{name} cannot take {loans} more {loans:noun/loan}: the bank has no shares left to lend", name=p.name, loans=loans), section=SECTION_EMERGENCY)
            self._take_loans(pid, min(loans, room))
        return min(amount, p.cash)

    def _award_spares_drop(self, pid: str, spaces: int) -> bool:
        """The Self-Actor Share Value Competition award discarded instead of this move back (Player's Book 3.2)."""
        return self_actor.discards_share_award_in_emergency(self, pid, self.ask, spaces)

    def _take_loans(self, pid: str, loans: int) -> None:
        """£10 loans, each one space back on the share value track (Water Frame 7.0)."""
        if loans <= 0:
            return
        p, rules = self.p(pid), self.board.rules
        p.loans += loans
        p.cash += loans * rules.loan_amount
        self.ledger.record(pid, "loans", loans, "arkwright.loans_taken", SECTION_EMERGENCY, name=p.name, loans=loans, each=rules.loan_amount)
        self.ledger.record(pid, "cash", loans * rules.loan_amount, "arkwright.loans_cash", SECTION_EMERGENCY, name=p.name, total=loans * rules.loan_amount)
        self.move(pid, -rules.loan_space_loss * loans, "arkwright.loans_drop", SECTION_EMERGENCY, loans=loans, back=rules.loan_space_loss)

    def funds(self, pid: str) -> int:
        """The most a player can pay: cash, every share sold in an emergency, then the loans the bank
        can still lend (Water Frame 7.0; a company has 30 shares and loans together)."""
        p, rules = self.p(pid), self.board.rules
        held = sum(n * self.share_value(c) for c, n in p.holdings.items())
        lendable = rules.shares_per_company - p.loans - self.held_by_others(pid)
        return p.cash + p.shares * self.share_value(pid) + held + lendable * rules.loan_amount

    def held_by_others(self, pid: str) -> int:
        """The Stock Exchange variant: this company's shares the other players hold, which the bank
        can neither sell nor lend (Player's Book 3.3); 0 in every other game."""
        return held_by_others(self.state, pid)

    def sell_holding_in_emergency(self, pid: str, company: str, count: int) -> None:
        """Shares of another company sold in an emergency: the bank pays their value, and the seller's own
        indicator falls by the first digit of that company's space per share (Player's Book 3.3, Water Frame 7.0)."""
        p, c = self.p(pid), self.p(company)
        value, drop = self.share_value(company), first_digit(c.share_space)
        left = p.holdings.get(company, 0) - count
        if left:
            p.holdings[company] = left
        else:
            p.holdings.pop(company, None)
        self.ledger.remark(pid, "arkwright.emergency_sale_holding", SECTION_EMERGENCY_HOLDINGS, name=p.name, sold=count, company=c.name)
        self.receive(pid, value * count, "arkwright.emergency_sale_holding_cash", SECTION_EMERGENCY_HOLDINGS, name=p.name, sold=count,
                     company=c.name, value=value)
        self.move(pid, -drop * count, "arkwright.emergency_sale_drop", SECTION_EMERGENCY_HOLDINGS, drop=drop, space=c.share_space)

    def _emergency_holdings(self, pid: str, short: int) -> None:
        """Raise `short` pounds from the holdings once the own shares are gone, before any loan: the fewest
        spaces lost per pound first, then seat order; no more shares than needed (rules_notes/stock_exchange.md)."""
        p = self.p(pid)
        seats = [q.id for q in self.state.players]
        order = sorted((c for c, n in p.holdings.items() if n > 0),
                       key=lambda c: (first_digit(self.p(c).share_space) / self.share_value(c), seats.index(c)))
        for company in order:
            if short <= 0:
                return
            value = self.share_value(company)
            n = min(p.holdings[company], -(-short // value))
            self.sell_holding_in_emergency(pid, company, n)
            short -= n * value

    # --- share value track (Player's Book 1.1) ------------------------------
    def move(self, pid: str, spaces: int, code: str, section: str, /, **params: int | str) -> int:
        """Move the share value indicator; the track's ends stop it (the line then says so). Returns the real move."""
        p = self.p(pid)
        rules = self.board.rules
        new = min(rules.track_max, max(rules.track_min, p.share_space + spaces))
        moved = new - p.share_space
        if moved != spaces:
            code, params = "arkwright.track_end", {**params, "stopped": code, "end": new}
        p.share_space = new
        if moved or spaces:
            self.ledger.record(pid, "share_space", moved, code, section, **params)
        return moved

    def share_value(self, pid: str) -> int:
        return self.board.share(self.p(pid).share_space).value

    def buy_price(self, pid: str) -> int:
        return self.board.share(self.p(pid).share_space).buy

    def portfolio(self, pid: str) -> int:
        """Shares owned times the current share value (Water Frame 8.0)."""
        return self.p(pid).shares * self.share_value(pid)
