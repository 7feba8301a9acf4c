"""What the app and the store show of a Union Stockyards state."""

from __future__ import annotations

from companion.core.final_scores import hand_scored_results
from companion.core.pack import PlayerSummary, Summary
from companion.core.wording import said
from companion.games.union_stockyards.markets import margin
from companion.games.union_stockyards.phases import PHASES
from companion.games.union_stockyards.placement import to_place
from companion.games.union_stockyards.state import StockyardsState



def progress(state: StockyardsState) -> str:
    if state.finished:
        return said("union_stockyards", "finished after year {year}", year=state.year)
    if state.phase == "III":
        return said("union_stockyards", "year {year} over: enter the final scores", year=state.year)
    where = said("union_stockyards", "year {year} of {years}, {phase}", year=state.year, years=state.board.numbers.years,
                 phase=PHASES[state.phase].label)
    if state.phase == "II" and state.follows_placement:
        pid = to_place(state)
        return (said("union_stockyards", "{where}: {name} to place", where=where, name=state.player(pid).name) if pid
                else said("union_stockyards", "{where}: every worker placed", where=where))
    return where


def summarize(state: StockyardsState) -> Summary:
    margins = {kind: margin(state, kind) for kind in state.prices}
    players = [
        PlayerSummary(
            id=p.id,
            name=p.name,
            color=p.color,
            score=state.final_scores.get(p.id, p.cash),
            cash=p.cash,
            details={
                "low_morale": p.low_morale,
                "picket": p.picket,
                "first_player": p.id == state.first_player,
                "placed": [w.space for w in state.placements if w.player == p.id],
                "margins": margins,
            },
        )
        for p in state.players
    ]
    order = {"I": 0, "II": 1, "III": 2}[state.phase]
    return Summary(
        progress=progress(state),
        step=f"phase_{state.phase}" if not state.finished else "finished",
        players=players,
        finished=state.finished,
        results=hand_scored_results(state),
        timeline_key="final" if state.finished else f"year {state.year}",
        timeline_order=state.year * 3 + order + (1 if state.finished else 0),
    )
