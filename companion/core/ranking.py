"""Final standings: rank players by score, then by a game's tie-breakers in order.

Players equal on the score and on every tie-breaker share a rank (standard
competition ranking: 1, 1, 3). Everyone on rank 1 is a winner, which is how
rulebooks that end with "all tied players are winners" want it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from companion.core.pack import Result


@dataclass(frozen=True)
class Standing:
    """One player's final numbers: the score and the tie-breaker values (higher is better)."""

    player: str
    score: int
    tiebreakers: tuple[int, ...] = ()
    cash: int | None = None
    notes: tuple[str, ...] = field(default=())


def rank(standings: Sequence[Standing], tiebreak_names: Sequence[str] = ()) -> list[Result]:
    """Results best first; each result's notes say which tie-breaker separated it, if any."""
    lengths = {len(s.tiebreakers) for s in standings}
    if len(lengths) > 1:
        raise ValueError("every standing needs the same number of tie-breakers")
    ordered = sorted(standings, key=lambda s: (s.score, s.tiebreakers), reverse=True)
    results: list[Result] = []
    previous: Standing | None = None
    current_rank = 0
    for position, s in enumerate(ordered, start=1):
        if previous is None or (s.score, s.tiebreakers) != (previous.score, previous.tiebreakers):
            current_rank = position
        notes = list(s.notes)
        decided = _decided_by(s, ordered, tiebreak_names)
        if decided:
            notes.append(decided)
        results.append(Result(player=s.player, rank=current_rank, score=s.score, cash=s.cash, notes=notes))
        previous = s
    for r in results:
        r.winner = r.rank == 1
    return results


def _decided_by(s: Standing, everyone: Sequence[Standing], names: Sequence[str]) -> str:
    """Name the tie-breaker that separated `s` from the players with the same score."""
    rivals = [o for o in everyone if o is not s and o.score == s.score]
    if not rivals:
        return ""
    if all(o.tiebreakers == s.tiebreakers for o in rivals):
        return f"tied on score ({s.score}) and on every tie-breaker"
    deepest = 0
    for o in rivals:
        for i, (a, b) in enumerate(zip(s.tiebreakers, o.tiebreakers)):
            if a != b:
                deepest = max(deepest, i)
                break
    name = names[deepest] if deepest < len(names) else f"tie-breaker {deepest + 1}"
    return f"tied on score ({s.score}); separated by {name}"
