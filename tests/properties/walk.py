"""Random play drawn from a pack's own legal moves: whole games through `pack.apply` only.

`walk(game, seed)` starts a game and, entry after entry, asks `pack.legal(state, player)`
of every player what could be entered now, keeps the moves the rules allow, picks an entry
kind at random among those on offer and then one of its entries (so a kind that is always
on offer, like a Seat earned, does not crowd out the rest), answers every question the
engine asks with one of the options it lists, and applies it. What the table reports
rather than chooses (the cards of a Kanban Meeting, the final scores counted at the table)
comes from the game's `reports`; everything else comes from `legal()`.

After every accepted entry the game's `check(before, outcome)` runs (what the ledger must
account for), and the walk checks itself that apply never changes its input, that a move
offered as legal is accepted, and that the new table survives a JSON round trip. The walk
records how often each entry kind was offered and accepted.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from companion.core.errors import CompanionError
from companion.core.pack import Outcome

#: entries every pack has for corrections and notes: not play, never drawn from legal()
CORRECTIONS = frozenset({"edit", "board", "note", "adjust"})


@dataclass(frozen=True)
class Game:
    """One pack and a way to play it."""

    name: str
    pack: Any
    setup: Callable[[random.Random], dict]
    #: (before, outcome) -> None: asserts what must hold after an accepted entry
    check: Callable[[Any, Outcome], None]
    #: entries the table reports (state, rng) -> entries worth trying now (may be empty)
    reports: Callable[[Any, random.Random], list[dict]] = lambda state, rng: []
    #: how an answer to a pending question goes into the entry (default: its `answers`)
    answer: Callable[[dict, Any, Any], None] | None = None
    #: the game is over
    over: Callable[[Any], bool] = lambda state: bool(getattr(state, "finished", False))
    max_entries: int = 400
    #: how likely each entry kind is drawn when on offer (default 1): a kind the table may enter at
    #: any time (a Seat earned) is drawn less, or games would be mostly that
    weights: tuple[tuple[str, float], ...] = ()
    #: (state, entry, rng) -> the entry with a player's details (what a bare legal() entry leaves to
    #: the player: what a day's work does), tried first; refused, the bare entry is applied
    details: Callable[[Any, dict, random.Random], dict | None] = lambda state, entry, rng: None


@dataclass
class Walk:
    game: Game
    seed: int
    state: Any = None
    log: list[dict] = field(default_factory=list)
    offered: Counter = field(default_factory=Counter)
    accepted: Counter = field(default_factory=Counter)
    #: the phases the game went through (entries drawn in each)
    phases: Counter = field(default_factory=Counter)
    questions: int = 0

    @property
    def pack(self) -> Any:
        return self.game.pack


def _answer(entry: dict, question: Any, value: Any) -> None:
    entry.setdefault("answers", {})[question.id] = value


def settle(game: Game, state: Any, entry: dict, rng: random.Random) -> tuple[Outcome, dict]:
    """Apply `entry`, answering every question with one of its options, until the rules are done."""
    entry = {**entry}
    answer = game.answer or _answer
    for _ in range(200):
        out = game.pack.apply(state, entry)
        if out.pending is None:
            return out, entry
        assert out.state is state and out.ledger == [], "a pending question changed the table"
        values = out.pending.option_values()
        assert values, f"question {out.pending.id!r} without options"
        answer(entry, out.pending, rng.choice(values))
    raise AssertionError(f"more than 200 questions for {entry}")


def offers(walk: Walk, rng: random.Random) -> dict[str, list[dict]]:
    """The moves a player may make now, by entry kind: legal() of the players in a random order, the
    first who may enter more than the kinds drawn less (a phase's own entry is on every player's list);
    when nobody may, the first who may enter anything."""
    players = [p.id for p in walk.state.players]
    rng.shuffle(players)
    rare = {k for k, w in walk.game.weights if w < 1}
    first: dict[str, list[dict]] = {}
    for pid in players:
        out: dict[str, list[dict]] = {}
        for c in walk.pack.legal(walk.state, pid):
            if c.legal:
                out.setdefault(c.entry["kind"], []).append(c.entry)
        if set(out) - rare:
            return out
        first = first or out
    return first


def step(walk: Walk, rng: random.Random) -> bool:
    """One entry drawn from legal() (or a table's report); False when nothing can be entered."""
    game, state = walk.game, walk.state
    walk.phases[walk.pack.phases.of(state)] += 1
    by_kind = offers(walk, rng)
    for kind, entries in by_kind.items():
        walk.offered[kind] += len(entries)
    reported = game.reports(state, rng)
    for e in reported:
        by_kind.setdefault(e["kind"], []).append(e)
    if not by_kind:
        return False
    kinds = sorted(by_kind)
    weight = dict(game.weights)
    kind = rng.choices(kinds, [weight.get(k, 1.0) for k in kinds])[0]
    entry = rng.choice(by_kind[kind])
    before = state.model_dump(mode="json")
    detailed = game.details(state, entry, rng)
    if detailed is not None:
        try:
            out, full = settle(game, state, detailed, rng)
        except CompanionError:
            assert state.model_dump(mode="json") == before, "a refused entry changed the table"
            walk.offered["details refused " + kind] += 1
        else:
            return _accept(walk, kind, out, full, before)
    try:
        out, full = settle(game, state, entry, rng)
    except CompanionError as exc:
        assert state.model_dump(mode="json") == before, "a refused entry changed the table"
        if entry in reported:  # a report the rules refuse: the table said something impossible
            walk.offered["refused report " + kind] += 1
            return True
        raise AssertionError(f"{game.name} seed {walk.seed}: legal() offered {entry}, the rules refused it: {exc}") from exc
    return _accept(walk, kind, out, full, before)


def _accept(walk: Walk, kind: str, out: Outcome, full: dict, before: dict) -> bool:
    state = walk.state
    assert state.model_dump(mode="json") == before, "apply changed its input"
    new = out.state
    assert type(new).model_validate_json(new.model_dump_json()) == new, "the table does not survive a JSON round trip"
    walk.game.check(state, out)
    walk.pack.summary(new)
    walk.state = new
    walk.log.append(full)
    walk.accepted[kind] += 1
    walk.questions += len(full.get("answers", {}))
    return True


def walk(game: Game, seed: int, *, max_entries: int | None = None) -> Walk:
    """A whole game (or `max_entries` entries) of random legal play from `seed`."""
    rng = random.Random(seed)
    setup = game.setup(rng)
    w = Walk(game, seed)
    out = game.pack.start(setup)
    w.state, w.log = out.state, [setup]
    w.accepted[setup["kind"]] += 1
    for _ in range(max_entries or game.max_entries):
        if game.over(w.state) or not step(w, rng):
            break
    return w


def replayed(pack: Any, log: list[dict]) -> Any:
    """The log applied again from the set-up entry, as the store reads it (through JSON)."""
    import json

    entries = json.loads(json.dumps(log))
    state = pack.start(entries[0]).state
    for entry in entries[1:]:
        out = pack.apply(state, entry)
        assert out.pending is None
        state = out.state
    return state
