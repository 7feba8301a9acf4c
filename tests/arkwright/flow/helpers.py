"""Shared helpers for the game-flow tests: set-up shortcuts and the ledger/state balance check."""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState

NAMES = ["Marion", "Angelica", "Harold", "Ida"]
COLOURS = ["blue", "red", "green", "yellow"]


def seats(n: int) -> list[dict]:
    return [{"id": NAMES[i].lower(), "name": NAMES[i], "color": COLOURS[i]} for i in range(n)]


def new_game(n: int = 4, version: str = "water_frame", **kw) -> ArkwrightState:
    """A predetermined set up, played out to the 1770 economy phase."""
    answers = kw.pop("answers", {})
    if version == "water_frame" and n == 4:
        answers.setdefault("foreman:ida", "food")
    out = apply(None, {"kind": "new_game", "version": version, "seats": seats(n), "answers": answers, **kw})
    assert out.pending is None, out.pending
    return out.state


def balances(before: ArkwrightState, after: ArkwrightState, ledger) -> None:
    """Every ledger kind of every player adds up to the change of that quantity on the table."""
    for p in before.players:
        q = after.player(p.id)
        assert total(ledger, p.id, "cash") == q.cash - p.cash, f"{p.id} cash"
        assert total(ledger, p.id, "shares") == q.shares - p.shares, f"{p.id} shares"
        assert total(ledger, p.id, "share_space") == q.share_space - p.share_space, f"{p.id} share space"
        assert total(ledger, p.id, "loans") == q.loans - p.loans, f"{p.id} loans"
        assert total(ledger, p.id, "workers") == q.workers - p.workers, f"{p.id} workers"
        goods = lambda x: sum(x.stored.values()) + sum(x.warehouse.goods.values())  # noqa: E731
        assert total(ledger, p.id, "goods") == goods(q) - goods(p), f"{p.id} goods"


def run(state, entry: dict, **answers):
    """Apply an entry with answers; fail loudly on a pending decision; check the ledger balances."""
    out = apply(state, {**entry, "answers": {**entry.get("answers", {}), **answers}} if answers else entry)
    assert out.pending is None, out.pending
    if state is not None:
        balances(state, out.state, out.ledger)
    return out
