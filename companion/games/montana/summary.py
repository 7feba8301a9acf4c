"""What the app and the store show of a Montana state."""

from __future__ import annotations

from companion.core.final_scores import hand_scored_results
from companion.core.pack import PlayerSummary, Summary
from companion.core.wording import said
from companion.games.montana.state import MontanaState


def summarize(state: MontanaState) -> Summary:
    players = [
        PlayerSummary(
            id=p.id,
            name=p.name,
            color=p.color,
            score=state.final_scores.get(p.id, 0),
            cash=p.silver,
            details={"pumpkins": p.pumpkins, "goods": dict(p.goods), "workers": dict(p.workers)},
        )
        for p in state.players
    ]
    progress = (
        said("montana", "finished after {turns} turns", turns=state.turn - 1)
        if state.finished
        else said("montana", "turn {turn}: {name} to play", turn=state.turn, name=state.player(state.active).name)
    )
    return Summary(
        progress=progress,
        step="finished" if state.finished else "turn",
        players=players,
        finished=state.finished,
        results=hand_scored_results(state, money="silver"),
        timeline_key="final" if state.finished else f"turn {state.turn}",
        timeline_order=state.turn,
    )
