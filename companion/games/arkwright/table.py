"""A working copy of the table: the state, its board and the ledger being written.

Every rules operation starts with `Table.of(state)` on the working copy the
engine (`companion.core.dispatch`) gives the handler, moves money, shares and
workers through the methods here so that each movement lands in the ledger,
and ends with `outcome.finish`. The copy and the check of the new state are
the engine's; a Table never copies.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.ledger import Ledger
from companion.games.arkwright.board import Board
from companion.games.arkwright.state import ArkwrightState, Factory, Player


@dataclass
class Table:
    state: ArkwrightState
    board: Board
    ledger: Ledger = field(default_factory=Ledger)

    @classmethod
    def of(cls, state: ArkwrightState) -> "Table":
        return cls(state, state.board)

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

    # --- money (Water Frame 7.0) --------------------------------------------
    def receive(self, pid: str, amount: int, reason: str, section: str) -> None:
        if amount == 0:
            return
        self.p(pid).cash += amount
        self.ledger.add(pid, "cash", amount, reason, section)

    def pay(self, pid: str, amount: int, reason: str, section: str, *, forced: bool = True) -> int:
        """Pay the bank; when cash is short, sell shares in an emergency, then take loans.

        A payment the rules force on the player (administrative costs, wages,
        events...) that even the last loan cannot cover takes all the cash and
        the rest is noted as unpaid; a voluntary one (`forced=False`: building,
        the Inventor's fees) is refused then (rules_notes/whole_game.md).
        Returns what was paid.
        """
        if amount <= 0:
            return 0
        from companion.games.arkwright.shares import raise_cash

        paid = raise_cash(self, pid, amount, forced=forced)
        self.p(pid).cash -= paid
        self.ledger.add(pid, "cash", -paid, reason, section)
        if paid < amount:
            self.ledger.note(pid, f"£{amount - paid} of this cannot be paid: no share is left to sell or to lend", "Water Frame 7.0")
        return paid

    # --- share value track (Player's Book 1.1) ------------------------------
    def move(self, pid: str, spaces: int, reason: str, section: str) -> int:
        """Move the share value indicator; the track's ends stop it. Returns the real move."""
        p = self.p(pid)
        rules = self.board.rules
        new = min(rules.track_max, max(rules.track_min, p.share_space + spaces))
        moved = new - p.share_space
        if moved != spaces:
            reason = f"{reason} (stopped at space {new}, end of the track)"
        p.share_space = new
        if moved or spaces:
            self.ledger.add(pid, "share_space", moved, reason, section)
        return moved

    def share_value(self, pid: str) -> int:
        return self.board.share(self.p(pid).share_space).value

    def buy_price(self, pid: str) -> int:
        return self.board.share(self.p(pid).share_space).buy

    def portfolio(self, pid: str) -> int:
        """Shares owned times the current share value (Water Frame 8.0)."""
        return self.p(pid).shares * self.share_value(pid)
