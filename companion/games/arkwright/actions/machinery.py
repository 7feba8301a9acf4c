"""The machinery action (Water Frame 5.II.2.3, Player's Book 1.8 Workshop, School, Engineering Works).

The paid administrative cost (plus £3 with the Workshop; the reuse fee never
counts) buys machines by the marker's cost steps. Each machine replaces a
worker on a worker-or-machine space of a row. Replaced workers go to the
fired space, or with the School onto free spaces of other rows or the large
warehouse once all machines stand (so a moved worker is never replaced in the
same action). Each owner of the Engineering Works other than the buyer gets
£1 per machine.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.inputs import MachineryMain
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.actions.workers import add_to_row, place_in_warehouse

SECTION = "Water Frame 5.II.2.3"
SECTION_WORKSHOP = "Player's Book 1.8 Workshop"
SECTION_SCHOOL = "Player's Book 1.8 School"
SECTION_WORKS = "Player's Book 1.8 Engineering Works"


def usable(turn: Turn) -> int:
    """The paid cost, plus the Workshop's £3 (Player's Book 1.1 table)."""
    bonus = turn.board.rules.workshop_bonus if turn.p.has("workshop") else 0
    return turn.cost.paid + bonus


def machines_bought(turn: Turn) -> int:
    assert turn.marker.spec is not None
    return turn.marker.spec.units_for(usable(turn))


def machinery_action(turn: Turn, main: MachineryMain) -> None:
    t, s = turn.t, turn.state
    spec = turn.marker.spec
    assert spec is not None and spec.steps
    wanted = sum(m.count for m in main.machines)
    can = machines_bought(turn)
    if wanted > can:
        steps = "/".join(f"£{x}" for x in spec.steps)
        extra = f" incl. £{turn.board.rules.workshop_bonus} Workshop" if turn.p.has("workshop") else ""
        forfeit = f"; below £{spec.steps[0]} the action is forfeit" if not can else ""
        raise RuleError(said("arkwright", "£{usable}{extra} buys {can} {can:noun/machine} with this marker ({steps}), not {wanted}{forfeit}", usable=usable(turn), extra=extra, can=can, steps=steps, wanted=wanted, forfeit=forfeit), section=SECTION)
    if turn.p.has("workshop") and wanted:
        t.ledger.remark(turn.pid, "arkwright.workshop_bonus", SECTION_WORKSHOP, bonus=turn.board.rules.workshop_bonus, usable=usable(turn))
    touched: set[tuple[str, int]] = set()
    for m in main.machines:
        f = turn.factory(m.good, SECTION)
        r = m.row - 1
        row = f.rows[r]
        slots = turn.board.tile(f.good, f.level).machine_slots(r)
        free = slots - row.machines
        if m.count > free:
            raise RuleError(said("arkwright", "row {row} of the {good:term} factory has {free} free worker-or-machine {free:noun/space}, not {count}", row=m.row, good=f.good, free=free, count=m.count), section=SECTION)
        if m.count > row.workers:
            raise RuleError(
                said("arkwright", "a machine replaces a worker: row {row} of the {good:term} factory has {workers} {workers:noun/worker}, not {count}", row=m.row, good=f.good, workers=row.workers, count=m.count),
                section=SECTION,
            )
        row.workers -= m.count
        row.machines += m.count
        touched.add((f.good, r))
        t.ledger.remark(turn.pid, "arkwright.puts_machines", SECTION, name=turn.name, count=m.count, row=m.row, good=f.good)
        turn.affected.add(f.good)  # the Manager's price adjustment (Player's Book 3.2)
    moved = _school(turn, main, wanted, touched)
    fired = wanted - moved
    if fired:
        s.fired += fired
    if fired:
        t.ledger.record(turn.pid, "workers", -fired, "arkwright.replaced_fired", SECTION, count=fired)
    _engineering_works(turn, wanted)


def _school(turn: Turn, main: MachineryMain, replaced: int, touched: set[tuple[str, int]]) -> int:
    if not main.school:
        return 0
    if not turn.p.has("school"):
        raise RuleError(said("arkwright", "{name} needs the School to keep replaced workers", name=turn.name), section=SECTION)
    total = sum(pl.count for pl in main.school)
    if total > replaced:
        raise RuleError(said("arkwright", "only the {replaced} {replaced:noun/worker} replaced by machines can be moved with the School, not {total}", replaced=replaced, total=total), section=SECTION_SCHOOL)
    for pl in main.school:
        if pl.warehouse is not None:
            place_in_warehouse(turn, pl, SECTION_SCHOOL)
        else:
            assert pl.good is not None and pl.row is not None
            if (pl.good, pl.row - 1) in touched:
                raise RuleError(
                    said("arkwright", "the School moves replaced workers to another row; row {row} of the {good:term} factory just got the machines", row=pl.row, good=pl.good),
                    section=SECTION_SCHOOL,
                )
            add_to_row(turn, pl.good, pl.row - 1, pl.count, SECTION_SCHOOL)
        turn.t.ledger.remark(turn.pid, "arkwright.school_moves", SECTION_SCHOOL, count=pl.count, **pl.message())
    return total


def _engineering_works(turn: Turn, machines: int) -> None:
    if not machines:
        return
    per = turn.board.rules.engineering_works_per_machine
    for q in turn.state.players:
        if q.id != turn.pid and q.has("engineering_works"):
            turn.t.receive(q.id, per * machines, "arkwright.engineering_works", SECTION_WORKS, name=q.name, per=per, buyer=turn.name, machines=machines)
