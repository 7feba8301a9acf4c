"""The workers action: fire, move warehouse workers, hire (Water Frame 5.II.2.2, Spinning Jenny 5.II.2.2).

Firing comes first, from the rightmost rows (never the first row, never the
extra workers of an obsolete factory, never warehouse or ship workers); a row
left without workers returns its machines to the supply. The player's
warehouse workers may then stand on other rows and columns. Hiring takes
workers from the job market in reading order (the fired space only when the
job market is empty) into factory rows or the large warehouse; no hiring into
a row fired from in this action. Goods the warehouse no longer has room for
are lost. Last round: Water Frame marks a factory whose good was already
active this decade with a worker on its marker; Spinning Jenny forbids hiring
into it.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.inputs import Place, WarehouseLayout, WorkersMain
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.production.storage import has_small_warehouse, price_scale_room
from companion.games.arkwright.table_checks import warehouse_capacity
from companion.games.arkwright.table import Table

SECTION = "Water Frame 5.II.2.2"
SECTION_WAREHOUSE = "Player's Book 1.4"
SECTION_SJ = "Spinning Jenny 5.II.2.2"


def last_round(turn: Turn) -> bool:
    s = turn.state
    return s.decade == turn.board.timetable(s.version)[-1].decade


def already_active(turn: Turn, good: str) -> bool:
    """The good produced in an earlier cycle of this decade."""
    return GOODS.index(good) < turn.state.cycle - 1


def workers_action(turn: Turn, main: WorkersMain) -> None:
    fired_rows = _fire(turn, main)
    if main.warehouse is not None:
        _rearrange(turn, main.warehouse)
    _hire(turn, main.hire, fired_rows)
    fit_warehouse_goods(turn.t, turn.pid, SECTION)


def _fire(turn: Turn, main: WorkersMain) -> set[tuple[str, int]]:
    t, s = turn.t, turn.state
    rows_fired: set[tuple[str, int]] = set()
    for order in main.fire:
        f = turn.factory(order.good, SECTION)
        firable = sum(r.workers for r in f.rows[1:])
        if order.count > firable:
            if f.obsolete_workers:
                why = said("arkwright", "{name} can fire {n:count/worker} from the {good:term} factory: the first row stays "
                           "active and the extra workers of an obsolete factory stay", name=turn.name, n=firable, good=f.good)
            else:
                why = said("arkwright", "{name} can fire {n:count/worker} from the {good:term} factory: the first row stays "
                           "active", name=turn.name, n=firable, good=f.good)
            raise RuleError(why, section=SECTION)
        left = order.count
        for r in range(len(f.rows) - 1, 0, -1):
            row = f.rows[r]
            k = min(left, row.workers)
            if not k:
                continue
            row.workers -= k
            left -= k
            rows_fired.add((f.good, r))
            if row.workers == 0 and row.machines:
                t.ledger.remark(turn.pid, "arkwright.row_emptied", SECTION, row=r + 1, good=f.good, machines=row.machines)
                row.machines = 0
            if not left:
                break
        s.fired += order.count
        turn.affected.add(f.good)
        t.ledger.record(turn.pid, "workers", -order.count, "arkwright.fires_workers", SECTION, name=turn.name, count=order.count, good=f.good)
    return rows_fired


def _rearrange(turn: Turn, layout: WarehouseLayout) -> None:
    p = turn.p
    if turn.state.version != "water_frame":
        raise RuleError(said("arkwright", "Spinning Jenny has no large warehouse"), section=SECTION_WAREHOUSE)
    rows = turn.board.warehouse.row_spaces
    if len(layout.rows) != len(rows):
        raise RuleError(said("arkwright", "the large warehouse has {n} rows", n=len(rows)), section=SECTION_WAREHOUSE)
    if len(layout.columns) != len(set(layout.columns)):
        raise RuleError(said("arkwright", "one worker per warehouse column"), section=SECTION_WAREHOUSE)
    moved = sum(layout.rows) + len(layout.columns)
    if moved != p.warehouse.workers:
        raise RuleError(
            said("arkwright", "{name} has {workers} warehouse {workers:noun/worker} to move, not {moved}; new ones are hired", name=turn.name, workers=p.warehouse.workers, moved=moved),
            section=SECTION,
        )
    p.warehouse.rows = list(layout.rows)
    p.warehouse.columns = list(layout.columns)
    turn.t.ledger.remark(turn.pid, "arkwright.moves_warehouse_workers", SECTION, name=turn.name, rows=joined(i + 1 for i, r in enumerate(layout.rows) if r),
                         columns=joined(layout.columns))


def _hire(turn: Turn, places: list[Place], fired_rows: set[tuple[str, int]]) -> None:
    t, s = turn.t, turn.state
    total = sum(pl.count for pl in places)
    if not total:
        return
    can = jobmarket.available(s)
    if total > can:
        raise RuleError(
            said("arkwright", "{total} {total:noun/worker} asked but only {can} can be hired (job market {job_market}, fired space {fired} once the job market is empty)", total=total, can=can, job_market=s.job_market, fired=s.fired),
            section="Player's Book 1.1 Job Market",
        )
    for pl in places:
        if pl.warehouse is not None:
            place_in_warehouse(turn, pl, SECTION)
        else:
            _into_row(turn, pl, fired_rows)
        jobmarket.take(s, pl.count)
        t.ledger.record(turn.pid, "workers", pl.count, "arkwright.hires_into", SECTION, name=turn.name, count=pl.count, **pl.message())


def _into_row(turn: Turn, pl: Place, fired_rows: set[tuple[str, int]]) -> None:
    assert pl.good is not None and pl.row is not None
    f = turn.factory(pl.good, SECTION)
    r = pl.row - 1
    if (f.good, r) in fired_rows:
        raise RuleError(said("arkwright", "row {row} of the {good:term} factory was fired from in this action; no hiring into it", row=pl.row, good=f.good), section=SECTION)
    if last_round(turn) and already_active(turn, f.good):
        if turn.state.version == "spinning_jenny":
            raise RuleError(said("arkwright", "last round: no hiring into the {good:term} factory, whose good was already active", good=f.good), section=SECTION_SJ)
        if not f.marker_worker:
            f.marker_worker = True
            turn.t.ledger.remark(turn.pid, "arkwright.last_round_marker_worker", SECTION, good=f.good)
    add_to_row(turn, f.good, r, pl.count, SECTION)


def add_to_row(turn: Turn, good: str, r: int, count: int, section: str) -> None:
    """Put `count` workers on free spaces of row `r` (0-based) of a factory."""
    f = turn.factory(good, section)
    size = turn.board.tile(f.good, f.level).row_size(r)
    room = size - f.rows[r].filled
    if count > room:
        raise RuleError(said("arkwright", "row {value} of the {good:term} factory has {room} free {room:noun/space}, not {count}", value=r + 1, good=good, room=room, count=count), section=section)
    f.rows[r].workers += count
    turn.affected.add(good)  # a factory the action had an effect on (the Manager's price adjustment, Player's Book 3.2)


def place_in_warehouse(turn: Turn, pl: Place, section: str) -> None:
    """One worker beside a large-warehouse row or above a column (Player's Book 1.4)."""
    p = turn.p
    if turn.state.version != "water_frame":
        raise RuleError(said("arkwright", "Spinning Jenny has no large warehouse"), section=SECTION_WAREHOUSE)
    if pl.warehouse == "row":
        assert pl.row is not None
        i = pl.row - 1
        if i >= len(p.warehouse.rows):
            raise RuleError(said("arkwright", "the large warehouse has {n} rows", n=len(p.warehouse.rows)), section=SECTION_WAREHOUSE)
        if p.warehouse.rows[i]:
            raise RuleError(said("arkwright", "warehouse row {row} already has its worker", row=pl.row), section=SECTION_WAREHOUSE)
        p.warehouse.rows[i] = True
    else:
        assert pl.good is not None
        if pl.good in p.warehouse.columns:
            raise RuleError(said("arkwright", "the {good:term} column of the warehouse already has its worker", good=pl.good), section=SECTION_WAREHOUSE)
        p.warehouse.columns.append(pl.good)


def fit_warehouse_goods(t: Table, pid: str, section: str) -> None:
    """Goods without room after warehouse workers moved or left: to the small warehouse if it has room, else lost.

    Player's Book 1.4 and 1.8 Small Warehouse; shared by the workers action and
    anything else that takes warehouse workers away (end of round firing).
    """
    p = t.p(pid)
    for good in GOODS:
        extra = p.warehouse.goods.get(good, 0) - warehouse_capacity(t.board, p, good)
        if extra <= 0:
            continue
        p.warehouse.goods[good] -= extra
        if not p.warehouse.goods[good]:
            del p.warehouse.goods[good]
        moved = 0
        if has_small_warehouse(t.state, p):
            room = t.board.small_warehouse.capacity - sum(p.stored.values())
            moved = max(0, min(extra, room, price_scale_room(t.board, p, good)))
        if moved:
            p.stored[good] = p.stored.get(good, 0) + moved
            t.ledger.remark(pid, "arkwright.large_to_small_warehouse", section, name=p.name, count=moved, good=good)
        if extra - moved:
            t.ledger.record(pid, "goods", -(extra - moved), "arkwright.loses_warehouse_room", section, name=p.name, count=extra - moved, good=good)
