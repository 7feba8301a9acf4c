"""What must hold after every entry of a simulated Arkwright game (tests/games/arkwright/simulate.py).

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


def check(before: ArkwrightState | None, out: Outcome, where: str, *, correction: bool = False) -> None:
    """Every invariant of a table after an accepted entry. A `correction` (an `edit` or `workers`
    entry: the table is always right) moves numbers without ledger lines, so only the table itself
    is checked then."""
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
        if after.version == "spinning_jenny" and line.section.startswith("Water Frame"):
            raise SimulationBug(f"a Spinning Jenny game cites {line.section!r}: {line.reason} -- {where}")
    for p in after.players:
        if p.shares + p.loans > after.board.rules.shares_per_company:
            raise SimulationBug(f"{p.id}: {p.shares} shares + {p.loans} loans -- {where}")
        if correction:
            continue  # the table is always right: a correction moves numbers without ledger lines
        old, new = holdings(before, p.id), holdings(after, p.id)
        for kind in KINDS:
            moved = total(out.ledger, p.id, kind)
            if moved != new[kind] - old[kind]:
                lines = [f"{e.amount:+d} {e.reason}" for e in out.ledger if e.player == p.id and e.kind == kind]
                raise SimulationBug(f"{p.id} {kind}: ledger {moved:+d} but the table moved {new[kind] - old[kind]:+d} {lines} -- {where}")
    if before is not None and not correction and components(before) != components(after):
        moved = components(after)
        moved.subtract(components(before))
        raise SimulationBug(f"special markers made or lost: {dict(+moved)} / {dict(-moved)} -- {where}")
    PACK.summary(after)


def _player_view(state: ArkwrightState, pid: str, *, cash: bool = True) -> dict:
    data = state.player(pid).model_dump()
    if not cash:
        data.pop("cash")
    return data


def _out_of_turn_take(was: dict, now: dict, view: dict) -> dict:
    """What of another player's company (`view`: before or after) the active player's turn must leave alone: all
    of it, but the owner of the Supervisory Board who took the tile or ship the active player returned (Player's
    Book 3.2) holds that instead of the board."""
    if "supervisory_board" not in was["tiles"] or "supervisory_board" in now["tiles"]:
        return view
    return {k: v for k, v in view.items() if k not in ("tiles", "ships", "ship_crew")}


def check_phase(before: ArkwrightState | None, out: Outcome, entry: dict, where: str) -> None:
    """What each kind of entry may change, and where it leaves the game (Water Frame 5.0-6.IV)."""
    after, kind = out.state, entry["kind"]
    if before is None or kind in ("note", "edit", "workers", "board", "new_game") or kind.startswith("prep_"):
        return
    if PACK.summary(after).timeline_order < PACK.summary(before).timeline_order:
        raise SimulationBug(f"the timeline went back from {before.decade}.{before.cycle} to {after.decade}.{after.cycle} -- {where}")
    n = len(before.players)
    if kind == "economy":
        # only the importer of the active good and the job market move (5.I)
        others = {g: v for g, v in after.importers.items() if g != before.active_good}
        if after.players != before.players or others != {g: v for g, v in before.importers.items() if g != before.active_good}:
            raise SimulationBug(f"the economy phase touched a player or another importer -- {where}")
        if (after.phase, after.acted, after.cycle, after.decade) != ("actions", 0, before.cycle, before.decade):
            raise SimulationBug(f"after the economy phase: {after.phase} acted {after.acted} -- {where}")
    elif kind == "action":
        pid = before.current_player.id
        for q in before.players:
            was, now = _player_view(before, q.id, cash=False), _player_view(after, q.id, cash=False)
            if q.id != pid and _out_of_turn_take(was, now, was) != _out_of_turn_take(was, now, now):
                raise SimulationBug(f"{pid}'s turn changed {q.id}'s company -- {where}")
        expected = ("production", n) if before.acted + 1 == n else ("actions", before.acted + 1)
        if (after.phase, after.acted) != expected or after.start_player != before.start_player:
            raise SimulationBug(f"after the turn: {after.phase} acted {after.acted}, expected {expected} -- {where}")
        if after.player(pid).placed == [] or len(after.player(pid).placed) < len(before.player(pid).placed):
            raise SimulationBug(f"the marker placed is not on the chart -- {where}")
    elif kind == "production":
        # nobody hires or fires in the production phase; only the active factories change (5.III)
        if after.workers_on_table() != before.workers_on_table():
            raise SimulationBug(f"workers moved in the production phase -- {where}")
        for q in before.players:
            for f in q.factories:
                g = after.player(q.id).factory(f.good)
                if f.good != before.active_good and g != f:
                    raise SimulationBug(f"{q.id}'s {f.good} factory changed in the {before.active_good} production -- {where}")
        charisma = any(e.code == "arkwright.charisma_start_player" for e in out.ledger)
        if before.cycle < 4:
            ok = after.cycle == before.cycle + 1 and after.phase == "economy"
            ok = ok and (charisma or after.start_player == (before.start_player + 1) % n)
        else:
            ok = after.cycle == 4 and after.phase == "end_of_round" and after.start_player == before.start_player
        if not ok:
            raise SimulationBug(f"after the production phase: {after.decade}/{after.cycle} {after.phase}, start {after.start_player} -- {where}")
        _check_sale_bonus(out, where)
        _check_contracts(before, out, where)
    elif kind == "end_of_round":
        if any(p.placed for p in after.players):
            raise SimulationBug(f"action markers left on the chart after the end of round -- {where}")
        ok = after.phase == "end_of_game" and after.decade == before.decade
        ok = ok or (after.phase == "economy" and after.cycle == 1 and after.decade > before.decade)
        if not ok:
            raise SimulationBug(f"after the end of round: {after.decade}/{after.cycle} {after.phase} -- {where}")
        if after.phase == "economy":
            _check_obsolescence(after, out, where)
    elif kind == "end_of_game" and after.phase != "game_over":
        raise SimulationBug(f"the final stock exchange did not end the game -- {where}")


def _check_sale_bonus(out: Outcome, where: str) -> None:
    """A player advances at most four spaces for a production phase's sales (Water Frame 5.III.2)."""
    up: dict[str, int] = {}
    for e in out.ledger:
        if e.kind == "share_space" and e.amount > 0 and e.section.endswith(("5.III.2", "1.8 Charisma")):
            up[e.player] = up.get(e.player, 0) + e.amount
    if any(n > 4 for n in up.values()):
        raise SimulationBug(f"more than four share spaces for one sale: {up} -- {where}")


def _check_contracts(before: ArkwrightState, out: Outcome, where: str) -> None:
    """Only the active good's contract moves: delivered, one space up, or kept on the last space at a cost (5.III.4)."""
    after, good = out.state, before.active_good
    track = after.board.contracts.two_player_spaces if len(after.players) == 2 else after.board.contracts.spaces
    for p in before.players:
        old, new = p.contracts, after.player(p.id).contracts
        if {g: v for g, v in old.items() if g != good} != {g: v for g, v in new.items() if g != good}:
            raise SimulationBug(f"{p.id}: a contract of another good moved in the {good} production -- {where}")
        if good not in old:
            if good in new:
                raise SimulationBug(f"{p.id}: a {good} contract appeared in the production phase -- {where}")
            continue
        delivered = any(e.player == p.id and e.kind == "cash" and e.code == "arkwright.delivers" for e in out.ledger)
        climbed = new.get(good) == next((x for x in track if x > old[good]), None)
        stuck = old[good] == track[-1] and new.get(good) == old[good]
        if not ((good not in new and delivered) or climbed or stuck):
            raise SimulationBug(f"{p.id}: the {good} contract went from {old[good]} to {new.get(good)} -- {where}")


def _check_obsolescence(after: ArkwrightState, out: Outcome, where: str) -> None:
    """A new decade: every factory of a level it makes obsolete has its two extra workers,
    or its owner paid for the ones missing (Water Frame 6.IV)."""
    levels = after.board.decade(after.version, after.decade).obsolete
    need = after.board.rules.obsolete_workers
    for p in after.players:
        paid = any(e.player == p.id and e.kind == "cash" and e.section.endswith("6.IV") for e in out.ledger)
        for f in p.factories:
            if f.level in levels and f.obsolete_workers < need and not paid:
                raise SimulationBug(f"{p.id}'s obsolete {f.good} factory has {f.obsolete_workers} extra workers -- {where}")


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
        # Self-Actor bonus markers: the product of their two spaces is added, not for a player who lost with loans
        # (Player's Book 3.2, Water Frame 8.0; rules_notes/self_actor.md)
        bonus = p.shipping_bonus * p.home_market_bonus if "bonus_markers" in state.self_actor and not p.loans else 0
        if r.score != p.shares * state.board.share(p.share_space).value + bonus:
            raise SimulationBug(f"{p.id}: score {r.score} is not shares x value (+ the bonus markers' product) -- {where}")
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
