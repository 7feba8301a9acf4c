"""Helpers for the production-phase tests: resolve a phase and check the ledger balances."""

from __future__ import annotations

from companion.core.ledger import total
from companion.core.messages import items
from companion.core.pack import Outcome
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState

BALANCED_KINDS = ("cash", "share_space", "shares", "loans")


def resolve(state: ArkwrightState, answers: dict | None = None, **kw) -> Outcome:
    """Resolve the production phase; fails the test if a decision is still missing."""
    out = apply(state, {"kind": "production", "answers": answers or {}, **kw})
    assert out.pending is None, f"unexpected decision: {out.pending.id}: {out.pending.question}"
    assert_balanced(state, out)
    return out


def pending(state: ArkwrightState, answers: dict | None = None, **kw):
    """The decision the phase stops at (fails if none)."""
    out = apply(state, {"kind": "production", "answers": answers or {}, **kw})
    assert out.pending is not None, "expected a pending decision"
    assert out.state is state and out.ledger == []
    return out.pending


def assert_balanced(before: ArkwrightState, out: Outcome) -> None:
    """Each player's ledger lines of each kind add up to the change of that quantity."""
    for p in before.players:
        after = out.state.player(p.id)
        for kind in BALANCED_KINDS:
            change = getattr(after, kind) - getattr(p, kind)
            assert total(out.ledger, p.id, kind) == change, f"{p.id} {kind}: ledger {total(out.ledger, p.id, kind)} != change {change}"
        held = lambda x: sum(x.stored.values()) + sum(x.warehouse.goods.values())  # noqa: E731
        assert total(out.ledger, p.id, "goods") == held(after) - held(p), f"{p.id} stored goods"


def said(out: Outcome, player: str | None = None, kind: str | None = None) -> list[tuple[str, dict]]:
    """The ledger lines (message code, parameters) of a player and a kind (None: any)."""
    return [(e.code, e.params) for e in out.ledger if (player is None or e.player == player) and (kind is None or e.kind == kind)]


def codes(out: Outcome, player: str | None = None, kind: str | None = None) -> list[str]:
    return [code for code, _ in said(out, player, kind)]


#: the importer among a sale step's sellers
THE_IMPORTER = ""


def sale_steps(out: Outcome) -> list[tuple[int, list[str], int]]:
    """Each step of the domestic sale: (appeal level, sellers by name, how many sold beyond the demand)."""
    return [(p["level"], items(p["sellers"]), p.get("count", 0)) for code, p in said(out) if code in ("arkwright.sale_step", "arkwright.sale_step_each")]


def lines(out: Outcome, player: str, kind: str) -> list[int]:
    return [e.amount for e in out.ledger if e.player == player and e.kind == kind]
