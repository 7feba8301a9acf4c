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

from dataclasses import dataclass
from typing import Iterable

from companion.core.decisions import Answers
from companion.core.wording import said
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


def open_rows(factory: Factory, closed: int | None = None) -> list[int]:
    """Every row of the factory but the one the School closed (these rows produce and are paid)."""
    return [r for r in range(len(factory.rows)) if r != closed]


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


@dataclass
class Producer:
    """One player's factory of the active good through the production phase."""

    pid: str
    factory: Factory
    #: turn order position (0 = start player)
    seat: int
    appeal: int
    quality: int
    #: goods made this phase (School and Extra Shifts included)
    produced: int
    #: the row the School closed, if any
    closed_row: int | None = None
    #: new goods not yet sold or shipped
    left: int = 0
    #: goods sold in England from the job market's demand (from the warehouse included)
    domestic: int = 0
    from_stock: int = 0
    #: goods sold to the patron and with the Crown Jubilee
    extra: int = 0
    luxury: int = 0
    #: the domestic sale: the answers read
    shifts_offered: bool = False
    stock_limit: int | None = None

    @property
    def sold(self) -> int:
        """Goods that count for the share value (Water Frame 5.III.2): not the luxury sales."""
        return self.domestic + self.extra


def make_producers(t: Table, good: str, answers: Answers) -> list[Producer]:
    """Every player with a factory of the active good, in turn order, with what it produces.

    Asks School owners whether to close their last row (Player's Book 1.8).
    Players without such a factory neither produce nor sell (Water Frame 5.III.1).
    """
    out = []
    for seat, p in enumerate(t.state.turn_order()):
        f = p.factory(good)
        if f is None:
            continue
        made = goods_of_rows(t.board, f)
        closed = None
        if p.has("school"):
            closed = _ask_school(t, p, f, made, answers)
            if closed is not None:
                made = goods_of_rows(t.board, f, open_rows(f, closed))
        pr = Producer(pid=p.id, factory=f, seat=seat, appeal=t.appeal(f), quality=t.quality(f), produced=made, closed_row=closed, left=made)
        t.ledger.remark(p.id, "arkwright.factory_makes", SECTION_OUTPUT, name=p.name, good=good, count=made)
        out.append(pr)
    return out


def _ask_school(t: Table, p: Player, f: Factory, made: int, answers: Answers) -> int | None:
    row = school_row(t.board, f, t.state.house_rules)
    if row is None:
        return None
    fewer = goods_of_rows(t.board, f, open_rows(f, row))
    pieces = f.rows[row]
    label = said("arkwright", "close row {row}: make {fewer:goods/{good}} instead of {made}, no pay for its {workers:count/worker} and {machines:count/machine}",
                 row=row + 1, fewer=fewer, good=f.good, made=made, workers=pieces.workers, machines=pieces.machines)
    close = answers.ask(
        f"school:{p.id}",
        said("arkwright", "{name}: use the School to close row {value} of the {good:term} factory for this production?", name=p.name, value=row + 1, good=f.good),
        [(False, said("arkwright", "keep all rows: make {made:goods/{good}}", made=made, good=f.good)), (True, label)],
        player=p.id,
        section=SECTION_SCHOOL,
    )
    if not close:
        return None
    t.ledger.remark(p.id, "arkwright.school_closes_row", SECTION_SCHOOL, name=p.name, row=row + 1, good=f.good)
    return row


def return_extra_shifts(t: Table, pid: str, why: str, section: str = SECTION_EXTRA_SHIFTS, /, **params: int | str) -> None:
    """The owner returns Extra Shifts to the common supply after using it (starred tile; `why`: a message code, with its `params`)."""
    p = t.p(pid)
    p.tiles.remove("extra_shifts")
    t.state.mat.tiles.append("extra_shifts")
    t.ledger.remark(pid, "arkwright.returns_extra_shifts", section, name=p.name, why=why, **params)
