"""What a Union Stockyards step moves on the table, in words (see `companion.core.moves`).

Per player: money, Low Morale tokens, the worker on the Picket Line and the
workers placed on action spaces. The table's: the Year card, the blocked
action spaces, the year marker, the first player marker, the party in office, Union
Spirit, each type's livestock price and meat value markers and the animals in
the Yard.
"""

from __future__ import annotations

from typing import Any

from companion.core.moves import Move, MoveWords, Words, each_player, plural, transfers, values
from companion.games.union_stockyards.state import StockyardsState


def players(before: StockyardsState, after: StockyardsState) -> list[Move]:
    out = each_player(before, after, "cash", "money", lambda v: f"${v}")
    out += transfers(tokens(before), tokens(after), lambda n: plural(n, "Low Morale token"))
    out += each_player(before, after, "picket", "worker", lambda on: "the Picket Line" if on else "your supply")
    out += each_player(before, after, "buildings", "buildings", lambda ids: _listed(after, ids, after.board.building))
    return out + each_player(before, after, "contracts", "labor contracts",
                             lambda ids: _listed(after, ids, after.board.contract))


def _listed(s: StockyardsState, ids: list[str], find) -> str:
    names = [(find(i).name if find(i) else i) for i in ids]
    return ", ".join(names) or "none"


def placed(s: StockyardsState) -> dict[Any, int]:
    """(player, where) -> that player's workers there: on each action space, the rest in the supply."""
    out: dict[Any, int] = {}
    for p in s.players:
        out[(p.id, "your supply")] = 0
    for w in s.placements:
        space = s.board.space(w.space)
        where = space.name if space else w.space
        out[(w.player, where)] = out.get((w.player, where), 0) + 1
    return out


def workers(before: StockyardsState, after: StockyardsState) -> list[Move]:
    return transfers(placed(before), placed(after), lambda n: plural(n, "worker"), "your supply")


def tokens(s: StockyardsState) -> dict[Any, int]:
    return {(p.id, "your Low Morale tokens"): p.low_morale for p in s.players}


def table(before: StockyardsState, after: StockyardsState) -> list[Move]:
    names = {p.id: p.name for p in after.players}
    out = values(before, after, lambda s: {"year": s.year}, lambda _k: (None, "year marker"), lambda v: f"year {v}")
    out += values(before, after, lambda s: {"first": s.first_player}, lambda _k: (None, "first player marker"),
                  lambda pid: names.get(pid, pid))
    out += values(before, after, lambda s: {"party": s.party}, lambda _k: (None, "party in office"), after.board.names.party)
    out += values(before, after, lambda s: {"spirit": s.union_spirit}, lambda _k: (None, "Union Spirit marker"))
    out += values(before, after, lambda s: dict(s.prices), lambda kind: (None, f"{kind} price marker"), lambda v: f"${v}")
    out += values(before, after, lambda s: dict(s.meat_values), lambda kind: (None, f"{kind} meat value marker"), lambda v: f"${v}")
    out += values(before, after, lambda s: {"card": s.card}, lambda _k: (None, "Year card"),
                  lambda card: _card_name(after, card))
    out += values(before, after, lambda s: {space: "blocked" for space in s.blocked},
                  lambda space: (None, f"{_space_name(after, space)} action space"), str, "open")
    for kind in after.board.names.livestock:
        out += transfers({(None, "the Yard"): before.yard.get(kind, 0)}, {(None, "the Yard"): after.yard.get(kind, 0)},
                         lambda n, k=kind: f"{k} livestock", "the supply")
    return out


def _card_name(s: StockyardsState, card: str) -> str:
    if not card:
        return "none"
    found = s.board.card(card)
    return found.name if found else card


def _space_name(s: StockyardsState, space: str) -> str:
    found = s.board.space(space)
    return found.name if found else space


WORDS = MoveWords(
    words=(
        Words(("players.*.cash", "players.*.low_morale", "players.*.picket", "players.*.buildings",
               "players.*.contracts"), players),
        Words(("placements",), workers),
        Words(("year", "first_player", "card", "blocked", "party", "union_spirit", "prices", "meat_values", "yard"), table),
    ),
    quiet=("house_rules", "workers", "players.*.workers", "board_overrides", "phase", "sales", "finished", "final_scores", "final_tiebreakers",
           "players.*.id", "players.*.name", "players.*.color"),
)


def moves(before: StockyardsState, after: StockyardsState) -> list[Move]:
    return WORDS.moves(before, after)
