"""What a Montana step moves on the table, in words (see `companion.core.moves`).

Per player: silver, pumpkins, goods, and the workers of each colour between
the player's supply and the large and small goods fields.
"""

from __future__ import annotations

from typing import Any

from companion.core.moves import Move, MoveWords, Words, each_player, plural, transfers, values
from companion.games.montana.state import MontanaState


def stock(before: MontanaState, after: MontanaState) -> list[Move]:
    out = each_player(before, after, "silver", "silver")
    out += each_player(before, after, "pumpkins", "pumpkins")
    out += values(before, after, lambda s: {(p.id, g): n for p in s.players for g, n in p.goods.items()},
                  lambda key: (key[0], key[1]), absent="0")
    return out


def workers(before: MontanaState, after: MontanaState) -> list[Move]:
    out: list[Move] = []
    for colour in after.board.start.workers:
        def places(s: MontanaState) -> dict[Any, int]:
            got: dict[Any, int] = {(p.id, "your supply"): p.workers.get(colour, 0) for p in s.players}
            for area_id, area in s.areas.items():
                for size, fields in (("large", area.large), ("small", area.small)):
                    for k, occ in enumerate(fields):
                        if occ is not None and occ.colour == colour:
                            key = (occ.player, f"{area_id}, {size} field {k + 1}")
                            got[key] = got.get(key, 0) + occ.count
            return got

        out += transfers(places(before), places(after), lambda n, c=colour: f"{c} {plural(n, 'worker')}", "the box")
    return out


WORDS = MoveWords(
    words=(
        Words(("players.*.silver", "players.*.pumpkins", "players.*.goods"), stock),
        Words(("players.*.workers", "areas"), workers),
    ),
    quiet=("house_rules", "board_overrides", "active", "turn", "finished", "final_scores", "final_tiebreakers",
           "players.*.id", "players.*.name", "players.*.color"),
)


def moves(before: MontanaState, after: MontanaState) -> list[Move]:
    return WORDS.moves(before, after)
