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
from companion.core.wording import said
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.production.storage import price_top

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
                said("arkwright", "the price of {join} cannot change: only factories the main action touched ({touched})", join=', '.join(others), touched=touched),
                section=SECTION,
            )
        if len(others) > turn.spare:
            raise RuleError(
                said("arkwright", "adjusting {join} costs £1 each of unspent administrative costs; £{spare} is left", join=', '.join(others), spare=turn.spare),
                section=SECTION,
            )
        turn.spare -= len(others)
    for good, price in prices.items():
        f = turn.factory(good, SECTION)
        if not rules.min_price <= price <= rules.max_price:
            raise RuleError(said("arkwright", "a price lies between £{min_price} and £{max_price}, not £{price}", min_price=rules.min_price, max_price=rules.max_price, price=price), section=SECTION)
        appeal = t.quality(f) + f.distribution - price
        if appeal < 0:
            raise RuleError(
                said("arkwright", "a {good:term} price of £{price} would make appeal {appeal}; the highest price now is £{value}", good=good, price=price, appeal=appeal, value=t.quality(f) + f.distribution),
                section=SECTION,
            )
        old = f.price
        top = price_top(turn.board, turn.p, good)
        if price > max(old, top):
            n = turn.p.stored.get(good, 0)
            move = turn.state.version == "water_frame" and turn.p.has("small_warehouse")
            raise RuleError(said("arkwright", "{name}'s {n:goods/{good}} stored on the {good:term} price scale lie above £{top}: the price "
                                 "goes up to £{top} unless they move to the large warehouse first", name=turn.name, n=n, good=good, top=top)
                            if move else said("arkwright", "{name}'s {n:goods/{good}} stored on the {good:term} price scale lie above £{top}: "
                                              "the price goes up to £{top}", name=turn.name, n=n, good=good, top=top), section=SECTION_STORED)
        f.price = price
        code = "arkwright.sets_price_unspent" if good in others else "arkwright.sets_price"
        t.ledger.remark(turn.pid, code, SECTION, name=turn.name, good=good, old=old, price=price, appeal=appeal)
