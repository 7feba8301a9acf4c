"""Hostile entries in the middle of real games: what a typo, a stale form or a hand-edited file sends.

`mutate` takes an entry the simulated player is about to send and breaks one
thing in it: a value somewhere in it replaced by a wrong one (a negative
count, an unknown good, a wrong type, another player, a missing field), or the
entry sent in the wrong phase. The engine must answer with a RuleError or an
InputError (or a question), never with another exception; when it accepts the
entry anyway, the table must still satisfy every check (simulate_checks.py).
"""

from __future__ import annotations

import copy
import random
from typing import Any

NASTY: list[Any] = [-1, 0, 1, 2, 3, 7, 99, -99, None, "", "food", "lamps", "nope", "marion", "ship:5", [], {}, True, 2.5, [1, 2], {"food": -1}]
OTHER_KINDS = ["economy", "production", "end_of_round", "end_of_game", "prep_pay", "action", "new_game"]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value: dict keys and list positions, nested."""
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def mutate(rng: random.Random, entry: dict, players: list[str]) -> dict:
    """One broken copy of `entry`."""
    bad = copy.deepcopy(entry)
    roll = rng.random()
    if roll < 0.1:
        bad["kind"] = rng.choice(OTHER_KINDS)
        return bad
    if roll < 0.2 and "player" in bad:
        bad["player"] = rng.choice(players + ["nobody", ""])
        return bad
    if roll < 0.3:
        answers = bad.setdefault("answers", {})
        key = rng.choice(list(answers) or ["inventor:1", "discard:marion", "fire:marion", "event:1770", "economy_marker:1770:1"])
        answers[key] = rng.choice(NASTY)
        return bad
    paths = [p for p in _paths(bad) if p != ("kind",)]
    if not paths:
        return bad
    path = rng.choice(paths)
    holder = bad
    for step in path[:-1]:
        holder = holder[step]
    if rng.random() < 0.2 and isinstance(holder, dict):
        del holder[path[-1]]
    else:
        holder[path[-1]] = rng.choice(NASTY)
    return bad


def correction(rng: random.Random, state) -> dict:
    """A table correction the app lets players make: a number of the table nudged (`edit`), or the
    workers of a factory row, obsolete factory or the warehouse recounted (`workers`, the difference
    to or from a pool). The rules accept it if the table is still possible; the game goes on from it."""
    i = rng.randrange(len(state.players))
    p = state.players[i]
    if p.factories and rng.random() < 0.3:
        j = rng.randrange(len(p.factories))
        f = p.factories[j]
        r = rng.randrange(4)
        path, now = rng.choice([(f"players.{i}.factories.{j}.rows.{r}.workers", f.rows[r].workers), (f"players.{i}.factories.{j}.obsolete_workers", f.obsolete_workers)])
        change = {"path": path, "value": max(0, now + rng.choice([-1, 1, 2]))}
        return {"kind": "workers", "changes": [change], "pool": rng.choice(["job_market", "fired", "box"]), "note": "recounted"}
    paths = [f"players.{i}.cash", f"players.{i}.share_space", f"players.{i}.shares", f"players.{i}.loans"]
    paths += [f"importers.{g}" for g in state.importers]
    for j, _ in enumerate(p.factories):
        paths += [f"players.{i}.factories.{j}.{field}" for field in ("price", "quality", "distribution", "level")]
    paths += [f"players.{i}.stored.{g}" for g in p.stored] + [f"players.{i}.contracts.{g}" for g in p.contracts]
    path = rng.choice(paths)
    node: Any = state.model_dump(mode="json")
    for key in path.split("."):
        node = node[int(key)] if isinstance(node, list) else node[key]
    return {"kind": "edit", "path": path, "value": node + rng.choice([-2, -1, 1, 2, 5]), "note": "table correction"}
