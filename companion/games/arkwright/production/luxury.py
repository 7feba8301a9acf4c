"""The luxury goods market of Noblesse Oblige (seed 001), just before the domestic sale.

Reputation = the factory's base quality plus its quality marker, or plus the
purveyor's +3 instead of the marker for the owner of the good's purveyor.
The highest reputation sells first (ties: the start player, then clockwise);
a sale takes the cube of the highest luxury space and pays the reputation's
space on the price scale plus the bonus printed on that space; then the
reputation drops one space. Selling is voluntary and a player who passes is
out for the rest of the step. Only newly produced goods are sold; luxury sales
do not count for the share value.
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import InputError
from companion.core.wording import said
from companion.games.arkwright.production.output import Producer
from companion.games.arkwright.table import Table


SECTION_LUXURY = "Noblesse Oblige (seed 001): luxury goods market"


def reputation(t: Table, pr: Producer, good: str) -> int:
    """Base quality + quality marker, or + the purveyor's bonus instead when that is higher."""
    p = t.p(pr.pid)
    base = t.base_quality(pr.factory)
    bonus = pr.factory.quality
    if p.has(f"purveyor_{good}"):
        bonus = max(bonus, t.board.rules.purveyor_bonus)
    return base + bonus


def luxury_price(t: Table, rep: int) -> int:
    """The price-scale space the reputation marker stands on (the scale ends at its first and last space)."""
    rules = t.board.rules
    return min(rules.max_price, max(rules.min_price, rep))


def luxury_sale(t: Table, good: str, producers: list[Producer], answers: Answers) -> None:
    """Sell new goods on the luxury market, highest reputation first, while cubes remain."""
    s = t.state
    if not s.expansion:
        return
    cubes = sorted(s.luxury.get(good, []), reverse=True)
    if not cubes:
        return
    rep = {pr.pid: reputation(t, pr, good) for pr in producers}
    limit: dict[str, int] = {}
    passed: set[str] = set()
    while cubes:
        waiting = [pr for pr in producers if pr.pid not in passed and pr.left > 0]
        if not waiting:
            break
        pr = max(waiting, key=lambda x: (rep[x.pid], -x.seat))
        if pr.pid not in limit:
            limit[pr.pid] = _ask_limit(t, good, pr, rep[pr.pid], len(cubes), answers)
        if pr.luxury >= limit[pr.pid]:
            passed.add(pr.pid)
            continue
        level = cubes.pop(0)
        _sell(t, good, pr, rep[pr.pid], level)
        rep[pr.pid] -= t.board.rules.luxury_reputation_drop
    s.luxury[good] = sorted(cubes)


def _ask_limit(t: Table, good: str, pr: Producer, rep: int, cubes: int, answers: Answers) -> int:
    """'At most how many': the options run to the new goods made, whatever the cubes left now,
    so an answer given up front stays legal whoever sells before."""
    p = t.p(pr.pid)
    options = [(0, said("arkwright", "none: pass"))] + [
        (k, said("arkwright", "up to {k:goods/{good}} ({cubes} luxury {cubes:noun/space} left now)", k=k, good=good, cubes=cubes))
        for k in range(1, pr.left + 1)]
    return answers.ask(
        f"luxury:{pr.pid}",
        said("arkwright", "{name}: reputation {rep}; sell at most how many new {good:term} on the luxury market?", name=p.name, rep=rep, good=good),
        options,
        player=pr.pid,
        section=SECTION_LUXURY,
    )


def _sell(t: Table, good: str, pr: Producer, rep: int, level: int) -> None:
    space = next((x for x in t.board.luxury if x.good == good and x.level == level), None)
    if space is None:
        raise InputError(said("arkwright", "luxury.{good:term}: there is no level {level} luxury space for {good:term} on the mat", good=good, level=level))
    p = t.p(pr.pid)
    price = luxury_price(t, rep)
    pr.left -= 1
    pr.luxury += 1
    p.luxury_goods += 1
    total = price + space.bonus
    t.receive(pr.pid, total, "arkwright.sells_luxury", SECTION_LUXURY, name=p.name, good=good, price=price, bonus=space.bonus, level=level, total=total)
