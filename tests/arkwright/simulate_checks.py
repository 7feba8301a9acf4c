"""What must hold after every entry of a simulated Arkwright game (tests/arkwright/simulate.py).

`check` is run on every accepted entry: the state survives a JSON round trip
(what the store keeps) unchanged and so still validates, the 80 workers are
all on the table, no company holds more than 30 shares and loans, every
ledger line names a player of the game, the ledger adds up to the change of
each player's cash, share space, shares, loans, workers and stored goods, and
no development tile, advanced marker or ship appears or vanishes, and the
pack's summary can be made. `check_results` checks the end: a standing for
every player, players with loans eliminated, the winner(s) first.
`replay` runs a log through a fresh chain of `apply` (determinism).
"""

from __future__ import annotations

import json
from collections import Counter

from companion.core.ledger import total
from companion.core.pack import Outcome
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.state import ArkwrightState

KINDS = ("cash", "share_space", "shares", "loans", "workers", "goods")


class SimulationBug(AssertionError):
    """The engine broke a rule that must always hold; the message says the seed and the entry."""


def holdings(state: ArkwrightState | None, pid: str) -> dict[str, int]:
    """What the ledger accounts for, per player (a player before the game: 15 shares on space 10)."""
    if state is None:
        return {"cash": 0, "share_space": 10, "shares": 15, "loans": 0, "workers": 0, "goods": 0}
    p = state.player(pid)
    goods = sum(p.stored.values()) + sum(p.warehouse.goods.values())
    return {"cash": p.cash, "share_space": p.share_space, "shares": p.shares, "loans": p.loans, "workers": p.workers, "goods": goods}


def components(state: ArkwrightState) -> Counter:
    """Development tiles, advanced action markers and ships, wherever they are: the mat, the timetable
    or the players. Taking or returning one moves it; nothing makes or destroys one (PB 1.2, 1.8)."""
    out: Counter = Counter(("tile", t) for t in state.mat.tiles)
    out.update(("marker", m) for row in state.mat.markers.values() for m in row)
    out.update(("marker", m) for m in state.mat.pick)
    out.update({("ship", c): n for c, n in state.mat.ships.items()})
    for p in state.players:
        out.update(("tile", t) for t in p.tiles)
        out.update(("marker", m) for m in p.advanced)
        out.update(("ship", c) for c in p.ships)
    return +out


def check(before: ArkwrightState | None, out: Outcome, where: str) -> None:
    """Every invariant of a table after an accepted entry."""
    after = out.state
    if not isinstance(after, ArkwrightState):
        raise SimulationBug(f"the outcome holds no Arkwright state -- {where}")
    if ArkwrightState.model_validate_json(after.model_dump_json()) != after:
        raise SimulationBug(f"the state does not survive a JSON round trip unchanged -- {where}")
    workers = sum(after.workers_on_table().values())
    if workers != after.board.rules.workers:
        raise SimulationBug(f"{workers} workers on the table: {after.workers_on_table()} -- {where}")
    ids = {p.id for p in after.players}
    for line in out.ledger:
        if line.player is not None and line.player not in ids:
            raise SimulationBug(f"ledger line for unknown player {line.player!r} -- {where}")
    for p in after.players:
        if p.shares + p.loans > after.board.rules.shares_per_company:
            raise SimulationBug(f"{p.id}: {p.shares} shares + {p.loans} loans -- {where}")
        old, new = holdings(before, p.id), holdings(after, p.id)
        for kind in KINDS:
            moved = total(out.ledger, p.id, kind)
            if moved != new[kind] - old[kind]:
                lines = [f"{e.amount:+d} {e.reason}" for e in out.ledger if e.player == p.id and e.kind == kind]
                raise SimulationBug(f"{p.id} {kind}: ledger {moved:+d} but the table moved {new[kind] - old[kind]:+d} {lines} -- {where}")
    if before is not None and components(before) != components(after):
        moved = components(after)
        moved.subtract(components(before))
        raise SimulationBug(f"special markers made or lost: {dict(+moved)} / {dict(-moved)} -- {where}")
    PACK.summary(after)


def check_results(state: ArkwrightState, where: str) -> None:
    """The game is over with a standing for everyone: ranks, the winner(s), players with loans eliminated."""
    summary = PACK.summary(state)
    results = summary.results
    if not summary.finished or sorted(r.player for r in results) != sorted(p.id for p in state.players):
        raise SimulationBug(f"game over without a result for every player -- {where}")
    for r in results:
        p = state.player(r.player)
        if r.eliminated != bool(p.loans):
            raise SimulationBug(f"{p.id}: eliminated={r.eliminated} with {p.loans} loans -- {where}")
        if r.score != p.shares * state.board.share(p.share_space).value:
            raise SimulationBug(f"{p.id}: score {r.score} is not shares x value -- {where}")
    ranks = [r.rank for r in results]
    if ranks != sorted(ranks) or ranks[0] != 1:
        raise SimulationBug(f"ranks out of order {ranks} -- {where}")
    standing = [r for r in results if not r.eliminated]
    if standing and not any(r.winner for r in results):
        raise SimulationBug(f"nobody wins though {len(standing)} players have no loans -- {where}")
    if any(r.winner and (r.eliminated or r.rank != 1) for r in results):
        raise SimulationBug(f"a winner is eliminated or not first -- {where}")


def replay(log: list[dict]) -> ArkwrightState:
    """The same log, as the store keeps it (JSON), through a fresh chain of `apply`."""
    state = None
    for entry in json.loads(json.dumps(log)):
        out = apply(state, PACK.input_adapter.validate_python(entry))
        if out.pending is not None:
            raise SimulationBug(f"the replay asks {out.pending.id!r} at {entry}")
        state = out.state
    return state
