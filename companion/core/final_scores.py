"""Final scores counted by hand at the table, for packs whose end scoring is not mirrored.

Some packs keep the year or the turn but leave the final count to the
players (the rules the companion has do not describe it). The table enters
each player's final score (and tie-breaker values, higher is better); the
companion checks everyone has one, records it, and ranks with the core
ranking. A state using this keeps `players` (with `id`), `final_scores`,
`final_tiebreakers` and `finished`. Each player's money is shown beside the
score: a pack names the player field that holds it (`cash`, Montana's `silver`).
"""

from __future__ import annotations

from typing import Any, Callable, Literal

from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome, Result
from companion.core.players import find
from companion.core.ranking import Standing, rank
from companion.core.wording import said


class FinalScores(Model):
    """Each player's final score as counted at the table; tie-breaker values in the game's order."""

    kind: Literal["final_scores"] = "final_scores"
    scores: dict[str, int]
    tiebreakers: dict[str, list[int]] = {}
    note: str = ""


def final_scores_handler(section: str, not_ready: Callable[[Any], str | None]) -> Callable[[Any, FinalScores], Outcome]:
    """The `final_scores` entry for a pack; `not_ready(state)` names why the game cannot end yet."""

    def handler(state: Any, entry: FinalScores) -> Outcome:
        if state.finished:
            raise RuleError(said("core", "the final scores are already in"), section=section)
        why = not_ready(state)
        if why:
            raise RuleError(why, section=section)
        scores = {find(state.players, k).id: v for k, v in entry.scores.items()}
        missing = [p.name for p in state.players if p.id not in scores]
        if missing:
            raise InputError(said("core", "a final score is missing for {join}", join=', '.join(missing)))
        breaks = {find(state.players, k).id: list(v) for k, v in entry.tiebreakers.items()}
        if breaks and (set(breaks) != set(scores) or len({len(v) for v in breaks.values()}) != 1):
            raise InputError(said("core", "give every player the same number of tie-breaker values, or none"))
        ledger = Ledger()
        for p in state.players:
            ledger.record(p.id, "score", scores[p.id], "core.final_score", section)
        if entry.note:
            ledger.remark(None, "core.table_note", "", text=entry.note)
        state.final_scores = scores
        state.final_tiebreakers = breaks
        state.finished = True
        return Outcome(state=state, ledger=list(ledger))

    return handler


def hand_scored_results(state: Any, tiebreak_names: tuple[str, ...] = (), *, money: str = "cash") -> list[Result]:
    """Standings from the scores the table entered (empty before they are in).

    `money`: the player field holding the pack's money, reported beside each
    score (a pack whose players have no such field shows none).
    """
    if not state.finished:
        return []
    standings = [
        Standing(
            player=p.id,
            score=state.final_scores[p.id],
            tiebreakers=tuple(state.final_tiebreakers.get(p.id, ())),
            cash=getattr(p, money, None),
        )
        for p in state.players
    ]
    return rank(standings, tiebreak_names)
