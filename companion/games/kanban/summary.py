"""What the app and the store show of a Kanban state: progress, pp, results."""

from __future__ import annotations

from companion.core.pack import PlayerSummary, Summary
from companion.games.kanban.final_scoring import final_results
from companion.games.kanban.measures import cars, tested_designs
from companion.games.kanban.state import KanbanState


def progress(state: KanbanState) -> str:
    if state.finished:
        return f"finished after day {state.day - 1} (week {state.week}, production cycle {state.cycle})"
    text = f"day {state.day}, week {state.week}, production cycle {state.cycle}"
    if state.meeting_scheduled:
        text += ", Meeting at the end of the day"
    if state.end_triggered:
        text += ", last day" if state.today else ", Final Scoring next"
    return text


def summarize(state: KanbanState) -> Summary:
    players = [
        PlayerSummary(
            id=p.id,
            name=p.name,
            color=p.color,
            score=p.pp,
            details={
                "shifts": p.shifts,
                "cars": len(cars(state, p.id)),
                "tested_designs": len(tested_designs(state, p.id)),
                "certifications": state.certifications(p.id),
                "seats": p.seats_up,
                "red_seats": p.red_seats,
                "books": p.books,
                "vouchers": p.vouchers,
            },
        )
        for p in state.players
    ]
    step = "finished" if state.finished else ("meeting" if state.meeting_scheduled else "working")
    return Summary(
        progress=progress(state),
        step=step,
        players=players,
        finished=state.finished,
        results=final_results(state) if state.finished else [],
        timeline_key="final" if state.finished else f"day {state.day}",
        timeline_order=state.day + (1 if state.finished else 0),
    )
