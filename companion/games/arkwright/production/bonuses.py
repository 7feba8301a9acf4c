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
from companion.games.arkwright.production.words import goods, spaces
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


def share_increases(t: Table, good: str, producers: list[Producer], sale: Sale) -> None:
    """Move each share value indicator forward for this phase's sales (mandatory)."""
    rules = t.board.rules
    owner = next((p.id for p in t.state.players if p.has("charisma")), None)
    sold = {pr.pid: pr.sold for pr in producers}
    for pr in producers:
        n = sold[pr.pid]
        if n:
            bonus = rules.share_bonus_one if n == 1 else rules.share_bonus_two
            t.move(pr.pid, bonus, f"{t.name(pr.pid)} sold {goods(n, good)}: +{spaces(bonus)}", SECTION_SHARES)
    appeal = {pr.pid: pr.appeal for pr in producers}
    winner, by_charisma = single_best(appeal, t.state.importers.get(good, 0), owner)
    if winner is not None and sold[winner] >= 1:
        why = f"{t.name(winner)} has the most appealing {good}" + (" (tie won with Charisma)" if by_charisma else "")
        why += f": +{spaces(rules.share_bonus_appeal)}"
        t.move(winner, rules.share_bonus_appeal, why, SECTION_CHARISMA if by_charisma else SECTION_SHARES)
    winner, by_charisma = single_best(sold, sale.importer, owner)
    if winner is not None and sold[winner] >= 1:
        why = f"{t.name(winner)} sold the most {good}" + (" (tie won with Charisma)" if by_charisma else "")
        why += f": +{spaces(rules.share_bonus_most_sold)}"
        t.move(winner, rules.share_bonus_most_sold, why, SECTION_CHARISMA if by_charisma else SECTION_SHARES)
