"""Shared helpers for the game-flow tests: set-up shortcuts, the ledger/state balance check, and
`recorded`, which keeps the entries a scripted game applies (the store's whole-game tests replay them)."""

from __future__ import annotations

import json
from collections.abc import Callable

from companion.core.ledger import total
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState

NAMES = ["Marion", "Angelica", "Harold", "Ida"]
COLOURS = ["blue", "red", "green", "yellow"]


#: while `recorded` plays a game: the entries applied so far (as the log stores them) and the last state
_tapes: list[tuple[list[dict], dict]] = []


def _apply(state, entry: dict):
    """The engine's apply; an entry it takes without a pending decision goes on the tape being recorded."""
    out = apply(state, entry)
    if _tapes and out.pending is None:
        entries, final = _tapes[-1]
        entries.append(json.loads(json.dumps(entry)))
        final["state"] = out.state
    return out


def recorded(play: Callable[[], object]) -> tuple[list[dict], ArkwrightState]:
    """Play a scripted game (a function whose entries go through `run` / `new_game`); return the
    entries it applied, in order and as plain JSON, and the state after the last one."""
    _tapes.append(([], {}))
    try:
        play()
    finally:
        entries, final = _tapes.pop()
    return entries, final["state"]


def seats(n: int) -> list[dict]:
    return [{"id": NAMES[i].lower(), "name": NAMES[i], "color": COLOURS[i]} for i in range(n)]


def new_game(n: int = 4, version: str = "water_frame", **kw) -> ArkwrightState:
    """A predetermined set up, played out to the 1770 economy phase."""
    answers = kw.pop("answers", {})
    if version == "water_frame" and n == 4:
        answers.setdefault("foreman:ida", "food")
    out = _apply(None, {"kind": "new_game", "version": version, "seats": seats(n), "answers": answers, **kw})
    assert out.pending is None, out.pending
    return out.state


def balances(before: ArkwrightState, after: ArkwrightState, ledger, *, goods: bool = True) -> None:
    """Every ledger kind of every player adds up to the change of that quantity on the table.
    (`goods=False` skips the stored-goods check.)"""
    for p in before.players:
        q = after.player(p.id)
        assert total(ledger, p.id, "cash") == q.cash - p.cash, f"{p.id} cash"
        assert total(ledger, p.id, "shares") == q.shares - p.shares, f"{p.id} shares"
        assert total(ledger, p.id, "share_space") == q.share_space - p.share_space, f"{p.id} share space"
        assert total(ledger, p.id, "loans") == q.loans - p.loans, f"{p.id} loans"
        assert total(ledger, p.id, "workers") == q.workers - p.workers, f"{p.id} workers"
        if goods:
            held = lambda x: sum(x.stored.values()) + sum(x.warehouse.goods.values())  # noqa: E731
            assert total(ledger, p.id, "goods") == held(q) - held(p), f"{p.id} goods"


def run(state, entry: dict, **answers):
    """Apply an entry with answers; fail loudly on a pending decision; check the ledger balances."""
    out = _apply(state, {**entry, "answers": {**entry.get("answers", {}), **answers}} if answers else entry)
    assert out.pending is None, out.pending
    if state is not None:
        balances(state, out.state, out.ledger)
    return out


def standing(state: ArkwrightState) -> dict[str, tuple[int, int, int, int]]:
    """(cash, shares, share space, loans) per player: what the hand computations track."""
    return {p.id: (p.cash, p.shares, p.share_space, p.loans) for p in state.players}


def play_decade(state, decade: int, economy, specials: dict, end_answers: dict, *, markers=("factory", "workers", "machinery", "quality")):
    """Four cycles through the engine: economy (marker faces or the printed timetable), an action
    for every player (a marker placed with no action, unless `specials` has one), production;
    then the end of round. Checks the ledger balances after every entry."""
    first_row = 4 if state.bureaucracy else 2
    for cycle in range(1, 5):
        entry = {"kind": "economy"}
        if economy is not None:
            entry.update(importer=economy[cycle - 1][0], workers=economy[cycle - 1][1])
        state = run(state, entry).state
        for p in state.turn_order():
            action = specials.get((cycle, p.id)) or {"marker": markers[cycle - 1], "row": first_row + 2 * (cycle - 1)}
            state = run(state, {"kind": "action", "player": p.id, **action}).state
        state = run(state, {"kind": "production"}).state
    return run(state, {"kind": "end_of_round", "answers": end_answers, "defaults": True}).state
