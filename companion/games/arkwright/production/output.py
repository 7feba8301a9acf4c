"""What a factory produces: its filled rows, the School's closed row, Extra Shifts.

Water Frame 5.III.1: a production row makes goods only when every space of it
holds a worker (or, on a worker-or-machine space, a machine); it then makes the
number printed beside the row for the factory's level. Player's Book 1.8
School: the owner may close the last row for one production phase (no goods,
no wages). Player's Book 1.8 Extra Shifts: return the tile to make one more good.

`goods_of_rows` and `producing_rows` are shared with the production action
(Water Frame 5.II.2.8); keep their signatures stable.
"""

from __future__ import annotations

from typing import Iterable

from companion.games.arkwright.board import Board
from companion.games.arkwright.state import Factory, Player
from companion.games.arkwright.table import Table

SECTION_OUTPUT = "Water Frame 5.III.1"
SECTION_SCHOOL = "Player's Book 1.8 School"
SECTION_EXTRA_SHIFTS = "Player's Book 1.8 Extra Shifts"

#: house rule: the School may only close the highest row that produces (Player's Book
#: wording) instead of the last occupied row (Water Frame 5.III.1 wording)
HOUSE_SCHOOL_OPERATING_ROW = "school_closes_operating_row_only"


def row_produces(board: Board, factory: Factory, row: int) -> bool:
    """A row produces when workers and machines fill all its spaces (Water Frame 5.III.1)."""
    return factory.rows[row].filled >= board.tile(factory.good, factory.level).row_size(row)


def producing_rows(board: Board, factory: Factory, rows: Iterable[int] | None = None) -> list[int]:
    """The rows among `rows` (default: all four) that are filled and so produce."""
    candidates = range(len(factory.rows)) if rows is None else rows
    return [r for r in candidates if row_produces(board, factory, r)]


def goods_of_rows(board: Board, factory: Factory, rows: Iterable[int] | None = None) -> int:
    """Goods made by the filled rows among `rows` (default: all four).

    A row that is not completely filled makes nothing; the goods per row come
    from the factory tile of the factory's level (Player's Book 1.3).
    """
    tile = board.tile(factory.good, factory.level)
    return sum(tile.goods[r] for r in producing_rows(board, factory, rows))


def last_occupied_row(factory: Factory) -> int | None:
    for r in range(len(factory.rows) - 1, -1, -1):
        if factory.rows[r].filled:
            return r
    return None


def school_row(board: Board, factory: Factory, house_rules: dict[str, bool]) -> int | None:
    """The row the School may close this production phase, or None.

    Water Frame 5.III.1 lets the owner close "his last occupied production
    row"; with the house rule `school_closes_operating_row_only` only the
    highest row that actually produces may be closed (Player's Book wording).
    """
    if house_rules.get(HOUSE_SCHOOL_OPERATING_ROW):
        rows = producing_rows(board, factory)
        return rows[-1] if rows else None
    return last_occupied_row(factory)


def active_factory(player: Player, good: str) -> Factory | None:
    return player.factory(good)


def return_extra_shifts(t: Table, pid: str, why: str, section: str = SECTION_EXTRA_SHIFTS) -> None:
    """The owner returns Extra Shifts to the common supply after using it (starred tile)."""
    p = t.p(pid)
    p.tiles.remove("extra_shifts")
    t.state.mat.tiles.append("extra_shifts")
    t.ledger.note(pid, f"{p.name} returns Extra Shifts to make one more good ({why})", section)
