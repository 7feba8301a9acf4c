"""A Union Stockyards set-up for tests (the numbers of seed 002)."""

from __future__ import annotations

PLAYERS = [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}, {"id": "cy", "name": "Cy"}]
START = {
    "kind": "new_game",
    "players": PLAYERS,
    "cash": 10,
    "union_spirit": 3,
    "prices": {"cattle": 8, "hogs": 6, "sheep": 5},
    "meat_values": {"cattle": 12, "hogs": 6, "sheep": 3},
}

#: the same table following the worker placement (two workers each)
FOLLOWED = START | {"workers": 2}


def place(player: str, space: str, livestock: str | None = None, **more) -> dict:
    """A worker on a space; on Build or Labor Contract with nothing named, the action is done at the table."""
    if space in ("build", "labor_contract") and not {"building", "contract", "by_hand"} & set(more):
        more["by_hand"] = True
    return {"kind": "place", "player": player, "space": space, **({"livestock": livestock} if livestock else {}), **more}


def said(ledger, player: str | None = None) -> list[tuple[str, dict]]:
    """The ledger's lines as (code without "union_stockyards.", parameters), of one player if named."""
    return [(e.code.removeprefix("union_stockyards."), e.params) for e in ledger if player is None or e.player == player]


def refused(state, entry):
    """The RuleError the rules raise for `entry`; the state is left exactly as it was."""
    import pytest

    from companion.core.errors import RuleError
    from companion.games.union_stockyards.pack import PACK

    before = state.model_dump()
    with pytest.raises(RuleError) as err:
        PACK.apply(state, entry)
    assert state.model_dump() == before
    return err.value
