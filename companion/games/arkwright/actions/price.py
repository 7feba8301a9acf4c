"""Price adjustment, the additional action of factory, quality, distribution and production (Water Frame 5.II.3.1).

Prices change only in factories the main action touched; after quality and
distribution, £1 of unspent administrative cost buys the adjustment in any
other factory. A price lies between £5 and £25 and never makes appeal negative;
it is not raised onto a space of the price scale where stored goods lie (Water
Frame 5.II.2.8: a space with goods is no price space; goods moved to the large
warehouse as the turn begins free their spaces).
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.production.storage import price_top
from companion.games.arkwright.production.words import goods

SECTION = "Water Frame 5.II.3.1"
SECTION_STORED = "Water Frame 5.II.2.8"


def adjust_prices(turn: Turn, prices: dict[str, int]) -> None:
    rules = turn.board.rules
    t = turn.t
    others = [g for g in prices if g not in turn.affected]
    if others:
        if turn.marker.action not in ("quality", "distribution"):
            touched = ", ".join(sorted(turn.affected)) or "none"
            raise RuleError(
                f"the price of {', '.join(others)} cannot change: only factories the main action touched ({touched})",
                section=SECTION,
            )
        if len(others) > turn.spare:
            raise RuleError(
                f"adjusting {', '.join(others)} costs £1 each of unspent administrative costs; £{turn.spare} is left",
                section=SECTION,
            )
        turn.spare -= len(others)
    for good, price in prices.items():
        f = turn.factory(good, SECTION)
        if not rules.min_price <= price <= rules.max_price:
            raise RuleError(f"a price lies between £{rules.min_price} and £{rules.max_price}, not £{price}", section=SECTION)
        appeal = t.quality(f) + f.distribution - price
        if appeal < 0:
            raise RuleError(
                f"a {good} price of £{price} would make appeal {appeal}; the highest price now is £{t.quality(f) + f.distribution}",
                section=SECTION,
            )
        old = f.price
        top = price_top(turn.board, turn.p, good)
        if price > max(old, top):
            n = turn.p.stored.get(good, 0)
            move = turn.state.version == "water_frame" and turn.p.has("small_warehouse")
            raise RuleError(f"{turn.name}'s {goods(n, good)} stored on the {good} price scale lie above £{top}: the price goes up to £{top}"
                            + (" unless they move to the large warehouse first" if move else ""), section=SECTION_STORED)
        f.price = price
        code = "arkwright.sets_price_unspent" if good in others else "arkwright.sets_price"
        t.ledger.remark(turn.pid, code, SECTION, name=turn.name, good=good, old=old, price=price, appeal=appeal)
