"""The ledger: one line per payment, sale and share move, each with its reason.

Every pack returns a ledger with each state change it makes to money, shares
or share-value spaces. The sum of a player's `cash` lines equals the change of
that player's cash; likewise for every other kind. Tests hold packs to it.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from companion.core.models import Model

#: Kinds of ledger lines. `cash` in pounds (or the pack's currency), `share_space`
#: in track spaces, `shares` in share certificates, `loans` in loans, `score`
#: in victory points; `note` lines carry no amount a player moves.
KINDS = ("cash", "share_space", "shares", "loans", "score", "goods", "workers", "note")


class LedgerEntry(Model):
    """One movement a player makes on the table, with its reason and rule."""

    player: str | None = None
    kind: str = "cash"
    amount: int = 0
    reason: str
    section: str = ""

    def line(self, names: dict[str, str] | None = None) -> str:
        who = (names or {}).get(self.player or "", self.player or "table")
        sign = "+" if self.amount > 0 else ""
        amount = "" if self.kind == "note" else f" [{self.kind} {sign}{self.amount}]"
        where = f" ({self.section})" if self.section else ""
        return f"{who}: {self.reason}{amount}{where}"


class Ledger(list):
    """A list of LedgerEntry with small helpers for the packs."""

    def add(self, player: str | None, kind: str, amount: int, reason: str, section: str = "") -> LedgerEntry:
        if kind not in KINDS:
            raise ValueError(f"unknown ledger kind {kind!r}")
        entry = LedgerEntry(player=player, kind=kind, amount=amount, reason=reason, section=section)
        self.append(entry)
        return entry

    def note(self, player: str | None, reason: str, section: str = "") -> LedgerEntry:
        return self.add(player, "note", 0, reason, section)


def totals(entries: Iterable[LedgerEntry]) -> dict[tuple[str | None, str], int]:
    """Sum of amounts per (player, kind), notes left out."""
    out: dict[tuple[str | None, str], int] = defaultdict(int)
    for e in entries:
        if e.kind != "note":
            out[(e.player, e.kind)] += e.amount
    return dict(out)


def total(entries: Iterable[LedgerEntry], player: str | None, kind: str) -> int:
    return sum(e.amount for e in entries if e.player == player and e.kind == kind)


def by_player(entries: Iterable[LedgerEntry]) -> dict[str | None, list[LedgerEntry]]:
    """Group lines by player, in order of first appearance (for display)."""
    out: dict[str | None, list[LedgerEntry]] = {}
    for e in entries:
        out.setdefault(e.player, []).append(e)
    return out
