"""The production action (Water Frame 5.II.2.8, Player's Book 1.8 Extra Shifts).

One factory produces in its rows from the first upward, as many as the
marker allows (light grey: two, dark grey: four); wages and machine costs of
those rows are paid, Extra Shifts adds one good and returns, and every good
goes into storage (none sold or shipped; what does not fit is lost). In the
last round the worker on the factory marker returns to the first row.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.inputs import ProductionMain
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.production import goods_of_rows, pay_wages, store_goods
from companion.games.arkwright.production.output import return_extra_shifts

SECTION = "Water Frame 5.II.2.8"


def production_action(turn: Turn, main: ProductionMain) -> None:
    t, p, board = turn.t, turn.p, turn.board
    spec = turn.marker.spec
    assert spec is not None and spec.production_rows
    if main.rows > spec.production_rows:
        raise RuleError(said("arkwright", "this production marker runs rows 1-{production_rows}, not {rows}", production_rows=spec.production_rows, rows=main.rows), section=SECTION)
    if main.extra_shifts and not p.has("extra_shifts"):
        raise RuleError(said("arkwright", "{name} has no Extra Shifts", name=turn.name), section="Player's Book 1.8 Extra Shifts")
    f = turn.factory(main.good, SECTION)
    rows = list(range(main.rows))
    if f.marker_worker:
        f.marker_worker = False
        t.ledger.remark(turn.pid, "arkwright.marker_worker_returns", SECTION, good=f.good)
    made = goods_of_rows(board, f, rows)
    t.ledger.remark(turn.pid, "arkwright.produces", SECTION, name=turn.name, count=made, good=f.good, rows=main.rows)
    pay_wages(t, turn.pid, f.good, rows, section=SECTION)
    if main.extra_shifts:
        made += 1
        return_extra_shifts(t, turn.pid, "arkwright.extra_shifts_production_action")
    # store_goods writes the `goods` ledger lines of what is stored and returned
    store_goods(t, turn.pid, f.good, made, turn.answers, section=SECTION, decision_id=f"discard:{turn.pid}")
    turn.affected.add(f.good)
