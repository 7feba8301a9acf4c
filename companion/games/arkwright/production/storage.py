"""Storage and decay: goods that were not sold or shipped (Water Frame 5.III.5, Spinning Jenny 5.III.4).

Water Frame: goods go into the large warehouse as far as its workers open
room (Player's Book 1.4), then into the small warehouse tile (five goods, each
on a free space right of the price indicator of its factory's price scale,
Player's Book 1.8). Spinning Jenny: every player stores on the price scales
that way. What does not fit returns to the supply; when the small warehouse
would hold more than five goods the owner chooses which goods (new or old)
are lost. Every change of a player's stored goods is a `goods` ledger line.
Goods move freely between the two warehouses, so the companion puts
goods into the large warehouse first and moves goods there when that makes
room in the small one.

`stock`, `take_from_stock` and `store_goods` are shared with the production
and ship actions (Water Frame 5.II.2.7-5.II.2.8); keep their signatures stable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.board import GOODS, Board
from companion.games.arkwright.production.words import both, goods_said
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table_checks import warehouse_capacity
from companion.games.arkwright.table import Table

SECTION_STORAGE = "Water Frame 5.III.5"
SECTION_SMALL = "Player's Book 1.8 Small Warehouse"
SECTION_SJ_STORAGE = "Spinning Jenny 5.III.4"


@dataclass
class Stored:
    """Where goods went: into the large warehouse, the small one (price scales), or lost."""

    large: int = 0
    small: int = 0
    lost: dict[str, int] = field(default_factory=dict)

    @property
    def lost_total(self) -> int:
        return sum(self.lost.values())


def has_small_warehouse(state: ArkwrightState, player: Player) -> bool:
    """Spinning Jenny stores on the price scales; Water Frame needs the Small Warehouse tile."""
    return state.version == "spinning_jenny" or player.has("small_warehouse")


def stock(player: Player, good: str) -> int:
    """Stored goods of one kind, in both warehouses."""
    return player.warehouse.goods.get(good, 0) + player.stored.get(good, 0)


def large_room(board: Board, state: ArkwrightState, player: Player, good: str) -> int:
    if state.version != "water_frame":
        return 0
    return max(0, warehouse_capacity(board, player, good) - player.warehouse.goods.get(good, 0))


def price_scale_room(board: Board, player: Player, good: str) -> int:
    """Spaces for stored goods on a price scale: those right of the price indicator.

    Water Frame 5.III.5 / Spinning Jenny 5.III.4: stored goods may not sit on
    price spaces, so at most `max price - price` goods of a kind fit. Without a
    factory of that kind the whole scale is free.
    """
    rules = board.rules
    f = player.factory(good)
    spaces = rules.max_price - f.price if f is not None else rules.max_price - rules.min_price + 1
    return max(0, spaces - player.stored.get(good, 0))


def price_top(board: Board, player: Player, good: str) -> int:
    """The highest price the good's price scale leaves free: stored goods sit on its last spaces, and a space
    with goods is no price space (Water Frame 5.II.2.8; Spinning Jenny stores there too)."""
    return board.rules.max_price - player.stored.get(good, 0)


def small_room(board: Board, player: Player, good: str) -> int:
    """Goods of a kind the Small Warehouse takes now: its free spaces (five in all) and the free spaces of
    the good's price scale (Player's Book 1.8 Small Warehouse)."""
    return max(0, min(board.small_warehouse.capacity - sum(player.stored.values()), price_scale_room(board, player, good)))


def move_room(board: Board, state: ArkwrightState, player: Player) -> dict:
    """Water Frame with the Small Warehouse tile: what may move between the warehouses (Player's Book 1.4,
    1.8 Small Warehouse). `large`: per good, the most that may move to the large warehouse (goods in the
    small one, room in the large one); `small`: per good, the most its price scale takes from the large
    warehouse, all of them sharing the small warehouse's `small_free` spaces (and those the goods moved to
    the large warehouse free). {} where nothing can move."""
    if state.version != "water_frame" or not player.has("small_warehouse"):
        return {}
    free = board.small_warehouse.capacity - sum(player.stored.values())
    to_large = {g: n for g in GOODS if (n := min(player.stored.get(g, 0), large_room(board, state, player, g))) > 0}
    to_small = {g: n for g in GOODS if (n := min(player.warehouse.goods.get(g, 0), price_scale_room(board, player, g))) > 0}
    if not to_large and not (to_small and free > 0):
        return {}
    return {"small": to_small, "large": to_large, "small_free": max(0, free)}


def _add(d: dict, good: str, n: int) -> None:
    left = d.get(good, 0) + n
    if left:
        d[good] = left
    else:
        d.pop(good, None)


def take_from_stock(t: Table, pid: str, good: str, n: int) -> None:
    """Remove `n` stored goods of a kind: the small warehouse first (it is the scarce one)."""
    p = t.p(pid)
    if n > stock(p, good):
        raise RuleError(said("arkwright", "{name} has only {stock} {good:term} stored, not {n}", name=p.name, stock=stock(p, good), good=good, n=n), section=SECTION_STORAGE)
    from_small = min(n, p.stored.get(good, 0))
    _add(p.stored, good, -from_small)
    _add(p.warehouse.goods, good, -(n - from_small))


def take_goods(t: Table, pid: str, good: str, n: int, new: int) -> tuple[int, int]:
    """Use `n` goods of a kind: `new` goods from this production first, then stored goods.

    Returns (new goods used, stored goods used). Used by the Patron, the Crown
    Jubilee and shipping, where the source does not change the rules.
    """
    from_new = min(new, n)
    take_from_stock(t, pid, good, n - from_new)
    if n - from_new:
        p = t.p(pid)
        t.ledger.record(pid, "goods", -(n - from_new), "arkwright.takes_from_warehouse", SECTION_STORAGE, name=p.name, count=n - from_new, good=good)
    return from_new, n - from_new


def store_goods(
    t: Table,
    pid: str,
    good: str,
    n: int,
    answers: Answers,
    *,
    section: str = SECTION_STORAGE,
    decision_id: str | None = None,
) -> Stored:
    """Store `n` new goods of a kind; returns where they went and what was lost.

    Asks the owner which goods to return when the small warehouse would hold
    more than its capacity (decision `discard:<player>` unless `decision_id`
    is given). Notes every movement in the ledger.
    """
    p = t.p(pid)
    board = t.board
    out = Stored()
    if n <= 0:
        return out
    out.large = min(n, large_room(board, t.state, p, good))
    _add(p.warehouse.goods, good, out.large)
    rest = n - out.large
    if rest and has_small_warehouse(t.state, p):
        out.small = min(rest, price_scale_room(board, p, good))
        _add(p.stored, good, out.small)
        rest -= out.small
    if rest:
        out.lost[good] = rest
    where = _storage_section(t.state)
    if out.large:
        t.ledger.record(pid, "goods", out.large, "arkwright.stores_large", section, name=p.name, count=out.large, good=good)
    if out.small:
        code = "arkwright.stores_price_scale" if t.state.version == "spinning_jenny" else "arkwright.stores_small"
        t.ledger.record(pid, "goods", out.small, code, where, name=p.name, count=out.small, good=good)
    if rest:
        t.ledger.remark(pid, "arkwright.loses_no_room", section, name=p.name, count=rest, good=good)
    _relieve_small_warehouse(t, pid, out, answers, decision_id or f"discard:{pid}")
    return out


def _storage_section(state: ArkwrightState) -> str:
    return SECTION_SJ_STORAGE if state.version == "spinning_jenny" else SECTION_SMALL


def _relieve_small_warehouse(t: Table, pid: str, out: Stored, answers: Answers, decision_id: str) -> None:
    """Bring the small warehouse back to its capacity: move goods to the large one, then discard."""
    p = t.p(pid)
    board = t.board
    capacity = board.small_warehouse.capacity
    where = _storage_section(t.state)
    if sum(p.stored.values()) <= capacity:
        return
    for g in GOODS:
        room = large_room(board, t.state, p, g)
        move = min(room, p.stored.get(g, 0), sum(p.stored.values()) - capacity)
        if move > 0:
            _add(p.stored, g, -move)
            _add(p.warehouse.goods, g, move)
            t.ledger.remark(pid, "arkwright.moves_small_to_large", where, name=p.name, count=move, good=g)
    over = sum(p.stored.values()) - capacity
    if over <= 0:
        return
    options = [(choice, _discard_label(choice)) for choice in discard_choices(p.stored, over)]
    choice = answers.ask(
        decision_id,
        said("arkwright", "{name}: the small warehouse holds {capacity} goods; which {over} go back to the supply?", name=p.name, capacity=capacity, over=over),
        options,
        player=pid,
        section=where,
    )
    for g, k in choice.items():
        _add(p.stored, g, -k)
        _add(out.lost, g, k)
        t.ledger.record(pid, "goods", -k, "arkwright.returns_small_full", where, name=p.name, count=k, good=g)


def discard_choices(stored: dict[str, int], over: int) -> list[dict[str, int]]:
    """Every way to return `over` goods from the small warehouse (as {good: count})."""
    kinds = [g for g in GOODS if stored.get(g, 0)]
    ranges = [range(min(stored[g], over) + 1) for g in kinds]
    out = []
    for combo in product(*ranges):
        if sum(combo) == over:
            out.append({g: k for g, k in zip(kinds, combo) if k})
    return out


def _discard_label(choice: dict[str, int]) -> str:
    return said("arkwright", "return {goods}", goods=both(*goods_said({g: k for g, k in choice.items()})))
