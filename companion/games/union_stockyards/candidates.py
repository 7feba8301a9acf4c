"""Union Stockyards entries a player could make now, in log form (judged by the engine:
`companion.core.legal`): the phase's entry; in Phase II of a game that follows the
placement, a worker on each action space (per livestock type where the space asks
for one, per building on Build and per labor contract on Labor Contract), each with its cost and, when refused, the reason; in a year keeper's game,
a sale of each livestock type; the end of the year with each party the player on Campaign
may choose. The final scores are counted at the table.
"""

from __future__ import annotations

from typing import Any

from companion.core.legal import Candidate
from companion.games.union_stockyards.markets import margin
from companion.games.union_stockyards.phases import phase_of
from companion.games.union_stockyards.placement import campaigner, refusal
from companion.games.union_stockyards.state import StockyardsState
from companion.games.union_stockyards.works import price


def placements(state: StockyardsState, player: str) -> list[Candidate | dict[str, Any]]:
    """Every placement of `player`: one per space, one per type on a livestock space. A placement
    the rules refuse comes with its reason and what it would cost; the engine judges the rest."""
    out: list[Candidate | dict[str, Any]] = []
    board = state.board
    for space in board.spaces:
        for kind in list(state.prices) if space.livestock else [None]:
            for pick in _choices(state, space):
                entry = {"kind": "place", "player": player, "space": space.id, **({"livestock": kind} if kind else {}),
                         **pick}
                why = refusal(state, player, space, kind, pick.get("building"), pick.get("contract"),
                              pick.get("by_hand", False))
                shortfall = max(0, -margin(state, kind)) if kind and space.effect == "sell" else 0
                cost = price(state, space, pick.get("building"), pick.get("contract")) + shortfall
                out.append(entry if why is None else Candidate(entry=entry, cost=cost, refused=why))
    return out


def _choices(state: StockyardsState, space) -> list[dict[str, str]]:
    """What a worker on the space names besides: each building on Build, each contract on Labor Contract, and
    on either one the action done at the table (a building or contract the board data lacks: the data are
    placeholders, see data/buildings.toml)."""
    if space.effect == "build":
        return [{"building": b.id} for b in state.board.buildings] + [{"by_hand": True}]
    if space.effect == "contract":
        return [{"contract": c.id} for c in state.board.contracts] + [{"by_hand": True}]
    return [{}]


def elections(state: StockyardsState) -> list[dict[str, Any]]:
    """Phase III: the player on Campaign chooses each party there is (US Phase III); in a year keeper's
    game the table says who campaigned, or nobody did. Following the placement, the campaigner is known."""
    parties = state.board.names.parties
    if state.follows_placement:
        if campaigner(state) is None:
            return [{"kind": "phase_three"}]
        return [{"kind": "phase_three", "party": party} for party in parties]
    return [{"kind": "phase_three"}] + [{"kind": "phase_three", "campaign": p.id, "party": party}
                                        for p in state.players for party in parties]


def candidates(state: StockyardsState, player: str) -> list[dict[str, Any]]:
    phase = phase_of(state)
    if phase == "I":
        return [{"kind": "phase_one"}]
    if phase == "II":
        if state.follows_placement:
            return placements(state, player) + elections(state)
        sales = [{"kind": "sale", "player": player, "livestock": kind} for kind in state.prices]
        return sales + elections(state)
    return []
