"""Correcting where workers stand: the 80 workers always stay accounted for.

The table is always right, but a worker the players find on a factory row
came from somewhere. A `workers` entry sets the counts the table shows (rows,
obsolete-factory workers, warehouse rows and columns, ships and their crews)
and moves the difference to or from one pool the players name: the job
market (the usual case), the fired space or the box (Water Frame 2.0: the
number of workers is limited to the 80 tokens).
"""

from __future__ import annotations

from typing import Literal

from pydantic import ValidationError

from companion.core.shared_kinds import Change
from companion.core.edit import correction_lines, set_in
from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.models import Model, validation_message
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright.messages import POOLS, VALUES
from companion.games.arkwright.state import ArkwrightState, Player


class WorkersCorrection(Model):
    kind: Literal["workers"] = "workers"
    changes: list[Change]
    #: where the difference comes from (more workers employed) or goes to (fewer)
    pool: Literal["job_market", "fired", "box"] = "job_market"
    note: str = ""


def _ship_crew_follows_ships(state: ArkwrightState, data: dict, changes: list[Change]) -> None:
    """A corrected list of ships brings its crew (Water Frame 5.II.3.2.3) unless the crew is set too."""
    paths = {c.path for c in changes}
    for i, pdata in enumerate(data["players"]):
        if f"players.{i}.ships" in paths and f"players.{i}.ship_crew" not in paths:
            try:
                pdata["ship_crew"] = sum(state.board.ship(cap).crew for cap in pdata["ships"])
            except (KeyError, TypeError):
                raise InputError(said("arkwright", "players.{i}.ships: no ship of that capacity in the game", i=i)) from None


def apply_workers_correction(state: ArkwrightState, entry: WorkersCorrection) -> Outcome:
    data = state.model_dump(mode="json")
    for change in entry.changes:
        set_in(data, change.path, change.value)
    _ship_crew_follows_ships(state, data, entry.changes)
    try:
        employed = sum(Player.model_validate(p).workers for p in data["players"])
    except ValidationError as exc:
        raise InputError(said("arkwright", "workers correction refused: {validation_message}", validation_message=validation_message(exc))) from None
    before = sum(p.workers for p in state.players)
    delta = employed - before
    data[entry.pool] = getattr(state, entry.pool) - delta
    if data[entry.pool] < 0:
        raise InputError(
            said("arkwright", "workers correction refused: {delta} more {delta:noun/worker} employed but {pool} holds only {held}; take them from another place", delta=delta, pool=POOLS[entry.pool], held=getattr(state, entry.pool))
        )
    try:
        new = ArkwrightState.model_validate(data)
    except ValidationError as exc:
        raise InputError(said("arkwright", "workers correction refused: {validation_message}", validation_message=validation_message(exc))) from None
    ledger = Ledger()
    correction_lines(ledger, state, [(c.path, c.value) for c in entry.changes],
                     [p.name for p in state.players], VALUES, entry.note)
    if delta:
        ledger.remark(None, "arkwright.workers_from" if delta > 0 else "arkwright.workers_to", "", count=abs(delta), pool=entry.pool)
    else:
        ledger.remark(None, "arkwright.no_worker_moved", "")
    return Outcome(state=new, ledger=list(ledger))
