"""The rulebook's constraints on Arkwright's printed values, each a named check.

Every worked example that pins a printed number (and the few rules that bound
a whole component) is one `Check`: a name a player can look up, the board
values it reads (`binds`, dotted paths as a `board` correction names them) and
a test of the board. They run on the built-in data (a test) and on every
corrected, checked or imported set: a correction that breaks one is refused
with the example named. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from companion.games.arkwright.components import GOODS, Board


@dataclass(frozen=True)
class Check:
    name: str
    binds: Callable[[Board], list[str]]
    holds: Callable[[Board], bool]


def _tile(b: Board, good: str, level: int) -> str:
    for i, t in enumerate(b.factories):
        if (t.good, t.level) == (good, level):
            return f"factories.{i}"
    raise KeyError((good, level))


def _space(space: int) -> str:
    return f"share_track.spaces.{space - 1}"


def _ship(b: Board, capacity: int) -> str:
    for i, s in enumerate(b.ships):
        if s.capacity == capacity:
            return f"ships.{i}"
    raise KeyError(capacity)


def _decade(b: Board, version: str, year: int) -> str:
    for i, d in enumerate(b.timetable(version)):
        if d.decade == year:
            return f"{version}.{i}"
    raise KeyError(year)


def goods_check(name: str, good: str, level: int, rows: int, total: int, each: list[int] | None = None) -> Check:
    """The first `rows` production rows of a tile make `total` goods (and `each` row, if given)."""

    def holds(b: Board) -> bool:
        made = b.tile(good, level).goods[:rows]
        return sum(made) == total and (each is None or made == each)

    return Check(name, lambda b: [f"{_tile(b, good, level)}.goods"], holds)


def cost_check(name: str, costs: dict[tuple[str, int], int]) -> Check:
    return Check(
        name,
        lambda b: [f"{_tile(b, g, lvl)}.cost" for g, lvl in costs],
        lambda b: all(b.tile(g, lvl).cost == c for (g, lvl), c in costs.items()),
    )


def cost_sum_check(name: str, tiles: list[tuple[str, int]], total: int) -> Check:
    return Check(
        name,
        lambda b: [f"{_tile(b, g, lvl)}.cost" for g, lvl in tiles],
        lambda b: sum(b.tile(g, lvl).cost for g, lvl in tiles) == total,
    )


def share_check(name: str, values: dict[int, int]) -> Check:
    return Check(
        name,
        lambda b: [f"{_space(s)}.value" for s in values],
        lambda b: all(b.share(s).value == v for s, v in values.items()),
    )


def crew_check(name: str, crews: dict[int, int]) -> Check:
    return Check(
        name,
        lambda b: [f"{_ship(b, c)}.crew" for c in crews],
        lambda b: all(b.ship(c).crew == n for c, n in crews.items()),
    )


def level_check(name: str, version: str, levels: dict[int, int]) -> Check:
    return Check(
        name,
        lambda b: [f"{_decade(b, version, y)}.level" for y in levels],
        lambda b: all(b.decade(version, y).level == lvl for y, lvl in levels.items()),
    )


def rows_check(name: str, good: str, rows: int, spaces: int, machines: int = 0) -> Check:
    """The mat's first `rows` rows of a good hold `spaces` tokens, `machines` of them machines at most."""

    def holds(b: Board) -> bool:
        return all(
            sum(t.row_size(r) for r in range(rows)) == spaces and sum(t.machine_slots(r) for r in range(rows)) >= machines
            for t in b.factories
            if t.good == good
        )

    return Check(name, lambda b: [f"{_tile(b, good, lvl)}.rows" for lvl in range(1, 5)], holds)


def _share_values_never_fall(b: Board) -> bool:
    values = [s.value for s in b.share_track.spaces]
    return all(a <= c for a, c in zip(values, values[1:]))


def _low_spaces_buy_at_minimum(b: Board) -> bool:
    r = b.rules
    return all(b.share(s).buy == r.min_buy_price for s in range(1, r.min_buy_price_spaces + 1))


def _wages_in_range(b: Board) -> bool:
    return all(2 <= row.wage <= 5 for row in b.job_market)


CHECKS: list[Check] = [
    # factory goods
    goods_check("Player's Book 1.3: level I food makes 4 goods with rows 1-3", "food", 1, 3, 4),
    goods_check("Player's Book 1.3: level II food makes 4 goods with rows 1-2", "food", 2, 2, 4),
    goods_check("Water Frame 5.II.2.8 example: row 1 of level III food makes 2 goods", "food", 3, 1, 2),
    goods_check("Seed 000 (how-to-play): level III food makes 2 + 3 = 5 with rows 1-2", "food", 3, 2, 5, [2, 3]),
    goods_check("Seed 000 (how-to-play): level III food makes 2 + 3 + 3 = 8 with rows 1-3", "food", 3, 3, 8, [2, 3, 3]),
    goods_check("Water Frame 5.III.1 example: rows 1-2 of level I clothes make 1 + 2", "clothes", 1, 2, 3, [1, 2]),
    goods_check("Water Frame 5.III.1 School example: rows 1-2 of level II cutlery make 3", "cutlery", 2, 2, 3),
    goods_check("Water Frame 5.III.1 School example: rows 1-3 of level II cutlery make 5", "cutlery", 2, 3, 5),
    *[
        Check(
            f"Water Frame 5.II.2.2: row 4 of level I {good} makes nothing",
            (lambda g: lambda b: [f"{_tile(b, g, 1)}.goods"])(good),
            (lambda g: lambda b: b.tile(g, 1).goods[3] == 0)(good),
        )
        for good in GOODS
    ],
    # factory costs
    cost_check("Water Frame 4.1.IV example: level I food £8, clothes £9, lamps £11",
               {("food", 1): 8, ("clothes", 1): 9, ("lamps", 1): 11}),
    cost_check("Player's Book 1.3: modernizing food to level II costs £10", {("food", 2): 10}),
    cost_sum_check("Water Frame 5.II.2.1 example: food from level I to III costs £10 + £12 = £22", [("food", 2), ("food", 3)], 22),
    cost_check("Water Frame 5.II.2.1 example: level III food costs £12", {("food", 3): 12}),
    cost_check("Water Frame 5.II.2.1 inventor example: lamps level II £14, level III £17", {("lamps", 2): 14, ("lamps", 3): 17}),
    cost_check("Player's Book 1.8 Developer example: clothes level II £11, level III £13", {("clothes", 2): 11, ("clothes", 3): 13}),
    cost_sum_check("Water Frame 4.1 predetermined set up: level I clothes + cutlery cost £19", [("clothes", 1), ("cutlery", 1)], 19),
    # factory rows (the mat: the same for every level of a good)
    rows_check("Water Frame 4.1.IV: rows 1-2 of a food factory hold two workers each", "food", 2, 4),
    rows_check("Player's Book 1.8 School: rows 1-3 of a food factory hold 3 workers + 3 machines", "food", 3, 6, 3),
    rows_check("Water Frame 4.1 set up: 4 workers fill rows 1-2 of a clothes factory", "clothes", 2, 4, 1),
    rows_check("Water Frame 4.1 set up: 5 workers fill rows 1-2 of a cutlery factory", "cutlery", 2, 5),
    rows_check("Water Frame 5.III.3 example: 6 workers + 3 machines fill rows 1-3 of a lamps factory", "lamps", 3, 9, 3),
    # share track
    share_check("Water Frame 5.II.2.6 example: space 9 sells at £9", {9: 9}),
    share_check("Water Frame 4.1.II: the start space 10 is worth £10", {10: 10}),
    share_check("Player's Book 1.1 example: space 22 is worth £16", {22: 16}),
    share_check("Player's Book 3.3 examples: spaces 23, 29, 38 and 46 are worth £17, £20, £23 and £26", {23: 17, 29: 20, 38: 23, 46: 26}),
    share_check("Water Frame 7.0 example: two shares on space 28 raise £38", {28: 19}),
    share_check("Water Frame 8.0 example: spaces 35 and 41 are worth £22 and £24", {35: 22, 41: 24}),
    share_check("Water Frame 6.II example: space 36 is worth £22", {36: 22}),
    Check("Player's Book 1.1: share values never fall along the track",
          lambda b: [f"{_space(s.space)}.value" for s in b.share_track.spaces], _share_values_never_fall),
    Check("Water Frame 5.II.2.6: shares on the first 10 spaces are bought at £10",
          lambda b: [f"{_space(s)}.buy" for s in range(1, b.rules.min_buy_price_spaces + 1)], _low_spaces_buy_at_minimum),
    # ships
    crew_check("Water Frame 5.II.3.2.3 example: a capacity-2 ship needs no crew", {2: 0}),
    crew_check("Water Frame 5.II.3.2.3 example: capacity-4 and -6 ships need 1 + 2 crew", {4: 1, 6: 2}),
    # job market
    Check("Player's Book 1.6: wages run from £2 to £5", lambda b: [f"job_market.{i}.wage" for i in range(len(b.job_market))], _wages_in_range),
    # timetable
    level_check("Water Frame 4.1.IV: level I factories in 1760 and 1770", "water_frame", {1760: 1, 1770: 1}),
    level_check("Water Frame 5.II.2.1 inventor example: factory level II in 1780", "water_frame", {1780: 2}),
    level_check("Player's Book 1.8 Developer example: level III factories in 1810", "water_frame", {1810: 3}),
]


def failures(board: Board) -> list[Check]:
    """The checks the board breaks (none for a board that agrees with every example)."""
    return [c for c in CHECKS if not c.holds(board)]


def binding(board: Board, path: str) -> list[Check]:
    """The checks that read the value at `path` (a `board` correction path)."""
    return [c for c in CHECKS if path in c.binds(board)]
