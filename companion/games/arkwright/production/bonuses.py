"""Share value increases for goods sold (Water Frame 5.III.2).

One space for exactly one good sold, two for two or more; one more for the
single most appealing goods (with a sale, above the importer); one more for
the single player who sold the most (more than the importer). Goods sold to
the patron or with the Crown Jubilee count; luxury sales do not (Noblesse
Oblige). The owner of Charisma wins the two bonus spaces when tied, also when
tied with the importer (Player's Book 1.8).
"""

from __future__ import annotations

from companion.games.arkwright.production.market import Sale
from companion.games.arkwright.production.output import Producer
from companion.games.arkwright.table import Table

SECTION_SHARES = "Water Frame 5.III.2"
SECTION_CHARISMA = "Player's Book 1.8 Charisma"


def single_best(values: dict[str, int], importer: int, charisma: str | None) -> tuple[str | None, bool]:
    """The player alone at the top and above the importer, or the Charisma owner among those tied.

    Returns (player id or None, whether Charisma decided it).
    """
    if not values:
        return None, False
    top = max(values.values())
    if top < importer:
        return None, False
    leaders = [pid for pid, v in values.items() if v == top]
    if len(leaders) == 1 and top > importer:
        return leaders[0], False
    if charisma in leaders:
        return charisma, True
    return None, False


def share_moves(
    rules, sold: dict[str, int], appeal: dict[str, int], importer_appeal: int, importer_sold: int, charisma: str | None,
) -> list[tuple[str, int, str, bool]]:
    """The share value moves this phase's sales earn, in the rulebook's order (Water Frame 5.III.2).

    `sold` counts goods sold in England, to the Patron and with the Crown
    Jubilee (not luxury sales). Returns (player, spaces, what for: "sold",
    "appeal" or "most_sold", whether Charisma won a tie), on numbers only, so
    the production phase and the price advisor share it.
    """
    moves = []
    for pid, n in sold.items():
        if n:
            moves.append((pid, rules.share_bonus_one if n == 1 else rules.share_bonus_two, "sold", False))
    winner, by_charisma = single_best(appeal, importer_appeal, charisma)
    if winner is not None and sold[winner] >= 1:
        moves.append((winner, rules.share_bonus_appeal, "appeal", by_charisma))
    winner, by_charisma = single_best(sold, importer_sold, charisma)
    if winner is not None and sold[winner] >= 1:
        moves.append((winner, rules.share_bonus_most_sold, "most_sold", by_charisma))
    return moves


def charisma_owner(t: Table) -> str | None:
    return next((p.id for p in t.state.players if p.has("charisma")), None)


def share_increases(t: Table, good: str, producers: list[Producer], sale: Sale) -> None:
    """Move each share value indicator forward for this phase's sales (mandatory)."""
    sold = {pr.pid: pr.sold for pr in producers}
    appeal = {pr.pid: pr.appeal for pr in producers}
    moves = share_moves(t.board.rules, sold, appeal, t.state.importers.get(good, 0), sale.importer, charisma_owner(t))
    for pid, n, what, by_charisma in moves:
        why = {"sold": {"why": "arkwright.bonus_sold", "count": sold[pid]}, "appeal": {"why": "arkwright.bonus_appeal"}}.get(what, {"why": "arkwright.bonus_most"})
        code = "arkwright.share_bonus_charisma" if by_charisma else "arkwright.share_bonus"
        t.move(pid, n, code, SECTION_CHARISMA if by_charisma else SECTION_SHARES, name=t.name(pid), good=good, spaces=n, **why)
