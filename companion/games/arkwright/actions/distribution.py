"""The distribution action and free distribution levels (Water Frame 5.II.2.5, Player's Book 1.8 Patent).

Each step costs the level it reaches (a new marker £1, 1 to 2 £2, ...), paid
from the administrative cost up to the marker's maximum; the Patent adds £2
after the Accountant and the marker's limit, or is returned for two free
levels. `free_levels` raises distribution without any marker: the Patent's
second option and the "Made in England" event (Player's Book 1.9) use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.tiles import return_tile
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.table import Table

if TYPE_CHECKING:  # the entry's model: the legal actions read these rules without it
    from companion.games.arkwright.actions.inputs import DistributionMain

SECTION = "Water Frame 5.II.2.5"
SECTION_PATENT = "Player's Book 1.8 Patent"


def step_cost(start: int, levels: int) -> int:
    """£ to raise a distribution marker from `start` by `levels`: each step costs the level it reaches."""
    return sum(range(start + 1, start + levels + 1))


def budget(turn: Turn, patent: str | None) -> int:
    """Usable £: the paid cost, limited by the marker, plus the Patent's £2 when used that way."""
    spec = turn.marker.spec
    assert spec is not None and spec.max_spend is not None
    usable = min(turn.cost.paid, spec.max_spend)
    if patent == "bonus":
        usable += turn.board.rules.patent_bonus
    return usable


def _raise(t: Table, pid: str, good: str, levels: int, section: str, /, **why: int | str) -> None:
    p = t.p(pid)
    f = p.factory(good)
    if f is None:
        raise RuleError(said("arkwright", "{name} has no {good:term} factory", name=p.name, good=good), section=section)
    cap = t.board.rules.distribution_max
    if levels < 0:
        raise RuleError(said("arkwright", "distribution is never lowered by an action ({good:term}: {levels})", good=good, levels=levels), section=section)
    if f.distribution + levels > cap:
        raise RuleError(said("arkwright", "{good:term} distribution would be +{value}; the maximum is +{cap}", good=good, value=f.distribution + levels, cap=cap), section=SECTION)
    if levels:
        f.distribution += levels
        t.ledger.remark(pid, "arkwright.raises_distribution", section, name=p.name, good=good, distribution=f.distribution, appeal=t.appeal(f), **why)


def free_levels(t: Table, pid: str, levels: dict[str, int], most: int, section: str, why: str) -> None:
    """Raise distribution markers by `levels` (at most `most` in all) without paying (Patent, Made in England)."""
    total = sum(levels.values())
    if total > most:
        raise RuleError(said("arkwright", "{total} free distribution levels asked; {most} at most", total=total, most=most), section=section)
    for good, n in levels.items():
        _raise(t, pid, good, n, section, why="arkwright.distribution_by", by=why)


def distribution_action(turn: Turn, main: DistributionMain) -> None:
    p = turn.p
    if main.patent is not None and not p.has("patent"):
        raise RuleError(said("arkwright", "{name} has no Patent", name=turn.name), section=SECTION_PATENT)
    if main.patent_levels and main.patent != "return":
        raise RuleError(said("arkwright", "free levels come only from returning the Patent (patent: \"return\")"), section=SECTION_PATENT)
    usable = budget(turn, main.patent)
    spent = 0
    for good, n in main.levels.items():
        f = turn.factory(good, SECTION)
        spent += step_cost(f.distribution, max(n, 0))
    if spent > usable:
        raise RuleError(
            said("arkwright", "these distribution steps cost £{spent}; £{usable} can be used (paid £{paid}, marker maximum £{max_spend})", spent=spent, usable=usable, paid=turn.cost.paid, max_spend=turn.marker.spec.max_spend),
            section=SECTION,
        )
    for good, n in main.levels.items():
        _raise(turn.t, turn.pid, good, n, SECTION, why="arkwright.distribution_cost", cost=step_cost(turn.p.factory(good).distribution, n))
        if n:
            turn.affected.add(good)
    if main.patent == "return":
        free = turn.board.rules.patent_free_levels
        free_levels(turn.t, turn.pid, main.patent_levels, free, SECTION_PATENT, "Patent")
        turn.affected.update(g for g, n in main.patent_levels.items() if n)
        return_tile(turn.t, turn.pid, "patent", "arkwright.tile_for_free_distribution", SECTION_PATENT)
    elif main.patent == "bonus":
        turn.t.ledger.remark(turn.pid, "arkwright.patent_bonus", SECTION_PATENT, bonus=turn.board.rules.patent_bonus)
    turn.spare = usable - spent
