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
from companion.core.messages import render
from companion.core.wording import said
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.table_checks import warehouse_capacity
from companion.games.arkwright.table import Table

SECTION_TILES = "Player's Book 1.8"
SECTION_INVENTOR = "Player's Book 1.8 Inventor"


def tile_name(t: Table, tile: str) -> str:
    try:
        return t.board.tile_spec(tile).name
    except KeyError:
        return tile


def return_tile(t: Table, pid: str, tile: str, why: str, section: str = SECTION_TILES, /, **params: int | str) -> None:
    """Give a tile back to the supply; its effects end at once (`why`: a message code, with its `params`)."""
    p = t.p(pid)
    if tile not in p.tiles:
        raise RuleError(said("arkwright", "{name} has no {tile_name} tile to return", name=p.name, tile_name=tile_name(t, tile)), section=section)
    p.tiles.remove(tile)
    t.state.mat.tiles.append(tile)
    t.ledger.remark(pid, "arkwright.returns_tile", section, name=p.name, tile=tile_name(t, tile), why=why, **params)
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
            t.ledger.remark(pid, "arkwright.small_to_large_warehouse", section, count=moved, good=good)
        if n - moved:
            t.ledger.record(pid, "goods", -(n - moved), "arkwright.lost_no_room_large", section, count=n - moved, good=good)


def pay_first_inventor_fee(t: Table, pid: str, section: str = SECTION_INVENTOR) -> None:
    """Taking the Inventor pays for its first use at once."""
    fee = t.board.rules.inventor_fees[0]
    t.pay(pid, fee, "arkwright.inventor_first_fee", section, forced=False, name=t.name(pid), fee=fee)


def use_inventor(t: Table, pid: str, answers: Answers, what: str, **params: int | str) -> None:
    """Count one use (`what`: the message code of the use, with its `params`); then keep the tile by paying the next fee, or return it (after the fourth: return).
    Keeping is offered only when the fee can be raised (Water Frame 7.0)."""
    p = t.p(pid)
    if not p.has("inventor"):
        raise RuleError(said("arkwright", "{name} needs the Inventor to {render}", name=p.name, render=render(what, params)), section=SECTION_INVENTOR)
    fees = t.board.rules.inventor_fees
    p.inventor_uses += 1
    n = p.inventor_uses
    t.ledger.remark(pid, "arkwright.uses_inventor", SECTION_INVENTOR, name=p.name, what=what, use=n, uses=len(fees), **params)
    if n >= len(fees):
        return_tile(t, pid, "inventor", "arkwright.tile_used_up", SECTION_INVENTOR, uses=len(fees))
        return
    keep = [("keep", said("arkwright", "keep it: pay £{fee} now", fee=fees[n]))] if t.funds(pid) >= fees[n] else []
    choice = answers.ask(
        f"inventor:{n}",
        said("arkwright", "{name}: keep the Inventor for another use (£{fees}) or return it?", name=p.name, fees=fees[n]),
        keep + [("return", said("arkwright", "return it to the supply"))],
        player=pid,
        section=SECTION_INVENTOR,
    )
    if choice == "keep":
        t.pay(pid, fees[n], "arkwright.keeps_inventor", SECTION_INVENTOR, forced=False, name=p.name, fee=fees[n])
    else:
        return_tile(t, pid, "inventor", "arkwright.tile_after_use", SECTION_INVENTOR)
