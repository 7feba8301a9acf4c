"""Development tiles leaving a player, and the Inventor's fees (Player's Book 1.8).

A returned tile goes back to the common supply beside the special markers mat
and its effect ends at once: the Foreman and the Workshop leave their factory,
the Inventor's count starts again, goods in the Small Warehouse move to the
large warehouse where workers open room for them and are lost otherwise
(Water Frame 5.II.3.2.1 example).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.state import warehouse_capacity
from companion.games.arkwright.table import Table

SECTION_TILES = "Player's Book 1.8"
SECTION_INVENTOR = "Player's Book 1.8 Inventor"


def tile_name(t: Table, tile: str) -> str:
    try:
        return t.board.tile_spec(tile).name
    except KeyError:
        return tile


def return_tile(t: Table, pid: str, tile: str, why: str, section: str = SECTION_TILES) -> None:
    """Give a tile back to the supply; its effects end at once."""
    p = t.p(pid)
    if tile not in p.tiles:
        raise RuleError(f"{p.name} has no {tile_name(t, tile)} tile to return", section=section)
    p.tiles.remove(tile)
    t.state.mat.tiles.append(tile)
    t.ledger.note(pid, f"{p.name} returns the {tile_name(t, tile)} tile ({why})", section)
    if tile == "inventor":
        p.inventor_uses = 0
    elif tile == "foreman":
        p.foreman = None
    elif tile == "workshop":
        p.workshop = None
    elif tile == "small_warehouse":
        _empty_small_warehouse(t, pid, section)


def _empty_small_warehouse(t: Table, pid: str, section: str) -> None:
    p = t.p(pid)
    for good in GOODS:
        n = p.stored.pop(good, 0)
        if not n:
            continue
        room = max(0, warehouse_capacity(t.board, p, good) - p.warehouse.goods.get(good, 0))
        moved = min(n, room)
        if moved:
            p.warehouse.goods[good] = p.warehouse.goods.get(good, 0) + moved
            t.ledger.note(pid, f"{moved} {good} move from the small to the large warehouse", section)
        if n - moved:
            t.ledger.add(pid, "goods", -(n - moved), f"{n - moved} {good} lost: no room in the large warehouse", section)


def pay_first_inventor_fee(t: Table, pid: str, section: str = SECTION_INVENTOR) -> None:
    """Taking the Inventor pays for its first use at once."""
    fee = t.board.rules.inventor_fees[0]
    t.pay(pid, fee, f"{t.name(pid)} pays £{fee} for the Inventor's first use", section, forced=False)


def use_inventor(t: Table, pid: str, answers: Answers, what: str) -> None:
    """Count one use; then keep the tile by paying the next fee, or return it (after the fourth: return).
    Keeping is offered only when the fee can be raised (Water Frame 7.0)."""
    p = t.p(pid)
    if not p.has("inventor"):
        raise RuleError(f"{p.name} needs the Inventor to {what}", section=SECTION_INVENTOR)
    fees = t.board.rules.inventor_fees
    p.inventor_uses += 1
    n = p.inventor_uses
    t.ledger.note(pid, f"{p.name} uses the Inventor to {what} (use {n} of {len(fees)})", SECTION_INVENTOR)
    if n >= len(fees):
        return_tile(t, pid, "inventor", f"used {len(fees)} times", SECTION_INVENTOR)
        return
    keep = [("keep", f"keep it: pay £{fees[n]} now")] if t.funds(pid) >= fees[n] else []
    choice = answers.ask(
        f"inventor:{n}",
        f"{p.name}: keep the Inventor for another use (£{fees[n]}) or return it?",
        keep + [("return", "return it to the supply")],
        player=pid,
        section=SECTION_INVENTOR,
    )
    if choice == "keep":
        t.pay(pid, fees[n], f"{p.name} pays £{fees[n]} to keep the Inventor", SECTION_INVENTOR, forced=False)
    else:
        return_tile(t, pid, "inventor", "after its use", SECTION_INVENTOR)
