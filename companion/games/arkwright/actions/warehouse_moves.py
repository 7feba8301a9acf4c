"""Goods moved between the large warehouse and the Small Warehouse tile (Player's Book 1.4, 1.8 Small Warehouse).

Water Frame only, and only with the Small Warehouse tile: goods may move from
one warehouse to the other at any time, the player saying which goods move.
The companion takes the moves a player makes in a turn as the turn begins,
after the marker is placed and before the main action (rules_notes/actions.md):
first the goods going to the large warehouse (its workers open its room), then
those going to the small one (five goods in all, each on a free space of its
price scale right of the price). One good moves one way in a turn.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.inputs import GoodsMove
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.production.storage import large_room, price_scale_room
from companion.games.arkwright.production.words import good_said

SECTION = "Player's Book 1.8 Small Warehouse"
SECTION_LARGE = "Player's Book 1.4"


def move_problem(turn: Turn, moves: list[GoodsMove]) -> str | None:
    """Why these moves cannot be made at all (the version, the tile, a good moved both ways), or None."""
    if turn.state.version != "water_frame":
        return "Spinning Jenny has no large warehouse: stored goods stay on the price scales"
    if not turn.p.has("small_warehouse"):
        return f"{turn.name} has no Small Warehouse tile: without it no goods move between warehouses"
    seen = [m.good for m in moves]
    twice = next((g for g in seen if seen.count(g) > 1), None)
    if twice is not None:
        return f"{turn.name} moves the {twice} one way in a turn, to the small or to the large warehouse"
    return None


def move_goods(turn: Turn, moves: list[GoodsMove]) -> None:
    """Make the moves (to the large warehouse first), each a ledger line; refused whole with the rule named."""
    if not moves:
        return
    problem = move_problem(turn, moves)
    if problem:
        raise RuleError(problem, section=SECTION)
    for move in sorted(moves, key=lambda m: m.to != "large"):
        (_to_large if move.to == "large" else _to_small)(turn, move)


def _take(d: dict[str, int], good: str, n: int) -> None:
    left = d.get(good, 0) - n
    if left:
        d[good] = left
    else:
        d.pop(good, None)


def _to_large(turn: Turn, move: GoodsMove) -> None:
    p, g, n = turn.p, move.good, move.count
    have = p.stored.get(g, 0)
    if n > have:
        raise RuleError(said("arkwright", "{name}'s small warehouse holds {goods}, not {n}", name=turn.name, goods=good_said(have, g), n=n), section=SECTION)
    room = large_room(turn.board, turn.state, p, g)
    if n > room:
        raise RuleError(said("arkwright", "{name}'s large warehouse has room for {goods}, not {n}: its workers open its spaces", name=turn.name, goods=good_said(room, g), n=n),
                        section=SECTION_LARGE)
    _take(p.stored, g, n)
    p.warehouse.goods[g] = p.warehouse.goods.get(g, 0) + n
    turn.t.ledger.remark(turn.pid, "arkwright.moves_small_to_large", SECTION, name=turn.name, count=n, good=g)


def _to_small(turn: Turn, move: GoodsMove) -> None:
    p, g, n = turn.p, move.good, move.count
    board = turn.board
    have = p.warehouse.goods.get(g, 0)
    if n > have:
        raise RuleError(said("arkwright", "{name}'s large warehouse holds {goods}, not {n}", name=turn.name, goods=good_said(have, g), n=n), section=SECTION_LARGE)
    free = board.small_warehouse.capacity - sum(p.stored.values())
    if n > free:
        raise RuleError(said("arkwright", "{name}'s small warehouse holds at most {capacity} goods and has {sum} already: {n} more do not fit", name=turn.name, capacity=board.small_warehouse.capacity, sum=sum(p.stored.values()), n=n), section=SECTION)
    scale = price_scale_room(board, p, g)
    if n > scale:
        raise RuleError(said("arkwright", "the {g} price scale has room for {goods} right of the price, not {n}", g=g, goods=good_said(scale, g), n=n), section=SECTION)
    _take(p.warehouse.goods, g, n)
    p.stored[g] = p.stored.get(g, 0) + n
    turn.t.ledger.remark(turn.pid, "arkwright.large_to_small_warehouse", SECTION, name=turn.name, count=n, good=g)
